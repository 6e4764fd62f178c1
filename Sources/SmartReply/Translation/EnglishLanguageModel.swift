import Foundation

/// An English trigram language model with stupid backoff (Brants et al. 2007,
/// "Large Language Models in Machine Translation"), held in an open-addressing
/// hash table keyed by pre-hashed n-grams.
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
/// In memory each slot packs the key's upper 48 bits with the 16-bit score,
/// so a probe costs one cache line (a 2⁻⁴⁸ false-match rate per probe).
///
/// Immutable after loading; shared across tasks.
final class EnglishLanguageModel: Sendable {
    /// The file format version this build reads and writes.
    static let formatVersion: UInt32 = 1
    /// The key of the sentence-start marker.
    static let sentenceStart = PhraseKey.word("<s>")
    /// The key of the sentence-end marker.
    static let sentenceEnd = PhraseKey.word("</s>")

    private let slots: [UInt64]
    private let mask: Int
    /// A one-hash Bloom filter over the keys (512 KiB, stays in cache): most
    /// trigram and bigram queries miss, and the filter answers them without
    /// touching the large table.
    private let filter: [UInt64]
    private static let filterBits = 1 << 22
    private static let keyMask: UInt64 = ~0xFFFF
    /// ln of the backoff factor (0.4 in Brants et al.).
    let backoff: Float
    /// ln score of a word never seen.
    let unknownScore: Float
    /// Number of n-grams stored.
    let count: Int

    /// Reads a model file.
    /// - Throws: `SmartReplyError.modelFileMissing` when absent, `.modelFileCorrupt`
    ///   when short or malformed, `.modelVersionUnsupported` for a newer version; each naming the file.
    convenience init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SmartReplyError(.modelFileMissing, "\(url.path): language model file does not exist (run 'smartreply train lm')")
        }
        let data: Data
        do { data = try Data(contentsOf: url, options: .mappedIfSafe) } catch {
            throw SmartReplyError(.ioFailure, "\(url.path): cannot read the language model (\(error.localizedDescription))")
        }
        try self.init(data: data, name: url.path)
    }

    /// Parses a model from its bytes; `name` is used in error messages.
    /// - Throws: as ``init(contentsOf:)``.
    init(data: Data, name: String) throws {
        let bytes = [UInt8](data)
        func u32(_ offset: Int) -> UInt32 {
            UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
        }
        guard bytes.count >= 24, bytes[0..<4].elementsEqual("SRLM".utf8) else {
            throw SmartReplyError(.modelFileCorrupt, "\(name): not a smart-reply language model (bad header)")
        }
        let version = u32(4)
        guard version <= Self.formatVersion else {
            throw SmartReplyError(.modelVersionUnsupported, "\(name): language model version \(version) is newer than this build supports (\(Self.formatVersion))")
        }
        let count = Int(u32(12))
        guard version == Self.formatVersion, u32(8) == 3, bytes.count == 24 + count * 10 else {
            throw SmartReplyError(.modelFileCorrupt, "\(name): truncated or malformed language model (\(bytes.count) bytes for \(count) n-grams)")
        }
        backoff = Float(bitPattern: u32(16))
        unknownScore = Float(bitPattern: u32(20))
        guard backoff.isFinite, unknownScore.isFinite else {
            throw SmartReplyError(.modelFileCorrupt, "\(name): language model header holds a non-finite number")
        }
        var capacity = 16
        while capacity < count + count / 2 { capacity <<= 1 }
        var slots = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        let valueBase = 24 + count * 8
        for i in 0..<count {
            var key: UInt64 = 0
            for b in 0..<8 { key |= UInt64(bytes[24 + i * 8 + b]) << (8 * UInt64(b)) }
            let fingerprint = Self.fingerprint(key)
            let quantized = UInt64(bytes[valueBase + i * 2]) | UInt64(bytes[valueBase + i * 2 + 1]) << 8
            var slot = Int(truncatingIfNeeded: key) & mask
            while slots[slot] != 0 && slots[slot] & Self.keyMask != fingerprint { slot = (slot + 1) & mask }
            slots[slot] = fingerprint | quantized
        }
        var filter = [UInt64](repeating: 0, count: Self.filterBits / 64)
        for i in 0..<count {
            var key: UInt64 = 0
            for b in 0..<8 { key |= UInt64(bytes[24 + i * 8 + b]) << (8 * UInt64(b)) }
            let bit = Self.filterBit(key)
            filter[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        self.filter = filter
        self.slots = slots
        self.mask = mask
        self.count = count
    }

    /// The upper 48 bits of a key, never 0 (0 marks an empty slot).
    @inline(__always)
    private static func fingerprint(_ key: UInt64) -> UInt64 {
        let high = key & keyMask
        return high == 0 ? 0x1_0000 : high
    }

    @inline(__always)
    private static func filterBit(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0xD6E8_FEB8_6659_FD93) >> 40) & (filterBits - 1)
    }

    @inline(__always)
    private func lookup(_ key: UInt64) -> Float? {
        let bit = Self.filterBit(key)
        guard filter.withUnsafeBufferPointer({ $0[bit >> 6] & (1 << UInt64(bit & 63)) != 0 }) else { return nil }
        let fingerprint = Self.fingerprint(key)
        var slot = Int(truncatingIfNeeded: key) & mask
        return slots.withUnsafeBufferPointer { buffer in
            while true {
                let stored = buffer[slot]
                if stored & Self.keyMask == fingerprint { return -Float(stored & 0xFFFF) / 1000 }
                if stored == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
    }

    /// ln score of word `w` after context words `u v` (0 for “no word”), with stupid backoff.
    /// - Complexity: O(1): at most three hash probes.
    @inline(__always)
    func score(_ w: UInt64, after u: UInt64, _ v: UInt64) -> Float {
        var penalty: Float = 0
        if v != 0 {
            let bigramContext = PhraseKey.extend(PhraseKey.empty, v)
            if u != 0, let s = lookup(PhraseKey.extend(PhraseKey.extend(PhraseKey.extend(PhraseKey.empty, u), v), w)) { return s }
            if u != 0 { penalty += backoff }
            if let s = lookup(PhraseKey.extend(bigramContext, w)) { return penalty + s }
            penalty += backoff
        }
        return penalty + (lookup(PhraseKey.extend(PhraseKey.empty, w)) ?? unknownScore)
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
