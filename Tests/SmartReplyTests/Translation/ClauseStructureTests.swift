import Foundation
import Testing
@testable import SmartReply

/// The German/Russian/Ukrainian clause rules: verb-final reordering, subordinate-clause commas,
/// the dropped copula, names among common words, and sentence case inside a sentence.
@Suite struct ClauseStructureTests {
    /// A folder with one small table for `language` (and no language model: longest match is deterministic).
    static func translator(_ language: String, table: String) throws -> (PhraseTableTranslator, TranslationFixtures) {
        let fixtures = try TranslationFixtures.make(languages: [], languageModel: false)
        let directory = fixtures.lexicons.appendingPathComponent("translation/\(language)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(table.utf8).write(to: directory.appendingPathComponent("core.tsv"))
        return (fixtures.translator(decoding: .longestMatch), fixtures)
    }

    static let german = """
        ich habe\tI have
        habe\thave
        hast du\thave you
        gelesen\tread
        gesehen\tseen
        das buch\tthe book
        das\tthat
        gestern\tyesterday
        weil\tbecause
        ich\tI
        bin\tam
        bin müde\tam tired
        sehr\tvery
        der mann\tthe man
        dass\tthat
        steht\tstands
        dort\tthere
        müde\ttired
        ich habe nicht geschlafen\tI didn't sleep
        kannst du\tcan you
        mir\tme
        helfen\thelp
        wie\thow
        geht es dir\tare you
        hallo\thello
        stehe auf\tget up
        ich stehe auf\tI get up
        um sieben\tat seven
        kenne nicht\tdon't know
        sie\tthem
        ihn\thim
        vergessen\tforgot
        abzuschließen\tto lock
        die tür\tthe door
        um zu kaufen\tto buy
        ein buch\ta book
        tom\tTom
        wollte nicht\tdidn't want to
        sprechen\tspeak
        mit maria\twith Maria
        """

    @Test(arguments: [
        ("Ich habe das Buch gelesen", "I have read the book"),
        ("Ich habe gestern das Buch gelesen", "I have read the book yesterday"),
        ("Hast du das gesehen", "Have you seen that"),
        ("weil ich müde bin", "because I am tired"),
        ("Ich bin sehr müde", "I am very tired"),
        ("der Mann, der dort steht", "the man, that stands there"),
        ("weil ich nicht geschlafen habe", "because I didn't sleep"),
        ("Kannst du mir helfen", "Can you help me"),
        ("Hallo, wie geht es dir", "Hello, how are you"),
        ("Ich stehe um sieben auf", "I get up at seven"),
        ("Ich kenne ihn nicht", "I don't know him"),
        ("Ich kenne sie nicht", "I don't know them"),
        ("Ich habe vergessen, die Tür abzuschließen", "I have forgot, to lock the door"),
        ("um ein Buch zu kaufen", "to buy a book"),
        ("Tom wollte nicht mit Maria sprechen", "Tom didn't want to speak with Maria"),
    ])
    func movesGermanClauseFinalVerbsWhereEnglishPutsThem(input: String, expected: String) async throws {
        let (translator, fixtures) = try Self.translator("de", table: Self.german)
        defer { fixtures.remove() }
        let result = try await translator.translate(input, from: LanguageTag("de"), to: .english)
        #expect(result.text == expected)
    }

    static let russian = """
        я\tI
        не видел\tdidn't see
        его\thim
        его\this\t0.5
        можешь\tcan you
        позвонить\tcall
        мне\tme
        мне нравится\tI like
        музыка\tmusic
        книга\tbook
        не позвонить\tnot call
        не знает\tdoesn't know
        где\twhere
        живёт\tlives
        не живёт\tdoesn't live
        мэри\tMary
        придёт\twill come
        ли\twhether
        он\the
        знаешь\tknow
        ты\tyou
        тома\tTom
        """

    @Test(arguments: [
        ("Я его не видел", "I didn't see him"),
        ("Можешь мне позвонить", "Can you call me"),
        ("Мне нравится музыка", "I like music"),
        // A possessive before a noun stays where it is (the fixture has no "his" first).
        ("его книга", "him book"),
        ("не знает, где живёт Мэри", "doesn't know, where Mary lives"),
        ("не знает, придёт ли он", "doesn't know, whether he will come"),
        ("Знаешь ли ты Тома?", "You know Tom?"),
    ])
    func putsARussianObjectPronounAfterItsVerb(input: String, expected: String) async throws {
        let (translator, fixtures) = try Self.translator("ru", table: Self.russian)
        defer { fixtures.remove() }
        let result = try await translator.translate(input, from: LanguageTag("ru"), to: .english)
        #expect(result.text == expected)
    }

    @Test(arguments: [
        ("When starts the movie?", "When does the movie start?"),
        ("Where lives your sister?", "Where does your sister live?"),
        ("Where is the station?", "Where is the station?"),
        ("This is your car?", "Is this your car?"),
        ("How many do you have children?", "How many children do you have?"),
        ("How much does she have money?", "How much money does she have?"),
    ])
    func givesANounSubjectQuestionDoSupport(input: String, expected: String) throws {
        let (model, directory) = try EnglishWordOrderTests.model(["when does the movie start", "where does your sister live",
                                                                 "where is the station", "is this your car"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(EnglishQuestionForm.repairQuestions(in: input, languageModel: model) == expected)
    }

    @Test(arguments: [
        ("потерялся", "потерять", "lost"), ("улыбнулась", "улыбнуться", "smiled"), ("встречаемся", "встречаться", "meet"),
    ])
    func findsRussianReflexiveVerbsThroughTheirInfinitive(form: String, lemma: String, english: String) throws {
        let rules = InflectionRules.forLanguage("ru")
        let candidate = try #require(rules.candidates(for: form).first { $0.lemma == lemma })
        let base = english == "lost" ? "lose" : english == "smiled" ? "smile" : "meet"
        #expect(rules.inflect("to " + base, ruleIndex: candidate.ruleIndex).hasSuffix(english))
    }

    @Test func dropsTheUkrainianQuestionParticle() async throws {
        let (translator, fixtures) = try Self.translator("uk", table: "ти знаєш\tyou know\nтома\tTom\nчи\tor\n")
        defer { fixtures.remove() }
        let result = try await translator.translate("Чи ти знаєш Тома?", from: LanguageTag("uk"), to: .english)
        #expect(result.text == "You know Tom?")
    }

    @Test(arguments: [
        ("ru", "Он любит свою собаку", "Он любит его собаку"),
        ("ru", "Мэри потеряла свою сумку", "Мэри потеряла её сумку"),
        ("ru", "Я люблю свою работу", "Я люблю мой работу"),
        ("uk", "Вони люблять своїх дітей", "Вони люблять їхній дітей"),
        ("ru", "Это моя собака", "Это моя собака"),
    ])
    func readsTheReflexivePossessiveAsTheSubjects(language: String, input: String, expected: String) {
        let words = input.split(separator: " ").enumerated().map { SourceWord(surface: String($1), isSentenceInitial: $0 == 0) }
        #expect(EastSlavicWordOrder.resolvePossessives(words, language: language).map(\.surface).joined(separator: " ") == expected)
    }

    @Test(arguments: [
        ("de", "Ich lese gestern das Buch", "Ich lese das Buch gestern"),
        ("de", "Gestern lese ich das Buch", "Gestern lese ich das Buch"),
        ("de", "Ich lese das Buch gestern", "Ich lese das Buch gestern"),
        ("de", "Ich lese gestern Abend das Buch", "Ich lese das Buch gestern Abend"),
        ("de", "Ich habe Morgen das Buch", "Ich habe Morgen das Buch"),
        ("ru", "Я вчера ходил в кино", "Я ходил в кино вчера"),
        ("ru", "Я весь день был дома", "Я был дома весь день"),
        ("uk", "Я цілий день був удома", "Я був удома цілий день"),
        ("ru", "Я пью кофе каждое утро", "Я пью кофе каждое утро"),
        ("es", "Yo ayer fui al cine", "Yo ayer fui al cine"),
        // A chunk cut before a number ("завтра в | 7?") keeps its trailing preposition last.
        ("ru", "Давай встретимся завтра в", "Давай встретимся завтра в"),
        ("ru", "Я вчера ходил в кино в", "Я ходил в кино вчера в"),
        ("uk", "Давай зустрінемося завтра о", "Давай зустрінемося завтра о"),
        ("de", "Wir treffen uns morgen um", "Wir treffen uns morgen um"),
    ])
    func movesAMidClauseTimeAdverbToTheEnd(language: String, input: String, expected: String) {
        let words = input.split(separator: " ").enumerated().map { SourceWord(surface: String($1), isSentenceInitial: $0 == 0) }
        #expect(TimeAdverbPlacement.reorder(words, language: language).map(\.surface).joined(separator: " ") == expected)
    }

    @Test func leavesAPredicateAdjectiveInPlace() throws {
        let words = ["Das", "Wetter", "ist", "heute", "schön"].enumerated().map { SourceWord(surface: $1, isSentenceInitial: $0 == 0) }
        #expect(!VerbFinalReordering.isNonFinite(words[4], "schön", afterModal: false))
        #expect(VerbFinalReordering.isNonFinite(SourceWord(surface: "verloren", isSentenceInitial: false), "verloren", afterModal: false))
        #expect(VerbFinalReordering.isNonFinite(SourceWord(surface: "angerufen", isSentenceInitial: false), "angerufen", afterModal: false))
        #expect(!VerbFinalReordering.isNonFinite(SourceWord(surface: "Essen", isSentenceInitial: false), "essen", afterModal: true))
    }

    static let chat = ["I don't know where he lives", "she said that he is right", "I know that he is here", "he is beautiful",
                       "he is at home", "he sleeps", "he sleeps a lot", "yes , if you want", "he is my friend"]

    @Test(arguments: [
        ("de", "I don't know, where he lives.", "I don't know where he lives."),
        ("ru", "She said, what he is right.", "She said that he is right."),
        ("ru", "I know, what he is here.", "I know that he is here."),
        ("ru", "I don't think, what is this good.", "I don't think that is this good."),
        ("ru", "I don't know, what to do.", "I don't know what to do."),
        ("ru", "Tom said, what doesn't know.", "Tom said that he doesn't know."),
        ("uk", "I don't know, or he will come.", "I don't know if he will come."),
        ("uk", "Tea, or coffee?", "Tea, or coffee?"),
        ("uk", "She said, what can't come.", "She said that she can't come."),
        ("de", "Tom said, that can't come.", "Tom said that can't come."),
        ("de", "Yes, if you want.", "Yes, if you want."),
        ("de", "If you want, come.", "If you want, come."),
        ("es", "I don't know, where he lives.", "I don't know, where he lives."),
    ])
    func dropsTheCommaBeforeASubordinateClause(language: String, input: String, expected: String) throws {
        let (model, directory) = try EnglishWordOrderTests.model(Self.chat)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(SubordinateClauseCommas.repair(input, language: language, languageModel: model) == expected)
    }

    @Test func keepsTheFullStopAtTheEndWhenUndoingVerbSecondOrder() throws {
        let (model, directory) = try EnglishWordOrderTests.model(EnglishWordOrderTests.chat)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(VerbSecondOrder.repair("Then go we.", languageModel: model) == "Then we go.")
    }

    @Test(arguments: [
        ("Mary beautiful.", "Mary is beautiful."),
        ("He at home.", "He is at home."),
        ("Tom sleeps.", "Tom sleeps."),
        ("Mary my friend.", "Mary is my friend."),
        ("I already ate.", "I already ate."),
        ("She smiled.", "She smiled."),
        ("My father — doctor.", "My father is doctor."),
        ("Please beautiful.", "Please beautiful."),
        ("He is older my sister.", "He is older than my sister."),
        ("He is older than me.", "He is older than me."),
        ("He at home?", "He is at home?"),
        ("She is beautiful?", "She is beautiful?"),
    ])
    func putsBackTheCopulaThatRussianDrops(input: String, expected: String) throws {
        let (model, directory) = try EnglishWordOrderTests.model(Self.chat)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(ArticleInsertion.repair(input, languageModel: model) == expected)
    }

    @Test func readsACapitalisedWordInsideASentenceAsAName() async throws {
        let (translator, fixtures) = try Self.translator("ru", table: "я дал\tI gave\nтому\tthat\nтому\tTom\t0.5\nкнигу\tthe book\n")
        defer { fixtures.remove() }
        let named = try await translator.translate("Я дал Тому книгу", from: LanguageTag("ru"), to: .english)
        #expect(named.text == "I gave Tom the book")
        let common = try await translator.translate("я дал тому книгу", from: LanguageTag("ru"), to: .english)
        #expect(common.text == "I gave that the book")
    }

    @Test(arguments: [
        ("ru", "Бостоне", "Boston"), ("ru", "Джексоном", "Jekson"), ("ru", "Хелен", "Helen"), ("ru", "интернет", "internet"), ("uk", "Київ", "Kyyiv"),
        ("uk", "гривня", "hryvnya"),
    ])
    func writesUnknownCyrillicWordsInLatinLetters(language: String, word: String, expected: String) {
        #expect(CyrillicTransliteration.transliterate(word, language: language) == expected)
        #expect(CyrillicTransliteration.transliterate("Boston", language: language) == nil)
    }

    @Test func reportsTheSourceWordOfATransliteratedUnknown() async throws {
        let (translator, fixtures) = try Self.translator("ru", table: "я\tI\nлюблю\tlove\n")
        defer { fixtures.remove() }
        let result = try await translator.translate("я люблю блинчики", from: LanguageTag("ru"), to: .english)
        #expect(result.text == "I love blinchiki")
        #expect(result.unknownWords == ["блинчики"])
    }

    @Test func capitalisesOnlySentenceStarts() async throws {
        let table = "¡Nos vemos!\tSee you!\nperfecto\tperfect\nhola\thello\nsí\tyes\nmadrid\tMadrid\n¿cuánto cuesta?\thow much is it?\n"
        let (translator, fixtures) = try Self.translator("es", table: table)
        defer { fixtures.remove() }
        let spanish = LanguageTag(validatedForTests: "es")
        #expect(try await translator.translate("perfecto, nos vemos", from: spanish, to: .english).text == "perfect, see you")
        #expect(try await translator.translate("Hola, nos vemos", from: spanish, to: .english).text == "Hello, see you")
        #expect(try await translator.translate("sí, madrid", from: spanish, to: .english).text == "yes, Madrid")
        #expect(try await translator.translate("¿Cuánto cuesta?", from: spanish, to: .english).text == "How much is it?")
    }
}
