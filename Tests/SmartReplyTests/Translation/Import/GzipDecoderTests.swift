import Foundation
import Testing
@testable import SmartReply

@Suite struct GzipDecoderTests {
    @Test(arguments: ["sample-level0.txt.gz", "sample-level9.txt.gz", "mueller7.dict.dz", "freedict-spa-eng.dict.dz"])
    func decompressesStoredFixedAndDynamicBlocks(file: String) throws {
        let data = try FreeDictFixtures.bytes(file)
        #expect(GzipDecoder.isGzip(data))
        let text = String(decoding: try GzipDecoder.decompress(data, name: file), as: UTF8.self)
        if file.hasPrefix("sample") {
            #expect(text == String(decoding: try FreeDictFixtures.bytes("sample.txt"), as: UTF8.self))
        } else {
            #expect(text.contains("00-database-info"))
        }
    }

    @Test func skipsALongExtraFieldWhoseLowByteCarries() throws {
        // dictzip's chunk table makes the extra field long (2 bytes per 58 KB chunk): XLEN 511 here, whose low byte + 2 carries.
        var data = try FreeDictFixtures.bytes("sample-level9.txt.gz")
        data[3] |= 0x04
        data.insert(contentsOf: [0xFF, 0x01] + [UInt8](repeating: 0xAB, count: 511), at: 10)
        let text = try GzipDecoder.decompress(data, name: "extra.gz")
        #expect(text == (try FreeDictFixtures.bytes("sample.txt")))
    }

    @Test func namesTheFileAndOffsetOfCorruptData() throws {
        var data = try FreeDictFixtures.bytes("sample-level9.txt.gz")
        for index in 40..<60 { data[index] ^= 0x5A }
        let error = try #require(throws: SmartReplyError.self) { try GzipDecoder.decompress(data, name: "/x/sample.gz") }
        #expect(error.code == .modelFileCorrupt)
        #expect(error.message.hasPrefix("/x/sample.gz: corrupt"))
        #expect(error.message.contains("at byte offset"))
    }

    @Test func rejectsTruncatedData() throws {
        let data = try FreeDictFixtures.bytes("sample-level9.txt.gz")
        let error = try #require(throws: SmartReplyError.self) { try GzipDecoder.decompress(Array(data.prefix(data.count / 2)), name: "half.gz") }
        #expect(error.code == .modelFileCorrupt)
        #expect(error.message.contains("half.gz"))
    }

    @Test func rejectsDataThatIsNotGzip() throws {
        let data = Array("plain text, long enough to have a header".utf8)
        #expect(!GzipDecoder.isGzip(data))
        let error = try #require(throws: SmartReplyError.self) { try GzipDecoder.decompress(data, name: "plain.dz") }
        #expect(error.message == "plain.dz: corrupt gzip data at byte offset 0: not gzip (no 1F 8B magic number)")
    }
}
