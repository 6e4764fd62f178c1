import Foundation

/// Normalizes a chat message before language identification and translation, so that text
/// that *looks* like a language is read as that language:
///
/// 1. Unicode NFKC (compatibility composition, Unicode Standard Annex #15): full-width forms
///    ("Ｈｅｌｌｏ！" → "Hello!"), ligatures ("ﬁ" → "fi"), super/subscripts and other
///    compatibility characters become the ordinary letters the model and the phrase tables know.
/// 2. Mixed-script words: a word whose letters mix Cyrillic and Latin look-alikes
///    ("Пpивeт" with Latin p and e, "hеllo" with Cyrillic е) is written in its majority script:
///    the script of the letters that have no look-alike in the other script wins (д, л, и, п…
///    or d, l, i, g…); when every letter has a look-alike, the script with more letters wins
///    (a tie is left alone). Only letters with a look-alike are changed. The look-alike pairs
///    are the Cyrillic–Latin confusables of Unicode Technical Standard #39 (confusables.txt),
///    upper and lower case, the same pairs the content guard folds (its table is kept apart:
///    it also reads handwriting look-alikes such as u → и, which are not spelling).
///
/// Written by us (the smart-reply authors).
public enum IdentificationTextNormalizer {
    /// `text` normalized as described on the type; `text` itself when it is ASCII (nothing to do).
    /// - Complexity: O(n) in the length of the text; ASCII text returns after one scan of its bytes,
    ///   and text of scalars NFKC leaves alone (``isNFKCStable(_:)``) skips Foundation's NFKC.
    public static func normalized(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        let composed = text.unicodeScalars.allSatisfy(isNFKCStable) ? text : text.precomposedStringWithCompatibilityMapping
        return unmixingScripts(composed)
    }

    /// Whether NFKC leaves `scalar` unchanged wherever it stands: it has no compatibility or canonical
    /// decomposition that NFKC would apply, combining class 0, and never composes with a scalar before
    /// it (Unicode Standard Annex #15's quick check answers Yes). Only the scalars of chat text are
    /// listed: ASCII, Latin-1 and Latin Extended-A/B letters, Cyrillic letters, the common quotes,
    /// dashes and bullets, arrows, symbols and dingbats, emoji pictographs, variation selectors and the
    /// zero-width joiner; every other scalar answers false (and goes through Foundation's NFKC). Text
    /// made only of these is its own NFKC form, so ``normalized(_:)`` need not ask Foundation.
    /// - Complexity: O(1).
    static func isNFKCStable(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0..<0x80: return true
        case 0xC0...0x24F:
            // Compatibility letters: Ĳ ĳ Ŀ ŀ ŉ ſ, the digraphs Ǆ…ǌ and Ǳ ǲ ǳ.
            return !(v == 0x132 || v == 0x133 || v == 0x13F || v == 0x140 || v == 0x149 || v == 0x17F
                     || (0x1C4...0x1CC).contains(v) || (0x1F1...0x1F3).contains(v))
        case 0x400...0x482, 0x488...0x52F: return true   // Cyrillic, without the combining titlo marks 0x483–0x487
        case 0x200D, 0x2010, 0x2012...0x2016, 0x2018...0x2023: return true   // ZWJ, dashes, quotes, daggers, bullets
        case 0x2190...0x21FF, 0x2600...0x27BF, 0x1F300...0x1FAFF, 0xFE00...0xFE0F: return true
        default: return false
        }
    }

    /// Cyrillic → Latin look-alikes (UTS #39 confusables), lower and upper case.
    static let cyrillicToLatin: [Unicode.Scalar: Unicode.Scalar] = [
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "к": "k", "м": "m", "т": "t",
        "н": "h", "в": "b", "і": "i", "ј": "j", "ѕ": "s", "һ": "h",
        "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
        "Х": "X", "У": "Y", "І": "I", "Ј": "J", "Ѕ": "S",
    ]

    /// Latin → Cyrillic look-alikes: the inverse of ``cyrillicToLatin`` (where two Cyrillic letters share
    /// a Latin look-alike, н and һ for h, the common one, н, is kept).
    static let latinToCyrillic: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (cyrillic, latin) in cyrillicToLatin where cyrillic != "һ" { table[latin] = cyrillic }
        return table
    }()

    private static func isCyrillic(_ scalar: Unicode.Scalar) -> Bool { (0x400...0x4FF).contains(scalar.value) }
    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) || (0xC0...0x24F).contains(scalar.value)
    }

    /// `text` with each word (a run of letters and combining marks) that mixes Cyrillic and Latin
    /// written in its majority script, as described on the type.
    /// - Complexity: O(n) in the number of scalars.
    static func unmixingScripts(_ text: String) -> String {
        var hasCyrillic = false, hasLatin = false
        for scalar in text.unicodeScalars {
            if isCyrillic(scalar) { hasCyrillic = true } else if isLatin(scalar) { hasLatin = true }
        }
        guard hasCyrillic && hasLatin else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = scalars
        var changed = false
        var start = 0
        while start < scalars.count {
            guard scalars[start].properties.isAlphabetic else { start += 1; continue }
            var end = start
            while end < scalars.count && (scalars[end].properties.isAlphabetic || scalars[end].properties.generalCategory == .nonspacingMark) {
                end += 1
            }
            if let target = majorityScript(scalars[start..<end]) {
                for index in start..<end {
                    let scalar = scalars[index]
                    let mapped = target == .cyrillic ? (isLatin(scalar) ? latinToCyrillic[scalar] : nil)
                                                     : (isCyrillic(scalar) ? cyrillicToLatin[scalar] : nil)
                    if let mapped { output[index] = mapped; changed = true }
                }
            }
            start = end
        }
        guard changed else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: output)
        return String(result)
    }

    private enum Script { case cyrillic, latin }

    /// The script a mixed word should be written in; `nil` when the word is not mixed or no script wins.
    private static func majorityScript(_ word: ArraySlice<Unicode.Scalar>) -> Script? {
        var cyrillic = 0, latin = 0, distinctCyrillic = 0, distinctLatin = 0
        for scalar in word {
            if isCyrillic(scalar) {
                cyrillic += 1
                if cyrillicToLatin[scalar] == nil { distinctCyrillic += 1 }
            } else if isLatin(scalar) {
                latin += 1
                if latinToCyrillic[scalar] == nil { distinctLatin += 1 }
            }
        }
        guard cyrillic > 0 && latin > 0 else { return nil }
        if distinctCyrillic != distinctLatin { return distinctCyrillic > distinctLatin ? .cyrillic : .latin }
        if cyrillic != latin { return cyrillic > latin ? .cyrillic : .latin }
        return nil
    }
}
