import Foundation
import Testing
@testable import SmartReply

/// A tiny deterministic training set: three kinds of message, each with its usual reply.
private func toyPairs() -> [ReplyTrainingPair] {
    let kinds: [(String, String)] = [
        ("thank you so much for the help", "you're welcome"),
        ("hi there, how are you", "I'm good, thanks!"),
        ("are you coming to the party tonight?", "yes!"),
        ("we watched a long documentary about trains", "what did you think of the narrator"),
    ]
    var pairs: [ReplyTrainingPair] = []
    for round in 0..<30 {
        for (index, kind) in kinds.enumerated() {
            pairs.append(ReplyTrainingPair(conversation: "c\(round)-\(index)", context: ["\(kind.0) \(round % 3 == 0 ? "!" : "")"], reply: kind.1))
        }
    }
    return pairs
}

private func toyResponseSet() throws -> ResponseSet {
    try ResponseSet(responses: [
        ReplyCandidate(text: "You're welcome!", intent: "you_are_welcome", score: 0),
        ReplyCandidate(text: "No problem!", intent: "you_are_welcome", score: 0),
        ReplyCandidate(text: "I'm good, thanks!", intent: "i_am_fine", score: 0),
        ReplyCandidate(text: "Yes!", intent: "yes", score: 0),
        ReplyCandidate(text: "No.", intent: "no", score: 0),
    ])
}

private func toyModel() throws -> ReplyModel {
    var options = ReplyModelTrainer.Options()
    options.intentBucketBits = 10
    options.encoderBucketBits = 10
    options.dimension = 8
    options.encoderEpochs = 3
    options.batchSize = 16
    options.triggerRate = 1
    options.developmentShare = 0.2
    return try ReplyModelTrainer(responseSet: toyResponseSet(), options: options).train(toyPairs()).model
}

@Suite struct ReplyModelTests {
    @Test func trainingLearnsTheIntentOfEachKindOfMessage() async throws {
        let generator = try ResponseSetReplyGenerator(responseSet: toyResponseSet(), model: toyModel(), sentimentAnalyzer: nil)
        let thanks = generator.suggestions(for: ReplyContext(messages: [.init(text: "thank you for the help", userID: "a", isLocalUser: false)]), maximumCount: 3)
        #expect(thanks.candidates.first?.intent == "you_are_welcome")
        let greeting = generator.suggestions(for: ReplyContext(messages: [.init(text: "hi there how are you", userID: "a", isLocalUser: false)]), maximumCount: 3)
        #expect(greeting.candidates.first?.intent == "i_am_fine")
    }

    @Test func trainingIsDeterministic() throws {
        let first = try toyModel(), second = try toyModel()
        #expect(first.intentWeights.floats == second.intentWeights.floats)
        #expect(first.messageTable.floats == second.messageTable.floats)
        #expect(first.triggerThreshold == second.triggerThreshold)
    }

    @Test func aWrittenModelReadsBackWithinQuantizationError() throws {
        let model = try toyModel()
        let url = try temporaryFile("", name: "model.bin")
        try model.write(to: url)
        let loaded = try ReplyModel.load(from: url)
        #expect(loaded.classes == model.classes)
        #expect(loaded.triggerThreshold == model.triggerThreshold)
        #expect(loaded.responsePriors == model.responsePriors)
        #expect(loaded.classLogPriors == model.classLogPriors)
        #expect(loaded.combiner == model.combiner)
        #expect(model.splitsMessage && loaded.splitsMessage == model.splitsMessage)
        let largest = model.messageTable.floats.map(abs).max() ?? 0
        let error = zip(loaded.messageTable.floats, model.messageTable.floats).map { abs($0 - $1) }.max() ?? 0
        #expect(error <= largest / 127 + 1e-6)
        // Kept as int8 in memory, the loaded model encodes exactly like its float copy.
        let features = SparseFeatures(indices: [1, 7, 42], values: [0.5, -1, 0.25])
        let asFloats = ReplyModel(classes: loaded.classes, intentBucketBits: loaded.intentBucketBits,
                                  intentWeights: loaded.intentWeights.floats, encoderBucketBits: loaded.encoderBucketBits,
                                  dimension: loaded.dimension, encoderCharacterGrams: loaded.encoderCharacterGrams,
                                  messageTable: loaded.messageTable.floats, replyTable: loaded.replyTable.floats,
                                  triggerThreshold: loaded.triggerThreshold, compatibilityWeight: loaded.compatibilityWeight,
                                  responsePriors: loaded.responsePriors, classLogPriors: loaded.classLogPriors)
        #expect(loaded.encode(features, table: loaded.messageTable) == asFloats.encode(features, table: asFloats.messageTable))
        #expect(loaded.intentProbabilities(features) == asFloats.intentProbabilities(features))
    }

    @Test func aTruncatedModelIsCorrupt() throws {
        let url = try temporaryFile("", name: "model.bin")
        try toyModel().write(to: url)
        let bytes = try Data(contentsOf: url)
        for length in [0, 3, 10, bytes.count / 2, bytes.count - 1] {
            try bytes.prefix(length).write(to: url)
            #expect(loadError(url)?.code == .modelFileCorrupt, "length \(length)")
        }
    }

    @Test func aFileWithoutTheMagicIsCorrupt() throws {
        let url = try temporaryFile("intent\treply\n", name: "model.bin")
        #expect(loadError(url)?.code == .modelFileCorrupt)
    }

    @Test func anotherFormatVersionIsUnsupported() throws {
        let url = try temporaryFile("", name: "model.bin")
        try toyModel().write(to: url)
        var bytes = try Data(contentsOf: url)
        bytes[4] = 9
        try bytes.write(to: url)
        #expect(loadError(url)?.code == .modelVersionUnsupported)
    }

    @Test func contextTurnsOfferedAsRepliesAreTheMessageAndTheTurnBeforeItButNeverTheReply() {
        let pairs = [
            ReplyTrainingPair(conversation: "a", context: ["Want to see the new Bond film?", "Which cinema?"], reply: "The one downtown"),
            ReplyTrainingPair(conversation: "b", context: ["ok"], reply: "ok"),
        ]
        let negatives = ReplyModelTrainer.contextTurnNegatives(pairs, firstRow: 10)
        #expect(negatives.texts == ["Which cinema?", "Want to see the new Bond film?"])
        #expect(negatives.echo == [10, nil])
        #expect(negatives.earlier == [11, nil])
    }

    @Test func aMissingModelIsModelFileMissing() {
        #expect(loadError(URL(fileURLWithPath: "/nonexistent/model.bin"))?.code == .modelFileMissing)
    }

    @Test func aModelThatKnowsNoIntentOfTheResponseSetIsRejected() throws {
        let other = try ResponseSet(responses: [ReplyCandidate(text: "Bonjour", intent: "bonjour", score: 0)])
        #expect(throws: SmartReplyError.self) { try ResponseSetReplyGenerator(responseSet: other, model: try toyModel(), sentimentAnalyzer: nil) }
    }

    @Test func featureDropoutKeepsTheBiasAndScalesTheRest() {
        var features = SparseFeatures()
        for index in 0..<1_000 { features.append(index, 1) }
        var random = SplitMix64(seed: 7)
        #expect(DualEncoderTraining.drop(features, rate: 0, random: &random).indices == features.indices)
        let dropped = DualEncoderTraining.drop(features, rate: 0.5, random: &random)
        #expect(dropped.indices.first == 0 && dropped.values.first == 1)
        #expect((400...600).contains(dropped.indices.count))
        #expect(dropped.values.dropFirst().allSatisfy { $0 == 2 })
    }

    @Test func tooFewPairsCannotTrain() throws {
        #expect(throws: SmartReplyError.self) { try ReplyModelTrainer(responseSet: toyResponseSet()).train(Array(toyPairs().prefix(5))) }
    }

    private func loadError(_ url: URL) -> SmartReplyError? {
        do {
            _ = try ReplyModel.load(from: url)
            return nil
        } catch let error as SmartReplyError {
            return error
        } catch {
            return nil
        }
    }
}
