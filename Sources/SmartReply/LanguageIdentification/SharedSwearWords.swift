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
        guard mayHoldSwearWord(text) else { return nil }
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
}
