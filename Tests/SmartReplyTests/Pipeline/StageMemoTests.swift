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

@Suite struct StageMemoTests {
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
        let pipeline = orchestrator(recorder: recorder, configuration: .init(cachesStageResults: false))
        _ = try await pipeline.suggestReplies(for: [remote("¿Quieres cenar?")])
        let firstCalls = await recorder.stages
        _ = try await pipeline.suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(Array(await recorder.stages.dropFirst(firstCalls.count)) == firstCalls)
    }

    @Test func translatesAnEarlierMessageOnceForTheContext() async throws {
        let recorder = StageRecorder()
        let pipeline = orchestrator(recorder: recorder)
        let first = [remote("¿Quieres cenar?")]
        _ = try await pipeline.suggestReplies(for: first)
        let before = await recorder.calls.count
        let result = try await pipeline.suggestReplies(for: first + [remote("Hoy no.")])
        let translated = await recorder.calls.dropFirst(before).filter { $0.stage == "translate" }.map(\.argument)
        #expect(translated == ["es>en:Hoy no."])
        #expect(result.trace.english == "Not today.")
    }

    @Test func translatesTheContextAgainWhenCachingIsOff() async throws {
        let recorder = StageRecorder()
        let pipeline = orchestrator(recorder: recorder, configuration: .init(cachesStageResults: false))
        let first = [remote("¿Quieres cenar?")]
        _ = try await pipeline.suggestReplies(for: first)
        let before = await recorder.calls.count
        _ = try await pipeline.suggestReplies(for: first + [remote("Hoy no.")])
        let translated = await recorder.calls.dropFirst(before).filter { $0.stage == "translate" }.map(\.argument)
        #expect(translated.prefix(2) == ["es>en:Hoy no.", "es>en:¿Quieres cenar?"])
    }

    @Test func identifiesAnEarlierMessageOnceForTheConversationVote() async throws {
        let recorder = StageRecorder()
        let pipeline = orchestrator(recorder: recorder)
        let turns = [remote("¿Quieres cenar?"), remote("Hoy no."), remote("¿Mañana?")]
        var identified: [String] = []
        for end in 1...turns.count {
            let before = await recorder.calls.count
            _ = try await pipeline.suggestReplies(for: Array(turns[..<end]))
            identified += await recorder.calls.dropFirst(before).filter { $0.stage == "identify" }.map(\.argument)
        }
        // Each turn identifies its latest message; each earlier message is identified for the vote once.
        #expect(identified.sorted() == ["Hoy no.", "Hoy no.", "¿Mañana?", "¿Quieres cenar?", "¿Quieres cenar?"].sorted())
    }

    @Test func identifiesTheEarlierMessagesAgainWhenCachingIsOff() async throws {
        let recorder = StageRecorder()
        let pipeline = orchestrator(recorder: recorder, configuration: .init(cachesStageResults: false))
        let turns = [remote("¿Quieres cenar?"), remote("Hoy no.")]
        _ = try await pipeline.suggestReplies(for: turns)
        let before = await recorder.calls.count
        let result = try await pipeline.suggestReplies(for: turns)
        let identified = await recorder.calls.dropFirst(before).filter { $0.stage == "identify" }.map(\.argument)
        #expect(identified == ["¿Quieres cenar?", "Hoy no."])
        #expect(result.trace.language == es)
    }

    @Test func emptiesTheTableWhenFull() {
        let cache = SuggestionCache(capacity: 2)
        for reply in ["a", "b", "c"] {
            cache.store(SuggestionCheck(englishVerdict: .allowed), for: TextInLanguage(language: es, text: reply))
        }
        #expect(cache.value(for: TextInLanguage(language: es, text: "c")) != nil)
        #expect(cache.value(for: TextInLanguage(language: es, text: "a")) == nil)
    }

    @Test func staysWithinItsCapacityAfterManyDistinctKeysAndStillAnswersTheLatest() {
        let memo = StageMemo<Int, String>(capacity: 64)
        var largest = 0
        for key in 0..<1_000 {
            memo.store("value \(key)", for: key)
            largest = max(largest, memo.count)
            #expect(memo.value(for: key) == "value \(key)")
        }
        #expect(largest == 64)
        // Storing a key that is already there never empties the table.
        let before = memo.count
        memo.store("again", for: 999)
        #expect(memo.count == before)
        #expect(memo.value(for: 999) == "again")
    }

    @Test func theContextAndVoteMemosStayBoundedOverManyDistinctMessages() async throws {
        let pipeline = orchestrator(recorder: StageRecorder())
        var earlier: [ConversationMessage] = []
        for index in 0..<1_200 {
            earlier.append(remote("mensaje número \(index)"))
            if earlier.count > 3 { earlier.removeFirst() }
            _ = try await pipeline.suggestReplies(for: earlier)
        }
        #expect(pipeline.contextCache.count <= pipeline.contextCache.capacity)
        #expect(pipeline.voteCache.count <= pipeline.voteCache.capacity)
        #expect(pipeline.contextCache.count > 0 && pipeline.voteCache.count > 0)
        // After the memos were emptied, a known message is answered as by a fresh pipeline.
        let fresh = try await orchestrator(recorder: StageRecorder()).suggestReplies(for: [remote("¿Quieres cenar?")])
        let again = try await pipeline.suggestReplies(for: [remote("¿Quieres cenar?")])
        #expect(again.suggestions == fresh.suggestions)
    }
}
