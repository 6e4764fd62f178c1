import Foundation
import Testing
@testable import SmartReply

@Suite struct EnglishLanguageModelTests {
    static func keys(_ text: String) -> [UInt64] { PhraseKey.words(of: text).words.map(PhraseKey.word) }

    @Test func prefersWordOrdersSeenInTraining() throws {
        let directory = try makeTemporaryDirectory("lm")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("en.srlm")
        let summary = try LanguageModelTrainer(minimumCount: 1).train(
            lines: ["I see the red house.", "The red house is big!", "see you tomorrow"], output: file)
        #expect(summary.sentences == 3)
        #expect(summary.tokens == 13)
        let model = try EnglishLanguageModel(contentsOf: file)
        #expect(model.count == summary.ngrams.reduce(0, +))
        #expect(model.score(sentence: Self.keys("the red house")) > model.score(sentence: Self.keys("the house red")))
        #expect(model.score(sentence: Self.keys("see you tomorrow")) > model.score(sentence: Self.keys("tomorrow you see")))
        // A seen trigram scores its conditional probability: c(the red house) / c(the red) = 1.
        let the = PhraseKey.word("the"), red = PhraseKey.word("red"), house = PhraseKey.word("house")
        #expect(abs(model.score(house, after: the, red)) < 0.001)
        #expect(model.score(PhraseKey.word("zebra"), after: the, red) < model.score(house, after: 0, 0))
    }

    @Test func dropsRareNGramsBelowTheMinimumCount() throws {
        let directory = try makeTemporaryDirectory("lm")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("en.srlm")
        let summary = try LanguageModelTrainer(minimumCount: 2).train(lines: ["a b c", "a b d"], output: file)
        #expect(summary.ngrams[2] == 1)   // only "<s> a b" is seen twice
    }

    @Test func refusesEmptyTrainingText() throws {
        let directory = try makeTemporaryDirectory("lm")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: SmartReplyError.self) {
            _ = try LanguageModelTrainer().train(lines: ["", "123 😀"], output: directory.appendingPathComponent("x.srlm"))
        }
    }

    @Test(arguments: [
        (Data(), SmartReplyError.Code.modelFileCorrupt),
        (Data("SRLM".utf8), .modelFileCorrupt),
        (Data("NOTALANGUAGEMODEL-------".utf8), .modelFileCorrupt),
        (Data([0x53, 0x52, 0x4C, 0x4D, 9, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), .modelVersionUnsupported),
        (Data([0x53, 0x52, 0x4C, 0x4D, 1, 0, 0, 0, 3, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), .modelFileCorrupt),
    ])
    func rejectsMalformedFilesWithTypedErrors(data: Data, code: SmartReplyError.Code) {
        let error = #expect(throws: SmartReplyError.self) { _ = try EnglishLanguageModel(data: data, name: "bad.srlm") }
        #expect(error?.code == code)
        #expect(error?.message.contains("bad.srlm") == true)
    }
}
