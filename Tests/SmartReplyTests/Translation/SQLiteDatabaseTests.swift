import Foundation
import Testing
@testable import SmartReply

/// A fresh temporary directory, removed by the caller.
func makeTemporaryDirectory(_ label: String = "sr") throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite struct SQLiteDatabaseTests {
    @Test func storesAndReadsBoundValuesIncludingHostileText() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("t #1?.sqlite")
        do {
            let db = try SQLiteDatabase(url: file, mode: .readWriteCreate)
            try db.execute("CREATE TABLE t(k TEXT PRIMARY KEY, v INTEGER, r REAL, b BLOB)")
            try db.transaction {
                try db.run("INSERT INTO t VALUES (?, ?, ?, ?)", [.text("a'); DROP TABLE t; --"), .integer(7), .real(0.5), .blob([1, 2])])
                try db.run("INSERT INTO t VALUES (?, ?, ?, ?)", [.text("ñandú"), .null, .null, .null])
            }
        }
        let reader = try SQLiteDatabase(url: file, mode: .readOnlyImmutable)
        let rows = try reader.query("SELECT k, v, r, b FROM t ORDER BY v DESC")
        #expect(rows == [[.text("a'); DROP TABLE t; --"), .integer(7), .real(0.5), .blob([1, 2])],
                         [.text("ñandú"), .null, .null, .null]])
    }

    @Test func reportsGarbageFileAsCorruptNamingIt() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("garbage.sqlite")
        try Data(String(repeating: "not a database ", count: 100).utf8).write(to: file)
        let error = #expect(throws: SmartReplyError.self) {
            let db = try SQLiteDatabase(url: file, mode: .readOnlyImmutable)
            _ = try db.query("SELECT * FROM sqlite_master")
        }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.contains("garbage.sqlite") == true)
    }

    @Test func reportsMissingReadOnlyFile() throws {
        let error = #expect(throws: SmartReplyError.self) {
            _ = try SQLiteDatabase(url: URL(fileURLWithPath: "/nonexistent/x.sqlite"), mode: .readOnly)
        }
        #expect(error?.code == .modelFileMissing)
    }

    @Test func rollsBackAFailedTransaction() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let db = try SQLiteDatabase(url: dir.appendingPathComponent("r.sqlite"), mode: .readWriteCreate)
        try db.execute("CREATE TABLE t(k INTEGER)")
        #expect(throws: SmartReplyError.self) {
            try db.transaction {
                try db.run("INSERT INTO t VALUES (?)", [.integer(1)])
                try db.run("INSERT INTO missing VALUES (?)", [.integer(1)])
            }
        }
        #expect(try db.query("SELECT count(*) FROM t") == [[.integer(0)]])
        #expect(throws: SmartReplyError.self) { try db.run("SELECT ?", []) }
    }
}
