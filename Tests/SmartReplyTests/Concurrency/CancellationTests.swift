import Foundation
import Testing
import SmartReplyTesting
@testable import SmartReply

/// A task cancelled while one stage runs stops before the next stage and
/// the orchestrator throws `SmartReplyError` with code `.cancelled`.
@Suite struct CancellationTests {
    typealias Fixtures = ConcurrencyFixtures

    /// The stage during which the request's task gets cancelled.
    enum Stage: String, CaseIterable, Sendable { case identify, guardInput, translateIn, generate }

    /// Cancels the current task when `stage` runs, then does the work of `base`.
    struct CancellingIdentifier: LanguageIdentifier {
        let base: any LanguageIdentifier
        let cancels: Bool
        func identifyLanguage(of text: String, options: LanguageIdentificationOptions) async throws -> LanguageIdentification {
            if cancels { withUnsafeCurrentTask { $0?.cancel() } }
            return try await base.identifyLanguage(of: text, options: options)
        }
    }

    struct CancellingGuard: ContentGuard {
        let base: any ContentGuard
        let cancels: Bool
        func check(_ text: String, language: LanguageTag) async throws -> GuardVerdict {
            if cancels { withUnsafeCurrentTask { $0?.cancel() } }
            return try await base.check(text, language: language)
        }
    }

    struct CancellingTranslator: Translator {
        let base: any Translator
        let cancels: Bool
        func translate(_ text: String, from source: LanguageTag, to target: LanguageTag) async throws -> Translation {
            if cancels { withUnsafeCurrentTask { $0?.cancel() } }
            return try await base.translate(text, from: source, to: target)
        }
    }

    struct CancellingGenerator: ReplyGenerator {
        let base: any ReplyGenerator
        let cancels: Bool
        func suggestReplies(for context: ReplyContext, maximumCount: Int) async throws -> ReplySuggestions {
            if cancels { withUnsafeCurrentTask { $0?.cancel() } }
            return try await base.suggestReplies(for: context, maximumCount: maximumCount)
        }
    }

    /// Fake stages recording their calls, with a cancellation at `stage`.
    private func fakeOrchestrator(cancellingAt stage: Stage, recorder: StageRecorder) throws -> ConversationOrchestrator {
        let spanish = try LanguageTag("es")
        return ConversationOrchestrator(
            identifier: CancellingIdentifier(base: FixedLanguageIdentifier(spanish, recorder: recorder), cancels: stage == .identify),
            translator: CancellingTranslator(
                base: DictionaryTranslator([spanish: ["Do you want dinner?": "¿Quieres cenar?", "Sure!": "¡Claro!"]], recorder: recorder),
                cancels: stage == .translateIn),
            generator: CancellingGenerator(base: CannedReplyGenerator(texts: ["Sure!"], recorder: recorder), cancels: stage == .generate),
            contentGuard: CancellingGuard(base: SubstringContentGuard(recorder: recorder), cancels: stage == .guardInput))
    }

    /// The stage calls expected when cancelling during `stage` (the guard on
    /// the English translation belongs to stage 2, so it still runs).
    private static let expectedCalls: [Stage: [String]] = [
        .identify: ["identify"],
        .guardInput: ["identify", "guard"],
        .translateIn: ["identify", "guard", "translate", "guard"],
        .generate: ["identify", "guard", "translate", "guard", "generate"],
    ]

    @Test(arguments: Stage.allCases)
    func stopsAfterTheStageDuringWhichItWasCancelled(_ stage: Stage) async throws {
        let recorder = StageRecorder()
        let orchestrator = try fakeOrchestrator(cancellingAt: stage, recorder: recorder)
        let task = Task { try await orchestrator.suggestReplies(for: [Fixtures.remote("¿Quieres cenar?")]) }
        let error = await #expect(throws: SmartReplyError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        let stages = await recorder.stages
        // The cancelling stage finished its work, and no later stage started.
        #expect(stages == Self.expectedCalls[stage], "\(stage)")
    }

    @Test func aCancelledRealPipelineNeverLoadsAPhraseTable() async throws {
        let cache = try await Fixtures.compiledCache()
        let translator = PhraseTableTranslator(lexicons: Fixtures.lexicons, cacheDirectory: cache)
        let orchestrator = ConversationOrchestrator(
            identifier: CancellingIdentifier(base: try NaiveBayesLanguageIdentifier.standard(lexicons: Fixtures.lexicons), cancels: true),
            translator: translator,
            generator: try ResponseSetReplyGenerator.standard(lexicons: Fixtures.lexicons),
            contentGuard: try LexiconContentGuard.standard(lexicons: Fixtures.lexicons))
        let task = Task { try await orchestrator.suggestReplies(for: [Fixtures.remote("¿Quieres cenar esta noche?")]) }
        let error = await #expect(throws: SmartReplyError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(await translator.loadCount(try LanguageTag("es")) == 0)
        #expect(await translator.loadedLanguages.isEmpty)

        // The same orchestrator, not cancelled, does translate (so the check above means something).
        let uncancelled = ConversationOrchestrator(identifier: try NaiveBayesLanguageIdentifier.standard(lexicons: Fixtures.lexicons),
                                                   translator: translator, generator: orchestrator.generator,
                                                   contentGuard: orchestrator.contentGuard)
        let result = try await uncancelled.suggestReplies(for: [Fixtures.remote("¿Quieres cenar esta noche?")])
        #expect(result.trace.language?.identifier == "es")
        #expect(await translator.loadCount(try LanguageTag("es")) == 1)
    }
}
