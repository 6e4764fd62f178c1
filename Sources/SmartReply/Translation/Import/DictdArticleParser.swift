/// Turns a dictd article into a headword and a few clean, short glosses.
///
/// Two article styles are understood:
/// - **FreeDict** (`dict-freedict-*`, generated from TEI): a first line
///   `headword /IPA/ <pos, gender>`, then one line per sense, optionally
///   numbered `1.`, with comma-separated translations; indented lines are
///   notes, synonyms, `see: {refs}` and examples, and are skipped.
/// - **Mueller** (`mueller7-dict`, English → Russian): a first line with the
///   headword, then indented text: `[IPA]`, labels such as `_n.` `_v.`
///   `_разг.`, senses numbered `1.` `1)` `а)`, translations separated by `,`
///   and `;`, `= other-word` references and English examples.
///
/// From the sense text it drops `<…>` grammar markers, `[…]` domain labels and
/// IPA, `(…)` notes, `{…}` references, `/…/` IPA, and keeps a gloss only when
/// it is 1–``maximumWords`` words of letters (plus `-` and `'`) in the expected
/// script: anything with digits, dots (abbreviations such as `sb.`, `etw.`,
/// `jdm.`), slashes or ellipses is dropped, so placeholders never reach the
/// decoder.
struct DictdArticleParser: Sendable {
    /// The article layout.
    enum Style: String, Sendable {
        case freeDict
        case mueller
    }

    /// Which script a side's letters must be in.
    enum Script: Sendable {
        case latin
        case cyrillic

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .latin: (scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value)) && scalar.properties.isAlphabetic
            case .cyrillic: (0x400...0x4FF).contains(scalar.value)
            }
        }
    }

    /// A parsed article.
    struct Article: Sendable, Hashable {
        /// The headword (index spelling, IPA and markers removed); empty when unusable.
        var headword: String
        /// Clean glosses in sense order, without duplicates.
        var glosses: [String]
    }

    var style: Style
    /// The script of the headwords.
    var headwordScript: Script = .latin
    /// The script of the glosses.
    var glossScript: Script = .latin
    /// Longest gloss kept, in words.
    var maximumWords = 4
    /// Glosses kept per article.
    var maximumGlosses = 3

    /// Parses one article whose index headword is `headword`; `body` is only
    /// read when the headword is usable.
    func parse(headword: String, body: @autoclosure () -> String) -> Article {
        let cleanedHeadword = cleanHeadword(headword)
        guard !cleanedHeadword.isEmpty else { return Article(headword: "", glosses: []) }   // skip the body: no pair can come of it
        let lines = body().split(separator: "\n", omittingEmptySubsequences: false)
        var senses: [Substring] = []
        switch style {
        case .freeDict:
            // Sense lines start in column 0; indented ones are notes, synonyms, references, examples.
            for line in lines.dropFirst() where !line.isEmpty && line.first != " " && line.first != "\t" {
                senses.append(line)
            }
        case .mueller:
            let text = lines.dropFirst().map { $0.trimmingSpaces() }.joined(separator: " ")
            senses = Self.splitMuellerSenses(Substring(text))
        }
        var glosses: [String] = []
        for sense in senses {
            for piece in Self.stripBrackets(Self.dropSenseNumber(sense)).split(whereSeparator: { $0 == "," || $0 == ";" }) {
                guard let gloss = clean(piece, script: glossScript), !glosses.contains(gloss) else { continue }
                glosses.append(gloss)
                if glosses.count == maximumGlosses { break }
            }
            if glosses.count == maximumGlosses { break }
        }
        // dictd indexes lower-case some headwords ("anhalten" for "Anhalten"): take the article's own spelling.
        var headword = cleanedHeadword
        if let first = lines.first, let spelled = clean(Self.stripBrackets(first), script: headwordScript, maximumWords: 3),
           spelled != headword, spelled.lowercased() == headword.lowercased() {
            headword = spelled
        }
        return Article(headword: headword, glosses: glosses)
    }

    /// The headword without IPA, markers or a trailing homograph number; "" when it fails ``clean``.
    func cleanHeadword(_ headword: String) -> String {
        clean(Self.stripBrackets(Substring(headword), slashes: false), script: headwordScript, maximumWords: 3) ?? ""
    }

    /// Splits Mueller's joined sense text at sense numbers (`1.`, `2)`, `а)`).
    static func splitMuellerSenses(_ text: Substring) -> [Substring] {
        var senses: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            var markerEnd: String.Index?
            if previous == " " && (character.isNumber || ("а"..."я").contains(character)) {
                var cursor = index
                while cursor < text.endIndex, text[cursor].isNumber { cursor = text.index(after: cursor) }
                if cursor == index { cursor = text.index(after: cursor) }   // one Cyrillic letter
                if cursor < text.endIndex, text[cursor] == ")" || (text[cursor] == "." && text[index].isNumber) {
                    let after = text.index(after: cursor)
                    if after == text.endIndex || text[after] == " " { markerEnd = after }
                }
            }
            if let markerEnd {
                senses.append(text[start..<index])
                start = markerEnd
                index = markerEnd
                previous = " "
                continue
            }
            previous = character
            index = text.index(after: index)
        }
        senses.append(text[start...])
        return senses.filter { !$0.trimmingSpaces().isEmpty }
    }

    /// Drops a leading `1.` / `2)` sense number.
    static func dropSenseNumber(_ sense: Substring) -> Substring {
        var rest = sense.drop(while: { $0 == " " })
        let digits = rest.prefix(while: \.isNumber)
        if !digits.isEmpty, let mark = rest.dropFirst(digits.count).first, mark == "." || mark == ")" {
            rest = rest.dropFirst(digits.count + 1)
        }
        return rest
    }

    private static let closingBrackets: [Character: Character] = ["<": ">", "[": "]", "(": ")", "{": "}"]

    /// Removes `<…>`, `[…]`, `(…)`, `{…}` and (when `slashes`) `/…/` spans (not nested across kinds).
    static func stripBrackets(_ text: Substring, slashes: Bool = true) -> Substring {
        var result = ""
        var closing: [Character] = []
        for character in text {
            if let close = Self.closingBrackets[character] {
                closing.append(close)
            } else if slashes && character == "/" && closing.last != "/" {
                closing.append("/")
            } else if character == closing.last {
                closing.removeLast()
            } else if closing.isEmpty {
                result.append(character)
            }
        }
        return Substring(result)
    }

    /// A gloss or headword made clean, or nil when it is not 1–`maximumWords`
    /// words of letters of `script` (with inner `-` and `'`).
    func clean(_ text: Substring, script: Script, maximumWords: Int? = nil) -> String? {
        var words: [String] = []
        for rawWord in text.split(separator: " ") {
            if rawWord.hasPrefix("_") { continue }   // Mueller labels: _n. _v. _разг.
            if rawWord.hasPrefix("=") { return nil }   // a reference to another headword
            var word = String(rawWord.map { $0 == "‐" || $0 == "‑" ? "-" : $0 == "’" ? "'" : $0 })
            while let last = word.last, last == "!" || last == "?" { word.removeLast() }
            guard let first = word.unicodeScalars.first, let last = word.unicodeScalars.last,
                  script.contains(first), script.contains(last),
                  word.unicodeScalars.allSatisfy({ script.contains($0) || $0 == "-" || $0 == "'" || $0 == "\u{301}" }) else { return nil }
            words.append(String(word.unicodeScalars.filter { $0 != "\u{301}" }.map(Character.init)))   // Mueller's stress accents
        }
        guard !words.isEmpty, words.count <= (maximumWords ?? self.maximumWords) else { return nil }
        return words.joined(separator: " ")
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        let text = self
        let start = text.firstIndex(where: { $0 != " " && $0 != "\t" }) ?? text.endIndex
        let end = text.lastIndex(where: { $0 != " " && $0 != "\t" }).map { text.index(after: $0) } ?? start
        return text[start..<Swift.max(start, end)]
    }
}
