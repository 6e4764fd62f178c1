import Testing
@testable import SmartReply

@Suite struct IdentificationTextNormalizerTests {
    /// NFKC: full-width forms, ligatures and superscripts become ordinary letters.
    @Test(arguments: [("Ｈｅｌｌｏ！", "Hello!"), ("ﬁne", "fine"), ("ｈｏｌａ ｑｕｅ ｔａｌ", "hola que tal"), ("x²", "x2"),
                      ("plain ascii", "plain ascii"), ("café", "café"), ("❤️", "❤️")])
    func appliesCompatibilityNormalization(_ text: String, expected: String) {
        #expect(IdentificationTextNormalizer.normalized(text) == expected)
    }

    /// Words that mix Cyrillic and Latin look-alikes are written in their majority script;
    /// words in one script, and words of both scripts side by side, are left alone.
    @Test(arguments: [
        ("Пpивeт, кaк дeлa?", "Привет, как дела?"),     // Latin p, e, a inside Russian words
        ("hеllo wоrld", "hello world"),                  // Cyrillic е, о inside English words
        ("ОК", "ОК"),                                    // all Cyrillic: unchanged
        ("Привет John", "Привет John"),                  // each word in one script: unchanged
        ("CПАСИБО", "СПАСИБО"),                          // Latin C in a Cyrillic word
        ("Mоscow", "Moscow"),
    ])
    func mapsMixedWordsToTheirMajorityScript(_ text: String, expected: String) {
        #expect(IdentificationTextNormalizer.normalized(text) == expected)
    }

    /// Normalized, the texts are identified as their language.
    @Test(arguments: [("Ｈｅｌｌｏ！ Ｈｏｗ ａｒｅ ｙｏｕ？", "en"), ("Пpивeт, кaк дeлa?", "ru"), ("Ｇｒａｃｉａｓ ｐｏｒ ｔｏｄｏ", "es")])
    func normalizedTextsAreIdentified(_ text: String, expected: String) throws {
        let identifier = try LanguageIDTestSupport.identifier.get()
        #expect(try identifier.identify(IdentificationTextNormalizer.normalized(text)).language.identifier == expected)
    }
}
