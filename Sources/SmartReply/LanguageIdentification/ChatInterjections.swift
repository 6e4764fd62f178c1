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
    ]

    /// The language of `text` when it is exactly one interjection of ``languages`` (letters lower-cased,
    /// anything that is not a letter ignored, e.g. "¡Vale!"); `nil` otherwise.
    /// - Complexity: O(1): texts longer than 16 UTF-8 bytes are rejected without a scan.
    static func language(of text: String) -> LanguageTag? {
        guard text.utf8.count <= 16, !text.contains(where: \.isWhitespace) else { return nil }
        let letters = String(text.filter(\.isLetter)).lowercased()
        return letters.isEmpty ? nil : languages[letters]
    }
}
