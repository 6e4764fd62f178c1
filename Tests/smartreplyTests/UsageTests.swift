import Foundation
import Testing

/// The conventions of swift-argument-parser: help on stdout with exit 0,
/// usage errors on stderr with "See '… --help'" and exit 64.
@Suite struct UsageTests {
    @Test func helpGoesToStdoutAndExitsZero() throws {
        let run = try CLI.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: smartreply <command>"))
        #expect(run.stdout.contains("replay"))
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: ["replay", "chat", "suggest"])
    func everyCommandHasHelp(command: String) throws {
        let run = try CLI.run([command, "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: smartreply \(command)"))
    }

    @Test func noArgumentsIsAUsageError() throws {
        let run = try CLI.run([])
        #expect(run.status == 64)
        #expect(run.stderr.contains("USAGE"))
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["replay"], "name at least one conversation file"),
        (["replay", "--bogus", "x"], "unknown option '--bogus'"),
        (["replay", "--format", "xml", "Conversations"], "--format must be text, json or markdown"),
        (["replay", "--window", "0", "Conversations"], "--window needs a whole number"),
        (["replay", "--lang", "../../etc/passwd", "Conversations"], "not a BCP-47 language tag"),
        (["chat", "extra"], "chat takes no arguments"),
    ])
    func usageErrorsExit64WithAHint(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.contains("--help"))
        #expect(run.stdout.isEmpty)
    }

    @Test func aMissingFileIsAnErrorNamingIt() throws {
        let run = try CLI.run(["replay", "/nonexistent/conversation.json"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("/nonexistent/conversation.json"))
    }
}
