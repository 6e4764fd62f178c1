import Foundation

extension PostingTable {
    /// Writes the lines of a ``PostingTable`` from the features of a model file given in order of their
    /// ids (bucket, then fingerprint): a line is complete when a feature of the next one arrives.
    /// Plain buffers, no arrays: the build runs once per load, over every feature of the model.
    struct Builder {
        /// Features a bucket (and so a line) can list: a record's key count is one byte.
        static let capacity = 256
        /// Features with at most this many postings are placed in their line first.
        static let shortList = 4
        let lines: UnsafeMutableRawPointer
        let file: UnsafeRawPointer
        let spill: UnsafeMutablePointer<UInt16>
        let spillCapacity: Int
        var spillCount = 0
        var fileLines = 0
        var spilledFeatures = 0
        /// The current line's features: fingerprint, absolute offset of the postings in the file, count.
        let fingerprints: UnsafeMutablePointer<UInt16>
        let offsets: UnsafeMutablePointer<Int>
        let counts: UnsafeMutablePointer<Int>
        /// Scratch: the order in which the current line's features are written.
        let order: UnsafeMutablePointer<Int>
        var pending = 0
        var current = -1
        /// Whether the current line has more features than ``capacity`` (it is left to the file).
        var overfull = false

        init(lines: UnsafeMutableRawPointer, file: UnsafeRawPointer, spillCapacity: Int) {
            self.lines = lines
            self.file = file
            self.spillCapacity = spillCapacity
            spill = .allocate(capacity: max(1, spillCapacity))
            fingerprints = .allocate(capacity: Self.capacity)
            offsets = .allocate(capacity: Self.capacity)
            counts = .allocate(capacity: Self.capacity)
            order = .allocate(capacity: Self.capacity)
        }

        /// Frees the buffers (the spill postings must have been copied out).
        func deallocate() {
            spill.deallocate()
            fingerprints.deallocate()
            offsets.deallocate()
            counts.deallocate()
            order.deallocate()
        }

        /// Adds a feature of line `line` (lines in non-decreasing order).
        @inline(__always)
        mutating func add(line: Int, fingerprint: UInt16, offset: Int, count: Int) {
            if line != current {
                flush()
                current = line
            }
            guard pending < Self.capacity else {
                overfull = true
                return
            }
            fingerprints[pending] = fingerprint
            offsets[pending] = offset
            counts[pending] = count
            pending += 1
        }

        /// Writes the current line: the features whose postings fit keep them in the line (short
        /// lists first), the rest go to the spill array.
        mutating func flush() {
            defer {
                pending = 0
                overfull = false
            }
            guard current >= 0, pending > 0 else { return }
            let line = lines + current * PostingTable.lineSize
            let k = pending
            guard !overfull, k <= PostingTable.maximumFeatures else {
                line.storeBytes(of: PostingTable.fileMarker, as: UInt8.self)
                fileLines += 1
                return
            }
            // Which features keep their postings in the line: first those of at most
            // `shortList` postings (most features, the rarer n-grams), then any other that still
            // fits; the rest are spilled. (Any choice gives the same answers; this one needs no sort.)
            var used = PostingTable.headerSize + 3 * k
            var m = 0
            var placed: UInt32 = 0   // bit i: feature i is in the line (k ≤ 19)
            for pass in 0..<2 {
                for index in 0..<k where (counts[index] <= Self.shortList) == (pass == 0) {
                    if used + 2 * counts[index] <= PostingTable.lineSize {
                        used += 2 * counts[index]
                        order[m] = index
                        m += 1
                        placed |= 1 << UInt32(index)
                    }
                }
            }
            var spilledCount = m
            for index in 0..<k where placed & (1 << UInt32(index)) == 0 {
                order[spilledCount] = index
                spilledCount += 1
            }
            var spillTotal = 0
            for index in m..<k { spillTotal += counts[order[index]] }
            guard spillTotal <= 255, spillCount + spillTotal <= min(spillCapacity, 1 << 24) else {
                line.storeBytes(of: PostingTable.fileMarker, as: UInt8.self)
                fileLines += 1
                return
            }
            line.storeBytes(of: UInt8(k), as: UInt8.self)
            line.storeBytes(of: UInt8(m), toByteOffset: 1, as: UInt8.self)
            for byte in 0..<3 {
                line.storeBytes(of: UInt8(truncatingIfNeeded: spillCount >> (8 * byte)), toByteOffset: 2 + byte, as: UInt8.self)
            }
            var inLine = PostingTable.headerSize + 3 * k
            var inSpill = 0
            for index in 0..<k {
                let feature = order[index], count = counts[feature]
                line.storeBytes(of: fingerprints[feature].littleEndian, toByteOffset: PostingTable.headerSize + k + 2 * index, as: UInt16.self)
                if index < m {
                    (line + inLine).copyMemory(from: file + offsets[feature], byteCount: 2 * count)
                    inLine += 2 * count
                    line.storeBytes(of: UInt8(inLine), toByteOffset: PostingTable.headerSize + index, as: UInt8.self)
                } else {
                    // The file's bytes as they are (little-endian), like the postings copied into lines.
                    UnsafeMutableRawPointer(spill + spillCount + inSpill).copyMemory(from: file + offsets[feature], byteCount: 2 * count)
                    inSpill += count
                    spilledFeatures += 1
                    line.storeBytes(of: UInt8(inSpill), toByteOffset: PostingTable.headerSize + index, as: UInt8.self)
                }
            }
            spillCount += inSpill
        }
    }
}
