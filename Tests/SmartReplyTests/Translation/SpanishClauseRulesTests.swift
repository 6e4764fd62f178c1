import Foundation
import Testing
@testable import SmartReply

/// The Spanish clause rules (``SpanishClauseRules``, ``SpanishNameClauses``), the English verb repair and
/// the Spanish inflection fallbacks, on a small table with longest-match decoding (deterministic, no language model).
@Suite struct SpanishClauseRulesTests {
    static let spanish = """
        él\the
        ellos\tthey
        yo\tI
        no quiere\tdoesn't want
        quiere\twants
        quiere\the wants\t0.7
        hablar\tto talk
        abre\topens
        abre\the opens\t0.7
        abre\topen\t0.6
        la ventana\tthe window
        dio\tgave
        dio\the gave\t0.7
        me\tme
        lo\tit
        le\thim
        a\tto
        gustan\tlikes
        gatos\tcats
        los\tthe
        me gusta\tI like
        el\tthe
        té\ttea
        perro\tdog
        es\tis
        grande\tbig
        de\tof
        dónde\twhere
        vive\tlives
        vive\the lives\t0.7
        vive\tlive\t0.6
        viven\tlive
        viven\tthey live\t0.8
        en\tin
        acaba de\thas just
        salido\tleft
        salir\tto leave
        cortó\tcut
        cortó\the cut\t0.7
        se\thimself
        el pelo\tthe hair
        una flor\ta flower
        llamo\tI call
        llamó\tcalled
        llamó\the called\t0.7
        volvió\tcame back
        otra vez\tagain
        me lavé\tI washed
        mis manos\tmy hands
        las manos\tthe hands
        no quiero\tI don't want
        quiero\tI want
        ir\tto go
        """

    static func translate(_ text: String) async throws -> String {
        let (translator, fixtures) = try ClauseStructureTests.translator("es", table: spanish)
        defer { fixtures.remove() }
        return try await translator.translate(text, from: LanguageTag("es"), to: .english).text
    }

    @Test(arguments: [
        ("No quiere hablar", "He doesn't want to talk"),
        ("Viven en Londres", "They live in Londres"),
        ("No quiero ir", "I don't want to go"),
        ("No quiere ir", "He doesn't want to go"),
    ])
    func restoresADroppedSubjectFromTheVerbsPerson(input: String, expected: String) async throws {
        #expect(try await Self.translate(input) == expected)
    }

    @Test func leavesASentenceInitialImperativeWithoutSubject() async throws {
        let text = try await Self.translate("Abre la ventana")
        #expect(!text.lowercased().hasPrefix("he "))
        #expect(text.hasSuffix("the window"))
    }

    @Test(arguments: [
        ("Me lo dio", "He gave me it"),
        ("Tom le dio una flor a Mary", "Tom gave a flower to Mary"),
    ])
    func putsObjectCliticsAfterTheVerbAndDropsADoubledDative(input: String, expected: String) async throws {
        #expect(try await Self.translate(input) == expected)
    }

    @Test(arguments: [
        ("A Tom le gustan los gatos", "Tom likes cats"),
        ("Me gusta el té", "I like tea"),
    ])
    func makesTheExperiencerOfGustarTheSubjectAndItsObjectGeneric(input: String, expected: String) async throws {
        #expect(try await Self.translate(input) == expected)
    }

    @Test(arguments: [
        ("El perro de Tom es grande", "Tom's dog is big"),
        ("¿Dónde vive Tom?", "Where Tom lives?"),
        ("Tom acaba de salir", "Tom has just left"),
        ("Mary se cortó el pelo", "Mary cut the hair"),
    ])
    func rewritesNamePossessorsInvertedNamesAcabarDeAndReflexiveSe(input: String, expected: String) async throws {
        #expect(try await Self.translate(input) == expected)
    }

    @Test(arguments: [
        ("Volvió a llamarme", "He called me again"),
        ("Me lavé las manos", "I washed my hands"),
    ])
    func readsVolverAAsAgainAndOwnBodyPartsAsPossessed(input: String, expected: String) async throws {
        #expect(try await Self.translate(input) == expected)
    }

    /// Every rule indexes into short word arrays: random clauses of the words they look at must never trap.
    @Test func survivesRandomClausesOfTheWordsTheRulesLookAt() async throws {
        let vocabulary = ["a", "A", "Tom", "Mary", "no", "se", "me", "te", "lo", "la", "los", "le", "el", "de", "dónde", "qué",
                          "vive", "volvió", "a", "llamarme", "acaba", "salir", "gustan", "todavía", "ya", "que", "manos", "lavé",
                          "dio", "quiere", "está", "hablando", "es", ",", "?", "¿", "!", "3"]
        let (translator, fixtures) = try ClauseStructureTests.translator("es", table: Self.spanish)
        defer { fixtures.remove() }
        var generator = SeededTestGenerator(seed: 42)
        for _ in 0..<400 {
            let count = Int.random(in: 1...9, using: &generator)
            let text = (0..<count).map { _ in vocabulary.randomElement(using: &generator) ?? "a" }.joined(separator: " ")
            let result = try await translator.translate(text, from: LanguageTag("es"), to: .english)
            #expect(!result.text.isEmpty || text.allSatisfy { !$0.isLetter && !$0.isNumber })
        }
    }

    @Test(arguments: [
        ("Could you to talk more slowly?", "Could you talk more slowly?"),
        ("We should to have left.", "We should have left."),
        ("I I'm not sure.", "I'm not sure."),
        ("Why not did you come?", "Why didn't you come?"),
        ("Why not do you come with us?", "Why don't you come with us?"),
        ("Why not?", "Why not?"),
        ("Tom not has called me yet.", "Tom hasn't called me yet."),
        ("I never I have seen it.", "I never have seen it."),
        ("Not is it.", "Not is it."),
        ("No I want to go to school.", "I don't want to go to school."),
        ("No I'm hungry.", "I'm not hungry."),
        ("No I bought anything.", "I didn't buy anything."),
        ("Never I have seen it.", "I never have seen it."),
        ("No, I want to go.", "No, I want to go."),
        ("There is seven days in a week.", "There are seven days in a week."),
        ("There was 20 people.", "There were 20 people."),
        ("There is a cat.", "There is a cat."),
        ("I want to go.", "I want to go."),
        ("The will to live.", "The will to live."),
        ("Not, thanks", "No, thanks"),
        ("Not", "No"),
        ("Not!", "No!"),
        ("Okay. Not, I can't.", "Okay. No, I can't."),
        ("Not now", "Not now"),
        ("Not bad!", "Not bad!"),
        ("Why not", "Why not"),
    ])
    func dropsToAfterAModalAndADoubledPronoun(input: String, expected: String) {
        #expect(EnglishVerbRepair.repair(input) == expected)
    }

    @Test(arguments: [("hola q tal", false), ("I want to go", true), ("NOT NOW", true), ("It’s ok", true), ("There", true),
                      ("nothing here", false), ("", false)])
    func findsTheWordsTheVerbRepairNeedsWithoutSplitting(text: String, expected: Bool) {
        #expect(EnglishVerbRepair.mayApply(text) == expected)
    }

    @Test(arguments: [("perfect", "perfectly"), ("easy", "easily"), ("possible", "possibly"), ("basic", "basically"),
                      ("true", "truly"), ("very quick", "very quick")])
    func makesAdverbsOfAdjectives(adjective: String, adverb: String) {
        #expect(InflectionRules.adverb(adjective) == adverb)
    }

    @Test(arguments: [("perfectamente", "perfecto", "perfectly"), ("sentarme", "sentarse", "sit down"), ("cállate", "callar", "be quiet")])
    func findsSpanishAdverbsReflexivesAndImperativesThroughTheirLemma(form: String, lemma: String, expected: String) async throws {
        let table = "\(lemma)\t\(lemma == "perfecto" ? "perfect" : lemma == "sentarse" ? "to sit down" : "to be quiet")\n"
        let (translator, fixtures) = try ClauseStructureTests.translator("es", table: table)
        defer { fixtures.remove() }
        #expect(try await translator.translate(form, from: LanguageTag("es"), to: .english).text == expected)
    }

    @Test(arguments: [
        ("Tom speaks French?", "Does Tom speak French?"),
        ("What Tom bought?", "What did Tom buy?"),
        ("Where Tom lives?", "Where does Tom live?"),
    ])
    func givesANameSubjectQuestionDoSupport(input: String, expected: String) throws {
        let (model, directory) = try EnglishWordOrderTests.model(["does she speak french", "what did he buy", "where does he live"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(EnglishQuestionForm.repairQuestions(in: input, languageModel: model) == expected)
    }
}
