import Foundation

/// One class guessed by a ``NaiveBayesTextClassifier`` and its probability.
public struct ClassHypothesis: Hashable, Sendable {
    /// The class label, as given in the training data.
    public var label: String
    /// Posterior probability in [0, 1]; the hypotheses of one text sum to 1.
    public var probability: Double

    /// Creates a hypothesis (probability in [0, 1]).
    public init(label: String, probability: Double) {
        self.label = label
        self.probability = probability
    }
}

/// A custom text classifier (spam, intents, topics…) on the same engine as the
/// language identifier: multinomial naive Bayes over hashed whole words and
/// character n-grams, with Laplace smoothing and class priors from the data
/// (McCallum & Nigam 1998), stored in the same binary format.
///
///     let data = try NaiveBayesTextClassifier.train(examples: [("win a prize now", "spam"), ("see you at 5", "ham")])
///     let classifier = try NaiveBayesTextClassifier(data: data)
///     print(classifier.classify("free prize")[0].label)   // Prints "spam"
///
/// A value over immutable model bytes: safe to share between tasks.
public struct NaiveBayesTextClassifier: Sendable {
    let model: NaiveBayesModel
    private let extractor: NGramFeatures

    /// The class labels, in model order.
    public var labels: [String] { model.labels }

    /// The default options for custom classifiers: whole words plus character
    /// n-grams of orders 1…4, up to 50,000 features per order and class,
    /// each class's example weights rescaled to a total of 1,000 (as the language
    /// identifier does) before Laplace smoothing (α = 1), priors from the class
    /// frequencies, temperature 1, joint (multinomial) scoring.
    ///
    /// The rescaling matters: a feature a class never saw gets α / (its feature
    /// mass + α·(its vocabulary + 1)), so with raw counts a class of one short
    /// example gives every unseen feature about 5 times the probability a class of
    /// hundreds gives it, and, most features of a new text being unseen, that class
    /// won every text (5-fold accuracy 15.8% on chatterbot-corpus's English
    /// categories, 93.1% with the rescaling). The class sizes still count, through the priors.
    public static let defaultOptions = NaiveBayesTrainingOptions(
        featureMask: 0b011111, maximumFeaturesPerClass: [50_000, 50_000, 50_000, 50_000, 50_000, 0],
        smoothing: 1, classMass: 1000, uniformPriors: false, temperature: 1, conditional: false)

    /// Loads a model written by ``train(examples:options:)`` (`smartreply train classifier`).
    /// - Throws: `.modelFileMissing`, `.modelFileCorrupt` or `.modelVersionUnsupported`, naming the file.
    public init(contentsOf url: URL) throws {
        try self.init(model: NaiveBayesModel(contentsOf: url))
    }

    /// Uses model bytes held in memory (as returned by ``train(examples:options:)``).
    /// - Throws: `.modelFileCorrupt` or `.modelVersionUnsupported`.
    public init(data: Data) throws {
        try self.init(model: NaiveBayesModel(file: MappedFile(copying: data, name: URL(fileURLWithPath: MappedFile.inMemoryName))))
    }

    private init(model: NaiveBayesModel) {
        self.model = model
        extractor = NGramFeatures(featureMask: model.featureMask)
    }

    /// Trains a classifier from labelled texts.
    ///
    /// Naive Bayes counts overlapping n-grams as independent, so with the default temperature its
    /// probabilities are over-confident (near 1 for most texts). To calibrate them, as
    /// `smartreply train classifier` does: fit a temperature on held-out scores,
    /// ``heldOutScores(examples:folds:options:)`` then ``HeldOutScores/fittedTemperature()``, and
    /// train again with `options.temperature` set to it.
    /// - Returns: the model file's bytes.
    /// - Throws: `.invalidInput` when there are no examples, only one class, more
    ///   than 255 classes, a class whose texts have no letters, or an option outside the range
    ///   its documentation gives (naming the option).
    public static func train(examples: [(text: String, label: String)],
                             options: NaiveBayesTrainingOptions = defaultOptions) throws -> Data {
        try options.validate()
        var byLabel: [String: [(text: String, weight: Double)]] = [:]
        var order: [String] = []
        for example in examples {
            if byLabel[example.label] == nil { order.append(example.label) }
            byLabel[example.label, default: []].append((example.text, 1))
        }
        guard order.count >= 2 else {
            throw SmartReplyError(.invalidInput, "a classifier needs at least 2 classes, got \(order.count) in \(examples.count) examples")
        }
        var trainer = NaiveBayesTrainer(options: options)
        for label in order.sorted() {
            try trainer.addClass(label: label, samples: byLabel[label] ?? [])
        }
        return try trainer.modelData()
    }

    private struct Sink: NGramFeatureSink {
        let model: NaiveBayesModel
        let scores: UnsafeMutablePointer<Double>
        let counts: UnsafeMutablePointer<Int>
        mutating func letter(_ value: UInt32, script: WritingScript) {}
        mutating func feature(order: Int, key: UInt64, prefix: UInt64) {
            counts[order] += 1
            let scores = scores, model = model
            _ = model.forEachPosting(key: key) { cls, q in
                scores[cls] += model.dequantized[q] - model.floors[cls * NaiveBayesModel.orderSlots + order]
            }
        }
        mutating func endWord() {}
    }

    /// The classes of `text`, most probable first, probabilities summing to 1:
    /// the softmax of the log scores divided by the model's temperature (the
    /// largest subtracted first, so nothing overflows; see ``logScores(_:)``).
    /// A text without letters gets the class priors (see ``hasFeatures(_:)``).
    /// - Complexity: O(n) in the length of the text, times the postings per feature.
    public func classify(_ text: String) -> [ClassHypothesis] {
        let scores = logScores(text)
        let temperature = model.temperature
        let best = scores.map { $0 / temperature }.max() ?? 0
        var hypotheses = scores.indices.map { ClassHypothesis(label: model.labels[$0], probability: exp(scores[$0] / temperature - best)) }
        let total = hypotheses.reduce(0) { $0 + $1.probability }
        for index in hypotheses.indices { hypotheses[index].probability /= total }
        return hypotheses.sorted { $0.probability != $1.probability ? $0.probability > $1.probability : $0.label < $1.label }
    }

    /// The joint log score of `text` for each class, in ``labels`` order, at temperature 1:
    /// log prior plus the smoothed log-likelihood of every feature (natural log, ≤ 0 up to
    /// the quantization). Softmax of these divided by the temperature gives ``classify(_:)``.
    /// - Complexity: O(n) in the length of the text, times the postings per feature.
    public func logScores(_ text: String) -> [Double] {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 256) { scores in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: NaiveBayesModel.orderSlots) { counts in
                scores.initialize(repeating: 0)
                counts.initialize(repeating: 0)
                guard let scoreBase = scores.baseAddress, let countBase = counts.baseAddress else { return [] }
                var sink = Sink(model: model, scores: scoreBase, counts: countBase)
                extractor.extract(from: text, into: &sink)
                model.addFloors(orderCounts: UnsafePointer(countBase), to: scoreBase)
                return (0..<model.classCount).map { scores[$0] }
            }
        }
    }

    /// Whether `text` has any feature the classifier reads (a letter: numbers, URLs and emoji are
    /// removed first, as for language ID): a text without one ("", "🙂", "!!!", "1234") would
    /// only get the class priors.
    /// - Complexity: O(n) in the length of the text.
    public func hasFeatures(_ text: String) -> Bool {
        var sink = FeatureCounter()
        extractor.extract(from: text, into: &sink)
        return sink.count > 0
    }

    private struct FeatureCounter: NGramFeatureSink {
        var count = 0
        mutating func letter(_ value: UInt32, script: WritingScript) {}
        mutating func feature(order: Int, key: UInt64, prefix: UInt64) { count += 1 }
        mutating func endWord() {}
    }
}
