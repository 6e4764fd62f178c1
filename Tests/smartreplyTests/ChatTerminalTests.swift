import Foundation
import Synchronization
import Testing

/// `chat` on a pseudo-terminal, where it reads lines with libedit.
///
/// Between two prompts (while a turn runs, or while the models load at start-up) the terminal is
/// in canonical mode, where Ctrl-D is an end-of-file mark that libedit later read as a NUL byte
/// and ignored: the chat went on. The keys are written right after start, before the first
/// prompt (loading takes far longer than writing 20 bytes), which is that case; if a machine
/// were fast enough to show the prompt first, Ctrl-D at the prompt must end the chat as well,
/// so the tests do not depend on timing.
@Suite struct ChatTerminalTests {
    /// Runs `chat` on a new pseudo-terminal, types `keys` at once, and waits for it to end (at most `timeout` seconds).
    private func chat(typing keys: String, timeout: Double = 60) throws -> (exited: Bool, status: Int32, output: String) {
        let pty = try PseudoTerminalFunctions()
        let master = pty.openMaster(O_RDWR | O_NOCTTY)
        #expect(master >= 0)
        defer { close(master) }
        #expect(pty.grant(master) == 0 && pty.unlock(master) == 0)
        var name = [CChar](repeating: 0, count: 128)
        #expect(pty.name(master, &name, name.count) == 0)
        let slave = open(String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), O_RDWR | O_NOCTTY)
        #expect(slave >= 0)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("chat-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }

        let process = Process()
        process.executableURL = try CLI.executable
        process.arguments = ["chat", "--no-profile"]
        process.currentDirectoryURL = CLI.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = "1"
        environment["SMARTREPLY_CACHE"] = CLI.cacheDirectory.path
        process.environment = environment
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        try terminal.close()   // the child holds its own copies

        let output = Mutex(Data())
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { break }   // EIO once the child has gone
                output.withLock { $0.append(contentsOf: buffer[..<count]) }
            }
        }
        reader.start()
        _ = keys.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, keys.utf8.count) }

        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let exited = !process.isRunning
        if !exited {
            process.terminate()
            process.waitUntilExit()
        }
        return (exited, exited ? process.terminationStatus : -1, output.withLock { String(decoding: $0, as: UTF8.self) })
    }

    @Test func ctrlDTypedBeforeThePromptEndsTheChat() throws {
        let run = try chat(typing: "\u{04}")
        #expect(run.exited, "chat ignored Ctrl-D: \(run.output)")
        #expect(run.status == 0)
    }

    @Test func aLineAndCtrlDTypedAheadAreAnsweredThenEndTheChat() throws {
        let run = try chat(typing: "Thanks so much!\r\u{04}")
        #expect(run.exited, "chat ignored Ctrl-D: \(run.output)")
        #expect(run.status == 0)
        #expect(run.output.contains("them> Thanks so much!"), "\(run.output)")
        #expect(run.output.contains("success: 1."), "\(run.output)")
    }
}

/// glibc's pseudo-terminal functions, looked up at run time: Swift's Glibc module leaves out
/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r` (they need `_XOPEN_SOURCE`).
private struct PseudoTerminalFunctions {
    typealias OpenMaster = @convention(c) (CInt) -> CInt
    typealias Descriptor = @convention(c) (CInt) -> CInt
    typealias Name = @convention(c) (CInt, UnsafeMutablePointer<CChar>, Int) -> CInt
    let openMaster: OpenMaster
    let grant: Descriptor
    let unlock: Descriptor
    let name: Name

    init() throws {
        func symbol(_ name: String) throws -> UnsafeMutableRawPointer {
            try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name), "\(name) not found")
        }
        openMaster = unsafeBitCast(try symbol("posix_openpt"), to: OpenMaster.self)
        grant = unsafeBitCast(try symbol("grantpt"), to: Descriptor.self)
        unlock = unsafeBitCast(try symbol("unlockpt"), to: Descriptor.self)
        name = unsafeBitCast(try symbol("ptsname_r"), to: Name.self)
    }
}
