import Foundation
import CLibEdit

/// Reads lines for the REPL: libedit (arrow keys, history saved between
/// sessions) on a terminal, plain `readLine()` when stdin is piped.
final class LineEditor {
    private let interactive: Bool
    private let historyFile: String?

    /// - Parameters:
    ///   - interactive: whether stdin is a terminal.
    ///   - historyFile: where history is read from and saved to (terminal only).
    init(interactive: Bool, historyFile: String?) {
        self.interactive = interactive
        self.historyFile = historyFile
        guard interactive else { return }
        // Without a UTF-8 locale libedit returns non-ASCII lines empty.
        if setlocale(LC_CTYPE, "") == nil || !String(cString: setlocale(LC_CTYPE, nil)).uppercased().contains("UTF") {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        using_history()
        if let historyFile { read_history(historyFile) }
    }

    /// The next line without its newline, or nil at end of input (Ctrl-D at an empty prompt).
    func readLine(prompt: String) -> String? {
        guard interactive else { return Swift.readLine(strippingNewline: true) }
        switch Self.typedAhead() {
        case .endOfInput:
            return nil
        case .line(let line):
            // Typed while the last turn ran; the terminal has echoed it already, among that turn's output.
            FileHandle.standardOutput.write(Data((prompt + line + "\n").utf8))
            remember(line)
            return line
        case .nothing:
            break
        }
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(cString: raw)
        remember(line)
        return line
    }

    private func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        add_history(line)
        if let historyFile { write_history(historyFile) }
    }

    /// What the user typed while no prompt was up.
    enum TypedAhead: Equatable {
        case nothing
        /// Ctrl-D at the start of a line.
        case endOfInput
        /// A whole line (Enter pressed), or text ended by Ctrl-D.
        case line(String)
    }

    /// Takes what was typed on the terminal while no prompt was up (during a turn, or while the
    /// models loaded at start-up), when it is a whole line or a Ctrl-D.
    ///
    /// Between two prompts libedit leaves the terminal in its canonical mode, where the line
    /// discipline turns a Ctrl-D into an end-of-file mark; when the next `readline` switches to raw
    /// mode that mark becomes a NUL byte, which libedit ignores. So a Ctrl-D pressed while a turn ran
    /// was lost and the chat went on. Here, still in canonical mode, a pending Ctrl-D reads as 0 bytes
    /// (end of input) and a typed-ahead line as that line. A line still being typed is not readable
    /// in canonical mode, so it stays for libedit, which shows it at the prompt.
    static func typedAhead(fileDescriptor: Int32 = STDIN_FILENO) -> TypedAhead {
        var mode = termios()
        guard tcgetattr(fileDescriptor, &mode) == 0, mode.c_lflag & tcflag_t(ICANON) != 0 else { return .nothing }
        var poller = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) == 1, poller.revents & Int16(POLLIN) != 0 else { return .nothing }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(fileDescriptor, &buffer, buffer.count)
        guard count > 0 else { return count == 0 ? .endOfInput : .nothing }
        var bytes = buffer[..<count]
        if bytes.last == UInt8(ascii: "\n") { bytes = bytes.dropLast() }
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    /// `~/.smartreply_history`, or nil when there is no home directory.
    static var defaultHistoryFile: String? {
        guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.smartreply_history"
    }
}
