/// Splits decoded English text into pieces that end at `.`, `!`, `?` or a newline
/// (and optionally a comma), each keeping its end mark and the spaces before it,
/// and joins the transformed pieces: the shared loop of the post-decoding repairs
/// (``AdverbPlacement``, ``ArticleInsertion``, ``EnglishQuestionForm``, ``VerbSecondOrder``).
enum SentencePieces {
    /// `text` with `transform` applied to each piece (the last one too, even when empty).
    /// - Complexity: O(n) in the text's length plus the transforms.
    static func map(_ text: String, splittingAtCommas: Bool, _ transform: (String) -> String) -> String {
        var result = ""
        var piece = ""
        for character in text {
            piece.append(character)
            if character == "?" || character == "." || character == "!" || character == "\n" || (splittingAtCommas && character == ",") {
                result += transform(piece)
                piece = ""
            }
        }
        result += transform(piece)
        return result
    }
}
