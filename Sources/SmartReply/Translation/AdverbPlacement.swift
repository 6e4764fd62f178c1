/// Moves "a lot" / "very much" from right after the verb to the end of the
/// clause, as Romance languages place the adverb ("J'aime beaucoup ce film" →
/// "I like a lot this film" → "I like this film a lot") when the English
/// language model prefers it.
enum AdverbPlacement {
    private static let adverbs = [" a lot ", " very much "]
    private static let adverbBytes = adverbs.map { Array($0.utf8) }

    /// Whether `text`'s UTF-8 holds `needle` (a plain byte search).
    private static func contains(_ text: String, _ needle: [UInt8]) -> Bool {
        firstOffset(of: needle, in: text) != nil
    }

    /// The UTF-8 offset of the first occurrence of `needle` in `text`, or nil (a plain byte search).
    private static func firstOffset(of needle: [UInt8], in text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard let first = needle.first, bytes.count >= needle.count else { return nil }
            var index = 0
            while index <= bytes.count - needle.count {
                if bytes[index] == first {
                    var matched = 1
                    while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// `sentence.range(of: adverbs[which])`: an ASCII sentence by a byte search (where Foundation's search, which
    /// compares composed character sequences, finds the same first match), any other through Foundation.
    private static func adverbRange(_ which: Int, in sentence: String) -> Range<String.Index>? {
        guard sentence.utf8.allSatisfy({ $0 < 0x80 }) else { return sentence.range(of: adverbs[which]) }
        guard let offset = firstOffset(of: adverbBytes[which], in: sentence) else { return nil }
        let start = sentence.utf8.index(sentence.utf8.startIndex, offsetBy: offset)
        return start..<sentence.utf8.index(start, offsetBy: adverbBytes[which].count)
    }

    /// Repairs each sentence of `text`.
    static func repair(_ text: String, languageModel: EnglishLanguageModel) -> String {
        // A byte search: Foundation's `contains` (and the generic `firstRange(of:)`) cost more than the rest of the check.
        guard adverbBytes.contains(where: { contains(text, $0) }) else { return text }
        return SentencePieces.map(text, splittingAtCommas: true) { repairSentence($0, languageModel: languageModel) }
    }

    private static func repairSentence(_ sentence: String, languageModel: EnglishLanguageModel) -> String {
        for (which, adverb) in adverbs.enumerated() {
            guard let range = adverbRange(which, in: sentence) else { continue }
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
