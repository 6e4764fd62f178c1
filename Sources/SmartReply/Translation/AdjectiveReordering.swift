/// Swaps a noun and the adjective after it, as Romance languages order them
/// ("casa grande" → "big house"), when the English language model clearly
/// prefers the swapped order.
///
/// The beam decoder can reorder too, but its distortion penalty (tuned for
/// the whole sentence) rarely pays for a swap; this pass looks only at two
/// adjacent one-word phrases translated in source order and swaps them when
/// the LM gain over a window of two words either side exceeds ``threshold``
/// nats. The threshold was chosen on our development set.
enum AdjectiveReordering {
    /// Languages whose adjectives usually follow the noun.
    static let languages: Set<String> = ["es", "fr", "it", "pt", "ca", "ro", "gl"]
    /// Minimum LM gain (ln) for a swap.
    static let threshold: Float = 2.0

    /// English function words: a swap never moves these (they are not nouns or adjectives).
    static let functionWords: Set<String> = [
        "a", "an", "the", "is", "are", "am", "was", "were", "be", "been", "to", "of", "and", "or", "but", "in", "on", "at", "for",
        "with", "not", "no", "it", "this", "that", "these", "those", "my", "your", "his", "her", "our", "their", "its", "i", "you",
        "he", "she", "we", "they", "me", "him", "us", "them", "do", "does", "did", "have", "has", "had", "will", "would", "can",
        "could", "very", "too", "so", "what", "who", "where", "when", "why", "how", "there", "here", "some", "any", "all", "by",
        "from", "as", "if", "than", "then", "also", "just", "more", "much", "many", "yes", "go", "going", "get", "like",
    ]

    /// Returns `phrases` with profitable swaps applied.
    static func apply(_ phrases: [DecodedPhrase], languageModel: EnglishLanguageModel, startsSentence: Bool) -> [DecodedPhrase] {
        guard phrases.count >= 2 else { return phrases }
        var result = phrases
        // Each phrase's lower-case words, tokenized once.
        var phraseWords = phrases.map { PhraseKey.words(of: $0.text).words }
        var index = 0
        while index + 1 < result.count {
            let a = result[index], b = result[index + 1]
            let aWords = phraseWords[index], bWords = phraseWords[index + 1]
            guard b.range.count == 1, a.range.upperBound == b.range.lowerBound, !a.isUnknown, !b.isUnknown,
                  let noun = aWords.last, bWords.count == 1, !functionWords.contains(noun), !functionWords.contains(bWords[0]),
                  a.text.lowercased().hasSuffix(noun) else { index += 1; continue }
            var before: [UInt64] = index == 0 && startsSentence ? [EnglishLanguageModel.sentenceStart] : []
            for words in phraseWords[max(0, index - 2)..<index] { before += words.map(PhraseKey.word) }
            before += aWords.dropLast().map(PhraseKey.word)
            var after: [UInt64] = []
            for words in phraseWords[(index + 2)..<min(result.count, index + 4)] { after += words.map(PhraseKey.word) }
            let nounKey = PhraseKey.word(noun), adjectiveKey = PhraseKey.word(bWords[0])
            let original = score(before.suffix(2) + [nounKey, adjectiveKey] + after.prefix(2), languageModel)
            let swapped = score(before.suffix(2) + [adjectiveKey, nounKey] + after.prefix(2), languageModel)
            if swapped - original > threshold {
                // "a house" + "big" → "a big house": the adjective goes before the phrase's last word.
                let head = a.text.dropLast(noun.count).trimmingCharacters(in: .whitespaces)
                let text = [head, b.text, String(a.text.suffix(noun.count))].filter { !$0.isEmpty }.joined(separator: " ")
                result[index] = DecodedPhrase(text: text, range: a.range.lowerBound..<b.range.upperBound, isUnknown: false)
                result.remove(at: index + 1)
                phraseWords[index] = aWords.dropLast() + bWords + [noun]
                phraseWords.remove(at: index + 1)
            }
            index += 1
        }
        return result
    }

    /// ln score of a word window (the first two words only give context).
    private static func score(_ words: [UInt64], _ model: EnglishLanguageModel) -> Float {
        var total: Float = 0
        var u: UInt64 = 0, v: UInt64 = 0
        for w in words {
            if w != EnglishLanguageModel.sentenceStart { total += model.score(w, after: u, v) }
            (u, v) = (v, w)
        }
        return total
    }
}
