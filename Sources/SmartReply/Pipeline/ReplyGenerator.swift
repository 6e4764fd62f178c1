import Foundation

/// One message of a conversation, as the orchestrator receives it.
public struct ConversationMessage: Hashable, Sendable, Codable {
    /// The text, in any language.
    public var text: String
    /// When it was sent; `nil` when unknown.
    public var timestamp: Date?
    /// Who sent it.
    public var userID: String
    /// Whether the local user (the one we suggest replies for) sent it.
    public var isLocalUser: Bool

    /// Creates a message.
    public init(text: String, timestamp: Date? = nil, userID: String, isLocalUser: Bool) {
        self.text = text
        self.timestamp = timestamp
        self.userID = userID
        self.isLocalUser = isLocalUser
    }
}

/// The English context a ``ReplyGenerator`` answers: the last messages,
/// oldest first; the last one is the remote message to reply to.
public struct ReplyContext: Hashable, Sendable {
    /// Messages with their text in English (or untranslated where that failed), oldest first. The orchestrator
    /// never passes an empty list; a context built by hand with none gets no candidates from the standard generator.
    public var messages: [ConversationMessage]
    /// The sentiment of the message answered, in [-1, 1], if a stage computed it.
    public var sentiment: Double?

    /// Creates a context; `messages` oldest first, the last one answered.
    public init(messages: [ConversationMessage], sentiment: Double? = nil) {
        self.messages = messages
        self.sentiment = sentiment
    }

    /// The message to reply to.
    public var lastMessage: ConversationMessage? { messages.last }
}

/// One English reply a generator proposes.
public struct ReplyCandidate: Hashable, Sendable, Codable {
    /// The reply text, in English.
    public var text: String
    /// The semantic intent of the reply, e.g. `thanks`, `agreement`, `sympathy`.
    public var intent: String
    /// The model's score; higher is better. Scale depends on the generator.
    public var score: Double

    /// Creates a candidate.
    public init(text: String, intent: String, score: Double) {
        self.text = text
        self.intent = intent
        self.score = score
    }
}

/// What a generator returns for one context.
public struct ReplySuggestions: Hashable, Sendable, Codable {
    /// Ranked candidates, best first, at most one per intent. Empty means the
    /// generator chose not to trigger (no reply fits well enough).
    public var candidates: [ReplyCandidate]
    /// The sentiment score of the message answered, in [-1, 1], if computed.
    public var sentiment: Double?

    /// Creates a generator result.
    public init(candidates: [ReplyCandidate], sentiment: Double? = nil) {
        self.candidates = candidates
        self.sentiment = sentiment
    }
}

/// Stage 3: proposes English replies to an English conversation context.
///
/// An implementation must be safe to call from many tasks at once, return at
/// most `maximumCount` candidates ranked best first with distinct intents, and
/// return none when nothing fits (the orchestrator reports `lowConfidence`).
public protocol ReplyGenerator: Sendable {
    /// Suggests up to `maximumCount` English replies to the last message of `context`.
    /// - Throws: `SmartReplyError` when the model cannot be used.
    func suggestReplies(for context: ReplyContext, maximumCount: Int) async throws -> ReplySuggestions
}

extension ReplyGenerator {
    /// Suggests up to three replies.
    public func suggestReplies(for context: ReplyContext) async throws -> ReplySuggestions {
        try await suggestReplies(for: context, maximumCount: 3)
    }
}
