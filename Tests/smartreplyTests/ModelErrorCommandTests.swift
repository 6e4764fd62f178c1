import Foundation
import Testing

/// The pipeline commands with a damaged model folder: what is broken is named (full path, line,
/// field); a damaged line of one language's reply translations is reported and the pipeline
/// still answers, that language included.
@Suite struct ModelErrorCommandTests {
    /// A Lexicons folder linking to the checkout's models, with small es and it phrase tables
    /// (their replies.tsv) so that compiling them in a private cache takes no time.
    private func lexicons(breakingSpanishReplyLine line: Int?) throws -> (root: URL, lexicons: URL, cache: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("model-errors-\(UUID().uuidString)")
        let lexicons = root.appendingPathComponent("Lexicons")
        let real = CLI.packageRoot.appendingPathComponent("Lexicons")
        for language in ["es", "it"] {
            let folder = lexicons.appendingPathComponent("translation/\(language)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var lines = try String(contentsOf: real.appendingPathComponent("translation/\(language)/replies.tsv"), encoding: .utf8)
                .components(separatedBy: "\n")
            if language == "es", let line { lines[line - 1] = lines[line - 1].replacingOccurrences(of: "\t", with: " ") }
            try lines.joined(separator: "\n").write(to: folder.appendingPathComponent("replies.tsv"), atomically: true, encoding: .utf8)
        }
        for name in ["guard", "langid", "lm", "replies", "sentiment", "SOURCES.md"] {
            try FileManager.default.createSymbolicLink(at: lexicons.appendingPathComponent(name),
                                                       withDestinationURL: real.appendingPathComponent(name))
        }
        return (root, lexicons, root.appendingPathComponent("cache"))
    }

    @Test func aDamagedReplyTranslationLineIsReportedOnceAndEveryLanguageStillAnswers() throws {
        let folder = try lexicons(breakingSpanishReplyLine: 5)
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let file = folder.lexicons.appendingPathComponent("translation/es/replies.tsv").path
        let run = try CLI.run(["suggest", "--lexicons", folder.lexicons.path, "Hola", "¡Hola amigo!", "Ciao"],
                              environment: ["SMARTREPLY_CACHE": folder.cache.path])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "\(run.stdout)")
        #expect(!lines[0].isEmpty && !lines[2].isEmpty, "\(run.stdout)")
        let warning = "warning: es phrase table: \(file):5: expected 2 or 3 tab-separated fields, found 1"
        #expect(run.stderr.components(separatedBy: warning).count == 2, "\(run.stderr)")
        #expect(run.stderr.contains("es still translates without them"))
        #expect(!run.stderr.contains("it phrase table"), "\(run.stderr)")
    }

    /// A rebuilt cache skips no TSV line, so the warning must not say "the lines above were skipped".
    @Test func aRebuiltCacheIsReportedWithoutClaimingSkippedLines() throws {
        let folder = try lexicons(breakingSpanishReplyLine: nil)
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let environment = ["SMARTREPLY_CACHE": folder.cache.path]
        #expect(try CLI.run(["suggest", "--lexicons", folder.lexicons.path, "--lang", "es", "Hola"], environment: environment).status == 0)
        let database = try #require(FileManager.default.enumerator(atPath: folder.cache.path)?.compactMap { $0 as? String }
            .first { $0.hasSuffix(".sqlite") && $0.contains("translation-es.") })
        let handle = try FileHandle(forWritingTo: folder.cache.appendingPathComponent(database))
        try handle.write(contentsOf: Data(repeating: 0x5A, count: 64))
        try handle.close()
        let run = try CLI.run(["suggest", "--lexicons", folder.lexicons.path, "--lang", "es", "Hola"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("es phrase table: cache rebuilt"), "\(run.stderr)")
        #expect(!run.stderr.contains("the lines above were skipped"), "\(run.stderr)")
        #expect(!run.stderr.contains("to rebuild it"), "rebuilt already, so no advice to delete it: \(run.stderr)")
    }

    @Test func anIntactFolderGivesNoWarning() throws {
        let folder = try lexicons(breakingSpanishReplyLine: nil)
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let run = try CLI.run(["suggest", "--lexicons", folder.lexicons.path, "Hola"], environment: ["SMARTREPLY_CACHE": folder.cache.path])
        #expect(run.status == 0)
        // Only the first-use compile notice (the cache is fresh), no warning.
        #expect(run.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("compiling the ") && $0.hasSuffix("phrase table (first use)…") }, "\(run.stderr)")
    }

    @Test func aBrokenResponseSetStopsThePipelineNamingTheFullPathAndLine() throws {
        let folder = try lexicons(breakingSpanishReplyLine: nil)
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let replies = folder.lexicons.appendingPathComponent("replies")
        try FileManager.default.removeItem(at: replies)
        try FileManager.default.createDirectory(at: replies, withIntermediateDirectories: true)
        let real = CLI.packageRoot.appendingPathComponent("Lexicons/replies")
        try FileManager.default.copyItem(at: real.appendingPathComponent("model.bin"), to: replies.appendingPathComponent("model.bin"))
        var lines = try String(contentsOf: real.appendingPathComponent("responses.tsv"), encoding: .utf8).components(separatedBy: "\n")
        let broken = try #require(lines.firstIndex { !$0.hasPrefix("#") && $0.contains("\t") })
        lines[broken] = lines[broken].replacingOccurrences(of: "\t", with: " ")
        let file = replies.appendingPathComponent("responses.tsv")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let message = "error: response set '\(file.path)' line \(broken + 1): expected 'intent<TAB>reply', found no tab"
        let run = try CLI.run(["suggest", "--lexicons", folder.lexicons.path, "Hola"], environment: ["SMARTREPLY_CACHE": folder.cache.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        let models = try CLI.run(["models", "--lexicons", folder.lexicons.path], environment: ["SMARTREPLY_CACHE": folder.cache.path])
        #expect(models.status == 1)
        #expect(models.stdout.contains("unreadable (see below)"), "\(models.stdout)")
        #expect(models.stderr.contains(message), "\(models.stderr)")
    }
}
