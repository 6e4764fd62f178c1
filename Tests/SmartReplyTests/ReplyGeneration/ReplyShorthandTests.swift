import Foundation
import Testing
@testable import SmartReply

/// English chat shorthand is expanded before the message's intent is read, and a bare speech act gets the
/// replies that answer it. Messages written for these tests (defects a fresh user reported, issue 5).
@Suite struct ReplyShorthandTests {
    @Test(arguments: [("np", "no problem"), ("omw", "on my way"), ("ttyl", "talk to you later"), ("gn", "good night"),
                      ("ily", "i love you"), ("idk", "i dont know"), ("ty", "thank you"), ("thx", "thanks"), ("omg", "oh my god"),
                      ("brb", "be right back"), ("imo", "in my opinion"), ("tbh", "to be honest"), ("wyd", "what are you doing"),
                      ("hbu", "how about you"), ("xD", "haha"), ("lol", "haha")])
    func shorthandIsExpandedToItsMeaning(short: String, meaning: String) throws {
        let table = try ReplyShorthand.load(from: lexiconsURL.appendingPathComponent("replies/shorthand.tsv"))
        #expect(table.expanded(ReplyTokenizer.tokens(of: short)) == ReplyTokenizer.tokens(of: meaning))
    }

    @Test func expansionKeepsTheLastSentenceAndQuestion() throws {
        let table = try ReplyShorthand(meanings: ["omw": "on my way", "wyd": "what are you doing"])
        let turn = table.expanded(ReplyTurn(text: "omw! wyd tonight?", isLocalUser: false))
        #expect(turn.tokens == ["on", "my", "way", "!", "what", "are", "you", "doing", "tonight", "?"])
        #expect(Array(turn.answeredTokens) == ["what", "are", "you", "doing", "tonight", "?"])
        #expect(Array(turn.questionOrAnswered) == ["what", "are", "you", "doing", "tonight", "?"])
    }

    @Test func aShorthandOfTwoWordsIsRejected() {
        #expect(throws: SmartReplyError.self) { try ReplyShorthand(meanings: ["on my": "way"]) }
    }

    @Test(arguments: [
        ("gn", "Good night!"), ("good night", "Good night!"), ("ty", "You're welcome!"), ("thx", "You're welcome!"),
        ("thank you so much", "You're welcome!"), ("omw", "See you soon!"), ("on my way!", "See you soon!"),
        ("ttyl", "Talk to you later!"), ("ily", "Love you too!"), ("brb", "Okay!"), ("idk", "No worries!"),
        ("cool", "Yeah!"), ("nice", "Yeah!"), ("no way", "I know, right?"), ("omg", "I know, right?"), ("xD", "Haha!"),
        ("Are you there?", "I'm here!"), ("u around?", "I'm here!"), ("I'm here", "Coming!"),
    ])
    func aBareSpeechActGetsItsAnswerFirst(text: String, expected: String) throws {
        let found = try standardCandidates(after: text).map(\.text)
        #expect(found.first == expected, "\(text): \(found)")
    }

    @Test(arguments: ["no way", "omg", "np", "omw", "ttyl", "gn", "ily", "idk", "cool", "nice", "xD", "ty", "brb"])
    func shorthandNeverGetsTheOldMisfits(text: String) throws {
        let found = try standardCandidates(after: text).map(\.text)
        let misfits = ["Thanks!", "Have fun!", "That's cool!", "What do you mean?", "Are you okay?", "What about you?", "Oh good!",
                       "Go for it!", "Be right back!"]
        #expect(!found.contains { misfits.contains($0) }, "\(text): \(found)")
    }

    @Test(arguments: ["np", "no problem", "yw"])
    func aBareNoProblemGetsNoReply(text: String) throws {
        #expect(try standardCandidates(after: text).isEmpty)
    }
}
