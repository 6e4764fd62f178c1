import Foundation

/// A binary linear classifier (logistic regression) over hashed features of
/// normalized text: words, word pairs, five-letter stems of words of seven or
/// more letters, and character 3- and 4-grams.
///
/// The "hashing trick" (Weinberger et al., 2009, *Feature Hashing for Large
/// Scale Multitask Learning*) maps each feature to one of `2^log2Buckets`
/// weights, so the model needs no vocabulary. Each feature occurrence counts
/// `1/sqrt(n)` for a text with *n* feature occurrences, so long and short
/// messages score alike.
///
/// The model of the content guard (`Lexicons/guard/insult-model.bin`) is
/// trained by `smartreply train guard` on data listed in `Lexicons/SOURCES.md`.
///
/// File format (little-endian): magic `SRLC`, `UInt32` version (1 or 2),
/// `UInt32` log2 of the bucket count (10…24), `UInt32` number of stored
/// weights *n*, `Float32` bias, `Float32` decision threshold (a probability),
/// `Float32` weight scale, then *n* `UInt32` bucket indexes (ascending) and *n*
/// `Int16` quantized weights (weight = value × scale). Version 2 then adds
/// `UInt32` *m* and *m* per-language thresholds, each 4 bytes of ASCII
/// language subtag (zero-padded) and a `Float32` probability.
public struct HashedLinearClassifier: Sendable {
    /// log2 of the number of weights.
    public let log2Buckets: Int
    /// The weights, `2^log2Buckets` of them.
    public private(set) var weights: [Float]
    /// The intercept (log-odds).
    public var bias: Float
    /// Probability at or above which a text counts as positive, in (0, 1),
    /// for languages without their own entry in ``languageThresholds``.
    public var threshold: Float
    /// Per primary language subtag (`en`, `ru`, 2–4 ASCII letters): the
    /// threshold calibrated on that language's held-out clean texts.
    public var languageThresholds: [String: Float] = [:]

    /// The decision threshold for texts in `language` (its own, else ``threshold``).
    @inline(__always)
    public func threshold(for language: LanguageTag) -> Float {
        languageThresholds.isEmpty ? threshold : languageThresholds[language.language] ?? threshold
    }

    /// A model with all weights zero.
    public init(log2Buckets: Int = 16, threshold: Float = 0.5) {
        self.log2Buckets = log2Buckets
        weights = [Float](repeating: 0, count: 1 << log2Buckets)
        bias = 0
        self.threshold = threshold
    }

    // MARK: - Features

    /// The hashed features of a normalized text, as bucket indexes (a
    /// feature that occurs twice is listed twice; mentions such as `@user` have none). Each occurrence has the
    /// value `1 / sqrt(count)`, so every text's vector has about unit length.
    /// - Complexity: O(scalars of the text).
    public static func featureIndexes(of text: GuardNormalizedText, log2Buckets: Int, into indexes: inout [Int]) {
        featureIndexes(of: text, words: text.tokens.indices, log2Buckets: log2Buckets, into: &indexes)
    }

    /// The hashed features of the words `words` of a normalized text (a window of it).
    /// - Complexity: O(scalars of those words).
    public static func featureIndexes(of text: GuardNormalizedText, words: Range<Int>, log2Buckets: Int, into indexes: inout [Int]) {
        let mask = UInt64((1 << log2Buckets) - 1)
        indexes.removeAll(keepingCapacity: true)
        var previous: UInt64 = 0x5151
        let caret: UInt32 = 0x5E, dollar: UInt32 = 0x24
        let tokens = text.tokens[words]
        let addressed = tokens.contains { secondPersonHashes.contains($0.hash) }
        for token in tokens where !token.isMention {
            let h = token.hash
            indexes.append(Int(mix(h ^ 0x1111) & mask))
            if addressed { indexes.append(Int(mix(h ^ 0x4444) & mask)) }
            indexes.append(Int(mix(previous &* 31 ^ h ^ 0x2222) & mask))
            previous = h
            // A stem: the first five letters of a longer word, so inflected
            // forms (дебилов, дебилами; Idioten, idiotisch) share a feature.
            if token.range.count >= 7 {
                var g = GuardTextNormalizer.fnvOffset ^ 0x5555
                for position in token.range.lowerBound..<(token.range.lowerBound + 5) {
                    g = (g ^ UInt64(text.scalars[position])) &* GuardTextNormalizer.fnvPrime
                }
                indexes.append(Int(mix(g) & mask))
            }
            // Character n-grams of "^word$".
            let range = token.range
            let length = range.count + 2
            for n in 3...4 where length >= n {
                for start in 0...(length - n) {
                    var g = GuardTextNormalizer.fnvOffset ^ UInt64(n)
                    for position in start..<(start + n) {
                        let value = position == 0 ? caret : position == length - 1 ? dollar : text.scalars[range.lowerBound + position - 1]
                        g = (g ^ UInt64(value)) &* GuardTextNormalizer.fnvPrime
                    }
                    indexes.append(Int((g ^ (g >> 29)) & mask))
                }
            }
        }
        if !tokens.isEmpty { indexes.append(Int(mix(previous &* 31 ^ 0x3333) & mask)) }
    }

    /// Second-person pronouns in the languages we write training data for:
    /// a word in a text that also addresses someone gets a second feature
    /// ("you … worthless" differs from "worthless").
    static let secondPersonHashes: Set<UInt64> = {
        let words = "you your yours youre u ur yourself ya du dich dir dein deine deinen deiner ihr euch tu tú te ti toi ton ta tes vous votre usted tus tuo tua sei você voce vc jij je jou jouw jullie ты тебя тебе тобой твой твоя твое твои вы вас вам ваш тобі твій ty ciebie tobie twój"
        return Set(words.split(separator: " ").compactMap { word in
            GuardTextNormalizer().normalize(String(word)).tokens.first?.hash
        })
    }()

    @inline(__always)
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    // MARK: - Prediction

    /// The probability (0…1) that the text is positive (offensive).
    /// - Complexity: O(scalars of the text).
    public func probability(of text: GuardNormalizedText) -> Float {
        var indexes: [Int] = []
        indexes.reserveCapacity(text.scalars.count * 2 + 16)
        Self.featureIndexes(of: text, log2Buckets: log2Buckets, into: &indexes)
        return probability(ofFeatures: indexes)
    }

    /// The highest probability over the text's windows: the whole text when it
    /// has at most `window` words, else every run of `window` words starting at
    /// a multiple of `window / 2` (the last one ending at the text's end), and every
    /// clause of `minimumClauseWords`…`window` words (words between clause punctuation,
    /// ``GuardNormalizedText/Token/endsClause``) alone. An insult in a long comment is
    /// not outvoted by the clean sentences around it, which a score over all the text's
    /// features would be (each counts `1/sqrt(n)`), nor by the clean words a window
    /// takes from the next sentence ("… вы там все больные на голову. погода сегодня …").
    /// - Parameters:
    ///   - window: words per window, at least 2.
    ///   - minimumClauseWords: the fewest words of a clause scored alone.
    /// - Complexity: O(3 × scalars of the text).
    public func windowedProbability(of text: GuardNormalizedText, window: Int, minimumClauseWords: Int = 3) -> Float {
        let count = text.tokens.count, size = max(2, window)
        guard count > size else { return probability(of: text) }
        var indexes: [Int] = []
        indexes.reserveCapacity(size * 24)
        var best: Float = 0
        let step = max(1, size / 2)
        var start = 0
        while true {
            let lower = min(start, count - size)
            Self.featureIndexes(of: text, words: lower..<(lower + size), log2Buckets: log2Buckets, into: &indexes)
            best = max(best, probability(ofFeatures: indexes))
            if lower + size >= count { break }
            start += step
        }
        var clauseStart = 0
        for (index, token) in text.tokens.enumerated() where token.endsClause || index == count - 1 {
            let clause = clauseStart..<(index + 1)
            clauseStart = index + 1
            guard clause.count >= max(1, minimumClauseWords), clause.count <= size else { continue }
            Self.featureIndexes(of: text, words: clause, log2Buckets: log2Buckets, into: &indexes)
            best = max(best, probability(ofFeatures: indexes))
        }
        return best
    }

    /// The probability for features from ``featureIndexes(of:log2Buckets:into:)``.
    public func probability(ofFeatures indexes: [Int]) -> Float {
        guard !indexes.isEmpty else { return 1 / (1 + exp(-bias)) }
        var sum: Float = 0
        for index in indexes { sum += weights[index] }
        let z = bias + sum / Float(indexes.count).squareRoot()
        return 1 / (1 + exp(-z))
    }

    /// Sets one weight (used by the trainer).
    mutating func setWeight(_ index: Int, _ value: Float) { weights[index] = value }

    // MARK: - File

    static let magic: [UInt8] = Array("SRLC".utf8)
    static let version: UInt32 = 2

    /// Reads a model file.
    /// - Throws: `modelFileMissing`, `modelFileCorrupt` (bad magic, truncated,
    ///   bucket out of range, non-finite numbers) or `modelVersionUnsupported`,
    ///   each naming the file.
    public init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SmartReplyError(.modelFileMissing, "guard model \(url.path) does not exist")
        }
        let bytes: [UInt8]
        do { bytes = [UInt8](try Data(contentsOf: url)) } catch {
            throw SmartReplyError(.ioFailure, "cannot read guard model \(url.path): \(error.localizedDescription)")
        }
        func corrupt(_ why: String) -> SmartReplyError {
            SmartReplyError(.modelFileCorrupt, "guard model \(url.path) is corrupt: \(why)")
        }
        guard bytes.count >= 28 else { throw corrupt("\(bytes.count) bytes, shorter than the 28-byte header") }
        guard Array(bytes[0..<4]) == Self.magic else { throw corrupt("does not start with 'SRLC'") }
        func u32(_ offset: Int) -> UInt32 {
            UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
        }
        func f32(_ offset: Int) -> Float { Float(bitPattern: u32(offset)) }
        let version = u32(4)
        guard version == 1 || version == Self.version else {
            throw SmartReplyError(.modelVersionUnsupported, "guard model \(url.path) has version \(version); this build reads versions 1 and \(Self.version)")
        }
        let log2 = Int(u32(8)), count = Int(u32(12))
        guard (10...24).contains(log2) else { throw corrupt("bucket exponent \(log2) outside 10…24") }
        let weightsEnd = 28 + count * 6
        guard count <= 1 << log2, version == 1 ? bytes.count == weightsEnd : bytes.count >= weightsEnd + 4 else {
            throw corrupt("\(bytes.count) bytes, expected \(weightsEnd)\(version == 1 ? "" : " + thresholds") for \(count) weights (truncated?)")
        }
        var languageThresholds: [String: Float] = [:]
        if version >= 2 {
            let languages = Int(u32(weightsEnd))
            guard languages <= 4096, bytes.count == weightsEnd + 4 + languages * 8 else {
                throw corrupt("\(bytes.count) bytes, expected \(weightsEnd + 4 + languages * 8) for \(languages) language thresholds")
            }
            for k in 0..<languages {
                let offset = weightsEnd + 4 + k * 8
                let code = bytes[offset..<(offset + 4)].prefix { $0 != 0 }
                guard code.count >= 2, code.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else {
                    throw corrupt("language threshold \(k) has no lower-case ASCII language subtag")
                }
                let value = f32(offset + 4)
                guard value > 0, value < 1 else { throw corrupt("language threshold \(k) is \(value), outside (0, 1)") }
                languageThresholds[String(decoding: code, as: UTF8.self)] = value
            }
        }
        let bias = f32(16), threshold = f32(20), scale = f32(24)
        guard bias.isFinite, scale.isFinite, threshold > 0, threshold < 1 else { throw corrupt("bias, threshold or scale out of range") }
        self.init(log2Buckets: log2, threshold: threshold)
        self.bias = bias
        self.languageThresholds = languageThresholds
        let weightsStart = 28 + count * 4
        for k in 0..<count {
            let index = Int(u32(28 + k * 4))
            guard index < 1 << log2 else { throw corrupt("weight \(k) has bucket \(index) ≥ \(1 << log2)") }
            let q = Int16(bitPattern: UInt16(bytes[weightsStart + 2 * k]) | UInt16(bytes[weightsStart + 2 * k + 1]) << 8)
            weights[index] = Float(q) * scale
        }
    }

    /// The model as file bytes (version 2): non-zero weights, quantized to 16
    /// bits, then the per-language thresholds (subtags longer than 4 letters are left out).
    public func fileData() -> Data {
        let nonZero = weights.indices.filter { abs(weights[$0]) > 1e-4 }
        let largest = nonZero.map { abs(weights[$0]) }.max() ?? 1
        let scale = largest / Float(Int16.max)
        var bytes: [UInt8] = Self.magic
        func put(_ v: UInt32) { for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: v >> UInt32(shift))) } }
        put(Self.version); put(UInt32(log2Buckets)); put(UInt32(nonZero.count))
        put(bias.bitPattern); put(threshold.bitPattern); put(scale.bitPattern)
        for index in nonZero { put(UInt32(index)) }
        for index in nonZero {
            let q = UInt16(bitPattern: Int16((weights[index] / scale).rounded()))
            bytes.append(UInt8(q & 0xFF)); bytes.append(UInt8(q >> 8))
        }
        let languages = languageThresholds.keys.filter { (2...4).contains($0.utf8.count) && $0.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }.sorted()
        put(UInt32(languages.count))
        for code in languages {
            let ascii = Array(code.utf8)
            for k in 0..<4 { bytes.append(k < ascii.count ? ascii[k] : 0) }
            put(languageThresholds[code, default: threshold].bitPattern)
        }
        return Data(bytes)
    }
}
