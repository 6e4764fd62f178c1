import Foundation
import Testing

/// What `replay` says about paths that hold no readable conversation: an empty folder, a broken
/// symbolic link, a FIFO. And the small things a fresh user tripped over: `:save`'s grammar, `-h`.
@Suite struct ReplayInputTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("replay-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private let good = #"{"localUser": "me", "messages": [{"user": "x", "text": "Happy birthday!"}]}"#

    @Test func anEmptyFolderIsNamedAndExits66NotAsAUsageError() throws {
        let empty = try folder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = try CLI.run(["replay", empty.path])
        #expect(run.status == 66, "\(run.stderr)")
        #expect(run.stderr.contains("error: no conversation files (.json) in \(empty.path)"), "\(run.stderr)")
        #expect(!run.stderr.contains("--help"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func anEmptyFolderBesideConversationsIsAWarning() throws {
        let empty = try folder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = try CLI.run(["replay", empty.path, "Conversations/es-cena.json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: no conversation files (.json) in \(empty.path)"), "\(run.stderr)")
        #expect(run.stdout.contains("es-cena.json"))
    }

    @Test func aBrokenSymbolicLinkInAFolderIsAnErrorForThatFileAndTheOthersReplay() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = "/nonexistent-\(UUID().uuidString).json"
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("a-link.json").path, withDestinationPath: target)
        try Data(good.utf8).write(to: directory.appendingPathComponent("b-good.json"))
        let run = try CLI.run(["replay", directory.path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("a-link.json: a broken symbolic link (to \(target)): its target does not exist"), "\(run.stdout)")
        #expect(run.stdout.contains("Happy birthday!"))
        #expect(run.stdout.contains("unreadable files: 1"), "\(run.stdout)")
    }

    /// Named on the command line it is an unreadable file, as inside a folder (a fresh user found it
    /// reported as a missing path, exit 66 when alone, but as an unreadable file, exit 1, in a folder).
    @Test func aBrokenSymbolicLinkNamedOnTheCommandLineIsAnUnreadableFileAsInAFolder() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("gone.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/nonexistent-target.json")
        for arguments in [[link, "Conversations/es-cena.json"], [link]] {
            let run = try CLI.run(["replay"] + arguments)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stdout.contains("gone.json: a broken symbolic link (to /nonexistent-target.json)"), "\(run.stdout)")
            #expect(run.stdout.contains("unreadable files: 1"), "\(run.stdout)")
            #expect(run.stdout.contains("es-cena.json") == (arguments.count == 2))
        }
    }

    @Test func aFIFOIsReportedAsNotARegularFileWithoutBlocking() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("a-pipe.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        try Data(good.utf8).write(to: directory.appendingPathComponent("b-good.json"))
        for arguments in [[directory.path], [fifo.path]] {
            let run = try CLI.run(["replay"] + arguments)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stdout.contains("a-pipe.json: not a regular file (a FIFO, named pipe)"), "\(run.stdout)")
            #expect(!run.stdout.contains("permission"), "\(run.stdout)")
        }
    }

    @Test(arguments: [(1, "saved 1 message to"), (2, "saved 2 messages to")])
    func chatSaveCountsMessagesInGoodEnglish(messages: Int, expected: String) throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("saved.json").path
        let input = (messages == 1 ? "Thanks so much!\n" : "Thanks so much!\n:reply You're welcome\n") + ":save \(file)\n"
        let run = try CLI.run(["chat", "--no-profile"], stdin: input)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\(expected) \(file)"), "\(run.stdout)")
    }

    /// Every command in `smartreply --help` accepts -h as it does --help, alone or after other options.
    @Test func everyCommandAcceptsDashH() throws {
        let overview = try CLI.run(["--help"]).stdout
        let commands = overview.components(separatedBy: "\n")
            .drop { !$0.hasPrefix("COMMANDS:") }.dropFirst()
            .prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { line in line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0].split(separator: " ").map(String.init) }
        #expect(commands.count > 20, "\(overview)")
        for command in commands {
            for flags in [["-h"], ["--help"], ["--help", "-h"], ["--lexicons", "Lexicons", "-h"]] {
                let run = try CLI.run(command + flags)
                #expect(run.status == 0, "\(command + flags): \(run.stderr)")
                #expect(run.stdout.contains("USAGE: smartreply \(command.joined(separator: " "))"), "\(command + flags): \(run.stdout)")
                #expect(run.stdout.contains("-h, --help"), "\(command + flags): the help does not list -h")
            }
        }
    }
}
