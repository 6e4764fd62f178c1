/// Puts back the English articles that a language without articles (Russian,
/// Ukrainian, Polish…) cannot translate word by word: "I have cat" → "I have a
/// cat", "Door is open" → "The door is open"; and the present-tense copula
/// they drop after a question word in a short question: "Где мама?" → "Where
/// mom?" → "Where is mom?".
///
/// Before each content word, "the" and "a"/"an" are tried; the best one is
/// inserted when the English language model gains more than ``threshold`` nats
/// over a window of two words either side. The threshold was chosen on our
/// development sentences (`Scripts/translation-dev/ru.tsv`).
enum ArticleInsertion {
    /// Languages without articles.
    static let languages: Set<String> = ["ru", "uk", "be", "pl", "cs", "sk", "sl", "hr", "sr", "bs", "lt", "lv", "et", "fi", "kk"]
    /// Minimum LM gain (ln) for an insertion.
    static let threshold: Float = 0

    private static let determiners: Set<String> = [
        "the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "this", "that", "these", "those", "some", "any",
        "no", "every", "each", "one", "two", "three", "many", "much", "more", "most", "all", "both", "another", "other",
        "what", "which", "whose", "how", "very", "too", "so", "not", "i", "you", "he", "she", "it", "we", "they", "me",
        "him", "us", "them",
    ]

    /// Repairs each sentence of `text`.
    static func repair(_ text: String, languageModel: EnglishLanguageModel) -> String {
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

    /// Words after which these languages drop the present-tense copula ("Где вокзал?" → "Where station?").
    private static let copulaSlots: Set<String> = ["where", "what", "who", "how"]
    /// Prior (nats) for the copula: the source language drops it, so its absence says little;
    /// an inserted word otherwise always costs its own probability. Chosen on our dev sentences.
    static let copulaBonus: Float = 3
    private static let verbsAndArticles: Set<String> = [
        "is", "are", "am", "was", "were", "be", "do", "does", "did", "can", "could", "will", "would", "should", "have", "has",
        "had", "the", "a", "an", "'s", "it's", "that's", "what's",
    ]

    private static func repairSentence(_ sentence: String, languageModel: EnglishLanguageModel) -> String {
        let leading = sentence.prefix { $0 == " " || $0 == "\n" }
        var words = sentence.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard !words.isEmpty else { return sentence }
        var keys = words.map { word -> UInt64 in PhraseKey.words(of: word).words.first.map(PhraseKey.word) ?? 0 }
        // The copula first ("where station" → "where is station"), so the article pass sees "is station".
        if (2...4).contains(words.count), sentence.hasSuffix("?") {
            let first = words[0].lowercased(), second = words[1].lowercased().filter { $0.isLetter || $0 == "'" }
            if copulaSlots.contains(first), !second.isEmpty, !verbsAndArticles.contains(second), keys[1] != 0 {
                let context = [EnglishLanguageModel.sentenceStart, keys[0]]
                let after = Array(keys[1..<min(keys.count, 4)])
                let base = score(context + after, skip: 2, languageModel)
                // Agreement by the subject: "are" for you/we/they, "am" for I, else "is".
                let copula = ["you", "we", "they"].contains(second) ? "are" : second == "i" ? "am" : "is"
                let gain = score(context + [PhraseKey.word(copula)] + after, skip: 2, languageModel) - base
                let best: (copula: String, gain: Float)? = gain + copulaBonus > threshold ? (copula, gain) : nil
                if let best {
                    words.insert(best.copula, at: 1)
                    keys.insert(PhraseKey.word(best.copula), at: 1)
                }
            }
        }
        let startsSentence = leading.isEmpty || leading.contains("\n") || sentence.first?.isUppercase == true
        var index = 0
        while index < words.count {
            let word = words[index]
            let bare = word.lowercased().filter { $0.isLetter || $0 == "'" }
            let previous = index > 0 ? words[index - 1].lowercased().filter { $0.isLetter || $0 == "'" } : ""
            guard !bare.isEmpty, bare.count == word.filter({ $0.isLetter || $0 == "'" }).count,
                  word.first?.isLetter == true, !AdjectiveReordering.functionWords.contains(bare), !determiners.contains(bare),
                  !determiners.contains(previous), keys[index] != 0 else { index += 1; continue }
            let before = Array(keys[max(0, index - 2)..<index])
            let after = Array(keys[index..<min(keys.count, index + 3)])
            let context: [UInt64] = index == 0 && startsSentence ? [EnglishLanguageModel.sentenceStart] : []
            let base = score(context + before + after, skip: context.count + before.count, languageModel)
            let indefinite = "aeiou".contains(bare.first ?? "x") ? "an" : "a"
            var best: (article: String, gain: Float)?
            for article in ["the", indefinite] {
                let gain = score(context + before + [PhraseKey.word(article)] + after, skip: context.count + before.count, languageModel) - base
                if gain > threshold && gain > (best?.gain ?? -.infinity) { best = (article, gain) }
            }
            if let best {
                var article = best.article
                if index == 0 && word.first?.isUppercase == true && word != "I" {
                    article = article.prefix(1).uppercased() + article.dropFirst()
                    words[index] = word.prefix(1).lowercased() + word.dropFirst()
                }
                words.insert(article, at: index)
                keys.insert(PhraseKey.word(best.article), at: index)
                index += 2
            } else {
                index += 1
            }
        }
        return leading + words.joined(separator: " ")
    }

    /// ln score of `words[skip...]` given the words before them as context.
    private static func score(_ words: [UInt64], skip: Int, _ model: EnglishLanguageModel) -> Float {
        var total: Float = 0
        var u: UInt64 = 0, v: UInt64 = 0
        for (position, w) in words.enumerated() {
            if position >= skip { total += model.score(w, after: u, v) }
            (u, v) = (v, w)
        }
        return total
    }
}
