import Testing
@testable import SmartReply
import SmartReplyTesting

@Suite struct CyrillicRomanizationTests {
    private let uk = CyrillicRomanization(language: "uk")!
    private let ru = CyrillicRomanization(language: "ru")!

    @Test func onlyRussianAndUkrainianHaveSchemes() {
        #expect(CyrillicRomanization(language: "es") == nil)
        #expect(CyrillicRomanization.languages == ["ru", "uk"])
    }

    @Test(arguments: [("Привіт, як справи?", "Pryvit, jak spravy?"), ("Дякую!", "Djakuju!"), ("щастя", "shchastja"),
                      ("ЇЖАК", "JIZHAK"), ("hello 123 😀", "hello 123 😀")])
    func romanizesUkrainianTheWayPeopleType(cyrillic: String, latin: String) {
        #expect(uk.romanize(cyrillic) == latin)
    }

    @Test func romanizesRussian() {
        #expect(ru.romanize("Привет, как дела?") == "Privet, kak dela?")
        #expect(ru.romanize("Щука и ёжик") == "Schuka i yozhik")
    }

    /// Each informal spelling must reach the real word among the candidates.
    @Test(arguments: [("privit", "привіт"), ("jak", "як"), ("tvoji", "твої"), ("spravy", "справи"), ("dyakuyu", "дякую"),
                      ("djakuju", "дякую"), ("shchastja", "щастя"), ("kava", "кава"), ("zavtra", "завтра")])
    func findsTheUkrainianWordAmongTheCandidates(latin: String, cyrillic: String) {
        #expect(uk.cyrillicCandidates(for: latin).contains(cyrillic))
    }

    @Test(arguments: [("privet", "привет"), ("kak", "как"), ("dela", "дела"), ("spasibo", "спасибо"), ("khorosho", "хорошо"),
                      ("horosho", "хорошо"), ("shto", "што"), ("chto", "что"),
                      // A soft sign dropped in Latin letters (a fresh user's "chto delaesh?" came out "what is delaesh?").
                      ("delaesh", "делаешь"), ("blyat", "блять"), ("zhit", "жить")])
    func findsTheRussianWordAmongTheCandidates(latin: String, cyrillic: String) {
        #expect(ru.cyrillicCandidates(for: latin).contains(cyrillic))
    }

    @Test func boundsTheNumberOfCandidates() {
        #expect(uk.cyrillicCandidates(for: "jijijijijijijijiji", maximum: 10).count <= 10)
        #expect(uk.cyrillicCandidates(for: "").isEmpty)
        #expect(uk.cyrillicCandidates(for: String(repeating: "a", count: 100)).isEmpty)
    }
}

@Suite struct RomanizingTranslatorTests {
    private let ukCyrillic = try! LanguageTag("uk")
    private let ukLatin = try! LanguageTag("uk-Latn")

    private var translator: RomanizingTranslator<DictionaryTranslator> {
        RomanizingTranslator(base: DictionaryTranslator([ukCyrillic: ["hi": "привіт", "how": "як", "Thanks!": "Дякую!"]]))
    }

    @Test func readsLatinLettersAsCyrillicWordsTheBaseKnows() async throws {
        let result = try await translator.translate("privit", from: ukLatin, to: .english)
        #expect(result.text == "hi")
        #expect(result.unknownWords.isEmpty)
    }

    @Test func answersInLatinLetters() async throws {
        let result = try await translator.translate("Thanks!", from: .english, to: ukLatin)
        #expect(result.text == "Djakuju!")
    }

    @Test func reportsUnknownWordsAsTheSenderSpelledThem() async throws {
        let result = try await translator.translate("qwrtz", from: ukLatin, to: .english)
        #expect(result.unknownWords == ["qwrtz"])
    }

    @Test func passesOtherLanguagesThrough() async throws {
        let result = try await translator.translate("привіт", from: ukCyrillic, to: .english)
        #expect(result.text == "hi")
    }
}
