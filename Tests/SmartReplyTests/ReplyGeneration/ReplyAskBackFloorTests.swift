import Foundation
import Testing
@testable import SmartReply

/// A reply that is itself a question ("When?", "Where are you?") after a statement the model barely understood is held
/// to ``ResponseSetReplyGenerator/askBackFloor``; one the message calls for (a vague plan, a symptom) still scores above it.
/// Messages from our own fresh samples (`Fixtures/ReplyDev/fresh-*.txt`), where these ask-backs were read as odd or fine.
@Suite struct ReplyAskBackFloorTests {
    @Test(arguments: ["We're out of coffee", "I'm so full, dinner was huge", "I'm running out of ideas for the project",
                      "I'm on the train, signal is bad"])
    func aQuestionBackToAStatementItDoesNotUnderstandIsNotShown(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(!found.contains { $0.text.hasSuffix("?") }, "\(text): \(found.map(\.text))")
    }

    @Test(arguments: [("We should get coffee sometime", "when"), ("I can't stop sneezing", "are_you_ok"),
                      ("I've been so stressed lately", "are_you_ok")])
    func aQuestionBackTheMessageCallsForIsStillShown(text: String, intent: String) throws {
        let found = try standardCandidates(after: text)
        #expect(found.contains { $0.intent == intent && $0.text.hasSuffix("?") }, "\(text): \(found.map(\.text))")
    }

    @Test func onlyRepliesEndingInAQuestionMarkAskBack() throws {
        let generator = try standardReplyGenerator.get()
        let asking = Set(generator.responses.indices.filter { generator.asksBack[$0] }.map { generator.responses[$0].text })
        #expect(asking.contains("When?") && asking.contains("Are you okay?") && asking.contains("Where are you?"))
        #expect(!asking.contains("Really?!") && !asking.contains("Okay!") && !asking.contains("Wow!"))
        // These already need what they ask about in the message ("I have some bad news" → "What is it?").
        #expect(!asking.contains("What is it?") && !asking.contains("What happened?"))
    }
}
