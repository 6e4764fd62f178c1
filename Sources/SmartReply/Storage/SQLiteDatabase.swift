internal import CSQLite
import Foundation

/// A value read from or bound to a SQLite statement.
enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

/// A small, safe wrapper over one SQLite connection (the system `libsqlite3`).
///
/// Every statement is prepared and takes its values as bound parameters, never
/// by string interpolation. Every failure is a `SmartReplyError` whose message
/// names the database file and the SQLite message:
/// `.modelFileCorrupt` when SQLite says the file is not a database or is
/// malformed (`SQLITE_NOTADB`, `SQLITE_CORRUPT`), `.databaseFailure` otherwise.
///
///     let db = try SQLiteDatabase(url: file, mode: .readWriteCreate)
///     try db.execute("CREATE TABLE IF NOT EXISTS t(k TEXT PRIMARY KEY, v INTEGER)")
///     try db.run("INSERT INTO t VALUES (?, ?)", [.text("a"), .integer(1)])
///     let rows = try db.query("SELECT v FROM t WHERE k = ?", [.text("a")])
///
/// The class is deliberately not `Sendable`: a connection must stay inside one
/// actor or one thread (see TOOLCHAIN.md). The connection closes on `deinit`.
final class SQLiteDatabase {
    /// How to open the file.
    enum Mode: Sendable {
        /// Read-only through `file:PATH?immutable=1` (no locking, ~1 µs per
        /// lookup); only for files nobody writes while they are open.
        case readOnlyImmutable
        /// Read-only with normal locking.
        case readOnly
        /// Read-write, creating the file when missing.
        case readWriteCreate
        /// A private database in memory (`url` is ignored), gone when closed.
        case inMemory
    }

    /// The database file.
    let url: URL
    private var handle: OpaquePointer?

    /// Opens (or creates) a database file.
    /// - Throws: `SmartReplyError.modelFileMissing` when a read-only file does
    ///   not exist; `.databaseFailure` when SQLite cannot open it.
    init(url: URL, mode: Mode) throws {
        self.url = url
        let path = url.path
        if (mode == .readOnly || mode == .readOnlyImmutable) && !FileManager.default.fileExists(atPath: path) {
            throw SmartReplyError(.modelFileMissing, "\(path): database file does not exist")
        }
        var flags = SQLITE_OPEN_NOMUTEX
        let name: String
        switch mode {
        case .readOnlyImmutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = "file:" + Self.uriEscaped(path) + "?immutable=1"
        case .readOnly:
            flags |= SQLITE_OPEN_READONLY
            name = path
        case .readWriteCreate:
            flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            name = path
        case .inMemory:
            flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            name = ":memory:"
        }
        var db: OpaquePointer?
        let status = sqlite3_open_v2(name, &db, flags, nil)
        guard status == SQLITE_OK, let db else {
            let detail = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close_v2(db)
            throw SmartReplyError(.databaseFailure, "\(path): cannot open database (\(detail))")
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 2_000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// How long a statement waits for another connection's lock before failing with `SQLITE_BUSY` (2 s by default).
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs one or more SQL statements that take no parameters (schema, pragmas).
    /// - Throws: `SmartReplyError` naming the file.
    func execute(_ sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if status != SQLITE_OK {
            let detail = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_free(errorMessage)
            throw error(status, detail)
        }
    }

    /// Prepares a statement for repeated use.
    /// - Throws: `SmartReplyError` naming the file.
    func prepare(_ sql: String) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw error(status, String(cString: sqlite3_errmsg(handle)))
        }
        return SQLiteStatement(statement: statement, database: self)
    }

    /// Runs one statement with bound values, discarding any rows.
    /// - Throws: `SmartReplyError` naming the file.
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws {
        let statement = try prepare(sql)
        try statement.bind(values)
        while try statement.step() {}
    }

    /// Runs one query with bound values and returns every row.
    /// - Throws: `SmartReplyError` naming the file.
    func query(_ sql: String, _ values: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
        let statement = try prepare(sql)
        try statement.bind(values)
        var rows: [[SQLiteValue]] = []
        while try statement.step() {
            rows.append((0..<statement.columnCount).map { statement.value(at: $0) })
        }
        return rows
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back when it throws.
    /// - Throws: what `body` throws, or `SmartReplyError` naming the file.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Builds the error for a SQLite status: corruption codes become
    /// `.modelFileCorrupt`, everything else `.databaseFailure`.
    fileprivate func error(_ status: Int32, _ detail: String) -> SmartReplyError {
        let primary = status & 0xFF
        let code: SmartReplyError.Code = (primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT) ? .modelFileCorrupt : .databaseFailure
        return SmartReplyError(code, "\(url.path): \(detail)")
    }

    fileprivate var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// Percent-escapes the characters that have a meaning in a SQLite URI.
    private static func uriEscaped(_ path: String) -> String {
        var out = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "%", "?", "#", " ", "\"", "<", ">":
                out += String(format: "%%%02X", scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// A prepared statement of a ``SQLiteDatabase``; finalized on `deinit`.
///
/// It keeps its database alive. Like the database, it stays on one thread.
final class SQLiteStatement {
    private let statement: OpaquePointer
    private let database: SQLiteDatabase

    fileprivate init(statement: OpaquePointer, database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit {
        sqlite3_finalize(statement)
    }

    /// Resets the statement and binds `values` to its parameters 1…n.
    /// - Throws: `SmartReplyError` naming the file when a value cannot be bound
    ///   or the count does not match the statement's parameters.
    func bind(_ values: [SQLiteValue]) throws {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        let expected = Int(sqlite3_bind_parameter_count(statement))
        guard expected == values.count else {
            throw SmartReplyError(.databaseFailure, "\(database.url.path): statement takes \(expected) parameters, \(values.count) given")
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .null: status = sqlite3_bind_null(statement, index)
            case .integer(let number): status = sqlite3_bind_int64(statement, index, number)
            case .real(let number): status = sqlite3_bind_double(statement, index, number)
            case .text(let text): status = sqlite3_bind_text(statement, index, text, -1, csqlite_transient())
            case .blob(let bytes):
                status = bytes.withUnsafeBytes { raw in
                    sqlite3_bind_blob(statement, index, raw.baseAddress, Int32(raw.count), csqlite_transient())
                }
            }
            if status != SQLITE_OK { throw database.error(status, database.lastErrorMessage) }
        }
    }

    /// Advances to the next row: `true` when a row is available, `false` when done.
    /// - Throws: `SmartReplyError` naming the file.
    func step() throws -> Bool {
        let status = sqlite3_step(statement)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(status, database.lastErrorMessage)
        }
    }

    /// The number of columns of the result.
    var columnCount: Int { Int(sqlite3_column_count(statement)) }

    /// The value of column `index` (0-based) of the current row.
    func value(at index: Int) -> SQLiteValue {
        let column = Int32(index)
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT: return .text(text(at: index) ?? "")
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard count > 0, let base = sqlite3_column_blob(statement, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: base, count: count)))
        default: return .null
        }
    }

    /// Column `index` as text, or nil when NULL.
    func text(at index: Int) -> String? {
        guard let pointer = sqlite3_column_text(statement, Int32(index)) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, Int32(index)))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Resets the statement and binds two integers to parameters 1 and 2, without
    /// allocating: the hot-path form of ``bind(_:)`` for keyed lookups.
    /// - Throws: `SmartReplyError` naming the file.
    /// - Complexity: O(1).
    func bind(_ first: Int64, _ second: Int64) throws {
        sqlite3_reset(statement)
        let status1 = sqlite3_bind_int64(statement, 1, first)
        let status2 = sqlite3_bind_int64(statement, 2, second)
        if status1 != SQLITE_OK || status2 != SQLITE_OK {
            throw database.error(status1 != SQLITE_OK ? status1 : status2, database.lastErrorMessage)
        }
    }

    /// Resets the statement so that it releases its read of the file.
    func reset() { sqlite3_reset(statement) }

    /// Calls `body` with the bytes of blob (or text) column `index` of the current
    /// row, without copying them; the bytes are valid only inside `body`.
    func withBytes<T>(at index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let column = Int32(index)
        let base = sqlite3_column_blob(statement, column)
        let count = Int(sqlite3_column_bytes(statement, column))
        return try body(UnsafeRawBufferPointer(start: count > 0 ? base : nil, count: base == nil ? 0 : count))
    }

    /// Column `index` as an integer (0 when NULL).
    func int64(at index: Int) -> Int64 { sqlite3_column_int64(statement, Int32(index)) }

    /// Column `index` as a double (0 when NULL).
    func double(at index: Int) -> Double { sqlite3_column_double(statement, Int32(index)) }
}
