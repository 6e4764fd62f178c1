import Foundation

/// A conversation read from a conversation file.
///
/// The file format (JSON, UTF-8, one conversation per file; see
/// `Docs/ConversationFormat.md`):
///
///     {"title": "Dinner plans", "localUser": "me",
///      "messages": [{"user": "ana", "text": "¿Cenamos mañana?", "timestamp": "2026-11-30T19:02:00Z"}]}
///
/// Unknown keys are ignored. `title` and `language` are optional. A message that is malformed
/// is not fatal: it is kept out of ``messages`` and reported in ``problems``
/// with its position, so one bad message never stops a replay.
public struct Conversation: Hashable, Sendable {
    /// A message that could not be read, with where it is.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// 0-based index in the file's `messages` array.
        public var index: Int
        /// What is wrong, naming the field, e.g. `messages[3].text: expected a string, found a number`.
        public var message: String
        /// The 1-based line of the file on which the message opens, when known.
        public var line: Int?

        /// Creates a problem of message `index`.
        public init(index: Int, message: String, line: Int? = nil) {
            self.index = index
            self.message = message
            self.line = line
        }

        public var description: String { message }

        /// How a replay names it: `file:line: message` (or `file: message` without a line), the
        /// form compilers and editors jump to.
        public func located(in file: String) -> String {
            line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
        }
    }

    /// The title, if the file has one.
    public var title: String?
    /// The local user's ID: messages from this user are the ones we suggest for.
    public var localUser: String
    /// The language the remote messages are read in, if the file fixes one (its optional
    /// `language` field, which `smartreply chat` writes after `:lang`): it overrides language
    /// identification, as `--lang` does. `nil`: identified per message.
    public var language: LanguageTag?
    /// The messages that could be read, oldest first.
    public var messages: [ConversationMessage]
    /// The 0-based position in the file's `messages` array of each of ``messages``.
    public var indices: [Int]
    /// Messages that could not be read.
    public var problems: [Problem]

    /// Creates a conversation in memory; `indices` default to 0, 1, 2… .
    public init(title: String?, localUser: String, messages: [ConversationMessage],
                indices: [Int]? = nil, problems: [Problem] = [], language: LanguageTag? = nil) {
        self.title = title
        self.language = language
        self.localUser = localUser
        self.messages = messages
        self.indices = indices ?? Array(messages.indices)
        self.problems = problems
    }

    public static func == (lhs: Conversation, rhs: Conversation) -> Bool {
        lhs.title == rhs.title && lhs.localUser == rhs.localUser && lhs.language == rhs.language && lhs.messages == rhs.messages
            && lhs.indices == rhs.indices && lhs.problems == rhs.problems
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(localUser)
        hasher.combine(language)
        hasher.combine(messages)
    }

    /// The default largest file read, in bytes (10 MiB).
    public static let defaultMaximumFileSize = 10 * 1024 * 1024

    /// Reads a conversation file.
    /// - Parameters:
    ///   - url: the file.
    ///   - maximumFileSize: larger files are refused, in bytes.
    /// - Throws: `SmartReplyError.ioFailure` when the file cannot be read, is
    ///   too large, is a broken symbolic link or not a regular file (a FIFO, a
    ///   socket, a device, a folder: none is read); `.invalidConversation` when it is not a conversation at all
    ///   (not JSON, not an object, no `localUser`, no `messages` array). The
    ///   message names the file.
    public init(contentsOf url: URL, maximumFileSize: Int = Conversation.defaultMaximumFileSize) throws {
        let path = url.path
        if let problem = Self.notARegularFile(path) { throw SmartReplyError(.ioFailure, "\(path): \(problem)") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumFileSize {
            throw SmartReplyError(.ioFailure, "\(path): file is \(size) bytes, over the limit of \(maximumFileSize) bytes (raise it with --max-file-size)")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SmartReplyError(.ioFailure, "\(path): cannot read the file (\(error.localizedDescription))")
        }
        do {
            try self.init(data: data)
        } catch let error as SmartReplyError {
            throw SmartReplyError(error.code, "\(path): \(error.message)")
        }
    }

    /// Why `path` cannot be read as a conversation file without trying (reading a FIFO may block
    /// forever): "a broken symbolic link (to …)", "not a regular file (a FIFO)", "no such file";
    /// nil for a regular file, or a symbolic link to one.
    static func notARegularFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                return "a broken symbolic link (to \(target)): its target does not exist"
            }
            return reason == ENOENT ? "no such file" : nil   // other errors: reading says why
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "not a regular file (a FIFO, named pipe); only regular files are replayed"
        case S_IFSOCK: return "not a regular file (a socket); only regular files are replayed"
        case S_IFCHR, S_IFBLK: return "not a regular file (a device); only regular files are replayed"
        case S_IFDIR: return "a folder, not a conversation file"
        default: return "not a regular file; only regular files are replayed"
        }
    }

    /// Parses a conversation from JSON bytes (a UTF-8 byte-order mark is skipped).
    /// - Throws: `SmartReplyError.invalidConversation` naming the field or the
    ///   position (line and column) of a JSON syntax error, including a trailing
    ///   comma and a key repeated in an object outside `messages` (one repeated inside
    ///   `messages[i]` makes that message a ``Problem``); "the file is empty" for
    ///   an empty or white-space-only file.
    public init(data: Data) throws {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = Self.firstInvalidUTF8Offset(bytes)
            throw SmartReplyError(.invalidConversation, "not valid UTF-8 (first bad byte at offset \(offset))")
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw SmartReplyError(.invalidConversation, bytes.isEmpty ? "the file is empty" : "the file is empty (only white space)")
        }
        // JSON written by JavaScript or Python can hold a lone UTF-16 surrogate escape
        // (`"\ud83d"`, half an emoji); Foundation rejects the whole file for it. Only when
        // parsing fails, each one becomes U+FFFD (same length, so positions in later errors
        // stay right) and the messages that held one are reported below.
        let root: Any
        var loneSurrogates = 0
        var parsed = Data(bytes)
        do {
            root = try JSONSerialization.jsonObject(with: parsed, options: [])
        } catch {
            let (repaired, count) = Self.replacingLoneSurrogateEscapes(in: parsed)
            do {
                guard count > 0 else { throw error }
                root = try JSONSerialization.jsonObject(with: repaired, options: [])
                loneSurrogates = count
                parsed = repaired
            } catch {
                throw SmartReplyError(.invalidConversation, "not valid JSON: \(Self.describeJSONError(error, in: repaired))")
            }
        }
        // Foundation accepts a trailing comma and a repeated key (keeping the last value); neither is JSON
        // another reader would take the same way, so the first refuses the file and the second is named.
        let strict = StrictJSONCheck(parsed)
        if let comma = strict.trailingComma {
            throw SmartReplyError(.invalidConversation, "not valid JSON: line \(comma.line), column \(comma.column): a trailing comma before '\(comma.closer)' (JSON allows none)")
        }
        var duplicateInMessage: [Int: StrictJSONCheck.DuplicateKey] = [:]
        for duplicate in strict.duplicateKeys {
            if duplicate.path.count >= 2, duplicate.path[0] == .key("messages"), case .index(let index) = duplicate.path[1] {
                if duplicateInMessage[index] == nil { duplicateInMessage[index] = duplicate }
            } else {
                throw SmartReplyError(.invalidConversation, "line \(duplicate.line), column \(duplicate.column): duplicate key \"\(duplicate.key)\" in \(duplicate.pathText) (a key may appear once per object)")
            }
        }
        guard let object = root as? [String: Any] else {
            throw SmartReplyError(.invalidConversation, "the top level must be a JSON object with \"localUser\" and \"messages\"")
        }
        guard let localUserValue = object["localUser"] else {
            throw SmartReplyError(.invalidConversation, "localUser: missing (the ID of the user we suggest replies for)")
        }
        guard let localUser = localUserValue as? String, !localUser.isEmpty else {
            throw SmartReplyError(.invalidConversation, "localUser: expected a non-empty string, found \(Self.typeName(localUserValue, emptyString: true))")
        }
        var title: String?
        if let titleValue = object["title"], !(titleValue is NSNull) {
            guard let string = titleValue as? String else {
                throw SmartReplyError(.invalidConversation, "title: expected a string, found \(Self.typeName(titleValue))")
            }
            title = string
        }
        var language: LanguageTag?
        if let languageValue = object["language"], !(languageValue is NSNull) {
            guard let string = languageValue as? String else {
                throw SmartReplyError(.invalidConversation, "language: expected a BCP-47 tag string such as \"de\", found \(Self.typeName(languageValue))")
            }
            do { language = try LanguageTag(string) } catch {
                throw SmartReplyError(.invalidConversation, "language: '\(string)' is not a BCP-47 language tag")
            }
            if let tag = language, !tag.isKnownLanguage {
                throw SmartReplyError(.invalidConversation, "language: '\(string)' is not a known language (the language subtag '\(tag.language)' is not an ISO 639 code, e.g. 'es', 'pt-BR', 'ru-Latn')")
            }
        }
        guard let messagesValue = object["messages"] else {
            throw SmartReplyError(.invalidConversation, "messages: missing (expected an array of {user, text, timestamp})")
        }
        guard let rawMessages = messagesValue as? [Any] else {
            throw SmartReplyError(.invalidConversation, "messages: expected an array, found \(Self.typeName(messagesValue))")
        }
        var messages: [ConversationMessage] = []
        var indices: [Int] = []
        var problems: [Problem] = []
        var previous: Date?
        for (index, raw) in rawMessages.enumerated() {
            if let duplicate = duplicateInMessage[index] {
                problems.append(Problem(index: index, message: "\(duplicate.pathText): duplicate key \"\(duplicate.key)\" (line \(duplicate.line), column \(duplicate.column)); a key may appear once per object"))
                continue
            }
            do {
                let message = try Self.parseMessage(raw, index: index, localUser: localUser)
                if let time = message.timestamp, let last = previous, time < last {
                    problems.append(Problem(index: index, message: "messages[\(index)].timestamp: earlier than the message before it (kept in file order)",
                                            line: strict.messageLines[index]))
                }
                if let time = message.timestamp { previous = time }
                messages.append(message)
                indices.append(index)
            } catch let error as SmartReplyError {
                problems.append(Problem(index: index, message: error.message, line: strict.messageLines[index]))
            }
        }
        if loneSurrogates > 0 {
            for (position, message) in messages.enumerated() where message.text.unicodeScalars.contains("\u{FFFD}") {
                problems.append(Problem(index: indices[position],
                                        message: "messages[\(indices[position])].text: a lone UTF-16 surrogate escape (half of a \\uD8xx\\uDCxx pair) was replaced by U+FFFD",
                                        line: strict.messageLines[indices[position]]))
            }
            problems.sort { $0.index < $1.index }
        }
        self.init(title: title, localUser: localUser, messages: messages, indices: indices, problems: problems, language: language)
    }

    /// Replaces every `\uXXXX` escape inside a JSON string that is a lone UTF-16
    /// surrogate (a high one not followed by a low one, or a low one alone) with
    /// `\uFFFD`, byte for byte the same length.
    /// - Returns: the repaired bytes and how many escapes were replaced. O(n).
    static func replacingLoneSurrogateEscapes(in data: Data) -> (Data, Int) {
        guard data.contains(UInt8(ascii: "\\")) else { return (data, 0) }
        var bytes = [UInt8](data)
        var replaced = 0
        func hex(at i: Int) -> Int? {
            guard i + 6 <= bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] | 0x20 == UInt8(ascii: "u") else { return nil }
            var value = 0
            for b in bytes[(i + 2)..<(i + 6)] {
                guard let digit = Int(String(UnicodeScalar(b)), radix: 16) else { return nil }
                value = value * 16 + digit
            }
            return value
        }
        func replace(at i: Int) {
            bytes.replaceSubrange(i..<(i + 6), with: Array("\\uFFFD".utf8))
            replaced += 1
        }
        var i = 0, inString = false
        while i < bytes.count {
            let b = bytes[i]
            if !inString {
                if b == UInt8(ascii: "\"") { inString = true }
                i += 1
            } else if b == UInt8(ascii: "\"") {
                inString = false
                i += 1
            } else if b != UInt8(ascii: "\\") {
                i += 1
            } else if let value = hex(at: i) {
                if (0xD800...0xDBFF).contains(value) {
                    if let low = hex(at: i + 6), (0xDC00...0xDFFF).contains(low) { i += 12; continue }
                    replace(at: i)
                } else if (0xDC00...0xDFFF).contains(value) {
                    replace(at: i)
                }
                i += 6
            } else {
                i += 2  // any other escape, including a doubled backslash (so an escaped backslash never starts one)
            }
        }
        return (replaced == 0 ? data : Data(bytes), replaced)
    }

    private static func parseMessage(_ raw: Any, index: Int, localUser: String) throws -> ConversationMessage {
        let field = "messages[\(index)]"
        guard let object = raw as? [String: Any] else {
            throw SmartReplyError(.invalidConversation, "\(field): expected an object, found \(typeName(raw))")
        }
        guard let userValue = object["user"] else {
            throw SmartReplyError(.invalidConversation, "\(field).user: missing")
        }
        guard let user = userValue as? String, !user.isEmpty else {
            throw SmartReplyError(.invalidConversation, "\(field).user: expected a non-empty string, found \(typeName(userValue, emptyString: true))")
        }
        guard let textValue = object["text"] else {
            throw SmartReplyError(.invalidConversation, "\(field).text: missing")
        }
        guard let text = textValue as? String else {
            throw SmartReplyError(.invalidConversation, "\(field).text: expected a string, found \(typeName(textValue))")
        }
        var timestamp: Date?
        if let timeValue = object["timestamp"], !(timeValue is NSNull) {
            guard let string = timeValue as? String else {
                throw SmartReplyError(.invalidConversation, "\(field).timestamp: expected an ISO-8601 string, found \(typeName(timeValue))")
            }
            guard let date = parseTimestamp(string) else {
                throw SmartReplyError(.invalidConversation, "\(field).timestamp: '\(string.prefix(40))' is not an ISO-8601 date-time (e.g. 2026-11-30T18:05:00Z)")
            }
            timestamp = date
        }
        return ConversationMessage(text: text, timestamp: timestamp, userID: user, isLocalUser: user == localUser)
    }

    /// Parses ISO-8601 date-times with or without fractional seconds or a zone
    /// (a missing zone means UTC), and plain dates: the plain forms without Foundation's formatter
    /// (``ISO8601Timestamp``, which keeps ICU's data out of memory), the others with it.
    static func parseTimestamp(_ string: String) -> Date? {
        ISO8601Timestamp.plainDate(string) ?? formatterTimestamp(string)
    }

    /// ``parseTimestamp(_:)`` through `ISO8601DateFormatter` only (the reference for ``ISO8601Timestamp``).
    static func formatterTimestamp(_ string: String) -> Date? {
        let withFraction = ISO8601DateFormatter()
        withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = withFraction.date(from: string) { return date }
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: string) { return date }
        let noZone = ISO8601DateFormatter()
        noZone.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        if let date = noZone.date(from: string) { return date }
        let dateOnly = ISO8601DateFormatter()
        dateOnly.formatOptions = [.withFullDate, .withDashSeparatorInDate]
        return dateOnly.date(from: string)
    }

    static func typeName(_ value: Any, emptyString: Bool = false) -> String {
        switch value {
        case is NSNull: return "null"
        case let string as String where emptyString && string.isEmpty: return "an empty string"
        case is String: return "a string"
        case let number as NSNumber:
            return String(cString: number.objCType) == "c" ? "a boolean" : "a number"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "\(type(of: value))"
        }
    }

    static func firstInvalidUTF8Offset(_ bytes: Data) -> Int {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }

    /// Turns Foundation's JSON error into "line L, column C: …" when it gives an index.
    static func describeJSONError(_ error: any Error, in data: Data) -> String {
        let nsError = error as NSError
        let detail = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        var index = nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int
        if index == nil, let range = detail.range(of: "character ") {
            index = Int(detail[range.upperBound...].prefix { $0.isNumber })
        }
        if let index, index <= data.count {
            var line = 1
            var column = 1
            for byte in data.prefix(index) {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return "line \(line), column \(column): \(detail)"
        }
        if data.isEmpty { return "the file is empty" }
        if detail.lowercased().contains("end of file") {
            let lines = data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            return "line \(lines): the file ends in the middle of a value (truncated?)"
        }
        return detail
    }
}
