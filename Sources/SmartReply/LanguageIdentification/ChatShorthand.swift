/// English chat shorthand and interjections ("hi", "ok", "thx", "brb", "r u ok?") that the
/// character n-gram model, trained on word lists and sentences, cannot place: alone they are
/// a few letters shared by many languages, so "hi" came out Catalan, "np" Polish and "ok" `und`.
/// A text made only of these words (at most ``maximumWords``) is identified as English with
/// ``confidence``, below the orchestrator's short-message override (0.95), so "ok" inside a
/// Spanish conversation still takes the conversation's language.
///
/// Written by us (the smart-reply authors) from common English texting abbreviations; words that
/// are also ordinary words of a supported language are left out ("no", Spanish "ya" and "okey",
/// "hallo"), except where the chat sense wins alone: "bye" (chat in every language uses it) and
/// "ty" ("thank you"; also Czech/Polish/Slovak "you" and romanized Russian "ты", but a message of
/// that one word is far more often English thanks, and the pipeline can answer it). A Czech "ty"
/// inside a Czech conversation stays Czech: shorthand stays below the orchestrator's short-message
/// override, which gives a shorthand message the conversation's language.
enum ChatShorthand {
    /// The shorthand words, lower-cased, without punctuation.
    static let englishWords: Set<String> = [
        "hi", "hii", "hiii", "hiya", "heya", "ok", "okay", "k", "kk", "okk", "thx", "thnx", "tnx", "thanx", "tysm",
        "brb", "omw", "gn", "gm", "ttyl", "np", "wyd", "wbu", "hbu", "cya", "bye", "byee", "sup", "wassup", "imo", "imho",
        "btw", "pls", "plz", "gtg", "g2g", "yw", "nvm", "omg", "ikr", "ily", "xoxo", "idk", "tbh", "lol", "lmao", "rofl",
        "r", "u", "ur", "yea", "yup", "nah", "asap", "fyi", "jk", "smh", "ty",
        // A second fresh user's "hw r u" (read as romanized Ukrainian) and "wyd tmrw?" (Polish):
        "hw", "hru", "wru", "tmrw", "tmr", "rn", "lmk", "ngl", "ofc", "idc", "l8r", "gr8", "b4", "bday",
    ]

    /// The one-letter words that are shorthand alone: "u" ("you", "u?" = "and you?"). Other single
    /// letters are too little to go on ("k" is also Spanish chat's "que", "y" Spanish "and", "r" alone
    /// says nothing), so a text of them alone is left to the model.
    static let standaloneLetters: Set<String> = ["u"]

    /// At most this many words (whitespace-separated) make a shorthand text.
    static let maximumWords = 4

    /// The probability given to English for a shorthand text.
    static let confidence = 0.9

    /// Whether `text` consists only of 1…``maximumWords`` shorthand words, ignoring ASCII
    /// punctuation and anything that is not a letter (emoji, digits) around them; at least one
    /// word must be two letters or longer, or one of ``standaloneLetters`` ("u" alone is
    /// shorthand, "k" alone is too little to go on).
    /// - Complexity: O(n) in the length of the text; returns early on longer texts, and most
    ///   texts are rejected by an allocation-free scan (``cannotBeShorthand(_:)``).
    static func isEnglishShorthand(_ text: String) -> Bool {
        text.utf8.count <= 48 && !cannotBeShorthand(text) && consistsOfShorthandWords(text)
    }

    /// The word-by-word check of ``isEnglishShorthand(_:)``, without the length limit and the quick rejection.
    static func consistsOfShorthandWords(_ text: String) -> Bool {
        var words = 0
        var longest = 0
        var standalone = false
        for piece in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "," }) {
            let letters = String(piece.filter { $0.isLetter }).lowercased()
            if letters.isEmpty {
                // Emoji or punctuation alone: no word.
                continue
            }
            guard piece.allSatisfy({ $0.isASCII ? ($0.isLetter || $0.isPunctuation || $0.isNumber) : !$0.isLetter }),
                  englishWords.contains(letters) else { return false }
            words += 1
            longest = max(longest, letters.count)
            standalone = standalone || standaloneLetters.contains(letters)
            if words > maximumWords { return false }
        }
        return words > 0 && (longest >= 2 || standalone)
    }

    /// The shorthand words as ASCII bytes packed into a `UInt64` (every one is at most 8 letters).
    private static let packedWords: Set<UInt64> = Set(englishWords.map(packed))

    /// `word`'s UTF-8 bytes packed big-end first into a `UInt64` (the key both this table and
    /// ``ChatInterjections`` look words up by; only meaningful for words of at most 8 ASCII bytes).
    static func packed(_ word: String) -> UInt64 {
        word.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    /// A quick, allocation-free rejection for ``isEnglishShorthand(_:)``, which is asked about
    /// nearly every text: true when the word-by-word check would answer false too, because
    /// (1) a piece before the first non-ASCII character (split at space, tab, newline, comma) has
    /// ASCII letters that are not a shorthand word, or (2) the first non-ASCII character is a
    /// letter of a script chat is written in (``startsCharacterAsLetter(_:)``: "élan", "привет",
    /// "ok mañana"), which the word-by-word check refuses (shorthand is ASCII). False when
    /// neither holds (every piece might be shorthand, or the first non-ASCII character is an
    /// emoji, a mark or a rarer letter): the full check decides.
    /// - Complexity: O(n) in the UTF-8 length, no allocation; stops at the first non-ASCII character.
    static func cannotBeShorthand(_ text: String) -> Bool {
        var packed: UInt64 = 0
        var letters = 0
        var scalar: UInt32 = 0
        var pending = 0      // continuation bytes still to read of the first non-ASCII scalar
        for byte in text.utf8 {
            if pending > 0 {
                guard byte & 0xC0 == 0x80 else { return false }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
                pending -= 1
                if pending == 0 { return startsCharacterAsLetter(scalar) }
                continue
            }
            if byte >= 0x80 {
                switch byte {
                case 0xC2...0xDF: (scalar, pending) = (UInt32(byte & 0x1F), 1)
                case 0xE0...0xEF: (scalar, pending) = (UInt32(byte & 0x0F), 2)
                default: return false
                }
                continue
            }
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x2C {
                if letters > 0 && (letters > 8 || !packedWords.contains(packed)) { return true }
                packed = 0
                letters = 0
            } else if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A {
                packed = packed << 8 | UInt64(byte | 0x20)
                letters += 1
            }
        }
        return pending == 0 && letters > 0 && (letters > 8 || !packedWords.contains(packed))
    }

    /// Whether `value`, following an ASCII character or at the start of a text, starts a
    /// non-ASCII `Character` that is a letter. True for the letters (general category L) of the
    /// scripts chat is written in whose grapheme-break property is Other (or a Hangul syllable):
    /// after an ASCII character (never a Prepend) such a scalar starts a new grapheme cluster
    /// (UAX #29), and a `Character` is a letter when its first scalar is alphabetic.
    /// Combining marks, spacing vowel signs, kana sound marks, emoji and unlisted scripts answer false.
    static func startsCharacterAsLetter(_ value: UInt32) -> Bool {
        switch value {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F,        // Latin-1 letters, Latin Extended-A and -B
             0x391...0x3A1, 0x3A3...0x3CE,                  // Greek
             0x400...0x481, 0x48A...0x4FF,                  // Cyrillic
             0x5D0...0x5EA,                                 // Hebrew
             0x621...0x63A, 0x641...0x64A, 0x671...0x6D3,   // Arabic, Persian, Urdu
             0x905...0x939,                                 // Devanagari
             0xE01...0xE2E,                                 // Thai consonants
             0x1EA0...0x1EF9,                               // Vietnamese
             0x3041...0x3096, 0x30A1...0x30FA,              // hiragana, katakana
             0x4E00...0x9FEF,                               // CJK unified ideographs
             0xAC00...0xD7A3:                               // Hangul syllables
            return true
        default:
            return false
        }
    }
}
