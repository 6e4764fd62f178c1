/// Splits chat text into normalized word tokens for the reply models.
///
/// Lower-cases; keeps runs of letters and digits as words, dropping apostrophes inside
/// them ("Don't" → "dont", as people type in chat); emits each run of `?` or `!` as one
/// token and each emoji as its own token; squeezes letters repeated three or more times
/// to two ("soooo" → "soo") and laughter ("hahaha", "hehe", "lmao", "lol") to "haha".
/// Everything else separates tokens.
enum ReplyTokenizer {
    /// The tokens of `text`, in order.
    /// - Complexity: O(n) in the number of Unicode scalars.
    static func tokens(of text: String) -> [String] {
        sentences(of: text).tokens
    }

    /// The tokens of `text` and the index of the token where its last sentence starts (0 for a
    /// single sentence): the answered unit of a message ("Thanks! Want to get coffee?" → the
    /// question). A sentence ends at `.`, `!`, `?`, `…` or a line break; when the last sentence
    /// has fewer than 2 words ("… See you!" has 2, "Thanks! 8?" has 1) the one before it is taken too.
    /// Also the token range of the last question ("Dinner Friday? There's a new place" → "dinner friday ?"), if any.
    /// - Complexity: O(n) in the number of Unicode scalars.
    static func sentences(of text: String) -> (tokens: [String], lastSentence: Int, lastQuestion: Range<Int>?) {
        if let ascii = text.utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.allSatisfy { $0 < 0x80 } ? asciiSentences(of: bytes) : nil
        }), let ascii { return ascii }
        var sentences = SentenceBookkeeping()
        var word = String.UnicodeScalarView()
        var lastScalar: Unicode.Scalar?
        var repeats = 0
        func flush() {
            guard !word.isEmpty else { return }
            sentences.addWord(normalizedWord(String(word)))
            word = String.UnicodeScalarView()
            lastScalar = nil
            repeats = 0
        }
        for scalar in text.lowercased().unicodeScalars {
            if isWordScalar(scalar) {
                if scalar == lastScalar { repeats += 1 } else { repeats = 0 }
                lastScalar = scalar
                if repeats < 2 { word.append(scalar) }
            } else if scalar == "'" || scalar == "\u{2019}" || scalar == "\u{02BC}" {
                continue
            } else {
                flush()
                if scalar == "?" || scalar == "!" {
                    sentences.addMark(isQuestion: scalar == "?")
                } else if scalar == "." || scalar == "\n" || scalar == "\u{2026}" {
                    sentences.endSentence()
                } else if scalar.value >= 0x2190 && scalar.properties.isEmoji && scalar != "\u{FE0F}" && scalar != "\u{200D}" {
                    sentences.tokens.append(String(scalar))
                }
            }
        }
        flush()
        return sentences.result
    }

    /// ``sentences(of:)`` of ASCII text, byte by byte: the same steps without lower-casing a copy of the
    /// text or building each word scalar by scalar (in ASCII a word is a-z or 0-9 once lower-cased, and no
    /// byte is an emoji).
    /// - Complexity: O(n) in the number of bytes.
    private static func asciiSentences(of bytes: UnsafeBufferPointer<UInt8>) -> (tokens: [String], lastSentence: Int, lastQuestion: Range<Int>?) {
        var sentences = SentenceBookkeeping()
        var word: [UInt8] = []
        word.reserveCapacity(32)
        var lastByte: UInt8 = 0   // 0: none (never a word byte)
        var repeats = 0
        func flush() {
            guard !word.isEmpty else { return }
            sentences.addWord(normalizedWord(String(decoding: word, as: UTF8.self)))
            word.removeAll(keepingCapacity: true)
            lastByte = 0
            repeats = 0
        }
        for raw in bytes {
            let byte = (0x41...0x5A).contains(raw) ? raw | 0x20 : raw
            if (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) {
                if byte == lastByte { repeats += 1 } else { repeats = 0 }
                lastByte = byte
                if repeats < 2 { word.append(byte) }
            } else if byte == UInt8(ascii: "'") {
                continue
            } else {
                flush()
                if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") {
                    sentences.addMark(isQuestion: byte == UInt8(ascii: "?"))
                } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "\n") {
                    sentences.endSentence()
                }
            }
        }
        flush()
        return sentences.result
    }

    /// The tokens read so far and where the last sentence and the last question start: the bookkeeping
    /// both paths of ``sentences(of:)`` share.
    private struct SentenceBookkeeping {
        var tokens: [String] = []
        var boundary = false, lastStart = 0, previousStart = 0, wordsSinceStart = 0
        var lastQuestion: Range<Int>?

        /// A word; the first after a sentence end starts a new sentence.
        @inline(__always)
        mutating func addWord(_ word: String) {
            if boundary {
                previousStart = lastStart
                lastStart = tokens.count
                wordsSinceStart = 0
                boundary = false
            }
            tokens.append(word)
            wordsSinceStart += 1
        }

        /// `?` or `!`: one token per run, the end of a sentence; a `?` after a word marks the sentence a question.
        mutating func addMark(isQuestion: Bool) {
            let mark = isQuestion ? "?" : "!"
            if tokens.last != mark { tokens.append(mark) }
            if isQuestion, wordsSinceStart > 0 { lastQuestion = lastStart..<tokens.count }
            boundary = !tokens.isEmpty
        }

        /// `.`, a line break or `…`: the end of a sentence.
        mutating func endSentence() { boundary = !tokens.isEmpty }

        /// The tokens, the start of the answered sentence (the one before when the last has fewer than 2 words)
        /// and the last question.
        var result: (tokens: [String], lastSentence: Int, lastQuestion: Range<Int>?) {
            (tokens, wordsSinceStart >= 2 ? lastStart : previousStart, lastQuestion)
        }
    }

    /// Letters and digits, with an ASCII fast path (Unicode property lookups cost ~50 ns each).
    @inline(__always)
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
        }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
    }

    /// Laughter words (each starting with h, l or r, which ``normalizedWord(_:)`` relies on).
    private static let laughter: Set<String> = ["lol", "lool", "lmao", "lmfao", "rofl", "hah", "heh", "ha"]

    /// The longest word of ``laughter``, in bytes: a longer word needs no set lookup.
    private static let longestLaughter = 5

    private static func normalizedWord(_ word: String) -> String {
        // Every word of ``laughter`` starts with h, l or r: other words skip the set lookup (a hash of the word).
        if let first = word.utf8.first, first == UInt8(ascii: "h") || first == UInt8(ascii: "l") || first == UInt8(ascii: "r"),
           word.utf8.count <= longestLaughter, laughter.contains(word) { return "haha" }
        // At least four bytes, all of them h, a or e, at least two h: counted in one pass, without a byte array.
        var count = 0, hCount = 0
        for byte in word.utf8 {
            guard byte == UInt8(ascii: "h") || byte == UInt8(ascii: "a") || byte == UInt8(ascii: "e") else { return word }
            count += 1
            if byte == UInt8(ascii: "h") { hCount += 1 }
        }
        return count >= 4 && hCount >= 2 ? "haha" : word
    }
}

/// 64-bit FNV-1a hashing with a final avalanche mix, for feature hashing
/// (Weinberger et al. 2009, "Feature Hashing for Large Scale Multitask Learning").
enum FeatureHash {
    /// The hash of `token` in namespace `space`.
    @inline(__always)
    static func of(_ token: String, space: UInt8) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(space)
        hash = hash &* 0x0000_0100_0000_01B3
        for byte in token.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return mix(hash)
    }

    /// The hash of the pair (`first`, `second`) in namespace `space`.
    @inline(__always)
    static func combine(_ first: UInt64, _ second: UInt64, space: UInt8) -> UInt64 {
        mix(first &* 0x9E37_79B9_7F4A_7C15 ^ (second &+ UInt64(space) &* 0xC2B2_AE3D_27D4_EB4F))
    }

    /// The hash of a sequence of Unicode scalar values in namespace `space`.
    @inline(__always)
    static func of(scalars: ArraySlice<UInt32>, space: UInt8) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(space) << 8)
        for value in scalars {
            hash ^= UInt64(value)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return mix(hash)
    }

    /// MurmurHash3's 64-bit finalizer.
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x = x &* 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return x
    }
}
