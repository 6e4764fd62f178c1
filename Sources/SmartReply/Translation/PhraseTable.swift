import Foundation
import Synchronization

/// One translation direction of a language's phrase table, read on demand from
/// its compiled SQLite database (see ``PhraseTableStore``).
///
/// Only three compact membership sets (``PhraseKeySet``: source phrases, whole
/// texts, accent-folded words) are held in memory; a key that passes its set is
/// fetched with a prepared statement and kept in a bounded cache. So a span
/// that is not a phrase (most of the spans a decoder tries) costs a few
/// nanoseconds, a phrase seen recently a dictionary lookup, and a new phrase one
/// indexed SQLite read (a few µs: the B-tree's upper pages stay in SQLite's small
/// page cache, the leaf is one `pread` of the immutable file).
///
/// Thread-safe: the cache sits behind a `Mutex`, the connection behind its own.
final class PhraseTable: Sendable {
    /// One way to translate a source phrase.
    struct Option: Sendable {
        /// The target phrase, as written in the lexicon.
        let text: String
        /// Keys of the target words for the language model (lower-cased word tokens).
        let targetWords: ArraySlice<UInt64>
        /// The weighted translation-model score (log domain, ≤ 0 mostly; higher is better).
        let score: Float
    }

    /// Which way a table translates.
    enum Direction: Sendable { case toEnglish, fromEnglish }

    /// Feature weights of the translation model (log-linear, as in Moses' defaults
    /// scaled to our hand-weighted tables); applied when the database is compiled.
    struct Weights: Sendable {
        var forward: Float = 0.3       // ln p(target | source)
        var backward: Float = 0.2      // ln p(source | target)
        var lexical: Float = 0.05      // ln lex(target | source)
        var lexicalInverse: Float = 0.05

        /// The weights of one direction. English → xx trusts the listed order of a phrase's
        /// translations (the first listed is the one meant for en → xx, see the README) over
        /// p(English | xx): with the xx → en defaults an unambiguous slang or loan form
        /// ("slt" → hi, "hello" → hello, "remercie" → thanks) beat the common word that has
        /// several English senses ("salut" → hi / bye, "merci" → thank you / thanks).
        static func standard(for direction: Direction) -> Weights {
            var weights = Weights()
            if direction == .fromEnglish {
                weights.backward = 0.05
                weights.lexicalInverse = 0.02
            }
            return weights
        }
    }

    /// How many options are kept per source phrase, best first.
    static let optionLimit = 6
    /// Source phrases whose options are kept in memory at once, per direction (an entry is about
    /// 400 bytes: 1,024 cost ~0.4 MB a direction; whole texts, folded words and fallbacks get a
    /// quarter each). A phrase not cached costs one indexed read of the database (a few µs).
    static let cacheCapacity = 1_024

    /// The language subtag of the non-English side.
    let language: String
    /// Which way it translates.
    let direction: Direction
    /// Longest source phrase, in words (1…8).
    let maximumPhraseLength: Int
    /// Number of phrase pairs compiled (both directions share them).
    let entryCount: Int
    /// The database the options come from.
    let connection: PhraseTableConnection

    private let phrases: PhraseKeySet
    private let sentenceKeys: PhraseKeySet
    private let foldedKeys: PhraseKeySet

    private struct Cache {
        var options: [UInt64: [Option]] = [:]
        var sentences: [UInt64: String] = [:]
        var folded: [UInt64: UInt64] = [:]
        var fallbacks: [UInt64: [Option]?] = [:]
    }
    private let cache = Mutex(Cache())

    /// A table over an open connection with its membership sets (read by ``PhraseTableStore``).
    init(connection: PhraseTableConnection, language: String, direction: Direction, maximumPhraseLength: Int, entryCount: Int,
         phrases: PhraseKeySet, sentences: PhraseKeySet, folded: PhraseKeySet) {
        self.connection = connection
        self.language = language
        self.direction = direction
        self.maximumPhraseLength = max(1, min(8, maximumPhraseLength))
        self.entryCount = entryCount
        self.phrases = phrases
        self.sentenceKeys = sentences
        self.foldedKeys = folded
    }

    /// Builds a table from compiled rows in a private in-memory database (tests, and
    /// a cache directory that cannot be written).
    /// - Throws: `SmartReplyError.databaseFailure` when SQLite cannot create it.
    convenience init(rows: [PhraseTableStore.Row], language: String, direction: Direction) throws {
        let loaded = try PhraseTableStore.inMemory(rows: rows, language: language, problems: [])
        let other = direction == .toEnglish ? loaded.toEnglish : loaded.fromEnglish
        self.init(connection: other.connection, language: language, direction: direction,
                  maximumPhraseLength: other.maximumPhraseLength, entryCount: other.entryCount,
                  phrases: other.phrases, sentences: other.sentenceKeys, folded: other.foldedKeys)
    }

    /// The options of a source phrase key, best first; nil when unknown.
    /// - Complexity: O(1) for a key that is not a phrase or was looked up recently;
    ///   one indexed database read otherwise.
    @inline(__always)
    func options(for key: UInt64) -> ArraySlice<Option>? {
        guard phrases.mayContain(key) else { return nil }
        return cachedOptions(key)
    }

    private func cachedOptions(_ key: UInt64) -> ArraySlice<Option>? {
        if let hit = cache.withLock({ $0.options[key] }) { return hit[...] }
        guard let fetched = connection.options(direction: direction, key: key) else { return nil }
        let emptied = cache.withLock { cache in
            let full = cache.options.count >= Self.cacheCapacity
            if full { cache.options.removeAll(keepingCapacity: true) }
            cache.options[key] = fetched
            return full
        }
        if emptied { HeapTrim.afterEviction() }
        return fetched[...]
    }

    /// The whole-text translation of a text with key ``PhraseKey/sentence(_:)``, as written in the lexicon.
    /// - Complexity: as ``options(for:)``.
    func sentence(for key: UInt64) -> String? {
        guard sentenceKeys.mayContain(key) else { return nil }
        if let hit = cache.withLock({ $0.sentences[key] }) { return hit }
        guard let fetched = connection.sentence(direction: direction, key: key) else { return nil }
        cache.withLock { cache in
            if cache.sentences.count >= Self.cacheCapacity / 4 { cache.sentences.removeAll(keepingCapacity: true) }
            cache.sentences[key] = fetched
        }
        return fetched
    }

    /// The key of the listed single word that folds to the accent-folded key `key`.
    /// - Complexity: as ``options(for:)``.
    func foldedWord(for key: UInt64) -> UInt64? {
        guard foldedKeys.mayContain(key) else { return nil }
        if let hit = cache.withLock({ $0.folded[key] }) { return hit }
        guard let fetched = connection.folded(direction: direction, key: key) else { return nil }
        cache.withLock { cache in
            if cache.folded.count >= Self.cacheCapacity / 4 { cache.folded.removeAll(keepingCapacity: true) }
            cache.folded[key] = fetched
        }
        return fetched
    }

    /// The fallback options remembered for a word key by ``rememberFallback(_:_:)``: `.some(nil)` when
    /// the word has none, nil when nothing is remembered.
    func rememberedFallback(_ wordKey: UInt64) -> [Option]?? {
        cache.withLock { $0.fallbacks[wordKey] }
    }

    /// Remembers the fallback options of a word (``PhraseLookup/fallbackOptions(_:)``), bounded like the other caches.
    func rememberFallback(_ wordKey: UInt64, _ options: [Option]?) {
        cache.withLock { cache in
            if cache.fallbacks.count >= Self.cacheCapacity / 4 { cache.fallbacks.removeAll(keepingCapacity: true) }
            cache.fallbacks[wordKey] = .some(options)
        }
    }

    /// The number of source phrases whose options are cached now (≤ ``cacheCapacity``).
    var cachedOptionCount: Int { cache.withLock { $0.options.count } }

    /// Bytes held by the membership sets (the cache comes on top, bounded by ``cacheCapacity``).
    var membershipBytes: Int { phrases.byteCount + sentenceKeys.byteCount + foldedKeys.byteCount }

    /// Removes diacritics (canonical decomposition minus combining marks): `está` → `esta`.
    static func fold(_ word: String) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return word }
        var out = String.UnicodeScalarView()
        for scalar in word.decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            out.append(scalar)
        }
        return String(out)
    }
}
