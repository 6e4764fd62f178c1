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
        try chat(steps: [(after: nil, keys: keys)], timeout: timeout)
    }

    /// Runs `chat` on a new pseudo-terminal and types each step's `keys` once its output holds
    /// `after` that many times (nil: at once), then waits for it to end (at most `timeout` seconds
    /// in all). Waiting for a prompt means typing while libedit reads the line.
    private func chat(steps: [(after: (text: String, count: Int)?, keys: String)], timeout: Double = 60) throws
        -> (exited: Bool, status: Int32, output: String) {
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
        let deadline = Date().addingTimeInterval(timeout)
        for step in steps {
            if let (text, count) = step.after {
                while Date() < deadline,
                      output.withLock({ String(decoding: $0, as: UTF8.self) }).components(separatedBy: text).count - 1 < count {
                    Thread.sleep(forTimeInterval: 0.05)
                }
            }
            _ = step.keys.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, step.keys.utf8.count) }
        }

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

    /// A paste arrives while libedit reads the first line; the rest used to come back as one
    /// line with line breaks in it ("See you tomorrow!⏎Good night!"), one turn for two messages.
    @Test func threeLinesPastedAtThePromptAreThreeTurns() throws {
        let run = try chat(steps: [
            (after: ("them> ", 1), keys: "Thanks!\rSee you tomorrow!\rGood night!\r"),
            (after: ("language: en", 3), keys: ":history\r:quit\r"),
        ])
        #expect(run.exited, "\(run.output)")
        #expect(run.status == 0)
        #expect(!run.output.contains("⏎"), "\(run.output)")
        #expect(run.output.contains("them> Good night!"), "\(run.output)")
        #expect(run.output.components(separatedBy: "language: en").count - 1 == 3, "\(run.output)")
        #expect(run.output.contains("them: See you tomorrow!\r\nthem: Good night!"), "\(run.output)")
    }

    /// Commands typed fast are run one by one, not glued ("unknown command ':models⏎Hola'").
    @Test func commandsTypedFastAtThePromptRunOneByOne() throws {
        let run = try chat(steps: [(after: ("them> ", 1), keys: ":history\r:models\r:trace\r:quit\r")])
        #expect(run.exited, "\(run.output)")
        #expect(run.status == 0)
        #expect(!run.output.contains("unknown command"), "\(run.output)")
        #expect(run.output.contains("trace on"), "\(run.output)")
    }

    /// Ctrl-C drops the text typed and shows a new prompt, as a shell does; the text used to
    /// stay and be glued to the next line. On an empty line it says how to leave; twice leaves.
    @Test func ctrlCWithTextTypedDropsTheLineAndASecondCtrlCOnAnEmptyLineLeaves() throws {
        let run = try chat(steps: [
            (after: ("them> ", 1), keys: "half a mess"),
            (after: ("half a mess", 1), keys: "\u{03}"),
            (after: ("them> ", 2), keys: "Thanks so much!\r"),
            (after: ("them> ", 3), keys: "\u{03}"),
            (after: ("them> ", 4), keys: "\u{03}"),
        ])
        #expect(run.exited, "chat did not leave on the second Ctrl-C: \(run.output)")
        #expect(run.status == 0)
        #expect(run.output.contains("half a mess^C"), "\(run.output)")
        #expect(!run.output.contains("half a messThanks"), "\(run.output)")
        #expect(run.output.contains("success: 1."), "\(run.output)")
        #expect(run.output.contains("(press Ctrl-C again, Ctrl-D or type :quit to leave)"), "\(run.output)")
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
