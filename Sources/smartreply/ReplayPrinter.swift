import Foundation
import SmartReply

/// Output formats of `replay`.
enum ReplayFormat: String {
    case text, json, markdown
}

/// Counts kept while replaying, printed at the end.
struct ReplaySummary {
    /// Messages replayed (a file that could not be read is not a turn).
    var turns = 0
    /// Turns that failed with an error.
    var turnErrors = 0
    /// Turns answered with status `success` (suggestions shown).
    var withSuggestions = 0
    /// Files that could not be read or parsed.
    var fileErrors = 0
    /// Paths named on the command line that do not exist (reported on stderr, not turns).
    var missingPaths = 0
    /// Turn errors, file errors and missing paths together: any makes `replay` exit 1.
    var errors: Int { turnErrors + fileErrors + missingPaths }
    var statuses: [String: Int] = [:]
    var languages: [String: Int] = [:]
    var stageMicros: [Trace.Stage: [Int]] = [:]
    var totalMicros: [Int] = []

    mutating func add(_ record: ReplayRecord) {
        if record.index < 0 { fileErrors += 1; return }
        turns += 1
        guard let result = record.result else { turnErrors += 1; return }
        if result.status == .success { withSuggestions += 1 }
        let key = result.reason.map { "\(result.status.rawValue) (\($0.rawValue))" } ?? result.status.rawValue
        statuses[key, default: 0] += 1
        languages[result.trace.language?.identifier ?? "und", default: 0] += 1
        for (stage, micros) in result.trace.timingsMicros { stageMicros[stage, default: []].append(micros) }
        totalMicros.append(result.trace.totalMicros)
    }
}

/// The median of `values` (0 for none).
func median(_ values: [Int]) -> Int {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Prints replay records as text, JSON Lines or Markdown, and the summary.
struct ReplayPrinter {
    let format: ReplayFormat
    let trace: Bool
    let io: CLIContext
    /// Messages longer than this many characters are shown cut, as the pipeline processes them.
    let maximumMessageLength: Int
    private(set) var summary = ReplaySummary()
    private let style: TerminalStyle

    init(format: ReplayFormat, trace: Bool, io: CLIContext, maximumMessageLength: Int = 2_000) {
        self.format = format
        self.maximumMessageLength = max(1, maximumMessageLength)
        self.trace = trace
        self.io = io
        self.style = TerminalStyle(enabled: io.usesColor && format == .text)
    }

    mutating func beginFile(_ path: String, title: String?, localUser: String?) {
        switch format {
        case .text:
            io.line(style.bold("== \(terminalSafe(path))") + (title.map { ": \(terminalSafe($0))" } ?? "")
                    + (localUser.map { "  (replying as \(terminalSafe($0)))" } ?? ""))
        case .markdown:
            io.line("## \(markdownEscaped(title ?? path))\n")
            io.line("`\(path)`" + (localUser.map { ", replying as **\(markdownEscaped($0))**" } ?? "") + "\n")
        case .json:
            break
        }
    }

    /// Counts `count` paths that did not exist, for the summary and the exit code.
    mutating func noteMissingPaths(_ count: Int) { summary.missingPaths += count }

    /// A problem that did not stop the file, such as timestamps out of order.
    func warn(_ message: String) {
        switch format {
        case .text: io.line("    " + style.yellow("warning: \(terminalSafe(message))"))
        case .markdown: io.line("> warning: \(markdownEscaped(message))\n")
        case .json: io.error("warning: \(message)")
        }
    }

    /// Something worth knowing that is no problem, such as a file without messages (stderr with `--json`).
    func note(_ message: String) {
        switch format {
        case .text: io.line("    note: \(terminalSafe(message))")
        case .markdown: io.line("> note: \(markdownEscaped(message))\n")
        case .json: io.error("note: \(message)")
        }
    }

    mutating func print(_ record: ReplayRecord) {
        summary.add(record)
        switch format {
        case .json: io.line(Self.jsonLine(record, trace: trace))
        case .text: printText(record)
        case .markdown: printMarkdown(record)
        }
    }

    private func printText(_ record: ReplayRecord) {
        let position = record.index >= 0 ? "[\(record.index)]" : "[file]"
        guard let result = record.result else {
            if let user = record.user, let text = record.text {
                io.line("\(position) \(style.bold(terminalSafe(user))): \(shown(text))")
                io.line("    " + style.red("error: \(terminalSafe(record.error ?? "unknown error"))"))
            } else {
                io.line("\(position) " + style.red("error: \(terminalSafe(record.error ?? "unknown error"))"))
            }
            return
        }
        io.line("\(position) \(style.bold(terminalSafe(record.user ?? "?"))): \(shown(record.text ?? ""))")
        for line in TurnText.lines(result, showsTrace: trace, style: style, maximumLength: maximumMessageLength) { io.line("    " + line) }
    }

    /// `text` made terminal-safe and cut to the length the pipeline processes,
    /// with the cut marked: `… [cut: 1,000,000 → 2,000 characters]`.
    private func shown(_ text: String) -> String { Self.cut(text, to: maximumMessageLength) }

    /// `text` made terminal-safe and cut to `maximumMessageLength` characters, with the cut marked.
    static func cut(_ text: String, to maximumMessageLength: Int) -> String {
        if text.utf8.count <= maximumMessageLength { return terminalSafe(text) }
        let count = text.count
        guard count > maximumMessageLength else { return terminalSafe(text) }
        let number = { (value: Int) -> String in
            var digits = Array(String(value)), grouped = ""
            while digits.count > 3 { grouped = "," + String(digits.suffix(3)) + grouped; digits.removeLast(3) }
            return String(digits) + grouped
        }
        return terminalSafe(String(text.prefix(maximumMessageLength)))
            + " … [cut: \(number(count)) → \(number(maximumMessageLength)) characters]"
    }

    private func printMarkdown(_ record: ReplayRecord) {
        guard let result = record.result else {
            let position = record.index >= 0 ? "at message \(record.index)" : "in the file"
            io.line("- **error** \(position): \(markdownEscaped(record.error ?? "unknown error"))\n")
            return
        }
        let t = result.trace
        var language = t.language?.identifier ?? "und"
        if t.languageFromConversation { language += ", from the conversation" }
        else if let identification = t.identification { language += String(format: ", %.2f", identification.confidence) }
        io.line("**\(markdownEscaped(record.user ?? "?"))**: \(markdownEscaped(record.text ?? ""))  ")
        if let english = t.english, t.language?.language != "en" {
            io.line("_\(language)_ · English: \(markdownEscaped(english))  ")
        } else {
            io.line("_\(language)_  ")
        }
        if result.status == .success {
            for (index, suggestion) in result.suggestions.enumerated() {
                let english = suggestion.english == suggestion.text ? "" : " (\(markdownEscaped(suggestion.english)))"
                io.line("\(index + 1). \(markdownEscaped(suggestion.text))\(english)")
            }
        } else {
            io.line("> `\(result.status.rawValue)`" + (result.reason.map { " (`\($0.rawValue)`)" } ?? ""))
        }
        if trace {
            let timings = Trace.Stage.allCases.compactMap { stage in t.timingsMicros[stage].map { "\(stage.rawValue) \($0) µs" } }
            io.line("\n<sub>\(timings.joined(separator: " · "))</sub>")
        }
        io.line("")
    }

    func printSummary() {
        let s = summary
        let statuses = s.statuses.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let languages = s.languages.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let stages = Trace.Stage.allCases.compactMap { stage in
            s.stageMicros[stage].map { "\(stage.rawValue) \(median($0))" }
        }.joined(separator: ", ")
        let lines = [
            "turns: \(s.turns), answered without error: \(s.turns - s.turnErrors), with suggestions: \(s.withSuggestions), "
                + "errors: \(s.turnErrors)" + (s.fileErrors > 0 ? ", unreadable files: \(s.fileErrors)" : "")
                + (s.missingPaths > 0 ? ", missing paths: \(s.missingPaths)" : ""),
            "statuses: \(statuses.isEmpty ? "none" : statuses)",
            "languages: \(languages.isEmpty ? "none" : languages)",
            "median µs per stage: \(stages.isEmpty ? "none" : stages); total \(median(s.totalMicros))",
        ]
        switch format {
        case .text: io.line("\n" + style.bold("Summary") + "\n" + lines.map { "  " + $0 }.joined(separator: "\n"))
        case .markdown: io.line("### Summary\n\n" + lines.map { "- " + $0 }.joined(separator: "\n"))
        case .json: io.error(lines.joined(separator: "\n"))   // stdout stays pure JSON Lines
        }
    }

    /// One JSON object per turn; every key always present (`null` where it does not apply).
    static func jsonLine(_ record: ReplayRecord, trace includesTrace: Bool = false) -> String {
        let result = record.result
        let t = result?.trace
        var timings: [String: Int] = [:]
        for (stage, micros) in t?.timingsMicros ?? [:] { timings[stage.rawValue] = micros }
        if let total = t?.totalMicros { timings["total"] = total }
        let object: [String: Any] = [
            "file": record.file,
            "index": record.index,
            "user": record.user ?? NSNull(),
            "text": record.text ?? NSNull(),
            "language": t?.language?.identifier ?? NSNull(),
            "confidence": t?.identification?.confidence ?? NSNull(),
            "languageFromConversation": t?.languageFromConversation ?? false,
            "english": t?.english ?? NSNull(),
            "status": result?.status.rawValue ?? "error",
            "reason": result?.reason?.rawValue ?? NSNull(),
            "suggestions": result?.suggestions.map(\.text) ?? [],
            "englishSuggestions": result?.suggestions.map(\.english) ?? [],
            "intents": result?.suggestions.map(\.intent) ?? [],
            "unknownWords": t?.unknownWords ?? [],
            "sentiment": t?.sentiment ?? NSNull(),
            "truncated": t?.truncated ?? false,
            "timingsMicros": result == nil ? NSNull() : timings,
            "error": record.error ?? NSNull(),
        ]
        var full = object
        if includesTrace, let t, let encoded = try? JSONEncoder().encode(t),
           let traceObject = try? JSONSerialization.jsonObject(with: encoded) {
            full["trace"] = traceObject
        }
        let data = (try? JSONSerialization.data(withJSONObject: full, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// `text` with what a terminal would obey rather than show made visible:
/// C0 and C1 control characters (escape sequences), DEL and the bidirectional
/// overrides and isolates become `\u{…}`; a line break becomes `⏎`. So a
/// remote sender cannot clear the screen, retitle the window or reorder a line.
func terminalSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafeForTerminal) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        if scalar == "\n" { out += "⏎" }
        else if isUnsafeForTerminal(scalar) { out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" }
        else { out.unicodeScalars.append(scalar) }
    }
    return out
}

private func isUnsafeForTerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x08, 0x0A...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

func markdownEscaped(_ text: String) -> String {
    var out = ""
    for character in terminalSafe(text) {
        if "\\`*_[]<>#|".contains(character) { out.append("\\") }
        out.append(character == "\n" ? " " : character)
    }
    return out
}

/// How one turn reads on a terminal, shared by `replay` and `chat`.
enum TurnText {
    /// The language line, the status or the numbered suggestions, and with
    /// `showsTrace` every stage of the trace; without indentation.
    /// - Parameter maximumLength: the English is cut to this many characters as the message is
    ///   (``ReplayPrinter/cut(_:to:)``), so a huge message does not print a huge translation; nil: not cut.
    static func lines(_ result: SmartReplyResult, showsTrace: Bool, style: TerminalStyle, maximumLength: Int? = nil) -> [String] {
        let t = result.trace
        var lines: [String] = []
        var header = "language: \(t.language?.identifier ?? "und")"
        if t.languageFromConversation { header += " (from the conversation)" }
        else if let identification = t.identification { header += String(format: " (%.2f)", identification.confidence) }
        if let english = t.english, t.language?.language != "en" {
            header += "   English: " + (maximumLength.map { ReplayPrinter.cut(english, to: $0) } ?? terminalSafe(english))
        }
        lines.append(style.dim(header))
        if result.status == .success {
            let shown = result.suggestions.enumerated().map { index, suggestion in
                let english = suggestion.english == suggestion.text ? "" : style.dim(" (\(terminalSafe(suggestion.english)))")
                return "\(index + 1). \(style.green(terminalSafe(suggestion.text)))\(english)"
            }
            lines.append("success: " + shown.joined(separator: "   "))
        } else {
            lines.append(style.yellow(result.status.rawValue) + (result.reason.map { " (\($0.rawValue))" } ?? ""))
        }
        guard showsTrace else { return lines }
        if let identification = t.identification {
            let hypotheses = identification.hypotheses.prefix(3).map { String(format: "%@ %.3f", $0.language.identifier, $0.probability) }
            let context = t.languageFromConversation ? " → \(t.language?.identifier ?? "und") from the conversation" : ""
            lines.append(style.dim("  identify: \(hypotheses.joined(separator: ", "))\(context)"))
        }
        if t.truncated { lines.append(style.dim("  truncated: \(t.originalLength) → \(t.message.count) characters")) }
        if !t.unknownWords.isEmpty { lines.append(style.dim("  unknown words: \(t.unknownWords.joined(separator: ", "))")) }
        if let sentiment = t.sentiment { lines.append(style.dim(String(format: "  sentiment: %.2f", sentiment))) }
        if !t.englishCandidates.isEmpty {
            let candidates = t.englishCandidates.map { String(format: "%@ [%@ %.2f]", $0.text, $0.intent, $0.score) }
            lines.append(style.dim("  candidates: \(candidates.joined(separator: "; "))"))
        }
        for check in t.guardChecks {
            lines.append(style.dim("  guard \(check.point.rawValue) (\(check.language)): \(check.verdict)  «\(terminalSafe(String(check.text.prefix(60))))»"))
        }
        let timings = Trace.Stage.allCases.compactMap { stage in t.timingsMicros[stage].map { "\(stage.rawValue) \($0)" } }
        lines.append(style.dim("  µs: \(timings.joined(separator: ", ")), total \(t.totalMicros)"))
        return lines
    }
}

/// ANSI styling, switched off when not on a terminal or when NO_COLOR is set.
struct TerminalStyle {
    let enabled: Bool
    private func wrap(_ code: String, _ text: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    func bold(_ text: String) -> String { wrap("1", text) }
    func dim(_ text: String) -> String { wrap("2", text) }
    func red(_ text: String) -> String { wrap("31", text) }
    func green(_ text: String) -> String { wrap("32", text) }
    func yellow(_ text: String) -> String { wrap("33", text) }
}
