/// Undoes German and Dutch verb-second inversion in English output: after a
/// fronted adverb or object the verb precedes the subject ("Heute ist es kalt"
/// → "Today is it cold"), which English does only in questions. The pronoun
/// and the verb before it are swapped ("Today it is cold") when the English
/// language model prefers the result.
enum VerbSecondOrder {
    /// Languages with verb-second main clauses.
    static let languages: Set<String> = ["de", "nl", "sv", "da", "no", "nb", "nn", "is", "lb"]
    private static let subjects: Set<String> = ["i", "you", "he", "she", "it", "we", "they"]
    private static let questionWords: Set<String> = ["what", "where", "when", "why", "how", "who", "which", "whom", "whose"]

    /// Repairs each sentence of `text` that does not end in `?`.
    static func repair(_ text: String, languageModel: EnglishLanguageModel) -> String {
        SentencePieces.map(text, splittingAtCommas: false) { sentence in
            sentence.hasSuffix("?") ? sentence : repairSentence(sentence, languageModel: languageModel)
        }
    }

    /// ln score of words with no context before them, up to and including `</s>`.
    private static func score(_ words: [UInt64], _ model: EnglishLanguageModel) -> Float {
        var total: Float = 0
        var u: UInt64 = 0, v: UInt64 = 0
        for w in words + [EnglishLanguageModel.sentenceEnd] {
            total += model.score(w, after: u, v)
            (u, v) = (v, w)
        }
        return total
    }

    private static func repairSentence(_ sentence: String, languageModel: EnglishLanguageModel) -> String {
        var words = sentence.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count >= 3 else { return sentence }
        let lower = words.map { $0.lowercased() }
        guard !questionWords.contains(lower[0]) else { return sentence }
        for index in 1..<(words.count - 1) {
            let pronoun = EnglishQuestionForm.trimmingPunctuation(lower[index + 1])
            guard subjects.contains(pronoun), lower[index].allSatisfy(\.isLetter), !subjects.contains(lower[index]),
                  !lower[index - 1].hasSuffix(",") else { continue }
            var swapped = words
            swapped.swapAt(index, index + 1)
            // Punctuation stays at the end: "Then go we." → "Then we go." (not "Then we. go").
            let tail = String(words[index + 1].reversed().prefix { !$0.isLetter && $0 != "'" }.reversed())
            if !tail.isEmpty {
                swapped[index] = String(words[index + 1].dropLast(tail.count))
                swapped[index + 1] = words[index] + tail
            }
            // Score from the verb on, without the fronted words: their bigrams ("today is") would
            // otherwise decide, and those are exactly what English word order does not care about.
            let keys = { (part: ArraySlice<String>) in PhraseKey.words(of: part.joined(separator: " ")).words.map(PhraseKey.word) }
            if score(keys(swapped[index...]), languageModel) > score(keys(words[index...]), languageModel) {
                words = swapped
            }
            break
        }
        return words.joined(separator: " ")
    }
}
