import Foundation

/// Refitting only the scorer of a trained model (`smartreply train replies --combiner-only`): the pair
/// scorer and the scorer encoder are trained anew (unless ``Options/pairScorerEpochs`` or
/// ``Options/scorerEncoderEpochs`` is 0) and the score combiner refitted;
/// the intent classifier, the dual encoder, the trigger threshold and the lifts stay bit-identical,
/// so the suggestions do not change; only ``ResponseSetReplyGenerator/compatibility(of:context:)``
/// (`smartreply score`, `eval replies` ranking) does.
extension ReplyModelTrainer {
    /// Names of the combiner's weights, in order (the bias last), for progress lines.
    static let combinerInputNames = "dot/10, shared words, shared long words, shared with message, log length, "
        + "yes/no answer, time answer, place answer, number answer, thanks answered, question to a question, "
        + "opens with a context word, pair score, scorer encoder dot, bias"

    /// `model` with its combiner refitted on the first half of the held-out pairs of `pairs` (the
    /// same hold-out rule and negatives as ``train(_:seeds:progress:)``, the overlap negatives
    /// included; with ``Options/tiesOverlapWeights`` the installed overlap weights keep their
    /// proportions), and a report line of the pairwise accuracy on the second half before and after.
    /// - Throws: `SmartReplyError.invalidInput` when there are fewer than 20 pairs or no held-out pair.
    /// - Complexity: one encoding of every pair's context and reply, plus the negative mining.
    public func refitCombiner(_ model: ReplyModel, pairs: [ReplyTrainingPair], progress: (String) -> Void = { _ in }) throws -> (model: ReplyModel, report: String) {
        guard pairs.count >= 20 else { throw SmartReplyError(.invalidInput, "need at least 20 training pairs, got \(pairs.count)") }
        let development = pairs.map { FeatureHash.of($0.conversation, space: 99) % 10_000 < UInt64(options.developmentShare * 10_000) }
        let devIndices = pairs.indices.filter { development[$0] }
        guard devIndices.count >= 2 else { throw SmartReplyError(.invalidInput, "no held-out conversation among \(pairs.count) pairs") }
        let encoder = HashedFeatureEncoder(bucketBits: model.encoderBucketBits)
        let turns = pairs.map(\.turns)
        let messageFeatures = turns.map { encoder.contextFeatures($0, characterGrams: model.encoderCharacterGrams, splitsMessage: model.splitsMessage) }
        let replyTokens = pairs.map { ReplyTokenizer.tokens(of: $0.reply) }
        let replyFeatures = replyTokens.map { encoder.replyFeatures($0, characterGrams: model.encoderCharacterGrams) }
        var random = SplitMix64(seed: options.seed)
        let sameConversation = Self.hardNegatives(pairs)
        let sharedWord = Self.lexicalNegatives(pairs, turns: turns, random: &random)
        let neighbour = Self.lexicalNeighbours(pairs, turns: turns, random: &random)
        let fitIndices = Array(devIndices.prefix(devIndices.count / 2)), check = Array(devIndices.dropFirst(devIndices.count / 2))
        let overlap = Self.overlapNeighbours(pairs, turns: turns, indices: devIndices, count: max(options.combinerOverlapNegatives, 1))
        progress("mined negatives for \(devIndices.count) held-out pairs: \(overlap.count { !$0.isEmpty }) with overlap neighbours")
        var pairRandom = SplitMix64(seed: options.seed &+ 1)
        var refitted = withPairScorer(model, pairs: pairs, turns: turns, replyTokens: replyTokens, development: development,
                                      random: &pairRandom, progress: progress)
        var scorerRandom = SplitMix64(seed: options.seed &+ 2)
        refitted = withScorerEncoder(refitted, pairs: pairs, turns: turns, replyTokens: replyTokens, development: development,
                                     random: &scorerRandom, progress: progress)
        let inputs = CombinerInputs(model: refitted, turns: turns, messageFeatures: messageFeatures, replyFeatures: replyFeatures, replyTokens: replyTokens)
        let farTurns = Self.conversationTurnNegatives(pairs, conversations: Self.conversationNumbers(pairs),
                                                      count: options.combinerTurnNegatives, previousTurn: false, random: &random)
        refitted.combiner = Self.fitCombiner(
            inputs, indices: fitIndices,
            negatives: pairs.indices.map { index in
                [sameConversation[index], sharedWord[index], neighbour[index], devIndices[Int(random.next() % UInt64(devIndices.count))]]
                    + overlap[index].prefix(options.combinerOverlapNegatives).map { Optional($0) } + farTurns[index].map { Optional($0) }
            },
            tiedOverlap: options.tiesOverlapWeights ? Array(model.combiner.prefix(ReplyModel.overlapInputCount)) : nil)
        progress("combiner (\(Self.combinerInputNames)): \(refitted.combiner.map { String(format: "%.3f", $0) })")
        var lines: [String] = []
        for (name, candidate) in [("before", model), ("after", refitted)] {
            let scored = CombinerInputs(model: candidate, turns: turns, messageFeatures: messageFeatures, replyFeatures: replyFeatures, replyTokens: replyTokens)
            var checkRandom = SplitMix64(seed: options.seed)
            let lexical = Self.pairwiseAccuracy(scored, indices: check, neighbours: neighbour, random: &checkRandom)
            let topical = Self.pairwiseAccuracy(scored, indices: check, neighbours: overlap.map(\.first), random: &checkRandom)
            lines.append(String(format: "held-out combined score %@ (second half, %d pairs) vs random/lexical-neighbour/overlap-neighbour reply: %.3f/%.3f/%.3f",
                                name, check.count, lexical.random, lexical.neighbour, topical.neighbour))
        }
        return (refitted, lines.joined(separator: "\n"))
    }
}
