import Foundation
@testable import SmartReply

/// Shared inputs for the concurrency suites (run under ThreadSanitizer by Scripts/tsan.sh).
enum ConcurrencyFixtures {
    /// The repository's `Lexicons/` folder.
    static let lexicons = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lexicons")

    /// Short conversations (oldest message first) in several languages and
    /// scripts, with and without earlier context, plus texts the pipeline refuses.
    static let conversations: [[ConversationMessage]] = [
        [remote("Do you want to have dinner tonight?")],
        [remote("¿Quieres cenar esta noche?")],
        [remote("Hola, ¿cómo estás?"), local("Bien, ¿y tú?"), remote("Muy bien, gracias. ¿Nos vemos mañana?")],
        [remote("Tu veux dîner ce soir ?")],
        [remote("Möchtest du heute Abend essen?")],
        [remote("Vuoi venire al cinema domani?")],
        [remote("Você quer jantar hoje à noite?")],
        [remote("Wil je vanavond komen eten?")],
        [remote("Хочешь поужинать сегодня вечером?")],
        [remote("Привіт! Як справи?")],
        [remote("Privet, kak dela?")],
        [remote("Thanks so much for your help!"), local("No problem"), remote("See you tomorrow then")],
        [remote("مرحبا، كيف حالك اليوم؟")],
        [remote("😀😂👍🏽")],
        [remote("   ")],
    ]

    static func remote(_ text: String) -> ConversationMessage { ConversationMessage(text: text, userID: "them", isLocalUser: false) }
    static func local(_ text: String) -> ConversationMessage { ConversationMessage(text: text, userID: "me", isLocalUser: true) }

    /// The parts of a result that must not depend on scheduling (the trace's timings do).
    struct Outcome: Hashable, Sendable, CustomStringConvertible {
        var status: SmartReplyResult.Status
        var reason: SmartReplyResult.Reason?
        var suggestions: [String]
        var language: LanguageTag?
        var english: String?

        init(_ result: SmartReplyResult) {
            status = result.status
            reason = result.reason
            suggestions = result.suggestions.map(\.text)
            language = result.trace.language
            english = result.trace.english
        }

        var description: String { "\(status) \(reason.map { "\($0)" } ?? "-") \(language?.identifier ?? "-") \(suggestions)" }
    }

    /// The languages with phrase tables under `Lexicons/translation/`.
    static let translationLanguages = ["de", "es", "fr", "it", "nl", "pt", "ru", "uk"]

    /// One phrase-table cache directory, every language compiled into it once
    /// (compiling the real tables is the slow part in a debug build; loading a
    /// compiled table is not). It lives in the package's scratch folder
    /// (`.build/concurrency-tests-cache`), so later runs reuse it; a table whose
    /// TSVs changed is recompiled by the store. The tests load from it with
    /// their own translators, so every load is still counted.
    private static let compiled = Task { () throws -> URL in
        let directory = lexicons.deletingLastPathComponent().appendingPathComponent(".build/concurrency-tests-cache", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let translator = PhraseTableTranslator(lexicons: lexicons, cacheDirectory: directory, capacity: 1)
        for language in translationLanguages {
            _ = try await translator.preload(LanguageTag(language))
        }
        return directory
    }

    /// The shared compiled cache directory (see `compiled`).
    static func compiledCache() async throws -> URL { try await compiled.value }

    /// A fresh, empty directory under the system's temporary folder.
    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
