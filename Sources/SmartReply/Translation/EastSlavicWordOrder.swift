/// Puts Russian and Ukrainian source words in English order before decoding,
/// and resolves what the tables cannot translate word by word. Hand-written
/// from Russian/Ukrainian grammar (no data source).
///
/// - An object pronoun before its verb goes after it: "Я его не видел" →
///   "Я не видел его" → "I didn't see him"; "Можешь мне позвонить" → "Can you call me".
///   The next word counts as a verb when the lexicon lists it with "не" before it
///   (the tables list every verb form negated), or when it ends like an infinitive
///   after a modal ("хочу тебе помочь"); a pair the lexicon lists ("мне нравится") stays.
/// - Questions: Russian "ли" ("…, придёт ли он" → "ли он придёт" → "whether he will come";
///   "Знаешь ли ты…" → "Ты знаешь…"), Ukrainian sentence-initial "чи" dropped, and an
///   indirect question with a name after its verb ("…, где живёт Мэри" → "where Mary lives").
/// - The reflexive possessive свой/свій becomes the subject's possessive (``resolvePossessives(_:language:)``).
enum EastSlavicWordOrder {
    /// Languages the rule is written for.
    static let languages: Set<String> = ["ru", "uk"]

    static let pronouns: Set<String> = [
        // Russian accusative and dative
        "меня", "тебя", "его", "её", "ее", "нас", "вас", "их", "мне", "тебе", "ему", "ей", "нам", "вам", "им",
        // Ukrainian accusative and dative
        "мене", "його", "її", "їх", "мені", "тобі", "йому", "їй", "їм",
    ]
    private static let infinitiveEndings = ["ть", "ти", "чь", "ться", "тись", "тися"]
    /// Modal words after which "pronoun + infinitive" is an object and its verb ("хочу тебе помочь").
    private static let modals: Set<String> = [
        "могу", "можешь", "может", "можем", "можете", "могут", "мог", "могла", "могли", "хочу", "хочешь", "хочет", "хотим",
        "хотите", "хотят", "хотел", "хотела", "хотели", "надо", "нужно", "должен", "должна", "должны", "буду", "будешь",
        "будет", "будем", "будете", "будут", "давай", "давайте", "можно", "нельзя", "попробуй", "решил", "решила",
        "можу", "можеш", "може", "можемо", "можуть", "міг", "хочеш", "хоче", "хочемо", "хочете", "хочуть", "хотів", "хотіла",
        "треба", "потрібно", "мушу", "повинен", "повинна", "будеш", "буде", "будемо", "будуть", "можна",
    ]

    /// Question words that open an indirect question ("…, где живёт Мэри").
    private static let questionWords: Set<String> = [
        "где", "куда", "откуда", "когда", "как", "что", "почему", "зачем", "де", "куди", "звідки", "коли", "як", "що", "чому", "навіщо",
    ]

    /// Reorders `words` (one clause) for translation into English with `lookup`.
    /// - Complexity: O(n) in the clause's length.
    static func reorder(_ words: [SourceWord], lookup: PhraseLookup) -> [SourceWord] {
        guard languages.contains(lookup.table.language), words.count >= 2 else { return words }
        var result = words
        // Ukrainian "Чи ти знаєш Тома?": the question particle has no English word; the question
        // form repair adds "do" ("Do you know Tom?").
        if lookup.table.language == "uk", words[0].normalized == "чи", words[0].isSentenceInitial, words.count >= 3 {
            let next = words[1].surface
            let capitalised = words[0].isCapitalized ? next.prefix(1).uppercased() + next.dropFirst() : next
            result = [SourceWord(surface: capitalised, isSentenceInitial: true)] + words.dropFirst(2)
        }
        // Russian "ли" questions: "…, придёт ли он" → "ли он придёт" ("whether he will come");
        // "Знаешь ли ты Тома?" → "Ты знаешь Тома?" (the question form repair adds "do").
        if lookup.table.language == "ru", result.count >= 3, result[1].normalized == "ли" {
            let verb = result[0]
            if verb.isSentenceInitial {
                let subject = result[2].surface
                let capitalised = verb.isCapitalized ? subject.prefix(1).uppercased() + subject.dropFirst() : subject
                let lowered = SourceWord(surface: verb.surface.lowercased(), isSentenceInitial: false)
                result = [SourceWord(surface: capitalised, isSentenceInitial: true), lowered] + result.dropFirst(3)
            } else {
                result = [result[1], result[2], verb] + result.dropFirst(3)
            }
            return result
        }
        // "…, где живёт Мэри" → "где Мэри живёт": an indirect question puts a name subject after its verb.
        if result.count == 3, !result[0].isSentenceInitial, questionWords.contains(result[0].normalized), result[2].isCapitalized,
           lookup.table.options(for: PhraseKey.phrase(["не", result[1].normalized])) != nil {
            result.swapAt(1, 2)
            return result
        }
        result = possessorFirst(result, lookup: lookup)
        result = comparativeThan(result, lookup: lookup)
        result = objectsAfterVerb(result, lookup: lookup)
        result = mannerAdverbsLast(result, lookup: lookup)
        var index = 0
        while index + 1 < result.count {
            defer { index += 1 }
            let pronoun = result[index].normalized
            guard pronouns.contains(pronoun) else { continue }
            let next = result[index + 1].normalized
            // A listed pair is a construction of its own ("мне нравится", "меня зовут").
            if lookup.table.options(for: PhraseKey.phrase([pronoun, next])) != nil { continue }
            var verbEnd: Int?
            if next == "не", index + 2 < result.count {
                let verb = result[index + 2].normalized
                if lookup.table.options(for: PhraseKey.phrase([pronoun, "не"])) == nil,
                   lookup.table.options(for: PhraseKey.phrase([pronoun, "не", verb])) == nil,
                   isVerb(verb, lookup: lookup) { verbEnd = index + 2 }
            } else if lookup.table.options(for: PhraseKey.phrase(["не", next])) != nil
                        || (index > 0 && modals.contains(result[index - 1].normalized) && isInfinitive(next)) {
                verbEnd = index + 1
            }
            guard let verbEnd else { continue }
            let moved = result.remove(at: index)
            result.insert(moved, at: verbEnd)
            index = verbEnd
        }
        return result
    }

    private static let reflexivePossessives: Set<String> = [
        "свой", "своя", "своё", "свое", "свои", "своего", "своей", "своему", "свою", "своим", "своём", "своем", "своих", "своими",
        "свій", "своя", "своє", "свої", "свого", "своєї", "своєму", "своїй", "своїм", "своїх", "своїми",
    ]
    /// Subject → the possessive that translates свой/свій for it (Russian, Ukrainian).
    private static let possessiveBySubject: [String: [String: String]] = [
        "ru": ["я": "мой", "ты": "твой", "он": "его", "она": "её", "мы": "наш", "вы": "ваш", "они": "их"],
        "uk": ["я": "мій", "ти": "твій", "він": "його", "вона": "її", "ми": "наш", "ви": "ваш", "вони": "їхній"],
    ]

    /// Replaces the reflexive possessive свой/свій ("one's own", which the tables can only translate as
    /// "my") by the possessive of the clause's subject: "Он любит свою собаку" → "his dog". A name as
    /// subject reads as "his", or "her" when a past verb of the clause is feminine (-ла).
    static func resolvePossessives(_ words: [SourceWord], language: String) -> [SourceWord] {
        guard let table = possessiveBySubject[language],
              let index = words.firstIndex(where: { reflexivePossessives.contains($0.normalized) }) else { return words }
        var replacement: String?
        for word in words[..<index] {
            if let possessive = table[word.normalized] { replacement = possessive; break }
            if word.isCapitalized, !word.isSentenceInitial || words.count > 1, word.normalized.count > 1,
               !reflexivePossessives.contains(word.normalized) {
                let feminine = words.contains { $0.normalized.count > 3 && $0.normalized.hasSuffix("ла") }
                replacement = language == "uk" ? (feminine ? "її" : "його") : (feminine ? "её" : "его")
                break
            }
        }
        guard let replacement else { return words }
        var result = words
        result[index] = SourceWord(surface: replacement, isSentenceInitial: words[index].isSentenceInitial)
        return result
    }

    /// Whether `word` is a verb form: an infinitive, or a form the lexicon lists negated.
    static func isVerb(_ word: String, lookup: PhraseLookup) -> Bool {
        guard word.count >= 3, !pronouns.contains(word) else { return false }
        return isInfinitive(word) || lookup.table.options(for: PhraseKey.phrase(["не", word])) != nil
    }

    /// Whether `word` ends like an infinitive.
    static func isInfinitive(_ word: String) -> Bool {
        word.count >= 4 && infinitiveEndings.contains(where: word.hasSuffix)
    }
}
