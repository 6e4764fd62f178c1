import Foundation
import Testing
@testable import SmartReply

/// The answers to a yes/no question (``ResponseSetReplyGenerator/answerYesNoQuestion(_:pool:kind:maximumCount:)``):
/// between friends a question is not answered "No." first (fresh users, 2026-12-01: "Did you see my message?", "Can
/// you call me later?" led with "No."), whatever the scorer's margin ("Did you watch the game last night?" led with
/// "No." by more than the old prior of 2.5); a question that hopes for "no" keeps it first; an invitation is declined
/// softly; a question after information is answered by finding out (sample O and the yes/no issue of 1 Dec 2026).
@Suite struct YesNoAnswerTests {
    @Test(arguments: ["Did you see my message?", "Can you call me later?", "Did you get home ok?", "Are you free for lunch tomorrow?",
                      "Did you watch the game last night?"])
    func aFriendlyQuestionLeadsWithAPositiveAnswer(text: String) throws {
        let found = try standardCandidates(after: text)
        let polar = found.map { ReplyPolarity(intent: $0.intent) }.filter { $0 != .neutral }
        #expect(polar.first == .positive, "\(text): \(found.map(\.text))")
        #expect(polar.contains(.negative), "\(text): \(found.map(\.text))")
        #expect(zip(found, found.dropFirst()).allSatisfy { $0.score >= $1.score }, "\(text): \(found.map(\.score))")
    }

    @Test(arguments: ["Are you still mad at me?", "Is anything wrong?", "Are you busy?"])
    func aQuestionThatExpectsNoKeepsNoFirst(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(found.first?.intent == "no", "\(text): \(found.map(\.text))")
    }

    @Test func doYouKnowAGoodDentistAroundHereIsAnsweredByFindingOut() throws {
        let found = try standardCandidates(after: "Do you know a good dentist around here?").map(\.intent)
        #expect(!found.contains("yes") && !found.contains("no"), "\(found)")
    }

    /// A request is no invitation: "I wish I could!" does not decline texting a time (sample O).
    @Test func canYouTextMeTheTimeOfThePartyIsNotDeclinedWithIWishICould() throws {
        let found = try standardCandidates(after: "Can you text me the time of the party?").map(\.intent)
        #expect(!found.contains("wish_i_could"), "\(found)")
    }

    @Test(arguments: [
        ("Want to grab coffee after class?", YesNoKind.invitation), ("Are you coming to the party tonight?", .invitation),
        ("You in?", .invitation), ("Are you up for a movie?", .invitation), ("Can you make it on Friday?", .invitation),
        ("Do you know a good dentist around here?", .information), ("do u know where the keys are", .information),
        ("Any idea when the shop opens?", .information), ("Can you recommend a plumber?", .information),
        ("Do you know Sam?", .plain), ("Did you watch the game last night?", .plain), ("Can you text me the time of the party?", .favour),
        ("Can you make a copy?", .favour), ("Are you busy?", .expectsNo), ("Do you mind if I bring a friend?", .expectsNo),
        ("Is anything wrong?", .expectsNo),
    ])
    func readsTheKindOfQuestion(text: String, kind: YesNoKind) {
        #expect(ReplyFitRules.yesNoKind(ReplyTokenizer.tokens(of: text)[...]) == kind, "\(text)")
    }

    @Test func aRefusalNeverLeadsAPositiveAnswerAndScoresStayRanked() {
        let no = ReplyCandidate(text: "No.", intent: "no", score: 5), ok = ReplyCandidate(text: "Okay!", intent: "ok", score: 4.9)
        var chosen = [no, ok, ReplyCandidate(text: "Yeah!", intent: "yes", score: 2.4)]
        ResponseSetReplyGenerator.answerYesNoQuestion(&chosen, pool: chosen, kind: .plain)
        #expect(chosen.map(\.text) == ["Yeah!", "No.", "Okay!"])
        #expect(chosen.map(\.score) == [5.001, 5, 4.9])
        // Nor does a hedge; the scorer's order stays for a question that hopes for "no".
        let maybe = ReplyCandidate(text: "Maybe.", intent: "maybe", score: 6)
        chosen = [maybe, no, ReplyCandidate(text: "Yeah!", intent: "yes", score: 2.4)]
        ResponseSetReplyGenerator.answerYesNoQuestion(&chosen, pool: chosen, kind: .plain)
        #expect(chosen.map(\.text) == ["Yeah!", "Maybe.", "No."])
        #expect(chosen.map(\.score) == [6.001, 6, 5])
        chosen = [no, ReplyCandidate(text: "Yeah!", intent: "yes", score: 2.4)]
        ResponseSetReplyGenerator.answerYesNoQuestion(&chosen, pool: chosen, kind: .expectsNo)
        #expect(chosen.map(\.text) == ["No.", "Yeah!"])
    }

    @Test func anInvitationIsDeclinedSoftlyAndOtherQuestionsWithNo() {
        let no = ReplyCandidate(text: "No.", intent: "no", score: 3), yes = ReplyCandidate(text: "Yeah!", intent: "yes", score: 2)
        let soft = ReplyCandidate(text: "I wish I could!", intent: "wish_i_could", score: 1)
        var chosen = [no, yes]
        ResponseSetReplyGenerator.answerYesNoQuestion(&chosen, pool: [no, yes, soft], kind: .invitation)
        #expect(chosen.map(\.text) == ["Yeah!", "I wish I could!"])
        chosen = [yes]
        ResponseSetReplyGenerator.answerYesNoQuestion(&chosen, pool: [yes, soft, no], kind: .invitation)
        #expect(chosen.map(\.text) == ["Yeah!", "I wish I could!"])
        chosen = [yes]
        ResponseSetReplyGenerator.answerYesNoQuestion(&chosen, pool: [yes, soft], kind: .plain)
        #expect(chosen.map(\.text) == ["Yeah!"])
        chosen = [yes]
        ResponseSetReplyGenerator.answerYesNoQuestion(&chosen, pool: [yes, soft, no], kind: .plain)
        #expect(chosen.map(\.text) == ["Yeah!", "No."])
    }

    @Test func aQuestionAfterInformationTakesFindingOutForYesAndNo() {
        let yes = ReplyCandidate(text: "Yeah!", intent: "yes", score: 3), no = ReplyCandidate(text: "No.", intent: "no", score: 2)
        let check = ReplyCandidate(text: "Let me check.", intent: "let_me_check", score: 0.5)
        var chosen = [yes, no]
        ResponseSetReplyGenerator.answerYesNoQuestion(&chosen, pool: [yes, no, check], kind: .information)
        #expect(chosen.map(\.text) == ["Let me check."])
    }
}
