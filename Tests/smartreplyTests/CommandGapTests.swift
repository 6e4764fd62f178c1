import Foundation
import Testing

/// Gaps a fresh user found in the commands (issue #8): `--version`, `replay -`, empty and
/// invalid input, `eval langid` headers, help overviews, long messages in replay.
@Suite struct CommandGapTests {
    @Test(arguments: ["--version", "-V"])
    func versionPrintsThePackageVersionAndExitsZero(flag: String) throws {
        let run = try CLI.run([flag])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("smartreply 0."), "\(run.stdout)")
        #expect(run.stdout.contains("reply model format"), "\(run.stdout)")
        #expect(try CLI.run(["--help"]).stdout.contains("'smartreply --version'"))
    }

    @Test func replayDashReadsOneConversationFromStdin() throws {
        let file = CLI.packageRoot.appendingPathComponent("Conversations/es-cena.json")
        let conversation = try String(contentsOf: file, encoding: .utf8)
        let fromFile = try CLI.run(["replay", "Conversations/es-cena.json"])
        let run = try CLI.run(["replay", "-"], stdin: conversation)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("== <stdin>: "), "\(run.stdout)")
        #expect(run.stdout.replacingOccurrences(of: "<stdin>", with: file.path)
                    .components(separatedBy: "\n").filter { !$0.contains("µs") }
                == fromFile.stdout.components(separatedBy: "\n").filter { !$0.contains("µs") })
    }

    /// `--max-file-size` takes up to Int.max; reading one byte over it overflowed and crashed (exit 132).
    @Test func replayDashWithTheLargestMaxFileSizeDoesNotCrash() throws {
        let run = try CLI.run(["replay", "--max-file-size", String(Int.max), "-"], stdin: "{")
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("error: <stdin>: not valid JSON"), "\(run.stdout)")
    }

    @Test func replayDashNamesStdinInAnError() throws {
        let run = try CLI.run(["replay", "-"], stdin: "{")
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: <stdin>: not valid JSON"), "\(run.stdout)")
        let twice = try CLI.run(["replay", "-", "-"], stdin: "{}")
        #expect(twice.status == 64)
        #expect(twice.stderr.contains("'-' (stdin) given twice"), "\(twice.stderr)")
    }
}

extension CommandGapTests {
    @Test(arguments: [["guard"], ["identify"]])
    func helpStartsWithAnOverview(command: [String]) throws {
        let run = try CLI.run(command + ["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "), "\(run.stdout)")
        #expect(run.stdout.contains("USAGE: smartreply \(command[0])"), "\(run.stdout)")
    }

    /// A message longer than --max-length prints cut, and so does its English (it printed whole).
    @Test func replayCutsTheEnglishOfAHugeMessageAsItCutsTheMessage() throws {
        let folder = try FilterArgumentsTests.scratchFolder("command-gaps")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.json")
        let text = String(repeating: "hola amigo ", count: 300)
        try Data(#"{"localUser": "me", "messages": [{"user": "ana", "text": "\#(text)"}]}"#.utf8).write(to: file)
        let run = try CLI.run(["replay", "--max-length", "500", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        let english = try #require(run.stdout.components(separatedBy: "\n").first { $0.contains("English: ") })
        #expect(english.contains("… [cut: "), "\(english)")
        #expect(english.count < 600, "\(english.count) characters")
    }
}

extension CommandGapTests {
    @Test(arguments: ["", "   "])
    func classifyRefusesAnEmptyText(text: String) throws {
        let folder = try FilterArgumentsTests.scratchFolder("classify-empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("data.jsonl"), model = folder.appendingPathComponent("model.bin")
        try FilterArgumentsTests.catAndDogRows.joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
        try #require(try CLI.run(["train", "classifier", "--data", data.path, "--out", model.path]).status == 0)
        let run = try CLI.run(["classify", "--model", model.path, "a dog barks", text])
        #expect(run.status == 65, "\(run.stdout)")
        #expect(run.stderr.contains("TEXT 2 is empty"), "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
    }

    /// Invalid UTF-8 on stdin was replaced silently; the line is now named on stderr (and still answered).
    @Test(arguments: [["identify"], ["guard", "--lang", "en"], ["suggest", "--lang", "en"]])
    func invalidUTF8OnStdinIsNamedByLine(command: [String]) throws {
        var bytes = Data("Thanks a lot!\n".utf8)
        bytes.append(contentsOf: [0x63, 0x61, 0x66, 0xE9, 0x0A])   // "caf\xE9": Latin-1, not UTF-8
        let run = try CLI.run(command, stdinBytes: bytes)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 3, "\(run.stdout)")
        #expect(run.stderr.contains("warning: stdin line 2: not valid UTF-8"), "\(run.stderr)")
        #expect(!run.stderr.contains("stdin line 1"), "\(run.stderr)")
    }
}

extension CommandGapTests {
    /// A file without a header lost its first row unseen; a real header row still is skipped.
    @Test func evalLangidCountsAFirstRowThatReadsAsDataAndSaysSo() throws {
        let folder = try FilterArgumentsTests.scratchFolder("eval-langid-header")
        defer { try? FileManager.default.removeItem(at: folder) }
        let headless = folder.appendingPathComponent("headless.tsv"), headed = folder.appendingPathComponent("headed.tsv")
        try "es\thola amigo, ¿qué tal estás?\nen\thello my friend, how are you?\n".write(to: headless, atomically: true, encoding: .utf8)
        try "lang\ttext\nen\thello my friend, how are you?\n".write(to: headed, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "langid", headless.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("es\t100.00%\t1/1"), "\(run.stdout)")
        #expect(run.stderr.contains("headless.tsv:1: the first row reads as data ('es' is a language tag)"), "\(run.stderr)")
        let header = try CLI.run(["eval", "langid", headed.path])
        #expect(header.status == 0, "\(header.stderr)")
        #expect(header.stdout.contains("en\t100.00%\t1/1"), "\(header.stdout)")
        #expect(!header.stderr.contains("warning"), "\(header.stderr)")
    }

    /// `eval langid` and `eval guard` share one reader: Windows line ends are dropped and a
    /// row without a tab is named by file and line in both.
    @Test func evalLangidReadsWindowsLineEndsAndNamesARowWithoutATab() throws {
        let folder = try FilterArgumentsTests.scratchFolder("eval-langid-crlf")
        defer { try? FileManager.default.removeItem(at: folder) }
        let crlf = folder.appendingPathComponent("crlf.tsv"), broken = folder.appendingPathComponent("broken.tsv")
        try "lang\ttext\r\nen\thello my friend, how are you?\r\n".write(to: crlf, atomically: true, encoding: .utf8)
        try "lang\ttext\nen\thello my friend\nno tab here\n".write(to: broken, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "langid", crlf.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("en\t100.00%\t1/1"), "\(run.stdout)")
        let bad = try CLI.run(["eval", "langid", broken.path])
        #expect(bad.status == 65, "\(bad.stderr)")
        #expect(bad.stderr.contains("broken.tsv:3: expected lang<TAB>text"), "\(bad.stderr)")
    }

    /// `eval replies` named the file but not the line of a bad row, and `--coverage` counted a
    /// line without a tab as a message.
    @Test func evalRepliesNamesTheLineOfABadRow() throws {
        let folder = try FilterArgumentsTests.scratchFolder("eval-replies-lines")
        defer { try? FileManager.default.removeItem(at: folder) }
        let multiref = folder.appendingPathComponent("mr.tsv"), pairs = folder.appendingPathComponent("pairs.tsv")
        try "message\tgood_replies\tadversarial_bad_replies\tcontext\n\nbroken row\n".write(to: multiref, atomically: true, encoding: .utf8)
        try "message\treply\nhi there\thello\nno tab on this line\n".write(to: pairs, atomically: true, encoding: .utf8)
        let ranking = try CLI.run(["eval", "replies", multiref.path])
        #expect(ranking.status == 65, "\(ranking.stderr)")
        #expect(ranking.stderr.contains("mr.tsv:3: expected message<TAB>good replies<TAB>bad replies"), "\(ranking.stderr)")
        let coverage = try CLI.run(["eval", "replies", "--coverage", pairs.path])
        #expect(coverage.status == 65, "\(coverage.stderr)")
        #expect(coverage.stderr.contains("pairs.tsv:3: expected message<TAB>reply"), "\(coverage.stderr)")
    }

    /// "\r\n" is one Character in Swift: splitting on "\n" read a Windows file as one line, so
    /// `eval guard` found no rows. Every data reader now ends lines at "\n" or "\r\n".
    @Test func evalGuardReadsWindowsLineEnds() throws {
        let folder = try FilterArgumentsTests.scratchFolder("eval-guard-crlf")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("crlf.tsv")
        try "label\ttext\r\noffensive\tyou are a fucking idiot\r\nclean\tsee you tomorrow\r\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "guard", file.path, "--lang", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("rows\t2\n"), "\(run.stdout)")
        #expect(run.stdout.contains("TP\t1\n") && run.stdout.contains("TN\t1\n"), "\(run.stdout)")
    }

    /// "id" (Indonesian) and "und" are language tags, but "id<TAB>text" is a header, not an Indonesian row.
    @Test func evalLangidTakesIdTabTextForTheHeader() throws {
        let folder = try FilterArgumentsTests.scratchFolder("eval-langid-id-header")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("id-header.tsv")
        try "id\ttext\nen\thello my friend, how are you?\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "langid", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("en\t100.00%\t1/1"), "\(run.stdout)")
        #expect(!run.stdout.contains("\nid\t"), "\(run.stdout)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    }
}
