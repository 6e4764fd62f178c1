import Foundation
import Testing
@testable import SmartReply

/// Questions about what the reader lived through get answers in the past, emoji-only messages are answered in kind,
/// and statements get no reply that answers a question nobody asked. Messages written for these tests (odd suggestions
/// of fresh sample J and the cases reported in issue 5; none from evaluation data).
@Suite struct ReplyExperienceRulesTests {
    @Test(arguments: ["Hey! How was the concert?", "How was your trip to Lisbon?", "How was the party last night?",
                      "how did the interview go?"])
    func aQuestionAboutAnExperienceIsNotAnsweredWithIgnoranceOrThePresent(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(!found.isEmpty, "\(text)")
        #expect(!found.contains { $0.intent == "dont_know" || $0.intent == "let_me_check" }, "\(text): \(found.map(\.text))")
        #expect(!found.contains { ["It's great!", "I love it!", "Love it!", "It's my favorite!"].contains($0.text) }, "\(text): \(found.map(\.text))")
        #expect(!found.contains { ["I'm tired.", "I'm exhausted.", "I'm good, thanks!", "Good, and you?"].contains($0.text) }, "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["How was the concert?", "How was your trip to Lisbon?"])
    func aQuestionAboutAnExperienceGetsAnAnswerInThePast(text: String) throws {
        let found = try standardCandidates(after: text).map(\.text)
        #expect(found.contains { ["It was great!", "It was amazing!", "It was fun!", "Pretty good!", "Not bad, thanks!"].contains($0) }, "\(text): \(found)")
    }

    @Test(arguments: [("How was the concert?", true), ("how'd it go?", true), ("Did you enjoy the show?", true), ("Was it fun?", true),
                      ("How is the new job?", false), ("Who was at the party?", false), ("Do you like sushi?", false),
                      ("how did the interview go?", true), ("How did it turn out?", true), ("How were the holidays?", true),
                      // Not about an experience: these got "Not so good." and "It was great!".
                      ("How did you know?", false), ("How were you able to fix it so fast?", false), ("How'd you do that?", false)])
    func recognizesQuestionsAboutAnExperience(text: String, expected: Bool) {
        #expect(ReplyFitRules.asksExperience(ReplyTokenizer.tokens(of: text)[...]) == expected, "\(text)")
    }

    @Test(arguments: ["Do you like sushi?", "I love this song", "What do you think of the new logo?"])
    func anOpinionIsNotGivenInThePast(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(!found.contains { ["It was great!", "It was amazing!", "It was fun!", "It wasn't great."].contains($0.text) }, "\(text): \(found.map(\.text))")
    }

    @Test(arguments: [("👋", "👋"), ("😀", "😊"), ("🎉🎉", "🎉"), ("😢", "🤗"), ("👋🏽", "👋")])
    func anEmojiOnlyMessageIsAnsweredInKind(text: String, first: String) throws {
        let found = try standardCandidates(after: text)
        #expect(found.first?.text == first, "\(text): \(found.map(\.text))")
        #expect(found.allSatisfy { !$0.text.contains(where: \.isLetter) }, "\(text): \(found.map(\.text))")
        #expect(Set(found.map(\.intent)).count == found.count, "\(text): \(found.map(\.text))")
    }

    @Test func emojiAnswersNameOnlyRepliesOfTheResponseSet() throws {
        let generator = try standardReplyGenerator.get()
        let texts = Set(generator.responses.map(\.text))
        let table = try ReplyEmojiAnswers.load(from: lexiconsURL.appendingPathComponent("replies/emoji_answers.tsv"))
        #expect(table.count >= 20)
        for emoji in ["👋", "😀", "🎉", "😢", "❤️", "😂"] {
            let answers = try #require(table.replies(forTokens: ReplyTokenizer.tokens(of: emoji)), "\(emoji)")
            #expect(answers.allSatisfy(texts.contains), "\(emoji): \(answers)")
        }
        #expect(table.replies(forTokens: ReplyTokenizer.tokens(of: "ok 👋")) == nil)
        // Every line of the file, not only the emoji above: a reply missing from the response set is dropped
        // without a word at run time, and the emoji gets fewer answers or none.
        let lines = try String(contentsOf: lexiconsURL.appendingPathComponent("replies/emoji_answers.tsv"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.count == table.count)
        for line in lines {
            let emoji = String(line.prefix { $0 != "\t" })
            let answers = try #require(table.replies(forTokens: ReplyTokenizer.tokens(of: emoji)), "\(emoji)")
            #expect(answers.allSatisfy(texts.contains), "\(emoji): \(answers)")
        }
    }

    @Test func aBrokenEmojiAnswerLineIsNamed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("emoji-\(UUID().uuidString).tsv")
        try "👋\t👋\nhello\tHi!\n".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect { try ReplyEmojiAnswers.load(from: url) } throws: { error in
            "\(error)".contains("line 2")
        }
    }

    @Test(arguments: ["hiii 😊", "heyy"])
    func aGreetingWithRepeatedLettersIsAnswered(text: String) throws {
        #expect(try standardCandidates(after: text).first?.intent == "greeting", "\(text)")
    }

    @Test(arguments: ["Guess what, I got the job!!", "We got the apartment!"])
    func gettingSomethingBigIsCongratulated(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(found.first?.intent == "congratulation", "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["I didn't get the job", "Did you get the job?", "I hope I get the flat"])
    func gettingNewsNeedsNoNegationNorQuestion(text: String) {
        #expect(!ReplyFitRules.tellsGettingNews(ReplyTokenizer.tokens(of: text)), "\(text)")
    }

    @Test(arguments: ["I'll call you after lunch", "I'll text you when I land", "I'm at the gym, call you after"])
    func aPromiseToCallGetsNoRequestNoJoiningAndNoBusyReply(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(!found.contains { ["Call me when you can.", "Can you call me?", "Call me!", "Text me later!", "I'm in!"].contains($0.text) },
                "\(text): \(found.map(\.text))")
        #expect(!found.contains { $0.intent == "busy_now" }, "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["Let's meet at the café at 6", "We should meet at the station tomorrow"])
    func aPlanToMeetIsNoIntroductionAndSaysWhere(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(!found.contains { $0.intent == "nice_to_meet" || $0.intent == "where" }, "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["This restaurant is amazing", "I absolutely love this weather"])
    func aFeelingIsNotMerelyAcknowledged(text: String) throws {
        #expect(!(try standardCandidates(after: text)).contains { $0.intent == "acknowledge" }, "\(text)")
    }

    @Test(arguments: ["I think I'll stay home", "I need a coffee", "I want to sleep all day"])
    func aWishOrThoughtOfTheWriterGetsNoBareYesNoOrMaybe(text: String) throws {
        let found = try standardCandidates(after: text)
        #expect(!found.contains { ["yes", "no", "maybe", "arrived", "busy_now"].contains($0.intent) }, "\(text): \(found.map(\.text))")
    }

    @Test(arguments: ["Any plans for the long weekend?", "Any news from the doctor?"])
    func aQuestionForNewsGetsNoGuess(text: String) throws {
        #expect(!(try standardCandidates(after: text)).contains { $0.intent == "maybe" }, "\(text)")
    }

    @Test func aQuestionAboutHowOneFeelsIsNotAskedWhatOneDoes() throws {
        let found = try standardCandidates(after: "How's your back feeling?")
        #expect(!found.contains { ["whats_up", "like_it"].contains($0.intent) }, "\(found.map(\.text))")
    }
}
