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

    @Test(arguments: ["replay", "chat", "suggest", "models", "bench", "identify", "translate", "guard", "score"])
    func everyCommandHasHelp(command: String) throws {
        let run = try CLI.run([command, "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: smartreply \(command)"))
    }

    @Test(arguments: [("lexicon", "lexicon list"), ("train", "train langid"), ("eval", "eval translate"), ("preferences", "preferences reset")])
    func everyCommandGroupHasHelp(group: String, member: String) throws {
        let run = try CLI.run([group, "--help"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("USAGE: smartreply \(group) <subcommand>"))
        #expect(run.stdout.contains(member))
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: [
        (["lexicon", "bogus"], "unknown subcommand 'bogus' for 'lexicon'", "list, info, delete, import"),
        (["train", "bogus", "x"], "unknown subcommand 'bogus' for 'train'", "langid"),
        (["eval", "bogus"], "unknown subcommand 'bogus' for 'eval'", "translate"),
        (["preferences", "bogus"], "unknown subcommand 'bogus' for 'preferences'", "reset"),
        (["bench", "bogus"], "unknown subcommand 'bogus' for 'bench'", "langid"),
        (["lexicon"], "'lexicon' needs a subcommand", "list, info, delete, import"),
    ])
    func anUnknownSubcommandIsNamedWithTheValidOnes(arguments: [String], message: String, valid: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.contains(valid), "\(run.stderr)")
        #expect(run.stderr.contains("See 'smartreply \(arguments[0]) --help'."), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
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
        (["models", "extra"], "unexpected argument"),
        (["suggest", "--lang", "xx", "hi"], "--lang: 'xx' is not a known language"),
        (["chat", "--lang", "xx"], "--lang: 'xx' is not a known language"),
        (["identify", "--only", "zz", "hi"], "--only: 'zz' is not a known language"),
        (["guard", "--lang", "xx", "idiot"], "--lang: 'xx' is not a known language"),
        (["translate", "--from", "qq", "--to", "en", "hi"], "--from: 'qq' is not a known language"),
    ])
    func usageErrorsExit64WithAHint(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.contains("--help"))
        #expect(run.stdout.isEmpty)
    }

    @Test func aKnownButUninstalledLanguageSaysSoInsteadOfAnEmptyLine() throws {
        let run = try CLI.run(["suggest", "--lang", "sw", "hi"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no phrase table is installed for 'sw'"), "\(run.stderr)")
    }

    @Test func modelsShowsEveryCellWhole() throws {
        let run = try CLI.run(["models"])
        #expect(run.status == 0, "\(run.stderr)")
        let guardRow = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("guard lists") })
        #expect(guardRow.contains("sensitive topics + allow list  "), "\(guardRow)")
    }

    @Test func modelsOfAnEmptyFolderFailsWithoutPointingAtMissingFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-lexicons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(["models", "--lexicons", folder.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no models are installed in \(folder.path)"), "\(run.stderr)")
        #expect(!run.stdout.contains("SOURCES.md"))
    }

    @Test func aMissingFileIsAnErrorNamingIt() throws {
        let run = try CLI.run(["replay", "/nonexistent/conversation.json"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("/nonexistent/conversation.json"))
    }
}

/// The REPL with piped stdin: commands, picks, saving a conversation replay can read.
@Suite struct ChatCommandTests {
    @Test func pipedSessionAnswersPicksAndSaves() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("chat-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let input = "Thank you so much!\n:pick 1\n:history\n:load es\n:models\n:save \(file.path)\n:quit\n"
        let run = try CLI.run(["chat", "--no-profile", "--as", "ana"], stdin: input)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1. "))
        #expect(run.stdout.contains("ana: Thank you so much!"))
        #expect(run.stdout.contains("loaded es"))
        #expect(run.stdout.contains("saved 2 messages"))
        let replay = try CLI.run(["replay", "--json", file.path])
        #expect(replay.status == 0)
        #expect(replay.stdout.contains(#""text":"Thank you so much!""#))
    }

    @Test(arguments: ["Thank you so much!", "Do you want to get dinner tonight?"])
    func aWrongPickSaysWhatPickNeeds(message: String) throws {
        let run = try CLI.run(["chat", "--no-profile", "--lang", "en"], stdin: "\(message)\n:pick 9\n:pick 0\n:pick x\n:pick\n")
        let shown = (1...3).filter { run.stdout.contains("\($0). ") }.count
        try #require(shown > 0, "\(run.stdout)")
        let expected = shown == 1 ? "pick needs a suggestion number: 1 is the only suggestion"
                                  : "pick needs a suggestion number from 1 to \(shown)"
        #expect(run.stdout.components(separatedBy: expected).count == 5, "\(run.stdout)")
        #expect(!run.stdout.contains("pick 1\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("from 1 to 1"))
        #expect(!run.stdout.contains("you: "), "\(run.stdout)")
    }

    @Test func theReadmeListsEveryReplCommandTheHelpShows() throws {
        let run = try CLI.run(["chat", "--no-profile"], stdin: ":help\n")
        let commands = run.stdout.split(separator: "\n").compactMap { line -> String? in
            let word = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
            return word.hasPrefix(":") && word.count > 1 ? word : nil
        }
        try #require(commands.count >= 10, "\(run.stdout)")
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let chatRow = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| `smartreply chat") })
        for command in commands { #expect(chatRow.contains("`\(command)"), "README's chat row lacks \(command)") }
    }

    @Test func unloadingTwiceSaysTheSecondTimeItWasNotLoaded() throws {
        let run = try CLI.run(["chat", "--no-profile"], stdin: ":load es\n:unload es\n:unload es\n")
        #expect(run.stdout.contains("loaded es"))
        #expect(run.stdout.components(separatedBy: "unloaded es").count == 2, "\(run.stdout)")
        #expect(run.stdout.contains("es is not loaded"))
    }

    @Test func aProfileInAMissingFolderIsAnErrorNamingIt() throws {
        let path = "/nonexistent-\(UUID().uuidString)/dir/p.sqlite"
        let run = try CLI.run(["chat", "--profile", path], stdin: ":quit\n")
        #expect(run.status == 64)
        #expect(run.stderr.contains("--profile \(path): the folder"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path))
    }

    /// A fresh user could not send ":)" or ":D see you" (both were "unknown command").
    @Test func smileysThatStartWithAColonAreMessagesNotCommands() throws {
        let run = try CLI.run(["chat", "--no-profile"], stdin: ":)\n:D see you\n::lang es\n:history\n")
        #expect(!run.stdout.contains("unknown command"), "\(run.stdout)")
        #expect(run.stdout.contains("them: :)"), "\(run.stdout)")
        #expect(run.stdout.contains("them: :D see you"), "\(run.stdout)")
        #expect(run.stdout.contains("them: :lang es"), "\(run.stdout)")
        #expect(!run.stdout.contains("language: es"), "\(run.stdout)")
    }

    /// `:lang` alone used to switch quietly back to identification; it now says what is in use.
    @Test func langAloneShowsTheLanguageInUse() throws {
        let run = try CLI.run(["chat", "--no-profile"], stdin: ":lang\n:lang es\n:lang\n:lang auto\n:lang\n")
        let lines = run.stdout.components(separatedBy: "\n").filter { $0.contains("language:") }
        #expect(lines.count == 5, "\(run.stdout)")
        #expect(lines.first?.contains("identified per message (:lang TAG forces one)") == true, "\(lines)")
        #expect(lines.dropFirst(2).first?.contains("language: es (forced") == true, "\(lines)")
        #expect(lines.last?.contains("identified per message (:lang TAG forces one)") == true, "\(lines)")
    }

    @Test func profileAndNoProfileConflict() throws {
        let run = try CLI.run(["chat", "--profile", "/tmp/p.sqlite", "--no-profile"], stdin: ":quit\n")
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("--profile and --no-profile conflict"), "\(run.stderr)")
    }

    /// "no compiled table of ja" read as if Japanese were installed and merely not compiled; and it
    /// exited 0, so a script deleting a language it never had could not tell.
    @Test func deletingALanguageThatIsNotInstalledSaysSoAndFails() throws {
        let cache = try FilterArgumentsTests.scratchFolder("delete")
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try CLI.run(["lexicon", "delete", "ja", "--cache", cache.path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("ja is not an installed language (installed: de es"), "\(run.stderr)")
    }

    @Test func unknownReplCommandsAreExplained() throws {
        let run = try CLI.run(["chat", "--no-profile"], stdin: ":frobnicate\n:pick 9\n:lang ../x\n")
        #expect(run.stdout.contains("unknown command ':frobnicate'"))
        #expect(run.stdout.contains("no suggestions to pick from"))
        #expect(run.stdout.contains("not a BCP-47 language tag"))
    }
}
