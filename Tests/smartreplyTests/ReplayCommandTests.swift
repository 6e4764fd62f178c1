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
        try Data(#"{"localUser": "me", "messages": [{"user": "x", "text": "Happy birthday!"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("b-good.json"))
        let run = try replay([folder.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("a-bad.json"))
        #expect(run.stdout.contains("not valid JSON: line 1"))
        #expect(run.stdout.contains("Happy birthday!"))
        #expect(run.stdout.contains("turns: 2, succeeded: 1, errors: 1"))
    }

    @Test func markdownIsATranscriptToPaste() throws {
        let run = try replay(["--format", "markdown", "Conversations/es-cena.json"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("## Cena del viernes"))
        #expect(run.stdout.contains("### Summary"))
    }

    @Test func traceShowsEveryStage() throws {
        let run = try replay(["--trace", "Conversations/es-cena.json"])
        #expect(run.stdout.contains("identify:"))
        #expect(run.stdout.contains("guard incomingOriginal"))
        #expect(run.stdout.contains("µs:"))
    }
}
