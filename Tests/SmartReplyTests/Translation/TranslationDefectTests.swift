import Foundation
import Testing
@testable import SmartReply

/// Translation defects a fresh user found (exit 0, wrong output), checked with the repository's
/// lexicons on sentences we wrote: the xx → yy pivot returning English, SMS forms preferred into
/// French, English contractions copied, "has" as the perfect auxiliary, ru/uk gender agreement,
/// Italian "si", and calqued replies.
@Suite struct TranslationDefectTests {
    static let translator = RepositoryTranslator.shared

    /// (from, to, text, expected word in the output, word that must not appear)
    @Test(arguments: [
        ("es", "fr", "hola", "bonjour", "hello"),
        ("es", "fr", "gracias", "merci", "grâce"),
        ("en", "fr", "hello", "bonjour", "hello"),
        ("en", "fr", "hi", "salut", "slt"),
        ("en", "fr", "thanks", "merci", "remercie"),
        ("en", "es", "My brother has two dogs", "tiene", " ha "),
        ("en", "fr", "My brother has two dogs", " a deux", "ait"),
        ("en", "ru", "I love this book", "эта книга", "этот"),
        ("en", "uk", "I love this book", "ця книга", "цей"),
        ("en", "ru", "this is my book", "моя книга", "мой"),
        ("en", "ru", "this man", "этот мужчина", "эта"),
        ("it", "en", "Si, grazie", "Yes", "One"),
    ])
    func translatesWithTheStandardForm(from: String, to: String, text: String, expected: String, unwanted: String) async throws {
        let translator = try #require(Self.translator)
        let output = try await translator.translate(text, from: LanguageTag(from), to: LanguageTag(to)).text
        #expect(output.lowercased().contains(expected.lowercased()), "\(output)")
        #expect(!output.lowercased().contains(unwanted.lowercased()), "\(output)")
    }

    @Test(arguments: ["es", "fr", "de", "it", "pt", "nl", "ru", "uk"])
    func englishContractionsAreNeverCopiedHalfWay(language: String) async throws {
        let translator = try #require(Self.translator)
        for text in ["I don't like it at all", "I'm at home", "I can't come", "It's cold", "I won't go", "We're late", "They've left"] {
            let output = try await translator.translate(text, from: .english, to: LanguageTag(language)).text
            for fragment in ["don'", "' t", "I'", "' m", "won'", "n't", "'re", "'ve"] {
                #expect(!output.contains(fragment), "\(language): \(text) → \(output)")
            }
        }
    }

    @Test(arguments: [
        ("don't", "de", ["not"]), ("Didn't", "es", ["Not"]), ("I'm", "ru", ["I", "am"]), ("can't", "fr", ["can", "not"]),
        ("won't", "es", ["not", "will"]), ("won't", "de", ["will", "not"]), ("it’s", "it", ["it", "is"]),
        ("WE'RE", "es", ["WE", "ARE"]), ("they'll", "pt", ["they", "will"]), ("you'd", "nl", ["you", "would"]),
    ])
    func expandsAContraction(word: String, language: String, expected: [String]) {
        #expect(EnglishContractions.expand(word, into: language) == expected)
    }

    @Test(arguments: ["John's", "l'ami", "rock'n'roll", "hello", "'tis"])
    func leavesOtherApostrophesAlone(word: String) {
        #expect(EnglishContractions.expand(word, into: "es") == nil)
    }

    @Test(arguments: [
        ("ru", "Я люблю этот книга", "Я люблю эта книга"), ("ru", "этот окно", "это окно"), ("ru", "Этот красивая", "Эта красивая"),
        ("ru", "этот дом", "этот дом"), ("ru", "мой мама", "моя мама"), ("ru", "мой папа", "мой папа"),
        ("uk", "цей книга", "ця книга"), ("uk", "мій батько", "мій батько"), ("uk", "твій вікно", "твоє вікно"),
        ("es", "este casa", "este casa"),
    ])
    func demonstrativesAgreeWithTheNextWord(language: String, text: String, expected: String) {
        #expect(EastSlavicAgreement.repair(text, language: language) == expected)
    }

    @Test(arguments: [
        ("nl", "No worries!", "Geen probleem hoor!"), ("nl", "Same!", "Ik ook!"), ("de", "No worries!", "Kein Problem!"),
        ("ru", "I'm in!", "Я за!"), ("uk", "I'm in!", "Я за!"), ("de", "I wish I could!", "Schön wär's!"),
        // "I wish I could!" declines: "J'aimerais bien!", "Хотелось бы!" and "Хотілося б!" read as a yes to an invitation.
        ("fr", "I wish I could!", "Si seulement je pouvais!"), ("ru", "I wish I could!", "Жаль, не могу!"),
        ("uk", "I wish I could!", "Шкода, не можу!"), ("it", "I wish I could!", "Magari potessi!"), ("es", "I wish I could!", "¡Ojalá pudiera!"),
    ])
    func repliesReadAsANativeSpeakerWritesThem(language: String, reply: String, expected: String) async throws {
        let translator = try #require(Self.translator)
        #expect(try await translator.translate(reply, from: .english, to: LanguageTag(language)).text == expected)
    }
}
