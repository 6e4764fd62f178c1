/// East Slavic obscene words ("мат": хуй, нахуй, пизда, блядь, ебать and their forms) are shared by
/// Russian and Ukrainian chat alike, so they say "Cyrillic", not which language. The training lists
/// disagree: wordfreq's Ukrainian list, drawn mostly from social media, ranks "нахуй" 2,378th (Russian:
/// 11,239th), so its n-grams learnt mat as Ukrainian and "иди нахуй" came out Ukrainian (0.93) although
/// "иди" is Russian (Ukrainian "іди"). ``withoutSwearWords(_:)`` drops such words before identification
/// when another word remains, as ``ProperNames`` drops names; a text of them alone is left as it is.
///
/// The patterns are written by us (the smart-reply authors) from the common roots: a word containing
/// хуй/хуе/хуё/хуя/хую/хуи or пизд, or starting with бля, еб, ёб, or a verb prefix (за, на, у, вы, по,
/// до, про, съ, отъ, разъ) followed by еб/ёб ("заебал", "уебан"). Ordinary words with these letters
/// ("художник", "хуже", "тебе", "хлеба", "небо") do not match, nor do the forms of "страховать"
/// (to insure: "страхую", "застрахуй"), which hold "хую"/"хуй", or "бляшка" (Ukrainian "бляшанка", a tin).
enum SharedSwearWords {
    /// Prefixes after which "еб"/"ёб" starts the obscene root.
    private static let prefixes = ["", "за", "на", "у", "вы", "по", "до", "про", "съ", "отъ", "разъ"]

    /// Whether `word` (lower-cased letters) is an East Slavic obscene word.
    static func isSwearWord(_ word: String) -> Bool {
        if !word.contains("страху") {
            for root in ["хуй", "хуе", "хуё", "хуя", "хую", "хуи", "пизд"] where word.contains(root) { return true }
        } else if word.contains("пизд") {
            return true
        }
        if word.hasPrefix("бля") { return !word.hasPrefix("бляш") }
        return prefixes.contains { word.hasPrefix($0 + "еб") || word.hasPrefix($0 + "ёб") }
    }

    /// `text` without its obscene words, or `nil` when it has none or no other word with letters would remain.
    /// - Complexity: O(n) in the length of the text; a text without a Cyrillic "ху", "пизд", "бл" or
    ///   "еб"/"ёб" is rejected in one allocation-free scan (``mayHoldSwearWord(_:)``).
    static func withoutSwearWords(_ text: String) -> String? {
        withoutSwearWords(text, mayHoldSwearWord: mayHoldSwearWord(text))
    }

    /// ``withoutSwearWords(_:)`` given the answer of ``mayHoldSwearWord(_:)`` for `text` (``TextPreChecks`` finds it).
    static func withoutSwearWords(_ text: String, mayHoldSwearWord: Bool) -> String? {
        guard mayHoldSwearWord, dropsSwearWord(text) != false else { return nil }
        var kept: [Substring] = []
        var dropped = 0
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            let letters = String(word.filter(\.isLetter)).lowercased()
            if !letters.isEmpty && isSwearWord(letters) {
                dropped += 1
            } else {
                kept.append(word)
            }
        }
        guard dropped > 0, kept.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        return kept.joined(separator: " ")
    }

    /// Whether `text` holds one of the Cyrillic letter pairs the patterns need (ху, зд, бл, еб, ёб, either case):
    /// the quick test before ``withoutSwearWords(_:)`` splits the text. Reads UTF-8 bytes: U+0400–U+047F are
    /// two bytes D0/D1 + continuation, so text without them (all Latin-script chat) costs one byte loop.
    /// - Complexity: O(n) in the UTF-8 length, no allocation.
    static func mayHoldSwearWord(_ text: String) -> Bool {
        var previous: UInt32 = 0
        var lead: UInt32 = 0
        for byte in text.utf8 {
            if byte == 0xD0 || byte == 0xD1 {
                lead = UInt32(byte)
                continue
            }
            guard lead != 0, byte & 0xC0 == 0x80 else {
                lead = 0
                previous = 0
                continue
            }
            var value = (lead & 0x1F) << 6 | UInt32(byte & 0x3F)
            lead = 0
            if value >= 0x410 && value < 0x430 { value += 0x20 }   // А–Я → а–я
            if value == 0x401 { value = 0x451 }                     // Ё → ё
            switch (previous, value) {
            case (0x445, 0x443), (0x437, 0x434), (0x431, 0x43B), (0x435, 0x431), (0x451, 0x431): return true   // ху зд бл еб ёб
            default: break
            }
            previous = value
        }
        return false
    }

    /// The roots, the "страху" exception, "бля"/"бляш" and the prefixed "еб"/"ёб" of ``isSwearWord(_:)`` as code points.
    private static let scalarRoots = ["хуй", "хуе", "хуё", "хуя", "хую", "хуи", "пизд"].map { $0.unicodeScalars.map(\.value) }
    private static let scalarInsure = "страху".unicodeScalars.map(\.value)
    private static let scalarCunt = "пизд".unicodeScalars.map(\.value)
    private static let scalarBlya = "бля".unicodeScalars.map(\.value)
    private static let scalarBlyash = "бляш".unicodeScalars.map(\.value)
    private static let scalarFuckPrefixes = prefixes.flatMap { [($0 + "еб").unicodeScalars.map(\.value), ($0 + "ёб").unicodeScalars.map(\.value)] }

    /// Whether ``withoutSwearWords(_:)`` drops a word and keeps one with letters, decided on code points without
    /// building strings; `nil` when `text` holds a scalar other than ASCII and the Cyrillic letters U+0400–U+0481,
    /// U+048A–U+04FF. For such text every `Character` is one scalar (or CR LF) and no two scalars are canonically
    /// equivalent, so splitting at white space, keeping the letters, lower-casing and matching the patterns scalar by
    /// scalar answers as the `String` operations do. (Russian text often holds "еб", "бл", "зд" or "ху": "тебе",
    /// "было", "здесь", "хуже", so ``mayHoldSwearWord(_:)`` lets many through.)
    /// - Complexity: O(n) in the number of scalars; one temporary buffer (on the stack for short texts).
    static func dropsSwearWord(_ text: String) -> Bool? {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(1, text.utf8.count)) { letters in
            var length = 0, dropped = false, keptLetters = false
            func endWord() {
                guard length > 0 else { return }
                if isSwearWord(UnsafeBufferPointer(rebasing: letters[0..<length])) { dropped = true } else { keptLetters = true }
                length = 0
            }
            for scalar in text.unicodeScalars {
                var value = scalar.value
                if value < 0x80 {
                    if value == 0x20 || (value >= 0x09 && value <= 0x0D) {
                        endWord()
                    } else if (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A {
                        letters[length] = value | 0x20
                        length += 1
                    }
                    continue
                }
                guard value >= 0x400 && value <= 0x4FF && !(value >= 0x482 && value <= 0x489) else { return nil }
                if value >= 0x410 && value <= 0x42F { value += 0x20 } else if value < 0x410 { value += 0x50 }
                letters[length] = value   // Cyrillic letters other than А–Я, Ѐ–Џ and а–џ match no pattern either way
                length += 1
            }
            endWord()
            return dropped && keptLetters
        }
    }

    /// ``isSwearWord(_:)`` on lower-cased code points.
    private static func isSwearWord(_ word: UnsafeBufferPointer<UInt32>) -> Bool {
        func contains(_ pattern: [UInt32]) -> Bool {
            guard word.count >= pattern.count else { return false }
            for start in 0...(word.count - pattern.count) where word[start] == pattern[0] {
                var matched = 1
                while matched < pattern.count && word[start + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return true }
            }
            return false
        }
        func hasPrefix(_ pattern: [UInt32]) -> Bool {
            word.count >= pattern.count && pattern.indices.allSatisfy { word[$0] == pattern[$0] }
        }
        if !contains(scalarInsure) {
            for root in scalarRoots where contains(root) { return true }
        } else if contains(scalarCunt) {
            return true
        }
        if hasPrefix(scalarBlya) { return !hasPrefix(scalarBlyash) }
        return scalarFuckPrefixes.contains(where: hasPrefix)
    }
}
