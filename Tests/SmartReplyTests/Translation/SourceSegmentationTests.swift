import Foundation
import Testing
@testable import SmartReply

@Suite struct SourceSegmentationTests {
    static func lookup() throws -> PhraseLookup {
        let rows = PhraseTableStore.compile([("hola", "hello"), ("amigo", "friend"), ("l'", "the"), ("ami", "friend"), ("peut", "may"), ("être", "be")]
            .enumerated().map { LexiconEntry(foreign: $1.0, english: $1.1, weight: 1, origin: "t:\($0)") })
        return PhraseLookup(table: try PhraseTable(rows: rows, language: "fr", direction: .toEnglish))
    }

    static func chunks(_ segmentation: SourceSegmentation) -> [[String]] {
        segmentation.pieces.compactMap { piece in
            if case .chunk(let words, _, _) = piece { return words.map(\.surface) }
            return nil
        }
    }

    @Test func treatsUnknownCapitalisedWordsInsideASentenceAsNames() throws {
        let segmentation = SourceSegmentation("hola Ana, Amigo hola. Zorro hola", lookup: try Self.lookup(), target: "en")
        #expect(Self.chunks(segmentation) == [["hola"], ["Amigo", "hola"], ["Zorro", "hola"]])
        #expect(segmentation.sourceWordCount == 5)
    }

    @Test func splitsUnknownElisionsAndHyphenatedWords() throws {
        let segmentation = SourceSegmentation("l'ami peut-être", lookup: try Self.lookup(), target: "en")
        #expect(Self.chunks(segmentation) == [["l'", "ami", "peut", "être"]])
    }

    @Test func marksSentenceStartsAndEnds() throws {
        let segmentation = SourceSegmentation("hola amigo, hola! amigo 😀 hola", lookup: try Self.lookup(), target: "en")
        let flags = segmentation.pieces.compactMap { piece -> [Bool]? in
            if case .chunk(_, let starts, let ends) = piece { return [starts, ends] }
            return nil
        }
        #expect(flags == [[true, false], [false, true], [true, false], [false, true]])
    }
}

@Suite struct PhraseKeyTests {
    @Test(arguments: ["м'ясо", "м’ясо", "мʼясо", "М'ЯСО"])
    func readsEveryApostropheAlike(word: String) {
        #expect(PhraseKey.normalize(word) == "м'ясо")
        #expect(PhraseKey.phrase(PhraseKey.words(of: word).words) == PhraseKey.phrase(["м'ясо"]))
    }

    @Test func keysAPhraseWordByWord() {
        #expect(PhraseKey.phrase(["qué", "tal"]) == PhraseKey.extend(PhraseKey.extend(PhraseKey.empty, PhraseKey.word("qué")), PhraseKey.word("tal")))
        #expect(PhraseKey.phrase(["qué", "tal"]) != PhraseKey.phrase(["tal", "qué"]))
        #expect(PhraseKey.sentence("  ¿Qué   TAL? ") == PhraseKey.sentence("¿qué tal?"))
    }
}
