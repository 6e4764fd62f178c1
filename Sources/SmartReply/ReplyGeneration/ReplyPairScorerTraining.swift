import Foundation

/// Training of the reply model's pair scorer (``ReplyPairFeatures``): a pairwise ranking loss,
/// log(1 + exp(s(context, negative) − s(context, true reply))), minimized by AdaGrad over the
/// hashed weights. Each true pair is ranked against a random reply of another training
/// conversation and against its mined hard negatives (replies of other conversations that share
/// the context's content words, ``ReplyModelTrainer/overlapNeighbours(_:turns:indices:count:)``),
/// so that the weights learn what answers a message, not which words it repeats.
/// Single-threaded and seeded: the same input gives the same weights, bit for bit.
enum ReplyPairScorerTraining {
    /// Weights of `2^features.bits` buckets.
    /// - Parameters:
    ///   - turns: each pair's context turns; `replyTokens`: each pair's reply (row i is pair i).
    ///   - conversations: a conversation number per pair (random negatives come from another one).
    ///   - indices: the pairs trained on; `negatives[i]`: hard-negative reply rows of pair i.
    /// - Complexity: O(epochs × indices × (1 + negatives) × context tokens × reply tokens).
    static func train(turns: [[ReplyTurn]], replyTokens: [[String]], conversations: [Int], indices: [Int], negatives: [[Int]],
                      features: ReplyPairFeatures, epochs: Int, learningRate: Float, random: inout SplitMix64,
                      progress: (String) -> Void) -> [Float] {
        var weights = [Float](repeating: 0, count: 1 << features.bits)
        var squares = [Float](repeating: 0, count: 1 << features.bits)
        guard indices.count >= 2 else { return weights }
        func score(_ x: SparseFeatures) -> Float {
            var sum: Float = 0
            for k in x.indices.indices { sum += weights[Int(x.indices[k])] * x.values[k] }
            return sum
        }
        func update(_ x: SparseFeatures, _ gradient: Float) {
            for k in x.indices.indices {
                let j = Int(x.indices[k]), g = gradient * x.values[k]
                squares[j] += g * g
                weights[j] -= learningRate * g / (squares[j].squareRoot() + 1e-6)
            }
        }
        var order = indices
        for epoch in 0..<epochs {
            order.shuffle(using: &random)
            var loss = 0.0, steps = 0
            for (position, index) in order.enumerated() {
                let truth = features.features(turns: turns[index], replyTokens: replyTokens[index])
                var rows = negatives[index]
                let other = order[(position &+ 1 &+ Int(random.next() % 7)) % order.count]
                if conversations[other] != conversations[index] { rows.append(other) }
                for row in rows {
                    let negative = features.features(turns: turns[index], replyTokens: replyTokens[row])
                    let margin = score(truth) - score(negative)
                    let gradient = -1 / (1 + Float(exp(Double(margin))))
                    loss += margin < 0 ? -Double(margin) + log1p(exp(Double(margin))) : log1p(exp(-Double(margin)))
                    steps += 1
                    update(truth, gradient)
                    update(negative, -gradient)
                }
            }
            progress(String(format: "pair scorer epoch %d: mean ranking loss %.4f over %d pairs", epoch + 1, loss / Double(max(steps, 1)), steps))
        }
        return weights
    }
}
