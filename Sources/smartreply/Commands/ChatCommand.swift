import Foundation
import SmartReply
import Synchronization

/// The turn in flight, shared with the signal handler.
private final class TurnSlot: Sendable {
    let task = Mutex<Task<SmartReplyResult, any Error>?>(nil)
}

/// Cancels the turn in flight when the user presses Ctrl-C, so Ctrl-C stops
/// one slow turn, not the session. At the prompt Ctrl-C is a key that drops the
/// line being typed (``LineEditor``).
final class InterruptHandler {
    private let slot = TurnSlot()
    private let source: any DispatchSourceSignal

    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [slot] in
            slot.task.withLock { $0?.cancel() }
        }
        source.resume()
    }

    /// Runs `operation` as the current turn; Ctrl-C cancels it.
    func run(_ operation: @escaping @Sendable () async throws -> SmartReplyResult) async throws -> SmartReplyResult {
        let task = Task { try await operation() }
        slot.task.withLock { $0 = task }
        defer { slot.task.withLock { $0 = nil } }
        return try await task.value
    }

    deinit {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}

/// `smartreply chat`: an interactive REPL.
struct ChatCommand: CLICommand {
    static let name = ["chat"]
    static let abstract = "Chat in a REPL: you type the other person's messages, it suggests your replies"
    static let help = """
        OVERVIEW: An interactive session. Each line you type is a message from the
        other person; smartreply shows its language, its English, the status and
        up to three numbered suggestions for you. Works with piped stdin too.

        USAGE: smartreply chat [options]

        OPTIONS:
          --as NAME             the other person's name (default: them)
          --trace               start with the per-stage trace on
          --profile FILE        where your picks are learned (default ~/.local/share/smart-reply/preferences.sqlite)
          --no-profile          do not learn or use preferences
        \(PipelineOptions.help)
          -h, --help            show this help

        COMMANDS IN THE REPL:
        \(ChatSession.help)
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let name = try arguments.option("--as") ?? "them"
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--as needs a non-empty name") }
        let startWithTrace = arguments.flag("--trace")
        let profilePath = try arguments.option("--profile")
        let usesProfile = !arguments.flag("--no-profile")
        if profilePath != nil && !usesProfile { throw UsageError("--profile and --no-profile conflict: give one of them") }
        var options = try PipelineOptions(&arguments, io)
        if usesProfile {
            if let profilePath {
                // A profile the user names must be in an existing folder: creating
                // folders from a typo would hide it (the default profile's folder is created).
                let folder = URL(fileURLWithPath: profilePath).deletingLastPathComponent()
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw UsageError("--profile \(profilePath): the folder \(folder.path) does not exist")
                }
            }
            let path = profilePath.map { URL(fileURLWithPath: $0) } ?? PipelineOptions.defaultProfile(io.environment)
            options.preferences = try PipelineOptions.openProfile(path)
        }
        let rest = try arguments.positionals()
        guard rest.isEmpty else { throw UsageError("chat takes no arguments, got '\(rest[0])'") }
        let baseConfiguration = options.configuration
        var session = ChatSession(remoteUser: name)
        // The profile is the local user's: their picks re-rank from the first suggestion
        // of a session on, before they have written anything in it.
        options.preferenceUser = session.localUser
        let translator = try options.makeTranslator()
        var orchestrator = try options.makeOrchestrator(translator: translator)
        session.showsTrace = startWithTrace
        let interactive = io.stdinIsTerminal
        let style = TerminalStyle(enabled: io.usesColor)
        if interactive { io.line("smartreply chat: type :help for commands, :quit to leave.") }
        let editor = LineEditor(interactive: interactive, historyFile: LineEditor.defaultHistoryFile)
        let interrupts = InterruptHandler()
        var warnings = LexiconWarnings()
        var interruptedEmptyLine = false
        while true {
            await warnings.report(translator, io)
            let line: String
            switch editor.nextInput(prompt: "\(name)> ") {
            case .end:
                // End of input (Ctrl-D at an empty prompt, or typed while a turn ran) ends the chat as :quit does.
                if interactive { io.line() }   // the shell's prompt then starts on its own line
                return ExitCode.success
            case .interrupt(let hadText):
                // As in a shell, Ctrl-C drops the line typed; on an empty line it says how to leave,
                // and a second Ctrl-C in a row leaves.
                if hadText {
                    interruptedEmptyLine = false
                } else if interruptedEmptyLine {
                    return ExitCode.success
                } else {
                    interruptedEmptyLine = true
                    io.line("(press Ctrl-C again, Ctrl-D or type :quit to leave)")
                }
                continue
            case .line(let text):
                line = text
                interruptedEmptyLine = false
            }
            let action = session.handle(line)
            switch action {
            case .quit:
                return ExitCode.success
            case .say(let lines):
                for text in lines { io.line(text) }
            case .showModels:
                let loaded = await translator.loadedLanguages
                if loaded.isEmpty { io.line("no phrase tables loaded (installed: \(translator.installedLanguages().map(\.identifier).joined(separator: ", ")))") }
                for tag in loaded {
                    if let info = try? await translator.info(tag) {
                        io.line("\(tag)\t\(info.entryCount) phrase pairs\t\(info.databaseBytes / 1024) KiB compiled")
                    }
                }
            case .model(let tag, let load):
                if load {
                    do {
                        CompileNotice.before(loading: tag, translator, io)
                        let start = ContinuousClock.now
                        let count = try await translator.preload(tag)
                        io.line("loaded \(tag): \(count) phrase pairs in \(Int(milliseconds(ContinuousClock.now - start))) ms")
                    } catch let error as SmartReplyError {
                        io.line(error.message)
                    }
                } else if await translator.loadedLanguages.contains(where: { $0.language == tag.language }) {
                    await translator.unload(tag)
                    io.line("unloaded \(tag)")
                } else {
                    io.line("\(tag) is not loaded")
                }
            case .learn(let shown, let picked, let message):
                io.line(message)
                if let store = options.preferences {
                    if let picked {
                        try await store.recordPick(user: session.localUser, shown: shown, picked: picked)
                    } else {
                        try await store.recordRejection(user: session.localUser, shown: shown)
                    }
                }
            case .suggest:
                options.configuration = baseConfiguration
                options.configuration.forcedLanguage = session.forcedLanguage ?? baseConfiguration.forcedLanguage
                orchestrator.configuration = options.configuration
                do {
                    let pipeline = orchestrator
                    let messages = session.messages
                    let result = try await CompileNotice.watching(translator, io) {
                        try await interrupts.run { try await pipeline.suggestReplies(for: messages) }
                    }
                    session.lastSuggestions = result.suggestions
                    show(result, showsTrace: session.showsTrace, style: style, io: io)
                } catch let error as SmartReplyError where error.code == .cancelled {
                    // A first-use compile is not stopped by Ctrl-C (it is shared and half its work
                    // would be lost); only the turn's wait for it is.
                    let compiling = !(await translator.loadingLanguages).isEmpty
                    io.error(compiling ? "(turn cancelled; the phrase table goes on compiling in the background)" : "(turn cancelled)")
                } catch let error as SmartReplyError {
                    io.error("error: \(error.message)")
                }
            }
        }
    }

    static func show(_ result: SmartReplyResult, showsTrace: Bool, style: TerminalStyle, io: CLIContext) {
        for line in TurnText.lines(result, showsTrace: showsTrace, style: style) { io.line("  " + line) }
    }
}
