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
///    crap") and counts only when the text addresses someone (a second-person
///    pronoun), and then not when that use is negated or self-directed (below).
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
/// count there too. "Negated" means a negation (`not`, `never`, `n't`, `nicht`, `не` …)
/// among the three words before; "self-directed" looks five words back.
public struct SeverityTiers: Sendable {
    /// Mild profanity per primary language subtag (`mild-<xx>.txt`).
    public let mildLists: [String: GuardLexicon]
    /// Insult words per primary language subtag (`insult-<xx>.txt`).
    public let insultLists: [String: GuardLexicon]

    /// Creates the tiers from compiled lists.
    public init(mildLists: [String: GuardLexicon] = [:], insultLists: [String: GuardLexicon] = [:]) {
        self.mildLists = mildLists
        self.insultLists = insultLists
    }

    /// Whether no tier list is loaded (then nothing is ever exempted).
    public var isEmpty: Bool { mildLists.isEmpty && insultLists.isEmpty }

    /// Marks, in `flags` (one per token, or empty for none), the tokens whose
    /// tier-2 or tier-3 use is exempted in this text.
    /// - Parameter addressed: whether the text holds a second-person pronoun.
    /// - Complexity: O(tokens) lookups, plus a five-word look-back per tier word found.
    func markExempted(in text: GuardNormalizedText, language code: String, addressed: Bool, flags: inout [Bool]) {
        let mild = mildLists[code], insult = insultLists[code]
        guard mild != nil || insult != nil else { return }
        // A disguised word (`sh!t`, `$hit`) was written to slip past a filter: it counts as strong.
        for (index, token) in text.tokens.enumerated() where !token.isDisguised && (flags.isEmpty || !flags[index]) {
            let isMild = mild?.containsWord(token, of: text) ?? false
            let isInsult = !isMild && (insult?.containsWord(token, of: text) ?? false)
            guard isMild || isInsult else { continue }
            let exempt = (isMild && !addressed) || Self.isNegated(text, at: index) || Self.isSelfDirected(text, at: index)
            if exempt {
                if flags.isEmpty { flags = [Bool](repeating: false, count: text.tokens.count) }
                flags[index] = true
            }
        }
    }

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
        "not no never nothing dont doesnt didnt isnt arent wasnt werent aint wont cant nicht kein keine keinen keiner nie niemals не ни нет никогда ніколи no nunca pas jamais non mai")
    static let tHash = GuardTextNormalizer().normalize("t").tokens.first?.hash ?? 0
    /// First-person words (subject and object forms).
    static let firstPersonHashes = hashes(
        "i im ive me my myself mine ich mich mir mein meine meinen selbst я меня мне мной себя сам сама себе yo me mi je moi")
}
