/// A set of class indices below 128, as two bit words (no allocation).
struct ClassMask: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// Adds class `k`; classes of 128 and more are not kept (``ReplyCueIndex`` then never rules them out).
    mutating func insert(_ k: Int) {
        if (0..<64).contains(k) { low |= 1 << UInt64(k) } else if (64..<128).contains(k) { high |= 1 << UInt64(k - 64) }
    }

    @inline(__always)
    func contains(_ k: Int) -> Bool {
        k < 64 ? (low >> UInt64(k)) & 1 != 0 : k < 128 ? (high >> UInt64(k - 64)) & 1 != 0 : false
    }

    @inline(__always)
    mutating func formUnion(_ other: ClassMask) {
        low |= other.low
        high |= other.high
    }
}

/// The cue words of ``ReplyFitRules`` for every class of a model, indexed by word, so that one
/// dictionary lookup per message token tells which classes' cues a message holds and what the
/// word is to the news, love, wish, thanks and ask-back rules (``ReplyNewsWordIndex``).
struct ReplyCueIndex: Sendable {
    /// Which classes' cues (required, statement, forbidden, exception) a word is, and its
    /// ``NewsWord`` marks (the same as ``ReplyNewsWordIndex/words`` holds for it).
    struct Marks: Sendable {
        var required = ClassMask()
        var statement = ClassMask()
        var yesNo = ClassMask()
        var forbidden = ClassMask()
        var exception = ClassMask()
        var news: NewsWord = []

        mutating func formUnion(_ other: Marks) {
            required.formUnion(other.required)
            statement.formUnion(other.statement)
            yesNo.formUnion(other.yesNo)
            forbidden.formUnion(other.forbidden)
            exception.formUnion(other.exception)
            news.formUnion(other.news)
        }
    }

    private let words: [String: Marks]
    /// Classes that need one of their required cues (``ReplyFitRules/requiredCues(intent:)``).
    let needsCue: ClassMask
    /// Classes that need a statement cue after a statement (``ReplyFitRules/statementCues(intent:)``).
    let needsStatementCue: ClassMask
    /// Classes that need a cue after a yes/no question (``ReplyFitRules/yesNoQuestionCues(intent:)``).
    let needsYesNoCue: ClassMask

    /// Indexes the rules of every class (by name; index 0 is `none` and has none).
    init(classes: [String]) {
        var words: [String: Marks] = [:]
        var needsCue = ClassMask(), needsStatementCue = ClassMask(), needsYesNoCue = ClassMask()
        for (k, intent) in classes.enumerated() {
            if let cues = ReplyFitRules.requiredCues(intent: intent) {
                needsCue.insert(k)
                for word in cues { words[word, default: Marks()].required.insert(k) }
            }
            if let cues = ReplyFitRules.statementCues(intent: intent) {
                needsStatementCue.insert(k)
                for word in cues { words[word, default: Marks()].statement.insert(k) }
            }
            if let cues = ReplyFitRules.yesNoQuestionCues(intent: intent) {
                needsYesNoCue.insert(k)
                for word in cues { words[word, default: Marks()].yesNo.insert(k) }
            }
            for word in ReplyFitRules.forbiddenCues(intent: intent) ?? [] { words[word, default: Marks()].forbidden.insert(k) }
            for word in ReplyFitRules.forbiddenExceptions(intent: intent) ?? [] { words[word, default: Marks()].exception.insert(k) }
        }
        for (word, news) in ReplyNewsWordIndex.words { words[word, default: Marks()].news = news }
        self.words = words
        self.needsCue = needsCue
        self.needsStatementCue = needsStatementCue
        self.needsYesNoCue = needsYesNoCue
    }

    /// The union of the marks of `tokens`.
    /// - Complexity: O(tokens), one dictionary lookup each.
    func marks(of tokens: [String]) -> Marks {
        var marks = Marks()
        for token in tokens {
            if let found = words[token] { marks.formUnion(found) }
        }
        return marks
    }

    /// The union of the marks of `tokens`, and each token's news marks with their union: the
    /// same as ``marks(of:)`` and ``ReplyNewsWordIndex/marks(of:)`` together, from one lookup per token.
    /// - Complexity: O(tokens), one dictionary lookup each.
    func marksWithNews(of tokens: [String]) -> (cues: Marks, news: (each: [NewsWord], all: NewsWord)) {
        var marks = Marks()
        var each: [NewsWord] = []
        each.reserveCapacity(tokens.count)
        for token in tokens {
            if let found = words[token] {
                marks.formUnion(found)
                each.append(found.news)
            } else {
                each.append([])
            }
        }
        return (marks, (each, marks.news))
    }
}
