import Foundation

extension PostingTable {
    /// Writes the lines of a ``PostingTable`` from the features of a model file given in order of their
    /// ids (bucket, then fingerprint): a line is complete when a feature of the next one arrives.
    /// Plain buffers, no arrays: the build runs once per load, over every feature of the model.
    struct Builder {
        /// Features a bucket (and so a line) can list: a record's key count is one byte.
        static let capacity = 256
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

        /// Writes the current line: fewest postings first, so that as many features as fit keep
        /// their postings in the line; the rest go to the spill array.
        mutating func flush() {
            defer {
                pending = 0
                overfull = false
            }
            guard current >= 0, pending > 0 else { return }
            let line = lines + current * PostingTable.lineSize
            let k = pending
            var spillTotal = 0
            for index in 0..<k { spillTotal += counts[index] }   // an upper bound, checked exactly below
            guard !overfull, k <= PostingTable.maximumFeatures else {
                line.storeBytes(of: PostingTable.fileMarker, as: UInt8.self)
                fileLines += 1
                return
            }
            // Insertion sort of the indices by (count, fingerprint): k ≤ 19.
            for index in 0..<k {
                var position = index
                while position > 0, counts[order[position - 1]] > counts[index]
                        || (counts[order[position - 1]] == counts[index] && fingerprints[order[position - 1]] > fingerprints[index]) {
                    order[position] = order[position - 1]
                    position -= 1
                }
                order[position] = index
            }
            var used = PostingTable.headerSize + 3 * k
            var m = 0
            while m < k && used + 2 * counts[order[m]] <= PostingTable.lineSize {
                used += 2 * counts[order[m]]
                m += 1
            }
            spillTotal = 0
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
