import Foundation

/// A row-major float matrix of the reply model (`rows × width`), held either as
/// floats (while training) or as the model file stores it: int8 values with one
/// float32 scale per row (max |w| / 127), which keeps a loaded model at a quarter
/// of its float size (4.3 M weights: 4.4 MB instead of 17 MB).
///
/// A model loaded from a file reads its rows in place from the mapped file
/// (``MappedFile``), so no copy is made and the pages of a table are resident only
/// while it is read: ``releaseResidentPages()`` hands back those of a table that
/// was read once (the reply table, after the response set's vectors are computed).
///
/// Reading a quantized row computes `Float(q) · scale` per weight, the same
/// product the float copy used to hold, so scores do not change.
struct EmbeddingRows: Sendable {
    private enum Storage: Sendable {
        case float([Float])
        case quantized(values: [Int8], scales: [Float])
        /// `rows` little-endian float32 scales at byte `scales` of `file`, then the int8 values at byte `values`.
        case mapped(file: MappedFile, scales: Int, values: Int, rows: Int)
    }

    private let storage: Storage
    /// Floats per row.
    let width: Int

    /// Wraps training-time floats (`values.count` a multiple of `width`).
    init(floats values: [Float], width: Int) {
        storage = .float(values)
        self.width = width
    }

    /// Wraps a file's int8 rows and their scales (`values.count == scales.count × width`).
    init(values: [Int8], scales: [Float], width: Int) {
        storage = .quantized(values: values, scales: scales)
        self.width = width
    }

    /// Reads `rows` rows in place from `file`: `rows` little-endian float32 scales at byte offset
    /// `scalesOffset`, then `rows × width` int8 values at `valuesOffset`.
    /// - Precondition: both ranges lie inside the file (the reader checks them before).
    init(file: MappedFile, scalesOffset: Int, valuesOffset: Int, rows: Int, width: Int) {
        storage = .mapped(file: file, scales: scalesOffset, values: valuesOffset, rows: rows)
        self.width = width
    }

    /// The number of rows.
    var rowCount: Int {
        switch storage {
        case .float(let values): return width == 0 ? 0 : values.count / width
        case .quantized(_, let scales): return scales.count
        case .mapped(_, _, _, let rows): return rows
        }
    }

    /// The matrix as floats (for writing a training-time model).
    var floats: [Float] {
        switch storage {
        case .float(let values): return values
        case .quantized, .mapped:
            let (scales, values) = quantized
            var out = [Float](repeating: 0, count: values.count)
            for index in values.indices { out[index] = Float(values[index]) * scales[index / width] }
            return out
        }
    }

    /// The file's int8 form: per-row scales and values (quantizing floats as the file format does).
    var quantized: (scales: [Float], values: [Int8]) {
        switch storage {
        case .quantized(let values, let scales): return (scales, values)
        case .mapped(let file, let scalesOffset, let valuesOffset, let rows):
            let bytes = file.bytes
            let scales = (0..<rows).map { Self.fileScale(bytes, scalesOffset, $0) }
            let values = (0..<(rows * width)).map { Int8(bitPattern: bytes[valuesOffset + $0]) }
            return (scales, values)
        case .float(let floats):
            let rows = rowCount
            var scales: [Float] = [], values: [Int8] = []
            scales.reserveCapacity(rows)
            values.reserveCapacity(floats.count)
            for row in 0..<rows {
                let slice = floats[(row * width)..<((row + 1) * width)]
                let scale = (slice.map(abs).max() ?? 0) / 127
                scales.append(scale)
                for value in slice {
                    let q = scale > 0 ? (value / scale).rounded() : 0
                    values.append(Int8(max(-127, min(127, q))))
                }
            }
            return (scales, values)
        }
    }

    /// Scale `row` of a mapped table: a little-endian float32 at `offset + 4 · row`, read unaligned.
    @inline(__always)
    private static func fileScale(_ bytes: UnsafeRawBufferPointer, _ offset: Int, _ row: Int) -> Float {
        Float(bitPattern: UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset &+ row &* 4, as: UInt32.self)))
    }

    /// Hands the pages of a mapped table back to the kernel (`madvise(MADV_DONTNEED)` on the whole
    /// pages inside it): they leave this process's resident set and are read again from the file
    /// (the page cache) if the table is used later. Nothing for a table held in arrays.
    /// - Complexity: O(1) system call.
    func releaseResidentPages() {
        guard case .mapped(let file, let scales, let values, let rows) = storage else { return }
        file.release(scales..<min(file.bytes.count, values + rows * width))
    }

    /// y[i] += Σ_j a_j · row_j[i] for i in 0..<width, over `rows` and `factors` (same count) in order:
    /// each lane gets exactly the additions, in exactly the order, of one ``addRow(_:times:into:)`` per
    /// row, so results are bit-identical. Four rows go through each lane block together, so their
    /// loads (random rows of a table of megabytes, mostly cache misses) are in flight at once
    /// instead of one after the other.
    /// - Precondition: every row is in `0..<rowCount` (hashed features masked to the table's buckets) and `y` holds
    ///   `width` floats. Unlike ``addRow(_:times:into:)``, whose `scales[row]` traps, rows of a quantized table are
    ///   read through unchecked buffer pointers: an index out of range reads outside the table.
    /// - Complexity: O(rows × width).
    func addRows(_ rows: [Int32], times factors: [Float], into y: UnsafeMutablePointer<Float>) {
        let count = min(rows.count, factors.count)
        switch storage {
        case .float:
            for j in 0..<count { addRow(Int(rows[j]), times: factors[j], into: y) }
        case .quantized(let values, let scales):
            values.withUnsafeBufferPointer { buffer in
                scales.withUnsafeBufferPointer { scales in
                    guard let base = buffer.baseAddress, let scaleBase = scales.baseAddress else { return }
                    addQuantizedRows(rows, factors, count, base, ArrayScales(base: scaleBase), into: y)
                }
            }
        case .mapped(let file, let scalesOffset, let valuesOffset, _):
            guard let start = file.bytes.baseAddress else { return }
            addQuantizedRows(rows, factors, count, (start + valuesOffset).assumingMemoryBound(to: Int8.self),
                             FileScales(base: start + scalesOffset), into: y)
        }
    }

    /// ``addRows(_:times:into:)`` over int8 rows at `base` with scales read through `scales`.
    @inline(__always)
    private func addQuantizedRows<Scales: RowScales>(_ rows: [Int32], _ factors: [Float], _ count: Int, _ base: UnsafePointer<Int8>,
                                                    _ scales: Scales, into y: UnsafeMutablePointer<Float>) {
        let width = self.width
        rows.withUnsafeBufferPointer { rows in
            factors.withUnsafeBufferPointer { factors in
                var j = 0
                while j &+ 4 <= count {
                    let r0 = Int(rows[j]), r1 = Int(rows[j &+ 1]), r2 = Int(rows[j &+ 2]), r3 = Int(rows[j &+ 3])
                    let x0 = base + r0 * width, x1 = base + r1 * width, x2 = base + r2 * width, x3 = base + r3 * width
                    let s0 = SIMD8<Float>(repeating: scales[r0]), s1 = SIMD8<Float>(repeating: scales[r1])
                    let s2 = SIMD8<Float>(repeating: scales[r2]), s3 = SIMD8<Float>(repeating: scales[r3])
                    let a0 = SIMD8<Float>(repeating: factors[j]), a1 = SIMD8<Float>(repeating: factors[j &+ 1])
                    let a2 = SIMD8<Float>(repeating: factors[j &+ 2]), a3 = SIMD8<Float>(repeating: factors[j &+ 3])
                    var i = 0
                    while i &+ 8 <= width {
                        let q0 = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: UnsafeRawPointer(x0 + i).loadUnaligned(as: SIMD8<Int8>.self)))
                        let q1 = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: UnsafeRawPointer(x1 + i).loadUnaligned(as: SIMD8<Int8>.self)))
                        let q2 = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: UnsafeRawPointer(x2 + i).loadUnaligned(as: SIMD8<Int8>.self)))
                        let q3 = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: UnsafeRawPointer(x3 + i).loadUnaligned(as: SIMD8<Int8>.self)))
                        var ys = UnsafeRawPointer(y + i).loadUnaligned(as: SIMD8<Float>.self)
                        ys = ys + a0 * (q0 * s0)
                        ys = ys + a1 * (q1 * s1)
                        ys = ys + a2 * (q2 * s2)
                        ys = ys + a3 * (q3 * s3)
                        UnsafeMutableRawPointer(y + i).storeBytes(of: ys, as: SIMD8<Float>.self)
                        i &+= 8
                    }
                    while i < width {
                        var lane = y[i]
                        lane += factors[j] * (Float(x0[i]) * scales[r0])
                        lane += factors[j &+ 1] * (Float(x1[i]) * scales[r1])
                        lane += factors[j &+ 2] * (Float(x2[i]) * scales[r2])
                        lane += factors[j &+ 3] * (Float(x3[i]) * scales[r3])
                        y[i] = lane
                        i &+= 1
                    }
                    j &+= 4
                }
                while j < count {
                    Self.addQuantizedRow(base + Int(rows[j]) * width, scale: scales[Int(rows[j])], times: factors[j], width: width, into: y)
                    j &+= 1
                }
            }
        }
    }

    /// Σ_k values[k] · w[indices[k]] over the matrix read as one flat vector of `rowCount × width`
    /// weights (row-major): the score of a linear model over hashed features stored as rows.
    /// - Precondition: every index is in `0..<rowCount × width` (the file reader checks the sizes).
    /// - Complexity: O(features).
    func sparseDot(_ features: SparseFeatures) -> Float {
        var sum: Float = 0
        switch storage {
        case .float(let values):
            for k in features.indices.indices { sum += values[Int(features.indices[k])] * features.values[k] }
        case .quantized(let values, let scales):
            for k in features.indices.indices {
                let index = Int(features.indices[k])
                sum += Float(values[index]) * scales[index / width] * features.values[k]
            }
        case .mapped(let file, let scalesOffset, let valuesOffset, let rows):
            let bytes = file.bytes
            for k in features.indices.indices {
                let index = Int(features.indices[k])
                guard index / width < rows else { continue }
                let q = Int8(bitPattern: bytes[valuesOffset + index])
                sum += Float(q) * Self.fileScale(bytes, scalesOffset, index / width) * features.values[k]
            }
        }
        return sum
    }

    /// y[i] += a · row[i] for i in 0..<width.
    /// - Complexity: O(width); eight lanes at a time.
    @inline(__always)
    func addRow(_ row: Int, times a: Float, into y: UnsafeMutablePointer<Float>) {
        switch storage {
        case .float(let values):
            values.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                VectorKernels.axpy(a, base + row * width, y, count: width)
            }
        case .quantized(let values, let scales):
            let scale = scales[row]
            values.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                Self.addQuantizedRow(base + row * width, scale: scale, times: a, width: width, into: y)
            }
        case .mapped(let file, let scalesOffset, let valuesOffset, let rows):
            guard (0..<rows).contains(row), let start = file.bytes.baseAddress else { return }
            let x = (start + valuesOffset + row * width).assumingMemoryBound(to: Int8.self)
            Self.addQuantizedRow(x, scale: Self.fileScale(file.bytes, scalesOffset, row), times: a, width: width, into: y)
        }
    }

    /// y[i] += a · (Float(x[i]) · scale) for i in 0..<width, eight lanes at a time.
    @inline(__always)
    private static func addQuantizedRow(_ x: UnsafePointer<Int8>, scale: Float, times a: Float, width: Int, into y: UnsafeMutablePointer<Float>) {
        let factor = SIMD8<Float>(repeating: a), rowScale = SIMD8<Float>(repeating: scale)
        var i = 0
        while i &+ 8 <= width {
            let q = UnsafeRawPointer(x.advanced(by: i)).loadUnaligned(as: SIMD8<Int8>.self)
            let xs = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: q)) * rowScale
            let ys = UnsafeRawPointer(y.advanced(by: i)).loadUnaligned(as: SIMD8<Float>.self)
            let updated: SIMD8<Float> = ys + factor * xs
            UnsafeMutableRawPointer(y.advanced(by: i)).storeBytes(of: updated, as: SIMD8<Float>.self)
            i &+= 8
        }
        while i < width {
            y[i] += a * (Float(x[i]) * scale)
            i &+= 1
        }
    }
}

/// Where a quantized table's per-row scales are read from (specialized into ``EmbeddingRows/addRows(_:times:into:)``).
private protocol RowScales {
    subscript(row: Int) -> Float { get }
}

/// Scales in a native `[Float]`.
private struct ArrayScales: RowScales {
    let base: UnsafePointer<Float>
    @inline(__always) subscript(row: Int) -> Float { base[row] }
}

/// Scales as little-endian float32 in a mapped file, at any alignment.
private struct FileScales: RowScales {
    let base: UnsafeRawPointer
    @inline(__always) subscript(row: Int) -> Float {
        Float(bitPattern: UInt32(littleEndian: base.loadUnaligned(fromByteOffset: row &* 4, as: UInt32.self)))
    }
}
