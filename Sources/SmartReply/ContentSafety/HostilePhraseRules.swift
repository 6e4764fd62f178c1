import Foundation

/// Hostile phrases that hold no listed word: hatred or contempt aimed at the reader
/// ("ich hasse dich", "je te hais", "eres feo", "nobody likes you", "screw you").
///
/// Each language has a rule file `Lexicons/guard/hostile-<xx>.txt` (written by us), made of
/// word groups and patterns:
///
///     # a comment
///     @you = dich euch
///     @hate = hasse hasst
///     ich @hate @you
///     du bist @very? @ugly
///     drop dead$
///
/// A pattern is a sequence of slots that must match consecutive words of the normalized text
/// (``GuardTextNormalizer``): a literal word, a group `@name` (any of its words) or an optional
/// group `@name?`; a `$` after the last slot means the last word must end a clause (punctuation
/// or the end of the text follows: "damn you!" but not "damn you're good"). So one pattern
/// covers "ich hasse dich", "wir hassen euch" and "ich hasse euch so". The group
/// `@masked-innocent` is special: words that people mask but that are not offensive
/// ("h***" is most likely "hell"); see ``isInnocentMaskShape(first:length:language:)``.
///
/// A match does not count when a negation stands among the three words before it or right
/// after it ("I don't hate you", "ich hasse dich nicht", "no eres feo") or when the text is
/// laughing ("omg I hate you, so jealous lol": ``SeverityTiers/isPlayful(_:)``), except for a
/// pattern written with a leading `! ` (`! @you are @very? @degrading`): degrading the reader's
/// looks or worth ("you are so ugly lol") stays hostile however much the text laughs.
/// Which words go in such a group is the rule file's policy (see `hostile-en.txt`).
public struct HostilePhraseRules: Sendable {
    /// One slot of a pattern: the hashes of the words it accepts.
    struct Slot: Sendable {
        var words: HashedKeyTable
        var isOptional: Bool
    }

    /// One pattern: its slots, whether it must end a clause, and its text (for reports).
    struct Pattern: Sendable {
        var slots: [Slot]
        var endsClause: Bool
        var text: String
        var language: String
        /// Written with a leading `! `: a laughing text does not cancel it.
        var ignoresLaughter = false
    }

    /// The patterns of every language.
    private var patterns: [Pattern] = []
    /// A word that can start a pattern → its index in ``startLists``: a text costs one lookup per word.
    private var starts = HashedKeyTable()
    /// For each start word, the indexes of the patterns it starts.
    private var startLists: [[Int]] = []
    /// Per language: words that people mask but that are not offensive, by first letter and length.
    private var innocentMasked: [String: Set<String>] = [:]
    /// The languages that have rules, in a fixed order (for `und`: all of them).
    public private(set) var languages: [String] = []

    /// No rules.
    public init() {}

    /// Whether no language has rules.
    public var isEmpty: Bool { patterns.isEmpty }

    private static func table(_ hashes: some Sequence<UInt64>) -> HashedKeyTable {
        var table = HashedKeyTable()
        for hash in hashes { table.insert(hash, 0) }
        return table
    }

    /// Reads the rule files `hostile-<xx>.txt` of `directory`.
    /// - Throws: `SmartReplyError(.modelFileCorrupt)` naming the file and line for an unknown
    ///   group, a pattern without a required slot, or a group without words; `.ioFailure` when a
    ///   file cannot be read.
    public init(directory: URL) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where name.hasPrefix("hostile-") && name.hasSuffix(".txt") {
            let code = String(name.dropFirst("hostile-".count).dropLast(4))
            try add(contentsOf: directory.appendingPathComponent(name), language: code)
        }
    }

    /// Adds the rules of one file for `code`.
    /// - Throws: see ``init(directory:)``.
    public mutating func add(contentsOf url: URL, language code: String) throws {
        let entries = try GuardLexicon.readEntries(from: url)
        try add(lines: entries.map { ($0.text, $0.source) }, language: code)
    }

    /// Adds rules given as lines (`source` names each in errors).
    /// - Throws: see ``init(directory:)``.
    public mutating func add(lines: [(text: String, source: String)], language code: String) throws {
        let normalizer = GuardTextNormalizer()
        func hashes(_ text: Substring) -> [UInt64] {
            normalizer.normalize(String(text)).tokens.map(\.hash)
        }
        var groups: [String: Set<UInt64>] = [:]
        for (line, source) in lines {
            if line.hasPrefix("@"), let equals = line.firstIndex(of: "=") {
                let name = line[line.index(after: line.startIndex)..<equals].trimmingCharacters(in: .whitespaces)
                let words = line[line.index(after: equals)...].split(separator: " ")
                guard !name.isEmpty, !words.isEmpty else {
                    throw SmartReplyError(.modelFileCorrupt, "\(source): group '\(line)' needs a name and words")
                }
                if name == "masked-innocent" {
                    innocentMasked[code, default: []].formUnion(words.map { $0.lowercased() })
                    continue
                }
                // A group word is one word of the normalized text ("t'es" is two: write them as literals).
                groups[name, default: []].formUnion(words.compactMap { hashes($0).first })
                continue
            }
            var text = Substring(line)
            let ignoresLaughter = text.hasPrefix("! ")
            if ignoresLaughter { text = text.dropFirst(2) }
            let endsClause = text.hasSuffix("$")
            if endsClause { text = text.dropLast() }
            var slots: [Slot] = []
            var firstWords: Set<UInt64>?
            for piece in text.split(separator: " ") {
                if piece.hasPrefix("@") {
                    let optional = piece.hasSuffix("?")
                    let name = String(piece.dropFirst().dropLast(optional ? 1 : 0))
                    guard let words = groups[name] else {
                        throw SmartReplyError(.modelFileCorrupt, "\(source): pattern '\(line)' uses unknown group @\(name)")
                    }
                    slots.append(Slot(words: Self.table(words), isOptional: optional))
                    firstWords = firstWords ?? words
                } else {
                    for hash in hashes(piece) {
                        slots.append(Slot(words: Self.table([hash]), isOptional: false))
                        firstWords = firstWords ?? [hash]
                    }
                }
            }
            guard let first = slots.first, !first.isOptional, let firstWords else {
                throw SmartReplyError(.modelFileCorrupt, "\(source): pattern '\(line)' must start with a required word or group")
            }
            patterns.append(Pattern(slots: slots, endsClause: endsClause, text: String(text), language: code,
                                    ignoresLaughter: ignoresLaughter))
            for word in firstWords {
                if let list = starts[word] { startLists[Int(list)].append(patterns.count - 1) } else {
                    starts.insert(word, Int32(startLists.count))
                    startLists.append([patterns.count - 1])
                }
            }
        }
        if !languages.contains(code) { languages.append(code); languages.sort() }
    }

    /// The first hostile phrase found in the text, as the matched words, or nil: the rules of
    /// `language` first, then those of every other language.
    /// - Complexity: O(tokens) set lookups; a pattern is tried only at a word that can start one.
    func match(in text: GuardNormalizedText, language code: String) -> String? {
        guard !patterns.isEmpty else { return nil }
        // The text's own language wins; otherwise the first match of another language's rules:
        // language identification often misreads a short text ("Je te hais" as Dutch), and each
        // pattern holds words of its own language.
        var otherLanguage: String?
        let tokens = text.tokens
        for index in tokens.indices {
            guard let list = starts[tokens[index].hash] else { continue }
            for patternIndex in startLists[Int(list)] {
                let pattern = patterns[patternIndex]
                let isOwn = pattern.language == code
                guard isOwn || otherLanguage == nil,
                      let end = Self.end(of: pattern.slots[...], in: tokens, from: index) else { continue }
                if pattern.endsClause && !tokens[end - 1].endsClause { continue }
                // One clause: "¿Quién eres? Horrible día" holds no "eres horrible".
                if (index..<(end - 1)).contains(where: { tokens[$0].endsClause }) { continue }
                if SeverityTiers.isNegated(text, at: index) { continue }
                if end < tokens.count, SeverityTiers.negationHashes.contains(tokens[end].hash) { continue }
                if !pattern.ignoresLaughter, SeverityTiers.isPlayful(text) { continue }
                let found = (index..<end).map { text.string(of: tokens[$0]) }.joined(separator: " ")
                if isOwn { return found }
                otherLanguage = found
            }
        }
        return otherLanguage
    }

    /// Where a match of `slots` starting at token `index` ends (exclusive), or nil.
    private static func end(of slots: ArraySlice<Slot>, in tokens: [GuardNormalizedText.Token], from index: Int) -> Int? {
        guard let slot = slots.first else { return index }
        if index < tokens.count, slot.words[tokens[index].hash] != nil,
           let end = end(of: slots.dropFirst(), in: tokens, from: index + 1) {
            return end
        }
        return slot.isOptional ? end(of: slots.dropFirst(), in: tokens, from: index) : nil
    }

    /// Whether a word of `length` letters starting with `first` could be an innocent masked word
    /// of `code` (`h***` → `hell`; group `@masked-innocent`); for a language without rules, of any.
    func isInnocentMaskShape(first: Character, length: Int, language code: String) -> Bool {
        let sets = innocentMasked[code].map { [$0] } ?? Array(innocentMasked.values)
        return sets.contains { $0.contains { $0.count == length && $0.first == first } }
    }
}
