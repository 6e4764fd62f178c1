import Foundation
import Testing
@testable import SmartReply

private func form(_ text: String) -> ReplyFitRules.Form {
    ReplyFitRules.Form(answered: ReplyTurn(text: text, isLocalUser: false).questionOrAnswered)
}

private func kind(_ text: String) -> YesNoKind {
    ReplyFitRules.yesNoKind(ReplyTurn(text: text, isLocalUser: false).questionOrAnswered)
}

/// The type of answer a message calls for (wh-question, yes/no question, choice, offer, invitation, complaint, guess)
/// and the replies it rules out: the odd suggestions of fresh sample Q (`fresh-verdicts-Q.tsv`), fixed by rules on answer
/// types, and sentences written for these tests.
@Suite struct ReplyAnswerTypeTests {
    @Test func missedYourCallIWasAtTheGymWhatsUpIsAWhQuestionNotAnsweredYesOrNo() throws {
        #expect(form("Missed your call, I was at the gym, what's up?") == .whQuestion)
        let found = try standardCandidates(after: "Missed your call, I was at the gym, what's up?").map(\.intent)
        #expect(!found.contains("yes") && !found.contains("no"), "\(found)")
    }

    @Test func remindMeWhatTimeThePartyStartsIsAWhQuestionNotAnsweredOkayOrProbably() throws {
        #expect(form("Remind me what time the party starts?") == .whQuestion)
        let found = try standardCandidates(after: "Remind me what time the party starts?").map(\.intent)
        #expect(!found.contains("acknowledge") && !found.contains("maybe") && !found.contains("yes"), "\(found)")
    }

    @Test(arguments: [
        ("Sorry, was in the shower, how's it going?", ReplyFitRules.Form.whQuestion), ("Tell me which day suits you?", .whQuestion),
        ("Do you know who is coming?", .whQuestion), ("I'll text you when I land", .statement), ("Are you coming or not?", .yesNoQuestion),
        ("Ok, which one?", .whQuestion),
    ])
    func aWhWordThatCarriesItsVerbOrHeadsAPhraseOpensTheQuestion(text: String, expected: ReplyFitRules.Form) {
        #expect(form(text) == expected, "\(text)")
    }

    @Test func whichDayWorksBetterForYouTuesdayOrWednesdayIsAnsweredByChoosingNotByAClockTime() throws {
        let found = try standardCandidates(after: "Which day works better for you, Tuesday or Wednesday?")
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { ReplyFitRules.choiceAnswerIntents.contains($0.intent) }, "\(found.map(\.text))")
        #expect(!found.contains { $0.text == "I'm free after 5." })
    }

    @Test func whichDayWorksForYouIsNotAnsweredWithAClockTimeAlone() throws {
        let found = try standardCandidates(after: "Which day works for you?").map(\.text)
        #expect(!found.contains { ReplyFitRules.namesClockOnly(ReplyTokenizer.tokens(of: $0)) }, "\(found)")
    }

    @Test(arguments: [
        ("Tuesday or Wednesday?", true), ("Should I get the red one or the blue one?", true), ("Pizza or sushi tonight?", true),
        ("Are you coming or not?", false), ("Did you eat or should I cook?", false), ("Is it cold outside or what?", false),
        ("Do you want anything from the shop?", false), ("Tuesday or Wednesday", false),
    ])
    func aChoiceQuestionNamesTwoOptions(text: String, offers: Bool) {
        #expect(ReplyFitRules.offersChoice(ReplyTurn(text: text, isLocalUser: false).questionOrAnswered) == offers, "\(text)")
    }

    @Test func wantMeToSaveYouASeatIsAnOfferNotDeclinedWithIWishICould() throws {
        #expect(kind("Want me to save you a seat?") == .offer)
        let found = try standardCandidates(after: "Want me to save you a seat?").map(\.intent)
        #expect(!found.isEmpty && !found.contains("wish_i_could") && !found.contains("maybe"), "\(found)")
    }

    /// An offer is taken or turned down with thanks, and not joined like a plan ("I'm in!").
    @Test(arguments: ["Want me to save you a seat?", "Want me to bring anything tonight?"])
    func anOfferIsAnsweredYesPleaseOrNoThanks(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(found.contains { $0.text == "Yes, please!" } || found.contains { $0.text == "No, thanks." }, "\(text): \(found.map(\.text))")
        #expect(!found.contains { ["Yeah!", "No.", "I'm in!"].contains($0.text) }, "\(text): \(found.map(\.text))")
    }

    /// Sample B got "I'm in!" | "I wish I could!", then "Maybe." once the offer was no invitation.
    @Test func imMakingSoupWantSomeIsNeitherJoinedDeclinedNorHedged() throws {
        let found = try standardCandidates(after: "I'm making soup, want some?").map(\.intent)
        #expect(!found.contains { ["sounds_good", "wish_i_could", "maybe"].contains($0) }, "\(found)")
    }

    @Test(arguments: ["What are you having for dinner?", "What are you cooking tonight?"])
    func aWhatQuestionGetsNoWellbeingAnswer(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains { ReplyFitRules.wellbeingAnswerIntents.contains($0) || $0 == "whats_up" }, "\(text): \(found)")
    }

    @Test func whatAreYouGettingYourDadForChristmasGetsNoNothingMuchNorATime() throws {
        let found = try standardCandidates(after: "What are you getting your dad for Christmas?").map(\.intent)
        #expect(!found.contains { ["whats_up", "time_answer", "plans_time"].contains($0) }, "\(found)")
    }

    @Test(arguments: ["What's up?", "What are you up to?", "When are you back?", "What time do we meet?", "How long will you be?"])
    func activityAndTimeQuestionsMayStillGetTheirAnswers(text: String) {
        let question = ReplyTurn(text: text, isLocalUser: false).questionOrAnswered
        #expect(question.contains(where: ReplyFitRules.activityWords.contains) || ReplyFitRules.asksTime(question), "\(text)")
    }

    @Test func isItOkIfIBringMyCousinAlongAsksLeaveAndIsNotJoined() throws {
        #expect(ReplyFitRules.asksOwnStep(ReplyTurn(text: "Is it ok if I bring my cousin along?", isLocalUser: false).questionOrAnswered))
        let found = try standardCandidates(after: "Is it ok if I bring my cousin along?").map(\.intent)
        #expect(!found.contains("sounds_good"), "\(found)")
    }

    @Test(arguments: [
        ("Shall I pick you up from the station?", YesNoKind.offer), ("Can I get you anything?", .offer), ("Want some cake?", .offer),
        ("Need a hand with the boxes?", .offer), ("Would you like me to call her?", .offer), ("Can I borrow your ladder?", .favour),
        ("Can I ask you something?", .plain), ("Want to grab lunch?", .invitation), ("Is anyone free tonight?", .invitation),
        ("Anybody up for a movie?", .invitation), ("I'm making soup, want some?", .offer), ("I want a new phone?", .plain), ("Can I bring my friend to the party?", .plain),
        ("Are you still coming to dinner on Saturday?", .invitation),
    ])
    func readsAnOfferApartFromAnInvitation(text: String, expected: YesNoKind) {
        #expect(kind(text) == expected, "\(text)")
    }

    /// The one invitation detector also reads statements: "I wish I could!" declines what they propose, nothing else.
    @Test(arguments: [
        ("Come over later!", true), ("You should come to the barbecue", true), ("We're at the pub, come along", true),
        ("ok let's meet at 6", true), ("You're invited to my birthday party", true), ("Let's see how it goes", false),
        ("We're out of coffee", false), ("My sister will come on Sunday", false), ("I'm free after 5", false),
    ])
    func aStatementInvitesOnlyWhenItProposes(text: String, invites: Bool) {
        #expect(ReplyFitRules.invitesToDoSomething(ReplyTurn(text: text, isLocalUser: false).answeredTokens) == invites, "\(text)")
    }

    @Test(arguments: ["We're out of coffee", "I'm free after 5", "My sister will come on Sunday"])
    func aStatementThatProposesNothingIsNotDeclined(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("wish_i_could"), "\(text): \(found)")
    }

    @Test(arguments: ["That film was way too long", "My phone screen cracked again 🙄", "The printer keeps jamming"])
    func aComplaintGetsNoSurpriseOrFiller(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains { ["surprise", "interest", "acknowledge", "cool"].contains($0) }, "\(text): \(found)")
    }

    @Test func prettySureMyScarfIsStillInYourCarGetsNoWow() throws {
        let found = try standardCandidates(after: "Pretty sure my scarf is still in your car").map(\.intent)
        #expect(!found.contains("surprise"), "\(found)")
    }

    @Test(arguments: [
        ("That film was way too long", true), ("Ugh, the bus is late", true), ("I love you too", false), ("Me too haha", false),
        ("Can't wait to go again!", false), ("We got the flat!", false),
    ])
    func readsAComplaint(text: String, complains: Bool) {
        let analyzer = try? SentimentAnalyzer(lexicons: lexiconsURL)
        #expect(ReplyFitRules.complains(ReplyTurn(text: text, isLocalUser: false).answeredTokens,
                                        compound: analyzer?.compound(of: text)) == complains, "\(text)")
    }
}
