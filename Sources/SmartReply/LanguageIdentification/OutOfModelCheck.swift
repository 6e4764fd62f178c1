/// When a text is in no language the identifier knows: keyboard mash ("qwrtzpsdfghjkl"),
/// one letter repeated ("xxxxxxxx"). Such text used to come out as the language whose
/// n-grams happened to hurt least, with confidence near 1, because the softmax only
/// compares the candidates with each other.
///
/// Two rules. (1) Three or more letters that are all the same letter are `und`. (2) The best
/// candidate's mean log-likelihood per scored start position (natural log; at each position the
/// five n-gram orders summed, back-off penalties included, whole words left out) must reach
/// ``threshold(positions:)``; this is the likelihood test of identifiers that reject input no
/// language model explains well. It is applied to texts written wholly in Latin or Cyrillic letters
/// (the scripts many languages share, whose n-grams the model holds in depth) with at least
/// ``minimumPositions`` positions and no letter of ``UniqueLetterRules`` (such a letter marks a
/// language, and some are rare in training: wordfreq folds ß to ss, so "großartig" scores −22.6
/// in German although "grossartig" scores −8.7); a text failing it is first retried with runs of three or more
/// equal letters cut to one (chat elongation: "holaaaa", "noooo").
///
/// Calibration (2026-12-01; own data, never the evaluation files): the mean of 25,000 single-script
/// Latin/Cyrillic training texts of the export (`export_langid_corpus.py`: words drawn by frequency
/// and uniformly from each language's 30,000 most frequent, word pairs, 4–10-word lines) never fell
/// below −18.5 (0.1st percentile −16.7; median −8.7); generated nonsense (uniform random letters,
/// keyboard-row walks, consonant strings, random Cyrillic) has a median of −21 to −30 at 8–11
/// positions and −26 to −33 at 18 or more, so a limit of −20 (−18 from 18 positions, where real
/// text varies less: its minimum there was −13) rejects most nonsense and no real text we drew.
enum OutOfModelCheck {
    /// Texts of at least this many letters that are all the same letter are `und`.
    static let minimumRepeatedLetters = 3
    /// Texts with fewer scored positions (letters plus two word boundaries per word) are not
    /// checked: chat abbreviations and names carry too few positions to judge.
    static let minimumPositions = 8
    /// Positions from which ``longLimit`` applies.
    static let longPositions = 18
    /// The least mean log-likelihood per position of a text of `minimumPositions..<longPositions`.
    static let limit = -20.0
    /// The same for longer texts.
    static let longLimit = -18.0
    /// Script bits (``WritingScript/bit``) of the texts the likelihood rule applies to.
    static let checkedScripts = WritingScript.latin.bit | WritingScript.cyrillic.bit

    /// The least mean log-likelihood per position a text of `positions` scored positions must reach
    /// (−∞ below ``minimumPositions``).
    static func threshold(positions: Int) -> Double {
        positions < minimumPositions ? -Double.infinity : positions < longPositions ? limit : longLimit
    }

    /// `text` with every run of three or more equal letters cut to one, or `nil` when it has none.
    /// - Complexity: O(n) in the length of the text; a text without three equal letters in a row is
    ///   rejected without allocating (``mayHoldRun(_:)``).
    static func cuttingRuns(of text: String) -> String? {
        guard mayHoldRun(text) else { return nil }
        var result = String.UnicodeScalarView()
        var found = false
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            var end = index + 1
            let lower = scalars[index].properties.lowercaseMapping
            if scalars[index].properties.isAlphabetic {
                while end < scalars.count && scalars[end].properties.lowercaseMapping == lower { end += 1 }
            }
            if end - index >= 3 {
                found = true
                result.append(scalars[index])
            } else {
                result.append(contentsOf: scalars[index..<end])
            }
            index = end
        }
        return found ? String(result) : nil
    }

    /// Whether three scalars in a row of `text` may have equal lower-case mappings: false when
    /// ``cuttingRuns(of:)`` finds no run, so that the texts that come out `und` (each is asked) are let go
    /// without building arrays and case-mapping strings. Decided on the first scalar of each lower-case
    /// mapping, for the scalars below U+1F00 (but the few that decompose canonically to a single other
    /// scalar: ``cuttingRuns(of:)`` compares the mappings as `String`s, by canonical equivalence), CJK
    /// ideographs and Hangul syllables; any other scalar answers true (the full check decides).
    /// - Complexity: O(n) in the number of scalars, no allocation.
    static func mayHoldRun(_ text: String) -> Bool {
        var last: UInt32 = 0xFFFF_FFFF
        var repeats = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let key: UInt32
            if value < 0x80 {
                key = value >= 0x41 && value <= 0x5A ? value | 0x20 : value
            } else if value < 0x1F00 {
                switch value {
                case 0x340, 0x341, 0x343, 0x344, 0x374, 0x37E, 0x387: return true   // canonical singletons
                default: break
                }
                let entry = NGramFeatures.smallTable[Int(value)]
                key = entry & 0xC000_0000 != 0 ? entry & 0x1F_FFFF : NGramFeatures.lowercased(scalar)
            } else if (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) {
                key = value   // no case, no other scalar canonically equivalent
            } else {
                return true
            }
            repeats = key == last ? repeats + 1 : 0
            if repeats == 2 { return true }
            last = key
        }
        return false
    }
}
