import Foundation

/// A rule-based sentiment scorer: a Swift port of VADER.
///
/// Method and constants: Hutto & Gilbert 2014, "VADER: A Parsimonious Rule-based Model for
/// Sentiment Analysis of Social Media Text" (ICWSM), as implemented in the PyPI package
/// `vaderSentiment` 3.3.2 (MIT licence). Rules kept: lexicon valences, emoji replaced by
/// their descriptions, boosters and dampeners up to three words back (with ALL CAPS
/// emphasis), negation up to three words back (×−0.74), "no" before a word, "least",
/// the "but" shift (×0.5 before, ×1.5 after), special idioms, ALL CAPS words in mixed-case
/// text (+0.733), exclamation marks (+0.292 each, up to 4) and repeated question marks.
/// One deliberate fix: the "but" shift is applied by word position (the Python code finds
/// positions by value, which misplaces repeated scores).
///
///     let analyzer = try SentimentAnalyzer(lexicons: lexiconsURL)
///     analyzer.compound(of: "The food is good, but the service was TERRIBLE!!!")   // ≈ -0.73
public struct SentimentAnalyzer: Sendable {
    /// The lexicon scored with.
    public let lexicon: SentimentLexicon
    /// The first scalars of the emoji in the lexicon: a character starting with another
    /// scalar is copied without a dictionary lookup (a `Character` key hashes its whole
    /// cluster), and a text holding none of them is returned as it is.
    private let emojiFirstScalars: Set<UInt32>
    /// The smallest of ``emojiFirstScalars``: a scalar below it is not looked up.
    private let smallestEmojiScalar: UInt32
    /// Each word's lexicon valence and booster increment in one table, so that a word costs one lookup.
    private let wordScores: [String: WordScore]

    /// What ``wordScores`` knows of a lower-cased word.
    private struct WordScore: Sendable {
        /// `lexicon.valences[word]`.
        var valence: Double?
        /// `boosters[word]`.
        var booster: Double?
    }

    /// Creates an analyzer over an already loaded lexicon.
    public init(lexicon: SentimentLexicon) {
        self.lexicon = lexicon
        emojiFirstScalars = Set(lexicon.emojiDescriptions.keys.compactMap { $0.unicodeScalars.first?.value })
        smallestEmojiScalar = emojiFirstScalars.min() ?? .max
        var wordScores: [String: WordScore] = [:]
        wordScores.reserveCapacity(lexicon.valences.count + Self.boosters.count)
        for (word, valence) in lexicon.valences { wordScores[word] = WordScore(valence: valence) }
        for (word, booster) in Self.boosters { wordScores[word, default: WordScore()].booster = booster }
        self.wordScores = wordScores
    }

    /// Loads `sentiment/vader_lexicon.txt` and `sentiment/emoji_utf8_lexicon.txt` under `lexicons`.
    /// - Throws: `SmartReplyError` from ``SentimentLexicon/load(from:)``.
    public init(lexicons: URL) throws {
        self.init(lexicon: try SentimentLexicon.load(from: lexicons.appendingPathComponent("sentiment")))
    }

    /// The VADER compound score of `text`, in [-1, 1]: below −0.05 negative, above 0.05 positive.
    /// - Complexity: O(n) in the length of `text`, a few dictionary lookups per word.
    public func compound(of text: String) -> Double {
        let words = tokens(of: replacingEmoji(in: text))
        guard !words.isEmpty else { return 0 }
        let lower = words.map { $0.lowercased() }
        let capitalDifferential: Bool = {
            let capitals = words.filter(Self.isAllCaps).count
            return capitals > 0 && capitals < words.count
        }()
        // Each word's valence and booster, looked up once: the rules below ask about a word up to six times.
        var known: [Double?] = [], boosts: [Double?] = []
        known.reserveCapacity(lower.count)
        boosts.reserveCapacity(lower.count)
        for word in lower {
            let score = wordScores[word]
            known.append(score?.valence)
            boosts.append(score?.booster)
        }
        var sentiments = [Double](repeating: 0, count: words.count)
        for index in words.indices {
            let word = lower[index]
            if boosts[index] != nil { continue }
            if word == "kind", index + 1 < words.count, lower[index + 1] == "of" { continue }
            sentiments[index] = valence(at: index, words: words, lower: lower, known: known, boosts: boosts,
                                        capitalDifferential: capitalDifferential)
        }
        if let but = lower.firstIndex(of: "but") {
            for index in sentiments.indices where index != but {
                sentiments[index] *= index < but ? 0.5 : 1.5
            }
        }
        var sum = sentiments.reduce(0, +)
        let emphasis = punctuationEmphasis(of: text)
        if sum > 0 { sum += emphasis } else if sum < 0 { sum -= emphasis }
        return max(-1, min(1, sum / (sum * sum + 15).squareRoot()))
    }

    // MARK: - VADER rules

    /// `known[i]` is `lexicon.valences[lower[i]]`, `boosts[i]` is `boosters[lower[i]]`.
    private func valence(at index: Int, words: [String], lower: [String], known: [Double?], boosts: [Double?],
                         capitalDifferential: Bool) -> Double {
        let word = lower[index]
        guard let base = known[index] else { return 0 }
        var valence = base
        if word == "no", index + 1 < words.count, known[index + 1] != nil { valence = 0 }
        if (index > 0 && lower[index - 1] == "no") || (index > 1 && lower[index - 2] == "no")
            || (index > 2 && lower[index - 3] == "no" && ["or", "nor"].contains(lower[index - 1])) {
            valence = base * Self.negationScalar
        }
        if capitalDifferential && Self.isAllCaps(words[index]) {
            valence += valence > 0 ? Self.capitalIncrement : -Self.capitalIncrement
        }
        for back in 0..<3 where index > back {
            let previous = index - (back + 1)
            guard known[previous] == nil else { continue }
            var scalar = boost(words[previous], booster: boosts[previous], valence: valence, capitalDifferential: capitalDifferential)
            if back == 1 { scalar *= 0.95 }
            if back == 2 { scalar *= 0.9 }
            valence += scalar
            valence = negationCheck(valence, lower: lower, back: back, index: index)
            if back == 2 { valence = idiomCheck(valence, lower: lower, index: index) }
        }
        if index > 1, known[index - 1] == nil, lower[index - 1] == "least" {
            if lower[index - 2] != "at" && lower[index - 2] != "very" { valence *= Self.negationScalar }
        } else if index > 0, known[index - 1] == nil, lower[index - 1] == "least" {
            valence *= Self.negationScalar
        }
        return valence
    }

    /// `booster` is `boosters[word.lowercased()]`.
    private func boost(_ word: String, booster: Double?, valence: Double, capitalDifferential: Bool) -> Double {
        guard var scalar = booster else { return 0 }
        if valence < 0 { scalar = -scalar }
        if capitalDifferential && Self.isAllCaps(word) {
            scalar += valence > 0 ? Self.capitalIncrement : -Self.capitalIncrement
        }
        return scalar
    }

    private func negationCheck(_ valence: Double, lower: [String], back: Int, index: Int) -> Double {
        switch back {
        case 0:
            return Self.isNegation(lower[index - 1]) ? valence * Self.negationScalar : valence
        case 1:
            if lower[index - 2] == "never" && (lower[index - 1] == "so" || lower[index - 1] == "this") { return valence * 1.25 }
            if lower[index - 2] == "without" && lower[index - 1] == "doubt" { return valence }
            return Self.isNegation(lower[index - 2]) ? valence * Self.negationScalar : valence
        default:
            if (lower[index - 3] == "never" && (lower[index - 2] == "so" || lower[index - 2] == "this"))
                || lower[index - 1] == "so" || lower[index - 1] == "this" { return valence * 1.25 }
            if lower[index - 3] == "without" && (lower[index - 2] == "doubt" || lower[index - 1] == "doubt") { return valence }
            return Self.isNegation(lower[index - 3]) ? valence * Self.negationScalar : valence
        }
    }

    private func idiomCheck(_ valence: Double, lower: [String], index: Int) -> Double {
        // Every key tried below joins words lower[i − 3] … lower[i + 2] with single spaces, and a
        // word holds no space: when none of them occurs in a multi-word key, nothing can match.
        guard lower[max(0, index - 3)..<min(lower.count, index + 3)].contains(where: Self.idiomWords.contains) else {
            return valence
        }
        var valence = valence
        let i = index
        let sequences = [
            "\(lower[i - 1]) \(lower[i])", "\(lower[i - 2]) \(lower[i - 1]) \(lower[i])", "\(lower[i - 2]) \(lower[i - 1])",
            "\(lower[i - 3]) \(lower[i - 2]) \(lower[i - 1])", "\(lower[i - 3]) \(lower[i - 2])",
        ]
        if let hit = sequences.first(where: { Self.specialCases[$0] != nil }), let value = Self.specialCases[hit] { valence = value }
        if i + 1 < lower.count, let value = Self.specialCases["\(lower[i]) \(lower[i + 1])"] { valence = value }
        if i + 2 < lower.count, let value = Self.specialCases["\(lower[i]) \(lower[i + 1]) \(lower[i + 2])"] { valence = value }
        for gram in [sequences[3], sequences[4], sequences[2]] {
            if let scalar = Self.boosters[gram] { valence += scalar }
        }
        return valence
    }

    private func punctuationEmphasis(of text: String) -> Double {
        var exclamations = 0
        var questions = 0
        for scalar in text.unicodeScalars {
            if scalar == "!" { exclamations += 1 } else if scalar == "?" { questions += 1 }
        }
        let exclamation = Double(min(exclamations, 4)) * 0.292
        let question = questions > 1 ? (questions <= 3 ? Double(questions) * 0.18 : 0.96) : 0
        return exclamation + question
    }

    // MARK: - Tokens

    /// Replaces each emoji with its description, as VADER does before tokenizing.
    private func replacingEmoji(in text: String) -> String {
        // A text without a scalar from U+2000 up is kept as it is (as before). Else, when no
        // scalar opens an emoji of the lexicon, no character can be replaced, and the loop below
        // would copy the text unchanged.
        var hasHighScalar = false, hasEmojiScalar = false
        for scalar in text.unicodeScalars where scalar.value >= smallestEmojiScalar || scalar.value >= 0x2000 {
            if scalar.value >= 0x2000 { hasHighScalar = true }
            if !hasEmojiScalar && scalar.value >= smallestEmojiScalar && emojiFirstScalars.contains(scalar.value) { hasEmojiScalar = true }
        }
        guard hasHighScalar && hasEmojiScalar else { return text }
        // Characters that stay are copied a run at a time, not one by one.
        var result = ""
        result.reserveCapacity(text.utf8.count + 32)
        var previousIsSpace = true
        var runStart = text.startIndex, index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let first = text.unicodeScalars[index].value
            if first >= smallestEmojiScalar, emojiFirstScalars.contains(first), let description = lexicon.emojiDescriptions[text[index]] {
                result += text[runStart..<index]
                if !previousIsSpace { result.append(" ") }
                result += description
                previousIsSpace = false
                runStart = next
            } else {
                previousIsSpace = first == 0x20 && text[index] == " "   // not a space that a combining mark joins
            }
            index = next
        }
        result += text[runStart...]
        return result
    }

    /// Whitespace-separated words with leading and trailing ASCII punctuation removed,
    /// unless that leaves two characters or fewer (an emoticon such as ":)").
    /// - Complexity: one pass over the scalars; each word is copied once, as a slice of `text`.
    private func tokens(of text: String) -> [String] {
        var words: [String] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            guard !Self.isWhitespace(scalars[index]) else { index = scalars.index(after: index); continue }
            let wordStart = index
            while index < scalars.endIndex, !Self.isWhitespace(scalars[index]) { index = scalars.index(after: index) }
            var start = wordStart, end = index
            var kept = 0   // scalars left after trimming, counted up to 3
            while start < end, Self.isASCIIPunctuation(scalars[start]) { start = scalars.index(after: start) }
            while end > start, Self.isASCIIPunctuation(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
            var cursor = start
            while cursor < end && kept <= 2 { kept += 1; cursor = scalars.index(after: cursor) }
            words.append(kept <= 2 ? String(scalars[wordStart..<index]) : String(scalars[start..<end]))
        }
        return words
    }

    @inline(__always)
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? (scalar == " " || (0x09...0x0D).contains(scalar.value)) : scalar.properties.isWhitespace
    }

    @inline(__always)
    private static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value < 0x80 else { return false }
        let ascii = scalar.value
        return (33...47).contains(ascii) || (58...64).contains(ascii) || (91...96).contains(ascii) || (123...126).contains(ascii)
    }

    /// Python's `str.isupper()`: at least one cased letter and no lower-case one.
    private static func isAllCaps(_ word: String) -> Bool {
        var cased = false
        for scalar in word.unicodeScalars {
            if scalar.value < 0x80 {
                if (0x61...0x7A).contains(scalar.value) { return false }
                if (0x41...0x5A).contains(scalar.value) { cased = true }
            } else {
                let properties = scalar.properties
                if properties.isLowercase { return false }
                if properties.isUppercase { cased = true }
            }
        }
        return cased
    }

    private static func isNegation(_ word: String) -> Bool {
        // A byte scan first: a word holding the characters "n't" holds their bytes.
        negations.contains(word) || containsApostropheT(word) && word.contains("n't")
    }

    /// Whether the UTF-8 of `word` holds the bytes of "n't".
    private static func containsApostropheT(_ word: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in word.utf8 {
            if byte == 0x74 && previous == (0x6E, 0x27) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    // MARK: - Constants of vaderSentiment 3.3.2

    private static let boosterIncrement = 0.293
    private static let capitalIncrement = 0.733
    private static let negationScalar = -0.74

    private static let negations: Set<String> = [
        "aint", "arent", "cannot", "cant", "couldnt", "darent", "didnt", "doesnt", "ain't", "aren't", "can't", "couldn't",
        "daren't", "didn't", "doesn't", "dont", "hadnt", "hasnt", "havent", "isnt", "mightnt", "mustnt", "neither", "don't",
        "hadn't", "hasn't", "haven't", "isn't", "mightn't", "mustn't", "neednt", "needn't", "never", "none", "nope", "nor",
        "not", "nothing", "nowhere", "oughtnt", "shant", "shouldnt", "uhuh", "wasnt", "werent", "oughtn't", "shan't",
        "shouldn't", "uh-uh", "wasn't", "weren't", "without", "wont", "wouldnt", "won't", "wouldn't", "rarely", "seldom", "despite",
    ]

    private static let boosters: [String: Double] = {
        let increments = [
            "absolutely", "amazingly", "awfully", "completely", "considerable", "considerably", "decidedly", "deeply", "effing",
            "enormous", "enormously", "entirely", "especially", "exceptional", "exceptionally", "extreme", "extremely",
            "fabulously", "flippin", "flipping", "frackin", "fracking", "frickin", "fricking", "friggin", "frigging", "fuckin",
            "fucking", "fuggin", "fugging", "fully", "greatly", "hella", "highly", "hugely", "incredible", "incredibly",
            "intensely", "major", "majorly", "more", "most", "particularly", "purely", "quite", "really", "remarkably", "so",
            "substantially", "thoroughly", "total", "totally", "tremendous", "tremendously", "uber", "unbelievably", "unusually",
            "utter", "utterly", "very",
        ]
        let decrements = [
            "almost", "barely", "hardly", "just enough", "kind of", "kind-of", "kinda", "kindof", "less", "little", "marginal",
            "marginally", "occasional", "occasionally", "partly", "scarce", "scarcely", "slight", "slightly", "somewhat",
            "sort of", "sort-of", "sorta", "sortof",
        ]
        var table: [String: Double] = [:]
        for word in increments { table[word] = boosterIncrement }
        for word in decrements { table[word] = -boosterIncrement }
        return table
    }()

    /// The words of the multi-word keys of ``specialCases`` and ``boosters``.
    private static let idiomWords: Set<String> = Set((Array(specialCases.keys) + Array(boosters.keys)).filter { $0.contains(" ") }
        .flatMap { $0.split(separator: " ").map(String.init) })

    private static let specialCases: [String: Double] = [
        "the shit": 3, "the bomb": 3, "bad ass": 1.5, "badass": 1.5, "bus stop": 0, "yeah right": -2,
        "kiss of death": -1.5, "to die for": 3, "beating heart": 3.5,
    ]
}
