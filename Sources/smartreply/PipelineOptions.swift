import Foundation
import SmartReply

/// Options shared by the commands that run the whole pipeline
/// (`replay`, `chat`, `suggest`, `bench`), and the factory that builds it.
struct PipelineOptions {
    var lexicons: URL
    var configuration = ConversationOrchestrator.Configuration()
    var cacheDirectory: URL?
    /// The local user's learned reply preferences, when the command uses them.
    var preferences: ReplyPreferenceStore?
    /// Whose preferences re-rank (`chat`: the local user, also before they have written); nil: the context's local sender.
    var preferenceUser: String?

    static let help = """
          --lexicons DIR        the model folder (default: $SMARTREPLY_LEXICONS, else the checkout's Lexicons/)
          --window N            how many last messages form the context (default 10)
          --threshold P         language-ID confidence below which a message is 'und' (default 0.5)
          --lang TAG            skip language identification: treat every message as TAG
          --max-length N        cut messages longer than N characters (default 2000)
        """

    /// Reads the shared options from `arguments`.
    init(_ arguments: inout Arguments, _ io: CLIContext) throws {
        lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        if let window = try arguments.intOption("--window", in: 1...1_000) { configuration.contextWindow = window }
        if let threshold = try arguments.doubleOption("--threshold", in: 0...1) {
            configuration.languageOptions.undeterminedThreshold = threshold
        }
        if let length = try arguments.intOption("--max-length", in: 1...10_000_000) { configuration.maximumMessageLength = length }
        if let tag = try arguments.option("--lang") {
            configuration.forcedLanguage = try LanguageOption.parse(tag, option: "--lang")
        }
    }

    /// `$XDG_DATA_HOME/smart-reply/preferences.sqlite`, else `~/.local/share/smart-reply/preferences.sqlite`.
    static func defaultProfile(_ environment: [String: String]) -> URL {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0).appendingPathComponent(".local/share") : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return base.appendingPathComponent("smart-reply/preferences.sqlite")
    }

    /// Opens the preference store at `path`, creating its folder.
    static func openProfile(_ path: URL) throws -> ReplyPreferenceStore {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        return try ReplyPreferenceStore(path: path)
    }

    /// The phrase-table translator over the lexicons.
    func makeTranslator() throws -> PhraseTableTranslator {
        try PhraseTableTranslator.standard(lexicons: lexicons, cacheDirectory: cacheDirectory)
    }

    /// Builds the standard pipeline around `translator`.
    func makeOrchestrator(translator: PhraseTableTranslator) throws -> ConversationOrchestrator {
        try ConversationOrchestrator.standard(lexicons: lexicons, translator: translator, configuration: configuration,
                                              preferences: preferences, preferenceUser: preferenceUser)
    }

    /// Builds the standard pipeline over the lexicons.
    /// - Throws: `SmartReplyError` naming a model file that cannot be read.
    func makeOrchestrator() throws -> ConversationOrchestrator {
        try ConversationOrchestrator.standard(lexicons: lexicons, cacheDirectory: cacheDirectory, configuration: configuration,
                                              preferences: preferences, preferenceUser: preferenceUser)
    }
}
