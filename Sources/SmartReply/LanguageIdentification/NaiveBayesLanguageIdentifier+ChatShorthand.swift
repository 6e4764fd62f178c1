/// The chat overrides of ``NaiveBayesLanguageIdentifier/identify(_:options:)``: a text of English
/// chat shorthand (``ChatShorthand``) or a one-word interjection (``ChatInterjections``) takes its
/// language at ``ChatShorthand/confidence`` whatever the n-grams say.
extension NaiveBayesLanguageIdentifier {
    /// `result` with `language` (English for shorthand, ``ChatInterjections``) raised to
    /// ``ChatShorthand/confidence`` and the other hypotheses scaled to share the rest; `result`
    /// unchanged when the options rule `language` out.
    func shorthandResult(_ result: LanguageIdentification, language: LanguageTag,
                         options: LanguageIdentificationOptions) -> LanguageIdentification {
        if let constraints = options.languageConstraints, !constraints.contains(language) { return result }
        if let weight = options.languageHints[language], weight == 0 { return result }
        let others = result.hypotheses.filter { $0.language != language }
        let otherMass = others.reduce(0) { $0 + $1.probability }
        let rest = 1 - ChatShorthand.confidence
        var hypotheses = [LanguageHypothesis(language: language, probability: ChatShorthand.confidence)]
        hypotheses += others.map {
            LanguageHypothesis(language: $0.language, probability: otherMass > 0 ? $0.probability / otherMass * rest : 0)
        }
        hypotheses = Array(hypotheses.prefix(options.maximumHypotheses))
        guard ChatShorthand.confidence >= options.undeterminedThreshold else {
            return LanguageIdentification(language: .undetermined, confidence: ChatShorthand.confidence, hypotheses: hypotheses)
        }
        return LanguageIdentification(language: language, confidence: ChatShorthand.confidence, hypotheses: hypotheses)
    }
}
