import Foundation
import Testing
@testable import SmartReply

/// The word-order repairs over English output: questions and verb-second clauses.
@Suite struct EnglishWordOrderTests {
    static func model(_ lines: [String]) throws -> (EnglishLanguageModel, URL) {
        let directory = try makeTemporaryDirectory("lm")
        let file = directory.appendingPathComponent("en.srlm")
        _ = try LanguageModelTrainer(minimumCount: 1).train(lines: lines, output: file)
        return (try EnglishLanguageModel(contentsOf: file), directory)
    }

    static let chat = ["do you want coffee", "are you tired", "can you help me", "it is very cold", "we go home",
                       "you ok", "today is my birthday", "I am tired", "does she know",
                       "I like this film a lot", "he eats a lot of bread", "thank you very much",
                       "are you at home", "did you see the new movie", "are you ready"]

    @Test(arguments: [
        ("You want coffee?", "Do you want coffee?"),
        ("you are tired?", "are you tired?"),
        ("Where you want coffee?", "Where do you want coffee?"),
        ("You ok?", "You ok?"),
        ("You want coffee.", "You want coffee."),
        ("She knows?", "Does she know?"),
        ("Hi. You want coffee? Yes.", "Hi. Do you want coffee? Yes."),
        // A fresh user's "Ты уже дома?" came out "Do you already at home?", "Ти вже бачив новий фільм?"
        // "Do you already saw the new movie?": the adverb was taken for the verb.
        ("You already at home?", "Are you already at home?"),
        ("You already saw the new movie?", "Did you already see the new movie?"),
        ("You already is ready?", "Are you already ready?"),
        ("You at home?", "Are you at home?"),
        ("You already ok?", "You already ok?"),
    ])
    func putsQuestionsInQuestionOrder(input: String, expected: String) throws {
        let (model, directory) = try Self.model(Self.chat)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(EnglishQuestionForm.repairQuestions(in: input, languageModel: model) == expected)
    }

    @Test(arguments: [
        ("Today is it very cold.", "Today it is very cold."),
        ("Then go we home.", "Then we go home."),
        ("I am tired.", "I am tired."),
        ("Where is it cold?", "Where is it cold?"),
    ])
    func undoesVerbSecondInversion(input: String, expected: String) throws {
        let (model, directory) = try Self.model(Self.chat)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(VerbSecondOrder.repair(input, languageModel: model) == expected)
    }

    @Test(arguments: [
        ("I like a lot this film.", "I like this film a lot."),
        ("He eats a lot of bread.", "He eats a lot of bread."),
        ("Thank you very much!", "Thank you very much!"),
    ])
    func movesALotToTheEndOfTheClause(input: String, expected: String) throws {
        let (model, directory) = try Self.model(Self.chat)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(AdverbPlacement.repair(input, languageModel: model) == expected)
    }

    @Test(arguments: [
        ("I have cat.", "I have a cat."),
        ("Door is open.", "The door is open."),
        ("I have my cat.", "I have my cat."),
        ("I like it.", "I like it."),
        ("Where mom?", "Where is mom?"),
        ("Where you?", "Where are you?"),
        ("Where you go.", "Where you go."),
    ])
    func insertsArticlesWhereTheModelWantsThem(input: String, expected: String) throws {
        let (model, directory) = try Self.model(["I have a cat", "I have a dog", "the door is open", "the door is closed",
                                                 "I have my cat", "I like it", "where is mom", "where are you"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(ArticleInsertion.repair(input, languageModel: model) == expected)
    }
}
