import Foundation

/// Trains the two embedding tables of the message–reply dual encoder.
///
/// Each batch: context vectors u_i = tanh(Σ x·M[f]), reply vectors v_j = tanh(Σ x·R[f]) for the
/// batch's replies plus the hard negatives of each pair (a reply from elsewhere in the same
/// conversation, a reply of another conversation sharing a word with the message); loss = mean softmax cross-entropy of u_i·v_j over all j with target j = i
/// (the batch-negatives objective of Henderson et al. 2017). Row-wise AdaGrad updates.
enum DualEncoderTraining {
    static func train(messages: [SparseFeatures], replies: [SparseFeatures], hardNegatives: [[Int]], indices: [Int],
                      bucketCount: Int, dimension: Int, epochs: Int, batchSize: Int, learningRate: Float, dropout: Float = 0,
                      random: inout SplitMix64, progress: (String) -> Void,
                      evaluate: (_ message: [Float], _ reply: [Float]) -> String) -> (message: [Float], reply: [Float]) {
        let d = dimension
        var messageTable = (0..<(bucketCount * d)).map { _ in Float(Double(random.next() % 2_001) / 1_000 - 1) * 0.1 }
        var replyTable = (0..<(bucketCount * d)).map { _ in Float(Double(random.next() % 2_001) / 1_000 - 1) * 0.1 }
        var messageSquares = [Float](repeating: 1e-6, count: bucketCount)
        var replySquares = [Float](repeating: 1e-6, count: bucketCount)
        var order = indices
        for epoch in 1...max(epochs, 1) {
            order.shuffle(using: &random)
            var loss: Double = 0
            var batches = 0
            var start = 0
            while start < order.count {
                let batch = Array(order[start..<min(start + batchSize, order.count)])
                start += batchSize
                let candidates = batch + batch.flatMap { hardNegatives[$0] }
                let batchMessages = batch.map { drop(messages[$0], rate: dropout, random: &random) }
                let batchReplies = candidates.map { drop(replies[$0], rate: dropout, random: &random) }
                let u = batchMessages.map { encode($0, table: messageTable, dimension: d) }
                let v = batchReplies.map { encode($0, table: replyTable, dimension: d) }
                // Flat row-major copies so the O(batch × candidates × d) loops run without bounds checks.
                let flatU = u.flatMap { $0 }, flatV = v.flatMap { $0 }
                var flatGradientU = [Float](repeating: 0, count: u.count * d)
                var flatGradientV = [Float](repeating: 0, count: v.count * d)
                let scale = 1 / Float(batch.count)
                var logits = [Float](repeating: 0, count: v.count)
                flatU.withUnsafeBufferPointer { U in
                    flatV.withUnsafeBufferPointer { V in
                        flatGradientU.withUnsafeMutableBufferPointer { GU in
                            flatGradientV.withUnsafeMutableBufferPointer { GV in
                                logits.withUnsafeMutableBufferPointer { L in
                                    for i in 0..<u.count {
                                        let ui = i * d
                                        var top = -Float.infinity
                                        for j in 0..<v.count {
                                            let vj = j * d
                                            var sum: Float = 0
                                            for k in 0..<d { sum += U[ui + k] * V[vj + k] }
                                            L[j] = sum
                                            top = max(top, sum)
                                        }
                                        var total: Float = 0
                                        for j in 0..<v.count {
                                            L[j] = expf(L[j] - top)
                                            total += L[j]
                                        }
                                        loss -= Double(logf(max(L[i] / total, 1e-12)))
                                        for j in 0..<v.count {
                                            let g = (L[j] / total - (j == i ? 1 : 0)) * scale
                                            if abs(g) < 1e-7 { continue }
                                            let vj = j * d
                                            for k in 0..<d {
                                                GU[ui + k] += g * V[vj + k]
                                                GV[vj + k] += g * U[ui + k]
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                let gradientU = (0..<u.count).map { Array(flatGradientU[($0 * d)..<(($0 + 1) * d)]) }
                let gradientV = (0..<v.count).map { Array(flatGradientV[($0 * d)..<(($0 + 1) * d)]) }
                for i in u.indices {
                    update(&messageTable, squares: &messageSquares, features: batchMessages[i], output: u[i],
                           gradient: gradientU[i], dimension: d, learningRate: learningRate)
                }
                for j in v.indices {
                    update(&replyTable, squares: &replySquares, features: batchReplies[j], output: v[j],
                           gradient: gradientV[j], dimension: d, learningRate: learningRate)
                }
                batches += 1
            }
            progress("dual encoder epoch \(epoch): mean batch loss \(String(format: "%.4f", loss / Double(max(order.count, 1)))); \(evaluate(messageTable, replyTable))")
        }
        return (messageTable, replyTable)
    }

    /// Inverted feature dropout (Srivastava et al. 2014): drops each feature but the first (the
    /// bias) with probability `rate` and scales the others by 1 / (1 − rate).
    static func drop(_ features: SparseFeatures, rate: Float, random: inout SplitMix64) -> SparseFeatures {
        guard rate > 0, features.indices.count > 1 else { return features }
        var kept = SparseFeatures()
        let threshold = UInt64(Double(rate) * 1_000_000)
        for (position, (index, value)) in zip(features.indices, features.values).enumerated() {
            if position == 0 { kept.append(Int(index), value); continue }
            if random.next() % 1_000_000 >= threshold { kept.append(Int(index), value / (1 - rate)) }
        }
        return kept
    }

    static func encode(_ features: SparseFeatures, table: [Float], dimension: Int) -> [Float] {
        var vector = [Float](repeating: 0, count: dimension)
        table.withUnsafeBufferPointer { rows in
            for (index, value) in zip(features.indices, features.values) {
                let base = Int(index) * dimension
                for k in 0..<dimension { vector[k] += value * rows[base + k] }
            }
        }
        for k in 0..<dimension { vector[k] = tanhf(vector[k]) }
        return vector
    }

    /// Back-propagates through tanh into the rows of `features`, row-wise AdaGrad.
    private static func update(_ table: inout [Float], squares: inout [Float], features: SparseFeatures, output: [Float],
                               gradient: [Float], dimension: Int, learningRate: Float) {
        var pre = [Float](repeating: 0, count: dimension)
        var norm: Float = 0
        for k in 0..<dimension {
            pre[k] = gradient[k] * (1 - output[k] * output[k])
            norm += pre[k] * pre[k]
        }
        table.withUnsafeMutableBufferPointer { rows in
            for (index, value) in zip(features.indices, features.values) {
                let row = Int(index)
                squares[row] += norm * value * value / Float(dimension)
                let step = learningRate * value / squares[row].squareRoot()
                let base = row * dimension
                for k in 0..<dimension { rows[base + k] -= step * pre[k] }
            }
        }
    }
}
