/// A source text cut into chunks of words to decode and pieces to copy.
///
/// Chunks are runs of words separated only by spaces; punctuation, line
/// breaks and entities end a chunk and are copied (with the target
/// language's conventions for `¿ ¡ « »`). A capitalised word that does not
/// start a sentence and that the lexicon does not know (even by a fallback)
/// is a name: copied, not counted as a translatable word (except in German,
/// where every noun is capitalised).
struct SourceSegmentation {
    /// A piece of the text.
    enum Piece {
        /// Words to translate; sentence flags for the language model and casing.
        case chunk(words: [SourceWord], startsSentence: Bool, endsSentence: Bool)
        /// Text to copy as is.
        case copy(String)
    }

    /// The pieces, in order.
    private(set) var pieces: [Piece] = []
    /// Translatable words (not names, numbers, URLs…).
    private(set) var sourceWordCount = 0

    /// Cuts `text` for translation with `lookup` into a language whose subtag is `target`.
    init(_ text: String, lookup: PhraseLookup, target: String) {
        let tokens = Tokenizer.tokenize(text)
        var words: [SourceWord] = []
        var chunkStartsSentence = false
        var pendingSpace = ""
        var atSentenceStart = true
        var dropSpaceAfter = false
        let toEnglish = target == "en"

        func flush() {
            if !words.isEmpty {
                pieces.append(.chunk(words: words, startsSentence: chunkStartsSentence, endsSentence: false))
                words = []
            }
            if !pendingSpace.isEmpty { pieces.append(.copy(pendingSpace)); pendingSpace = "" }
        }

        for token in tokens {
            switch token.kind {
            case .whitespace:
                if dropSpaceAfter { dropSpaceAfter = false; continue }
                if words.isEmpty { pieces.append(.copy(token.text)) } else { pendingSpace += token.text }
            case .newline:
                flush()
                pieces.append(.copy(token.text))
                atSentenceStart = true
            case .punctuation:
                flush()
                dropSpaceAfter = false
                var copied = token.text
                if toEnglish {
                    if copied == "¿" || copied == "¡" { copied = "" }
                    if copied == "«" || copied == "»" || copied == "„" || (copied == "“" && lookup.table.language == "de") { copied = "\"" }
                    if token.text == "«" { dropSpaceAfter = true }
                    if token.text == "»", case .copy(let space)? = pieces.last, space.allSatisfy(\.isWhitespace), !space.contains("\n") {
                        pieces.removeLast()
                    }
                }
                // French puts a space before ? ! : ; — English does not.
                if toEnglish, "?!:;".contains(copied.first ?? " "), case .copy(let space)? = pieces.last,
                   !space.isEmpty, space.allSatisfy({ $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }) {
                    pieces.removeLast()
                }
                if !copied.isEmpty { pieces.append(.copy(copied)) }
                if token.text.unicodeScalars.contains(where: { ".!?…".unicodeScalars.contains($0) }) { atSentenceStart = true }
            case .word:
                dropSpaceAfter = false
                let parts = Self.split(token.text, lookup: lookup)
                let first = SourceWord(surface: parts[0], isSentenceInitial: atSentenceStart)
                // German capitalises every noun, so there a capital letter does not mark a name.
                let isName = first.isCapitalized && !first.isAllCaps && !atSentenceStart && parts.count == 1
                    && !Self.capitalisesNouns.contains(lookup.table.language) && !lookup.knows(first)
                if isName {
                    flush()
                    // A Russian/Ukrainian name goes into English in Latin letters ("Бостоне" → "Boston").
                    let latin = toEnglish ? CyrillicTransliteration.transliterate(token.text, language: lookup.table.language) : nil
                    pieces.append(.copy(latin ?? token.text))
                    atSentenceStart = false
                    continue
                }
                if words.isEmpty { chunkStartsSentence = atSentenceStart }
                pendingSpace = ""
                for (index, part) in parts.enumerated() {
                    words.append(SourceWord(surface: part, isSentenceInitial: atSentenceStart && index == 0))
                }
                sourceWordCount += parts.count
                atSentenceStart = false
            default:
                flush()
                dropSpaceAfter = false
                pieces.append(.copy(token.text))
                atSentenceStart = false
            }
        }
        flush()
        markSentenceEnds()
    }

    /// Languages that capitalise common nouns (German, Luxembourgish).
    static let capitalisesNouns: Set<String> = ["de", "lb"]

    /// A chunk ends a sentence when only spaces separate it from `.!?…`, a line break or the end.
    private mutating func markSentenceEnds() {
        for index in pieces.indices {
            guard case .chunk(let words, let starts, _) = pieces[index] else { continue }
            var ends = true
            for next in pieces[(index + 1)...] {
                if case .copy(let text) = next {
                    if text.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                    ends = text.contains(where: { ".!?…\n".contains($0) })
                } else {
                    ends = false
                }
                break
            }
            pieces[index] = .chunk(words: words, startsSentence: starts, endsSentence: ends)
        }
    }

    /// Splits an unknown word with an elision or hyphen into known parts:
    /// `l'ami` → `l'` `ami`, `peut-être` → `peut` `être`. Known words stay whole.
    static func split(_ word: String, lookup: PhraseLookup) -> [String] {
        // ' and - are single bytes in UTF-8; ’ (U+2019) starts with 0xE2. A byte scan is much cheaper than
        // walking Characters, and a word without these bytes has none of the three characters.
        guard word.utf8.contains(where: { $0 == 0x27 || $0 == 0x2D || $0 == 0xE2 }),
              word.contains(where: { $0 == "'" || $0 == "’" || $0 == "-" }) else { return [word] }
        if lookup.knows(SourceWord(surface: word, isSentenceInitial: false)) { return [word] }
        // An English contraction the table does not list is written out ("don't" → "do not").
        if lookup.table.direction == .fromEnglish, let expanded = EnglishContractions.expand(word, into: lookup.table.language) { return expanded }
        var parts: [String] = []
        var current = ""
        for character in word {
            if character == "'" || character == "’" {
                current.append(character)
                parts.append(current)
                current = ""
            } else if character == "-" {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts.isEmpty ? [word] : parts
    }
}
