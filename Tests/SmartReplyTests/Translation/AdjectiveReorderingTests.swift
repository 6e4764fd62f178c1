import Foundation
import Testing
@testable import SmartReply

@Suite struct AdjectiveReorderingTests {
    static func model() throws -> (EnglishLanguageModel, URL) {
        let directory = try makeTemporaryDirectory("lm")
        let file = directory.appendingPathComponent("en.srlm")
        _ = try LanguageModelTrainer(minimumCount: 1).train(
            lines: ["I have a white cat", "a white cat", "the white cat is here", "the door open is", "open is", "door is"], output: file)
        return (try EnglishLanguageModel(contentsOf: file), directory)
    }

    static func phrases(_ texts: [String]) -> [DecodedPhrase] {
        texts.enumerated().map { DecodedPhrase(text: $1, range: $0..<$0 + 1, isUnknown: false) }
    }

    @Test func putsTheAdjectiveBeforeTheNounWhenTheModelPrefersIt() throws {
        let (model, directory) = try Self.model()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = AdjectiveReordering.apply(Self.phrases(["I have", "a cat", "white"]), languageModel: model, startsSentence: true)
        #expect(result.map(\.text) == ["I have", "a white cat"])
        #expect(result.last?.range == 1..<3)
    }

    @Test func neverMovesFunctionWords() throws {
        let (model, directory) = try Self.model()
        defer { try? FileManager.default.removeItem(at: directory) }
        let phrases = Self.phrases(["the door", "is", "open"])
        #expect(AdjectiveReordering.apply(phrases, languageModel: model, startsSentence: true) == phrases)
    }
}
