/// English chat shorthand and interjections ("hi", "ok", "thx", "brb", "r u ok?") that the
/// character n-gram model, trained on word lists and sentences, cannot place: alone they are
/// a few letters shared by many languages, so "hi" came out Catalan, "np" Polish and "ok" `und`.
/// A text made only of these words (at most ``maximumWords``) is identified as English with
/// ``confidence``, below the orchestrator's short-message override (0.95), so "ok" inside a
/// Spanish conversation still takes the conversation's language.
///
/// Written by us (the smart-reply authors) from common English texting abbreviations; words that
/// are also ordinary words of a supported language are left out ("no", "ty" = Polish/Czech
/// "you" and romanized Russian "ты", Spanish "ya" and "okey", "hallo"; "bye" is kept: chat in every language uses it).
enum ChatShorthand {
    /// The shorthand words, lower-cased, without punctuation.
    static let englishWords: Set<String> = [
        "hi", "hii", "hiii", "hiya", "heya", "ok", "okay", "k", "kk", "okk", "thx", "thnx", "tnx", "thanx", "tysm",
        "brb", "omw", "gn", "gm", "ttyl", "np", "wyd", "wbu", "hbu", "cya", "bye", "byee", "sup", "wassup", "imo", "imho",
        "btw", "pls", "plz", "gtg", "g2g", "yw", "nvm", "omg", "ikr", "ily", "xoxo", "idk", "tbh", "lol", "lmao", "rofl",
        "r", "u", "ur", "yea", "yup", "nah", "asap", "fyi", "jk", "smh",
    ]

    /// At most this many words (whitespace-separated) make a shorthand text.
    static let maximumWords = 4

    /// The probability given to English for a shorthand text.
    static let confidence = 0.9

    /// Whether `text` consists only of 1…``maximumWords`` shorthand words, ignoring ASCII
    /// punctuation and anything that is not a letter (emoji, digits) around them; at least one
    /// word must be two letters or longer ("u" or "k" alone is too little to go on).
    /// - Complexity: O(n) in the length of the text; returns early on longer texts.
    static func isEnglishShorthand(_ text: String) -> Bool {
        guard text.utf8.count <= 48 else { return false }
        var words = 0
        var longest = 0
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
            if words > maximumWords { return false }
        }
        return words > 0 && longest >= 2
    }
}
