import Foundation

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
        out.uint32((encoderCharacterGrams ? 1 : 0) | (splitsMessage ? 2 : 0))
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
        let hasPairScorer = pairBits > 0 && pairWeights.rowCount * pairWeights.width == 1 << pairBits
        out.uint32(hasPairScorer ? UInt32(pairBits) : 0)
        if hasPairScorer { out.quantized(pairWeights) }
        if let scorer = scorerEncoder {
            out.uint32(UInt32(scorer.bits))
            out.uint32(UInt32(scorer.dimension))
            out.quantized(scorer.messageRows)
            out.quantized(scorer.replyRows)
        } else {
            out.uint32(0)
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
        // Mapped, not read: the tables are used in place (``EmbeddingRows``), without a copy on the heap.
        let file: MappedFile
        do { file = try MappedFile(url: url) } catch let error as SmartReplyError {
            throw SmartReplyError(error.code == .modelFileMissing ? .modelFileMissing : .ioFailure, "cannot read reply model '\(url.path)': \(error.message)")
        }
        var input = ModelReader(file: file, name: url.path)
        guard Array(try input.take(4)) == Array("SRRM".utf8) else {
            throw SmartReplyError(.modelFileCorrupt, "reply model '\(url.path)' is not a reply model (no SRRM magic); rebuild it with 'smartreply train replies'")
        }
        let version = try input.uint32()
        guard (1...formatVersion).contains(version) else {
            throw SmartReplyError(.modelVersionUnsupported, "reply model '\(url.path)' has format version \(version); this build reads 1 to \(formatVersion)")
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
        guard flags <= 3 else { throw input.corrupt("encoder flags \(flags)") }
        let messageTable = try input.quantizedRows(rows: 1 << encoderBits, rowWidth: dimension)
        let replyTable = try input.quantizedRows(rows: 1 << encoderBits, rowWidth: dimension)
        let threshold = try input.float()
        let weight = try input.float()
        var classPriors: [Float] = []
        for _ in 0..<classCount { classPriors.append(try input.float()) }
        var combiner: [Float] = []
        let combinerCount = version >= 2 ? Int(try input.uint32()) : 4
        let expected = version >= 5 ? combinerInputCount + 1 : version == 4 ? combinerInputCount : version == 3 ? combinerInputCount - 1
            : version == 2 ? overlapInputCount + 1 : 4
        guard combinerCount == expected else { throw input.corrupt("combiner of \(combinerCount) weights") }
        for _ in 0..<combinerCount { combiner.append(try input.float()) }
        // Version 1: [dot, shared words, log length, bias] → the version-2 inputs.
        if version == 1 { combiner = [combiner[0], combiner[1], 0, 0, combiner[2], combiner[3]] }
        // Versions 1 and 2: no answer-fit inputs (weight 0), the bias last.
        if version <= 2 {
            combiner = Array(combiner.dropLast()) + [Float](repeating: 0, count: ReplyAnswerFit.inputCount) + [combiner[combiner.count - 1]]
        }
        // Versions 1 to 3: no pair score (weight 0), the bias last.
        if version <= 3 { combiner = Array(combiner.dropLast()) + [0, combiner[combiner.count - 1]] }
        // Versions 1 to 4: no scorer encoder (weight 0), the bias last.
        if version <= 4 { combiner = Array(combiner.dropLast()) + [0, combiner[combiner.count - 1]] }
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
        var pairBits = 0
        var pairWeights = EmbeddingRows(floats: [], width: pairRowWidth)
        if version >= 4 {
            pairBits = Int(try input.uint32())
            if pairBits != 0 {
                guard (8...24).contains(pairBits) else { throw input.corrupt("pair scorer bits \(pairBits)") }
                pairWeights = try input.quantizedRows(rows: (1 << pairBits) / pairRowWidth, rowWidth: pairRowWidth)
            }
        }
        var scorerEncoder: ReplyScorerEncoder?
        if version >= 5 {
            let bits = Int(try input.uint32())
            if bits != 0 {
                let width = Int(try input.uint32())
                guard (8...22).contains(bits), (1...256).contains(width) else { throw input.corrupt("scorer encoder bits \(bits) or dimension \(width)") }
                let messageRows = try input.quantizedRows(rows: 1 << bits, rowWidth: width)
                let replyRows = try input.quantizedRows(rows: 1 << bits, rowWidth: width)
                scorerEncoder = ReplyScorerEncoder(bits: bits, dimension: width, messageRows: messageRows, replyRows: replyRows)
            }
        }
        guard Array(try input.take(4)) == Array("END.".utf8), input.isAtEnd else { throw input.corrupt("missing END. trailer") }
        var model = ReplyModel(classes: classes, intentBucketBits: intentBits, intentRows: intentWeights, encoderBucketBits: encoderBits,
                          dimension: dimension, encoderCharacterGrams: flags & 1 == 1, messageRows: messageTable, replyRows: replyTable, triggerThreshold: threshold,
                          compatibilityWeight: weight, responsePriors: priors, classLogPriors: classPriors)
        model.combiner = combiner
        model.splitsMessage = flags & 2 != 0
        model.messageIntentLifts = lifts
        model.gatedClasses = gated
        model.replyPrior = prior
        model.replyPriorBits = priorBits
        model.replyPriorWeight = priorWeight
        model.pairBits = pairBits
        model.pairWeights = pairWeights
        model.scorerEncoder = scorerEncoder
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

/// Reads little-endian values from a mapped model file, throwing `modelFileCorrupt` past the end.
private struct ModelReader {
    let file: MappedFile
    let bytes: UnsafeRawBufferPointer
    let name: String
    var offset = 0

    init(file: MappedFile, name: String) {
        self.file = file
        bytes = file.bytes
        self.name = name
    }

    var isAtEnd: Bool { offset == bytes.count }

    func corrupt(_ what: String) -> SmartReplyError {
        SmartReplyError(.modelFileCorrupt, "reply model '\(name)' at byte \(offset): \(what); rebuild it with 'smartreply train replies'")
    }

    mutating func take(_ count: Int) throws -> Slice<UnsafeRawBufferPointer> {
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

    /// Rows written by ``ModelWriter/quantized(_:)``, kept as int8 and read in place from the file.
    mutating func quantizedRows(rows: Int, rowWidth: Int) throws -> EmbeddingRows {
        let scalesOffset = offset
        if offset + rows * 4 > bytes.count {
            // Reported where reading the scales one by one stops, as before the tables were mapped.
            offset += (bytes.count - offset) / 4 * 4
            _ = try take(4)
        }
        _ = try take(rows * 4)
        let valuesOffset = offset
        _ = try take(rows * rowWidth)
        return EmbeddingRows(file: file, scalesOffset: scalesOffset, valuesOffset: valuesOffset, rows: rows, width: rowWidth)
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
