/// The outcome of one smart-reply request, like ML Kit's `SmartReplySuggestionResult`.
public struct SmartReplyResult: Hashable, Sendable, Codable {
    /// Whether replies were produced, and if not, why not in general terms.
    public enum Status: String, Hashable, Sendable, Codable {
        /// Up to three suggestions are available.
        case success
        /// The message's language could not be determined or is not installed.
        case notSupportedLanguage
        /// The language is supported but no suggestion should be shown.
        case noReply
    }

    /// The specific reason behind a non-success status.
    public enum Reason: String, Hashable, Sendable, Codable {
        /// The incoming message is offensive.
        case offensive
        /// The incoming message touches a sensitive topic.
        case sensitive
        /// No reply fitted well enough (the generator did not trigger).
        case lowConfidence
        /// Too few of the message's words could be translated, or of every suggestion's words back into its language
        /// (``ConversationOrchestrator/Configuration/minimumSuggestionTranslationCoverage``).
        case untranslatable
        /// The language could not be identified (`und`).
        case undeterminedLanguage
        /// The language was identified but no translation model is installed for it.
        case languageNotInstalled
        /// There is no remote message to answer.
        case noRemoteMessage
        /// The message has no text once trimmed.
        case emptyMessage
        /// Every candidate was blocked by the guard.
        case allSuggestionsBlocked
    }

    /// One suggestion shown to the user.
    public struct Suggestion: Hashable, Sendable, Codable {
        /// The reply in the sender's language.
        public var text: String
        /// The reply in English, as generated.
        public var english: String
        /// The intent of the reply.
        public var intent: String
        /// The generator's score.
        public var score: Double

        /// Creates a suggestion.
        public init(text: String, english: String, intent: String, score: Double) {
            self.text = text
            self.english = english
            self.intent = intent
            self.score = score
        }
    }

    /// The status.
    public var status: Status
    /// Why the status is not `success`; `nil` on success.
    public var reason: Reason?
    /// Up to three suggestions, best first, in the sender's language. Empty unless `success`.
    public var suggestions: [Suggestion]
    /// What every stage did.
    public var trace: Trace

    /// Creates a result.
    public init(status: Status, reason: Reason?, suggestions: [Suggestion], trace: Trace) {
        self.status = status
        self.reason = reason
        self.suggestions = suggestions
        self.trace = trace
    }
}
