import Foundation
import Testing
@testable import SmartReply

/// The odd suggestions of fresh sample O (`Fixtures/ReplyDev/fresh-O.txt`, written and committed before reading, read
/// once; verdicts in `fresh-verdicts-O.tsv`; issue 5), each kept out by a general rule. The other messages here were
/// written for these tests to show each rule's reach and its limits.
@Suite struct ReplySampleORulesTests {
    /// A mishap told with the get-passive is bad news although "towed" is on no list: sympathy, no congratulations.
    @Test(arguments: ["My car got towed this morning", "I got scammed on a ticket site", "We got totally soaked on the way home"])
    func myCarGotTowedThisMorningIsBadNews(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("congratulation") && !found.contains("cool") && !found.contains("laugh"), "\(text): \(found)")
        #expect(ReplyFitRules.isBadNews(ReplyTokenizer.tokens(of: text)), "\(text)")
    }

    @Test(arguments: ["I got promoted!", "We got married last weekend", "I didn't get picked", "Did your car get towed?",
                      "I got a new bike", "I got dressed and left", "The meeting got moved to 3"])
    func theGetPassiveOfGoodLuckOrAQuestionIsNoMishap(text: String) {
        #expect(!ReplyFitRules.isBadNews(ReplyTokenizer.tokens(of: text)), "\(text)")
    }

    /// A wish for the reader's own occasion is thanked for, not returned; holidays are still wished back.
    @Test func happyAnniversaryYouTwoGetsNoYouToo() throws {
        let found = try standardCandidates(after: "Happy anniversary you two! 🥂").map(\.intent)
        #expect(!found.contains("you_too"), "\(found)")
        let birthday = try standardCandidates(after: "Happy birthday, have an amazing day!").map(\.intent)
        #expect(!birthday.contains("you_too"), "\(birthday)")
    }

    /// "Get well soon!" answers an illness, not a dreaded visit to come; an illness still gets it.
    @Test func imTerrifiedOfTheDentistTomorrowGetsNoGetWell() throws {
        let found = try standardCandidates(after: "I'm terrified of the dentist tomorrow").map(\.intent)
        #expect(!found.contains("get_well"), "\(found)")
        #expect(ReplyFitRules.dreadsCareVisit(ReplyTokenizer.tokens(of: "Doctor's appointment on Monday, so nervous")))
        #expect(!ReplyFitRules.dreadsCareVisit(ReplyTokenizer.tokens(of: "At the doctor with a fever, seeing her tomorrow again")))
    }

    /// Cheering on looks ahead: not to a presentation that already went well.
    @Test func myPresentationWentReallyWellGetsNoEncouragement() throws {
        let found = try standardCandidates(after: "My presentation went really well!").map(\.intent)
        #expect(!found.contains("encouragement") && !found.contains("good_luck"), "\(found)")
        #expect(!ReplyFitRules.tellsOnlyPast(ReplyTokenizer.tokens(of: "The first test was fine, the real one is tomorrow")))
    }

    /// The writer waits for the reader: "Coming!", not "Take your time.".
    @Test func parkedAcrossTheStreetComeDownWhenReadyGetsNoTakeYourTime() throws {
        let found = try standardCandidates(after: "Parked across the street, come down when ready").map(\.intent)
        #expect(!found.contains("no_rush"), "\(found)")
    }

    @Test(arguments: [("Parked across the street, come down when ready", true), ("I'm outside", true), ("waiting for you downstairs", true),
                      ("Sorry to keep you waiting", false), ("Be ready in 5", false), ("Stuck in traffic, start without me", false),
                      ("I'll be outside at 8", false)])
    func findsTheWriterWaitingForTheReader(text: String, waits: Bool) {
        #expect(ReplyFitRules.waitsForReader(ReplyTokenizer.tokens(of: text)) == waits, "\(text)")
    }
}
