import SmartReply

/// An identifier that answers each text with a fixed list of hypotheses (probabilities as
/// given, ignoring hints), or `und` for a text not in the table.
struct HypothesesIdentifier: LanguageIdentifier {
    let table: [String: [(LanguageTag, Double)]]

    func identifyLanguage(of text: String, options: LanguageIdentificationOptions) async throws -> LanguageIdentification {
        guard let entries = table[text], let best = entries.first else { return .undetermined }
        let hypotheses = entries.prefix(options.maximumHypotheses).map { LanguageHypothesis(language: $0.0, probability: $0.1) }
        return LanguageIdentification(language: best.1 >= options.undeterminedThreshold ? best.0 : .undetermined,
                                      confidence: best.1, hypotheses: hypotheses)
    }
}
