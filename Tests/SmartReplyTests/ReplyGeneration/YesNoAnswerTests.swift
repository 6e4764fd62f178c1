import Foundation
import Testing
@testable import SmartReply

/// A yes/no question between friends is not answered "No." first when a positive answer scores close to it
/// (fresh users, 2026-12-01: "Did you see my message?", "Can you call me later?", "Are you free for lunch
/// tomorrow?" led with "No." or "I wish I could!"); a question that expects "no" keeps it first.
@Suite struct AffirmativeLeadTests {
    @Test(arguments: ["Did you see my message?", "Can you call me later?", "Did you get home ok?", "Are you free for lunch tomorrow?"])
    func aFriendlyQuestionLeadsWithAPositiveAnswer(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(found.first.map { ReplyPolarity(intent: $0.intent) } == .positive, "\(text): \(found.map(\.text))")
        #expect(found.contains { ReplyPolarity(intent: $0.intent) == .negative }, "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["Are you still mad at me?", "Is anything wrong?", "Are you busy?"])
    func aQuestionThatExpectsNoKeepsNoFirst(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(found.first?.intent == "no", "\(text): \(found.map(\.text))")
    }

    @Test func theRefusalStaysFirstWhenClearlyPreferredAndScoresStayRanked() {
        let no = ReplyCandidate(text: "No.", intent: "no", score: 5), ok = ReplyCandidate(text: "Okay!", intent: "ok", score: 4.9)
        var chosen = [no, ok, ReplyCandidate(text: "Yeah!", intent: "yes", score: 3)]
        ResponseSetReplyGenerator.leadWithAffirmative(&chosen)
        #expect(chosen.map(\.text) == ["Yeah!", "No.", "Okay!"])
        #expect(chosen.map(\.score) == [5.5, 5, 4.9])
        chosen = [no, ok, ReplyCandidate(text: "Yeah!", intent: "yes", score: 2.4)]
        ResponseSetReplyGenerator.leadWithAffirmative(&chosen)
        #expect(chosen.map(\.text) == ["No.", "Okay!", "Yeah!"])
    }
}
