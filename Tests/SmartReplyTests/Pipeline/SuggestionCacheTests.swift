import Testing
@testable import SmartReply
import SmartReplyTesting

private let es = try! LanguageTag("es")

private func remote(_ text: String) -> ConversationMessage {
    ConversationMessage(text: text, userID: "ana", isLocalUser: false)
}

private func orchestrator(offensive: [String] = [], recorder: StageRecorder,
                          configuration: ConversationOrchestrator.Configuration = .init()) -> ConversationOrchestrator {
    ConversationOrchestrator(
        identifier: FixedLanguageIdentifier(es, recorder: recorder),
        translator: DictionaryTranslator([es: ["Do you want to have dinner?": "¿Quieres cenar?", "Sure!": "¡Claro!",
                                               "Not today.": "Hoy no."]], recorder: recorder),
        generator: CannedReplyGenerator(texts: ["Sure!", "Not today."], recorder: recorder),
        contentGuard: SubstringContentGuard(offensive: offensive, recorder: recorder),
        configuration: configuration)
}

@Suite struct SuggestionCacheTests {
    @Test func reusesStageFourForARepeatedSuggestion() async throws {
        let recorder = StageRecorder()
        let pipeline = orchestrator(recorder: recorder)
        let first = try await pipeline.suggestReplies(for: [remote("¿Quieres cenar?")])
        let firstCalls = await recorder.stages.count
        let second = try await pipeline.suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(Array(await recorder.stages.dropFirst(firstCalls)) == ["identify", "guard", "translate", "guard", "generate"])
        #expect(second.suggestions == first.suggestions)
        #expect(second.suggestions.map(\.text) == ["¡Claro!", "Hoy no."])
        #expect(second.trace.guardChecks == first.trace.guardChecks)
    }

    @Test func keepsABlockedSuggestionBlocked() async throws {
        let recorder = StageRecorder()
        let pipeline = orchestrator(offensive: ["hoy no"], recorder: recorder)
        let first = try await pipeline.suggestReplies(for: [remote("¿Quieres cenar?")])
        let second = try await pipeline.suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(first.suggestions.map(\.text) == ["¡Claro!"])
        #expect(second.suggestions.map(\.text) == ["¡Claro!"])
        #expect(second.trace.guardChecks.filter { !$0.verdict.isAllowed }.map(\.text) == ["Hoy no."])
    }

    @Test func runsStageFourAgainWhenCachingIsOff() async throws {
        let recorder = StageRecorder()
        let pipeline = orchestrator(recorder: recorder, configuration: .init(cachesSuggestions: false))
        _ = try await pipeline.suggestReplies(for: [remote("¿Quieres cenar?")])
        let firstCalls = await recorder.stages
        _ = try await pipeline.suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(Array(await recorder.stages.dropFirst(firstCalls.count)) == firstCalls)
    }

    @Test func emptiesTheTableWhenFull() {
        let cache = SuggestionCache(capacity: 2)
        for reply in ["a", "b", "c"] {
            cache.store(.init(englishVerdict: .allowed), for: .init(language: es, english: reply))
        }
        #expect(cache.entry(.init(language: es, english: "c")) != nil)
        #expect(cache.entry(.init(language: es, english: "a")) == nil)
    }
}
