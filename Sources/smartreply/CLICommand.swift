import Foundation
import SmartReply

/// A subcommand of `smartreply`, in the shape of swift-argument-parser's
/// commands (without depending on it): a name, an abstract for the overview,
/// a full help text, and a `run` that gets its arguments passed in.
protocol CLICommand: Sendable {
    /// The words that select the command, e.g. `["identify"]` or `["train", "langid"]`.
    static var name: [String] { get }
    /// One line for `smartreply --help`.
    static var abstract: String { get }
    /// The whole help text printed by `smartreply <command> --help` (stdout, exit 0).
    static var help: String { get }
    /// Runs the command. Throw ``UsageError`` for bad arguments (exit 64);
    /// return the exit code otherwise.
    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32
}

/// What a command may touch: output streams, the terminal, the environment.
struct CLIContext: Sendable {
    /// The process environment.
    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// Whether standard output / error / input are terminals.
    var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
    var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether to colour output on stdout: a terminal and no `NO_COLOR`.
    var usesColor: Bool { stdoutIsTerminal && environment["NO_COLOR"] == nil }

    /// Writes to standard output (no newline added).
    func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    /// Writes a line to standard output.
    func line(_ text: String = "") { write(text + "\n") }
    /// Writes a line to standard error.
    func error(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
}

/// Exit codes, as sysexits.h names them.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
}
