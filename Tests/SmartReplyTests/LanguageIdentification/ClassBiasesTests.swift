import Foundation
import Testing
@testable import SmartReply

/// Per-language log-odds biases (`Lexicons/langid/class-biases.tsv`): read with clear errors, added
/// to the priors after the second stage, so they move probabilities by exactly the bias.
@Suite("Language ID class biases")
struct ClassBiasesTests {
    static func write(_ text: String) throws -> (directory: URL, file: URL) {
        let directory = try LanguageIDTestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("class-biases.tsv")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (directory, file)
    }

    @Test func biasesAreReadWithCommentsAndBlankLinesSkipped() throws {
        let (directory, file) = try Self.write("# fitted on our own pairs\r\nen\t-0.25\n\nnb\t0.1\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try LanguageIDCorpus.readClassBiases(from: file) == ["en": -0.25, "nb": 0.1])
    }

    @Test(arguments: [
        ("en -0.25\n", "1: expected tag<TAB>bias"),
        ("en\t-0.25\nxx_yy!\t0.1\n", "2: 'xx_yy!' is not a BCP-47"),
        ("en\tabc\n", "1: bias 'abc' is not a number"),
        ("en\t11\n", "1: bias '11' is not a number in [-10, 10]"),
        ("en\tnan\n", "1: bias 'nan'"),
        ("en\t0.1\nen\t0.2\n", "2: 'en' is listed twice"),
    ])
    func aBadLineIsAnErrorNamingFileAndLine(text: String, message: String) throws {
        let (directory, file) = try Self.write(text)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect {
            try LanguageIDCorpus.readClassBiases(from: file)
        } throws: { error in
            guard let error = error as? SmartReplyError else { return false }
            return error.code == .invalidInput && error.message.contains("\(file.path):\(message)")
        }
    }

    @Test func aMissingFileIsAnIOError() {
        #expect {
            try LanguageIDCorpus.readClassBiases(from: URL(fileURLWithPath: "/nonexistent/class-biases.tsv"))
        } throws: { error in (error as? SmartReplyError)?.code == .ioFailure }
    }

    /// A bias b for French multiplies its odds against English by e^b, whatever the text; the
    /// second stage is the same (built from the unbiased n-grams), so the file keeps its size.
    @Test func aBiasShiftsTheLogOddsByItselfAndKeepsTheExceptions() throws {
        let directory = try LanguageIDTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "the\t0.5\nand\t0.3\nzzzq\t0.1\n".write(to: directory.appendingPathComponent("en.tsv"), atomically: true, encoding: .utf8)
        try "le\t0.5\nla\t0.3\nzzzq\t0.3\n".write(to: directory.appendingPathComponent("fr.tsv"), atomically: true, encoding: .utf8)
        let corpus = try LanguageIDCorpus(directory: directory)
        var options = LanguageIDCorpus.TrainingOptions(exceptionWords: 100, exceptionMinimumRatio: 1)
        let plainData = try corpus.trainModel(options: options)
        options.classBiases = ["fr": 0.75, "de": 3]   // a tag the corpus lacks is ignored
        let biasedData = try corpus.trainModel(options: options)
        #expect(plainData.count == biasedData.count)
        let plain = try NaiveBayesLanguageIdentifier(data: plainData), biased = try NaiveBayesLanguageIdentifier(data: biasedData)
        #expect(plain.model.exceptions?.count == biased.model.exceptions?.count)
        for text in ["the end", "la la land", "and the le"] {
            func logOdds(_ identifier: NaiveBayesLanguageIdentifier) throws -> Double {
                let hypotheses = try identifier.identify(text, options: .init(undeterminedThreshold: 0, maximumHypotheses: 2)).hypotheses
                let french = try #require(hypotheses.first { $0.language.identifier == "fr" }).probability
                let english = try #require(hypotheses.first { $0.language.identifier == "en" }).probability
                return log(french / english)
            }
            #expect(abs(try logOdds(biased) - logOdds(plain) - 0.75) < 1e-4, "\(text)")
        }
    }
}
