import Foundation

/// Compiles a language's TSVs into one SQLite database in a cache directory,
/// and reads it back.
///
/// Schema (version ``schemaVersion``):
///
///     meta(key TEXT PRIMARY KEY, value TEXT)     -- schema_version, source_hash, language, entry_count, skipped_lines
///     phrase(source TEXT, target TEXT,           -- xx phrase, English phrase, as written
///            log_p_target_given_source REAL,     -- ln p(e|f)
///            log_p_source_given_target REAL,     -- ln p(f|e)
///            lexical_weight REAL,                -- ln lex(e|f)
///            lexical_weight_inverse REAL,        -- ln lex(f|e)
///            is_sentence INTEGER,                -- 1: matched only as a whole text
///            origin TEXT,                        -- file.tsv:line
///            source_words BLOB, target_words BLOB,   -- word keys (PhraseKey.word), UInt64 little-endian each
///            source_key INTEGER, target_key INTEGER, -- PhraseKey.phrase, or PhraseKey.sentence for a whole text
///            source_folded_key INTEGER, target_folded_key INTEGER) -- accent-folded key of a single word, else 0
///     problem(message TEXT)                      -- skipped TSV lines, file:line: reason
///
/// Scores (Koehn, Och & Marcu 2003, "Statistical Phrase-Based Translation",
/// with the TSV weights standing in for counts): p(e|f) = w(f,e) / Σe' w(f,e'),
/// p(f|e) likewise; the k-th translation listed for the same phrase has its
/// weight multiplied by 0.9^k so that the first one listed wins ties. The
/// lexical weight lex(e|f) = Πᵢ maxⱼ t(eᵢ|fⱼ), where t comes from the
/// single-word entries and is floored at 0.05 (no word alignments exist).
///
/// The database is rebuilt (written to a temporary file, then renamed) when the
/// TSVs' hash changes. A database from a newer schema is refused.
enum PhraseTableStore {
    /// The schema version this build writes and reads.
    static let schemaVersion = 2

    /// One compiled phrase pair.
    struct Row: Hashable, Sendable {
        var foreign: String
        var english: String
        var logProbabilityEnglishGivenForeign: Double
        var logProbabilityForeignGivenEnglish: Double
        var lexicalWeight: Double
        var lexicalWeightInverse: Double
        var isSentence: Bool
        var origin: String
        /// Word keys of each side, for the language model and word penalties.
        var foreignWords: [UInt64] = []
        var englishWords: [UInt64] = []
        /// Lookup keys of each side: ``PhraseKey/phrase(_:)``, or ``PhraseKey/sentence(_:)`` for a whole text.
        var foreignKey: UInt64 = 0
        var englishKey: UInt64 = 0
        /// Accent-folded key of a single-word side, else 0.
        var foreignFoldedKey: UInt64 = 0
        var englishFoldedKey: UInt64 = 0

        /// Fills the word lists and keys from the phrases (done once, at compile time).
        mutating func computeKeys(foreignWords known: [String]? = nil, englishWords knownEnglish: [String]? = nil) {
            let f = known ?? PhraseKey.words(of: foreign).words, e = knownEnglish ?? PhraseKey.words(of: english).words
            foreignWords = f.map(PhraseKey.word)
            englishWords = e.map(PhraseKey.word)
            foreignKey = isSentence ? PhraseKey.sentence(foreign) : PhraseKey.phrase(f)
            englishKey = isSentence ? PhraseKey.sentence(english) : PhraseKey.phrase(e)
            foreignFoldedKey = !isSentence && f.count == 1 ? PhraseKey.word(PhraseTable.fold(f[0])) : 0
            englishFoldedKey = !isSentence && e.count == 1 ? PhraseKey.word(PhraseTable.fold(e[0])) : 0
        }
    }

    /// The database file for a language in a cache directory.
    static func databaseURL(cacheDirectory: URL, language: String) -> URL {
        cacheDirectory.appendingPathComponent("translation-\(language).sqlite")
    }

    /// Returns the compiled rows of `source`, from the cached database when it
    /// is current, else compiling and writing it.
    /// - Throws: `SmartReplyError.modelVersionUnsupported` (newer schema) or
    ///   `.modelFileCorrupt` (not a database, missing tables, truncated) naming
    ///   the database file. When the cache cannot be written the rows are still returned, and
    ///   `problems` ends with `cache not written: …` naming the file.
    static func rows(for source: LexiconSource, cacheDirectory: URL) throws -> (rows: [Row], problems: [String], rebuilt: Bool) {
        let url = databaseURL(cacheDirectory: cacheDirectory, language: source.language)
        if FileManager.default.fileExists(atPath: url.path) {
            let db = try SQLiteDatabase(url: url, mode: .readOnlyImmutable)
            let meta = try readMeta(db, url: url, language: source.language)
            if meta["source_hash"] == source.sourceHash, Int(meta["schema_version"] ?? "") == schemaVersion {
                let rows = try readRows(db, url: url, language: source.language)
                let problems = try db.query("SELECT message FROM problem ORDER BY rowid").compactMap { row -> String? in
                    if case .text(let message)? = row.first { return message }
                    return nil
                }
                return (rows, problems, false)
            }
        }
        let (entries, problems) = source.parse()
        let rows = compile(entries)
        do {
            try write(rows, source: source, problems: problems, to: url)
        } catch let error as SmartReplyError where error.code == .ioFailure || error.code == .databaseFailure {
            // A cache that cannot be written (read-only disk, full disk) costs speed, not translation:
            // the compiled rows are used from memory and the reason is listed with the TSV problems.
            return (rows, problems + ["cache not written: \(error.message)"], true)
        }
        return (rows, problems, true)
    }

    /// Reads and checks the meta table.
    static func readMeta(_ db: SQLiteDatabase, url: URL, language: String) throws -> [String: String] {
        let hint = "delete it (smartreply lexicon delete \(language)) to rebuild it"
        let rows: [[SQLiteValue]]
        do {
            rows = try db.query("SELECT key, value FROM meta")
        } catch let error as SmartReplyError {
            throw SmartReplyError(.modelFileCorrupt, "\(url.path): not a compiled phrase table (\(error.message)); \(hint)")
        }
        var meta: [String: String] = [:]
        for row in rows {
            if case .text(let key) = row[0], case .text(let value) = row[1] { meta[key] = value }
        }
        guard let versionText = meta["schema_version"], let version = Int(versionText) else {
            throw SmartReplyError(.modelFileCorrupt, "\(url.path): meta table has no schema_version; \(hint)")
        }
        if version > schemaVersion {
            throw SmartReplyError(.modelVersionUnsupported,
                                  "\(url.path): phrase table schema version \(version) is newer than this build supports (\(schemaVersion)); \(hint)")
        }
        return meta
    }

    /// Reads every row, checking the count against the meta table.
    static func readRows(_ db: SQLiteDatabase, url: URL, language: String) throws -> [Row] {
        let hint = "delete it (smartreply lexicon delete \(language)) to rebuild it"
        var rows: [Row] = []
        do {
            let statement = try db.prepare("""
                SELECT source, target, log_p_target_given_source, log_p_source_given_target,
                       lexical_weight, lexical_weight_inverse, is_sentence, origin, source_words, target_words,
                       source_key, target_key, source_folded_key, target_folded_key FROM phrase ORDER BY rowid
                """)
            while try statement.step() {
                var row = Row(foreign: statement.text(at: 0) ?? "", english: statement.text(at: 1) ?? "",
                              logProbabilityEnglishGivenForeign: statement.double(at: 2),
                              logProbabilityForeignGivenEnglish: statement.double(at: 3),
                              lexicalWeight: statement.double(at: 4), lexicalWeightInverse: statement.double(at: 5),
                              isSentence: statement.int64(at: 6) != 0, origin: statement.text(at: 7) ?? "")
                row.foreignWords = try words(statement.value(at: 8))
                row.englishWords = try words(statement.value(at: 9))
                row.foreignKey = UInt64(bitPattern: statement.int64(at: 10))
                row.englishKey = UInt64(bitPattern: statement.int64(at: 11))
                row.foreignFoldedKey = UInt64(bitPattern: statement.int64(at: 12))
                row.englishFoldedKey = UInt64(bitPattern: statement.int64(at: 13))
                rows.append(row)
            }
            let expected = try db.query("SELECT value FROM meta WHERE key = ?", [.text("entry_count")])
            guard case .text(let count)? = expected.first?.first, Int(count) == rows.count else {
                throw SmartReplyError(.modelFileCorrupt, "entry count does not match the meta table")
            }
        } catch let error as SmartReplyError where error.code != .modelVersionUnsupported {
            throw SmartReplyError(.modelFileCorrupt, "\(url.path): cannot read the phrase table (\(error.message)); \(hint)")
        }
        return rows
    }

    /// Decodes a blob of little-endian UInt64 word keys.
    private static func words(_ value: SQLiteValue) throws -> [UInt64] {
        guard case .blob(let bytes) = value else {
            if case .null = value { return [] }
            throw SmartReplyError(.modelFileCorrupt, "a word list is not a blob")
        }
        guard bytes.count % 8 == 0 else { throw SmartReplyError(.modelFileCorrupt, "a word list has \(bytes.count) bytes") }
        return stride(from: 0, to: bytes.count, by: 8).map { offset in
            var key: UInt64 = 0
            for b in 0..<8 { key |= UInt64(bytes[offset + b]) << (8 * UInt64(b)) }
            return key
        }
    }

    private static func blob(_ words: [UInt64]) -> SQLiteValue {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(words.count * 8)
        for word in words { withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) } }
        return .blob(bytes)
    }

    /// Computes the scores of every phrase pair (see the type's documentation).
    static func compile(_ entries: [LexiconEntry]) -> [Row] {
        struct Pair { var foreign: String; var english: String; var fKey: String; var eKey: String
                      var weight: Double; var isSentence: Bool; var origin: String
                      var fWords: [String]; var eWords: [String] }
        var pairs: [Pair] = []
        var index: [String: Int] = [:]
        func add(_ pair: Pair) {
            let id = pair.fKey + "\t" + pair.eKey + (pair.isSentence ? "\t1" : "")
            if let existing = index[id] {
                pairs[existing].weight = max(pairs[existing].weight, pair.weight)
                // A reply's written form (case, punctuation) is the one en → xx must reproduce.
                if pair.isSentence && pair.origin.hasPrefix("replies.tsv:") && !pairs[existing].origin.hasPrefix("replies.tsv:") {
                    pairs[existing].foreign = pair.foreign
                    pairs[existing].english = pair.english
                    pairs[existing].origin = pair.origin
                }
                return
            }
            index[id] = pairs.count
            pairs.append(pair)
        }
        let collapse = { (s: String) in s.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
        for entry in entries {
            let foreign = collapse(entry.foreign), english = collapse(entry.english)
            let f = PhraseKey.words(of: foreign), e = PhraseKey.words(of: english)
            let isSentence = f.hasNonWords || e.hasNonWords || entry.origin.hasPrefix("replies.tsv:")
            if isSentence {
                add(Pair(foreign: foreign, english: english, fKey: PhraseKey.sentenceText(foreign),
                         eKey: PhraseKey.sentenceText(english), weight: entry.weight, isSentence: true, origin: entry.origin,
                         fWords: f.words, eWords: e.words))
            }
            // A sentence also teaches its words-only phrase (punctuation and emoji dropped), at half weight.
            if !f.words.isEmpty, !e.words.isEmpty, !isSentence || f.words.count <= 6 {
                let englishWords = isSentence ? wordsOnly(english) : english
                guard !englishWords.isEmpty else { continue }
                add(Pair(foreign: isSentence ? wordsOnly(foreign) : foreign, english: englishWords,
                         fKey: f.words.joined(separator: " "), eKey: PhraseKey.normalize(englishWords),
                         weight: entry.weight * (isSentence ? 0.5 : 1), isSentence: false, origin: entry.origin,
                         fWords: f.words, eWords: e.words))
            }
        }
        // Rank-adjusted weights and their totals per phrase, both directions.
        var rankF: [String: Int] = [:], rankE: [String: Int] = [:]
        var sumF: [String: Double] = [:], sumE: [String: Double] = [:]
        var wf = [Double](repeating: 0, count: pairs.count), we = wf
        for (i, pair) in pairs.enumerated() {
            let kf = (pair.isSentence ? "S " : "P ") + pair.fKey, ke = (pair.isSentence ? "S " : "P ") + pair.eKey
            let rf = rankF[kf, default: 0], re = rankE[ke, default: 0]
            rankF[kf] = rf + 1; rankE[ke] = re + 1
            wf[i] = pair.weight * pow(0.9, Double(rf)); we[i] = pair.weight * pow(0.9, Double(re))
            sumF[kf, default: 0] += wf[i]; sumE[ke, default: 0] += we[i]
        }
        var pEF = wf, pFE = we
        for (i, pair) in pairs.enumerated() {
            pEF[i] = wf[i] / sumF[(pair.isSentence ? "S " : "P ") + pair.fKey, default: 1]
            pFE[i] = we[i] / sumE[(pair.isSentence ? "S " : "P ") + pair.eKey, default: 1]
        }
        // Word translation tables from single-word entries.
        var t: [String: [String: Double]] = [:], tInverse: [String: [String: Double]] = [:]
        for (i, pair) in pairs.enumerated() where !pair.isSentence {
            let fw = pair.fWords, ew = pair.eWords
            if fw.count == 1 { for w in ew { t[fw[0], default: [:]][w] = max(t[fw[0]]?[w] ?? 0, pEF[i]) } }
            if ew.count == 1 { for w in fw { tInverse[ew[0], default: [:]][w] = max(tInverse[ew[0]]?[w] ?? 0, pFE[i]) } }
        }
        func lexical(_ targets: [String], _ sources: [String], _ table: [String: [String: Double]]) -> Double {
            var total = 0.0
            for target in targets {
                let best = sources.map { table[$0]?[target] ?? 0 }.max() ?? 0
                total += log(max(0.05, best))
            }
            return total
        }
        return pairs.enumerated().map { i, pair in
            let fw = pair.fWords, ew = pair.eWords
            var row = Row(foreign: pair.foreign, english: pair.english,
                          logProbabilityEnglishGivenForeign: log(pEF[i]), logProbabilityForeignGivenEnglish: log(pFE[i]),
                          lexicalWeight: lexical(ew, fw, t), lexicalWeightInverse: lexical(fw, ew, tInverse),
                          isSentence: pair.isSentence, origin: pair.origin)
            row.computeKeys(foreignWords: fw, englishWords: ew)
            return row
        }
    }

    /// The words of a phrase without punctuation, emoji or other entities, as written.
    private static func wordsOnly(_ phrase: String) -> String {
        Tokenizer.tokenize(phrase).filter { $0.kind == .word }.map(\.text).joined(separator: " ")
    }

    /// Writes `rows` to a new database at `url` (via a temporary file and a rename).
    /// - Throws: `SmartReplyError.ioFailure` or `.databaseFailure` naming the file.
    static func write(_ rows: [Row], source: LexiconSource, problems: [String], to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw SmartReplyError(.ioFailure, "\(directory.path): cannot create the lexicon cache directory (\(error.localizedDescription))")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        defer { try? FileManager.default.removeItem(at: temporary) }
        do {
            let db = try SQLiteDatabase(url: temporary, mode: .readWriteCreate)
            try db.execute("""
                PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
                CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
                CREATE TABLE phrase(source TEXT NOT NULL, target TEXT NOT NULL,
                    log_p_target_given_source REAL NOT NULL, log_p_source_given_target REAL NOT NULL,
                    lexical_weight REAL NOT NULL, lexical_weight_inverse REAL NOT NULL,
                    is_sentence INTEGER NOT NULL, origin TEXT NOT NULL, source_words BLOB NOT NULL, target_words BLOB NOT NULL,
                    source_key INTEGER NOT NULL, target_key INTEGER NOT NULL,
                    source_folded_key INTEGER NOT NULL, target_folded_key INTEGER NOT NULL);
                CREATE TABLE problem(message TEXT NOT NULL);
                """)
            try db.transaction {
                let insert = try db.prepare("INSERT INTO phrase VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                for row in rows {
                    try insert.bind([.text(row.foreign), .text(row.english), .real(row.logProbabilityEnglishGivenForeign),
                                     .real(row.logProbabilityForeignGivenEnglish), .real(row.lexicalWeight),
                                     .real(row.lexicalWeightInverse), .integer(row.isSentence ? 1 : 0), .text(row.origin),
                                     blob(row.foreignWords), blob(row.englishWords),
                                     .integer(Int64(bitPattern: row.foreignKey)), .integer(Int64(bitPattern: row.englishKey)),
                                     .integer(Int64(bitPattern: row.foreignFoldedKey)), .integer(Int64(bitPattern: row.englishFoldedKey))])
                    _ = try insert.step()
                }
                let problem = try db.prepare("INSERT INTO problem VALUES (?)")
                for message in problems {
                    try problem.bind([.text(message)])
                    _ = try problem.step()
                }
                let meta: [(String, String)] = [
                    ("schema_version", String(schemaVersion)), ("source_hash", source.sourceHash),
                    ("language", source.language), ("entry_count", String(rows.count)),
                    ("skipped_lines", String(problems.count)),
                    ("sources", source.files.map(\.lastPathComponent).joined(separator: ",")),
                ]
                let insertMeta = try db.prepare("INSERT INTO meta VALUES (?, ?)")
                for (key, value) in meta {
                    try insertMeta.bind([.text(key), .text(value)])
                    _ = try insertMeta.step()
                }
            }
        }
        // rename(2) replaces the old file atomically, so a concurrent reader sees the old or the new file.
        if rename(temporary.path, url.path) != 0 {
            throw SmartReplyError(.ioFailure, "\(url.path): cannot install the compiled phrase table (errno \(errno))")
        }
    }
}
