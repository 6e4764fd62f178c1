import Foundation

/// One compiled word list of the content guard: whole words, phrases and word
/// prefixes, keyed by 64-bit hashes of their normalized form.
///
/// List files are UTF-8 text, one entry per line; `#` starts a comment line.
/// An entry is a word (`arschloch`), a phrase (`fils de pute`: consecutive
/// words) or a prefix ending in `*` (`хуй*`: any word that starts with it,
/// for languages whose swear words inflect heavily). Entries are normalized
/// with ``GuardTextNormalizer``, exactly as the text is, so `f*ck` in a text
/// meets `fuck` in a list, and matching is never by substring: `Scunthorpe`
/// holds no word of the list.
public struct GuardLexicon: Sendable {
    /// The entries as written in the list (normalized), indexed by entry id.
    public private(set) var names: [String] = []
    /// What each entry signals (offensive or sensitive), indexed by entry id.
    public private(set) var kinds: [GuardVerdict.Kind] = []
    private var words = HashedKeyTable()
    /// Single-word entries by the hash of their form with every run of equal letters shortened to one
    /// (`fuuuck`, `fuck` → `fuck`), the first entry of each form, for words written with long runs. Only
    /// entries that have a run are stored, and none whose shortened form is already a key of ``words``
    /// (an earlier entry written that way): a lookup that misses here tries ``words`` with the same
    /// hash next (``matchWord(_:scalars:into:)``) and finds the same first entry, so the table holds
    /// one key for the few entries with doubled letters instead of one per word (about a tenth).
    private var collapsedWords = HashedKeyTable()
    private var prefixes = HashedKeyTable()
    private var prefixLengths: [Int] = []
    /// Hashes of the first two scalars of every prefix entry: a word whose
    /// first two scalars are not here cannot start with any prefix entry.
    private var prefixHeads = HashedKeyTable()
    private var phrases = HashedKeyTable()
    /// Hashes of the first word of each phrase: most words start none.
    private var phraseStarts = HashedKeyTable()
    private var longestPhrase = 1
    /// The most scalars of a single-word entry: a longer word can only match a prefix entry.
    private var longestWord = 0
    /// Single-word entries by length, for masked words (`f*ck`).
    private var wordsByLength: [Int: GuardMaskCandidates] = [:]
    /// Prefix entries, for masked words.
    private var prefixList = GuardMaskCandidates(namesEndInStar: true)

    /// The number of entries.
    public var count: Int { names.count }

    /// An empty list.
    public init() {}

    /// Reads and compiles a list file.
    /// - Throws: `modelFileMissing` when the file does not exist; `modelFileCorrupt`
    ///   naming the file (and line) when it is not UTF-8 text, has no entry, or an
    ///   entry holds control characters or a misplaced `*`.
    public init(contentsOf url: URL, kind: GuardVerdict.Kind = .offensive, normalizer: GuardTextNormalizer = .init()) throws {
        try self.init(entries: Self.readEntries(from: url), kind: kind, normalizer: normalizer)
    }

    /// Compiles entries of one kind; `source` names them in error messages.
    /// - Throws: `modelFileCorrupt` for an entry with a `*` that is not at the end of one word.
    public init(entries: [(text: String, source: String)], kind: GuardVerdict.Kind = .offensive,
                normalizer: GuardTextNormalizer = .init()) throws {
        for (text, source) in entries { try add(text, source: source, kind: kind, normalizer: normalizer) }
    }

    /// This list with the entries of `other` added (an entry already here keeps its kind).
    /// - Complexity: O(entries of `other`); no entry is normalized again.
    public func merging(_ other: GuardLexicon) -> GuardLexicon {
        var result = self
        var remap = [Int32](repeating: -1, count: other.names.count)
        func id(for old: Int32) -> Int32 {
            if remap[Int(old)] < 0 {
                remap[Int(old)] = Int32(result.names.count)
                result.names.append(other.names[Int(old)])
                result.kinds.append(other.kinds[Int(old)])
            }
            return remap[Int(old)]
        }
        for (key, old) in other.words.pairs where result.words[key] == nil {
            result.words.insert(key, id(for: old))
        }
        // A shortened form this list has as a word or as a shortened form keeps its own entry (see collapsedWords).
        for (key, old) in other.collapsedWords.pairs where collapsedWords[key] == nil && words[key] == nil {
            result.collapsedWords.insert(key, id(for: old))
        }
        for (key, old) in other.prefixes.pairs where result.prefixes[key] == nil {
            result.prefixes.insert(key, id(for: old))
        }
        for (key, old) in other.phrases.pairs where result.phrases[key] == nil {
            result.phrases.insert(key, id(for: old))
        }
        for (key, _) in other.phraseStarts.pairs { result.phraseStarts.insert(key, 0) }
        for (key, _) in other.prefixHeads.pairs { result.prefixHeads.insert(key, 0) }
        result.prefixLengths = Array(Set(result.prefixLengths + other.prefixLengths)).sorted()
        result.longestPhrase = max(result.longestPhrase, other.longestPhrase)
        result.longestWord = max(result.longestWord, other.longestWord)
        for (length, list) in other.wordsByLength {
            result.wordsByLength[length, default: GuardMaskCandidates()].append(contentsOf: list, remap: remap)
        }
        result.prefixList.append(contentsOf: other.prefixList, remap: remap)
        return result
    }

    /// Reads the entries of a list file: `(entry, "file:line")` pairs.
    /// - Throws: see ``init(contentsOf:normalizer:)``.
    public static func readEntries(from url: URL) throws -> [(text: String, source: String)] {
        var entries: [(text: String, source: String)] = []
        for (line, number) in try dataLines(of: url, kind: "guard list") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw SmartReplyError(.modelFileCorrupt, "guard list \(url.lastPathComponent) line \(number): control character in entry")
            }
            entries.append((trimmed, "\(url.lastPathComponent) line \(number)"))
        }
        guard !entries.isEmpty else {
            throw SmartReplyError(.modelFileCorrupt, "guard list \(url.path) has no entries")
        }
        return entries
    }

    /// The non-blank, non-comment (`#`) lines of a UTF-8 guard file with their 1-based line
    /// numbers (a trailing `\r` removed), shared by the list files and the rule TSVs
    /// (``GroupHostilityRules``). `kind` names the file in errors ("guard list", "guard rules").
    /// - Throws: `modelFileMissing`, `ioFailure` or `modelFileCorrupt` (not UTF-8), naming the file.
    static func dataLines(of url: URL, kind: String) throws -> [(line: Substring, number: Int)] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SmartReplyError(.modelFileMissing, "\(kind) \(url.path) does not exist")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SmartReplyError(.ioFailure, "cannot read \(kind) \(url.path): \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SmartReplyError(.modelFileCorrupt, "\(kind) \(url.path) is not UTF-8 text")
        }
        var lines: [(line: Substring, number: Int)] = []
        for (index, line) in text.lines(omittingEmpty: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            lines.append((line, index + 1))
        }
        return lines
    }

    /// Adds one entry.
    /// - Throws: `modelFileCorrupt` naming `source` for a misplaced `*`.
    public mutating func add(_ entry: String, source: String, kind: GuardVerdict.Kind = .offensive,
                             normalizer: GuardTextNormalizer = .init()) throws {
        var text = Substring(entry)
        let isPrefix = text.hasSuffix("*")
        if isPrefix { text = text.dropLast() }
        let normalized = normalizer.normalize(String(text))
        guard !normalized.tokens.isEmpty else { return }  // e.g. a list line of emoji or digits only
        let id = Int32(names.count)
        let tokens = normalized.tokens
        if isPrefix {
            guard tokens.count == 1, !normalized.tokens[0].isMasked else {
                throw SmartReplyError(.modelFileCorrupt, "\(source): prefix entry '\(entry)' must be one word ending in '*'")
            }
            let token = tokens[0]
            guard token.range.count >= 2 else {
                throw SmartReplyError(.modelFileCorrupt, "\(source): prefix entry '\(entry)' is shorter than 2 letters")
            }
            guard prefixes.insert(token.hash, id) else { return }
            let scalars = normalized.scalars(of: token)
            prefixHeads.insert(GuardTextNormalizer.hash(scalars.prefix(2)), 0)
            if !prefixLengths.contains(token.range.count) { prefixLengths.append(token.range.count); prefixLengths.sort() }
            prefixList.append(id: id, scalars: normalized.scalars(of: token), name: normalized.string(of: token) + "*")
        } else if tokens.contains(where: \.isMasked) {
            throw SmartReplyError(.modelFileCorrupt, "\(source): entry '\(entry)' holds '*' or '#' inside a word")
        } else if tokens.count == 1 {
            let token = tokens[0]
            guard words.insert(token.hash, id) else { return }
            let scalars = Array(normalized.scalars(of: token))
            let collapsed = Self.collapsingRuns(scalars[...], to: 1)
            if collapsed.count < scalars.count {
                let key = GuardTextNormalizer.hash(collapsed)
                if words[key] == nil { collapsedWords.insert(key, id) }
            }
            wordsByLength[scalars.count, default: GuardMaskCandidates()].append(id: id, scalars: scalars[...], name: normalized.string(of: token))
            longestWord = max(longestWord, scalars.count)
        } else {
            guard phrases.insert(Self.phraseHash(tokens.map(\.hash)), id) else { return }
            phraseStarts.insert(tokens[0].hash, 0)
            longestPhrase = max(longestPhrase, tokens.count)
        }
        names.append(tokens.map { normalized.string(of: $0) }.joined(separator: " ") + (isPrefix ? "*" : ""))
        kinds.append(kind)
    }

    /// The key of a phrase: the token hashes combined in order.
    @inline(__always)
    static func phraseHash<C: Collection>(_ hashes: C) -> UInt64 where C.Element == UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for t in hashes { h = (h ^ t) &* 0x0000_0100_0000_01b3; h ^= h >> 31 }
        return h
    }

    /// Shortens every run of 3+ equal scalars to `length` (1 also shortens runs of 2).
    static func collapsingRuns<C: Collection>(_ scalars: C, to length: Int) -> [UInt32] where C.Element == UInt32 {
        var result: [UInt32] = []
        result.reserveCapacity(scalars.count)
        var previous: UInt32 = 0, run = 0
        for value in scalars {
            if value == previous { run += 1 } else { previous = value; run = 1 }
            if length == 1 ? run == 1 : (run <= length) { result.append(value) }
        }
        return result
    }

    // MARK: - Matching

    /// Appends to `found` the ids of entries that occur in `text`.
    ///
    /// - Parameter allowed: one flag per token of `text` (or empty: none); a
    ///   flagged token (an allow-list word) neither matches nor takes part in a
    ///   phrase or a joined word.
    /// - Parameter exemptWords: one flag per token (or empty: none); a flagged
    ///   token matches no single-word entry but still takes part in phrases
    ///   (a mild word in an exempted use, see ``SeverityTiers``).
    /// - Complexity: O(tokens × (prefix lengths + longest phrase)); a masked
    ///   word also scans the entries of its length.
    public func matches(in text: GuardNormalizedText, allowed: [Bool], exemptWords: [Bool] = [], into found: inout [Int32]) {
        let skipped = exemptWords.isEmpty ? allowed : exemptWords
        text.scalars.withUnsafeBufferPointer { scalars in
            for (index, token) in text.tokens.enumerated() where skipped.isEmpty || !skipped[index] {
                matchWord(token, scalars: UnsafeBufferPointer(rebasing: scalars[token.range]), into: &found)
            }
            for (index, token) in text.joinedTokens.enumerated()
            where skipped.isEmpty || !text.joinedSources[index].contains(where: { skipped[$0] }) {
                let before = found.count
                matchWord(token, scalars: UnsafeBufferPointer(rebasing: scalars[token.range]), into: &found)
                if token.isSpelledOut, found.count == before {
                    matchSpelledOutTail(UnsafeBufferPointer(rebasing: scalars[token.range]), into: &found)
                }
            }
        }
        let tokens = text.tokens
        guard longestPhrase > 1, tokens.count > 1 else { return }
        for start in 0..<(tokens.count - 1) where (allowed.isEmpty || !allowed[start]) && phraseStarts[tokens[start].hash] != nil {
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15
            h = (h ^ tokens[start].hash) &* 0x0000_0100_0000_01b3; h ^= h >> 31
            var end = start + 1
            while end < tokens.count && end - start < longestPhrase && (allowed.isEmpty || !allowed[end]) {
                h = (h ^ tokens[end].hash) &* 0x0000_0100_0000_01b3; h ^= h >> 31
                if let id = phrases[h] { append(id, to: &found) }
                end += 1
            }
        }
    }

    /// The keys of the single-word entries (not phrases, not prefixes), and
    /// whether the list has prefix entries.
    var singleWordKeys: (keys: [UInt64], hasPrefixes: Bool) { (words.pairs.map(\.key), prefixList.count > 0) }

    /// The offensive single-word entries of `length` letters that start with `first`, by name,
    /// in list order, and whether each is also a prefix entry (`fuck` and `fuck*`), for words
    /// written as a letter and masks (`f***`).
    /// - Complexity: O(entries of that length).
    func offensiveWords(startingWith first: UInt32, length: Int) -> [(name: String, isAlsoPrefix: Bool)] {
        guard let candidates = wordsByLength[length] else { return [] }
        var entry: [UInt32] = []
        return candidates.ids.indices.compactMap { index in
            let id = Int(candidates.ids[index])
            guard candidates.firstScalar(index) == first, kinds[id] == .offensive else { return nil }
            candidates.read(index, names: names, into: &entry)
            return (names[id], prefixes[GuardTextNormalizer.hash(entry)] != nil)
        }
    }

    /// Whether one word of `text` is (or, for a prefix entry, starts with) an
    /// entry, in any of the readings ``matches(in:allowed:into:)`` tries.
    func containsWord(_ token: GuardNormalizedText.Token, of text: GuardNormalizedText) -> Bool {
        var found: [Int32] = []
        text.scalars.withUnsafeBufferPointer { scalars in
            matchWord(token, scalars: UnsafeBufferPointer(rebasing: scalars[token.range]), into: &found)
        }
        return !found.isEmpty
    }

    @inline(__always)
    private func append(_ id: Int32, to found: inout [Int32]) {
        if !found.contains(id) { found.append(id) }
    }

    /// Matches one word in its normalized form, then (if that fails) its other
    /// readings: `1` as `l`, and runs of letters shortened to two and to one.
    /// Reports at most one entry per word.
    private func matchWord(_ token: GuardNormalizedText.Token, scalars: UnsafeBufferPointer<UInt32>, into found: inout [Int32]) {
        if token.isMasked {
            matchMasked(scalars[...], into: &found)
            return
        }
        if matchForm(scalars, hash: token.hash, into: &found) { return }
        if token.hadDigitOne {
            let alternative = scalars.map { $0 == 0x69 ? 0x6C : $0 }
            if alternative.withUnsafeBufferPointer({ matchForm($0, hash: GuardTextNormalizer.hash(alternative), into: &found) }) { return }
        }
        if token.hasLongRun {
            let two = Self.collapsingRuns(scalars[...], to: 2)
            if two.withUnsafeBufferPointer({ matchForm($0, hash: GuardTextNormalizer.hash(two), into: &found) }) { return }
            let one = Self.collapsingRuns(scalars[...], to: 1)
            if let id = collapsedWords[GuardTextNormalizer.hash(one)] { append(id, to: &found); return }
            _ = one.withUnsafeBufferPointer { matchForm($0, hash: GuardTextNormalizer.hash(one), into: &found) }
        }
    }

    /// A word spelled out letter by letter runs its words together ("и д и н а х у й" →
    /// `идинахуй`): every tail of at least three letters is looked up as a word or as starting
    /// with a prefix entry (the whole word was looked up already). Only for spelled-out words:
    /// nobody spells an innocent text letter by letter.
    /// - Complexity: O(n × (longest word entry + longest prefix entry)) for a word of n scalars: a tail
    ///   longer than every word entry is only tried against the prefix entries, so it is not hashed whole
    ///   (which made a spelled-out text of 100,000 letters take seconds).
    private func matchSpelledOutTail(_ scalars: UnsafeBufferPointer<UInt32>, into found: inout [Int32]) {
        guard scalars.count >= 4 else { return }
        for offset in 1...(scalars.count - 3) {
            let tail = UnsafeBufferPointer(rebasing: scalars[offset...])
            if tail.count <= longestWord, let id = words[GuardTextNormalizer.hash(tail)] { append(id, to: &found); return }
            if matchPrefix(tail, into: &found) { return }
        }
    }

    /// Looks one reading of a word up as a whole word, then as starting with a prefix entry.
    @inline(__always)
    private func matchForm(_ scalars: UnsafeBufferPointer<UInt32>, hash: UInt64, into found: inout [Int32]) -> Bool {
        if let id = words[hash] { append(id, to: &found); return true }
        return matchPrefix(scalars, into: &found)
    }

    /// Looks one reading of a word up as starting with a prefix entry.
    /// - Complexity: O(longest prefix entry), whatever the word's length.
    @inline(__always)
    private func matchPrefix(_ scalars: UnsafeBufferPointer<UInt32>, into found: inout [Int32]) -> Bool {
        guard !prefixLengths.isEmpty, scalars.count >= prefixLengths[0],
              prefixHeads[GuardTextNormalizer.hash(scalars.prefix(2))] != nil else { return false }
        var h = GuardTextNormalizer.fnvOffset
        var length = 0
        var next = 0
        for value in scalars {
            h = (h ^ UInt64(value)) &* GuardTextNormalizer.fnvPrime
            length += 1
            if length == prefixLengths[next] {
                if let id = prefixes[h] { append(id, to: &found); return true }
                next += 1
                if next == prefixLengths.count { return false }
            }
        }
        return false
    }

    /// Matches a word with `*`/`#` standing for one unknown letter each: at most about half of
    /// its letters masked ("f**k", "п**дец"), or, in a word of five or more, every letter but the
    /// first and the last ("п****ц", "b*****d"): nobody masks the inside of an innocent word.
    private func matchMasked(_ scalars: Slice<UnsafeBufferPointer<UInt32>>, into found: inout [Int32]) {
        let masks = scalars.reduce(0) { $0 + (GuardTextNormalizer.isMask($1) ? 1 : 0) }
        let known = scalars.count - masks
        let framed = scalars.count >= 5 && !GuardTextNormalizer.isMask(scalars[scalars.startIndex])
            && !GuardTextNormalizer.isMask(scalars[scalars.index(before: scalars.endIndex)])
        guard known >= 2, masks * 2 <= scalars.count + 1 || framed else { return }
        func fits(_ entry: [UInt32], _ length: Int) -> Bool {
            var i = scalars.startIndex
            var agreeing = 0
            for position in 0..<length {
                let value = scalars[i]
                if !GuardTextNormalizer.isMask(value) {
                    if value != entry[position] { return false }
                    agreeing += 1
                }
                i += 1
            }
            return agreeing >= 2
        }
        // An entry whose first, second or last scalar differs from the word's letter there cannot fit:
        // its name is not read (a masked word has two known letters or more, so at least two scalars).
        func shown(_ value: UInt32) -> UInt32? { GuardTextNormalizer.isMask(value) ? nil : value }
        let first = shown(scalars[scalars.startIndex]), second = shown(scalars[scalars.startIndex + 1])
        let last = shown(scalars[scalars.index(before: scalars.endIndex)])
        var entry: [UInt32] = []
        if let candidates = wordsByLength[scalars.count] {
            for index in candidates.ids.indices where candidates.mayFit(index, first: first, second: second, last: last) {
                candidates.read(index, names: names, into: &entry)
                if fits(entry, scalars.count) { append(candidates.ids[index], to: &found); return }
            }
        }
        for index in prefixList.ids.indices where prefixList.mayFit(index, first: first, second: second, last: nil) {
            prefixList.read(index, names: names, into: &entry)
            if entry.count <= scalars.count && entry.count >= 3 && fits(entry, entry.count) {
                append(prefixList.ids[index], to: &found)
                return
            }
        }
    }
}
