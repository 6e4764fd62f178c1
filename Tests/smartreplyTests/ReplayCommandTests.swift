import Foundation
import Testing

/// `replay` end to end: every key present, nothing lost, the right exit code.
@Suite struct ReplayCommandTests {
    private func write(_ text: String, name: String = "c.json") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    private func replay(_ arguments: [String]) throws -> CLIRun {
        try CLI.run(["replay"] + arguments)
    }

    @Test func jsonLinesHaveEveryKeyAlways() throws {
        let run = try replay(["--json", "Conversations/mixed-offensive-and-unsupported.json"])
        #expect(run.status == 0, "\(run.stderr)")
        let keys: Set<String> = ["file", "index", "user", "text", "language", "confidence", "english", "status", "reason",
                                 "suggestions", "englishSuggestions", "timingsMicros"]
        let objects = try run.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 5)
        for object in objects { #expect(keys.isSubset(of: Set(object.keys)), "\(object.keys.sorted())") }
        let statuses = objects.map { $0["status"] as? String }
        #expect(statuses.contains("noReply"))
        #expect(statuses.contains("notSupportedLanguage"))
        #expect(objects.contains { ($0["reason"] as? String) == "offensive" })
    }

    @Test func aBadMessageBecomesAnErrorRecordAndTheReplayGoesOn() throws {
        let url = try write("""
            {"localUser": "me", "messages": [{"user": "ana", "text": "Thanks so much!"}, {"user": "ana", "text": 42},
             {"user": "ana", "text": "See you tomorrow?"}]}
            """)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let run = try replay(["--json", url.path])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].contains(#""status":"error""#))
        #expect(lines[1].contains("messages[1].text: expected a string, found a number"))
        #expect(run.stderr.contains("errors: 1"))
    }

    @Test func anUnreadableFileIsReportedAndTheOthersReplayed() throws {
        let bad = try write("{ not json", name: "a-bad.json")
        let folder = bad.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"localUser": "me", "messages": [{"user": "x", "text": "Happy birthday!"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("b-good.json"))
        let run = try replay([folder.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("a-bad.json"))
        #expect(run.stdout.contains("not valid JSON: line 1"))
        #expect(run.stdout.contains("Happy birthday!"))
        #expect(run.stdout.contains("turns: 1, answered without error: 1, with suggestions: 1, errors: 0, unreadable files: 1"), "\(run.stdout)")
    }

    @Test func aMissingPathIsNamedOnStderrAndTheOthersStillReplay() throws {
        let missing = "/nonexistent-\(UUID().uuidString).json"
        let run = try replay(["Conversations/es-cena.json", missing, "Conversations/pt-praia.json"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("\(missing): no such file or folder"), "\(run.stderr)")
        #expect(run.stdout.contains("es-cena.json"), "\(run.stdout)")
        #expect(run.stdout.contains("pt-praia.json"), "\(run.stdout)")
        #expect(run.stdout.contains("missing paths: 1"), "\(run.stdout)")
        #expect(!run.stdout.contains(missing))
    }

    @Test func upperCaseJSONExtensionsInAFolderAreReplayed() throws {
        let upper = try write(#"{"localUser": "me", "messages": [{"user": "x", "text": "Happy birthday!"}]}"#, name: "A.JSON")
        let folder = upper.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"localUser": "me", "messages": [{"user": "x", "text": "Thanks so much!"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("b.Json"))
        try Data("not a conversation".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let run = try replay([folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("A.JSON") && run.stdout.contains("b.Json"), "\(run.stdout)")
        #expect(!run.stdout.contains("notes.txt"))
        #expect(run.stdout.contains("turns: 2"), "\(run.stdout)")
    }

    @Test func markdownIsATranscriptToPaste() throws {
        let run = try replay(["--format", "markdown", "Conversations/es-cena.json"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("## Cena del viernes"))
        #expect(run.stdout.contains("### Summary"))
    }

    @Test func markdownShowsAFileErrorAsSuchAndEscapesTheTitle() throws {
        let bad = try write("{ not json", name: "a-bad.json")
        let folder = bad.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"title": "# *Big* [news] <b>", "localUser": "me", "messages": [{"user": "x", "text": "Happy birthday!"}]}"##.utf8)
            .write(to: folder.appendingPathComponent("b-good.json"))
        let run = try replay(["--format", "markdown", folder.path])
        #expect(run.status == 1)
        #expect(!run.stdout.contains("message -1"), "\(run.stdout)")
        #expect(run.stdout.contains("- **error** in the file: "), "\(run.stdout)")
        #expect(run.stdout.contains(##"## \# \*Big\* \[news\] \<b\>"##), "\(run.stdout)")
    }

    @Test func traceShowsEveryStage() throws {
        let run = try replay(["--trace", "Conversations/es-cena.json"])
        #expect(run.stdout.contains("identify:"))
        #expect(run.stdout.contains("guard incomingOriginal"))
        #expect(run.stdout.contains("µs:"))
    }
}

/// Findings of a fresh user's test, kept as regressions.
@Suite struct ReplayRobustnessTests {
    private func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("robust-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func terminalEscapesFromASenderAreShownNotObeyed() throws {
        let url = try write(#"{"title":"t\u001b]0;pwned\u0007","localUser":"me","messages":[{"user":"a\u001b[2J","text":"hi \u202Ethere\nhow are you?"}]}"#)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try CLI.run(["replay", url.path])
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(!run.stdout.contains("\u{202E}"))
        #expect(run.stdout.contains(#"a\u{1B}[2J"#))
        #expect(run.stdout.contains("there⏎how are you?"))
    }

    @Test func aHugeMessageIsShownCutWithTheCutMarked() throws {
        let long = String(repeating: "thanks ", count: 2_000)   // 14,000 characters
        let url = try write(#"{"localUser":"me","messages":[{"user":"a","text":"\#(long)"}]}"#)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try CLI.run(["replay", "--max-length", "100", url.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("… [cut: 14,000 → 100 characters]"), "\(run.stdout.prefix(400))")
        #expect(run.stdout.utf8.count < 2_000)
    }

    @Test func chatHistoryShowsEscapesInsteadOfObeyingThem() throws {
        let run = try CLI.run(["chat", "--no-profile"], stdin: "hi \u{1B}]0;pwned\u{07}\n:history\n")
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(run.stdout.contains(#"\u{1B}]0;pwned"#))
    }

    @Test func aFolderNamedLikeAConversationIsSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub.json"), withIntermediateDirectories: true)
        try Data(#"{"localUser": "me", "messages": [{"user": "x", "text": "Happy birthday!"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("a.json"))
        let run = try CLI.run(["replay", folder.path])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(!run.stdout.contains("sub.json"))
        #expect(!run.stdout.contains("NSCocoaErrorDomain"))
        #expect(run.stdout.contains("Happy birthday!"))
    }

    @Test func missingFilesAndFoldersAreNamed() throws {
        let missing = "/nonexistent-\(UUID().uuidString)"
        let bench = try CLI.run(["bench", "--messages", missing + "/m.txt"])
        #expect(bench.status != 0)
        #expect(bench.stderr.contains("--messages \(missing)/m.txt: no such file"), "\(bench.stderr)")
        let chat = try CLI.run(["chat", "--no-profile"], stdin: "hi\n:save \(missing)/x.json\n")
        #expect(chat.stdout.contains("the folder \(missing) does not exist"), "\(chat.stdout)")
    }

    @Test func timestampsOutOfOrderAreReportedAsAWarning() throws {
        let url = try write(#"{"localUser":"me","messages":[{"user":"a","text":"one","timestamp":"2026-11-26T10:00:00Z"},{"user":"a","text":"thanks!","timestamp":"2020-01-01T00:00:00Z"}]}"#)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try CLI.run(["replay", url.path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("warning: \(url.path):1: messages[1].timestamp: earlier than the message before it"), "\(run.stdout)")
    }

    /// Foundation's JSON parser gives no positions; a bad message now names its line as well as its field.
    @Test func aBadMessageNamesItsLine() throws {
        let url = try write("{\"localUser\":\"me\",\"messages\":[\n {\"user\":\"a\",\"text\":\"hola\"},\n\n {\"user\":\"a\",\"text\":5},\n {\"user\":\"a\",\"text\":\"ok\"}]}\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try CLI.run(["replay", url.path])
        #expect(run.stdout.contains("error: \(url.path):4: messages[1].text: expected a string, found a number"), "\(run.stdout)")
        #expect(run.stdout.contains("answered without error: 2"), "\(run.stdout)")
    }

    @Test func jsonWithTraceCarriesTheTrace() throws {
        let run = try CLI.run(["replay", "--json", "--trace", "Conversations/fr-anniversaire.json"])
        let first = try #require(run.stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let trace = try #require(object["trace"] as? [String: Any])
        #expect(trace["guardChecks"] != nil)
        #expect(trace["identification"] != nil)
    }

    @Test func aTruncatedFileSaysSo() throws {
        let url = try write(#"{"localUser": "me", "messages": ["#)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try CLI.run(["replay", url.path])
        #expect(run.stdout.contains("ends in the middle of a value (truncated?)"))
    }

    @Test func chatAsMeStillSavesTwoSpeakers() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("me-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try CLI.run(["chat", "--no-profile", "--as", "me"], stdin: "Are you coming?\n:pick 1\n:save \(file.path)\n")
        let replay = try CLI.run(["replay", file.path])
        #expect(replay.stdout.contains("turns: 1"))
        #expect(try CLI.run(["chat", "--as", ""]).status == 64)
    }
}
