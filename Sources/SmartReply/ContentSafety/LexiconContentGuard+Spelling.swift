/// Swear words misspelled the way they sound, in Russian and Ukrainian text.
///
/// Russian comments spell swear words as they are pronounced, on purpose: unstressed `о` as `а`
/// ("далбаёб"), `е` as `и` ("дибил", "ипанутый"), `ё` as `йо` ("йопта"), `ъ` as `ь` ("атьебись"),
/// `б` as `п` ("заипал"). The guard also reads every word of such a text as its sound skeleton
/// (``GuardSpellingSkeleton``) and matches the skeleton against `spelling-<xx>.txt`, the skeletons
/// of the `<xx>.txt` entries that no ordinary word of the language shares (made by
/// `Scripts/export_guard_spelling.py` with wordfreq's word list: "ипотека", a mortgage, reads like
/// the skeleton of "ебат*", so that entry has no skeleton).
extension LexiconContentGuard {
    /// The names of the entries of `lexicon` (a `spelling-<xx>.txt` list) that the sound skeletons of
    /// the text's words match, each with the prefix ``spellingMatchPrefix``; `allowed` and `exempt`
    /// are the flags of the text's own words (allow list; mild, negated or self-directed words).
    /// - Complexity: O(n) in the text's scalars; called only when the lists found nothing.
    func spellingMatches(in normalized: GuardNormalizedText, lexicon: GuardLexicon, allowed: [Bool], exempt: [Bool]) -> [String] {
        guard let reading = GuardSpellingSkeleton.reading(of: normalized) else { return [] }
        var ids: [Int32] = []
        lexicon.matches(in: reading, allowed: allowed, exemptWords: exempt, into: &ids)
        var names: [String] = []
        for id in ids {
            let name = Self.spellingMatchPrefix + lexicon.names[Int(id)]
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The prefix of a sound-skeleton match in ``GuardVerdict/matches`` ("sounds like: ипать").
    public static let spellingMatchPrefix = "sounds like: "
}

/// The sound skeleton of Russian and Ukrainian words, as `Scripts/export_guard_spelling.py` writes
/// it: `йо` → `и` (the normalizer has already read `ё` as `е`), `о` → `а`, `е` `э` → `и`, `б` → `п`,
/// `ъ` → `ь`; every other scalar unchanged.
enum GuardSpellingSkeleton {
    /// `text` with every word (and joined word) replaced by its skeleton, the same tokens in the same
    /// order with the same flags; nil when the text has no Cyrillic letter. A word may be its own
    /// skeleton ("ипанутый"): it is read all the same, since the skeleton list holds other spellings.
    /// - Complexity: O(n) in the text's scalars.
    static func reading(of text: GuardNormalizedText) -> GuardNormalizedText? {
        guard text.scalars.contains(where: { $0 >= 0x400 && $0 < 0x500 }) else { return nil }
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.scalars.count)
        var tokens: [GuardNormalizedText.Token] = [], joined: [GuardNormalizedText.Token] = []
        tokens.reserveCapacity(text.tokens.count)
        for token in text.tokens { tokens.append(skeleton(of: token, in: text.scalars, into: &scalars)) }
        for token in text.joinedTokens { joined.append(skeleton(of: token, in: text.scalars, into: &scalars)) }
        var reading = GuardNormalizedText()
        reading.scalars = scalars
        reading.tokens = tokens
        reading.joinedTokens = joined
        reading.joinedSources = text.joinedSources
        return reading
    }

    /// Appends the skeleton of `token` (whose scalars are in `source`) to `scalars`; the token for it.
    static func skeleton(of token: GuardNormalizedText.Token, in source: [UInt32], into scalars: inout [UInt32]) -> GuardNormalizedText.Token {
        let start = scalars.count
        var index = token.range.lowerBound
        while index < token.range.upperBound {
            let value = source[index]
            if value == 0x439, index + 1 < token.range.upperBound, source[index + 1] == 0x43E {   // йо → и
                scalars.append(0x438)
                index += 2
                continue
            }
            let mapped: UInt32
            switch value {
            case 0x43E: mapped = 0x430            // о → а
            case 0x435, 0x44D: mapped = 0x438     // е э → и
            case 0x431: mapped = 0x43F            // б → п
            case 0x44A: mapped = 0x44C            // ъ → ь
            default: mapped = value
            }
            scalars.append(mapped)
            index += 1
        }
        var copy = token
        copy.range = start..<scalars.count
        copy.hash = GuardTextNormalizer.hash(scalars[copy.range])
        return copy
    }
}
