import Foundation
import Testing
import SmartReply
import SmartReplyTesting

@Suite("NaiveBayesLanguageIdentifier")
struct NaiveBayesLanguageIdentifierTests {
    let identifier: NaiveBayesLanguageIdentifier

    init() throws {
        identifier = try LanguageIDTestSupport.identifier.get()
    }

    /// Short chat phrases, written for these tests, one or more per language.
    static let chatPhrases: [(String, String)] = [
        ("en", "Are you coming to the party tonight?"),
        ("en", "Thanks, see you tomorrow"),
        ("es", "¿Dónde estás? Te estoy esperando"),
        ("es", "Muchas gracias, nos vemos mañana"),
        ("fr", "Tu viens ce soir ? On se retrouve au café"),
        ("fr", "Merci beaucoup, à demain"),
        ("de", "Wann kommst du nach Hause?"),
        ("de", "Vielen Dank, bis morgen"),
        ("it", "Ci vediamo domani sera, va bene?"),
        ("it", "Grazie mille, a presto"),
        ("pt", "Você vem jantar com a gente hoje?"),
        ("pt", "Obrigado, até amanhã"),
        ("nl", "Hoe laat kom je vanavond thuis?"),
        ("nl", "Bedankt, tot morgen"),
        ("ru", "Привет, как дела? Что делаешь вечером?"),
        ("ru", "Спасибо, увидимся завтра"),
        ("uk", "Привіт, як твої справи?"),
        ("uk", "Дякую, побачимося завтра"),
        ("pl", "Cześć, co robisz wieczorem?"),
        ("pl", "Dziękuję, do zobaczenia jutro"),
        ("sv", "Hej, vad gör du i kväll?"),
        ("tr", "Merhaba, bu akşam ne yapıyorsun?"),
        ("el", "Γεια σου, τι κάνεις;"),
        ("ja", "今日は何をしていますか？"),
        ("ko", "안녕하세요, 오늘 뭐 해요?"),
        ("zh", "你今天晚上有空吗？我们一起吃饭吧"),
        ("ar", "مرحبا، كيف حالك اليوم؟"),
        ("he", "היי, מה שלומך היום?"),
        ("hi", "नमस्ते, आप कैसे हैं?"),
        ("th", "สวัสดีครับ วันนี้คุณเป็นอย่างไรบ้าง"),
        ("hu", "Szia, mit csinálsz ma este?"),
        ("fi", "Moi, mitä teet tänään illalla?"),
        ("cs", "Ahoj, co děláš dneska večer?"),
        ("sr", "Здраво, шта радиш вечерас?"),
        ("hr", "Bok, što radiš večeras?"),
    ]

    @Test(arguments: chatPhrases)
    func identifiesChatPhrase(language: String, text: String) throws {
        let result = try identifier.identify(text)
        #expect(result.language.identifier == language, "\(text): \(result.hypotheses.prefix(3))")
        #expect(result.confidence >= 0.5)
    }

    /// Chat typed without accents (the model also learns each word's unaccented spelling).
    @Test(arguments: [
        ("pt", "nao sei o que fazer hoje"),
        ("fr", "ca va bien, on se voit demain"),
        ("es", "cuando llegas? estoy en la estacion"),
        ("cs", "dekuji moc, uvidime se zitra"),
        ("pl", "dziekuje bardzo, do zobaczenia jutro"),
        ("de", "danke fur alles, bis spater"),
    ])
    func identifiesChatTypedWithoutAccents(language: String, text: String) throws {
        let result = try identifier.identify(text)
        #expect(result.language.identifier == language, "\(text): \(result.hypotheses.prefix(3))")
    }

    @Test func keepsTheLanguageIdentifierContract() async {
        let problems = await StageConformance.check(identifier: identifier, samples: Self.chatPhrases.map(\.1))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: ["", "   ", "😀😀👍", "12345", "+38 (050) 123-45-67", "https://example.org/path?q=1",
                      "www.example.com", "someone@example.org", "@someone", "#123 ...!!!", "\u{200B}\u{200D}\u{FE0F}"])
    func returnsUndForTextWithoutLetters(text: String) throws {
        let result = try identifier.identify(text)
        #expect(result == .undetermined)
    }

    @Test func ignoresURLsEmailsAndMentionsAroundWords() throws {
        let result = try identifier.identify("@anna schau mal https://example.org/news hier info@example.de, das ist wirklich toll")
        #expect(result.language.identifier == "de")
    }

    @Test(arguments: [
        ("Privit, jak tvoji spravy?", "uk-Latn"),
        ("Dyakuyu, do zavtra", "uk-Latn"),
        ("Privet, kak dela?", "ru-Latn"),
        ("Spasibo, ya pozvonyu tebe zavtra", "ru-Latn"),
    ])
    func identifiesRomanizedRussianAndUkrainian(text: String, language: String) throws {
        let result = try identifier.identify(text)
        #expect(result.language.identifier == language, "\(text): \(result.hypotheses.prefix(3))")
    }

    @Test func knowsEveryWordfreqLanguageAndTheExtraOnes() {
        let known = Set(identifier.languages.map(\.identifier))
        for tag in ["en", "es", "fr", "de", "it", "pt", "nl", "ru", "uk", "pl", "th", "hr", "sr", "ru-Latn", "uk-Latn", "zh", "ja", "ko"] {
            #expect(known.contains(tag), "missing \(tag)")
        }
    }

    @Test func honoursLanguageConstraints() throws {
        let options = LanguageIdentificationOptions(undeterminedThreshold: 0, languageConstraints: [try LanguageTag("es"), try LanguageTag("fr")])
        let result = try identifier.identify("Thanks, see you tomorrow", options: options)
        #expect(["es", "fr"].contains(result.language.identifier))
        #expect(result.hypotheses.allSatisfy { ["es", "fr"].contains($0.language.identifier) })
    }

    @Test func constraintsOutsideTheScriptStillWin() throws {
        let options = LanguageIdentificationOptions(undeterminedThreshold: 0, languageConstraints: [.english])
        let result = try identifier.identify("Привет, как дела?", options: options)
        #expect(result.language == .english)
        #expect(result.hypotheses.map(\.language) == [.english])
    }

    /// A fresh user constrained to `[en, es]` got "Привет, как дела?" as Spanish at 0.69: the text is in
    /// none of the allowed languages' scripts, so the default threshold now answers `und` (still ranking
    /// the allowed ones). (Latin text constrained to `[ja]` is still `ja`: the model's Japanese training
    /// text has Latin letters, so Latin is one of its scripts.)
    @Test func textInAScriptNoAllowedLanguageUsesIsUndetermined() throws {
        let russian = try identifier.identify("Привет, как дела?",
                                              options: LanguageIdentificationOptions(languageConstraints: [.english, try LanguageTag("es")]))
        #expect(russian.language == .undetermined)
        #expect(russian.hypotheses.allSatisfy { ["en", "es"].contains($0.language.identifier) })
        let greek = try identifier.identify("Γεια σου, τι κάνεις;", options: LanguageIdentificationOptions(languageConstraints: [try LanguageTag("ja")]))
        #expect(greek.language == .undetermined)
        let spanish = try identifier.identify("hola, ¿qué tal?", options: LanguageIdentificationOptions(languageConstraints: [.english, try LanguageTag("es")]))
        #expect(spanish.language.identifier == "es")
    }

    @Test func hintsShiftAnAmbiguousText() throws {
        let text = "Hej"
        let plain = try identifier.identify(text, options: .init(undeterminedThreshold: 0, maximumHypotheses: 50))
        let second = try #require(plain.hypotheses.dropFirst().first?.language)
        let hinted = try identifier.identify(text, options: .init(undeterminedThreshold: 0, languageHints: [second: 1_000], maximumHypotheses: 50))
        #expect(hinted.language == second)
    }

    @Test func zeroHintWeightRemovesALanguage() throws {
        let hinted = try identifier.identify("Muchas gracias, nos vemos mañana", options: .init(languageHints: [try LanguageTag("es"): 0]))
        #expect(hinted.hypotheses.allSatisfy { $0.language.identifier != "es" })
    }

    @Test func aBaseLanguageHintWeighsItsRegionalAndScriptTagsAndAnExactHintWins() throws {
        let romanized = try LanguageTag("ru-Latn")
        try #require(identifier.languages.contains(romanized))
        let text = "privet, kak dela? ya tebe zavtra pozvonyu"
        let options = LanguageIdentificationOptions(undeterminedThreshold: 0, maximumHypotheses: 200)
        var withoutRussian = options
        withoutRussian.languageHints = [try LanguageTag("ru"): 0]
        let removed = try identifier.identify(text, options: withoutRussian)
        #expect(removed.hypotheses.allSatisfy { $0.language.language != "ru" }, "\(removed.hypotheses.prefix(3))")
        var exactWins = withoutRussian
        exactWins.languageHints[romanized] = 2
        let kept = try identifier.identify(text, options: exactWins)
        #expect(kept.hypotheses.contains { $0.language == romanized })
        #expect(kept.hypotheses.allSatisfy { $0.language.identifier != "ru" })
    }

    @Test func answersUndBelowTheThreshold() throws {
        let result = try identifier.identify("Hej", options: .init(undeterminedThreshold: 0.999_999))
        #expect(result.language.isUndetermined)
        #expect(!result.hypotheses.isEmpty)
    }

    @Test func hypothesesOfAllCandidatesSumToOne() throws {
        let result = try identifier.identify("ciao", options: .init(maximumHypotheses: 100))
        let sum = result.hypotheses.reduce(0) { $0 + $1.probability }
        #expect(abs(sum - 1) < 1e-9)
        #expect(result.hypotheses.count > 10)
    }

    @Test(arguments: [
        LanguageIdentificationOptions(undeterminedThreshold: 1.5),
        LanguageIdentificationOptions(undeterminedThreshold: -0.1),
        LanguageIdentificationOptions(maximumHypotheses: 0),
        LanguageIdentificationOptions(languageHints: [.english: -1]),
        LanguageIdentificationOptions(languageHints: [.english: .nan]),
        LanguageIdentificationOptions(languageConstraints: []),
        LanguageIdentificationOptions(languageConstraints: [(try? LanguageTag("tlh")) ?? .undetermined]),
    ])
    func rejectsInvalidOptions(options: LanguageIdentificationOptions) {
        #expect { try identifier.identify("hello", options: options) } throws: { error in
            (error as? SmartReplyError)?.code == .invalidInput
        }
    }

    @Test func usesScriptToPickCandidates() throws {
        let result = try identifier.identify("Καλημέρα", options: .init(maximumHypotheses: 100))
        #expect(result.hypotheses.map(\.language.identifier) == ["el"])
        #expect(result.confidence == 1)
    }

    @Test(arguments: [("Straße", "de"), ("mañana", "es"), ("їжак", "uk"), ("Ελλάδα", "el")])
    func uniqueLettersDecideSingleWords(word: String, language: String) throws {
        #expect(try identifier.identify(word).language.identifier == language)
    }
}
