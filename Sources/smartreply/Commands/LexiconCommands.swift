import Foundation
import SmartReply

/// `smartreply lexicon list`: the installed translation languages.
struct LexiconListCommand: CLICommand {
    static let name = ["lexicon", "list"]
    static let abstract = "List installed translation languages with entry counts and sizes"
    static let help = """
        USAGE: smartreply lexicon list [--compile] [--cache DIR] [--lexicons DIR]

        Prints one line per language under Lexicons/translation/: the tag, the
        number of phrase pairs compiled (imported ones included), the size of
        its TSV files and of its compiled database, the skipped TSV lines, then
        the imported user lexicon ('smartreply lexicon import'): its entries,
        size, source dictionaries and licence, or '-' when there is none;
        separated by tabs. A language not compiled yet shows '-' for entries,
        db_bytes and skipped_lines (it compiles on first use: 1–3 s of CPU,
        up to ~20 s on a busy machine; stderr names these languages). db_bytes is the current compiled table
        only; files of earlier versions still in the cache are noted on stderr
        ('smartreply lexicon clean' removes them).

        OPTIONS:
          --compile             compile the languages not compiled yet (saying so on stderr) and list them in full
          --cache DIR           the compiled-table folder (default $SMARTREPLY_CACHE, else ~/.cache/smart-reply/lexicons)
          --lexicons DIR        the model folder (default: $SMARTREPLY_LEXICONS, else the checkout's Lexicons/)
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let compiles = arguments.flag("--compile")
        let translator = try TranslationOptions.translator(&arguments, io)
        _ = try arguments.positionals()
        io.line("language\tentries\ttsv_bytes\tdb_bytes\tskipped_lines\timported_entries\timported_bytes\timported_source\timported_licence")
        var uncompiled: [LanguageTag] = []
        for tag in translator.installedLanguages() {
            // Listing never compiles unasked (all languages: ~20 s and ~160 MB of disk).
            var counts = "-\t\(translator.sourceBytes(tag))\t-\t-"
            if compiles { CompileNotice.before(loading: tag, translator, io) }
            if compiles || translator.isCompiled(tag) {
                let info = try await translator.info(tag)
                counts = "\(info.entryCount)\t\(info.sourceBytes)\t\(info.databaseBytes)\t\(info.problems.count)"
            } else {
                uncompiled.append(tag)
            }
            let imported = ImportedLexicon.installed(language: tag.language, cacheDirectory: translator.cacheDirectory)
            let columns = imported.isEmpty ? "-\t-\t-\t-" : [
                String(imported.reduce(0) { $0 + $1.entryCount }), String(imported.reduce(0) { $0 + $1.bytes }),
                imported.flatMap(\.sources).map { String($0.prefix(while: { $0 != " " })) }.joined(separator: "+"),
                Array(Set(imported.flatMap(\.licences))).sorted().joined(separator: "; "),
            ].joined(separator: "\t")
            io.line("\(tag)\t\(counts)\t\(columns)")
        }
        if !uncompiled.isEmpty {
            io.error("note: not compiled yet: \(uncompiled.map(\.identifier).joined(separator: ", ")) (each compiles on first use, "
                     + "1–3 s of CPU each, longer on a busy machine; 'smartreply lexicon list --compile' compiles them now)")
        }
        // The table above is the current tables only; say on stderr (stdout stays a clean TSV) what else the folder holds.
        let cache = translator.compiledCacheUsage()
        if !cache.superseded.isEmpty {
            io.error("note: \(translator.cacheDirectory.path) also holds \(plural(cache.superseded.count, "compiled file")) of earlier versions "
                     + "(\(ByteCount.text(cache.supersededBytes))) that this build never reads; 'smartreply lexicon clean' removes them")
        }
        return ExitCode.success
    }
}

/// `smartreply lexicon info TAG`.
struct LexiconInfoCommand: CLICommand {
    static let name = ["lexicon", "info"]
    static let abstract = "Describe one language's phrase table (sources, counts, skipped lines)"
    static let help = """
        USAGE: smartreply lexicon info TAG [--cache DIR] [--lexicons DIR]

        Compiles (if needed) and describes the phrase table of TAG: its TSV
        files, entry count, sizes on disk, the compiled database, the English
        language model, and every skipped TSV line as file:line: reason.
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let translator = try TranslationOptions.translator(&arguments, io)
        let tag = try TranslationOptions.positionalTag(&arguments)
        CompileNotice.before(loading: tag, translator, io)
        let started = Date()
        let info = try await translator.info(tag)
        let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
        io.line("language: \(info.language)")
        io.line("sources: \(info.files.joined(separator: ", ")) (\(info.sourceBytes) bytes)")
        io.line("entries: \(info.entryCount)")
        io.line("database: \(info.databasePath) (\(info.databaseBytes) bytes)")
        io.line("load: \(milliseconds) ms")
        if let count = try await translator.languageModelSize() {
            io.line("language model: \(count) n-grams")
        } else {
            io.line("language model: missing (run 'smartreply train lm')")
        }
        for imported in ImportedLexicon.installed(language: tag.language, cacheDirectory: translator.cacheDirectory) {
            io.line("imported: \(imported.file.path) (\(imported.entryCount) entries, \(imported.bytes) bytes; used only where the sources above lack a phrase)")
            for source in imported.sources { io.line("  source: \(source)") }
            for licence in imported.licences { io.line("  licence: \(licence) (local copy: never commit it)") }
        }
        io.line("skipped lines: \(info.problems.count)")
        for problem in info.problems { io.line("  \(problem)") }
        return ExitCode.success
    }
}

/// `smartreply lexicon delete TAG`.
struct LexiconDeleteCommand: CLICommand {
    static let name = ["lexicon", "delete"]
    static let abstract = "Delete one language's compiled phrase table from the cache"
    static let help = """
        USAGE: smartreply lexicon delete TAG [--keep-imported] [--cache DIR] [--lexicons DIR]

        Removes the compiled SQLite database of TAG from the cache directory
        (it is rebuilt from the TSVs on next use) and the user lexicon imported
        for TAG by 'smartreply lexicon import'. The TSV files under Lexicons/
        are not touched.

        OPTIONS:
          --keep-imported   keep the imported user lexicon
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let keepImported = arguments.flag("--keep-imported")
        let translator = try TranslationOptions.translator(&arguments, io)
        let tag = try TranslationOptions.positionalTag(&arguments)
        var deletedImported = false
        if !keepImported {
            for file in try ImportedLexicon.delete(language: tag.language, cacheDirectory: translator.cacheDirectory) {
                io.line("deleted the imported lexicon \(file.path)")
                deletedImported = true
            }
        }
        let deleted = try await translator.deleteCompiled(tag)
        if deleted {
            io.line("deleted the compiled table of \(tag)")
        } else if translator.isAvailable(tag) || tag.language == "en" {
            io.line("no compiled table of \(tag) in the cache")
        } else {
            // "no compiled table of ja" read as if ja were installed but not yet compiled; and a script
            // deleting a language it never had should learn so from the exit status, as with `rm`.
            let installed = translator.installedLanguages().map(\.identifier).sorted().joined(separator: " ")
            io.error("smartreply lexicon delete: no compiled table of \(tag) in the cache: \(tag) is not an installed language (installed: \(installed))")
            return deletedImported ? ExitCode.success : ExitCode.failure
        }
        return ExitCode.success
    }
}
