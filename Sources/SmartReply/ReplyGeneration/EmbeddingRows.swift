/// A row-major float matrix of the reply model (`rows × width`), held either as
/// floats (while training) or as the model file stores it: int8 values with one
/// float32 scale per row (max |w| / 127), which keeps a loaded model at a quarter
/// of its float size (4.3 M weights: 4.4 MB instead of 17 MB resident).
///
/// Reading a quantized row computes `Float(q) · scale` per weight, the same
/// product the float copy used to hold, so scores do not change.
struct EmbeddingRows: Sendable {
    private enum Storage: Sendable {
        case float([Float])
        case quantized(values: [Int8], scales: [Float])
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

    /// The number of rows.
    var rowCount: Int {
        switch storage {
        case .float(let values): return width == 0 ? 0 : values.count / width
        case .quantized(_, let scales): return scales.count
        }
    }

    /// The matrix as floats (for writing a training-time model).
    var floats: [Float] {
        switch storage {
        case .float(let values): return values
        case .quantized(let values, let scales):
            var out = [Float](repeating: 0, count: values.count)
            for index in values.indices { out[index] = Float(values[index]) * scales[index / width] }
            return out
        }
    }

    /// The file's int8 form: per-row scales and values (quantizing floats as the file format does).
    var quantized: (scales: [Float], values: [Int8]) {
        switch storage {
        case .quantized(let values, let scales): return (scales, values)
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
        guard case .quantized(let values, let scales) = storage else {
            for j in 0..<count { addRow(Int(rows[j]), times: factors[j], into: y) }
            return
        }
        let width = self.width
        values.withUnsafeBufferPointer { buffer in
            scales.withUnsafeBufferPointer { scales in
                rows.withUnsafeBufferPointer { rows in
                    factors.withUnsafeBufferPointer { factors in
                        guard let base = buffer.baseAddress else { return }
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
                            addRow(Int(rows[j]), times: factors[j], into: y)
                            j &+= 1
                        }
                    }
                }
            }
        }
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
                let x = base + row * width
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
    }
}
