import Foundation
import SmartReply

/// A generator for a support desk: it always offers the same three replies,
/// whatever the customer writes. The standard stages do everything else:
/// identify the customer's language, guard, translate, translate back.
struct SupportDeskReplyGenerator: ReplyGenerator {
    func suggestReplies(for context: ReplyContext, maximumCount: Int) async throws -> ReplySuggestions {
        let replies = [
            ReplyCandidate(text: "Thank you!", intent: "thanks", score: 0.9),
            ReplyCandidate(text: "Sorry to hear that.", intent: "sympathy", score: 0.8),
            ReplyCandidate(text: "Tell me more!", intent: "ask_details", score: 0.7),
        ]
        return ReplySuggestions(candidates: Array(replies.prefix(maximumCount)))
    }
}

let lexicons = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "../../Lexicons")
let standard = try ConversationOrchestrator.standard(lexicons: lexicons)
// Keep the standard configuration: it carries the language hints that favour the languages the
// pipeline can answer ("que tal" alone is close between es and ca); without it the answers change.
let orchestrator = ConversationOrchestrator(identifier: standard.identifier,
                                            translator: standard.translator,
                                            generator: SupportDeskReplyGenerator(),
                                            contentGuard: standard.contentGuard,
                                            configuration: standard.configuration)
let message = ConversationMessage(text: "Hola, mi pedido no ha llegado todavía", userID: "customer", isLocalUser: false)
let result = try await orchestrator.suggestReplies(for: [message])
print(result.status, result.trace.language?.identifier ?? "und")
for suggestion in result.suggestions {
    print("\(suggestion.text)  (\(suggestion.english))")
}
