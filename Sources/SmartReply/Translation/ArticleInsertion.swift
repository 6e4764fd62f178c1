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
    /// Prior (nats) for an article before a content word: a trigram model pays the inserted word's own
    /// probability and sees only two words, so it under-inserts ("I see cat"). Chosen on our dev sentences.
    static let articleBonus: Float = 1.5
    /// Extra prior (nats) for "a/an" right after a copula in a statement ("Tom is a teacher"). Chosen on our dev sentences.
    static let indefinitePredicateBonus: Float = 1.0

    private static let determiners: Set<String> = [
        "the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "this", "that", "these", "those", "some", "any",
        "no", "every", "each", "one", "two", "three", "many", "much", "more", "most", "all", "both", "another", "other",
        "what", "which", "whose", "how", "very", "too", "so", "not", "i", "you", "he", "she", "it", "we", "they", "me",
        "him", "us", "them",
    ]

    /// Repairs each sentence of `text`.
    static func repair(_ text: String, languageModel: EnglishLanguageModel) -> String {
        SentencePieces.map(text, splittingAtCommas: true) { repairSentence($0, languageModel: languageModel) }
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
            let first = words[0].lowercased(), second = letters(words[1])
            // "Where you work?" takes do-support (the question repair adds it), not "are".
            let third = words.count > 2 ? words[2].lowercased().filter(\.isLetter) : ""
            let verbFollows = ["i", "you", "we", "they", "he", "she"].contains(second) && nonCopulaVerbs.contains(third)
            if copulaSlots.contains(first), !second.isEmpty, !verbsAndArticles.contains(second), keys[1] != 0, !verbFollows {
                let context = [EnglishLanguageModel.sentenceStart, keys[0]]
                let after = Array(keys[1..<min(keys.count, 4)])
                let base = score(context + after, skip: 2, languageModel)
                // Agreement by the subject: "are" for you/we/they, "am" for I, else "is".
                // "Where are my glasses?": a plural noun right after the question word or a possessive.
                let noun = possessives.contains(second) ? (words.count > 2 ? words[2].lowercased().filter(\.isLetter) : "") : second
                let copula = ["you", "we", "they"].contains(second) || looksPlural(noun) ? "are" : second == "i" ? "am" : "is"
                let gain = score(context + [PhraseKey.word(copula)] + after, skip: 2, languageModel) - base
                let best: (copula: String, gain: Float)? = gain + copulaBonus > threshold ? (copula, gain) : nil
                if let best {
                    words.insert(best.copula, at: 1)
                    keys.insert(PhraseKey.word(best.copula), at: 1)
                }
            }
        }
        // "Мой отец — врач": the dash stands for the copula.
        if let dash = words.firstIndex(where: { $0 == "—" || $0 == "–" }), dash > 0, dash + 1 < words.count,
           words[dash - 1].last?.isLetter == true, words[dash + 1].first?.isLetter == true {
            let subject = words[dash - 1].lowercased()
            let copula = subject == "i" ? "am" : ["you", "we", "they"].contains(subject) ? "are" : "is"
            words[dash] = copula
            keys[dash] = PhraseKey.word(copula)
        }
        // Also in a yes/no question ("He at home?" → "He is at home?", which the question repair inverts).
        let isWhQuestion = sentence.hasSuffix("?") && copulaSlots.contains(words[0].lowercased())
        if !isWhQuestion, let (position, copula) = statementCopula(words, keys: keys, languageModel: languageModel) {
            words.insert(copula, at: position)
            keys.insert(PhraseKey.word(copula), at: position)
        }
        // "She is older my sister" (Russian comparative + genitive) → "She is older than my sister".
        for index in words.indices.dropLast().reversed() {
            let word = words[index].lowercased(), next = words[index + 1]
            guard comparatives.contains(word), comparedWords.contains(next.lowercased().filter(\.isLetter))
                    || (next.first?.isUppercase == true && next != "I") else { continue }
            words.insert("than", at: index + 1)
            keys.insert(PhraseKey.word("than"), at: index + 1)
        }
        // "I can't to sleep" (a modal phrase followed by an infinitive phrase) → "I can't sleep".
        var toIndex = 1
        while toIndex + 1 < words.count {
            if words[toIndex].lowercased() == "to", modals.contains(words[toIndex - 1].lowercased()),
               words[toIndex + 1].first?.isLetter == true {
                words.remove(at: toIndex)
                keys.remove(at: toIndex)
            } else {
                toIndex += 1
            }
        }
        let startsSentence = leading.isEmpty || leading.utf8.contains(0x0A) || sentence.first?.isUppercase == true
        var index = 0
        while index < words.count {
            let word = words[index]
            let bare = letters(word)
            let previous = index > 0 ? letters(words[index - 1]) : ""
            // (An ASCII word's letters are its lower-cased letters one for one.)
            guard !bare.isEmpty, isASCII(word) || bare.count == word.filter({ $0.isLetter || $0 == "'" }).count,
                  word.first?.isLetter == true, !AdjectiveReordering.functionWords.contains(bare), !determiners.contains(bare),
                  !determiners.contains(previous), keys[index] != 0, bare.unicodeScalars.allSatisfy(\.isASCII),
                  // A capital inside a sentence marks a name ("I helped Tom", not "a Tom").
                  index == 0 && startsSentence || word.first?.isUppercase != true,
                  // "She is beautiful?" — a predicate adjective at the end takes no article.
                  !(index == words.count - 1 && copulas.contains(previous) && looksAdjectival(bare)) else { index += 1; continue }
            let before = keys[max(0, index - 2)..<index]
            let after = keys[index..<min(keys.count, index + 3)]
            let context: UInt64? = index == 0 && startsSentence ? EnglishLanguageModel.sentenceStart : nil
            let base = score(context: context, before: before, inserted: nil, after: after, languageModel)
            let indefinite = "aeiou".contains(bare.first ?? "x") ? "an" : "a"
            var best: (article: String, gain: Float)?
            // After a copula in a statement the noun is usually a predicate: "He is a good doctor".
            let predicateBonus: Float = copulas.contains(previous) && !isWhQuestion ? indefinitePredicateBonus : 0
            for article in ["the", indefinite] {
                let gain = score(context: context, before: before, inserted: PhraseKey.word(article), after: after, languageModel) - base
                    + (article == "the" ? 0 : predicateBonus)
                if gain + articleBonus > threshold && gain > (best?.gain ?? -.infinity) { best = (article, gain) }
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
        // "a lot friends" (Russian "много друзей") → "a lot of friends".
        for index in words.indices.dropFirst().dropLast().reversed()
        where words[index] == "lot" && words[index - 1].lowercased() == "a" {
            let next = words[index + 1].lowercased().filter { !$0.isPunctuation }
            guard !next.isEmpty, next.allSatisfy(\.isLetter), !notAfterALotOf.contains(next) else { continue }
            words.insert("of", at: index + 1)
        }
        return leading + words.joined(separator: " ")
    }

    /// Words that follow an adverbial "a lot" ("I like it a lot more", "talks a lot about…").
    private static let notAfterALotOf: Set<String> = [
        "of", "more", "less", "better", "worse", "to", "and", "or", "but", "about", "in", "on", "at", "with", "for", "now", "today",
        "yesterday", "too", "lately", "recently", "here", "there", "because", "when", "if", "so", "then", "than", "after", "before",
        "since", "while", "during", "this", "that", "these", "those", "last", "every", "recently", "already", "yet", "still",
    ]

    private static let copulas: Set<String> = ["is", "are", "am", "was", "were", "be"]
    /// English modals that take a bare infinitive.
    private static let modals: Set<String> = [
        "can", "can't", "cannot", "could", "couldn't", "should", "shouldn't", "must", "mustn't", "will", "won't", "would",
        "wouldn't", "may", "might", "let's", "shall",
    ]
    private static let commonAdjectives: Set<String> = [
        "good", "bad", "big", "small", "happy", "sad", "tired", "ready", "busy", "right", "wrong", "new", "old", "young", "nice",
        "pretty", "cute", "hungry", "sick", "ill", "free", "rich", "poor", "smart", "stupid", "tall", "short", "fat", "thin",
        "angry", "sure", "true", "real", "cold", "hot", "warm", "late", "early", "open", "closed", "fine", "ok", "okay", "alone",
        "married", "single", "safe", "clean", "dirty", "cheap", "expensive", "strong", "weak", "right", "quiet", "loud", "fast",
    ]
    /// Whether an English word is most likely an adjective: a common one, or one with an adjective suffix.
    static func looksAdjectival(_ word: String) -> Bool {
        commonAdjectives.contains(word) || ["ful", "ous", "ive", "able", "ible", "less", "ish", "ant", "ent", "ed"].contains(where: word.hasSuffix)
    }

    /// Words that follow an imperative verb, never a name subject with a dropped copula.
    private static let imperativeObjects: Set<String> = ["the", "a", "an", "me", "him", "us", "them", "it"]
    /// Verbs that open imperatives ("Close door" is not "Close is door").
    private static let imperatives: Set<String> = [
        "close", "open", "call", "put", "turn", "wait", "look", "show", "help", "stop", "bring", "sit", "stand", "listen", "ask",
        "answer", "try", "wash", "clean", "buy", "pay", "send", "write", "check", "follow", "pass", "hand", "keep", "leave",
        "move", "pick", "pull", "push", "shut", "throw", "wake", "watch", "hurry", "calm", "be", "let", "tell", "take", "give",
        "don't", "please", "forgive", "excuse", "sorry", "thank", "thanks",
    ]
    /// Whether an English noun looks plural ("keys", "glasses"), not "bus" or "this".
    static func looksPlural(_ word: String) -> Bool {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is")
            && !["news", "yes", "this", "was", "his", "its"].contains(word)
    }

    /// A sentence-initial capital that is probably a name: short and not a common plural noun.
    private static func isNameLike(_ word: String) -> Bool {
        !["keys", "glasses", "children", "people", "shoes", "clothes", "parents", "friends", "flowers", "books", "dogs", "cats"]
            .contains(word.lowercased().filter(\.isLetter))
    }

    /// Subjects after which a dropped present-tense copula is tried ("Он врач" → "He doctor").
    private static let subjectWords: Set<String> = ["i", "you", "he", "she", "it", "we", "they", "this", "that", "everything", "everyone"]
    private static let possessives: Set<String> = ["my", "your", "his", "her", "our", "their", "this", "that", "the"]
    private static let auxiliaries: Set<String> = [
        "is", "are", "am", "was", "were", "be", "do", "does", "did", "can", "could", "will", "would", "should", "have", "has", "had",
        "must", "may", "might",
    ]
    /// English verbs (base and past forms) that never follow "is"/"am"/"are" directly.
    private static let nonCopulaVerbs: Set<String> = {
        var verbs: Set<String> = ["need", "want", "like", "love", "know", "think", "have", "go", "come", "see", "live", "work",
                                  "play", "hope", "believe", "understand", "remember", "forget", "say", "tell", "speak", "eat",
                                  "drink", "sleep", "read", "write", "make", "do", "get", "give", "take", "can", "must", "should",
                                  "never", "didn't", "don't", "doesn't", "won't", "can't", "will"]
        for (base, past) in EnglishMorphology.irregularPast {
            verbs.insert(base); verbs.insert(past)
        }
        // Past forms that are also adjectives after "be" ("it is left").
        verbs.subtract(["lie", "lay", "left", "hold", "sell out", "sold out", "cut", "hid"])
        return verbs
    }()
    /// English comparatives that Russian follows with a bare genitive instead of "than".
    private static let comparatives: Set<String> = [
        "older", "younger", "bigger", "smaller", "taller", "shorter", "better", "worse", "faster", "slower", "stronger", "weaker",
        "cheaper", "richer", "poorer", "smarter", "higher", "lower", "longer", "heavier", "lighter", "happier", "more", "less",
        "earlier", "later", "closer", "further", "farther", "larger", "nicer", "prettier", "harder", "easier", "colder", "warmer",
    ]
    /// Words that open the compared noun phrase after such a comparative.
    private static let comparedWords: Set<String> = [
        "me", "you", "him", "her", "us", "them", "my", "your", "his", "our", "their", "the", "this", "that", "everyone", "anyone",
        "everybody", "anybody", "all",
    ]
    private static let adjectivalParticiples: Set<String> = [
        "tired", "married", "surprised", "interested", "bored", "scared", "worried", "excited", "pleased", "closed",
        "finished", "busy", "satisfied", "disappointed", "embarrassed", "injured", "confused", "drunk", "engaged", "amazed",
        "frightened", "annoyed", "offended", "exhausted", "prepared", "convinced", "allowed", "forbidden", "located",
    ]
    /// Function words that may follow a dropped copula ("He here", "Mary my sister").
    private static let copulaComplements: Set<String> = [
        "here", "there", "not", "very", "too", "so", "at", "in", "on", "from", "with", "my", "your", "his", "her", "our", "their",
        "the", "a", "an",
    ]
    /// Prior (nats) for the copula in a statement: smaller than in a question, since a statement
    /// without "is" is usually a verb the language model should keep. Chosen on our dev sentences.
    static let statementCopulaBonus: Float = 3

    /// Where and which copula to insert in a statement that opens with a subject and no verb:
    /// "Mary beautiful" → (1, "is"), "My brother doctor" → (2, "is"), "I tired" → (1, "am").
    private static func statementCopula(_ words: [String], keys: [UInt64], languageModel: EnglishLanguageModel) -> (Int, String)? {
        guard words.count >= 2 else { return nil }
        let lower = words.map(letters)
        var position = 0
        if subjectWords.contains(lower[0]) || (words[0].first?.isUppercase == true && lower[0] != "i" && words.count >= 2
                                                  && !AdjectiveReordering.functionWords.contains(lower[0])
                                                  && !PhraseTableTranslator.sentenceOpeningWords.contains(lower[0])) {
            position = 1
        }
        // A capital before an article or object pronoun is an imperative, not a name: "Close the door".
        if position == 1, !subjectWords.contains(lower[0]),
           imperativeObjects.contains(lower[1]) || imperatives.contains(lower[0]) || nonCopulaVerbs.contains(lower[0]) { return nil }
        if possessives.contains(lower[0]), words.count >= 3, !AdjectiveReordering.functionWords.contains(lower[1]) { position = 2 }
        guard position > 0, position < words.count, !lower[position].isEmpty, keys[position] != 0,
              lower[position].unicodeScalars.allSatisfy(\.isASCII),
              !verbsAndArticles.contains(lower[position]), !AdjectiveReordering.functionWords.contains(lower[position]) || copulaComplements.contains(lower[position]),
              !lower[position - 1].hasSuffix("'s"), !lower[position - 1].hasSuffix("'m"), !lower[position - 1].hasSuffix("'re"),
              words[position - 1].last?.isLetter == true else { return nil }
        let subject = lower[position - 1]
        let pluralNoun = position == 2 || !(words[0].first?.isUppercase == true) || !isNameLike(words[0])
        let copula = subject == "i" ? "am" : ["you", "we", "they"].contains(subject) || (pluralNoun && looksPlural(subject)) ? "are" : "is"
        guard !lower[position..<min(lower.count, position + 3)].contains(where: { auxiliaries.contains($0) || $0.hasSuffix("n't") }) else { return nil }
        // After a singular subject a word in -s is a verb ("Tom sleeps"), not a complement.
        // A verb right after the subject or after one adverb: "I already ate", "Tom need help".
        if lower[position..<min(lower.count, position + 2)].contains(where: nonCopulaVerbs.contains) { return nil }
        // A regular past ("She smiled"), unless it is one of the common adjectival participles ("She tired").
        if lower[position].hasSuffix("ed"), !adjectivalParticiples.contains(lower[position]) { return nil }
        for next in lower[position..<min(lower.count, position + 2)] where copula == "is" && next.count > 3 {
            if next.hasSuffix("s"), !next.hasSuffix("ss"), !next.hasSuffix("ous"), !copulaComplements.contains(next) { return nil }
        }
        // A name is scored as "he": the language model knows few names.
        var subjectKeys = Array(keys[0..<position])
        if position == 1, words[0].first?.isUppercase == true, !subjectWords.contains(lower[0]) { subjectKeys = [PhraseKey.word(copula == "are" ? "they" : "he")] }
        let context = [EnglishLanguageModel.sentenceStart] + subjectKeys
        let after = Array(keys[position..<min(keys.count, position + 3)])
        let skip = context.count
        let gain = score(context + [PhraseKey.word(copula)] + after, skip: skip, languageModel) - score(context + after, skip: skip, languageModel)
        return gain + statementCopulaBonus > threshold ? (position, copula) : nil
    }

    /// `word.lowercased().filter { $0.isLetter || $0 == "'" }`, byte by byte for an ASCII word (there the
    /// letters are A–Z and a–z, each Character one byte but CR LF, which is neither): this ran twice per
    /// word of every Russian and Ukrainian translation.
    static func letters(_ word: String) -> String {
        guard isASCII(word) else { return word.lowercased().filter { $0.isLetter || $0 == "'" } }
        return String(unsafeUninitializedCapacity: word.utf8.count) { buffer in
            var count = 0
            for byte in word.utf8 {
                let lower = byte | 0x20
                if lower >= 0x61 && lower <= 0x7A {
                    buffer[count] = lower
                    count += 1
                } else if byte == 0x27 {
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    /// Whether every byte of `word` is ASCII.
    @inline(__always)
    static func isASCII(_ word: String) -> Bool { word.utf8.allSatisfy { $0 < 0x80 } }

    /// ``score(_:skip:_:)`` of `[context] + before + [inserted] + after` (nil parts left out) with `skip` the count
    /// of `context` and `before`: the same terms added in the same order, without building the arrays (this ran
    /// three times per content word of every Russian and Ukrainian translation).
    private static func score(context: UInt64?, before: ArraySlice<UInt64>, inserted: UInt64?, after: ArraySlice<UInt64>,
                              _ model: EnglishLanguageModel) -> Float {
        var total: Float = 0
        var u: UInt64 = 0, v: UInt64 = 0
        if let context { (u, v) = (v, context) }
        for w in before { (u, v) = (v, w) }
        if let inserted {
            total += model.score(inserted, after: u, v)
            (u, v) = (v, inserted)
        }
        for w in after {
            total += model.score(w, after: u, v)
            (u, v) = (v, w)
        }
        return total
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
