import Foundation

/// The n-gram postings of a ``NaiveBayesModel`` rearranged at load time so that one
/// look-up reads one 64-byte cache line: the feature's fingerprint and, for all but
/// the most widely shared features, its postings sit in the same line.
///
/// The model file keeps a bucket table and variable-length records (see
/// ``NaiveBayesModel``): a look-up reads the bucket table, then the record's
/// fingerprints, then its postings, three dependent loads that each tend to miss
/// the cache in a 5 MB model. Here a feature is known by its identity in the file,
/// `id = bucket << 16 | fingerprint` (the bucket's top bits and the key's low 16
/// bits: what the file's look-up compares), and goes to line
/// `⌊id · lineCount / 2^(bucketBits + 16)⌋`. With at least 2^bucketBits lines a line
/// covers fewer than 65 536 consecutive ids, so the 16-bit fingerprint alone tells
/// its features apart, and a look-up finds exactly what the file's look-up finds
/// (the first of equal fingerprints in a bucket; a posting list that overruns its
/// record is found empty, as there).
///
/// Line layout (64 bytes, from its first byte):
///
///     k UInt8 (features; 0xFF: ask the file) | m UInt8 (features with postings in the line)
///     | spillBase UInt24 (index into the spill postings) | ends UInt8[k] | fingerprints UInt16[k]
///     | postings UInt16[…] of features 0..<m
///
/// Feature i < m has its postings in the line at bytes `[i == 0 ? 5 + 3k : ends[i − 1], ends[i])`;
/// feature i ≥ m (the ones whose postings did not fit, placed last) has postings
/// `[spillBase + (i == m ? 0 : ends[i − 1]), spillBase + ends[i])` of the spill array. A line
/// whose features do not fit (more than 19, or more than 255 spilled postings) is marked
/// 0xFF, and its look-ups go to the file.
///
/// Memory: about (3 · keys + 2 · postings) / 52 lines of 64 bytes (6.3 MB for the
/// committed model), plus the spilled postings (under 1 MB); built in one pass over
/// the file's records.
struct PostingTable: Sendable {
    /// Bytes per line.
    static let lineSize = 64
    /// Header bytes of a line: k, m, spillBase.
    static let headerSize = 5
    /// Features at most in a line (header, ends and fingerprints fill the line at 20).
    static let maximumFeatures = (lineSize - headerSize) / 3
    /// `k` of a line whose look-ups go to the file.
    static let fileMarker: UInt8 = 0xFF
    /// Payload bytes per line aimed for when choosing the line count (of 59: room for the variance).
    static let targetFill = 52
    /// The largest line count built (64 MB); a model that needs more keeps the file's look-up.
    static let maximumLines = 1 << 20

    /// The lines, plus 64 bytes of padding so that 8-byte reads of a line's last fingerprints stay inside.
    let lines: MappedFile
    /// Postings of the features whose lists did not fit in their line.
    let spill: MappedFile
    let lineCount: Int
    let bucketBits: Int
    /// Lines marked ``fileMarker`` (for tests and the notes).
    let fileLines: Int
    /// Features whose postings are in the spill array.
    let spilledFeatures: Int
    /// The addresses and sizes the look-up needs, as plain values (copied without reference counting).
    let probe: Probe

    /// Builds the table from the records of a model file, or returns `nil` when the model needs more
    /// than ``maximumLines`` lines (its look-ups then read the file).
    /// - Parameters: `bytes`, the whole file; the offsets and sizes as ``NaiveBayesModel`` read them.
    /// - Complexity: O(keys + postings), one pass over the records.
    init?(bytes: UnsafeRawBufferPointer, bucketOffset: Int, recordsOffset: Int, recordsSize: Int,
          bucketBits: Int, keyCount: Int, postingCount: Int, name: URL) {
        let payload = 3 * keyCount + 2 * postingCount
        let lineCount = max(1 << bucketBits, (payload + Self.targetFill - 1) / Self.targetFill)
        guard lineCount <= Self.maximumLines else { return nil }
        self.lineCount = lineCount
        self.bucketBits = bucketBits
        var built: Builder? = nil
        let lines = MappedFile(zeroed: lineCount * Self.lineSize + Self.lineSize, name: name) { table in
            guard let base = table.baseAddress, let file = bytes.baseAddress else { return }
            // Postings that fit no line are at most all the records' postings.
            var builder = Builder(lines: base, file: file, spillCapacity: recordsSize / 2 + 1)
            Self.addFeatures(of: bytes, bucketOffset: bucketOffset, recordsOffset: recordsOffset, recordsSize: recordsSize,
                             bucketBits: bucketBits, lineCount: lineCount, to: &builder)
            built = builder
        }
        guard let builder = built else { return nil }
        defer { builder.deallocate() }
        self.lines = lines
        fileLines = builder.fileLines
        spilledFeatures = builder.spilledFeatures
        let spill = MappedFile(copying: Data(bytes: builder.spill, count: 2 * builder.spillCount), name: name)
        self.spill = spill
        guard let linesBase = lines.bytes.baseAddress, let spillBase = spill.bytes.baseAddress else { return nil }
        probe = Probe(lines: UInt(bitPattern: linesBase), spill: UInt(bitPattern: spillBase), lineCount: UInt64(lineCount),
                      bucketShift: UInt64(64 - bucketBits), idBits: UInt64(bucketBits + 16))
    }

    /// Reads every feature of the records in the order of their lines (of equal fingerprints in a
    /// bucket only the first, as the file's look-up finds it) and adds it to `builder`.
    private static func addFeatures(of bytes: UnsafeRawBufferPointer, bucketOffset: Int, recordsOffset: Int, recordsSize: Int,
                                    bucketBits: Int, lineCount: Int, to builder: inout Builder) {
        let idBits = UInt64(bucketBits + 16)
        let fingerprints = UnsafeMutablePointer<UInt16>.allocate(capacity: Builder.capacity)
        let offsets = UnsafeMutablePointer<Int>.allocate(capacity: Builder.capacity)
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: Builder.capacity)
        let lines = UnsafeMutablePointer<Int>.allocate(capacity: Builder.capacity)
        let seen = UnsafeMutablePointer<UInt64>.allocate(capacity: 1 << 10)
        seen.initialize(repeating: 0, count: 1 << 10)
        defer {
            fingerprints.deallocate()
            offsets.deallocate()
            counts.deallocate()
            lines.deallocate()
            seen.deallocate()
        }
        for bucket in 0..<(1 << bucketBits) {
            let start = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: bucketOffset + 4 * bucket, as: UInt32.self)))
            let end = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: bucketOffset + 4 * bucket + 4, as: UInt32.self)))
            guard start < end, end <= recordsSize else { continue }
            let record = recordsOffset + start, limit = recordsOffset + end
            let keys = Int(bytes[record])
            var posting = record + 1 + 3 * keys
            guard posting <= limit else { continue }
            for index in 0..<keys {
                let count = Int(bytes[record + 1 + index])
                fingerprints[index] = UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: record + 1 + keys + 2 * index, as: UInt16.self))
                offsets[index] = posting
                // As the file's look-up: postings that overrun the record are found empty.
                counts[index] = posting + 2 * count <= limit ? count : 0
                posting += 2 * count
            }
            // The bucket's ids are consecutive, so its features go to a few consecutive lines: each
            // line's in turn, in record order; of equal fingerprints only the first (the file's look-up
            // finds that one), found with a bitmap of the bucket's fingerprints.
            var first = Int.max, last = -1
            for index in 0..<keys {
                let word = Int(fingerprints[index] >> 6), bit = UInt64(1) << UInt64(fingerprints[index] & 63)
                if seen[word] & bit != 0 {
                    lines[index] = -1
                    continue
                }
                seen[word] |= bit
                let id = UInt64(bucket) << 16 | UInt64(fingerprints[index])
                lines[index] = Int(truncatingIfNeeded: (id &* UInt64(lineCount)) >> idBits)
                first = min(first, lines[index])
                last = max(last, lines[index])
            }
            for index in 0..<keys { seen[Int(fingerprints[index] >> 6)] = 0 }
            var line = first
            while line <= last {
                var next = Int.max
                for index in 0..<keys {
                    if lines[index] == line {
                        builder.add(line: line, fingerprint: fingerprints[index], offset: offsets[index], count: counts[index])
                    } else if lines[index] > line {
                        next = min(next, lines[index])
                    }
                }
                line = next
            }
        }
        builder.flush()
    }

    /// The look-up of a ``PostingTable``: its addresses as integers (valid while the table lives).
    struct Probe: Sendable {
        let lines: UInt
        let spill: UInt
        let lineCount: UInt64
        /// 64 − bucketBits.
        let bucketShift: UInt64
        /// bucketBits + 16.
        let idBits: UInt64

        /// The line of `key` (load its first byte early to bring it into the cache).
        /// - Complexity: O(1), no memory access.
        @inline(__always)
        func line(of key: UInt64) -> UInt {
            let id = (key >> bucketShift) << 16 | (key & 0xFFFF)
            return lines &+ UInt(truncatingIfNeeded: (id &* lineCount) >> idBits) &* UInt(PostingTable.lineSize)
        }

        /// Finds `key` in its `line` (from ``line(of:)``).
        /// - Returns: the address of its postings and their count (`nil`, 0 when absent); `ask` when the
        ///   line is marked for the file's look-up.
        /// - Complexity: O(features in the line / 4), one cache line (and the spill array for widely shared features).
        @inline(__always)
        func postings(of key: UInt64, in lineAddress: UInt) -> (address: UnsafeRawPointer?, count: Int, ask: Bool) {
            guard let line = UnsafeRawPointer(bitPattern: lineAddress) else { return (nil, 0, true) }
            let k = Int(line.load(as: UInt8.self))
            guard k != Int(PostingTable.fileMarker) else { return (nil, 0, true) }
            let fingerprint = UInt16(truncatingIfNeeded: key)
            let fingerprints = line + PostingTable.headerSize + k
            var found = -1
            #if _endian(little)
            // SWAR, four fingerprints per 64-bit word; lanes from `k` on (the postings after the
            // fingerprints, or the next line: the table is padded) are masked out.
            let wanted = UInt64(fingerprint) &* 0x0001_0001_0001_0001
            var word = 0
            while word &* 4 < k {
                let x = (fingerprints + 8 &* word).loadUnaligned(as: UInt64.self) ^ wanted
                // The lowest lane of x that is zero sets its top bit (higher lanes may be set falsely).
                var zero = (x &- 0x0001_0001_0001_0001) & ~x & 0x8000_8000_8000_8000
                let left = k &- 4 &* word
                if left < 4 { zero &= (1 << UInt64(16 &* left)) &- 1 }
                if zero != 0 {
                    found = 4 &* word &+ zero.trailingZeroBitCount / 16
                    break
                }
                word &+= 1
            }
            #else
            for index in 0..<k where UInt16(littleEndian: (fingerprints + 2 * index).loadUnaligned(as: UInt16.self)) == fingerprint {
                found = index
                break
            }
            #endif
            guard found >= 0 else { return (nil, 0, false) }
            let ends = line + PostingTable.headerSize
            let m = Int(line.load(fromByteOffset: 1, as: UInt8.self))
            let end = Int(ends.load(fromByteOffset: found, as: UInt8.self))
            if found < m {
                let start = found == 0 ? PostingTable.headerSize &+ 3 &* k : Int(ends.load(fromByteOffset: found &- 1, as: UInt8.self))
                return (line + start, (end &- start) / 2, false)
            }
            let start = found == m ? 0 : Int(ends.load(fromByteOffset: found &- 1, as: UInt8.self))
            let base = Int(line.load(fromByteOffset: 2, as: UInt8.self)) | Int(line.load(fromByteOffset: 3, as: UInt8.self)) << 8
                | Int(line.load(fromByteOffset: 4, as: UInt8.self)) << 16
            return (UnsafeRawPointer(bitPattern: spill &+ 2 &* UInt(base &+ start)), end &- start, false)
        }
    }
}
