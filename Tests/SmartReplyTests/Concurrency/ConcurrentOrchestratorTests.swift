import Foundation
import Testing
@testable import SmartReply

/// The standard pipeline (real Lexicons, a fresh phrase-table cache) shared by
/// 1,000 concurrent requests gives exactly the answers it gives one at a time.
/// Run under ThreadSanitizer by Scripts/tsan.sh.
@Suite struct ConcurrentOrchestratorTests {
    typealias Fixtures = ConcurrencyFixtures

    /// The answers of the standard stages to every conversation, one at a
    /// time, computed once for the suite's test cases (with its own translator,
    /// so the orchestrators under test start with nothing loaded).
    static let sequential = Task { () throws -> [Fixtures.Outcome] in
        let cache = try await Fixtures.compiledCache()
        let orchestrator = try ConversationOrchestrator.standard(lexicons: Fixtures.lexicons, cacheDirectory: cache)
        var outcomes: [Fixtures.Outcome] = []
        for conversation in Fixtures.conversations {
            outcomes.append(Fixtures.Outcome(try await orchestrator.suggestReplies(for: conversation)))
        }
        return outcomes
    }

    /// Runs `count` requests at once, request i on conversation i mod n; returns (conversation index, outcome).
    private func concurrentOutcomes(_ orchestrator: ConversationOrchestrator, count: Int) async throws -> [(Int, Fixtures.Outcome)] {
        let conversations = Fixtures.conversations
        return try await withThrowingTaskGroup(of: (Int, Fixtures.Outcome).self) { group in
            for request in 0..<count {
                let index = request % conversations.count
                group.addTask { (index, Fixtures.Outcome(try await orchestrator.suggestReplies(for: conversations[index]))) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// Capacity 8 holds every language (each loads once); capacity 3 makes
    /// concurrent requests evict and reload tables under each other.
    @Test(arguments: [8, 3])
    func answersAThousandConcurrentRequestsAsItAnswersThemOneByOne(capacity: Int) async throws {
        let cache = try await Fixtures.compiledCache()
        let sequential = try await Self.sequential.value
        #expect(sequential.filter { $0.status == .success }.count >= 8, "\(sequential)")
        #expect(sequential.contains { $0.status == .notSupportedLanguage })
        #expect(sequential.contains { $0.reason == .emptyMessage })

        let shared = try ConversationOrchestrator.standard(lexicons: Fixtures.lexicons, cacheDirectory: cache, capacity: capacity)
        let concurrent = try await concurrentOutcomes(shared, count: 1_000)
        #expect(concurrent.count == 1_000)
        for (index, outcome) in concurrent where outcome != sequential[index] {
            Issue.record("conversation \(index): concurrent \(outcome) ≠ sequential \(sequential[index])")
        }
        // The phrase-table cache never holds more languages than its capacity.
        let translator = try #require((shared.translator as? RomanizingTranslator<PhraseTableTranslator>)?.base)
        #expect(await translator.loadedLanguages.count <= capacity)
        if capacity >= Fixtures.translationLanguages.count {
            for language in await translator.loadedLanguages {
                #expect(await translator.loadCount(language) == 1, "\(language) loaded more than once")
            }
        }
    }
}
