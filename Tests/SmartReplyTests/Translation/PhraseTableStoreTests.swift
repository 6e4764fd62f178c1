import Foundation
import Testing
@testable import SmartReply

@Suite struct PhraseTableStoreTests {
    static func entries(_ lines: [(String, String, Double)]) -> [LexiconEntry] {
        lines.enumerated().map { LexiconEntry(foreign: $1.0, english: $1.1, weight: $1.2, origin: "t.tsv:\($0 + 1)") }
    }

    @Test func normalisesWeightsPerPhraseAndPrefersTheFirstListed() {
        let rows = PhraseTableStore.compile(Self.entries([("su", "his", 1), ("su", "her", 1), ("su", "your", 0.5), ("mi", "my", 1)]))
        let su = rows.filter { $0.foreign == "su" }
        #expect(su.map(\.english) == ["his", "her", "your"])
        let probabilities = su.map { exp($0.logProbabilityEnglishGivenForeign) }
        #expect(abs(probabilities.reduce(0, +) - 1) < 1e-9)
        #expect(probabilities[0] > probabilities[1] && probabilities[1] > probabilities[2])
        #expect(rows.first { $0.foreign == "mi" }?.logProbabilityEnglishGivenForeign == 0)
        #expect(su.allSatisfy { $0.origin.hasPrefix("t.tsv:") })
    }

    @Test func keepsWholeTextsApartAndTeachesTheirWords() {
        let rows = PhraseTableStore.compile(Self.entries([("¡Me parece bien!", "Sounds good!", 1)]))
        #expect(rows.count == 2)
        #expect(rows.contains { $0.isSentence && $0.foreign == "¡Me parece bien!" && $0.english == "Sounds good!" })
        #expect(rows.contains { !$0.isSentence && $0.foreign == "Me parece bien" && $0.english == "Sounds good"
                && abs($0.logProbabilityEnglishGivenForeign) < 1e-9 })
    }

    @Test func parsesCommentsBlankLinesCRLFAndReportsBadLines() {
        let text = "\u{FEFF}# comment\r\nhola\thello\r\n\r\nmal\n\tempty\nx\ty\t0\nok\tfine\t0.5\n"
        var entries: [LexiconEntry] = [], problems: [String] = []
        LexiconSource.parse(Data(text.utf8), name: "f.tsv", into: &entries, problems: &problems)
        #expect(entries.map(\.foreign) == ["hola", "ok"])
        #expect(entries.map(\.weight) == [1, 0.5])
        #expect(entries.map(\.origin) == ["f.tsv:2", "f.tsv:7"])
        #expect(problems.count == 3)
        #expect(problems[0].hasPrefix("f.tsv:4:"))
        #expect(problems[1].hasPrefix("f.tsv:5:"))
        #expect(problems[2].hasPrefix("f.tsv:6:"))
    }
}
