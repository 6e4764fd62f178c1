/// Hashed features of a (context, reply) pair for the reply model's pair scorer
/// (``ReplyModel/pairScore(turns:replyTokens:)``): what a reply says *in answer to* the message,
/// rather than what the two share.
///
/// - **Cross word pairs** of the message answered and the reply: every (message token, reply
///   token) pair, the message's form ("what?", yes/no question, statement, exclamation) paired
///   with each reply token, and the reply's first word and whether it asks back, scaled by
///   1/√(pairs). They learn associations such as "where" → "at", "thanks" → "welcome",
///   "hungry" → "eat" and, when trained against replies that share the context's words without
///   answering it, how much a repeated word is worth.
/// - **Response type**: the message's form against the reply's first word, first two words,
///   whether the reply asks back, and the message's first word against the reply's first word.
/// - **Echo**: the share of the reply's content words found in the message and, apart from
///   those, in the earlier turns; a length bucket per message form. The earlier turns enter
///   only here: trained against those turns offered as replies, this learns that a reply which
///   repeats what was already said is not an answer.
///
/// Features are hashed (``FeatureHash``) into `2^bits` buckets. Method: a log-linear ranking
/// model over cross features, as in the response-selection baselines before neural encoders
/// (Lowe et al. 2015; Kannan et al. 2016 train their scorer against hard negatives the same way).
struct ReplyPairFeatures: Sendable {
    /// log2 of the bucket count.
    let bits: Int
    private let mask: UInt64

    init(bits: Int) {
        self.bits = bits
        mask = UInt64((1 << bits) - 1)
    }

    /// The features of `reply` (tokens of ``ReplyTokenizer``) after `turns` (oldest first; the last is
    /// the message answered).
    /// - Complexity: O(context tokens × reply tokens).
    func features(turns: [ReplyTurn], replyTokens reply: [String]) -> SparseFeatures {
        var features = SparseFeatures()
        let message = turns.last?.tokens ?? []
        let form = Self.form(of: message)
        let words = reply.filter { $0 != "?" && $0 != "!" }
        let first = words.first ?? "<none>"
        let second = words.count > 1 ? words[1] : "<none>"
        let asksBack = reply.contains("?")
        var replyHashes = reply.map { FeatureHash.of($0, space: 41) }
        replyHashes.append(FeatureHash.of("<first>" + first, space: 41))
        replyHashes.append(FeatureHash.of(asksBack ? "<asks>" : "<tells>", space: 41))

        var messageHashes = message.map { FeatureHash.of($0, space: 40) }
        messageHashes.append(FeatureHash.of("<form>" + form, space: 40))
        appendCross(messageHashes, replyHashes, space: 42, weight: 1, into: &features)
        // No cross pairs with the earlier turns: they are an association model of the topic, which
        // also rates a statement that repeats what the message answered (measured on our dev sets).

        append(FeatureHash.of(form + "|" + first, space: 45), 1, into: &features)
        append(FeatureHash.of(form + "|" + first + " " + second, space: 46), 1, into: &features)
        append(FeatureHash.of((message.first ?? "") + "|" + first, space: 47), 0.5, into: &features)
        append(FeatureHash.of(form + (asksBack ? "|asks" : "|tells"), space: 48), 1, into: &features)

        let messageContent = Self.content(message), earlierContent = Self.content(turns.dropLast().flatMap(\.tokens))
        let replyContent = Self.content(reply)
        let count = Float(max(replyContent.count, 1))
        append(FeatureHash.of("<in message>", space: 49), Float(replyContent.intersection(messageContent).count) / count, into: &features)
        append(FeatureHash.of("<in earlier>", space: 49),
               Float(replyContent.subtracting(messageContent).intersection(earlierContent).count) / count, into: &features)
        append(FeatureHash.of("<length \(min(words.count, 20) / 3)>|" + form, space: 49), 1, into: &features)
        return features
    }

    @inline(__always)
    private func append(_ hash: UInt64, _ value: Float, into features: inout SparseFeatures) {
        features.append(Int(truncatingIfNeeded: hash & mask), value)
    }

    private func appendCross(_ left: [UInt64], _ right: [UInt64], space: UInt8, weight: Float, into features: inout SparseFeatures) {
        guard !left.isEmpty, !right.isEmpty else { return }
        let value = weight / Float(left.count * right.count).squareRoot()
        for a in left { for b in right { append(FeatureHash.combine(a, b, space: space), value, into: &features) } }
    }

    /// The form of a message: `wh:<word>` for a wh-question, `yn` for a question opening with an
    /// auxiliary, `q` for another question, `excl` for an exclamation, `stmt` otherwise, `empty`.
    static func form(of message: [String]) -> String {
        let words = message.filter { $0 != "?" && $0 != "!" }
        guard let first = words.first else { return "empty" }
        if message.contains("?") {
            if ReplyAnswerFit.whWords.contains(first) { return "wh:" + first }
            if ReplyAnswerFit.auxiliaries.contains(first) { return "yn" }
            if let wh = words.prefix(6).first(where: ReplyAnswerFit.whWords.contains) { return "wh:" + wh }
            return "q"
        }
        return message.last == "!" ? "excl" : "stmt"
    }

    /// Content words: at least 3 letters, not a function word of ``ReplyAnswerFit/functionWords``.
    static func content(_ tokens: [String]) -> Set<String> {
        Set(tokens.filter { $0.unicodeScalars.count >= 3 && !ReplyAnswerFit.functionWords.contains($0) && $0 != "haha" })
    }
}
