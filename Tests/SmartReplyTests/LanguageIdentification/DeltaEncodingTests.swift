import Foundation
import Testing
@testable import SmartReply

@Suite("Delta-encoded n-grams and pruning")
struct DeltaEncodingTests {
    static let english: [(String, Double)] = [
        ("the", 0.05), ("and", 0.03), ("with", 0.01), ("water", 0.002), ("thanks", 0.002), ("window", 0.001),
        ("there", 0.004), ("weather", 0.001), ("think", 0.002), ("where", 0.003),
    ]
    static let spanish: [(String, Double)] = [
        ("que", 0.05), ("el", 0.04), ("agua", 0.002), ("gracias", 0.002), ("ventana", 0.001), ("donde", 0.003),
        ("tiempo", 0.002), ("queso", 0.001), ("hola", 0.002), ("pero", 0.004),
    ]
    static let german: [(String, Double)] = [
        ("und", 0.04), ("der", 0.05), ("wasser", 0.002), ("danke", 0.002), ("fenster", 0.001), ("wetter", 0.001),
        ("wo", 0.003), ("zeit", 0.002), ("hallo", 0.002), ("aber", 0.004),
    ]

    /// Trains the three-language model with `options` and loads it.
    static func identifier(_ options: NaiveBayesTrainingOptions) throws -> (NaiveBayesLanguageIdentifier, bytes: Int) {
        var trainer = NaiveBayesTrainer(options: options)
        for (label, words) in [("de", german), ("en", english), ("es", spanish)] {
            try trainer.addClass(label: label, samples: words, wordFrequencies: words.map(\.1))
        }
        let data = try trainer.modelData()
        let identifier = try NaiveBayesModelTests.withModelFile(data) { try NaiveBayesLanguageIdentifier(contentsOf: $0) }
        return (identifier, data.count)
    }

    static let texts = ["the weather", "gracias por el agua", "danke für das Wasser", "where is the window", "tiempo", "fenster"]

    @Test(arguments: texts)
    func deltaEncodedScoresMatchBackOffScores(text: String) throws {
        let limits = [10, 100, 100, 100, 100, 100]
        let delta = try Self.identifier(NaiveBayesTrainingOptions(maximumFeaturesPerClass: limits, deltaEncoding: true, pruningThreshold: 0)).0
        let backOff = try Self.identifier(NaiveBayesTrainingOptions(maximumFeaturesPerClass: limits, deltaEncoding: false)).0
        #expect(delta.model.isDeltaEncoded)
        #expect(!backOff.model.isDeltaEncoded)
        let options = LanguageIdentificationOptions(maximumHypotheses: 3)
        let fromDelta = try delta.identify(text, options: options)
        let fromBackOff = try backOff.identify(text, options: options)
        #expect(fromDelta.language == fromBackOff.language)
        for hypothesis in fromBackOff.hypotheses {
            let other = fromDelta.hypotheses.first { $0.language == hypothesis.language }
            // Only the 8-bit quantization of the stored values differs.
            #expect(abs((other?.probability ?? -1) - hypothesis.probability) < 0.05, "\(text): \(hypothesis.language)")
        }
    }

    @Test func pruningShrinksTheModelAndKeepsItsTrainingWords() throws {
        let limits = [10, 100, 100, 100, 100, 100]
        let full = try Self.identifier(NaiveBayesTrainingOptions(maximumFeaturesPerClass: limits, pruningThreshold: 0))
        let pruned = try Self.identifier(NaiveBayesTrainingOptions(maximumFeaturesPerClass: limits, pruningThreshold: 1))
        #expect(pruned.bytes < full.bytes)
        for (label, words) in [("de", Self.german), ("en", Self.english), ("es", Self.spanish)] {
            for (word, _) in words where word.count >= 5 {
                #expect(try pruned.0.identify(word).language.identifier == label, "\(word)")
            }
        }
    }

    @Test func theCommittedModelIsDeltaEncoded() throws {
        let identifier = try LanguageIDTestSupport.identifier.get()
        #expect(identifier.model.isDeltaEncoded)
        #expect(identifier.model.isConditional)
    }

    /// Greek, Hebrew and Korean are each written by one language only: their words are
    /// not scored, and the script alone decides.
    @Test(arguments: [("el", "Καλημέρα, τι κάνεις;"), ("he", "תודה רבה"), ("ko", "감사합니다")])
    func aScriptOfOneLanguageDecidesAlone(language: String, text: String) throws {
        let identifier = try LanguageIDTestSupport.identifier.get()
        let result = try identifier.identify(text)
        #expect(result.language.identifier == language)
        #expect(result.confidence == 1)
    }

    /// Japanese shares its kanji with Chinese, so its kana must still count.
    @Test func kanaStillCountsForJapanese() throws {
        let identifier = try LanguageIDTestSupport.identifier.get()
        #expect(try identifier.identify("今日は雨です").language.identifier == "ja")
        #expect(try identifier.identify("今天下雨了").language.identifier == "zh")
    }
}
