import Foundation

/// Multinomial logistic regression over hashed features, trained by AdaGrad
/// (Duchi et al. 2011) with one example at a time, examples shuffled each epoch.
enum IntentClassifierTraining {
    /// Returns bucket-major weights `[bucket * classCount + class]`.
    static func train(features: [SparseFeatures], labels: [Int], indices: [Int], classCount: Int, bucketCount: Int,
                      epochs: Int, learningRate: Float, random: inout SplitMix64, progress: (String) -> Void) -> [Float] {
        var weights = [Float](repeating: 0, count: bucketCount * classCount)
        var squares = [Float](repeating: 1e-6, count: bucketCount * classCount)
        var order = indices
        var logits = [Float](repeating: 0, count: classCount)
        for epoch in 1...max(epochs, 1) {
            order.shuffle(using: &random)
            var loss: Double = 0
            weights.withUnsafeMutableBufferPointer { w in
                squares.withUnsafeMutableBufferPointer { g2 in
                    for example in order {
                        let sample = features[example]
                        for k in 0..<classCount { logits[k] = 0 }
                        for (index, value) in zip(sample.indices, sample.values) {
                            let base = Int(index) * classCount
                            for k in 0..<classCount { logits[k] += value * w[base + k] }
                        }
                        let top = logits.max() ?? 0
                        var sum: Float = 0
                        for k in 0..<classCount {
                            logits[k] = expf(logits[k] - top)
                            sum += logits[k]
                        }
                        let label = labels[example]
                        loss -= Double(logf(max(logits[label] / sum, 1e-12)))
                        for k in 0..<classCount { logits[k] = logits[k] / sum - (k == label ? 1 : 0) }
                        for (index, value) in zip(sample.indices, sample.values) {
                            let base = Int(index) * classCount
                            for k in 0..<classCount {
                                let gradient = logits[k] * value
                                g2[base + k] += gradient * gradient
                                w[base + k] -= learningRate * gradient / g2[base + k].squareRoot()
                            }
                        }
                    }
                }
            }
            progress("intent classifier epoch \(epoch): mean loss \(String(format: "%.4f", loss / Double(max(order.count, 1))))")
        }
        return weights
    }
}
