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

    /// A custom generator returning "Yes" twice had "Yes, Yes, Maybe" shown.
    @Test func aRepeatedReplyIsShownOnce() async throws {
        let generator = CannedReplyGenerator([
            ReplyCandidate(text: "Yes", intent: "a", score: 3), ReplyCandidate(text: "yes", intent: "b", score: 2),
            ReplyCandidate(text: "Maybe", intent: "c", score: 1),
        ])
        let orchestrator = ConversationOrchestrator(identifier: FixedLanguageIdentifier(.english), translator: DictionaryTranslator([:]),
                                                    generator: generator, contentGuard: SubstringContentGuard(offensive: [], sensitive: []))
        let result = try await orchestrator.suggestReplies(for: [ConversationMessage(text: "Are you coming?", userID: "ana", isLocalUser: false)])
        #expect(result.suggestions.map(\.text) == ["Yes", "Maybe"])
    }

    /// A custom generator's "Your refund is on its way." came back as "Teu refund é sobre its maneira." (coverage
    /// 0.67) and was shown. A suggestion whose translation back leaves words untranslated is not shown; when
    /// none is left the status says `untranslatable`.
    @Test func aSuggestionThatDoesNotTranslateBackIsNotShown() async throws {
        let spanish = try LanguageTag("es")
        let translator = DictionaryTranslator([spanish: ["Are you coming?": "¿Vienes?", "Sure!": "¡Claro!"]])
        let guardStage = SubstringContentGuard(offensive: [], sensitive: [])
        let message = [ConversationMessage(text: "¿Vienes?", userID: "ana", isLocalUser: false)]
        for caches in [true, false] {
            var configuration = ConversationOrchestrator.Configuration()
            configuration.cachesStageResults = caches
            let mixed = ConversationOrchestrator(identifier: FixedLanguageIdentifier(spanish), translator: translator,
                                                 generator: CannedReplyGenerator(texts: ["Your refund is on its way.", "Sure!"]),
                                                 contentGuard: guardStage, configuration: configuration)
            for _ in 0..<2 {   // the second time from the stage cache
                let result = try await mixed.suggestReplies(for: message)
                #expect(result.suggestions.map(\.text) == ["¡Claro!"])
            }
            let none = ConversationOrchestrator(identifier: FixedLanguageIdentifier(spanish), translator: translator,
                                                generator: CannedReplyGenerator(texts: ["Your refund is on its way."]),
                                                contentGuard: guardStage, configuration: configuration)
            let result = try await none.suggestReplies(for: message)
            #expect(result.status == .noReply && result.reason == .untranslatable)
            var lenient = configuration
            lenient.minimumSuggestionTranslationCoverage = 0
            let shown = try await ConversationOrchestrator(identifier: FixedLanguageIdentifier(spanish), translator: translator,
                                                           generator: CannedReplyGenerator(texts: ["Your refund is on its way."]),
                                                           contentGuard: guardStage, configuration: lenient).suggestReplies(for: message)
            #expect(shown.suggestions.map(\.text) == ["Your refund is on its way."])
        }
    }

    /// An empty `Lexicons/lm/en.srlm` let `standard()` succeed, and then every non-English message threw.
    @Test func aDamagedLanguageModelIsReportedWhenTheTranslatorIsCreated() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lm-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let lm = directory.appendingPathComponent("lm", isDirectory: true)
        try FileManager.default.createDirectory(at: lm, withIntermediateDirectories: true)
        try Data().write(to: lm.appendingPathComponent("en.srlm"))
        let error = #expect(throws: SmartReplyError.self) {
            try PhraseTableTranslator.standard(lexicons: directory, cacheDirectory: directory.appendingPathComponent("cache"))
        }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.contains("lm/en.srlm") == true)
        let header = try Data(contentsOf: guardLexiconsURL.appendingPathComponent("lm/en.srlm")).prefix(24)
        try (header + Data(count: 10)).write(to: lm.appendingPathComponent("en.srlm"))   // right header, wrong size
        #expect(throws: SmartReplyError.self) {
            try PhraseTableTranslator.standard(lexicons: directory, cacheDirectory: directory.appendingPathComponent("cache"))
        }
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
