import Foundation

/// The second stage of the language identifier for single words: a table of the
/// training words that the character n-grams get wrong, each with the language
/// whose list holds it most often.
///
/// Trained by `smartreply train langid` (``LanguageIDCorpus``): after the n-gram
/// model is built, each language's most frequent words (letters only, 33,400 by
/// default) are identified with it; a word whose answer is not the language with
/// the highest wordfreq frequency for that word, and that is at least 1.5 times as frequent there
/// as in the language the n-grams give it, becomes an exception. When a text
/// is exactly one word found here, that language is put ``margin`` (natural-log odds)
/// above the best other candidate before the hints are applied: it overrides the
/// n-grams unless script, unique-letter rules or constraints rule the language out,
/// and a conversation's hint (weight > e^margin) can still overrule it.
/// Close relatives (es/pt/ca, nb/da, cs/sk, hr/sl, id/ms, bg/mk) hold most of them.
/// In a text of two words each word is looked up and corrected on its own score
/// (`NaiveBayesLanguageIdentifier.twoWordExceptionMargin`); texts of three or more words are not
/// looked up (a fixed bonus of 1–20 nats per exception word on the whole text cost −0.1 to −7 points
/// on development pairs and chat lines, `export_langid_corpus.py --dev-dir`).
///
/// Section layout (appended to the model file, format version 5, feature-mask flag
/// ``NaiveBayesModel/exceptionFlag``; little-endian):
///
///     bucketBits UInt32 | count UInt32 | margin Float32
///     | bucketStart UInt32[2^bucketBits + 1] (entry indices)
///     | entries, 3 bytes each (UInt24): bits 6…23 the word key's bits 16…33, bits 0…5 the class
///
/// A word's key is the whole-word key of ``NGramFeatures`` (64-bit); its top
/// `bucketBits` bits pick the bucket (about 8 entries each), 18 further bits must match
/// (a word not in the table matches by chance with probability ≈ 8 / 2¹⁸, about 3 · 10⁻⁵).
/// Models of more than ``maximumClassCount`` classes have no exceptions.
/// Source of the words: the PyPI package `wordfreq` (CC-BY-SA 4.0) through the corpus export.
struct WordExceptions: Sendable {
    /// Fixed part of the section before the bucket table: bucketBits, count, margin.
    static let headerSize = 12
    /// Bytes per entry.
    static let entrySize = 3
    /// Classes an entry can name (6 bits).
    static let maximumClassCount = 64

    let file: MappedFile
    let bucketBits: Int
    let count: Int
    /// Log-odds by which a one-word text's exception language is put above the best other candidate.
    let margin: Double
    /// Absolute byte offsets of the bucket table and the entries.
    let bucketOffset: Int
    let entriesOffset: Int
    /// The section's size in bytes.
    let size: Int

    /// Reads the section starting at byte `offset` of `file`.
    /// - Throws: `.modelFileCorrupt` naming the file when the section is truncated or inconsistent.
    init(file: MappedFile, offset: Int, classCount: Int) throws {
        let bytes = file.bytes
        func corrupt(_ why: String) -> SmartReplyError {
            SmartReplyError(.modelFileCorrupt, "model file \(file.url.path) is corrupt: word exceptions \(why)")
        }
        guard offset + WordExceptions.headerSize <= bytes.count else { throw corrupt("truncated in their header") }
        func u32(_ at: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
        bucketBits = Int(u32(offset))
        count = Int(u32(offset + 4))
        margin = Double(Float(bitPattern: u32(offset + 8)))
        guard (1...24).contains(bucketBits), count <= 1 << 26, margin.isFinite, margin >= 0 else {
            throw corrupt("have bucket bits \(bucketBits), count \(count) or margin \(margin) out of range")
        }
        bucketOffset = offset + WordExceptions.headerSize
        entriesOffset = bucketOffset + 4 * ((1 << bucketBits) + 1)
        size = entriesOffset + WordExceptions.entrySize * count - offset
        guard offset + size <= bytes.count else { throw corrupt("truncated: the section needs \(size) bytes") }
        self.file = file
        // Bucket starts must rise to `count`, classes must exist: checked once here, so look-ups need no checks.
        var previous = 0
        for bucket in 0...(1 << bucketBits) {
            let start = Int(u32(bucketOffset + 4 * bucket))
            guard start >= previous, start <= count else { throw corrupt("bucket \(bucket) starts at \(start), out of order") }
            previous = start
        }
        guard previous == count else { throw corrupt("buckets end at \(previous), not at \(count)") }
        for index in 0..<count where Int(bytes[entriesOffset + WordExceptions.entrySize * index] & 0x3F) >= classCount {
            throw corrupt("entry \(index) names class \(bytes[entriesOffset + WordExceptions.entrySize * index] & 0x3F) of \(classCount)")
        }
    }

    /// The class of the word with whole-word key `key`, or `nil` when it is no exception.
    /// - Complexity: O(bucket size), about 8 entries: one or two cache lines.
    @inline(__always)
    func exceptionClass(of key: UInt64) -> Int? {
        let range = entryRange(of: key)
        return exceptionClass(of: key, start: range.start, end: range.end)
    }

    /// The address of `key`'s bucket start (for a prefetch before ``entryRange(of:)``).
    /// - Complexity: O(1), no memory access.
    @inline(__always)
    func bucketAddress(of key: UInt64) -> UnsafeRawPointer? {
        let bucket = Int(truncatingIfNeeded: key >> UInt64(64 - bucketBits))
        return file.bytes.baseAddress.map { $0 + bucketOffset + 4 * bucket }
    }

    /// The address of entry `index` (for a prefetch before ``exceptionClass(of:start:end:)``).
    /// - Complexity: O(1), no memory access.
    @inline(__always)
    func entryAddress(_ index: Int) -> UnsafeRawPointer? {
        file.bytes.baseAddress.map { $0 + entriesOffset + WordExceptions.entrySize * index }
    }

    /// The entries `[start, end)` of `key`'s bucket (split from ``exceptionClass(of:start:end:)``
    /// so that a caller can issue this load early, next to others).
    /// - Complexity: O(1), one load from the bucket table.
    @inline(__always)
    func entryRange(of key: UInt64) -> (start: Int, end: Int) {
        let bytes = file.bytes
        let bucket = Int(truncatingIfNeeded: key >> UInt64(64 - bucketBits))
        let start = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: bucketOffset + 4 * bucket, as: UInt32.self)))
        let end = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: bucketOffset + 4 * bucket + 4, as: UInt32.self)))
        return (start, end)
    }

    /// The class of the word with whole-word key `key` among the entries `[start, end)` of its
    /// bucket (``entryRange(of:)``), or `nil` when it is no exception.
    @inline(__always)
    func exceptionClass(of key: UInt64, start: Int, end: Int) -> Int? {
        let bytes = file.bytes
        let fingerprint = WordExceptions.fingerprint(key)
        var index = start
        while index < end {
            let at = entriesOffset + WordExceptions.entrySize * index
            let entry = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16
            if entry >> 6 == fingerprint { return Int(entry & 0x3F) }
            index += 1
        }
        return nil
    }

    /// The 18 bits of `key` stored in an entry (bits 16…33, below any bucket bits).
    @inline(__always)
    static func fingerprint(_ key: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: key >> 16) & 0x3_FFFF }

    /// Encodes a section for `entries` (whole-word key → class < ``maximumClassCount``; others are left out).
    /// Two words with the same bucket and fingerprint keep the first in key order.
    static func encode(_ entries: [UInt64: Int], margin: Double) -> Data {
        var bucketBits = 1
        while bucketBits < 24 && entries.count > 8 << bucketBits { bucketBits += 1 }
        let shift = UInt64(64 - bucketBits)
        var byBucket = [[UInt32]](repeating: [], count: 1 << bucketBits)
        for key in entries.keys.sorted() {
            guard let cls = entries[key], (0..<WordExceptions.maximumClassCount).contains(cls) else { continue }
            let bucket = Int(key >> shift)
            let fingerprint = WordExceptions.fingerprint(key)
            guard !byBucket[bucket].contains(where: { $0 >> 6 == fingerprint }) else { continue }
            byBucket[bucket].append(fingerprint << 6 | UInt32(cls))
        }
        var data = Data()
        func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        let total = byBucket.reduce(0) { $0 + $1.count }
        u32(UInt32(bucketBits))
        u32(UInt32(total))
        u32(Float(margin).bitPattern)
        var start: UInt32 = 0
        u32(start)
        for bucket in byBucket {
            start += UInt32(bucket.count)
            u32(start)
        }
        for bucket in byBucket {
            for entry in bucket.sorted() {
                data.append(contentsOf: [UInt8(entry & 0xFF), UInt8(entry >> 8 & 0xFF), UInt8(entry >> 16)])
            }
        }
        return data
    }
}
