import Foundation

extension PhraseTableTranslator {
    /// What is installed for one language.
    public struct LexiconInfo: Sendable, Hashable {
        /// The language.
        public var language: LanguageTag
        /// The TSV files, by name.
        public var files: [String]
        /// Total size of the TSV files, in bytes.
        public var sourceBytes: Int
        /// Phrase pairs compiled (whole-text entries included).
        public var entryCount: Int
        /// The compiled database file.
        public var databasePath: String
        /// The compiled database's size in bytes.
        public var databaseBytes: Int
        /// Skipped TSV lines, `/full/path/file.tsv:line: reason`, then notes on the compiled cache.
        public var problems: [String]
    }

    /// Loads `tag`'s tables (compiling them if needed) and describes them.
    /// - Throws: as ``translate(_:from:to:)``.
    public func info(_ tag: LanguageTag) async throws -> LexiconInfo {
        let lexicon = try await cache.lexicon(tag.language)
        let directory = LexiconSource.directory(lexicons: lexicons, language: tag.language)
        let files = LexiconSource.files(in: directory)
        let database = PhraseTableStore.databaseURL(cacheDirectory: cacheDirectory, language: tag.language)
        return LexiconInfo(language: tag.baseLanguage, files: files.map(\.lastPathComponent),
                           sourceBytes: Self.totalSize(of: files), entryCount: lexicon.entryCount,
                           databasePath: database.path, databaseBytes: Self.fileSize(database),
                           problems: lexicon.problems.map { fullPath(of: $0, language: tag.language) })
    }

    /// Total size in bytes of `tag`'s source TSV files (the ``LexiconInfo/sourceBytes`` of ``info(_:)``), without
    /// loading or compiling anything; 0 when the language has no folder.
    /// - Complexity: one directory listing and one `stat` per file.
    public func sourceBytes(_ tag: LanguageTag) -> Int {
        Self.totalSize(of: LexiconSource.files(in: LexiconSource.directory(lexicons: lexicons, language: tag.language)))
    }

    static func totalSize(of files: [URL]) -> Int {
        files.reduce(0) { $0 + fileSize($1) }
    }

    /// Deletes `tag`'s compiled database from the cache and unloads it; the TSVs stay.
    /// Returns whether there was a database to delete.
    /// - Throws: `SmartReplyError.ioFailure` naming the file when it cannot be removed.
    @discardableResult
    public func deleteCompiled(_ tag: LanguageTag) async throws -> Bool {
        await cache.unload(tag.language)
        let database = PhraseTableStore.databaseURL(cacheDirectory: cacheDirectory, language: tag.language)
        var deleted = false
        for file in [database] + PhraseTableStore.supersededDatabaseURLs(cacheDirectory: cacheDirectory, language: tag.language)
        where FileManager.default.fileExists(atPath: file.path) {
            do { try FileManager.default.removeItem(at: file) } catch {
                throw SmartReplyError(.ioFailure, "\(file.path): cannot delete (\(error.localizedDescription))")
            }
            deleted = deleted || file == database
        }
        return deleted
    }

    /// The English language model's n-gram count, or nil when `Lexicons/lm/en.srlm` is missing.
    /// - Throws: `SmartReplyError.modelFileCorrupt` / `.modelVersionUnsupported` naming the file.
    public func languageModelSize() async throws -> Int? {
        try await cache.languageModel()?.count
    }

    static func fileSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
