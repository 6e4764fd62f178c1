import Foundation
import Testing
@testable import SmartReply
import SmartReplyTesting

/// What a developer embedding the library found (2026-12-01): a crash, values accepted that
/// broke things later, and a swapped-in generator's blank replies shown as success.
@Suite struct EmbeddingUserDefectTests {
    /// `maximumHypotheses: Int.max` stopped the process ("arithmetic overflow" in the ranking).
    @Test func askingForIntMaxHypothesesGivesThemAll() async throws {
        let identifier = try LanguageIDTestSupport.identifier.get()
        let result = try identifier.identify("hello there my friend", options: LanguageIdentificationOptions(maximumHypotheses: .max))
        #expect(result.language == .english)
        #expect(result.hypotheses.count > 5 && result.hypotheses.count <= identifier.languages.count)
        #expect(abs(result.hypotheses.reduce(0) { $0 + $1.probability } - 1) < 1e-6)
    }

    @Test(arguments: [("minimumTranslationCoverage", Double.nan), ("minimumTranslationCoverage", 5), ("senderPriorStrength", -100),
                      ("conversationLanguageConfidence", .infinity), ("shortMessageOverrideConfidence", -3),
                      ("conversationLanguageMaximumWords", -5)])
    func configurationValuesOutOfRangeAreNamed(field: String, value: Double) {
        var configuration = ConversationOrchestrator.Configuration()
        switch field {
        case "minimumTranslationCoverage": configuration.minimumTranslationCoverage = value
        case "senderPriorStrength": configuration.senderPriorStrength = value
        case "conversationLanguageConfidence": configuration.conversationLanguageConfidence = value
        case "shortMessageOverrideConfidence": configuration.shortMessageOverrideConfidence = value
        default: configuration.conversationLanguageMaximumWords = Int(value)
        }
        let error = #expect(throws: SmartReplyError.self) { try configuration.validate() }
        #expect(error?.code == .invalidInput)
        #expect(error?.message.contains("Configuration.\(field)") == true, "\(String(describing: error))")
    }

    /// A custom generator's "", "   " and NaN-scored replies were shown as a success.
    @Test func blankRepliesAndNonFiniteScoresAreNotShown() async throws {
        let generator = CannedReplyGenerator([
            ReplyCandidate(text: "", intent: "a", score: 3), ReplyCandidate(text: "Sure!", intent: "d", score: 2.5),
            ReplyCandidate(text: "Odd", intent: "c", score: .nan), ReplyCandidate(text: "   ", intent: "b", score: 1),
        ])
        let orchestrator = ConversationOrchestrator(identifier: FixedLanguageIdentifier(.english), translator: DictionaryTranslator([:]),
                                                    generator: generator, contentGuard: SubstringContentGuard(offensive: [], sensitive: []))
        let result = try await orchestrator.suggestReplies(for: [ConversationMessage(text: "Are you coming?", userID: "ana", isLocalUser: false)])
        #expect(result.suggestions.map(\.text) == ["Sure!"])
        let problems = await StageConformance.check(generator: generator, samples: ["hi"])
        #expect(problems.contains { $0.contains("blank or has a score that is not finite") }, "\(problems)")
    }

    @Test func trainingOptionsOutOfRangeFailAtOnceNamingTheOption() throws {
        var options = NaiveBayesTextClassifier.defaultOptions
        options.temperature = .nan
        let examples = [("the cat meows", "cat"), ("the dog barks", "dog")].map { (text: $0.0, label: $0.1) }
        let error = #expect(throws: SmartReplyError.self) { try NaiveBayesTextClassifier.train(examples: examples, options: options) }
        #expect(error?.code == .invalidInput)
        #expect(error?.message.contains("temperature") == true)
    }

    @Test(arguments: [Double.nan, -1, 0])
    func aLearningRateThatIsNotPositiveIsRefused(rate: Double) {
        let error = #expect(throws: SmartReplyError.self) { try ReplyPreferenceStore(path: nil, learningRate: rate) }
        #expect(error?.code == .invalidInput)
    }

    /// The fake identifier answered `en` where the real one throws.
    @Test func theFakeIdentifierRefusesEmptyConstraintsAsTheRealOneDoes() async {
        await #expect(throws: SmartReplyError.self) {
            try await FixedLanguageIdentifier(.english).identifyLanguage(of: "hi", options: LanguageIdentificationOptions(languageConstraints: []))
        }
    }

    /// `languageConstraints: [es-MX]` was refused ("name no language the model identifies") though the
    /// model identifies `es` and the translator accepts `es-MX`; a hint for `es-MX` weighed nothing.
    @Test func aRegionTagConstrainsAndHintsItsLanguage() throws {
        let identifier = try LanguageIDTestSupport.identifier.get()
        let mexican = try LanguageTag("es-MX"), spanish = try LanguageTag("es")
        let constrained = try identifier.identify("hola amigo", options: LanguageIdentificationOptions(languageConstraints: [mexican, .english]))
        #expect(constrained.language == spanish)
        let plain = try identifier.identify("ok", options: LanguageIdentificationOptions(undeterminedThreshold: 0))
        let hinted = try identifier.identify("ok", options: LanguageIdentificationOptions(undeterminedThreshold: 0, languageHints: [mexican: 50]))
        let share = { (result: LanguageIdentification) in result.hypotheses.first { $0.language == spanish }?.probability ?? 0 }
        #expect(share(hinted) > share(plain))
    }
}
