import Foundation
import Testing
@testable import SmartReply

/// The scorer encoder of `smartreply score`: a second dual encoder with speech-act features, trained
/// against in-batch replies and replies that repeat the context, one more input of the score combiner.
@Suite struct ReplyScorerEncoderTests {
    /// Four kinds of message with their usual reply (our own toy examples).
    private func toyPairs() -> [ReplyTrainingPair] {
        let kinds: [(String, String)] = [
            ("thank you so much for the help with the move", "you're welcome, anytime"),
            ("are you coming to the party tonight?", "yes, I'll bring snacks"),
            ("where did you park the car?", "behind the bakery"),
            ("we watched a long documentary about trains", "was it any good?"),
        ]
        var pairs: [ReplyTrainingPair] = []
        for round in 0..<40 {
            for (index, kind) in kinds.enumerated() {
                pairs.append(ReplyTrainingPair(conversation: "c\(round)-\(index)", context: ["hello there", "\(kind.0) \(round % 5)"], reply: kind.1))
            }
        }
        return pairs
    }

    private func options(epochs: Int = 6) -> ReplyModelTrainer.Options {
        var options = ReplyModelTrainer.Options()
        options.intentBucketBits = 10
        options.encoderBucketBits = 10
        options.dimension = 8
        options.batchSize = 16
        options.triggerRate = 1
        options.developmentShare = 0.2
        options.scorerEncoderEpochs = epochs
        options.scorerEncoderBits = 12
        options.scorerEncoderDimension = 16
        return options
    }

    private func trained(epochs: Int = 6) throws -> ReplyModel {
        let responseSet = try ResponseSet(responses: [
            ReplyCandidate(text: "You're welcome!", intent: "you_are_welcome", score: 0),
            ReplyCandidate(text: "Yes!", intent: "yes", score: 0),
        ])
        return try ReplyModelTrainer(responseSet: responseSet, options: options(epochs: epochs)).train(toyPairs()).model
    }

    private func score(_ model: ReplyModel, _ message: String, _ reply: String) -> Float {
        model.scorerEncoderScore(turns: [ReplyTurn(text: message, isLocalUser: false)], replyTokens: ReplyTokenizer.tokens(of: reply))
    }

    @Test func thePersonOfATextIsWhomItSpeaksOf() {
        func person(_ text: String) -> String { ReplyScorerEncoder.person(ReplyTokenizer.tokens(of: text)) }
        #expect(person("How was your trip?") == "you")
        #expect(person("I loved it") == "I")
        #expect(person("Did you see my keys?") == "both")
        #expect(person("The weather is lovely") == "none")
    }

    @Test func theTrainedAnswerOutscoresTheMessageEchoedAndAnotherKindsReply() throws {
        let model = try trained()
        #expect(model.scorerEncoder?.bits == 12)
        #expect(score(model, "where did you park the car?", "behind the bakery") > score(model, "where did you park the car?", "where did you park the car?"))
        #expect(score(model, "thank you so much for the help with the move", "you're welcome, anytime")
            > score(model, "thank you so much for the help with the move", "behind the bakery"))
    }

    @Test func trainingTheScorerEncoderIsDeterministic() throws {
        let first = try trained(), second = try trained()
        #expect(first.scorerEncoder?.messageRows.quantized.values == second.scorerEncoder?.messageRows.quantized.values)
        #expect(first.scorerEncoder?.replyRows.quantized.scales == second.scorerEncoder?.replyRows.quantized.scales)
        #expect(first.combiner == second.combiner)
    }

    @Test func aWrittenModelGivesTheSameScorerScores() throws {
        let model = try trained()
        let url = try temporaryFile("", name: "model.bin")
        try model.write(to: url)
        let loaded = try ReplyModel.load(from: url)
        #expect(loaded.scorerEncoder?.dimension == 16)
        #expect(loaded.combiner == model.combiner)
        for (message, reply) in [("are you coming to the party tonight?", "yes, I'll bring snacks"), ("hi", "where did you park?")] {
            #expect(score(loaded, message, reply) == score(model, message, reply))
        }
    }

    @Test func withoutScorerEpochsTheModelHasNoScorerEncoderAndItsScoreIsZero() throws {
        let model = try trained(epochs: 0)
        #expect(model.scorerEncoder == nil)
        #expect(score(model, "are you coming?", "yes") == 0)
        #expect(model.combiner.count == ReplyModel.combinerInputCount + 1)
        let url = try temporaryFile("", name: "model.bin")
        try model.write(to: url)
        #expect(try ReplyModel.load(from: url).scorerEncoder == nil)
    }

    @Test func refittingWithAScorerEncoderKeepsTheSuggestionParts() throws {
        let responseSet = try ResponseSet(responses: [ReplyCandidate(text: "Yes!", intent: "yes", score: 0)])
        let model = try ReplyModelTrainer(responseSet: responseSet, options: options(epochs: 0)).train(toyPairs()).model
        let (refitted, _) = try ReplyModelTrainer(responseSet: responseSet, options: options()).refitCombiner(model, pairs: toyPairs())
        #expect(refitted.scorerEncoder != nil)
        #expect(refitted.intentWeights.floats == model.intentWeights.floats)
        #expect(refitted.messageTable.floats == model.messageTable.floats)
        #expect(refitted.replyTable.floats == model.replyTable.floats)
        #expect(refitted.triggerThreshold == model.triggerThreshold)
    }
}
