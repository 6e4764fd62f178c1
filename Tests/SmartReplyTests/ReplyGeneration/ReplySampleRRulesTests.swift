import Foundation
import Testing
@testable import SmartReply

private func kind(_ text: String) -> YesNoKind {
    ReplyFitRules.yesNoKind(ReplyTurn(text: text, isLocalUser: false).questionOrAnswered)
}

/// The odd suggestions of fresh sample R (`fresh-verdicts-R.tsv`), fixed by general rules: favours asked, replies that need
/// something to enjoy or a near plan, arrival replies after statements, "having time" as an invitation; and sentences
/// written for these tests.
@Suite struct ReplySampleRRulesTests {
    @Test func couldYouFeedTheCatTuesdayAndWednesdayIsAFavourAgreedToOrDeclinedWithAnApology() throws {
        #expect(kind("Could you feed the cat Tuesday and Wednesday?") == .favour)
        let found = try standardCandidates(after: "Could you feed the cat Tuesday and Wednesday?")
        #expect(found.first.map { ReplyPolarity(intent: $0.intent) } == .positive, "\(found.map(\.text))")
        #expect(!found.contains { $0.intent == "maybe" || $0.text == "No." || $0.intent == "wish_i_could" || $0.text == "Let me ask." },
                "\(found.map(\.text))")
    }

    @Test(arguments: [
        ("Can you send me the photos from the party?", YesNoKind.favour), ("hey could you please water my plants?", .favour),
        ("Can I borrow your charger for a sec?", .favour), ("Would you pick up some bread on the way?", .favour),
        ("Can you see the stage from there?", .plain), ("Will you be there on Friday?", .plain),
        ("Would you like to come for dinner?", .invitation), ("Can I get you anything?", .offer),
        ("Could you recommend a good plumber?", .information), ("Would you mind closing the window?", .expectsNo),
    ])
    func aFavourIsAskedWithCanOrCouldYouAndAVerbOfDoing(text: String, expected: YesNoKind) {
        #expect(kind(text) == expected, "\(text)")
    }

    @Test func illPickYouUpAt8IsNotAnsweredSoundsFun() throws {
        let found = try standardCandidates(after: "I'll pick you up at 8").map(\.text)
        #expect(!found.contains { $0.contains("fun") }, "\(found)")
    }

    @Test func soundsFunStillAnswersAnOuting() {
        let needs = ReplyNeeds(reply: ReplyTokenizer.tokens(of: "Sounds fun!"), intent: "sounds_good")
        #expect(needs == .enjoyment)
        #expect(needs.isDisjoint(with: ReplyNeeds.unmet(by: ReplyTokenizer.tokens(of: "Let's go bowling on Friday"))))
        #expect(!needs.isDisjoint(with: ReplyNeeds.unmet(by: ReplyTokenizer.tokens(of: "I'll pick you up at 8"))))
    }

    @Test func weShouldGoCampingThisSummerIsNotAskedWhatTime() throws {
        let found = try standardCandidates(after: "We should go camping this summer").map(\.text)
        #expect(!found.contains { $0.hasPrefix("What time") }, "\(found)")
        let needs = ReplyNeeds(reply: ReplyTokenizer.tokens(of: "What time?"), intent: "when")
        #expect(needs.isDisjoint(with: ReplyNeeds.unmet(by: ReplyTokenizer.tokens(of: "Dinner at mine on Friday?"))))
    }

    @Test func theRestaurantWasFullyBookedSoWereEatingAtHomeIsNotAnsweredMadeIt() throws {
        let found = try standardCandidates(after: "The restaurant was fully booked so we're eating at home")
        #expect(!found.contains { $0.intent == "arrived" }, "\(found.map(\.text))")
    }

    @Test(arguments: ["Do you have time for a coffee tomorrow?", "Got time for lunch?", "Have you got time tonight?"])
    func havingTimeForSomethingIsAnInvitation(text: String) {
        #expect(kind(text) == .invitation, "\(text)")
    }

    @Test func doYouHaveTimeForACoffeeTomorrowIsDeclinedSoftlyNotWithABareNo() throws {
        let found = try standardCandidates(after: "Do you have time for a coffee tomorrow?").map(\.text)
        #expect(!found.contains("No."), "\(found)")
        #expect(found.count >= 2, "\(found)")
    }

    @Test func doYouHaveTimeToCheckMyEssayIsAFavourNotAnInvitation() {
        #expect(kind("Do you have time to check my essay?") != .invitation)
    }
}
