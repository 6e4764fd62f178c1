import Foundation
import Testing
@testable import SmartReply
import SmartReplyTesting

private let shown = [
    ReplyCandidate(text: "Sounds good!", intent: "sounds_good", score: 3),
    ReplyCandidate(text: "Ok.", intent: "acknowledge", score: 2.5),
    ReplyCandidate(text: "👍", intent: "thumbs", score: 2),
]

private func context(_ text: String) -> ReplyContext {
    ReplyContext(messages: [
        ConversationMessage(text: "hi", userID: "me", isLocalUser: true),
        ConversationMessage(text: text, userID: "ana", isLocalUser: false),
    ])
}

@Suite struct ReplyPreferenceStoreTests {
    @Test func aNewUserKeepsTheBaseOrder() async throws {
        let store = try ReplyPreferenceStore(path: nil)
        #expect(try await store.rerank(shown, user: "me").map(\.text) == shown.map(\.text))
        #expect(try await store.preference(of: shown[0], user: "me") == 0)
    }

    @Test func repeatedPicksMoveAReplyToTheTop() async throws {
        let store = try ReplyPreferenceStore(path: nil)
        for _ in 0..<5 { try await store.recordPick(user: "me", shown: shown, picked: shown[2]) }
        #expect(try await store.rerank(shown, user: "me").first?.text == "👍")
        #expect(try await store.pickCount(user: "me") == 5)
        // Another user is not affected.
        #expect(try await store.rerank(shown, user: "you").first?.text == "Sounds good!")
    }

    @Test func preferencesSurviveReopening() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let store = try ReplyPreferenceStore(path: url)
            for _ in 0..<3 { try await store.recordPick(user: "me", shown: shown, picked: shown[1]) }
        }
        let reopened = try ReplyPreferenceStore(path: url)
        #expect(try await reopened.preference(of: shown[1], user: "me") > 0)
        #expect(try await reopened.pickCount(user: "me") == 3)
    }

    @Test func twoStoresOnOneFileLoseNoPicksAndSeeEachOthersWeights() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-\(UUID().uuidString).sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        }
        let first = try ReplyPreferenceStore(path: url)
        let second = try ReplyPreferenceStore(path: url)
        // Both read the (empty) weights into their caches before anyone writes.
        #expect(try await first.preference(of: shown[2], user: "me") == 0)
        #expect(try await second.preference(of: shown[2], user: "me") == 0)
        let single = try ReplyPreferenceStore(path: nil)
        for _ in 0..<3 {
            try await first.recordPick(user: "me", shown: shown, picked: shown[2])
            try await second.recordPick(user: "me", shown: shown, picked: shown[2])
            for _ in 0..<2 { try await single.recordPick(user: "me", shown: shown, picked: shown[2]) }
        }
        // Six steps in all, whichever store took them: the same weights as one store taking six.
        let expected = try await single.preference(of: shown[2], user: "me")
        #expect(abs(try await first.preference(of: shown[2], user: "me") - expected) < 1e-9)
        #expect(abs(try await second.preference(of: shown[2], user: "me") - expected) < 1e-9)
        #expect(try await first.pickCount(user: "me") == 6)
        // Concurrent picks from both stores all land.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                let store = index.isMultiple(of: 2) ? first : second
                group.addTask { try await store.recordPick(user: "you", shown: shown, picked: shown[1]) }
            }
            try await group.waitForAll()
        }
        #expect(try await second.pickCount(user: "you") == 40)
    }

    @Test func anUnwritableStoreThrowsDatabaseFailure() async {
        do {
            _ = try ReplyPreferenceStore(path: URL(fileURLWithPath: "/nonexistent/dir/prefs.sqlite"))
            Issue.record("no error")
        } catch let error as SmartReplyError {
            #expect(error.code == .databaseFailure)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func thePersonalizedGeneratorFollowsTheLocalUsersPicks() async throws {
        let store = try ReplyPreferenceStore(path: nil)
        let generator = PersonalizedReplyGenerator(base: CannedReplyGenerator(shown), store: store)
        #expect(try await generator.suggestReplies(for: context("dinner at 8?"), maximumCount: 2).candidates.map(\.text) == ["Sounds good!", "Ok."])
        for _ in 0..<5 { try await store.recordPick(user: "me", shown: shown, picked: shown[2]) }
        let after = try await generator.suggestReplies(for: context("dinner at 8?"), maximumCount: 2)
        #expect(after.candidates.first?.text == "👍")
        let problems = await StageConformance.check(generator: generator, samples: ["hello", "are you coming?"])
        #expect(problems.isEmpty, "\(problems)")
    }

    /// A profile that belongs to one person (`smartreply chat`) re-ranks also the first
    /// suggestions of a conversation, before the local user has written in it.
    @Test func aFixedUserReranksBeforeTheLocalUserHasWritten() async throws {
        let store = try ReplyPreferenceStore(path: nil)
        for _ in 0..<5 { try await store.recordPick(user: "me", shown: shown, picked: shown[2]) }
        let opening = ReplyContext(messages: [ConversationMessage(text: "dinner at 8?", userID: "ana", isLocalUser: false)])
        let byContext = PersonalizedReplyGenerator(base: CannedReplyGenerator(shown), store: store)
        #expect(try await byContext.suggestReplies(for: opening, maximumCount: 2).candidates.first?.text == "Sounds good!")
        let fixed = PersonalizedReplyGenerator(base: CannedReplyGenerator(shown), store: store, user: "me")
        #expect(try await fixed.suggestReplies(for: opening, maximumCount: 2).candidates.first?.text == "👍")
    }

    /// A pick of a reply that was not shown is refused and nothing is stored.
    @Test func aPickOfAReplyThatWasNotShownIsRefused() async throws {
        let store = try ReplyPreferenceStore(path: nil)
        let stranger = ReplyCandidate(text: "Never shown", intent: "other", score: 0)
        await #expect(throws: SmartReplyError.self) {
            try await store.recordPick(user: "me", shown: shown, picked: stranger)
        }
        #expect(try await store.pickCount(user: "me") == 0)
        #expect(try await store.preference(of: stranger, user: "me") == 0)
    }
}
