import Foundation

extension PhraseTableStore {
    /// Both directions of a language, ready for lookups.
    struct Loaded: Sendable {
        /// xx → English.
        var toEnglish: PhraseTable
        /// English → xx.
        var fromEnglish: PhraseTable
        /// Phrase pairs compiled.
        var entryCount: Int
        /// Skipped TSV lines (`file:line: reason`), then notes on the cache itself.
        var problems: [String]
        /// Whether this load compiled the database (rather than opening a current one).
        var rebuilt: Bool
    }

    /// The database file for a language in a cache directory. The schema version is
    /// part of the name, so builds of different schemas never fight over one file.
    static func databaseURL(cacheDirectory: URL, language: String) -> URL {
        cacheDirectory.appendingPathComponent("translation-\(language).v\(schemaVersion).sqlite")
    }

    /// Opens `language`'s compiled database, compiling it first when it is missing,
    /// out of date or (with `repairsCorrupt`) damaged.
    /// - Throws: `SmartReplyError.languageNotInstalled` naming the language when it has no TSVs;
    ///   `.modelVersionUnsupported` naming the file for a newer schema; `.modelFileCorrupt` naming
    ///   the file when it is damaged and `repairsCorrupt` is false; `.ioFailure` naming a TSV
    ///   that cannot be read. When the cache cannot be written the tables live in memory and
    ///   `problems` ends with `cache not written: …` naming the file.
    /// - Complexity: O(sets) for a current database: no phrase is read until it is looked up.
    static func load(language: String, lexicons: URL, cacheDirectory: URL, userLexicons: URL? = nil,
                     repairsCorrupt: Bool = true) throws -> Loaded {
        let directory = LexiconSource.directory(lexicons: lexicons, language: language)
        guard let stamp = sourceStamp(language: language, lexicons: lexicons, userLexicons: userLexicons) else {
            throw SmartReplyError(.languageNotInstalled, "no translation lexicon for '\(language)' (no .tsv file in \(directory.path))")
        }
        let url = databaseURL(cacheDirectory: cacheDirectory, language: language)
        var notes: [String] = []
        if FileManager.default.fileExists(atPath: url.path) {
            do {
                let hash = { try LexiconSource(lexicons: lexicons, language: language, userLexicons: userLexicons).sourceHash }
                if let loaded = try open(url, language: language, stamp: stamp, sourceHash: hash) { return loaded }
            } catch let error as SmartReplyError where error.code == .modelFileCorrupt && repairsCorrupt {
                // Rebuilt already: the error's advice to delete the file to rebuild it no longer applies.
                notes.append("cache rebuilt: " + error.message.replacingOccurrences(of: "; " + hint(language), with: ""))
            }
        }
        let source = try LexiconSource(lexicons: lexicons, language: language, userLexicons: userLexicons)
        let (entries, problems) = source.parse()
        let rows = compile(entries)
        do {
            try writeFile(rows, source: source, stamp: stamp, problems: problems, to: url)
        } catch let error as SmartReplyError where error.code == .ioFailure || error.code == .databaseFailure {
            // A cache that cannot be written (read-only disk, full disk) costs speed, not translation:
            // the compiled tables live in a private in-memory database and the reason is listed.
            var loaded = try inMemory(rows: rows, language: language, problems: problems)
            loaded.problems += notes + ["cache not written: \(error.message)"]
            return loaded
        }
        guard var loaded = try open(url, language: language, stamp: stamp, sourceHash: { source.sourceHash }) else {
            throw SmartReplyError(.modelFileCorrupt, "\(url.path): the phrase table just written does not read back as current")
        }
        loaded.problems += notes
        loaded.rebuilt = true
        // The new table supersedes this language's files of earlier schemas: remove them, so
        // the cache does not keep every version ever compiled (see supersededDatabaseURLs).
        removeSupersededDatabases(cacheDirectory: cacheDirectory, language: language)
        return loaded
    }

    /// Whether `language`'s compiled database exists and was compiled from its TSVs as they are now
    /// (same schema; same names, sizes and modification times, or else the same content hash, as
    /// ``load`` decides): then ``load`` opens it without compiling. False also for a file that cannot be
    /// opened. A TSV touched but unchanged (a second clone sharing the cache, a `git checkout` back and
    /// forth) reads as current, as ``load`` opens it without compiling.
    /// - Complexity: one `stat` per TSV and one query of the database's `meta` table (well under 1 ms);
    ///   when the stamp differs, also a read and hash of the language's TSVs (a few MB, a few ms).
    static func isCurrent(language: String, lexicons: URL, cacheDirectory: URL, userLexicons: URL?) -> Bool {
        let url = databaseURL(cacheDirectory: cacheDirectory, language: language)
        guard FileManager.default.fileExists(atPath: url.path) else { return false }
        guard let stamp = sourceStamp(language: language, lexicons: lexicons, userLexicons: userLexicons),
              (try? checkHeader(url)) != nil, let db = try? SQLiteDatabase(url: url, mode: .readOnlyImmutable),
              let meta = try? readMeta(db, url: url, language: language),
              Int(meta["schema_version"] ?? "") == schemaVersion else { return false }
        if meta["source_stamp"] == stamp { return true }
        let hash = try? LexiconSource(lexicons: lexicons, language: language, userLexicons: userLexicons).sourceHash
        return hash != nil && meta["source_hash"] == hash
    }

    /// The stamp a current database of `language` carries: ``stamp(_:)`` of its TSVs, then of its imported
    /// lexicons' TSVs when it has any; nil when the language has no TSV.
    static func sourceStamp(language: String, lexicons: URL, userLexicons: URL?) -> String? {
        let files = LexiconSource.files(in: LexiconSource.directory(lexicons: lexicons, language: language))
        guard !files.isEmpty else { return nil }
        let imported = userLexicons.map { LexiconSource.files(in: $0.appendingPathComponent(language, isDirectory: true)) } ?? []
        return stamp(files) + (imported.isEmpty ? "" : "|imported|" + stamp(imported))
    }

    /// Names, sizes and modification times of the TSVs, with the compiler revision:
    /// the cheap freshness check (no TSV is read).
    static func stamp(_ files: [URL]) -> String {
        var parts = [LexiconSource.compilerRevision]
        for file in files {
            var info = stat()
            let found = stat(file.path, &info) == 0
            parts.append(found ? "\(file.lastPathComponent):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
                               : "\(file.lastPathComponent):?")
        }
        return parts.joined(separator: "|")
    }

    /// Opens a compiled database read-only and immutable; nil when it is of an older
    /// schema or its TSVs changed.
    /// - Throws: `.modelFileCorrupt` / `.modelVersionUnsupported` naming the file.
    static func open(_ url: URL, language: String, stamp: String, sourceHash: () throws -> String) throws -> Loaded? {
        try checkHeader(url)
        let db: SQLiteDatabase
        do { db = try SQLiteDatabase(url: url, mode: .readOnlyImmutable) } catch let error as SmartReplyError {
            throw SmartReplyError(.modelFileCorrupt, "\(url.path): cannot open the phrase table (\(error.message))")
        }
        let meta = try readMeta(db, url: url, language: language)
        guard Int(meta["schema_version"] ?? "") == schemaVersion else { return nil }
        if meta["source_stamp"] != stamp, try meta["source_hash"] != sourceHash() { return nil }
        return try tables(db, meta: meta, language: language)
    }

    /// Builds both directions in a private in-memory database.
    /// - Throws: `SmartReplyError.databaseFailure` when SQLite cannot create it.
    static func inMemory(rows: [Row], language: String, problems: [String]) throws -> Loaded {
        let db = try SQLiteDatabase(url: URL(fileURLWithPath: ":memory:"), mode: .inMemory)
        try write(rows, language: language, sourceHash: "", stamp: "", sources: [], problems: problems, into: db)
        let meta = try readMeta(db, url: db.url, language: language)
        var loaded = try tables(db, meta: meta, language: language)
        loaded.rebuilt = true
        return loaded
    }

    /// Reads the membership sets and problems of an open database and wraps it in both directions' tables.
    /// - Throws: `SmartReplyError.modelFileCorrupt` naming the file when something is missing or unreadable.
    private static func tables(_ db: sending SQLiteDatabase, meta: [String: String], language: String) throws -> Loaded {
        let path = db.url.path
        let corrupt = { (detail: String) in SmartReplyError(.modelFileCorrupt, "\(path): \(detail); \(hint(language))") }
        guard let entryCount = meta["entry_count"].flatMap({ Int($0) }),
              let longest0 = meta["max_phrase_length_0"].flatMap({ Int($0) }),
              let longest1 = meta["max_phrase_length_1"].flatMap({ Int($0) }) else {
            throw corrupt("the meta table lacks entry_count or max_phrase_length")
        }
        var sets: [String: PhraseKeySet] = [:]
        var problems: [String] = []
        do {
            try db.execute("PRAGMA cache_size = -128")
            let statement = try db.prepare("SELECT direction, kind, slots FROM membership")
            while try statement.step() {
                let name = "\(statement.int64(at: 0))/\(statement.text(at: 1) ?? "")"
                sets[name] = try statement.withBytes(at: 2) { try PhraseKeySet(bytes: $0, file: path, name: name) }
            }
            statement.reset()
            problems = try db.query("SELECT message FROM problem ORDER BY rowid").compactMap { row -> String? in
                if case .text(let message)? = row.first { return message }
                return nil
            }
            // Lookups read through this same small page cache (128 KiB), not a memory map of the file: with
            // `mmap_size` set, every page a lookup touched (and the pages the kernel maps around it, 64 KiB a
            // fault) stayed in the resident set, 40–50 MB for eight languages after a few thousand messages.
            // Read with `pread`, the file's pages stay in the kernel's page cache, shared and reclaimable; the
            // B-tree's root and most used upper pages stay in SQLite's cache, so a lookup costs one or two
            // reads of pages the kernel holds (the option table of a large language has ~75 upper pages; the
            // cache fills to its bound in every loaded language after a few hundred messages, so 256 KiB cost
            // 1 MB more for eight languages, for a read of about a microsecond on a phrase not cached above).
            // The page cache now holds the set pages just copied (up to 128 KiB a language, never
            // read again): give it back.
            try db.execute("PRAGMA shrink_memory")
        } catch let error as SmartReplyError where error.code != .modelFileCorrupt {
            throw corrupt("cannot read the phrase table (\(error.message))")
        }
        let connection = try PhraseTableConnection(database: db)
        func table(_ direction: PhraseTable.Direction, _ longest: Int) throws -> PhraseTable {
            let d = direction.storedValue
            guard let phrases = sets["\(d)/phrase"], let sentences = sets["\(d)/sentence"], let folded = sets["\(d)/folded"] else {
                throw corrupt("a membership set of direction \(d) is missing")
            }
            return PhraseTable(connection: connection, language: language, direction: direction, maximumPhraseLength: longest,
                               entryCount: entryCount, phrases: phrases, sentences: sentences, folded: folded)
        }
        return Loaded(toEnglish: try table(.toEnglish, longest0), fromEnglish: try table(.fromEnglish, longest1),
                      entryCount: entryCount, problems: problems, rebuilt: false)
    }

    private static func hint(_ language: String) -> String {
        "delete it (smartreply lexicon delete \(language)) to rebuild it"
    }

    /// Checks the SQLite header against the file: the magic string, and a size that
    /// holds every page the header announces (a truncated copy fails here, at load,
    /// rather than at some later lookup).
    /// - Throws: `SmartReplyError.modelFileCorrupt` naming the file.
    static func checkHeader(_ url: URL) throws {
        let corrupt = { (detail: String) in SmartReplyError(.modelFileCorrupt, "\(url.path): \(detail)") }
        guard let handle = FileHandle(forReadingAtPath: url.path) else { throw corrupt("cannot be opened for reading") }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        guard header.count == 100, header.starts(with: Array("SQLite format 3\u{0}".utf8)) else {
            throw corrupt("not a SQLite database (\(header.count) header bytes)")
        }
        func bigEndian(_ range: Range<Int>) -> Int { header[range].reduce(0) { $0 << 8 | Int($1) } }
        let pageSize = bigEndian(16..<18) == 1 ? 65_536 : bigEndian(16..<18)
        let pages = bigEndian(28..<32)
        // The in-header page count is valid only when the two change counters agree.
        guard bigEndian(24..<28) == bigEndian(92..<96), pages > 0 else { return }
        let size = (try? handle.seekToEnd()).map { Int($0) } ?? 0
        if size < pageSize * pages {
            throw corrupt("truncated: \(size) bytes where the header announces \(pages) pages of \(pageSize)")
        }
    }

    /// Reads and checks the meta table.
    static func readMeta(_ db: SQLiteDatabase, url: URL, language: String) throws -> [String: String] {
        let rows: [[SQLiteValue]]
        do {
            rows = try db.query("SELECT key, value FROM meta")
        } catch let error as SmartReplyError {
            throw SmartReplyError(.modelFileCorrupt, "\(url.path): not a compiled phrase table (\(error.message)); \(hint(language))")
        }
        var meta: [String: String] = [:]
        for row in rows {
            if case .text(let key) = row[0], case .text(let value) = row[1] { meta[key] = value }
        }
        guard let versionText = meta["schema_version"], let version = Int(versionText) else {
            throw SmartReplyError(.modelFileCorrupt, "\(url.path): meta table has no schema_version; \(hint(language))")
        }
        if version > schemaVersion {
            throw SmartReplyError(.modelVersionUnsupported,
                                  "\(url.path): phrase table schema version \(version) is newer than this build supports (\(schemaVersion)); \(hint(language))")
        }
        return meta
    }

    /// Writes `rows` to a new database at `url` (via a temporary file and a rename).
    /// - Throws: `SmartReplyError.ioFailure` or `.databaseFailure` naming the file.
    static func writeFile(_ rows: [Row], source: LexiconSource, stamp: String, problems: [String], to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw SmartReplyError(.ioFailure, "\(directory.path): cannot create the lexicon cache directory (\(error.localizedDescription))")
        }
        removeStaleTemporaries(in: directory)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        defer { try? FileManager.default.removeItem(at: temporary) }
        do {
            let db = try SQLiteDatabase(url: temporary, mode: .readWriteCreate)
            try db.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
            try write(rows, language: source.language, sourceHash: source.sourceHash, stamp: stamp,
                      sources: source.files.map(\.lastPathComponent), problems: problems, into: db)
        }
        // rename(2) replaces the old file atomically, so a concurrent reader sees the old or the new file.
        if rename(temporary.path, url.path) != 0 {
            throw SmartReplyError(.ioFailure, "\(url.path): cannot install the compiled phrase table (errno \(errno))")
        }
    }

    /// Removes the `.translation-<xx>….<UUID>.tmp` files in `directory` older than
    /// 10 minutes: left by a compile that was interrupted (a running compile
    /// finishes well within that). Best effort: a file that cannot be removed stays.
    static func removeStaleTemporaries(in directory: URL) {
        let prefix = ".translation-"
        let cutoff = Date().addingTimeInterval(-600)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let path = directory.appendingPathComponent(name).path
            if let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
               modified < cutoff {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// Creates the schema in an empty database and fills it: the phrase pairs, both
    /// directions' lookup tables and membership sets, the problems and the meta table.
    /// - Throws: `SmartReplyError.databaseFailure` naming the file.
    static func write(_ rows: [Row], language: String, sourceHash: String, stamp: String, sources: [String],
                      problems: [String], into db: SQLiteDatabase) throws {
        try db.execute("""
            CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE phrase(source TEXT NOT NULL, target TEXT NOT NULL,
                log_p_target_given_source REAL NOT NULL, log_p_source_given_target REAL NOT NULL,
                lexical_weight REAL NOT NULL, lexical_weight_inverse REAL NOT NULL,
                is_sentence INTEGER NOT NULL, origin TEXT NOT NULL, source_words BLOB NOT NULL, target_words BLOB NOT NULL,
                source_key INTEGER NOT NULL, target_key INTEGER NOT NULL,
                source_folded_key INTEGER NOT NULL, target_folded_key INTEGER NOT NULL);
            CREATE TABLE option(direction INTEGER NOT NULL, key INTEGER NOT NULL, options BLOB NOT NULL,
                PRIMARY KEY(direction, key)) WITHOUT ROWID;
            CREATE TABLE sentence(direction INTEGER NOT NULL, key INTEGER NOT NULL, text TEXT NOT NULL,
                PRIMARY KEY(direction, key)) WITHOUT ROWID;
            CREATE TABLE folded(direction INTEGER NOT NULL, key INTEGER NOT NULL, phrase_key INTEGER NOT NULL,
                PRIMARY KEY(direction, key)) WITHOUT ROWID;
            CREATE TABLE membership(direction INTEGER NOT NULL, kind TEXT NOT NULL, slots BLOB NOT NULL,
                PRIMARY KEY(direction, kind));
            CREATE TABLE problem(message TEXT NOT NULL);
            """)
        let signed = { (key: UInt64) in SQLiteValue.integer(Int64(bitPattern: key)) }
        var meta: [(String, String)] = [
            ("schema_version", String(schemaVersion)), ("source_hash", sourceHash), ("source_stamp", stamp),
            ("language", language), ("entry_count", String(rows.count)), ("skipped_lines", String(problems.count)),
            ("sources", sources.joined(separator: ",")),
        ]
        try db.transaction {
            let insert = try db.prepare("INSERT INTO phrase VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            for row in rows {
                try insert.bind([.text(row.foreign), .text(row.english), .real(row.logProbabilityEnglishGivenForeign),
                                 .real(row.logProbabilityForeignGivenEnglish), .real(row.lexicalWeight),
                                 .real(row.lexicalWeightInverse), .integer(row.isSentence ? 1 : 0), .text(row.origin),
                                 wordBlob(row.foreignWords), wordBlob(row.englishWords), signed(row.foreignKey), signed(row.englishKey),
                                 signed(row.foreignFoldedKey), signed(row.englishFoldedKey)])
                _ = try insert.step()
            }
            let option = try db.prepare("INSERT INTO option VALUES (?, ?, ?)")
            let sentence = try db.prepare("INSERT INTO sentence VALUES (?, ?, ?)")
            let folded = try db.prepare("INSERT INTO folded VALUES (?, ?, ?)")
            let membership = try db.prepare("INSERT INTO membership VALUES (?, ?, ?)")
            for direction in [PhraseTable.Direction.toEnglish, .fromEnglish] {
                let compiled = CompiledDirection(rows: rows, direction: direction)
                let d = SQLiteValue.integer(direction.storedValue)
                // Inserted in key order, so the B-trees are written sequentially and packed.
                for (key, options) in compiled.options.sorted(by: { Int64(bitPattern: $0.key) < Int64(bitPattern: $1.key) }) {
                    try option.bind([d, signed(key), .blob(CompiledDirection.encode(options))])
                    _ = try option.step()
                }
                for (key, text) in compiled.sentences.sorted(by: { Int64(bitPattern: $0.key) < Int64(bitPattern: $1.key) }) {
                    try sentence.bind([d, signed(key), .text(text)])
                    _ = try sentence.step()
                }
                for (key, target) in compiled.folded.sorted(by: { Int64(bitPattern: $0.key) < Int64(bitPattern: $1.key) }) {
                    try folded.bind([d, signed(key), signed(target)])
                    _ = try folded.step()
                }
                let sets = [("phrase", PhraseKeySet(compiled.options.map(\.key))), ("sentence", PhraseKeySet(compiled.sentences.keys)),
                            ("folded", PhraseKeySet(compiled.folded.keys))]
                for (kind, set) in sets {
                    try membership.bind([d, .text(kind), .blob(set.bytes)])
                    _ = try membership.step()
                }
                meta.append(("max_phrase_length_\(direction.storedValue)", String(compiled.maximumPhraseLength)))
            }
            let problem = try db.prepare("INSERT INTO problem VALUES (?)")
            for message in problems {
                try problem.bind([.text(message)])
                _ = try problem.step()
            }
            let insertMeta = try db.prepare("INSERT INTO meta VALUES (?, ?)")
            for (key, value) in meta {
                try insertMeta.bind([.text(key), .text(value)])
                _ = try insertMeta.step()
            }
        }
    }

    /// A list of word keys as a blob of little-endian UInt64s.
    private static func wordBlob(_ words: [UInt64]) -> SQLiteValue {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(words.count * 8)
        for word in words { withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) } }
        return .blob(bytes)
    }
}
