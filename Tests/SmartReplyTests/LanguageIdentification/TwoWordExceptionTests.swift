import Foundation
import Testing
@testable import SmartReply

/// Issue #3: two-word texts between close relatives, where the n-grams of one word favour the wrong
/// relative and the word is a known exception of the second stage. Our own examples.
@Suite struct TwoWordExceptionTests {
    private var identifier: NaiveBayesLanguageIdentifier { get throws { try LanguageIDTestSupport.identifier.get() } }

    /// "idem" is Slovak (Czech "jdu"), "snakkes" Norwegian: each word's exception now counts in a pair.
    @Test(arguments: [("už idem", "sk"), ("snakkes senere", "nb")])
    func anExceptionWordDecidesBetweenRelatives(_ text: String, expected: String) throws {
        #expect(try identifier.identify(text).language.identifier == expected, "\(text)")
    }

    /// Pairs whose words are no exceptions keep the n-grams' answer.
    @Test(arguments: [("nevím proč", "cs"), ("muito bem", "pt"), ("hvad sker", "da"), ("muy bien", "es")])
    func otherPairsAreUnchanged(_ text: String, expected: String) throws {
        #expect(try identifier.identify(text).language.identifier == expected, "\(text)")
    }

    /// The raise comes before the hints, as for one word: a conversation's weight still overrules it,
    /// and constraints still rule the exception's language out.
    @Test func hintsAndConstraintsStillApply() throws {
        let cs = try LanguageTag("cs")
        let hinted = try identifier.identify("už idem", options: LanguageIdentificationOptions(languageHints: [cs: 5]))
        #expect(hinted.language == cs)
        let constrained = try identifier.identify("už idem", options: LanguageIdentificationOptions(languageConstraints: [cs, .english]))
        #expect(constrained.language == cs)
        #expect(abs(constrained.hypotheses.reduce(0) { $0 + $1.probability } - 1) < 1e-9)
    }

    /// Probabilities still sum to 1 with the raise.
    @Test func probabilitiesSumToOne() throws {
        let result = try identifier.identify("už idem", options: LanguageIdentificationOptions(maximumHypotheses: 100))
        #expect(abs(result.hypotheses.reduce(0) { $0 + $1.probability } - 1) < 1e-9)
    }
}
