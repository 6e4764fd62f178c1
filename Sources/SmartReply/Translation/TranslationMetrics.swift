import Foundation

/// Corpus-level machine-translation metrics, computed as sacrebleu 2.x does
/// (Post 2018, "A Call for Clarity in Reporting BLEU Scores"):
///
/// - chrF2 (Popović 2015): character n-grams n = 1…6 with whitespace removed,
///   statistics summed over the corpus, precision and recall averaged over the
///   orders, F-score with β = 2; 0…100.
/// - BLEU (Papineni et al. 2002): 13a tokenization, n = 1…4, clipped counts
///   summed over the corpus, geometric mean of precisions, brevity penalty; 0…100.
///   No smoothing ("exp" in sacrebleu: a zero precision makes BLEU 0).
public enum TranslationMetrics {
    /// chrF with character order `order` and `beta`, over hypothesis/reference pairs.
    /// - Returns: a score in [0, 100]; 0 for an empty corpus.
    public static func chrF(hypotheses: [String], references: [String], order: Int = 6, beta: Double = 2) -> Double {
        var matches = [Double](repeating: 0, count: order)
        var hypothesisTotals = matches, referenceTotals = matches
        for (hypothesis, reference) in zip(hypotheses, references) {
            // Code points, as Python strings count them (not grapheme clusters).
            let h = Array(hypothesis.unicodeScalars.filter { !$0.properties.isWhitespace })
            let r = Array(reference.unicodeScalars.filter { !$0.properties.isWhitespace })
            for n in 1...order {
                let hc = characterNGrams(h, n), rc = characterNGrams(r, n)
                hypothesisTotals[n - 1] += Double(hc.values.reduce(0, +))
                referenceTotals[n - 1] += Double(rc.values.reduce(0, +))
                for (gram, count) in hc { matches[n - 1] += Double(min(count, rc[gram] ?? 0)) }
            }
        }
        // sacrebleu: average precision and recall over the orders that have statistics, then F-beta.
        var precision = 0.0, recall = 0.0, effectiveOrder = 0.0
        for n in 0..<order where hypothesisTotals[n] > 0 && referenceTotals[n] > 0 {
            precision += matches[n] / hypothesisTotals[n]
            recall += matches[n] / referenceTotals[n]
            effectiveOrder += 1
        }
        guard effectiveOrder > 0 else { return 0 }
        precision /= effectiveOrder
        recall /= effectiveOrder
        let beta2 = beta * beta
        let denominator = beta2 * precision + recall
        guard denominator > 0 else { return 0 }
        return 100 * (1 + beta2) * precision * recall / denominator
    }

    private static func characterNGrams(_ scalars: [Unicode.Scalar], _ n: Int) -> [String: Int] {
        guard scalars.count >= n else { return [:] }
        var counts: [String: Int] = [:]
        for start in 0...(scalars.count - n) {
            counts[String(String.UnicodeScalarView(scalars[start..<start + n])), default: 0] += 1
        }
        return counts
    }

    /// Corpus BLEU-4 with 13a tokenization, in [0, 100].
    public static func bleu(hypotheses: [String], references: [String]) -> Double {
        var matches = [Double](repeating: 0, count: 4), totals = matches
        var hypothesisLength = 0.0, referenceLength = 0.0
        for (hypothesis, reference) in zip(hypotheses, references) {
            let h = tokenize13a(hypothesis), r = tokenize13a(reference)
            hypothesisLength += Double(h.count)
            referenceLength += Double(r.count)
            for n in 1...4 {
                let hc = wordNGrams(h, n), rc = wordNGrams(r, n)
                totals[n - 1] += Double(max(0, h.count - n + 1))
                for (gram, count) in hc { matches[n - 1] += Double(min(count, rc[gram] ?? 0)) }
            }
        }
        guard matches.contains(where: { $0 > 0 }) else { return 0 }
        let brevity = hypothesisLength < referenceLength ? (hypothesisLength > 0 ? exp(1 - referenceLength / hypothesisLength) : 0) : 1
        // sacrebleu's default 'exp' smoothing (mteval-v13a): the k-th zero precision becomes 1 / (2^k · total).
        var smoothing = 1.0, logSum = 0.0
        for n in 0..<4 {
            guard totals[n] > 0 else { return 0 }
            if matches[n] == 0 {
                smoothing *= 2
                logSum += log(1 / (smoothing * totals[n]))
            } else {
                logSum += log(matches[n] / totals[n])
            }
        }
        return 100 * brevity * exp(logSum / 4)
    }

    private static func wordNGrams(_ words: [String], _ n: Int) -> [String: Int] {
        guard words.count >= n else { return [:] }
        var counts: [String: Int] = [:]
        for start in 0...(words.count - n) { counts[words[start..<start + n].joined(separator: " "), default: 0] += 1 }
        return counts
    }

    /// The regular expressions of sacrebleu's `TokenizerRegexp`, applied in order.
    private static let rules13a: [(NSRegularExpression, String)] = [
        (#"([\{-\~\[-\` -\&\(-\+\:-\@\/])"#, " $1 "),
        (#"([^0-9])([\.,])"#, "$1 $2 "),
        (#"([\.,])([^0-9])"#, " $1 $2"),
        (#"([0-9])(-)"#, "$1 $2 "),
    ].compactMap { pattern, template in
        (try? NSRegularExpression(pattern: pattern)).map { ($0, template) }
    }

    /// The 13a tokenization of mteval-v13a.pl as sacrebleu implements it.
    static func tokenize13a(_ line: String) -> [String] {
        var text = line.replacingOccurrences(of: "<skipped>", with: "")
            .replacingOccurrences(of: "-\n", with: "").replacingOccurrences(of: "\n", with: " ")
        if text.contains("&") {
            text = text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        }
        text = " " + text + " "
        for (expression, template) in rules13a {
            text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
        }
        return text.split(whereSeparator: { $0 == " " || $0.isWhitespace }).map(String.init)
    }
}
