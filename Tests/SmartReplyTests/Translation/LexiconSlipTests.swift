import Foundation
import Testing
@testable import SmartReply

/// Small phrase-table slips a fresh user found (issue #8), checked with the repository's
/// lexicons on sentences we wrote: a word sense the tables preferred wrongly
/// ("bestanden" → "existed", "nada" → "swims", "at" → "у", "sorry" → "traurig").
@Suite struct LexiconSlipTests {
    static let translator = RepositoryTranslator.shared

    @Test(arguments: [
        ("de", "Ich habe die Prüfung bestanden", "I have passed the exam"),
        ("de", "Hast du bestanden?", "Have you passed?"),
        ("de", "Das Haus besteht aus Holz", "The house consists of wood"),
        ("de", "Es tut mir sehr leid", "I'm very sorry"),
        ("es", "No me gusta nada el frío", "I really don't like the cold"),
        ("es", "No me gusta nada", "I don't like it at all"),
        ("es", "Ella nada muy bien", "She swims very well"),
    ])
    func intoEnglish(language: String, text: String, expected: String) async throws {
        let translator = try #require(Self.translator)
        #expect(try await translator.translate(text, from: LanguageTag(language), to: .english).text == expected)
    }

    @Test(arguments: [
        ("ru", "See you at 8", "в 8"),
        ("ru", "Let's meet at 8 tomorrow", "в 8"),
        ("uk", "hello, how are you?", "привіт"),
        ("uk", "hello", "привіт"),
        ("de", "I'm sorry!", "Es tut mir leid!"),
        ("de", "I'm really sorry", "tut mir echt leid"),
    ])
    func fromEnglish(language: String, text: String, expected: String) async throws {
        let translator = try #require(Self.translator)
        let output = try await translator.translate(text, from: .english, to: LanguageTag(language)).text
        #expect(output.lowercased().contains(expected.lowercased()), "\(output)")
        #expect(!output.contains("у 8") && !output.contains("здрастуй") && !output.contains("traurig"), "\(output)")
    }

    @Test func aNameAfterUStillReadsAsAtTheirPlace() async throws {
        let translator = try #require(Self.translator)
        let output = try await translator.translate("Я у Маши", from: LanguageTag("ru"), to: .english).text
        #expect(output.contains(" at ") && !output.contains(" by "), "\(output)")
    }
}
