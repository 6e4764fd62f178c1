import Foundation
import Testing
@testable import SmartReply

private func words(_ text: String) -> [String] { ReplyTokenizer.tokens(of: text) }

private func question(_ text: String) -> ArraySlice<String> { ReplyTurn(text: text, isLocalUser: false).questionOrAnswered }

/// The odd suggestions of issue 5's list for the replies8 session, fixed by their general causes: personal wh-questions
/// get personal answers or none, anger at the reader gets no cheer, money and account details get no yes, "do you feel
/// like…?" is an invitation, sad news prefers sympathy in `smartreply score` too; and sentences written for these tests.
@Suite struct ReplyAnswerKindRulesTests {
    // MARK: personal questions

    @Test(arguments: ["How old are you?", "What's your name?", "Where are you from?", "where do u live", "Where did you grow up?",
                      "What do you do for a living?", "When's your birthday?", "What's your favourite film?", "Who are you?",
                      "How long have you lived in Leeds?", "What kind of music do you like?", "How old is your brother now?"])
    func aQuestionAboutAFactOfTheReadersLifeIsPersonal(text: String) {
        #expect(ReplyFitRules.asksPersonalFact(question(text)), "\(text)")
    }

    @Test(arguments: ["How are you?", "Where are you?", "What are you doing?", "What do you think?", "What do you want for dinner?",
                      "How old is this milk?", "When are you back?", "What's your plan for tomorrow?", "Where did you get that from?",
                      "How long have you been waiting?", "What do you do on Sundays?", "How was your day?"])
    func aQuestionTheSetCanAnswerIsNotPersonal(text: String) {
        #expect(!ReplyFitRules.asksPersonalFact(question(text)), "\(text)")
    }

    @Test func howOldAreYouGetsNoReplyNotImTired() throws {
        let found = try standardCandidates(after: "How old are you?").map(\.text)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func whatsYourNameGetsNoReplyNotLetMeCheck() throws {
        let found = try standardCandidates(after: "What's your name?").map(\.text)
        #expect(found.isEmpty, "\(found)")
    }

    // MARK: anger at the reader

    @Test(arguments: ["I'm so angry at you", "I'm really mad with u right now", "honestly I'm sick of you", "I hate you",
                      "You never listen to me", "you didn't even say goodbye", "This is all your fault", "How could you do that?",
                      "You're so selfish sometimes", "I'm fed up with you", "thanks for nothing"])
    func angerOrBlameAimedAtTheReaderIsHostile(text: String) {
        #expect(ReplyFitRules.isHostileToReader(words(text), compound: -0.5), "\(text)")
    }

    @Test(arguments: ["I'm not mad at you", "I'm so angry at my boss", "I'm tired, you?", "You always know what to say",
                      "You never told me you had a sister!", "I hate Mondays", "I'm sick of this rain"])
    func angerAtSomeoneElseOrPraiseIsNotHostile(text: String) {
        #expect(!ReplyFitRules.isHostileToReader(words(text), compound: text.contains("always") ? 0.6 : 0), "\(text)")
    }

    @Test func imSoAngryAtYouIsAnsweredWithAnApologyNotEncouragement() throws {
        let found = try standardCandidates(after: "I'm so angry at you")
        #expect(!found.isEmpty, "\(found.map(\.text))")
        #expect(found.first?.intent == "apology", "\(found.map(\.text))")
        #expect(found.allSatisfy { ReplyFitRules.hostilityAnswerIntents.contains($0.intent) }, "\(found.map(\.text))")
    }

    @Test func youNeverListenToMeGetsNoCheerNorSympathy() throws {
        let found = try standardCandidates(after: "You never listen to me 😤")
        #expect(!found.contains { ["encouragement", "sympathy", "laugh", "thanks", "agreement"].contains($0.intent) }, "\(found.map(\.text))")
    }

    // MARK: money and account details

    @Test func canYouSendMeYourBankDetailsGetsNoReply() throws {
        #expect(ReplyFitRules.asksForCredentials(words("Can you send me your bank details?")))
        #expect(ReplyFitRules.asksForCredentials(words("what's ur card number")))
        #expect(!ReplyFitRules.asksForCredentials(words("I lost my bank card")))
        let found = try standardCandidates(after: "Can you send me your bank details?").map(\.text)
        #expect(found.isEmpty, "\(found)")
    }

    @Test(arguments: ["Can you send me 200 euros?", "could u lend me some cash till friday", "spot me 20", "Could I borrow 50 quid?",
                      "Please buy me a gift card and send me the code", "can you transfer me 300 asap"])
    func aRequestForMoneyIsRecognized(text: String) {
        #expect(ReplyFitRules.asksForMoney(words(text)), "\(text)")
    }

    @Test(arguments: ["I'll send you the money tomorrow", "Can I borrow your charger?", "Can you send me 3 photos?",
                      "give me 5 minutes", "Can you buy me a coffee?"])
    func aRequestWithoutMoneyOrMoneyGivenIsNotARequestForMoney(text: String) {
        #expect(!ReplyFitRules.asksForMoney(words(text)), "\(text)")
    }

    @Test func canYouLendMe200EurosIsNeverAnsweredYes() throws {
        let found = try standardCandidates(after: "Can you lend me 200 euros?")
        #expect(!found.contains { ReplyPolarity(intent: $0.intent) == .positive }, "\(found.map(\.text))")
        #expect(found.allSatisfy { ReplyFitRules.moneyAnswerIntents.contains($0.intent) }, "\(found.map(\.text))")
    }

    // MARK: invitations

    @Test(arguments: ["Do you feel like going to the cinema tonight?", "Do you feel like a coffee?", "Do you fancy a walk later?",
                      "Are you in the mood for pizza?"])
    func doYouFeelLikeOrFancyIsAnInvitation(text: String) {
        #expect(ReplyFitRules.yesNoKind(question(text)) == .invitation, "\(text)")
    }

    @Test func doYouFeelLikeYoureGettingSickIsNoInvitation() {
        #expect(ReplyFitRules.yesNoKind(question("Do you feel like you're getting sick?")) != .invitation)
    }

    @Test func areYouFreeForAQuickCallThisAfternoonIsNotAnsweredBeRightBack() throws {
        let found = try standardCandidates(after: "Are you free for a quick call this afternoon?")
        #expect(!found.contains { $0.intent == "brb" }, "\(found.map(\.text))")
    }

    @Test func doYouWantToComeToMyCousinsWeddingWithMeIsNotDeclinedWithABareNo() throws {
        let found = try standardCandidates(after: "Do you want to come to my cousin's wedding with me?").map(\.text)
        #expect(!found.contains("No."), "\(found)")
    }

    // MARK: longing

    @Test func missYouWhenAreYouBackIsNotAnsweredInFiveMinutes() throws {
        let found = try standardCandidates(after: "Miss you! When are you back?")
        #expect(!found.contains { $0.intent == "time_answer" && ReplyNeeds(reply: words($0.text), intent: $0.intent).contains(.shortAbsence) },
                "\(found.map(\.text))")
        #expect(!found.contains { $0.text == "In five minutes." }, "\(found.map(\.text))")
    }

    // MARK: sad news in the ranking of `smartreply score`

    @Test func myDogDiedScoresSympathyAboveLaughter() throws {
        let generator = try standardReplyGenerator.get()
        let context = [ConversationMessage(text: "my dog died", userID: "ana", isLocalUser: false)]
        let laughter = generator.compatibility(of: "Haha!", context: context)
        for sympathy in ["Oh no, I'm sorry.", "I'm so sorry to hear that.", "That's awful, I'm sorry."] {
            #expect(generator.compatibility(of: sympathy, context: context) > laughter, "\(sympathy)")
        }
    }

    @Test func iGotTheJobScoresCongratulationsAboveSympathy() throws {
        let generator = try standardReplyGenerator.get()
        let context = [ConversationMessage(text: "I got the job!!", userID: "ana", isLocalUser: false)]
        #expect(generator.compatibility(of: "Congrats!", context: context) > generator.compatibility(of: "Oh no!", context: context))
    }
}

/// News of a breakup and "do you feel like…?" in the other languages come out of translation as English the rules read
/// ("Mein Freund hat mit mir Schluss gemacht" was "My friend did with me end", which is no bad news, and got "Glückwunsch!").
@Suite struct BreakupAndInvitationTranslationTests {
    static let translator = RepositoryTranslator.shared

    @Test(arguments: [
        ("de", "Mein Freund hat mit mir Schluss gemacht."), ("de", "Wir haben Schluss gemacht"), ("fr", "On a rompu hier soir"),
        ("fr", "Il m'a larguée"), ("it", "Ci siamo lasciati"), ("pt", "Ele acabou comigo"), ("nl", "We zijn uit elkaar"),
        ("ru", "Она меня бросила"), ("uk", "Він мене кинув"),
    ])
    func aBreakupTranslatesToBadNews(from: String, input: String) async throws {
        let translator = try #require(Self.translator)
        let output = try await translator.translate(input, from: LanguageTag(from), to: .english).text
        #expect(ReplyFitRules.isBadNews(ReplyTokenizer.tokens(of: output)), "\(from): \(input) → \(output)")
    }

    @Test(arguments: [
        ("es", "¿Te apetece ir al cine esta noche?"), ("pt", "Apetece-te ir ao cinema esta noite?"),
        ("pt", "Estás a fim de ir ao cinema hoje à noite?"), ("de", "Hast du Lust auf Kino?"), ("nl", "Heb je zin in pizza?"),
        ("it", "Ti va di andare al cinema stasera?"),
    ])
    func doYouFeelLikeTranslatesToAnInvitation(from: String, input: String) async throws {
        let translator = try #require(Self.translator)
        let output = try await translator.translate(input, from: LanguageTag(from), to: .english).text
        let question = ReplyTurn(text: output, isLocalUser: false).questionOrAnswered
        #expect(ReplyFitRules.yesNoKind(question) == .invitation, "\(from): \(input) → \(output)")
    }
}
