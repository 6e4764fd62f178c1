import Foundation
import Synchronization

/// A language's phrase tables, both directions, open for lookups.
struct LoadedLexicon: Sendable {
    /// xx → English.
    let toEnglish: PhraseLookup
    /// English → xx.
    let fromEnglish: PhraseLookup
    /// Phrase pairs compiled.
    let entryCount: Int
    /// Skipped TSV lines, `file:line: reason`.
    let problems: [String]
    /// Whether this load compiled the database (rather than reading a current one).
    let rebuilt: Bool
}

/// Loads phrase tables on demand and keeps the most recently used ones.
///
/// One load per language even when many requests arrive at once: the first
/// request starts a `Task` and every other request for the same language
/// awaits that same task. At most `capacity` languages stay in memory; the
/// least recently used is evicted first. The English language model is
/// loaded once, the same way, and never evicted.
///
/// The loaded tables (and their LRU clock) sit behind a `Mutex` that
/// ``cachedLexicon(_:)`` and ``cachedLanguageModel`` read without entering the
/// actor: a translation of an already loaded language makes no actor hop
/// (two hops there and back per translation, four translations per message,
/// cost more than a short message's decoding on a busy machine). The actor
/// still serialises loading, so one load per language holds as before.
actor LexiconCache {
    /// The `Lexicons/` directory.
    let lexicons: URL
    /// Where compiled databases are kept.
    let cacheDirectory: URL
    /// Languages kept in memory (≥ 1).
    let capacity: Int

    /// What lookups read without the actor: loaded tables with their last use, and the language model once loaded.
    private struct Loaded {
        var lexicons: [String: (lexicon: LoadedLexicon, lastUse: UInt64)] = [:]
        var clock: UInt64 = 0
        /// nil until loaded; `.some(nil)` when `Lexicons/lm/en.srlm` is missing.
        var languageModel: EnglishLanguageModel??
    }
    private nonisolated let state = Mutex(Loaded())
    private var inFlight: [String: Task<LoadedLexicon, any Error>] = [:]
    private var languageModelTask: Task<EnglishLanguageModel?, any Error>?
    /// Loads started per language (for tests and `lexicon info`).
    private(set) var loadCounts: [String: Int] = [:]

    init(lexicons: URL, cacheDirectory: URL, capacity: Int) {
        self.lexicons = lexicons
        self.cacheDirectory = cacheDirectory
        self.capacity = max(1, capacity)
    }

    /// The tables of `language` (a validated primary subtag), loading them if needed.
    ///
    /// A caller that is cancelled while the tables load (Ctrl-C in `chat` during a first-use
    /// compile) stops waiting at once; the load itself goes on, and its tables are kept for the
    /// next request, so the seconds of compiling already spent are not thrown away.
    /// - Throws: `SmartReplyError.languageNotInstalled` naming the language when
    ///   it has no TSVs; the store's errors for a corrupt or newer database;
    ///   `SmartReplyError.cancelled` when the calling task is cancelled before the tables are ready.
    func lexicon(_ language: String) async throws -> LoadedLexicon {
        if let lexicon = cachedLexicon(language) { return lexicon }
        let task: Task<LoadedLexicon, any Error>
        if let running = inFlight[language] {
            task = running
        } else {
            let lexicons = self.lexicons, cacheDirectory = self.cacheDirectory
            task = Task.detached(priority: .userInitiated) {
                try Self.load(language: language, lexicons: lexicons, cacheDirectory: cacheDirectory)
            }
            inFlight[language] = task
            loadCounts[language, default: 0] += 1
            // Installs the tables even when every request waiting for them was cancelled.
            Task { await self.finishLoad(language, task) }
        }
        do {
            let lexicon = try await CancellableWait.value(of: task, waitingFor: "the '\(language)' phrase table")
            if inFlight[language] == task { inFlight[language] = nil }
            install(language, lexicon)
            return lexicon
        } catch let error as SmartReplyError where error.code == .cancelled {
            throw error  // the load goes on; finishLoad installs its tables
        } catch {
            if inFlight[language] == task { inFlight[language] = nil }
            throw error
        }
    }

    /// Waits for a load this cache started and keeps its tables when no waiter did (all were
    /// cancelled). A waiter that got them clears `inFlight` first, and then this does nothing,
    /// so a later eviction is never undone.
    private func finishLoad(_ language: String, _ task: Task<LoadedLexicon, any Error>) async {
        let result = await task.result
        guard inFlight[language] == task else { return }
        inFlight[language] = nil
        if case .success(let lexicon) = result { install(language, lexicon) }
    }

    /// Keeps `lexicon` as the most recently used and evicts the least recently used beyond the capacity.
    private func install(_ language: String, _ lexicon: LoadedLexicon) {
        let capacity = self.capacity
        state.withLock { state in
            state.clock += 1
            state.lexicons[language] = (lexicon, state.clock)
            while state.lexicons.count > capacity,
                  let oldest = state.lexicons.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                state.lexicons[oldest] = nil
            }
        }
    }

    /// The tables of `language` when they are loaded (marking them used), without entering the actor; nil otherwise.
    /// - Complexity: one dictionary lookup under a lock.
    nonisolated func cachedLexicon(_ language: String) -> LoadedLexicon? {
        state.withLock { state in
            // One hash of the language: find the entry's index, then update its use in place.
            guard let index = state.lexicons.index(forKey: language) else { return nil }
            state.clock += 1
            state.lexicons.values[index].lastUse = state.clock
            return state.lexicons.values[index].lexicon
        }
    }

    /// The English language model when ``languageModel()`` has loaded it: `.some(nil)` when the file
    /// is missing, nil when not loaded yet (then call ``languageModel()``).
    nonisolated var cachedLanguageModel: EnglishLanguageModel?? {
        state.withLock { $0.languageModel }
    }

    /// Opens (or compiles) one language's database; runs off the actor.
    /// - Parameter repairsCorrupt: rebuild a damaged database from the TSVs (true) or throw
    ///   `SmartReplyError.modelFileCorrupt` naming it (false).
    nonisolated static func load(language: String, lexicons: URL, cacheDirectory: URL, repairsCorrupt: Bool = true) throws -> LoadedLexicon {
        let loaded = try PhraseTableStore.load(language: language, lexicons: lexicons, cacheDirectory: cacheDirectory,
                                               userLexicons: ImportedLexicon.root(cacheDirectory: cacheDirectory),
                                               repairsCorrupt: repairsCorrupt)
        return LoadedLexicon(toEnglish: PhraseLookup(table: loaded.toEnglish), fromEnglish: PhraseLookup(table: loaded.fromEnglish),
                             entryCount: loaded.entryCount, problems: loaded.problems, rebuilt: loaded.rebuilt)
    }

    /// The English language model at `Lexicons/lm/en.srlm`, or nil when it is not there.
    /// - Throws: `SmartReplyError.modelFileCorrupt` / `.modelVersionUnsupported` naming the file.
    func languageModel() async throws -> EnglishLanguageModel? {
        if let task = languageModelTask { return try await task.value }
        let url = Self.languageModelURL(lexicons: lexicons)
        let task = Task.detached(priority: .userInitiated) { () throws -> EnglishLanguageModel? in
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return try EnglishLanguageModel(contentsOf: url)
        }
        languageModelTask = task
        let model = try await task.value
        state.withLock { $0.languageModel = .some(model) }
        return model
    }

    /// Where the English language model lives under `Lexicons/`.
    nonisolated static func languageModelURL(lexicons: URL) -> URL {
        lexicons.appendingPathComponent("lm", isDirectory: true).appendingPathComponent("en.srlm")
    }

    /// Drops a language from memory (its compiled database stays on disk).
    func unload(_ language: String) {
        _ = state.withLock { $0.lexicons.removeValue(forKey: language) }
    }

    /// Languages in memory, sorted.
    var loadedLanguages: [String] { state.withLock { $0.lexicons.keys.sorted() } }

    /// The languages whose tables are being loaded (or compiled) now, sorted.
    var loadingLanguages: [String] { inFlight.keys.sorted() }

    /// How many loads of `language` were started.
    func loadCount(_ language: String) -> Int { loadCounts[language, default: 0] }
}
