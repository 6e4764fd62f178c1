import Foundation
import SmartReply

/// `smartreply lexicon import freedict`: builds local user lexicons from Debian's dictd dictionaries.
struct LexiconImportCommand: CLICommand {
    static let name = ["lexicon", "import"]
    static let abstract = "Import FreeDict/Mueller dictionaries into a local user lexicon (never committed)"
    static let help = """
        USAGE: smartreply lexicon import freedict [--lang TAG ...] [--dictd DIR] [--max-entries N] [--cache DIR] [--lexicons DIR]

        Reads Debian's dictd dictionaries between each language and English:
        dict-freedict-<xxx>-eng and dict-freedict-eng-<xxx> (FreeDict, GPL), and
        for Russian also mueller7-dict, and writes the clean short glosses to
        <cache>/user-lexicons/<xx>/freedict.tsv. The translator uses them after
        its own lexicon, only for words and phrases that lexicon lacks. The file
        stays on this machine: its data is GPL, never commit it. Remove it with
        'smartreply lexicon delete TAG'. A progress bar is drawn on a terminal.

        Install the dictionaries first, e.g.:
          apt-get install dict-freedict-spa-eng dict-freedict-eng-spa mueller7-dict

        OPTIONS:
          --lang TAG        a language to import (repeatable, or comma-separated);
                            default: every installed translation language that
                            has a FreeDict dictionary installed
          --dictd DIR       where the dictionaries are (default /usr/share/dictd)
          --max-entries N   most pairs kept per language (default 60000)
          --cache DIR       the cache directory (default ~/.cache/smart-reply/lexicons or $SMARTREPLY_CACHE)
          --lexicons DIR    the Lexicons directory (default: $SMARTREPLY_LEXICONS, else the checkout's)
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let requested = try arguments.repeatedOption("--lang").flatMap {
            $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        }
        let dictd = try arguments.option("--dictd").map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? URL(fileURLWithPath: "/usr/share/dictd", isDirectory: true)
        let maximum = try arguments.intOption("--max-entries", in: 1...5_000_000) ?? 60_000
        let translator = try TranslationOptions.translator(&arguments, io)
        let rest = try arguments.positionals()
        guard rest == ["freedict"] else {
            throw UsageError(rest.isEmpty ? "name the dictionary set to import: freedict" : "unknown dictionary set '\(rest.joined(separator: " "))' (known: freedict)")
        }
        var tags: [LanguageTag] = []
        for value in requested {
            tags.append(try LanguageOption.parse(value, option: "--lang").baseLanguage)
        }
        let importer = FreeDictImporter(dictionaryDirectory: dictd, cacheDirectory: translator.cacheDirectory, maximumEntries: maximum)
        if tags.isEmpty {
            tags = translator.installedLanguages().filter { tag in
                FreeDictImporter.dictionaries(for: tag.language).contains {
                    FileManager.default.fileExists(atPath: dictd.appendingPathComponent($0.name + ".index").path)
                }
            }
            guard !tags.isEmpty else {
                let packages = translator.installedLanguages().flatMap { FreeDictImporter.dictionaries(for: $0.language).map(\.package) }
                io.error("error: no FreeDict dictionary is installed in \(dictd.path); install some with: apt-get install \(packages.joined(separator: " "))")
                return ExitCode.noInput
            }
        }
        var failures = 0
        for tag in tags {
            var bar = ProgressBar(io)
            do {
                let summary = try importer.importLanguage(tag) { progress in
                    bar.update("\(tag): \(progress.phase)", done: progress.done, total: progress.total)
                }
                bar.finish()
                let lexicon = summary.lexicon
                io.line("\(tag): \(lexicon.entryCount) entries (of \(summary.pairsFound) found) from \(summary.dictionariesRead.joined(separator: ", ")) -> \(lexicon.file.path) (\(lexicon.bytes) bytes; licence \(lexicon.licences.joined(separator: ", ")))")
                if !translator.isAvailable(tag) {
                    io.error("note: \(tag) has no phrase table under Lexicons/translation/: the import is used only once it has one")
                }
                for missing in summary.dictionariesMissing {
                    io.error("note: \(tag): \(missing.name) is not installed (apt-get install \(missing.package) for more entries)")
                }
                _ = try await translator.deleteCompiled(tag)   // recompiled with the import on next use
            } catch let error as SmartReplyError {
                bar.finish()
                io.error("error: \(tag): \(error.message)")
                failures += 1
            }
        }
        return failures == 0 ? ExitCode.success : ExitCode.failure
    }
}
