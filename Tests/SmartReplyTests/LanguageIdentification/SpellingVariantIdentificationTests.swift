import Foundation
import Testing
@testable import SmartReply

/// Issue #3: spellings the word lists lack. wordfreq's Chinese list is in Simplified characters, so
/// Traditional Chinese (Taiwan, Hong Kong) read as Japanese kanji; Hungarian typed with Latin-1's õ and û
/// for ő and ű was restricted to Portuguese and Vietnamese by the unique-letter rule for õ; Turkish read in
/// the wrong code page and Romanian with cedillas were other languages. Our own texts.
@Suite struct SpellingVariantIdentificationTests {
    private var identifier: NaiveBayesLanguageIdentifier { get throws { try LanguageIDTestSupport.identifier.get() } }

    /// Traditional Chinese came out Japanese ("這個 問題" ja 1.00, "我們 應該" ja 0.58 before the
    /// Traditional spellings were added to the training list).
    @Test(arguments: ["這個 問題", "我們 應該", "經濟 發展", "國家 歷史", "謝謝你", "我們明天見面吧"])
    func traditionalChineseIsChinese(_ text: String) throws {
        #expect(try identifier.identify(text).language.identifier == "zh", "\(text)")
    }

    /// The same texts in Simplified characters, and Japanese with kana, keep their answers.
    @Test(arguments: [("这个 问题", "zh"), ("经济 发展", "zh"), ("これは 問題です", "ja"), ("ありがとう", "ja"),
                      ("経済 発展", "ja")])
    func simplifiedChineseAndJapaneseStay(_ text: String, expected: String) throws {
        #expect(try identifier.identify(text).language.identifier == expected, "\(text)")
    }

    /// Hungarian with õ/û for ő/ű was Portuguese (the õ rule allowed only pt and vi).
    @Test(arguments: ["elõször", "szép idõ", "Köszönöm, jó volt az elõadás", "a hûtõben van"])
    func hungarianWithLatin1LettersIsHungarian(_ text: String) throws {
        #expect(try identifier.identify(text).language.identifier == "hu", "\(text)")
    }

    /// Portuguese words with õ stay Portuguese now that Hungarian may use the letter.
    @Test(arguments: ["informações", "as opções", "ele põe a mesa"])
    func portugueseWithTildeOStaysPortuguese(_ text: String) throws {
        #expect(try identifier.identify(text).language.identifier == "pt", "\(text)")
    }

    /// The rule itself: õ admits Hungarian as well as Portuguese and Vietnamese; ã does not.
    @Test func tildeOAdmitsHungarian() {
        #expect(UniqueLetterRules.table[UInt32(("õ" as Unicode.Scalar).value)]?.contains("hu") == true)
        #expect(UniqueLetterRules.table[UInt32(("ã" as Unicode.Scalar).value)] == ["pt", "vi"])
    }

    /// Turkish in Windows-1254 shown as Latin-1 (ý þ ð for ı ş ğ) read as Czech (ý) or, forced by the
    /// unique-letter rule for ð and þ, Icelandic. Our own sentences, mis-decoded.
    @Test(arguments: ["Yarýn görüþürüz", "Çok teþekkür ederim", "Doðru söylüyorsun", "Bir þey deðil",
                      "Ne yapýyorsun?", "akþam yemeði"])
    func turkishReadAsLatin1IsTurkish(_ text: String) throws {
        #expect(try identifier.identify(text).language.identifier == "tr", "\(text)")
    }

    /// Icelandic keeps its ð and þ (the rule admits Turkish as well, the n-grams tell them apart).
    @Test(arguments: ["Það er gott", "Hvað segirðu?", "þetta er fínt", "Góðan daginn", "Takk fyrir síðast"])
    func icelandicStaysIcelandic(_ text: String) throws {
        #expect(try identifier.identify(text).language.identifier == "is", "\(text)")
    }

    /// Romanian with the cedilla forms ş ţ (ISO 8859-2, Windows-1250, older keyboards) instead of ș ț,
    /// which wordfreq's list has; and with the comma forms, as before. Our own sentences.
    @Test(arguments: ["Mulţumesc frumos", "Şi eu te iubesc", "Eşti acasă?", "Ţara mea", "Mulțumesc frumos", "Și eu te iubesc"])
    func romanianWithCedillaOrCommaIsRomanian(_ text: String) throws {
        #expect(try identifier.identify(text).language.identifier == "ro", "\(text)")
    }

    /// The rules: ð and þ admit Turkish and Icelandic; Romanian's ţ is Romanian's, as ț is.
    @Test func latin1AndCedillaLettersAdmitTheirLanguages() {
        #expect(UniqueLetterRules.table[UInt32(("ð" as Unicode.Scalar).value)] == ["is", "tr"])
        #expect(UniqueLetterRules.table[UInt32(("ţ" as Unicode.Scalar).value)] == ["ro"])
    }
}
