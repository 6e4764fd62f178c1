extension ResponseSetReplyGenerator {
    /// How well `candidate` (any text) fits as a reply to `context`, higher is better: a logit
    /// combining the dual-encoder dot product, the share of the reply's words found in the
    /// context, the reply's length, its answer type, the pair scorer's score and the scorer encoder's dot product (``ReplyScorerEncoder``), with weights fitted on held-out training pairs; plus, when
    /// the model's `replyPriorWeight` is 1, the reply's log probability under a unigram model of
    /// chat replies, so that the score estimates log P(reply | context) rather than the
    /// association alone (chosen on held-out pairs by `smartreply train replies`); plus the mood term of the suggestions
    /// (``moodFit(of:after:)``: sympathy, not laughter, for sad news).
    /// - Complexity: O(f·D) for f features of context and candidate, plus O(context × candidate tokens).
    public func compatibility(of candidate: String, context: [ConversationMessage]) -> Double {
        let turns = context.suffix(3).map { ReplyTurn(text: $0.text, isLocalUser: $0.isLocalUser) }
        let contextFeatures = encoder.contextFeatures(turns, characterGrams: model.encoderCharacterGrams, splitsMessage: model.splitsMessage)
        let u = model.encode(contextFeatures, table: model.messageTable)
        let tokens = ReplyTokenizer.tokens(of: candidate)
        let v = model.encode(encoder.replyFeatures(tokens, characterGrams: model.encoderCharacterGrams), table: model.replyTable)
        let answer = ReplyAnswerFit(message: turns.last?.tokens ?? [], turns: turns.map(\.tokens))
        let inputs = ReplyModel.combinerInputs(context: u, contextWords: Set(turns.flatMap(\.tokens)), lastWords: Set(turns.last?.tokens ?? []),
                                               reply: v, replyTokens: tokens, answer: answer,
                                               pairScore: model.pairScore(turns: turns, replyTokens: tokens),
                                               encoderScore: model.scorerEncoderScore(turns: turns, replyTokens: tokens))
        return Double(model.combinedScore(inputs) + model.replyPriorWeight * model.replyLogPrior(tokens))
            + moodFit(of: candidate, after: context.last?.text ?? "")
    }
}
