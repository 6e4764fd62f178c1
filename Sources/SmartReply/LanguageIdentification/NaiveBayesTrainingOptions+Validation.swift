import Foundation

extension NaiveBayesTrainingOptions {
    /// Checks the ranges the options document, so a bad value fails at once, naming the option,
    /// rather than as a corrupt model when the trained bytes are loaded.
    /// - Throws: `SmartReplyError.invalidInput` naming the option and its range.
    public func validate() throws {
        func check(_ ok: Bool, _ name: String, _ value: Double, _ range: String) throws {
            guard ok else { throw SmartReplyError(.invalidInput, "NaiveBayesTrainingOptions.\(name) is \(value); it must be \(range)") }
        }
        try check(temperature.isFinite && temperature > 0, "temperature", temperature, "a finite number > 0")
        try check(smoothing.isFinite && smoothing > 0, "smoothing", smoothing, "a finite number > 0")
        try check(backOffWeight > 0 && backOffWeight <= 1, "backOffWeight", backOffWeight, "in (0, 1]")
        try check(wordWeight.isFinite && wordWeight >= 0, "wordWeight", wordWeight, "a finite number ≥ 0")
        try check(wordFloorFactor > 0 && wordFloorFactor <= 1, "wordFloorFactor", wordFloorFactor, "in (0, 1]")
        try check(pruningThreshold.isFinite && pruningThreshold >= 0, "pruningThreshold", pruningThreshold, "a finite number ≥ 0")
        if let classMass { try check(classMass.isFinite && classMass > 0, "classMass", classMass, "a finite number > 0 (or nil)") }
        guard maximumFeaturesPerClass.count == 6, maximumFeaturesPerClass.allSatisfy({ $0 >= 0 }) else {
            throw SmartReplyError(.invalidInput, "NaiveBayesTrainingOptions.maximumFeaturesPerClass is \(maximumFeaturesPerClass); it must hold 6 counts ≥ 0 (orders 0…5)")
        }
    }
}
