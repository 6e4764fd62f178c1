import Testing
import SmartReply
import SmartReplyTesting

/// The fakes users test with must keep the same contracts as real stages.
@Suite struct FakeConformanceTests {
    @Test func fixedLanguageIdentifierConforms() async {
        let problems = await StageConformance.check(identifier: FixedLanguageIdentifier(.english), samples: ["hello"])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func dictionaryTranslatorConforms() async throws {
        let es = try LanguageTag("es")
        let translator = DictionaryTranslator([es: ["Thanks!": "¡Gracias!"]])
        let problems = await StageConformance.check(translator: translator, samples: [("¡Gracias!", es), ("nada", es)])
        #expect(problems.isEmpty, "\(problems)")
        #expect(try await translator.translate("Thanks!", from: .english, to: es).text == "¡Gracias!")
    }

    @Test func cannedReplyGeneratorConforms() async {
        let problems = await StageConformance.check(generator: CannedReplyGenerator(texts: ["Yes", "No", "Maybe"]), samples: ["?"])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func substringContentGuardConforms() async {
        let problems = await StageConformance.check(contentGuard: SubstringContentGuard(offensive: ["darn"]),
                                                    mustBlock: [("oh DARN it", .english)], mustAllow: [("hello", .english)])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func conformanceCheckCatchesABrokenIdentifier() async {
        struct Broken: LanguageIdentifier {
            func identifyLanguage(of text: String, options: LanguageIdentificationOptions) async throws -> LanguageIdentification {
                LanguageIdentification(language: .english, confidence: 0.2,
                                       hypotheses: [.init(language: .english, probability: 0.2), .init(language: .undetermined, probability: 0.5)])
            }
        }
        let problems = await StageConformance.check(identifier: Broken(), samples: ["x"])
        #expect(problems.contains { $0.contains("not sorted") })
        #expect(problems.contains { $0.contains("below the 0.5 threshold") })
        #expect(problems.contains { $0.contains("sum to") })
    }

    @Test func recorderKeepsCallOrder() async throws {
        let recorder = StageRecorder()
        let guardStage = SubstringContentGuard(recorder: recorder)
        _ = try await guardStage.check("a", language: .english)
        _ = try await guardStage.check("b", language: .english)
        #expect(await recorder.calls.map(\.argument) == ["en:a", "en:b"])
    }
}
