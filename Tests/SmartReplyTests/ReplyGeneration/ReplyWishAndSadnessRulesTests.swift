import Foundation
import Testing
@testable import SmartReply

/// A wish is thanked for, not wished back; an illness is no good news; a sad feeling gets no cheer; a place
/// answers where-questions only. Messages written for these tests from the odd suggestions of fresh sample L
/// (`Fixtures/ReplyDev/fresh-L.txt`, read once on main; issue 5) and a fresh user's report.
@Suite struct ReplyWishAndSadnessRulesTests {
    @Test(arguments: ["Have a safe trip!", "Enjoy the festival this weekend!", "Good luck with your exam tomorrow!", "Safe travels!",
                      "Hope you have a great time in Rome"])
    func aWishIsThankedForNotWishedBack(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(found.contains("thanks") || found.contains("you_too"), "\(text): \(found)")
        #expect(!found.contains { ReplyFitRules.wishBackMisfits.contains($0) }, "\(text): \(found)")
    }

    @Test(arguments: [("Have a safe trip!", true), ("have fun tonight", true), ("Good luck tomorrow", true), ("I have a meeting at 3", false),
                      ("Have you eaten?", false), ("I hope you can come", false), ("enjoying the sun?", false),
                      // Regression: advice read as a wish ("Thanks!" to it).
                      ("Have a good look at the contract before you sign", false), ("have a good think and let me know", false)])
    func findsAWishOpening(text: String, isWish: Bool) {
        #expect(ReplyFitRules.opensWithWish(ReplyTokenizer.tokens(of: text)[...]) == isWish, "\(text)")
    }

    @Test func aColdGetsNoCongratulations() throws {
        let found = try standardCandidates(after: "I think I'm getting a cold").map(\.intent)
        #expect(!found.contains("congratulation"), "\(found)")
    }

    @Test(arguments: ["I feel so alone", "I'm so sad today"])
    func aSadFeelingGetsNoCheer(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("encouragement") && !found.contains("cool") && !found.contains("laugh"), "\(text): \(found)")
    }

    @Test(arguments: [("I feel so alone", true), ("feeling alone", true), ("I'm so alone", true), ("I'm home alone tonight", false),
                      ("I'm very happy alone", false), ("I'm so glad I'm not alone in this", false)])
    func feelingAloneIsSad(text: String, isSad: Bool) {
        #expect(ReplyFitRules.tellsSadness(ReplyTokenizer.tokens(of: text)) == isSad, "\(text)")
    }

    @Test(arguments: ["Which hotel did you book?", "Who's driving tonight?"])
    func aPlaceAnswersWhereQuestionsOnly(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("place_answer"), "\(text): \(found)")
    }

    @Test(arguments: ["I'm stuck in a meeting, will call you later", "I'll send you the photos tonight"])
    func beingStuckOrAPromiseIsNoOuting(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("have_fun"), "\(text): \(found)")
    }

    /// A fresh user's "What time do we meet?" got "How about this weekend?" (also in Russian and Dutch).
    @Test func aClockTimeQuestionGetsNoDay() throws {
        let found = try standardCandidates(after: "What time do we meet?")
        #expect(!found.contains { ReplyFitRules.namesDayOnly(ReplyTokenizer.tokens(of: $0.text)) }, "\(found.map(\.text))")
        #expect(ReplyFitRules.namesDayOnly(ReplyTokenizer.tokens(of: "How about this weekend?")))
        #expect(!ReplyFitRules.namesDayOnly(ReplyTokenizer.tokens(of: "See you at 7!")))
    }

    /// A fresh user's "Do you love me?" got "I like it!".
    @Test func aQuestionAboutThePersonGetsNoOpinionOfAThing() throws {
        let found = try standardCandidates(after: "Do you love me?").map(\.intent)
        #expect(!found.contains("like_it"), "\(found)")
    }

    /// Samples K and R2: "Shall I book the table for 8?" and "Should I bring anything?" got "I'm in!".
    @Test(arguments: ["Should I bring anything?", "Shall I book the table for 8?", "Can I bring my brother?"])
    func aQuestionAboutTheWritersOwnStepIsNoPlanToJoin(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("sounds_good"), "\(text): \(found)")
    }

    @Test(arguments: [("Should I bring anything?", true), ("shall i book it?", true), ("Shall we go?", false), ("Should we order pizza?", false)])
    func findsAQuestionAboutTheWritersOwnStep(text: String, expected: Bool) {
        #expect(ReplyFitRules.asksOwnStep(ReplyTokenizer.tokens(of: text)[...]) == expected, "\(text)")
    }

    /// Sample R2: "Let me know when you're home" got "I'm here!".
    @Test(arguments: ["Let me know when you're home", "Text me when you get home", "call me once you land"])
    func aRequestToBeToldLaterIsNotAnsweredWithAPlace(text: String) throws {
        #expect(ReplyFitRules.asksToBeToldLater(ReplyTokenizer.tokens(of: text)[...]), "\(text)")
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("arrived") && !found.contains("place_answer"), "\(text): \(found)")
    }

    /// Sample R2: "I just got back from the gym" got "Congrats!"; an exam passed still does.
    @Test func gettingBackIsNoAchievementUnlessSomethingWasWon() throws {
        #expect(!(try standardCandidates(after: "I just got back from the gym").map(\.intent).contains("congratulation")))
        #expect(try standardCandidates(after: "I got back my exam and I passed!").map(\.intent).contains("congratulation"))
    }

    /// Review of these rules: "I think I have a virus" got "Go for it!", "Long time no see, how have you been?" "Later today.".
    @Test func anIllnessGetsNoCheerAndALongTimeNoTime() throws {
        #expect(!(try standardCandidates(after: "I think I have a virus").map(\.intent).contains("encouragement")))
        #expect(!(try standardCandidates(after: "Hey! Long time no see, how have you been?").map(\.intent).contains("time_answer")))
        #expect(try standardCandidates(after: "Going to the beach, I'll text you later").map(\.intent).contains("have_fun"))
    }

    /// A second fresh user: "got into college!!! 😭😭" and "bro that was sick 🔥" got "Oh no!".
    @Test func happyNewsWithTearsOrSlangIsNoBadNews() throws {
        #expect(try standardCandidates(after: "got into college!!! 😭😭").map(\.intent).contains("congratulation"))
        let sick = try standardCandidates(after: "bro that was sick 🔥").map(\.intent)
        #expect(!sick.contains("sympathy") && !sick.contains("sorry_to_hear"), "\(sick)")
    }

    /// Sample M (read once, then used for these rules): "Around 7." to a duration, "Do you want to come?" to the
    /// writer's own proposal, "Welcome back!" to landing away, "What are you up to?" to a new job.
    @Test func sampleMMisfitsStayOut() throws {
        let duration = try standardCandidates(after: "How long does the drive take?")
        #expect(!duration.contains { ReplyFitRules.namesClockTime(ReplyTokenizer.tokens(of: $0.text)) }, "\(duration.map(\.text))")
        #expect(!(try standardCandidates(after: "We should go hiking this weekend").map(\.intent).contains("invite")))
        #expect(!(try standardCandidates(after: "Just landed in Berlin").map(\.intent).contains("welcome_back")))
        #expect(try standardCandidates(after: "Back home finally").map(\.intent).contains("welcome_back"))
        #expect(!(try standardCandidates(after: "I started a new job today").map(\.intent).contains("ask_plans")))
    }

    /// A second fresh user's "omg congrats!!!" got "I know, right?" and "Haha!" (the surprise it opens with).
    @Test(arguments: ["omg congrats!!!", "wow congrats on the promotion"])
    func congratulationsAreThankedForWhateverTheyOpenWith(text: String) throws {
        #expect(try standardCandidates(after: text).first?.intent == "thanks", "\(text)")
    }
}
