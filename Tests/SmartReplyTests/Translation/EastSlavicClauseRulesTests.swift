import Foundation
import Testing
@testable import SmartReply

/// The Russian/Ukrainian clause rules of ``EastSlavicWordOrder`` (possession by a name, pronoun
/// objects before the verb, manner adverbs) and the copula repair's imperatives.
@Suite struct EastSlavicClauseRulesTests {
    static let russian = """
        том\tTom
        тома\tTom
        имеет\thas
        не имеет\tdoesn't have
        имел\thad
        много\ta lot of
        друзей\tfriends
        денег\tmoney
        собака\ta dog
        болит\thurts
        не болит\tdoesn't hurt
        голова\thead
        у\tat
        я\tI
        этого\tthis
        не знал\tdidn't know
        не сказала\tdidn't say
        сказала\tsaid
        мэри\tMary
        ничего\tnothing
        что-нибудь\tanything
        мне\tme
        всё\teverything
        рассказал\ttold
        не рассказал\tdidn't tell
        он\the
        хорошо\twell
        говорит\tspeaks
        не говорит\tdoesn't speak
        по-французски\tFrench
        ничего не понимаю\tI don't understand anything
        это\tit
        был\twas
        не был\twasn't
        день\tday
        """

    @Test(arguments: [
        ("У Тома много друзей", "Tom has a lot of friends"),
        ("У Тома нет денег", "Tom doesn't have money"),
        ("У Тома есть собака", "Tom has a dog"),
        ("У Тома была собака", "Tom had a dog"),
        // A verb after the name is a construction of its own.
        ("У Тома болит голова", "At Tom hurts head"),
        ("Я этого не знал", "I didn't know this"),
        ("Мэри ничего не сказала", "Mary didn't say anything"),
        ("Я ничего не понимаю", "I don't understand anything"),
        ("Том мне всё рассказал", "Tom told me everything"),
        ("Он хорошо говорит по-французски", "He speaks French well"),
        // "Это" opening a sentence is the subject and stays.
        ("Это был день", "It was day"),
    ])
    func putsRussianClausesInEnglishOrder(input: String, expected: String) async throws {
        let (translator, fixtures) = try ClauseStructureTests.translator("ru", table: Self.russian)
        defer { fixtures.remove() }
        let result = try await translator.translate(input, from: LanguageTag("ru"), to: .english)
        #expect(result.text == expected)
    }

    @Test(arguments: [
        ("У Тома є собака", "Tom has a dog"),
        ("У Тома немає грошей", "Tom doesn't have money"),
        // Ukrainian "у" is also "in": without є/немає nothing moves.
        ("У Києві холодно", "In Kyiv cold"),
    ])
    func readsUkrainianPossessionByAName(input: String, expected: String) async throws {
        let table = "тома\tTom\nмає\thas\nне має\tdoesn't have\nсобака\ta dog\nгрошей\tmoney\nу\tin\nкиєві\tKyiv\nхолодно\tcold\n"
        let (translator, fixtures) = try ClauseStructureTests.translator("uk", table: table)
        defer { fixtures.remove() }
        let result = try await translator.translate(input, from: LanguageTag("uk"), to: .english)
        #expect(result.text == expected)
    }

    @Test(arguments: [
        ("Том старший за Мері", "Tom older than Mary"),
        ("Це книжка за сто гривень", "this book for hundred hryvnias"),
    ])
    func readsUkrainianZaAfterAComparativeAsThan(input: String, expected: String) async throws {
        let table = "том\tTom\nстарший\tolder\nза\tfor\nніж\tthan\nмері\tMary\nце\tthis\nкнижка\tbook\nсто\thundred\nгривень\thryvnias\n"
        let (translator, fixtures) = try ClauseStructureTests.translator("uk", table: table)
        defer { fixtures.remove() }
        let result = try await translator.translate(input, from: LanguageTag("uk"), to: .english)
        #expect(result.text.lowercased() == expected.lowercased())
    }

    @Test(arguments: [
        ("Tom has a lot friends.", "Tom has a lot of friends."),
        ("I like it a lot.", "I like it a lot."),
        ("He talks a lot about it.", "He talks a lot about it."),
    ])
    func addsOfAfterALotBeforeANoun(input: String, expected: String) throws {
        let (model, directory) = try EnglishWordOrderTests.model(ClauseStructureTests.chat)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(ArticleInsertion.repair(input, languageModel: model).replacingOccurrences(of: "the ", with: "") == expected)
    }

    @Test(arguments: [("keys", true), ("glasses", true), ("bus", false), ("this", false), ("news", false), ("cat", false)])
    func tellsAPluralNounForTheCopula(word: String, plural: Bool) {
        #expect(ArticleInsertion.looksPlural(word) == plural)
    }

    @Test func keepsADativeExperiencerWithItsListedVerb() async throws {
        let table = "мне\tme\nэто\tit\nмне не нравится\tI don't like\nне нравится\tdoesn't like\n"
        let (translator, fixtures) = try ClauseStructureTests.translator("ru", table: table)
        defer { fixtures.remove() }
        let result = try await translator.translate("Мне это не нравится", from: LanguageTag("ru"), to: .english)
        #expect(result.text == "I don't like it")
    }

    @Test(arguments: [
        ("I can't to sleep.", "I can't sleep."),
        ("We should to go.", "We should go."),
        ("I want to sleep.", "I want to sleep."),
    ])
    func dropsToAfterAModal(input: String, expected: String) throws {
        let (model, directory) = try EnglishWordOrderTests.model(ClauseStructureTests.chat)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(ArticleInsertion.repair(input, languageModel: model).replacingOccurrences(of: "the ", with: "")
                    .replacingOccurrences(of: "a ", with: "") == expected)
    }

    @Test(arguments: [
        ("Where you bought this dress?", "Where did you buy this dress?"),
        ("You saw it?", "Did you see it?"),
        ("Where he lived?", "Where did he live?"),
    ])
    func asksAPastQuestionWithDid(input: String, expected: String) throws {
        let (model, directory) = try EnglishWordOrderTests.model(["where did you buy this dress", "did you see it", "where did he live",
                                                                 "did you live there"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(EnglishQuestionForm.repairQuestions(in: input, languageModel: model) == expected)
    }

    @Test(arguments: [("bought", ["buy"]), ("stopped", ["stop"]), ("tried", ["try"]), ("lived", ["live", "liv"])])
    func findsTheBaseOfAnEnglishPast(past: String, bases: [String]) {
        #expect(EnglishQuestionForm.pastBases(past) == bases)
    }

    @Test(arguments: [
        ("Close door.", "Close door."),
        ("Open window, please.", "Open window, please."),
        ("Mary beautiful.", "Mary is beautiful."),
    ])
    func readsASentenceInitialVerbAsAnImperative(input: String, expected: String) throws {
        let (model, directory) = try EnglishWordOrderTests.model(ClauseStructureTests.chat)
        defer { try? FileManager.default.removeItem(at: directory) }
        let repaired = ArticleInsertion.repair(input, languageModel: model)
        #expect(!repaired.contains(" is ") || expected.contains(" is "))
        #expect(repaired.replacingOccurrences(of: "the ", with: "").replacingOccurrences(of: "a ", with: "") == expected)
    }
}
