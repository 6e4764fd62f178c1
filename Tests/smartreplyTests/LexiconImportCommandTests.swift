import Foundation
import Testing
@testable import smartreply

/// `smartreply lexicon import freedict` end to end, on the tiny fixtures of
/// Tests/SmartReplyTests/Fixtures/FreeDict (never on the Debian packages, which CI lacks).
@Suite struct LexiconImportCommandTests {
    static let dictd = CLI.packageRoot.appendingPathComponent("Tests/SmartReplyTests/Fixtures/FreeDict").path

    /// A temporary Lexicons folder with a two-line Spanish table, and an empty cache.
    func makeFolders() throws -> (lexicons: String, cache: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("smartreply-import-\(UUID().uuidString)")
        let spanish = root.appendingPathComponent("Lexicons/translation/es")
        try FileManager.default.createDirectory(at: spanish, withIntermediateDirectories: true)
        try Data("casa\thouse\nla\tthe\n".utf8).write(to: spanish.appendingPathComponent("core.tsv"))
        return (root.appendingPathComponent("Lexicons").path, root.appendingPathComponent("cache").path)
    }

    @Test func importsListsTranslatesAndDeletes() throws {
        let (lexicons, cache) = try makeFolders()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: lexicons).deletingLastPathComponent().path) }
        let common = ["--cache", cache, "--lexicons", lexicons]
        let imported = try CLI.run(["lexicon", "import", "freedict", "--lang", "es", "--dictd", Self.dictd] + common)
        #expect(imported.status == 0)
        #expect(imported.stdout.hasPrefix("es: 15 entries (of 15 found) from freedict-spa-eng, freedict-eng-spa -> \(cache)/user-lexicons/es/freedict.tsv"))
        #expect(!imported.stderr.contains("\u{1B}"))   // no progress bar when stderr is not a terminal

        let list = try CLI.run(["lexicon", "list"] + common)
        #expect(list.status == 0)
        let row = list.stdout.split(separator: "\n").first { $0.hasPrefix("es\t") }.map { $0.split(separator: "\t").map(String.init) }
        #expect(row?[5] == "15")
        #expect(row?[7] == "freedict-spa-eng+freedict-eng-spa")
        #expect(row?[8].hasPrefix("GPL-2.0-or-later") == true)

        let info = try CLI.run(["lexicon", "info", "es"] + common)
        #expect(info.stdout.contains("imported: \(cache)/user-lexicons/es/freedict.tsv (15 entries"))
        #expect(info.stdout.contains("  licence: GPL-2.0-or-later (local copy: never commit it)"))

        let translated = try CLI.run(["translate", "--from", "es", "--to", "en", "--decoder", "longest-match", "la ventana"] + common)
        #expect(translated.stdout == "the window\n")

        let deleted = try CLI.run(["lexicon", "delete", "es"] + common)
        #expect(deleted.stdout.contains("deleted the imported lexicon \(cache)/user-lexicons/es/freedict.tsv"))
        let after = try CLI.run(["translate", "--from", "es", "--to", "en", "--decoder", "longest-match", "--unknown", "la ventana"] + common)
        #expect(after.stdout == "the ventana\tventana\n")
    }

    @Test func aMissingPackageNamesThePathAndTheAptPackage() throws {
        let (lexicons, cache) = try makeFolders()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: lexicons).deletingLastPathComponent().path) }
        let run = try CLI.run(["lexicon", "import", "freedict", "--lang", "es", "--dictd", cache, "--cache", cache, "--lexicons", lexicons])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(cache)/freedict-spa-eng.index"))
        #expect(run.stderr.contains("apt-get install dict-freedict-spa-eng dict-freedict-eng-spa"))
    }

    @Test(arguments: [[], ["wikipedia"]])
    func needsTheNameOfTheDictionarySet(rest: [String]) throws {
        let run = try CLI.run(["lexicon", "import"] + rest)
        #expect(run.status == 64)
        #expect(run.stderr.contains("freedict"))
    }

    @Test(arguments: [(0, 10, "[------------------------------]   0% x"), (5, 10, "[###############---------------]  50% x"),
                      (10, 10, "[##############################] 100% x"), (7, 0, "[------------------------------]   0% x")])
    func rendersTheBar(done: Int, total: Int, line: String) {
        #expect(ProgressBar.render(label: "x", done: done, total: total) == line)
    }
}
