import Foundation
import Testing
@testable import SmartReply

/// Issue #3: short chat texts that came out in the wrong language. Our own dev words and sentences.
@Suite struct ChatTextIdentificationTests {
    private var identifier: NaiveBayesLanguageIdentifier { get throws { try LanguageIDTestSupport.identifier.get() } }

    /// One- and two-letter English chat shorthand is never read as romanized Russian or Ukrainian.
    @Test(arguments: ["k", "ty", "np", "gn", "ok", "u", "r", "y", "K", "Ty!", "u?", "gm", "kk", "da", "ne", "ya", "nu"])
    func romanizationNeedsThreeLetters(_ text: String) throws {
        let result = try identifier.identify(text)
        #expect(result.language.script != "Latn", "\(text) → \(result.language)")
        #expect(result.hypotheses.allSatisfy { $0.language.script != "Latn" }, "\(text): \(result.hypotheses)")
    }

    /// Longer romanized Russian is still recognized.
    @Test(arguments: ["privet", "kak dela?", "spasibo bolshoe", "poka", "ya tebya lyublyu"])
    func romanizedRussianOfThreeLettersOrMoreStays(_ text: String) throws {
        #expect(try identifier.identify(text).language.identifier == "ru-Latn", "\(text)")
    }

    /// A second fresh user's English shorthand read as romanized Ukrainian ("hw r u") and Polish ("wyd tmrw?").
    @Test(arguments: ["hw r u", "wyd tmrw?", "lmk", "hru"])
    func englishShorthandIsEnglish(_ text: String) throws {
        #expect(try identifier.identify(text).language == .english, "\(text)")
    }

    /// Whole-message chat interjections take their chat language.
    @Test(arguments: [("vale", "es"), ("¡Vale!", "es"), ("Vale.", "es"), ("venga", "es"), ("boh", "it"), ("Hallo", "de"), ("Hallo!", "de"), ("Salut", "fr"), ("Salut !", "fr"), (" vale ", "es")])
    func interjectionsTakeTheirChatLanguage(_ text: String, expected: String) throws {
        let result = try identifier.identify(text)
        #expect(result.language.identifier == expected, "\(text) → \(result.language)")
        #expect(result.confidence == ChatShorthand.confidence)
    }

    /// In a sentence the interjection rule does not apply: the n-grams decide.
    @Test(arguments: [("Isso vale muito dinheiro", "pt"), ("vale, nos vemos mañana", "es")])
    func interjectionWordsInSentencesAreLeftToTheModel(_ text: String, expected: String) throws {
        #expect(try identifier.identify(text).language.identifier == expected, "\(text)")
    }

    /// A conversation's hint for Portuguese still keeps Portuguese among the hypotheses of "vale".
    @Test func interjectionKeepsOtherHypotheses() throws {
        let pt = try LanguageTag("pt")
        let result = try identifier.identify("vale", options: LanguageIdentificationOptions(languageHints: [pt: 5]))
        #expect((result.hypotheses.first { $0.language == pt }?.probability ?? 0) > 0.01)
    }

    /// Capitalised words inside a sentence (names) are left out of the n-grams.
    @Test(arguments: [
        ("Vamos a Cagliari", "Vamos a"),
        ("Ci vediamo a Madrid domani", "Ci vediamo a domani"),
        ("Ich fahre morgen nach Berlin", "Ich fahre morgen nach"),
        ("Hola. Vamos a la playa", nil),            // "Vamos" opens a sentence: nothing dropped
        ("Hola Ana", nil),                          // one word would remain
        ("I met Giovanni and Chiara yesterday", "I met and yesterday"),
        ("OK see you at USA house", nil),           // all-caps words stay
        ("vamos a la playa", nil),
    ] as [(String, String?)])
    func namesAreDroppedWhenEnoughRemains(_ text: String, expected: String?) {
        #expect(ProperNames.withoutNames(text) == expected, "\(text)")
    }

    /// The quick test finds every text the full rule might change, and rejects the common ones.
    @Test(arguments: [("Vamos a Cagliari", true), ("vamos a la playa", false), ("Hola. Vamos", false), ("Hola! ¿Vienes?", false),
                      ("Я еду в Москву", true), ("ich sehe Anna", true), ("Ok", false), ("see you at 5. Bye", false)])
    func quickNameTestAgreesWithTheRule(_ text: String, expected: Bool) {
        #expect(ProperNames.mayHoldName(text) == expected, "\(text)")
        if !expected { #expect(ProperNames.withoutNames(text) == nil) }
    }

    /// The one-pass pre-checks answer as the name and swear-word quick tests do, in every script and on
    /// texts that end inside either test's pattern.
    @Test(arguments: ["Vamos a Cagliari", "vamos a la playa", "Hola. Vamos", "Я еду в Москву", "иди нахуй", "Иди НАХУЙ",
                      "ΚΑΛΗΜΕΡΑ Ελένη", "שלום Dana", "see you at 5. Bye", "ok … Ana", "é Évora", "\u{2003}Ünal geldi", "x\u{1D400}y A", ""])
    func onePassPreChecksAgreeWithEachTest(_ text: String) {
        let checks = TextPreChecks(text)
        #expect(checks.mayHoldName == ProperNames.mayHoldName(text), "\(text)")
        #expect(checks.mayHoldSwearWord == SharedSwearWords.mayHoldSwearWord(text), "\(text)")
        #expect(checks.holdsInvertedMark == text.unicodeScalars.contains { $0 == "¿" || $0 == "¡" }, "\(text)")
    }

    /// ¿ and ¡ are found however early the other two answers are known.
    @Test(arguments: [("Иди НАХУЙ Ana ¿sí?", true), ("Vamos a Cagliari ¡ya!", true), ("¿Qué?", true), ("Vamos a Cagliari", false)])
    func preChecksFindInvertedMarks(_ text: String, expected: Bool) {
        #expect(TextPreChecks(text).holdsInvertedMark == expected, "\(text)")
    }

    /// "¿Vamos a cenar?" was Portuguese (pt 0.50, es 0.50): its words are as frequent in both. ¿ and ¡
    /// are Spanish, not Portuguese, Catalan or Italian. Our own texts.
    @Test(arguments: ["¿Vamos a cenar?", "¡Vamos!", "¿Vienes a casa?", "¿Todo bien?", "¡Qué bonito!"])
    func invertedMarksAreNotSpanishRelatives(_ text: String) throws {
        let language = try identifier.identify(text).language.identifier
        #expect(!["pt", "ca", "it"].contains(language), "\(text) → \(language)")
        #expect(language == "es", "\(text) → \(language)")
    }

    /// Without the marks the model decides, and other languages are not ruled out by them.
    @Test(arguments: [("Vamos jantar hoje?", "pt"), ("¿Where are you?", "en"), ("Anem a sopar avui?", "ca")])
    func invertedMarksRuleOutOnlySpanishRelatives(_ text: String, expected: String) throws {
        #expect(try identifier.identify(text).language.identifier == expected, "\(text)")
    }

    /// Mixed scripts: "Hello Привет こんにちは" lost "Привет" as a name and came out ja 1.00. The dominant
    /// script by letters (Cyrillic, 6 of 16) decides, with a confidence lowered by the other scripts' letters,
    /// which give their own best languages (here Japanese, the kana's only language) the rest.
    @Test func mixedScriptsFollowTheDominantScriptWithLessConfidence() throws {
        let result = try identifier.identify("Hello Привет こんにちは", options: LanguageIdentificationOptions(maximumHypotheses: 10))
        #expect(result.language.identifier == "ru")
        #expect(result.confidence < 0.8 && result.confidence >= 0.5, "\(result.confidence)")
        #expect(result.hypotheses.contains { $0.language.identifier == "ja" })
        #expect(abs(result.hypotheses.map(\.probability).reduce(0, +) - 1) < 0.01)
    }

    /// Names are still dropped when the script with the most letters stays: a Greek sentence with Latin names
    /// and one Latin word came out French (fr 0.77) when names were kept for any mixed remainder. Our own text.
    @Test(arguments: [("Ο Alexander Papadopoulos ήρθε με το car", "el"), ("Ich fahre morgen nach Berlin", "de")])
    func namesAreDroppedWhenTheDominantScriptStays(_ text: String, expected: String) throws {
        #expect(try identifier.identify(text).language.identifier == expected, "\(text)")
    }

    /// Japanese mixes kanji and kana, Russian with a Latin name drops it: neither loses confidence.
    @Test(arguments: [("今日は暑いですね", "ja"), ("Привет Alexander как дела", "ru")])
    func oneLanguagesScriptsKeepTheirConfidence(_ text: String, expected: String) throws {
        let result = try identifier.identify(text)
        #expect(result.language.identifier == expected, "\(text)")
        #expect(result.confidence > 0.9, "\(text): \(result.confidence)")
    }

    /// Dev sentences with names: the sentence's language, not the name's.
    @Test(arguments: [
        ("Ci vediamo a Madrid domani sera", "it"),
        ("Nos vemos en Milano el sábado", "es"),
        ("Ich fahre morgen nach Barcelona", "de"),
        ("We are flying to Roma tomorrow", "en"),
        ("On se voit chez Giovanni ce soir", "fr"),
        ("Vou com o Jürgen ao cinema", "pt"),
        ("Das Wetter in Hamburg ist schön", "de"),
        ("Wir treffen uns am Montag bei Anna", "de"),
    ])
    func sentencesWithForeignNamesKeepTheirLanguage(_ text: String, expected: String) throws {
        #expect(try identifier.identify(text).language.identifier == expected, "\(text)")
    }

    /// "Vamos a Cagliari" is no longer read as Italian from the city's name.
    @Test func aSpanishSentenceToAnItalianCityIsNotItalian() throws {
        #expect(try identifier.identify("Vamos a Cagliari").language.identifier != "it")
    }
}
