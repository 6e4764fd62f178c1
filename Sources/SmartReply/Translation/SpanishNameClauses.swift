/// Spanish clause rules that involve a name. A name the lexicon does not know is
/// copied and ends the chunk of words around it (see ``SourceSegmentation``), so
/// these rules rewrite the pieces of a segmented text rather than one chunk
/// (hand-written from Spanish grammar, no data source):
///
/// - "A Tom le gustan los gatos" → "Tom | gustan los gatos" ("Tom likes cats"):
///   the experiencer of a gustar-type verb becomes its subject and the clitic goes.
/// - "¿Dónde vive Tom?" → "Dónde | Tom | vive" ("Where Tom lives?", which the question
///   repair turns into "Where does Tom live?"); "ser" and "estar" keep their order ("Where is Tom?").
/// - "el perro de Tom" → "Tom's | perro" ("Tom's dog"): a definite noun owned by a name.
enum SpanishNameClauses {
    typealias Piece = SourceSegmentation.Piece

    private static let experiencerVerbs: Set<String> = [
        "gusta", "gustan", "gustaba", "gustaban", "gustó", "gustaron", "encanta", "encantan", "encantaba", "encantó",
        "interesa", "interesan", "molesta", "molestan", "importa", "importan",
    ]
    private static let whWords: Set<String> = ["qué", "dónde", "cuándo", "cómo", "cuánto", "adónde", "cuál", "donde", "cuando", "como"]
    private static let keptVerbs: Set<String> = [
        "es", "son", "era", "eran", "fue", "fueron", "está", "están", "estaba", "estaban", "estuvo", "hay", "se", "me", "te", "le",
        "lo", "la", "les", "nos", "no",
    ]

    /// Rewrites `pieces` of a Spanish text; other languages' pieces are returned as they are.
    /// - Complexity: O(n) in the number of pieces; no allocation when nothing matches.
    static func restructure(_ pieces: [Piece], language: String) -> [Piece] {
        guard language == "es", pieces.count >= 3 else { return pieces }
        var index = 0
        while index + 2 < pieces.count {
            guard case .chunk(let words, let starts, _) = pieces[index], case .copy(let space) = pieces[index + 1], space == " ",
                  case .copy(let name) = pieces[index + 2], isName(name) else { index += 1; continue }
            let next = index + 4 < pieces.count ? pieces[index + 4] : nil
            // "A | Tom | (no) le gusta…"
            if words.count == 1, words[0].normalized == "a", index + 4 < pieces.count, case .copy(" ") = pieces[index + 3],
               case .chunk(let rest, _, let ends)? = next, let experienced = withoutExperiencerClitic(rest) {
                var rewritten = Array(pieces[..<index])
                rewritten.append(pieces[index + 2])
                rewritten.append(pieces[index + 3])
                rewritten.append(.chunk(words: experienced, startsSentence: false, endsSentence: ends))
                rewritten += pieces[(index + 5)...]
                return restructure(rewritten, language: language)
            }
            // "…el perro de | Tom" → "… | Tom's | perro" (not "de Tom y Mary", which owns jointly).
            let count = words.count
            if count >= 3, words[count - 1].normalized == "de", ["el", "la", "los", "las"].contains(words[count - 3].normalized),
               !words[count - 2].isCapitalized || words[count - 2].isSentenceInitial,
               index + 4 >= pieces.count || !followsWithAnd(pieces[(index + 3)...]) {
                var rewritten = Array(pieces[..<index])
                if count > 3 {
                    rewritten.append(.chunk(words: Array(words[..<(count - 3)]), startsSentence: starts, endsSentence: false))
                    rewritten.append(.copy(" "))
                }
                rewritten.append(.copy(name + "'s"))
                rewritten.append(.copy(" "))
                let noun = words[count - 2]
                let ends = index + 3 >= pieces.count || isSentenceEnd(pieces[index + 3])
                rewritten.append(.chunk(words: [SourceWord(surface: noun.surface.lowercased(), isSentenceInitial: false)],
                                        startsSentence: false, endsSentence: ends))
                rewritten += pieces[(index + 3)...]
                return restructure(rewritten, language: language)
            }
            // "…dónde vive | Tom" at the end of a sentence.
            let last = words.count - 1
            if words.count >= 2, whWords.contains(words[last - 1].normalized), !keptVerbs.contains(words[last].normalized),
               !words[last].isCapitalized, index + 3 >= pieces.count || isSentenceEnd(pieces[index + 3]) {
                var rewritten = Array(pieces[..<index])
                rewritten.append(.chunk(words: Array(words[..<last]), startsSentence: starts, endsSentence: false))
                rewritten.append(pieces[index + 1])
                rewritten.append(pieces[index + 2])
                rewritten.append(.copy(" "))
                rewritten.append(.chunk(words: [SourceWord(surface: words[last].surface, isSentenceInitial: false)],
                                        startsSentence: false, endsSentence: true))
                rewritten += pieces[(index + 3)...]
                return rewritten
            }
            index += 1
        }
        return pieces
    }

    /// `words` ("(no) le gusta…") without the dative clitic, or nil when they do not start with one before a gustar-type verb.
    private static func withoutExperiencerClitic(_ words: [SourceWord]) -> [SourceWord]? {
        var clitic = 0
        if words.first?.normalized == "no" { clitic = 1 }
        guard clitic + 1 < words.count, ["le", "les"].contains(words[clitic].normalized),
              experiencerVerbs.contains(words[clitic + 1].normalized) else { return nil }
        var result = words
        result.remove(at: clitic)
        return result
    }

    /// A copied piece that is a name: letters only, capitalised, not all capitals.
    private static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase, text.count > 1 else { return false }
        return text.allSatisfy(\.isLetter) && text.contains(where: \.isLowercase)
    }

    /// Whether the pieces after a name go on with "y"/"e" + another name ("de Tom y Mary").
    private static func followsWithAnd(_ rest: ArraySlice<Piece>) -> Bool {
        guard let first = rest.first, case .copy(let space) = first, space == " ", rest.count >= 2,
              case .chunk(let words, _, _) = rest[rest.index(after: rest.startIndex)] else { return false }
        return words.count == 1 && ["y", "e"].contains(words[0].normalized)
    }

    private static func isSentenceEnd(_ piece: Piece) -> Bool {
        guard case .copy(let text) = piece else { return false }
        return text.first.map { ".!?…".contains($0) } ?? false
    }
}
