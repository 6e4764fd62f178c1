/// The pronoun rules of ``SpanishClauseRules``: object clitics after their verb and
/// dropped subjects restored from the verb's person (hand-written from Spanish
/// grammar; the person of a form is read from its English options in the lexicon,
/// "vive" → "he lives").
extension SpanishClauseRules {
    /// The person a verb form's English options carry.
    enum Person: Sendable, Hashable {
        case first, second, third, firstPlural, thirdPlural

        /// The English subject pronoun of each person.
        static let english: [Person: String] = [.first: "i", .second: "you", .third: "he", .firstPlural: "we", .thirdPlural: "they"]

        /// The Spanish subject pronoun the decoder reads as this person.
        var pronoun: String {
            switch self {
            case .first: "yo"
            case .second: "tú"
            case .third: "él"
            case .firstPlural: "nosotros"
            case .thirdPlural: "ellos"
            }
        }
    }

    /// Irregular tú imperatives that are also other persons' forms ("ven": "come" / "they see").
    private static let shortImperatives: Set<String> = ["ven", "ten", "pon", "sal", "haz", "di", "ve", "sé"]
    /// English words that open a listed phrase which already has its subject ("me llamo" → "my name is").
    private static let possessives: Set<String> = ["my", "your", "his", "her", "our", "their", "it", "it's", "there"]
    private static let haberForms: Set<String> = [
        "he", "has", "ha", "hemos", "han", "había", "habías", "habíamos", "habían", "habré", "habrá", "habría", "hayas", "haya",
    ]
    /// Object clitics read after the verb: "la" and "los" alone are articles to the lexicon.
    private static let movedForms: [String: String] = ["la": "ella", "los": "ellos", "las": "ellas", "se": "le"]

    /// The person of `verb` when its English options name exactly one (he and she count as one), and whether
    /// the form can also be a bare imperative ("abre" → "opens" / "open").
    static func person(of verb: String, lookup: PhraseLookup, within limit: Int = PhraseTable.optionLimit)
        -> (person: Person, imperativeLike: Bool)? {
        guard let options = lookup.table.options(for: PhraseKey.phrase([verb]))?.prefix(limit) else { return nil }
        var found: Person?
        var presentThird = false, bare = false
        for option in options {
            let text = option.text
            let person: Person?
            if text.hasPrefix("I ") || text.hasPrefix("I'") { person = .first }
            else if text.hasPrefix("you ") || text.hasPrefix("you'") { person = .second }
            else if text.hasPrefix("he ") || text.hasPrefix("she ") || text.hasPrefix("he'") || text.hasPrefix("she'") { person = .third }
            else if text.hasPrefix("we ") || text.hasPrefix("we'") { person = .firstPlural }
            else if text.hasPrefix("they ") || text.hasPrefix("they'") { person = .thirdPlural }
            else {
                if !text.contains(" "), !text.hasSuffix("s"), text.first?.isLowercase == true { bare = true }
                person = nil
            }
            guard let person else { continue }
            if let found, found != person { return nil }
            found = person
            if person == .third, let verbWord = PhraseTableTranslator.firstWord(String(text.drop { $0 != " " })), verbWord.hasSuffix("s") {
                presentThird = true
            }
        }
        guard let found else { return nil }
        return (found, presentThird && bare || shortImperatives.contains(verb))
    }

    private static func isInfinitive(_ word: String) -> Bool {
        word.count > 3 && (word.hasSuffix("ar") || word.hasSuffix("er") || word.hasSuffix("ir")) || word == "ir"
    }

    private static func isGerund(_ word: String) -> Bool {
        word.count > 5 && (word.hasSuffix("ando") || word.hasSuffix("iendo") || word.hasSuffix("yendo"))
    }

    private static func isParticiple(_ word: String) -> Bool {
        word.count > 3 && (word.hasSuffix("ado") || word.hasSuffix("ido") || word.hasSuffix("cho") || word.hasSuffix("to"))
    }

    /// "Me lo dio" → "dio me lo"; "Tom le está escribiendo" → "Tom está escribiendo le"; "lo he visto" → "he visto lo";
    /// "te voy a llamar" → "voy a llamar te". Phrases the lexicon lists ("te quiero", "no lo sé", "te echo de menos") and reflexives
    /// ("me levanto") stay.
    static func cliticsAfterVerb(_ words: inout [SourceWord], lookup: PhraseLookup) {
        var start = 0
        while start < words.count, !clitics.contains(words[start].normalized) { start += 1 }
        var end = start
        while end < words.count, clitics.contains(words[end].normalized) { end += 1 }
        guard start < words.count, end < words.count, end - start <= 2 else { return }
        let run = words[start..<end].map(\.normalized)
        let verb = words[end].normalized
        // "la", "los" and "las" are also articles: the next word must read first as a verb ("la casa" is no clitic).
        let articleLike = run.count == 1 && ["la", "los", "las"].contains(run[0])
        guard let (person, _) = person(of: verb, lookup: lookup, within: articleLike ? 1 : PhraseTable.optionLimit) else { return }
        func listed(_ phrase: [String]) -> Bool { lookup.table.options(for: PhraseKey.phrase(phrase)) != nil }
        if start > 0 && listed([words[start - 1].normalized] + run + [verb]) { return }
        // A listed phrase that opens with the clitics and covers the verb and what follows stays whole
        // ("te echo de menos" → "I miss you", not "echo te de menos" → "I throw you of less").
        let longest = min(words.count, start + lookup.table.maximumPhraseLength)
        if end + 1 <= longest, (end + 1...longest).contains(where: { listed(words[start..<$0].map(\.normalized)) }) { return }
        // "se" is reflexive or impersonal unless it stands for "le" before lo/la ("se lo dio").
        if run.contains("se"), !(run.count == 2 && run[0] == "se") { return }
        // A reflexive clitic of the verb's own person ("me lavé", "nos perdimos") is no object.
        let reflexive: [String: Person] = ["me": .first, "te": .second, "nos": .firstPlural]
        if let first = run.first, reflexive[first] == person { return }
        var destination = end + 1
        if destination < words.count {
            let next = words[destination].normalized
            if isGerund(next) || (isParticiple(next) && haberForms.contains(verb)) || isInfinitive(next) {
                destination += 1
            } else if ["a", "de", "que"].contains(next), destination + 1 < words.count, isInfinitive(words[destination + 1].normalized) {
                destination += 2
            }
        }
        let moved = run.map { SourceWord(surface: movedForms[$0] ?? $0, isSentenceInitial: false) }
        let opening = words[start]
        var result = Array(words[..<start]) + words[end..<destination] + moved + words[destination...]
        if start == 0, opening.isSentenceInitial || opening.isCapitalized {
            result[0] = SourceWord(surface: opening.isCapitalized ? result[0].surface.prefix(1).uppercased() + result[0].surface.dropFirst()
                                   : result[0].surface, isSentenceInitial: opening.isSentenceInitial)
        }
        words = result
    }

    /// Verbs whose "se" is usually impersonal ("se puede", "se dice", "se habla español").
    private static let impersonalSe: Set<String> = [
        "puede", "pueden", "debe", "deben", "dice", "dicen", "necesita", "necesitan", "vende", "venden", "habla", "hablan",
        "permite", "prohíbe", "sabe", "ve", "nota", "cree", "espera", "trata", "busca", "buscan", "come", "hace", "oye", "siente",
    ]

    /// "Mary se cortó el pelo" → "Mary cortó el pelo", "Se bebió un vaso" → "Bebió un vaso": a reflexive "se" of a
    /// third person verb has no English word ("himself" only for emphasis), unless the lexicon lists the pair.
    static func reflexiveSe(_ words: inout [SourceWord], lookup: PhraseLookup) {
        guard let se = words.firstIndex(where: { $0.normalized == "se" }), se + 1 < words.count else { return }
        let verb = words[se + 1].normalized
        guard !impersonalSe.contains(verb), !clitics.contains(verb) else { return }
        func listed(_ phrase: [String]) -> Bool { lookup.table.options(for: PhraseKey.phrase(phrase)) != nil }
        if listed(["se", verb]) || (se + 2 < words.count && listed(["se", verb, words[se + 2].normalized]))
            || (se > 0 && listed([words[se - 1].normalized, "se", verb])) {
            return
        }
        let progressive = ["está", "están", "estaba", "estaban"].contains(verb) && se + 2 < words.count && isGerund(words[se + 2].normalized)
        guard progressive || !impersonal.contains(verb), let (person, _) = person(of: verb, lookup: lookup),
              person == .third || person == .thirdPlural else { return }
        let removed = words.remove(at: se)
        if removed.isSentenceInitial || (se == 0 && removed.isCapitalized) {
            let next = words[se]
            words[se] = SourceWord(surface: removed.isCapitalized ? next.surface.prefix(1).uppercased() + next.surface.dropFirst() : next.surface,
                                   isSentenceInitial: removed.isSentenceInitial)
        }
    }

    /// "No quiere hablar" → "él no quiere hablar"; "Nos perdimos" stays for the lexicon, "Vive en Madrid" becomes
    /// "él vive en Madrid" unless the form can be an imperative at the start of a sentence ("Abre la ventana").
    static func droppedSubject(_ words: inout [SourceWord], lookup: PhraseLookup) {
        var start = 0
        if subordinators.contains(words[0].normalized), !words[0].isSentenceInitial || words[0].normalized != "y" { start = 1 }
        var verb = start
        var prefixed = false
        while verb < words.count, preverbal.contains(words[verb].normalized) || clitics.contains(words[verb].normalized) {
            verb += 1
            prefixed = true
        }
        // A chunk that starts inside a sentence follows its subject (a copied name: "Tom | bebe mucha agua").
        guard verb < words.count, start == 1 || words[0].isSentenceInitial else { return }
        // "Va a nevar": the weather has no subject.
        if verb + 2 < words.count, words[verb + 1].normalized == "a", ["llover", "nevar"].contains(words[verb + 2].normalized) { return }
        // "está" is impersonal ("Está lloviendo") except before another verb's gerund ("Está hablando por teléfono").
        let progressive = ["está", "están", "estaba", "estaban"].contains(words[verb].normalized) && verb + 1 < words.count
            && isGerund(words[verb + 1].normalized) && !["lloviendo", "nevando", "anocheciendo", "amaneciendo"].contains(words[verb + 1].normalized)
        guard progressive || !impersonal.contains(words[verb].normalized) else { return }
        let articleLike = words[start..<verb].contains { ["la", "los", "las"].contains($0.normalized) }
        // The subject may follow the verb ("¿Vive Tom aquí?", "¿Vienes tú?").
        if verb + 1 < words.count, isName(words[verb + 1]) || subjectPronouns.contains(words[verb + 1].normalized) { return }
        guard let (person, imperativeLike) = person(of: words[verb].normalized, lookup: lookup,
                                                    within: articleLike ? 1 : PhraseTable.optionLimit) else { return }
        let third = person == .third || person == .thirdPlural
        // A second person after "no" is mostly a negative imperative ("No te vayas"); a first person's form
        // carries "I"/"we" in the lexicon, and "yo no" would read as "not me" ("No quiero ir" is repaired in English).
        guard third else { return }
        if imperativeLike, !prefixed, start == 0 { return }
        // A listed clitic–verb phrase that names its subject ("se puede" → "you can"), also one that goes on
        // after the verb ("te viene bien" → "it suits you", not "he does it suit you"), needs none.
        if prefixed, verb > start {
            let own = Person.english[person] ?? ""
            for end in verb...min(verb + 2, words.count - 1) {
                guard let options = lookup.table.options(for: PhraseKey.phrase(words[start...end].map(\.normalized))),
                      let best = options.first?.text, let head = PhraseTableTranslator.firstWord(best)?.lowercased() else { continue }
                if possessives.contains(head) || (PhraseTableTranslator.subjectPronouns.contains(head) && head != own && !(person == .third && head == "she")) {
                    return
                }
            }
        }
        // "se" + verb is reflexive or impersonal ("se puede"); only a listed reading without a subject takes one.
        if words[start...verb].contains(where: { $0.normalized == "se" }),
           lookup.table.options(for: PhraseKey.phrase(words[start...verb].map(\.normalized))) == nil {
            return
        }
        let opening = words[start]
        let pronoun = SourceWord(surface: opening.isCapitalized ? person.pronoun.prefix(1).uppercased() + person.pronoun.dropFirst()
                                 : person.pronoun, isSentenceInitial: opening.isSentenceInitial)
        if opening.isCapitalized {
            words[start] = SourceWord(surface: opening.surface.lowercased(), isSentenceInitial: false)
        }
        words.insert(pronoun, at: start)
    }
}
