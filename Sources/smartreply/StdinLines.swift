import Foundation

/// Reads standard input one line at a time, as `readLine(strippingNewline: true)` does (a line
/// ends at `\n` or `\r\n`; the last may lack it), but says on stderr which line held bytes that
/// are not UTF-8 before replacing them with U+FFFD: `readLine` replaced them silently, so a
/// Latin-1 file gave answers on mangled text without a word.
///
/// Noncopyable: it owns a stream on a duplicate of the stdin descriptor, closed when it goes away.
struct StdinLines: ~Copyable {
    /// The 1-based number of the last line read.
    private(set) var lineNumber = 0
    private let file: UnsafeMutablePointer<FILE>?

    init() { file = fdopen(dup(STDIN_FILENO), "r") }

    deinit { if let file { fclose(file) } }

    /// The next line without its line break, or nil at the end of input.
    mutating func next(_ io: CLIContext) -> String? {
        guard let file else { return nil }
        var pointer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(pointer) }
        let count = getline(&pointer, &capacity, file)
        guard count >= 0, let pointer else { return nil }
        lineNumber += 1
        var bytes = UnsafeRawBufferPointer(start: pointer, count: count)
        if bytes.last == UInt8(ascii: "\n") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
        if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
        if let line = String(validating: bytes, as: UTF8.self) { return line }
        io.error("warning: stdin line \(lineNumber): not valid UTF-8; the invalid bytes were replaced with U+FFFD (\u{FFFD})")
        return String(decoding: bytes, as: UTF8.self)
    }
}
