import Foundation

extension PhraseTableStore {
    /// Compiled files in `cacheDirectory` that this build will never read again: a language's
    /// `translation-<xx>.sqlite` (written before the schema version was part of the name) and
    /// `translation-<xx>.v<N>.sqlite` with N below ``schemaVersion``, with their SQLite side files
    /// (`-journal`, `-wal`, `-shm`), sorted by name.
    ///
    /// Only names of exactly that pattern are listed: never the current file, never a file of a
    /// newer schema (a newer build may share the folder), never a `.translation-….tmp` file (a
    /// compile in progress writes one and renames it), nor anything else in the folder.
    /// - Parameter language: one language's files (a validated primary subtag), or nil for every language's.
    static func supersededDatabaseURLs(cacheDirectory: URL, language: String? = nil) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)) ?? []
        return names.filter { name in
            guard let parsed = parseDatabaseName(name) else { return false }
            return (language == nil || parsed.language == language) && (parsed.version ?? 0) < schemaVersion
        }
        .sorted()
        .map { cacheDirectory.appendingPathComponent($0) }
    }

    /// The language and schema version (nil: unversioned) of a compiled file's name such as
    /// `translation-es.v3.sqlite` or `translation-es.sqlite-journal`; nil for any other name.
    static func parseDatabaseName(_ name: String) -> (language: String, version: Int?)? {
        guard name.hasPrefix("translation-") else { return nil }
        var rest = Substring(name.dropFirst("translation-".count))
        for side in ["-journal", "-wal", "-shm"] where rest.hasSuffix(side) {
            rest = rest.dropLast(side.count)
            break
        }
        guard rest.hasSuffix(".sqlite") else { return nil }
        rest = rest.dropLast(".sqlite".count)
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        let language = parts[0]
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase && $0.isLetter }) else { return nil }
        switch parts.count {
        case 1:
            return (String(language), nil)
        case 2:
            let digits = parts[1].dropFirst()
            guard parts[1].first == "v", !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let version = Int(digits) else { return nil }
            return (String(language), version)
        default:
            return nil
        }
    }

    /// Removes ``supersededDatabaseURLs(cacheDirectory:language:)``; best effort (a file that cannot
    /// be removed stays and is not returned). A reader that still has such a file open keeps
    /// reading it: on POSIX systems removing a name does not take the data from an open file.
    /// - Returns: the files removed, with their sizes in bytes.
    @discardableResult
    static func removeSupersededDatabases(cacheDirectory: URL, language: String? = nil) -> [(file: URL, bytes: Int)] {
        var removed: [(URL, Int)] = []
        for file in supersededDatabaseURLs(cacheDirectory: cacheDirectory, language: language) {
            let bytes = PhraseTableTranslator.fileSize(file)
            if (try? FileManager.default.removeItem(at: file)) != nil { removed.append((file, bytes)) }
        }
        return removed
    }
}

extension PhraseTableTranslator {
    /// What the compiled-table cache folder holds: the tables this build reads and the superseded ones.
    public struct CompiledCacheUsage: Sendable, Hashable {
        /// Current compiled tables (`translation-<xx>.v<schema>.sqlite`), sorted by name.
        public var current: [URL]
        /// Their total size in bytes.
        public var currentBytes: Int
        /// Files of earlier schema versions that this build never reads (see ``removeSupersededCompiledTables()``).
        public var superseded: [URL]
        /// Their total size in bytes.
        public var supersededBytes: Int
    }

    /// Describes the cache folder without loading or compiling anything.
    /// - Complexity: one directory listing and one `stat` per file.
    public func compiledCacheUsage() -> CompiledCacheUsage {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)) ?? []
        let current = names.filter { PhraseTableStore.parseDatabaseName($0)?.version == PhraseTableStore.schemaVersion
                                     && $0.hasSuffix(".sqlite") }
            .sorted().map { cacheDirectory.appendingPathComponent($0) }
        let superseded = PhraseTableStore.supersededDatabaseURLs(cacheDirectory: cacheDirectory)
        return CompiledCacheUsage(current: current, currentBytes: current.reduce(0) { $0 + Self.fileSize($1) },
                                  superseded: superseded, supersededBytes: superseded.reduce(0) { $0 + Self.fileSize($1) })
    }

    /// Removes the compiled files of earlier schema versions (every language), which this build
    /// never reads; the current tables, newer schemas' files and compiles in progress are left alone.
    /// Compiling a language removes its own superseded files too.
    /// - Returns: the files removed, with their sizes in bytes.
    @discardableResult
    public func removeSupersededCompiledTables() -> [(file: URL, bytes: Int)] {
        PhraseTableStore.removeSupersededDatabases(cacheDirectory: cacheDirectory)
    }
}
