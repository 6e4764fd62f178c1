import Foundation
import Testing
@testable import SmartReply

@Suite struct DictdDictionaryTests {
    @Test(arguments: [("A", 0), ("B", 1), ("/", 63), ("BA", 64), ("Ce", 158), ("b", 27), ("9", 61)])
    func decodesDictdBase64Numbers(digits: String, value: Int) {
        #expect(DictdDictionary.base64Number(Array(digits.utf8)) == value)
    }

    @Test func rejectsBadBase64Digits() {
        #expect(DictdDictionary.base64Number(Array("A*".utf8)) == nil)
        #expect(DictdDictionary.base64Number([UInt8]()) == nil)
    }

    @Test func readsCompressedArticlesAndKeepsTheInfoApart() throws {
        let files = DictdDictionary.files(named: "freedict-spa-eng", in: FreeDictFixtures.directory)
        let dictionary = try DictdDictionary(indexURL: files.index, dataURL: try #require(files.data))
        #expect(dictionary.entries.map(\.headword) == ["casa", "enfadar", "gato", "hola", "lápiz", "perro caliente", "rayos x", "ventana"])
        #expect(dictionary.body(of: dictionary.entries[3]) == "hola /ˈola/\nhello, hi\n")
        #expect(dictionary.info.contains("GNU General Public License ver. 2.0"))
    }

    @Test func readsAnUncompressedDictFile() throws {
        let files = DictdDictionary.files(named: "freedict-eng-spa", in: FreeDictFixtures.directory)
        #expect(files.data?.lastPathComponent == "freedict-eng-spa.dict")
        let dictionary = try DictdDictionary(indexURL: files.index, dataURL: try #require(files.data))
        #expect(dictionary.entries.count == 3)
        #expect(dictionary.info.isEmpty)
    }

    @Test func namesTheIndexLineThatPointsOutsideTheData() throws {
        let directory = try FreeDictFixtures.copy()
        let index = directory.appendingPathComponent("freedict-eng-spa.index")
        try Data("dog\tA\tp\nwindow\tZZZ\tB\n".utf8).write(to: index)
        let error = try #require(throws: SmartReplyError.self) {
            try DictdDictionary(indexURL: index, dataURL: directory.appendingPathComponent("freedict-eng-spa.dict"))
        }
        #expect(error.code == .modelFileCorrupt)
        #expect(error.message.hasPrefix("\(index.path):2: article 'window'"))
    }

    @Test func namesAMissingFile() throws {
        let directory = try makeTemporaryDirectory("dictd-missing")
        let error = try #require(throws: SmartReplyError.self) {
            try DictdDictionary(indexURL: directory.appendingPathComponent("x.index"), dataURL: directory.appendingPathComponent("x.dict.dz"))
        }
        #expect(error.code == .modelFileMissing)
        #expect(error.message.contains("x.index"))
    }
}
