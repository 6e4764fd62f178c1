import Foundation
import Testing
@testable import SmartReply
import SmartReplyTesting

private let es = try! LanguageTag("es")
private let ru = try! LanguageTag("ru")

private func message(_ user: String, _ text: String, local: Bool = false) -> ConversationMessage {
    ConversationMessage(text: text, userID: user, isLocalUser: local)
}

/// Issue #3: the orchestrator's language choice for group chats, emoji-only openers and odd encodings.
@Suite struct LanguageChoiceTests {
    private let identifier = HypothesesIdentifier(table: [
        "me!": [(es, 0.63), (.english, 0.3), (ru, 0.07)],
        "Who's up for the beach on Saturday?": [(.english, 0.99), (es, 0.01)],
        "Count me in": [(.english, 0.98), (es, 0.02)],
        "¿Quién viene a la playa el sábado?": [(es, 0.99), (.english, 0.01)],
        "Yo también": [(es, 0.97), (.english, 0.03)],
    ])

    private func orchestrator(_ identifier: any LanguageIdentifier, replies: [String] = ["Sure!"],
                              tables: [LanguageTag: [String: String]] = [:]) -> ConversationOrchestrator {
        ConversationOrchestrator(identifier: identifier, translator: DictionaryTranslator(tables),
                                 generator: CannedReplyGenerator(texts: replies),
                                 contentGuard: SubstringContentGuard(offensive: [], sensitive: []))
    }

    /// A group member's first message takes the language the others write in.
    @Test(arguments: [
        (["Who's up for the beach on Saturday?", "Count me in"], "en"),
        (["¿Quién viene a la playa el sábado?", "Yo también"], "es"),
    ])
    func aMembersFirstShortMessageTakesTheGroupsLanguage(_ others: [String], expected: String) async throws {
        let chat = [message("a", others[0]), message("c", others[1]), message("b", "me!")]
        let result = try await orchestrator(identifier).suggestReplies(for: chat)
        #expect(result.trace.language?.identifier == expected)
    }

    /// The sender's own earlier messages still come first: the others' language is only a fallback.
    @Test func theSendersOwnMessagesOutweighTheGroup() {
        let window = [message("a", "Who's up?"), message("me", "Count me in", local: true), message("b", "¿Quién viene?"),
                      message("c", "😂"), message("b", "Yo")]
        #expect(ConversationOrchestrator.conversationSample(window[...], sender: "b") == ["¿Quién viene?", "Yo"])
        // A new member: the other remote members' messages with letters (not the local user's, not emoji only).
        #expect(ConversationOrchestrator.conversationSample(window[...], sender: "d") == ["Who's up?", "¿Quién viene?", "Yo"])
    }

    /// Past the last three messages the sample reaches back while they hold fewer than eight words.
    @Test func theSampleReachesBackPastOneWordMessages() {
        let window = ["Привет! Как дела?", "Отлично. Пойдём в кино в субботу?", "да", "спс", "ok"].map { message("b", $0) }
        #expect(ConversationOrchestrator.conversationSample(window[...], sender: "b")
            == ["Отлично. Пойдём в кино в субботу?", "да", "спс", "ok"])
        let long = ["Hola, ¿qué tal estás hoy?", "¿Vienes a la fiesta del sábado por la noche?", "ok", "ya", "sí"].map { message("b", $0) }
        #expect(ConversationOrchestrator.conversationSample(long[...], sender: "b")
            == ["¿Vienes a la fiesta del sábado por la noche?", "ok", "ya", "sí"])
    }

    /// An earlier message votes with the hypotheses that carry probability; the memo keeps no 46-language tail.
    @Test func anEarlierMessageVotesWithoutItsNegligibleHypotheses() {
        let full = LanguageIdentification(language: es, confidence: 0.9, hypotheses: [
            LanguageHypothesis(language: es, probability: 0.9), LanguageHypothesis(language: .english, probability: 0.0999995),
            LanguageHypothesis(language: ru, probability: 5e-7)])
        let kept = ConversationOrchestrator.keepingVotingHypotheses(full)
        #expect(kept.hypotheses.map(\.language) == [es, .english])
        #expect(kept.language == es && kept.confidence == 0.9)
        let allTiny = LanguageIdentification(language: es, confidence: 1e-7, hypotheses: [
            LanguageHypothesis(language: es, probability: 1e-7), LanguageHypothesis(language: ru, probability: 1e-8)])
        #expect(ConversationOrchestrator.keepingVotingHypotheses(allTiny).hypotheses.map(\.language) == [es])
    }

    @Test(arguments: [("🙂", true), ("❤️❤️❤️", true), ("😂 😂 😂", true), ("👍🏽!", true), ("22:30", false), ("?!", false),
                      ("1 👍", false), ("ok 👍", false), ("", false)])
    func recognizesEmojiOnlyMessages(_ text: String, expected: Bool) {
        #expect(ConversationOrchestrator.isEmojiOnly(text) == expected, "\(text)")
    }

    /// An emoji-only opener is answered with letter-free replies only; the language stays `und`.
    @Test(arguments: ["🙂", "❤️❤️❤️", "😂😂😂"])
    func anEmojiOnlyOpenerGetsLanguageNeutralReplies(_ text: String) async throws {
        let result = try await orchestrator(identifier, replies: ["Haha!", "😂", "Love you!", "❤️"])
            .suggestReplies(for: [message("a", text)])
        #expect(result.status == .success)
        #expect(result.suggestions.map(\.text) == ["😂", "❤️"])
        #expect(result.trace.language == .undetermined)
    }

    /// Without a letter-free candidate there is no reply, and the reason says no reply fitted (not an unsupported language).
    @Test func anEmojiOnlyOpenerWithoutNeutralRepliesIsNoReply() async throws {
        let result = try await orchestrator(identifier, replies: ["Haha!"]).suggestReplies(for: [message("a", "🙂")])
        #expect(result.status == .noReply)
        #expect(result.reason == .lowConfidence)
    }

    /// Turned off, an emoji-only opener is `notSupportedLanguage` as before; text with no letters and no emoji is too.
    @Test func emojiOnlyAnsweringCanBeTurnedOff() async throws {
        var off = orchestrator(identifier, replies: ["😂"])
        off.configuration.answersEmojiOnlyMessages = false
        #expect(try await off.suggestReplies(for: [message("a", "😂")]).reason == .undeterminedLanguage)
        #expect(try await orchestrator(identifier, replies: ["😂"]).suggestReplies(for: [message("a", "?!")]).reason == .undeterminedLanguage)
    }

    /// Identification and translation both read the normalized message (NFKC, mixed scripts).
    @Test(arguments: [("Пpивeт, кaк дeлa?", "Привет, как дела?"), ("Ｈｅｌｌｏ！", "Hello!")])
    func translationSeesTheNormalizedText(_ text: String, normalized: String) async throws {
        let real = try LanguageIDTestSupport.identifier.get()
        let result = try await orchestrator(real, tables: [ru: ["Hi, how are you?": "Привет, как дела?", "Sure!": "Конечно!"]])
            .suggestReplies(for: [message("a", text)])
        #expect(result.trace.message == normalized)
        #expect(result.status == .success)
        if result.trace.language == ru { #expect(result.trace.english == "Hi, how are you?") }
    }
}
