import Foundation

/// Settings for training a character n-gram naive Bayes model.
public struct NaiveBayesTrainingOptions: Sendable, Hashable {
    /// Bit n (1…5) enables character n-grams of order n; bit 0 whole words.
    /// `0b111110` = orders 1…5 (lingua's high-accuracy mode); `0b111111` adds whole words.
    public var featureMask: UInt32
    /// The most features kept per class for each order 0…5 (the most frequent ones).
    public var maximumFeaturesPerClass: [Int]
    /// Additive (Lidstone) smoothing pseudo-count α, in units of the sample weights, > 0.
    public var smoothing: Double
    /// Each class's sample weights are rescaled to add up to this mass before
    /// counting (so that α means the same for every class); `nil` keeps raw weights.
    public var classMass: Double?
    /// Whether all classes get the same prior (language ID) instead of their share of the samples.
    public var uniformPriors: Bool
    /// Posterior temperature T: probabilities are softmax(score / T). Naive Bayes
    /// counts the overlapping n-grams of 5 orders as independent, so T ≈ the number
    /// of orders gives less over-confident probabilities. > 0.
    public var temperature: Double
    /// Score n-grams of order n ≥ 2 by their conditional probability
    /// P(last letter | first n − 1 letters), backing off to the longest known
    /// prefix for n-grams the class lacks, and sum over the orders (lingua's
    /// scheme, a product of character Markov models of orders 0…4). When false,
    /// each order is one multinomial over its n-grams with a smoothing floor for
    /// the unknown ones (plain multinomial naive Bayes).
    public var conditional: Bool
    /// With ``conditional``: the weight in (0, 1] that multiplies a class's
    /// probability for each order it has to back off.
    public var backOffWeight: Double
    /// With ``conditional`` and whole words (bit 0): the weight λ ≥ 0 of the word
    /// unigram model. A text's probabilities become softmax(n-gram score / T + λ · Σ log P(word)),
    /// where P(word) is the word's frequency in the class's list (see
    /// ``NaiveBayesTrainer/addClass(label:samples:wordFrequencies:)``).
    public var wordWeight: Double
    /// With ``conditional``: a word missing from a class's kept words gets the
    /// frequency of the rarest kept word times this factor, in (0, 1].
    public var wordFloorFactor: Double
    /// With ``conditional``: store each n-gram of order n ≥ 2 as its change to the
    /// back-off score instead of its log-probability (format version 4), so that
    /// identification adds one value per posting, with no per-class back-off state.
    /// Scores are the same up to quantization.
    public var deltaEncoding: Bool
    /// With ``deltaEncoding``: an n-gram whose change to the back-off score is smaller
    /// than this (in natural-log units, ≥ 0) is dropped, the class then backs off to its
    /// prefix, as in entropy-based pruning of back-off models (Stolcke 1998). 0 keeps all.
    public var pruningThreshold: Double

    /// The defaults are those of the committed language-identification model.
    public init(featureMask: UInt32 = 0b111111,
                maximumFeaturesPerClass: [Int] = [3_000, 3_000, 6_000, 16_000, 14_000, 12_000],
                smoothing: Double = 1, classMass: Double? = 1_000_000,
                uniformPriors: Bool = true, temperature: Double = 5, conditional: Bool = true, backOffWeight: Double = 0.1,
                wordWeight: Double = 1, wordFloorFactor: Double = 0.5,
                deltaEncoding: Bool = true, pruningThreshold: Double = 1) {
        self.featureMask = featureMask
        self.maximumFeaturesPerClass = maximumFeaturesPerClass
        self.smoothing = smoothing
        self.classMass = classMass
        self.uniformPriors = uniformPriors
        self.temperature = temperature
        self.conditional = conditional
        self.backOffWeight = backOffWeight
        self.wordWeight = wordWeight
        self.wordFloorFactor = wordFloorFactor
        self.deltaEncoding = deltaEncoding
        self.pruningThreshold = pruningThreshold
    }

    /// The feature mask stored in the model: `featureMask` plus bit 8 for ``conditional``.
    var storedFeatureMask: UInt32 {
        featureMask | (conditional ? NaiveBayesModel.conditionalFlag : 0) | (conditional && deltaEncoding ? NaiveBayesModel.deltaFlag : 0)
    }
}

/// Counts weighted character n-grams per class and builds a ``NaiveBayesModel`` file.
///
/// Classes are added one at a time (each class's counts are pruned to its
/// most frequent features as soon as it is added, so training 46 languages
/// needs the memory of one). Reproducible: the same samples in the same order
/// give byte-identical files.
struct NaiveBayesTrainer {
    let options: NaiveBayesTrainingOptions
    private(set) var classes: [NaiveBayesModelWriter.ClassModel] = []
    private var sampleCounts: [Double] = []

    init(options: NaiveBayesTrainingOptions) {
        self.options = options
    }

    private struct CountingSink: NGramFeatureSink {
        var counts = [[UInt64: Double]](repeating: [:], count: NaiveBayesModel.orderSlots)
        /// N-gram key → key of its prefix (for the conditional probabilities).
        var prefixes: [UInt64: UInt64] = [:]
        var tracksPrefixes = false
        var scriptMass = [Double](repeating: 0, count: WritingScript.allCases.count)
        var weight = 1.0
        /// When true, whole words are not counted here but collected in `sampleWords`.
        var collectsWords = false
        var sampleWords: [UInt64] = []
        mutating func letter(_ value: UInt32, script: WritingScript) { scriptMass[Int(script.rawValue)] += weight }
        mutating func feature(order: Int, key: UInt64, prefix: UInt64) {
            if order == 0 && collectsWords {
                sampleWords.append(key)
                return
            }
            counts[order][key, default: 0] += weight
            if tracksPrefixes && order >= 2 && prefixes[key] == nil { prefixes[key] = prefix }
        }
        mutating func endWord() {}
    }

    /// Adds one class from weighted samples (texts and their weights ≥ 0).
    ///
    /// With `wordFrequencies` (one per sample, each > 0: the sample's share of running
    /// text, as wordfreq gives it) and a conditional model with whole words, the
    /// whole-word features are a unigram word model instead: a sample that is one
    /// word w gets log(frequency) (summed over samples with the same lower-cased
    /// word), the most frequent `maximumFeaturesPerClass[0]` are kept, and the
    /// floor is the rarest kept word's log-frequency plus log(``NaiveBayesTrainingOptions/wordFloorFactor``).
    /// - Throws: `.invalidInput` when the class has no letters at all, the label repeats,
    ///   or `wordFrequencies` does not match `samples` in length.
    mutating func addClass(label: String, samples: [(text: String, weight: Double)], wordFrequencies: [Double]? = nil) throws {
        if let wordFrequencies, wordFrequencies.count != samples.count {
            throw SmartReplyError(.invalidInput, "class '\(label)': \(wordFrequencies.count) word frequencies for \(samples.count) samples")
        }
        guard !classes.contains(where: { $0.label == label }) else {
            throw SmartReplyError(.invalidInput, "class '\(label)' added twice")
        }
        let total = samples.reduce(0) { $0 + max(0, $1.weight) }
        guard total > 0 else { throw SmartReplyError(.invalidInput, "class '\(label)' has no samples with weight > 0") }
        let scale = options.classMass.map { $0 / total } ?? 1
        let extractor = NGramFeatures(featureMask: options.featureMask)
        var sink = CountingSink()
        sink.tracksPrefixes = options.conditional
        let wordModel = wordFrequencies != nil && options.conditional && options.featureMask & 1 != 0
        sink.collectsWords = wordModel
        var wordCounts: [UInt64: Double] = [:]
        for (index, sample) in samples.enumerated() where sample.weight > 0 {
            sink.weight = sample.weight * scale
            sink.sampleWords.removeAll(keepingCapacity: true)
            extractor.extract(from: sample.text, into: &sink)
            if wordModel, sink.sampleWords.count == 1, let frequency = wordFrequencies?[index], frequency > 0 {
                wordCounts[sink.sampleWords[0], default: 0] += frequency
            }
        }
        if wordModel { sink.counts[0] = wordCounts }
        let letters = sink.scriptMass.reduce(0, +)
        guard letters > 0 else { throw SmartReplyError(.invalidInput, "class '\(label)' has no letters in its samples") }
        var scriptMask: UInt32 = 0
        for script in WritingScript.allCases where sink.scriptMass[Int(script.rawValue)] >= 0.05 * letters {
            scriptMask |= script.bit
        }
        let alpha = options.smoothing
        var floors = [Double](repeating: 0, count: NaiveBayesModel.orderSlots)
        var kept = [[UInt64: Double]](repeating: [:], count: NaiveBayesModel.orderSlots)
        for order in 0..<NaiveBayesModel.orderSlots {
            let counts = sink.counts[order]
            let mass = counts.values.reduce(0, +)
            let denominator = mass + alpha * Double(counts.count + 1)
            floors[order] = log(alpha / denominator)
            let limit = order < options.maximumFeaturesPerClass.count ? options.maximumFeaturesPerClass[order] : 0
            guard limit > 0, !counts.isEmpty else { continue }
            // Most frequent first; ties broken by key so that the result is reproducible.
            let top = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit)
            if wordModel && order == 0 {
                var words: [UInt64: Double] = [:]
                for (key, frequency) in top { words[key] = log(min(1, frequency)) }
                floors[0] = log(min(1, top.last.map(\.value) ?? 1) * min(1, max(1e-9, options.wordFloorFactor)))
                kept[0] = words
                continue
            }
            var orderKept: [UInt64: Double] = [:]
            orderKept.reserveCapacity(top.count)
            for (key, count) in top {
                if options.conditional && order >= 2 {
                    let prefixCount = sink.prefixes[key].flatMap { sink.counts[order - 1][$0] } ?? count
                    orderKept[key] = log(min(1, count / max(prefixCount, count)))
                } else {
                    orderKept[key] = log((count + alpha) / denominator)
                }
            }
            kept[order] = orderKept
        }
        if options.conditional && options.deltaEncoding {
            deltaEncode(&kept, unigramFloor: floors[1], prefixes: sink.prefixes)
        }
        classes.append(.init(label: label, scriptMask: scriptMask, logPrior: 0, floors: floors, features: kept))
        sampleCounts.append(Double(samples.count))
    }

    /// Replaces each kept n-gram of order n ≥ 2 by its change to the back-off score:
    /// d = log P(n-gram) − log P(parent) − penalty · (n − m), where the parent is the
    /// longest kept prefix (order m; a unigram the class lacks counts with `unigramFloor`).
    /// A position whose longest n-gram has order L then scores, per class,
    /// L · v₁ + Σ over the kept n-grams of (L − n + 1) · d — exactly the back-off score
    /// (up to a constant that is the same for every class). Orders go up, so that an
    /// n-gram pruned for a small |d| is no one's parent.
    private func deltaEncode(_ kept: inout [[UInt64: Double]], unigramFloor: Double, prefixes: [UInt64: UInt64]) {
        let penalty = log(min(1, max(1e-9, options.backOffWeight)))
        var absolute = kept
        for order in 2..<NaiveBayesModel.orderSlots {
            for key in absolute[order].keys.sorted() {
                guard let value = absolute[order][key] else { continue }
                var parentOrder = order - 1
                var parentKey = prefixes[key]
                var parentValue = unigramFloor
                while let candidate = parentKey {
                    if let found = absolute[parentOrder][candidate] {
                        parentValue = found
                        break
                    }
                    if parentOrder == 1 { break }
                    parentKey = prefixes[candidate]
                    parentOrder -= 1
                }
                if parentKey == nil { parentOrder = 1 }
                let delta = value - parentValue - penalty * Double(order - parentOrder)
                if abs(delta) < options.pruningThreshold {
                    absolute[order][key] = nil
                    kept[order][key] = nil
                } else {
                    kept[order][key] = delta
                }
            }
        }
    }

    /// The model file's bytes.
    /// - Parameter logOddsBiases: per class label, log-odds (natural log, after the temperature) added to
    ///   that class's prior: `temperature × bias` is added to its stored log prior (see
    ///   ``LanguageIDCorpus/TrainingOptions/classBiases``). Labels not listed get 0.
    /// - Throws: `.invalidInput` when no class was added or a label is too long.
    func modelData(logOddsBiases: [String: Double] = [:]) throws -> Data {
        let totalSamples = sampleCounts.reduce(0, +)
        var finished = classes
        if options.uniformPriors {
            // A language that shares no script with any other (Greek, Hebrew, Thai, Korean…) is
            // decided by the script alone: keep only its letters, not its longer n-grams.
            for index in finished.indices {
                let mask = finished[index].scriptMask
                let shared = finished.indices.contains { $0 != index && finished[$0].scriptMask & mask != 0 }
                if !shared {
                    for order in 2..<NaiveBayesModel.orderSlots { finished[index].features[order] = [:] }
                    finished[index].features[0] = [:]
                }
            }
        }
        for index in finished.indices {
            finished[index].logPrior = options.uniformPriors || totalSamples == 0
                ? log(1 / Double(finished.count))
                : log(sampleCounts[index] / totalSamples)
            finished[index].logPrior += options.temperature * (logOddsBiases[finished[index].label] ?? 0)
        }
        var writer = NaiveBayesModelWriter(featureMask: options.storedFeatureMask, temperature: options.temperature)
        writer.backOffPenalty = options.conditional ? log(min(1, max(1e-9, options.backOffWeight))) : 0
        writer.wordWeight = options.conditional && options.featureMask & 1 != 0 ? max(0, options.wordWeight) : 0
        return try writer.encode(finished)
    }
}
