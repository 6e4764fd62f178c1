import Foundation
import Testing
@testable import SmartReply

/// The shortcuts taken for speed give exactly what the general code gives.
@Suite struct TranslationFastPathTests {
    @Test(arguments: [
        "I don't know", "see you tomorrow", "Hello  World", " leading and trailing ", "rock'n'roll", "xD that is funny",
        "that is funny xD", "XD", "x-ray", "Xavier is here", "it's 5 o'clock", "'quoted' word", "word'", "well-known",
        "ok!", "café au lait", "", " ", "tab\tseparated", "snake_case", "I'm", "A B C",
    ])
    func simpleWordsMatchTheTokenizer(phrase: String) {
        let fast = PhraseKey.words(of: phrase)
        let general = PhraseKey.tokenizedWords(of: phrase)
        #expect(fast.words == general.words)
        #expect(fast.hasNonWords == general.hasNonWords)
    }

    @Test func plainEnglishTakesTheShortcutAndOddTextDoesNot() {
        #expect(PhraseKey.simpleWords(of: "I Don't know") == ["i", "don't", "know"])
        #expect(PhraseKey.simpleWords(of: "xD") == nil)
        #expect(PhraseKey.simpleWords(of: "ok!") == nil)
        #expect(PhraseKey.simpleWords(of: "café") == nil)
    }

    @Test(arguments: [
        "  Hola   Mundo ", "¿Nos vemos mañana?", "tab\tand\nnewline", "\u{A0}no-break\u{A0}space", "e\u{301}te", "日本語のテキスト",
        "ÇA VA ?", "It’s fine", "", "   ", "Привет, как дела?", "emoji 😀 here",
    ])
    func sentenceKeyIsTheHashOfTheSentenceText(text: String) {
        #expect(PhraseKey.sentence(text) == FNV1a64.hash(PhraseKey.sentenceText(text)))
    }

    @Test func questionPunctuationTrimMatchesTheGeneralCategoryForEveryASCIICharacter() {
        func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
            default: return false
            }
        }
        var punctuation = 0
        for value in 0..<UInt32(128) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(EnglishQuestionForm.isPunctuation(scalar) == isPunctuation(scalar), "U+\(String(value, radix: 16))")
            if isPunctuation(scalar) { punctuation += 1 }
        }
        #expect(punctuation == 23)   // ! " # % & ' ( ) * , - . / : ; ? @ [ \ ] _ { }
        for scalar in ["¿", "«", "…", "—", "’", "é", "€", "+"] as [Unicode.Scalar] {
            #expect(EnglishQuestionForm.isPunctuation(scalar) == isPunctuation(scalar))
        }
        #expect(EnglishQuestionForm.trimmingPunctuation("\"¿you?!…\"") == "you")
        #expect(EnglishQuestionForm.trimmingPunctuation("+you$") == "+you$")
    }

    @Test(arguments: [
        "", " ", "\t", "  to help ", "\tto\t", "to help", " a b ", "x", "\u{A0}non-ASCII\u{2003}", " café ", "\u{200B}zero width\u{200B}",
    ])
    func casingTrimMatchesFoundation(text: String) {
        #expect(PhraseTableTranslator.trimmingWhitespace(text) == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func articleInsertionLettersMatchTheCharacterFilter() {
        let alphabet: [String] = ["a", "Z", "m", "Q", "'", "’", "-", "?", ".", "9", "\r\n", "\n", " ", "@", "[", "`", "{", "é", "Я", "😀"]
        var generator = SeededTestGenerator(seed: 17)
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 9)
            let word = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            let reference = word.lowercased().filter { $0.isLetter || $0 == "'" }
            #expect(Array(ArticleInsertion.letters(word).utf8) == Array(reference.utf8), "\(word.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(ArticleInsertion.letters("Don't!") == "don't")
    }

    @Test func languageModelRejectsKeysOutOfOrder() {
        var data = Data("SRLM".utf8)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt32(1)); append(UInt32(3)); append(UInt32(2))
        append(Float(-0.9).bitPattern); append(Float(-12).bitPattern)
        append(UInt64(20)); append(UInt64(10))
        append(UInt16(100)); append(UInt16(200))
        let error = #expect(throws: SmartReplyError.self) { _ = try EnglishLanguageModel(data: data, name: "unsorted.srlm") }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.contains("unsorted.srlm") == true)
    }

    @Test func languageModelFindsEveryStoredKeyAndNoOther() throws {
        // Keys spread over the whole UInt64 range, so several share a directory bucket and many buckets are empty.
        var state: UInt64 = 42
        func next() -> UInt64 {   // SplitMix64: deterministic, well spread
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var keys = Set<UInt64>()
        while keys.count < 500 { keys.insert(next()) }
        let sorted = keys.sorted()
        var data = Data("SRLM".utf8)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt32(1)); append(UInt32(3)); append(UInt32(sorted.count))
        append(Float(-0.9).bitPattern); append(Float(-12).bitPattern)
        for key in sorted { append(key) }
        for index in sorted.indices { append(UInt16(index)) }
        let model = try EnglishLanguageModel(data: data, name: "random.srlm")
        #expect(model.count == 500)
        for (index, key) in sorted.enumerated() {
            #expect(model.storedScore(key) == -Float(index) / 1000)
            #expect(model.storedScore(key &+ 1) == nil || keys.contains(key &+ 1))
        }
    }
}
