/// Repairs English yes/no and wh-questions that a word-by-word translation
/// leaves in statement order, as Romance and Slavic questions have no
/// do-support: "you want coffee?" → "do you want coffee?", "where you live?"
/// → "where do you live?", "you are tired?" → "are you tired?".
///
/// Rewrites are hand-written patterns over subject pronouns; a rewrite is
/// kept only when the English language model scores it higher than the
/// original, so "you ok?" stays as it is.
enum EnglishQuestionForm {
    private static let whWords: Set<String> = ["what", "where", "when", "why", "how", "who", "which"]
    private static let plainSubjects: Set<String> = ["i", "you", "we", "they"]
    private static let thirdPerson: Set<String> = ["he", "she", "it"]
    /// Subjects that invert with an auxiliary but never take do-support ("Is this…?", "Is there…?").
    private static let demonstratives: Set<String> = ["this", "that", "there", "these", "those"]
    private static let auxiliaries: Set<String> = [
        "am", "are", "is", "was", "were", "can", "will", "could", "would", "should", "must", "do", "does", "did", "shall", "may", "might",
    ]

    /// Rewrites `sentence` (one sentence ending in `?`) when the language model prefers a question form.
    static func repair(_ sentence: String, languageModel: EnglishLanguageModel) -> String {
        guard sentence.hasSuffix("?") else { return sentence }
        let words = sentence.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count >= 2 else { return sentence }
        let lower = words.map { $0.lowercased() }
        // "How many do you have children?" (Russian "Сколько у тебя детей?") → "How many children do you have?"
        if words.count >= 6, lower[0] == "how", lower[1] == "many" || lower[1] == "much",
           ["do", "does", "did"].contains(lower[2]), ["have", "has"].contains(lower[4]) {
            let noun = words[5...].joined(separator: " ").dropLast()
            return ([words[0], words[1], String(noun)] + words[2...4]).joined(separator: " ") + "?"
        }
        var subject = 0
        if whWords.contains(lower[0]) { subject = (lower.count > 2 && (lower[1] == "much" || lower[1] == "many")) ? 2 : 1 }
        guard subject < words.count else { return sentence }
        var candidate = words
        if let (auxiliary, pronoun) = contractions[straightApostrophes(lower[subject])] {
            candidate.replaceSubrange(subject...subject, with: [auxiliary, pronoun])
            return choose(candidate, over: words, subject: subject, languageModel: languageModel,
                          bonus: subject == 0 && pronoun == "you" ? secondPersonBeBonus : questionOrderBonus)
        }
        if subject == 1, let rewrite = invertedNounSubject(words, lower: lower) {
            return choose(rewrite, over: words, subject: 1, languageModel: languageModel)
        }
        guard subject + 1 < words.count else { return sentence }
        let pronoun = lower[subject]
        // "you already at home?" (Russian "Ты уже дома?"), "you already saw the film?": the question is formed
        // without the adverb, which then goes back after the subject ("are you already at home?",
        // "did you already see the film?"); before, the adverb was taken for the verb ("Do you already at home?").
        if subject + 2 < words.count, preVerbalAdverbs.contains(lower[subject + 1]),
           plainSubjects.contains(pronoun) || thirdPerson.contains(pronoun) {
            var reduced = words
            let adverb = reduced.remove(at: subject + 1)
            let plain = reduced.joined(separator: " ")
            let repaired = repair(plain, languageModel: languageModel)
            guard repaired != plain else { return sentence }
            var out = repaired.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard let at = out.indices.first(where: { $0 >= subject && out[$0].lowercased() == pronoun }) else { return sentence }
            out.insert(adverb, at: at + 1)
            return out.joined(separator: " ")
        }
        let verb = trimmingPunctuation(lower[subject + 1])
        guard !verb.isEmpty, verb.allSatisfy(\.isLetter) else { return sentence }
        // A name subject ("Tom speaks French?", "What Tom bought?", left by Romance subject–verb inversion).
        let isName = words[subject].first?.isUppercase == true && pronoun != "i" && !whWords.contains(pronoun)
            && words[subject].allSatisfy(\.isLetter) && (subject > 0 || !PhraseTableTranslator.sentenceOpeningWords.contains(pronoun))
        if auxiliaries.contains(verb) {
            // "This is your car?" → "Is this your car?"; "Tom is here?" → "Is Tom here?".
            guard plainSubjects.contains(pronoun) || thirdPerson.contains(pronoun) || demonstratives.contains(pronoun) || isName
            else { return sentence }
            candidate.swapAt(subject, subject + 1)
            // "you is ready?" (a verbless Slavic predicate given "is") → "are you ready?".
            if verb == "is", plainSubjects.contains(pronoun) { candidate[subject] = pronoun == "i" ? "am" : "are" }
        } else if (plainSubjects.contains(pronoun) || thirdPerson.contains(pronoun)), predicatePrepositions.contains(verb) {
            // "you at home?" (a verbless Slavic or chat question) → "are you at home?", not "do you at home?".
            candidate.insert(pronoun == "i" ? "am" : thirdPerson.contains(pronoun) ? "is" : "are", at: subject)
        } else if plainSubjects.contains(pronoun) || thirdPerson.contains(pronoun) || isName, !nonVerbs.contains(verb),
                  let bases = pastBases(verb) {
            // "Where you bought this?" → "Where did you buy this?": the past goes to "did".
            let tail = String(words[subject + 1].reversed().prefix { $0.isPunctuation }.reversed())
            let rewrites = bases.map { base -> [String] in
                var rewrite = words
                rewrite[subject + 1] = base + tail
                rewrite.insert("did", at: subject)
                return rewrite
            }
            let keys = { (words: [String]) in PhraseKey.words(of: words.joined(separator: " ").lowercased()).words.map(PhraseKey.word) }
            let best = rewrites.max { languageModel.score(sentence: keys($0)) < languageModel.score(sentence: keys($1)) } ?? rewrites[0]
            return choose(best, over: words, subject: subject, languageModel: languageModel,
                          bonus: isName && !auxiliaries.contains(verb) ? nameQuestionOrderBonus : questionOrderBonus)
        } else if plainSubjects.contains(pronoun), !nonVerbs.contains(verb) {
            candidate.insert("do", at: subject)
        } else if thirdPerson.contains(pronoun) || isName, !nonVerbs.contains(verb), verb.hasSuffix("s"), verb.count > 2 {
            let written = words[subject + 1]
            let tail = String(written.reversed().prefix { $0.isPunctuation }.reversed())
            let core = String(written.dropLast(tail.count))
            var base = String(core.dropLast())
            if verb.hasSuffix("ies") { base = String(core.dropLast(3)) + "y" }
            else if verb.hasSuffix("ches") || verb.hasSuffix("shes") || verb.hasSuffix("sses") || verb.hasSuffix("xes") || verb == "goes" || verb == "does" {
                base = String(core.dropLast(2))
            }
            if verb == "has" { base = "have" }
            candidate[subject + 1] = base + tail
            candidate.insert("does", at: subject)
        } else {
            return sentence
        }
        let bonus = isName && !auxiliaries.contains(verb) ? nameQuestionOrderBonus
            : subject == 0 && pronoun == "you" && verb == "are" ? secondPersonBeBonus : questionOrderBonus
        return choose(candidate, over: words, subject: subject, languageModel: languageModel, bonus: bonus)
    }

    /// `word` with `’` written as `'` (without a Foundation bridge: this runs once per question).
    private static func straightApostrophes(_ word: String) -> String {
        guard word.utf8.contains(0xE2) else { return word }
        return String(String.UnicodeScalarView(word.unicodeScalars.map { $0 == "\u{2019}" ? "'" : $0 }))
    }

    /// `word` without leading and trailing punctuation (Unicode general category P*, the scalars of
    /// `CharacterSet.punctuationCharacters`), on Unicode scalars rather than through `NSString`.
    static func trimmingPunctuation(_ word: String) -> String {
        let scalars = word.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isPunctuation(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isPunctuation(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        if start == scalars.startIndex && end == scalars.endIndex { return word }
        return String(scalars[start..<end])
    }

    /// Whether a scalar's Unicode general category is one of the punctuation ones (P*).
    /// - Complexity: O(1); an ASCII scalar is answered from ``asciiPunctuation`` without the property lookup.
    @inline(__always)
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 128 { return (value < 64 ? asciiPunctuation.low >> UInt64(value) : asciiPunctuation.high >> UInt64(value - 64)) & 1 != 0 }
        return hasPunctuationCategory(scalar)
    }

    private static func hasPunctuationCategory(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }

    /// The ASCII scalars whose general category is punctuation, as bits (scalars 0–63, 64–127),
    /// computed from the same category test, so the two answers cannot differ.
    private static let asciiPunctuation: (low: UInt64, high: UInt64) = {
        var low: UInt64 = 0, high: UInt64 = 0
        for value in 0..<UInt32(128) {
            guard let scalar = Unicode.Scalar(value), hasPunctuationCategory(scalar) else { continue }
            if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
        return (low, high)
    }()

    /// Irregular English pasts back to their base form ("bought" → "buy"); pasts equal to the base are left out.
    private static let irregularBases: [String: String] = {
        var bases: [String: String] = [:]
        for (base, past) in EnglishMorphology.irregularPast where base != past && !base.contains(" ") { bases[past] = base }
        return bases
    }()

    /// The possible base forms of a past-tense verb ("bought" → ["buy"], "lived" → ["live", "liv"]), or nil
    /// when `verb` does not look like a past.
    static func pastBases(_ verb: String) -> [String]? {
        if let base = irregularBases[verb] { return [base] }
        guard verb.count > 4, verb.hasSuffix("ed"), !verb.hasSuffix("eed") else { return nil }
        if verb.hasSuffix("ied") { return [String(verb.dropLast(3)) + "y"] }
        let stem = String(verb.dropLast(2))
        // "stopped" → "stop"
        if let last = stem.last, stem.dropLast().last == last, !"aeiouls".contains(last) { return [String(stem.dropLast())] }
        return [stem + "e", stem]
    }

    private static let nounDeterminers: Set<String> = ["the", "my", "your", "his", "her", "our", "their", "this", "that", "these", "those"]

    /// "When starts the movie?" (a verb-second question, German/Dutch) → "When does the movie start?":
    /// a wh-word, a verb in -s and a short noun phrase of at most three words.
    private static func invertedNounSubject(_ words: [String], lower: [String]) -> [String]? {
        guard words.count >= 4, words.count <= 6, whWords.contains(lower[0]) else { return nil }
        let verb = lower[1]
        guard verb.count > 3, verb.hasSuffix("s"), !verb.hasSuffix("ss"), verb.allSatisfy(\.isLetter), !auxiliaries.contains(verb),
              !nonVerbs.contains(verb), nounDeterminers.contains(lower[2]) else { return nil }
        let last = words.count - 1
        guard let mark = words[last].last, mark == "?" else { return nil }
        var base = String(words[1].dropLast())
        if verb.hasSuffix("ies") { base = String(words[1].dropLast(3)) + "y" }
        else if verb.hasSuffix("ches") || verb.hasSuffix("shes") || verb.hasSuffix("xes") || verb == "goes" { base = String(words[1].dropLast(2)) }
        if verb == "has" { base = "have" }
        var rewrite = [words[0], "does"] + words[2..<last] + [String(words[last].dropLast())]
        rewrite.append(base + "?")
        return rewrite
    }

    /// Adverbs that Russian and Ukrainian questions (уже/вже, ещё/ще, правда) and Romance ones put between
    /// the subject and the predicate; the question is formed as if they were not there.
    private static let preVerbalAdverbs: Set<String> = ["already", "still", "really", "just", "also", "ever", "even"]

    /// Prepositions that open a verbless predicate ("you at home?"): the question takes a form of "be".
    private static let predicatePrepositions: Set<String> = ["at", "in", "on", "with", "from", "near", "outside", "inside", "back", "out"]

    /// Words that often follow a subject pronoun in a verbless chat question ("you ok?").
    private static let nonVerbs: Set<String> = [
        "ok", "okay", "alright", "sure", "there", "here", "home", "ready", "serious", "kidding", "good", "fine", "well", "too",
        "again", "yet", "guys", "all", "both", "not", "never", "always", "really", "also", "still", "this", "that",
    ]

    /// Prior, in nats, for question word order in a sentence that ends in `?`: the trigram model
    /// cannot see that far, and an English question usually inverts. Chosen on our development sentences.
    static let questionOrderBonus: Float = 3.0

    /// The prior for "you are …?" / "you're …?" (a French, Russian or Ukrainian yes/no question in statement order:
    /// "Tu as faim ?" → "You are hungry?", "Tu es fatigué ?" → "You're tired?"): "you are" and "you're" are so frequent in
    /// the language model's text that the plain prior lost to them. Chosen on our own chat questions and development sentences.
    static let secondPersonBeBonus: Float = 6.0

    /// The prior for do-support with a name subject ("Tom speaks French?" → "Does Tom speak French?"): a name is
    /// rare in the language model's training text, so its trigrams say little. Chosen on our development sentences.
    static let nameQuestionOrderBonus: Float = 8.0

    private static let contractions: [String: (String, String)] = [
        "you're": ("are", "you"), "we're": ("are", "we"), "they're": ("are", "they"), "i'm": ("am", "I"),
        "he's": ("is", "he"), "she's": ("is", "she"), "it's": ("is", "it"),
    ]

    /// The rewrite when the language model prefers it to the original.
    private static func choose(_ rewrite: [String], over words: [String], subject: Int, languageModel: EnglishLanguageModel,
                               bonus: Float = questionOrderBonus) -> String {
        var candidate = rewrite
        let sentence = words.joined(separator: " ")
        // Keep the original's capitalisation at the start, lower case for the moved words.
        let startsUpper = words[0].first?.isUppercase == true
        candidate = candidate.enumerated().map { index, word in
            // Names keep their capital ("What did Tom buy?").
            guard index <= subject + 1, word != "I", index == 0 || !isCapitalizedName(word) else { return word }
            return word.lowercased()
        }
        if startsUpper, let first = candidate.first?.first {
            candidate[0] = first.uppercased() + candidate[0].dropFirst()
        }
        let rewritten = candidate.joined(separator: " ")
        let keys = { (text: String) in PhraseKey.words(of: text).words.map(PhraseKey.word) }
        return languageModel.score(sentence: keys(rewritten)) + bonus > languageModel.score(sentence: keys(sentence))
            ? rewritten : sentence
    }

    /// Whether a capitalised word is a name rather than a function word moved to the front.
    private static func isCapitalizedName(_ word: String) -> Bool {
        guard word.first?.isUppercase == true else { return false }
        let lower = word.lowercased()
        return !auxiliaries.contains(lower) && !plainSubjects.contains(lower) && !thirdPerson.contains(lower)
            && !demonstratives.contains(lower) && !whWords.contains(lower)
    }

    /// Applies ``repair(_:languageModel:)`` to every sentence of `text` that ends in `?`.
    static func repairQuestions(in text: String, languageModel: EnglishLanguageModel) -> String {
        guard text.utf8.contains(UInt8(ascii: "?")) else { return text }
        return SentencePieces.map(text, splittingAtCommas: false) { sentence in
            let leading = sentence.prefix { $0 == " " || $0 == "\n" }
            let body = String(sentence.dropFirst(leading.count))
            return leading + (body.hasSuffix("?") ? repair(body, languageModel: languageModel) : body)
        }
    }
}
