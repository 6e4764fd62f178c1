import Foundation

extension PhraseTableTranslator {
    /// Joins decoded phrases, carrying over ALL CAPS and sentence case from the source words.
    static func cased(_ phrases: [DecodedPhrase], words: [SourceWord], startsSentence: Bool) -> String {
        let chunkShouts = words.contains(where: \.isAllCaps) && words.allSatisfy { $0.isAllCaps || !$0.isCapitalized && $0.surface.count == 1 }
        var parts: [String] = []
        for phrase in phrases {
            if phrase.isUnknown { parts.append(phrase.text); continue }
            let span = words[phrase.range]
            let shouts = chunkShouts || span.allSatisfy(\.isAllCaps)
            var text = shouts ? phrase.text.uppercased() : phrase.text
            // A phrase taken from a whole-sentence entry keeps that entry's capital ("nos vemos" → "See you");
            // inside a sentence only names and "I" keep one.
            let opensSentence = parts.isEmpty && startsSentence
            if !shouts, !opensSentence, span.first?.isCapitalized == false, let first = text.first, first.isUppercase,
               let head = Self.firstWord(text), Self.sentenceOpeningWords.contains(head.lowercased()) {
                text = first.lowercased() + text.dropFirst()
            }
            // A subject pronoun translated on its own and again inside a verb form ("yo" + "quiero" →
            // "I" + "I want"), or "to" twice ("чтобы" + "помочь" → "to" + "to help"): keep one.
            // (The previous word is lower-cased once and tested first: most are no pronoun, and then nothing else is read.)
            if let previous = parts.last, let last = Self.lastWord(previous).map({ $0.lowercased() }),
               Self.subjectPronouns.contains(last) || last == "to",
               let first = Self.firstWord(text), last == first.lowercased() {
                text = Self.trimmingWhitespace(String(text.dropFirst(first.count)))
                if text.isEmpty { continue }
            }
            parts.append(text)
        }
        // `parts.filter { !$0.isEmpty }.joined(separator: " ")` without the two intermediate arrays.
        var joined = ""
        for part in parts where !part.isEmpty {
            if !joined.isEmpty { joined += " " }
            joined += part
        }
        if startsSentence, words.first?.isCapitalized == true, let first = joined.first, first.isLowercase {
            joined = first.uppercased() + joined.dropFirst()
        }
        return joined
    }

    /// `text.trimmingCharacters(in: .whitespaces)`: an ASCII text (whose only such characters are space and tab)
    /// is trimmed without Foundation, any other goes through it.
    static func trimmingWhitespace(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.trimmingCharacters(in: .whitespaces) }
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else { return "" }
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return text }
        return String(text[first...last])
    }

    /// The first space-separated word of `text` (`text.split(separator: " ").first`, without the array).
    static func firstWord(_ text: String) -> Substring? {
        let rest = text.drop(while: { $0 == " " })
        return rest.isEmpty ? nil : rest.prefix(while: { $0 != " " })
    }

    /// The last space-separated word of `text` (`text.split(separator: " ").last`, without the array).
    static func lastWord(_ text: String) -> Substring? {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        guard end > text.startIndex else { return nil }
        var start = end
        while start > text.startIndex, text[text.index(before: start)] != " " { start = text.index(before: start) }
        return text[start..<end]
    }

    /// Common English words that are capitalised only at the start of a sentence: a phrase starting with
    /// one of them is lower-cased inside a sentence ("perfect, See you at 9" → "perfect, see you at 9").
    static let sentenceOpeningWords: Set<String> = [
        "see", "how", "what", "where", "who", "why", "when", "which", "are", "is", "am", "do", "does", "did", "can", "could",
        "will", "would", "should", "thanks", "thank", "good", "great", "nice", "yes", "no", "ok", "okay", "sure", "sounds",
        "let's", "that's", "it's", "what's", "that", "this", "there", "the", "a", "an", "have", "has", "please", "sorry",
        "hello", "hi", "hey", "bye", "goodbye", "take", "talk", "me", "you", "we", "they", "he", "she", "it", "my", "your",
        "not", "just", "so", "well", "oh", "all", "maybe", "of", "in", "on", "at", "to", "for", "with", "and", "but", "or",
        "happy", "congratulations", "welcome", "love", "miss", "you're", "we're", "they're", "don't", "doesn't", "can't",
        "won't", "same", "perfect", "fine", "cool", "really", "too", "also", "very", "get", "go", "come", "call",
        "tell", "wait", "look", "there's", "here", "here's", "one", "any", "some", "everything", "nothing", "sleep",
        "enjoy", "give", "excuse", "pardon", "never", "always", "again", "anyway",
    ]

    /// English subject pronouns that a pro-drop language's verb form already carries.
    static let subjectPronouns: Set<String> = ["i", "you", "he", "she", "we", "they", "it"]

    /// Whether a text's letters are all upper case (at least two of them).
    static func isAllCaps(_ text: String) -> Bool {
        var letters = 0
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                // ASCII letters are the only ASCII Alphabetic scalars; A–Z the only Uppercase ones.
                let value = scalar.value
                if value >= 0x61 && value <= 0x7A { return false }
                if value >= 0x41 && value <= 0x5A { letters += 1 }
            } else if scalar.properties.isAlphabetic {
                guard scalar.properties.isUppercase else { return false }
                letters += 1
            }
        }
        return letters >= 2
    }

    /// Puts `¿` / `¡` at the start of each Spanish sentence ending in `?` / `!` that lacks it.
    static func addingSpanishOpeningMarks(_ text: String) -> String {
        var result = ""
        var sentence = ""
        func close() {
            guard let last = sentence.last(where: { !$0.isWhitespace }) else { result += sentence; sentence = ""; return }
            let mark: Character? = last == "?" ? "¿" : last == "!" ? "¡" : nil
            if let mark, !sentence.contains(mark), let start = sentence.firstIndex(where: { $0.isLetter || $0.isNumber }) {
                sentence.insert(mark, at: start)
            }
            result += sentence
            sentence = ""
        }
        var previous: Character = " "
        for character in text {
            if ".!?…\n".contains(previous) && !".!?…".contains(character) { close() }
            sentence.append(character)
            previous = character
        }
        close()
        return result
    }
}
