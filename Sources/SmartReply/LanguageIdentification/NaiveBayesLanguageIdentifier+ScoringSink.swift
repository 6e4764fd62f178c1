import Foundation

extension NaiveBayesLanguageIdentifier {
    /// Accumulates the n-gram scores, script counts and rule matches of a text.
    ///
    /// Conditional models score, at every start position and for every order
    /// n, the n-gram's log-probability or, when the class lacks it, the one of
    /// its longest known prefix plus the back-off penalty per order skipped.
    /// To touch only the classes that have postings, each class remembers its
    /// last value and the order it was set at, and the orders in between are
    /// added in one step (an arithmetic series) when the value changes or the
    /// position ends.
    struct ScoringSink: NGramFeatureSink {
        let model: NaiveBayesModel
        /// The look-up of `model.table` (plain values: copied without reference counting).
        let probe: PostingTable.Probe?
        let ruleIndex: UnsafePointer<Int16>
        /// Rule indices of the letters from `ruleIndexHighBase` on (see ``NaiveBayesLanguageIdentifier``).
        let ruleIndexHigh: UnsafeBufferPointer<Int16>
        let ruleIndexHighBase: UInt32
        let ruleSets: [ClassSet]
        let dequantized: UnsafePointer<Double>
        /// ``NaiveBayesLanguageIdentifier/weightedDequantized``: `dequantized` times 1…5, 256 values each.
        let weightedDequantized: UnsafePointer<Double>
        /// Per class: its floor (joint: per order, `class * 6 + order`).
        let floors: UnsafePointer<Double>
        /// Per class: the floor of whole words (order 0), scaled by `wordScale`.
        let wordFloors: UnsafePointer<Double>
        /// Factor of a whole word's log-frequency (conditional models).
        let wordScale: Double
        /// ``NaiveBayesLanguageIdentifier/unigramRows``.
        let unigramRows: UnsafePointer<Float>
        let scores: UnsafeMutablePointer<Double>
        /// Per class: the part of `scores` that whole words (order 0) added, so that the
        /// n-gram part can be told apart (``NaiveBayesLanguageIdentifier/fitsModel``).
        let wordScores: UnsafeMutablePointer<Double>
        /// Per class: the value in force at the current position (conditional models).
        let value: UnsafeMutablePointer<Double>
        /// Per class: the order `value` was set at.
        let setOrder: UnsafeMutablePointer<Int>
        /// [0..<6] features per order, [8..<21] letters per script, [24] letters, [25] words, [26] rule words,
        /// [27] scored start positions, [28] Σ L(L − 1)/2 over them (L: the position's longest order; delta-encoded models).
        let counters: UnsafeMutablePointer<Int>
        let classCount: Int
        let penalty: Double
        let conditional: Bool
        /// Conditional models: scratch space of ``scratchCapacity`` for scoring a whole
        /// word at its end (``scoreBufferedWord()``); `nil` scores each reported feature.
        let scratch: UnsafeMutablePointer<UInt64>?
        /// Bit n: the model has n-grams of order n (1…5); bit 0: whole words.
        let orderMask: UInt32
        /// ``NaiveBayesLanguageIdentifier/scriptClassIndices`` and its start offsets per script.
        let scriptClasses: UnsafePointer<Int32>
        let scriptClassStarts: UnsafePointer<Int32>
        /// Scripts (``WritingScript/bit``) whose words are scored for their own classes only while every
        /// letter so far is in that one script (``restriction``); 0: every class (constraints, back-off models).
        let restrictable: UInt32
        /// The scripts of the letters so far (``WritingScript/bit``).
        var scriptsSeen: UInt32 = 0
        /// Words scored for one script's classes only: if `scriptsSeen` ends with more than one script,
        /// the text must be scored again with every class.
        var restrictedWords = 0
        /// Letters of the current word buffered in `scratch`.
        var wordLength = 0
        /// Scripts whose words are not scored (each used by a single language: when such a
        /// script is the text's main one, that language is the only candidate; in another
        /// script's text its words say nothing about which of that script's languages it is).
        var unscoredScripts: UInt32 = 0
        /// Whether every letter of the current word is in one of ``unscoredScripts``.
        var wordIsUnscored = true
        var lastOrder = 0
        /// The whole-word key of the last word scored at its end (models with words), for ``WordExceptions``.
        var wordKey: UInt64? = nil
        /// The ``WordExceptions`` class of `wordKey` (`nil`: none, or no key), looked up while the word is
        /// scored so that its cache misses overlap the n-grams' (only for the first two words of a text,
        /// the only ones the second stage asks about).
        var wordException: Int? = nil
        /// Models with ``WordExceptions`` (and at most 128 classes): where the scores are copied when the first
        /// word ends (`classCount` values), so that a two-word text's words can be told apart; `nil` copies nothing.
        let firstWordScores: UnsafeMutablePointer<Double>?
        /// The first word's whole-word key and whether some class knew that word (set with ``firstWordScores``).
        var firstWordKey: UInt64? = nil
        /// The ``WordExceptions`` class of `firstWordKey` (set with it).
        var firstWordException: Int? = nil
        var firstWordFound = false
        /// The first letter of the text, and whether another letter differs from it (``OutOfModelCheck``).
        var firstLetter: UInt32? = nil
        var lettersDiffer = false
        var wordRule: ClassSet? = nil
        var allRules: ClassSet? = nil

        @inline(__always)
        mutating func letter(_ value: UInt32, script: WritingScript) {
            counters[8 + Int(script.rawValue)] += 1
            counters[24] += 1
            scriptsSeen |= script.bit
            if unscoredScripts & script.bit == 0 { wordIsUnscored = false }
            if let firstLetter { lettersDiffer = lettersDiffer || value != firstLetter } else { firstLetter = value }
            if let scratch, wordLength < NGramFeatures.maximumWordLength {
                scratch[1 &+ wordLength] = UInt64(value)
                wordLength &+= 1
            }
            guard value >= 0xDF else { return }
            let high = Int(truncatingIfNeeded: value &- ruleIndexHighBase)
            let position = value < 0x500 ? ruleIndex[Int(value)]
                : value >= ruleIndexHighBase && high < ruleIndexHigh.count ? ruleIndexHigh[high] : -1
            guard position >= 0 else { return }
            let set = ruleSets[Int(position)]
            wordRule = wordRule.map { $0.intersection(set) } ?? set
        }

        /// Adds the orders setOrder…through of a class's current value.
        @inline(__always)
        private func settle(_ cls: Int, through order: Int) {
            let span = Double(order + 1 - setOrder[cls])
            scores[cls] += span * value[cls] + penalty * span * (span - 1) / 2
        }

        /// Ends the current start position: settles every class, then resets to the floors.
        @inline(__always)
        mutating func endPosition() {
            guard lastOrder > 0 else { return }
            for cls in 0..<classCount {
                settle(cls, through: lastOrder)
                value[cls] = floors[cls]
                setOrder[cls] = 1
            }
            lastOrder = 0
        }

        /// Adds the evidence class `cls` carried since its last found order (the back-off
        /// chain of a class that missed orders costs `penalty` per skipped order), then
        /// records `found` at `order`. Shared by the per-feature and the batched word scoring.
        @inline(__always)
        static func backOff(_ cls: Int, order: Int, to found: Double, scores: UnsafeMutablePointer<Double>,
                            value: UnsafeMutablePointer<Double>, setOrder: UnsafeMutablePointer<Int>, penalty: Double) {
            let gap = order &- setOrder[cls]
            if gap == 1 {
                scores[cls] += value[cls]          // the usual case: found at the previous order too
            } else if gap > 1 {
                let span = Double(gap)
                scores[cls] += span * value[cls] + penalty * span * (span - 1) / 2
            }
            value[cls] = found
            setOrder[cls] = order
        }

        @inline(__always)
        mutating func feature(order: Int, key: UInt64, prefix: UInt64) {
            if order == 0 && conditional {
                // A word no class knows carries no evidence; a known one scores λ·log P(word)
                // in the classes that kept it and the floor (added once per found word) elsewhere.
                guard wordScale > 0 else { return }
                let scores = scores, wordScores = wordScores, wordFloors = wordFloors, dequantized = dequantized, wordScale = wordScale
                if model.forEachPosting(key: key, { cls, q in
                    let added = wordScale * dequantized[q] - wordFloors[cls]
                    scores[cls] += added
                    wordScores[cls] += added
                }) {
                    counters[0] += 1
                }
                return
            }
            counters[order] += 1
            guard conditional else {
                let scores = scores, floors = floors, dequantized = dequantized
                _ = model.forEachPosting(key: key) { cls, q in
                    scores[cls] += dequantized[q] - floors[cls &* NaiveBayesModel.orderSlots &+ order]
                }
                return
            }
            if order <= 1 { endPosition() }
            lastOrder = order
            let value = value, setOrder = setOrder, dequantized = dequantized, penalty = penalty
            _ = model.forEachPosting(key: key) { cls, q in
                Self.backOff(cls, order: order, to: dequantized[q], scores: scores, value: value, setOrder: setOrder, penalty: penalty)
            }
        }

        /// Conditional models: a unigram of a code point below 0x500 starts a new
        /// position from its precomputed row (its log-probability per class, or the
        /// floor), without a table look-up.
        @inline(__always)
        mutating func unigram(_ scalar: UInt32, key: UInt64) {
            guard conditional, scalar < NaiveBayesLanguageIdentifier.unigramRowLimit else {
                feature(order: 1, key: key, prefix: 0)
                return
            }
            counters[1] += 1
            let row = unigramRows + Int(scalar) &* classCount
            if lastOrder > 0 {
                for cls in 0..<classCount {
                    settle(cls, through: lastOrder)
                    value[cls] = Double(row[cls])
                    setOrder[cls] = 1
                }
            } else {
                for cls in 0..<classCount {
                    value[cls] = Double(row[cls])
                    setOrder[cls] = 1
                }
            }
            lastOrder = 1
        }

        mutating func endWord() {
            if scratch != nil {
                if wordIsUnscored {
                    wordLength = 0
                    wordKey = nil
                    wordException = nil
                } else {
                    scoreBufferedWord()
                }
            }
            wordIsUnscored = true
            if conditional { endPosition() }
            if counters[25] == 0, let firstWordScores {
                firstWordScores.update(from: scores, count: classCount)
                firstWordKey = wordKey
                firstWordException = wordException
                firstWordFound = counters[0] > 0
            }
            counters[25] += 1
            if let rule = wordRule {
                counters[26] += 1
                allRules = allRules.map { $0.intersection(rule) } ?? rule
                wordRule = nil
            }
        }
    }
}
