import Foundation
import Testing
@testable import SmartReply

@Suite struct TranslationRobustnessTests {
    static let pieces = ["hola", "Hola", "AMIGO", "casa", "roja", " ", "  ", "\n", "¿", "?", "¡", "!", ".", ",", "«", "»", "'", "-",
                         "l'", "peut-être", "😀", "👨‍👩‍👧", "🇪🇸", "\u{200B}", "\u{200D}", "\u{301}", "é", "ß", "İ", "ﬁ", "שלום", "مرحبا",
                         "日本語", "7:30", "+34 612 345 678", "https://x.org/a?b", "@ana", "#tag", "a@b.co", "3,5", "x", "\t", "\u{FEFF}",
                         "Ana", "zzz", ":)", "<3", "\u{0}", "\r\n", "…", "quieres", "tengo", "hambre"]

    @Test func survivesRandomTextsInBothDirections() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let translator = fixtures.translator()
        var random = SeededTestGenerator(seed: 42)
        for _ in 0..<400 {
            let count = Int.random(in: 0...25, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            let toEnglish = try await translator.translate(text, from: spanish, to: .english)
            for word in toEnglish.unknownWords { #expect(text.contains(word), "'\(word)' not in '\(text)'") }
            #expect(toEnglish.unknownWords.count <= toEnglish.sourceWordCount)
            let back = try await translator.translate(text, from: .english, to: spanish)
            #expect(back.unknownWords.count <= back.sourceWordCount)
            let tokens = Tokenizer.tokenize(text)
            #expect(tokens.map(\.text).joined() == text)
        }
    }

    @Test func handlesVeryLongTexts() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let text = Array(repeating: "hola amigo tengo hambre", count: 500).joined(separator: " ")
        let result = try await fixtures.translator().translate(text, from: spanish, to: .english)
        #expect(result.sourceWordCount == 2_000)
        #expect(result.unknownWords.isEmpty)
        #expect(result.text.hasPrefix("hello friend I'm hungry hello"))
    }
}
