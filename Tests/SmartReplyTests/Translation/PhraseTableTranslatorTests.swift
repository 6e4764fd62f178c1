import Foundation
import SmartReplyTesting
import Testing
@testable import SmartReply

@Suite struct PhraseTableTranslatorTests {
    @Test func conformsToTheTranslatorContract() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let samples: [(text: String, language: LanguageTag)] = [
            ("hola amigo", spanish), ("¿Qué tal?", spanish), ("zzz qqq", spanish), ("", spanish), ("😀 12:30 https://x.org", spanish),
        ]
        let problems = await StageConformance.check(translator: fixtures.translator(), samples: samples)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: PhraseTableTranslator.Decoding.allCases)
    func translatesPhrasesAndKeepsPunctuation(decoding: PhraseTableTranslator.Decoding) async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let translator = fixtures.translator(decoding: decoding)
        let result = try await translator.translate("Tengo hambre, amigo.", from: spanish, to: .english)
        #expect(result.text == "I'm hungry, friend.")
        #expect(result.unknownWords.isEmpty)
        #expect(result.sourceWordCount == 3)
    }

    @Test(arguments: [
        ("¿Qué tal amigo?", "How are you friend?"),
        ("¡HOLA AMIGO!", "HELLO FRIEND!"),
        ("hola\nadiós", "hello\nbye"),
        ("Hola, amigo", "Hello, friend"),
        ("mira « esto »", "look \"this\""),
        ("hola AMIGO", "hello FRIEND"),
    ])
    func restoresCaseAndPunctuationIntoEnglish(input: String, expected: String) async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let result = try await fixtures.translator().translate(input, from: spanish, to: .english)
        #expect(result.text == expected)
    }

    @Test(arguments: [
        "hola @ana_m", "hola #tbt", "hola 😀", "hola https://example.org/a?b=1", "hola ana@correo.es",
        "hola +34 612 345 678", "hola 7:30", "hola 30/11/2026", "hola 42", "hola :)", "hola María",
    ])
    func passesEntitiesThroughUntranslated(input: String) async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let result = try await fixtures.translator().translate(input, from: spanish, to: .english)
        let entity = String(input.dropFirst(5))
        #expect(result.text == "hello " + entity)
        #expect(result.unknownWords.isEmpty)
        #expect(result.sourceWordCount == 1)
    }

    @Test func reportsUnknownWordsAndPassesThemThrough() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let result = try await fixtures.translator().translate("hola zorblax amigo", from: spanish, to: .english)
        #expect(result.unknownWords == ["zorblax"])
        #expect(result.text.contains("zorblax"))
        #expect(result.sourceWordCount == 3)
        #expect(abs(result.coverage - 2.0 / 3.0) < 1e-9)
    }

    @Test(arguments: [
        ("hablaremos", "we will speak"), ("gatos", "cats"), ("perros", "dogs"), ("adios", "bye"), ("esta", "is"),
    ])
    func fallsBackToAccentsAndSuffixRules(input: String, expected: String) async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let result = try await fixtures.translator().translate(input, from: spanish, to: .english)
        #expect(result.text == expected)
        #expect(result.unknownWords.isEmpty)
    }

    @Test func fallsBackToEnglishBaseFormsIntoSpanish() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let result = try await fixtures.translator().translate("cats and dogs", from: .english, to: spanish)
        #expect(result.text == "gato y perro")
        #expect(result.unknownWords.isEmpty)
    }

    @Test func reordersNounAndAdjectiveWithTheLanguageModel() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let beam = try await fixtures.translator(decoding: .beam).translate("la casa roja", from: spanish, to: .english)
        #expect(beam.text == "the red house")
        // Longest match keeps source order; the noun–adjective pass then swaps what the LM clearly prefers.
        let greedy = try await fixtures.translator(decoding: .longestMatch).translate("la casa roja", from: spanish, to: .english)
        #expect(greedy.text == "the red house")
    }

    @Test func putsQuestionsIntoEnglishQuestionOrder() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let result = try await fixtures.translator().translate("¿Quieres un libro?", from: spanish, to: .english)
        #expect(result.text == "Do you want a book?")
        let statement = try await fixtures.translator().translate("Quieres un libro.", from: spanish, to: .english)
        #expect(statement.text == "You want a book.")
    }

    @Test(arguments: [
        ("Sounds good!", "¡Me parece bien!"), ("sounds good!", "¡Me parece bien!"), ("How are you?", "¿Qué tal?"),
        ("Thanks! 😊", "¡Gracias! 😊"), ("  Sounds   good! ", "¡Me parece bien!"),
    ])
    func translatesRepliesIntoSpanishExactly(english: String, expected: String) async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let result = try await fixtures.translator().translate(english, from: .english, to: spanish)
        #expect(result.text == expected)
    }

    @Test func addsSpanishOpeningMarksToQuestions() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let result = try await fixtures.translator().translate("hello friend? thanks!", from: .english, to: spanish)
        #expect(result.text == "¿hola amigo? ¡gracias!")
    }

    @Test func leavesTextUnchangedForTheSameLanguage() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let translator = fixtures.translator()
        #expect(try await translator.translate("hola amigo", from: spanish, to: LanguageTag("es-MX")).text == "hola amigo")
        let english = try await translator.translate("Hello there", from: .english, to: .english)
        #expect(english.text == "Hello there")
        #expect(english.sourceWordCount == 2)
    }

    @Test(arguments: ["zxx", "tlh", "und", "xx-Latn"])
    func throwsLanguageNotInstalledNamingTheLanguage(tag: String) async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let language = try LanguageTag(tag)
        let error = await #expect(throws: SmartReplyError.self) {
            _ = try await fixtures.translator().translate("hola", from: language, to: .english)
        }
        #expect(error?.code == .languageNotInstalled)
        #expect(error?.message.contains("'\(language.language)'") == true)
        #expect(!fixtures.translator().isAvailable(language))
    }

    @Test(arguments: ["../../etc/passwd", "es;DROP TABLE phrase", "es/../fr", "", "e", "es-", String(repeating: "a", count: 64)])
    func rejectsHostileTagsBeforeTouchingFiles(tag: String) {
        #expect(throws: SmartReplyError.self) { _ = try LanguageTag(tag) }
    }

    @Test func standardFactoryRefusesAMissingLexiconDirectory() throws {
        let error = #expect(throws: SmartReplyError.self) {
            _ = try PhraseTableTranslator.standard(lexicons: URL(fileURLWithPath: "/nonexistent/Lexicons"))
        }
        #expect(error?.code == .modelFileMissing)
    }

    @Test func worksWithoutALanguageModel() async throws {
        let fixtures = try TranslationFixtures.make(languageModel: false)
        defer { fixtures.remove() }
        let result = try await fixtures.translator().translate("muchas gracias amigo", from: spanish, to: .english)
        #expect(result.text == "thank you very much friend")
    }

    @Test func standardFactoryTranslatesWithTheRepositoryLexicons() async throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        // A cache shared by test runs: compiling the full lexicon in a debug build takes seconds,
        // and it is rebuilt anyway whenever the TSVs change.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("smart-reply-tests-lexicon-cache")
        let translator = try PhraseTableTranslator.standard(lexicons: repository.appendingPathComponent("Lexicons"), cacheDirectory: cache)
        #expect(translator.installedLanguages().contains(spanish))
        #expect(try await translator.preload(spanish) >= 100)
        let result = try await translator.translate("Gracias", from: spanish, to: .english)
        #expect(result.text.hasPrefix("Thank"))
        #expect(result.unknownWords.isEmpty)
        #expect(try await translator.languageModelSize() ?? 0 > 100_000)
    }
}

@Suite struct CompoundSplittingTests {
    @Test(arguments: [
        ("Hausschlüssel", "house key"), ("krankenhausbett", "hospital bed"), ("Geburtstagsgeschenk", "birthday present"),
        ("kinderzimmertür", "children room door"),
    ])
    func splitsUnknownGermanCompoundsIntoKnownWords(input: String, expected: String) async throws {
        let fixtures = try TranslationFixtures.make(languages: [], languageModel: false)
        defer { fixtures.remove() }
        let directory = fixtures.lexicons.appendingPathComponent("translation/de")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let table = "haus\tthe house\nschlüssel\tkey\nkrankenhaus\thospital\nbett\tbed\nkrank\tsick\ngeburtstag\tbirthday\n"
            + "geschenk\tpresent\nkinder\tchildren\nzimmer\troom\ntür\tdoor\n"
        try Data(table.utf8).write(to: directory.appendingPathComponent("core.tsv"))
        let result = try await fixtures.translator().translate(input, from: LanguageTag("de"), to: .english)
        #expect(result.text.lowercased() == expected)
        #expect(result.unknownWords.isEmpty)
    }
}
