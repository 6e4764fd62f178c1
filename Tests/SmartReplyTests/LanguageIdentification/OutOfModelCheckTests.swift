import Foundation
import Testing
@testable import SmartReply

/// Text in no language (keyboard mash, one letter repeated, random letters) is `und`; chat
/// elongation, laughter, abbreviations and names are not. Inputs written or generated for these tests.
@Suite("Out-of-model check")
struct OutOfModelCheckTests {
    let identifier: NaiveBayesLanguageIdentifier

    init() throws {
        identifier = try LanguageIDTestSupport.identifier.get()
    }

    @Test(arguments: ["xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "zzzzzz", "AAAAAAAA!!!", "qwrtzpsdfghjkl mnbvcxy",
                      "asdfghjkl", "xcvbnmxcvbnm", "bcdfghjklmnpqrstvwxz", "щйиржрйюгхтс"])
    func returnsUndForTextInNoLanguage(_ text: String) throws {
        let result = try identifier.identify(text)
        #expect(result.language == .undetermined, "\(text) → \(result.language) \(result.confidence)")
    }

    @Test func rejectsMostRandomLetterStrings() throws {
        var generator = SeededTestGenerator(seed: 17)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var rejected = 0
        for _ in 0..<200 {
            let length = Int.random(in: 15...30, using: &generator)
            let text = String((0..<length).map { _ in letters.randomElement(using: &generator) ?? "a" })
            if try identifier.identify(text).language == .undetermined { rejected += 1 }
        }
        #expect(rejected >= 180, "only \(rejected) of 200 random strings of 15–30 letters were und")
    }

    @Test(arguments: [("es", "holaaaa"), ("es", "jajajaja"), ("es", "jajajajajajajajaja"), ("en", "hahaha"),
                      ("en", "hahahahahahahaha"), ("en", "lol"), ("en", "ok"), ("en", "noooooo"), ("en", "hmmmmmm"),
                      ("de", "Schifffahrt"), ("de", "Großartig"), ("de", "großes Fußballspiel"), ("uk", "Ґанок")])
    func keepsChatElongationLaughterAndRareLetters(_ expected: String, _ text: String) throws {
        let result = try identifier.identify(text)
        #expect(result.language == (try LanguageTag(expected)), "\(text) → \(result.language) \(result.confidence)")
    }

    @Test(arguments: ["Krzysztof", "Schwarzenegger", "Thorvaldsdottir", "Xiaoming", "Nguyen", "Zbigniew"])
    func doesNotRejectNames(_ name: String) throws {
        let fit = try #require(identifier.evaluate(name, options: .init()).fit)
        #expect(fit >= OutOfModelCheck.threshold(positions: name.count + 2), "\(name): \(fit)")
    }

    @Test func cutsRunsOfThreeOrMoreEqualLetters() {
        #expect(OutOfModelCheck.cuttingRuns(of: "Holaaaa!! siiii") == "Hola!! si")
        #expect(OutOfModelCheck.cuttingRuns(of: "NOOOo") == "NO")
        #expect(OutOfModelCheck.cuttingRuns(of: "hello 2000") == nil)
    }

    /// The allocation-free pre-test never turns away a text that has a run (case-insensitive, any script),
    /// and turns away the usual ones.
    @Test func runPreTestKeepsEveryRun() {
        for text in ["Holaaaa", "NOOOo", "ДААА", "nAaA", "ууУ", "ΑΑα", "ハハハ", "好好好", "ㅋㅋㅋ", "K\u{212A}k", "Å\u{212B}å", "!!!"] {
            #expect(OutOfModelCheck.mayHoldRun(text), "\(text)")
            if OutOfModelCheck.cuttingRuns(of: text) != nil { #expect(OutOfModelCheck.mayHoldRun(text)) }
        }
        for text in ["hello there", "привет как дела", "γεια σου", "water parks", "aab", "Aa b"] {
            #expect(!OutOfModelCheck.mayHoldRun(text), "\(text)")
            #expect(OutOfModelCheck.cuttingRuns(of: text) == nil, "\(text)")
        }
    }
}
