import Foundation

/// A second message–reply dual encoder, used only by the any-text score of `smartreply score` and
/// `eval replies` (``ResponseSetReplyGenerator/compatibility(of:context:)``, one input of the score
/// combiner); the suggestions of the response set do not use it.
///
/// Towers: the context and the reply are encoded with the features of ``HashedFeatureEncoder``
/// (word 1–2-grams and character 3-grams; the context's last sentence, earlier sentences and two
/// earlier turns in their own namespaces) plus **speech-act features** in a namespace of their own
/// (weight 0.5): the message's form (``ReplyPairFeatures/form(of:)``), first word and grammatical
/// person (whether it speaks of the reader, "you", or of the writer, "I"); the reply's first word,
/// whether it asks back and its person. A text's vector is `tanh(Σ value · row)` (`dimension`
/// floats), and the score is the dot product of the two vectors (Henderson et al. 2017).
///
/// It is trained (``ReplyModelTrainer/withScorerEncoder(_:pairs:turns:replyTokens:development:random:progress:)``)
/// with in-batch softmax negatives and hard negatives chosen to look like adversarial replies:
/// turns of the same conversation outside the context window, replies of other conversations made
/// of the context's words, and optionally the message itself and the turn before it offered as replies.
/// Stored in the model file from format 5 on; `2^bits × dimension` int8 weights per tower.
struct ReplyScorerEncoder: Sendable {
    /// log2 of the bucket count of each tower.
    let bits: Int
    /// Width of the vectors.
    let dimension: Int
    /// Context tower: one row of `dimension` per bucket.
    let messageRows: EmbeddingRows
    /// Reply tower, same layout.
    let replyRows: EmbeddingRows

    /// Words that make a text speak of the reader or of the writer.
    private static let secondPerson: Set<String> = ["you", "your", "yours", "yourself", "u", "ur", "you're", "you've", "you'll", "you'd"]
    private static let firstPerson: Set<String> = ["i", "me", "my", "mine", "myself", "i'm", "i've", "i'll", "i'd", "im"]

    /// Hashed features of a context (oldest turn first; the last is the message answered).
    /// - Complexity: O(context characters).
    static func contextFeatures(_ turns: [ReplyTurn], bits: Int) -> SparseFeatures {
        var features = HashedFeatureEncoder(bucketBits: bits).contextFeatures(turns, characterGrams: true, splitsMessage: true)
        let message = turns.last.map { Array($0.questionOrAnswered) } ?? []
        let words = message.filter { $0 != "?" && $0 != "!" }
        let acts = ["<form>" + ReplyPairFeatures.form(of: message), "<first>" + (words.first ?? ""), "<person>" + person(message)]
        append(acts, space: 60, bits: bits, into: &features)
        return features
    }

    /// Hashed features of a candidate reply (tokens of ``ReplyTokenizer``).
    /// - Complexity: O(reply characters).
    static func replyFeatures(_ tokens: [String], bits: Int) -> SparseFeatures {
        var features = HashedFeatureEncoder(bucketBits: bits).replyFeatures(tokens, characterGrams: true)
        let words = tokens.filter { $0 != "?" && $0 != "!" }
        let acts = ["<first>" + (words.first ?? ""), tokens.contains("?") ? "<asks>" : "<tells>", "<person>" + person(tokens)]
        append(acts, space: 61, bits: bits, into: &features)
        return features
    }

    /// `you`, `I`, `both` or `none`: whom the text speaks of.
    static func person(_ tokens: [String]) -> String {
        let second = tokens.contains(where: secondPerson.contains), first = tokens.contains(where: firstPerson.contains)
        return second ? (first ? "both" : "you") : (first ? "I" : "none")
    }

    private static func append(_ names: [String], space: UInt8, bits: Int, into features: inout SparseFeatures) {
        let mask = UInt64((1 << bits) - 1), value = 0.5 / Float(names.count).squareRoot()
        for name in names { features.append(Int(truncatingIfNeeded: FeatureHash.of(name, space: space) & mask), value) }
    }

    /// `tanh(Σ value · row)` over `rows`.
    /// - Complexity: O(features × dimension).
    func vector(_ features: SparseFeatures, rows: EmbeddingRows) -> [Float] {
        var vector = [Float](repeating: 0, count: dimension)
        vector.withUnsafeMutableBufferPointer { out in
            if let y = out.baseAddress { rows.addRows(features.indices, times: features.values, into: y) }
            for d in out.indices { out[d] = tanhf(out[d]) }
        }
        return vector
    }

    /// The context vector of `turns`.
    func contextVector(_ turns: [ReplyTurn]) -> [Float] { vector(Self.contextFeatures(turns, bits: bits), rows: messageRows) }

    /// The reply vector of `tokens`.
    func replyVector(_ tokens: [String]) -> [Float] { vector(Self.replyFeatures(tokens, bits: bits), rows: replyRows) }
}
