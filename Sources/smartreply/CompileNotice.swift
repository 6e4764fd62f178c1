import Foundation
import SmartReply

/// Says on stderr when a phrase table is compiled on first use: that takes seconds (up to ~10 s
/// under load) and tens of MB of disk, and without a word a first message in a new language, a
/// `:load` or a listing looked hung.
enum CompileNotice {
    /// "compiling the German (de) phrase table (first use)…".
    static func message(_ tag: LanguageTag) -> String {
        let name = Locale(identifier: "en").localizedString(forLanguageCode: tag.language) ?? tag.identifier
        return "compiling the \(name) (\(tag)) phrase table (first use)…"
    }

    /// Says so when `tag`'s table is not compiled yet (call before loading it).
    static func before(loading tag: LanguageTag, _ translator: PhraseTableTranslator, _ io: CLIContext) {
        if translator.isAvailable(tag), tag.language != "en", !translator.isCompiled(tag) { io.error(message(tag)) }
    }

    /// Runs `operation` (a turn, which loads whatever languages it meets); while it runs, says
    /// once per language when it starts loading a table that was not compiled when it began.
    /// Polls every 100 ms, so a table compiled faster than that goes unmentioned.
    static func watching<T: Sendable>(_ translator: PhraseTableTranslator, _ io: CLIContext,
                                      _ operation: () async throws -> T) async throws -> T {
        let uncompiled = Set(translator.installedLanguages().filter { !translator.isCompiled($0) })
        guard !uncompiled.isEmpty else { return try await operation() }
        let watcher = Task {
            var announced: Set<LanguageTag> = []
            while !Task.isCancelled {
                for tag in await translator.loadingLanguages where uncompiled.contains(tag) && !announced.contains(tag) {
                    announced.insert(tag)
                    io.error(message(tag))
                }
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        defer { watcher.cancel() }
        return try await operation()
    }
}
