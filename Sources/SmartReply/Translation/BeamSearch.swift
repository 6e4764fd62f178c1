/// The stack (beam) search of ``PhraseDecoder`` over one chunk of at most 63 words.
///
/// Follows Koehn (2004) and Moses: stacks by number of source words covered;
/// hypotheses recombined on (coverage bitmask, end of the last phrase, the
/// language model's two-word state); each stack pruned to `beamSize` by score
/// plus a future-cost estimate (the best-scoring segmentation of every
/// uncovered span, precomputed by dynamic programming).
struct BeamSearch {
    let spans: [[[PhraseDecoder.SpanOption]]]
    let settings: PhraseDecoder.Settings
    let languageModel: EnglishLanguageModel?
    let startsSentence: Bool
    let endsSentence: Bool

    private struct Hypothesis {
        var coverage: UInt64
        var lastEnd: Int
        var u: UInt64
        var v: UInt64
        var score: Float
        var estimate: Float
        var parent: Int32
        var start: Int16
        var length: Int16
        var option: Int16
    }

    /// The recombination state folded into 64 bits (collisions are negligible at a few hundred hypotheses).
    @inline(__always)
    private static func recombinationKey(_ coverage: UInt64, _ lastEnd: Int, _ u: UInt64, _ v: UInt64) -> UInt64 {
        var x = coverage &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(lastEnd)
        x = (x ^ (x >> 31)) &* 0xBF58_476D_1CE4_E5B9 ^ u
        x = (x ^ (x >> 29)) &* 0x94D0_49BB_1331_11EB ^ v
        return x ^ (x >> 32)
    }

    /// One option with only plain values, so the inner loop retains nothing.
    private struct FlatOption {
        var score: Float       // translation score + phrase penalty + word penalty
        var wordStart: Int32   // into `targetWords`
        var wordCount: Int32
        var spanStart: Int16
        var spanLength: Int16
        var optionIndex: Int16
    }

    /// The best hypothesis' phrases in target order, or nil when no complete hypothesis survived.
    func run() -> [DecodedPhrase]? {
        let n = spans.count
        guard n > 0, n < 64 else { return nil }
        let full: UInt64 = (1 << UInt64(n)) - 1
        // A small direct-mapped memo of LM scores: hypotheses share contexts, so most queries repeat.
        // Sized to the chunk: a one- or two-word chunk (most of them, and every reading the romanized-input
        // reader checks) asks a few dozen scores, and zeroing 6 KB per search cost more than its lookups.
        let memoMask = n <= 2 ? 63 : n <= 6 ? 255 : 511
        var memoKeys = [UInt64](repeating: 0, count: memoMask + 1)
        var memoValues = [Float](repeating: 0, count: memoMask + 1)
        func lm(_ model: EnglishLanguageModel, _ w: UInt64, _ u: UInt64, _ v: UInt64) -> Float {
            let key = Self.recombinationKey(w, 1, u, v) | 1
            let slot = Int(truncatingIfNeeded: key) & memoMask
            if memoKeys[slot] == key { return memoValues[slot] }
            // The model's shared table of recent scores answers the n-grams of earlier messages.
            let value = model.score(w, after: u, v)
            memoKeys[slot] = key
            memoValues[slot] = value
            return value
        }

        // Flatten the options: spanOptions[start * maxLength + length - 1] is a range of `flat`.
        // (A loop, not `spans.map(\.count).max()`: the key path and the array cost more than the search of a short chunk.)
        var maxLength = 1, optionCount = 0
        for row in spans {
            maxLength = max(maxLength, row.count)
            for options in row { optionCount += options.count }
        }
        var flat: [FlatOption] = []
        flat.reserveCapacity(optionCount)
        var targetWords: [UInt64] = []
        targetWords.reserveCapacity(optionCount * 3)
        // internalTerms[i]: the weighted LM score of targetWords[i] when its two-word context is inside its option.
        var internalTerms: [Float] = []
        internalTerms.reserveCapacity(optionCount * 3)
        // Flat Int32 bounds rather than `[Range<Int>]`: an array of a generic element type looks its metadata up at run time.
        var spanOptionStarts = [Int32](repeating: 0, count: n * maxLength)
        var spanOptionEnds = [Int32](repeating: 0, count: n * maxLength)
        // Future costs: future[i * (n + 1) + j] for the span i..<j.
        var future = [Float](repeating: -.infinity, count: (n + 1) * (n + 1))
        for start in 0..<n {
            for (lengthIndex, options) in spans[start].enumerated() {
                let first = flat.count
                for (optionIndex, candidate) in options.enumerated() {
                    let option = candidate.option
                    flat.append(FlatOption(score: option.score + settings.phrasePenalty + settings.wordPenalty * Float(option.targetWords.count),
                                           wordStart: Int32(targetWords.count), wordCount: Int32(option.targetWords.count),
                                           spanStart: Int16(start), spanLength: Int16(lengthIndex + 1), optionIndex: Int16(optionIndex)))
                    targetWords.append(contentsOf: option.targetWords)
                    // From the third word on, a word's LM context lies inside the option: score it once here.
                    // The option's score on its own (for future costs) adds the same terms after its first two words.
                    var isolated = flat[flat.count - 1].score
                    if let languageModel {
                        var u: UInt64 = 0, v: UInt64 = 0
                        for (position, w) in option.targetWords.enumerated() {
                            // The memo gives languageModel.score(w, after: u, v); options of a span share words.
                            let term = settings.languageModelWeight * lm(languageModel, w, u, v)
                            internalTerms.append(position >= 2 ? term : 0)
                            isolated += term
                            (u, v) = (v, w)
                        }
                    } else {
                        internalTerms.append(contentsOf: repeatElement(0, count: option.targetWords.count))
                    }
                    let end = start + lengthIndex + 1
                    future[start * (n + 1) + end] = max(future[start * (n + 1) + end], isolated)
                }
                spanOptionStarts[start * maxLength + lengthIndex] = Int32(first)
                spanOptionEnds[start * maxLength + lengthIndex] = Int32(flat.count)
            }
        }
        if n > 1 {
            for length in 2...n {
                for start in 0...(n - length) {
                    let end = start + length
                    for middle in (start + 1)..<end {
                        future[start * (n + 1) + end] = max(future[start * (n + 1) + end],
                                                            future[start * (n + 1) + middle] + future[middle * (n + 1) + end])
                    }
                }
            }
        }
        func futureCost(_ coverage: UInt64) -> Float {
            var total: Float = 0
            var index = 0
            while index < n {
                if coverage & (1 << UInt64(index)) != 0 { index += 1; continue }
                var end = index
                while end < n && coverage & (1 << UInt64(end)) == 0 { end += 1 }
                total += future[index * (n + 1) + end]
                index = end
            }
            return total
        }

        var arena: [Hypothesis] = []
        // Room for the hypotheses of a short chunk without regrowth; a long one grows as needed.
        let expected = min(256, 32 * n)
        arena.reserveCapacity(expected)
        // The stacks as linked lists in append order (first, last, next per hypothesis), not `[[Int32]]`:
        // no array per stack, and no run-time metadata lookup for an array of arrays.
        var stackFirst = [Int32](repeating: -1, count: n + 1)
        var stackLast = [Int32](repeating: -1, count: n + 1)
        var nextInStack: [Int32] = []
        nextInStack.reserveCapacity(expected)
        var stack: [Int32] = []
        var recombination = RecombinationTable(capacity: expected)
        let startState = startsSentence ? EnglishLanguageModel.sentenceStart : 0
        arena.append(Hypothesis(coverage: 0, lastEnd: 0, u: 0, v: languageModel == nil ? 0 : startState, score: 0,
                                estimate: futureCost(0), parent: -1, start: 0, length: 0, option: 0))
        nextInStack.append(-1)
        stackFirst[0] = 0
        stackLast[0] = 0
        let lmWeight = settings.languageModelWeight
        let endMarker = EnglishLanguageModel.sentenceEnd
        for covered in 0..<n {
            stack.removeAll(keepingCapacity: true)
            var member = stackFirst[covered]
            while member >= 0 {
                stack.append(member)
                member = nextInStack[Int(member)]
            }
            if stack.count > settings.beamSize {
                stack.sort { arena[Int($0)].estimate > arena[Int($1)].estimate }
                stack.removeLast(stack.count - settings.beamSize)
            }
            for hypothesisIndex in stack {
                let hypothesis = arena[Int(hypothesisIndex)]
                var firstGap = 0
                while firstGap < n && hypothesis.coverage & (1 << UInt64(firstGap)) != 0 { firstGap += 1 }
                for start in firstGap..<n where hypothesis.coverage & (1 << UInt64(start)) == 0 {
                    if abs(start - hypothesis.lastEnd) > settings.distortionLimit { continue }
                    for lengthIndex in 0..<min(maxLength, n - start) {
                        let end = start + lengthIndex + 1
                        let mask: UInt64 = ((1 << UInt64(end)) - 1) & ~((1 << UInt64(start)) - 1)
                        if hypothesis.coverage & mask != 0 { break }
                        // A gap left behind must stay reachable within the distortion limit.
                        if start > firstGap && end - firstGap > settings.distortionLimit { break }
                        let range = Int(spanOptionStarts[start * maxLength + lengthIndex])..<Int(spanOptionEnds[start * maxLength + lengthIndex])
                        if range.isEmpty { continue }
                        let coverage = hypothesis.coverage | mask
                        let base = hypothesis.score + settings.distortionWeight * Float(abs(start - hypothesis.lastEnd))
                        let remaining = futureCost(coverage)
                        let target = covered + lengthIndex + 1
                        for flatIndex in range {
                            let option = flat[flatIndex]
                            var score = base + option.score
                            var u = hypothesis.u, v = hypothesis.v
                            if let languageModel {
                                let first = Int(option.wordStart), end = first + Int(option.wordCount)
                                var position = first
                                while position < end {
                                    let w = targetWords[position]
                                    // The same terms, added in the same order, as scoring every word here.
                                    score += position - first >= 2 ? internalTerms[position] : lmWeight * lm(languageModel, w, u, v)
                                    (u, v) = (v, w)
                                    position += 1
                                }
                                if coverage == full && endsSentence {
                                    score += lmWeight * lm(languageModel, endMarker, u, v)
                                }
                            }
                            let newHypothesis = Hypothesis(coverage: coverage, lastEnd: end, u: u, v: v, score: score,
                                                           estimate: score + remaining, parent: hypothesisIndex,
                                                           start: option.spanStart, length: option.spanLength, option: option.optionIndex)
                            let key = Self.recombinationKey(coverage, end, u, v)
                            let existing = recombination.findOrInsert(key, stack: target, index: Int32(arena.count))
                            if existing >= 0 {
                                if arena[Int(existing)].score < score { arena[Int(existing)] = newHypothesis }
                            } else {
                                let index = Int32(arena.count)
                                if stackLast[target] >= 0 { nextInStack[Int(stackLast[target])] = index } else { stackFirst[target] = index }
                                stackLast[target] = index
                                nextInStack.append(-1)
                                arena.append(newHypothesis)
                            }
                        }
                    }
                }
            }
        }
        // The first of the best-scoring complete hypotheses, as `max(by:)` over the stack in order would give.
        var best: Int32 = -1
        var member = stackFirst[n]
        while member >= 0 {
            if best < 0 || arena[Int(best)].score < arena[Int(member)].score { best = member }
            member = nextInStack[Int(member)]
        }
        guard best >= 0 else { return nil }
        var phrases: [DecodedPhrase] = []
        var index = Int(best)
        while arena[index].parent >= 0 {
            let h = arena[index]
            let candidate = spans[Int(h.start)][Int(h.length) - 1][Int(h.option)]
            phrases.append(DecodedPhrase(text: candidate.option.text, range: Int(h.start)..<Int(h.start) + Int(h.length),
                                         isUnknown: candidate.isUnknown))
            index = Int(h.parent)
        }
        return phrases.reversed()
    }
}

/// The recombination index of ``BeamSearch``: (stack, state key) → arena index,
/// in one open-addressing table (a Swift `Dictionary` per stack costs a hash
/// and an allocation per insert, which dominated small searches).
private struct RecombinationTable {
    private var keys: [UInt64]
    private var stacks: [Int32]
    private var indices: [Int32]
    private var mask: Int
    private var count = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt64](repeating: 0, count: size)
        stacks = [Int32](repeating: -1, count: size)
        indices = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    /// The arena index stored for (`key`, `stack`); when absent, stores `index` and returns −1.
    @inline(__always)
    mutating func findOrInsert(_ key: UInt64, stack: Int, index: Int32) -> Int32 {
        if (count + 1) * 2 > keys.count { grow() }
        let stack = Int32(stack)
        var slot = Int(truncatingIfNeeded: key ^ (UInt64(UInt32(bitPattern: stack)) &* 0x9E37_79B9_7F4A_7C15)) & mask
        while stacks[slot] >= 0 {
            if keys[slot] == key && stacks[slot] == stack { return indices[slot] }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        stacks[slot] = stack
        indices[slot] = index
        count += 1
        return -1
    }

    private mutating func grow() {
        let oldKeys = keys, oldStacks = stacks, oldIndices = indices
        let size = keys.count * 2
        keys = [UInt64](repeating: 0, count: size)
        stacks = [Int32](repeating: -1, count: size)
        indices = [Int32](repeating: 0, count: size)
        mask = size - 1
        count = 0
        for slot in oldKeys.indices where oldStacks[slot] >= 0 {
            _ = findOrInsert(oldKeys[slot], stack: Int(oldStacks[slot]), index: oldIndices[slot])
        }
    }
}
