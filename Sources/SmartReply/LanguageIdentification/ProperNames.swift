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
    /// - Complexity: O(n) in the length of the text; a text with no upper-case letter after its
    ///   first is rejected in one scan of its bytes when ASCII.
    static func withoutNames(_ text: String) -> String? {
        // Fast rejection: ASCII text whose only upper-case letter (if any) opens it.
        var sawNonASCII = false, sawLaterUpper = false, position = 0
        for byte in text.utf8 {
            if byte >= 0x80 { sawNonASCII = true; break }
            if position > 0 && byte >= 0x41 && byte <= 0x5A { sawLaterUpper = true; break }
            position += 1
        }
        guard sawNonASCII || sawLaterUpper else { return nil }

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
}
