import Testing
@testable import SmartReply

/// A score that depends on all three keys, so a torn slot (keys of one triple, score of another) shows.
private func expected(_ w: UInt64, _ u: UInt64, _ v: UInt64) -> Float {
    -Float((w &* 31 &+ u &* 7 &+ v) % 10_000) / 100
}

@Suite struct RecentScoresTests {
    @Test func returnsWhatWasStoredAndNothingForOtherTriples() {
        let table = RecentScores()
        #expect(table.value(1, 2, 3) == nil)
        #expect(table.value(0, 0, 0) == nil)
        table.store(-2.5, 1, 2, 3)
        #expect(table.value(1, 2, 3) == -2.5)
        #expect(table.value(1, 2, 4) == nil)
        #expect(table.value(3, 2, 1) == nil)
        table.store(-1.25, 1, 2, 3)
        #expect(table.value(1, 2, 3) == -1.25)
    }

    @Test func concurrentReadersAndWritersNeverSeeAnotherTriplesScore() async {
        let table = RecentScores()
        // 8 tasks write and read 20,000 triples each over 4,096 slots: slots are overwritten and fought over.
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for i in 0..<20_000 {
                        let w = UInt64(i % 5_000), u = UInt64(task % 3), v = UInt64(i % 7)
                        if let found = table.value(w, u, v), found != expected(w, u, v) { wrong += 1 }
                        table.store(expected(w, u, v), w, u, v)
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
        // After the storm the table still works: what one task writes now is read back right. (Reading the
        // storm's own last triples was flaky: which tasks wrote last depends on scheduling, and on a loaded
        // machine the tasks writing other triples could overwrite every slot.)
        var hits = 0
        for i in 0..<1_000 {
            let w = UInt64(50_000 + i), u = UInt64(0), v = UInt64(i % 7)
            table.store(expected(w, u, v), w, u, v)
        }
        for i in 0..<1_000 {
            let w = UInt64(50_000 + i), u = UInt64(0), v = UInt64(i % 7)
            if let found = table.value(w, u, v) {
                hits += 1
                #expect(found == expected(w, u, v))
            }
        }
        #expect(hits > 0)
    }
}
