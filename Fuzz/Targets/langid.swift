// libFuzzer target: the naive-Bayes language identifier (real model) must
// never crash, and must return a well-formed answer or a documented error.
//
// Input layout: byte 0 = threshold (0…255 → 0…1.02, so values just above 1
// test the .invalidInput path), byte 1 = maximumHypotheses (0…15), byte 2 =
// bit mask of hinted languages, byte 3 = hint weight selector, byte 4 = bit
// mask of constrained languages (0 = no constraints), the rest = text.
import Foundation

private let identifier: NaiveBayesLanguageIdentifier = {
    do { return try NaiveBayesLanguageIdentifier.standard(lexicons: FuzzSupport.lexicons()) } catch {
        fatalError("fuzz: cannot load the langid model: \(error)")
    }
}()

/// Hint weights that exercise zero, tiny, huge and invalid values.
private let weights: [Double] = [0, 1e-300, 0.5, 1, 2, 1e6, 1e300, .infinity, -1, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLangID(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let languages = identifier.languages
    let b = { FuzzSupport.byte(data, size, $0) }
    let threshold = Double(b(0)) / 250
    let maximum = Int(b(1) % 16)
    func picked(_ mask: UInt8, offset: Int) -> [LanguageTag] {
        (0..<8).filter { mask & (1 << $0) != 0 }.map { languages[(offset + $0 * 7) % languages.count] }
    }
    var hints: [LanguageTag: Double] = [:]
    for (n, tag) in picked(b(2), offset: Int(b(3))).enumerated() {
        hints[tag] = weights[(Int(b(3)) + n) % weights.count]
    }
    hints[.undetermined] = b(3) & 0x80 != 0 ? 3 : nil
    let constraintMask = b(4)
    let constraints: Set<LanguageTag>? = constraintMask == 0 ? nil : Set(picked(constraintMask, offset: Int(b(1))))
    let options = LanguageIdentificationOptions(undeterminedThreshold: threshold, languageHints: hints,
                                                languageConstraints: constraints, maximumHypotheses: maximum)
    let text = FuzzSupport.text(data, size, skipping: 5)

    let valid = (0...1).contains(threshold) && maximum >= 1 && hints.values.allSatisfy { $0.isFinite && $0 >= 0 }
    do {
        let result = try identifier.identify(text, options: options)
        precondition(valid, "invalid options were accepted: \(options)")
        precondition(result.hypotheses.count <= maximum, "too many hypotheses")
        precondition(result.confidence.isFinite && (0...1.000001).contains(result.confidence), "confidence \(result.confidence)")
        var total = 0.0
        for hypothesis in result.hypotheses {
            precondition(hypothesis.probability.isFinite && hypothesis.probability >= 0, "probability \(hypothesis.probability)")
            if let constraints { precondition(constraints.contains(hypothesis.language), "hypothesis outside the constraints") }
            total += hypothesis.probability
        }
        precondition(total <= 1.000001, "hypotheses sum to \(total)")
        precondition(zip(result.hypotheses, result.hypotheses.dropFirst()).allSatisfy { $0.probability >= $1.probability },
                     "hypotheses not sorted")
    } catch let error as SmartReplyError {
        precondition(!valid && error.code == .invalidInput, "unexpected error for valid options: \(error)")
    } catch {
        preconditionFailure("undocumented error type: \(error)")
    }
    return 0
}
