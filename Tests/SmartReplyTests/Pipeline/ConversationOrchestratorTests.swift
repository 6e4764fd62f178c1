import Foundation
import Testing
@testable import SmartReply
import SmartReplyTesting

private let es = try! LanguageTag("es")
private let fr = try! LanguageTag("fr")

private func remote(_ text: String, user: String = "ana") -> ConversationMessage {
    ConversationMessage(text: text, userID: user, isLocalUser: false)
}

private func local(_ text: String) -> ConversationMessage {
    ConversationMessage(text: text, userID: "me", isLocalUser: true)
}

private let spanishReplies: [String: String] = [
    "Do you want to have dinner?": "¿Quieres cenar?",
    "Sure!": "¡Claro!",
    "Not today.": "Hoy no.",
    "What time?": "¿A qué hora?",
]

private func orchestrator(language: LanguageTag = es,
                          replies: [String] = ["Sure!", "Not today.", "What time?"],
                          offensive: [String] = [], sensitive: [String] = [],
                          recorder: StageRecorder? = nil,
                          configuration: ConversationOrchestrator.Configuration = .init()) -> ConversationOrchestrator {
    ConversationOrchestrator(
        identifier: FixedLanguageIdentifier(language, recorder: recorder),
        translator: DictionaryTranslator([es: spanishReplies], recorder: recorder),
        generator: CannedReplyGenerator(texts: replies, recorder: recorder),
        contentGuard: SubstringContentGuard(offensive: offensive, sensitive: sensitive, recorder: recorder),
        configuration: configuration)
}

@Suite struct ConversationOrchestratorTests {
    @Test func answersInTheSendersLanguage() async throws {
        let result = try await orchestrator().suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(result.status == .success)
        #expect(result.reason == nil)
        #expect(result.suggestions.map(\.text) == ["¡Claro!", "Hoy no.", "¿A qué hora?"])
        #expect(result.suggestions.map(\.english) == ["Sure!", "Not today.", "What time?"])
        #expect(result.trace.english == "Do you want to have dinner?")
        #expect(result.trace.language == es)
    }

    @Test func runsTheStagesInOrder() async throws {
        let recorder = StageRecorder()
        _ = try await orchestrator(replies: ["Sure!"], recorder: recorder).suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(await recorder.stages == ["identify", "guard", "translate", "guard", "generate", "guard", "translate", "guard"])
    }

    @Test func skipsTranslationForEnglishInput() async throws {
        let recorder = StageRecorder()
        let result = try await orchestrator(language: .english, recorder: recorder)
            .suggestReplies(for: [remote("Do you want to have dinner?")])
        #expect(result.status == .success)
        #expect(result.suggestions.map(\.text) == ["Sure!", "Not today.", "What time?"])
        #expect(!(await recorder.stages).contains("translate"))
        #expect(result.trace.timingsMicros[.translateIn] == nil)
    }

    @Test func offensiveInputGetsNoReply() async throws {
        let result = try await orchestrator(offensive: ["cenar"]).suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(result.status == .noReply)
        #expect(result.reason == .offensive)
        #expect(result.suggestions.isEmpty)
    }

    @Test func offensiveEnglishTranslationGetsNoReply() async throws {
        let result = try await orchestrator(offensive: ["dinner"]).suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(result.status == .noReply)
        #expect(result.reason == .offensive)
        #expect(result.trace.guardChecks.map(\.point) == [.incomingOriginal, .incomingEnglish])
    }

    @Test func sensitiveInputGetsNoReplyWithReasonSensitive() async throws {
        let result = try await orchestrator(sensitive: ["cenar"]).suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(result.status == .noReply)
        #expect(result.reason == .sensitive)
    }

    @Test func dropsABlockedSuggestionBeforeTranslation() async throws {
        let result = try await orchestrator(offensive: ["not today"]).suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(result.status == .success)
        #expect(result.suggestions.map(\.english) == ["Sure!", "What time?"])
    }

    @Test func dropsASuggestionBlockedOnlyAfterTranslation() async throws {
        let result = try await orchestrator(offensive: ["claro"]).suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(result.suggestions.map(\.english) == ["Not today.", "What time?"])
        #expect(result.trace.guardChecks.contains { $0.point == .suggestionTranslated && !$0.verdict.isAllowed })
    }

    @Test func reportsAllSuggestionsBlocked() async throws {
        let result = try await orchestrator(replies: ["Sure!"], offensive: ["sure"]).suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(result.status == .noReply)
        #expect(result.reason == .allSuggestionsBlocked)
    }

    @Test func unsupportedLanguageIsNotSupported() async throws {
        let result = try await orchestrator(language: fr).suggestReplies(for: [remote("Tu veux dîner ?")])
        #expect(result.status == .notSupportedLanguage)
        #expect(result.reason == .languageNotInstalled)
    }

    @Test func undeterminedLanguageIsNotSupported() async throws {
        let result = try await orchestrator(language: .undetermined).suggestReplies(for: [remote("?! 12")])
        #expect(result.status == .notSupportedLanguage)
        #expect(result.reason == .undeterminedLanguage)
    }

    @Test func untranslatableMessageGetsNoReply() async throws {
        let result = try await orchestrator().suggestReplies(for: [remote("xyzzy plugh frobnicate")])
        #expect(result.status == .noReply)
        #expect(result.reason == .untranslatable)
        #expect(result.trace.unknownWords == ["xyzzy", "plugh", "frobnicate"])
    }

    @Test func emptyGeneratorOutputIsLowConfidence() async throws {
        let result = try await orchestrator(language: .english, replies: []).suggestReplies(for: [remote("hmm")])
        #expect(result.status == .noReply)
        #expect(result.reason == .lowConfidence)
    }

    @Test func noRemoteMessageGetsNoReply() async throws {
        let result = try await orchestrator().suggestReplies(for: [local("hola")])
        #expect(result.reason == .noRemoteMessage)
        let none = try await orchestrator().suggestReplies(for: [])
        #expect(none.reason == .noRemoteMessage)
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func emptyMessageGetsNoReply(text: String) async throws {
        let result = try await orchestrator().suggestReplies(for: [remote(text)])
        #expect(result.status == .noReply)
        #expect(result.reason == .emptyMessage)
    }

    @Test func answersTheLatestRemoteMessage() async throws {
        let recorder = StageRecorder()
        let messages = [remote("first"), remote("¿Quieres cenar?"), local("a ver")]
        let result = try await orchestrator(language: .english, recorder: recorder).suggestReplies(for: messages)
        #expect(result.trace.message == "¿Quieres cenar?")
    }

    @Test func usesOnlyTheContextWindow() async throws {
        actor ContextSpy: ReplyGenerator {
            var seen: [ConversationMessage] = []
            func suggestReplies(for context: ReplyContext, maximumCount: Int) async throws -> ReplySuggestions {
                seen = context.messages
                return ReplySuggestions(candidates: [ReplyCandidate(text: "Ok", intent: "ok", score: 1)])
            }
        }
        let spy = ContextSpy()
        let messages = (0..<25).map { $0 % 2 == 0 ? remote("m\($0)") : local("m\($0)") }
        let orchestrator = ConversationOrchestrator(
            identifier: FixedLanguageIdentifier(.english), translator: NoOpTranslator(),
            generator: spy, contentGuard: NoOpContentGuard(),
            configuration: .init(contextWindow: 10))
        _ = try await orchestrator.suggestReplies(for: messages)
        #expect(await spy.seen.map(\.text) == (15..<25).map { "m\($0)" })
    }

    /// Out-of-range settings were clamped or surfaced as a misleading status (0 suggestions → `lowConfidence`).
    @Test(arguments: [
        (ConversationOrchestrator.Configuration(maximumSuggestions: 0), "maximumSuggestions is 0"),
        (ConversationOrchestrator.Configuration(maximumSuggestions: 11), "maximumSuggestions is 11"),
        (ConversationOrchestrator.Configuration(contextWindow: 0), "contextWindow is 0"),
        (ConversationOrchestrator.Configuration(maximumMessageLength: 0), "maximumMessageLength is 0"),
    ])
    func refusesAConfigurationOutOfRange(configuration: ConversationOrchestrator.Configuration, field: String) async throws {
        let error = await #expect(throws: SmartReplyError.self) {
            try await orchestrator(language: .english, configuration: configuration).suggestReplies(for: [remote("hello")])
        }
        #expect(error?.code == .invalidInput)
        #expect(error?.message.contains(field) == true, "\(error?.message ?? "")")
    }

    @Test func truncatesVeryLongMessagesAndSaysSo() async throws {
        let long = String(repeating: "a", count: 5_000)
        let result = try await orchestrator(language: .english, configuration: .init(maximumMessageLength: 100))
            .suggestReplies(for: [remote(long)])
        #expect(result.trace.truncated)
        #expect(result.trace.originalLength == 5_000)
        #expect(result.trace.message.count == 100)
    }

    @Test func recordsTimingsForEveryStageThatRan() async throws {
        let result = try await orchestrator().suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(Set(result.trace.timingsMicros.keys) == Set(Trace.Stage.allCases))
        #expect(result.trace.timingsMicros.values.allSatisfy { $0 >= 0 })
    }

    @Test func sendersEarlierMessagesActAsAPrior() async throws {
        actor HintSpy: LanguageIdentifier {
            var hints: [[LanguageTag: Double]] = []
            func identifyLanguage(of text: String, options: LanguageIdentificationOptions) async throws -> LanguageIdentification {
                hints.append(options.languageHints)
                return LanguageIdentification(language: es, confidence: 0.9, hypotheses: [.init(language: es, probability: 1)])
            }
        }
        let spy = HintSpy()
        let orchestrator = ConversationOrchestrator(identifier: spy, translator: DictionaryTranslator([es: spanishReplies]),
                                                    generator: CannedReplyGenerator(texts: ["Sure!"]),
                                                    contentGuard: NoOpContentGuard())
        _ = try await orchestrator.suggestReplies(for: [remote("¿Quieres cenar?"), local("sí"), remote("ok")])
        let calls = await spy.hints
        #expect(calls.count == 2)
        #expect((calls.last?[es] ?? 0) > 1)
    }

    @Test func forcedLanguageSkipsIdentification() async throws {
        let recorder = StageRecorder()
        let result = try await orchestrator(language: fr, recorder: recorder, configuration: .init(forcedLanguage: es))
            .suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(result.status == .success)
        #expect(!(await recorder.stages).contains("identify"))
    }

    @Test func givesTheSameResultsFromManyConcurrentTasks() async throws {
        let shared = orchestrator()
        let sequential = try await shared.suggestReplies(for: [remote("¿Quieres cenar?")])
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<200 {
                group.addTask { try await shared.suggestReplies(for: [remote("¿Quieres cenar?")]).suggestions.map(\.text) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 200)
        #expect(results.allSatisfy { $0 == sequential.suggestions.map(\.text) })
    }

    @Test func stopsBetweenStagesWhenCancelled() async throws {
        let shared = orchestrator()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await shared.suggestReplies(for: [remote("¿Quieres cenar?")])
        }
        await #expect(throws: SmartReplyError.self) { try await task.value }
    }
}

@Suite struct ConversationLanguageFallbackTests {
    private func orchestrator(undetermined: [String], french: [String] = [],
                              configuration: ConversationOrchestrator.Configuration = .init()) -> ConversationOrchestrator {
        var table = Dictionary(uniqueKeysWithValues: undetermined.map { ($0, LanguageTag.undetermined) })
        for text in french { table[text] = fr }
        return ConversationOrchestrator(
            identifier: FixedLanguageIdentifier(es, confidence: 0.99, table: table),
            translator: DictionaryTranslator([es: spanishReplies.merging(["ok": "ok", "yes": "si"]) { a, _ in a },
                                              fr: ["Hi": "Salut", "Sure!": "Bien sûr !", "What time?": "À quelle heure ?"]]),
            generator: CannedReplyGenerator(texts: ["Sure!", "What time?"]),
            contentGuard: SubstringContentGuard(offensive: [], sensitive: []),
            configuration: configuration)
    }

    @Test func aShortMessageWronglyIdentifiedWithoutConfidenceTakesTheConversationLanguage() async throws {
        // "si" identified as French at 0.99, below an override confidence of 1, and the fake's French
        // leaves no probability to Spanish: only with that rule off (minimum 0) does the conversation win.
        let result = try await orchestrator(undetermined: [], french: ["si"],
                                            configuration: .init(shortMessageOverrideConfidence: 1, conversationLanguageMinimumProbability: 0))
            .suggestReplies(for: [remote("¿Quieres cenar?"), remote("si")])
        #expect(result.trace.language == es)
        #expect(result.trace.languageFromConversation)
        #expect(result.trace.identification?.language == fr)
    }

    @Test func aShortMessageConfidentlyInAnotherLanguageKeepsIt() async throws {
        // The sender switched to French: 0.99 ≥ the default 0.95.
        let result = try await orchestrator(undetermined: [], french: ["Salut"])
            .suggestReplies(for: [remote("¿Quieres cenar?"), remote("Salut")])
        #expect(result.trace.language == fr)
        #expect(!result.trace.languageFromConversation)
        #expect(result.suggestions.map(\.text) == ["Bien sûr !", "À quelle heure ?"])
    }

    @Test func aShortUndeterminedMessageTakesTheSendersConversationLanguage() async throws {
        let result = try await orchestrator(undetermined: ["ok"])
            .suggestReplies(for: [remote("¿Quieres cenar?"), local("Sure!"), remote("ok")])
        #expect(result.status == .success)
        #expect(result.trace.language == es)
        #expect(result.trace.languageFromConversation)
        #expect(result.trace.identification?.language.isUndetermined == true)
        #expect(result.suggestions.map(\.text) == ["¡Claro!", "¿A qué hora?"])
    }

    @Test func aLongUndeterminedMessageStaysUnsupported() async throws {
        let long = "zzz qqq xxx www vvv"
        let result = try await orchestrator(undetermined: [long])
            .suggestReplies(for: [remote("¿Quieres cenar?"), remote(long)])
        #expect(result.status == .notSupportedLanguage)
        #expect(!result.trace.languageFromConversation)
    }

    @Test func aFirstMessageHasNoConversationToFallBackOn() async throws {
        let result = try await orchestrator(undetermined: ["ok"]).suggestReplies(for: [remote("ok")])
        #expect(result.status == .notSupportedLanguage)
        #expect(!result.trace.languageFromConversation)
    }

    @Test func onlyTheSendersOwnMessagesCount() async throws {
        // The local user's Spanish says nothing about the remote user's "ok".
        let result = try await orchestrator(undetermined: ["ok"])
            .suggestReplies(for: [local("¿Quieres cenar?"), remote("ok")])
        #expect(result.status == .notSupportedLanguage)
    }
}

@Suite struct ConversationOrchestratorCharacterCountTests {
    @Test(arguments: ["", "hola", "¿Qué tal?", "a\r\nb", "\r\n\r\n", "line\nbreak", "e\u{301}", "👍🏽 ok", "🇪🇸", "x\r"])
    func countsCharactersAsStringDoes(_ text: String) {
        #expect(ConversationOrchestrator.characterCount(text) == text.count)
    }
}
