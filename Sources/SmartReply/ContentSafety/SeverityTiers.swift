import Foundation

/// The guard's severity tiers: which listed words are offensive in every use
/// and which only when they are aimed at someone.
///
/// The policy (written by us; also in `Lexicons/SOURCES.md`, "Severity
/// policy"): Smart Reply withholds replies to offensive input
/// (as ML Kit does), and a reply to "I had a shitty day" is useful and
/// harmless, whereas a reply to "you piece of shit" or to a slur is not. So:
/// 1. **Strong** words (every entry of `<xx>.txt` not in a tier below: slurs,
///    sexual obscenities, `fuck`, insulting compounds such as `shithead`) and
///    every phrase entry (`piece of shit`, `piss off`) count in every use.
/// 2. **Mild profanity** (`mild-<xx>.txt`: `shit`, `crap`, `pissed`,
///    `bullshit` …) describes things and moods ("a shitty day", "this is
///    crap") and counts only when it is aimed at the reader (a second-person
///    pronoun among the four words before it: "you look like shit"; ``mildReach``),
///    and then not when that use is negated or self-directed (below), nor right after a determiner
///    that makes it name a thing ("did you see that shit", "you're the shit": ``thingDeterminerHashes``).
/// 3. **Insult words** (`insult-<xx>.txt`: `idiot`, `stupid`, `moron` …) count
///    when aimed at anyone, including a third person ("what an idiot"), but
///    not when negated ("you're not stupid") or self-directed ("I'm such an
///    idiot", "he called me an idiot": a first-person word comes before the
///    insult, nearer than any second-person word).
///
/// A disguised spelling (`sh!t`, `$hit`, `sh*t`: see
/// ``GuardNormalizedText/Token/isDisguised``) is never exempted: whoever hides
/// a word from a filter knows it offends. An exempted word is treated like
/// an allow-listed one for single-word matches only (phrases still match),
/// and the insult model still judges the text. Quoting or reporting someone
/// else's insult ("he called her a bitch") is not recognized: strong words
/// count there too. 4. **Banter** (`banter-<xx>.txt`: `shut up`, `stfu`)
/// is an entry of the offensive lists that friends say in delight ("omg shut
/// up, you got tickets?", "stfu that's amazing"): when every offensive match
/// of a text is a banter entry and the text holds a laughter or delight word
/// (`lol`, `haha`, `omg`, `amazing`, `congrats` …: ``isPlayful(_:)``), the
/// lists do not flag it (the context list and the insult model still judge
/// it: "stfu nobody asked you" stays offensive). A banter entry of the sensitive list ("rip",
/// "died") in a laughing text ("rip my wallet lol") is a joke, not a loss: ``isLaughedOff(_:language:in:)``.
/// "Negated" means a negation (`not`, `never`, `n't`, `nicht`, `не` …)
/// among the three words before; "self-directed" looks five words back.
public struct SeverityTiers: Sendable {
    /// Mild profanity per primary language subtag (`mild-<xx>.txt`).
    public let mildLists: [String: GuardLexicon]
    /// Insult words per primary language subtag (`insult-<xx>.txt`).
    public let insultLists: [String: GuardLexicon]
    /// Banter entries per primary language subtag (`banter-<xx>.txt`), by their normalized names.
    public let banterNames: [String: Set<String>]

    /// Per language, the tier of every single-word entry by its hash, so a
    /// word costs one lookup (a shared reference: fetching it is one retain).
    private let tables: [String: TierTable]

    /// Creates the tiers from compiled lists.
    /// - Parameter banterLists: per language, offensive-list entries that a playful text may hold (see the type's summary).
    public init(mildLists: [String: GuardLexicon] = [:], insultLists: [String: GuardLexicon] = [:],
                banterLists: [String: GuardLexicon] = [:]) {
        self.mildLists = mildLists
        self.insultLists = insultLists
        banterNames = banterLists.mapValues { Set($0.names) }
        var tables: [String: TierTable] = [:]
        for code in Set(mildLists.keys).union(insultLists.keys) {
            tables[code] = TierTable(mild: mildLists[code], insult: insultLists[code])
        }
        self.tables = tables
    }

    /// Whether no tier list is loaded (then nothing is ever exempted).
    public var isEmpty: Bool { mildLists.isEmpty && insultLists.isEmpty }

    /// Marks, in `flags` (one per token, or empty for none), the tokens whose
    /// tier-2 or tier-3 use is exempted in this text.
    /// - Complexity: O(tokens) hash lookups, plus a five-word look-back per tier word found.
    func markExempted(in text: GuardNormalizedText, language code: String, flags: inout [Bool]) {
        guard let table = tables[code] else { return }
        // A disguised word (`sh!t`, `$hit`) was written to slip past a filter: it counts as strong.
        for (index, token) in text.tokens.enumerated() where !token.isDisguised && (flags.isEmpty || !flags[index]) {
            let tier: Int32
            if let known = table.tiers[token.hash] {
                tier = known
            } else if table.hasPrefixes || token.hasLongRun {
                // Other readings (stretched letters, prefix entries): the lists' full matching.
                if table.mild?.containsWord(token, of: text) == true { tier = TierTable.mildTier }
                else if table.insult?.containsWord(token, of: text) == true { tier = TierTable.insultTier }
                else { continue }
            } else {
                continue
            }
            var exempt = Self.isNegated(text, at: index) || Self.isSelfDirected(text, at: index)
            if !exempt, tier == TierTable.mildTier {
                // Aimed at the reader: a second-person word among the four words before ("you look like shit",
                // "shut your crappy mouth"), not anywhere in the text ("you know, this weather is shit").
                // Only those words are read (a list of all second-person words searched per mild word was quadratic).
                exempt = !(max(0, index - Self.mildReach)..<index).contains {
                    HashedLinearClassifier.secondPersonHashes.contains(text.tokens[$0].hash)
                }
                // After a determiner it names a thing, not the reader: "did you see that shit", "you know
                // this shit is crazy", "you're the shit"; "you look like shit" still counts.
                if !exempt, index > 0, Self.thingDeterminerHashes.contains(text.tokens[index - 1].hash) { exempt = true }
            }
            if exempt {
                if flags.isEmpty { flags = [Bool](repeating: false, count: text.tokens.count) }
                flags[index] = true
            }
        }
    }

    /// How many words before a mild word a second-person word may stand for the word to count.
    static let mildReach = 4

    /// Whether an insult word of `code` in the text is self-directed ("I'm such an idiot").
    /// - Complexity: O(tokens) hash lookups.
    func hasSelfDirectedInsult(in text: GuardNormalizedText, language code: String) -> Bool {
        guard let table = tables[code] else { return false }
        for (index, token) in text.tokens.enumerated() where !token.isDisguised {
            let isInsult = table.tiers[token.hash] == TierTable.insultTier
                || (token.hasLongRun && table.insult?.containsWord(token, of: text) == true)
            if isInsult, Self.isSelfDirected(text, at: index) { return true }
        }
        return false
    }

    /// Whether the offensive list entries `matches` found in `text` are all
    /// banter of `code` in a playful text (then the lists do not flag it).
    /// - Complexity: O(matches + tokens), only when there are matches.
    func isBanter(_ matches: [String], language code: String, in text: GuardNormalizedText) -> Bool {
        guard !matches.isEmpty, let names = banterNames[code], matches.allSatisfy(names.contains) else { return false }
        return Self.isPlayful(text)
    }

    /// Whether the sensitive list entries `matches` found in `text` are all banter of `code`
    /// (`banter-<xx>.txt`: "rip", "died") in a laughing text ("rip my wallet lol", "haha I died"):
    /// then they are a joke, not a death or a loss, and the text is not withheld as sensitive.
    /// Only laughter counts here (``isLaughing(_:)``), not delight: "rip grandma, love you" stays sensitive.
    /// - Complexity: O(matches + tokens), only when there are sensitive matches.
    func isLaughedOff(_ matches: [String], language code: String, in text: GuardNormalizedText) -> Bool {
        guard !matches.isEmpty, let names = banterNames[code], matches.allSatisfy(names.contains) else { return false }
        return Self.isLaughing(text)
    }

    /// Whether the text laughs: a laughter word (`lol`, `lmao`, `rofl`, `xd`, `ржу` …), laughter of any
    /// length (`hahahah`, `ahaha`, `lolol`, `хахаха`) or a laughing emoji (`😂`, `💀`).
    /// - Complexity: O(tokens); called only when a sensitive banter entry matched.
    static func isLaughing(_ text: GuardNormalizedText) -> Bool {
        text.hasLaughingEmoji || text.tokens.contains { laughterHashes.contains($0.hash) || isLaughterWord(text.scalars(of: $0)) }
    }

    /// Laughter spelled out at any length: only `h` and `a` (or Cyrillic `х` and `а`), both, four or more
    /// letters ("haha", "ahahah", "хахах"); or `l` and `o`, starting and again holding `l` ("lol", "lolol"; not "loo").
    static func isLaughterWord(_ scalars: ArraySlice<UInt32>) -> Bool {
        guard scalars.count >= 3, let first = scalars.first else { return false }
        if first == 0x6C {
            return scalars.allSatisfy { $0 == 0x6C || $0 == 0x6F } && scalars.contains(0x6F) && scalars.dropFirst().contains(0x6C)
        }
        guard scalars.count >= 4 else { return false }
        for (h, a) in [(UInt32(0x68), UInt32(0x61)), (0x445, 0x430)] where scalars.allSatisfy({ $0 == h || $0 == a }) {
            return scalars.contains(h) && scalars.contains(a)
        }
        return false
    }

    /// Laughter words (written by us), a subset of ``playfulHashes``.
    static let laughterHashes = hashes(
        "lol lool lmao lmfao rofl haha hahaha hahahaha ahah ahaha ahahah hehe xd хаха хахаха ахах ахаха ахахах лол ржу")

    /// Whether the text holds a laughter or delight word (`lol`, `lmao`, `haha`,
    /// `omg`, `wow`, `congrats`, `amazing`, `love`, `jealous`, `хаха`, `ахах` …).
    static func isPlayful(_ text: GuardNormalizedText) -> Bool {
        text.tokens.contains { playfulHashes.contains($0.hash) }
    }

    /// Laughter and delight words (written by us), in the normalized spellings a text has.
    static let playfulHashes = hashes(
        "lol lool lmao lmfao rofl haha hahaha hahahaha ahah ahaha ahahah hehe xd omg omfg wow congrats congratulations "
        + "amazing awesome jealous love proud yay хаха хахаха ахах ахаха ахахах лол ржу")

    /// A negation among the three words before `index`.
    static func isNegated(_ text: GuardNormalizedText, at index: Int) -> Bool {
        for k in stride(from: index - 1, through: max(0, index - 3), by: -1) {
            let hash = text.tokens[k].hash
            if negationHashes.contains(hash) { return true }
            // "isn't", "don't": the apostrophe splits off a "t" after a word ending in "n".
            if hash == tHash, k > 0, let last = text.scalars(of: text.tokens[k - 1]).last, last == 0x6E { return true }
        }
        return false
    }

    /// A first-person word within five words before `index`, nearer than any second-person word.
    static func isSelfDirected(_ text: GuardNormalizedText, at index: Int) -> Bool {
        for k in stride(from: index - 1, through: max(0, index - 5), by: -1) {
            let hash = text.tokens[k].hash
            if HashedLinearClassifier.secondPersonHashes.contains(hash) { return false }
            if firstPersonHashes.contains(hash) { return true }
        }
        return false
    }

    private static func hashes(_ words: String) -> Set<UInt64> {
        Set(words.split(separator: " ").compactMap { GuardTextNormalizer().normalize(String($0)).tokens.first?.hash })
    }

    /// Negations in the languages with tier lists and their neighbours.
    static let negationHashes = hashes(
        "not no never nothing dont doesnt didnt isnt arent wasnt werent aint wont cant nicht kein keine keinen keiner nie niemals не ни нет никогда ніколи no nunca pas jamais non mai niet geen nooit")
    static let tHash = GuardTextNormalizer().normalize("t").tokens.first?.hash ?? 0
    /// Determiners after which a mild word names a thing ("this shit", "the crap", "эту херню"), written by us.
    static let thingDeterminerHashes = hashes(
        "this that the these those such это эта этот эти эту этой этого такая такой такое такие такую")
    /// First-person words (subject and object forms).
    static let firstPersonHashes = hashes(
        "i im ive me my myself mine ich mich mir mein meine meinen selbst я меня мне мной себя сам сама себе yo me mi je moi")
}

/// One language's tier lists, compiled for lookup. (Immutable, so `Sendable` is safe.)
final class TierTable: Sendable {
    static let mildTier: Int32 = 1
    static let insultTier: Int32 = 2
    let mild: GuardLexicon?
    let insult: GuardLexicon?
    /// Single-word entries: hash → tier (mild wins when a word is in both).
    let tiers: HashedKeyTable
    let hasPrefixes: Bool

    init(mild: GuardLexicon?, insult: GuardLexicon?) {
        self.mild = mild
        self.insult = insult
        var tiers = HashedKeyTable()
        var hasPrefixes = false
        for (lexicon, tier) in [(mild, Self.mildTier), (insult, Self.insultTier)] {
            guard let keys = lexicon?.singleWordKeys else { continue }
            for key in keys.keys { tiers.insert(key, tier) }
            hasPrefixes = hasPrefixes || keys.hasPrefixes
        }
        self.tiers = tiers
        self.hasPrefixes = hasPrefixes
    }
}
