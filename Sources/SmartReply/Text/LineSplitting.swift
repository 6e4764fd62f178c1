/// Splitting a text file into lines, for the readers of data files (TSV, JSONL, word lists).
///
/// In Swift a `"\r\n"` pair is one `Character`, so `text.split(separator: "\n")` does not split
/// a file with Windows line ends at all: the whole file came back as one line. These helpers
/// end a line at `"\n"`, `"\r\n"` or a lone `"\r"`, so every kind of file reads the same and no
/// reader has to strip a trailing `"\r"` itself.
package extension StringProtocol {
    /// The lines of the text, without their `"\n"`, `"\r\n"` or `"\r"` ends.
    /// - Parameter omittingEmpty: drop empty lines (line numbers then no longer follow the
    ///   indices; pass false when an error must name the line).
    /// - Complexity: O(n) in the length of the text.
    func lines(omittingEmpty: Bool = true) -> [SubSequence] {
        split(omittingEmptySubsequences: omittingEmpty, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }
}
