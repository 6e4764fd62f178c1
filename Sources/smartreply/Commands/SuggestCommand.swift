import Foundation
import SmartReply

/// `smartreply suggest [TEXT...]`: the whole pipeline as a Unix filter.
struct SuggestCommand: CLICommand {
    static let name = ["suggest"]
    static let abstract = "Suggest replies to a message, in its language (a filter)"
    static let help = """
        OVERVIEW: Suggest up to three replies to a message, in the message's language.
        Answers each TEXT argument as a message of its own (quote a message that
        has spaces); without one, reads one message per line from stdin. Writes
        one line per message, in order: the suggestions separated by tabs, or an
        empty line when there are none (the status goes to stderr with --verbose).

        USAGE: smartreply suggest [options] [TEXT...]

        OPTIONS:
          --verbose             print the status and reason of each message on stderr
        \(PipelineOptions.help)
          -h, --help            show this help

        EXAMPLE:
          smartreply suggest "¿Vienes a la fiesta esta noche?"
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let verbose = arguments.flag("--verbose")
        let options = try PipelineOptions(&arguments, io)
        let texts = try arguments.positionals()
        let translator = try options.makeTranslator()
        if let forced = options.configuration.forcedLanguage, !forced.isUndetermined, !translator.isAvailable(forced) {
            io.error("error: --lang \(forced): no phrase table is installed for '\(forced.language)' (languages it can answer: \((translator.installedLanguages() + [.english]).map(\.identifier).sorted().joined(separator: ", ")))")
            return ExitCode.failure
        }
        let orchestrator = try options.makeOrchestrator(translator: translator)
        var warnings = LexiconWarnings()
        // A first message in a language whose table was never compiled waits seconds: say so on stderr, as chat does.
        var compiles = PendingCompiles(translator)
        func answer(_ text: String) async throws {
            let result = try await compiles.watching(translator, io) {
                try await orchestrator.suggestReplies(for: [ConversationMessage(text: text, userID: "them", isLocalUser: false)])
            }
            await warnings.report(translator, io)
            io.line(result.suggestions.map { $0.text.replacingOccurrences(of: "\t", with: " ") }.joined(separator: "\t"))
            if verbose {
                io.error("\(result.trace.language?.identifier ?? "und")\t\(result.status.rawValue)\t\(result.reason?.rawValue ?? "")")
            }
        }
        if !texts.isEmpty {
            for text in texts { try await answer(text) }
        } else {
            var input = StdinLines()
            while let line = input.next(io) { try await answer(line) }
        }
        return ExitCode.success
    }
}
