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
    /// - Complexity: O(n) in the length of the text; returns early on longer texts.
    static func isEnglishShorthand(_ text: String) -> Bool {
        guard text.utf8.count <= 48, !hasOtherASCIIWord(text) else { return false }
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
    /// nearly every text: true when `text` is ASCII and one of its pieces (split at space, tab,
    /// newline, comma) has letters that are not a shorthand word, so that the full check would
    /// answer false too. False when the text is not ASCII or every piece might be shorthand.
    /// - Complexity: O(n) in the UTF-8 length, no allocation.
    static func hasOtherASCIIWord(_ text: String) -> Bool {
        var packed: UInt64 = 0
        var letters = 0
        for byte in text.utf8 {
            if byte >= 0x80 { return false }
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x2C {
                if letters > 0 && (letters > 8 || !packedWords.contains(packed)) { return true }
                packed = 0
                letters = 0
            } else if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A {
                packed = packed << 8 | UInt64(byte | 0x20)
                letters += 1
            }
        }
        return letters > 0 && (letters > 8 || !packedWords.contains(packed))
    }
}
