import Foundation

/// Finds the `Lexicons/` directory the models are read from.
///
/// In order: the `--lexicons DIR` option, the `SMARTREPLY_LEXICONS`
/// environment variable, then a `Lexicons` folder (one holding `SOURCES.md`)
/// in the current directory or any parent, then next to the executable or any
/// of its parents (so `.build/debug/smartreply` finds the checkout's folder).
/// A folder that is not there is missing input: ``NoInputError``, exit 66.
enum LexiconLocation {
    static func find(option: String?, environment: [String: String]) throws -> URL {
        if let path = option ?? environment["SMARTREPLY_LEXICONS"] {
            let url = URL(fileURLWithPath: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                let source = option != nil ? "--lexicons" : "SMARTREPLY_LEXICONS"
                throw NoInputError("lexicon directory '\(path)' (\(source)) does not exist")
            }
            return url
        }
        let starts = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            executable.deletingLastPathComponent(),
        ]
        for start in starts {
            var directory = start.standardizedFileURL
            while true {
                let candidate = directory.appendingPathComponent("Lexicons")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("SOURCES.md").path) {
                    return candidate
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        throw NoInputError("cannot find the Lexicons directory; run from the repository or pass --lexicons DIR (or set SMARTREPLY_LEXICONS)")
    }

    /// The running executable's real path: Linux's `/proc/self/exe` (a command found through `PATH`
    /// has a bare name in `argv[0]`, which would resolve against the current directory), else `argv[0]`.
    private static var executable: URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }
}
