import Foundation
import SmartReply

/// `smartreply lexicon clean`: removes compiled phrase tables this build no longer reads.
struct LexiconCleanCommand: CLICommand {
    static let name = ["lexicon", "clean"]
    static let abstract = "Remove compiled phrase tables of earlier versions from the cache"
    static let help = """
        USAGE: smartreply lexicon clean [--dry-run] [--cache DIR] [--lexicons DIR]

        Removes from the cache folder the compiled phrase tables that this build
        never reads: translation-<xx>.sqlite and translation-<xx>.v<N>.sqlite of
        an earlier schema version N (and their SQLite side files), left by earlier
        versions of smartreply. The current tables, a newer version's tables, a
        compile in progress and imported lexicons are not touched. Compiling a
        language (after its lexicon changed) already removes that language's
        superseded files; 'smartreply models' shows what they take.

        OPTIONS:
          --dry-run         list what would be removed, remove nothing
          --cache DIR       the cache folder (default: $SMARTREPLY_CACHE, else ~/.cache/smart-reply/lexicons)
          --lexicons DIR    the Lexicons directory (default: $SMARTREPLY_LEXICONS, else the checkout's)
          -h, --help        show this help
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let dryRun = arguments.flag("--dry-run")
        let translator = try TranslationOptions.translator(&arguments, io)
        let rest = try arguments.positionals()
        guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])'") }
        let usage = translator.compiledCacheUsage()
        if dryRun {
            for file in usage.superseded { io.line("would remove \(file.path)") }
            io.line("\(plural(usage.superseded.count, "superseded file")) (\(ByteCount.text(usage.supersededBytes))) in \(translator.cacheDirectory.path)")
            return ExitCode.success
        }
        let removed = translator.removeSupersededCompiledTables()
        for (file, _) in removed { io.line("removed \(file.path)") }
        io.line("removed \(plural(removed.count, "superseded file")) (\(ByteCount.text(removed.reduce(0) { $0 + $1.bytes }))); "
                + "kept \(plural(usage.current.count, "current table")) (\(ByteCount.text(usage.currentBytes))) in \(translator.cacheDirectory.path)")
        let left = translator.compiledCacheUsage().superseded
        if !left.isEmpty {
            io.error("error: cannot remove \(left.map(\.path).joined(separator: ", "))")
            return ExitCode.failure
        }
        return ExitCode.success
    }
}

/// "1 file", "2 files": a count with its noun, singular or plural.
func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : pluralForm ?? singular + "s")"
}

/// Sizes on disk as people read them.
enum ByteCount {
    /// "1.2 MB" from 1 MB up, else "340 KB" (decimal units, as `ls -h --si` and file managers show).
    static func text(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.0f KB", Double(bytes) / 1e3)
    }
}
