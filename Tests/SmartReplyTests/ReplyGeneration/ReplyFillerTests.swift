import Foundation
import Testing
@testable import SmartReply

private func intents(after text: String) throws -> Set<String> {
    let context = ReplyContext(messages: [ConversationMessage(text: text, userID: "ana", isLocalUser: false)])
    return Set(try standardReplyGenerator.get().suggestions(for: context, maximumCount: 3).candidates.map(\.intent))
}

/// Filler replies that do not fit the message: greetings after thanks or news,
/// congratulations on bad news. Sentences written for these tests.
@Suite struct ReplyFillerTests {
    @Test(arguments: ["Thanks", "Thanks!", "Thank you so much", "thanks for the lift yesterday", "Thx, that helped a lot"])
    func thanksGetsNoGreetingLaughterOrLove(text: String) throws {
        let found = try intents(after: text)
        #expect(found.isDisjoint(with: ["greeting", "laugh", "love", "miss_you", "good_night", "good_morning"]), "\(text): \(found)")
    }

    @Test(arguments: [
        "I crashed my car", "I crashed my bike on the way to work", "Somebody stole my wallet on the bus",
        "I failed my driving test", "My laptop got damaged in the rain", "I got fired today",
    ])
    func badNewsGetsNoCongratulations(text: String) throws {
        let found = try intents(after: text)
        #expect(found.isDisjoint(with: ["congratulation", "excited", "glad_to_hear", "laugh"]), "\(text): \(found)")
    }

    @Test(arguments: [
        "I'll be there in 10 minutes", "Did you finish the report?", "ok", "The train is delayed again",
        "Thanks!", "I crashed my car", "What are you cooking tonight?",
    ])
    func greetingsOnlyAnswerGreetings(text: String) throws {
        let found = try intents(after: text)
        #expect(!found.contains("greeting"), "\(text): \(found)")
    }

    @Test func aGreetingAfterOtherPeoplesTurnsInAGroupIsStillAnswered() throws {
        let context = ReplyContext(messages: [
            ConversationMessage(text: "Privit!", userID: "taras", isLocalUser: false),
            ConversationMessage(text: "Hi Taras, all good", userID: "me", isLocalUser: true),
            ConversationMessage(text: "well, thank you! Want to get a coffee tomorrow?", userID: "taras", isLocalUser: false),
            ConversationMessage(text: "Hi, how are you?", userID: "vova", isLocalUser: false),
        ])
        let found = try standardReplyGenerator.get().suggestions(for: context, maximumCount: 3).candidates
        #expect(!found.isEmpty)
    }

    @Test func thanksAfterEarlierTurnsIsAnswered() throws {
        let context = ReplyContext(messages: [
            ConversationMessage(text: "Can you bring the cake tonight?", userID: "ana", isLocalUser: false),
            ConversationMessage(text: "Sure, I'll pick it up at 6", userID: "me", isLocalUser: true),
            ConversationMessage(text: "thank you very much 😊", userID: "ana", isLocalUser: false),
        ])
        let found = try standardReplyGenerator.get().suggestions(for: context, maximumCount: 3).candidates
        #expect(!found.isEmpty)
        #expect(Set(found.map(\.intent)).isDisjoint(with: ["greeting", "love", "miss_you", "good_night"]), "\(found.map(\.text))")
    }

    @Test(arguments: ["Hey!", "Hi there", "Hello!"])
    func aGreetingIsAnsweredWithAGreeting(text: String) throws {
        #expect(try intents(after: text).contains("greeting"), "\(text)")
    }

    @Test func inflectedBadNewsIsNegative() throws {
        let analyzer = try SentimentAnalyzer(lexicons: lexiconsURL)
        #expect(analyzer.compound(of: "I crashed my car") == 0)  // VADER has "crash", not "crashed"
        #expect((analyzer.inflectedValence(of: ReplyTokenizer.tokens(of: "I crashed my car")) ?? 0) < -0.3)
        #expect((analyzer.inflectedValence(of: ReplyTokenizer.tokens(of: "I never crashed my car")) ?? 0) > 0)
        #expect(analyzer.inflectedValence(of: ReplyTokenizer.tokens(of: "see you at the station")) == nil)
    }

    @Test(arguments: [
        ("Thanks for dinner!", "thanks"), ("thx!!", "thanks"), ("Hey, how's it going?", "greeting"), ("hi there", "greeting"),
        ("lol that's hilarious", "laugh"), ("I crashed my car", nil), ("Are you coming tonight?", nil),
    ] as [(String, String?)])
    func recognizesTheIntentAMessageOpensWith(text: String, intent: String?) throws {
        let responses = try ResponseSet(responses: [
            ReplyCandidate(text: "Thanks!", intent: "thanks", score: 0),
            ReplyCandidate(text: "Thank you so much!", intent: "thanks", score: 0),
            ReplyCandidate(text: "Hey!", intent: "greeting", score: 0),
            ReplyCandidate(text: "Hi there!", intent: "greeting", score: 0),
            ReplyCandidate(text: "Haha!", intent: "laugh", score: 0),
            ReplyCandidate(text: "Yes!", intent: "yes", score: 0),
        ])
        let recognizer = MessageIntentRecognizer(responseSet: responses)
        #expect(recognizer.intent(ofTokens: ReplyTokenizer.tokens(of: text)) == intent, "\(text)")
    }

    @Test func liftsAndGatesComeFromWhatRepliesFollow() {
        // Classes: 0 none, 1 greeting, 2 laugh. Greetings always follow greetings; laughter follows anything.
        var messages: [Int] = [], labels: [Int] = []
        for round in 0..<60 {
            messages += [1, 0, 0, 0, 1]
            labels += [1, 2, 0, 0, round % 3 == 0 ? 2 : 0]
        }
        let (lifts, gated) = ReplyModelTrainer.messageIntentLifts(messageClasses: messages, labels: labels, indices: Array(messages.indices), classCount: 3)
        #expect(gated == [false, true, false])
        #expect(lifts[1 * 3 + 1] > ReplyModel.gateLift)
        #expect(lifts[0 * 3 + 1] < 0)
    }
}
