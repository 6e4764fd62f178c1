import Foundation

/// Runs the built `smartreply` executable, as a user would.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    /// The package root (this file is Tests/smartreplyTests/CLITestSupport.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `smartreply` binary built next to the test bundle.
    static var executable: URL {
        get throws {
            var candidates: [URL] = []
            for start in [Bundle.main.bundleURL, Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])].compactMap({ $0 }) {
                var directory = start.resolvingSymlinksInPath()
                for _ in 0..<4 {
                    candidates.append(directory.appendingPathComponent("smartreply"))
                    directory.deleteLastPathComponent()
                }
            }
            candidates.append(packageRoot.appendingPathComponent(".build/debug/smartreply"))
            if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) && !$0.hasDirectoryPath }) {
                return found
            }
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "smartreply (looked in \(candidates.map(\.path)))"])
        }
    }

    /// One phrase-table cache per user, shared by every test run: compiling
    /// the tables is the slow part, so they compile once across runs (a
    /// table that changed gets a new stamp and recompiles). The compiler
    /// writes a temporary file and renames it, so concurrent runs may share
    /// the folder; a stable name means no folder is left behind per run.
    static let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("smartreply-cli-tests-cache-\(getuid())")

    /// Runs `smartreply` with `arguments`, feeding `stdin` (or the bytes `stdinBytes`), in the package root.
    static func run(_ arguments: [String], stdin: String? = nil, stdinBytes: Data? = nil,
                    environment: [String: String] = [:]) throws -> CLIRun {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["SMARTREPLY_CACHE"] = cacheDirectory.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        if let stdinBytes { input.fileHandleForWriting.write(stdinBytes) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CLIRun(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
