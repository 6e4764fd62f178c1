/// Informal romanization of Russian and Ukrainian, the way people type
/// Cyrillic languages on a Latin keyboard ("Privit, jak spravy?", "privet kak dela").
///
/// Not a standard (ISO 9, BGN/PCGN or the Ukrainian national system) but
/// the common chat habits: several Latin spellings per letter (я → ja, ya,
/// ia; х → kh, h, x; ш → sh, w…). ``romanize(_:)`` writes one spelling;
/// ``cyrillicCandidates(for:maximum:)`` lists the Cyrillic words a Latin word
/// may stand for, most likely first, for a caller to check against a lexicon.
public struct CyrillicRomanization: Sendable {
    /// The language, `ru` or `uk`.
    public let language: String
    private let forward: [Character: String]
    /// Latin unit → Cyrillic options, most likely first.
    private let reverse: [String: [String]]
    private let longestUnit: Int
    /// ``cyrillicCandidates(for:maximum:)`` per (word, maximum): a pure function of the scheme, asked
    /// for every Latin word by both the translator (``RomanizingTranslator``) and the guard, where its
    /// beam of string concatenations cost more than the rest of a romanized message's guard check.
    /// Both ask within the same message, so a short memory does: 1,024 words (an entry holds up to
    /// `maximum` candidates, 24 for the translator: about 1 KB).
    private let candidateMemo = StageMemo<CandidateQuery, [String]>(capacity: 1_024)

    /// The key of ``candidateMemo``.
    private struct CandidateQuery: Hashable, Sendable {
        var word: String
        var maximum: Int
    }

    /// The languages with a scheme.
    public static let languages: Set<String> = ["ru", "uk"]

    /// The scheme of `language` (`ru` or `uk`), built once per process; nil for other languages.
    public static func shared(language: String) -> CyrillicRomanization? {
        switch language {
        case "ru": return sharedRussian
        case "uk": return sharedUkrainian
        default: return nil
        }
    }

    private static let sharedRussian = CyrillicRomanization(language: "ru")
    private static let sharedUkrainian = CyrillicRomanization(language: "uk")

    /// `text` cut into runs of Latin letters and apostrophes (`isWord`, the words a romanized
    /// text spells) and the single characters between them, in order; joined they give `text`.
    /// - Complexity: O(n) in the text's length.
    public static func latinPieces(of text: String) -> [(isWord: Bool, text: String)] {
        var pieces: [(isWord: Bool, text: String)] = []
        var word = ""
        for character in text {
            if character.isASCII && (character.isLetter || character == "'") { word.append(character); continue }
            if !word.isEmpty { pieces.append((true, word)); word = "" }
            pieces.append((false, String(character)))
        }
        if !word.isEmpty { pieces.append((true, word)) }
        return pieces
    }

    /// The scheme for `language` (`ru` or `uk`), or nil for other languages.
    public init?(language: String) {
        let pairs: [(Character, [String])]
        switch language {
        case "uk":
            pairs = [("а", ["a"]), ("б", ["b"]), ("в", ["v", "w"]), ("г", ["h", "g"]), ("ґ", ["g"]), ("д", ["d"]),
                     ("е", ["e"]), ("є", ["je", "ye", "ie", "e"]), ("ж", ["zh", "z", "j"]), ("з", ["z"]), ("и", ["y", "i"]),
                     ("і", ["i"]), ("ї", ["ji", "yi", "i"]), ("й", ["j", "y", "i"]), ("к", ["k"]), ("л", ["l"]), ("м", ["m"]),
                     ("н", ["n"]), ("о", ["o"]), ("п", ["p"]), ("р", ["r"]), ("с", ["s"]), ("т", ["t"]), ("у", ["u"]),
                     ("ф", ["f"]), ("х", ["kh", "h", "x"]), ("ц", ["c", "ts"]), ("ч", ["ch"]), ("ш", ["sh", "w"]),
                     ("щ", ["shch", "sch"]), ("ь", ["", "'"]), ("ю", ["ju", "yu", "iu"]), ("я", ["ja", "ya", "ia"]), ("'", ["'"])]
        case "ru":
            pairs = [("а", ["a"]), ("б", ["b"]), ("в", ["v", "w"]), ("г", ["g"]), ("д", ["d"]), ("е", ["e", "ye", "je"]),
                     ("ё", ["yo", "jo", "e"]), ("ж", ["zh", "j", "z"]), ("з", ["z"]), ("и", ["i"]), ("й", ["j", "y", "i"]),
                     ("к", ["k"]), ("л", ["l"]), ("м", ["m"]), ("н", ["n"]), ("о", ["o"]), ("п", ["p"]), ("р", ["r"]),
                     ("с", ["s"]), ("т", ["t"]), ("у", ["u"]), ("ф", ["f"]), ("х", ["kh", "h", "x"]), ("ц", ["ts", "c"]),
                     ("ч", ["ch"]), ("ш", ["sh", "w"]), ("щ", ["sch", "shch"]), ("ъ", [""]), ("ы", ["y", "i"]),
                     ("ь", ["", "'"]), ("э", ["e"]), ("ю", ["yu", "ju", "iu"]), ("я", ["ya", "ja", "ia"])]
        default:
            return nil
        }
        self.language = language
        var forward: [Character: String] = [:]
        var reverse: [String: [String]] = [:]
        for (letter, spellings) in pairs {
            forward[letter] = spellings[0]
            for spelling in spellings where !spelling.isEmpty {
                reverse[spelling, default: []].append(String(letter))
            }
        }
        self.forward = forward
        self.reverse = reverse
        longestUnit = reverse.keys.map(\.count).max() ?? 1
    }

    /// Writes Cyrillic text in Latin letters with the most common spelling of
    /// each letter, keeping case and everything that is not Cyrillic.
    ///
    ///     CyrillicRomanization(language: "uk")!.romanize("Привіт, як справи?")   // "Pryvit, jak spravy?"
    /// - Complexity: O(n) in the text's length.
    public func romanize(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousWasUpper = false
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let lower = Character(character.lowercased())
            guard let latin = forward[lower], lower != "'" else {
                out.append(character)
                previousWasUpper = false
                continue
            }
            let isUpper = character != lower
            if isUpper {
                let nextIsUpper = index + 1 < characters.count && characters[index + 1].isUppercase
                out += (nextIsUpper || previousWasUpper) ? latin.uppercased() : latin.prefix(1).uppercased() + latin.dropFirst()
            } else {
                out += latin
            }
            previousWasUpper = isUpper
        }
        return out
    }

    /// Final consonants after which a romanized word may have dropped a soft sign (ь): the 2nd person
    /// singular (-шь), the infinitive (-ть), and nouns, numerals and imperatives (-ль, -нь, -сь, -чь, -дь, -зь,
    /// -рь, -мь, -пь, -вь, -жь: "будь", "семь", "любовь", "ложь").
    static let softSignFinals: Set<Character> = ["ш", "т", "л", "н", "с", "ч", "д", "з", "р", "м", "п", "в", "ж"]

    /// The Cyrillic words a lower-case Latin word may stand for, most likely
    /// first (fewest departures from each letter's first spelling; a soft sign the Latin spelling dropped after a
    /// final consonant of ``softSignFinals`` counts as one), at most `maximum`.
    ///
    ///     CyrillicRomanization(language: "uk")!.cyrillicCandidates(for: "privit").contains("привіт")   // true
    /// - Complexity: O(n · maximum) for a word of n letters the first time; a word asked again
    ///   (with the same `maximum`) is one dictionary lookup (up to 4,096 words are remembered).
    public func cyrillicCandidates(for word: String, maximum: Int = 64) -> [String] {
        let query = CandidateQuery(word: word, maximum: maximum)
        if let known = candidateMemo.value(for: query) { return known }
        let candidates = computedCandidates(for: word, maximum: maximum)
        candidateMemo.store(candidates, for: query)
        return candidates
    }

    /// ``cyrillicCandidates(for:maximum:)`` computed afresh.
    private func computedCandidates(for word: String, maximum: Int) -> [String] {
        let letters = Array(word.lowercased())
        guard !letters.isEmpty, letters.count <= 40 else { return [] }
        // Beam over positions: partial spellings with a cost (rank of the option chosen).
        var beams: [[(text: String, cost: Int)]] = Array(repeating: [], count: letters.count + 1)
        beams[0] = [("", 0)]
        for position in 0..<letters.count where !beams[position].isEmpty {
            for length in 1...min(longestUnit, letters.count - position) {
                let unit = String(letters[position..<position + length])
                guard let options = reverse[unit] else { continue }
                for (rank, cyrillic) in options.enumerated() {
                    for partial in beams[position] {
                        beams[position + length].append((partial.text + cyrillic, partial.cost + rank + (length == 1 ? 0 : 0)))
                    }
                }
            }
            if beams[position + 1 ..< letters.count + 1].contains(where: { $0.count > maximum * 4 }) {
                for index in (position + 1)...letters.count where beams[index].count > maximum * 4 {
                    beams[index] = Array(beams[index].sorted { $0.cost < $1.cost }.prefix(maximum * 4))
                }
            }
        }
        // The soft sign is mostly left out when typing in Latin letters ("delaesh" for "делаешь", "blyat" for
        // "блять"): after a final consonant that often carries it, the spelling with it is a candidate too, one
        // departure dearer.
        var finished = beams[letters.count]
        for candidate in beams[letters.count] {
            if let last = candidate.text.last, Self.softSignFinals.contains(last) { finished.append((candidate.text + "ь", candidate.cost + 1)) }
        }
        var seen = Set<String>()
        return finished.sorted { $0.cost < $1.cost }
            .map(\.text)
            .filter { seen.insert($0).inserted }
            .prefix(maximum)
            .map { $0 }
    }
}
