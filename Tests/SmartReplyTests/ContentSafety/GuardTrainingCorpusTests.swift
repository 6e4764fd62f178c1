import Foundation
import Testing
import SmartReply

/// How the insult model's training corpus is assembled (sentences written by us).
@Suite("GuardTrainingCorpus")
struct GuardTrainingCorpusTests {
    @Test func romanizedCopiesKeepTheLabelAndSkipLatinText() throws {
        var corpus = GuardTrainingCorpus(guard: try standardGuard.get())
        corpus.addWritten("ты дебил", language: try LanguageTag("ru"), isOffensive: true)
        corpus.addWritten("привет, как дела?", language: try LanguageTag("ru"), isOffensive: false)
        corpus.addWritten("you are worthless", language: .english, isOffensive: true)
        corpus.addRomanizedCopies()
        #expect(corpus.items.count == 5)
        let copies = corpus.items.suffix(2)
        #expect(copies.allSatisfy { $0.text.unicodeScalars.allSatisfy { $0.isASCII } }, "\(copies.map(\.text))")
        #expect(copies.map(\.isOffensive) == [true, false])
        #expect(copies.map(\.group) == ["ты дебил", "привет, как дела?"])
    }

    @Test func mildProfanityIsNoListWordExample() throws {
        var corpus = GuardTrainingCorpus(guard: try standardGuard.get())
        corpus.addWritten("what a lovely day", language: .english, isOffensive: false)
        corpus.addListWords(perLanguage: 100_000)
        let english = corpus.items.filter { $0.origin == .listWord && $0.language == .english }
        #expect(!english.isEmpty)
        #expect(!english.contains { $0.text.hasSuffix(" shitty") || $0.text.hasPrefix("shitty ") })
        #expect(english.contains { $0.text.hasSuffix(" cunt") || $0.text.hasPrefix("cunt ") })
    }

    @Test func embeddedCopiesPutAnInsultBetweenTwoCleanSentencesOfItsLanguage() throws {
        var corpus = GuardTrainingCorpus(guard: try standardGuard.get())
        corpus.folds = 1  // one fold: every clean sentence may host
        let german = try LanguageTag("de")
        corpus.addWritten("der Zug hat heute wieder Verspätung", language: german, isOffensive: false)
        corpus.addWritten("wir gehen am Sonntag in den Zoo", language: german, isOffensive: false)
        corpus.addWritten("ihr seid alle hohle Nüsse", language: german, isOffensive: true)
        corpus.addWritten("you are a waste of space", language: .english, isOffensive: true)
        corpus.addEmbeddedCopies(languages: ["de"])
        let copies = corpus.items.filter { $0.origin == .embedded }
        #expect(copies.count == 2)
        #expect(copies.map(\.isOffensive) == [true, false])
        #expect(copies.allSatisfy { $0.group == "ihr seid alle hohle Nüsse" && $0.language == german })
        #expect(copies[0].text.contains("ihr seid alle hohle Nüsse") && !copies[0].text.hasPrefix("ihr"))
        #expect(!copies[1].text.contains("Nüsse") && copies[1].text.split(separator: " ").count >= 6)
    }

    @Test func allowListWordsBecomeCleanExamplesInCleanLines() throws {
        var corpus = GuardTrainingCorpus(guard: try standardGuard.get())
        corpus.addWritten("what a lovely day", language: .english, isOffensive: false)
        try corpus.addCleanLines(from: try cleanLinesFile(["en\tsee you at the station", "fr\tà demain alors"]))
        corpus.addAllowWords(["salopette", "flikkeren"], hostsPerWord: 2)
        let examples = corpus.items.filter { $0.origin == .allowWord }
        #expect(examples.count == 4)
        #expect(examples.allSatisfy { !$0.isOffensive })
        #expect(examples.filter { $0.text.contains("salopette") }.count == 2)
        #expect(examples.allSatisfy { $0.text.contains("station") || $0.text.contains("demain") }, "\(examples.map(\.text))")
    }

    /// "de lampen flikkeren" was flagged at a Dutch threshold set on clean Dutch lines alone.
    @Test func languageWithoutOffensiveExamplesOfItsOwnUsesTheGlobalThreshold() throws {
        var corpus = GuardTrainingCorpus(guard: try standardGuard.get())
        corpus.folds = 2
        let dutch = try LanguageTag("nl")
        var lines: [String] = []
        for k in 0..<60 {
            corpus.addWritten("you are a worthless little creature number \(k)", language: .english, isOffensive: true)
            corpus.addWritten("see you at the station at \(k) o'clock then", language: .english, isOffensive: false)
            lines.append("nl\twe gaan morgen om \(k) uur naar de markt")
        }
        try corpus.addCleanLines(from: try cleanLinesFile(lines))
        var trainer = LogisticRegressionTrainer()
        trainer.epochs = 2
        trainer.log2Buckets = 12
        let result = try corpus.train(with: trainer)
        #expect(result.model.languageThresholds["nl"] == nil, "\(result.model.languageThresholds)")
        #expect(result.model.threshold(for: dutch) == result.model.threshold)
    }

    private func cleanLinesFile(_ lines: [String]) throws -> URL {
        let url = try makeTemporaryDirectory().appendingPathComponent("clean-lines.tsv")
        try (["lang\ttext"] + lines).joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
