import Foundation

/// A multinomial naive Bayes model over hashed character n-gram features,
/// memory-mapped from a compact binary file.
///
/// For each class c and feature order n (0 = whole words, 1…5 = character
/// n-grams) the model holds log P(g | c, n) for the n-grams g it kept, and one
/// "floor" log-probability for every n-gram it did not keep (additive
/// smoothing mass). The score of a text is
/// log P(c) + Σ over its features g of log P(g | c, order(g)),
/// as in McCallum & Nigam, "A comparison of event models for naive Bayes text
/// classification" (1998), with one multinomial per n-gram order ("joint"
/// scoring, used by ``NaiveBayesTextClassifier``).
///
/// With the conditional flag (feature mask bit 8, used by the language model)
/// an n-gram of order n ≥ 2 holds log P(last letter | first n − 1 letters)
/// instead, and a class lacking it backs off to its longest known prefix
/// (lingua's scheme; see ``NaiveBayesLanguageIdentifier``).
///
/// File layout (little-endian; see ``NaiveBayesModelWriter``):
///
///     magic "SRNB" | version UInt32 (5; 3 and 4 are read too) | classCount | featureMask | bucketBits
///     | keyCount | postingCount (UInt32 each) | quantMin, quantStep, temperature (Float32)
///     | labelBytes UInt32 | backOffPenalty Float32 (log, ≤ 0) | wordWeight Float32 (≥ 0) | labels (UInt8 length + UTF-8 each, padded to 4)
///     | scriptMasks UInt32[classCount] | logPriors Float32[classCount]
///     | floors Float32[classCount × 6]
///     | bucketStart UInt32[2^bucketBits + 1] (byte offsets into the records)
///     | records: per bucket, k UInt8 | postingCounts UInt8[k] | fingerprints UInt16[k]
///                | postings UInt16[…] (class << 8 | quantized log-probability), unaligned
///     | (version 5 with ``exceptionFlag``) the word exceptions, see ``WordExceptions``
///
/// A feature key (64-bit hash) goes to bucket `key >> (64 − bucketBits)`, and is
/// found there by its low 16 bits (so a feature the model lacks matches a
/// stored one with probability ≈ bucket size / 65 536, about 2 · 10⁻⁴). A
/// bucket's record is contiguous, so a look-up in the file touches about two cache lines
/// after the bucket table. At load time the records are rearranged into a ``PostingTable``
/// (one cache line per look-up, same answers), and the file's pages of them are let go.
/// Every offset read from the file is bounds-checked,
/// so a damaged file gives wrong scores or a typed error, never a crash.
///
/// A final class of constants (not a struct): the identifier's scoring holds it for every call, and
/// passing one reference costs one reference-count update instead of one per array and mapping.
final class NaiveBayesModel: Sendable {
    static let magic: UInt32 = 0x424E_5253   // "SRNB"
    static let version: UInt32 = 5
    /// The oldest format version this build reads (version 3 has no delta flag).
    static let oldestReadableVersion: UInt32 = 3
    static let orderSlots = 6
    static let headerSize = 52
    /// Bit of the stored feature mask that selects conditional scoring with back-off.
    static let conditionalFlag: UInt32 = 0x100
    /// Bit of the stored feature mask (with ``conditionalFlag``, version 4) that marks
    /// n-grams of orders ≥ 2 stored as changes to the back-off score (see ``isDeltaEncoded``).
    static let deltaFlag: UInt32 = 0x200
    /// Bit of the stored feature mask (version 5) that marks a ``WordExceptions`` section after the records.
    static let exceptionFlag: UInt32 = 0x400

    let file: MappedFile
    let labels: [String]
    let scriptMasks: [UInt32]
    let logPriors: [Double]
    /// Floor log-probability per class and order, index `class * 6 + order`.
    let floors: [Double]
    let featureMask: UInt32
    let temperature: Double
    /// Log-weight (≤ 0) added per order a conditional model backs off ("stupid
    /// back-off", Brants et al. 2007, with a tuned weight).
    let backOffPenalty: Double
    /// Conditional models: the weight λ of the whole-word log-frequencies, added
    /// to the n-gram score divided by the temperature (0: words unused).
    let wordWeight: Double
    let dequantized: [Double]
    let bucketBits: Int
    let keyCount: Int
    let postingCount: Int
    let bucketOffset: Int
    let recordsOffset: Int
    let recordsSize: Int
    /// Version 5 with ``exceptionFlag``: the single-word exceptions of the second stage.
    let exceptions: WordExceptions?
    /// The postings rearranged one look-up to a cache line, built at load time (`nil`: look-ups read the file).
    let table: PostingTable?

    var classCount: Int { labels.count }
    /// Whether n-grams hold conditional log-probabilities scored with back-off.
    var isConditional: Bool { featureMask & NaiveBayesModel.conditionalFlag != 0 }
    /// Conditional models: whether an n-gram of order n ≥ 2 holds d = log P(n-gram) −
    /// log P(longest kept prefix, order m) − penalty · (n − m) instead of its log-probability,
    /// so that a position whose longest n-gram has order L scores L · v₁ + Σ (L − n + 1) · d.
    var isDeltaEncoded: Bool { featureMask & NaiveBayesModel.deltaFlag != 0 }

    /// Reads and checks a model file.
    /// - Throws: `.modelFileMissing`, `.modelFileCorrupt` (empty, truncated,
    ///   wrong magic, inconsistent sizes) or `.modelVersionUnsupported`, each naming the file.
    convenience init(contentsOf url: URL) throws {
        try self.init(file: MappedFile(url: url))
    }

    /// Reads and checks model bytes held in `file`.
    /// - Parameter buildsTable: whether to build the ``PostingTable`` (`false`: every look-up reads the
    ///   file, the reference the table is tested against).
    /// - Throws: `.modelFileCorrupt` or `.modelVersionUnsupported`, naming `file.url`.
    init(file: MappedFile, buildsTable: Bool = true) throws {
        self.file = file
        let url = file.url
        let bytes = file.bytes
        // Bytes given in memory have no file to name (a path made from "<memory>" pointed into the
        // current directory, at a file that does not exist).
        let name = url.lastPathComponent == MappedFile.inMemoryName ? "given in memory" : url.path
        func corrupt(_ why: String) -> SmartReplyError {
            SmartReplyError(.modelFileCorrupt, "model file \(name) is corrupt: \(why)")
        }
        guard bytes.count >= NaiveBayesModel.headerSize else {
            throw corrupt(bytes.isEmpty ? "it is empty" : "only \(bytes.count) bytes, shorter than the header")
        }
        func u32(_ offset: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        func f32(_ offset: Int) -> Float { Float(bitPattern: u32(offset)) }
        guard u32(0) == NaiveBayesModel.magic else { throw corrupt("it does not start with the magic 'SRNB'") }
        let version = u32(4)
        guard (NaiveBayesModel.oldestReadableVersion...NaiveBayesModel.version).contains(version) else {
            throw SmartReplyError(.modelVersionUnsupported,
                                  "model file \(name) has format version \(version); this build reads versions \(NaiveBayesModel.oldestReadableVersion)…\(NaiveBayesModel.version)")
        }
        let classCount = Int(u32(8))
        featureMask = u32(12)
        bucketBits = Int(u32(16))
        keyCount = Int(u32(20))
        postingCount = Int(u32(24))
        let quantMin = Double(f32(28)), quantStep = Double(f32(32))
        temperature = Double(f32(36))
        let labelBytes = Int(u32(40))
        backOffPenalty = Double(f32(44))
        wordWeight = Double(f32(48))
        guard (1...255).contains(classCount) else { throw corrupt("class count \(classCount) outside 1…255") }
        guard (4...24).contains(bucketBits) else { throw corrupt("bucket bits \(bucketBits) outside 4…24") }
        let allowedFlags = NaiveBayesModel.conditionalFlag | (version >= 4 ? NaiveBayesModel.deltaFlag : 0)
            | (version >= 5 ? NaiveBayesModel.exceptionFlag : 0)
        guard featureMask & ~(0x3F | allowedFlags) == 0, featureMask & 0x3F != 0,
              featureMask & NaiveBayesModel.deltaFlag == 0 || featureMask & NaiveBayesModel.conditionalFlag != 0 else {
            throw corrupt("feature mask \(featureMask) invalid")
        }
        guard quantMin.isFinite, quantStep.isFinite, quantStep >= 0, temperature.isFinite, temperature > 0,
              backOffPenalty.isFinite, backOffPenalty <= 0, wordWeight.isFinite, (0...1000).contains(wordWeight) else {
            throw corrupt("quantization or temperature not finite")
        }
        guard labelBytes <= 255 * 256, keyCount <= 1 << 28, postingCount <= 1 << 28 else { throw corrupt("section sizes too large") }

        var offset = NaiveBayesModel.headerSize
        guard offset + labelBytes <= bytes.count else { throw corrupt("truncated in the labels") }
        var labels: [String] = []
        var cursor = offset
        for index in 0..<classCount {
            guard cursor < offset + labelBytes else { throw corrupt("label \(index) missing") }
            let length = Int(bytes[cursor])
            guard length > 0, cursor + 1 + length <= offset + labelBytes else { throw corrupt("label \(index) overruns its section") }
            guard let label = String(validating: UnsafeRawBufferPointer(rebasing: bytes[(cursor + 1)..<(cursor + 1 + length)]), as: UTF8.self) else {
                throw corrupt("label \(index) is not UTF-8")
            }
            labels.append(label)
            cursor += 1 + length
        }
        self.labels = labels
        offset += (labelBytes + 3) & ~3

        let buckets = (1 << bucketBits) + 1
        let scriptOffset = offset
        let priorOffset = scriptOffset + 4 * classCount
        let floorOffset = priorOffset + 4 * classCount
        bucketOffset = floorOffset + 4 * classCount * NaiveBayesModel.orderSlots
        recordsOffset = bucketOffset + 4 * buckets
        recordsSize = (1 << bucketBits) + 3 * keyCount + 2 * postingCount
        let recordsEnd = recordsOffset + recordsSize
        if featureMask & NaiveBayesModel.exceptionFlag != 0 {
            guard recordsEnd <= bytes.count else { throw corrupt("truncated: \(bytes.count) bytes, the records end at \(recordsEnd)") }
            exceptions = try WordExceptions(file: file, offset: recordsEnd, classCount: classCount)
        } else {
            exceptions = nil
        }
        let expected = recordsEnd + (exceptions?.size ?? 0)
        guard expected == bytes.count else {
            throw corrupt(expected > bytes.count ? "truncated: \(bytes.count) bytes, the header promises \(expected)"
                                                 : "\(bytes.count - expected) unexpected bytes after the \(exceptions == nil ? "postings" : "word exceptions")")
        }
        scriptMasks = (0..<classCount).map { u32(scriptOffset + 4 * $0) }
        logPriors = (0..<classCount).map { Double(f32(priorOffset + 4 * $0)) }
        floors = (0..<(classCount * NaiveBayesModel.orderSlots)).map { Double(f32(floorOffset + 4 * $0)) }
        guard logPriors.allSatisfy(\.isFinite), floors.allSatisfy(\.isFinite) else { throw corrupt("a prior or floor is not finite") }
        dequantized = (0..<256).map { quantMin + Double($0) * quantStep }
        table = !buildsTable ? nil : PostingTable(bytes: bytes, bucketOffset: bucketOffset, recordsOffset: recordsOffset, recordsSize: recordsSize,
                             bucketBits: bucketBits, keyCount: keyCount, postingCount: postingCount, name: url)
        // The table holds what look-ups read of the records (but for lines it leaves to the file): their
        // pages, read once to build it, need not stay resident.
        if table != nil { file.release(bucketOffset..<recordsEnd) }
    }

    /// The table line of `key` (an address), to be loaded early (``lookUp(_:line:)``); 0 without a table.
    /// - Complexity: O(1), no memory access.
    @inline(__always)
    func line(of key: UInt64) -> UInt {
        table?.probe.line(of: key) ?? 0
    }

    /// The postings of `key`: their address (2-byte entries, `class << 8 | quantized log-probability`,
    /// little-endian, read with ``posting(_:_:)``) and count; `nil`, 0 when the model lacks `key`.
    /// - Parameter line: `line(of: key)`, or 0 to read the file.
    /// - Complexity: O(1): one cache line with a table; the bucket table and a record without.
    @inline(__always)
    func lookUp(_ key: UInt64, line: UInt) -> (address: UnsafeRawPointer?, count: Int) {
        if line != 0, let probe = table?.probe {
            let found = probe.postings(of: key, in: line)
            if !found.ask { return (found.address, found.count) }
        }
        return lookUpInFile(key)
    }

    /// ``lookUp(_:line:)`` in the file's bucket table and records.
    func lookUpInFile(_ key: UInt64) -> (address: UnsafeRawPointer?, count: Int) {
        let range = bucketRange(of: key)
        let found = postings(of: key, start: range.start, end: range.end)
        return found.count > 0 ? (file.bytes.baseAddress.map { $0 + found.offset }, found.count) : (nil, 0)
    }

    /// Posting `slot` of postings at `address` (from ``lookUp(_:line:)``): `class << 8 | quantized log-probability`.
    @inline(__always)
    static func posting(_ address: UnsafeRawPointer, _ slot: Int) -> UInt16 {
        UInt16(littleEndian: (address + 2 &* slot).loadUnaligned(as: UInt16.self))
    }

    /// The byte range `[start, end)` of the record of `key`'s bucket, relative to
    /// ``recordsOffset``; `start == end` when the bucket is empty or damaged.
    /// (Split from ``postings(of:start:end:)`` so that a caller can issue the
    /// bucket-table loads of many keys before it needs any of them.)
    /// - Complexity: O(1), one load from the bucket table.
    @inline(__always)
    func bucketRange(of key: UInt64) -> (start: Int, end: Int) {
        let bytes = file.bytes
        let bucket = Int(truncatingIfNeeded: key >> UInt64(64 - bucketBits))
        let start = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: bucketOffset + 4 * bucket, as: UInt32.self)))
        let end = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: bucketOffset + 4 * bucket + 4, as: UInt32.self)))
        guard start < end, end <= recordsSize else { return (0, 0) }
        return (start, end)
    }

    /// Finds `key` in its bucket's record `[start, end)` (from ``bucketRange(of:)``).
    /// - Returns: the absolute byte offset of its postings and their count (0 when absent).
    /// - Complexity: O(bucket size).
    @inline(__always)
    func postings(of key: UInt64, start: Int, end: Int) -> (offset: Int, count: Int) {
        guard start < end else { return (0, 0) }
        let bytes = file.bytes
        let fingerprint = UInt16(truncatingIfNeeded: key)
        let record = recordsOffset + start
        let limit = recordsOffset + end
        let keys = Int(bytes[record])
        let countBase = record + 1
        let fingerprintBase = countBase + keys
        var posting = fingerprintBase + 2 * keys
        guard posting <= limit else { return (0, 0) }
        #if _endian(little)
        if keys <= 16 && fingerprintBase + 32 <= bytes.count {
            // SWAR, four fingerprints per 64-bit word: the first that matches, then the sum of the counts
            // before it, without a branch per key. Words and lanes past the record's `keys` read the
            // bytes after them (inside the file, checked above); lanes from `keys` on are masked out.
            let wanted = UInt64(fingerprint) &* 0x0001_0001_0001_0001
            var first = -1
            var word = 0
            while word * 4 < keys {
                let x = bytes.loadUnaligned(fromByteOffset: fingerprintBase + 8 * word, as: UInt64.self) ^ wanted
                // The lowest lane of x that is zero sets its top bit (higher lanes may be set falsely).
                var zero = (x &- 0x0001_0001_0001_0001) & ~x & 0x8000_8000_8000_8000
                let left = keys - 4 * word
                if left < 4 { zero &= (1 << UInt64(16 * left)) &- 1 }
                if zero != 0 {
                    first = 4 * word + zero.trailingZeroBitCount / 16
                    break
                }
                word += 1
            }
            guard first >= 0 else { return (0, 0) }
            posting += 2 * (Self.byteSum(bytes.loadUnaligned(fromByteOffset: countBase, as: UInt64.self), first: min(first, 8))
                            + Self.byteSum(bytes.loadUnaligned(fromByteOffset: countBase + 8, as: UInt64.self), first: max(first - 8, 0)))
            let count = Int(bytes[countBase + first])
            guard posting + 2 * count <= limit else { return (0, 0) }
            return (posting, count)
        }
        #endif
        for index in 0..<keys {
            let count = Int(bytes[countBase + index])
            if UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: fingerprintBase + 2 * index, as: UInt16.self)) == fingerprint {
                guard posting + 2 * count <= limit else { return (0, 0) }
                return (posting, count)
            }
            posting += 2 * count
        }
        return (0, 0)
    }

    /// The sum of the first `first` (0…8) bytes of `word` (little-endian).
    @inline(__always)
    private static func byteSum(_ word: UInt64, first: Int) -> Int {
        let kept = first == 8 ? word : word & ((1 << UInt64(8 * first)) &- 1)
        let pairs = (kept & 0x00FF_00FF_00FF_00FF) &+ ((kept >> 8) & 0x00FF_00FF_00FF_00FF)
        return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
    }

    /// Calls `body(class, quantized log-probability)` for every class that
    /// kept the feature `key` (dequantize with ``dequantized``).
    /// - Returns: whether the feature was found.
    /// - Complexity: O(bucket size + postings of the feature); typically < 50 ns.
    @inline(__always)
    func forEachPosting(key: UInt64, _ body: (Int, Int) -> Void) -> Bool {
        let found = lookUp(key, line: line(of: key))
        guard let address = found.address, found.count > 0 else { return false }
        let classes = classCount
        for slot in 0..<found.count {
            let entry = Self.posting(address, slot)
            let cls = Int(entry >> 8)
            if cls < classes { body(cls, Int(entry & 0xFF)) }
        }
        return true
    }

    /// Adds each class's log prior and its floor times the number of features of each order.
    /// (Conditional models add only the priors and the word floors: their back-off replaces the n-gram floors.)
    func addFloors(orderCounts: UnsafePointer<Int>, to scores: UnsafeMutablePointer<Double>) {
        for cls in 0..<classCount {
            var total = logPriors[cls]
            if isConditional {
                // Back-off replaces the n-gram floors; whole words (order 0) are scored by the caller.
                scores[cls] += total
                continue
            }
            for order in 0..<NaiveBayesModel.orderSlots where orderCounts[order] > 0 {
                total += Double(orderCounts[order]) * floors[cls * NaiveBayesModel.orderSlots + order]
            }
            scores[cls] += total
        }
    }
}
