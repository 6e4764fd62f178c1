import Foundation
import Testing
@testable import SmartReply

/// A greeting does not drown out the question after it, a plan turned down is not encouraged, big good news is
/// congratulated, credential requests and hate of groups get no agreeing reply. Messages written for these
/// tests (defects a fresh user reported, issue 5; the Spanish ones as the phrase tables translate them).
@Suite struct ReplyMessageTypeRulesTests {
    @Test(arguments: ["Hey, want to grab lunch?", "Hey, are you free to talk later?", "Hello, how are you? Shall we have dinner tomorrow?",
                      "Hi Anna, can you call me?", "hey! wanna come over tonight?"])
    func aGreetingBeforeAQuestionDoesNotTakeTheFirstSlot(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(!found.isEmpty, "\(text)")
        #expect(found.first?.intent != "greeting", "\(text): \(found.map(\.text))")
        #expect(found.filter { $0.intent == "greeting" }.count <= 1, "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["Hi, how are you?", "Hey! What's up?", "Hello, how's it going?"])
    func aGreetingWithSmallTalkIsStillAnsweredAsOne(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(found.contains { ["greeting", "i_am_fine", "whats_up"].contains($0) }, "\(text): \(found)")
        #expect(!found.contains("no"), "\(text): \(found)")
    }

    @Test(arguments: [("hey want to grab lunch ?", "want to grab lunch ?"), ("hello how are you ? shall we have dinner tomorrow ?", "shall we have dinner tomorrow ?"),
                      ("hi anna are you coming ?", "are you coming ?")])
    func theQuestionAfterAGreetingIsFound(text: String, question: String) throws {
        let rest = try #require(ReplyFitRules.greetingRemainder(ReplyTurn(text: text, isLocalUser: false)))
        #expect(rest.tokens == ReplyTokenizer.tokens(of: question))
    }

    @Test(arguments: ["I don't want to go", "I don't want to go to the party", "I can't come tonight", "I won't be there tomorrow",
                      "I'm not going to the party", "I can't make it tonight, sorry", "I'm not coming to dinner"])
    func aPlanTurnedDownIsNotEncouragedOrAccepted(text: String) throws {
        let found = try standardCandidates(after: text)
        let misfits = ["encouragement", "sounds_good", "plans_time", "farewell", "good_luck", "have_fun", "excited", "yes", "where"]
        #expect(!found.contains(where: { misfits.contains($0.intent) }), "\(text): \(found.map(\.text))")
        #expect(!found.isEmpty, "\(text)")
    }

    @Test(arguments: ["I can't wait!", "I can't find my keys", "I don't know", "Don't you want to come?"])
    func otherNegationsAreNoPlanTurnedDown(text: String) {
        let turn = ReplyTurn(text: text, isLocalUser: false)
        #expect(!(ReplyFitRules.Form(answered: turn.questionOrAnswered) == .statement && ReplyFitRules.turnsPlanDown(turn.answeredTokens)), "\(text)")
    }

    @Test(arguments: ["I'm pregnant!", "We got engaged!", "I got promoted today", "She got accepted to Oxford"])
    func bigGoodNewsIsCongratulatedFirst(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(found.first?.intent == "congratulation", "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["I'm so happy right now!!!", "I'm so happy today", "Feeling great now"])
    func happinessWithoutAnOutingGetsNoHaveFun(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("have_fun"), "\(text): \(found)")
    }

    @Test(arguments: ["My wife left me haha", "my gf left me lol"])
    func aBreakupWithLaughterIsBadNews(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("laugh"), "\(text): \(found)")
        #expect(ReplyFitRules.isBadNews(ReplyTokenizer.tokens(of: text)))
    }

    @Test(arguments: ["Call me when you can", "Can you call me?", "Text me later!"])
    func aRequestIsNotEchoed(text: String) throws {
        let message = ReplyIntentLabeler.matchTokens(text)
        let found = try standardCandidates(after: text)
        #expect(!found.contains(where: { ReplyIntentLabeler.matchTokens($0.text) == message }), "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["Look at this 😂😂", "look at this lol 🤣"])
    func aJokeToLookAtGetsLaughterNotACompliment(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains("compliment"), "\(text): \(found)")
        #expect(found.first == "laugh", "\(text): \(found)")
    }

    @Test(arguments: ["What's your password?", "send me your pin code pls", "can you tell me your verification code", "whats ur login",
                      // A fresh user's: one-time codes asked for without "your", and a bare PIN.
                      "send me the code from the SMS", "can you send me the verification code you got?", "What is your PIN?",
                      "pls forward me the code you received", "what's the otp",
                      // The same, as the translator reads es/ru requests: no English verb of asking.
                      "Do you happen me the code that you got there for SMS?", "Send code from sms, please",
                      "pls send the 6 digit code I just texted you"])
    func aCredentialRequestGetsNoReply(text: String) throws {
        #expect(try standardCandidates(after: text).isEmpty, "\(text)")
    }

    @Test(arguments: ["What's the wifi password?", "Drop me your pin when you get there", "send me the code for the door",
                      "what's the dress code?", "I got the code working", "share your location pin?",
                      "my verification code isn't working", "I got the code from the SMS, thanks"])
    func aHarmlessQuestionAboutACodeIsNoCredentialRequest(text: String) {
        #expect(!ReplyFitRules.asksForCredentials(ReplyTokenizer.tokens(of: text)), "\(text)")
    }

    @Test(arguments: ["I have some bad news", "I'm very sad today", "I'm so sad", "I feel so lonely"])
    func sadnessAndAnnouncedBadNewsGetSympathyOrAQuestion(text: String) throws {
        let found = try standardCandidates(after: text)
        let fits = ["sympathy", "sorry_to_hear", "are_you_ok", "ask_details", "offer_help"]
        #expect(fits.contains(found.first?.intent ?? ""), "\(text): \(found.map(\.text))")
        #expect(!found.contains(where: { $0.text == "What do you mean?" }), "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["I'm very sad today", "I feel so sad"])
    func sadnessGetsSympathyFirst(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(["sympathy", "sorry_to_hear", "are_you_ok"].contains(found.first?.intent ?? ""), "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["I hate immigrants", "I hate women", "i hate all those people", "I hate foreigners so much"])
    func hateOfAGroupNeverGetsAgreement(text: String) throws {
        let found = try standardCandidates(after: text).map(\.intent)
        #expect(!found.contains { ["me_too", "agreement", "laugh", "cool"].contains($0) }, "\(text): \(found)")
    }

    @Test(arguments: ["I hate spiders", "I hate Mondays"])
    func hateOfAHarmlessThingIsNoGroup(text: String) {
        #expect(!ReplyFitRules.hatesGroup(ReplyTokenizer.tokens(of: text)), "\(text)")
    }
}
