import Foundation

extension NaiveBayesLanguageIdentifier {
    /// The first `maximum` hypotheses of the candidates in `buffer` (class index and value: scaled
    /// log-odds plus the hint's log-weight), most probable first, with the softmax of the values as
    /// probabilities; `buffer`'s values are overwritten with exp(value − `top`).
    /// - Parameters: `top`, the largest value in `buffer` (not empty).
    /// - Complexity: O(n) exponentials and about one comparison per candidate for a short head; O(n log n)
    ///   when `maximum` is over a quarter of the candidates.
    func rankedHypotheses(_ buffer: UnsafeMutableBufferPointer<(index: Int, value: Double)>, top: Double,
                          maximum: Int) -> [LanguageHypothesis] {
        var ranked = buffer
        var total = 0.0
        for position in ranked.indices {
            let p = exp(ranked[position].value - top)
            ranked[position].value = p
            total += p
        }
        // The first maximumHypotheses, most probable first (ties: lower class index first; a strict
        // order, so the head is the same however it is found): when few are asked for (5 by default,
        // of up to ~30 candidates of a script), the first k are sorted and each later candidate that
        // beats the k-th is inserted among them, one comparison for most.
        let before: ((index: Int, value: Double), (index: Int, value: Double)) -> Bool = {
            $0.value != $1.value ? $0.value > $1.value : $0.index < $1.index
        }
        // At most every candidate (a caller may ask for Int.max: `head * 4` must not overflow).
        let head = min(maximum, ranked.count)
        if head * 4 < ranked.count {
            ranked[0..<head].sort(by: before)
            for other in head..<ranked.count where before(ranked[other], ranked[head - 1]) {
                ranked.swapAt(other, head - 1)
                var position = head - 1
                while position > 0 && before(ranked[position], ranked[position - 1]) {
                    ranked.swapAt(position, position - 1)
                    position -= 1
                }
            }
        } else {
            ranked.sort(by: before)
        }
        return ranked.prefix(maximum).map {
            LanguageHypothesis(language: languages[$0.index], probability: min(1, $0.value / total))
        }
    }
}
