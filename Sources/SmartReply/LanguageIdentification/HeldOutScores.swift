import Foundation

/// The log scores of texts scored by models that did not train on them (k-fold
/// cross-validation, ``NaiveBayesTextClassifier/heldOutScores(examples:folds:options:)``),
/// for the cross-validation report and for calibrating the classifier's probabilities.
///
/// Naive Bayes adds the log-likelihoods of overlapping features (a word and its
/// character n-grams) as if they were independent, so its posteriors are far too sure:
/// on our own three-class test data (billing, shipping, greeting) almost every text got
/// 1.0000, wrong guesses too. Temperature scaling (Guo et al., 2017, "On Calibration of
/// Modern Neural Networks") divides the log scores by one number T fitted on held-out
/// scores to minimise the log loss; it never changes which class is best.
public struct HeldOutScores: Sendable, Hashable {
    /// The class labels, sorted; the columns of ``scores``.
    public var labels: [String]
    /// Per example (input order): the index of its gold label in ``labels``.
    public var gold: [Int]
    /// Per example: the held-out log score of each label at temperature 1 (−∞ for a
    /// label its fold's model never saw).
    public var scores: [[Double]]
    /// The number of folds used.
    public var folds: Int

    /// Creates held-out scores (`gold` and `scores` of equal length, rows of `labels.count` scores).
    public init(labels: [String], gold: [Int], scores: [[Double]], folds: Int) {
        self.labels = labels
        self.gold = gold
        self.scores = scores
        self.folds = folds
    }

    /// The cross-validation report: each example's guess is its best-scoring label (the first in label order on a tie).
    public var report: CrossValidationReport {
        var confusion = [[Int]](repeating: [Int](repeating: 0, count: labels.count), count: labels.count)
        for (gold, row) in zip(gold, scores) {
            guard let best = row.max(), best > -.infinity, let guess = row.firstIndex(of: best) else { continue }
            confusion[gold][guess] += 1
        }
        return CrossValidationReport(labels: labels, confusion: confusion, folds: folds)
    }

    /// Calibration figures at `temperature` T (> 0), over the examples whose gold label their model knew.
    /// - Returns: the mean log loss (natural log of the gold label's probability, negated), the mean
    ///   probability of the guessed label, and the share guessed right (both in [0, 1]).
    public func calibration(temperature: Double) -> (logLoss: Double, meanConfidence: Double, accuracy: Double) {
        var loss = 0.0, confidence = 0.0, right = 0, count = 0
        for (gold, row) in zip(gold, scores) where row.count > gold && row[gold] > -.infinity {
            let scaled = row.map { $0 / temperature }
            guard let best = scaled.max(), let guess = scaled.firstIndex(of: best) else { continue }
            let logTotal = best + log(scaled.reduce(0) { $0 + exp($1 - best) })
            loss += logTotal - scaled[gold]
            confidence += exp(best - logTotal)
            if guess == gold { right += 1 }
            count += 1
        }
        guard count > 0 else { return (0, 0, 0) }
        return (loss / Double(count), confidence / Double(count), Double(right) / Double(count))
    }

    /// The temperature T in [0.25, 10,000] that minimises the held-out log loss (softmax of score / T).
    /// The log loss is convex in 1/T, so a ternary search over 1/T finds it. 1 when no example counts.
    /// - Complexity: O(100 × examples × labels).
    public func fittedTemperature() -> Double {
        guard zip(gold, scores).contains(where: { $1.count > $0 && $1[$0] > -.infinity }) else { return 1 }
        var low = 1.0 / 10_000, high = 4.0   // bounds of 1/T
        for _ in 0..<100 {
            let a = low + (high - low) / 3, b = high - (high - low) / 3
            if calibration(temperature: 1 / a).logLoss <= calibration(temperature: 1 / b).logLoss { high = b } else { low = a }
        }
        return 2 / (low + high)
    }
}
