/// Suffix rules that map an inflected form missing from a lexicon to a form
/// that is there, and say how to inflect the English of that form: so
/// `hablaremos` finds `hablar` (“to speak”) and becomes “we will speak”.
///
/// The rules are hand-written from the regular paradigms of each language
/// (no data source); they are a fallback tried only for unknown words, the
/// longest matching suffix first.
struct InflectionRules: Sendable {
    /// How to turn the English of the lemma into the English of the form.
    enum Shape: Sendable {
        /// Unchanged (a leading "to " is removed).
        case same
        /// The last word pluralised: cat → cats.
        case plural
        /// The verb in the past: speak → spoke, walk → walked.
        case past
        /// The verb's -ing form: speak → speaking.
        case gerund
        /// The verb's past participle: write → written, walk → walked.
        case participle
        /// The verb's third person singular: speak → speaks, go → goes.
        case thirdPerson
        /// The adjective's adverb: perfect → perfectly, easy → easily, possible → possibly.
        case adverb
    }

    /// One rule: a form ending in `suffix` may be the lemma `stem + replacement`.
    struct Rule: Sendable {
        let suffix: String
        let replacements: [String]
        /// Words put before the English, e.g. "we will".
        let prefix: String
        /// Words put after the English, e.g. "it" for an enclitic pronoun.
        let postfix: String
        let shape: Shape
    }

    /// The rules, longest suffix first.
    let rules: [Rule]

    /// A candidate lemma for a form.
    struct Candidate: Sendable, Hashable {
        let lemma: String
        let ruleIndex: Int
    }

    /// The candidate lemmas of a lower-case `word`, most specific rule first.
    /// Stems shorter than two letters are not tried.
    func candidates(for word: String) -> [Candidate] {
        var out: [Candidate] = []
        for (index, rule) in rules.enumerated() where word.hasSuffix(rule.suffix) {
            let stem = word.dropLast(rule.suffix.count)
            guard stem.count >= 2 else { continue }
            for replacement in rule.replacements { out.append(Candidate(lemma: stem + replacement, ruleIndex: index)) }
        }
        return out
    }

    /// Inflects `english` (the lemma's translation) as rule `ruleIndex` says.
    func inflect(_ english: String, ruleIndex: Int) -> String {
        let rule = rules[ruleIndex]
        var text = english
        if text.lowercased().hasPrefix("to ") { text = String(text.dropFirst(3)) }
        switch rule.shape {
        case .same: break
        case .plural: text = EnglishMorphology.pluralizeLastWord(text)
        case .past: text = EnglishMorphology.pastFirstWord(text)
        case .gerund: text = EnglishMorphology.gerundFirstWord(text)
        case .participle: text = EnglishMorphology.participleFirstWord(text)
        case .thirdPerson: text = EnglishMorphology.thirdPersonFirstWord(text)
        case .adverb: text = Self.adverb(text)
        }
        return [rule.prefix, text, rule.postfix].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The -ly adverb of a one-word English adjective ("perfect" → "perfectly", "easy" → "easily",
    /// "possible" → "possibly", "basic" → "basically"); a phrase is left as it is.
    static func adverb(_ adjective: String) -> String {
        guard !adjective.contains(" "), adjective.count > 2 else { return adjective }
        if adjective.hasSuffix("ly") { return adjective }
        if adjective.hasSuffix("le") { return adjective.dropLast() + "y" }
        if adjective.hasSuffix("y") { return adjective.dropLast() + "ily" }
        if adjective.hasSuffix("ic") { return adjective + "ally" }
        if adjective.hasSuffix("ue") { return adjective.dropLast() + "ly" }
        return adjective + "ly"
    }

    /// Parses compact rule lines `suffix>rep1|rep2>prefix>shape>postfix` (trailing parts optional).
    init(_ lines: [String]) {
        prefixes = []
        rules = lines.compactMap { line in
            let parts = line.split(separator: ">", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2, !parts[0].isEmpty else { return nil }
            let shape: Shape = switch parts.count > 3 ? parts[3] : "" {
            case "pl": .plural
            case "past": .past
            case "ing": .gerund
            case "pp": .participle
            case "3sg": .thirdPerson
            case "ly": .adverb
            default: .same
            }
            return Rule(suffix: parts[0], replacements: parts[1].split(separator: "|", omittingEmptySubsequences: false).map(String.init),
                        prefix: parts.count > 2 ? parts[2] : "", postfix: parts.count > 4 ? parts[4] : "", shape: shape)
        }.sorted { $0.suffix.count > $1.suffix.count }
    }

    /// Verb prefixes stripped, longest first, when no suffix rule finds a form ("поработать" → "работать").
    let prefixes: [String]

    /// The words left when a prefix of the language is taken off `word` (at least four letters left).
    func prefixStripped(_ word: String) -> [String] {
        prefixes.compactMap { prefix in
            guard word.hasPrefix(prefix), word.count - prefix.count >= max(4, 6 - prefix.count) else { return nil }
            return String(word.dropFirst(prefix.count))
        }
    }

    /// The rules of a language; empty for a language without rules.
    static func forLanguage(_ language: String) -> InflectionRules {
        InflectionRules(rules: InflectionRules(table[language] ?? []).rules,
                        prefixes: (prefixTable[language] ?? []).sorted { $0.count > $1.count })
    }

    private init(rules: [Rule], prefixes: [String]) {
        self.rules = rules
        self.prefixes = prefixes
    }

    /// Russian and Ukrainian aspect prefixes: a prefixed verb the tables lack reads as its plain verb
    /// ("почитать" = "read", "заговорил" = "spoke"), a close enough guess for a phrase-based decoder.
    private static let prefixTable: [String: [String]] = [
        "ru": ["пере", "при", "про", "раз", "рас", "под", "над", "вы", "за", "по", "на", "от", "до", "из", "об", "у", "с"],
        "uk": ["пере", "при", "про", "роз", "під", "над", "ви", "за", "по", "на", "від", "до", "із", "об", "у", "з", "с"],
    ]

    private static let table: [String: [String]] = [
        // English → xx: back to the listed base form; the xx side is used as listed.
        "en": ["ies>y", "ves>f|fe", "es>|e", "s>", "ied>y", "ed>|e", "ing>|e", "'s>"],
        "es": [
            "aremos>ar>we will", "eremos>er>we will", "iremos>ir>we will", "aré>ar>I will", "eré>er>I will", "iré>ir>I will",
            "arás>ar>you will", "erás>er>you will", "irás>ir>you will", "ará>ar>will", "erá>er>will", "irá>ir>will",
            "arán>ar>they will", "erán>er>they will", "irán>ir>they will",
            "aría>ar>would", "ería>er>would", "iría>ir>would",
            "ando>ar>>ing", "iendo>er|ir>>ing", "ado>ar>>pp", "ada>ar>>pp", "ados>ar>>pp", "adas>ar>>pp",
            "ido>er|ir>>pp", "ida>er|ir>>pp", "idos>er|ir>>pp", "idas>er|ir>>pp", "aba>ar>>past", "aban>ar>they>past", "ábamos>ar>we>past",
            "ía>er|ir>>past", "ían>er|ir>they>past", "ó>ar>>past", "ió>er|ir>>past", "aron>ar>they>past",
            "ieron>er|ir>they>past", "amos>ar>we", "emos>er>we", "imos>ir>we", "áis>ar>you", "éis>er>you",
            "an>ar>they", "en>er|ir>they", "as>ar>you", "es>er|ir|>you", "o>ar|er|ir>I", "a>ar|o", "e>er|ir",
            "os>o>>pl", "as>a|o>>pl", "es>>>pl", "s>>>pl",
            "rlo>r>>>it", "rla>r>>>it", "rle>r>>>him", "rme>r>>>me", "rte>r>>>you", "rse>r", "rnos>r>>>us", "rlos>r>>>them", "rlas>r>>>them",
            "ndolo>r>>ing>it", "ísimo>o", "ísima>o", "ita>a|o", "ito>o", "amente>o|a>>ly", "mente>>>ly",
            // more persons of the regular tenses: conditional, preterite, imperfect, imperfect and present subjunctive
            "arías>ar>you would", "erías>er>you would", "irías>ir>you would", "aríamos>ar>we would", "eríamos>er>we would",
            "iríamos>ir>we would", "arían>ar>they would", "erían>er>they would", "irían>ir>they would",
            "aste>ar>you>past", "iste>er|ir>you>past", "é>ar>I>past", "í>er|ir>I>past", "abas>ar>you>past",
            "ías>er|ir>you>past", "íamos>er|ir>we>past", "ara>ar>>past", "aras>ar>you>past", "áramos>ar>we>past",
            "aran>ar>they>past", "iera>er|ir>>past", "ieras>er|ir>you>past", "iéramos>er|ir>we>past", "ieran>er|ir>they>past",
            "e>ar", "es>ar>you", "en>ar>they", "emos>ar>we", "as>er|ir>you", "an>er|ir>they", "amos>er|ir>we",
            // reflexive infinitives and gerunds with their pronoun ("sentarme" → "sentarse"), imperatives with enclitics
            "rme>rse", "rte>rse", "rnos>rse", "ándome>ar>>ing", "ándote>ar>>ing", "ándose>ar>>ing", "iéndome>er|ir>>ing",
            "iéndote>er|ir>>ing", "iéndose>er|ir>>ing", "ándolo>ar>>ing>it", "iéndolo>er|ir>>ing>it",
            "ame>ar>>>me", "eme>er|ir>>>me", "anos>ar>>>us", "enos>er|ir>>>us", "alo>ar>>>it", "elo>er|ir>>>it",
            "ale>ar>>>him", "ele>er|ir>>>him", "amelo>ar>>>it to me", "emelo>er|ir>>>it to me", "ate>arse|ar", "ete>erse|irse|er|ir",
        ],
        "pt": [
            "aremos>ar>we will", "eremos>er>we will", "iremos>ir>we will", "arei>ar>I will", "erei>er>I will", "irei>ir>I will",
            "ará>ar>will", "erá>er>will", "irá>ir>will", "ando>ar>>ing", "endo>er>>ing", "indo>ir>>ing",
            "ado>ar>>past", "ada>ar>>past", "ido>er|ir>>past", "ida>er|ir>>past", "ou>ar>>past", "eu>er>>past", "iu>ir>>past",
            "amos>ar>we", "emos>er>we", "imos>ir>we", "am>ar>they", "em>er|ir>they", "o>ar|er|ir>I", "a>ar|o", "e>er|ir",
            "ões>ão>>pl", "ães>ão>>pl", "ns>m>>pl", "os>o>>pl", "as>a|o>>pl", "es>>>pl", "s>>>pl",
            "inho>o", "inha>a|o",
        ],
        "fr": [
            "erons>er>we will", "eront>er>they will", "erai>er>I will", "eras>er>you will", "era>er>will",
            "erais>er>would", "erait>er>would", "ant>er|re|ir>>ing",
            "ées>er>>past", "ée>er>>past", "és>er>>past", "é>er>>past", "ait>er>>past", "ais>er>>past", "aient>er>they>past",
            "ons>er|re|ir>we", "ez>er|re|ir>you", "ent>er|re|ir|>they", "es>er|e|>", "e>er|", "is>ir|re", "it>ir|re",
            "aux>al>>pl", "eaux>eau>>pl", "x>>>pl", "s>>>pl",
        ],
        "it": [
            "eremo>are|ere>we will", "eranno>are|ere>they will", "erò>are|ere>I will", "erai>are|ere>you will", "erà>are|ere>will",
            "iremo>ire>we will", "irò>ire>I will", "irà>ire>will", "ando>are>>ing", "endo>ere|ire>>ing",
            "ato>are>>past", "ata>are>>past", "ati>are>>past", "ate>are|ata|ato>>", "uto>ere>>past", "ito>ire>>past",
            "iamo>are|ere|ire>we", "ano>are>they", "ono>ere|ire>they", "ete>ere>you", "ite>ire>you",
            "o>are|ere|ire|", "i>are|ere|ire|o|e>", "a>are|o", "e>ere|ire|a|o>",
            "ini>ino>>pl", "ine>ina>>pl",
        ],
        "de": [
            "ten>en>>past", "te>en>>past", "st>en>you", "t>en|", "e>en|", "en>|e|>", "ern>er|>>pl", "er>|e>",
            "es>|e>", "em>|e>", "n>>>pl", "s>>>pl",
        ],
        "nl": [
            "den>en>>past", "ten>en>>past", "de>en>>past", "te>en>>past", "t>en|", "en>|>", "s>>>pl", "e>|",
        ],
        "ru": [
            "ами>|а|о|ь>>pl", "ями>я|ь|е>>pl", "ого>ый|ой|ий|о", "его>ий|ее", "ому>ый|ой|", "ему>ий", "ыми>ый>>", "ими>ий",
            "ешь>ать|еть|ть", "ете>ать|еть|ть", "ишь>ить|еть", "ите>ить|еть", "ают>ать>they", "яют>ять>they", "ут>ть|ти>they",
            "ют>ть>they", "ат>ать|еть>they", "ят>ить|ять>they", "ает>ать>>3sg", "яет>ять>>3sg", "ет>ть|еть>>3sg", "ит>ить|еть>>3sg",
            "ла>ть>>past", "ло>ть>>past", "ли>ть>>past", "л>ть>>past", "аю>ать>I", "яю>ять>I", "ую>овать|ый|ой|а>",
            "юю>ий|я", "ая>ый|ой", "яя>ий", "ое>ый|ой", "ее>ий", "ые>ый>>", "ие>ий|ие", "ых>ый", "их>ий",
            "ах>|а|о>>pl", "ях>я|ь|е>>pl", "ов>>>pl", "ев>й|ь>>pl", "ей>ь|я|е>>pl", "ом>|о", "ем>ь|е|й", "ой>а|ый|ой", "ей>я|ь",
            "ым>ый", "им>ий", "у>а|ть|", "ю>я|ь|ть", "е>а|я|о|", "ы>а|>>pl", "и>я|ь|а|>>pl", "а>|о", "я>ь|е|й",
            // reflexive verbs: past, present and infinitive with -ся/-сь, also found through the plain verb
            "лся>ться|ть>>past", "лась>ться|ть>>past", "лось>ться|ть>>past", "лись>ться|ть>>past",
            "юсь>ться|ть>I", "ешься>ться|ть", "ется>ться|ть>>3sg", "емся>ться|ть>we", "етесь>ться|ть>you", "ются>ться|ть>they",
            "ишься>иться|ить", "ится>иться|ить>>3sg", "имся>иться|ить>we", "итесь>иться|ить>you", "ятся>иться|ить|яться>they",
            "атся>аться|ать>they", "йся>ться|ть", "йтесь>ться|ть", "ться>ть",
            // passive participles (написанная → написать "written", купленный → купить), gerunds, diminutives
            "анный>ать>>pp", "анная>ать>>pp", "анное>ать>>pp", "анные>ать>>pp", "анного>ать>>pp", "анной>ать>>pp",
            "анную>ать>>pp", "анным>ать>>pp", "ан>ать>>pp", "ана>ать>>pp", "ано>ать>>pp", "аны>ать>>pp",
            "янный>ять>>pp", "яно>ять>>pp", "ленный>ить>>pp", "ленная>ить>>pp", "ленное>ить>>pp", "ленные>ить>>pp",
            "лен>ить>>pp", "лена>ить>>pp", "лено>ить>>pp", "лены>ить>>pp", "енный>ить|еть>>pp", "енная>ить|еть>>pp",
            "енное>ить|еть>>pp", "енные>ить|еть>>pp", "ен>ить|еть>>pp", "ена>ить|еть>>pp", "ено>ить|еть>>pp", "ены>ить|еть>>pp",
            "тый>ть>>pp", "тая>ть>>pp", "тое>ть>>pp", "тые>ть>>pp", "ая>ать>>ing", "яя>ять>>ing", "аясь>аться>>ing",
            "уясь>оваться>>ing", "ясь>иться|яться>>ing", "вшись>ться>>ing", "ав>ать>>ing", "ив>ить>>ing", "вши>ть>>ing",
            "ик>", "чик>", "ечка>ка|а", "очка>ка|а", "ек>ка|ко>>pl", "ок>ка>>pl",
        ],
        "uk": [
            "ами>|а|о|ь>>pl", "ями>я|ь|е>>pl", "ого>ий|ій", "ому>ий|ій|", "ими>ий>>", "іми>ій",
            "єш>ти|ати", "ете>ти|ати", "иш>ити", "ите>ити", "ають>ати>they", "ють>ти>they", "уть>ти>they", "ять>ити|яти>they",
            "ать>ати>they", "ає>ати>>3sg", "є>ти>>3sg", "ить>ити>>3sg", "ла>ти>>past", "ло>ти>>past", "ли>ти>>past", "в>ти>>past",
            "аю>ати>I", "ую>увати|ий|а", "ою>а|я|", "ею>я|ь|", "ах>|а|о>>pl", "ях>я|ь>>pl", "ів>|а>>pl",
            "ом>|о", "ем>ь|е", "ої>а|ий", "ій>я|ий", "им>ий", "і>а|я|ь|>>pl", "и>а|>>pl", "у>а|", "ю>я|ь", "а>|о", "я>ь|е",
            // reflexive verbs: past, present and infinitive with -ся/-сь, also found through the plain verb
            "вся>тися|ти>>past", "лася>тися|ти>>past", "лося>тися|ти>>past", "лися>тися|ти>>past",
            "юся>тися|ти>I", "єшся>тися|ти", "ється>тися|ти>>3sg", "ємося>тися|ти>we", "єтеся>тися|ти>you", "ються>тися|ти>they",
            "ишся>итися|ити", "иться>итися|ити>>3sg", "имося>итися|ити>we", "итеся>итися|ити>you", "яться>итися|ити>they",
            "йся>тися|ти", "йтеся>тися|ти", "тися>ти", "ме>ти>will", "муть>ти>they will", "му>ти>I will",
            // passive participles (написаний → написати "written", зроблено → зробити), gerunds, diminutives
            "аний>ати>>pp", "ана>ати>>pp", "ане>ати>>pp", "ані>ати>>pp", "ано>ати>>pp", "аного>ати>>pp", "аної>ати>>pp",
            "лений>ити>>pp", "лена>ити>>pp", "лене>ити>>pp", "лені>ити>>pp", "лено>ити>>pp",
            "ений>ити>>pp", "ена>ити>>pp", "ене>ити>>pp", "ені>ити>>pp", "ено>ити>>pp",
            "тий>ти>>pp", "та>ти>>pp", "те>ти>>pp", "ті>ти>>pp", "то>ти>>pp",
            "аючи>ати>>ing", "ячи>ити|яти>>ing", "ючи>ти>>ing", "учи>ти>>ing", "вши>ти>>ing", "вшись>тися>>ing",
            "ючись>тися>>ing", "ячись>итися>>ing",
            "ик>", "чик>", "ечка>ка|а", "очка>ка|а", "ок>ка>>pl",
        ],
    ]
}

/// Regular English inflection for the fallback, with the commonest irregular verbs.
enum EnglishMorphology {
    /// Plural of the last word: box → boxes, city → cities, cat → cats.
    static func pluralizeLastWord(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        guard let last = words.last, last.allSatisfy(\.isLetter) else { return text }
        let lower = last.lowercased()
        if let irregular = ["man": "men", "woman": "women", "child": "children", "person": "people", "foot": "feet",
                            "tooth": "teeth", "mouse": "mice", "life": "lives", "wife": "wives", "knife": "knives"][lower] {
            words[words.count - 1] = irregular
        } else if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) {
            words[words.count - 1] = last + "es"
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            words[words.count - 1] = last.dropLast() + "ies"
        } else {
            words[words.count - 1] = last + "s"
        }
        return words.joined(separator: " ")
    }

    static let irregularPast: [String: String] = [
        "be": "was", "have": "had", "do": "did", "go": "went", "say": "said", "make": "made", "get": "got", "know": "knew",
        "think": "thought", "take": "took", "see": "saw", "come": "came", "give": "gave", "find": "found", "tell": "told",
        "speak": "spoke", "eat": "ate", "drink": "drank", "write": "wrote", "read": "read", "buy": "bought", "leave": "left",
        "feel": "felt", "put": "put", "bring": "brought", "begin": "began", "keep": "kept", "hold": "held", "stand": "stood",
        "hear": "heard", "let": "let", "mean": "meant", "meet": "met", "run": "ran", "pay": "paid", "sit": "sat",
        "lose": "lost", "sleep": "slept", "sell": "sold", "send": "sent", "understand": "understood", "win": "won",
        "forget": "forgot", "choose": "chose", "drive": "drove", "fall": "fell", "fly": "flew", "sing": "sang",
        "swim": "swam", "teach": "taught", "catch": "caught", "wear": "wore", "break": "broke", "become": "became",
        "can": "could", "will": "would", "cut": "cut", "spend": "spent", "build": "built", "grow": "grew", "draw": "drew",
        "throw": "threw", "sell out": "sold out", "wake": "woke", "ride": "rode", "hide": "hid", "bite": "bit", "lie": "lay",
    ]

    /// Past tense of the first word: speak → spoke, walk → walked, try → tried.
    static func pastFirstWord(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        guard let first = words.first, first.allSatisfy(\.isLetter) else { return text }
        let lower = first.lowercased()
        if let irregular = irregularPast[lower] {
            words[0] = irregular
        } else if lower.hasSuffix("e") {
            words[0] = first + "d"
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            words[0] = first.dropLast() + "ied"
        } else {
            words[0] = first + "ed"
        }
        return words.joined(separator: " ")
    }

    /// Third person singular of the first word: speak → speaks, go → goes, try → tries, be → is.
    static func thirdPersonFirstWord(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        guard let first = words.first, first.allSatisfy(\.isLetter) else { return text }
        let lower = first.lowercased()
        if let irregular = ["be": "is", "have": "has", "do": "does", "go": "goes", "can": "can", "must": "must", "will": "will"][lower] {
            words[0] = irregular
        } else if ["s", "x", "z", "ch", "sh", "o"].contains(where: lower.hasSuffix) {
            words[0] = first + "es"
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            words[0] = first.dropLast() + "ies"
        } else {
            words[0] = first + "s"
        }
        return words.joined(separator: " ")
    }

    /// Irregular past participles that differ from the past tense.
    static let irregularParticiple: [String: String] = [
        "write": "written", "do": "done", "see": "seen", "take": "taken", "give": "given", "break": "broken", "speak": "spoken",
        "eat": "eaten", "forget": "forgotten", "choose": "chosen", "know": "known", "steal": "stolen", "wear": "worn",
        "drive": "driven", "hide": "hidden", "bite": "bitten", "fall": "fallen", "draw": "drawn", "grow": "grown",
        "throw": "thrown", "fly": "flown", "go": "gone", "be": "been", "begin": "begun", "drink": "drunk", "sing": "sung",
        "swim": "swum", "ring": "rung", "come": "come", "become": "become", "run": "run", "freeze": "frozen", "wake": "woken",
        "ride": "ridden", "rise": "risen", "shake": "shaken", "tear": "torn", "show": "shown", "forgive": "forgiven",
    ]

    /// Past participle of the first word: write → written, close → closed.
    static func participleFirstWord(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        guard let first = words.first, let participle = irregularParticiple[first.lowercased()] else { return pastFirstWord(text) }
        words[0] = participle
        return words.joined(separator: " ")
    }

    /// The -ing form of the first word: make → making, speak → speaking.
    static func gerundFirstWord(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        guard let first = words.first, first.allSatisfy(\.isLetter) else { return text }
        let lower = first.lowercased()
        if lower == "be" || lower == "see" || lower.hasSuffix("ee") {
            words[0] = first + "ing"
        } else if lower.hasSuffix("ie") {
            words[0] = first.dropLast(2) + "ying"
        } else if lower.hasSuffix("e") {
            words[0] = first.dropLast() + "ing"
        } else {
            words[0] = first + "ing"
        }
        return words.joined(separator: " ")
    }
}
