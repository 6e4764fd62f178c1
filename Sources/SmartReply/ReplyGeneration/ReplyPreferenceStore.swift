import Foundation
internal import CSQLite

/// Learns which replies each user picks and re-ranks suggestions for them.
///
/// An online logistic model over a few features of a reply (its intent, its text, its yes/no
/// polarity, whether it has an emoji, a question mark, its length bucket), one weight vector
/// per user. Each pick is a pairwise preference: the picked reply against every other reply
/// shown; one stochastic gradient step of the logistic loss on the feature difference
/// (the pairwise approach of RankNet, Burges et al. 2005). Picks and weights are stored in
/// SQLite (tables `reply_picks`, `reply_weights`), so preferences survive restarts; a `nil`
/// path keeps them in memory.
public actor ReplyPreferenceStore {
    /// Learning rate of the online updates.
    public let learningRate: Double
    private let database: OpaquePointer
    private var weights: [String: [String: Double]] = [:]

    /// Opens (or creates) the store at `path`, or an in-memory one when `path` is `nil`.
    /// - Throws: `SmartReplyError.databaseFailure` naming the file when SQLite fails.
    public init(path: URL?, learningRate: Double = 0.5) throws {
        var handle: OpaquePointer?
        let name = path?.path ?? ":memory:"
        let status = sqlite3_open_v2(name, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nil)
        guard status == SQLITE_OK, let handle else {
            if let handle { sqlite3_close(handle) }
            throw SmartReplyError(.databaseFailure, "cannot open preference store '\(name)': SQLite status \(status)")
        }
        let schema = """
            CREATE TABLE IF NOT EXISTS reply_picks (user TEXT NOT NULL, picked TEXT NOT NULL, intent TEXT NOT NULL, shown INTEGER NOT NULL, at REAL NOT NULL);
            CREATE TABLE IF NOT EXISTS reply_weights (user TEXT NOT NULL, feature TEXT NOT NULL, weight REAL NOT NULL, PRIMARY KEY (user, feature));
            """
        guard sqlite3_exec(handle, schema, nil, nil, nil) == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(handle))
            sqlite3_close(handle)
            throw SmartReplyError(.databaseFailure, "cannot create tables in '\(name)': \(message)")
        }
        database = handle
        self.learningRate = learningRate
    }

    isolated deinit { sqlite3_close(database) }

    /// Records that `user` picked `picked` among `shown` and updates their model.
    /// - Throws: `SmartReplyError.databaseFailure` when the pick cannot be stored.
    public func recordPick(user: String, shown: [ReplyCandidate], picked: ReplyCandidate) throws {
        var model = try userWeights(user)
        let chosen = Self.features(of: picked)
        for other in shown where other.text != picked.text {
            let difference = chosen.merging(Self.features(of: other).mapValues { -$0 }, uniquingKeysWith: +)
            let margin = difference.reduce(0) { $0 + (model[$1.key] ?? 0) * $1.value }
            let step = learningRate / (1 + exp(margin))
            for (feature, value) in difference where value != 0 { model[feature, default: 0] += step * value }
        }
        weights[user] = model
        try run("BEGIN")
        do {
            try run("INSERT INTO reply_picks (user, picked, intent, shown, at) VALUES (?, ?, ?, ?, ?)",
                    [.text(user), .text(picked.text), .text(picked.intent), .integer(shown.count), .real(Date().timeIntervalSince1970)])
            for (feature, weight) in model {
                try run("INSERT OR REPLACE INTO reply_weights (user, feature, weight) VALUES (?, ?, ?)", [.text(user), .text(feature), .real(weight)])
            }
            try run("COMMIT")
        } catch {
            try? run("ROLLBACK")
            throw error
        }
    }

    /// How much `user` likes `candidate`: the dot product of their weights with its features (0 for a new user).
    public func preference(of candidate: ReplyCandidate, user: String) throws -> Double {
        let model = try userWeights(user)
        return Self.features(of: candidate).reduce(0) { $0 + (model[$1.key] ?? 0) * $1.value }
    }

    /// The number of picks stored for `user`.
    public func pickCount(user: String) throws -> Int {
        var count = 0
        try query("SELECT COUNT(*) FROM reply_picks WHERE user = ?", [.text(user)]) { count = Int(sqlite3_column_int64($0, 0)) }
        return count
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

    private func userWeights(_ user: String) throws -> [String: Double] {
        if let cached = weights[user] { return cached }
        var loaded: [String: Double] = [:]
        try query("SELECT feature, weight FROM reply_weights WHERE user = ?", [.text(user)]) { statement in
            if let text = sqlite3_column_text(statement, 0) { loaded[String(cString: text)] = sqlite3_column_double(statement, 1) }
        }
        weights[user] = loaded
        return loaded
    }

    private enum Value { case text(String), integer(Int), real(Double) }

    private func run(_ sql: String, _ values: [Value] = []) throws {
        try query(sql, values) { _ in }
    }

    private func query(_ sql: String, _ values: [Value], row: (OpaquePointer) -> Void) throws {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw SmartReplyError(.databaseFailure, "preference store: cannot prepare '\(sql)': \(String(cString: sqlite3_errmsg(database)))")
        }
        defer { sqlite3_finalize(statement) }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .text(let text): sqlite3_bind_text(statement, index, text, -1, csqlite_transient())
            case .integer(let number): sqlite3_bind_int64(statement, index, Int64(number))
            case .real(let number): sqlite3_bind_double(statement, index, number)
            }
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_ROW { row(statement); continue }
            guard status == SQLITE_DONE else {
                throw SmartReplyError(.databaseFailure, "preference store: '\(sql)' failed: \(String(cString: sqlite3_errmsg(database)))")
            }
            return
        }
    }
}

/// Wraps a reply generator and re-ranks its suggestions with a user's learned preferences
/// (``ReplyPreferenceStore``): asks the base for three more candidates than needed, re-scores
/// them, keeps the best `maximumCount`, and keeps the yes/no polarity rule of
/// ``ResponseSetReplyGenerator``. The user is the sender of the context's local messages
/// (`"local"` when there are none).
public struct PersonalizedReplyGenerator<Base: ReplyGenerator>: ReplyGenerator {
    /// The generator whose suggestions are re-ranked.
    public let base: Base
    /// Where the picks and weights live.
    public let store: ReplyPreferenceStore

    /// Wraps `base`, re-ranking with the preferences in `store`.
    public init(base: Base, store: ReplyPreferenceStore) {
        self.base = base
        self.store = store
    }

    /// The base generator's suggestions, re-ranked for the local user.
    /// - Throws: what the base throws, or `SmartReplyError.databaseFailure` from the store.
    public func suggestReplies(for context: ReplyContext, maximumCount: Int) async throws -> ReplySuggestions {
        let suggestions = try await base.suggestReplies(for: context, maximumCount: maximumCount + 3)
        let user = context.messages.last(where: \.isLocalUser)?.userID ?? "local"
        let ranked = try await store.rerank(suggestions.candidates, user: user)
        var chosen = Array(ranked.prefix(max(maximumCount, 0)))
        if chosen.count >= 2, let last = context.lastMessage, ReplyPolarity.isYesNoQuestion(last.text) {
            ResponseSetReplyGenerator.balancePolarity(&chosen, ranked: ranked)
        }
        return ReplySuggestions(candidates: chosen, sentiment: suggestions.sentiment)
    }
}
