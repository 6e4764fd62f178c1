/// Spanish clause rules applied to the source words of one clause before decoding
/// into English (source-side restructuring, as ``VerbFinalReordering`` does for
/// German). Hand-written from Spanish grammar (no data source):
///
/// - A name subject after the verb of a wh-question goes before it:
///   "¿Qué compró Tom?" → "Qué Tom compró" ("What did Tom buy?" after the question repair).
/// - An experiencer "a NAME/a él…" before gustar-type verbs becomes the subject:
///   "A Tom le gustan los gatos" → "Tom gustan los gatos" ("Tom likes cats"); "A mí me gusta" → "Me gusta".
/// - After gustar-type verbs and preferir/odiar/amar a plural noun or a clause-final noun is generic:
///   "Me gusta el té" → "Me gusta té" ("I like tea").
/// - A dative clitic doubled by "a NAME" is dropped: "Tom le dio una flor a Mary" → "Tom dio una flor a Mary".
/// - Object clitics before a verb go after it (after its gerund, participle or infinitive), unless the
///   lexicon lists the clitic–verb pair: "Me lo dio" → "dio me lo" ("gave me it"),
///   "Tom le está escribiendo" → "Tom está escribiendo le".
/// - "acabar de" + infinitive reads "has just" + participle: "Tom acaba de salir" → "Tom acaba de salido".
/// - A dropped subject comes back from the verb's person: "No quiere hablar" → "él no quiere hablar"
///   ("He doesn't want to talk"), "Nos perdimos" → "nosotros nos perdimos". A bare present third person
///   at the start of a sentence may be an imperative ("Abre la ventana"), so it gets one only after a
///   negation or a clitic.
enum SpanishClauseRules {
    /// Languages the rules are written for.
    static let languages: Set<String> = ["es"]

    static let clitics: Set<String> = ["me", "te", "se", "lo", "la", "los", "las", "le", "les", "nos", "os"]
    static let subjectPronouns: Set<String> = [
        "yo", "tú", "tu", "él", "ella", "usted", "nosotros", "nosotras", "vosotros", "vosotras", "ellos", "ellas", "ustedes",
    ]
    /// Adverbs that may stand between a dropped subject and its verb.
    static let preverbal: Set<String> = [
        "no", "nunca", "ya", "también", "tampoco", "todavía", "aún", "siempre", "solo", "sólo", "jamás", "casi",
    ]
    /// Words that open a clause whose subject may be dropped.
    static let subordinators: Set<String> = ["cuando", "si", "porque", "que", "aunque", "mientras", "pero", "y"]
    private static let whWords: Set<String> = [
        "qué", "dónde", "cuándo", "cómo", "cuánto", "cuánta", "cuántos", "cuántas", "adónde", "cuál", "que", "donde", "cuando", "como",
    ]
    /// Verbs whose third person is usually impersonal or whose subject follows ("Es tarde", "Hay…", "Me gusta…").
    static let impersonal: Set<String> = [
        "es", "está", "era", "estaba", "fue", "será", "sería", "estará", "hay", "había", "hubo", "habrá", "habría", "hace", "hacía",
        "hizo", "llueve", "llovió", "nieva", "importa", "pasa", "pasó", "parece", "gusta", "gustan", "gustaba", "gustó", "encanta",
        "encantan", "duele", "duelen", "cuesta", "cuestan", "falta", "faltan", "basta", "queda", "quedan", "vale", "sirve",
        "conviene", "depende", "toca", "son", "eran", "están", "estaban", "fueron", "molesta", "interesa", "preocupa", "apetece",
    ]
    /// Verbs whose experiencer is a dative ("me gusta" = "I like").
    private static let experiencerVerbs: Set<String> = [
        "gusta", "gustan", "gustaba", "gustaban", "gustó", "gustaron", "encanta", "encantan", "encantaba", "encantó",
        "interesa", "interesan", "molesta", "molestan", "importa", "importan",
    ]
    /// Verbs after which a noun is usually generic ("I like tea", "I prefer coffee").
    private static let genericObjectVerbs: Set<String> = experiencerVerbs.union([
        "prefiero", "prefieres", "prefiere", "preferimos", "prefieren", "odio", "odias", "odia", "odiamos", "odian",
        "amo", "amas", "ama", "amamos", "aman", "adoro", "adora",
    ])
    private static let articles: Set<String> = ["el", "la", "los", "las"]
    private static let determiners: Set<String> = [
        "el", "la", "los", "las", "un", "una", "unos", "unas", "mi", "mis", "tu", "tus", "su", "sus", "este", "esta", "ese", "esa",
    ]
    private static let dativeClitics: Set<String> = ["le", "les"]
    /// Pronouns of an emphatic experiencer ("a mí me gusta").
    private static let emphaticPronouns: Set<String> = [
        "mí", "mi", "ti", "él", "ella", "usted", "nosotros", "nosotras", "vosotros", "ellos", "ellas", "ustedes",
    ]
    /// "acabar de" forms that read as "has just".
    private static let acabarDe: Set<String> = ["acabo", "acabas", "acaba", "acabamos", "acaban", "acababa", "acababan"]
    private static let irregularParticiples: [String: String] = [
        "hacer": "hecho", "ver": "visto", "decir": "dicho", "escribir": "escrito", "poner": "puesto", "volver": "vuelto",
        "abrir": "abierto", "romper": "roto", "morir": "muerto", "descubrir": "descubierto", "resolver": "resuelto",
        "ir": "ido", "leer": "leído", "oír": "oído", "traer": "traído", "caer": "caído", "creer": "creído",
    ]

    /// Rewrites one clause of Spanish source words for translation into English with `lookup`.
    /// - Complexity: O(n) in the clause's length, with a few phrase-table look-ups (cached in memory).
    static func reorder(_ words: [SourceWord], lookup: PhraseLookup) -> [SourceWord] {
        guard words.count >= 2, languages.contains(lookup.table.language) else { return words }
        var result = words
        stillNotAtTheEnd(&result)
        nameAfterWhVerb(&result)
        experiencerSubject(&result)
        genericObject(&result)
        doubledDative(&result)
        acabarDeParticiple(&result, lookup: lookup)
        volverA(&result, lookup: lookup)
        ownBodyParts(&result)
        cliticsAfterVerb(&result, lookup: lookup)
        reflexiveSe(&result, lookup: lookup)
        droppedSubject(&result, lookup: lookup)
        return result
    }

    /// A copy of `word` spelled `surface`, keeping its place in the sentence.
    private static func word(_ surface: String, like original: SourceWord) -> SourceWord {
        var copy = SourceWord(surface: surface, isSentenceInitial: original.isSentenceInitial)
        if original.isCapitalized, let first = surface.first { copy = SourceWord(surface: first.uppercased() + surface.dropFirst(),
                                                                                  isSentenceInitial: original.isSentenceInitial) }
        return copy
    }

    /// A capitalised word inside the sentence (a name).
    static func isName(_ word: SourceWord) -> Bool {
        word.isCapitalized && !word.isSentenceInitial && !word.isAllCaps && word.normalized.count > 1
    }

    /// "Tom todavía no ha llamado" → "Tom no ha llamado todavía" ("Tom hasn't called yet"): "todavía/aún no"
    /// reads "not … yet", with the adverb after the verb phrase, not "not yet" before the verb; "ya no" reads
    /// "not … anymore" the same way.
    private static func stillNotAtTheEnd(_ words: inout [SourceWord]) {
        guard words.count >= 3, let adverb = words.indices.dropLast().first(where: {
            ["todavía", "aún", "aun", "ya"].contains(words[$0].normalized) && words[$0 + 1].normalized == "no"
        }), adverb + 2 < words.count else { return }
        let moved = words.remove(at: adverb)
        if moved.isSentenceInitial || (adverb == 0 && moved.isCapitalized) {
            let next = words[adverb]
            words[adverb] = SourceWord(surface: moved.isCapitalized ? next.surface.prefix(1).uppercased() + next.surface.dropFirst() : next.surface,
                                       isSentenceInitial: moved.isSentenceInitial)
        }
        if moved.normalized == "ya" {
            // "Ya no tengo hambre" → "No tengo hambre ya más" ("I'm not hungry anymore"; the lexicon lists "ya más").
            words.append(SourceWord(surface: "ya", isSentenceInitial: false))
            words.append(SourceWord(surface: "más", isSentenceInitial: false))
        } else {
            words.append(SourceWord(surface: moved.normalized, isSentenceInitial: false))
        }
    }

    /// "¿Dónde vive Tom?" → "Dónde Tom vive"; "No sé qué compró Mary" → "… qué Mary compró".
    private static func nameAfterWhVerb(_ words: inout [SourceWord]) {
        guard words.count >= 3 else { return }
        for index in 0..<(words.count - 2) where whWords.contains(words[index].normalized) {
            let verb = words[index + 1], name = words[index + 2]
            guard !verb.isCapitalized, !clitics.contains(verb.normalized), !["es", "son", "era", "fue"].contains(verb.normalized),
                  isName(name), index + 3 == words.count || !words[index + 3].isCapitalized else { continue }
            words.swapAt(index + 1, index + 2)
            return
        }
    }

    /// "A Tom (no) le gusta X" → "Tom (no) gusta X"; "A mi madre le gusta" → "Mi madre gusta";
    /// "A él le gusta" → "Él gusta"; "A mí me gusta X" → "Me gusta X" (the clitic already says who).
    private static func experiencerSubject(_ words: inout [SourceWord]) {
        guard words.count >= 4, words[0].normalized == "a" else { return }
        let span = determiners.contains(words[1].normalized) && !emphaticPronouns.contains(words[1].normalized) ? 2 : 1
        var clitic = 1 + span
        if clitic < words.count, words[clitic].normalized == "no" { clitic += 1 }
        guard clitic + 1 < words.count, clitics.contains(words[clitic].normalized),
              experiencerVerbs.contains(words[clitic + 1].normalized) else { return }
        let experiencer = words[1]
        let opening = words[0]
        if dativeClitics.contains(words[clitic].normalized) {
            guard span == 2 || emphaticPronouns.contains(experiencer.normalized) || experiencer.isCapitalized else { return }
            words.remove(at: clitic)
        } else {
            guard span == 1, emphaticPronouns.contains(experiencer.normalized) else { return }
            words.removeSubrange(1...1)
        }
        words.removeFirst()
        words[0] = word(words[0].normalized == experiencer.normalized ? experiencer.surface.lowercased() : words[0].normalized,
                        like: opening)
        if experiencer.isCapitalized && !experiencer.isSentenceInitial && words[0].normalized == experiencer.normalized {
            words[0] = SourceWord(surface: experiencer.surface, isSentenceInitial: opening.isSentenceInitial)
        }
    }

    /// "Me gusta el té" → "Me gusta té"; "Prefiero los perros" → "Prefiero perros".
    private static func genericObject(_ words: inout [SourceWord]) {
        guard let verb = words.firstIndex(where: { genericObjectVerbs.contains($0.normalized) }), verb + 2 < words.count,
              articles.contains(words[verb + 1].normalized) else { return }
        let plural = words[verb + 1].normalized.hasSuffix("s")
        let nounIsLast = verb + 3 == words.count
        // "más los perros que los gatos" keeps the comparison; "de" after the noun makes it specific.
        guard plural || nounIsLast, !words[verb + 2].isCapitalized else { return }
        words.remove(at: verb + 1)
        if plural, verb + 3 < words.count, words[verb + 2].normalized == "que",
           articles.contains(words[verb + 3].normalized) {
            words.remove(at: verb + 3)
        }
    }

    /// "Tom le dio una flor a Mary" → "Tom dio una flor a Mary": the clitic doubles the named object.
    private static func doubledDative(_ words: inout [SourceWord]) {
        guard let clitic = words.firstIndex(where: { dativeClitics.contains($0.normalized) }) else { return }
        let doubled = words.indices.contains { index in
            // A chunk-final "a" is followed by a copied name ("…una flor a | Mary").
            index > clitic + 1 && words[index].normalized == "a"
                && (index + 1 == words.count || isName(words[index + 1]) || determiners.contains(words[index + 1].normalized))
        }
        if doubled { words.remove(at: clitic) }
    }

    /// "acaba de salir" → "acaba de salido", which the lexicon reads "has just left".
    private static func acabarDeParticiple(_ words: inout [SourceWord], lookup: PhraseLookup) {
        guard let acabar = words.firstIndex(where: { acabarDe.contains($0.normalized) }), acabar + 2 < words.count,
              words[acabar + 1].normalized == "de", let participle = participle(of: words[acabar + 2].normalized),
              lookup.table.options(for: PhraseKey.phrase([participle])) != nil,
              lookup.table.options(for: PhraseKey.phrase(words[acabar...(acabar + 2)].map(\.normalized))) == nil else { return }
        words[acabar + 2] = SourceWord(surface: participle, isSentenceInitial: false)
    }

    /// The participle of a Spanish infinitive ("salir" → "salido"), or nil when `infinitive` is not one.
    static func participle(of infinitive: String) -> String? {
        if let irregular = irregularParticiples[infinitive] { return irregular }
        guard infinitive.count > 3 else { return nil }
        if infinitive.hasSuffix("ar") { return infinitive.dropLast(2) + "ado" }
        if infinitive.hasSuffix("er") || infinitive.hasSuffix("ir") { return infinitive.dropLast(2) + "ido" }
        return nil
    }
}
