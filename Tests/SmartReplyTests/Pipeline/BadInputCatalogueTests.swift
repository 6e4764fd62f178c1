import Foundation
import Testing
@testable import SmartReply

/// The catalogue of hostile or broken messages sent through the real
/// standard pipeline: each gets a defined result, never a crash or a throw.
@Suite struct BadInputCatalogueTests {
    static let lexicons = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lexicons")
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("bad-input-\(UUID().uuidString)")
    static let orchestrator = Result { try ConversationOrchestrator.standard(lexicons: lexicons, cacheDirectory: cache) }

    private func run(_ text: String) async throws -> SmartReplyResult {
        try await Self.orchestrator.get().suggestReplies(for: [ConversationMessage(text: text, userID: "them", isLocalUser: false)])
    }

    enum Expected: Sendable {
        case reason(SmartReplyResult.Reason)
        case status(SmartReplyResult.Status)
        case anyDefinedResult
    }

    /// One entry of the catalogue; shown by its name, not its (possibly huge) text.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var expected: Expected
        var testDescription: String { name }
    }

    static let catalogue: [Case] = (([
        ("empty", "", .reason(.emptyMessage)),
        ("whitespace only", " \t\n  ", .reason(.emptyMessage)),
        ("emoji only (no letter-free reply fits)", "👀🤷", .reason(.lowConfidence)),
        ("digits only", "1234567890", .reason(.undeterminedLanguage)),
        ("a URL only", "https://example.org/a/b?c=d", .reason(.undeterminedLanguage)),
        ("an email only", "ana.lopez@example.com", .reason(.undeterminedLanguage)),
        ("punctuation only", "?!?!...", .reason(.undeterminedLanguage)),
        ("Arabic, right to left", "مرحبا، كيف حالك اليوم؟", .status(.notSupportedLanguage)),
        ("Hebrew, right to left", "שלום, מה שלומך היום?", .status(.notSupportedLanguage)),
        ("right-to-left override", "\u{202E}olleh, how are you?", .anyDefinedResult),
        ("zero-width characters", "he\u{200B}llo the\u{200D}re, how are y\u{FEFF}ou?", .anyDefinedResult),
        ("control characters", "hi\u{0007}\u{0000} there\u{001B}[31m", .anyDefinedResult),
        ("combining marks (zalgo)", "h̸̡̪̯ͨ͊̽̅̾̎e̬̩̾͛ͪ̈́̀́͘l̴l̵o̶", .anyDefinedResult),
        ("mixed scripts in one word", "pаypаl Привetик", .anyDefinedResult),
        ("one very long word", String(repeating: "a", count: 100_000), .anyDefinedResult),
        ("1 MB of text", String(repeating: "see you tomorrow ", count: 62_000), .anyDefinedResult),
        ("lone surrogate-like replacement", "\u{FFFD}\u{FFFD} hola", .anyDefinedResult),
        ("only newlines and a word", "\n\n\nok\n\n", .anyDefinedResult),
        ("a hostile tag as text", "../../etc/passwd es;DROP TABLE x", .anyDefinedResult),
    ] as [(String, String, Expected)]).map { Case(name: $0.0, text: $0.1, expected: $0.2) })

    @Test(arguments: catalogue)
    func handlesBadMessage(_ entry: Case) async throws {
        let name = entry.name
        let result = try await run(entry.text)
        switch entry.expected {
        case .reason(let reason): #expect(result.reason == reason, "\(name): \(result.status) \(String(describing: result.reason))")
        case .status(let status): #expect(result.status == status, "\(name): \(result.status)")
        case .anyDefinedResult: #expect(result.status == .success || result.reason != nil, "\(name)")
        }
        #expect(result.suggestions.count <= 3)
    }

    @Test func cutsAMegabyteMessageAndSaysSoInTheTrace() async throws {
        let text = String(repeating: "see you tomorrow ", count: 62_000)
        let result = try await run(text)
        #expect(result.trace.truncated)
        #expect(result.trace.originalLength == text.count)
        #expect(result.trace.message.count == ConversationOrchestrator.Configuration().maximumMessageLength)
    }

    @Test func aMissingLexiconFolderIsATypedErrorNamingIt() {
        let missing = URL(fileURLWithPath: "/nonexistent/Lexicons")
        #expect {
            _ = try ConversationOrchestrator.standard(lexicons: missing, cacheDirectory: Self.cache)
        } throws: { error in
            guard let error = error as? SmartReplyError else { return false }
            return error.message.contains("/nonexistent/Lexicons")
        }
    }
}
