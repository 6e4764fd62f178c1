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
/// classes; version-1 files still load (word n-grams only, no lifts, no gates).
public struct ReplyModel: Sendable {
    /// The file format version this code reads and writes.
    public static let formatVersion: UInt32 = 2

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
    /// the ``combinerInputs(context:contextWords:lastWords:reply:replyTokens:)`` and a bias (last).
    public internal(set) var combiner: [Float] = [10, 0, 0, 0, 0, 0]
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

    /// Number of combiner inputs (the bias excluded).
    static let combinerInputCount = 5

    /// The inputs of the combiner for a context vector, context tokens and a reply:
    /// [dot / 10, share of reply words in the context, share of reply words of 5+ letters in the
    /// context, share of reply words in the message answered, log(1 + reply words)].
    static func combinerInputs(context u: [Float], contextWords: Set<String>, lastWords: Set<String>, reply v: [Float],
                               replyTokens: [String]) -> [Float] {
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
                Float(sharedLast) / Float(max(words, 1)), Float(log(1 + Double(words)))]
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
            for (index, value) in zip(features.indices, features.values) {
                intentWeights.addRow(Int(index), times: value, into: y)
            }
        }
        return Self.softmax(logits)
    }

    /// `tanh(Σ value · row)` over `table`.
    /// - Complexity: O(features × dimension).
    func encode(_ features: SparseFeatures, table: EmbeddingRows) -> [Float] {
        var vector = [Float](repeating: 0, count: dimension)
        let width = dimension
        vector.withUnsafeMutableBufferPointer { out in
            if let y = out.baseAddress {
                for (index, value) in zip(features.indices, features.values) {
                    table.addRow(Int(index), times: value, into: y)
                }
            }
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

// MARK: - File format

extension ReplyModel {
    /// Writes the model to `url` (see the type's documentation for the format).
    /// - Throws: `SmartReplyError.ioFailure` when the file cannot be written.
    public func write(to url: URL) throws {
        var out = ModelWriter()
        out.bytes += Array("SRRM".utf8)
        out.uint32(Self.formatVersion)
        out.uint32(UInt32(classes.count))
        for name in classes { out.string(name) }
        out.uint32(UInt32(intentBucketBits))
        out.quantized(intentWeights)
        out.uint32(UInt32(encoderBucketBits))
        out.uint32(UInt32(dimension))
        out.uint32(encoderCharacterGrams ? 1 : 0)
        out.quantized(messageTable)
        out.quantized(replyTable)
        out.float(triggerThreshold)
        out.float(compatibilityWeight)
        for prior in classLogPriors { out.float(prior) }
        out.uint32(UInt32(combiner.count))
        for weight in combiner { out.float(weight) }
        let count = classes.count
        let lifts = messageIntentLifts.count == count * count ? messageIntentLifts : [Float](repeating: 0, count: count * count)
        for lift in lifts { out.float(lift) }
        for k in 0..<count { out.bytes.append(k < gatedClasses.count && gatedClasses[k] ? 1 : 0) }
        let prior = replyPrior.count == 1 << replyPriorBits ? replyPrior : []
        out.uint32(prior.isEmpty ? 0 : UInt32(replyPriorBits))
        out.float(replyPriorWeight)
        if !prior.isEmpty { out.quantized(prior, rowWidth: 256) }
        out.uint32(UInt32(responsePriors.count))
        for (text, prior) in responsePriors.sorted(by: { $0.key < $1.key }) {
            out.string(text)
            out.float(prior)
        }
        out.bytes += Array("END.".utf8)
        do { try Data(out.bytes).write(to: url, options: .atomic) } catch {
            throw SmartReplyError(.ioFailure, "cannot write reply model '\(url.path)': \(error.localizedDescription)")
        }
    }

    /// Reads a model written by ``write(to:)``.
    /// - Throws: `SmartReplyError` `.modelFileMissing` (no file), `.modelFileCorrupt` (wrong magic,
    ///   truncated, sizes that do not add up), `.modelVersionUnsupported` (another format version).
    public static func load(from url: URL) throws -> ReplyModel {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SmartReplyError(.modelFileMissing, "reply model '\(url.path)' does not exist; run 'smartreply train replies'")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SmartReplyError(.ioFailure, "cannot read reply model '\(url.path)'")
        }
        var input = ModelReader(bytes: [UInt8](data), name: url.lastPathComponent)
        guard Array(try input.take(4)) == Array("SRRM".utf8) else {
            throw SmartReplyError(.modelFileCorrupt, "'\(url.lastPathComponent)' is not a reply model (no SRRM magic)")
        }
        let version = try input.uint32()
        guard version == 1 || version == formatVersion else {
            throw SmartReplyError(.modelVersionUnsupported, "'\(url.lastPathComponent)' has format version \(version); this build reads 1 and \(formatVersion)")
        }
        let classCount = Int(try input.uint32())
        guard (2...1_000).contains(classCount) else { throw input.corrupt("class count \(classCount)") }
        var classes: [String] = []
        for _ in 0..<classCount { classes.append(try input.string()) }
        let intentBits = Int(try input.uint32())
        guard (8...24).contains(intentBits) else { throw input.corrupt("intent bucket bits \(intentBits)") }
        let intentWeights = try input.quantizedRows(rows: 1 << intentBits, rowWidth: classCount)
        let encoderBits = Int(try input.uint32())
        let dimension = Int(try input.uint32())
        guard (8...24).contains(encoderBits), (1...1_024).contains(dimension) else {
            throw input.corrupt("encoder bucket bits \(encoderBits) or dimension \(dimension)")
        }
        let flags = version >= 2 ? try input.uint32() : 0
        guard flags <= 1 else { throw input.corrupt("encoder flags \(flags)") }
        let messageTable = try input.quantizedRows(rows: 1 << encoderBits, rowWidth: dimension)
        let replyTable = try input.quantizedRows(rows: 1 << encoderBits, rowWidth: dimension)
        let threshold = try input.float()
        let weight = try input.float()
        var classPriors: [Float] = []
        for _ in 0..<classCount { classPriors.append(try input.float()) }
        var combiner: [Float] = []
        let combinerCount = version >= 2 ? Int(try input.uint32()) : 4
        guard combinerCount == (version >= 2 ? combinerInputCount + 1 : 4) else { throw input.corrupt("combiner of \(combinerCount) weights") }
        for _ in 0..<combinerCount { combiner.append(try input.float()) }
        // Version 1: [dot, shared words, log length, bias] → the version-2 inputs.
        if version == 1 { combiner = [combiner[0], combiner[1], 0, 0, combiner[2], combiner[3]] }
        var lifts = [Float](repeating: 0, count: classCount * classCount)
        var gated = [Bool](repeating: false, count: classCount)
        if version >= 2 {
            for index in lifts.indices { lifts[index] = try input.float() }
            for (k, byte) in try input.take(classCount).enumerated() { gated[k] = byte != 0 }
        }
        var prior: [Float] = [], priorBits = 16, priorWeight: Float = 0
        if version >= 2 {
            let bits = Int(try input.uint32())
            priorWeight = try input.float()
            if bits != 0 {
                guard (8...20).contains(bits) else { throw input.corrupt("reply prior bits \(bits)") }
                priorBits = bits
                prior = try input.quantized(rows: (1 << bits) / 256, rowWidth: 256)
            }
        }
        let priorCount = Int(try input.uint32())
        var priors: [String: Float] = [:]
        for _ in 0..<priorCount { priors[try input.string()] = try input.float() }
        guard Array(try input.take(4)) == Array("END.".utf8), input.isAtEnd else { throw input.corrupt("missing END. trailer") }
        var model = ReplyModel(classes: classes, intentBucketBits: intentBits, intentRows: intentWeights, encoderBucketBits: encoderBits,
                          dimension: dimension, encoderCharacterGrams: flags == 1, messageRows: messageTable, replyRows: replyTable, triggerThreshold: threshold,
                          compatibilityWeight: weight, responsePriors: priors, classLogPriors: classPriors)
        model.combiner = combiner
        model.messageIntentLifts = lifts
        model.gatedClasses = gated
        model.replyPrior = prior
        model.replyPriorBits = priorBits
        model.replyPriorWeight = priorWeight
        return model
    }
}

/// Appends little-endian values.
private struct ModelWriter {
    var bytes: [UInt8] = []

    mutating func uint32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func float(_ value: Float) { uint32(value.bitPattern) }
    mutating func string(_ value: String) {
        let utf8 = Array(value.utf8.prefix(65_535))
        withUnsafeBytes(of: UInt16(utf8.count).littleEndian) { bytes += $0 }
        bytes += utf8
    }
    /// An embedding matrix in the same form as ``quantized(_:rowWidth:)``.
    mutating func quantized(_ rows: EmbeddingRows) {
        let (scales, values) = rows.quantized
        for scale in scales { float(scale) }
        bytes.reserveCapacity(bytes.count + values.count)
        for value in values { bytes.append(UInt8(bitPattern: value)) }
    }

    /// Rows of `rowWidth` floats as one float32 scale (max |w| / 127) and `rowWidth` int8 each.
    mutating func quantized(_ values: [Float], rowWidth: Int) {
        let rows = values.count / rowWidth
        var scales: [Float] = []
        scales.reserveCapacity(rows)
        for row in 0..<rows {
            let slice = values[(row * rowWidth)..<((row + 1) * rowWidth)]
            scales.append((slice.map(abs).max() ?? 0) / 127)
        }
        for scale in scales { float(scale) }
        bytes.reserveCapacity(bytes.count + values.count)
        for row in 0..<rows {
            let scale = scales[row]
            for value in values[(row * rowWidth)..<((row + 1) * rowWidth)] {
                let q = scale > 0 ? (value / scale).rounded() : 0
                bytes.append(UInt8(bitPattern: Int8(max(-127, min(127, q)))))
            }
        }
    }
}

/// Reads little-endian values, throwing `modelFileCorrupt` past the end.
private struct ModelReader {
    let bytes: [UInt8]
    let name: String
    var offset = 0

    init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
    }

    var isAtEnd: Bool { offset == bytes.count }

    func corrupt(_ what: String) -> SmartReplyError {
        SmartReplyError(.modelFileCorrupt, "'\(name)' at byte \(offset): \(what)")
    }

    mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, offset + count <= bytes.count else { throw corrupt("truncated (needs \(count) more bytes)") }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    mutating func uint32() throws -> UInt32 {
        let raw = try take(4)
        return raw.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    mutating func float() throws -> Float { Float(bitPattern: try uint32()) }

    mutating func string() throws -> String {
        let raw = try take(2)
        let length = Int(raw[raw.startIndex]) | Int(raw[raw.startIndex + 1]) << 8
        guard let text = String(bytes: try take(length), encoding: .utf8) else { throw corrupt("a string is not UTF-8") }
        return text
    }

    /// Rows written by ``ModelWriter/quantized(_:)``, kept as int8.
    mutating func quantizedRows(rows: Int, rowWidth: Int) throws -> EmbeddingRows {
        var scales: [Float] = []
        scales.reserveCapacity(rows)
        for _ in 0..<rows { scales.append(try float()) }
        let raw = try take(rows * rowWidth)
        return EmbeddingRows(values: raw.map { Int8(bitPattern: $0) }, scales: scales, width: rowWidth)
    }

    mutating func quantized(rows: Int, rowWidth: Int) throws -> [Float] {
        var scales: [Float] = []
        scales.reserveCapacity(rows)
        for _ in 0..<rows { scales.append(try float()) }
        let raw = try take(rows * rowWidth)
        var values = [Float](repeating: 0, count: rows * rowWidth)
        var index = 0
        for byte in raw {
            values[index] = Float(Int8(bitPattern: byte)) * scales[index / rowWidth]
            index += 1
        }
        return values
    }
}
