import Foundation
import CLibEdit
import Synchronization

/// What the Ctrl-C key binding saw, for ``LineEditor/nextInput(prompt:)``: 0 no Ctrl-C,
/// 1 Ctrl-C on an empty line, 2 Ctrl-C with text typed. Set by a C callback, so a global.
private let interruptKey = Atomic<Int>(0)

/// Text that arrived without its line break while no prompt was up (the last line of a paste), given to
/// libedit by ``readKey(_:)`` as if typed at the next prompt, so it can be edited and sent with Enter.
/// Unicode scalar values, first first. A global for the same reason as `interruptKey`.
private let prefill = Mutex<[UInt32]>([])

/// A byte ``readKey(_:)`` read that cut a UTF-8 sequence short: the first byte of the next key
/// (-1: none). A global for the same reason as `interruptKey`.
private let unreadByte = Atomic<Int>(-1)

/// libedit's key reader (`rl_getc_function`): the scalars of `prefill` first, then the terminal's
/// input decoded from UTF-8 by ``UTF8Keys/next(_:)`` (an invalid sequence gives U+FFFD), one
/// Unicode scalar per call; -1 at the end of input. libedit's own reader does the same; a hook of
/// our own is the only way to give it text for the next prompt (`rl_insert_text` before a
/// `readline` is cleared when it starts).
private func readKey(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
    if let scalar = prefill.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { return Int32(bitPattern: scalar) }
    let pending = unreadByte.exchange(-1, ordering: .relaxed)
    var first: UInt8? = pending >= 0 ? UInt8(truncatingIfNeeded: pending) : nil
    let (key, unread) = UTF8Keys.next {
        if let byte = first {
            first = nil
            return byte
        }
        while true {
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            return count == 1 ? byte : nil
        }
    }
    if let unread { unreadByte.store(Int(unread), ordering: .relaxed) }
    return key
}

/// Reads lines for the REPL: libedit (arrow keys, history saved between
/// sessions) on a terminal, plain `readLine()` when stdin is piped.
///
/// One call gives one line, however the lines arrived: several lines pasted at once, or typed
/// while a turn ran, are split and given one per call (as when piped), never as one line with
/// line breaks in it. Ctrl-C at the prompt drops the line being typed (``Input/interrupt(hadText:)``),
/// as in a shell.
final class LineEditor {
    /// What the user entered at a prompt.
    enum Input: Equatable {
        /// A line, without its line break.
        case line(String)
        /// Ctrl-C: the text typed on the line (if any, `hadText`) was dropped.
        case interrupt(hadText: Bool)
        /// End of input: Ctrl-D at an empty prompt, or the end of piped stdin.
        case end
    }

    private let interactive: Bool
    private let historyFile: String?
    /// Lines (or a Ctrl-D) that arrived with an earlier one, given before the terminal is read again.
    private var queued: [TypedAhead] = []

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
        // Before libedit sets itself up, which is when it installs the key reader.
        smartreply_set_getc_function { readKey($0) }
        // (Also sets libedit up; a second `rl_initialize` would flush what was typed meanwhile.)
        using_history()
        if let historyFile { read_history(historyFile) }
        // At the prompt the terminal sends Ctrl-C and Ctrl-Z as keys, not signals (libedit's
        // `readline` resets its terminal settings on every call, so this runs before each line):
        // a SIGINT would make libedit return nil, as Ctrl-D does, or leave the typed text to be
        // glued to the next line. Between prompts (a turn running) Ctrl-C is a signal again and
        // cancels the turn.
        smartreply_set_pre_input_hook { rl_parse_and_bind("setty -d -isig") }
        rl_add_defun("smartreply-interrupt", { _, _ in
            interruptKey.store(smartreply_line_length() > 0 ? 2 : 1, ordering: .relaxed)
            smartreply_finish_line()
            return 0
        }, 3)
        // Ctrl-Z still suspends: libedit's SIGTSTP handler restores the terminal first.
        rl_add_defun("smartreply-suspend", { _, _ in raise(SIGTSTP) }, 26)
    }

    /// The next line without its line break, a Ctrl-C, or the end of input.
    func nextInput(prompt: String) -> Input {
        guard interactive else { return Swift.readLine(strippingNewline: true).map(Input.line) ?? .end }
        if queued.isEmpty { queued = Self.typedAhead() }
        if !queued.isEmpty {
            switch queued.removeFirst() {
            case .endOfInput:
                return .end
            case .line(let line):
                // Typed while the last turn ran (or pasted with an earlier line); the terminal
                // has echoed it already, among that turn's output.
                FileHandle.standardOutput.write(Data((prompt + line + "\n").utf8))
                remember(line)
                return .line(line)
            case .partial(let text):
                // The last line of a paste, without its line break: at the prompt, to be edited or sent.
                prefill.withLock { $0 = text.unicodeScalars.map(\.value) }
            }
        }
        interruptKey.store(0, ordering: .relaxed)
        let raw = readline(prompt)
        defer { free(raw) }
        let interrupt = interruptKey.exchange(0, ordering: .relaxed)
        if interrupt != 0 {
            FileHandle.standardOutput.write(Data("^C\n".utf8))
            return .interrupt(hadText: interrupt == 2)
        }
        guard let raw else { return .end }
        // libedit reads a byte at a time and stops at the first line break; split anyway, so a
        // line never carries a break into the conversation.
        var lines = Self.lines(in: Array(String(cString: raw).utf8))
        guard !lines.isEmpty else { return .line("") }
        let line = lines.removeFirst()
        queued = lines.map(TypedAhead.line) + queued
        remember(line)
        return .line(line)
    }

    private func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        add_history(line)
        if let historyFile { write_history(historyFile) }
    }

    /// What the user typed while no prompt was up.
    enum TypedAhead: Equatable {
        /// Ctrl-D at the start of a line.
        case endOfInput
        /// A whole line (Enter pressed).
        case line(String)
        /// Text without a line break after it: the last line of a paste (or text ended by Ctrl-D, which
        /// reads the same), put at the next prompt rather than sent.
        case partial(String)
    }

    /// Takes what was typed on the terminal while no prompt was up (during a turn, or while the
    /// models loaded at start-up), when it is whole lines or a Ctrl-D; empty when there is none.
    ///
    /// Between two prompts libedit leaves the terminal in its canonical mode, where the line
    /// discipline turns a Ctrl-D into an end-of-file mark; when the next `readline` switches to raw
    /// mode that mark becomes a NUL byte, which libedit ignores. So a Ctrl-D pressed while a turn ran
    /// was lost and the chat went on. Here, still in canonical mode, a pending Ctrl-D reads as 0 bytes
    /// (end of input) and a typed-ahead line as that line. A line still being typed is not readable
    /// in canonical mode, so it stays for libedit, which shows it at the prompt.
    ///
    /// Text that arrived while libedit had the terminal in raw mode (the rest of a paste after its
    /// first line, or lines typed fast) becomes one "line" when the terminal returns to canonical
    /// mode, line breaks included; it is split here into its lines. Its last line, when no line break
    /// follows it (a paste's last line), is ``TypedAhead/partial(_:)``: it waits at the next prompt.
    static func typedAhead(fileDescriptor: Int32 = STDIN_FILENO) -> [TypedAhead] {
        var mode = termios()
        guard tcgetattr(fileDescriptor, &mode) == 0, mode.c_lflag & tcflag_t(ICANON) != 0 else { return [] }
        var chunks: [[UInt8]] = []
        var ended = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        // A canonical read returns at most one "line" (of at most 4095 bytes): read while there is more.
        for _ in 0..<256 {
            var poller = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 0) == 1, poller.revents & Int16(POLLIN) != 0 else { break }
            let count = read(fileDescriptor, &buffer, buffer.count)
            guard count > 0 else {
                ended = count == 0
                break
            }
            chunks.append(Array(buffer[..<count]))
        }
        return typedAhead(chunks: chunks, ended: ended)
    }

    /// The lines of the `chunks` read one after another (then a Ctrl-D when `ended`). Reads end
    /// where the terminal's buffer did, not only at line breaks (a paste of over 4 KB, or the rest
    /// of a line typed after its raw-mode start), so the chunks are joined before they are split:
    /// split one by one, a line cut at a chunk's end became two messages, and a `\r\n` cut between
    /// two chunks an extra empty one.
    static func typedAhead(chunks: [[UInt8]], ended: Bool) -> [TypedAhead] {
        let bytes = Array(chunks.joined())
        var typed = lines(in: bytes).map(TypedAhead.line)
        if let last = bytes.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r"), case .line(let text)? = typed.last {
            typed[typed.count - 1] = .partial(text)
        }
        return typed + (ended ? [.endOfInput] : [])
    }

    /// `bytes` split into lines at `\n`, `\r` or `\r\n` (invalid UTF-8 repaired); a last line
    /// without a line break counts (text ended by Ctrl-D). Empty lines in between are kept.
    static func lines(in bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return lines
    }

    /// `~/.smartreply_history`, or nil when there is no home directory.
    static var defaultHistoryFile: String? {
        guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.smartreply_history"
    }
}
