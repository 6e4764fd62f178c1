import Foundation

/// Scoring a text's words for the classes of their script only.
///
/// Each start position of a word adds a unigram value to every class (``ScoringSink``'s delta
/// scoring: L × the letter's row, 46 multiply-adds for the committed model), whatever the word's
/// script. But a text whose letters are all in one script is answered from that script's classes
/// only: the candidates, the out-of-model check and the second stage read no other class's score
/// (without constraints; a text in several scripts is handled by `mixingScripts`, which reads the
/// others). So while the words seen so far are all in one script that few classes use (Cyrillic:
/// 5 of 46, Arabic: 3, Han: 2, Hangul and kana: 1), the dense per-class loops run over that script's class
/// list; the postings are added as before (a class outside the list keeps a partial score that
/// nothing reads). The classes in the list get the same additions in the same order, so their
/// scores, and every answer, are bit for bit those of scoring every class. When a word in another
/// script follows such words, the text is scored again with every class.
///
/// Latin (32 of 46 classes: ja, ko and zh write Latin words too) keeps the dense loop over every
/// class: it is vectorized, and an indexed loop over the 32 measured slower (2026-12-02, a harness of
/// these sources on word pairs, 9 runs each: 199,600 against 216,400 identifications per CPU-second).
extension NaiveBayesLanguageIdentifier {
    /// A script's classes are listed (and its texts restricted to them) when they are at most this
    /// share of all classes: 1 / `restrictionShare`.
    static let restrictionShare = 3

    /// Per-script class lists for ``ScoringSink/restriction``: the scripts used by at most
    /// 1 / ``restrictionShare`` of the classes (and by at least one), their classes in ascending order.
    /// - Returns: the lists one after the other (never empty: one padding entry when no script
    ///   qualifies), `WritingScript.allCases.count + 1` start offsets, and the scripts' bits.
    static func scriptClassLists(_ classesByScript: [ClassSet], classCount: Int) -> (indices: [Int32], starts: [Int32], scripts: UInt32) {
        var indices: [Int32] = [], starts: [Int32] = [0], scripts: UInt32 = 0
        for script in WritingScript.allCases {
            let classes = classesByScript[Int(script.rawValue)]
            let members = (0..<classCount).filter { classes.contains($0) }
            if !members.isEmpty && members.count * restrictionShare <= classCount {
                indices += members.map { Int32($0) }
                scripts |= script.bit
            }
            starts.append(Int32(indices.count))
        }
        return (indices.isEmpty ? [0] : indices, starts, scripts)
    }

    /// Zeroes the per-call buffers that are summed into, then reports `text` to a scoring sink.
    /// - Parameters:
    ///   - restrictable: scripts (``WritingScript/bit``) whose words may be scored for their classes
    ///     only (``restrictableScripts``, or 0 for every class).
    ///   - scores: 768 values: the scores at 0, the first word's at +128, the back-off values at +256,
    ///     the whole words' part at +512.
    ///   - counters: 32 counters (``ScoringSink/counters``), then the back-off orders (`setOrder`).
    ///   - scratch: ``ScoringSink/scratchCapacity`` words.
    /// - Returns: the sink after the text (its flags and the first word's keys).
    func scoredSink(_ text: String, options: LanguageIdentificationOptions, restrictable: UInt32,
                    scores scoreBase: UnsafeMutablePointer<Double>, counters counterBase: UnsafeMutablePointer<Int>,
                    setOrder setOrderBase: UnsafeMutablePointer<Int>, scratch: UnsafeMutablePointer<UInt64>) -> ScoringSink {
        let conditional = model.isConditional
        let classes = model.classCount
        scoreBase.initialize(repeating: 0, count: classes)
        (scoreBase + 512).initialize(repeating: 0, count: classes)
        counterBase.initialize(repeating: 0, count: 32)
        return ruleIndexHigh.withUnsafeBufferPointer { ruleIndexHigh in
          ruleIndex.withUnsafeBufferPointer { ruleIndex in
            model.dequantized.withUnsafeBufferPointer { dequantized in
                (conditional ? conditionalFloors : model.floors).withUnsafeBufferPointer { floors in
                  wordFloors.withUnsafeBufferPointer { wordFloors in
                   unigramRows.withUnsafeBufferPointer { unigramRows in
                    weightedDequantized.withUnsafeBufferPointer { weighted in
                     scriptClassIndices.withUnsafeBufferPointer { scriptClasses in
                      scriptClassStarts.withUnsafeBufferPointer { scriptClassStarts in
                        guard let ruleBase = ruleIndex.baseAddress, let dequantizedBase = dequantized.baseAddress,
                              let floorBase = floors.baseAddress, let wordFloorBase = wordFloors.baseAddress,
                              let unigramRowBase = unigramRows.baseAddress, let weightedBase = weighted.baseAddress,
                              let scriptClassBase = scriptClasses.baseAddress, let scriptStartBase = scriptClassStarts.baseAddress else {
                            preconditionFailure("non-empty buffers have base addresses")
                        }
                        var sink = ScoringSink(model: model, probe: model.table?.probe, ruleIndex: ruleBase, ruleIndexHigh: ruleIndexHigh,
                                               ruleIndexHighBase: ruleIndexHighBase, ruleSets: ruleSets,
                                               dequantized: dequantizedBase, weightedDequantized: weightedBase,
                                               floors: floorBase, wordFloors: wordFloorBase, wordScale: wordScale,
                                               unigramRows: unigramRowBase, scores: scoreBase, wordScores: scoreBase + 512,
                                               value: scoreBase + 256, setOrder: setOrderBase, counters: counterBase,
                                               classCount: classes, penalty: model.backOffPenalty, conditional: conditional,
                                               scratch: conditional ? scratch : nil, orderMask: model.featureMask & 0x3F,
                                               scriptClasses: scriptClassBase, scriptClassStarts: scriptStartBase,
                                               restrictable: model.isDeltaEncoded ? restrictable : 0,
                                               // The copy at +128 must not overlap the scores [0, classes): models may hold 255.
                                               firstWordScores: model.exceptions != nil && conditional && classes <= 128 ? scoreBase + 128 : nil)
                        // With constraints, a single-language script may leave other candidates whose scores decide.
                        sink.unscoredScripts = options.languageConstraints == nil ? singleLanguageScripts : 0
                        // The back-off state (delta-encoded models score without it).
                        if !model.isDeltaEncoded {
                            for cls in 0..<classes {
                                sink.value[cls] = conditionalFloors[cls]
                                setOrderBase[cls] = 1
                            }
                        }
                        (conditional ? NGramFeatures.lettersOnly : extractor).extract(from: text, into: &sink)
                        return sink
                      }
                     }
                    }
                   }
                  }
                }
            }
          }
        }
    }
}
