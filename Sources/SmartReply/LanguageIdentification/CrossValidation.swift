import Foundation

/// The result of k-fold cross-validation of a ``NaiveBayesTextClassifier``.
public struct CrossValidationReport: Sendable, Hashable {
    /// Precision, recall and support of one class.
    public struct ClassScore: Sendable, Hashable {
        /// The class label, as in the training data's label field.
        public var label: String
        /// Of the texts predicted as this class, the share that were, in [0, 1] (0 when none was predicted).
        public var precision: Double
        /// Of the texts of this class, the share predicted as it, in [0, 1].
        public var recall: Double
        /// The number of texts of this class.
        public var support: Int

        /// Creates a class score (precision and recall in [0, 1], support ≥ 0).
        public init(label: String, precision: Double, recall: Double, support: Int) {
            self.label = label
            self.precision = precision
            self.recall = recall
            self.support = support
        }
    }

    /// The class labels, sorted; the order of ``confusion``'s rows and columns.
    public var labels: [String]
    /// `confusion[gold][predicted]`: counts over all folds.
    public var confusion: [[Int]]
    /// The number of folds used.
    public var folds: Int

    /// Creates a report from a confusion matrix (`confusion[gold][predicted]`, square, in `labels` order).
    public init(labels: [String], confusion: [[Int]], folds: Int) {
        self.labels = labels
        self.confusion = confusion
        self.folds = folds
    }

    /// Share of texts classified right, in [0, 1].
    public var accuracy: Double {
        let total = confusion.reduce(0) { $0 + $1.reduce(0, +) }
        let right = labels.indices.reduce(0) { $0 + confusion[$1][$1] }
        return total == 0 ? 0 : Double(right) / Double(total)
    }

    /// Precision, recall and support per class, in ``labels`` order.
    public var perClass: [ClassScore] {
        labels.indices.map { index in
            let support = confusion[index].reduce(0, +)
            let predicted = labels.indices.reduce(0) { $0 + confusion[$1][index] }
            let right = confusion[index][index]
            return ClassScore(label: labels[index],
                              precision: predicted == 0 ? 0 : Double(right) / Double(predicted),
                              recall: support == 0 ? 0 : Double(right) / Double(support),
                              support: support)
        }
    }
}

extension NaiveBayesTextClassifier {
    /// Stratified k-fold cross-validation: the examples of each class are dealt
    /// round-robin (in input order) into `folds` folds; each fold is classified
    /// by a model trained on the others. Deterministic. A class with fewer
    /// examples than folds is in the training of only some folds (see
    /// ``classesSmallerThanFolds(examples:folds:)``): where its examples are
    /// tested, the model may never have seen it, so its recall is pessimistic.
    /// - Throws: `.invalidInput` when `folds` < 2, there are fewer than 2 classes,
    ///   or a fold's training part holds fewer than 2 classes (too few examples), naming the fold.
    public static func crossValidate(examples: [(text: String, label: String)], folds: Int,
                                     options: NaiveBayesTrainingOptions = defaultOptions) throws -> CrossValidationReport {
        try heldOutScores(examples: examples, folds: folds, options: options).report
    }

    /// The held-out log scores of stratified k-fold cross-validation (the folds of
    /// ``crossValidate(examples:folds:options:)``): each example scored by a model trained on
    /// the other folds, at temperature 1. The report and a fitted temperature both come from them.
    /// - Throws: as ``crossValidate(examples:folds:options:)``.
    public static func heldOutScores(examples: [(text: String, label: String)], folds: Int,
                                     options: NaiveBayesTrainingOptions = defaultOptions) throws -> HeldOutScores {
        guard folds >= 2 else { throw SmartReplyError(.invalidInput, "cross-validation needs at least 2 folds, got \(folds)") }
        let labels = Array(Set(examples.map(\.label))).sorted()
        guard labels.count >= 2 else {
            throw SmartReplyError(.invalidInput, "cross-validation needs at least 2 classes, got \(labels.count)")
        }
        let labelIndex = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        var seen = [Int](repeating: 0, count: labels.count)
        var foldOf: [Int] = []
        for example in examples {
            let cls = labelIndex[example.label] ?? 0
            foldOf.append(seen[cls] % folds)
            seen[cls] += 1
        }
        var result = HeldOutScores(labels: labels, gold: examples.map { labelIndex[$0.label] ?? 0 },
                                   scores: [[Double]](repeating: [], count: examples.count), folds: folds)
        for fold in 0..<folds {
            let training = examples.indices.filter { foldOf[$0] != fold }.map { examples[$0] }
            let trainingClasses = Set(training.map(\.label)).count
            guard trainingClasses >= 2 else {
                // Said in terms of the data: "a classifier needs 2 classes, got 0 in 0 examples" read as if the file were empty.
                throw SmartReplyError(.invalidInput, "too few examples for \(folds)-fold cross-validation: fold \(fold + 1) would train on "
                                      + "\(training.count) example\(training.count == 1 ? "" : "s") of \(trainingClasses) class\(trainingClasses == 1 ? "" : "es") "
                                      + "(\(examples.count) examples in all); give at least 2 classes 2 or more examples each")
            }
            let classifier = try NaiveBayesTextClassifier(data: train(examples: training, options: options))
            // A class missing from this fold's training scores −∞ (it cannot be guessed).
            let columns = classifier.labels.map { labelIndex[$0] ?? 0 }
            for index in examples.indices where foldOf[index] == fold {
                var row = [Double](repeating: -.infinity, count: labels.count)
                for (column, score) in zip(columns, classifier.logScores(examples[index].text)) { row[column] = score }
                result.scores[index] = row
            }
        }
        return result
    }

    /// The classes with fewer than `folds` examples, with their counts, sorted by label:
    /// k-fold cross-validation tests each of their examples on a model without it.
    /// - Complexity: O(n) in the examples.
    public static func classesSmallerThanFolds(examples: [(text: String, label: String)], folds: Int) -> [(label: String, count: Int)] {
        var counts: [String: Int] = [:]
        for example in examples { counts[example.label, default: 0] += 1 }
        return counts.filter { $0.value < folds }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
