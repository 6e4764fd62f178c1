import Foundation
import Testing
@testable import SmartReply
import SmartReplyTesting

private func suggest(_ texts: String..., sentiment: Double? = nil, count: Int = 3) throws -> ReplySuggestions {
    let messages = texts.enumerated().map { index, text in
        let local = (texts.count - 1 - index) % 2 == 1
        return ConversationMessage(text: text, userID: local ? "me" : "ana", isLocalUser: local)
    }
    return try standardReplyGenerator.get().suggestions(for: ReplyContext(messages: messages, sentiment: sentiment), maximumCount: count)
}

@Suite struct ResponseSetReplyGeneratorTests {
    @Test func keepsTheReplyGeneratorContract() async throws {
        let problems = await StageConformance.check(generator: try standardReplyGenerator.get(), samples: [
            "Thanks a lot!", "Are you coming tonight?", "I passed my exam!", "My cat died.", "Where are you?",
            "ok", "lol", "Good morning!", "Can you call me later?", "😂😂",
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func listsEveryReplyOfTheResponseSet() throws {
        let generator = try standardReplyGenerator.get()
        #expect(generator.responses.count == generator.responseSet.responses.count)
        #expect(generator.responses.count >= 200)
        #expect(try ResponseSetReplyGenerator.responses(lexicons: lexiconsURL) == generator.responses)
    }

    @Test(arguments: [
        "Thank you so much for your help!", "Hi! How are you?", "Are you coming to dinner tonight?",
        "I got the job!!", "My grandmother passed away yesterday.", "Good night!", "Happy birthday!!",
        "Want to grab lunch tomorrow?", "Where are you?", "I'm running late, sorry",
    ])
    func triggersOnChatMessages(text: String) throws {
        #expect(!(try suggest(text).candidates.isEmpty), "\(text)")
    }

    /// Regression: the same "Hi! How are you?" sent twice got no reply the second time (the classifier,
    /// seeing the question in the context too, fell below its trigger threshold).
    @Test(arguments: ["Hi! How are you?", "How are you doing?", "I'm good, and you?"])
    func aQuestionAboutTheReaderSentTwiceIsStillAnswered(text: String) throws {
        let messages = [ConversationMessage(text: text, userID: "ana", isLocalUser: false),
                        ConversationMessage(text: text, userID: "ana", isLocalUser: false)]
        let suggestions = try standardReplyGenerator.get().suggestions(for: ReplyContext(messages: messages), maximumCount: 3)
        #expect(!suggestions.candidates.isEmpty, "\(text)")
    }

    @Test(arguments: ["", "   ", "?!", "...", "\u{200B}"])
    func doesNotTriggerWithoutWords(text: String) throws {
        #expect(try suggest(text).candidates.isEmpty)
    }

    @Test(arguments: [
        ("Thank you so much for your help!", "you_are_welcome"),
        ("I passed my driving test!", "congratulation"),
        ("Good night!", "good_night"),
        ("Happy birthday!!", "thanks"),
    ])
    func suggestsTheExpectedIntent(text: String, intent: String) throws {
        let intents = try suggest(text).candidates.map(\.intent)
        #expect(intents.contains(intent), "\(text): \(intents)")
    }

    @Test func sadNewsGetsSympathyAndNoCheer() throws {
        let result = try suggest("My grandmother died last night.")
        let intents = Set(result.candidates.map(\.intent))
        #expect(!intents.isDisjoint(with: ["sympathy", "sorry_to_hear"]), "\(intents)")
        #expect(intents.isDisjoint(with: ["congratulation", "cool", "laugh", "excited", "glad_to_hear"]), "\(intents)")
        #expect((result.sentiment ?? 0) < -0.5)
    }

    @Test func aYesNoQuestionGetsBothPolarities() throws {
        let polarities = Set(try suggest("Are you coming to the party tonight?").candidates.map { ReplyPolarity(intent: $0.intent) })
        #expect(polarities.contains(.positive) && polarities.contains(.negative), "\(polarities)")
    }

    @Test func theLastSlotGoesToTheOtherPolarity() {
        var chosen = [
            ReplyCandidate(text: "Yes!", intent: "yes", score: 3),
            ReplyCandidate(text: "Sounds good!", intent: "sounds_good", score: 2),
            ReplyCandidate(text: "Haha!", intent: "laugh", score: 1),
        ]
        let ranked = chosen + [ReplyCandidate(text: "Maybe.", intent: "maybe", score: 0.5), ReplyCandidate(text: "No.", intent: "no", score: 0.2)]
        ResponseSetReplyGenerator.balancePolarity(&chosen, ranked: ranked)
        #expect(chosen.map(\.intent) == ["yes", "sounds_good", "no"])
    }

    @Test func aLonePositiveReplyGetsTheBestNegativeAdded() {
        var chosen = [ReplyCandidate(text: "Yes!", intent: "yes", score: 3)]
        let pool = chosen + [ReplyCandidate(text: "Yep.", intent: "yes", score: 2), ReplyCandidate(text: "Maybe.", intent: "maybe", score: 1),
                             ReplyCandidate(text: "No.", intent: "no", score: -4)]
        ResponseSetReplyGenerator.balancePolarity(&chosen, ranked: pool, maximumCount: 3)
        #expect(chosen.map(\.text) == ["Yes!", "No."])
    }

    @Test func mixedPolaritiesAreLeftAlone() {
        var chosen = [ReplyCandidate(text: "Yes!", intent: "yes", score: 3), ReplyCandidate(text: "No.", intent: "no", score: 2)]
        let before = chosen
        ResponseSetReplyGenerator.balancePolarity(&chosen, ranked: chosen + [ReplyCandidate(text: "Nope.", intent: "no", score: 1)])
        #expect(chosen == before)
    }

    @Test(arguments: [
        ("Are you coming?", true), ("Can you call me later?", true), ("I'm home. Did you eat?", true),
        ("want to grab lunch", true), ("Where are you?", false), ("What time is it?", false), ("I am home.", false),
    ])
    func recognizesYesNoQuestions(text: String, isYesNo: Bool) {
        #expect(ReplyPolarity.isYesNoQuestion(text) == isYesNo)
    }

    @Test func returnsTheSentimentOfTheMessageAnswered() throws {
        #expect((try suggest("I love this, it's wonderful!").sentiment ?? 0) > 0.5)
        #expect(try suggest("I love this", sentiment: -0.25).sentiment == -0.25)
    }

    @Test func respectsMaximumCount() throws {
        #expect(try suggest("Thanks!", count: 0).candidates.isEmpty)
        #expect(try suggest("Thanks!", count: 1).candidates.count <= 1)
    }

    @Test(arguments: [
        ("Thank you so much for your help!", "You're welcome!", "I was born in 1990."),
        ("Are you coming tonight?", "Yes, I'll be there at 8.", "My favorite color is blue."),
        ("What did you do this weekend?", "I went hiking with my brother.", "You're welcome!"),
    ])
    func scoresAnyCandidateText(message: String, good: String, bad: String) throws {
        let generator = try standardReplyGenerator.get()
        let context = [ConversationMessage(text: message, userID: "ana", isLocalUser: false)]
        #expect(generator.compatibility(of: good, context: context) > generator.compatibility(of: bad, context: context))
    }
}
