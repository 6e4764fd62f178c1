import Foundation

/// Training the pair scorer of `smartreply score` (``ReplyPairFeatures``, ``ReplyPairScorerTraining``)
/// inside ``ReplyModelTrainer/train(_:seeds:progress:)`` and ``ReplyModelTrainer/refitCombiner(_:pairs:progress:)``.
extension ReplyModelTrainer {
    /// `model` with a pair scorer trained on the pairs outside the held-out conversations
    /// (`development[i]` true for held-out pair i), against a random reply and
    /// ``Options/pairScorerNegatives`` overlap neighbours of the training pairs; unchanged when
    /// ``Options/pairScorerEpochs`` is 0. The intent classifier, encoder and lifts are not touched.
    /// - Complexity: one overlap mining over the training pairs plus the epochs of
    ///   ``ReplyPairScorerTraining/train(turns:replyTokens:conversations:indices:negatives:features:epochs:learningRate:random:progress:)``.
    func withPairScorer(_ model: ReplyModel, pairs: [ReplyTrainingPair], turns: [[ReplyTurn]], replyTokens: [[String]],
                        development: [Bool], random: inout SplitMix64, progress: (String) -> Void) -> ReplyModel {
        guard options.pairScorerEpochs > 0 else { return model }
        let trainIndices = pairs.indices.filter { !development[$0] }
        var conversations = [Int](repeating: 0, count: pairs.count)
        for index in pairs.indices.dropFirst() {
            conversations[index] = conversations[index - 1] + (pairs[index].conversation == pairs[index - 1].conversation ? 0 : 1)
        }
        let mined = options.pairScorerNegatives == 0 ? [[Int]](repeating: [], count: pairs.count)
            : Self.overlapNeighbours(pairs, turns: turns, indices: trainIndices, count: options.pairScorerNegatives + 2)
        // Only replies of training pairs serve as negatives, so nothing held out is trained on.
        let negatives = mined.map { Array($0.filter { !development[$0] }.prefix(options.pairScorerNegatives)) }
        progress("pair scorer: \(trainIndices.count) training pairs, \(negatives.count { !$0.isEmpty }) with an overlap negative")
        let features = ReplyPairFeatures(bits: options.pairScorerBits)
        let weights = ReplyPairScorerTraining.train(
            turns: turns, replyTokens: replyTokens, conversations: conversations, indices: trainIndices, negatives: negatives,
            features: features, epochs: options.pairScorerEpochs, learningRate: options.pairScorerLearningRate,
            random: &random, progress: progress)
        var result = model
        result.pairBits = options.pairScorerBits
        // Quantized as the file stores them, so the combiner is fitted on the scores a loaded model gives.
        let (scales, values) = EmbeddingRows(floats: weights, width: ReplyModel.pairRowWidth).quantized
        result.pairWeights = EmbeddingRows(values: values, scales: scales, width: ReplyModel.pairRowWidth)
        return result
    }
}
