import Foundation
import Synchronization

/// The open SQLite connection of one compiled phrase table, shared by its two
/// directions, with the three prepared lookup statements.
///
/// Every lookup binds its values as parameters (never SQL text) and runs under
/// a `Mutex`, because a SQLite connection must not be used by two threads at
/// once. A lookup that fails (a page found corrupt while reading) answers
/// "not found" and records the error in ``failure``, which the translator
/// turns into a typed error naming the file.
final class PhraseTableConnection: Sendable {
    /// The database file (or `:memory:` for a table that could not be cached on disk).
    let path: String

    private struct State {
        let database: SQLiteDatabase
        let options: SQLiteStatement
        let sentence: SQLiteStatement
        let folded: SQLiteStatement
        var failure: SmartReplyError?
    }

    private let state: Mutex<State>

    /// Prepares the lookup statements on an open database (whose tables exist).
    /// - Throws: `SmartReplyError.modelFileCorrupt` naming the file when a table is missing.
    init(database: sending SQLiteDatabase) throws {
        path = database.url.path
        do {
            let options = try database.prepare("SELECT options FROM option WHERE direction = ? AND key = ?")
            let sentence = try database.prepare("SELECT text FROM sentence WHERE direction = ? AND key = ?")
            let folded = try database.prepare("SELECT phrase_key FROM folded WHERE direction = ? AND key = ?")
            state = Mutex(State(database: database, options: options, sentence: sentence, folded: folded))
        } catch let error as SmartReplyError {
            throw SmartReplyError(.modelFileCorrupt, "\(database.url.path): not a compiled phrase table of schema \(PhraseTableStore.schemaVersion) (\(error.message))")
        }
    }

    /// The first lookup error, if any lookup failed.
    var failure: SmartReplyError? { state.withLock { $0.failure } }

    /// The options stored for `key` in `direction`, best first; nil when none.
    /// - Complexity: one B-tree search of the `option` table, O(log n).
    func options(direction: PhraseTable.Direction, key: UInt64) -> [PhraseTable.Option]? {
        state.withLock { state in
            let statement = state.options
            return run(&state, statement, direction, key) { try $0.withBytes(at: 0) { try CompiledDirection.decode($0) } }
        }
    }

    /// The whole-text translation stored for `key` in `direction`.
    func sentence(direction: PhraseTable.Direction, key: UInt64) -> String? {
        state.withLock { state in
            let statement = state.sentence
            return run(&state, statement, direction, key) { $0.text(at: 0) }
        }
    }

    /// The key of the listed word whose accent-folded key is `key`.
    func folded(direction: PhraseTable.Direction, key: UInt64) -> UInt64? {
        state.withLock { state in
            let statement = state.folded
            return run(&state, statement, direction, key) { UInt64(bitPattern: $0.int64(at: 0)) }
        }
    }

    private func run<T>(_ state: inout State, _ statement: SQLiteStatement, _ direction: PhraseTable.Direction, _ key: UInt64,
                        _ read: (SQLiteStatement) throws -> T?) -> T? {
        defer { statement.reset() }
        do {
            try statement.bind(direction.storedValue, Int64(bitPattern: key))
            guard try statement.step() else { return nil }
            return try read(statement)
        } catch let error as SmartReplyError {
            if state.failure == nil {
                state.failure = error.message.hasPrefix(path) ? error : SmartReplyError(error.code, "\(path): \(error.message)")
            }
            return nil
        } catch {
            return nil
        }
    }
}

extension PhraseTable.Direction {
    /// The value of the `direction` column: 0 for xx → English, 1 for English → xx.
    var storedValue: Int64 { self == .toEnglish ? 0 : 1 }
}
