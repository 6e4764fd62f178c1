import Foundation

extension NaiveBayesLanguageIdentifier {
    /// Checks the options ``identify(_:options:)`` takes.
    /// - Throws: `.invalidInput` naming the threshold, `maximumHypotheses` or hint weight out of range.
    func validate(_ options: LanguageIdentificationOptions) throws {
        guard (0...1).contains(options.undeterminedThreshold) else {
            throw SmartReplyError(.invalidInput, "undeterminedThreshold \(options.undeterminedThreshold) is outside [0, 1]")
        }
        guard options.maximumHypotheses >= 1 else {
            throw SmartReplyError(.invalidInput, "maximumHypotheses \(options.maximumHypotheses) must be at least 1")
        }
        for (tag, weight) in options.languageHints where !(weight.isFinite && weight >= 0) {
            throw SmartReplyError(.invalidInput, "language hint weight \(weight) for '\(tag)' must be a finite number ≥ 0")
        }
    }
}
