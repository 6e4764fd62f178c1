import Foundation
import SmartReply

/// `smartreply preferences reset`: forget what the REPL learned from your picks.
struct PreferencesResetCommand: CLICommand {
    static let name = ["preferences", "reset"]
    static let abstract = "Forget the reply preferences learned from :pick and :reject"
    static let help = """
        OVERVIEW: Delete the preference profile that `smartreply chat` learns from
        your :pick and :reject commands, so suggestions are ranked as for a new user.

        USAGE: smartreply preferences reset [--profile FILE]

        OPTIONS:
          --profile FILE        the profile (default ~/.local/share/smart-reply/preferences.sqlite)
          -h, --help            show this help
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let path = try arguments.option("--profile").map { URL(fileURLWithPath: $0) } ?? PipelineOptions.defaultProfile(io.environment)
        let rest = try arguments.positionals()
        guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])'") }
        guard FileManager.default.fileExists(atPath: path.path) else {
            io.line("no profile at \(path.path): nothing to reset")
            return ExitCode.success
        }
        // Only a profile is deleted: a mistyped --profile naming a folder or another file (a README, `~`)
        // was deleted too.
        try checkIsProfile(path)
        do {
            try FileManager.default.removeItem(at: path)
        } catch {
            throw SmartReplyError(.ioFailure, "\(path.path): cannot delete the profile (\(error.localizedDescription))")
        }
        // The profile is kept in WAL mode: its journal files go with it, so a new profile at the same
        // path does not start from a stale write-ahead log.
        for suffix in ["-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: path.path + suffix)
        }
        io.line("deleted \(path.path)")
        return ExitCode.success
    }

    /// Throws unless `path` is a regular file (or a link to one) that starts with SQLite's header.
    /// - Throws: `SmartReplyError.invalidInput` naming the path and what it is instead.
    static func checkIsProfile(_ path: URL) throws {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory)
        guard !isDirectory.boolValue else {
            throw SmartReplyError(.invalidInput, "\(path.path) is a folder, not a preference profile: nothing deleted")
        }
        let header = FileHandle(forReadingAtPath: path.path).flatMap { handle in
            defer { try? handle.close() }
            return try? handle.read(upToCount: 16)
        } ?? Data()
        // An empty file is what SQLite leaves when a profile was opened but never written.
        guard header.isEmpty || header == Data("SQLite format 3\u{0}".utf8) else {
            throw SmartReplyError(.invalidInput, "\(path.path) is not a preference profile (not an SQLite database): nothing deleted")
        }
    }
}
