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
}
