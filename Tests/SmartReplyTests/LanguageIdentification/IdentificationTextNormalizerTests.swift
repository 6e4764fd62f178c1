import Foundation
import Testing
@testable import SmartReply

@Suite struct IdentificationTextNormalizerTests {
    /// NFKC: full-width forms, ligatures and superscripts become ordinary letters.
    @Test(arguments: [("Ｈｅｌｌｏ！", "Hello!"), ("ﬁne", "fine"), ("ｈｏｌａ ｑｕｅ ｔａｌ", "hola que tal"), ("x²", "x2"),
                      ("plain ascii", "plain ascii"), ("café", "café"), ("❤️", "❤️")])
    func appliesCompatibilityNormalization(_ text: String, expected: String) {
        #expect(IdentificationTextNormalizer.normalized(text) == expected)
    }

    /// Every scalar the normalizer takes for NFKC-stable is left alone by Foundation's NFKC, alone and
    /// after a Latin, an accented and a Cyrillic letter (where a combining scalar would compose).
    @Test func scalarsTakenForStableAreLeftAloneByNFKC() {
        var checked = 0
        for value in UInt32(0x80)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), IdentificationTextNormalizer.isNFKCStable(scalar) else { continue }
            for text in [String(scalar), "a" + String(scalar), "é" + String(scalar), "и" + String(scalar)] {
                #expect(text.precomposedStringWithCompatibilityMapping == text, "U+\(String(value, radix: 16))")
            }
            checked += 1
        }
        #expect(checked > 1_000)
        // The compatibility and combining scalars are not taken for stable.
        for text in ["ﬁ", "²", "\u{0301}", "ſ", "\u{00A0}", "…", "Ｈ", "\u{0483}"] {
            #expect(!text.unicodeScalars.allSatisfy(IdentificationTextNormalizer.isNFKCStable), "\(text)")
        }
        #expect(IdentificationTextNormalizer.normalized("cafe\u{0301} “ok” 👍🏽 ❤️") == "café “ok” 👍🏽 ❤️")
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
