/// Receives what ``NGramFeatures`` finds in a text.
protocol NGramFeatureSink {
    /// A letter (lower-cased code point) of the current word, with its script.
    mutating func letter(_ value: UInt32, script: WritingScript)
    /// One feature: `order` 1…5 for a character n-gram, 0 for a whole word.
    /// The n-grams starting at one position come in ascending order, and
    /// `prefix` is the key of the n-gram one shorter at the same start (0 for orders 0 and 1).
    mutating func feature(order: Int, key: UInt64, prefix: UInt64)
    /// The current word ended (after its features were reported).
    mutating func endWord()
    /// A unigram (order 1) with its code point; by default reported as `feature(order: 1, …)`.
    mutating func unigram(_ value: UInt32, key: UInt64)
}

extension NGramFeatureSink {
    @inline(__always)
    mutating func unigram(_ value: UInt32, key: UInt64) { feature(order: 1, key: key, prefix: 0) }
}

/// Turns text into hashed character n-gram features, the way both training
/// and identification see it.
///
/// Preprocessing (as in CLD3 and lingua): whitespace-separated tokens that are
/// URLs (`://`, `www.`), e-mail addresses or @mentions are dropped; then words
/// are the maximal runs of letters (Unicode `Alphabetic`, plus combining marks
/// inside a word), lower-cased. Digits, phone numbers, punctuation, `#`,
/// emoji and symbols only separate words. Each word is padded with a space on
/// both sides (`" hola "`), and every n-gram of orders 1…5 of the padded word
/// is a feature; with `includesWords` the whole word is
/// one more feature (order 0).
///
/// Keys are 64-bit hashes (FNV-1a over code points, finished with the
/// MurmurHash3 `fmix64` mixer, seeded by the order), so no `String` is built.
struct NGramFeatures: Sendable {
    /// The largest n-gram order.
    static let maximumOrder = 5
    /// Longer words are cut into pieces of this many letters.
    static let maximumWordLength = 64
    /// An extractor that reports letters and word ends but no features.
    static let lettersOnly = NGramFeatures(featureMask: 0)
    /// The key of the unigram `value` (what ``extract(from:into:)`` reports for it).
    static func unigramKey(_ value: UInt32) -> UInt64 {
        mix(((0xcbf2_9ce4_8422_2325 as UInt64) ^ UInt64(value)) &* 0x100_0000_01b3 ^ 1)
    }

    /// FNV-1a's 64-bit offset basis (the start of every n-gram hash) and prime.
    static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let fnvPrime: UInt64 = 0x100_0000_01b3
    /// The start of a whole word's hash.
    static let wordSeed: UInt64 = 0x9e37_79b9_7f4a_7c15

    /// The padding code point at word boundaries.
    static let boundary: UInt32 = 0x20

    /// Which features to report: bit n for character n-grams of order n (1…5),
    /// bit 0 for whole words.
    var featureMask: UInt32

    /// Whether whole words are features.
    var includesWords: Bool { featureMask & 1 != 0 }

    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33
        k &*= 0xff51_afd7_ed55_8ccd
        k ^= k >> 33
        k &*= 0xc4ce_b9fe_1a85_ec53
        k ^= k >> 33
        return k
    }

    @inline(__always)
    static func isLetter(_ scalar: Unicode.Scalar, insideWord: Bool) -> Bool {
        let v = scalar.value
        if v < 0x80 { return (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A }
        if v == 0xAA || v == 0xBA { return false }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        if insideWord {
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark: return !(0xFE00...0xFE0F).contains(v)
            default: return false
            }
        }
        return false
    }

    /// For code points below ``smallTableLimit``: bit 31 = a letter anywhere, bit 30 =
    /// a letter only inside a word (combining marks), low 21 bits = the lower-cased
    /// code point. Built once from ``isLetter(_:insideWord:)`` and ``lowercased(_:)``,
    /// so that Latin, Greek and Cyrillic text needs no Unicode property look-up.
    static let smallTable: [UInt32] = (0..<smallTableLimit).map { v in
        guard let scalar = Unicode.Scalar(v) else { return 0 }
        let lower = lowercased(scalar)
        if isLetter(scalar, insideWord: false) { return 0x8000_0000 | lower }
        if isLetter(scalar, insideWord: true) { return 0x4000_0000 | lower }
        return 0
    }
    /// Covers Latin (with Vietnamese), Greek, Cyrillic, Hebrew, Arabic and the Indic scripts and Thai.
    static let smallTableLimit: UInt32 = 0x2000

    /// Whether `v` is Unicode `White_Space` (the same set as `Unicode.Scalar.Properties.isWhitespace`).
    @inline(__always)
    static func isWhitespace(_ v: UInt32) -> Bool {
        if v < 0x80 { return v == 0x20 || (0x09...0x0D).contains(v) }
        switch v {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    @inline(__always)
    static func lowercased(_ scalar: Unicode.Scalar) -> UInt32 {
        let v = scalar.value
        if v < 0x80 { return (v >= 0x41 && v <= 0x5A) ? v | 0x20 : v }
        if (0x430...0x44F).contains(v) || (0x3B1...0x3C9).contains(v) || (0xDF...0xFF).contains(v) { return v }
        if (0x410...0x42F).contains(v) { return v + 0x20 }
        if (0x400...0x40F).contains(v) { return v + 0x50 }
        let properties = scalar.properties
        guard properties.changesWhenLowercased, let lower = properties.lowercaseMapping.unicodeScalars.first else { return v }
        return lower.value
    }

    /// Whether a whitespace-delimited token is a URL, e-mail address or @mention.
    static func isIgnoredToken(_ token: UnsafeBufferPointer<UInt32>) -> Bool {
        guard let first = token.first else { return true }
        if first == 0x40 { return true }                                  // @mention
        var hasAt = false
        var dotAfterAt = false
        for index in token.indices {
            let v = token[index]
            if v == 0x3A, index + 2 < token.count, token[index + 1] == 0x2F, token[index + 2] == 0x2F { return true } // ://
            if v == 0x40 { hasAt = true } else if v == 0x2E && hasAt { dotAfterAt = true }
        }
        if hasAt && dotAfterAt { return true }                            // e-mail
        if token.count > 4, (token[0] | 0x20) == 0x77, (token[1] | 0x20) == 0x77, (token[2] | 0x20) == 0x77, token[3] == 0x2E {
            return true                                                   // www.
        }
        return false
    }

    /// Reports every feature of `text` to `sink`.
    ///
    /// Tokens longer than 256 scalars (say, unspaced Chinese) are cut into
    /// 256-scalar pieces, and words longer than 64 letters into 64-letter pieces.
    /// - Complexity: O(n) in the number of Unicode scalars of `text`, with
    ///   about 5 hashes per letter; no heap allocation.
    func extract<Sink: NGramFeatureSink>(from text: String, into sink: inout Sink) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { token in
            var count = 0
            for scalar in text.unicodeScalars {
                let v = scalar.value
                if NGramFeatures.isWhitespace(v) {
                    if count > 0 { process(token: UnsafeBufferPointer(rebasing: token[0..<count]), into: &sink) }
                    count = 0
                    continue
                }
                token[count] = v
                count += 1
                if count == token.count {
                    process(token: UnsafeBufferPointer(rebasing: token[0..<count]), into: &sink)
                    count = 0
                }
            }
            if count > 0 { process(token: UnsafeBufferPointer(rebasing: token[0..<count]), into: &sink) }
        }
    }

    private func process<Sink: NGramFeatureSink>(token: UnsafeBufferPointer<UInt32>, into sink: inout Sink) {
        if !NGramFeatures.isIgnoredToken(token) { words(inToken: token, into: &sink) }
    }

    /// Splits one token into lower-cased letter runs and reports their features.
    private func words<Sink: NGramFeatureSink>(inToken token: UnsafeBufferPointer<UInt32>, into sink: inout Sink) {
        let table = NGramFeatures.smallTable
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 66) { padded in
            var length = 0
            padded[0] = NGramFeatures.boundary
            func flushWord(_ sink: inout Sink) {
                if length == 0 { return }
                padded[length + 1] = NGramFeatures.boundary
                if featureMask != 0 { wordFeatures(UnsafeBufferPointer(rebasing: padded[0..<(length + 2)]), into: &sink) }
                sink.endWord()
                length = 0
            }
            for v in token {
                let lower: UInt32
                if v < NGramFeatures.smallTableLimit {
                    let entry = table[Int(v)]
                    guard entry & 0x8000_0000 != 0 || (length > 0 && entry & 0x4000_0000 != 0) else {
                        flushWord(&sink)
                        continue
                    }
                    lower = entry & 0x1F_FFFF
                } else if (0x4E00...0x9FFF).contains(v) || (0xAC00...0xD7A3).contains(v) {
                    lower = v      // CJK unified ideographs and Hangul syllables: all letters, no case
                } else {
                    guard let scalar = Unicode.Scalar(v), NGramFeatures.isLetter(scalar, insideWord: length > 0) else {
                        flushWord(&sink)
                        continue
                    }
                    lower = NGramFeatures.lowercased(scalar)
                }
                sink.letter(lower, script: WritingScript(lower))
                padded[length + 1] = lower
                length += 1
                if length + 2 == padded.count { flushWord(&sink) }
            }
            flushWord(&sink)
        }
    }

    /// Reports the n-grams (and the word) of one padded word.
    @inline(__always)
    private func wordFeatures<Sink: NGramFeatureSink>(_ padded: UnsafeBufferPointer<UInt32>, into sink: inout Sink) {
        let count = padded.count
        for start in 0..<count {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            let longest = min(NGramFeatures.maximumOrder, count - start)
            var prefix: UInt64 = 0
            for order in 1...longest {
                hash = (hash ^ UInt64(padded[start + order - 1])) &* 0x100_0000_01b3
                let key = NGramFeatures.mix(hash ^ UInt64(order))
                if featureMask & (1 << UInt32(order)) != 0 {
                    if order == 1 {
                        sink.unigram(padded[start], key: key)
                    } else {
                        sink.feature(order: order, key: key, prefix: prefix)
                    }
                }
                prefix = key
            }
        }
        if includesWords {
            var hash = NGramFeatures.wordSeed
            for index in 1..<(count - 1) { hash = (hash ^ UInt64(padded[index])) &* NGramFeatures.fnvPrime }
            sink.feature(order: 0, key: NGramFeatures.mix(hash), prefix: 0)
        }
    }
}
