import Foundation
import Testing
@testable import SmartReply

/// Words of a script that few classes use are scored for those classes only
/// (`NaiveBayesLanguageIdentifier+ScriptRestriction.swift`); these tests hold that to scoring every
/// class: the same scores, bit for bit, for the classes that are read, and the same answers.
@Suite("Language identification: scoring restricted to the text's script")
struct ScriptRestrictionTests {
    private var identifier: NaiveBayesLanguageIdentifier { get throws { try LanguageIDTestSupport.identifier.get() } }

    /// Texts of one restricted script each (written for these tests).
    static let singleScriptTexts = [
        "привет как дела", "Дякую, до завтра", "добро утро", "мерси",
        "مرحبا كيف حالك", "خیلی ممنون",
        "你好 朋友", "謝謝你", "안녕하세요 친구", "ありがとう", "すごい ですね",
    ]
    /// Texts whose later words are in another script than the first ones (written for these tests).
    static let mixedScriptTexts = [
        "привет hello", "спасибо ok thanks", "мерси beaucoup", "你好 привет", "ありがとう thanks",
        "مرحبا hello friend", "hello привет", "Привет, как дела? lol", "안녕 hi", "すごい 本当に",
    ]

    @Test func theScriptsOfFewClassesAreRestrictedAndLatinIsNot() throws {
        let identifier = try identifier
        let restricted = identifier.restrictableScripts
        for script in [WritingScript.cyrillic, .arabic, .han, .kana, .hangul] {
            #expect(restricted & script.bit != 0, "\(script)")
        }
        #expect(restricted & WritingScript.latin.bit == 0)
        // Each list holds exactly the classes of its script.
        let cyrillic = Int(WritingScript.cyrillic.rawValue)
        let list = identifier.scriptClassIndices[Int(identifier.scriptClassStarts[cyrillic])..<Int(identifier.scriptClassStarts[cyrillic + 1])]
        let expected = identifier.languages.indices.filter { identifier.classesByScript[cyrillic].contains($0) }
        #expect(list.map(Int.init) == expected)
        #expect(Set(expected.map { identifier.languages[$0].identifier }) == ["bg", "mk", "ru", "sr", "uk"])
    }

    @Test(arguments: singleScriptTexts)
    func restrictedScoringGivesTheScriptsClassesTheSameScores(_ text: String) throws {
        let identifier = try identifier
        let restricted = try scores(of: text, identifier: identifier, restrictable: identifier.restrictableScripts)
        let full = try scores(of: text, identifier: identifier, restrictable: 0)
        #expect(restricted.restrictedWords > 0)
        #expect(full.restrictedWords == 0)
        #expect(restricted.scriptsSeen == full.scriptsSeen && restricted.scriptsSeen.nonzeroBitCount == 1)
        let script = restricted.scriptsSeen.trailingZeroBitCount
        let classes = identifier.languages.indices.filter { identifier.classesByScript[script].contains($0) }
        #expect(!classes.isEmpty)
        for cls in classes {
            #expect(restricted.scores[cls].bitPattern == full.scores[cls].bitPattern, "\(identifier.languages[cls])")
            #expect(restricted.wordScores[cls].bitPattern == full.wordScores[cls].bitPattern, "\(identifier.languages[cls])")
        }
    }

    @Test(arguments: mixedScriptTexts)
    func aWordInAnotherScriptAfterRestrictedWordsAsksForEveryClass(_ text: String) throws {
        let identifier = try identifier
        let sink = try scores(of: text, identifier: identifier, restrictable: identifier.restrictableScripts)
        #expect(sink.scriptsSeen.nonzeroBitCount > 1)
        // Restricted words were scored only when the text began in a restricted script.
        let firstScript = WritingScript(text.unicodeScalars.first { $0.properties.isAlphabetic }.map { $0.value } ?? 0)
        #expect((sink.restrictedWords > 0) == (identifier.restrictableScripts & firstScript.bit != 0))
    }

    /// Constraints that allow every language score every class (no restriction), and otherwise answer as
    /// no constraints do for texts without a script of a single language: so the answers must match.
    @Test(arguments: singleScriptTexts + mixedScriptTexts)
    func answersAreThoseOfScoringEveryClass(_ text: String) throws {
        let identifier = try identifier
        var plain = LanguageIdentificationOptions()
        plain.maximumHypotheses = identifier.languages.count
        var everyClass = plain
        everyClass.languageConstraints = Set(identifier.languages)
        let restricted = try identifier.identify(text, options: plain)
        let full = try identifier.identify(text, options: everyClass)
        #expect(restricted.language == full.language)
        #expect(restricted.hypotheses.map(\.language) == full.hypotheses.map(\.language))
        #expect(restricted.hypotheses.map(\.probability.bitPattern) == full.hypotheses.map(\.probability.bitPattern))
        #expect(restricted.confidence.bitPattern == full.confidence.bitPattern)
    }

    /// Scores `text` with the identifier's sink; returns its per-class scores and whole-word scores.
    private func scores(of text: String, identifier: NaiveBayesLanguageIdentifier, restrictable: UInt32) throws
        -> (scores: [Double], wordScores: [Double], restrictedWords: Int, scriptsSeen: UInt32) {
        // The identifier's per-call layout: 768 scores, 32 counters, 256 back-off orders, the word scratch.
        let words = 768 + 32 + 256 + NaiveBayesLanguageIdentifier.ScoringSink.scratchCapacity
        return try withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { buffer in
            let base = UnsafeMutableRawPointer(try #require(buffer.baseAddress))
            let scores = base.bindMemory(to: Double.self, capacity: 768)
            let counters = (base + 8 * 768).bindMemory(to: Int.self, capacity: 32 + 256)
            let scratch = (base + 8 * (768 + 32 + 256)).bindMemory(to: UInt64.self, capacity: NaiveBayesLanguageIdentifier.ScoringSink.scratchCapacity)
            let sink = identifier.scoredSink(text, options: .init(), restrictable: restrictable, scores: scores,
                                             counters: counters, setOrder: counters + 32, scratch: scratch)
            let classes = identifier.languages.count
            return (Array(UnsafeBufferPointer(start: scores, count: classes)), Array(UnsafeBufferPointer(start: scores + 512, count: classes)),
                    sink.restrictedWords, sink.scriptsSeen)
        }
    }
}
