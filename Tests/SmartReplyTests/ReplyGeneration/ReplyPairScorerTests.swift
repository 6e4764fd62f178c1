import Foundation
import Testing
@testable import SmartReply

/// The pair scorer of `smartreply score`: cross features of message and reply, trained against
/// random replies and replies made of the context's words.
@Suite struct ReplyPairScorerTests {
    /// Four kinds of message with their usual reply, and a distractor per kind that repeats the
    /// message's words without answering it (another conversation's reply).
    private func toyPairs() -> [ReplyTrainingPair] {
        let kinds: [(String, String)] = [
            ("thank you so much for the help with the move", "you're welcome, anytime"),
            ("are you coming to the party tonight?", "yes, I'll bring snacks"),
            ("where did you park the car?", "behind the bakery"),
            ("we watched a long documentary about trains", "was it any good?"),
            ("what do you think about the party and the move", "the party move was a documentary about parking the car"),
        ]
        var pairs: [ReplyTrainingPair] = []
        for round in 0..<40 {
            for (index, kind) in kinds.enumerated() {
                pairs.append(ReplyTrainingPair(conversation: "c\(round)-\(index)", context: ["\(kind.0) \(round % 5)"], reply: kind.1))
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
        options.developmentShare = 0.2
        options.pairScorerBits = 12
        options.pairScorerEpochs = 4
        return options
    }

    private func trained() throws -> ReplyModel {
        let responseSet = try ResponseSet(responses: [
            ReplyCandidate(text: "You're welcome!", intent: "you_are_welcome", score: 0),
            ReplyCandidate(text: "Yes!", intent: "yes", score: 0),
        ])
        return try ReplyModelTrainer(responseSet: responseSet, options: options()).train(toyPairs()).model
    }

    private func score(_ model: ReplyModel, _ message: String, _ reply: String) -> Float {
        model.pairScore(turns: [ReplyTurn(text: message, isLocalUser: false)], replyTokens: ReplyTokenizer.tokens(of: reply))
    }

    @Test func theFormOfAMessageIsItsQuestionType() {
        func form(_ text: String) -> String { ReplyPairFeatures.form(of: ReplyTokenizer.tokens(of: text)) }
        #expect(form("Where did you park?") == "wh:where")
        #expect(form("So, what time is it?") == "wh:what")
        #expect(form("Are you coming tonight?") == "yn")
        #expect(form("Pizza tonight?") == "q")
        #expect(form("I passed my exam!") == "excl")
        #expect(form("I passed my exam") == "stmt")
        #expect(form("") == "empty")
        #expect(form("🙂") == "stmt")
    }

    @Test func theTrainedAnswerOutscoresAReplyMadeOfTheMessagesWords() throws {
        let model = try trained()
        #expect(model.pairBits == 12)
        #expect(score(model, "where did you park the car?", "behind the bakery")
            > score(model, "where did you park the car?", "the party move was a documentary about parking the car"))
        #expect(score(model, "thank you so much for the help with the move", "you're welcome, anytime")
            > score(model, "thank you so much for the help with the move", "behind the bakery"))
    }

    @Test func trainingThePairScorerIsDeterministic() throws {
        let first = try trained(), second = try trained()
        #expect(first.pairWeights.quantized.values == second.pairWeights.quantized.values)
        #expect(first.pairWeights.quantized.scales == second.pairWeights.quantized.scales)
        #expect(first.combiner == second.combiner)
    }

    @Test func aWrittenModelGivesTheSamePairScores() throws {
        let model = try trained()
        let url = try temporaryFile("", name: "model.bin")
        try model.write(to: url)
        let loaded = try ReplyModel.load(from: url)
        #expect(loaded.pairBits == model.pairBits)
        #expect(loaded.combiner == model.combiner)
        for (message, reply) in [("are you coming to the party tonight?", "yes, I'll bring snacks"), ("hi", "where did you park?")] {
            #expect(score(loaded, message, reply) == score(model, message, reply))
        }
    }

    @Test func withoutPairEpochsTheModelHasNoPairScorerAndItsScoreIsZero() throws {
        var options = options()
        options.pairScorerEpochs = 0
        let responseSet = try ResponseSet(responses: [ReplyCandidate(text: "Yes!", intent: "yes", score: 0)])
        let model = try ReplyModelTrainer(responseSet: responseSet, options: options).train(toyPairs()).model
        #expect(model.pairBits == 0)
        #expect(score(model, "are you coming?", "yes") == 0)
        let url = try temporaryFile("", name: "model.bin")
        try model.write(to: url)
        #expect(try ReplyModel.load(from: url).pairBits == 0)
    }

    /// A conversation of eight turns a…h as the exporter writes it: row j answers with turn j + 1,
    /// its context the last three turns.
    private func conversation(_ name: String, turns: Int = 8) -> [ReplyTrainingPair] {
        let texts = (0..<turns).map { "turn \(name) \($0)" }
        return (1..<turns).map { ReplyTrainingPair(conversation: name, context: Array(texts[max(0, $0 - 3)..<$0]), reply: texts[$0]) }
    }

    @Test func turnNegativesComeFromOutsideTheContextWindowOfTheSameConversation() {
        let pairs = conversation("a") + conversation("b")
        let conversations = pairs.map { $0.conversation == "a" ? 0 : 1 }
        var random = SplitMix64(seed: 7)
        let negatives = ReplyModelTrainer.conversationTurnNegatives(pairs, conversations: conversations, count: 3, previousTurn: false, random: &random)
        for (index, rows) in negatives.enumerated() {
            #expect(!rows.isEmpty)
            for row in rows {
                #expect(pairs[row].conversation == pairs[index].conversation)
                #expect(pairs[row].reply != pairs[index].reply)
                #expect(!pairs[index].context.contains(pairs[row].reply), "row \(index) got a visible turn: \(pairs[row].reply)")
            }
        }
    }

    @Test func thePreviousTurnComesFirstWhenAskedFor() {
        let pairs = conversation("a")
        var random = SplitMix64(seed: 7)
        let negatives = ReplyModelTrainer.conversationTurnNegatives(pairs, conversations: pairs.map { _ in 0 }, count: 2, previousTurn: true, random: &random)
        // Row 4 answers turn 4 with turn 5; the turn before its message is turn 3.
        #expect(negatives[4].first.map { pairs[$0].reply } == "turn a 3")
        #expect(negatives[4].count == 2)
        var none = SplitMix64(seed: 7)
        let withoutTurns = ReplyModelTrainer.conversationTurnNegatives(pairs, conversations: pairs.map { _ in 0 }, count: 0, previousTurn: true, random: &none)
        #expect(withoutTurns.count == pairs.count)
        #expect(withoutTurns.allSatisfy { $0.isEmpty })
    }

    @Test func earlierTurnsEnterThePairFeaturesOnlyThroughTheEchoShares() {
        let features = ReplyPairFeatures(bits: 16)
        let reply = ReplyTokenizer.tokens(of: "sounds fun")
        let message = ReplyTurn(text: "want to go hiking?", isLocalUser: false)
        let alone = features.features(turns: [message], replyTokens: reply)
        let withEarlier = features.features(turns: [ReplyTurn(text: "the weather is lovely today", isLocalUser: true), message], replyTokens: reply)
        // No reply word is in the earlier turn, so only the zero-valued echo share differs: same buckets and values.
        #expect(alone.indices == withEarlier.indices)
        #expect(alone.values == withEarlier.values)
    }

    /// The committed model scores with its pair scorer: answers written for this test outrank
    /// statements about a word of the message (our own examples, not evaluation data).
    @Test(arguments: [
        ("How was your trip to Lisbon?", "Amazing, the food was great!", "Lisbon is the capital of Portugal."),
        ("Did you finish the report for your boss?", "Almost, I will send it tonight.", "My boss writes long reports every week."),
        ("Thanks for fixing my bike!", "No problem, happy to help.", "Bikes are cheaper than cars to fix."),
    ])
    func theInstalledModelRanksAnAnswerAboveAnOnTopicStatement(message: String, answer: String, statement: String) throws {
        let generator = try standardReplyGenerator.get()
        #expect(generator.model.pairBits == 20)
        let turns = [ReplyTurn(text: message, isLocalUser: false)]
        #expect(generator.model.pairScore(turns: turns, replyTokens: ReplyTokenizer.tokens(of: answer))
            > generator.model.pairScore(turns: turns, replyTokens: ReplyTokenizer.tokens(of: statement)))
        let context = [ConversationMessage(text: message, userID: "ana", isLocalUser: false)]
        #expect(generator.compatibility(of: answer, context: context) > generator.compatibility(of: statement, context: context))
    }
}
