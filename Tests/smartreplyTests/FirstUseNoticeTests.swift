import Foundation
import Testing

/// Compiling a phrase table takes seconds and tens of MB: `lexicon list` on an empty cache
/// compiled all of them without a word, and a first message in a new language (or `:load`)
/// paused as long in silence (issue #8).
@Suite struct FirstUseNoticeTests {
    private func emptyCache() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("first-use-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func lexiconListOnAnEmptyCacheCompilesNothingAndSaysWhatIsNotCompiled() throws {
        let cache = try emptyCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try CLI.run(["lexicon", "list"], environment: ["SMARTREPLY_CACHE": cache.path])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count >= 8, "\(run.stdout)")
        for row in rows {
            #expect(row[1] == "-" && row[3] == "-", "a language without a compiled table shows no counts: \(row)")
            #expect((Int(row[2]) ?? 0) > 0, "its TSV size is still listed: \(row)")
        }
        #expect(run.stderr.contains("note: not compiled yet: de, es"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty, "lexicon list compiled a table")
    }

    /// `:load` of a table never compiled says it compiles it; the turn after, in that language, does not say it again.
    @Test func loadingATableNeverCompiledSaysItIsCompilingOnce() throws {
        let cache = try emptyCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try CLI.run(["chat", "--no-profile"], stdin: ":load nl\nDank je wel!\n", environment: ["SMARTREPLY_CACHE": cache.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("loaded nl:"), "\(run.stdout)")
        #expect(run.stderr.components(separatedBy: "compiling the Dutch (nl) phrase table (first use)…").count - 1 == 1, "\(run.stderr)")
    }

    @Test func aFirstMessageInALanguageNeverCompiledSaysItIsCompiling() throws {
        let cache = try emptyCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try CLI.run(["chat", "--no-profile"], stdin: "Dank je wel!\n", environment: ["SMARTREPLY_CACHE": cache.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("language: nl"), "\(run.stdout)")
        #expect(run.stderr.contains("compiling the Dutch (nl) phrase table (first use)…"), "\(run.stderr)")
    }
}
