import Foundation

/// The training run of ``GuardTrainingCorpus``: cross-validation folds, thresholds and held-out figures.
extension GuardTrainingCorpus {
    /// The cross-validation fold (0..<folds) of an item, by a hash of its text or of its group.
    static func fold(of item: Item, folds: Int) -> Int {
        Int(HashedLinearClassifier.mix(GuardTextNormalizer.hash((item.group ?? item.text).unicodeScalars.map(\.value)) ^ 0xAB) % UInt64(folds))
    }

    /// Trains the model on all examples and sets its thresholds from
    /// out-of-fold scores: with ``folds`` folds, each fold is scored by a model
    /// trained on the others, so every text gets a score from a model that never
    /// saw it. The global threshold keeps the out-of-fold false-positive rate of
    /// the natural clean sentences (written by us, chat lines) ≤ ``heldOutFalsePositiveRate`` (and is at least 0.5); each
    /// language with at least ``minimumHeldOutCleanPerLanguage`` clean texts and
    /// ``minimumOffensivePerLanguage`` offensive ones of ours gets
    /// its own (its rate from ``languageFalsePositiveRates``, else the same). Each
    /// threshold also keeps that rate on long texts of three held-out clean
    /// sentences (at least 2 of them flagged, as a few hundred cannot measure less).
    /// Reports out-of-fold figures per origin and language (`verbose`: also the
    /// texts scored worst).
    /// - Throws: `invalidInput` when a class is missing.
    /// - Complexity: ``folds`` + 1 training runs.
    public func train(with trainer: LogisticRegressionTrainer, verbose: Bool = false) throws -> Result {
        // Weights: written sentences count `writtenWeight` each; each list-word
        // example is matched by its host line alone as a clean example of the
        // same weight (so the host's features cancel out); the many clean lines
        // together weigh as much as the written clean sentences.
        let writtenClean = items.filter { $0.origin == .written && !$0.isOffensive }.count
        let cleanLines = max(1, items.filter { $0.origin == .cleanLine }.count)
        let cleanLineWeight = max(0.05, writtenWeight * Float(writtenClean) / Float(cleanLines))
        func weight(_ item: Item) -> Float {
            switch item.origin {
            case .written: return writtenWeight
            case .template: return templateWeight
            case .cleanLine: return cleanLineWeight
            case .listWord, .listHost: return 1
            case .embedded: return embeddedWeight
            case .allowWord: return allowWordWeight
            }
        }
        var trainer = trainer
        trainer.balancesClasses = false
        var examples: [LogisticRegressionTrainer.Example] = []
        var judged: [Bool] = [], foldOf: [Int] = []
        var long: [Int: GuardNormalizedText] = [:]
        var buffer: [Int] = []
        for item in items {
            let normalized = normalizer.normalize(item.text)
            HashedLinearClassifier.featureIndexes(of: normalized, log2Buckets: trainer.log2Buckets, into: &buffer)
            examples.append(.init(features: buffer, isPositive: item.isOffensive, weight: weight(item)))
            // Judged like the guard judges: only texts of enough words.
            judged.append(normalized.tokens.count >= LexiconContentGuard.modelMinimumWords)
            // Texts longer than a window are scored as the guard scores them: by their best window.
            if normalized.tokens.count > LexiconContentGuard.modelWindow { long[examples.count - 1] = normalized }
            foldOf.append(Self.fold(of: item, folds: folds))
        }
        var scores = [Float](repeating: 0, count: items.count)
        // A threshold set on short sentences alone need not hold for long messages
        // (tweets, comments). Per language and fold: long clean texts
        // made of three held-out clean sentences, and long offensive ones (clean, written
        // offensive, clean), scored by the model that saw none of their parts.
        var longClean: [String: [Float]] = [:], longOffensive: [String: [Float]] = [:]
        for f in 0..<folds {
            let fitted = try trainer.train(examples.indices.filter { foldOf[$0] != f }.map { examples[$0] })
            let natural = items.indices.filter { foldOf[$0] == f && (items[$0].origin == .written || items[$0].origin == .cleanLine) }
            for (code, indexes) in Dictionary(grouping: natural, by: { items[$0].language.language }) {
                let clean = indexes.filter { !items[$0].isOffensive }, offensive = indexes.filter { items[$0].isOffensive && items[$0].origin == .written }
                guard clean.count >= 9 else { continue }
                for k in 0..<min(longTextsPerFold, clean.count / 3) {
                    // Joined as sentences, as comments are written (each is also scored alone as a clause).
                    let parts = (0..<3).map { items[clean[(k * 3 + $0 * 7) % clean.count]].text }
                    longClean[code, default: []].append(fitted.windowedProbability(of: normalizer.normalize(parts.joined(separator: ". ")),
                                                                                  window: LexiconContentGuard.modelWindow))
                    guard k < offensive.count else { continue }
                    let text = [parts[0], items[offensive[k]].text, parts[1]].joined(separator: ". ")
                    longOffensive[code, default: []].append(fitted.windowedProbability(of: normalizer.normalize(text), window: LexiconContentGuard.modelWindow))
                }
            }
            for index in examples.indices where foldOf[index] == f && judged[index] {
                scores[index] = long[index].map { fitted.windowedProbability(of: $0, window: LexiconContentGuard.modelWindow) }
                    ?? fitted.probability(ofFeatures: examples[index].features)
            }
        }
        var model = try trainer.train(examples)
        let heldOut = items.indices.filter { judged[$0] }.map { (item: items[$0], p: scores[$0]) }
        /// The threshold that flags at most `rate` of `scores` (clean texts), within `floor`…0.99.
        func cut(_ scores: [Float], rate: Double, floor: Float = 0.5) -> Float {
            let sorted = scores.sorted(by: >)
            let rank = Int((Double(sorted.count) * rate).rounded(.down))
            let value = sorted.isEmpty ? 0.5 : sorted[min(sorted.count - 1, rank)]
            return min(0.99, max(floor, value + 1e-4))
        }
        // Thresholds are set on natural clean sentences only (ours and chat lines),
        // not on filled templates or list hosts, which are easier than real messages.
        let cleanHeldOut = heldOut.filter { !$0.item.isOffensive && ($0.item.origin == .written || $0.item.origin == .cleanLine) }
        model.threshold = max(cut(cleanHeldOut.map(\.p), rate: heldOutFalsePositiveRate),
                              cut(longClean.values.flatMap { $0 }, rate: max(heldOutFalsePositiveRate, 2 / Double(max(1, longClean.values.map(\.count).reduce(0, +))))))
        var languageThresholds: [String: Float] = [:]
        var ownOffensive: [String: Int] = [:]
        for item in items where item.isOffensive && (item.origin == .written || item.origin == .template) {
            ownOffensive[item.language.language, default: 0] += 1
        }
        for (code, texts) in Dictionary(grouping: cleanHeldOut, by: { $0.item.language.language })
        where texts.count >= minimumHeldOutCleanPerLanguage && ownOffensive[code, default: 0] >= minimumOffensivePerLanguage {
            // A language's own threshold may go below 0.5 when its clean texts allow it;
            // it keeps the rate both on its clean sentences and on its long clean texts.
            let rate = languageFalsePositiveRates[code] ?? heldOutFalsePositiveRate
            var value = cut(texts.map(\.p), rate: rate, floor: minimumLanguageThreshold)
            if let long = longClean[code], long.count >= minimumHeldOutCleanPerLanguage {
                // A few hundred long texts cannot measure a rate below 2 in their number.
                value = max(value, cut(long, rate: max(min(rate, longTextFalsePositiveRate), 2 / Double(long.count)),
                                       floor: minimumLanguageThreshold))
            }
            languageThresholds[code] = value
        }
        model.languageThresholds = languageThresholds
        var lines = ["trained on \(examples.count) examples; \(folds)-fold out-of-fold scores for \(heldOut.count); threshold \(String(format: "%.4f", model.threshold))",
                     "language thresholds: " + languageThresholds.sorted { $0.key < $1.key }.map { "\($0.key) \(String(format: "%.3f", $0.value))" }.joined(separator: ", ")]
        for origin in Origin.allCases {
            var counts = BinaryClassificationCounts()
            for (item, p) in heldOut where item.origin == origin {
                counts.add(predicted: p >= model.threshold(for: item.language), actual: item.isOffensive)
            }
            guard counts.total > 0 else { continue }
            lines.append("out-of-fold \(origin.rawValue): \(counts.total) rows, recall \(String(format: "%.3f", counts.recall)), FPR \(String(format: "%.3f", counts.falsePositiveRate))")
        }
        for (code, rows) in Dictionary(grouping: heldOut, by: { $0.item.language.language }).sorted(by: { $0.key < $1.key }) {
            var counts = BinaryClassificationCounts()
            for (item, p) in rows where item.origin == .written || item.origin == .cleanLine {
                counts.add(predicted: p >= model.threshold(for: item.language), actual: item.isOffensive)
            }
            guard counts.total > 0 else { continue }
            lines.append("out-of-fold \(code) (written + clean lines): \(counts.total) rows, recall \(String(format: "%.3f", counts.recall)), FPR \(String(format: "%.3f", counts.falsePositiveRate))")
        }
        for code in longClean.keys.sorted() {
            guard let language = try? LanguageTag(code) else { continue }
            let threshold = model.threshold(for: language)
            let clean = longClean[code] ?? [], offensive = longOffensive[code] ?? []
            let flagged = clean.filter { $0 >= threshold }.count, caught = offensive.filter { $0 >= threshold }.count
            lines.append("out-of-fold \(code) long (3 sentences): \(clean.count) clean, FPR \(String(format: "%.3f", Double(flagged) / Double(max(1, clean.count))))"
                         + "; \(offensive.count) with one offensive sentence, recall \(String(format: "%.3f", Double(caught) / Double(max(1, offensive.count))))")
        }
        if verbose {
            let scored = heldOut
            lines.append("highest-scoring clean texts (out of fold):")
            for entry in scored.filter({ !$0.item.isOffensive }).sorted(by: { $0.p > $1.p }).prefix(15) {
                lines.append("  \(String(format: "%.3f", entry.p))  [\(entry.item.language)] \(entry.item.text)")
            }
            lines.append("lowest-scoring written offensive texts (out of fold):")
            for entry in scored.filter({ $0.item.isOffensive && $0.item.origin == .written }).sorted(by: { $0.p < $1.p }).prefix(15) {
                lines.append("  \(String(format: "%.3f", entry.p))  [\(entry.item.language)] \(entry.item.text)")
            }
        }
        return Result(model: model, report: lines.joined(separator: "\n"))
    }
}
