/// Single-word chat interjections that, sent as a whole message, belong to one language while the
/// word-frequency lists (and so the n-grams and ``WordExceptions``) give the spelling to another
/// language where it is an ordinary content word: Spanish "vale" ("OK") is also Portuguese "vale"
/// ("is worth", "valley"), far more frequent in Portuguese running text, so "vale" alone came out
/// Portuguese and was answered "Uau!". A message that is exactly one of these words (case and
/// punctuation aside) is identified as its language with ``ChatShorthand/confidence`` (0.9), below
/// the orchestrator's short-message override (0.95): inside a conversation in the other language
/// ("vale" in a Portuguese chat) the conversation's language still wins.
///
/// Criterion for an entry: the word is a stand-alone reply word (interjection, "OK"/"come on") in its
/// language and is misidentified alone. Written by us (the smart-reply authors) from our knowledge of
/// the languages, on our own dev words (`Tests/SmartReplyTests/LanguageIdentification/ChatTextIdentificationTests.swift`).
enum ChatInterjections {
    /// Word (lower case, letters only) → language tag.
    static let languages: [String: LanguageTag] = [
        "vale": LanguageTag(validated: "es"),   // es "OK"; pt "is worth", "valley"
        "venga": LanguageTag(validated: "es"),  // es "come on", "OK then"; it "come" (subjunctive)
        "boh": LanguageTag(validated: "it"),    // it "dunno"; sk "god" (rare alone)
        // Greetings a fresh user sent alone and got no reply for (und, Catalan). Not "ja" (de/nl/sv/da/nb "yes",
        // fi "and"): as German it would also win inside a Dutch chat, where the model leaves Dutch under 1 %.
        "hallo": LanguageTag(validated: "de"),  // de/nl "hello" (either way answered "Hallo!"); was und
        "salut": LanguageTag(validated: "fr"),  // fr "hi"; ca "health", "cheers"
    ]

    /// The entries' words as ASCII bytes packed into a `UInt64` (every one is at most 8 letters).
    private static let packed: [UInt64: LanguageTag] = Dictionary(uniqueKeysWithValues: languages.map { word, tag in
        (ChatShorthand.packed(word), tag)
    })

    /// The language of `text` when it is exactly one interjection of ``languages`` (ASCII letters
    /// lower-cased; ASCII punctuation, spaces, "¡" and "¿" ignored, e.g. "¡Vale!", "Salut !"); `nil` otherwise
    /// (a second word, other white space, a digit or another non-ASCII character).
    /// - Complexity: O(1), no allocation: texts longer than 16 UTF-8 bytes are rejected without a scan.
    static func language(of text: String) -> LanguageTag? {
        guard text.utf8.count <= 16 else { return nil }
        var key: UInt64 = 0
        var letters = 0
        var afterC2 = false
        var spaceAfterLetters = false
        for byte in text.utf8 {
            if afterC2 {
                guard byte == 0xA1 || byte == 0xBF else { return nil }
                afterC2 = false
            } else if byte == 0xC2 {
                afterC2 = true
            } else if byte == 0x20 {
                // "Salut !" (French spacing): spaces around the word, never between two words.
                spaceAfterLetters = letters > 0
            } else if byte >= 0x80 || byte < 0x20 || (byte >= 0x30 && byte <= 0x39) {
                return nil
            } else if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A {
                guard !spaceAfterLetters else { return nil }
                letters += 1
                guard letters <= 8 else { return nil }
                key = key << 8 | UInt64(byte | 0x20)
            }
        }
        return letters == 0 || afterC2 ? nil : packed[key]
    }
}
