/// One piece of a chat text: a word, a run of punctuation or whitespace, or an
/// entity (URL, e-mail, phone number, number, time, date, @mention, #hashtag,
/// emoji) that translation must pass through unchanged.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What a token is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Letters (and digits, marks, inner apostrophes or hyphens): `hola`, `l'ami`, `peut-être`.
        case word
        /// One punctuation mark or a run of `.?!…`: `,`, `?!`, `...`, `¿`.
        case punctuation
        /// Spaces and tabs without a line break.
        case whitespace
        /// Whitespace holding at least one line break.
        case newline
        /// `https://…`, `http://…`, `www.…`.
        case url
        /// `name@example.org`.
        case email
        /// At least 7 digits in groups: `+34 612 345 678`, `(555) 123-4567`.
        case phone
        /// `42`, `3,5`, `1.000.000`, `50%`, `2º`.
        case number
        /// `7:30`, `19h30`, `7pm`, `10:15 a.m.`.
        case time
        /// `30/11/2026`, `2026-11-30`, `30.11.26`.
        case date
        /// `@ana`.
        case mention
        /// `#tbt`.
        case hashtag
        /// An emoji sequence (with modifiers, ZWJ joins, flags) or an ASCII emoticon `:)`, `<3`.
        case emoji
    }

    /// The kind.
    public var kind: Kind
    /// The exact text, as in the input.
    public var text: String
    /// Where the token is in the input string (its indices are valid in that string).
    public var range: Range<String.Index>

    /// Creates a token.
    public init(kind: Kind, text: String, range: Range<String.Index>) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    /// Whether the token is an entity that passes through translation unchanged.
    public var isEntity: Bool {
        switch kind {
        case .word, .punctuation, .whitespace, .newline: return false
        default: return true
        }
    }

    /// Whether the token is whitespace (with or without a line break).
    public var isSpace: Bool { kind == .whitespace || kind == .newline }

    /// `kind(text)`, e.g. `word(hola)`, for tests and debugging.
    public var description: String { "\(kind.rawValue)(\(text))" }
}

/// Splits chat text into ``Token``s that cover the whole input, in order, with
/// their ranges, recognising the entities that must not be translated.
///
///     let tokens = Tokenizer.tokenize("¿Nos vemos a las 7:30? 😀 @ana")
///     print(tokens.filter { $0.kind != .whitespace }.map(\.description))
///     // Prints ["punctuation(¿)", "word(Nos)", "word(vemos)", "word(a)", "word(las)",
///     //         "time(7:30)", "punctuation(?)", "emoji(😀)", "mention(@ana)"]
///
/// Concatenating the tokens' texts gives back the input exactly. Rules are
/// hand-written (no data); capitalised names are recognised later, by the
/// translator, because that needs the lexicon.
///
/// - Complexity: O(n) in the number of Unicode scalars.
public enum Tokenizer {
    /// Tokenizes `text`.
    /// - Complexity: O(n) in the number of Unicode scalars.
    public static func tokenize(_ text: String) -> [Token] {
        var scanner = TokenScanner(text)
        var tokens: [Token] = []
        tokens.reserveCapacity(text.utf8.count / 3 + 1)
        while let token = scanner.next() { tokens.append(token) }
        return tokens
    }
}

/// The scanner behind ``Tokenizer``: a cursor over the scalars of one string.
struct TokenScanner {
    private let text: String
    private let scalars: [Unicode.Scalar]
    private let indices: [String.Index]
    private var position = 0

    init(_ text: String) {
        self.text = text
        var scalars: [Unicode.Scalar] = []
        var indices: [String.Index] = []
        // At most one scalar per UTF-8 byte: no regrowth while filling.
        scalars.reserveCapacity(text.utf8.count)
        indices.reserveCapacity(text.utf8.count + 1)
        let view = text.unicodeScalars
        var index = view.startIndex
        while index < view.endIndex {
            scalars.append(view[index])
            indices.append(index)
            index = view.index(after: index)
        }
        indices.append(view.endIndex)
        self.scalars = scalars
        self.indices = indices
    }

    private func scalar(_ offset: Int) -> Unicode.Scalar? {
        offset < scalars.count ? scalars[offset] : nil
    }

    private func make(_ kind: Token.Kind, _ start: Int, _ end: Int) -> Token {
        let range = indices[start]..<indices[end]
        return Token(kind: kind, text: String(text.unicodeScalars[range]), range: range)
    }

    mutating func next() -> Token? {
        let start = position
        guard let first = scalar(start) else { return nil }
        let end = scanEnd(start: start, first: first)
        position = max(end.end, start + 1)
        return make(end.kind, start, position)
    }

    private func scanEnd(start: Int, first: Unicode.Scalar) -> (kind: Token.Kind, end: Int) {
        if isSpace(first) {
            var end = start
            var hasBreak = false
            while let s = scalar(end), isSpace(s) {
                if s == "\n" || s == "\r" || s == "\u{2028}" || s == "\u{2029}" { hasBreak = true }
                end += 1
            }
            return (hasBreak ? .newline : .whitespace, end)
        }
        // Each entity scan starts only on a scalar that can open it (tested here, without a call).
        if first == "h" || first == "H" || first == "w" || first == "W", let end = scanURL(start) { return (.url, end) }
        if first == "@", let end = scanHandle(start + 1) { return (.mention, end) }
        if first == "#", let end = scanHandle(start + 1) { return (.hashtag, end) }
        if isASCIIAlnum(first) || isEmailLocalMark(first), let end = scanEmail(start) { return (.email, end) }
        if isDigit(first) || first == "+" || first == "(" {
            if let end = scanDate(start) { return (.date, end) }
            if let end = scanTime(start) { return (.time, end) }
            if let end = scanPhone(start) { return (.phone, end) }
            if isDigit(first) { return (.number, scanNumber(start)) }
        }
        if Self.opensEmoticon(first), let end = scanEmoticon(start) { return (.emoji, end) }
        if isEmojiStart(first) { return (.emoji, scanEmoji(start)) }
        if isWordScalar(first) { return (.word, scanWord(start)) }
        if Self.isSentenceMark(first) {
            var end = start + 1
            while let s = scalar(end), Self.isSentenceMark(s) { end += 1 }
            return (.punctuation, end)
        }
        return (.punctuation, start + 1)
    }

    // MARK: character classes

    /// `?`, `!`, `.` or `…`, which run together into one punctuation token.
    @inline(__always)
    static func isSentenceMark(_ s: Unicode.Scalar) -> Bool {
        s == "?" || s == "!" || s == "." || s == "…"
    }

    /// The first scalars of the ``emoticons`` (`: ; < ^ x X`).
    @inline(__always)
    static func opensEmoticon(_ s: Unicode.Scalar) -> Bool {
        s == ":" || s == ";" || s == "<" || s == "^" || s == "x" || s == "X"
    }

    /// The marks an e-mail's local part may hold besides letters and digits: `. _ % + -`.
    @inline(__always)
    func isEmailLocalMark(_ s: Unicode.Scalar) -> Bool {
        s == "." || s == "_" || s == "%" || s == "+" || s == "-"
    }

    func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

    func isSpace(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return s == " " || (s.value >= 0x09 && s.value <= 0x0D) }
        return s.properties.isWhitespace
    }

    func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII {
            let v = s.value | 0x20
            return (v >= 0x61 && v <= 0x7A) || (s.value >= 0x30 && s.value <= 0x39)
        }
        // Letters of Latin-1, Latin Extended-A/B and Cyrillic without a property lookup (~50 ns each):
        // U+00C0–U+024F but × and ÷, U+0400–U+0481 and U+048A–U+052F are all letters (`TokenizerTests` checks
        // every one against the properties below).
        if Self.isLatinOrCyrillicLetter(s.value) { return true }
        return Self.isWordScalarByProperties(s)
    }

    /// Whether `value` is in the letter ranges ``isWordScalar(_:)`` answers without a property lookup.
    @inline(__always)
    static func isLatinOrCyrillicLetter(_ value: UInt32) -> Bool {
        (0xC0...0x24F).contains(value) ? value != 0xD7 && value != 0xF7
            : (0x400...0x481).contains(value) || (0x48A...0x52F).contains(value)
    }

    /// ``isWordScalar(_:)`` of a non-ASCII scalar from its Unicode properties.
    static func isWordScalarByProperties(_ s: Unicode.Scalar) -> Bool {
        let p = s.properties
        return p.isAlphabetic || p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark
            || p.numericType != nil
    }

    private func isASCIIAlnum(_ s: Unicode.Scalar) -> Bool {
        s.isASCII && (isDigit(s) || (s.value | 0x20) >= 0x61 && (s.value | 0x20) <= 0x7A)
    }

    func isEmojiStart(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return false }
        let p = s.properties
        return p.isEmojiPresentation || (p.isEmoji && s.value > 0xFF) || (0x1F1E6...0x1F1FF).contains(s.value)
    }

    // MARK: entities

    private func hasPrefix(_ start: Int, _ prefix: String) -> Bool {
        var offset = start
        for p in prefix.unicodeScalars {
            guard let s = scalar(offset), s.isASCII, (s.value | 0x20) == (p.value | 0x20) else { return false }
            offset += 1
        }
        return true
    }

    private func trimTrailing(_ start: Int, _ end: Int, _ set: String) -> Int {
        var end = end
        while end > start, let s = scalar(end - 1), set.unicodeScalars.contains(s) { end -= 1 }
        return end
    }

    private func scanURL(_ start: Int) -> Int? {
        guard hasPrefix(start, "http://") || hasPrefix(start, "https://") || hasPrefix(start, "www.") else { return nil }
        var end = start
        while let s = scalar(end), !s.properties.isWhitespace, s != "<", s != ">", s != "\"" { end += 1 }
        end = trimTrailing(start, end, ".,;:!?)]}'»…")
        return end - start > 4 ? end : nil
    }

    private func scanHandle(_ start: Int) -> Int? {
        var end = start
        while let s = scalar(end), isWordScalar(s) || s == "_" || (s == "." && scalar(end + 1).map(isWordScalar) == true) { end += 1 }
        return end > start ? end : nil
    }

    private func scanEmail(_ start: Int) -> Int? {
        var end = start
        while let s = scalar(end), isASCIIAlnum(s) || isEmailLocalMark(s) { end += 1 }
        guard end > start, scalar(end) == "@" else { return nil }
        end += 1
        let domainStart = end
        while let s = scalar(end), isASCIIAlnum(s) || s == "." || s == "-" { end += 1 }
        end = trimTrailing(domainStart, end, ".-")
        let domain = String(String.UnicodeScalarView(scalars[domainStart..<end]))
        guard let dot = domain.lastIndex(of: "."), domain[domain.index(after: dot)...].count >= 2,
              domain[domain.index(after: dot)...].allSatisfy(\.isLetter) else { return nil }
        return end
    }

    private func digitRun(_ start: Int) -> Int {
        var end = start
        while let s = scalar(end), isDigit(s) { end += 1 }
        return end - start
    }

    private func scanDate(_ start: Int) -> Int? {
        let a = digitRun(start)
        guard (1...4).contains(a), let sep = scalar(start + a), "/.-".unicodeScalars.contains(sep) else { return nil }
        let b = digitRun(start + a + 1)
        guard (1...2).contains(b), scalar(start + a + 1 + b) == sep else { return nil }
        let c = digitRun(start + a + b + 2)
        guard (2...4).contains(c) || (c == 1 && a == 4) else { return nil }
        guard a == 4 || c == 4 || c == 2 else { return nil }
        let end = start + a + b + c + 2
        if let s = scalar(end), isDigit(s) || isWordScalar(s) { return nil }
        return end
    }

    private func scanTime(_ start: Int) -> Int? {
        let hours = digitRun(start)
        guard (1...2).contains(hours) else { return nil }
        var end = start + hours
        if let sep = scalar(end), sep == ":" || sep == "h" || sep == "H", digitRun(end + 1) == 2 {
            end += 3
            if scalar(end) == ":", digitRun(end + 1) == 2 { end += 3 }
            if let s = scalar(end), isDigit(s) { return nil }
            return scanMeridiem(end) ?? end
        }
        return scanMeridiem(end)
    }

    /// ` am`, `pm`, `a.m.`, `p.m.` after a time, as the end of the time.
    private func scanMeridiem(_ start: Int) -> Int? {
        var offset = start
        if scalar(offset) == " " { offset += 1 }
        guard let s = scalar(offset), s == "a" || s == "p" || s == "A" || s == "P" else { return nil }
        for candidate in ["m.", "m"] where hasPrefix(offset + 1, candidate) {
            var end = offset + 1 + candidate.unicodeScalars.count
            if candidate == "m" && scalar(end) == "." { end += 1 }
            if let next = scalar(end), isWordScalar(next) { return nil }
            return end
        }
        if scalar(offset + 1) == ".", hasPrefix(offset + 2, "m.") { return offset + 4 }
        return nil
    }

    private func scanPhone(_ start: Int) -> Int? {
        var end = start
        var digits = 0
        var longestGroup = 0
        var group = 0
        var separators = 0
        if scalar(end) == "+" { end += 1 }
        while let s = scalar(end) {
            if isDigit(s) {
                digits += 1; group += 1; longestGroup = max(longestGroup, group); separators = 0
            } else if s == " " || s == "-" || s == "." || s == "(" || s == ")", separators < 2 {
                group = 0; separators += 1
            } else { break }
            end += 1
        }
        while end > start, let s = scalar(end - 1), !isDigit(s), s != ")" { end -= 1 }
        if let s = scalar(end), isWordScalar(s) { return nil }
        let plus = scalar(start) == "+"
        guard (7...15).contains(digits), longestGroup >= 3, plus || scalar(start) == "(" || longestGroup < digits else { return nil }
        return end
    }

    private func scanNumber(_ start: Int) -> Int {
        var end = start + digitRun(start)
        while let sep = scalar(end), sep == "." || sep == ",", digitRun(end + 1) > 0 {
            end += 1 + digitRun(end + 1)
        }
        if let s = scalar(end), s == "%" || s == "º" || s == "ª" || s == "°" { end += 1 }
        return end
    }

    private static let emoticons = [":-)", ":)", ":-(", ":(", ";-)", ";)", ":-D", ":D", ":-P", ":P", ":p", ":'(", "<3", ":-/", ":/", ":o", ":O", "^^", "^_^", "xD", "XD"]

    private func scanEmoticon(_ start: Int) -> Int? {
        guard let first = scalar(start), Self.opensEmoticon(first) else { return nil }
        for emoticon in Self.emoticons where hasExactPrefix(start, emoticon) {
            let end = start + emoticon.unicodeScalars.count
            if let next = scalar(end), isWordScalar(next) || next == "/" { continue }
            if emoticon.first?.isLetter == true, start > 0, let previous = scalar(start - 1), isWordScalar(previous) { continue }
            return end
        }
        return nil
    }

    private func hasExactPrefix(_ start: Int, _ prefix: String) -> Bool {
        var offset = start
        for p in prefix.unicodeScalars {
            guard scalar(offset) == p else { return false }
            offset += 1
        }
        return true
    }

    private func scanEmoji(_ start: Int) -> Int {
        var end = start
        var regional = 0
        while let s = scalar(end) {
            let v = s.value
            if (0x1F1E6...0x1F1FF).contains(v) {
                if regional == 2 { break }
                regional += 1
            } else if end > start && (v == 0xFE0F || v == 0x20E3 || (0x1F3FB...0x1F3FF).contains(v) || (0xE0020...0xE007F).contains(v)) {
                // modifiers extend the current emoji
            } else if v == 0x200D, let joined = scalar(end + 1), isEmojiStart(joined) {
                end += 1
            } else if end > start {
                break
            }
            end += 1
        }
        return end
    }

    private func scanWord(_ start: Int) -> Int {
        var end = start
        while let s = scalar(end) {
            if isWordScalar(s) || s == "_" { end += 1; continue }
            if s == "'" || s == "’" || s == "-", let next = scalar(end + 1), isWordScalar(next), !isDigit(next) || s != "-" {
                end += 2; continue
            }
            break
        }
        return end
    }
}
