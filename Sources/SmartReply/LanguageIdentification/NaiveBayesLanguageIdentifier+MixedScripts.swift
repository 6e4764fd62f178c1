import Foundation

extension NaiveBayesLanguageIdentifier {
    /// Hypotheses for a text whose letters are in more than one script ("Hello Привет こんにちは").
    ///
    /// The text is read as a mixture of its scripts' parts: the dominant script (the most letters)
    /// weighs 0.5 + 0.5 × its share of the letters, and every other script 0.5 × its share, so the
    /// answer still follows the dominant script (its weight is over one half) but with less confidence
    /// the more letters lie outside it (6 Cyrillic letters of 16 → 0.69 of the mass). The dominant
    /// script's weight goes to `hypotheses` (its candidates' distribution); each other script's weight
    /// to its best language (highest `value`) among the allowed classes that are not candidates of the
    /// dominant script. A script that the best language itself writes (Japanese kanji and kana, Latin
    /// words in Chinese: the model's script masks, scripts with ≥ 5 % of a language's training letters)
    /// is no other language's evidence, and a script with no such class (letters of a script the model
    /// does not know) gives its weight back to the others in proportion.
    ///
    /// - Parameters:
    ///   - hypotheses: the dominant script's hypotheses, most probable first (a head of the distribution).
    ///   - letterCounts: letters per script, indexed by ``WritingScript/rawValue``.
    ///   - dominant: the script with the most letters.
    ///   - candidates: the classes `hypotheses` were drawn from.
    ///   - best: the class of the first hypothesis.
    ///   - value: a class's log-odds (score / temperature + its hint's log-weight), `nil` when it is not allowed.
    ///   - maximum: the most hypotheses returned.
    /// - Returns: the mixture's hypotheses, most probable first (at most `maximum`); `hypotheses` unchanged
    ///   when no other script adds a language.
    /// - Complexity: O(scripts × classes), only for texts in several scripts.
    func mixingScripts(_ hypotheses: [LanguageHypothesis], letterCounts: UnsafePointer<Int>, dominant: WritingScript,
                       candidates: ClassSet, best bestClass: Int, value: (Int) -> Double?, maximum: Int) -> [LanguageHypothesis] {
        let total = WritingScript.allCases.reduce(0) { $0 + letterCounts[Int($1.rawValue)] }
        guard total > 0 else { return hypotheses }
        var others: [(language: LanguageTag, weight: Double)] = []
        var assigned = 0.5 + 0.5 * Double(letterCounts[Int(dominant.rawValue)]) / Double(total)
        let dominantWeight = assigned
        let ownScripts = bestClass < model.scriptMasks.count ? model.scriptMasks[bestClass] : 0
        for script in WritingScript.allCases where script != dominant && letterCounts[Int(script.rawValue)] > 0
            && ownScripts & script.bit == 0 {
            var best: (index: Int, value: Double)? = nil
            classesByScript[Int(script.rawValue)].forEach { index in
                guard index < languages.count, !candidates.contains(index), let v = value(index) else { return }
                if best.map({ v > $0.value }) ?? true { best = (index, v) }
            }
            guard let best else { continue }
            let weight = 0.5 * Double(letterCounts[Int(script.rawValue)]) / Double(total)
            others.append((languages[best.index], weight))
            assigned += weight
        }
        guard !others.isEmpty else { return hypotheses }
        var mass: [LanguageTag: Double] = [:]
        for hypothesis in hypotheses { mass[hypothesis.language, default: 0] += hypothesis.probability * dominantWeight / assigned }
        for other in others { mass[other.language, default: 0] += other.weight / assigned }
        let mixed = mass.map { LanguageHypothesis(language: $0.key, probability: min(1, $0.value)) }
            .sorted { $0.probability != $1.probability ? $0.probability > $1.probability : $0.language.identifier < $1.language.identifier }
        return Array(mixed.prefix(maximum))
    }
}
