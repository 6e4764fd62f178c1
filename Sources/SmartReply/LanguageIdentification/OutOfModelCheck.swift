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
    /// - Complexity: O(n) in the length of the text.
    static func cuttingRuns(of text: String) -> String? {
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
}
