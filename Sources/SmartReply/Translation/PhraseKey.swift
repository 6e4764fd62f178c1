/// How phrases are normalised and hashed so that lexicon entries and input
/// words meet on the same `UInt64` keys.
///
/// A word key is the FNV-1a 64 hash of the word lower-cased with `’` turned
/// into `'`; a phrase key folds the word keys left to right, so the key of
/// words `i..<j+1` is computed from the key of `i..<j` in O(1).
enum PhraseKey {
    /// Lower-cases a word and normalises apostrophes (`’` and `ʼ` become `'`).
    static func normalize(_ word: some StringProtocol) -> String {
        if let lower = commonScriptNormalized(word) { return lower }
        let lower = word.lowercased()
        // ’ (U+2019) and ʼ (U+02BC, Ukrainian) read as ' (their UTF-8 starts with 0xE2 / 0xCA).
        guard lower.utf8.contains(where: { $0 == 0xE2 || $0 == 0xCA }),
              lower.unicodeScalars.contains(where: { $0 == "’" || $0 == "\u{02BC}" }) else { return lower }
        return String(String.UnicodeScalarView(lower.unicodeScalars.map { $0 == "’" || $0 == "\u{02BC}" ? "'" : $0 }))
    }

    /// ``normalize(_:)`` of a text whose scalars all lie in the blocks of ``commonScriptSentence(_:)``
    /// (ASCII, Latin-1, basic Cyrillic, punctuation, symbols, emoji), written byte by byte without
    /// `lowercased()` (which appends each scalar's mapping as a string of its own); nil otherwise.
    /// There `lowercased()` changes A–Z, À–Þ but × and А–Я by +0x20 and Ѐ–Џ by +0x50 (same UTF-8
    /// length), and leaves every other scalar as it is; ’ and ʼ become ' (shorter).
    static func commonScriptNormalized(_ word: some StringProtocol) -> String? {
        var changes = false
        for scalar in word.unicodeScalars {
            guard let lower = commonScriptLower(scalar.value) else { return nil }
            if lower != scalar.value { changes = true }
        }
        guard changes else { return String(word) }
        return String(unsafeUninitializedCapacity: word.utf8.count) { buffer in
            var count = 0
            for scalar in word.unicodeScalars {
                // Every scalar passed ``commonScriptLower(_:)`` in the loop above.
                let value = commonScriptLower(scalar.value) ?? scalar.value
                if value < 0x80 {
                    buffer[count] = UInt8(truncatingIfNeeded: value)
                    count += 1
                } else if let lower = Unicode.Scalar(value) {
                    UTF8.encode(lower) { byte in buffer[count] = byte; count += 1 }
                }
            }
            return count
        }
    }

    /// The lower case of one scalar of the blocks of ``commonScriptSentence(_:)`` (ASCII, Latin-1,
    /// basic Cyrillic, general punctuation, currency signs, arrows, symbols, emoji and their
    /// extenders), with ’ and ʼ read as '; nil for a scalar outside those blocks. There the
    /// lower-case mapping is one fixed offset (A–Z, À–Þ but ×, А–Я: +0x20; Ѐ–Џ: +0x50) and every
    /// other scalar maps to itself. Shared by ``commonScriptNormalized(_:)`` and
    /// ``commonScriptSentence(_:)`` so the two cannot drift apart.
    @inline(__always)
    private static func commonScriptLower(_ value: UInt32) -> UInt32? {
        switch value {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0x410...0x42F: return value + 0x20
        case 0x400...0x40F: return value + 0x50
        case 0x2019, 0x02BC: return 0x27
        case 0...0xBF, 0xD7, 0xDF...0xFF, 0x430...0x45F, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20BF,
             0x2190...0x21FF, 0x2600...0x27BF, 0x2B00...0x2BFF, 0x1F000...0x1FAFF, 0xFE0E, 0xFE0F, 0x200D, 0x20E3,
             0xE0020...0xE007F:
            return value
        default: return nil
        }
    }

    /// The normalised word tokens of a lexicon phrase, and whether it held
    /// anything but words and spaces (punctuation, emoji, numbers…).
    static func words(of phrase: String) -> (words: [String], hasNonWords: Bool) {
        if let simple = simpleWords(of: phrase) { return (simple, false) }
        return tokenizedWords(of: phrase)
    }

    /// ``words(of:)`` by the ``Tokenizer``, for any text.
    static func tokenizedWords(of phrase: String) -> (words: [String], hasNonWords: Bool) {
        var words: [String] = []
        var hasNonWords = false
        for token in Tokenizer.tokenize(phrase) {
            switch token.kind {
            case .word: words.append(normalize(token.text))
            case .whitespace, .newline: continue
            default: hasNonWords = true
            }
        }
        return (words, hasNonWords)
    }

    /// The words of a phrase made only of ASCII letters, inner apostrophes and spaces (most English
    /// output), without running the ``Tokenizer``; nil for anything else. Words starting with `x`/`X`
    /// are left to the tokenizer, which may read them as emoticons (`xD`).
    static func simpleWords(of phrase: String) -> [String]? {
        let result = phrase.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            @inline(__always) func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
            var words: [String] = []
            var start = 0
            while start < bytes.count {
                if bytes[start] == 0x20 { start += 1; continue }
                guard isLetter(bytes[start]), bytes[start] | 0x20 != 0x78 else { return nil }
                var end = start + 1
                while end < bytes.count && bytes[end] != 0x20 {
                    // An apostrophe joins two letters ("don't"); anything else needs the tokenizer.
                    guard isLetter(bytes[end]) || bytes[end] == 0x27 && end + 1 < bytes.count && isLetter(bytes[end + 1]) else {
                        return nil
                    }
                    end += bytes[end] == 0x27 ? 2 : 1
                }
                words.append(String(unsafeUninitializedCapacity: end - start) { buffer in
                    for index in start..<end {
                        let byte = bytes[index]
                        buffer[index - start] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                    }
                    return end - start
                })
                start = end
            }
            return words
        }
        return result ?? nil
    }

    /// The key of one normalised word.
    static func word(_ normalized: some StringProtocol) -> UInt64 { FNV1a64.hash(normalized) }

    /// The key of the phrase `previous` followed by the word with key `word`
    /// (start from `empty`).
    @inline(__always)
    static func extend(_ previous: UInt64, _ word: UInt64) -> UInt64 {
        var x = (previous ^ word) &* 0x9E37_79B9_7F4A_7C15
        x ^= x >> 29
        return x &+ 0x632B_E59B_D9B4_E019
    }

    /// The key of the empty phrase.
    static let empty: UInt64 = 0x1234_5678_9ABC_DEF0

    /// The key of a sequence of normalised words.
    static func phrase(_ words: [String]) -> UInt64 {
        words.reduce(empty) { extend($0, word($1)) }
    }

    /// The normalised form of a whole text for exact whole-sentence matching:
    /// lower-cased, `’` → `'`, runs of whitespace → one space, trimmed.
    static func sentenceText(_ text: String) -> String {
        let lower = normalize(text)
        guard lower.unicodeScalars.allSatisfy(isSimpleScalar) else {
            return lower.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
        // Every scalar is its own Character here (no combining marks, joiners or selectors), so
        // splitting the scalars on White_Space gives the same words as splitting the Characters,
        // several times faster.
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in lower.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" "); pendingSpace = false }
            out.append(scalar)
        }
        return String(out)
    }

    /// A scalar that never joins a grapheme cluster with its neighbours, apart from CR LF
    /// (both whitespace): Latin, Greek and Cyrillic letters without combining marks, and
    /// common punctuation.
    @inline(__always)
    private static func isSimpleScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x370..<0x483, 0x48A..<0x530, 0x2010..<0x2028, 0x2030..<0x205F: return true
        default: return false
        }
    }

    /// The key of a whole text: the hash of ``sentenceText(_:)``, computed without building that text
    /// when every scalar is simple (see there).
    /// - Complexity: O(n) in the text's UTF-8 length; one allocation (the lower-cased text).
    static func sentence(_ text: String) -> UInt64 {
        if let key = asciiSentence(text) ?? commonScriptSentence(text) { return key }
        let lower = normalize(text)
        var hasher = FNV1a64()
        var pendingSpace = false, started = false
        for scalar in lower.unicodeScalars {
            guard isSimpleScalar(scalar) else { return FNV1a64.hash(sentenceText(text)) }
            // The White_Space scalars among the simple ones.
            switch scalar.value {
            case 0x09...0x0D, 0x20, 0x85, 0xA0:
                pendingSpace = started
                continue
            default:
                break
            }
            if pendingSpace { hasher.combine(byte: 0x20); pendingSpace = false }
            UTF8.encode(scalar) { hasher.combine(byte: $0) }
            started = true
        }
        return hasher.value
    }

    /// ``sentence(_:)`` of a text in ASCII, Latin-1, basic Cyrillic, general punctuation, currency
    /// signs, arrows, symbols and emoji (the Western European, Russian and Ukrainian chat messages),
    /// lower-cased scalar by scalar as it is hashed instead of through `lowercased()` and a copy, and
    /// split on white space by scalars instead of `Character`s; nil when a scalar is outside those
    /// blocks, or an emoji extender (variation selector, ZWJ, skin tone, keycap, tag) follows white
    /// space (that white space would then be part of a grapheme cluster).
    /// Within these blocks the lower-case mapping is one fixed offset (A–Z, À–Þ but ×, А–Я: +0x20;
    /// Ѐ–Џ: +0x50), every other scalar maps to itself, and a white-space scalar is a `Character` of
    /// its own (or CR LF), so the key is the hash of ``sentenceText(_:)``.
    private static func commonScriptSentence(_ text: String) -> UInt64? {
        var hasher = FNV1a64()
        var pendingSpace = false, started = false, afterSpace = false
        for scalar in text.unicodeScalars {
            var value = scalar.value
            switch value {
            case 0x09...0x0D, 0x20, 0x85, 0xA0:
                pendingSpace = started
                afterSpace = true
                continue
            case 0xFE0E, 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
                if afterSpace { return nil }
            default:
                break
            }
            guard let mapped = commonScriptLower(value) else { return nil }
            value = mapped
            afterSpace = false
            if pendingSpace { hasher.combine(byte: 0x20); pendingSpace = false }
            guard let lower = Unicode.Scalar(value) else { return nil }
            UTF8.encode(lower) { hasher.combine(byte: $0) }
            started = true
        }
        return hasher.value
    }

    /// ``sentence(_:)`` of an all-ASCII text, lower-cased byte by byte as it is hashed (no
    /// lower-cased copy: this runs for every translation, the replies' included); nil when a
    /// byte is not ASCII. ASCII scalars are all simple, their white space is 0x09–0x0D and 0x20,
    /// and `lowercased()` changes only A–Z among them, so the key is the same.
    private static func asciiSentence(_ text: String) -> UInt64? {
        var hasher = FNV1a64()
        var pendingSpace = false, started = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pendingSpace = started
                continue
            }
            if pendingSpace { hasher.combine(byte: 0x20); pendingSpace = false }
            hasher.combine(byte: byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            started = true
        }
        return hasher.value
    }
}
