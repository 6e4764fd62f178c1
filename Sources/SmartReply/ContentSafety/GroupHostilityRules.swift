import Foundation

/// Hate speech against protected groups, sexual propositions and a few
/// offensive words of every language, as rules over the guard's normalized words.
///
/// **Hate speech** is a protected group next to a hostile predicate, within
/// one language's rules (the text's own and English, since short texts are
/// often misidentified):
/// - a group is a plural noun ("immigrants", "Ausländer", "евреев"), a two-word
///   noun ("asylum seekers"), or a group adjective next to a people word
///   ("black people", "gay folks", "personas negras");
/// - a `before` predicate ends right before the group ("i hate", "death to",
///   "kill all", "get rid of"), unless a negation stands among the two words
///   before it ("i don't hate gays");
/// - an `after` predicate starts right after it ("are disgusting", "should be
///   deported", "raus");
/// - filler words ("all", "the", "fucking", "los", "die") are skipped between
///   the two and inside the predicates ("they are all animals").
///
/// A group word alone, or with a friendly or neutral word, is never flagged:
/// "I love my Muslim neighbours", "gay marriage is legal", "Black Friday deals".
///
/// **Sexual propositions** ("wanna have sex", "send nudes") are phrases found
/// anywhere → ``GuardVerdict/Kind/sensitive``: no reply, as ML Kit Smart Reply
/// withholds replies on sensitive messages instead of agreeing.
///
/// Source: `Lexicons/guard/hate-groups.tsv` and `Lexicons/guard/hate-rules.tsv`,
/// written by us (see `Lexicons/SOURCES.md`); the pattern syntax is described in
/// the rules file and in ``expand(_:)``.
public struct GroupHostilityRules: Sendable {
    /// The compiled rules of one language.
    struct LanguageRules: Sendable {
        var groupNouns = HashedKeyTable()
        var groupNounPairs = HashedKeyTable()
        var groupAdjectives = HashedKeyTable()
        var peopleWords = HashedKeyTable()
        var fillers = HashedKeyTable()
        var negations = HashedKeyTable()
        var before = HashedKeyTable()
        var after = HashedKeyTable()
        var longestBefore = 0
        var longestAfter = 0
        /// Any group word at all (nouns, first words of pairs, adjectives, people words): most words are none.
        var groupStarts = HashedKeyTable()
        /// Whether adjectives stand before their noun (en, de, nl, ru, uk): a word that is both a group
        /// noun and a group adjective ("Schwarze", "черные") followed by another word is then read as
        /// the adjective ("ich hasse schwarze Katzen"), and only an `after` predicate can follow it.
        var adjectiveFirst = false
    }

    /// The prefix of a hate-speech match in ``GuardVerdict/matches`` ("hate: immigrants").
    public static let hateMatchPrefix = "hate: "
    /// The prefix of a sexual-proposition match in ``GuardVerdict/matches`` ("sexual: send nudes").
    public static let propositionMatchPrefix = "sexual: "

    /// Per language, behind a reference: a dictionary lookup of the value copied its nine tables (a retain
    /// and a release each) on every check.
    private var rules: [String: LanguageRulesReference] = [:]
    /// Per language: its propositions, the English ones and the `und` ones (sensitive), and
    /// the `und` words (offensive), merged.
    private var phraseLists: [String: LexiconReference] = [:]
    /// For languages without rules of their own: English and `und`.
    private var defaultPhrases = LexiconReference(GuardLexicon())

    /// Whether no rule was loaded (the guard then skips these checks).
    public private(set) var isEmpty = true

    /// No rules.
    public init() {}

    /// Reads `hate-groups.tsv` and `hate-rules.tsv` from the guard directory.
    /// - Throws: `modelFileMissing` when a file is absent, `modelFileCorrupt`
    ///   naming the file and line for a row with too few columns, an unknown
    ///   role or an unbalanced pattern.
    /// A guard directory without either file (a test fixture, an older Lexicons folder) gives no rules.
    public init(directory: URL, normalizer: GuardTextNormalizer = .init()) throws {
        let files = ["hate-groups.tsv", "hate-rules.tsv"].map { directory.appendingPathComponent($0).path }
        guard files.contains(where: FileManager.default.fileExists(atPath:)) else { return }
        let groups = try Self.rows(directory.appendingPathComponent("hate-groups.tsv"), columns: 4)
        let patterns = try Self.rows(directory.appendingPathComponent("hate-rules.tsv"), columns: 3)
        func hashes(_ text: String) -> [UInt64] { normalizer.normalize(text).tokens.map(\.hash) }
        var rules: [String: LanguageRules] = [:]
        var propositions: [String: [(text: String, source: String)]] = [:]
        var words: [(text: String, source: String)] = []
        // Fillers first: they are dropped from the predicates.
        for row in patterns where row.fields[1] == "filler" || row.fields[1] == "negation" {
            var language = rules[row.fields[0]] ?? LanguageRules()
            for expansion in try Self.expand(row.fields[2], source: row.source) {
                for hash in hashes(expansion) {
                    if row.fields[1] == "filler" { language.fillers.insert(hash, 0) } else { language.negations.insert(hash, 0) }
                }
            }
            rules[row.fields[0]] = language
        }
        for row in patterns where row.fields[1] != "filler" && row.fields[1] != "negation" {
            let code = row.fields[0], role = row.fields[1]
            var language = rules[code] ?? LanguageRules()
            for expansion in try Self.expand(row.fields[2], source: row.source) {
                switch role {
                case "before", "after":
                    // A trailing `$`: the predicate must end the text (fillers aside): "immigrants should leave",
                    // not "the refugees should leave the camp by Friday".
                    let atEnd = role == "after" && expansion.hasSuffix(" $")
                    let content = hashes(atEnd ? String(expansion.dropLast(2)) : expansion).filter { language.fillers[$0] == nil }
                    guard !content.isEmpty else { continue }
                    let key = GuardLexicon.phraseHash(content)
                    if role == "before" {
                        language.before.insert(key, Int32(content.count))
                        language.longestBefore = max(language.longestBefore, content.count)
                    } else {
                        language.after.insert(key, Int32(content.count + (atEnd ? Self.endMarker : 0)))
                        language.longestAfter = max(language.longestAfter, content.count)
                    }
                case "proposition": propositions[code, default: []].append((expansion, row.source))
                case "word": words.append((expansion, row.source))
                default:
                    throw SmartReplyError(.modelFileCorrupt, "\(row.source): unknown role '\(role)' (before, after, filler, negation, proposition, word)")
                }
            }
            rules[code] = language
        }
        for row in groups {
            var language = rules[row.fields[0]] ?? LanguageRules()
            let tokens = hashes(row.fields[3])
            switch (row.fields[1], tokens.count) {
            case ("noun", 1): language.groupNouns.insert(tokens[0], 0)
            case ("noun", 2): language.groupNounPairs.insert(GuardLexicon.phraseHash(tokens), 0)
            case ("adj", 1): language.groupAdjectives.insert(tokens[0], 0)
            case ("adj", 2): language.groupNounPairs.insert(GuardLexicon.phraseHash(tokens), 0)  // "african american"
            case ("people", 1): language.peopleWords.insert(tokens[0], 0)
            case (_, 0): continue
            default:
                throw SmartReplyError(.modelFileCorrupt, "\(row.source): role '\(row.fields[1])' with \(tokens.count) words (noun: 1-2, adj: 1-2, people: 1)")
            }
            if let first = tokens.first { language.groupStarts.insert(first, 0) }
            rules[row.fields[0]] = language
        }
        let wordList = try GuardLexicon(entries: words, kind: .offensive, normalizer: normalizer)
        let shared = try GuardLexicon(entries: (propositions["und"] ?? []) + (propositions["en"] ?? []), kind: .sensitive, normalizer: normalizer)
            .merging(wordList)
        for code in Set(rules.keys).union(propositions.keys) where code != "und" {
            let own = try GuardLexicon(entries: code == "en" ? [] : propositions[code] ?? [], kind: .sensitive, normalizer: normalizer)
            phraseLists[code] = LexiconReference(own.merging(shared))
        }
        defaultPhrases = LexiconReference(shared)
        rules["und"] = nil
        for code in Self.adjectiveFirstLanguages { rules[code]?.adjectiveFirst = true }
        isEmpty = rules.isEmpty && shared.count == 0
        self.rules = rules.mapValues(LanguageRulesReference.init)
    }

    /// The verdict of these rules for `normalized` in `language`, or nil when none applies.
    /// A sexual proposition → sensitive (`sexual: …`); a `word` entry → offensive (its name);
    /// hate speech → offensive (`hate: …`); an offensive word of `contentGuard`'s lists inside a
    /// sentence spelled out letter by letter → offensive (``SpelledOutWordSearch``).
    /// - Complexity: O(n) hashed lookups for n words, plus O(p + a) for each group word found.
    public func verdict(for normalized: GuardNormalizedText, language: LanguageTag, guard contentGuard: LexiconContentGuard) -> GuardVerdict? {
        let code = LexiconContentGuard.listCode(of: language)
        let phrases = phraseLists[code] ?? defaultPhrases
        var ids: [Int32] = []
        phrases.matches(in: normalized, into: &ids)
        if let id = ids.first(where: { phrases.kind(of: $0) == .sensitive }) {
            return GuardVerdict(kind: .sensitive, matches: [Self.propositionMatchPrefix + phrases.name(of: id)])
        }
        if let id = ids.first { return GuardVerdict(kind: .offensive, matches: [phrases.name(of: id)]) }
        if let own = rules[code], let match = own.hateMatch(in: normalized, of: self) {
            return GuardVerdict(kind: .offensive, matches: [Self.hateMatchPrefix + match])
        }
        if code != "en", let english = rules["en"], let match = english.hateMatch(in: normalized, of: self) {
            return GuardVerdict(kind: .offensive, matches: [Self.hateMatchPrefix + match])
        }
        if !normalized.joinedTokens.isEmpty {
            let spelled = SpelledOutWordSearch().matches(in: normalized, language: language, guard: contentGuard)
            if !spelled.isEmpty { return GuardVerdict(kind: .offensive, matches: spelled) }
        }
        return nil
    }

    /// Added to an `after` predicate's length when it must end the text (pattern ending in ` $`).
    static let endMarker = 1000

    /// Languages whose adjectives stand before the noun (see `LanguageRules.adjectiveFirst`).
    static let adjectiveFirstLanguages = ["en", "de", "nl", "ru", "uk"]

    /// How many filler words may be skipped on either side of a group.
    static let maximumFillers = 3

    /// The group words of the first group that stands next to a hostile predicate, or nil.
    func hateMatch(in text: GuardNormalizedText, rules: LanguageRules) -> String? {
        let tokens = text.tokens
        guard tokens.count >= 2 else { return nil }
        for index in tokens.indices where rules.groupStarts[tokens[index].hash] != nil {
            let hash = tokens[index].hash
            var span: Range<Int>?
            if rules.groupNouns[hash] != nil { span = index..<(index + 1) }
            if span == nil, index + 1 < tokens.count {
                let next = tokens[index + 1].hash
                if rules.groupNounPairs[GuardLexicon.phraseHash([hash, next])] != nil
                    || (rules.groupAdjectives[hash] != nil && rules.peopleWords[next] != nil)
                    || (rules.peopleWords[hash] != nil && rules.groupAdjectives[next] != nil) {
                    span = index..<(index + 2)
                }
            }
            guard let span else { continue }
            let mayBeAdjective = rules.adjectiveFirst && span.count == 1 && rules.groupAdjectives[hash] != nil
                && span.upperBound < tokens.count && rules.fillers[tokens[span.upperBound].hash] == nil
            if (!mayBeAdjective && hasBefore(span.lowerBound, in: tokens, rules: rules)) || hasAfter(span.upperBound, in: tokens, rules: rules) {
                return span.map { text.string(of: tokens[$0]) }.joined(separator: " ")
            }
        }
        return nil
    }

    /// Whether a `before` predicate (fillers skipped) ends right before `start`, not negated.
    private func hasBefore(_ start: Int, in tokens: [GuardNormalizedText.Token], rules: LanguageRules) -> Bool {
        guard rules.longestBefore > 0 else { return false }
        var content: [Int] = []   // indexes, nearest first
        var fillers = 0, j = start - 1
        while j >= 0, content.count < rules.longestBefore {
            if rules.fillers[tokens[j].hash] != nil {
                fillers += 1
                if fillers > Self.maximumFillers { break }
            } else { content.append(j) }
            j -= 1
        }
        for length in stride(from: content.count, through: 1, by: -1) {
            guard let found = rules.before[GuardLexicon.phraseHash(content.prefix(length).reversed().map { tokens[$0].hash })],
                  Int(found) == length else { continue }
            let first = content[length - 1]
            let negated = (max(0, first - 2)..<first).contains { rules.negations[tokens[$0].hash] != nil }
            if !negated { return true }
        }
        return false
    }

    /// Whether an `after` predicate (fillers skipped) starts right after `end`.
    private func hasAfter(_ end: Int, in tokens: [GuardNormalizedText.Token], rules: LanguageRules) -> Bool {
        guard rules.longestAfter > 0 else { return false }
        var content: [Int] = []   // indexes
        var fillers = 0, j = end
        while j < tokens.count, content.count < rules.longestAfter {
            if rules.fillers[tokens[j].hash] != nil {
                fillers += 1
                if fillers > Self.maximumFillers { break }
            } else { content.append(j) }
            j += 1
        }
        for length in stride(from: content.count, through: 1, by: -1) {
            guard let found = rules.after[GuardLexicon.phraseHash(content.prefix(length).map { tokens[$0].hash })] else { continue }
            if Int(found) == length { return true }
            if Int(found) == length + Self.endMarker,
               ((content[length - 1] + 1)..<tokens.count).allSatisfy({ rules.fillers[tokens[$0].hash] != nil }) { return true }
        }
        return false
    }

    // MARK: - Files

    /// The entries of `allow-prefix-words.txt` in the guard directory (none when the file is absent):
    /// ordinary words that a prefix entry of an offensive list would hit ("cazzuola" for `cazz*`),
    /// found with wordfreq's frequency lists (`Scripts/prefix_entry_words.py`) and chosen by hand.
    /// - Throws: as ``GuardLexicon/readEntries(from:)`` for an unreadable file.
    public static func prefixExceptions(directory: URL) throws -> [String] {
        let url = directory.appendingPathComponent("allow-prefix-words.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try GuardLexicon.readEntries(from: url).map(\.text)
    }

    /// The data rows of a TSV file (comment lines `#` and the header row skipped).
    static func rows(_ url: URL, columns: Int) throws -> [(fields: [String], source: String)] {
        var result: [(fields: [String], source: String)] = []
        for (line, number) in try GuardLexicon.dataLines(of: url, kind: "guard rules") {
            if line.hasPrefix("language\t") { continue }
            let source = "\(url.lastPathComponent) line \(number)"
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= columns, !fields[columns - 1].isEmpty else {
                throw SmartReplyError(.modelFileCorrupt, "\(source): expected \(columns) tab-separated columns, found \(fields.count)")
            }
            result.append((fields, source))
        }
        guard !result.isEmpty else { throw SmartReplyError(.modelFileCorrupt, "guard rules \(url.path) have no rows") }
        return result
    }

    /// The phrases a pattern stands for: `(a|b)` is one of the alternatives,
    /// `[a|b]` optionally one of them, anything else is literal; groups do not nest.
    /// `"[i] (hate|despise)"` → `["i hate", "i despise", "hate", "despise"]`.
    /// - Throws: `modelFileCorrupt` naming `source` for an unbalanced or nested bracket.
    public static func expand(_ pattern: String, source: String = "pattern") throws -> [String] {
        var results = [""]
        var rest = Substring(pattern)
        while let open = rest.firstIndex(where: { $0 == "(" || $0 == "[" }) {
            let literal = rest[..<open]
            let isOptional = rest[open] == "["
            let closer: Character = isOptional ? "]" : ")"
            guard let close = rest[open...].firstIndex(of: closer),
                  !rest[rest.index(after: open)..<close].contains(where: { "()[]".contains($0) }) else {
                throw SmartReplyError(.modelFileCorrupt, "\(source): unbalanced or nested brackets in '\(pattern)'")
            }
            var options = rest[rest.index(after: open)..<close].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            if isOptional { options.append("") }
            results = results.flatMap { prefix in options.map { prefix + literal + $0 } }
            rest = rest[rest.index(after: close)...]
        }
        if rest.contains(where: { ")]".contains($0) }) {
            throw SmartReplyError(.modelFileCorrupt, "\(source): unbalanced brackets in '\(pattern)'")
        }
        return results.map { ($0 + rest).split(separator: " ").joined(separator: " ") }.filter { !$0.isEmpty }
    }
}

/// One language's ``GroupHostilityRules/LanguageRules`` behind a reference, read in place.
final class LanguageRulesReference: Sendable {
    let rules: GroupHostilityRules.LanguageRules
    init(_ rules: GroupHostilityRules.LanguageRules) { self.rules = rules }

    /// ``GroupHostilityRules/hateMatch(in:rules:)`` with these rules.
    func hateMatch(in text: GuardNormalizedText, of owner: GroupHostilityRules) -> String? {
        owner.hateMatch(in: text, rules: rules)
    }
}

extension LexiconReference {
    /// ``GuardLexicon/matches(in:allowed:exemptWords:into:)`` of the referenced lexicon, no word skipped, read in place
    /// (`reference.lexicon.matches(…)` at the call site copied the lexicon's tables first).
    func matches(in text: GuardNormalizedText, into found: inout [Int32]) {
        lexicon.matches(in: text, allowed: [], into: &found)
    }

    /// The kind of entry `id`.
    func kind(of id: Int32) -> GuardVerdict.Kind { lexicon.kinds[Int(id)] }

    /// The name of entry `id`.
    func name(of id: Int32) -> String { lexicon.names[Int(id)] }
}
