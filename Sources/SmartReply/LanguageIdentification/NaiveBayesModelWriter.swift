import Foundation

/// Serializes a trained naive Bayes model in the binary layout that
/// ``NaiveBayesModel`` maps (format version 5).
struct NaiveBayesModelWriter {
    /// One class: its label, scripts, log prior, floors per order and kept features.
    struct ClassModel {
        var label: String
        var scriptMask: UInt32
        var logPrior: Double
        /// Floor log-probability per order 0…5.
        var floors: [Double]
        /// Feature key → log-probability, per order 0…5.
        var features: [[UInt64: Double]]
    }

    var featureMask: UInt32
    var temperature: Double
    var backOffPenalty = 0.0
    /// Weight λ of the whole-word log-frequencies of conditional models (0: words unused).
    var wordWeight = 0.0
    /// log2 of the number of hash buckets; `nil` picks the smallest in 8…20
    /// that leaves at most 16 features per bucket on average.
    var bucketBits: Int? = nil
    /// The lowest log-probability stored; lower ones are clamped to it.
    var lowestLogProbability = -24.0

    /// Encodes `classes`.
    /// - Throws: `.invalidInput` for more than 255 classes, an empty or too long label.
    func encode(_ classes: [ClassModel]) throws -> Data {
        guard (1...255).contains(classes.count) else {
            throw SmartReplyError(.invalidInput, "a model holds 1…255 classes, got \(classes.count)")
        }
        for model in classes where model.label.utf8.isEmpty || model.label.utf8.count > 255 {
            throw SmartReplyError(.invalidInput, "class label '\(model.label.prefix(40))' must be 1…255 UTF-8 bytes")
        }
        // Log-probabilities are ≤ 0; the back-off changes of delta-encoded models may be positive.
        var quantMin = 0.0, quantMax = 0.0
        for model in classes {
            for order in model.features {
                for value in order.values {
                    quantMin = min(quantMin, value)
                    quantMax = max(quantMax, value)
                }
            }
        }
        quantMin = max(quantMin, lowestLogProbability)
        quantMax = min(quantMax, -lowestLogProbability)
        let quantStep = (quantMax - quantMin) / 255

        // Key → postings; a feature's order is part of its hash, so keys of different orders never meet.
        var table: [UInt64: [UInt16]] = [:]
        for (cls, model) in classes.enumerated() {
            for order in model.features {
                for (key, value) in order {
                    let clamped = max(quantMin, min(quantMax, value))
                    let q = quantStep > 0 ? UInt16(((clamped - quantMin) / quantStep).rounded()) : 255
                    table[key, default: []].append(UInt16(cls) << 8 | min(q, 255))
                }
            }
        }
        var bucketBits = self.bucketBits ?? 8
        if self.bucketBits == nil {
            while bucketBits < 20 && table.count > 16 << bucketBits { bucketBits += 1 }
        }
        let shift = UInt64(64 - bucketBits)
        let bucketCount = 1 << bucketBits
        var byBucket = [[(fingerprint: UInt16, postings: [UInt16])]](repeating: [], count: bucketCount)
        for key in table.keys.sorted() {   // sorted: collisions resolve the same way in every run
            guard let postings = table[key] else { continue }
            let bucket = Int(key >> shift)
            let fingerprint = UInt16(truncatingIfNeeded: key)
            if let same = byBucket[bucket].firstIndex(where: { $0.fingerprint == fingerprint }) {
                // Two features share bucket and fingerprint (a 32-bit collision): keep the one with more postings.
                if byBucket[bucket][same].postings.count < postings.count { byBucket[bucket][same] = (fingerprint, postings.sorted()) }
                continue
            }
            byBucket[bucket].append((fingerprint, postings.sorted()))
        }

        var data = Data()
        func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func f32(_ value: Double) { u32(Float(value).bitPattern) }
        var records: [UInt8] = []
        var bucketStart: [UInt32] = [0]
        var keyCount = 0, postingCount = 0
        for bucket in byBucket {
            guard bucket.count <= 255 else {
                throw SmartReplyError(.invalidInput, "a hash bucket holds \(bucket.count) features (at most 255); raise bucketBits")
            }
            let entries = bucket.sorted(by: { $0.fingerprint < $1.fingerprint })
            records.append(UInt8(entries.count))
            for entry in entries { records.append(UInt8(entry.postings.count)) }
            for entry in entries { records.append(UInt8(entry.fingerprint & 0xFF)); records.append(UInt8(entry.fingerprint >> 8)) }
            for entry in entries {
                for posting in entry.postings { records.append(UInt8(posting & 0xFF)); records.append(UInt8(posting >> 8)) }
                postingCount += entry.postings.count
            }
            keyCount += entries.count
            bucketStart.append(UInt32(records.count))
        }
        var labelBytes: [UInt8] = []
        for model in classes {
            labelBytes.append(UInt8(model.label.utf8.count))
            labelBytes.append(contentsOf: model.label.utf8)
        }

        u32(NaiveBayesModel.magic)
        u32(NaiveBayesModel.version)
        u32(UInt32(classes.count))
        u32(featureMask)
        u32(UInt32(bucketBits))
        u32(UInt32(keyCount))
        u32(UInt32(postingCount))
        f32(quantMin)
        f32(quantStep)
        f32(temperature)
        u32(UInt32(labelBytes.count))
        f32(backOffPenalty)
        f32(wordWeight)
        data.append(contentsOf: labelBytes)
        while data.count % 4 != 0 { data.append(0) }
        for model in classes { u32(model.scriptMask) }
        for model in classes { f32(model.logPrior) }
        for model in classes {
            for order in 0..<NaiveBayesModel.orderSlots { f32(order < model.floors.count ? model.floors[order] : quantMin) }
        }
        for value in bucketStart { u32(value) }
        data.append(contentsOf: records)
        return data
    }

    /// `model` (the bytes of ``encode(_:)``) with a ``WordExceptions`` section appended
    /// and ``NaiveBayesModel/exceptionFlag`` set in its feature mask.
    static func appending(exceptions section: Data, to model: Data) -> Data {
        var data = model
        let maskOffset = 12
        var mask = UInt32(data[maskOffset]) | UInt32(data[maskOffset + 1]) << 8 | UInt32(data[maskOffset + 2]) << 16 | UInt32(data[maskOffset + 3]) << 24
        mask |= NaiveBayesModel.exceptionFlag
        for index in 0..<4 { data[maskOffset + index] = UInt8(truncatingIfNeeded: mask >> (8 * UInt32(index))) }
        data.append(section)
        return data
    }
}
