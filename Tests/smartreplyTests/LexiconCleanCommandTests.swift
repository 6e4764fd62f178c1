import Foundation
import Testing

/// `models`, `lexicon list` and `lexicon clean` on a cache folder holding tables of earlier versions.
/// Each test uses its own cache folder: the shared one (CLI.cacheDirectory) belongs to every test run.
@Suite struct LexiconCleanCommandTests {
    private func cacheWithOldTables() throws -> (folder: URL, old: [URL], kept: [URL]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-clean-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let old = ["translation-de.sqlite", "translation-es.v1.sqlite"].map { folder.appendingPathComponent($0) }
        let kept = ["translation-es.v99.sqlite", ".translation-es.v3.sqlite.0C1D.tmp", "notes.txt"].map { folder.appendingPathComponent($0) }
        for file in old + kept { try Data(repeating: 1, count: 1_500_000).write(to: file) }
        return (folder, old, kept)
    }

    @Test func modelsSeparatesCurrentTablesFromFilesOfEarlierVersions() throws {
        let cache = try cacheWithOldTables()
        defer { try? FileManager.default.removeItem(at: cache.folder) }
        let run = try CLI.run(["models"], environment: ["SMARTREPLY_CACHE": cache.folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Compiled phrase tables: 0 current tables, 0 KB, in \(cache.folder.path)"), "\(run.stdout)")
        #expect(run.stdout.contains("and 2 files of earlier versions, 3.0 MB, that this build never reads: 'smartreply lexicon clean' removes them"),
                "\(run.stdout)")
    }

    @Test func cleanRemovesOnlyFilesOfEarlierVersions() throws {
        let cache = try cacheWithOldTables()
        defer { try? FileManager.default.removeItem(at: cache.folder) }
        let dry = try CLI.run(["lexicon", "clean", "--dry-run"], environment: ["SMARTREPLY_CACHE": cache.folder.path])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("would remove \(cache.old[0].path)"))
        #expect(dry.stdout.contains("2 superseded files (3.0 MB)"), "\(dry.stdout)")
        for file in cache.old { #expect(FileManager.default.fileExists(atPath: file.path)) }

        let run = try CLI.run(["lexicon", "clean"], environment: ["SMARTREPLY_CACHE": cache.folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("removed 2 superseded files (3.0 MB)"), "\(run.stdout)")
        for file in cache.old { #expect(!FileManager.default.fileExists(atPath: file.path), "\(file.path)") }
        for file in cache.kept { #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path)") }
        let again = try CLI.run(["models"], environment: ["SMARTREPLY_CACHE": cache.folder.path])
        #expect(!again.stdout.contains("earlier versions"), "\(again.stdout)")
    }
}
