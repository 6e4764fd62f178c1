import Foundation
import SmartReply

/// Reads the `label<TAB>text` files of the `eval` and `train` commands (a header row, then one
/// labelled text per line): `eval langid` (`lang<TAB>text`) and `eval guard` / `train guard`
/// (`label<TAB>text`).
///
/// One reader, so the two commands agree on the details: empty lines are skipped, `\r\n` ends a line as
/// `\n` does, the text is the second field (columns after it are allowed when the header names
/// them, and ignored), and the first line is
/// the header unless it reads as data — a known label in the first field and a second field
/// other than `text` — in which case it is counted, with a warning naming the file's line 1
/// (such a line used to be dropped unseen).
enum LabelledTSV {
    /// One data row: its 1-based line number, the label field and the text.
    struct Row {
        var line: Int
        var label: Substring
        var text: Substring
    }

    /// Reads the file at `path`.
    /// - Parameters:
    ///   - what: how the columns are named in messages, e.g. `"lang<TAB>text"`.
    ///   - labelKind: what a label is called in the warning, e.g. `"a language tag"`.
    ///   - isLabel: whether a first field is a known label (decides whether line 1 is data).
    ///   - io: where the first-row warning goes; nil for silence.
    /// - Returns: the data rows in file order; a row's label is not checked (the caller names
    ///   the line when it rejects one).
    /// - Throws: ``InputFile``'s errors (missing or unreadable file, not UTF-8), and
    ///   `SmartReplyError.invalidInput` naming `path:line` for a data row without a tab, with an
    ///   empty label or text, or with more columns than the header (2 when there is none).
    /// - Complexity: O(n) in the file's length.
    static func read(_ path: String, columns what: String, labelKind: String = "a label", isLabel: (String) -> Bool, io: CLIContext?) throws -> [Row] {
        let content = try InputFile.text(path)
        var rows: [Row] = []
        var columns = 2
        for (index, line) in content.lines(omittingEmpty: false).enumerated() {
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if index == 0 {
                let first = fields[0].trimmingCharacters(in: .whitespaces)
                guard fields.count >= 2, isLabel(first), fields[1].trimmingCharacters(in: .whitespaces).lowercased() != "text" else {
                    columns = max(2, fields.count)
                    continue
                }
                io?.error("warning: \(path):1: the first row reads as data ('\(first)' is \(labelKind)), not as the \(what) header; it is counted")
            }
            // Bad data, not bad usage: EX_DATAERR (65), as the other readers of data files.
            let place = "\(path):\(index + 1)"
            guard fields.count >= 2 else { throw SmartReplyError(.invalidInput, "\(place): expected \(what)") }
            guard fields.count <= columns else {
                throw SmartReplyError(.invalidInput, "\(place): \(fields.count) columns, but the header has \(columns) (expected \(what))")
            }
            guard !fields[0].allSatisfy(\.isWhitespace) else { throw SmartReplyError(.invalidInput, "\(place): the label is empty") }
            guard !fields[1].allSatisfy(\.isWhitespace) else { throw SmartReplyError(.invalidInput, "\(place): the text is empty") }
            rows.append(Row(line: index + 1, label: fields[0], text: fields[1]))
        }
        return rows
    }
}
