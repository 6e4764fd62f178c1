import Foundation
import Testing
@testable import SmartReply

/// ``NaiveBayesModel/postings(of:start:end:)`` finds fingerprints four at a time (SWAR) in records of
/// up to 16 keys and reads past the record (masked) when the file goes on; these tests hold it to the
/// plain one-key-at-a-time scan at the edges: 0…20 keys per bucket, lanes after the last key holding
/// the very fingerprint asked for, counts up to 255, and the last records, too close to the file's end
/// for the 32-byte look-ahead.
@Suite("NaiveBayesModel postings look-up")
struct NaiveBayesPostingsTests {
    /// Keys per bucket of a 16-bucket model: every SWAR word boundary (4, 8, 12, 16), the fallback
    /// above 16, and two short records of one posting per key at the end, whose 32-byte look-ahead
    /// would run past the file's end (the plain scan answers there).
    static let keysPerBucket = [0, 1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 20, 2, 1]

    /// A model with `keysPerBucket` features per bucket; a feature's postings count is the number of
    /// the 255 classes that hold it, drawn so that some records reach 255 postings per key.
    static func model() throws -> NaiveBayesModel {
        var generator = SeededTestGenerator(seed: 7)
        let classCount = 255
        var features = [[UInt64: Double]](repeating: [:], count: classCount)
        for (bucket, keys) in keysPerBucket.enumerated() {
            // In the 5-key record the smallest fingerprint, 0x0100, puts a 0 where lane 5 of the SWAR word finds its
            // count: a match in that lane past the keys, unmasked, would pass the record's limit as (offset, 0).
            var fingerprints: Set<UInt16> = bucket == 5 ? [0x0100] : []
            while fingerprints.count < keys { fingerprints.insert(UInt16(truncatingIfNeeded: generator.next())) }
            for fingerprint in fingerprints {
                let key = UInt64(bucket) << 60 | (generator.next() & 0x0FFF_FFFF_FFFF_0000) | UInt64(fingerprint)
                let holders = bucket >= 14 || fingerprint < 0x0200 ? 1 : fingerprint % 5 == 0 ? classCount : 1 + Int(generator.next() % 40)
                for cls in 0..<holders { features[cls][key] = -Double(1 + generator.next() % 20) }
            }
        }
        let classes = (0..<classCount).map { cls in
            NaiveBayesModelWriter.ClassModel(label: "c\(cls)", scriptMask: 1, logPrior: -1, floors: Array(repeating: -20, count: 6),
                                             features: [features[cls], [:], [:], [:], [:], [:]])
        }
        let data = try NaiveBayesModelWriter(featureMask: 1, temperature: 1, bucketBits: 4).encode(classes)
        return try NaiveBayesModel(file: MappedFile(copying: data, name: URL(fileURLWithPath: "/postings-test.model")))
    }

    /// The reference: the plain scan over the record's keys.
    static func scan(_ model: NaiveBayesModel, fingerprint: UInt16, start: Int, end: Int) -> (offset: Int, count: Int) {
        guard start < end else { return (0, 0) }
        let bytes = model.file.bytes
        let record = model.recordsOffset + start, limit = model.recordsOffset + end
        let keys = Int(bytes[record])
        var posting = record + 1 + 3 * keys
        guard posting <= limit else { return (0, 0) }
        for index in 0..<keys {
            let count = Int(bytes[record + 1 + index])
            let offset = record + 1 + keys + 2 * index
            if UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8 == fingerprint {
                return posting + 2 * count <= limit ? (posting, count) : (0, 0)
            }
            posting += 2 * count
        }
        return (0, 0)
    }

    @Test func everyFingerprintNearEveryRecordIsFoundAsThePlainScanFindsIt() throws {
        let model = try Self.model()
        #expect(model.bucketBits == 4)
        let bytes = model.file.bytes
        var found = 0, checked = 0
        for bucket in 0..<16 {
            let probe = UInt64(bucket) << 60
            let range = model.bucketRange(of: probe)
            let keys = range.start < range.end ? Int(bytes[model.recordsOffset + range.start]) : 0
            #expect(keys == Self.keysPerBucket[bucket])
            if bucket >= 14 { #expect(model.recordsOffset + range.start + 1 + keys + 32 > bytes.count) }
            // The record's own fingerprints and every 16-bit value of the 32 bytes the SWAR words may
            // read (the next records' counts and fingerprints: lanes past `keys` that must not match).
            var candidates: [UInt16] = [0, 0xFFFF, 0x8000, 0x0001]
            let fingerprintBase = model.recordsOffset + range.start + 1 + keys
            for byte in fingerprintBase..<min(fingerprintBase + 40, bytes.count - 1) {
                candidates.append(UInt16(bytes[byte]) | UInt16(bytes[byte + 1]) << 8)
            }
            for fingerprint in candidates {
                let key = probe | 0x0123_4567_0000 | UInt64(fingerprint)
                let got = model.postings(of: key, start: range.start, end: range.end)
                let want = Self.scan(model, fingerprint: fingerprint, start: range.start, end: range.end)
                #expect(got == want, "bucket \(bucket) (\(keys) keys), fingerprint \(fingerprint)")
                if want.count > 0 { found += 1 }
                checked += 1
            }
        }
        // Each of the features is among the candidates of its own record.
        #expect(found >= Self.keysPerBucket.reduce(0, +))
        #expect(checked > 600)
    }

    @Test func aFeatureHeldByAll255ClassesHas255Postings() throws {
        let model = try Self.model()
        let bytes = model.file.bytes
        var largest = 0
        for bucket in 0..<16 {
            let range = model.bucketRange(of: UInt64(bucket) << 60)
            guard range.start < range.end else { continue }
            let record = model.recordsOffset + range.start
            let keys = Int(bytes[record])
            for index in 0..<keys {
                let offset = record + 1 + keys + 2 * index
                let fingerprint = UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
                largest = max(largest, model.postings(of: UInt64(bucket) << 60 | UInt64(fingerprint), start: range.start, end: range.end).count)
            }
        }
        #expect(largest == 255)
    }
}
