/// A record of what each stage did for one request: the value that flows
/// through the pipeline, shown by `replay --trace` and the REPL's `:trace`,
/// and asserted on by tests.
public struct Trace: Hashable, Sendable, Codable {
    /// The stages, in the order they run.
    public enum Stage: String, Hashable, Sendable, Codable, CaseIterable, CodingKeyRepresentable {
        case identify, translateIn, guardInput, generate, guardOutput, translateOut
    }

    /// Where in the pipeline a guard check ran.
    public enum GuardPoint: String, Hashable, Sendable, Codable {
        /// The incoming message in its own language.
        case incomingOriginal
        /// The incoming message in English.
        case incomingEnglish
        /// A suggestion in English, before translation back.
        case suggestionEnglish
        /// A suggestion after translation into the sender's language.
        case suggestionTranslated
    }

    /// One guard decision.
    public struct GuardCheck: Hashable, Sendable, Codable {
        /// Where the check ran.
        public var point: GuardPoint
        /// The text checked.
        public var text: String
        /// The language it was checked in.
        public var language: LanguageTag
        /// The guard's decision.
        public var verdict: GuardVerdict

        /// Creates a record of one guard check.
        public init(point: GuardPoint, text: String, language: LanguageTag, verdict: GuardVerdict) {
            self.point = point
            self.text = text
            self.language = language
            self.verdict = verdict
        }
    }

    /// The message answered, after truncation.
    public var message: String = ""
    /// Whether the message was cut to the orchestrator's length limit.
    public var truncated: Bool = false
    /// The length of the message before truncation, in characters.
    public var originalLength: Int = 0
    /// Language identification, if it ran.
    public var identification: LanguageIdentification?
    /// The language used for translation (the identified one, or a forced one).
    public var language: LanguageTag?
    /// Whether ``language`` is the sender's conversation language because the
    /// message itself was too short to identify, or had no letters (see
    /// ``ConversationOrchestrator/Configuration/conversationLanguageMaximumWords``).
    public var languageFromConversation: Bool = false
    /// The message in English, if it was translated or already English.
    public var english: String?
    /// Words of the message the translator did not know.
    public var unknownWords: [String] = []
    /// The message's sentiment in [-1, 1], if the generator computed it.
    public var sentiment: Double?
    /// Candidates from the generator, in English, before the output guard.
    public var englishCandidates: [ReplyCandidate] = []
    /// Every guard decision, in order.
    public var guardChecks: [GuardCheck] = []
    /// Wall-clock time spent in each stage, in microseconds.
    public var timingsMicros: [Stage: Int] = [:]
    /// Wall-clock time of the whole request, in microseconds.
    public var totalMicros: Int = 0

    /// An empty trace: no language, no English, no guard checks, no timings.
    public init() {}
}
