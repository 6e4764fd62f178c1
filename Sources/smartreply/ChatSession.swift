import Foundation
import SmartReply

/// The state of a `smartreply chat` session, separate from terminal I/O so
/// it can be tested: each typed line is either a `:command` or a message from
/// the other person.
struct ChatSession {
    /// What the REPL should do after a line.
    enum Action: Equatable {
        /// Print these lines.
        case say([String])
        /// Run the pipeline on the conversation and show the result.
        case suggest
        /// Teach the preference model: `picked` was chosen among `shown` (nil: all rejected).
        case learn(shown: [ReplyCandidate], picked: ReplyCandidate?, message: String)
        /// Show the phrase tables in memory.
        case showModels
        /// Load (true) or unload (false) a language's phrase table.
        case model(LanguageTag, load: Bool)
        /// End the session.
        case quit
    }

    /// The remote person's user ID.
    var remoteUser: String
    /// The local user's ID.
    var localUser = "me"
    /// The conversation so far, oldest first.
    private(set) var messages: [ConversationMessage] = []
    /// The last suggestions shown, for `:pick`.
    var lastSuggestions: [SmartReplyResult.Suggestion] = []
    /// Whether to print the trace after each turn.
    var showsTrace = false
    /// A language forced with `:lang`, or nil.
    var forcedLanguage: LanguageTag?

    static let help = """
        Type a message as \u{201C}the other person\u{201D}; the suggestions are for you.
          :help            this help
          :pick N          send suggestion N as your reply (1-3); future suggestions learn from it
          :reply TEXT      send your own reply
          :reject          none of the suggestions fit (also learned)
          :lang TAG        treat messages as language TAG (:lang auto to identify again;
                           :lang alone shows which is in use)
          :trace           show or hide the per-stage trace
          :models          the languages whose phrase tables are loaded, and their sizes
          :load TAG        load a language's phrase table now
          :unload TAG      drop a language's phrase table from memory
          :history         show the conversation so far
          :save FILE       write the conversation as a conversation file that `replay` reads;
                           never replaces an existing file (:save! FILE does); given a
                           folder, writes chat-YYYYMMDD-HHMMSS.json in it
          :clear           start a new conversation
          :quit            leave (also Ctrl-D, or Ctrl-C twice on an empty line)
        Ctrl-C drops the line being typed, or cancels the turn in flight.
        A line that starts with ':' but not with a lowercase word (":)", ":D see you")
        is a message; "::text" sends ":text".
        """

    /// - Parameter remoteUser: the other person's ID; the local user is `me`,
    ///   or `you` when the other person is called `me`, so a saved conversation
    ///   always tells the two apart.
    init(remoteUser: String) {
        self.remoteUser = remoteUser
        if remoteUser == localUser { localUser = "you" }
    }

    /// Handles one line typed by the user.
    mutating func handle(_ line: String, now: Date = Date()) -> Action {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard Self.isCommand(trimmed) else {
            guard !trimmed.isEmpty else { return .say([]) }
            // "::text" sends ":text" (a message that would read as a command).
            let text = trimmed.hasPrefix("::") ? String(line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst()) : line
            messages.append(ConversationMessage(text: text, timestamp: now, userID: remoteUser, isLocalUser: false))
            return .suggest
        }
        let parts = trimmed.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let command = parts.first ?? ""
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        switch command {
        case "help", "h", "?":
            return .say([Self.help])
        case "quit", "q", "exit":
            // ":quit now" is more likely a message typed after a colon than a wish to leave.
            guard argument.isEmpty else { return .say([":\(command) takes no argument (::\(command) \(terminalSafe(argument)) sends it as a message)"]) }
            return .quit
        case "trace":
            showsTrace.toggle()
            return .say(["trace \(showsTrace ? "on" : "off")"])
        case "lang":
            if argument.isEmpty {
                return .say([forcedLanguage.map { "language: \($0) (forced; :lang auto identifies each message again)" }
                             ?? "language: identified per message (:lang TAG forces one)"])
            }
            if argument == "auto" {
                forcedLanguage = nil
                return .say(["language: identified per message"])
            }
            let tag: LanguageTag
            do { tag = try LanguageOption.parse(argument, option: ":lang") } catch { return .say([error.message]) }
            forcedLanguage = tag
            return .say(["language: \(tag)"])
        case "pick":
            guard !lastSuggestions.isEmpty else { return .say(["no suggestions to pick from"]) }
            guard let number = Int(argument), lastSuggestions.indices.contains(number - 1) else {
                let got = argument.isEmpty ? "" : " (got '\(terminalSafe(argument))')"
                return .say([(lastSuggestions.count == 1
                    ? "pick needs a suggestion number: 1 is the only suggestion"
                    : "pick needs a suggestion number from 1 to \(lastSuggestions.count)") + got])
            }
            let picked = lastSuggestions[number - 1]
            messages.append(ConversationMessage(text: picked.text, timestamp: now, userID: localUser, isLocalUser: true))
            let shown = lastSuggestions.map(Self.candidate)
            lastSuggestions = []
            return .learn(shown: shown, picked: Self.candidate(picked), message: "you: \(picked.text)")
        case "reply":
            guard !argument.isEmpty else { return .say(["usage: :reply TEXT"]) }
            messages.append(ConversationMessage(text: argument, timestamp: now, userID: localUser, isLocalUser: true))
            lastSuggestions = []
            return .say(["you: \(argument)"])
        case "reject":
            guard !lastSuggestions.isEmpty else { return .say(["no suggestions to reject"]) }
            let shown = lastSuggestions.map(Self.candidate)
            lastSuggestions = []
            return .learn(shown: shown, picked: nil, message: "noted: none of the suggestions fit")
        case "models":
            return .showModels
        case "load", "unload":
            guard !argument.isEmpty else { return .say(["usage: :\(command) TAG (e.g. :\(command) es)"]) }
            let tag: LanguageTag
            do { tag = try LanguageOption.parse(argument, option: ":\(command)") } catch { return .say([error.message]) }
            return .model(tag, load: command == "load")
        case "history":
            if messages.isEmpty { return .say(["(no messages yet)"]) }
            return .say(messages.map { terminalSafe("\($0.isLocalUser ? "you" : $0.userID): \($0.text)") })
        case "clear":
            messages = []
            lastSuggestions = []
            return .say(["new conversation"])
        case "save", "save!":
            guard !argument.isEmpty else { return .say(["usage: :save FILE (or :save FOLDER, or :save! FILE to overwrite)"]) }
            return .say([save(to: argument, overwriting: command == "save!", now: now)])
        default:
            return .say(["unknown command ':\(command)'; type :help"])
        }
    }

    /// Whether a (trimmed) line is a REPL command: `:` then a lowercase word (`:help`, `:save!`,
    /// `:frobnicate`, which is then an unknown command) or `:?`. Anything else that starts with
    /// `:` is a message: smileys such as ":)", ":D see you", ":-(" and ":'(" are what people send.
    static func isCommand(_ trimmed: String) -> Bool {
        guard trimmed.hasPrefix(":"), !trimmed.hasPrefix("::") else { return false }
        let word = trimmed.dropFirst().prefix(while: { $0 != " " && $0 != "\t" })
        if word == "?" { return true }
        guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "!" }
    }

    /// Writes the conversation for `:save PATH` / `:save! PATH` and says what happened.
    ///
    /// An existing folder (or a path ending in `/`) gets a new file named after
    /// `now`, `chat-YYYYMMDD-HHMMSS.json` (`-2`, `-3`… when taken); an existing
    /// file is replaced only with `overwriting` (`:save!`), as vi's `:w!`.
    func save(to path: String, overwriting: Bool, now: Date) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: expanded, isDirectory: &isFolder)
        var url = URL(fileURLWithPath: expanded)
        if (exists && isFolder.boolValue) || (!exists && path.hasSuffix("/")) {
            guard exists else { return "not saved: the folder \(expanded) does not exist" }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyyMMdd-HHmmss"
            let stem = "chat-" + formatter.string(from: now)
            var candidate = url.appendingPathComponent(stem + ".json")
            var number = 2
            while manager.fileExists(atPath: candidate.path) {
                candidate = url.appendingPathComponent("\(stem)-\(number).json")
                number += 1
            }
            url = candidate
        } else if exists && !overwriting {
            return "not saved: \(url.path) already exists; :save! \(path) replaces it"
        } else {
            let folder = url.deletingLastPathComponent()
            guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                return "not saved: cannot write \(url.path): the folder \(folder.path) does not exist"
            }
        }
        do {
            let data = try conversationJSON() + Data("\n".utf8)   // a text file ends with a newline
            // Without :save! the write itself refuses a file that appeared meanwhile.
            try data.write(to: url, options: overwriting ? [.atomic] : [.withoutOverwriting])
            return "saved \(plural(messages.count, "message")) to \(url.path)"
        } catch {
            let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? error.localizedDescription
            return "not saved: cannot write \(url.path): \(reason)"
        }
    }

    /// The English candidate behind a shown suggestion (what the preference model learns from).
    static func candidate(_ suggestion: SmartReplyResult.Suggestion) -> ReplyCandidate {
        ReplyCandidate(text: suggestion.english, intent: suggestion.intent, score: suggestion.score)
    }

    /// The conversation in the format `replay` reads.
    func conversationJSON() throws -> Data {
        let formatter = ISO8601DateFormatter()
        var object: [String: Any] = [
            "title": "Chat saved from smartreply chat",
            "localUser": localUser,
            "messages": messages.map { message -> [String: Any] in
                var entry: [String: Any] = ["user": message.userID, "text": message.text]
                if let time = message.timestamp { entry["timestamp"] = formatter.string(from: time) }
                return entry
            },
        ]
        // The language forced with `:lang`, so `replay` reads the messages as the chat did.
        if let forcedLanguage { object["language"] = forcedLanguage.identifier }
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}
