import Foundation

/// An English trigram language model with stupid backoff (Brants et al. 2007,
/// "Large Language Models in Machine Translation"), searched in place in its
/// memory-mapped file by pre-hashed n-gram keys.
///
/// Trained by `smartreply train lm` (see ``LanguageModelTrainer``) from the
/// chitchat-dataset (MIT) and chatterbot-corpus English (BSD) chat lines, and
/// stored in `Lexicons/lm/en.srlm`:
///
///     "SRLM" magic, UInt32 version (1), UInt32 order (3), UInt32 count n,
///     Float32 ln backoff factor, Float32 ln score of an unknown word,
///     n × UInt64 n-gram keys (sorted), n × UInt16 scores (−ln score × 1000, rounded)
///
/// all little-endian. An n-gram key is ``PhraseKey/phrase(_:)`` of its words
/// (lower-cased word tokens of ``Tokenizer``); `<s>` and `</s>` mark sentence
/// boundaries. Scores are ln(c(uvw)/c(uv)), ln(c(vw)/c(v)), ln(c(w)/N).
///
/// The file is mapped into memory (``MappedFile``) and searched in place: a
/// directory of where each range of key values starts in the sorted keys
/// (built in one pass at load, about 8 keys per bucket) leads to a short
/// linear scan; a one-hash Bloom filter answers most absent n-grams first.
/// Loading costs one read pass over the keys instead of building a hash table.
///
/// Immutable after loading; shared across tasks.
final class EnglishLanguageModel: Sendable {
    /// The file format version this build reads and writes.
    static let formatVersion: UInt32 = 1
    /// The key of the sentence-start marker.
    static let sentenceStart = PhraseKey.word("<s>")
    /// The key of the sentence-end marker.
    static let sentenceEnd = PhraseKey.word("</s>")

    /// The model bytes (mapped file, or a copy of in-memory data).
    private let file: MappedFile
    /// `directory[b]` is the index of the first key whose bucket (its top bits) is ≥ b; one entry per bucket plus an end
    /// (256 KiB for 400,000 n-grams).
    private let directory: [UInt32]
    /// How far a key is shifted right to give its bucket (64 − bucket bits; about 8 keys per bucket).
    private let bucketShift: UInt64
    /// A one-hash Bloom filter over the keys (512 KiB, mostly cached): most trigram and bigram
    /// queries miss, and the filter answers them without touching the directory or the keys.
    private let filter: [UInt64]
    private static let filterBits = 1 << 22
    /// Byte offset of the n UInt64 keys; the n UInt16 scores follow them.
    private static let keysOffset = 24
    /// ln of the backoff factor (0.4 in Brants et al.).
    let backoff: Float
    /// ln score of a word never seen.
    let unknownScore: Float
    /// Number of n-grams stored.
    let count: Int
    /// Scores asked recently (``score(_:after:_:)``), shared by every task using this model.
    private let recentScores = RecentScores()

    /// Maps a model file.
    /// - Throws: `SmartReplyError.modelFileMissing` when absent, `.modelFileCorrupt`
    ///   when short or malformed, `.modelVersionUnsupported` for a newer version; each naming the file.
    /// - Complexity: one pass over the keys (a few milliseconds for 400,000 n-grams).
    convenience init(contentsOf url: URL) throws {
        let file: MappedFile
        do { file = try MappedFile(url: url) } catch let error as SmartReplyError where error.code == .modelFileMissing {
            throw SmartReplyError(.modelFileMissing, "\(url.path): language model file does not exist (run 'smartreply train lm')")
        }
        try self.init(file: file, name: url.path)
    }

    /// Checks a model file's header and size without mapping or reading its n-grams: what a front end
    /// can check at start-up, so a damaged file is reported then rather than on the first message
    /// that needs it. A file that passes can still fail ``init(contentsOf:)`` on its keys' order.
    /// - Throws: as ``init(contentsOf:)``, naming the file.
    /// - Complexity: one read of 24 bytes.
    static func checkHeader(at url: URL) throws {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw SmartReplyError(.modelFileMissing, "\(url.path): language model file cannot be opened")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 24)) ?? Data()
        let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
        _ = try header.withUnsafeBytes { try validateHeader($0, fileSize: size, name: url.path) }
    }

    /// Checks the 24-byte header (magic, version, order) against the file's size, shared by
    /// ``checkHeader(at:)`` and the initializer; returns the n-gram count.
    /// - Throws: as ``init(contentsOf:)``, naming `name`.
    private static func validateHeader(_ bytes: UnsafeRawBufferPointer, fileSize: Int, name: String) throws -> Int {
        guard bytes.count >= 24, bytes[0..<4].elementsEqual("SRLM".utf8) else {
            throw SmartReplyError(.modelFileCorrupt, "\(name): not a smart-reply language model (bad header)")
        }
        func u32(_ offset: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        let version = u32(4)
        guard version <= Self.formatVersion else {
            throw SmartReplyError(.modelVersionUnsupported, "\(name): language model version \(version) is newer than this build supports (\(Self.formatVersion))")
        }
        let count = Int(u32(12))
        guard version == Self.formatVersion, u32(8) == 3, fileSize == 24 + count * 10 else {
            throw SmartReplyError(.modelFileCorrupt, "\(name): truncated or malformed language model (\(fileSize) bytes for \(count) n-grams)")
        }
        return count
    }

    /// Parses a model from its bytes (copied); `name` is used in error messages.
    /// - Throws: as ``init(contentsOf:)``.
    convenience init(data: Data, name: String) throws {
        try self.init(file: MappedFile(copying: data, name: URL(fileURLWithPath: name)), name: name)
    }

    private init(file: MappedFile, name: String) throws {
        let bytes = file.bytes
        func u32(_ offset: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        let count = try Self.validateHeader(bytes, fileSize: bytes.count, name: name)
        backoff = Float(bitPattern: u32(16))
        unknownScore = Float(bitPattern: u32(20))
        guard backoff.isFinite, unknownScore.isFinite else {
            throw SmartReplyError(.modelFileCorrupt, "\(name): language model header holds a non-finite number")
        }
        // About eight keys per bucket (one or two cache lines to scan; the Bloom filter answers
        // most absent n-grams before that): 256 KiB of directory for 400,000 n-grams.
        var bucketBits: UInt64 = 4
        while (1 << bucketBits) < count / 8 && bucketBits < 30 { bucketBits += 1 }
        let shift = 64 - bucketBits
        let buckets = 1 << Int(bucketBits)
        var directory = [UInt32](repeating: UInt32(count), count: buckets + 1)
        var filter = [UInt64](repeating: 0, count: Self.filterBits / 64)
        var sorted = true
        directory.withUnsafeMutableBufferPointer { directory in
            filter.withUnsafeMutableBufferPointer { filter in
                var next = 0
                var previous: UInt64 = 0
                for index in 0..<count {
                    let key = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: Self.keysOffset + index * 8, as: UInt64.self))
                    if index > 0 && key <= previous { sorted = false }
                    previous = key
                    let bucket = Int(truncatingIfNeeded: key >> shift)
                    while next <= bucket { directory[next] = UInt32(index); next += 1 }
                    let bit = Self.filterBit(key)
                    filter[bit >> 6] |= 1 << UInt64(bit & 63)
                }
            }
        }
        guard sorted else {
            throw SmartReplyError(.modelFileCorrupt, "\(name): language model keys are not strictly ascending")
        }
        self.file = file
        self.directory = directory
        self.filter = filter
        self.bucketShift = shift
        self.count = count
    }

    @inline(__always)
    private static func filterBit(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0xD6E8_FEB8_6659_FD93) >> 40) & (filterBits - 1)
    }

    /// The ln score stored for an n-gram key, or nil when the model lacks it.
    @inline(__always)
    private func lookup(_ key: UInt64) -> Float? {
        let bit = Self.filterBit(key)
        guard filter.withUnsafeBufferPointer({ $0[bit >> 6] & (1 << UInt64(bit & 63)) != 0 }) else { return nil }
        let bucket = Int(truncatingIfNeeded: key >> bucketShift)
        let (first, end) = directory.withUnsafeBufferPointer { (Int($0[bucket]), Int($0[bucket + 1])) }
        let bytes = file.bytes
        var index = first
        while index < end {
            let stored = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: Self.keysOffset + index * 8, as: UInt64.self))
            if stored == key {
                let quantized = UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: Self.keysOffset + count * 8 + index * 2,
                                                                         as: UInt16.self))
                return -Float(quantized) / 1000
            }
            if stored > key { return nil }
            index += 1
        }
        return nil
    }

    /// The ln score stored for an n-gram key (``PhraseKey/extend(_:_:)`` of its words), or nil.
    func storedScore(_ key: UInt64) -> Float? { lookup(key) }

    /// ln score of word `w` after context words `u v` (0 for “no word”), with stupid backoff.
    ///
    /// Remembered in a small shared table (``RecentScores``): the decoder and the English repairs ask
    /// the same common n-grams for message after message, and each fresh answer costs up to three
    /// probes that mostly miss the CPU caches (filter, directory, keys of a 4 MB model).
    /// - Complexity: O(1): one table slot, read without a lock; at most three hash probes the first time.
    func score(_ w: UInt64, after u: UInt64, _ v: UInt64) -> Float {
        if let known = recentScores.value(w, u, v) { return known }
        let value = uncachedScore(w, after: u, v)
        recentScores.store(value, w, u, v)
        return value
    }

    /// ``score(_:after:_:)`` computed from the model, without the shared table.
    @inline(__always)
    func uncachedScore(_ w: UInt64, after u: UInt64, _ v: UInt64) -> Float {
        if u != 0 && v != 0, let s = trigramScore(w, after: u, v) { return s }
        return backedOff(lowerOrderScore(w, after: v), u: u, v: v)
    }

    /// The stored score of the trigram `u v w`, or nil: the first step of ``score(_:after:_:)``
    /// (which asks only when `u` and `v` are both words).
    @inline(__always)
    func trigramScore(_ w: UInt64, after u: UInt64, _ v: UInt64) -> Float? {
        lookup(PhraseKey.extend(PhraseKey.extend(PhraseKey.extend(PhraseKey.empty, u), v), w))
    }

    /// The lower orders of ``score(_:after:_:)``, which depend on `v w` only: the stored bigram score
    /// of `v w` (`isBigram`), else the unigram score of `w` (or ``unknownScore``).
    @inline(__always)
    func lowerOrderScore(_ w: UInt64, after v: UInt64) -> (score: Float, isBigram: Bool) {
        if v != 0, let s = lookup(PhraseKey.extend(PhraseKey.extend(PhraseKey.empty, v), w)) { return (s, true) }
        return (lookup(PhraseKey.extend(PhraseKey.empty, w)) ?? unknownScore, false)
    }

    /// ``score(_:after:_:)`` when the trigram is not stored: the lower-order score with the backoff
    /// penalties, added in the same order as there.
    @inline(__always)
    func backedOff(_ lower: (score: Float, isBigram: Bool), u: UInt64, v: UInt64) -> Float {
        var penalty: Float = 0
        if v != 0 {
            if u != 0 { penalty += backoff }
            if lower.isBigram { return penalty + lower.score }
            penalty += backoff
        }
        return penalty + lower.score
    }

    /// ln score of a whole word sequence, starting after `<s>` and ending with `</s>`.
    func score(sentence words: [UInt64]) -> Float {
        var u: UInt64 = 0, v = Self.sentenceStart, total: Float = 0
        for w in words + [Self.sentenceEnd] {
            total += score(w, after: u, v)
            (u, v) = (v, w)
        }
        return total
    }
}
