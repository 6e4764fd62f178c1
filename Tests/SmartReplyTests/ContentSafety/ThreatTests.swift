import Testing
@testable import SmartReply

/// Threats and incitement to self-harm never get a canned reply; found by a
/// user test where "I will kill you" got "You can do it!".
@Suite struct ThreatTests {
    @Test(arguments: [
        ("I will kill you", "en"), ("I'll kill you", "en"), ("go kill yourself", "en"), ("kys", "en"),
        ("Te voy a matar", "es"), ("Je vais te tuer", "fr"), ("Ich bring dich um", "de"), ("Ti ammazzo", "it"),
        ("Vou te matar", "pt"), ("Ik vermoord je", "nl"), ("Я тебя убью", "ru"), ("Я тебе вб'ю", "uk"),
    ])
    func threatsAreNotAllowed(text: String, language: String) throws {
        let verdict = try standardGuard.get().verdict(for: text, language: try LanguageTag(language))
        #expect(!verdict.isAllowed, "\(text)")
    }

    @Test(arguments: [("i hate you", "en"), ("ти дурень", "uk")])
    func hostileMessagesAreOffensive(text: String, language: String) throws {
        #expect(try standardGuard.get().verdict(for: text, language: try LanguageTag(language)).kind == .offensive)
    }

    @Test(arguments: [("this killer app is great", "en"), ("you killed it!", "en"), ("I hate Mondays", "en"), ("kill time at the mall", "en")])
    func everydayUsesStayAllowed(text: String, language: String) throws {
        #expect(try standardGuard.get().verdict(for: text, language: try LanguageTag(language)).isAllowed, "\(text)")
    }
}
