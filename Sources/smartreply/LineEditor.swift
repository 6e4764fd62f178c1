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

    /// The next line without its newline, or nil at end of input (Ctrl-D).
    func readLine(prompt: String) -> String? {
        guard interactive else { return Swift.readLine(strippingNewline: true) }
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(cString: raw)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty {
            add_history(line)
            if let historyFile { write_history(historyFile) }
        }
        return line
    }

    /// `~/.smartreply_history`, or nil when there is no home directory.
    static var defaultHistoryFile: String? {
        guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.smartreply_history"
    }
}
