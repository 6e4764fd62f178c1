import Foundation
@testable import SmartReply

/// The standard reply generator of `Lexicons/` (``ResponseSetReplyGenerator/standard(lexicons:)``), loaded once
/// for all the reply-generation suites instead of once per suite.
let standardReplyGenerator = Result { try ResponseSetReplyGenerator.standard(lexicons: lexiconsURL) }

/// The standard generator's suggestions (at most three) after one message of a remote sender.
func standardCandidates(after text: String) throws -> [ReplyCandidate] {
    let context = ReplyContext(messages: [ConversationMessage(text: text, userID: "ana", isLocalUser: false)])
    return try standardReplyGenerator.get().suggestions(for: context, maximumCount: 3).candidates
}
