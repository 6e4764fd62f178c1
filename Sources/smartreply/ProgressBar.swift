import Foundation

/// A one-line progress bar on standard error, drawn only when standard error
/// is a terminal (so logs and pipes stay clean); it uses no colour, so
/// `NO_COLOR` does not change it.
///
///     var bar = ProgressBar(io)
///     bar.update("reading", done: 40, total: 100)   // [#########-------------]  40% reading
///     bar.finish()
///
/// Redraws at most every 100 ms (and whenever the label or the percentage
/// changes) with a carriage return; ``finish()`` clears the line. For work
/// with no known size, ``step(_:)`` shows the label alone.
struct ProgressBar {
    /// Whether anything is drawn.
    let isEnabled: Bool
    private let width = 30
    private var lastLabel = ""
    private var lastPercent = -1
    private var lastDraw = Date.distantPast
    private var drawn = false
    private var lastLine: String?

    /// A bar for `io`'s standard error; `enabled` overrides the terminal check (for tests).
    init(_ io: CLIContext, enabled: Bool? = nil) {
        isEnabled = enabled ?? io.stderrIsTerminal
    }

    /// The line for a state: `[####------]  40% label`.
    static func render(label: String, done: Int, total: Int, width: Int = 30) -> String {
        let fraction = total <= 0 ? 0 : min(1, max(0, Double(done) / Double(total)))
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let percent = String(Int((fraction * 100).rounded(.down)))
        return "[\(bar)] " + String(repeating: " ", count: 3 - percent.count) + percent + "% " + label
    }

    /// Shows `done` of `total` units of the task `label`.
    mutating func update(_ label: String, done: Int, total: Int) {
        guard isEnabled else { return }
        let percent = total <= 0 ? 0 : Int(100 * Double(min(done, total)) / Double(total))
        let now = Date()
        guard label != lastLabel || (percent != lastPercent && now.timeIntervalSince(lastDraw) >= 0.1) || (percent == 100 && lastPercent != 100) else { return }
        draw(Self.render(label: label, done: done, total: total, width: width))
        lastLabel = label
        lastPercent = percent
        lastDraw = now
    }

    /// Shows a task of unknown size.
    mutating func step(_ label: String) {
        guard isEnabled else { return }
        draw("… " + label)
        lastLabel = label
        lastPercent = -1
        lastDraw = Date()
    }

    /// Writes a log line on standard error (always, terminal or not) above the bar,
    /// and redraws the bar under it.
    mutating func log(_ line: String) {
        if isEnabled, drawn { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        FileHandle.standardError.write(Data((line + "\n").utf8))
        if isEnabled, let last = lastLine { draw(last) }
    }

    /// Clears the bar's line (call before printing results).
    mutating func finish() {
        guard isEnabled, drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        drawn = false
        lastLine = nil
    }

    private mutating func draw(_ line: String) {
        lastLine = line
        let columns = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 100
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + String(line.prefix(max(20, columns - 1)))).utf8))
        drawn = true
    }
}
