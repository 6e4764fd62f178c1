import Foundation
import Testing
import SmartReply

@Suite("NaiveBayesTextClassifier")
struct NaiveBayesTextClassifierTests {
    /// A tiny dataset written for these tests: requests to meet vs. thanks.
    static let examples: [(text: String, label: String)] = [
        ("can we meet tomorrow at noon", "meet"), ("let's meet for coffee", "meet"),
        ("are you free to meet on friday", "meet"), ("shall we meet at the station", "meet"),
        ("want to meet after work", "meet"), ("meet me at the cafe at five", "meet"),
        ("thanks so much for your help", "thanks"), ("thank you, that was kind", "thanks"),
        ("many thanks for the gift", "thanks"), ("thanks a lot, really appreciated", "thanks"),
        ("thank you for dinner", "thanks"), ("big thanks for the ride", "thanks"),
    ]

    @Test func classifiesNewTextsByTheirWords() throws {
        let classifier = try NaiveBayesTextClassifier(data: NaiveBayesTextClassifier.train(examples: Self.examples))
        #expect(classifier.labels == ["meet", "thanks"])
        #expect(classifier.classify("could we meet on monday")[0].label == "meet")
        #expect(classifier.classify("thanks for the flowers")[0].label == "thanks")
    }

    /// Garbage bytes named "<current directory>/<memory>", a file that does not exist.
    @Test func corruptBytesInMemoryAreNotBlamedOnAFile() throws {
        let error = #expect(throws: SmartReplyError.self) { try NaiveBayesTextClassifier(data: Data("garbage".utf8)) }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.hasPrefix("model file given in memory is corrupt") == true, "\(error?.message ?? "")")
    }

    @Test func probabilitiesAreSortedAndSumToOne() throws {
        let classifier = try NaiveBayesTextClassifier(data: NaiveBayesTextClassifier.train(examples: Self.examples))
        for text in ["meet me", "thanks", "", "😀"] {
            let hypotheses = classifier.classify(text)
            #expect(hypotheses.count == 2)
            #expect(abs(hypotheses.reduce(0) { $0 + $1.probability } - 1) < 1e-9)
            #expect(hypotheses[0].probability >= hypotheses[1].probability)
        }
    }

    @Test func crossValidationCountsEveryExampleOnce() throws {
        let report = try NaiveBayesTextClassifier.crossValidate(examples: Self.examples, folds: 3)
        #expect(report.labels == ["meet", "thanks"])
        #expect(report.confusion.flatMap { $0 }.reduce(0, +) == Self.examples.count)
        #expect(report.perClass.map(\.support) == [6, 6])
        #expect(report.accuracy >= 0.8, "\(report.confusion)")
        for score in report.perClass {
            #expect((0...1).contains(score.precision) && (0...1).contains(score.recall))
        }
    }

    @Test func crossValidationReportsPrecisionAndRecallFromTheConfusionMatrix() {
        let report = CrossValidationReport(labels: ["a", "b"], confusion: [[3, 1], [2, 4]], folds: 2)
        #expect(report.accuracy == 0.7)
        #expect(report.perClass[0].precision == 0.6)
        #expect(report.perClass[0].recall == 0.75)
        #expect(report.perClass[1].precision == 0.8)
        #expect(report.perClass[1].recall == 4.0 / 6.0)
    }

    @Test func crossValidationWithAClassSmallerThanTheFoldsStillCountsEveryExample() throws {
        #expect(NaiveBayesTextClassifier.classesSmallerThanFolds(examples: Self.examples, folds: 7).map(\.label) == ["meet", "thanks"])
        #expect(NaiveBayesTextClassifier.classesSmallerThanFolds(examples: Self.examples, folds: 6).isEmpty)
        let report = try NaiveBayesTextClassifier.crossValidate(examples: Self.examples, folds: 7)
        #expect(report.confusion.flatMap { $0 }.reduce(0, +) == Self.examples.count)
    }

    /// Two classes of 48 texts each (every verb with every object) and one of a single text.
    static let unbalanced: [(text: String, label: String)] = {
        var examples: [(text: String, label: String)] = []
        for verb in ["I love", "we ate", "let's cook", "she made", "they ordered", "he wants"] {
            for food in ["pizza", "pasta", "bread", "cheese", "salad", "soup", "rice", "noodles"] {
                examples.append(("\(verb) \(food) for dinner today", "food"))
            }
        }
        for verb in ["I play", "we watched", "let's try", "she trains", "they love", "he started"] {
            for sport in ["football", "tennis", "running", "swimming", "cycling", "basketball", "golf", "hockey"] {
                examples.append(("\(verb) \(sport) at the club this weekend", "sport"))
            }
        }
        examples.append(("the invoice payment is overdue", "billing"))
        return examples
    }()

    @Test(arguments: [
        ("we ate pasta for dinner", "food"), ("I love pizza and beer tonight", "food"), ("cheese", "food"),
        ("they love tennis at the club", "sport"), ("my brother plays golf on sundays", "sport"),
        ("the invoice is overdue", "billing"), ("please pay the invoice", "billing"),
    ])
    func aClassOfOneExampleWinsOnlyTextsLikeIt(text: String, label: String) throws {
        let classifier = try NaiveBayesTextClassifier(data: NaiveBayesTextClassifier.train(examples: Self.unbalanced))
        #expect(classifier.classify(text)[0].label == label, "\(classifier.classify(text))")
    }

    @Test func trainingNeedsTwoClasses() {
        #expect { try NaiveBayesTextClassifier.train(examples: [("a b c", "x"), ("d e f", "x")]) } throws: { error in
            (error as? SmartReplyError)?.code == .invalidInput
        }
    }

    @Test func savedModelLoadsFromAFile() throws {
        let directory = try LanguageIDTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("intents.model")
        try NaiveBayesTextClassifier.train(examples: Self.examples).write(to: url)
        let classifier = try NaiveBayesTextClassifier(contentsOf: url)
        #expect(classifier.classify("thank you")[0].label == "thanks")
    }
}
