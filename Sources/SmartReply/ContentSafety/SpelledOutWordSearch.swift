import Foundation

/// Finds list words inside a sentence spelled out letter by letter
/// ("y o u a r e a n i d i o t", "you're a c u n t").
///
/// ``GuardTextNormalizer`` glues a run of single-letter words into one word
/// (`f u c k` → `fuck`), which the lists match when the run is exactly one
/// word ("A r s c h"). A run that spells several words ("youareanidiot", or
/// "acunt" where the article was spelled out too) matches nothing as a whole,
/// so this search tries the pieces of the glued run that start at its first
/// letter or end at its last, as words of their own, against the offensive
/// lists of the text's language and of English. Only runs that were spelled
/// letter by letter are searched: ordinary words are never cut into pieces.
///
/// Source: method written by us; the lists are the guard's own.
public struct SpelledOutWordSearch: Sendable {
    /// The shortest piece tried (shorter pieces hit list words by chance: "ass" in "c l a s s").
    public static let minimumPiece = 4
    /// The longest piece tried, and the longest run searched.
    public static let maximumPiece = 16, maximumRun = 64

    private let normalizer = GuardTextNormalizer()

    /// A search with the standard normalizer.
    public init() {}

    /// The offensive list entries found in pieces of the letter-by-letter runs of
    /// `normalized` (empty when it has no such run of at least ``minimumPiece`` letters).
    /// - Complexity: O(r) list checks of one short word for a run of r letters; nothing for a text without one.
    public func matches(in normalized: GuardNormalizedText, language: LanguageTag, guard contentGuard: LexiconContentGuard) -> [String] {
        var found: [String] = []
        for (index, token) in normalized.joinedTokens.enumerated() {
            let sources = normalized.joinedSources[index]
            guard sources.count > Self.minimumPiece, sources.count <= Self.maximumRun,
                  sources.allSatisfy({ normalized.tokens[$0].range.count == 1 }) else { continue }
            let letters = Array(normalized.scalars(of: token))
            let longest = min(Self.maximumPiece, letters.count - 1)
            guard longest >= Self.minimumPiece else { continue }
            for length in stride(from: longest, through: Self.minimumPiece, by: -1) {
                for piece in [letters.prefix(length), letters.suffix(length)] {
                    let word = String(String.UnicodeScalarView(piece.compactMap(Unicode.Scalar.init)))
                    let pieceText = normalizer.normalize(word)
                    for listLanguage in language.language == "en" ? [language] : [language, .english] {
                        for entry in contentGuard.listMatches(in: pieceText, language: listLanguage).offensive where !found.contains(entry) {
                            found.append(entry)
                        }
                    }
                }
                if !found.isEmpty { return found }
            }
        }
        return found
    }
}

/// Place names written after a French preposition of place ("je vais à Cons
/// demain", "il vient de Condom"): a capitalised word there is a name, not the
/// common word the lists know in lower case.
///
/// Source: rule written by us.
public enum PlaceNameExemption {
    /// Lower-case French words after which a capitalised word is read as a place name.
    public static let frenchPlacePrepositions: Set<String> = ["à", "a", "de", "vers", "depuis", "près", "pres", "en", "sur", "habite"]

    /// Whether the first and the last scalar of `word` are ASCII letters or digits (never punctuation).
    @inline(__always)
    static func endsInASCIIAlphanumerics(_ word: Substring) -> Bool {
        func isAlphanumeric(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        return isAlphanumeric(word.utf8.first) && isAlphanumeric(word.utf8.last)
    }

    /// The hashes (``GuardTextNormalizer`` tokens) of the place names in `text`: in French text, a
    /// word that starts with a capital and goes on in lower case, right after a preposition of place.
    /// Empty for other languages and for texts written in capitals.
    /// - Complexity: O(n) in the text's length, French texts only.
    public static func protectedHashes(in text: String, language: LanguageTag, normalizer: GuardTextNormalizer = .init()) -> Set<UInt64> {
        guard language.language == "fr" else { return [] }
        var result = Set<UInt64>()
        // The word before, lower-cased only when a capitalised word asks about it (most words are not).
        var previous = ""
        for word in text.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == "'" || $0 == "’" }) {
            // Foundation's trim (a bridged copy) only when an end of the word may be punctuation: a word that
            // starts and ends with an ASCII letter or digit is its own trim.
            let trimmed = Self.endsInASCIIAlphanumerics(word) ? String(word) : word.trimmingCharacters(in: .punctuationCharacters)
            if let first = trimmed.first, first.isUppercase, trimmed.dropFirst().contains(where: \.isLowercase),
               frenchPlacePrepositions.contains(previous.lowercased()) {
                for token in normalizer.normalize(trimmed).tokens { result.insert(token.hash) }
            }
            previous = trimmed
        }
        return result
    }
}
