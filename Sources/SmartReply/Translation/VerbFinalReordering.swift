/// Moves German clause-final verbs to where English puts them, on the source
/// words before decoding (source-side clause restructuring, after Collins,
/// Koehn & Kučerová 2005, "Clause restructuring for statistical machine
/// translation", ACL):
///
/// - a participle or infinitive at the end of a main clause goes right after
///   the finite auxiliary or modal (and after a subject pronoun that follows it):
///   "Ich habe das Buch gelesen" → "Ich habe gelesen das Buch" → "I have read the book";
///   "Hast du das gesehen" → "Hast du gesehen das";
/// - the finite verb at the end of a subordinate clause goes right after the
///   clause's subject: "weil ich müde bin" → "weil ich bin müde";
///   "weil ich nicht geschlafen habe" → "weil ich habe nicht geschlafen";
/// - a relative clause after a comma is a subordinate clause opened by "that":
///   "der Mann, der dort steht" → "der Mann, dass steht dort" → "the man that stands there";
/// - a separable particle at the end of a main clause goes back next to its
///   verb when the lexicon lists the pair: "Ich stehe um sieben auf" → "Ich stehe auf um sieben".
///
/// A "nicht" / "nie" right before the moved verb moves with it; a clause-final
/// "nicht" goes after the finite verb ("Ich kenne ihn nicht" → "Ich kenne nicht ihn");
/// a zu-infinitive goes to the front of its clause ("…, die Tür abzuschließen"
/// → "abzuschließen die Tür"). The rules are
/// hand-written from German grammar (no data source); they apply to one chunk
/// (a clause between punctuation marks), since German sets subordinate clauses
/// off with commas.
enum VerbFinalReordering {
    /// Languages the rules are written for.
    static let languages: Set<String> = ["de"]

    /// Finite forms of haben, sein, werden and the modal verbs.
    static let auxiliaries: Set<String> = [
        "habe", "hab", "hast", "hat", "haben", "habt", "hatte", "hattest", "hatten", "hattet", "hätte", "hättest", "hätten",
        "bin", "bist", "ist", "sind", "seid", "war", "warst", "waren", "wart", "wäre", "wärst", "wären",
        "werde", "wirst", "wird", "werden", "werdet", "wurde", "wurdest", "wurden", "würde", "würdest", "würden",
        "kann", "kannst", "können", "könnt", "konnte", "konntest", "konnten", "könnte", "könntest", "könnten",
        "muss", "musst", "müssen", "müsst", "musste", "musstest", "mussten", "müsste", "müssten",
        "will", "willst", "wollen", "wollt", "wollte", "wolltest", "wollten",
        "soll", "sollst", "sollen", "sollt", "sollte", "solltest", "sollten",
        "darf", "darfst", "dürfen", "dürft", "durfte", "durften", "dürfte",
        "möchte", "möchtest", "möchten", "möchtet", "mag", "magst", "mögen",
    ]
    private static let modalsAndFuture: Set<String> = [
        "werde", "wirst", "wird", "werden", "werdet", "würde", "würdest", "würden",
        "kann", "kannst", "können", "könnt", "konnte", "konntest", "konnten", "könnte", "könntest", "könnten",
        "muss", "musst", "müssen", "müsst", "musste", "musstest", "mussten", "müsste", "müssten",
        "will", "willst", "wollen", "wollt", "wollte", "wolltest", "wollten",
        "soll", "sollst", "sollen", "sollt", "sollte", "solltest", "sollten",
        "darf", "darfst", "dürfen", "dürft", "durfte", "durften", "dürfte", "möchte", "möchtest", "möchten", "möchtet",
    ]
    /// Words that open a verb-final subordinate clause.
    static let subordinators: Set<String> = [
        "dass", "daß", "weil", "ob", "wenn", "als", "obwohl", "bevor", "nachdem", "damit", "bis", "während", "sobald",
        "falls", "seit", "seitdem", "sodass", "wo", "was", "wer", "wen", "wem", "warum", "wann", "wohin", "woher", "wie",
        "welche", "welcher", "welches", "ehe", "indem", "solange", "weshalb", "wieso",
    ]
    /// Question words: they open a subordinate clause only inside a sentence ("…, wo er wohnt").
    private static let questionWords: Set<String> = [
        "wo", "was", "wer", "wen", "wem", "warum", "wann", "wohin", "woher", "wie", "welche", "welcher", "welches", "weshalb", "wieso",
    ]
    private static let pronouns: Set<String> = [
        "ich", "du", "er", "sie", "es", "wir", "ihr", "man", "jemand", "niemand", "das", "dies", "alle", "etwas", "nichts", "alles",
    ]
    private static let relativePronouns: Set<String> = ["der", "die", "das", "den", "dem", "denen"]
    private static let objectPronouns: Set<String> = ["mich", "dich", "ihn", "uns", "euch", "ihnen", "mir", "dir", "ihm", "sich"]
    private static let subjectPronouns: Set<String> = ["ich", "du", "er", "sie", "es", "wir", "ihr", "man"]
    private static let determiners: Set<String> = [
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "mein", "meine", "meinen",
        "meinem", "meiner", "dein", "deine", "deinen", "deinem", "deiner", "sein", "seine", "seinen", "seinem", "seiner",
        "ihr", "ihre", "ihren", "ihrem", "ihrer", "unser", "unsere", "unseren", "unserem", "euer", "eure", "euren", "dieser",
        "diese", "diesen", "diesem", "dieses", "kein", "keine", "keinen", "keinem", "jeder", "jede", "jedes", "alle",
    ]
    private static let negations: Set<String> = ["nicht", "nie", "niemals"]
    private static let separableParticles: Set<String> = [
        "an", "auf", "aus", "ein", "mit", "zu", "zurück", "weg", "los", "vor", "nach", "ab", "um", "her", "hin", "fest",
        "zusammen", "fern", "vorbei", "heim", "weiter", "kennen", "statt", "teil", "herein", "hinein", "raus", "rein",
    ]
    private static let inseparablePrefixes = ["be", "ver", "er", "ent", "zer", "emp", "miss", "über", "unter", "hinter"]
    /// Lower-case words ending like a verb form that are adjectives or adverbs.
    private static let notVerbs: Set<String> = [
        "offen", "trocken", "zufrieden", "verboten", "eigen", "golden", "gestern", "morgen", "unten", "oben", "hinten", "vorn",
        "vorne", "draußen", "drinnen", "innen", "außen", "selten", "besonders", "heute", "recht", "satt", "gut", "kaputt",
        "bekannt", "leicht", "schlecht", "alt", "laut", "spät", "weit", "bereit", "gern", "gerne", "zusammen", "allein",
        "verheiratet", "verliebt", "verletzt", "erkältet", "geöffnet", "geschlossen", "gelangweilt", "begeistert", "beschäftigt",
        "verschieden", "genug", "nett", "leer", "echt", "jetzt", "nicht", "doch", "noch", "schon", "oft", "wenn", "dann",
        "eben", "neben", "gegen", "wegen", "entgegen", "zwischen", "seit", "selbst", "mit", "nun", "an", "in", "den", "denn",
    ]

    /// Reorders `words` (one clause) for translation into English with `lookup`.
    /// - Complexity: O(n) in the clause's length.
    static func reorder(_ words: [SourceWord], lookup: PhraseLookup) -> [SourceWord] {
        guard languages.contains(lookup.table.language), words.count >= 3 else { return words }
        let lower = words.map(\.normalized)
        // A question word opens a subordinate clause only inside a sentence and before a subject
        // ("…, wo er wohnt"); otherwise it opens a verb-second question ("Hallo, wie geht es dir").
        let opensSubordinate = !questionWords.contains(lower[0])
            || (!words[0].isSentenceInitial && (pronouns.contains(lower[1]) || determiners.contains(lower[1]) || words[1].isCapitalized))
        if subordinators.contains(lower[0]) && opensSubordinate {
            return subordinate(words, lower: lower)
        }
        // A relative clause after a comma ("der Mann, der dort steht"): the relative pronoun reads as "dass"
        // ("that"), not as an article, and the clause is verb-final like any subordinate clause.
        if !words[0].isSentenceInitial, relativePronouns.contains(lower[0]), !words[1].isCapitalized,
           !words[words.count - 1].isCapitalized, lower[words.count - 1].allSatisfy(\.isLetter) {
            var relative = words
            relative[0] = SourceWord(surface: "dass", isSentenceInitial: false)
            return subordinate(relative, lower: ["dass"] + lower.dropFirst())
        }
        if let moved = infinitiveClause(words, lower: lower, lookup: lookup) { return moved }
        if let moved = infinitiveComplement(words, lower: lower) { return moved }
        if let moved = mainClauseVerb(words, lower: lower, lookup: lookup) { return moved }
        if let moved = finalNegation(words, lower: lower, lookup: lookup) { return moved }
        return separableParticle(words, lower: lower, lookup: lookup)
    }

    /// "…, die Tür abzuschließen" → "abzuschließen die Tür"; "um das Buch zu lesen" → "um zu lesen das Buch".
    private static func infinitiveClause(_ words: [SourceWord], lower: [String], lookup: PhraseLookup) -> [SourceWord]? {
        let last = words.count - 1
        guard !words[0].isSentenceInitial || ["um", "ohne", "statt", "anstatt"].contains(lower[0]) else { return nil }
        var start = last
        if lower[last - 1] == "zu", isNonFinite(words[last], lower[last], afterModal: true) {
            start = last - 1
        } else if separableParticles.contains(where: { lower[last].hasPrefix($0 + "zu") && lower[last].count > $0.count + 4 }),
                  lower[last].hasSuffix("en"), lookup.table.options(for: PhraseKey.phrase([lower[last]])) != nil {
            start = last
        } else {
            return nil
        }
        let insertAt = ["um", "ohne", "statt", "anstatt"].contains(lower[0]) ? 1 : 0
        guard start > insertAt else { return nil }
        return moving(words, start...last, to: insertAt)
    }

    /// Nouns whose zu-infinitive complement ends the clause: "Lust haben, … zu gehen" ("feel like going"),
    /// "keine Zeit haben, … zu kochen", "Angst haben, … zu fahren" (hand-written from German grammar).
    static let infinitiveComplementHeads: Set<String> = ["lust", "bock", "zeit", "angst", "spaß", "mühe", "gelegenheit", "möglichkeit"]

    /// Prepositions that make a following head noun an adverbial ("zur Zeit", "mit Mühe", "mit Spaß"), not the governor.
    static let headPrepositions: Set<String> = ["zur", "zum", "mit", "ohne", "aus", "vor", "in", "seit"]

    /// "Hast du Lust am Sonntag ins Kino zu gehen" → "Hast du Lust zu gehen am Sonntag ins Kino" ("do you want
    /// to go on Sunday to the movies"): a clause-final "zu" + infinitive belongs to the noun that governs it,
    /// not next to the finite verb (where the auxiliary rule would put it: "Have you go desire…").
    private static func infinitiveComplement(_ words: [SourceWord], lower: [String]) -> [SourceWord]? {
        let last = words.count - 1
        guard last >= 3, lower[last - 1] == "zu", isNonFinite(words[last], lower[last], afterModal: true),
              let head = lower.indices.prefix(last - 1).first(where: { index in
                  // "Zur Zeit habe ich keine Lust … zu gehen": a head inside a prepositional phrase ("zur Zeit",
                  // "at the moment") governs nothing; the next head does.
                  infinitiveComplementHeads.contains(lower[index]) && !(index > 0 && headPrepositions.contains(lower[index - 1]))
              }),
              head + 1 < last - 1 else { return nil }
        return moving(words, (last - 1)...last, to: head + 1)
    }

    /// "Ich kenne ihn nicht" → "Ich kenne nicht ihn": a clause-final "nicht" goes after the
    /// finite verb when the lexicon lists the pair ("kenne nicht" = "don't know").
    private static func finalNegation(_ words: [SourceWord], lower: [String], lookup: PhraseLookup) -> [SourceWord]? {
        let last = words.count - 1
        guard lower[last] == "nicht" else { return nil }
        // Already a phrase ("weiß ich nicht" = "I don't know"; but "sie nicht" is no reason to stay).
        let pairListed = lookup.table.options(for: PhraseKey.phrase([lower[last - 1], "nicht"])) != nil
        if (pairListed && !objectPronouns.contains(lower[last - 1]) && !pronouns.contains(lower[last - 1]))
            || (last >= 2 && lookup.table.options(for: PhraseKey.phrase([lower[last - 2], lower[last - 1], "nicht"])) != nil) {
            return nil
        }
        for verb in 0..<min(3, last - 1) where !pronouns.contains(lower[verb]) && !determiners.contains(lower[verb])
            && !objectPronouns.contains(lower[verb]) && (!words[verb].isCapitalized || words[verb].isSentenceInitial) {
            let withSubject = verb > 0 && lookup.table.options(for: PhraseKey.phrase([lower[verb - 1], lower[verb], "nicht"])) != nil
            guard withSubject || lookup.table.options(for: PhraseKey.phrase([lower[verb], "nicht"])) != nil else { continue }
            var result = words
            let negation = result.remove(at: last)
            // An inverted subject stays with its verb ("Kennst du ihn nicht" → "Kennst du nicht ihn").
            let subjectBefore = verb > 0 && subjectPronouns.contains(lower[verb - 1])
            let after = !subjectBefore && verb + 1 < last && subjectPronouns.contains(lower[verb + 1]) ? verb + 2 : verb + 1
            result.insert(negation, at: after)
            return result
        }
        return nil
    }

    /// Whether `word` looks like a participle or infinitive (lower case in the source).
    static func isNonFinite(_ word: SourceWord, _ lower: String, afterModal: Bool) -> Bool {
        guard !word.isCapitalized || word.isSentenceInitial, lower.count >= 3, !notVerbs.contains(lower),
              lower.allSatisfy(\.isLetter) else { return false }
        if afterModal {
            return lower.hasSuffix("en") || lower.hasSuffix("eln") || lower.hasSuffix("ern") || lower == "tun" || lower == "sein"
        }
        guard lower.hasSuffix("t") || lower.hasSuffix("en") else { return false }
        if lower.hasPrefix("ge") || lower.hasSuffix("iert") { return true }
        if separableParticles.contains(where: { lower.hasPrefix($0 + "ge") }) { return true }
        return inseparablePrefixes.contains(where: { lower.hasPrefix($0) && lower.count > $0.count + 3 })
    }

    private static func mainClauseVerb(_ words: [SourceWord], lower: [String], lookup: PhraseLookup) -> [SourceWord]? {
        guard let auxiliary = lower.indices.dropLast().first(where: { auxiliaries.contains(lower[$0]) && $0 <= 4 }) else { return nil }
        let last = words.count - 1
        // The lexicon lists the clause as it stands ("können sie mir helfen" = "can you help me").
        if last - auxiliary < 8, lookup.table.options(for: PhraseKey.phrase(Array(lower[auxiliary...last]))) != nil { return nil }
        let afterModal = modalsAndFuture.contains(lower[auxiliary])
        // A pair the lexicon lists ("ist gestorben") counts when the word is shaped like a verb form, not
        // for a predicate adjective ("bin müde").
        let listed = lookup.table.options(for: PhraseKey.phrase([lower[auxiliary], lower[last]])) != nil
            && (lower[last].hasSuffix("en") || lower[last].hasSuffix("t")) && !notVerbs.contains(lower[last])
            && !words[last].isCapitalized
        guard listed || isNonFinite(words[last], lower[last], afterModal: afterModal) else { return nil }
        var insertAt = auxiliary + 1
        // Inverted order ("Hast du…", "Gestern habe ich…"): the subject pronoun stays before the verb.
        let subjectBefore = auxiliary > 0 && subjectPronouns.contains(lower[auxiliary - 1])
        if !subjectBefore, insertAt < last, subjectPronouns.contains(lower[insertAt]) {
            insertAt += 1
        }
        var start = last
        if negations.contains(lower[start - 1]) { start -= 1 }
        // "Tom wollte nicht mit Maria sprechen": the verb goes after the negation ("wollte nicht" = "didn't want to").
        if insertAt < start, negations.contains(lower[insertAt]) { insertAt += 1 }
        guard start > insertAt else { return nil }
        return moving(words, start...last, to: insertAt)
    }

    private static func subordinate(_ words: [SourceWord], lower: [String]) -> [SourceWord] {
        let last = words.count - 1
        let finite = words[last]
        guard !finite.isCapitalized, lower[last].allSatisfy(\.isLetter), !notVerbs.contains(lower[last]) || lower[last] == "ist" else { return words }
        // The subject: a pronoun, a name/noun, or a determiner with its (adjectives and) noun.
        var subjectEnd = 1
        if determiners.contains(lower[1]), let noun = (2..<last).first(where: { words[$0].isCapitalized }) {
            subjectEnd = noun + 1
        } else if pronouns.contains(lower[1]) || words[1].isCapitalized {
            subjectEnd = 2
        }
        // The clause-final cluster: the finite verb, non-finite verbs before it, and a negation before those.
        var start = last
        while start - 1 >= subjectEnd + 1, isNonFinite(words[start - 1], lower[start - 1], afterModal: true) || isNonFinite(words[start - 1], lower[start - 1], afterModal: false) {
            start -= 1
        }
        var negation: SourceWord?
        if start - 1 >= subjectEnd, negations.contains(lower[start - 1]) { negation = words[start - 1]; start -= 1 }
        guard start >= subjectEnd else { return words }
        let nonFinite = negation == nil ? Array(words[start..<last]) : Array(words[(start + 1)..<last])
        var cluster = [finite]
        if let negation { cluster.append(negation) }
        cluster += nonFinite
        var result = words
        result.removeSubrange(start...last)
        result.insert(contentsOf: cluster, at: subjectEnd)
        return result
    }

    private static func separableParticle(_ words: [SourceWord], lower: [String], lookup: PhraseLookup) -> [SourceWord] {
        let last = words.count - 1
        guard separableParticles.contains(lower[last]), !words[last].isCapitalized else { return words }
        for verb in 0..<min(3, last - 1) where !pronouns.contains(lower[verb]) {
            guard lookup.table.options(for: PhraseKey.phrase([lower[verb], lower[last]])) != nil else { continue }
            var result = words
            let particle = result.remove(at: last)
            result.insert(particle, at: verb + 1)
            return result
        }
        return words
    }

    /// `words` with the words in `range` moved to `index` (before the word now there).
    private static func moving(_ words: [SourceWord], _ range: ClosedRange<Int>, to index: Int) -> [SourceWord] {
        var result = words
        let moved = Array(result[range])
        result.removeSubrange(range)
        result.insert(contentsOf: moved, at: index)
        return result
    }
}
