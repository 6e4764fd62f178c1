import Foundation
import Testing
@testable import SmartReply

/// Everyday chat words and two- or three-word phrases: the short texts where a
/// character n-gram model alone spreads its belief over many languages and the
/// whole-word frequency model has to decide. Written for these tests (greetings,
/// thanks, good-byes, yes/no), not taken from any evaluation file.
@Suite("Chat words")
struct ChatWordIdentificationTests {
    let identifier: NaiveBayesLanguageIdentifier

    init() throws {
        identifier = try LanguageIDTestSupport.identifier.get()
    }

    static let chatWords: [(String, String)] = [
        ("en", "Hello!"), ("en", "thanks"), ("en", "thank you"), ("en", "Hi there"), ("en", "see you"),
        ("en", "good night"), ("en", "lol"), ("en", "yes"), ("en", "okay"),
        ("es", "Gracias"), ("es", "buenas noches"), ("es", "hasta luego"), ("es", "Hola!"),
        ("fr", "Merci"), ("fr", "Bonjour"), ("fr", "bonne nuit"), ("fr", "à plus"), ("fr", "oui"),
        ("fr", "S'il vous plaît"),
        ("de", "Danke"), ("de", "Danke schön"), ("de", "gute Nacht"), ("de", "bis später"), ("de", "nein"),
        ("de", "Bitte"),
        ("it", "Ciao"), ("it", "Grazie"), ("it", "buona notte"),
        ("pt", "Obrigado"), ("pt", "boa noite"),
        ("pl", "Dziękuję"), ("pl", "Cześć"),
        ("sv", "Tack"),
        ("fi", "Kiitos"),
        ("hu", "Köszönöm"), ("hu", "Szia"),
        ("tr", "Teşekkürler"),
        ("cs", "Děkuji"), ("cs", "Ahoj"),
        ("ru", "Привет"), ("uk", "Дякую"),
        ("ru-Latn", "Spasibo"), ("ru-Latn", "Privet"), ("uk-Latn", "Dyakuyu"),
    ]

    @Test(arguments: chatWords)
    func identifiesEverydayChatWord(language: String, text: String) throws {
        let result = try identifier.identify(text)
        #expect(result.language.identifier == language, "\(text): \(result.hypotheses.prefix(3))")
        #expect(result.confidence >= 0.5)
    }

    /// "no" is Spanish, Portuguese, Italian, English…: with the conversation's language as a
    /// prior (weight 5, what the orchestrator gives a sender's language), it stays in that language.
    @Test(arguments: ["es", "pt"])
    func aHintKeepsAnAmbiguousShortWordInTheConversationsLanguage(language: String) throws {
        let hinted = try identifier.identify("no", options: .init(languageHints: [try LanguageTag(language): 5]))
        #expect(hinted.language.identifier == language, "\(hinted.hypotheses.prefix(3))")
    }

    @Test func theCommittedModelHasAWordModel() throws {
        #expect(identifier.model.featureMask & 1 != 0)
        #expect(identifier.model.wordWeight > 0)
    }

    /// A two-language model where "bonjour" is only a French word and the
    /// n-grams alone are weak: the word model must decide.
    @Test func knownWordsOutweighTheirNGrams() throws {
        let options = NaiveBayesTrainingOptions(maximumFeaturesPerClass: [10, 10, 10, 10, 10, 10], wordWeight: 2)
        var trainer = NaiveBayesTrainer(options: options)
        let english = [("hello", 0.01), ("bonus", 0.01), ("journey", 0.01), ("the", 0.05)]
        let french = [("bonjour", 0.001), ("le", 0.05), ("merci", 0.01)]
        try trainer.addClass(label: "en", samples: english.map { ($0.0, $0.1) }, wordFrequencies: english.map(\.1))
        try trainer.addClass(label: "fr", samples: french.map { ($0.0, $0.1) }, wordFrequencies: french.map(\.1))
        let url = try LanguageIDTestSupport.temporaryDirectory().appendingPathComponent("tiny.model")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try trainer.modelData().write(to: url)
        let tiny = try NaiveBayesLanguageIdentifier(contentsOf: url)
        #expect(try tiny.identify("bonjour").language.identifier == "fr")
        #expect(try tiny.identify("hello").language.identifier == "en")
    }

    @Test func mismatchedWordFrequenciesAreRejected() throws {
        var trainer = NaiveBayesTrainer(options: NaiveBayesTrainingOptions(maximumFeaturesPerClass: [10, 10, 10, 10, 10, 10]))
        #expect { try trainer.addClass(label: "en", samples: [("hello", 1)], wordFrequencies: [0.1, 0.2]) } throws: { error in
            (error as? SmartReplyError)?.code == .invalidInput
        }
    }
}
