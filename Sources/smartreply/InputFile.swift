import Foundation
import SmartReply

/// An input file or folder named on the command line that does not exist or
/// cannot be read: printed as "error: <message>", exit 66 (EX_NOINPUT), as
/// `replay` does for paths holding no conversation file.
struct NoInputError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// An input file that holds nothing to work on (an `eval` file without rows):
/// printed as "error: <message>", exit 65 (EX_DATAERR), so that a script never
/// takes the zeros of an empty measurement for a result.
struct EmptyInputError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Reads the input files that commands take, so that a missing one is the same
/// error everywhere: `--data /x: no such file`, exit 66.
enum InputFile {
    /// Why `path` cannot be read as a file, or nil when it can (a regular file, or a link to one).
    static func problem(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                return "a broken symbolic link"
            }
            return "no such file"
        }
        if isFolder.boolValue { return "a folder, not a file" }
        if !FileManager.default.isReadableFile(atPath: path) { return "not readable (permission denied)" }
        return nil
    }

    /// Throws ``NoInputError`` naming `option` (when given) and `path` when the file cannot be read.
    static func requireReadable(_ path: String, option: String? = nil) throws(NoInputError) {
        if let problem = problem(path) { throw NoInputError("\(option.map { $0 + " " } ?? "")\(path): \(problem)") }
    }

    /// The bytes of `path`.
    /// - Throws: ``NoInputError`` (exit 66) when it is missing or cannot be read.
    static func data(_ path: String, option: String? = nil) throws(NoInputError) -> Data {
        try requireReadable(path, option: option)
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw NoInputError("\(option.map { $0 + " " } ?? "")\(path): cannot read the file (\(error.localizedDescription))")
        }
    }

    /// The text of `path`, which must be UTF-8.
    /// - Throws: ``NoInputError`` (exit 66) when it is missing or cannot be read;
    ///   `SmartReplyError(.invalidInput)` (exit 65, `EX_DATAERR`) when it is not UTF-8.
    static func text(_ path: String, option: String? = nil) throws -> String {
        let bytes = try data(path, option: option)
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw SmartReplyError(.invalidInput, "\(path): not UTF-8 text")
        }
        return text
    }

    /// Refuses an output path that is the input file itself (the same file, also through a
    /// symbolic or hard link): writing the model there would destroy the data it was trained on.
    /// - Throws: ``UsageError`` (exit 64) naming both options.
    static func refuseOverwriting(_ output: URL, _ outputOption: String, input: String, _ inputOption: String) throws(UsageError) {
        var outputInfo = stat(), inputInfo = stat()
        guard input != "-", stat(output.path, &outputInfo) == 0, stat(input, &inputInfo) == 0,
              outputInfo.st_dev == inputInfo.st_dev, outputInfo.st_ino == inputInfo.st_ino else { return }
        throw UsageError("\(outputOption) \(output.path) is the \(inputOption) file \(input): writing there would overwrite the training data")
    }
}
