import Testing
@testable import SmartReply

@Suite struct TokenizerTests {
    @Test(arguments: [
        ("mira https://example.org/a?b=1.", Token.Kind.url, "https://example.org/a?b=1"),
        ("ve a www.ejemplo.es ya", .url, "www.ejemplo.es"),
        ("escribe a ana.perez@correo.es.", .email, "ana.perez@correo.es"),
        ("llama al +34 612 345 678 hoy", .phone, "+34 612 345 678"),
        ("call (555) 123-4567", .phone, "(555) 123-4567"),
        ("son 1.000,50 euros", .number, "1.000,50"),
        ("el 50% de", .number, "50%"),
        ("a las 7:30 vale", .time, "7:30"),
        ("rendez-vous à 19h30", .time, "19h30"),
        ("see you at 7pm", .time, "7pm"),
        ("el 30/11/2026 nos vemos", .date, "30/11/2026"),
        ("on 2026-11-30", .date, "2026-11-30"),
        ("hola @ana_m!", .mention, "@ana_m"),
        ("#tbt jaja", .hashtag, "#tbt"),
        ("genial 👍🏽 gracias", .emoji, "👍🏽"),
        ("familia 👨‍👩‍👧 feliz", .emoji, "👨‍👩‍👧"),
        ("vamos 🇪🇸🇫🇷", .emoji, "🇪🇸"),
        ("gracias :) adiós", .emoji, ":)"),
        ("te quiero <3", .emoji, "<3"),
    ])
    func recognisesEntity(input: String, kind: Token.Kind, text: String) {
        let tokens = Tokenizer.tokenize(input)
        #expect(tokens.contains { $0.kind == kind && $0.text == text }, "\(tokens)")
        #expect(tokens.map(\.text).joined() == input)
    }

    @Test(arguments: ["", " ", "¿Qué tal?\n¡Bien!", "l'ami peut-être", "Ñandú ÀÉÎ", "x\u{200B}y", "🙂🙂", "a--b", "..."])
    func coversTheInputExactly(input: String) {
        let tokens = Tokenizer.tokenize(input)
        #expect(tokens.map(\.text).joined() == input)
        for token in tokens { #expect(String(input[token.range]) == token.text) }
    }

    @Test func splitsWordsPunctuationAndLineBreaks() {
        let tokens = Tokenizer.tokenize("¿Qué tal?!\nl'ami, peut-être...")
        #expect(tokens.map(\.text) == ["¿", "Qué", " ", "tal", "?!", "\n", "l'ami", ",", " ", "peut-être", "..."])
        #expect(tokens.map(\.kind) == [.punctuation, .word, .whitespace, .word, .punctuation, .newline, .word, .punctuation, .whitespace, .word, .punctuation])
    }

    @Test func doesNotMistakeSmallNumbersForPhones() {
        let tokens = Tokenizer.tokenize("tengo 2 gatos y 3 perros, 1234")
        #expect(!tokens.contains { $0.kind == .phone })
        #expect(tokens.filter { $0.kind == .number }.map(\.text) == ["2", "3", "1234"])
    }

    @Test func latinAndCyrillicLetterRangesAreWordScalarsByTheirProperties() {
        // The ranges the scanner answers without a property lookup must agree with the lookup, scalar by scalar.
        let values = Array(0xC0...0x24F) + Array(0x400...0x52F)
        var fast = 0
        for value in values {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            if TokenScanner.isLatinOrCyrillicLetter(scalar.value) {
                fast += 1
                #expect(TokenScanner.isWordScalarByProperties(scalar), "U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(fast == values.count - 10)   // ×, ÷ and U+0482–U+0489 (a sign, combining and enclosing marks) go by their properties
        #expect(Tokenizer.tokenize("Größe × Maß").filter { $0.kind == .word }.map(\.text) == ["Größe", "Maß"])
        #expect(Tokenizer.tokenize("Привет, ёлка").filter { $0.kind == .word }.map(\.text) == ["Привет", "ёлка"])
    }
}
