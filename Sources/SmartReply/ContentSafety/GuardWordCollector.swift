/// The word-level state of one ``GuardTextNormalizer/normalize(_:)`` call: the output so far, where the
/// current word starts, the run of one-letter words and of words split only by punctuation, and what
/// separated the last word from the next.
///
/// A struct with mutating methods rather than local functions capturing the state: local functions
/// that call one another made the compiler box the captured variables and check each access to
/// them for exclusivity at run time (`swift_beginAccess` on every separator, a tenth of the
/// normalizer's time), and made every append to the output check its buffer's uniqueness anew.
struct GuardWordCollector {
    let normalizer: GuardTextNormalizer
    /// The normalized text so far. Each word is written straight into `output.scalars` from
    /// `wordStart` on and then cleaned in place (no per-word buffer).
    var output = GuardNormalizedText()
    var wordStart = 0
    /// The run of consecutive one-letter words, as indexes into `output.tokens`.
    var singleRunStart = 0, singleRunCount = 0
    /// What separates the last word from the next: whitespace (or a dropped
    /// word of digits), or only punctuation ("пи.здец", "f-ck").
    var gapHasSpace = true, gapHasPunctuation = false
    /// The run of words split only by punctuation that the last word belongs to, from its first index.
    var punctuationRunStart = 0
    /// An invisible character (zero-width space, soft hyphen) was dropped inside the current word.
    var droppedInvisible = false
    /// Where zero-width spaces or joiners cut the current word between Latin or Cyrillic letters:
    /// offsets from `wordStart` (see ``appendPieces(of:cuts:token:)``).
    var invisibleCuts: [Int] = []
    /// The punctuation of the gap was an apostrophe (`'` or `’`).
    var gapHasApostrophe = false

    init(normalizer: GuardTextNormalizer) {
        self.normalizer = normalizer
    }

    /// Adds a run of three or more one-letter words as one extra word (`f u c k` → `fuck`).
    mutating func flushSingles() {
        if singleRunCount >= 3 {
            let start = output.scalars.count
            for k in singleRunStart..<(singleRunStart + singleRunCount) {
                output.scalars.append(output.scalars[output.tokens[k].range.lowerBound])
            }
            let range = start..<output.scalars.count
            output.joinedTokens.append(.init(range: range, hash: GuardTextNormalizer.hash(output.scalars[range]),
                                             isMasked: false, hadDigitOne: false,
                                             hasLongRun: GuardTextNormalizer.hasLongRun(output.scalars[range]), isSpelledOut: true))
            output.joinedSources.append(singleRunStart..<(singleRunStart + singleRunCount))
            wordStart = output.scalars.count
        }
        singleRunCount = 0
    }

    /// Adds the last two words glued as one extra word (`пи.здец` → `пиздец`).
    mutating func glueLastTwo() {
        let first = output.tokens[output.tokens.count - 2], second = output.tokens[output.tokens.count - 1]
        // Two single letters are the business of the single-letter runs above.
        guard first.range.count + second.range.count <= 24, first.range.count > 1 || second.range.count > 1 else { return }
        let start = output.scalars.count
        // Element by element: appending a slice of the array itself copied the whole array
        // (the slice shares its buffer), which made a long "a-b-c-…" quadratic.
        for k in first.range { output.scalars.append(output.scalars[k]) }
        for k in second.range { output.scalars.append(output.scalars[k]) }
        let range = start..<output.scalars.count
        output.joinedTokens.append(.init(range: range, hash: GuardTextNormalizer.hash(output.scalars[range]),
                                         isMasked: first.isMasked || second.isMasked,
                                         hadDigitOne: first.hadDigitOne || second.hadDigitOne,
                                         hasLongRun: GuardTextNormalizer.hasLongRun(output.scalars[range])))
        output.joinedSources.append((output.tokens.count - 2)..<output.tokens.count)
    }

    /// Adds a run of three or more words split only by punctuation as one extra word
    /// (`пи-з-дец`, `х.у-йня`), unless they are all single letters (glued above).
    mutating func gluePunctuationRun(_ run: Range<Int>) {
        guard run.count >= 3, run.contains(where: { output.tokens[$0].range.count > 1 }) else { return }
        guard run.reduce(0, { $0 + output.tokens[$1].range.count }) <= 24 else { return }
        let start = output.scalars.count
        var masked = false, one = false
        for k in run {
            let token = output.tokens[k]
            for position in token.range { output.scalars.append(output.scalars[position]) }   // not a slice of itself: see glueLastTwo
            masked = masked || token.isMasked
            one = one || token.hadDigitOne
        }
        let range = start..<output.scalars.count
        output.joinedTokens.append(.init(range: range, hash: GuardTextNormalizer.hash(output.scalars[range]), isMasked: masked,
                                         hadDigitOne: one, hasLongRun: GuardTextNormalizer.hasLongRun(output.scalars[range]),
                                         isDisguised: true))
        output.joinedSources.append(run)
    }

    /// Ends the current word: cleans it into a token (or drops it) and glues the runs it ends.
    mutating func flushWord() {
        defer { droppedInvisible = false; if !invisibleCuts.isEmpty { invisibleCuts.removeAll() } }
        guard output.scalars.count > wordStart else { return }
        // The word as written, before finishToken cleans it in place, when invisible characters cut it.
        let raw = invisibleCuts.isEmpty ? [] : Array(output.scalars[wordStart...])
        // The other reading of the word, if any (see `Token.isAlternateReading`).
        var alternate: [UInt32] = []
        if var token = normalizer.finishToken(from: wordStart, in: &output.scalars, alternate: &alternate) {
            if droppedInvisible { token.isDisguised = true }
            output.tokens.append(token)
            if !alternate.isEmpty { appendAlternate(alternate, of: output.tokens.count - 1) }
            if !raw.isEmpty { appendPieces(of: raw, cuts: invisibleCuts, token: output.tokens.count - 1) }
            wordStart = output.scalars.count
            if token.range.count == 1 {
                if singleRunCount == 0 { singleRunStart = output.tokens.count - 1 }
                singleRunCount += 1
            } else {
                flushSingles()
            }
            if output.tokens.count >= 2, gapHasPunctuation, !gapHasSpace, !(gapHasApostrophe && isContraction(token)) {
                glueLastTwo()
            } else {
                if output.tokens.count >= 2, gapHasSpace, !gapHasPunctuation, isCyrillicChunkPair() { glueLastTwo() }
                if output.tokens.count - 1 - punctuationRunStart >= 3 {
                    gluePunctuationRun(punctuationRunStart..<(output.tokens.count - 1))
                }
                punctuationRunStart = output.tokens.count - 1
            }
            gapHasSpace = false
            gapHasPunctuation = false
            gapHasApostrophe = false
        } else {
            gapHasSpace = true
        }
        wordStart = output.scalars.count
    }

    /// Adds `alternate` as an extra reading of token `index`.
    mutating func appendAlternate(_ alternate: [UInt32], of index: Int) {
        let token = output.tokens[index]
        let dotless = GuardTextNormalizer.isDotlessOnlyChange(alternate, output.scalars[token.range])
        let start = output.scalars.count
        output.scalars.append(contentsOf: alternate)
        let range = start..<output.scalars.count
        // A reading with masks ("х*й" for "х@й") is matched as a masked word.
        output.joinedTokens.append(.init(range: range, hash: GuardTextNormalizer.hash(output.scalars[range]),
                                         isMasked: alternate.contains(where: GuardTextNormalizer.isMask),
                                         hadDigitOne: token.hadDigitOne, hasLongRun: GuardTextNormalizer.hasLongRun(output.scalars[range]),
                                         isDisguised: true, isAlternateReading: true, isDotlessReading: dotless))
        output.joinedSources.append(index..<(index + 1))
    }

    /// Notes an invisible character dropped from the text (``GuardTextNormalizer/isIgnorable(_:)``): the
    /// current word is disguised, and a zero-width space or joiner right after a Latin or Cyrillic letter
    /// cuts it there (not in Arabic or Indic script, where the non-joiner and joiner are spelling).
    mutating func noteInvisible(_ value: UInt32) {
        droppedInvisible = true
        guard GuardTextNormalizer.isInvisibleSpace(value), output.scalars.count > wordStart,
              let last = output.scalars.last, last < 0x500 else { return }
        let offset = output.scalars.count - wordStart
        if invisibleCuts.last != offset { invisibleCuts.append(offset) }
    }

    /// Adds each piece of `raw` (the word as written) between the `cuts` of invisible characters as an
    /// extra reading of token `index` ("you\u{200B}are\u{200B}an\u{200B}idiot" holds `idiot`), cleaned as
    /// a word of its own; pieces of one letter are left out.
    /// - Complexity: O(word length); only for words that invisible characters cut.
    mutating func appendPieces(of raw: [UInt32], cuts: [Int], token index: Int) {
        var lower = 0
        for upper in cuts + [raw.count] {
            defer { lower = upper }
            guard upper - lower >= 2 else { continue }
            let start = output.scalars.count
            output.scalars.append(contentsOf: raw[lower..<upper])
            var unused: [UInt32] = []
            guard var piece = normalizer.finishToken(from: start, in: &output.scalars, alternate: &unused) else { continue }
            piece.isDisguised = true
            piece.isAlternateReading = true
            output.joinedTokens.append(piece)
            output.joinedSources.append(index..<(index + 1))
        }
        wordStart = output.scalars.count
    }

    /// Ends the current word at a separator.
    mutating func separate(_ scalar: UInt32) {
        flushWord()
        if GuardTextNormalizer.isClausePunctuation(scalar), !output.tokens.isEmpty { output.tokens[output.tokens.count - 1].endsClause = true }
        if scalar == 0x20 || scalar == 0x09 || scalar == 0x0A || scalar == 0x0D || scalar == 0xA0 || (scalar >= 0x2000 && scalar <= 0x200A)
            || scalar == 0x3000 || scalar == 0x2028 || scalar == 0x2029 {
            gapHasSpace = true
        } else {
            gapHasPunctuation = true
            if scalar == 0x27 || scalar == 0x2019 { gapHasApostrophe = true }
        }
    }

    /// Whether `token`, after an apostrophe, is an English contraction ending (`'re`, `'ll`, `'ve`,
    /// `'d`, `'m`, `'s`): then the two words are not glued, so "who're", "he'll" and "she'll" are not read
    /// as "whore", "hell" and "shell". (`'t` still glues: "don't" → "dont".)
    func isContraction(_ token: GuardNormalizedText.Token) -> Bool {
        let scalars = output.scalars[token.range]
        switch scalars.count {
        case 1: return scalars.first == 0x64 || scalars.first == 0x6D || scalars.first == 0x73
        case 2: return scalars.elementsEqual([0x72, 0x65]) || scalars.elementsEqual([0x6C, 0x6C]) || scalars.elementsEqual([0x76, 0x65])
        default: return false
        }
    }

    /// Whether the last two words, split by a space only, are chunks of one Cyrillic word: both of
    /// two or three letters, all Cyrillic ("пи зда", "еб ать", "ху йня": a swear cut to slip past a
    /// filter). They are then also read glued, as words split by a dot are.
    func isCyrillicChunkPair() -> Bool {
        let first = output.tokens[output.tokens.count - 2], second = output.tokens[output.tokens.count - 1]
        guard (2...3).contains(first.range.count), (2...3).contains(second.range.count) else { return false }
        return output.scalars[first.range].allSatisfy(GuardTextNormalizer.isCyrillic)
            && output.scalars[second.range].allSatisfy(GuardTextNormalizer.isCyrillic)
    }

    /// Files a symbol that is a word by itself (``GuardTextNormalizer/isWordSymbol(_:)``) as a word of its own.
    mutating func symbolWord(_ value: UInt32) {
        separate(0x20)
        output.scalars.append(value)
        separate(0x20)
    }

    /// Files one scalar that is already NFKC and lower case.
    mutating func consume(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            if GuardTextNormalizer.isWordASCII(value) { output.scalars.append(value) } else { separate(value) }
            return
        }
        if GuardTextNormalizer.isIgnorable(value) { noteInvisible(value); return }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return
        case .format: noteInvisible(value); return
        case .decimalNumber:
            if let digit = properties.numericValue, (0...9).contains(digit) { output.scalars.append(0x30 + UInt32(digit)) } else { separate(value) }
        default:
            if properties.isAlphabetic { output.scalars.append(GuardTextNormalizer.foldLetter(value)) } else { separate(properties.isWhitespace ? 0x20 : value) }
        }
    }
}
