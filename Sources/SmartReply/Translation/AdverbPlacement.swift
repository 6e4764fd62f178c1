/// Moves "a lot" / "very much" from right after the verb to the end of the
/// clause, as Romance languages place the adverb ("J'aime beaucoup ce film" →
/// "I like a lot this film" → "I like this film a lot") when the English
/// language model prefers it.
enum AdverbPlacement {
    private static let adverbs = [" a lot ", " very much "]
    private static let adverbBytes = adverbs.map { Array($0.utf8) }

    /// Whether `text`'s UTF-8 holds `needle` (a plain byte search).
    private static func contains(_ text: String, _ needle: [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = needle.first, bytes.count >= needle.count else { return false }
            var index = 0
            while index <= bytes.count - needle.count {
                if bytes[index] == first {
                    var matched = 1
                    while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// Repairs each sentence of `text`.
    static func repair(_ text: String, languageModel: EnglishLanguageModel) -> String {
        // A byte search: Foundation's `contains` (and the generic `firstRange(of:)`) cost more than the rest of the check.
        guard adverbBytes.contains(where: { contains(text, $0) }) else { return text }
        return SentencePieces.map(text, splittingAtCommas: true) { repairSentence($0, languageModel: languageModel) }
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
