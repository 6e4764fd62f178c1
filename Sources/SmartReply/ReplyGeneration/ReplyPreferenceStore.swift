import Foundation

/// Learns which replies each user picks and re-ranks suggestions for them.
///
/// An online logistic model over a few features of a reply (its intent, its text, its yes/no
/// polarity, whether it has an emoji, a question mark, its length bucket), one weight vector
/// per user. Each pick is a pairwise preference: the picked reply against every other reply
/// shown; one stochastic gradient step of the logistic loss on the feature difference
/// (the pairwise approach of RankNet, Burges et al. 2005). Picks and weights are stored in
/// SQLite (tables `reply_picks`, `reply_weights`), so preferences survive restarts; a `nil`
/// path keeps them in memory.
///
/// Several stores (in one process or in several) may share one file: each update reads the
/// user's weights, applies the step and writes them back inside one `BEGIN IMMEDIATE`
/// transaction, so no pick is lost, and a store drops its cached weights whenever another
/// connection has committed (SQLite's `PRAGMA data_version`). The file uses write-ahead
/// logging, and a writer waits up to 5 s for a lock before `databaseFailure` is thrown.
public actor ReplyPreferenceStore {
    /// Learning rate of the online updates.
    public let learningRate: Double
    private let database: SQLiteDatabase
    private var weights: [String: [String: Double]] = [:]
    /// The `PRAGMA data_version` the cached `weights` belong to; it changes when another connection commits.
    private var cachedDataVersion: Int64 = -1

    /// Opens (or creates) the store at `path`, or an in-memory one when `path` is `nil`.
    /// - Parameter learningRate: the step size of each update, a finite number > 0 (0.5 by default).
    /// - Throws: `SmartReplyError.invalidInput` for a learning rate that is not finite and positive (a NaN
    ///   failed only at the first pick, as a database error; a negative one reversed the preferences);
    ///   `SmartReplyError.databaseFailure` naming the file when SQLite fails.
    public init(path: URL?, learningRate: Double = 0.5) throws {
        guard learningRate.isFinite, learningRate > 0 else {
            throw SmartReplyError(.invalidInput, "ReplyPreferenceStore learningRate is \(learningRate); it must be a finite number > 0")
        }
        database = try SQLiteDatabase(url: path ?? URL(fileURLWithPath: ":memory:"), mode: path == nil ? .inMemory : .readWriteCreate)
        try database.execute("""
            CREATE TABLE IF NOT EXISTS reply_picks (user TEXT NOT NULL, picked TEXT NOT NULL, intent TEXT NOT NULL, shown INTEGER NOT NULL, at REAL NOT NULL);
            CREATE TABLE IF NOT EXISTS reply_weights (user TEXT NOT NULL, feature TEXT NOT NULL, weight REAL NOT NULL, PRIMARY KEY (user, feature));
            """)
        if path != nil {
            // Readers do not block the writer, so two processes picking at once wait for each other instead of failing.
            _ = try database.query("PRAGMA journal_mode=WAL")
            database.setBusyTimeout(milliseconds: 5_000)
        }
        self.learningRate = learningRate
    }

    /// Records that `user` picked `picked` among `shown` and updates their model:
    /// the picked reply is preferred over each other reply shown.
    /// - Throws: `SmartReplyError.invalidInput` when `picked` is not one of `shown` (compared by text): a
    ///   pick of a reply that was never shown would teach a preference the user never expressed;
    ///   `SmartReplyError.databaseFailure` when the pick cannot be stored.
    public func recordPick(user: String, shown: [ReplyCandidate], picked: ReplyCandidate) throws {
        guard shown.contains(where: { $0.text == picked.text }) else {
            throw SmartReplyError(.invalidInput, "recordPick: the picked reply \"\(picked.text)\" is not among the \(shown.count) replies shown")
        }
        let others = shown.filter { $0.text != picked.text }.map(Self.features(of:))
        try learn(user: user, preferred: Self.features(of: picked), over: others, picked: picked, shownCount: shown.count)
    }

    /// Records that `user` rejected every reply in `shown` ("none of these"):
    /// an empty reply is preferred over each of them, which lowers the weight
    /// of their features. Stored with an empty `picked` text.
    /// - Throws: `SmartReplyError.databaseFailure` when the rejection cannot be stored.
    public func recordRejection(user: String, shown: [ReplyCandidate]) throws {
        guard !shown.isEmpty else { return }
        try learn(user: user, preferred: [:], over: shown.map(Self.features(of:)),
                  picked: ReplyCandidate(text: "", intent: "", score: 0), shownCount: shown.count)
    }

    /// One stochastic gradient step of the pairwise logistic loss per (preferred, other) pair, then persisted.
    private func learn(user: String, preferred: [String: Double], over others: [[String: Double]],
                       picked: ReplyCandidate, shownCount: Int) throws {
        // Read, step and write in one write transaction: another store on the same file cannot interleave.
        let model = try database.transaction {
            var model = try storedWeights(user)
            for other in others {
                let difference = preferred.merging(other.mapValues { -$0 }, uniquingKeysWith: +)
                let margin = difference.reduce(0) { $0 + (model[$1.key] ?? 0) * $1.value }
                let step = learningRate / (1 + exp(margin))
                for (feature, value) in difference where value != 0 { model[feature, default: 0] += step * value }
            }
            try database.run("INSERT INTO reply_picks (user, picked, intent, shown, at) VALUES (?, ?, ?, ?, ?)",
                             [.text(user), .text(picked.text), .text(picked.intent), .integer(Int64(shownCount)),
                              .real(Date().timeIntervalSince1970)])
            let statement = try database.prepare("INSERT OR REPLACE INTO reply_weights (user, feature, weight) VALUES (?, ?, ?)")
            for (feature, weight) in model {
                try statement.bind([.text(user), .text(feature), .real(weight)])
                while try statement.step() {}
            }
            return model
        }
        weights.removeAll()
        cachedDataVersion = try dataVersion()
        weights[user] = model
    }

    /// How much `user` likes `candidate`: the dot product of their weights with its features (0 for a new user).
    public func preference(of candidate: ReplyCandidate, user: String) throws -> Double {
        let model = try userWeights(user)
        return Self.features(of: candidate).reduce(0) { $0 + (model[$1.key] ?? 0) * $1.value }
    }

    /// The number of picks stored for `user`.
    public func pickCount(user: String) throws -> Int {
        let rows = try database.query("SELECT COUNT(*) FROM reply_picks WHERE user = ? AND picked <> ''", [.text(user)])
        if case .integer(let count)? = rows.first?.first { return Int(count) }
        return 0
    }

    /// `candidates` re-scored as `score + preference` and sorted best first.
    public func rerank(_ candidates: [ReplyCandidate], user: String) throws -> [ReplyCandidate] {
        let model = try userWeights(user)
        return candidates.map { candidate in
            var adjusted = candidate
            adjusted.score += Self.features(of: candidate).reduce(0) { $0 + (model[$1.key] ?? 0) * $1.value }
            return adjusted
        }.sorted { $0.score > $1.score }
    }

    // MARK: - Features

    /// The features of a reply, each with value 1.
    static func features(of candidate: ReplyCandidate) -> [String: Double] {
        let words = candidate.text.split(whereSeparator: { $0.isWhitespace }).count
        var features: [String: Double] = [
            "intent=\(candidate.intent)": 1, "text=\(candidate.text)": 1,
            "polarity=\(ReplyPolarity(intent: candidate.intent))": 1, "words=\(min(words, 6))": 1,
        ]
        if candidate.text.unicodeScalars.contains(where: { $0.value >= 0x2190 && $0.properties.isEmoji }) { features["emoji"] = 1 }
        if candidate.text.contains("?") { features["question"] = 1 }
        if candidate.text.contains("!") { features["exclamation"] = 1 }
        return features
    }

    // MARK: - SQLite

    /// `user`'s weights, from the cache unless another connection has committed since it was filled.
    private func userWeights(_ user: String) throws -> [String: Double] {
        let version = try dataVersion()
        if version != cachedDataVersion {
            weights.removeAll()
            cachedDataVersion = version
        }
        if let cached = weights[user] { return cached }
        let loaded = try storedWeights(user)
        weights[user] = loaded
        return loaded
    }

    /// `user`'s weights as stored in the file now.
    private func storedWeights(_ user: String) throws -> [String: Double] {
        var loaded: [String: Double] = [:]
        for row in try database.query("SELECT feature, weight FROM reply_weights WHERE user = ?", [.text(user)]) {
            if row.count == 2, case .text(let feature) = row[0], case .real(let weight) = row[1] { loaded[feature] = weight }
        }
        return loaded
    }

    /// SQLite's `PRAGMA data_version`: unchanged while no other connection has committed.
    private func dataVersion() throws -> Int64 {
        if case .integer(let version)? = try database.query("PRAGMA data_version").first?.first { return version }
        return 0
    }
}

/// Wraps a reply generator and re-ranks its suggestions with a user's learned preferences
/// (``ReplyPreferenceStore``): asks the base for three more candidates than needed, re-scores
/// them, keeps the best `maximumCount`, and keeps the yes/no polarity rule of
/// ``ResponseSetReplyGenerator``. The user is `user` when given (a profile that belongs to one
/// person, as in `smartreply chat`), else the sender of the context's local messages
/// (`"local"` when there are none).
public struct PersonalizedReplyGenerator<Base: ReplyGenerator>: ReplyGenerator {
    /// The generator whose suggestions are re-ranked.
    public let base: Base
    /// Where the picks and weights live.
    public let store: ReplyPreferenceStore
    /// The user whose preferences always apply; `nil`: the context's local sender.
    public let user: String?

    /// Wraps `base`, re-ranking with the preferences in `store` for `user`
    /// (`nil`: for the sender of the context's local messages, so the first
    /// suggestions of a conversation, before the local user has written, use `"local"`).
    public init(base: Base, store: ReplyPreferenceStore, user: String? = nil) {
        self.base = base
        self.store = store
        self.user = user
    }

    /// The base generator's suggestions, re-ranked for the local user.
    /// - Throws: what the base throws, or `SmartReplyError.databaseFailure` from the store.
    public func suggestReplies(for context: ReplyContext, maximumCount: Int) async throws -> ReplySuggestions {
        let suggestions = try await base.suggestReplies(for: context, maximumCount: maximumCount + 3)
        let user = self.user ?? context.messages.last(where: \.isLocalUser)?.userID ?? "local"
        let ranked = try await store.rerank(suggestions.candidates, user: user)
        var chosen = Array(ranked.prefix(max(maximumCount, 0)))
        if chosen.count >= 2, let last = context.lastMessage, ReplyPolarity.isYesNoQuestion(last.text) {
            let kind = ReplyFitRules.yesNoKind(ReplyTurn(text: last.text, isLocalUser: last.isLocalUser).questionOrAnswered)
            ResponseSetReplyGenerator.balancePolarity(&chosen, ranked: ranked, kind: kind)
        }
        return ReplySuggestions(candidates: chosen, sentiment: suggestions.sentiment)
    }
}
