/// Drops the comma that German, Russian and Ukrainian put before every
/// subordinate clause but English does not ("Ich weiß nicht, wo er wohnt" →
/// "I don't know, where he lives" → "I don't know where he lives"), and for
/// Russian and Ukrainian picks "that" for the conjunction что/що when the
/// English language model prefers it ("Она сказала, что он прав" →
/// "She said what he is right" → "She said that he is right").
///
/// Likewise "I think, he is right" → "I think he is right" and "Please, close
/// the door" → "Please close the door".
///
/// A comma after a sentence-initial interjection or vocative stays ("Yes, if
/// you want"); so does one ending a fronted clause ("If you want, come"),
/// since the word after it is then not a conjunction. Hand-written from
/// English punctuation conventions (no data source).
enum SubordinateClauseCommas {
    /// Languages that set off every subordinate clause with a comma.
    static let languages: Set<String> = ["de", "ru", "uk"]
    /// Languages whose one conjunction means both "what" and "that".
    static let whatOrThat: Set<String> = ["ru", "uk"]

    private static let conjunctions: Set<String> = [
        "that", "what", "where", "when", "why", "how", "who", "whom", "whose", "which", "whether", "if", "because", "than", "to",
    ]
    /// Words after which a comma is kept: interjections and greetings that open a sentence.
    private static let keepAfter: Set<String> = [
        "yes", "no", "oh", "ah", "well", "ok", "okay", "hi", "hello", "hey", "and", "but",
        "yeah", "now", "then", "look", "listen", "wow", "alas",
    ]
    /// Verbs of saying and thinking whose object clause English joins without a comma.
    private static let reportingVerbs: Set<String> = [
        "think", "thought", "know", "knew", "believe", "believed", "hope", "guess", "suppose", "said", "say", "says", "sure",
        "afraid", "feel", "felt", "seems", "seemed", "understand", "understood", "realized", "heard", "see", "saw", "remember",
        "forgot", "promise", "promised", "told", "tell", "wish", "mean", "admit", "doubt",
    ]
    /// Verbs after which Ukrainian "чи" asks "if/whether".
    private static let ifVerbs: Set<String> = ["know", "knew", "ask", "asked", "sure", "wonder", "remember", "doubt", "see", "check", "tell"]
    /// Verbs after which a Russian/Ukrainian что/що clause is a "that" clause, never an indirect question.
    private static let thatVerbs: Set<String> = [
        "think", "thought", "believe", "believed", "hope", "hoped", "said", "says", "sure", "seems", "seemed", "heard", "promised",
        "afraid", "glad", "feel", "felt", "guess", "suppose", "doubt", "admit", "admitted", "told", "wrote", "writes", "realized",
        "noticed", "happy", "sorry", "proud", "possible", "clear", "true", "obvious", "strange",
    ]
    private static let subjects: Set<String> = ["i", "you", "he", "she", "it", "we", "they", "there"]

    /// Whether `text` holds ", ". ASCII text (most English output) is searched byte by byte: Foundation's
    /// `contains`, a `CFStringFind` over a bridged string, cost more than the rest of the check. Other
    /// text still goes through Foundation, which compares composed character sequences (", " then a
    /// combining mark is not a match there), so the answer is the same for every text.
    /// - Complexity: O(n) in the UTF-8 length, no allocation for ASCII text.
    static func hasCommaSpace(_ text: String) -> Bool {
        var found = false, afterComma = false
        for byte in text.utf8 {
            if byte >= 0x80 { return text.contains(", ") }
            if afterComma && byte == 0x20 { found = true }
            afterComma = byte == 0x2C
        }
        return found
    }

    /// Repairs `text` (English output translated from `language`).
    static func repair(_ text: String, language: String, languageModel: EnglishLanguageModel) -> String {
        guard languages.contains(language), hasCommaSpace(text) else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index + 1 < words.count {
            let word = words[index]
            let next = words[index + 1].lowercased()
            defer { index += 1 }
            guard word.hasSuffix(","), word.count > 1 else { continue }
            let bare = word.dropLast().lowercased()
            // "Please, close the door" → "Please close the door".
            if bare == "please", index == 0 || words[index - 1].last.map({ ".!?".contains($0) }) == true {
                words[index] = String(word.dropLast())
                continue
            }
            // "I think, he is right" → "I think he is right".
            let nextSubject = next.split(whereSeparator: { $0 == "'" || $0 == "’" }).first.map(String.init) ?? next
            if reportingVerbs.contains(bare), subjects.contains(nextSubject), index > 0 {
                words[index] = String(word.dropLast())
                continue
            }
            // Ukrainian "чи" after "know/ask…" is "if": "I don't know, or he will come" → "I don't know if he will come".
            if next == "or", language == "uk", ifVerbs.contains(bare) {
                words[index] = String(word.dropLast())
                words[index + 1] = "if"
                continue
            }
            guard conjunctions.contains(next) else { continue }
            // Keep the comma after a single opening word ("Yes, if…", "Tom, where…") and after an interjection.
            let opensSentence = index == 0 || words[index - 1].last.map { ".!?".contains($0) } == true
            guard !opensSentence, !keepAfter.contains(bare), bare.last?.isLetter == true else { continue }
            words[index] = String(word.dropLast())
            // After a verb of thinking or saying, что/що is always "that" ("I don't think what…").
            if next == "what", whatOrThat.contains(language), thatVerbs.contains(bare), index + 2 < words.count {
                words[index + 1] = "that"
                continue
            }
            if next == "what", whatOrThat.contains(language), index + 2 < words.count,
               let subject = words[index + 2].lowercased().split(whereSeparator: { $0 == "'" || $0 == "’" }).first,
               subjects.contains(String(subject)) {
                let before = PhraseKey.word(bare)
                let after = words[(index + 2)..<min(words.count, index + 4)].map { PhraseKey.words(of: $0).words.first.map(PhraseKey.word) ?? 0 }
                let score = { (conjunction: String) -> Float in
                    var total: Float = 0
                    var u: UInt64 = 0, v = before
                    for w in [PhraseKey.word(conjunction)] + after {
                        total += languageModel.score(w, after: u, v)
                        (u, v) = (v, w)
                    }
                    return total
                }
                if score("that") > score("what") {
                    words[index + 1] = words[index + 1].first?.isUppercase == true ? "That" : "that"
                }
            }
        }
        if whatOrThat.contains(language) { restoreDroppedSubjects(&words) }
        return words.joined(separator: " ")
    }

    /// Auxiliaries that open a Russian/Ukrainian "что" clause whose subject was dropped
    /// ("Том сказал, что не знает" → "Tom said that doesn't know").
    private static let clauseOpeningVerbs: Set<String> = [
        "doesn't", "don't", "didn't", "won't", "can't", "couldn't", "must", "should",
    ]

    /// "Tom said that doesn't know" → "Tom said that he doesn't know": the subject of the main clause
    /// (a pronoun), else "he", goes back after "that".
    private static func restoreDroppedSubjects(_ words: inout [String]) {
        var index = 1
        while index + 1 < words.count {
            defer { index += 1 }
            guard words[index].lowercased() == "that", clauseOpeningVerbs.contains(words[index + 1].lowercased()) else { continue }
            var sentenceStart = index
            while sentenceStart > 0, words[sentenceStart - 1].last.map({ ".!?".contains($0) }) != true { sentenceStart -= 1 }
            let first = words[sentenceStart].lowercased()
            let subject = first == "i" ? "I" : ["you", "he", "she", "we", "they"].contains(first) ? first : "he"
            guard sentenceStart < index - 1 else { continue }
            words.insert(subject, at: index + 1)
        }
    }
}
