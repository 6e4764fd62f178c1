import Foundation
import SmartReply

/// Reports on stderr, once per language, what went wrong loading a phrase table the pipeline
/// used: a damaged line of `Lexicons/translation/es/replies.tsv`, say. The pipeline still runs,
/// for that language too (the line is skipped: that reply is translated word by word instead of
/// as written), but a user who broke a file is told which file, line and field.
struct LexiconWarnings {
    /// Problems shown per language; the rest are counted (`lexicon info TAG` lists them all).
    static let shownPerLanguage = 10
    private var reported: Set<LanguageTag> = []

    /// Prints the problems of languages loaded since the last call.
    mutating func report(_ translator: PhraseTableTranslator, _ io: CLIContext) async {
        let problems = await translator.loadProblems()
        for tag in problems.keys.sorted(by: { $0.identifier < $1.identifier }) where !reported.contains(tag) {
            reported.insert(tag)
            let list = problems[tag] ?? []
            for problem in list.prefix(Self.shownPerLanguage) { io.error("warning: \(tag) phrase table: \(problem)") }
            if list.count > Self.shownPerLanguage {
                io.error("warning: \(tag) phrase table: … and \(list.count - Self.shownPerLanguage) more; 'smartreply lexicon info \(tag)' lists them all")
            }
            // Notes about the compiled cache ("cache rebuilt: …", "cache not written: …") skip no line.
            if list.contains(where: { !$0.hasPrefix("cache ") }) {
                io.error("warning: \(tag) phrase table: the lines above were skipped; \(tag) still translates without them")
            }
        }
    }
}
