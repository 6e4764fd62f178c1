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
          :lang TAG        treat messages as language TAG (:lang auto to identify again)
          :trace           show or hide the per-stage trace
          :models          the languages whose phrase tables are loaded, and their sizes
          :load TAG        load a language's phrase table now
          :unload TAG      drop a language's phrase table from memory
          :history         show the conversation so far
          :save FILE       write the conversation as a conversation file that `replay` reads
          :clear           start a new conversation
          :quit            leave (also Ctrl-D)
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
        guard trimmed.hasPrefix(":") else {
            guard !trimmed.isEmpty else { return .say([]) }
            messages.append(ConversationMessage(text: line, timestamp: now, userID: remoteUser, isLocalUser: false))
            return .suggest
        }
        let parts = trimmed.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let command = parts.first ?? ""
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        switch command {
        case "help", "h", "?":
            return .say([Self.help])
        case "quit", "q", "exit":
            return .quit
        case "trace":
            showsTrace.toggle()
            return .say(["trace \(showsTrace ? "on" : "off")"])
        case "lang":
            if argument.isEmpty || argument == "auto" {
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
        case "save":
            guard !argument.isEmpty else { return .say(["usage: :save FILE"]) }
            let url = URL(fileURLWithPath: argument)
            let folder = url.deletingLastPathComponent()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                return .say(["cannot write \(argument): the folder \(folder.path) does not exist"])
            }
            do {
                try conversationJSON().write(to: url)
                return .say(["saved \(plural(messages.count, "message")) to \(argument)"])
            } catch {
                return .say(["cannot write \(argument): \(error.localizedDescription)"])
            }
        default:
            return .say(["unknown command ':\(command)'; type :help"])
        }
    }

    /// The English candidate behind a shown suggestion (what the preference model learns from).
    static func candidate(_ suggestion: SmartReplyResult.Suggestion) -> ReplyCandidate {
        ReplyCandidate(text: suggestion.english, intent: suggestion.intent, score: suggestion.score)
    }

    /// The conversation in the format `replay` reads.
    func conversationJSON() throws -> Data {
        let formatter = ISO8601DateFormatter()
        let object: [String: Any] = [
            "title": "Chat saved from smartreply chat",
            "localUser": localUser,
            "messages": messages.map { message -> [String: Any] in
                var entry: [String: Any] = ["user": message.userID, "text": message.text]
                if let time = message.timestamp { entry["timestamp"] = formatter.string(from: time) }
                return entry
            },
        ]
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}
