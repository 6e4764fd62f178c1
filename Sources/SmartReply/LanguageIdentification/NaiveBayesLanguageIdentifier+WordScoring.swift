import CPrefetch
import Foundation

/// Scoring of conditional models one whole word at a time.
///
/// Scoring is bound by memory latency: each n-gram look-up reads a line
/// somewhere in a 6 MB table (``PostingTable``), a likely cache miss.
/// Reported one feature at a time, each miss waits for the previous one. Here
/// the sink buffers the letters of a word and, at its end, (1) hashes all its
/// n-grams, (2) prefetches each one's line, (3) finds each in its line and
/// prefetches the postings kept outside it, and only then (4) scores the
/// positions in order, so that the misses of steps 2 and 3 are independent and
/// in flight together (a prefetch, unlike a load, does not hold up the
/// instructions after it until its line arrives).
/// The scores are exactly those of feature-by-feature scoring.
extension NaiveBayesLanguageIdentifier.ScoringSink {
    /// Slots per start position: order 0 (unused; slot 0 holds the whole word) and orders 1…5.
    static let slotsPerStart = 6
    /// Padded word letters (64 + 2), then keys, range starts and range ends per slot.
    static let lettersCount = NGramFeatures.maximumWordLength + 2
    static let slotCount = lettersCount * slotsPerStart
    static let scratchCapacity = lettersCount + 3 * slotCount

    /// Scores the word buffered by ``letter(_:script:)`` (all its n-grams and the
    /// word itself) and empties the buffer.
    /// - Complexity: O(letters × orders) hashes and look-ups, plus the classes
    ///   touched at each start position.
    @inline(__always)
    mutating func scoreBufferedWord() {
        guard let scratch, wordLength > 0 else { return }
        let length = wordLength
        wordLength = 0
        let count = length + 2
        let letters = scratch
        letters[0] = UInt64(NGramFeatures.boundary)
        letters[count - 1] = UInt64(NGramFeatures.boundary)
        let keys = scratch + Self.lettersCount
        let starts = keys + Self.slotCount
        let ends = starts + Self.slotCount
        let slots = Self.slotsPerStart
        let rowLimit = UInt64(NaiveBayesLanguageIdentifier.unigramRowLimit)
        let usesWords = orderMask & 1 != 0 && wordScale > 0

        // 1. Keys of every n-gram (slot start·6 + order) and of the word (slot 0).
        for start in 0..<count {
            var hash = NGramFeatures.fnvOffset
            let longest = min(NGramFeatures.maximumOrder, count - start)
            for order in 1...longest {
                hash = (hash ^ letters[start + order - 1]) &* NGramFeatures.fnvPrime
                keys[start * slots + order] = NGramFeatures.mix(hash ^ UInt64(order))
            }
        }
        if usesWords {
            var hash = NGramFeatures.wordSeed
            for index in 1..<(count - 1) { hash = (hash ^ letters[index]) &* NGramFeatures.fnvPrime }
            keys[0] = NGramFeatures.mix(hash)
            wordKey = keys[0]
        }
        // Which slots need a look-up: orders 2…5 the model has, unigrams without a precomputed row.
        @inline(__always) func needed(_ start: Int, _ order: Int) -> Bool {
            orderMask & (1 << UInt32(order)) != 0 && (order > 1 || letters[start] >= rowLimit)
        }
        // 2. The table line of every n-gram, prefetched: independent misses, all in flight at once
        // (a prefetch retires without waiting for its line). (Without a table, step 3 reads the file.)
        let probe = self.probe
        if let probe {
            for start in 0..<count {
                let longest = min(NGramFeatures.maximumOrder, count - start)
                for order in 1...longest where needed(start, order) {
                    let slot = start * slots + order
                    let line = probe.line(of: keys[slot])
                    starts[slot] = UInt64(line)
                    cprefetch_read(UnsafeRawPointer(bitPattern: line))
                }
            }
        }
        // The second stage's look-up of the word, for the first two words (see `wordException`).
        let exceptions = usesWords && counters[25] < 2 ? model.exceptions : nil
        if usesWords {
            let line = probe?.line(of: keys[0]) ?? 0
            starts[0] = UInt64(line)
            cprefetch_read(UnsafeRawPointer(bitPattern: line))
            if let exceptions { cprefetch_read(exceptions.bucketAddress(of: keys[0])) }
        }
        // 3. Postings: address into `starts`, count into `ends`.
        @inline(__always) func find(_ slot: Int) {
            let line = UInt(starts[slot])
            var found = (address: UnsafeRawPointer?.none, count: 0, ask: true)
            if let probe { found = probe.postings(of: keys[slot], in: line) }
            if found.ask {
                let inFile = model.lookUpInFile(keys[slot])
                found = (inFile.address, inFile.count, false)
            }
            starts[slot] = UInt64(UInt(bitPattern: found.address))
            ends[slot] = UInt64(found.count)
            // Postings outside the line (spilled or in the file) are prefetched, first and last
            // byte, so that their misses overlap each other and the finds that follow.
            if let address = found.address, UInt(bitPattern: address) &- line >= UInt(PostingTable.lineSize) {
                cprefetch_read(address)
                cprefetch_read(address + max(0, 2 &* found.count &- 1))
            }
        }
        for start in 0..<count {
            let longest = min(NGramFeatures.maximumOrder, count - start)
            for order in 1...longest where needed(start, order) {
                find(start * slots + order)
            }
        }
        // The word's exception entries: their bucket was prefetched in step 2; the entries are
        // prefetched here and read after the scoring (step 5).
        var exceptionRange = (start: 0, end: 0)
        if usesWords {
            find(0)
            if let exceptions {
                exceptionRange = exceptions.entryRange(of: keys[0])
                cprefetch_read(exceptions.entryAddress(exceptionRange.start))
            }
        }
        counters[27] += count
        if model.isDeltaEncoded {
            // The unigram back-off penalties scoreDeltaPositions leaves out: L(L − 1)/2 per position.
            let full = max(0, count - NGramFeatures.maximumOrder + 1)
            var triangle = full * NGramFeatures.maximumOrder * (NGramFeatures.maximumOrder - 1) / 2
            for longest in 1..<min(count + 1, NGramFeatures.maximumOrder) { triangle += longest * (longest - 1) / 2 }
            counters[28] += triangle
            // Every letter so far in one script with a class list: only its classes need the dense loops.
            var restriction: (classes: UnsafePointer<Int32>, count: Int)? = nil
            if scriptsSeen & restrictable != 0 && scriptsSeen & (scriptsSeen &- 1) == 0 {
                let script = scriptsSeen.trailingZeroBitCount
                let first = Int(scriptClassStarts[script])
                restriction = (scriptClasses + first, Int(scriptClassStarts[script + 1]) - first)
                restrictedWords += 1
            }
            scoreDeltaPositions(count: count, keys: keys, restriction: restriction)
        } else {
            scoreBackOffPositions(count: count, keys: keys)
        }
        if usesWords && ends[0] > 0, let address = UnsafeRawPointer(bitPattern: UInt(starts[0])) {
            // A word no class knows carries no evidence; a known one scores λ·log P(word)
            // in the classes that kept it and the floor (added once per found word) elsewhere.
            for slot in 0..<Int(ends[0]) {
                let entry = NaiveBayesModel.posting(address, slot)
                let cls = Int(entry >> 8)
                if cls < classCount {
                    let added = wordScale * dequantized[Int(entry & 0xFF)] - wordFloors[cls]
                    scores[cls] += added
                    wordScores[cls] += added
                }
            }
            counters[0] += 1
        }
        // 5. The second stage's class of the word (see `wordException`).
        if usesWords { wordException = exceptions?.exceptionClass(of: keys[0], start: exceptionRange.start, end: exceptionRange.end) }
    }

    /// Phase 4 for delta-encoded models (``NaiveBayesModel/isDeltaEncoded``): a position
    /// whose longest n-gram has order L adds L × its unigram row, then (L − n + 1) × d for
    /// every posting of its n-grams of orders n ≥ 2: one multiply-add per posting, no
    /// per-class back-off state. (The back-off penalties of the unigram, the same for
    /// every class, are left out.) With a `restriction` (a script's class list, see
    /// `NaiveBayesLanguageIdentifier+ScriptRestriction.swift`), the per-class rows and floors
    /// go to those classes only; postings are added to whichever class they name.
    @inline(__always)
    private func scoreDeltaPositions(count: Int, keys: UnsafeMutablePointer<UInt64>,
                                     restriction: (classes: UnsafePointer<Int32>, count: Int)?) {
        guard let scratch else { return }
        let letters = scratch
        let starts = keys + Self.slotCount
        let ends = starts + Self.slotCount
        let slots = Self.slotsPerStart
        let rowLimit = UInt64(NaiveBayesLanguageIdentifier.unigramRowLimit)
        let scores = scores, dequantized = dequantized, weightedDequantized = weightedDequantized
        let floors = floors, classCount = classCount
        for start in 0..<count {
            let longest = min(NGramFeatures.maximumOrder, count - start)
            if orderMask & 0b10 != 0 {
                let times = Double(longest)
                if letters[start] < rowLimit {
                    let row = unigramRows + Int(letters[start]) &* classCount
                    if let restriction {
                        for index in 0..<restriction.count {
                            let cls = Int(restriction.classes[index])
                            scores[cls] += times * Double(row[cls])
                        }
                    } else {
                        for cls in 0..<classCount { scores[cls] += times * Double(row[cls]) }
                    }
                } else {
                    if let restriction {
                        for index in 0..<restriction.count {
                            let cls = Int(restriction.classes[index])
                            scores[cls] += times * floors[cls]
                        }
                    } else {
                        for cls in 0..<classCount { scores[cls] += times * floors[cls] }
                    }
                    let slot = start * slots + 1
                    guard let address = UnsafeRawPointer(bitPattern: UInt(starts[slot])) else { continue }
                    for index in 0..<Int(ends[slot]) {
                        let entry = NaiveBayesModel.posting(address, index)
                        let cls = Int(entry >> 8)
                        if cls < classCount { scores[cls] += times * (dequantized[Int(entry & 0xFF)] - floors[cls]) }
                    }
                }
            }
            guard longest >= 2 else { continue }
            for order in 2...longest where orderMask & (1 << UInt32(order)) != 0 {
                let slot = start * slots + order
                // (longest − order + 1) × dequantized, precomputed.
                let weighted = weightedDequantized + (longest - order) &* 256
                guard let address = UnsafeRawPointer(bitPattern: UInt(starts[slot])) else { continue }
                Self.addPostings(address, count: Int(ends[slot]), values: weighted, to: scores, classCount: classCount)
            }
        }
    }

    /// Adds `values[q]` to `scores[class]` for each of the `count` postings at `address`, in order (the
    /// same additions in the same order as one posting at a time, so the sums are bit for bit the same),
    /// four postings per 8-byte load; postings of a class ≥ `classCount` (a damaged file) are skipped.
    @inline(__always)
    static func addPostings(_ address: UnsafeRawPointer, count: Int, values: UnsafePointer<Double>,
                            to scores: UnsafeMutablePointer<Double>, classCount: Int) {
        @inline(__always) func add(_ entry: UInt64) {
            let cls = Int(truncatingIfNeeded: (entry >> 8) & 0xFF)
            if cls < classCount { scores[cls] += values[Int(truncatingIfNeeded: entry & 0xFF)] }
        }
        var index = 0
        while index &+ 4 <= count {
            let four = UInt64(littleEndian: (address + 2 &* index).loadUnaligned(as: UInt64.self))
            add(four)
            add(four >> 16)
            add(four >> 32)
            add(four >> 48)
            index &+= 4
        }
        while index < count {
            add(UInt64(NaiveBayesModel.posting(address, index)))
            index &+= 1
        }
    }

    /// Phase 4 for back-off models: scores the positions in order, as
    /// feature(order:key:prefix:) and unigram(_:key:) would.
    @inline(__always)
    private mutating func scoreBackOffPositions(count: Int, keys: UnsafeMutablePointer<UInt64>) {
        guard let scratch else { return }
        let letters = scratch
        let starts = keys + Self.slotCount
        let ends = starts + Self.slotCount
        let slots = Self.slotsPerStart
        let rowLimit = UInt64(NaiveBayesLanguageIdentifier.unigramRowLimit)
        for start in 0..<count {
            let longest = min(NGramFeatures.maximumOrder, count - start)
            if orderMask & 0b10 != 0 {
                if letters[start] < rowLimit {
                    startPosition(row: unigramRows + Int(letters[start]) &* classCount)
                } else {
                    endPosition()
                    apply(order: 1, address: UnsafeRawPointer(bitPattern: UInt(starts[start * slots + 1])), count: Int(ends[start * slots + 1]))
                }
            }
            for order in 2...max(2, longest) where order <= longest && orderMask & (1 << UInt32(order)) != 0 {
                let slot = start * slots + order
                apply(order: order, address: UnsafeRawPointer(bitPattern: UInt(starts[slot])), count: Int(ends[slot]))
            }
        }
    }

    /// Starts a new position from a precomputed unigram row (settling the previous one):
    /// every class adds its value times the orders it held it, plus the back-off
    /// penalties, then takes the row's value at order 1. Four classes at a time.
    @inline(__always)
    private mutating func startPosition(row: UnsafePointer<Float>) {
        let scores = scores, value = value, setOrder = setOrder, penalty = penalty, classCount = classCount
        let through = Double(lastOrder + 1)
        var cls = 0
        if lastOrder > 0 {
            let half = SIMD4<Double>(repeating: penalty / 2)
            while cls + 4 <= classCount {
                let order = SIMD4<Double>(UnsafeRawPointer(setOrder + cls).loadUnaligned(as: SIMD4<Int>.self))
                let span = SIMD4<Double>(repeating: through) - order
                let held = UnsafeRawPointer(value + cls).loadUnaligned(as: SIMD4<Double>.self)
                let sum = UnsafeRawPointer(scores + cls).loadUnaligned(as: SIMD4<Double>.self)
                let added = span * held + half * span * (span - 1)
                UnsafeMutableRawPointer(scores + cls).storeBytes(of: sum + added, as: SIMD4<Double>.self)
                cls += 4
            }
            while cls < classCount {
                let span = through - Double(setOrder[cls])
                scores[cls] += span * value[cls] + penalty * span * (span - 1) / 2
                cls += 1
            }
        }
        for cls in 0..<classCount { value[cls] = Double(row[cls]) }
        setOrder.update(repeating: 1, count: classCount)
        lastOrder = 1
    }

    /// Applies the postings of one n-gram of `order` at the current position.
    @inline(__always)
    private mutating func apply(order: Int, address: UnsafeRawPointer?, count: Int) {
        lastOrder = order
        guard let address else { return }
        // Local copies: stores through the pointers could otherwise alias `self` and force reloads.
        let scores = scores, value = value, setOrder = setOrder, penalty = penalty, classCount = classCount
        let dequantized = dequantized
        for slot in 0..<count {
            let entry = NaiveBayesModel.posting(address, slot)
            let cls = Int(entry >> 8)
            guard cls < classCount else { continue }
            Self.backOff(cls, order: order, to: dequantized[Int(entry & 0xFF)], scores: scores, value: value, setOrder: setOrder, penalty: penalty)
        }
    }
}
