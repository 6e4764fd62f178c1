import Foundation
import SmartReply

/// `smartreply replay <file-or-folder>...`: replays conversation files.
struct ReplayCommand: CLICommand {
    static let name = ["replay"]
    static let abstract = "Replay conversation files and show the suggested replies"
    static let help = """
        OVERVIEW: Replay conversation files (JSON) through the pipeline.

        For each message from a remote user, prints the message, its language,
        the status and up to three suggestions in the sender's language (with
        the English in parentheses). A malformed file or message is reported
        with its position and the replay goes on. A path that does not exist is
        named on stderr and the other paths are still replayed.

        A broken symbolic link, a FIFO or another file that is not a regular
        file is reported as an unreadable file (what it is) and skipped. A
        folder without .json files is named on stderr.

        EXIT STATUS: 0 when every turn was answered; 1 when any turn failed, a
        file could not be read or a path does not exist; 66 (EX_NOINPUT) when
        the paths hold no conversation file at all (paths that do not exist,
        empty folders: nothing was replayed, which a script should notice), as
        every command exits for a missing input file; 64 on a usage error.

        USAGE: smartreply replay [options] <file-or-folder | ->...

        A folder stands for the .json files directly in it (.JSON too), by name; sub-folders
        are not searched (name them too, e.g. Conversations/*/). '-' reads one conversation
        from stdin (named <stdin> in the output; at most once).

        OPTIONS:
          --format text|json|markdown   output format (default text); json writes JSON Lines
          --json                the same as --format json (with another --format: a usage error)
          --trace               show every stage: hypotheses, English, candidates, guard verdicts, timings
          --max-file-size N     refuse conversation files over N bytes (default 10485760)
        \(PipelineOptions.help)
          -h, --help            show this help

        EXAMPLES:
          smartreply replay Conversations/
          smartreply replay --json Conversations/es-cena.json | jq .suggestions
          generate-chat | smartreply replay -
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let formatOption = try arguments.option("--format")
        var format = formatOption ?? "text"
        if arguments.flag("--json") {
            if let formatOption, formatOption != "json" {
                throw UsageError("--json and --format \(formatOption) conflict: give one of them")
            }
            format = "json"
        }
        guard let outputFormat = ReplayFormat(rawValue: format) else {
            throw UsageError("--format must be text, json or markdown, not '\(format)'")
        }
        let trace = arguments.flag("--trace")
        let maximumFileSize = try arguments.intOption("--max-file-size", in: 1...Int.max) ?? Conversation.defaultMaximumFileSize
        let options = try PipelineOptions(&arguments, io)
        let paths = try arguments.positionals()
        guard !paths.isEmpty else { throw UsageError("name at least one conversation file or folder") }
        // Each path alone, so one that does not exist is named and the others still replay.
        var files: [URL?] = []   // nil: stdin
        var missingPaths = 0
        var emptyFolders: [String] = []
        for path in paths {
            if path == "-" {
                guard !files.contains(nil) else { throw UsageError("'-' (stdin) given twice: stdin holds one conversation") }
                files.append(nil)
                continue
            }
            do {
                let found = try ConversationReplayer.conversationFiles(at: [path])
                if found.isEmpty { emptyFolders.append(path) }
                files += found
            } catch let error as SmartReplyError {
                io.error("error: \(error.message)")
                missingPaths += 1
            } catch {
                io.error("error: \(path): cannot list the folder: \(error.localizedDescription)")
                missingPaths += 1
            }
        }
        if files.isEmpty {
            // Nothing to replay (paths that do not exist, folders without .json files): missing input.
            if !emptyFolders.isEmpty { io.error("error: no conversation files (.json) in \(emptyFolders.joined(separator: ", "))") }
            return ExitCode.noInput
        }
        for folder in emptyFolders { io.error("warning: no conversation files (.json) in \(folder)") }

        let translator = try options.makeTranslator()
        let replayer = ConversationReplayer(orchestrator: try options.makeOrchestrator(translator: translator))
        var warnings = LexiconWarnings()
        var compiles = PendingCompiles(translator)   // first-use compiles are announced on stderr, as in chat
        var printer = ReplayPrinter(format: outputFormat, trace: trace, io: io,
                                    maximumMessageLength: options.configuration.maximumMessageLength)
        printer.noteMissingPaths(missingPaths)
        var progress = ProgressBar(io, enabled: io.stderrIsTerminal && files.count > 3 && !io.stdoutIsTerminal)
        for (number, url) in files.enumerated() {
            defer { progress.update("replay \(number + 1)/\(files.count)", done: number + 1, total: files.count) }
            let path = url?.path ?? Self.stdinName
            let conversation: Conversation
            do {
                if let url {
                    conversation = try Conversation(contentsOf: url, maximumFileSize: maximumFileSize)
                } else {
                    conversation = try Self.conversationFromStdin(maximumFileSize: maximumFileSize)
                }
            } catch let error as SmartReplyError {
                printer.beginFile(path, title: nil, localUser: nil)
                printer.print(ReplayRecord(file: path, index: -1, user: nil, text: nil, result: nil, error: error.message))
                continue
            }
            printer.beginFile(path, title: conversation.title, localUser: conversation.localUser)
            for warning in ConversationReplayer.warnings(for: conversation, file: path) { printer.warn(warning) }
            // A file with nothing to replay says so, instead of a bare header.
            if conversation.messages.isEmpty && conversation.problems.isEmpty {
                printer.note("\(path): no messages (the \"messages\" array is empty): nothing to replay")
            } else if !conversation.messages.isEmpty, conversation.messages.allSatisfy(\.isLocalUser) {
                printer.note("\(path): every message is from \(conversation.localUser) (the local user): nothing to suggest replies to")
            }
            try await compiles.watching(translator, io) {
                try await replayer.replay(conversation, file: path) { printer.print($0) }
            }
            await warnings.report(translator, io)
        }
        progress.finish()
        printer.printSummary()
        return printer.summary.errors > 0 ? ExitCode.failure : ExitCode.success
    }

    /// How the output names the conversation read from stdin (`replay -`).
    static let stdinName = "<stdin>"

    /// The conversation on stdin, for `replay -`.
    /// - Throws: `SmartReplyError` naming `<stdin>`: `.ioFailure` when it is over `maximumFileSize`
    ///   bytes or cannot be read, as ``Conversation/init(data:)`` when it is no conversation.
    static func conversationFromStdin(maximumFileSize: Int) throws -> Conversation {
        let data: Data
        // One byte over the limit tells a file over it; `--max-file-size` may be Int.max (no `+ 1` then).
        let readLimit = maximumFileSize < Int.max ? maximumFileSize + 1 : Int.max
        do { data = try FileHandle.standardInput.read(upToCount: readLimit) ?? Data() } catch {
            throw SmartReplyError(.ioFailure, "\(stdinName): cannot read stdin (\(error.localizedDescription))")
        }
        guard data.count <= maximumFileSize else {
            throw SmartReplyError(.ioFailure, "\(stdinName): over the limit of \(maximumFileSize) bytes (raise it with --max-file-size)")
        }
        do { return try Conversation(data: data) } catch let error as SmartReplyError {
            throw SmartReplyError(error.code, "\(stdinName): \(error.message)")
        }
    }
}
