/// Counts of a binary classifier's decisions against labels, and the usual
/// figures derived from them.
public struct BinaryClassificationCounts: Sendable, Hashable {
    /// Positive and predicted positive.
    public var truePositives = 0
    /// Negative but predicted positive.
    public var falsePositives = 0
    /// Negative and predicted negative.
    public var trueNegatives = 0
    /// Positive but predicted negative.
    public var falseNegatives = 0

    /// All zero.
    public init() {}

    /// Records one decision.
    public mutating func add(predicted: Bool, actual: Bool) {
        switch (predicted, actual) {
        case (true, true): truePositives += 1
        case (true, false): falsePositives += 1
        case (false, false): trueNegatives += 1
        case (false, true): falseNegatives += 1
        }
    }

    /// Number of decisions recorded.
    public var total: Int { truePositives + falsePositives + trueNegatives + falseNegatives }
    /// TP / (TP + FP), 0…1; 0 when nothing was predicted positive.
    public var precision: Double { ratio(truePositives, truePositives + falsePositives) }
    /// TP / (TP + FN), 0…1; 0 without positives.
    public var recall: Double { ratio(truePositives, truePositives + falseNegatives) }
    /// Harmonic mean of precision and recall, 0…1.
    public var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }
    /// FP / (FP + TN), 0…1: the share of clean texts blocked.
    public var falsePositiveRate: Double { ratio(falsePositives, falsePositives + trueNegatives) }

    private func ratio(_ a: Int, _ b: Int) -> Double { b == 0 ? 0 : Double(a) / Double(b) }
}
