import Foundation

/// The parts of training fitted on the encoder's output: the combiner, the message-intent
/// lifts, class priors, the reply prior and the held-out pairwise accuracy that reports them.
extension ReplyModelTrainer {
    /// log P(token) of replies `indices`, hashed into `2^bits` buckets, add-0.5 smoothed.
    static func replyUnigramPrior(pairs: [ReplyTrainingPair], indices: [Int], bits: Int) -> [Float] {
        var counts = [Double](repeating: 0.5, count: 1 << bits)
        let mask = UInt64((1 << bits) - 1)
        for index in indices {
            for token in ReplyTokenizer.tokens(of: pairs[index].reply) {
                counts[Int(truncatingIfNeeded: FeatureHash.of(token, space: 30) & mask)] += 1
            }
        }
        let total = counts.reduce(0, +)
        return counts.map { Float(log($0 / total)) }
    }

    /// Pairwise accuracy of the model's compatibility score on pairs `indices`: the true reply
    /// against a random reply of `indices` and against its lexical neighbour (ties count half).
    static func pairwiseAccuracy(_ inputs: CombinerInputs, indices: [Int], neighbours: [Int?],
                                 random: inout SplitMix64) -> (random: Double, neighbour: Double) {
        guard !indices.isEmpty else { return (0, 0) }
        let model = inputs.model
        var wins = [0.0, 0.0], totals = [0, 0]
        for index in indices {
            let context = inputs.context(index)
            func score(_ reply: Int) -> Float {
                model.combinedScore(inputs.inputs(context, reply: reply)) + model.replyPriorWeight * model.replyLogPrior(inputs.replyTokens[reply])
            }
            let truth = score(index)
            let others: [Int?] = [indices[Int(random.next() % UInt64(indices.count))], neighbours[index]]
            for (kind, other) in others.enumerated() {
                guard let other, other != index else { continue }
                let value = score(other)
                wins[kind] += value < truth ? 1 : (value == truth ? 0.5 : 0)
                totals[kind] += 1
            }
        }
        return (wins[0] / Double(max(totals[0], 1)), wins[1] / Double(max(totals[1], 1)))
    }

    /// Fits the logistic combiner on held-out pairs: the true reply against each negative
    /// (indices of reply rows of `inputs`). With `tiedOverlap` (the format-2 weights of the overlap
    /// inputs), those inputs keep their proportions and only their common scale is fitted, with the
    /// answer-fit inputs and the bias: on-topic negatives then cannot teach the combiner to punish
    /// shared words as such (which costs pairs against random replies), only which kind of reply answers.
    static func fitCombiner(_ inputs: CombinerInputs, indices: [Int], negatives: [[Int?]], tiedOverlap: [Float]? = nil) -> [Float] {
        var examples: [([Float], Float)] = []
        func row(_ x: [Float]) -> [Float] {
            guard let tied = tiedOverlap else { return x }
            let overlap = zip(x.prefix(ReplyModel.overlapInputCount), tied).reduce(0) { $0 + $1.0 * $1.1 }
            return [overlap] + Array(x.dropFirst(ReplyModel.overlapInputCount))
        }
        for index in indices {
            let context = inputs.context(index)
            examples.append((row(inputs.inputs(context, reply: index)), 1))
            for case let negative? in negatives[index] where negative != index { examples.append((row(inputs.inputs(context, reply: negative)), 0)) }
        }
        let n = tiedOverlap == nil ? ReplyModel.combinerInputCount : 1 + ReplyModel.combinerInputCount - ReplyModel.overlapInputCount
        var weights = [Float](repeating: 0, count: n + 1)
        weights[0] = tiedOverlap == nil ? 10 : 1
        func untied(_ weights: [Float]) -> [Float] {
            guard let tied = tiedOverlap else { return weights }
            return tied.map { $0 * weights[0] } + weights.dropFirst()
        }
        guard !examples.isEmpty else { return untied(weights) }
        for _ in 0..<1_000 {
            var gradient = [Float](repeating: 0, count: n + 1)
            for (x, y) in examples {
                let z = zip(x, weights).reduce(weights[n]) { $0 + $1.0 * $1.1 }
                let error = 1 / (1 + expf(-z)) - y
                for k in 0..<n { gradient[k] += error * x[k] }
                gradient[n] += error
            }
            for k in 0...n { weights[k] -= 0.5 * gradient[k] / Float(examples.count) }
        }
        return untied(weights)
    }

    /// log lifts log(P(k | m) / P(k)) of reply class k after message class m (0: no recognized
    /// intent), with P(k | m) smoothed toward P(k) by `smoothing` pseudo-counts and positive lifts
    /// seen fewer than `minimumSupport` times clamped to 0; and the gated classes: those seen at
    /// least `minimumCount` times of which at least `concentration` follow recognized message
    /// intents that lift them by `ReplyModel.gateLift` or more.
    static func messageIntentLifts(messageClasses: [Int], labels: [Int], indices: [Int], classCount: Int,
                                   smoothing: Double = 10, concentration: Double = 0.5, minimumCount: Int = 20,
                                   minimumSupport: Int = 10) -> (lifts: [Float], gated: [Bool]) {
        let count = classCount
        var counts = [Double](repeating: 0, count: count * count)
        var replyTotals = [Double](repeating: 0, count: count), messageTotals = [Double](repeating: 0, count: count)
        for index in indices {
            counts[messageClasses[index] * count + labels[index]] += 1
            replyTotals[labels[index]] += 1
            messageTotals[messageClasses[index]] += 1
        }
        let total = Double(indices.count)
        var lifts = [Float](repeating: 0, count: count * count)
        for m in 0..<count {
            for k in 0..<count {
                let prior = (replyTotals[k] + 1) / (total + Double(count))
                let conditional = (counts[m * count + k] + smoothing * prior) / (messageTotals[m] + smoothing)
                // A lift seen fewer than `minimumSupport` times may lower a class but not raise it.
                let lift = Float(log(conditional / prior))
                lifts[m * count + k] = counts[m * count + k] < Double(minimumSupport) ? min(lift, 0) : lift
            }
        }
        var gated = [Bool](repeating: false, count: count)
        for k in 1..<count where replyTotals[k] >= Double(minimumCount) {
            let supported = (1..<count).filter { counts[$0 * count + k] >= Double(minimumSupport) && lifts[$0 * count + k] >= ReplyModel.gateLift }
                .reduce(0.0) { $0 + counts[$1 * count + k] }
            gated[k] = supported / replyTotals[k] >= concentration
        }
        return (lifts, gated)
    }

    /// log P(class) from label counts, add-1 smoothed.
    static func classLogPriors(_ labels: [Int], classCount: Int) -> [Float] {
        var counts = [Double](repeating: 1, count: classCount)
        for label in labels { counts[label] += 1 }
        let total = counts.reduce(0, +)
        return counts.map { Float(log($0 / total)) }
    }
}

/// The combiner inputs of training contexts against reply rows (the corpus replies, then any
/// context turns offered as replies), as ``ResponseSetReplyGenerator/compatibility(of:context:)``
/// computes them at inference.
struct CombinerInputs {
    /// What ``ReplyModel/combinerInputs`` needs of one context.
    struct Context {
        var u: [Float], words: Set<String>, lastWords: Set<String>, answer: ReplyAnswerFit
        /// The scorer encoder's context vector (empty without one).
        var scorerU: [Float] = []
        /// The pair whose context this is.
        var index: Int
    }

    let model: ReplyModel
    let turns: [[ReplyTurn]]
    let messageFeatures: [SparseFeatures]
    let replyFeatures: [SparseFeatures]
    let replyTokens: [[String]]

    func context(_ index: Int) -> Context {
        let turns = turns[index]
        return Context(u: model.encode(messageFeatures[index], table: model.messageTable), words: Set(turns.flatMap(\.tokens)),
                       lastWords: Set(turns.last?.tokens ?? []),
                       answer: ReplyAnswerFit(message: turns.last?.tokens ?? [], turns: turns.map(\.tokens)),
                       scorerU: model.scorerEncoder?.contextVector(turns) ?? [], index: index)
    }

    func inputs(_ context: Context, reply: Int) -> [Float] {
        ReplyModel.combinerInputs(context: context.u, contextWords: context.words, lastWords: context.lastWords,
                                  reply: model.encode(replyFeatures[reply], table: model.replyTable), replyTokens: replyTokens[reply],
                                  answer: context.answer, pairScore: model.pairScore(turns: turns[context.index], replyTokens: replyTokens[reply]),
                                  encoderScore: model.scorerEncoder.map { ReplyModel.dot(context.scorerU, $0.replyVector(replyTokens[reply])) } ?? 0)
    }
}
