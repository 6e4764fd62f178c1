import Foundation
import SmartReply

/// Every subcommand, in the order `smartreply --help` lists them.
let commands: [any CLICommand.Type] = [
    ReplayCommand.self,
    ChatCommand.self,
    SuggestCommand.self,
    TranslateCommand.self,
    LexiconListCommand.self,
    LexiconInfoCommand.self,
    LexiconDeleteCommand.self,
    LexiconImportCommand.self,
    LexiconCleanCommand.self,
    EvalTranslateCommand.self,
    TrainLanguageModelCommand.self,
    IdentifyCommand.self,
    TrainLangIDCommand.self,
    EvalLangIDCommand.self,
    BenchLangIDCommand.self,
    TrainClassifierCommand.self,
    ClassifyCommand.self,
    TrainRepliesCommand.self,
    ScoreRepliesCommand.self,
    EvalRepliesCommand.self,
    BenchRepliesCommand.self,
    GuardCheckCommand.self,
    EvalGuardCommand.self,
    TrainGuardCommand.self,
    BenchGuardCommand.self,
    BenchCommand.self,
    PreferencesResetCommand.self,
    ModelsCommand.self,
    BenchTranslateCommand.self,
]

let overview = """
    smartreply: offline multilingual smart replies.

    USAGE: smartreply <command> [options]

    COMMANDS:
    \(commands.map { "  " + $0.name.joined(separator: " ").padding(toLength: 22, withPad: " ", startingAt: 0) + $0.abstract }.joined(separator: "\n"))

    Run 'smartreply <command> --help' for a command's options,
    'smartreply --version' for the version.
    """

/// The help of a command group such as `lexicon`: its subcommands with their abstracts.
func groupHelp(_ group: String, _ members: [any CLICommand.Type]) -> String {
    """
    USAGE: smartreply \(group) <subcommand> [options]

    SUBCOMMANDS:
    \(members.map { "  " + $0.name.joined(separator: " ").padding(toLength: 22, withPad: " ", startingAt: 0) + $0.abstract }.joined(separator: "\n"))

    Run 'smartreply \(group) <subcommand> --help' for a subcommand's options.
    """
}

/// Reports a command group given no subcommand or one it does not have
/// (`lexicon bogus`), naming the valid subcommands; returns the usage exit code.
func unknownSubcommand(_ argv: [String], _ members: [any CLICommand.Type], _ io: CLIContext) -> Int32 {
    let group = argv[0]
    let valid = members.map { $0.name.dropFirst().joined(separator: " ") }.joined(separator: ", ")
    if let word = argv.dropFirst().first, !word.hasPrefix("-") {
        io.error("error: unknown subcommand '\(word)' for '\(group)' (valid subcommands: \(valid))")
    } else {
        io.error("error: '\(group)' needs a subcommand: \(valid)")
    }
    io.error("See 'smartreply \(group) --help'.")
    return ExitCode.usage
}

/// A command's help, ending with the `-h, --help` line every command accepts (added when its text lacks it).
func helpText(_ command: any CLICommand.Type) -> String {
    let help = command.help.trimmingCharacters(in: .newlines)
    guard !help.contains("-h, --help") else { return help }
    let endsWithOptions = help.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces).hasPrefix("--") == true
    return help + (endsWithOptions ? "\n" : "\n\n") + "  -h, --help        show this help"
}

@MainActor
func runMain() async -> Int32 {
    let io = CLIContext()
    let argv = Array(CommandLine.arguments.dropFirst())
    if argv.isEmpty || argv == ["--help"] || argv == ["-h"] || argv == ["help"] {
        if argv.isEmpty { io.error(overview); return ExitCode.usage }
        io.line(overview)
        return ExitCode.success
    }
    if argv == ["--version"] || argv == ["-V"] {
        io.line(versionText)
        return ExitCode.success
    }
    // The longest command name that prefixes the arguments wins ("train langid" over "train").
    let match = commands
        .filter { argv.starts(with: $0.name) }
        .max { $0.name.count < $1.name.count }
    guard let command = match else {
        let group = commands.filter { $0.name.first == argv[0] }
        if !group.isEmpty && Arguments(argv).wantsHelp {
            io.line(groupHelp(argv[0], group))
            return ExitCode.success
        }
        guard !group.isEmpty else {
            io.error("error: unknown command '\(argv[0])'")
            io.error("See 'smartreply --help'.")
            return ExitCode.usage
        }
        return unknownSubcommand(argv, group, io)
    }
    // A command that is also a group ("bench" and "bench langid") given a word
    // that names no subcommand: say so rather than "unexpected argument".
    let members = commands.filter { $0.name.count > command.name.count && $0.name.starts(with: command.name) }
    if !members.isEmpty, argv.count > command.name.count, !argv[command.name.count].hasPrefix("-") {
        return unknownSubcommand(argv, members, io)
    }
    var arguments = Arguments(Array(argv.dropFirst(command.name.count)))
    if arguments.wantsHelp {
        io.line(helpText(command))
        return ExitCode.success
    }
    do {
        return try await command.run(&arguments, io)
    } catch let error as UsageError {
        io.error("error: \(error.message)")
        io.error("See 'smartreply \(command.name.joined(separator: " ")) --help'.")
        return ExitCode.usage
    } catch let error as NoInputError {
        io.error("error: \(error.message)")
        return ExitCode.noInput
    } catch let error as EmptyInputError {
        io.error("error: \(error.message)")
        return ExitCode.dataError
    } catch let error as SmartReplyError where error.code == .modelFileMissing {
        // A model, list or lexicon file that is not there is missing input, as a missing --data file.
        io.error("error: \(error.message)")
        return ExitCode.noInput
    } catch let error as SmartReplyError where error.code == .invalidInput {
        // Bad data in an input file (a malformed JSONL or TSV line, named with its line): EX_DATAERR.
        io.error("error: \(error.message)")
        return ExitCode.dataError
    } catch let error as SmartReplyError {
        io.error("error: \(error.message)")
        return ExitCode.failure
    } catch {
        io.error("error: \(error)")
        return ExitCode.failure
    }
}

// One malloc arena for the whole process, set before any other thread allocates (MallocArenas).
MallocArenas.useOne()
exit(await runMain())
