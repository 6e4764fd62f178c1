import Foundation
import Testing
@testable import SmartReply

/// An interrupted compile leaves its temporary file behind; the next compile clears it.
@Suite struct StaleTemporaryFileTests {
    @Test func removesOnlyTemporaryTablesOlderThanTenMinutes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func make(_ name: String, minutesAgo: Double) throws -> String {
            let path = folder.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-minutesAgo * 60)], ofItemAtPath: path)
            return path
        }
        let stale = try make(".translation-es.v3.sqlite.\(UUID().uuidString).tmp", minutesAgo: 11)
        let running = try make(".translation-es.v3.sqlite.\(UUID().uuidString).tmp", minutesAgo: 1)
        let database = try make("translation-es.v3.sqlite", minutesAgo: 60)
        let unrelated = try make(".other.tmp", minutesAgo: 60)

        PhraseTableStore.removeStaleTemporaries(in: folder)

        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: running))
        #expect(FileManager.default.fileExists(atPath: database))
        #expect(FileManager.default.fileExists(atPath: unrelated))
    }
}
