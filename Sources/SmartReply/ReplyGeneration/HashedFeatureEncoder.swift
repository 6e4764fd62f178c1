/// A sparse feature vector: bucket indices with their values (an index may repeat; values add up).
struct SparseFeatures: Sendable {
    var indices: [Int32] = []
    var values: [Float] = []

    mutating func append(_ index: Int, _ value: Float) {
        indices.append(Int32(truncatingIfNeeded: index))
        values.append(value)
    }

    /// The same features in a table of `2^bits` buckets: valid when these were hashed into at
    /// least `2^bits` buckets, since buckets are the low bits of the hash.
    func masked(bits: Int) -> SparseFeatures {
        let mask = Int32(truncatingIfNeeded: (1 << bits) - 1)
        return SparseFeatures(indices: indices.map { $0 & mask }, values: values)
    }
}

/// One turn of a context as the feature encoder sees it.
struct ReplyTurn: Sendable {
    var tokens: [String]
    var isLocalUser: Bool
    /// Index in `tokens` where the turn's last sentence starts (``ReplyTokenizer/sentences(of:)``).
    var lastSentence: Int
    /// Token range of the turn's last question, if any.
    var lastQuestion: Range<Int>?

    init(text: String, isLocalUser: Bool) {
        (tokens, lastSentence, lastQuestion) = ReplyTokenizer.sentences(of: text)
        self.isLocalUser = isLocalUser
    }

    /// The tokens of the last sentence: the unit a reply answers ("Thanks! Want coffee?" → "want coffee ?").
    var answeredTokens: ArraySlice<String> { tokens[lastSentence...] }

    /// The last question when the message has one, else ``answeredTokens``: what the form rules
    /// judge ("Dinner on Friday? There's a new taco place" asks a yes/no question).
    var questionOrAnswered: ArraySlice<String> { lastQuestion.map { tokens[$0] } ?? answeredTokens }
}

/// Turns contexts and replies into hashed n-gram features.
///
/// Context: word unigrams and bigrams (with start and end markers) of the message answered,
/// optionally character 3-grams of its words, and unigrams of up to two earlier turns with
/// weights 0.5 and 0.25, in namespaces that mark their distance and whether the local user
/// wrote them; each group is scaled to unit L2 norm times its weight, plus a bias feature.
/// With `splitsMessage`, only the last sentence of the message answered gets the n-grams
/// above, and its earlier sentences ("Thanks!" in "Thanks! Want coffee?") add unigrams of
/// their own namespace with weight 0.5, so that the part a reply answers weighs most.
/// Reply: word unigrams and bigrams (unit norm), optionally character 3-grams of its words
/// (norm 0.5), a length bucket (0.5) and a bias feature.
struct HashedFeatureEncoder: Sendable {
    /// Number of buckets, a power of two.
    let bucketCount: Int
    private let mask: UInt64

    init(bucketBits: Int) {
        bucketCount = 1 << bucketBits
        mask = UInt64(bucketCount - 1)
    }

    @inline(__always)
    private func bucket(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash & mask) }

    /// Features of a context, oldest turn first; the last turn is the message answered.
    func contextFeatures(_ turns: [ReplyTurn], characterGrams: Bool, splitsMessage: Bool = false) -> SparseFeatures {
        var features = SparseFeatures()
        features.append(bucket(FeatureHash.of("<bias>", space: 0)), 1)
        guard let last = turns.last else { return features }
        let unit = splitsMessage ? last.answeredTokens : last.tokens[...]
        appendWordGrams(unit, unigramSpace: 1, bigramSpace: 2, weight: 1, into: &features)
        if characterGrams { appendCharacterGrams(unit, space: 3, weight: 0.5, into: &features) }
        if splitsMessage, last.lastSentence > 0 {
            appendWordGrams(last.tokens[..<last.lastSentence], unigramSpace: 4, bigramSpace: nil, weight: 0.5, into: &features)
        }
        var weight: Float = 0.5
        for (distance, turn) in turns.dropLast().reversed().prefix(2).enumerated() {
            let space = UInt8(10 + 2 * distance + (turn.isLocalUser ? 1 : 0))
            appendWordGrams(turn.tokens[...], unigramSpace: space, bigramSpace: nil, weight: weight, into: &features)
            weight *= 0.5
        }
        return features
    }

    /// Features of a candidate reply.
    func replyFeatures(_ tokens: [String], characterGrams: Bool = false) -> SparseFeatures {
        var features = SparseFeatures()
        features.append(bucket(FeatureHash.of("<bias>", space: 0)), 1)
        appendWordGrams(tokens[...], unigramSpace: 20, bigramSpace: 21, weight: 1, into: &features)
        if characterGrams {
            appendCharacterGrams(tokens[...], space: 22, weight: 0.5, into: &features)
            let words = tokens.count { $0 != "?" && $0 != "!" }
            let lengthBucket = words <= 2 ? words : words <= 4 ? 3 : words <= 7 ? 4 : words <= 12 ? 5 : 6
            features.append(bucket(FeatureHash.of("<length\(lengthBucket)>", space: 23)), 0.5)
        }
        return features
    }

    private func appendWordGrams(_ tokens: ArraySlice<String>, unigramSpace: UInt8, bigramSpace: UInt8?, weight: Float,
                                 into features: inout SparseFeatures) {
        guard !tokens.isEmpty else { return }
        let hashes = tokens.map { FeatureHash.of($0, space: unigramSpace) }
        let bigramCount = bigramSpace == nil ? 0 : hashes.count + 1
        let value = weight / Float(hashes.count + bigramCount).squareRoot()
        for hash in hashes { features.append(bucket(hash), value) }
        guard let bigramSpace else { return }
        let start = FeatureHash.of("<s>", space: unigramSpace)
        let end = FeatureHash.of("</s>", space: unigramSpace)
        var previous = start
        for hash in hashes + [end] {
            features.append(bucket(FeatureHash.combine(previous, hash, space: bigramSpace)), value)
            previous = hash
        }
    }

    private func appendCharacterGrams(_ tokens: ArraySlice<String>, space: UInt8, weight: Float, into features: inout SparseFeatures) {
        var grams: [UInt64] = []
        for token in tokens {
            let scalars = [0x5E] + token.unicodeScalars.map(\.value) + [0x24]
            guard scalars.count >= 3 else { continue }
            for start in 0...(scalars.count - 3) {
                grams.append(FeatureHash.of(scalars: scalars[start..<(start + 3)], space: space))
            }
        }
        guard !grams.isEmpty else { return }
        let value = weight / Float(grams.count).squareRoot()
        for gram in grams { features.append(bucket(gram), value) }
    }
}
