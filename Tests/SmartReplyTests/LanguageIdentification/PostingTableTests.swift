import Foundation
import Testing
@testable import SmartReply

/// ``PostingTable`` rearranges the model's postings at load time; every look-up must find exactly
/// what the file's look-up finds (``NaiveBayesModel/bucketRange(of:)`` and
/// ``NaiveBayesModel/postings(of:start:end:)``), so that identification answers do not change.
@Suite("PostingTable look-up")
struct PostingTableTests {
    /// The postings at `address` (`count` of them) as values.
    static func values(_ address: UnsafeRawPointer?, _ count: Int) -> [UInt16] {
        guard let address else { return [] }
        return (0..<count).map { NaiveBayesModel.posting(address, $0) }
    }

    /// What the file's look-up finds for `key`.
    static func fileValues(_ model: NaiveBayesModel, _ key: UInt64) -> [UInt16] {
        let found = model.lookUpInFile(key)
        return values(found.address, found.count)
    }

    /// Every feature of `model`'s file (bucket and fingerprint), from its records.
    static func storedKeys(_ model: NaiveBayesModel) -> [UInt64] {
        let bytes = model.file.bytes
        var keys: [UInt64] = []
        for bucket in 0..<(1 << model.bucketBits) {
            let probe = UInt64(bucket) << UInt64(64 - model.bucketBits)
            let range = model.bucketRange(of: probe)
            guard range.start < range.end else { continue }
            let record = model.recordsOffset + range.start
            let count = Int(bytes[record])
            for index in 0..<count {
                let offset = record + 1 + count + 2 * index
                keys.append(probe | UInt64(bytes[offset]) | UInt64(bytes[offset + 1]) << 8)
            }
        }
        return keys
    }

    @Test func everyFeatureOfTheCommittedModelHasTheFilesPostings() throws {
        let model = try LanguageIDTestSupport.identifier.get().model
        let table = try #require(model.table)
        let keys = Self.storedKeys(model)
        #expect(keys.count == model.keyCount)
        var spilled = 0
        for key in keys {
            let found = model.lookUp(key, line: model.line(of: key))
            let want = Self.fileValues(model, key)
            #expect(Self.values(found.address, found.count) == want)
            if want.isEmpty { Issue.record("stored key \(key) not found in the file") }
            if let address = found.address, address >= table.spill.bytes.baseAddress.map({ UnsafeRawPointer($0) }) ?? address,
               address < (table.spill.bytes.baseAddress.map { UnsafeRawPointer($0) + table.spill.bytes.count } ?? address) { spilled += 1 }
        }
        // The widely shared features are the ones whose postings do not fit their line.
        #expect(spilled == table.spilledFeatures)
        #expect(table.spilledFeatures > 0)
    }

    @Test func keysTheModelLacksAreNotFound() throws {
        let model = try LanguageIDTestSupport.identifier.get().model
        var generator = SeededTestGenerator(seed: 3)
        var absent = 0
        for _ in 0..<200_000 {
            let key = generator.next()
            let found = model.lookUp(key, line: model.line(of: key))
            let want = Self.fileValues(model, key)
            #expect(Self.values(found.address, found.count) == want, "key \(key)")
            if want.isEmpty { absent += 1 }
        }
        #expect(absent > 150_000)
    }

    /// A model of 255 classes whose features are held by up to all of them: lines that cannot hold their
    /// features' postings, or even their fingerprints, are left to the file's look-up.
    @Test func linesThatCannotHoldTheirFeaturesAskTheFile() throws {
        let model = try NaiveBayesPostingsTests.model()
        let table = try #require(model.table)
        #expect(table.fileLines > 0)
        #expect(table.fileLines < table.lineCount)
        var found = 0
        for key in Self.storedKeys(model) {
            let got = model.lookUp(key, line: model.line(of: key))
            let want = Self.fileValues(model, key)
            #expect(Self.values(got.address, got.count) == want)
            if !want.isEmpty { found += 1 }
        }
        #expect(found == model.keyCount)
        var generator = SeededTestGenerator(seed: 11)
        for _ in 0..<20_000 {
            let key = generator.next()
            let got = model.lookUp(key, line: model.line(of: key))
            #expect(Self.values(got.address, got.count) == Self.fileValues(model, key))
        }
    }

    /// Identification through the table and through the file: every hypothesis and probability, bit for bit.
    @Test func answersAreTheSameAsWithTheFilesLookUp() throws {
        let packed = try LanguageIDTestSupport.identifier.get()
        let url = LanguageIDTestSupport.lexicons.appendingPathComponent(NaiveBayesLanguageIdentifier.modelPath)
        let plain = try NaiveBayesLanguageIdentifier(model: NaiveBayesModel(file: MappedFile(url: url), buildsTable: false))
        #expect(plain.model.table == nil)
        let texts = [
            "hello there", "¿Dónde estás?", "Privit, jak tvoji spravy?", "Как дела?", "Як справи?", "Straße frei",
            "snakkes senere", "už idem", "vale", "ok", "ty", "qwrtzpsdfghjkl", "holaaaa", "こんにちは", "你好吗",
            "안녕하세요", "สวัสดีครับ", "Γεια σου", "שלום", "مرحبا", "नमस्ते", "terima kasih", "dziękuję bardzo",
            "köszönöm szépen", "tack så mycket", "grazie mille", "obrigado pela ajuda", "mulțumesc frumos",
            "hvala lijepa", "хвала лепа", "dankjewel", "kiitos paljon", "aitäh", "paldies", "ačiū", "teşekkürler",
            "cảm ơn bạn", "salamat po", "asante sana", "bedankt voor alles", "merci beaucoup mon ami",
            "see you tomorrow at the station", "Vamos a Cagliari mañana", "иди нахуй", "xxxxxxxx", "@anna 12:30 👍",
            "https://example.org ok thanks", "Ελληνικά και English", "Москва Moscow", "ñandú", "ǅemal",
        ]
        let options: [LanguageIdentificationOptions] = [
            .init(),
            .init(maximumHypotheses: 46),
            .init(languageHints: [LanguageTag(validated: "es"): 2, LanguageTag(validated: "uk"): 3]),
            .init(languageConstraints: [LanguageTag(validated: "en"), LanguageTag(validated: "de"), LanguageTag(validated: "ru")]),
        ]
        for text in texts {
            for option in options {
                let a = try packed.identify(text, options: option), b = try plain.identify(text, options: option)
                #expect(a.language == b.language, "\(text)")
                #expect(a.hypotheses.map(\.language) == b.hypotheses.map(\.language), "\(text)")
                #expect(a.hypotheses.map(\.probability.bitPattern) == b.hypotheses.map(\.probability.bitPattern), "\(text)")
            }
        }
    }
}
