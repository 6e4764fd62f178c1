import Foundation
import Testing
import SmartReply

@Suite("HashedLinearClassifier")
struct HashedLinearClassifierTests {
    private let normalizer = GuardTextNormalizer()

    private func toyModel() throws -> HashedLinearClassifier {
        let positives = ["you are worthless", "you are a loser", "nobody likes you loser", "you worthless clown"]
        let negatives = ["you are great", "see you tomorrow", "nobody was home", "the clown was funny"]
        var buffer: [Int] = []
        var examples: [LogisticRegressionTrainer.Example] = []
        for (texts, label) in [(positives, true), (negatives, false)] {
            for text in texts {
                HashedLinearClassifier.featureIndexes(of: normalizer.normalize(text), log2Buckets: 12, into: &buffer)
                examples.append(.init(features: buffer, isPositive: label))
            }
        }
        var trainer = LogisticRegressionTrainer()
        trainer.log2Buckets = 12
        trainer.epochs = 30
        return try trainer.train(examples)
    }

    @Test func learnsASeparableToyProblem() throws {
        let model = try toyModel()
        #expect(model.probability(of: normalizer.normalize("you are worthless")) > 0.5)
        #expect(model.probability(of: normalizer.normalize("see you tomorrow")) < 0.5)
    }

    @Test func trainingIsDeterministic() throws {
        let a = try toyModel(), b = try toyModel()
        #expect(a.fileData() == b.fileData())
    }

    @Test func refusesToTrainWithOneClass() {
        #expect(throws: SmartReplyError.self) {
            try LogisticRegressionTrainer().train([.init(features: [1, 2], isPositive: true)])
        }
    }

    @Test func fileRoundTripKeepsScores() throws {
        var model = try toyModel()
        model.threshold = 0.7
        let url = try makeTemporaryDirectory().appendingPathComponent("model.bin")
        try model.fileData().write(to: url)
        let loaded = try HashedLinearClassifier(contentsOf: url)
        #expect(loaded.threshold == 0.7)
        for text in ["you are worthless", "see you tomorrow"] {
            let before = model.probability(of: normalizer.normalize(text)), after = loaded.probability(of: normalizer.normalize(text))
            #expect(abs(before - after) < 1e-3)
        }
    }

    @Test func fileRoundTripKeepsLanguageThresholds() throws {
        var model = try toyModel()
        model.threshold = 0.7
        model.languageThresholds = ["ru": 0.6, "de": 0.8]
        let url = try makeTemporaryDirectory().appendingPathComponent("model.bin")
        try model.fileData().write(to: url)
        let loaded = try HashedLinearClassifier(contentsOf: url)
        #expect(loaded.languageThresholds == ["ru": 0.6, "de": 0.8])
        #expect(loaded.threshold(for: try LanguageTag("ru")) == 0.6)
        #expect(loaded.threshold(for: try LanguageTag("de-AT")) == 0.8)
        #expect(loaded.threshold(for: .english) == 0.7)
    }

    @Test func readsVersionOneFilesWithoutLanguageThresholds() throws {
        var model = try toyModel()
        model.threshold = 0.65
        var bytes = [UInt8](model.fileData())
        bytes[4] = 1
        bytes.removeLast(4)  // version 2 ends with the (empty) threshold table's count
        let url = try makeTemporaryDirectory().appendingPathComponent("v1.bin")
        try Data(bytes).write(to: url)
        let loaded = try HashedLinearClassifier(contentsOf: url)
        #expect(loaded.languageThresholds.isEmpty)
        #expect(loaded.threshold(for: try LanguageTag("ru")) == 0.65)
    }

    @Test func corruptModelErrorNamesTheFile() throws {
        let directory = try makeTemporaryDirectory()
        let good = try toyModel().fileData()
        let cases: [(String, Data, SmartReplyError.Code)] = [
            ("magic.bin", Data("NOPE".utf8) + good.dropFirst(4), .modelFileCorrupt),
            ("short.bin", good.prefix(10), .modelFileCorrupt),
            ("truncated.bin", good.dropLast(3), .modelFileCorrupt),
            ("version.bin", good.prefix(4) + Data([9, 0, 0, 0]) + good.dropFirst(8), .modelVersionUnsupported),
        ]
        for (name, data, code) in cases {
            let url = directory.appendingPathComponent(name)
            try data.write(to: url)
            let error = #expect(throws: SmartReplyError.self) { try HashedLinearClassifier(contentsOf: url) }
            #expect(error?.code == code, "\(name)")
            #expect(error?.message.contains(name) == true, "\(name)")
        }
    }

    @Test func countsGiveTheUsualFigures() {
        var counts = BinaryClassificationCounts()
        for (predicted, actual) in [(true, true), (true, true), (true, false), (false, true), (false, false), (false, false)] {
            counts.add(predicted: predicted, actual: actual)
        }
        #expect(counts.precision == 2.0 / 3)
        #expect(counts.recall == 2.0 / 3)
        #expect(abs(counts.f1 - 2.0 / 3) < 1e-12)
        #expect(counts.falsePositiveRate == 1.0 / 3)
    }

    /// Tweets begin with "@user": read as the word "auser", it had become a sign of abuse.
    @Test func mentionsGiveTheModelNoFeatures() {
        let normalizer = GuardTextNormalizer()
        var withMention: [Int] = [], without: [Int] = []
        HashedLinearClassifier.featureIndexes(of: normalizer.normalize("@user @anna you are so kind"), log2Buckets: 16, into: &withMention)
        HashedLinearClassifier.featureIndexes(of: normalizer.normalize("you are so kind"), log2Buckets: 16, into: &without)
        #expect(withMention == without)
        #expect(!without.isEmpty)
    }
}
