/// The quick tests that ``NaiveBayesLanguageIdentifier/identify(_:options:)`` asks about every text before the
/// n-grams, made in one pass over its UTF-8 bytes: whether it may hold a name (``ProperNames/mayHoldName(_:)``),
/// whether it may hold an East Slavic obscene word (``SharedSwearWords/mayHoldSwearWord(_:)``), and whether it
/// holds a Spanish inverted mark ¿ or ¡ (``InvertedMarks``). Each answers
/// as its own function does; one decoding loop instead of two (the two scans were ~4 % of identifying a word pair).
struct TextPreChecks {
    /// ``ProperNames/mayHoldName(_:)`` of the text.
    private(set) var mayHoldName = false
    /// ``SharedSwearWords/mayHoldSwearWord(_:)`` of the text.
    private(set) var mayHoldSwearWord = false
    /// Whether the text holds ¿ or ¡ (``InvertedMarks``).
    private(set) var holdsInvertedMark = false

    /// Scans `text` once.
    /// - Complexity: O(n) in the UTF-8 length, no allocation; stops when all three answers are known.
    init(_ text: String) {
        let scanned: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            scan(bytes)
            return true
        }
        if scanned == nil {
            mayHoldName = ProperNames.mayHoldName(text)
            mayHoldSwearWord = SharedSwearWords.mayHoldSwearWord(text)
            holdsInvertedMark = text.unicodeScalars.contains { InvertedMarks.isInvertedMark($0.value) }
        }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Names (``ProperNames/mayHoldName(_:)``): the previous scalar, whether it was white space, and
        // whether the next word opens a sentence.
        var previous: UInt32 = 0x20
        var previousIsSpace = true
        var sentenceStart = true
        // Swear words (``SharedSwearWords/mayHoldSwearWord(_:)``): the previous scalar if it was one of
        // U+0400–U+047F (two bytes D0/D1 + continuation), lower-cased; else 0.
        var cyrillic: UInt32 = 0
        var name = false, swear = false, inverted = false
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = UInt32(bytes[index])
            var value: UInt32
            if lead < 0x80 {
                value = lead
                index += 1
            } else if lead < 0xE0 {
                guard index + 1 < count else { break }
                value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if lead < 0xF0 {
                guard index + 2 < count else { break }
                value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                guard index + 3 < count else { break }
                value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                    | UInt32(bytes[index + 3] & 0x3F)
                index += 4
            }
            if value == 0xBF || value == 0xA1 { inverted = true }   // ``InvertedMarks/isInvertedMark(_:)``
            if !name {
                if ProperNames.isSpace(value) {
                    if !previousIsSpace {
                        sentenceStart = previous == 0x2E || previous == 0x21 || previous == 0x3F || previous == 0x2026 || previous == 0x3A
                    }
                    previousIsSpace = true
                } else {
                    if previousIsSpace && !sentenceStart && Self.isUppercase(value) { name = true }
                    previousIsSpace = false
                }
                previous = value
            }
            if !swear {
                if value >= 0x400 && value < 0x480 {
                    var lower = value
                    if lower >= 0x410 && lower < 0x430 { lower += 0x20 }   // А–Я → а–я
                    if lower == 0x401 { lower = 0x451 }                     // Ё → ё
                    switch (cyrillic, lower) {
                    case (0x445, 0x443), (0x437, 0x434), (0x431, 0x43B), (0x435, 0x431), (0x451, 0x431): swear = true   // ху зд бл еб ёб
                    default: break
                    }
                    cyrillic = lower
                } else {
                    cyrillic = 0
                }
            } else if name && inverted {
                break
            }
        }
        (mayHoldName, mayHoldSwearWord, holdsInvertedMark) = (name, swear, inverted)
    }

    /// `Unicode.Scalar.Properties.isUppercase` of the code points below 0x2000, one bit each.
    private static let uppercaseBits: [UInt64] = (0..<(0x2000 / 64)).map { word in
        (0..<64).reduce(UInt64(0)) { bits, bit in
            let isUpper = Unicode.Scalar(UInt32(word * 64 + bit)).map(\.properties.isUppercase) ?? false
            return isUpper ? bits | 1 << UInt64(bit) : bits
        }
    }

    /// Whether `value` is an upper-case code point (the Unicode property), from a table below 0x2000.
    @inline(__always)
    static func isUppercase(_ value: UInt32) -> Bool {
        if value < 0x80 { return value >= 0x41 && value <= 0x5A }
        if value < 0x2000 { return uppercaseBits[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0 }
        return Unicode.Scalar(value)?.properties.isUppercase ?? false
    }
}
