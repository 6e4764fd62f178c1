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
        let conversations = Self.conversationNumbers(pairs)
        let mined = options.pairScorerNegatives == 0 ? [[Int]](repeating: [], count: pairs.count)
            : Self.overlapNeighbours(pairs, turns: turns, indices: trainIndices, count: options.pairScorerNegatives + 2)
        // Only replies of training pairs serve as negatives, so nothing held out is trained on.
        let sameConversation = Self.conversationTurnNegatives(pairs, conversations: conversations,
                                                              count: options.pairScorerTurnNegatives,
                                                              previousTurn: options.pairScorerPreviousTurn, random: &random)
        let negatives = pairs.indices.map { index in
            Array(mined[index].filter { !development[$0] }.prefix(options.pairScorerNegatives)) + sameConversation[index]
        }
        progress("pair scorer: \(trainIndices.count) training pairs, \(mined.count { !$0.isEmpty }) with an overlap negative, "
                 + "\(sameConversation.count { !$0.isEmpty }) with a turn of their own conversation")
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

    /// A number per pair that changes where the conversation id of consecutive pairs changes.
    static func conversationNumbers(_ pairs: [ReplyTrainingPair]) -> [Int] {
        var conversations = [Int](repeating: 0, count: pairs.count)
        for index in pairs.indices.dropFirst() {
            conversations[index] = conversations[index - 1] + (pairs[index].conversation == pairs[index - 1].conversation ? 0 : 1)
        }
        return conversations
    }

    /// For each pair, up to `count` other turns of its own conversation offered as its reply (rows of
    /// `pairs`, whose replies are the conversation's turns in order), drawn at random among the turns
    /// outside its context window: before the context's first turn or after the reply. They are on
    /// the conversation's topic and in its style but do not answer the message (as adversarial
    /// replies do), and they are not copies of a visible turn, so the pair scorer has to learn what
    /// makes a turn an answer, not to punish repeated words. With `previousTurn`, the turn before the
    /// message (what the replier said last, visible in the context) comes first. Turns whose text is
    /// the reply's are skipped; empty lists when `count` is 0.
    /// - Complexity: O(pairs × conversation length).
    static func conversationTurnNegatives(_ pairs: [ReplyTrainingPair], conversations: [Int], count: Int, previousTurn: Bool,
                                          random: inout SplitMix64) -> [[Int]] {
        var result = [[Int]](repeating: [], count: pairs.count)
        guard count > 0 else { return result }
        var start = 0
        while start < pairs.count {
            var end = start
            while end < pairs.count && conversations[end] == conversations[start] { end += 1 }
            for index in start..<end {
                var rows: [Int] = []
                // Row j answers with turn j + 1: row index − 1 with the message, index − 2 with the turn before it.
                if previousTurn, index - 2 >= start, pairs[index - 2].reply != pairs[index].reply { rows.append(index - 2) }
                let window = pairs[index].context.count
                let outside = (start..<end).filter { ($0 < index - window || $0 > index) && pairs[$0].reply != pairs[index].reply }
                var attempts = 0
                while rows.count < count, !outside.isEmpty, attempts < 2 * count {
                    let row = outside[Int(random.next() % UInt64(outside.count))]
                    if !rows.contains(row) { rows.append(row) }
                    attempts += 1
                }
                result[index] = Array(rows.prefix(count))
            }
            start = end
        }
        return result
    }
}
