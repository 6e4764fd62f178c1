import Testing
@testable import SmartReply

/// The phrase table's option cache is bounded (``PhraseTable/cacheCapacity``), and what it answers
/// does not depend on whether a phrase was still cached.
@Suite struct PhraseTableCacheBoundTests {
    /// Made-up words, each with two translations, more of them than the cache holds.
    static func rows(count: Int) -> [PhraseTableStore.Row] {
        let lines = (0..<count).flatMap { index -> [(String, String, Double)] in
            [("palabra\(index)", "word number \(index)", 1), ("palabra\(index)", "term \(index)", 0.5)]
        }
        return PhraseTableStore.compile(PhraseTableStoreTests.entries(lines))
    }

    @Test func staysWithinItsCapacityAndAnswersTheSameAfterEviction() throws {
        let count = PhraseTable.cacheCapacity + 300
        let table = try PhraseTable(rows: Self.rows(count: count), language: "es", direction: .toEnglish)
        let keys = (0..<count).map { PhraseKey.phrase(["palabra\($0)"]) }
        let first = try #require(table.options(for: keys[0])).map { ($0.text, $0.score, Array($0.targetWords)) }
        #expect(first.count == 2)   // both translations, best first ("word number", "term": the compiler keeps numbers aside)
        #expect(first.first?.0 == "word number")
        var largest = 0
        for key in keys {
            #expect(table.options(for: key)?.count == 2)
            largest = max(largest, table.cachedOptionCount)
        }
        #expect(largest == PhraseTable.cacheCapacity)
        #expect(table.cachedOptionCount < PhraseTable.cacheCapacity)   // emptied once, refilled in part
        // The first phrase was dropped with the rest; read again from the database it is the same.
        let again = try #require(table.options(for: keys[0])).map { ($0.text, $0.score, Array($0.targetWords)) }
        #expect(again.map(\.0) == first.map(\.0))
        #expect(again.map(\.1) == first.map(\.1))
        #expect(again.map(\.2) == first.map(\.2))
        #expect(table.connection.failure == nil)
    }
}
