/// Small float kernels for the reply models' hot loops, eight lanes at a time (`SIMD8<Float>`
/// loads; the scalar loops with checked index arithmetic did not vectorize).
enum VectorKernels {
    /// y[i] += a · x[i] for i in 0..<count.
    /// - Complexity: O(count).
    @inline(__always)
    static func axpy(_ a: Float, _ x: UnsafePointer<Float>, _ y: UnsafeMutablePointer<Float>, count: Int) {
        var i = 0
        let scale = SIMD8<Float>(repeating: a)
        while i &+ 8 <= count {
            let xs = UnsafeRawPointer(x.advanced(by: i)).loadUnaligned(as: SIMD8<Float>.self)
            let ys = UnsafeRawPointer(y.advanced(by: i)).loadUnaligned(as: SIMD8<Float>.self)
            let updated: SIMD8<Float> = ys + scale * xs
            UnsafeMutableRawPointer(y.advanced(by: i)).storeBytes(of: updated, as: SIMD8<Float>.self)
            i &+= 8
        }
        while i < count {
            y[i] += a * x[i]
            i &+= 1
        }
    }

    /// Σ x[i] · y[i] for i in 0..<count.
    /// - Complexity: O(count).
    @inline(__always)
    static func dot(_ x: UnsafePointer<Float>, _ y: UnsafePointer<Float>, count: Int) -> Float {
        var i = 0
        var sums = SIMD8<Float>(repeating: 0)
        while i &+ 8 <= count {
            let xs = UnsafeRawPointer(x.advanced(by: i)).loadUnaligned(as: SIMD8<Float>.self)
            let ys = UnsafeRawPointer(y.advanced(by: i)).loadUnaligned(as: SIMD8<Float>.self)
            sums += xs * ys
            i &+= 8
        }
        var sum = sums.sum()
        while i < count {
            sum += x[i] * y[i]
            i &+= 1
        }
        return sum
    }
}
