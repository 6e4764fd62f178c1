import Synchronization

/// What stage 4 of ``ConversationOrchestrator`` found for one English
/// suggestion in one language: the guard's verdict on the English text, its
/// translation, and the guard's verdict on the translation.
///
/// Suggestions come from a finite response set, so the same few hundred
/// (language, reply) pairs recur across messages; looking their stage-4
/// results up costs one dictionary probe instead of a translation and two
/// guard checks (about 10 µs per message with three suggestions). Valid only
/// for deterministic stages (same input, same output), which is why
/// ``ConversationOrchestrator/Configuration/cachesSuggestions`` can turn it off.
///
/// Thread-safe: the table sits behind a `Mutex`; immutable otherwise.
final class SuggestionCache: Sendable {
    /// A suggestion in English and the language it is shown in.
    struct Key: Hashable, Sendable {
        var language: LanguageTag
        var english: String
    }

    /// Stage 4's results for one key.
    struct Entry: Sendable {
        /// The guard's verdict on the English suggestion.
        var englishVerdict: GuardVerdict
        /// The suggestion in the sender's language, or nil for English (and
        /// when the English was blocked, so nothing was translated).
        var translation: String?
        /// The guard's verdict on `translation`.
        var translatedVerdict: GuardVerdict?
    }

    /// Entries kept at most (≥ 1); the table is emptied when it would grow past this.
    let capacity: Int
    private let entries = Mutex<[Key: Entry]>([:])

    init(capacity: Int = 4_096) {
        self.capacity = max(1, capacity)
    }

    /// The entry stored for `key`, if any.
    /// - Complexity: O(1): one hash of the key under the lock.
    func entry(_ key: Key) -> Entry? {
        entries.withLock { $0[key] }
    }

    /// Stores `entry` for `key`, emptying the table first when it is full
    /// (simple and bounded: a response set's pairs refill it within a few hundred messages).
    func store(_ entry: Entry, for key: Key) {
        entries.withLock { table in
            if table.count >= capacity && table[key] == nil { table.removeAll(keepingCapacity: true) }
            table[key] = entry
        }
    }
}
