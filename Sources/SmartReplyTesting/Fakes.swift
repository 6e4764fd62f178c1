import SmartReply

/// Records the order in which fake stages are called, for tests of the orchestrator.
public actor StageRecorder {
    /// One call: the stage role and its main argument.
    public struct Call: Hashable, Sendable, CustomStringConvertible {
        /// The stage role: `identify`, `translate`, `generate` or `guard`.
        public var stage: String
        /// What the stage was called with: the text, prefixed by the languages for `translate` (`es>en:…`) and `guard` (`es:…`).
        public var argument: String
        /// `stage(argument)`, as in test failure messages.
        public var description: String { "\(stage)(\(argument))" }
    }

    /// Calls so far, in order.
    public private(set) var calls: [Call] = []

    /// A recorder with no calls.
    public init() {}

    /// Appends a call.
    public func record(_ stage: String, _ argument: String) {
        calls.append(Call(stage: stage, argument: argument))
    }

    /// The stage names of the calls so far, in order.
    public var stages: [String] { calls.map(\.stage) }
}

/// A language identifier that answers from a table of exact texts, then a
/// default. For tests of everything downstream of stage 1.
public struct FixedLanguageIdentifier: LanguageIdentifier {
    /// Language for texts not in `table`.
    public var language: LanguageTag
    /// Its probability, in [0, 1].
    public var confidence: Double
    /// Exact text → language.
    public var table: [String: LanguageTag]
    /// Optional call recorder.
    public var recorder: StageRecorder?

    /// - Parameters:
    ///   - language: the answer for texts not in `table`; `und` makes them undetermined.
    ///   - confidence: the answer's probability, in [0, 1]; below the options' threshold the answer is `und`.
    ///   - table: exact text → language, checked first.
    ///   - recorder: records each call as `identify(text)`.
    public init(_ language: LanguageTag, confidence: Double = 0.99,
                table: [String: LanguageTag] = [:], recorder: StageRecorder? = nil) {
        self.language = language
        self.confidence = confidence
        self.table = table
        self.recorder = recorder
    }

    /// The table's language for `text` (else the default), restricted to the options' constraints
    /// (the alphabetically first allowed language when the answer is not allowed); one hypothesis.
    /// - Throws: `SmartReplyError.invalidInput` for empty `languageConstraints`, as the standard identifier does.
    public func identifyLanguage(of text: String, options: LanguageIdentificationOptions) async throws -> LanguageIdentification {
        await recorder?.record("identify", text)
        if options.languageConstraints?.isEmpty == true {
            throw SmartReplyError(.invalidInput, "languageConstraints is empty: no language is allowed")
        }
        var best = table[text] ?? language
        if let allowed = options.languageConstraints, !allowed.contains(best), let first = allowed.sorted().first {
            best = first
        }
        if best.isUndetermined { return .undetermined }
        let hypotheses = [LanguageHypothesis(language: best, probability: 1)]
        let chosen = confidence >= options.undeterminedThreshold ? best : .undetermined
        return LanguageIdentification(language: chosen, confidence: confidence, hypotheses: hypotheses)
    }
}

/// A translator that looks whole texts up in a table per language pair and
/// reports every word of a text it does not have as unknown. Throws
/// `languageNotInstalled` for any non-English language without a table.
public struct DictionaryTranslator: Translator {
    /// Source language → (English text → text in that language). Used in both directions.
    public var tables: [LanguageTag: [String: String]]
    /// Optional call recorder.
    public var recorder: StageRecorder?

    /// - Parameters:
    ///   - tables: per non-English language, English text → text in that language.
    ///   - recorder: records each call as `translate(src>tgt:text)`.
    public init(_ tables: [LanguageTag: [String: String]], recorder: StageRecorder? = nil) {
        self.tables = tables
        self.recorder = recorder
    }

    /// The table's whole-text translation; a text not in the table comes back unchanged with every word unknown.
    /// - Throws: `SmartReplyError.languageNotInstalled` for a non-English language without a table.
    public func translate(_ text: String, from source: LanguageTag, to target: LanguageTag) async throws -> Translation {
        await recorder?.record("translate", "\(source)>\(target):\(text)")
        let words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        if source == target { return Translation(text: text, sourceWordCount: words.count) }
        let foreign = source == .english ? target : source
        guard let table = tables[foreign] else {
            throw SmartReplyError(.languageNotInstalled, "no model installed for '\(foreign)'")
        }
        if source == .english {
            if let hit = table[text] { return Translation(text: hit, sourceWordCount: words.count) }
        } else if let hit = table.first(where: { $0.value == text })?.key {
            return Translation(text: hit, sourceWordCount: words.count)
        }
        return Translation(text: text, unknownWords: words, sourceWordCount: words.count)
    }
}

/// A reply generator that returns fixed candidates, whatever the context.
public struct CannedReplyGenerator: ReplyGenerator {
    /// The candidates, best first.
    public var candidates: [ReplyCandidate]
    /// Optional call recorder.
    public var recorder: StageRecorder?

    /// - Parameters:
    ///   - candidates: returned in this order, whatever the context.
    ///   - recorder: records each call as `generate(last message)`.
    public init(_ candidates: [ReplyCandidate], recorder: StageRecorder? = nil) {
        self.candidates = candidates
        self.recorder = recorder
    }

    /// Convenience: texts with intents `i0`, `i1`… and descending scores.
    public init(texts: [String], recorder: StageRecorder? = nil) {
        self.init(texts.enumerated().map { ReplyCandidate(text: $1, intent: "i\($0)", score: Double(texts.count - $0)) },
                  recorder: recorder)
    }

    /// The first `maximumCount` candidates.
    public func suggestReplies(for context: ReplyContext, maximumCount: Int) async throws -> ReplySuggestions {
        await recorder?.record("generate", context.lastMessage?.text ?? "")
        return ReplySuggestions(candidates: Array(candidates.prefix(maximumCount)))
    }
}

/// A guard that blocks texts containing any listed substring (case-insensitive).
public struct SubstringContentGuard: ContentGuard {
    /// Substrings that make a text offensive.
    public var offensive: [String]
    /// Substrings that make a text sensitive.
    public var sensitive: [String]
    /// Optional call recorder.
    public var recorder: StageRecorder?

    /// - Parameters:
    ///   - offensive: substrings (any case) that make a text offensive; checked first.
    ///   - sensitive: substrings (any case) that make a text sensitive.
    ///   - recorder: records each call as `guard(language:text)`.
    public init(offensive: [String] = [], sensitive: [String] = [], recorder: StageRecorder? = nil) {
        self.offensive = offensive.map { $0.lowercased() }
        self.sensitive = sensitive.map { $0.lowercased() }
        self.recorder = recorder
    }

    /// Offensive with the offensive substrings found, else sensitive with the sensitive ones, else allowed.
    /// - Complexity: O(text length × substrings).
    public func check(_ text: String, language: LanguageTag) async throws -> GuardVerdict {
        await recorder?.record("guard", "\(language):\(text)")
        let lower = text.lowercased()
        let bad = offensive.filter { lower.contains($0) }
        if !bad.isEmpty { return GuardVerdict(kind: .offensive, matches: bad) }
        let touchy = sensitive.filter { lower.contains($0) }
        if !touchy.isEmpty { return GuardVerdict(kind: .sensitive, matches: touchy) }
        return .allowed
    }
}

/// Stages that do nothing, for benchmarks that time one real stage alone.
public struct NoOpLanguageIdentifier: LanguageIdentifier {
    /// The language every text is given.
    public var language: LanguageTag
    /// An identifier that answers `language` with probability 1.
    public init(_ language: LanguageTag = .english) { self.language = language }
    /// `language` with probability 1, whatever the text and options.
    public func identifyLanguage(of text: String, options: LanguageIdentificationOptions) async throws -> LanguageIdentification {
        LanguageIdentification(language: language, confidence: 1, hypotheses: [.init(language: language, probability: 1)])
    }
}

/// A translator that returns its input unchanged (and counts no unknown words).
public struct NoOpTranslator: Translator {
    /// A translator that copies.
    public init() {}
    /// `text` itself.
    public func translate(_ text: String, from source: LanguageTag, to target: LanguageTag) async throws -> Translation {
        Translation(text: text)
    }
}

/// A guard that allows everything.
public struct NoOpContentGuard: ContentGuard {
    /// A guard that allows.
    public init() {}
    /// Always `.allowed`.
    public func check(_ text: String, language: LanguageTag) async throws -> GuardVerdict { .allowed }
}
