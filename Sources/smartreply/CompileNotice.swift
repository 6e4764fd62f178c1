import Foundation
import SmartReply
import Synchronization

/// Says on stderr when a phrase table is compiled on first use: that takes seconds (up to ~10 s
/// under load) and tens of MB of disk, and without a word a first message in a new language, a
/// `:load` or a listing looked hung.
enum CompileNotice {
    /// The tables already announced in this process: a compile left running in the background
    /// (chat's Ctrl-C) is announced again by a later turn as "still compiling".
    private static let announced = Mutex<Set<LanguageTag>>([])

    /// "compiling the German (de) phrase table (first use)…", or "still compiling …" when `again`.
    static func message(_ tag: LanguageTag, again: Bool) -> String {
        "\(again ? "still compiling" : "compiling") the \(name(of: tag)) (\(tag)) phrase table (first use)…"
    }

    /// The language's English name ("German"), or its tag when Foundation has none.
    private static func name(of tag: LanguageTag) -> String {
        Locale(identifier: "en").localizedString(forLanguageCode: tag.language) ?? tag.identifier
    }

    /// "recompiling the German (de) phrase table (its files changed, or the compiled copy is damaged)…".
    static func rebuildingMessage(_ tag: LanguageTag) -> String {
        "recompiling the \(name(of: tag)) (\(tag)) phrase table (its files changed, or the compiled copy is damaged)…"
    }

    /// Writes the notice for `tag` on stderr and records it, so the next notice for `tag` says "still compiling".
    static func announce(_ tag: LanguageTag, _ io: CLIContext) {
        let again = announced.withLock { !$0.insert(tag).inserted }
        io.error(message(tag, again: again))
    }

    /// Says so when `tag`'s table is not compiled yet (call before loading it).
    static func before(loading tag: LanguageTag, _ translator: PhraseTableTranslator, _ io: CLIContext) {
        if translator.isAvailable(tag), tag.language != "en", !translator.isCompiled(tag) { announce(tag, io) }
    }

    /// Runs `operation` (a turn, which loads whatever languages it meets); while it runs, says
    /// once per language when it starts loading a table that is not compiled (asked only of a table
    /// seen loading, so a turn that loads nothing opens no database).
    /// A compiled table still loading after half a second is being rebuilt (its TSVs changed since it
    /// was compiled, or it is damaged past the header: only opening it finds out): that is said too,
    /// as "recompiling …".
    /// Polls every 100 ms, so a table compiled faster than that goes unmentioned.
    static func watching<T: Sendable>(_ translator: PhraseTableTranslator, _ io: CLIContext,
                                      _ operation: () async throws -> T) async throws -> T {
        guard translator.installedLanguages().contains(where: { $0.language != "en" }) else { return try await operation() }
        let watcher = Task {
            var announced: Set<LanguageTag> = []
            var polls: [LanguageTag: Int] = [:]
            // Whether each table seen loading was compiled and current then (the compile renames its file
            // into place only at the end, so a table being compiled reads as not compiled).
            var compiled: [LanguageTag: Bool] = [:]
            while !Task.isCancelled {
                for tag in await translator.loadingLanguages where !announced.contains(tag) {
                    polls[tag, default: 0] += 1
                    if compiled[tag] == nil { compiled[tag] = translator.isCompiled(tag) }
                    if compiled[tag] == false {
                        announced.insert(tag)
                        announce(tag, io)
                    } else if polls[tag, default: 0] > 5 {
                        announced.insert(tag)
                        io.error(rebuildingMessage(tag))
                    }
                }
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        defer { watcher.cancel() }
        return try await operation()
    }
}

/// The phrase tables not compiled when a command began, for a command that runs many turns
/// (`suggest` over stdin, `replay` over files): turns are watched (``CompileNotice/watching(_:_:_:)``)
/// only while one of them is still uncompiled, so a long run stops looking once its tables are ready.
struct PendingCompiles {
    private(set) var languages: Set<LanguageTag>

    /// The installed languages whose tables are not compiled yet.
    init(_ translator: PhraseTableTranslator) {
        languages = Set(translator.installedLanguages().filter { !translator.isCompiled($0) && $0.language != "en" })
    }

    /// Runs one turn, saying on stderr when it starts compiling a table (as `chat` does).
    mutating func watching<T: Sendable>(_ translator: PhraseTableTranslator, _ io: CLIContext,
                                        _ operation: () async throws -> T) async throws -> T {
        guard !languages.isEmpty else { return try await operation() }
        defer { languages = languages.filter { !translator.isCompiled($0) } }
        return try await CompileNotice.watching(translator, io, operation)
    }
}
