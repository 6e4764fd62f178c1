import Foundation

/// Trains a ``HashedLinearClassifier`` by logistic regression.
///
/// Stochastic gradient descent with AdaGrad step sizes (Duchi, Hazan &
/// Singer, 2011) and L2 regularisation, over examples in a seeded shuffled
/// order, so the same data always gives the same model. The two classes are
/// weighted to count equally, whatever their sizes; within a class each
/// example counts by its own weight.
public struct LogisticRegressionTrainer: Sendable {
    /// Passes over the data (1…100).
    public var epochs = 8
    /// Base step size (AdaGrad divides it by the root of past squared gradients).
    public var learningRate: Float = 0.5
    /// L2 penalty per update, on the weights touched.
    public var l2: Float = 1e-6
    /// Seed of the shuffling generator.
    public var seed: UInt64 = 0x5EED
    /// log2 of the model's bucket count.
    public var log2Buckets = 16
    /// Whether to scale the classes to equal total weight (otherwise only the
    /// examples' own weights count).
    public var balancesClasses = true

    /// A trainer with the defaults above.
    public init() {}

    /// One training example: its feature indexes (from
    /// ``HashedLinearClassifier/featureIndexes(of:log2Buckets:into:)``) and label.
    public struct Example: Sendable {
        /// Bucket indexes, repeated when a feature occurs more than once.
        public var features: [Int]
        /// The label.
        public var isPositive: Bool
        /// How much the example counts relative to others of its class (> 0).
        public var weight: Float
        /// Creates an example.
        public init(features: [Int], isPositive: Bool, weight: Float = 1) {
            self.features = features
            self.isPositive = isPositive
            self.weight = weight
        }
    }

    /// Trains a model; its threshold is left at 0.5.
    /// - Throws: `invalidInput` when a class has no example.
    /// - Complexity: O(epochs × total feature occurrences).
    public func train(_ examples: [Example]) throws -> HashedLinearClassifier {
        let positives = examples.filter(\.isPositive).count
        let negatives = examples.count - positives
        let positiveMass = examples.filter(\.isPositive).reduce(Float(0)) { $0 + $1.weight }
        let negativeMass = examples.filter { !$0.isPositive }.reduce(Float(0)) { $0 + $1.weight }
        guard positives > 0, negatives > 0 else {
            throw SmartReplyError(.invalidInput, "training the guard model needs both classes; got \(positives) offensive and \(negatives) clean examples")
        }
        let positiveWeight = balancesClasses ? Float(examples.count) / (2 * positiveMass) : 1
        let negativeWeight = balancesClasses ? Float(examples.count) / (2 * negativeMass) : 1
        var model = HashedLinearClassifier(log2Buckets: log2Buckets)
        var weights = [Float](repeating: 0, count: 1 << log2Buckets)
        var squares = [Float](repeating: 1e-8, count: 1 << log2Buckets)
        var bias: Float = 0, biasSquares: Float = 1e-8
        var order = Array(examples.indices)
        var state = seed
        for _ in 0..<epochs {
            // Fisher–Yates with SplitMix64.
            for i in stride(from: order.count - 1, to: 0, by: -1) {
                state &+= 0x9E37_79B9_7F4A_7C15
                let j = Int(HashedLinearClassifier.mix(state) % UInt64(i + 1))
                order.swapAt(i, j)
            }
            for index in order {
                let example = examples[index]
                guard !example.features.isEmpty else { continue }
                let value = 1 / Float(example.features.count).squareRoot()
                var z = bias
                for f in example.features { z += weights[f] * value }
                let p = 1 / (1 + exp(-z))
                let target: Float = example.isPositive ? 1 : 0
                let g = (p - target) * example.weight * (example.isPositive ? positiveWeight : negativeWeight)
                biasSquares += g * g
                bias -= learningRate * g / biasSquares.squareRoot()
                for f in example.features {
                    let gradient = g * value + l2 * weights[f]
                    squares[f] += gradient * gradient
                    weights[f] -= learningRate * gradient / squares[f].squareRoot()
                }
            }
        }
        for (index, weight) in weights.enumerated() where weight != 0 { model.setWeight(index, weight) }
        model.bias = bias
        return model
    }
}
