import Foundation
import Testing
@testable import SmartReply

/// Per-slot confidence and the reply-level fit rules: fewer suggestions rather than odd ones.
/// Sentences written for these tests.
@Suite struct ReplyConfidenceTests {
    @Test(arguments: ["yeah", "yes", "ok 👍", "Ah, I see.", "Sounds good to me"])
    func aBareBackchannelWithNothingBeforeItGetsNoReply(text: String) throws {
        #expect(try standardCandidates(after: text).isEmpty, "\(text)")
    }

    @Test func aBackchannelAnsweringOurOwnQuestionIsStillAnswered() throws {
        let context = ReplyContext(messages: [
            ConversationMessage(text: "Are you coming to the party tonight?", userID: "me", isLocalUser: true),
            ConversationMessage(text: "yes", userID: "ana", isLocalUser: false),
        ])
        #expect(!(try standardReplyGenerator.get().suggestions(for: context, maximumCount: 3).candidates.isEmpty))
    }

    @Test(arguments: ["You did an amazing job on the speech", "You did an amazing job today", "Your garden looks amazing"])
    func praiseOfTheReaderIsThanked(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.isEmpty && found.allSatisfy { ["thanks", "thanks_compliment", "love"].contains($0) }, "\(text): \(found)")
    }

    @Test(arguments: ["You're so annoying", "You're always late"])
    func complaintsAboutTheReaderAreNotThankedFor(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("thanks_compliment") && !found.contains("miss_you"), "\(text): \(found)")
    }

    @Test(arguments: [
        "The dishwasher is leaking again", "Oh no, my phone died", "I started learning guitar", "Running the marathon on Sunday",
        "My phone screen cracked", "Take care of yourself", "On my way",
    ])
    func fillersNeverFillASecondSlot(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(found.dropFirst().allSatisfy { !["acknowledge", "surprise", "interest"].contains($0.intent) }, "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["Which day works best for you?", "When can we meet again?", "Are you free on Friday?"])
    func aQuestionGetsNoSeeYouReply(text: String) throws {
        let found = try standardCandidates(after: text).map(\.text)
        #expect(!found.contains(where: { $0.hasPrefix("See you") }), "\(text): \(found)")
    }

    @Test(arguments: ["The heating is broken and it's freezing", "It's raining so hard", "Is it cold outside?",
                      "The printer at work is jammed again", "Just got out of the gym 💪"])
    func newsAndQuestionsGetNoBareWhy(text: String) throws {
        let found = try standardCandidates(after: text).map(\.text)
        #expect(!found.contains("Why?") && !found.contains("How so?"), "\(text): \(found)")
    }

    @Test(arguments: ["Are you ok?", "You alright?", "Did you sleep well?", "Are you doing ok?"])
    func wellbeingQuestionsMayGetHowIAm(text: String) {
        let tokens = ReplyTokenizer.tokens(of: text)
        let index = ReplyCueIndex(classes: ["none", "i_am_fine"])
        #expect(index.needsYesNoCue.contains(1))
        #expect(index.marks(of: tokens).yesNo.contains(1), "\(text)")
    }

    @Test(arguments: ["I lost my job, I'm devastated", "Thanks so much, have a great weekend!",
                      "I love you babe", "Not bad news at all", "Happy birthday! Best wishes"])
    func oneLookupPerTokenGivesTheNewsMarksOfTheNewsIndex(text: String) {
        let tokens = ReplyTokenizer.tokens(of: text)
        let index = ReplyCueIndex(classes: ["none", "i_am_fine", "thanks", "love_you_too"])
        let (cues, news) = index.marksWithNews(of: tokens)
        let alone = ReplyNewsWordIndex.marks(of: tokens)
        #expect(news.each.map(\.rawValue) == alone.each.map(\.rawValue), "\(text)")
        #expect(news.all.rawValue == alone.all.rawValue, "\(text)")
        #expect(!alone.all.isEmpty, "\(text)")
        let separate = index.marks(of: tokens)
        #expect(cues.yesNo.contains(1) == separate.yesNo.contains(1) && cues.required.contains(2) == separate.required.contains(2))
    }

    @Test(arguments: [
        ("We're out of coffee", "wish_i_could"), ("Should I bring anything to dinner?", "wish_i_could"),
        ("Can I borrow your drill this weekend?", "wish_i_could"), ("How much was the hotel?", "i_am_fine"),
        ("Lunch tomorrow?", "dont_know"), ("Who's picking up the kids today?", "whats_up"), ("Guess what", "whats_up"),
        ("Is it cold outside?", "arrived"), ("I'm late, sorry", "running_late"), ("The package arrived!", "on_my_way"),
        ("Are you going to Lisa's wedding?", "i_am_fine"), ("Are you free on Thursday evening?", "busy_now"),
        ("Last night was so much fun", "disagreement"), ("Last night was so much fun", "offer_help"),
        ("My neighbour's dog barks all night", "good_night"), ("Where did you buy that jacket?", "i_am_fine"),
        ("The kids loved the zoo", "excited"), ("My boss praised my report today", "good_luck"), ("It's snowing here!", "on_my_way"),
    ])
    func repliesOfTheWrongKindAreRuledOut(text: String, intent: String) throws {
        #expect(!(try standardCandidates(after: text).map(\.intent).contains(intent)), "\(text)")
    }

    @Test(arguments: ["I'm here, where are you?", "We're waiting for you, where are you?"])
    func runningLateStillAnswersWhereAreYou(text: String) throws {
        let context = ReplyContext(messages: [ConversationMessage(text: text, userID: "ana", isLocalUser: false)])
        let all = try standardReplyGenerator.get().suggestions(for: context, maximumCount: 3).candidates
        #expect(!all.isEmpty, "\(text)")
    }

    @Test(arguments: ["I'm so sorry about your cat", "Sorry for your loss", "So sorry to hear about your dad",
                      "I heard about your grandma, I'm so sorry", "Get well soon!", "Have fun at the concert tonight"])
    func condolencesAndWishesAreThankedForNotForgiven(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(found.contains("thanks"), "\(text): \(found)")
        #expect(found.allSatisfy { !["accept_apology", "you_are_welcome", "acknowledge", "no"].contains($0) }, "\(text): \(found)")
    }

    @Test(arguments: [("Sorry for your loss", true), ("sorry to hear that", true), ("Sorry I missed your call", false),
                      ("Sorry, I didn't hear you", false), ("Sorry about the mess", false), ("Sorry I'm late", false)])
    func tellsCondolencesFromApologies(text: String, isCondolence: Bool) {
        #expect(ReplyFitRules.isCondolence(ReplyTokenizer.tokens(of: text)) == isCondolence, "\(text)")
    }

    @Test(arguments: ["Sorry I'm late", "Sorry, I forgot to call"])
    func apologiesAreStillForgiven(text: String) throws {
        #expect(try standardCandidates(after: text).map(\.intent).contains("accept_apology"), "\(text)")
    }

    @Test func theRecognizerSkipsAnOpeningInterjection() throws {
        let responses = try ResponseSet(responses: [
            ReplyCandidate(text: "Thanks!", intent: "thanks", score: 0), ReplyCandidate(text: "I see.", intent: "acknowledge", score: 0),
            ReplyCandidate(text: "Oh no!", intent: "sympathy", score: 0),
        ])
        let recognizer = MessageIntentRecognizer(responseSet: responses)
        #expect(recognizer.intent(ofTokens: ReplyTokenizer.tokens(of: "Ah, I see.")) == "acknowledge")
        #expect(recognizer.intent(ofTokens: ReplyTokenizer.tokens(of: "oh thanks!")) == "thanks")
        #expect(recognizer.intent(ofTokens: ReplyTokenizer.tokens(of: "Oh no, my phone died")) == "sympathy")
        #expect(recognizer.intent(ofTokens: ReplyTokenizer.tokens(of: "oh the train is late")) == nil)
    }
}
