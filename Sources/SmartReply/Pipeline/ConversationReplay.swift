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

    /// Creates a record.
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

    /// Creates a replayer over `orchestrator`.
    public init(orchestrator: ConversationOrchestrator) {
        self.orchestrator = orchestrator
    }

    /// Replays one parsed conversation.
    ///
    /// For the remote message at position i, the orchestrator sees the last
    /// `contextWindow` messages up to and including i. Problems found while
    /// parsing become error records at their positions.
    /// - Returns: records ordered by position in the file.
    /// - Throws: only `SmartReplyError.cancelled` when the task is cancelled.
    public func replay(_ conversation: Conversation, file: String) async throws -> [ReplayRecord] {
        var records: [ReplayRecord] = []
        try await replay(conversation, file: file) { records.append($0) }
        return records
    }

    /// Replays one parsed conversation, handing each record to `onRecord` as
    /// soon as it is ready, in file order (so output streams turn by turn).
    /// A conversation with a ``Conversation/language`` is read in that language
    /// unless the orchestrator already forces one.
    /// - Complexity: O(n · w) for n messages and a context window of w.
    /// - Throws: `SmartReplyError.cancelled` when the task is cancelled, or what `onRecord` throws.
    public func replay(_ conversation: Conversation, file: String,
                       onRecord: (ReplayRecord) async throws -> Void) async throws {
        let kept = Set(conversation.indices)
        var pending = conversation.problems.filter { !kept.contains($0.index) }.sorted { $0.index < $1.index }[...]
        func flushProblems(before index: Int) async throws {
            while let problem = pending.first, problem.index < index {
                pending = pending.dropFirst()
                try await onRecord(ReplayRecord(file: file, index: problem.index, user: nil, text: nil, result: nil,
                                                error: problem.located(in: file)))
            }
        }
        let messages = conversation.messages
        let window = max(1, orchestrator.configuration.contextWindow)
        // A file that fixes its language (chat's `:lang`, saved) is read in it, as with `--lang`.
        var orchestrator = orchestrator
        // `--lang` (already forced) wins over the file's.
        if orchestrator.configuration.forcedLanguage == nil, let language = conversation.language {
            orchestrator.configuration.forcedLanguage = language
        }
        for (position, message) in messages.enumerated() where !message.isLocalUser {
            if Task.isCancelled { throw SmartReplyError(.cancelled, "the replay was cancelled") }
            let index = conversation.indices[position]
            try await flushProblems(before: index)
            let context = Array(messages[max(0, position + 1 - window)...position])
            do {
                let result = try await orchestrator.suggestReplies(for: context)
                try await onRecord(ReplayRecord(file: file, index: index, user: message.userID, text: message.text, result: result, error: nil))
            } catch let error as SmartReplyError where error.code == .cancelled {
                throw error
            } catch {
                let detail = (error as? SmartReplyError)?.message ?? "\(error)"
                try await onRecord(ReplayRecord(file: file, index: index, user: message.userID, text: message.text,
                                                result: nil, error: "\(file): messages[\(index)]: \(detail)"))
            }
        }
        try await flushProblems(before: Int.max)
    }

    /// Warnings about messages that were kept (such as timestamps out of
    /// order), as "file: messages[i].field: …" lines.
    public static func warnings(for conversation: Conversation, file: String) -> [String] {
        let kept = Set(conversation.indices)
        return conversation.problems.filter { kept.contains($0.index) }.map { $0.located(in: file) }
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

    /// The `.json` files (extension in any case: `.JSON` too) named by `paths`: files as given, folders searched
    /// (not recursively: sub-folders, even one named `x.json`, are skipped) and sorted by name.
    /// A folder's broken symbolic links and other non-regular `.json` entries (a FIFO) are listed too,
    /// so that reading them reports what they are (see ``Conversation/init(contentsOf:maximumFileSize:)``)
    /// instead of their being skipped in silence.
    /// A broken symbolic link named in `paths` is listed the same way.
    /// - Throws: `SmartReplyError.ioFailure` naming a path that does not exist.
    public static func conversationFiles(at paths: [String]) throws -> [URL] {
        var files: [URL] = []
        for path in paths {
            // stat(2) follows links and gives existence and kind in one call.
            var info = stat()
            guard stat(path, &info) == 0 else {
                // A broken symbolic link named directly is listed, as in a folder: reading it reports
                // an unreadable file saying what it is (it was a missing path here, exit 66, and an
                // unreadable file inside a folder, exit 1).
                var link = stat()
                if lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK {
                    files.append(URL(fileURLWithPath: path))
                    continue
                }
                let problem = Conversation.notARegularFile(path) ?? "cannot be read (errno \(errno))"
                throw SmartReplyError(.ioFailure, "\(path): \(problem == "no such file" ? "no such file or folder" : problem)")
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                let folder = URL(fileURLWithPath: path, isDirectory: true)
                let names = try FileManager.default.contentsOfDirectory(atPath: path)
                    .filter { name in
                        // A name that does not resolve (a broken link) is kept, not dropped as before:
                        // reading it says what it is.
                        var info = stat()
                        let isFolder = stat(folder.appendingPathComponent(name).path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
                        return name.lowercased().hasSuffix(".json") && !isFolder
                    }
                    .sorted()
                files += names.map { folder.appendingPathComponent($0) }
            } else {
                files.append(URL(fileURLWithPath: path))
            }
        }
        return files
    }
}
