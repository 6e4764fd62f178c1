import Foundation

/// The data lines of a tab-separated table of `Lexicons/replies/` (`responses.tsv`, `shorthand.tsv`,
/// `emoji_answers.tsv`): UTF-8 text, lines split by `lines(omittingEmpty:)` (LF, CRLF or CR), blank lines and
/// lines opening with `#` skipped, each kept line split on every tab (empty fields kept).
enum ReplyTableFile {
    /// The data lines of the table at `url`, with their 1-based line numbers, in file order.
    /// - Parameter what: the table's name in error messages ("chat shorthand table").
    /// - Throws: `SmartReplyError` `.modelFileMissing` ("<what> '<path>' does not exist") or
    ///   `.modelFileCorrupt` ("<what> '<path>' is not readable UTF-8 text").
    /// - Complexity: O(n) in the file's length.
    static func lines(of url: URL, what: String) throws -> [(number: Int, fields: [Substring])] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SmartReplyError(.modelFileMissing, "\(what) '\(url.path)' does not exist")
        }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw SmartReplyError(.modelFileCorrupt, "\(what) '\(url.path)' is not readable UTF-8 text")
        }
        var lines: [(number: Int, fields: [Substring])] = []
        for (index, line) in text.lines(omittingEmpty: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            lines.append((index + 1, line.split(separator: "\t", omittingEmptySubsequences: false)))
        }
        return lines
    }
}
