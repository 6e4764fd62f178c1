import Foundation

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
actor LexiconCache {
    /// The `Lexicons/` directory.
    let lexicons: URL
    /// Where compiled databases are kept.
    let cacheDirectory: URL
    /// Languages kept in memory (≥ 1).
    let capacity: Int

    private var loaded: [String: (lexicon: LoadedLexicon, lastUse: UInt64)] = [:]
    private var inFlight: [String: Task<LoadedLexicon, any Error>] = [:]
    private var languageModelTask: Task<EnglishLanguageModel?, any Error>?
    private var clock: UInt64 = 0
    /// Loads started per language (for tests and `lexicon info`).
    private(set) var loadCounts: [String: Int] = [:]

    init(lexicons: URL, cacheDirectory: URL, capacity: Int) {
        self.lexicons = lexicons
        self.cacheDirectory = cacheDirectory
        self.capacity = max(1, capacity)
    }

    /// The tables of `language` (a validated primary subtag), loading them if needed.
    /// - Throws: `SmartReplyError.languageNotInstalled` naming the language when
    ///   it has no TSVs; the store's errors for a corrupt or newer database.
    func lexicon(_ language: String) async throws -> LoadedLexicon {
        clock += 1
        if let entry = loaded[language] {
            loaded[language] = (entry.lexicon, clock)
            return entry.lexicon
        }
        if let task = inFlight[language] { return try await task.value }
        let lexicons = self.lexicons, cacheDirectory = self.cacheDirectory
        let task = Task.detached(priority: .userInitiated) {
            try Self.load(language: language, lexicons: lexicons, cacheDirectory: cacheDirectory)
        }
        inFlight[language] = task
        loadCounts[language, default: 0] += 1
        do {
            let lexicon = try await task.value
            inFlight[language] = nil
            clock += 1
            loaded[language] = (lexicon, clock)
            evictIfNeeded()
            return lexicon
        } catch {
            inFlight[language] = nil
            throw error
        }
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
        return try await task.value
    }

    /// Where the English language model lives under `Lexicons/`.
    nonisolated static func languageModelURL(lexicons: URL) -> URL {
        lexicons.appendingPathComponent("lm", isDirectory: true).appendingPathComponent("en.srlm")
    }

    private func evictIfNeeded() {
        while loaded.count > capacity, let oldest = loaded.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            loaded[oldest] = nil
        }
    }

    /// Drops a language from memory (its compiled database stays on disk).
    func unload(_ language: String) {
        loaded[language] = nil
    }

    /// Languages in memory, sorted.
    var loadedLanguages: [String] { loaded.keys.sorted() }

    /// How many loads of `language` were started.
    func loadCount(_ language: String) -> Int { loadCounts[language, default: 0] }
}
