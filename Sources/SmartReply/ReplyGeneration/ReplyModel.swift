import Foundation

/// The trained weights of a ``ResponseSetReplyGenerator``: an intent classifier, a
/// message–reply dual encoder, the triggering threshold and per-reply priors.
///
/// - Intent classifier: multinomial logistic regression over hashed context features
///   (``HashedFeatureEncoder``, with character 3-grams); class 0 is `none` (no reply of the
///   response set fits), the others are response-set intents.
/// - Dual encoder: two tables of hashed n-gram embeddings; a text's vector is
///   `tanh(Σ value · row)`, and the compatibility of a context and a reply is the dot product
///   of their vectors (after Henderson et al. 2017, "Efficient Natural Language Response
///   Suggestion for Smart Reply", which uses feed-forward n-gram encoders).
///
/// Trained by ``ReplyModelTrainer`` (`smartreply train replies`) on chitchat-dataset (MIT) and
/// chatterbot-corpus (BSD-3-Clause) turn pairs. File: `Lexicons/replies/model.bin`, written by
/// ``write(to:)``: little-endian, magic `SRRM`, a version, the sections in the order of the
/// stored properties, weights as int8 with one float32 scale per row, and the trailer `END.`.
/// Version 2 adds the encoder's character-gram flag, the message-intent lifts and the gated
/// classes; version 3 the answer-fit inputs of the score combiner (``ReplyAnswerFit``). Version-1
/// files still load (word n-grams only, no lifts, no gates), and version-2 files with zero weights
/// for the answer-fit inputs (the same scores as before them). Version 4 adds the pair scorer
/// (``ReplyPairFeatures``, its score an input of the combiner); older files load without it (weight 0).
/// Version 5 adds the scorer encoder (``ReplyScorerEncoder``, its dot product the last input of the
/// combiner); older files load without it (weight 0).
public struct ReplyModel: Sendable {
    /// The file format version this code reads and writes.
    public static let formatVersion: UInt32 = 5

    /// Class names; index 0 is `none`.
    public let classes: [String]
    /// log2 of the intent classifier's bucket count.
    let intentBucketBits: Int
    /// Intent weights, bucket-major: one row of `classes.count` per bucket.
    let intentWeights: EmbeddingRows
    /// log2 of the dual encoder's bucket count.
    let encoderBucketBits: Int
    /// Embedding width of the dual encoder.
    let dimension: Int
    /// Whether the dual encoder's contexts and replies include character 3-grams and the
    /// reply a length bucket (format version 2; version-1 files have word n-grams only).
    let encoderCharacterGrams: Bool
    /// Whether the context features single out the last sentence of the message answered
    /// (``HashedFeatureEncoder/contextFeatures(_:characterGrams:splitsMessage:)``, bit 1 of the
    /// version-2 flags); false in files written before it.
    public internal(set) var splitsMessage = false
    /// Context-side embeddings: one row of `dimension` per bucket.
    let messageTable: EmbeddingRows
    /// Reply-side embeddings, same layout.
    let replyTable: EmbeddingRows
    /// Suggest only when 1 − P(none | context) reaches this, in [0, 1].
    public internal(set) var triggerThreshold: Float
    /// Weight of the dual-encoder score against the intent log-probability when ranking.
    public let compatibilityWeight: Float
    /// Reply text → log P(reply | its intent) estimated from the training replies.
    public let responsePriors: [String: Float]
    /// log P(class) of each class in the training labels, same order as ``classes``.
    public let classLogPriors: [Float]
    /// Logistic combiner of ``ResponseSetReplyGenerator/compatibility(of:context:)``: weights of
    /// the ``combinerInputs(context:contextWords:lastWords:reply:replyTokens:answer:pairScore:encoderScore:)`` and a bias (last).
    public internal(set) var combiner: [Float] = [10] + [Float](repeating: 0, count: combinerInputCount)
    /// log lift of reply intents given the intent the message opens with (``MessageIntentRecognizer``):
    /// `messageIntentLifts[m * classes.count + k]` = log(P(k | m) / P(k)), smoothed; row 0 (no
    /// recognized intent) included. All zero in version-1 files.
    public internal(set) var messageIntentLifts: [Float] = []
    /// Per class: whether its replies mostly answer a few message intents (greetings answer
    /// greetings, "You're welcome" answers thanks), so that it is only suggested after a
    /// message whose intent lifts it. All false in version-1 files.
    public internal(set) var gatedClasses: [Bool] = []
    /// log P(token) of a unigram model of chat replies, over `2^replyPriorBits` hashed buckets
    /// (add-0.5 smoothed); empty in version-1 files. See ``replyLogPrior(_:)``.
    public internal(set) var replyPrior: [Float] = []
    /// log2 of the reply prior's bucket count.
    public internal(set) var replyPriorBits = 16
    /// Weight of ``replyLogPrior(_:)`` in the compatibility score: 1 turns the combiner's
    /// pointwise mutual information into log P(reply | context); 0 leaves it out.
    public internal(set) var replyPriorWeight: Float = 0
    /// log2 of the pair scorer's bucket count; 0 when the model has no pair scorer (files before version 4).
    public internal(set) var pairBits = 0
    /// The pair scorer's weights (``ReplyPairFeatures``), `2^pairBits` of them as rows of ``pairRowWidth``.
    var pairWeights = EmbeddingRows(floats: [], width: pairRowWidth)
    /// Weights per int8 row (one float32 scale each) of the pair scorer in the file.
    static let pairRowWidth = 64
    /// The second dual encoder of the any-text score (format 5); nil in older files.
    var scorerEncoder: ReplyScorerEncoder?

    /// The pair scorer's score of a reply after `turns` (0 without a pair scorer): a log-linear
    /// ranking score over ``ReplyPairFeatures``, higher for a reply that answers the message.
    /// - Complexity: O(context tokens × reply tokens).
    func pairScore(turns: [ReplyTurn], replyTokens: [String]) -> Float {
        guard pairBits > 0 else { return 0 }
        return pairWeights.sparseDot(ReplyPairFeatures(bits: pairBits).features(turns: turns, replyTokens: replyTokens))
    }

    /// The scorer encoder's score of a reply after `turns` (0 without a scorer encoder): the dot product
    /// of its context and reply vectors, in [−dimension, dimension].
    /// - Complexity: O((context + reply features) × dimension).
    func scorerEncoderScore(turns: [ReplyTurn], replyTokens: [String]) -> Float {
        guard let scorerEncoder else { return 0 }
        return Self.dot(scorerEncoder.contextVector(turns), scorerEncoder.replyVector(replyTokens))
    }

    /// The smallest log lift that lets a gated class answer a message intent (log 2).
    public static let gateLift = Float(log(2.0))

    /// log P(reply) under the unigram reply model: the sum of its tokens' log probabilities
    /// (0 when the model has no prior). Longer replies and rarer words score lower.
    /// - Complexity: O(tokens).
    func replyLogPrior(_ tokens: [String]) -> Float {
        guard !replyPrior.isEmpty else { return 0 }
        let mask = UInt64(replyPrior.count - 1)
        return tokens.reduce(0) { $0 + replyPrior[Int(truncatingIfNeeded: FeatureHash.of($1, space: 30) & mask)] }
    }

    /// The log lift of reply class `k` after message class `m` (0 when unknown).
    @inline(__always)
    func lift(message m: Int, reply k: Int) -> Float {
        let index = m * classes.count + k
        return index < messageIntentLifts.count ? messageIntentLifts[index] : 0
    }

    init(classes: [String], intentBucketBits: Int, intentWeights: [Float], encoderBucketBits: Int, dimension: Int,
         encoderCharacterGrams: Bool, messageTable: [Float], replyTable: [Float], triggerThreshold: Float, compatibilityWeight: Float,
         responsePriors: [String: Float], classLogPriors: [Float]) {
        self.init(classes: classes, intentBucketBits: intentBucketBits,
                  intentRows: EmbeddingRows(floats: intentWeights, width: classes.count),
                  encoderBucketBits: encoderBucketBits, dimension: dimension, encoderCharacterGrams: encoderCharacterGrams,
                  messageRows: EmbeddingRows(floats: messageTable, width: dimension),
                  replyRows: EmbeddingRows(floats: replyTable, width: dimension),
                  triggerThreshold: triggerThreshold, compatibilityWeight: compatibilityWeight,
                  responsePriors: responsePriors, classLogPriors: classLogPriors)
    }

    init(classes: [String], intentBucketBits: Int, intentRows intentWeights: EmbeddingRows, encoderBucketBits: Int, dimension: Int,
         encoderCharacterGrams: Bool, messageRows messageTable: EmbeddingRows, replyRows replyTable: EmbeddingRows,
         triggerThreshold: Float, compatibilityWeight: Float, responsePriors: [String: Float], classLogPriors: [Float]) {
        self.classes = classes
        self.intentBucketBits = intentBucketBits
        self.intentWeights = intentWeights
        self.encoderBucketBits = encoderBucketBits
        self.dimension = dimension
        self.encoderCharacterGrams = encoderCharacterGrams
        self.messageTable = messageTable
        self.replyTable = replyTable
        self.triggerThreshold = triggerThreshold
        self.compatibilityWeight = compatibilityWeight
        self.responsePriors = responsePriors
        self.classLogPriors = classLogPriors
    }

    /// Number of combiner inputs of format 2 (the bias excluded).
    static let overlapInputCount = 5
    /// Number of combiner inputs (the bias excluded): the format-2 inputs, then ``ReplyAnswerFit``'s,
    /// then the pair score (format 4) and the scorer encoder's dot product (format 5).
    static let combinerInputCount = overlapInputCount + ReplyAnswerFit.inputCount + 2

    /// The inputs of the combiner for a context vector, context tokens and a reply:
    /// [dot / 10, share of reply words in the context, share of reply words of 5+ letters in the
    /// context, share of reply words in the message answered, log(1 + reply words)] followed by
    /// `answer`'s ``ReplyAnswerFit/inputs(replyTokens:)``, `pairScore` (``pairScore(turns:replyTokens:)``) and
    /// `encoderScore` (the ``ReplyScorerEncoder`` dot product, 0 without one).
    static func combinerInputs(context u: [Float], contextWords: Set<String>, lastWords: Set<String>, reply v: [Float],
                               replyTokens: [String], answer: ReplyAnswerFit, pairScore: Float, encoderScore: Float) -> [Float] {
        var words = 0, shared = 0, long = 0, sharedLong = 0, sharedLast = 0
        for token in replyTokens where token != "?" && token != "!" {
            words += 1
            let isLong = token.unicodeScalars.count >= 5
            if isLong { long += 1 }
            if contextWords.contains(token) {
                shared += 1
                if isLong { sharedLong += 1 }
            }
            if lastWords.contains(token) { sharedLast += 1 }
        }
        return [dot(u, v) / 10, Float(shared) / Float(max(words, 1)), Float(sharedLong) / Float(max(long, 1)),
                Float(sharedLast) / Float(max(words, 1)), Float(log(1 + Double(words)))] + answer.inputs(replyTokens: replyTokens) + [pairScore, encoderScore]
    }

    /// The combined compatibility score (a logit) of combiner inputs.
    func combinedScore(_ inputs: [Float]) -> Float {
        zip(inputs, combiner).reduce(combiner[combiner.count - 1]) { $0 + $1.0 * $1.1 }
    }

    /// Softmax class probabilities for hashed context features (intent encoder buckets).
    /// - Complexity: O(features × classes).
    func intentProbabilities(_ features: SparseFeatures) -> [Float] {
        let count = classes.count
        var logits = [Float](repeating: 0, count: count)
        logits.withUnsafeMutableBufferPointer { out in
            guard let y = out.baseAddress else { return }
            intentWeights.addRows(features.indices, times: features.values, into: y)
        }
        return Self.softmax(logits)
    }

    /// `tanh(Σ value · row)` over `table`.
    /// - Complexity: O(features × dimension).
    func encode(_ features: SparseFeatures, table: EmbeddingRows) -> [Float] {
        var vector = [Float](repeating: 0, count: dimension)
        let width = dimension
        vector.withUnsafeMutableBufferPointer { out in
            if let y = out.baseAddress { table.addRows(features.indices, times: features.values, into: y) }
            for d in 0..<width { out[d] = Float(tanh(Double(out[d]))) }
        }
        return vector
    }

    static func softmax(_ logits: [Float]) -> [Float] {
        let top = logits.max() ?? 0
        let exps = logits.map { Float(exp(Double($0 - top))) }
        let sum = exps.reduce(0, +)
        return exps.map { $0 / sum }
    }

    @inline(__always)
    static func dot(_ a: [Float], _ b: [Float]) -> Float {
        a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                var sum: Float = 0
                for i in 0..<min(x.count, y.count) { sum += x[i] * y[i] }
                return sum
            }
        }
    }
}
