/// Moves "a lot" / "very much" from right after the verb to the end of the
/// clause, as Romance languages place the adverb ("J'aime beaucoup ce film" →
/// "I like a lot this film" → "I like this film a lot") when the English
/// language model prefers it.
enum AdverbPlacement {
    private static let adverbs = [" a lot ", " very much "]

    /// Repairs each sentence of `text`.
    static func repair(_ text: String, languageModel: EnglishLanguageModel) -> String {
        // A byte search: Foundation's `contains` costs more than the rest of the check.
        guard text.utf8.firstRange(of: " a lot ".utf8) != nil || text.utf8.firstRange(of: " very much ".utf8) != nil else { return text }
        var result = ""
        var sentence = ""
        func close() {
            result += repairSentence(sentence, languageModel: languageModel)
            sentence = ""
        }
        for character in text {
            sentence.append(character)
            if character == "?" || character == "." || character == "!" || character == "\n" || character == "," { close() }
        }
        close()
        return result
    }

    private static func repairSentence(_ sentence: String, languageModel: EnglishLanguageModel) -> String {
        for adverb in adverbs {
            guard let range = sentence.range(of: adverb) else { continue }
            var body = sentence
            var tail = ""
            while let last = body.last, last.isPunctuation || last.isWhitespace { tail = String(last) + tail; body.removeLast() }
            guard range.upperBound <= body.endIndex else { continue }
            let moved = body.replacingCharacters(in: range, with: " ") + adverb.dropLast() + tail
            let keys = { (text: String) in PhraseKey.words(of: text).words.map(PhraseKey.word) }
            if languageModel.score(sentence: keys(moved)) > languageModel.score(sentence: keys(sentence)) { return moved }
        }
        return sentence
    }
}
