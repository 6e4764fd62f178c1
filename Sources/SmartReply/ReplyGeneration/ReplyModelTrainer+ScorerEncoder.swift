import Foundation

/// Training the scorer encoder of `smartreply score` (``ReplyScorerEncoder``) inside
/// ``ReplyModelTrainer/train(_:seeds:progress:)`` and ``ReplyModelTrainer/refitCombiner(_:pairs:progress:)``.
extension ReplyModelTrainer {
    /// `model` with a scorer encoder trained on the pairs outside the held-out conversations
    /// (`development[i]` true for held-out pair i); unchanged when ``Options/scorerEncoderEpochs`` is 0.
    ///
    /// Each batch ranks every context's true reply against the batch's other replies (softmax) and
    /// against its hard negatives: ``Options/scorerEncoderTurnNegatives`` turns of its own conversation
    /// outside the context window, ``Options/scorerEncoderOverlapNegatives`` replies of other training
    /// conversations made of the context's words, and with ``Options/scorerEncoderContextTurns`` the
    /// message itself and the turn before it offered as replies. Only training conversations' text is
    /// used. The intent classifier, the response-set encoder, the lifts and the pair scorer are not touched.
    /// - Complexity: one overlap mining over the training pairs, then O(epochs × pairs × batch × (1 + negatives) × dimension).
    func withScorerEncoder(_ model: ReplyModel, pairs: [ReplyTrainingPair], turns: [[ReplyTurn]], replyTokens: [[String]],
                           development: [Bool], random: inout SplitMix64, progress: (String) -> Void) -> ReplyModel {
        guard options.scorerEncoderEpochs > 0 else { return model }
        let bits = options.scorerEncoderBits, dimension = options.scorerEncoderDimension
        let trainIndices = pairs.indices.filter { !development[$0] }
        let conversations = Self.conversationNumbers(pairs)
        // Reply rows: the corpus replies (row i is pair i's reply), then the context turns offered as replies.
        var rowTokens = Array(replyTokens.prefix(pairs.count))
        let contextTurns = Self.contextTurnNegatives(pairs, firstRow: rowTokens.count)
        if options.scorerEncoderContextTurns { rowTokens += contextTurns.texts.map { ReplyTokenizer.tokens(of: $0) } }
        let overlap = options.scorerEncoderOverlapNegatives == 0 ? [[Int]](repeating: [], count: pairs.count)
            : Self.overlapNeighbours(pairs, turns: turns, indices: trainIndices, count: options.scorerEncoderOverlapNegatives + 2)
        let sameConversation = Self.conversationTurnNegatives(pairs, conversations: conversations, count: options.scorerEncoderTurnNegatives,
                                                              previousTurn: false, random: &random)
        let hardNegatives = pairs.indices.map { index in
            Array(overlap[index].filter { !development[$0] }.prefix(options.scorerEncoderOverlapNegatives)) + sameConversation[index]
                + (options.scorerEncoderContextTurns ? [contextTurns.echo[index], contextTurns.earlier[index]].compactMap { $0 } : [])
        }
        progress("scorer encoder: \(trainIndices.count) training pairs, \(hardNegatives.count { !$0.isEmpty }) with hard negatives, "
                 + "2^\(bits) buckets × \(dimension)")
        let messageFeatures = turns.map { ReplyScorerEncoder.contextFeatures($0, bits: bits) }
        let replyFeatures = rowTokens.map { ReplyScorerEncoder.replyFeatures($0, bits: bits) }
        let check = Array(pairs.indices.filter { development[$0] }.prefix(2_000))
        let tables = DualEncoderTraining.train(
            messages: messageFeatures, replies: replyFeatures, hardNegatives: hardNegatives, indices: trainIndices,
            bucketCount: 1 << bits, dimension: dimension, epochs: options.scorerEncoderEpochs, batchSize: options.batchSize,
            learningRate: options.encoderLearningRate, random: &random, progress: progress,
            evaluate: { messageTable, replyTable in
                var wins = [0, 0, 0], totals = [0, 0, 0]
                for index in check {
                    let u = DualEncoderTraining.encode(messageFeatures[index], table: messageTable, dimension: dimension)
                    func score(_ row: Int) -> Float {
                        ReplyModel.dot(u, DualEncoderTraining.encode(replyFeatures[row], table: replyTable, dimension: dimension))
                    }
                    let truth = score(index)
                    let echo = options.scorerEncoderContextTurns ? contextTurns.echo[index] : nil
                    for (kind, other) in [check[(index &* 7_919) % check.count], index - 2 >= 0 && conversations[index - 2] == conversations[index] ? index - 2 : nil, echo].enumerated() {
                        guard let other, other != index else { continue }
                        totals[kind] += 1
                        if score(other) < truth { wins[kind] += 1 }
                    }
                }
                let shares = zip(wins, totals).map { String(format: "%.3f", Double($0) / Double(max($1, 1))) }
                return "held-out pairwise vs random/turn-before-message/echoed reply: \(shares.joined(separator: "/"))"
            })
        var result = model
        // Quantized as the file stores them, so the combiner is fitted on the scores a loaded model gives.
        func rows(_ floats: [Float]) -> EmbeddingRows {
            let (scales, values) = EmbeddingRows(floats: floats, width: dimension).quantized
            return EmbeddingRows(values: values, scales: scales, width: dimension)
        }
        result.scorerEncoder = ReplyScorerEncoder(bits: bits, dimension: dimension, messageRows: rows(tables.message), replyRows: rows(tables.reply))
        return result
    }
}
