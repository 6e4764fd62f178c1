// libFuzzer target: the conversation-file parser must never crash on any bytes.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConversation(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    if let conversation = try? Conversation(data: bytes) {
        // Every kept message has a position, and problems point inside the array.
        precondition(conversation.messages.count == conversation.indices.count)
    }
    return 0
}
