import Foundation
import SmartReply

/// Distinct made-up messages in every installed language, for `smartreply bench`'s memory figure
/// after a long session: enough of them that every bounded cache of the pipeline (the phrase tables'
/// option, sentence, folded-word and fallback caches, the orchestrator's memos, the romanization
/// memos) reaches its bound, as it does for a user after many messages.
///
/// Each message is 3–8 entries drawn at random (a fixed seed: the same messages every run) from the
/// source column of the language's lexicon files (`Lexicons/translation/<lang>/*.tsv`), so nearly
/// every message is new and most of its words are phrase-table keys. Every fourth Russian or
/// Ukrainian message is typed in Latin letters (``CyrillicRomanization/romanize(_:)``), as many
/// users of those languages write. Each message comes with the two messages before it from the same
/// sender (the window a chat app passes), so the context and vote memos fill too. Only the texts are
/// kept (about 0.6 MB for 8,000), so the bench's own share of its memory figures stays small.
struct CacheFillMessages {
    /// The messages, the languages interleaved: the index of each one's sender (one per language) and its text.
    let messages: [(sender: Int, text: String)]

    /// `perLanguage` messages in each of `languages` that has lexicon files.
    /// - Complexity: O(size of the lexicon files + messages); the files' entries are dropped on return.
    init(lexicons: URL, languages: [LanguageTag], perLanguage: Int) {
        var generator = SplitMix64(seed: 0x5EED_CAC4E)
        var streams: [[String]] = []
        for tag in languages {
            let words = Self.sourceEntries(lexicons: lexicons, language: tag.language)
            guard words.count >= 8 else { continue }
            let romanization = CyrillicRomanization.shared(language: tag.language)
            streams.append((0..<perLanguage).map { index in
                let length = 3 + Int(generator.next() % 6)
                let text = (0..<length).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
                guard let romanization, index % 4 == 3 else { return text }
                return romanization.romanize(text)
            })
        }
        var messages: [(sender: Int, text: String)] = []
        messages.reserveCapacity(streams.count * perLanguage)
        for index in 0..<perLanguage {
            for (sender, stream) in streams.enumerated() { messages.append((sender, stream[index])) }
        }
        self.messages = messages
    }

    /// Runs `body` on each message as the latest of its conversation window: the sender's two messages
    /// before it, then it (oldest first).
    func forEachWindow(_ body: ([ConversationMessage]) async throws -> Void) async rethrows {
        var windows: [Int: [ConversationMessage]] = [:]
        for (sender, text) in messages {
            var window = windows[sender, default: []]
            window.append(ConversationMessage(text: text, userID: "sender-\(sender)", isLocalUser: false))
            if window.count > 3 { window.removeFirst() }
            windows[sender] = window
            try await body(window)
        }
    }

    /// The distinct source entries (first column; comments and blank lines skipped) of a language's
    /// lexicon files, in file order; empty when it has none.
    private static func sourceEntries(lexicons: URL, language: String) -> [String] {
        let folder = lexicons.appendingPathComponent("translation").appendingPathComponent(language)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".tsv") }.sorted()
        var seen = Set<String>()
        var entries: [String] = []
        for file in files {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                guard let source = line.split(separator: "\t", omittingEmptySubsequences: false).first,
                      !source.isEmpty, seen.insert(String(source)).inserted else { continue }
                entries.append(String(source))
            }
        }
        return entries
    }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014):
/// a small, seeded generator, so the bench draws the same messages every run.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
