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
        do {
            try FileManager.default.removeItem(at: path)
        } catch {
            throw SmartReplyError(.ioFailure, "\(path.path): cannot delete the profile (\(error.localizedDescription))")
        }
        io.line("deleted \(path.path)")
        return ExitCode.success
    }
}
