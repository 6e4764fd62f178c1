import Foundation
import Testing
@testable import SmartReply

/// The answer-fit inputs of the score combiner, and the overlap negatives they are fitted against.
@Suite struct ReplyAnswerFitTests {
    private func inputs(_ context: [String], _ reply: String) -> [Float] {
        let turns = context.map { ReplyTokenizer.tokens(of: $0) }
        return ReplyAnswerFit(message: turns.last ?? [], turns: turns).inputs(replyTokens: ReplyTokenizer.tokens(of: reply))
    }

    @Test func aYesNoQuestionAnsweredWithYesOrNo() {
        #expect(inputs(["Are you coming to the party on Saturday?"], "Yes, I'll bring snacks.")[0] == 1)
        #expect(inputs(["Are you coming to the party on Saturday?"], "Nope, I have to work.")[0] == 1)
        #expect(inputs(["Are you coming to the party on Saturday?"], "Saturday parties are loud.")[0] == 0)
        // "Do you know where Sam is?" asks yes or no first, not for a place.
        #expect(inputs(["Do you know where Sam is?"], "Yeah, at the gym.")[0] == 1)
    }

    @Test func whenWhereAndHowMuchQuestionsAnsweredWithATimeAPlaceANumber() {
        #expect(inputs(["What time does the film start?"], "At 8.")[1] == 1)
        #expect(inputs(["When are you back?"], "On Sunday evening.")[1] == 1)
        #expect(inputs(["When are you back?"], "Back home is nice.")[1] == 0)
        #expect(inputs(["Where did you park?"], "Behind the bakery.")[2] == 1)
        #expect(inputs(["How much were the tickets?"], "About forty dollars each.")[3] == 1)
        // A statement asks for nothing: a time in the reply is no answer to it.
        #expect(inputs(["I love the cinema."], "At 8.")[1] == 0)
    }

    @Test func thanksAnsweredWithYoureWelcome() {
        #expect(inputs(["Thanks for helping me move!"], "No problem, happy to help!")[4] == 1)
        #expect(inputs(["Thanks for helping me move!"], "Moving is tiring.")[4] == 0)
    }

    @Test func aQuestionAnsweredWithAQuestionOtherThanYesOrNo() {
        #expect(inputs(["Where are you?"], "Where are you?")[5] == 1)
        #expect(inputs(["Can you help me move?"], "Sure, what time?")[5] == 0)
        #expect(inputs(["I got a puppy!"], "What breed?")[5] == 0)
    }

    @Test func aReplyOpeningWithAContentWordOfTheContextIsAStatementAboutTheTopic() {
        #expect(inputs(["How much were the tickets?"], "Tickets sell out fast.")[6] == 1)
        #expect(inputs(["How much were the tickets?"], "I paid forty for the tickets.")[6] == 0)
        #expect(inputs(["How much were the tickets?"], "Concerts are fun.")[6] == 0)
    }

    @Test func overlapNeighboursShareContentWordsComeFromOtherConversationsAndAreNoEchoes() {
        let pairs = [
            ReplyTrainingPair(conversation: "a", context: ["Did you see the marathon yesterday?"], reply: "Yes, the winner was amazing."),
            ReplyTrainingPair(conversation: "a", context: ["The marathon runners were fast"], reply: "The marathon runners train for years."),
            ReplyTrainingPair(conversation: "b", context: ["What are you cooking?"], reply: "Marathon runners eat lots of pasta."),
            ReplyTrainingPair(conversation: "c", context: ["Any plans?"], reply: "The marathon?"),
            ReplyTrainingPair(conversation: "d", context: ["How was the weekend?"], reply: "Quiet, we stayed home."),
            ReplyTrainingPair(conversation: "e", context: ["Hungry?"], reply: "Pasta for dinner, runners."),
        ]
        let turns = pairs.map(\.turns)
        let neighbours = ReplyModelTrainer.overlapNeighbours(pairs, turns: turns, indices: [0], count: 3)
        // Not conversation a's own reply, not the bare echo "The marathon?" (one content word), not the unrelated one.
        #expect(neighbours[0] == [2])
        #expect(neighbours[1].isEmpty)
    }
}

/// Refitting the combiner alone, and reading models written before the answer-fit inputs.
@Suite struct ReplyCombinerRefitTests {
    private func toyPairs() -> [ReplyTrainingPair] {
        let kinds: [(String, String)] = [
            ("thank you so much for the help", "you're welcome"),
            ("are you coming to the party tonight?", "yes, I'll bring snacks"),
            ("when does the party start tonight?", "at 8, don't be late"),
            ("we watched a long documentary about trains", "trains are the best way to travel"),
        ]
        var pairs: [ReplyTrainingPair] = []
        for round in 0..<30 {
            for (index, kind) in kinds.enumerated() {
                pairs.append(ReplyTrainingPair(conversation: "c\(round)-\(index)", context: ["\(kind.0) \(round)"], reply: kind.1))
            }
        }
        return pairs
    }

    private func options() -> ReplyModelTrainer.Options {
        var options = ReplyModelTrainer.Options()
        options.intentBucketBits = 10
        options.encoderBucketBits = 10
        options.dimension = 8
        options.batchSize = 16
        options.triggerRate = 1
        options.developmentShare = 0.3
        options.combinerOverlapNegatives = 1
        options.tiesOverlapWeights = true
        return options
    }

    @Test func refittingTheCombinerKeepsTheIntentClassifierTheEncoderAndTheThreshold() throws {
        let responseSet = try ResponseSet(responses: [
            ReplyCandidate(text: "You're welcome!", intent: "you_are_welcome", score: 0),
            ReplyCandidate(text: "Yes!", intent: "yes", score: 0),
        ])
        let trainer = ReplyModelTrainer(responseSet: responseSet, options: options())
        let model = try trainer.train(toyPairs()).model
        let (refitted, report) = try trainer.refitCombiner(model, pairs: toyPairs())
        #expect(refitted.intentWeights.floats == model.intentWeights.floats)
        #expect(refitted.messageTable.floats == model.messageTable.floats)
        #expect(refitted.replyTable.floats == model.replyTable.floats)
        #expect(refitted.triggerThreshold == model.triggerThreshold)
        #expect(refitted.messageIntentLifts == model.messageIntentLifts)
        #expect(refitted.combiner.count == ReplyModel.combinerInputCount + 1)
        // Tied: the overlap weights keep their proportions (one common scale).
        let scale = refitted.combiner[0] / model.combiner[0]
        for k in 1..<ReplyModel.overlapInputCount {
            #expect(abs(refitted.combiner[k] - scale * model.combiner[k]) <= 1e-4 * max(1, abs(refitted.combiner[k])))
        }
        #expect(report.contains("before") && report.contains("after"))
    }

    @Test func theCommittedFormatTwoModelLoadsWithZeroAnswerWeights() throws {
        let url = lexiconsURL.appendingPathComponent("replies/model.bin")
        let bytes = try Data(contentsOf: url)
        let model = try ReplyModel.load(from: url)
        #expect(model.combiner.count == ReplyModel.combinerInputCount + 1)
        if bytes.count > 8, bytes[4] == 2 {
            #expect(model.combiner[ReplyModel.overlapInputCount..<ReplyModel.combinerInputCount].allSatisfy { $0 == 0 })
        }
    }
}
