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

    /// `text` without its name-like words, or `nil` when it has none or too little would remain.
    /// A name-like word is not the first word of the text or of a sentence (after `.`, `!`, `?`,
    /// `…`, `:`, a line break), starts with an upper-case letter and has a lower-case letter after it
    /// ("Cagliari", "McDonald's"; not "OK", "I", "USA", which stay).
    /// - Complexity: O(n) in the length of the text; a text with no word that may be a name is
    ///   rejected in one allocation-free scan (``mayHoldName(_:)``).
    static func withoutNames(_ text: String) -> String? {
        guard mayHoldName(text) else { return nil }
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
        guard dropped > 0, remainingWords >= minimumRemainingWords, remainingLetters >= minimumRemainingLetters else { return nil }
        return kept.joined(separator: " ")
    }

    /// Whether some word of `text` that does not open it or a sentence starts with an upper-case
    /// letter: the quick, allocation-free test before ``withoutNames(_:)`` splits the text (asked about
    /// every identified text; most have no such word).
    /// - Complexity: O(n) in the number of scalars, no allocation.
    static func mayHoldName(_ text: String) -> Bool {
        var previous: Unicode.Scalar = " "
        var sentenceStart = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isSpace = value == 0x20 || value == 0x0A || value == 0x09 || (value > 0x7F && scalar.properties.isWhitespace)
            if isSpace {
                if !(previous.value == 0x20 || previous.value == 0x0A || previous.value == 0x09) {
                    sentenceStart = previous == "." || previous == "!" || previous == "?" || previous == "…" || previous == ":"
                }
            } else if previous.value == 0x20 || previous.value == 0x0A || previous.value == 0x09 || previous.properties.isWhitespace {
                if !sentenceStart {
                    if value < 0x80 ? (value >= 0x41 && value <= 0x5A) : scalar.properties.isUppercase { return true }
                }
            }
            previous = scalar
        }
        return false
    }
}
