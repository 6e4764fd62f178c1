import Foundation

/// The per-character tables of ``GuardTextNormalizer``: which scalars are word
/// characters, separators or invisible, accent folding, the TS #39 confusables
/// and leetspeak.
extension GuardTextNormalizer {
    // MARK: - Per-character tables

    @inline(__always)
    static func isWordASCII(_ value: UInt32) -> Bool {
        (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
            || value == 0x40 || value == 0x24 || value == 0x21 || value == 0x7C || value == 0x2A || value == 0x23
    }

    @inline(__always)
    static func isLetterASCII(_ value: UInt32) -> Bool { value >= 0x61 && value <= 0x7A }

    /// Emoji that laugh: face with tears of joy `😂`, rolling on the floor `🤣`, grinning squinting `😆`,
    /// cat with tears of joy `😹`, and the skull `💀` ("I'm dead", said of a joke).
    @inline(__always)
    static func isLaughingEmoji(_ value: UInt32) -> Bool {
        value == 0x1F602 || value == 0x1F923 || value == 0x1F606 || value == 0x1F639 || value == 0x1F480
    }

    /// The euro sign `€`, read as the letter `e` (`е` in a Cyrillic word) inside a word ("€бать").
    static let euroSign: UInt32 = 0x20AC

    /// Invisible characters that cut a word in two where a space would stand (zero-width space,
    /// non-joiner, joiner, word joiner, BOM): "fuck\u{200B}you". Soft hyphens and variation selectors are not
    /// among them (a hyphenated web text has soft hyphens inside innocent words: "cock\u{00AD}tail").
    @inline(__always)
    static func isInvisibleSpace(_ value: UInt32) -> Bool {
        (value >= 0x200B && value <= 0x200D) || value == 0x2060 || value == 0xFEFF
    }

    /// Punctuation, symbols and emoji that no normalization turns into a letter
    /// or digit: Latin-1 punctuation, General Punctuation, arrows, box drawing,
    /// dingbats, emoji. (Enclosed alphanumerics such as `ⓕ` are not included:
    /// NFKC maps them to letters.)
    @inline(__always)
    static func isPlainSeparator(_ value: UInt32) -> Bool {
        (value >= 0x80 && value <= 0xBF && value != 0xAA && value != 0xB2 && value != 0xB3 && value != 0xB5 && value != 0xB9 && value != 0xBA && value != 0xBC && value != 0xBD && value != 0xBE)
            || (value >= 0x2000 && value <= 0x200A) || (value >= 0x2010 && value <= 0x2027) || (value >= 0x2030 && value <= 0x205E)
            || (value >= 0x2190 && value <= 0x245F) || (value >= 0x2500 && value <= 0x2BFF)
            || (value >= 0x3000 && value <= 0x3003) || (value >= 0x1F300 && value <= 0x1FAFF)
    }

    /// Symbols that say a word by themselves and are kept as a one-scalar word (see
    /// ``normalize(_:)``): the middle-finger emoji U+1F595 `🖕` (an obscene gesture; `und.txt`
    /// lists it). Its skin-tone modifiers (U+1F3FB…U+1F3FF) separate words like other emoji.
    @inline(__always)
    static func isWordSymbol(_ value: UInt32) -> Bool {
        value == 0x1F595
    }

    /// Zero-width characters, soft hyphen, word joiner, BOM, variation selectors.
    @inline(__always)
    static func isIgnorable(_ value: UInt32) -> Bool {
        value == 0xAD || (value >= 0x200B && value <= 0x200F) || value == 0x2060 || value == 0xFEFF
            || (value >= 0xFE00 && value <= 0xFE0F) || value == 0x34F
    }

    /// Accent-free base letters for U+00C0…U+024F (computed once with Foundation's
    /// diacritic folding), and `ё` → `е`.
    static let latinFold: [UInt32] = {
        (0xC0...0x24F).map { value -> UInt32 in
            guard let scalar = Unicode.Scalar(UInt32(value)) else { return UInt32(value) }
            let folded = String(scalar).folding(options: [.diacriticInsensitive], locale: nil).lowercased()
            let scalars = Array(folded.unicodeScalars)
            return scalars.count == 1 ? scalars[0].value : UInt32(value)
        }
    }()

    @inline(__always)
    static func foldLetter(_ value: UInt32) -> UInt32 {
        if value >= 0xC0 && value <= 0x24F { return latinFold[Int(value - 0xC0)] }
        if value == 0x451 { return 0x435 }  // ё → е
        if value == 0x456 { return 0x438 }  // Ukrainian і → и, so Russian and Ukrainian spellings meet
        return value
    }

    static func isCyrillic(_ value: UInt32) -> Bool { value >= 0x400 && value <= 0x4FF }
    static func isLatin(_ value: UInt32) -> Bool { isLetterASCII(value) || (value >= 0xC0 && value <= 0x24F) }

    /// TS #39 confusables, Cyrillic → Latin look-alikes.
    static let cyrillicToLatin: [UInt32: UInt32] = [
        0x430: 0x61, 0x435: 0x65, 0x43E: 0x6F, 0x440: 0x70, 0x441: 0x63, 0x445: 0x78, 0x443: 0x79,
        0x438: 0x69, 0x43A: 0x6B, 0x43C: 0x6D, 0x442: 0x74, 0x432: 0x62, 0x43D: 0x68, 0x455: 0x73, 0x458: 0x6A,
    ]
    /// TS #39 confusables, Latin → Cyrillic look-alikes.
    static let latinToCyrillic: [UInt32: UInt32] = {
        var table: [UInt32: UInt32] = [:]
        for (cyrillic, latin) in cyrillicToLatin { table[latin] = cyrillic }
        table[0x75] = 0x438  // u → и (handwriting look-alike, common in obfuscated Russian)
        table[0x73] = 0x441  // s → с (not Macedonian ѕ: "sука" is сука)
        table[0x6A] = 0x439  // j → й ("xyj")
        return table
    }()
    /// Latin letters without a look-alike, read by their usual transliteration
    /// when they stand inside a Cyrillic word ("пиzдец", "бlядь", "nидор").
    static let cyrillicTransliteration: [UInt32: UInt32] = [
        0x6E: 0x43F, 0x7A: 0x437, 0x64: 0x434, 0x6C: 0x43B, 0x67: 0x433, 0x66: 0x444, 0x77: 0x448, 0x76: 0x432,
    ]

    static let latinLeet: [UInt32: UInt32] = [
        0x34: 0x61, 0x33: 0x65, 0x30: 0x6F, 0x31: 0x69, 0x35: 0x73, 0x37: 0x74, 0x24: 0x73, 0x40: 0x61,
        0x21: 0x69, 0x7C: 0x6C, 0x38: 0x62, 0x39: 0x67, 0x36: 0x67,
    ]
    static let cyrillicLeet: [UInt32: UInt32] = [
        0x33: 0x437, 0x30: 0x43E, 0x34: 0x447, 0x36: 0x431, 0x40: 0x430, 0x21: 0x438, 0x39: 0x44F,
    ]

    /// The tables above as flat arrays for the hot path (0 = no mapping):
    /// ASCII → Latin leet letter, ASCII → Cyrillic leet letter, Latin a–z →
    /// Cyrillic look-alike, Cyrillic U+0400–U+045F → Latin look-alike, Latin a–z
    /// → Cyrillic transliteration (letters without a look-alike only).
    static let flatTables: (latinLeet: [UInt32], cyrillicLeet: [UInt32], latinToCyrillic: [UInt32], cyrillicToLatin: [UInt32],
                            transliteration: [UInt32]) = {
        var a = [UInt32](repeating: 0, count: 128), b = a, c = [UInt32](repeating: 0, count: 26), d = [UInt32](repeating: 0, count: 0x60)
        var e = [UInt32](repeating: 0, count: 26)
        for (k, v) in latinLeet { a[Int(k)] = v }
        for (k, v) in cyrillicLeet { b[Int(k)] = v }
        for (k, v) in latinToCyrillic where k >= 0x61 && k <= 0x7A { c[Int(k - 0x61)] = v }
        for (k, v) in cyrillicTransliteration where c[Int(k - 0x61)] == 0 { e[Int(k - 0x61)] = v }
        for (k, v) in cyrillicToLatin where k >= 0x400 && k < 0x460 { d[Int(k - 0x400)] = v }
        return (a, b, c, d, e)
    }()

    /// Whether `text` may hold a link (`://` or `www.`): one pass over its bytes.
    @inline(__always)
    static func mayHoldLink(_ text: String) -> Bool {
        var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in text.utf8 {
            if byte == 0x2F, previous.1 == 0x3A, previous.2 == 0x2F { return true }   // "://"
            if byte == 0x2E, previous == (0x77, 0x77, 0x77) { return true }           // "www."
            previous = (previous.1, previous.2, byte)
        }
        return false
    }

    /// `text` with every whitespace-separated piece that holds `://` or starts
    /// with `www.` replaced by a space (links: `https://t.co/x7Kq2Lm`).
    /// - Complexity: O(n) in the text's length; only called when ``mayHoldLink(_:)``.
    static func removingLinks(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { piece in
            piece.contains("://") || piece.lowercased().hasPrefix("www.") ? "" : String(piece)
        }.joined(separator: " ")
    }

    @inline(__always)
    static func isMask(_ value: UInt32) -> Bool { value == 0x2A || value == 0x23 }

    /// Whether `word` is digits followed by a unit or number suffix of one to three ASCII letters
    /// (``numberSuffixes``: "600k", "10kg", "5pm", "3rd"), so not a leetspeak word.
    static func isNumberWithUnit(_ word: ArraySlice<UInt32>) -> Bool {
        guard let first = word.first, first >= 0x30, first <= 0x39 else { return false }
        var key: UInt32 = 0, letters = 0
        for value in word {
            if value >= 0x30 && value <= 0x39 {
                guard letters == 0 else { return false }   // a digit after a letter: "6oo6", a leet word
            } else if isLetterASCII(value) {
                letters += 1
                guard letters <= 3 else { return false }
                key = key << 8 | value
            } else {
                return false
            }
        }
        return letters > 0 && numberSuffixes.contains(key)
    }

    /// Units and suffixes written after a number, as up to three ASCII letters packed into a `UInt32`
    /// (first letter highest): thousands, millions, ordinals, times, weights, lengths, sizes.
    static let numberSuffixes: Set<UInt32> = Set(["k", "m", "b", "x", "s", "st", "nd", "rd", "th", "am", "pm", "kg", "km",
                                                  "lb", "lbs", "oz", "mph", "kph", "hr", "hrs", "yr", "yrs", "min", "ft",
                                                  "cm", "mm", "ml", "mg", "gb", "mb", "tb", "hz", "hp", "ish"].map { suffix in
        suffix.unicodeScalars.reduce(UInt32(0)) { $0 << 8 | $1.value }
    })

    static func hasLongRun(_ scalars: ArraySlice<UInt32>) -> Bool {
        var previous: UInt32 = 0, run = 0
        for value in scalars {
            if value == previous { run += 1; if run >= 3 { return true } } else { previous = value; run = 1 }
        }
        return false
    }

    /// Punctuation that ends a clause (`. , ! ? ; :` and their full-width and ellipsis forms).
    @inline(__always)
    static func isClausePunctuation(_ value: UInt32) -> Bool {
        value == 0x2E || value == 0x2C || value == 0x3F || value == 0x3B || value == 0x3A || value == 0x21
            || value == 0x2026 || value == 0x3002 || value == 0xFF01 || value == 0xFF1F || value == 0xA1 || value == 0xBF
    }

    /// Letters of other scripts that imitate a Latin letter (Unicode TS #39 confusables, the
    /// lower-case letters that stand alone for one Latin letter): Greek, Armenian, Cyrillic
    /// beyond the basic block, and Latin IPA letters.
    static let foreignLookAlikes: [UInt32: UInt32] = [
        // Greek: α β γ ε η ι κ ν ο ρ τ υ χ ω ϲ ϝ ϳ
        0x3B1: 0x61, 0x3B2: 0x62, 0x3B3: 0x79, 0x3B5: 0x65, 0x3B7: 0x6E, 0x3B9: 0x69, 0x3BA: 0x6B, 0x3BD: 0x76,
        0x3BF: 0x6F, 0x3C1: 0x70, 0x3C4: 0x74, 0x3C5: 0x75, 0x3C7: 0x78, 0x3C9: 0x77, 0x3F2: 0x63, 0x3DD: 0x66, 0x3F3: 0x6A,
        // Armenian: ս օ հ ո ց զ
        0x57D: 0x75, 0x585: 0x6F, 0x570: 0x68, 0x578: 0x6E, 0x581: 0x67, 0x566: 0x71,
        // Cyrillic outside U+0400–U+045F: һ ԁ ԛ ԝ ӏ ү
        0x4BB: 0x68, 0x501: 0x64, 0x51B: 0x71, 0x51D: 0x77, 0x4CF: 0x6C, 0x4AF: 0x79,
        // Latin IPA: ɑ ɡ ɩ ɪ ʏ
        0x251: 0x61, 0x261: 0x67, 0x269: 0x69, 0x26A: 0x69, 0x28F: 0x79,
    ]

    /// Maps the look-alikes of ``foreignLookAlikes`` in `buffer[range]` to Latin letters when the
    /// word also holds a Latin or basic Cyrillic letter ("fυck", "ѕհit"); a word wholly in
    /// another script (a Greek word) is left alone. Returns whether it mapped anything.
    static func mapForeignLookAlikes(_ buffer: inout [UInt32], _ range: Range<Int>) -> Bool {
        var native = 0, foreign = 0
        for value in buffer[range] {
            if isLetterASCII(value) || (value >= 0x400 && value < 0x460) || (value >= 0xC0 && value <= 0x24F) { native += 1 }
            else if foreignLookAlikes[value] != nil { foreign += 1 }
        }
        guard native > 0, foreign > 0 else { return false }
        for index in range { if let latin = foreignLookAlikes[buffer[index]] { buffer[index] = latin } }
        return true
    }

    /// The word in the other script: every Latin letter as its Cyrillic look-alike and every
    /// Cyrillic letter as its Latin one (all of them have one; see `finishToken`).
    static func otherScriptReading(of word: ArraySlice<UInt32>, into reading: inout [UInt32]) {
        let tables = flatTables
        for value in word {
            if isLetterASCII(value) { reading.append(tables.latinToCyrillic[Int(value - 0x61)]) }
            else if value >= 0x400, value < 0x460, tables.cyrillicToLatin[Int(value - 0x400)] != 0 {
                reading.append(tables.cyrillicToLatin[Int(value - 0x400)])
            } else { reading.append(value) }
        }
        if reading.contains(0) { reading.removeAll() }
    }

    /// Whether `alternate` differs from `word` only by `i` where the word has dotless `ı`.
    static func isDotlessOnlyChange(_ alternate: [UInt32], _ word: ArraySlice<UInt32>) -> Bool {
        guard alternate.count == word.count else { return false }
        return zip(alternate, word).allSatisfy { $0 == $1 || ($1 == 0x131 && $0 == 0x69) }
    }
}
