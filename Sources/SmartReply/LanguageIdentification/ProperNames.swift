/// Capitalised words inside a sentence carry little evidence of the sentence's language: they are
/// mostly names of places, people and brands ("Vamos a Cagliari" came out Italian 0.91 because
/// "Cagliari" outweighed "Vamos a"). ``withoutNames(_:)`` drops them before identification when
/// enough other words remain. German capitalises every noun; its function words and verbs stay,
/// which is what the rule needs. Measured on our dev sentences
/// (`Tests/SmartReplyTests/LanguageIdentification/ChatTextIdentificationTests.swift`) and,
/// once, on the held-out eval sets (README).
///
/// Written by us (the smart-reply authors).
enum ProperNames {
    /// Words (whitespace-separated, with letters) that must remain after dropping names.
    static let minimumRemainingWords = 2
    /// Letters that must remain after dropping names.
    static let minimumRemainingLetters = 5

    /// `text` without its name-like words, or `nil` when it has none, too little would remain, or what
    /// remains mixes scripts.
    /// A name-like word is not the first word of the text or of a sentence (after `.`, `!`, `?`,
    /// `…`, `:`, a line break), starts with an upper-case letter and has a lower-case letter after it
    /// ("Cagliari", "McDonald's"; not "OK", "I", "USA", which stay).
    /// - Complexity: O(n) in the length of the text; a text with no word that may be a name is
    ///   rejected in one allocation-free scan (``mayHoldName(_:)``).
    static func withoutNames(_ text: String) -> String? {
        withoutNames(text, mayHoldName: mayHoldName(text))
    }

    /// ``withoutNames(_:)`` given the answer of ``mayHoldName(_:)`` for `text` (``TextPreChecks`` finds it).
    static func withoutNames(_ text: String, mayHoldName: Bool) -> String? {
        guard mayHoldName else { return nil }
        var kept: [Substring] = []
        var dropped = 0
        var sentenceStart = true
        var remainingLetters = 0
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            let letters = word.filter(\.isLetter)
            let isName = !sentenceStart && word.first?.isUppercase == true
                && letters.dropFirst().contains(where: \.isLowercase)
            if isName {
                dropped += 1
            } else {
                kept.append(word)
                remainingLetters += letters.count
            }
            sentenceStart = word.last.map { ".!?…:".contains($0) } ?? false
        }
        let remainingWords = kept.filter { $0.contains(where: \.isLetter) }.count
        guard dropped > 0, remainingWords >= minimumRemainingWords, remainingLetters >= minimumRemainingLetters,
              isOneScript(kept) else { return nil }
        return kept.joined(separator: " ")
    }

    /// Whether the letters of `words` are all in one script (letters of no known script aside). Names are
    /// dropped only when what remains is: in a text that mixes scripts, a capitalised word is as often a
    /// word of another language ("Hello Привет こんにちは" lost "Привет" and came out Japanese, ja 1.00).
    private static func isOneScript(_ words: [Substring]) -> Bool {
        var first: WritingScript? = nil
        for word in words {
            for scalar in word.unicodeScalars where scalar.properties.isAlphabetic {
                let script = WritingScript(scalar.value)
                if script == .other { continue }
                if let first, first != script { return false }
                first = script
            }
        }
        return true
    }

    /// Whether some word of `text` that does not open it or a sentence starts with an upper-case
    /// letter: the quick, allocation-free test before ``withoutNames(_:)`` splits the text (asked about
    /// every identified text; most have no such word).
    /// - Complexity: O(n) in the number of scalars, no allocation.
    static func mayHoldName(_ text: String) -> Bool {
        var previous: UInt32 = 0x20
        var previousIsSpace = true
        var sentenceStart = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if isSpace(value) {
                if !previousIsSpace {
                    sentenceStart = previous == 0x2E || previous == 0x21 || previous == 0x3F || previous == 0x2026 || previous == 0x3A
                }
                previousIsSpace = true
            } else {
                if previousIsSpace && !sentenceStart
                    && TextPreChecks.isUppercase(value) { return true }
                previousIsSpace = false
            }
            previous = value
        }
        return false
    }

    /// Whether `value` is a white-space code point (ASCII and the Unicode spaces chat text holds),
    /// without a Unicode property look-up.
    static func isSpace(_ value: UInt32) -> Bool {
        value == 0x20 || (value >= 0x09 && value <= 0x0D)
            || (value >= 0x80 && (value == 0xA0 || value == 0x85 || value == 0x1680 || (value >= 0x2000 && value <= 0x200A)
                                  || value == 0x2028 || value == 0x2029 || value == 0x202F || value == 0x205F || value == 0x3000))
    }
}
