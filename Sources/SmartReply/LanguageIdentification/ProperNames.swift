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

    /// `text` without its name-like words, or `nil` when it has none, too little would remain, or the text
    /// is a mix of languages in several scripts (``isMixOfLanguages(kept:names:)``).
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
        // The scripts (``WritingScript/bit``) of the letters of the words kept and of the names.
        var keptScripts: UInt32 = 0, nameScripts: UInt32 = 0
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            let letters = word.filter(\.isLetter)
            let isName = !sentenceStart && word.first?.isUppercase == true
                && letters.dropFirst().contains(where: \.isLowercase)
            for scalar in letters.unicodeScalars {
                let script = WritingScript(scalar.value)
                guard script != .other else { continue }
                if isName { nameScripts |= script.bit } else { keptScripts |= script.bit }
            }
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
              !isMixOfLanguages(kept: keptScripts, names: nameScripts) else { return nil }
        return kept.joined(separator: " ")
    }

    /// Whether the capitalised words look like words of other languages in a mix rather than names: the words
    /// that would remain already mix scripts, and a capitalised word is in a script none of them uses. Then
    /// nothing is dropped: "Hello Привет こんにちは" lost "Привет", the script with the most letters, and came
    /// out Japanese (ja 1.00). A sentence's names in the script of some of its other words ("Ο Alexander
    /// Papadopoulos ήρθε με το car") or a sentence in one script ("Привет Alexander как дела") lose them.
    /// - Parameters: `kept`, `names`: the scripts (``WritingScript/bit``) of the kept words' and the names' letters.
    private static func isMixOfLanguages(kept: UInt32, names: UInt32) -> Bool {
        kept.nonzeroBitCount > 1 && names & ~kept != 0
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
