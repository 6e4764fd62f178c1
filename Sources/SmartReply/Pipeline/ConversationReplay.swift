import Foundation

/// What happened to one remote message of a replayed conversation file.
public struct ReplayRecord: Hashable, Sendable {
    /// The conversation file, as given.
    public var file: String
    /// The 0-based position of the message in the file's `messages` array.
    public var index: Int
    /// The sender, or `nil` when the message could not be read.
    public var user: String?
    /// The message text, or `nil` when the message could not be read.
    public var text: String?
    /// The orchestrator's result, or `nil` when the turn failed.
    public var result: SmartReplyResult?
    /// Why the turn failed, naming the file and field; `nil` when it did not.
    public var error: String?

    public init(file: String, index: Int, user: String?, text: String?, result: SmartReplyResult?, error: String?) {
        self.file = file
        self.index = index
        self.user = user
        self.text = text
        self.result = result
        self.error = error
    }
}

/// Replays conversation files through an orchestrator, one request per
/// remote message, as if the local user were reading the conversation live.
///
/// Nothing is lost: a message that cannot be read, or a turn whose stages
/// throw, becomes a record with an ``ReplayRecord/error``, and the replay
/// goes on with the next message.
public struct ConversationReplayer: Sendable {
    /// The pipeline each turn runs through.
    public var orchestrator: ConversationOrchestrator

    public init(orchestrator: ConversationOrchestrator) {
        self.orchestrator = orchestrator
    }

    /// Replays one parsed conversation.
    ///
    /// For the remote message at position i, the orchestrator sees the
    /// messages up to and including i (it keeps the last `contextWindow`).
    /// Problems found while parsing become error records at their positions.
    /// - Returns: records ordered by position in the file.
    /// - Throws: only `SmartReplyError.cancelled` when the task is cancelled.
    public func replay(_ conversation: Conversation, file: String) async throws -> [ReplayRecord] {
        var records: [ReplayRecord] = conversation.problems
            .filter { problem in !conversation.indices.contains(problem.index) }
            .map { ReplayRecord(file: file, index: $0.index, user: nil, text: nil, result: nil, error: "\(file): \($0.message)") }
        let messages = conversation.messages
        for (position, message) in messages.enumerated() where !message.isLocalUser {
            if Task.isCancelled { throw SmartReplyError(.cancelled, "the replay was cancelled") }
            let index = conversation.indices[position]
            do {
                let result = try await orchestrator.suggestReplies(for: Array(messages[...position]))
                records.append(ReplayRecord(file: file, index: index, user: message.userID, text: message.text, result: result, error: nil))
            } catch let error as SmartReplyError where error.code == .cancelled {
                throw error
            } catch {
                let detail = (error as? SmartReplyError)?.message ?? "\(error)"
                records.append(ReplayRecord(file: file, index: index, user: message.userID, text: message.text,
                                            result: nil, error: "\(file): messages[\(index)]: \(detail)"))
            }
        }
        return records.sorted { $0.index < $1.index }
    }

    /// Reads and replays one file. A file that cannot be read at all becomes
    /// a single error record with index -1.
    public func replay(fileAt url: URL, maximumFileSize: Int = Conversation.defaultMaximumFileSize) async throws -> [ReplayRecord] {
        let conversation: Conversation
        do {
            conversation = try Conversation(contentsOf: url, maximumFileSize: maximumFileSize)
        } catch let error as SmartReplyError {
            return [ReplayRecord(file: url.path, index: -1, user: nil, text: nil, result: nil, error: error.message)]
        }
        return try await replay(conversation, file: url.path)
    }

    /// The `.json` files named by `paths`: files as given, folders searched
    /// (not recursively) and sorted by name.
    /// - Throws: `SmartReplyError.ioFailure` naming a path that does not exist.
    public static func conversationFiles(at paths: [String]) throws -> [URL] {
        var files: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SmartReplyError(.ioFailure, "\(path): no such file or folder")
            }
            if isDirectory.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: path)
                    .filter { $0.hasSuffix(".json") }
                    .sorted()
                files += names.map { URL(fileURLWithPath: path).appendingPathComponent($0) }
            } else {
                files.append(URL(fileURLWithPath: path))
            }
        }
        return files
    }
}
