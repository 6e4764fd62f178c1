import Foundation

/// The fixed set of short English replies a ``ResponseSetReplyGenerator`` chooses from.
///
/// Read from `Lexicons/replies/responses.tsv`: lines `intent<TAB>reply`, `#` comments and
/// blank lines ignored. Written by hand for this project (see `Lexicons/SOURCES.md`).
public struct ResponseSet: Sendable, Hashable {
    /// Every reply, in file order, with its intent; `score` is 0.
    public let responses: [ReplyCandidate]

    /// The distinct intents, in order of first appearance.
    public var intents: [String] {
        var seen = Set<String>()
        return responses.map(\.intent).filter { seen.insert($0).inserted }
    }

    /// Creates a response set from candidates already in memory.
    /// - Throws: `SmartReplyError.invalidInput` when `responses` is empty or a text or intent is blank.
    public init(responses: [ReplyCandidate]) throws {
        guard !responses.isEmpty else { throw SmartReplyError(.invalidInput, "a response set needs at least one reply") }
        if let blank = responses.first(where: { $0.text.trimmingCharacters(in: .whitespaces).isEmpty || $0.intent.isEmpty }) {
            throw SmartReplyError(.invalidInput, "response set entry '\(blank.intent)\t\(blank.text)' has a blank field")
        }
        self.responses = responses
    }

    /// Loads a response set file.
    /// - Throws: `SmartReplyError` `.modelFileMissing` when the file does not exist,
    ///   `.modelFileCorrupt` naming the line when a line is not `intent<TAB>reply` or the file has no replies.
    public static func load(from url: URL) throws -> ResponseSet {
        var responses: [ReplyCandidate] = []
        for (number, fields) in try ReplyTableFile.lines(of: url, what: "response set") {
            let intent = fields.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            let reply = fields.count == 2 ? fields[1].trimmingCharacters(in: .whitespaces) : ""
            guard fields.count == 2, !intent.isEmpty, !reply.isEmpty else {
                let found = fields.count == 1 ? "found no tab" : fields.count != 2 ? "found \(fields.count) tab-separated fields"
                    : intent.isEmpty ? "the intent (field 1) is empty" : "the reply (field 2) is empty"
                throw SmartReplyError(.modelFileCorrupt, "response set '\(url.path)' line \(number): expected 'intent<TAB>reply', \(found)")
            }
            responses.append(ReplyCandidate(text: reply, intent: intent, score: 0))
        }
        guard !responses.isEmpty else {
            throw SmartReplyError(.modelFileCorrupt, "response set '\(url.path)' has no replies")
        }
        return try ResponseSet(responses: responses)
    }
}
