import Synchronization

/// A bounded table of results of a deterministic stage call, shared by
/// concurrent requests: what ``ConversationOrchestrator`` remembers between
/// messages (see ``SuggestionCache`` and ``ContextTranslationCache``).
///
/// Valid only for deterministic stages (same input, same output), which is why
/// ``ConversationOrchestrator/Configuration/cachesStageResults`` can turn it off.
/// Thread-safe: the table sits behind a `Mutex`; immutable otherwise.
final class StageMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// Entries kept at most (≥ 1); the table is emptied when it would grow past this.
    let capacity: Int
    private let entries = Mutex<[Key: Value]>([:])

    init(capacity: Int = 4_096) {
        self.capacity = max(1, capacity)
    }

    /// The value stored for `key`, if any.
    /// - Complexity: O(1): one hash of the key under the lock.
    func value(for key: Key) -> Value? {
        entries.withLock { $0[key] }
    }

    /// Stores `value` for `key`, emptying the table first when it is full (simple and
    /// bounded: the recurring keys refill it within a few hundred messages).
    func store(_ value: Value, for key: Key) {
        entries.withLock { table in
            if table.count >= capacity && table[key] == nil { table.removeAll(keepingCapacity: true) }
            table[key] = value
        }
    }
}

/// A text and its language: the key of the orchestrator's memos.
struct TextInLanguage: Hashable, Sendable {
    /// The language the text is shown or written in.
    var language: LanguageTag
    /// The text (for suggestions, the English reply).
    var text: String
}

/// What stage 4 found for one English suggestion in one language: the guard's
/// verdict on the English text, its translation, and the guard's verdict on
/// the translation.
///
/// Suggestions come from a finite response set, so the same few hundred
/// (language, reply) pairs recur across messages; looking their stage-4
/// results up costs one dictionary probe instead of a translation and two
/// guard checks (about 10 µs per message with three suggestions).
struct SuggestionCheck: Sendable {
    /// The guard's verdict on the English suggestion.
    var englishVerdict: GuardVerdict
    /// The suggestion in the sender's language, or nil for English (and
    /// when the English was blocked, so nothing was translated).
    var translation: String?
    /// The guard's verdict on `translation`; nil when the translation was not checked because its
    /// coverage was below the threshold then.
    var translatedVerdict: GuardVerdict?
    /// ``Translation/coverage`` of `translation`, in [0, 1].
    var translationCoverage: Double = 1
}

/// Stage 4's results per (language, English suggestion).
typealias SuggestionCache = StageMemo<TextInLanguage, SuggestionCheck>

/// English translations of messages per (language, message text): a message is
/// translated when it is the latest one, and then again as context of each
/// later message in the window (up to nine times with a window of ten); this
/// keeps the first translation for the context. Only the context reads it: the
/// latest message is always translated afresh (its trace shows that run).
typealias ContextTranslationCache = StageMemo<TextInLanguage, Translation>

/// An earlier message's normalized text and the allowed languages it was identified with:
/// the key of the conversation vote's memo (``ConversationVoteCache``).
struct VoteKey: Hashable, Sendable {
    /// The message, cut and normalized as ``ConversationOrchestrator/conversationSample(_:sender:)`` gives it.
    var text: String
    /// ``LanguageIdentificationOptions/languageConstraints`` of the identification.
    var constraints: Set<LanguageTag>?
}

/// An earlier message's part in the conversation-language vote: its weight, the number of its
/// words with letters, and its identification (nil when it has no such word and does not vote).
struct Vote: Sendable {
    var words: Int
    var identification: LanguageIdentification?
}

/// Votes of the sender's earlier messages for the conversation-language vote: each earlier
/// message votes at every later turn of its sender while it is in the conversation sample (the last
/// three messages, up to ``ConversationOrchestrator/conversationSampleMaximumMessages`` after one-word
/// replies), and was counted and identified again each time; this keeps the first count and
/// identification.
typealias ConversationVoteCache = StageMemo<VoteKey, Vote>
