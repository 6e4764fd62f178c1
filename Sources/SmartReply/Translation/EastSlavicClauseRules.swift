/// More Russian/Ukrainian clause rules of ``EastSlavicWordOrder``, hand-written from
/// the grammar of both languages (no data source):
///
/// - Possession by a name: "У Тома много друзей" → "Тома имеет много друзей" ("Tom has many friends"),
///   "У Тома нет денег" → "Тома не имеет денег" ("Tom doesn't have money"); Ukrainian with "має".
/// - Pronoun objects (это/этого/всё/ничего…) between the subject and the verb go after the verb:
///   "Я этого не знал" → "Я не знал этого", "Мэри ничего не сказала" → "Мэри не сказала что-нибудь"
///   ("didn't say anything"), "Том мне всё рассказал" → "Том рассказал мне всё".
/// - Ukrainian "за" after a comparative is "than": "старший за Мері" → "старший ніж Мері".
/// - A manner adverb before its verb goes to the end of the clause:
///   "Он хорошо говорит по-французски" → "Он говорит по-французски хорошо".
extension EastSlavicWordOrder {
    /// Subject pronouns (nominative) of both languages.
    private static let subjects: Set<String> = ["я", "ты", "ти", "он", "він", "она", "вона", "мы", "ми", "вы", "ви", "они", "вони"]
    /// Object pronouns that sit before the verb and may move after it.
    private static let preverbalObjects: Set<String> = [
        "это", "этого", "всё", "все", "ничего", "никого", "меня", "тебя", "его", "её", "ее", "нас", "вас", "их", "мне", "тебе",
        "ему", "ей", "нам", "вам", "им", "це", "цього", "усе", "все", "нічого", "нікого", "мене", "його", "її", "їх", "мені",
        "тобі", "йому", "їй", "їм",
    ]
    /// Dative pronouns of both languages ("мне нравится", "мені подобається").
    private static let datives: Set<String> = ["мне", "тебе", "ему", "ей", "нам", "вам", "им", "мені", "тобі", "йому", "їй", "їм"]
    /// After a negated verb, the negative pronoun reads as its "any-" form (English has one negation).
    private static let afterNegation: [String: String] = [
        "ничего": "что-нибудь", "никого": "кого-нибудь", "нічого": "що-небудь", "нікого": "будь-кого",
    ]
    /// Words that look like verbs to ``isVerb(_:lookup:)`` (they are listed negated) but are not.
    private static let notVerbs: Set<String> = [
        "хорошо", "плохо", "нормально", "равно", "ещё", "еще", "время", "понятно", "ясно", "так", "добре", "погано", "ще",
        "треба", "надо", "нужно", "можно", "нельзя", "потрібно", "можна", "правда", "очень", "дуже", "только", "тільки", "лише",
    ]
    private static let mannerAdverbs: Set<String> = [
        "хорошо", "плохо", "быстро", "медленно", "громко", "тихо", "отлично", "правильно", "неправильно", "серьёзно", "серьезно",
        "добре", "погано", "швидко", "повільно", "голосно", "тихо", "чудово", "правильно", "неправильно", "серйозно",
    ]

    /// Whether the word at `index` is the clause's subject: a subject pronoun, or a capitalised name.
    private static func isSubject(_ words: [SourceWord], _ index: Int, lookup: PhraseLookup) -> Bool {
        let word = words[index]
        if subjects.contains(word.normalized) { return true }
        guard word.isCapitalized, !word.isAllCaps || word.normalized.count > 3 else { return false }
        if !word.isSentenceInitial { return true }
        // A sentence-initial capital is a name when the table translates it with a capital ("Том" → "Tom").
        return lookup.table.options(for: PhraseKey.phrase([word.normalized]))?.first?.text.first?.isUppercase == true
    }

    /// A finite verb at `index`, possibly negated: the index after it, or nil.
    private static func verbEnd(_ words: [SourceWord], at index: Int, lookup: PhraseLookup) -> Int? {
        guard index < words.count else { return nil }
        var verb = index
        if words[index].normalized == "не" { verb += 1 }
        guard verb < words.count, !notVerbs.contains(words[verb].normalized),
              !preverbalObjects.contains(words[verb].normalized), isVerb(words[verb].normalized, lookup: lookup) else { return nil }
        return verb + 1
    }

    /// "У Тома (есть) X" → "Тома имеет X"; "У Тома нет X" → "Тома не имеет X" (Ukrainian "має").
    /// Only at the start of a clause and before a noun phrase (not "У Тома болит голова").
    static func possessorFirst(_ words: [SourceWord], lookup: PhraseLookup) -> [SourceWord] {
        guard words.count >= 3, ["у", "в"].contains(words[0].normalized), words[1].isCapitalized, !words[1].isAllCaps,
              !subjects.contains(words[1].normalized) else { return words }
        let language = lookup.table.language
        let have = language == "uk" ? "має" : "имеет"
        let next = words[2].normalized
        var rest = Array(words.dropFirst(2))
        var inserted = [have]
        switch next {
        case "есть", "є":
            rest.removeFirst()
        case "нет", "немає", "нема":
            rest.removeFirst()
            inserted = ["не", have]
        case "был", "была", "было", "были", "був", "була", "було", "були":
            rest.removeFirst()
            inserted = [language == "uk" ? "мав" : "имел"]
        default:
            // Ukrainian "у/в" is also "in" ("У Києві холодно"): only an explicit є/немає marks possession there.
            // A verb after the name ("У Тома болит голова") is a construction of its own.
            // A genitive name in -а/-я ("У Тома") is never a locative, which ends in -і/-у ("У Києві").
            let genitiveName = words[1].normalized.hasSuffix("а") || words[1].normalized.hasSuffix("я")
            if language == "uk" && !genitiveName || words[0].normalized == "в" || isVerb(next, lookup: lookup) || isInfinitive(next) { return words }
        }
        guard !rest.isEmpty else { return words }
        let name = SourceWord(surface: words[1].surface, isSentenceInitial: words[0].isSentenceInitial)
        return [name] + inserted.map { SourceWord(surface: $0, isSentenceInitial: false) } + rest
    }

    /// Ukrainian "старший за Мері": after a comparative, "за" is "than" ("ніж").
    static func comparativeThan(_ words: [SourceWord], lookup: PhraseLookup) -> [SourceWord] {
        guard lookup.table.language == "uk", words.count >= 3 else { return words }
        var result = words
        for index in 1..<(words.count - 1) where words[index].normalized == "за" {
            let previous = words[index - 1].normalized
            guard previous.count > 4, ["ший", "ша", "ше", "ші", "щий", "ща", "ще", "щі"].contains(where: previous.hasSuffix),
                  !["наше", "ваше", "наші", "ваші", "інше", "інші", "ще"].contains(previous) else { continue }
            result[index] = SourceWord(surface: "ніж", isSentenceInitial: false)
        }
        return result
    }

    /// Moves a run of object pronouns between a subject and its verb after the verb:
    /// "Я этого не знал" → "Я не знал этого"; "ничего"/"никого" after a negated verb become "any-" words.
    static func objectsAfterVerb(_ words: [SourceWord], lookup: PhraseLookup) -> [SourceWord] {
        guard words.count >= 3 else { return words }
        var result = words
        var index = 1
        while index + 1 < result.count {
            defer { index += 1 }
            guard preverbalObjects.contains(result[index].normalized) else { continue }
            // A dative experiencer counts as the subject when the table lists it with the verb ("мне это не нравится").
            let experiencer = datives.contains(result[index - 1].normalized) && !datives.contains(result[index].normalized)
            guard experiencer || isSubject(result, index - 1, lookup: lookup) else { continue }
            var runEnd = index
            while runEnd < result.count, preverbalObjects.contains(result[runEnd].normalized) { runEnd += 1 }
            let run = result[index..<runEnd].map(\.normalized)
            // Only runs with a non-personal object: the personal pronouns alone are the caller's job.
            guard run.contains(where: { !pronouns.contains($0) }), run.count <= 2,
                  let end = verbEnd(result, at: runEnd, lookup: lookup) else { continue }
            let verbWords = result[runEnd..<end].map(\.normalized)
            if experiencer, lookup.table.options(for: PhraseKey.phrase([result[index - 1].normalized] + verbWords)) == nil { continue }
            // A listed phrase such as "ничего не понимаю" or "всё знаю" translates as a whole.
            if lookup.table.options(for: PhraseKey.phrase([run[run.count - 1]] + verbWords)) != nil { continue }
            let negated = verbWords.first == "не"
            let moved = result[index..<runEnd].map { word in
                if negated, let any = afterNegation[word.normalized] { return SourceWord(surface: any, isSentenceInitial: false) }
                return word
            }
            let verb = Array(result[runEnd..<end])
            result.replaceSubrange(index..<end, with: verb + moved)
            index = end - 1
        }
        return result
    }

    /// "Он хорошо говорит по-французски" → "Он говорит по-французски хорошо": a manner adverb right
    /// before a verb goes to the end of the clause, where English puts it.
    static func mannerAdverbsLast(_ words: [SourceWord], lookup: PhraseLookup) -> [SourceWord] {
        guard words.count >= 3 else { return words }
        for index in 1..<(words.count - 1) where mannerAdverbs.contains(words[index].normalized) {
            guard isSubject(words, index - 1, lookup: lookup), verbEnd(words, at: index + 1, lookup: lookup) != nil,
                  lookup.table.options(for: PhraseKey.phrase([words[index].normalized, words[index + 1].normalized])) == nil
            else { continue }
            var result = words
            let adverb = result.remove(at: index)
            result.append(adverb)
            return result
        }
        return words
    }
}
