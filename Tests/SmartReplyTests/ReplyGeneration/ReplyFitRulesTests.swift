import Foundation
import Testing
@testable import SmartReply

private func intents(after text: String) throws -> [String] {
    let context = ReplyContext(messages: [ConversationMessage(text: text, userID: "ana", isLocalUser: false)])
    return try standardReplyGenerator.get().suggestions(for: context, maximumCount: 3).candidates.map(\.intent)
}

/// The answered sentence and the hand-written fit rules (``ReplyFitRules``). Sentences written for these tests.
@Suite struct ReplyFitRulesTests {
    @Test(arguments: [
        ("well, thank you! Want to get a coffee tomorrow?", "want to get a coffee tomorrow ?"),
        ("I'm home. Where are you?", "where are you ?"),
        ("perfect, see you at 9", "perfect see you at 9"),
        ("Got it. Thanks!", "got it thanks !"),
        ("I got the job!! 🎉", "i got the job ! 🎉"),
        ("First line\nsecond line here", "second line here"),
    ])
    func theAnsweredSentenceIsTheLastOfTwoWordsOrMore(text: String, answered: String) {
        let turn = ReplyTurn(text: text, isLocalUser: false)
        #expect(turn.answeredTokens.joined(separator: " ") == answered)
        #expect(ReplyTokenizer.tokens(of: text) == turn.tokens)
    }

    @Test(arguments: [
        ("Dinner on Friday? There's a new taco place", "dinner on friday ?"), ("I'm home. Where are you?", "where are you ?"),
        ("I passed! So happy", "so happy"),
    ])
    func theFormRulesJudgeTheLastQuestion(text: String, judged: String) {
        #expect(ReplyTurn(text: text, isLocalUser: false).questionOrAnswered.joined(separator: " ") == judged)
    }

    @Test(arguments: [
        ("Want to grab lunch?", ReplyFitRules.Form.yesNoQuestion), ("are you coming", .yesNoQuestion),
        ("How about pizza tonight?", .yesNoQuestion), ("When are you back?", .whQuestion), ("Where are you?", .whereQuestion),
        ("how far are you", .whereQuestion), ("What a day!", .statement), ("We're getting married!", .statement),
        ("I passed my exam", .statement), ("hi there how are you", .whQuestion), ("Hi, how are you?", .whQuestion),
        ("ok so where do we meet", .whereQuestion),
    ])
    func theFormOfTheAnsweredSentenceIsRecognized(text: String, form: ReplyFitRules.Form) {
        #expect(ReplyFitRules.Form(answered: ReplyTurn(text: text, isLocalUser: false).answeredTokens) == form)
    }

    @Test(arguments: [("perfect, see you at 9", true), ("ok cya", true), ("I'll see what I can do", false), ("see the photo?", false)])
    func closingsAreRecognized(text: String, isClosing: Bool) {
        #expect(ReplyFitRules.isClosing(ReplyTurn(text: text, isLocalUser: false).tokens[...]) == isClosing)
    }

    @Test func theRecognizerPrefersTheAnsweredSentence() throws {
        let recognizer = MessageIntentRecognizer(responseSet: try ResponseSet.load(from: lexiconsURL.appendingPathComponent("replies/responses.tsv")))
        let split = recognizer.located(in: ReplyTurn(text: "Hey! Did you get home ok?", isLocalUser: false), splitsMessage: true)
        #expect(split?.intent == "greeting" && split?.inAnswered == false)
        let whole = recognizer.located(in: ReplyTurn(text: "Thanks a lot!", isLocalUser: false), splitsMessage: true)
        #expect(whole?.intent == "thanks" && whole?.inAnswered == true)
    }

    @Test(arguments: [
        ("I got fired today", "get_well"), ("I lost my job this week", "get_well"), ("perfect, see you at 9", "laugh"),
        ("I made pancakes this morning", "laugh"), ("well, thank you! Want to get a coffee tomorrow?", "good_luck"),
        ("We're having a barbecue on Sunday, you should come!", "congratulation"), ("It's so hot today", "happy_birthday"),
        ("When are you back from Rome?", "yes"), ("Who else is coming?", "on_my_way"), ("Let's go hiking this weekend", "have_fun"),
        ("My grandma passed away last night", "congratulation"), ("I didn't get the flat", "excited"),
        ("I'm thinking of quitting my job", "congratulation"), ("I found my keys!", "sympathy"),
    ])
    func anIntentThatDoesNotFitIsNotSuggested(text: String, intent: String) throws {
        let found = try intents(after: text)
        #expect(!found.contains(intent), "\(text): \(found)")
    }

    @Test(arguments: ["perfect, see you at 9", "great, see you there!", "ok see you tomorrow then"])
    func aClosingGetsAFarewellOrAPlan(text: String) throws {
        let found = try intents(after: text)
        #expect(found.contains("farewell") || found.contains("plans_time"), "\(text): \(found)")
        #expect(!found.contains("maybe") && !found.contains("no"), "\(text): \(found)")
    }

    @Test func illnessStillGetsGetWellWishes() throws {
        let found = try intents(after: "I have a fever and a terrible cough")
        #expect(found.contains("get_well") || found.contains("sympathy"), "\(found)")
    }

    /// "I miss you" is answered in kind ("Miss you!"), not with "Can't wait to see you!" (a fresh-user test).
    @Test(arguments: ["I miss you", "miss you so much", "I miss you already"])
    func missingSomeoneIsAnsweredInKind(text: String) throws {
        let found = try intents(after: text)
        #expect(found.first == "miss_you", "\(text): \(found)")
    }

    /// A greeting with a wh-question gets an answer to the question besides the greeting
    /// ("Hi, how are you?" got only "Hey!" after the retrain).
    @Test(arguments: ["Hi, how are you?", "Hey, how are you doing?"])
    func aGreetingThatAsksGetsAnAnswerToo(text: String) throws {
        let found = try intents(after: text)
        #expect(found.contains("greeting") && found.contains("i_am_fine"), "\(text): \(found)")
    }
}
