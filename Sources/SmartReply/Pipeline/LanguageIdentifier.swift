/// One guess of a language identifier: a language and its probability.
public struct LanguageHypothesis: Hashable, Sendable, Codable {
    /// The BCP-47 tag guessed.
    public var language: LanguageTag
    /// Posterior probability in [0, 1]; the hypotheses of one identification sum to 1.
    public var probability: Double

    /// Creates a hypothesis; `probability` in [0, 1].
    public init(language: LanguageTag, probability: Double) {
        self.language = language
        self.probability = probability
    }
}

/// Per-call settings of language identification, in the vocabulary of
/// Apple's `NLLanguageRecognizer` and ML Kit's `LanguageIdentificationOptions`.
public struct LanguageIdentificationOptions: Sendable, Hashable {
    /// Below this probability the dominant language is reported as `und`.
    /// In [0, 1]; 0.5 by default, like ML Kit.
    public var undeterminedThreshold: Double
    /// Prior weights per language (like `NLLanguageRecognizer.languageHints`):
    /// a weight w multiplies the language's likelihood by w (languages not
    /// named keep weight 1; ``languageConstraints`` is what excludes languages). Weights ≥ 0.
    public var languageHints: [LanguageTag: Double]
    /// The languages allowed (like `NLLanguageRecognizer.languageConstraints`);
    /// `nil` allows every language the model knows. A tag with a region (`es-MX`) allows the
    /// model's language for it (`es`); so does a hint with a region weigh it. Text whose letters are in
    /// a script none of the allowed languages is written in (Cyrillic with `[en, es]`) is in none of
    /// them: the hypotheses still rank the allowed languages, but the dominant language is `und`
    /// unless ``undeterminedThreshold`` is 0.
    public var languageConstraints: Set<LanguageTag>?
    /// How many hypotheses to return at most (≥ 1).
    public var maximumHypotheses: Int

    /// Creates options; the defaults are ML Kit's (threshold 0.5, no hints, no constraints, 5 hypotheses).
    public init(undeterminedThreshold: Double = 0.5,
                languageHints: [LanguageTag: Double] = [:],
                languageConstraints: Set<LanguageTag>? = nil,
                maximumHypotheses: Int = 5) {
        self.undeterminedThreshold = undeterminedThreshold
        self.languageHints = languageHints
        self.languageConstraints = languageConstraints
        self.maximumHypotheses = maximumHypotheses
    }
}

/// The result of identifying the language of one text.
public struct LanguageIdentification: Hashable, Sendable, Codable {
    /// The dominant language, or `und` when its probability is below the
    /// threshold or the text has no letters.
    public var language: LanguageTag
    /// The probability of the best hypothesis, in [0, 1] (0 when there are no hypotheses).
    public var confidence: Double
    /// Hypotheses, most probable first, probabilities summing to 1. Empty, with `language` `und`
    /// and confidence 0, for text with no letters and for text the identifier finds in none of
    /// its languages (the standard one's out-of-model check: "xxxxxxxxxx", keyboard mashing).
    public var hypotheses: [LanguageHypothesis]

    /// Creates an identification result.
    public init(language: LanguageTag, confidence: Double, hypotheses: [LanguageHypothesis]) {
        self.language = language
        self.confidence = confidence
        self.hypotheses = hypotheses
    }

    /// The result for text that carries no language (emoji, digits, a URL…).
    public static let undetermined = LanguageIdentification(language: .undetermined, confidence: 0, hypotheses: [])
}

/// Stage 1: identifies the language of a text.
///
/// An implementation must be safe to call from many tasks at once, must
/// return hypotheses sorted by descending probability that sum to 1 (or none),
/// must honour `languageConstraints` (never return a language outside it), and
/// must return `und` as ``LanguageIdentification/language`` when the best
/// probability is below `undeterminedThreshold`.
public protocol LanguageIdentifier: Sendable {
    /// Identifies the language of `text`.
    /// - Throws: ``SmartReplyError`` (`.invalidInput` for bad options); a model
    ///   that cannot be read is reported when the identifier is created.
    func identifyLanguage(of text: String, options: LanguageIdentificationOptions) async throws -> LanguageIdentification
}

extension LanguageIdentifier {
    /// Identifies the language of `text` with the default options.
    public func identifyLanguage(of text: String) async throws -> LanguageIdentification {
        try await identifyLanguage(of: text, options: LanguageIdentificationOptions())
    }

    /// The `maximum` most probable hypotheses, like `NLLanguageRecognizer.languageHypotheses(withMaximum:)`.
    public func hypotheses(for text: String, maximum: Int) async throws -> [LanguageHypothesis] {
        try await identifyLanguage(of: text, options: LanguageIdentificationOptions(maximumHypotheses: maximum)).hypotheses
    }
}
