import Foundation
import Testing
@testable import SmartReply

/// The second stage: single training words that the n-grams get wrong, stored with
/// the language whose list holds them most often.
@Suite("Word exceptions")
struct WordExceptionsTests {
    static func key(_ word: String) throws -> UInt64 {
        var sink = KeySink()
        NGramFeatures(featureMask: 1).extract(from: word, into: &sink)
        return try #require(sink.keys.first)
    }

    /// A word of letters only (digits would split it): `prefix` then `number` in base 26.
    static func letters(_ number: Int, _ prefix: String) -> String {
        var text = prefix, rest = number
        repeat {
            text.append(Character(Unicode.Scalar(UInt8(97 + rest % 26))))
            rest /= 26
        } while rest > 0
        return text
    }

    struct KeySink: NGramFeatureSink {
        var keys: [UInt64] = []
        mutating func letter(_ value: UInt32, script: WritingScript) {}
        mutating func feature(order: Int, key: UInt64, prefix: UInt64) { if order == 0 { keys.append(key) } }
        mutating func endWord() {}
    }

    @Test func encodedExceptionsAreFoundAndOtherWordsAreNot() throws {
        var entries: [UInt64: Int] = [:]
        for index in 0..<2_000 { entries[try Self.key(Self.letters(index, "w"))] = index % 40 }
        let section = WordExceptions.encode(entries, margin: 7)
        let file = MappedFile(copying: section, name: URL(fileURLWithPath: "<exceptions>"))
        let exceptions = try WordExceptions(file: file, offset: 0, classCount: 40)
        #expect(exceptions.count == 2_000)
        #expect(exceptions.margin == 7)
        #expect(exceptions.size == section.count)
        for index in 0..<2_000 {
            #expect(exceptions.exceptionClass(of: try Self.key(Self.letters(index, "w"))) == index % 40)
        }
        let strangers = try (0..<2_000).filter { exceptions.exceptionClass(of: try Self.key(Self.letters($0, "o"))) != nil }
        // 18-bit fingerprints, about 8 entries per bucket: a stranger matches with probability ≈ 3 · 10⁻⁵.
        #expect(strangers.count <= 2, "\(strangers.count) of 2,000 unknown words matched")
    }

    @Test func aClassBeyondTheModelsClassesIsReportedAsCorrupt() throws {
        let section = WordExceptions.encode([try Self.key("hello"): 9], margin: 1)
        let file = MappedFile(copying: section, name: URL(fileURLWithPath: "<exceptions>"))
        #expect { try WordExceptions(file: file, offset: 0, classCount: 5) } throws: { error in
            (error as? SmartReplyError)?.code == .modelFileCorrupt
        }
    }

    @Test func aTruncatedSectionIsReportedAsCorrupt() throws {
        let identifier = try LanguageIDTestSupport.identifier.get()
        let data = try Data(contentsOf: identifier.model.file.url)
        let url = try LanguageIDTestSupport.temporaryDirectory().appendingPathComponent("cut.model")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try data.prefix(data.count - 10).write(to: url)
        #expect { try NaiveBayesLanguageIdentifier(contentsOf: url) } throws: { error in
            (error as? SmartReplyError)?.code == .modelFileCorrupt
        }
    }

    /// A two-language corpus where "zzzq" is in both lists but more frequent in French, while its
    /// letters are otherwise English: with one n-gram per order kept, the n-grams say English,
    /// the exception French, for the word on its own and in a two-word text, not in longer text.
    @Test func anExceptionDecidesItsWordAloneButNotInsideLongerText() throws {
        let directory = try LanguageIDTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let english = "the\t0.5\nzzza\t0.1\nzzzb\t0.1\nzzzc\t0.1\nzzzq\t0.1\nqzzz\t0.1\n"
        let french = "le\t0.5\nla\t0.3\nles\t0.3\nzzzq\t0.12\n"
        try english.write(to: directory.appendingPathComponent("en.tsv"), atomically: true, encoding: .utf8)
        try french.write(to: directory.appendingPathComponent("fr.tsv"), atomically: true, encoding: .utf8)
        let corpus = try LanguageIDCorpus(directory: directory)
        var options = LanguageIDCorpus.TrainingOptions(exceptionWords: 100, exceptionMargin: 1.5, exceptionMinimumRatio: 1)
        options.naiveBayes.maximumFeaturesPerClass = [1, 3, 1, 1, 1, 1]
        let withExceptions = try NaiveBayesLanguageIdentifier(data: corpus.trainModel(options: options))
        options.exceptionWords = 0
        let without = try NaiveBayesLanguageIdentifier(data: corpus.trainModel(options: options))

        #expect(without.model.exceptions == nil)
        #expect(try without.identify("zzzq").language.identifier == "en")
        #expect(withExceptions.model.exceptions?.count == 1)
        let alone = try withExceptions.identify("Zzzq!")
        #expect(alone.language.identifier == "fr")
        // Put e^1.5 ≈ 4.5 times above English: probability 4.5 / 5.5.
        #expect(abs(alone.confidence - exp(1.5) / (1 + exp(1.5))) < 1e-9)
        // In a two-word text each exception word is put 0.5 above English on its own score;
        // a text of three or more words is left to the n-grams.
        #expect(try withExceptions.identify("zzzq zzzq").language.identifier == "fr")
        #expect(try without.identify("zzzq zzzq").language.identifier == "en")
        #expect(try withExceptions.identify("zzzq zzzq zzzq").language.identifier == "en")
        // Constraints still rule the exception's language out; a hint above e^1.5 overrules it.
        let englishTag = try LanguageTag("en")
        #expect(try withExceptions.identify("zzzq", options: .init(languageConstraints: [englishTag])).language == englishTag)
        #expect(try withExceptions.identify("zzzq", options: .init(languageHints: [englishTag: 10])).language == englishTag)
    }

    /// The same corpus: "zzzq" is only 1.2 times as frequent in French as in English, so a minimum
    /// ratio of 1.5 leaves it to the n-grams (a word two languages share about equally is no exception).
    @Test func aWordSharedAboutEquallyIsNoExceptionAboveTheMinimumRatio() throws {
        let directory = try LanguageIDTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "the\t0.5\nzzza\t0.1\nzzzb\t0.1\nzzzc\t0.1\nzzzq\t0.1\nqzzz\t0.1\n"
            .write(to: directory.appendingPathComponent("en.tsv"), atomically: true, encoding: .utf8)
        try "le\t0.5\nla\t0.3\nles\t0.3\nzzzq\t0.12\n"
            .write(to: directory.appendingPathComponent("fr.tsv"), atomically: true, encoding: .utf8)
        let corpus = try LanguageIDCorpus(directory: directory)
        var options = LanguageIDCorpus.TrainingOptions(exceptionWords: 100, exceptionMargin: 1.5, exceptionMinimumRatio: 1.1)
        options.naiveBayes.maximumFeaturesPerClass = [1, 3, 1, 1, 1, 1]
        let below = try NaiveBayesLanguageIdentifier(data: corpus.trainModel(options: options))
        #expect(below.model.exceptions?.count == 1)
        #expect(try below.identify("zzzq").language.identifier == "fr")
        options.exceptionMinimumRatio = 1.5
        let above = try NaiveBayesLanguageIdentifier(data: corpus.trainModel(options: options))
        #expect((above.model.exceptions?.count ?? 0) == 0)
        #expect(try above.identify("zzzq").language.identifier == "en")
        // Words the n-grams get right but below a confidence are stored too when asked for.
        options.exceptionMinimumRatio = 1
        options.exceptionWeakConfidence = 1
        let weak = try NaiveBayesLanguageIdentifier(data: corpus.trainModel(options: options))
        #expect((weak.model.exceptions?.count ?? 0) > 1)
        #expect(try weak.identify("zzzq").language.identifier == "fr")
    }

    @Test func theCommittedModelHasExceptions() throws {
        let identifier = try LanguageIDTestSupport.identifier.get()
        let exceptions = try #require(identifier.model.exceptions)
        #expect(exceptions.count > 50_000)
        #expect(exceptions.margin > 0)
    }

    /// Training words of close relatives that the n-grams alone give to the neighbour
    /// (checked on the model before the exceptions were added), at least 1.5 times as frequent in
    /// their language as in the neighbour's (the minimum ratio of the committed model). Words the two
    /// share about equally ("atmosféra" cs/sk, "økonomisk" da/nb, "bergerak" id/ms, "habilidades"
    /// pt/es: within 0.16 zipf) are no exceptions since 2026-12-01 and are left to the n-grams.
    static let closeRelatives: [(String, String)] = [
        ("cs", "nejhorší"), ("da", "glemte"), ("nb", "ordentlig"), ("id", "petualangan"), ("ms", "malangnya"),
        ("pt", "dividido"),
    ]

    @Test(arguments: closeRelatives)
    func aCloseRelativesWordGoesToTheLanguageThatUsesItMost(language: String, word: String) throws {
        let identifier = try LanguageIDTestSupport.identifier.get()
        #expect(try identifier.identify(word).language.identifier == language)
    }
}
