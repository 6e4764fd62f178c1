import Foundation

extension NaiveBayesLanguageIdentifier {
    /// Checks the options ``identify(_:options:)`` takes.
    /// - Throws: `.invalidInput` naming the threshold, `maximumHypotheses` or hint weight out of range, or
    ///   `languageConstraints` that allow no language of the model.
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
        // An empty set, or one of languages the model does not know, silently gave `und` with no hypotheses.
        if let constraints = options.languageConstraints,
           !constraints.contains(where: { languages.contains($0) || !classesIgnoringRegion($0).isEmpty }) {
            let named = constraints.map(\.identifier).sorted().joined(separator: ", ")
            throw SmartReplyError(.invalidInput, constraints.isEmpty ? "languageConstraints is empty: no language is allowed"
                                  : "languageConstraints (\(named)) name no language the model identifies")
        }
    }
}
