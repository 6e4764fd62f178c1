import Foundation
import Testing
@testable import SmartReply
import SmartReplyTesting

private let es = try! LanguageTag("es")
private let fr = try! LanguageTag("fr")
private let fi = try! LanguageTag("fi")
private let de = try! LanguageTag("de")
private let it = try! LanguageTag("it")
private let ru = try! LanguageTag("ru")

private func remote(_ text: String) -> ConversationMessage {
    ConversationMessage(text: text, userID: "ana", isLocalUser: false)
}

/// "Salut" is French at 0.96 on its own, but only 0.7 when Spanish is weighted (the conversation's prior).
private struct HintSensitiveIdentifier: LanguageIdentifier {
    func identifyLanguage(of text: String, options: LanguageIdentificationOptions) async throws -> LanguageIdentification {
        let hypotheses: [LanguageHypothesis]
        if text == "Salut" {
            let pulled = (options.languageHints[es] ?? 1) > 1
            hypotheses = [LanguageHypothesis(language: fr, probability: pulled ? 0.7 : 0.96),
                          LanguageHypothesis(language: es, probability: pulled ? 0.3 : 0.04)]
        } else {
            hypotheses = [LanguageHypothesis(language: es, probability: 0.99), LanguageHypothesis(language: fr, probability: 0.01)]
        }
        return LanguageIdentification(language: hypotheses[0].language, confidence: hypotheses[0].probability, hypotheses: hypotheses)
    }
}

private func orchestrator(_ identifier: any LanguageIdentifier) -> ConversationOrchestrator {
    ConversationOrchestrator(identifier: identifier, translator: DictionaryTranslator([:]),
                             generator: CannedReplyGenerator(texts: ["Sure!"]),
                             contentGuard: SubstringContentGuard(offensive: [], sensitive: []))
}

@Suite struct ConversationLanguageTests {
    private let fake = HypothesesIdentifier(table: [
        "Ja": [(fi, 0.85), (de, 0.1), (es, 0.05)],
        "merci": [(fr, 0.8), (it, 0.1979), (es, 0.002), (fi, 0.0001)],
        "si": [(fr, 0.6), (es, 0.3), (fi, 0.1)],
        "ok": [(.english, 0.9), (es, 0.099), (fi, 0.001)],
        "¿Quieres cenar el viernes?": [(es, 0.99), (fr, 0.01)],
        "hola": [(es, 0.6), (fr, 0.4)],
    ])

    @Test func aClearLatestMessageKeepsItsLanguageAfterAMisreadShortOne() async throws {
        // "Ja" read as Finnish makes a confident conversation, but "merci" leaves Finnish almost nothing.
        let result = try await orchestrator(fake).suggestReplies(for: [remote("Ja"), remote("merci")])
        #expect(result.trace.language == fr)
        #expect(!result.trace.languageFromConversation)
    }

    @Test func aShortMessageThatLeavesRoomForTheConversationLanguageTakesIt() async throws {
        let result = try await orchestrator(fake).suggestReplies(for: [remote("¿Quieres cenar el viernes?"), remote("si")])
        #expect(result.trace.language == es)
        #expect(result.trace.languageFromConversation)
        #expect(result.trace.identification?.language == fr)
    }

    @Test func theConversationNeverBeatsAMessageConfidentOnItsOwn() async throws {
        // With the Spanish prior "Salut" is French at only 0.7 and leaves Spanish 0.3, but on its own
        // it is French at 0.96 ≥ 0.95: the sender switched languages.
        let result = try await orchestrator(HintSensitiveIdentifier())
            .suggestReplies(for: [remote("¿Quieres cenar el viernes?"), remote("Salut")])
        #expect(result.trace.identification?.confidence == 0.7)
        #expect(result.trace.language == fr)
        #expect(!result.trace.languageFromConversation)
    }

    @Test func englishShorthandTakesTheConversationLanguage() async throws {
        // "ok" leaves Spanish only 0.001, but chats in every language use it.
        let result = try await orchestrator(fake).suggestReplies(for: [remote("¿Quieres cenar el viernes?"), remote("ok")])
        #expect(result.trace.language == es)
        #expect(result.trace.languageFromConversation)
    }

    @Test(arguments: ["👍", "22:30", "?!", "👍🏽 😂"])
    func aMessageWithNoLettersTakesTheConversationLanguage(text: String) async throws {
        // "hola" alone is Spanish at only 0.6, below the confidence short messages need; a
        // message with no letters has no language of its own, so the best guess is the conversation's.
        let result = try await orchestrator(fake).suggestReplies(for: [remote("hola"), remote(text)])
        #expect(result.trace.language == es)
        #expect(result.trace.languageFromConversation)
    }

    @Test func aMessageWithNoLettersAndNoEarlierMessageStaysUndetermined() async throws {
        // An emoji-only opener is answered only with letter-free replies; "Sure!" has letters.
        let result = try await orchestrator(fake).suggestReplies(for: [remote("👍")])
        #expect(result.status == .noReply && result.reason == .lowConfidence)
        #expect(result.trace.language == .undetermined)
        #expect(!result.trace.languageFromConversation)
    }

    @Test func earlierMessagesVoteOneByOne() async throws {
        // Each message votes with its probabilities, weighted by its words: three short messages in
        // three languages make no confident conversation.
        let conversation = try #require(try await orchestrator(fake).conversationLanguage(of: ["Ja", "merci", "ok"], constraints: nil))
        #expect(conversation.language == .english)
        #expect(abs(conversation.confidence - 0.9 / 3) < 1e-9)
        #expect(abs(conversation.hypotheses.reduce(0) { $0 + $1.probability } - 1) < 1e-9)
    }

    @Test func earlierMessagesWithoutLettersDoNotVote() async throws {
        let orchestrator = orchestrator(fake)
        #expect(try await orchestrator.conversationLanguage(of: ["👍", "?!"], constraints: nil) == nil)
        let conversation = try await orchestrator.conversationLanguage(of: ["👍", "Ja"], constraints: nil)
        #expect(conversation?.language == fi)
        #expect(conversation?.confidence == 0.85)
    }

    @Test func turningTheFallbackOffKeepsTheMessagesOwnLanguage() async throws {
        var off = orchestrator(fake)
        off.configuration.conversationLanguageMaximumWords = 0
        let result = try await off.suggestReplies(for: [remote("hola"), remote("👍")])
        #expect(result.trace.language == .undetermined)
        #expect(result.status == .noReply && result.reason == .lowConfidence)
        #expect(!result.trace.languageFromConversation)
    }
}

/// The same rules with the real language identifier (the committed model).
@Suite struct ConversationLanguageWithTheModelTests {
    private func languageOf(_ texts: [String]) async throws -> (language: LanguageTag?, fromConversation: Bool) {
        let lexicons = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Lexicons")
        let identifier = try NaiveBayesLanguageIdentifier.standard(lexicons: lexicons)
        let result = try await orchestrator(identifier).suggestReplies(for: texts.map(remote))
        return (result.trace.language, result.trace.languageFromConversation)
    }

    @Test func merciAfterAShortJaTakenForFinnishIsFrench() async throws {
        let result = try await languageOf(["Ja", "Ja", "merci"])
        #expect(result.language == fr)
        #expect(!result.fromConversation)
    }

    @Test func aThumbsUpAfterOkIsEnglishFromTheConversation() async throws {
        let result = try await languageOf(["ok", "👍"])
        #expect(result.language == .english)
        #expect(result.fromConversation)
    }

    @Test func okInASpanishConversationStaysSpanish() async throws {
        let result = try await languageOf(["¿Cenamos el viernes? Hay un sitio nuevo de tacos", "ok"])
        #expect(result.language == es)
        #expect(result.fromConversation)
    }

    /// "ty" alone is English thanks (it came out Czech and got no reply); in a Czech conversation it
    /// is Czech "you" and stays Czech.
    @Test func tyAloneIsEnglish() async throws {
        let result = try await languageOf(["ty"])
        #expect(result.language == .english)
        #expect(!result.fromConversation)
    }

    @Test func tyInACzechConversationStaysCzech() async throws {
        let result = try await languageOf(["Ahoj, co děláš dneska večer? Půjdeme spolu do kina?", "ty"])
        #expect(result.language == (try LanguageTag("cs")))
    }

    @Test func jaInAGermanConversationIsGerman() async throws {
        let result = try await languageOf(["Wollen wir heute Abend essen gehen?", "Ja"])
        #expect(result.language == de)
        #expect(result.fromConversation)
    }

    /// "Hallo" alone is German (``ChatInterjections``), at a confidence a Dutch chat still overrides.
    @Test func halloInADutchConversationIsDutch() async throws {
        let result = try await languageOf(["Zullen we vanavond samen uit eten gaan?", "Hallo"])
        #expect(result.language == (try LanguageTag("nl")))
    }

    /// "ok" is Latin script, so Russian (Cyrillic) is no candidate of its identification at all: it must
    /// still stay Russian in a Russian conversation, as it stays Spanish in a Spanish one.
    @Test func okInARussianConversationStaysRussian() async throws {
        let result = try await languageOf(["Привет! Как дела? Пойдём вечером в кино?", "ok"])
        #expect(result.language == ru)
        #expect(result.fromConversation)
    }

    @Test func okAfterShortRussianRepliesStaysRussian() async throws {
        let result = try await languageOf(["привет", "как дела?", "ok"])
        #expect(result.language == ru)
        #expect(result.fromConversation)
    }

    /// A fresh user's German chat: "Super" alone is English (0.72) and was taken as German at its turn, but it
    /// then voted English and left the conversation below the confidence "ok" needs: "ok" was answered in English.
    @Test func okAfterASuperTakenAsGermanStaysGerman() async throws {
        let result = try await languageOf(["Kommst du morgen?", "Super", "ok"])
        #expect(result.language == de)
        #expect(result.fromConversation)
    }

    /// A fresh user's Russian chat: "да", "спс" and "ok" alone read as Macedonian, Serbian and English, and as the
    /// sender's last three messages they made "👍" Serbian (no reply); the sample now reaches back to the sentences.
    @Test func aThumbsUpAfterThreeOneWordRepliesKeepsTheSentencesLanguage() async throws {
        let result = try await languageOf(["Привет! Как дела?", "Отлично. Пойдём в кино в субботу?", "да", "спс", "ok", "👍"])
        #expect(result.language == ru)
        #expect(result.fromConversation)
    }
}
