// libFuzzer target: the Text/ tokenizer and the guard's normalizer must never
// crash on any (lossily UTF-8-decoded) text, and their outputs must stay
// consistent with their inputs.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)

    let tokens = Tokenizer.tokenize(text)
    // Tokens are in order, do not overlap, lie inside the text, and their text is their range.
    var previousEnd = text.startIndex
    for token in tokens {
        precondition(token.range.lowerBound >= previousEnd, "tokens overlap or go backwards")
        precondition(token.range.upperBound <= text.endIndex, "token beyond the text")
        precondition(String(text[token.range]) == token.text, "token text differs from its range")
        previousEnd = token.range.upperBound
    }

    let normalized = GuardTextNormalizer().normalize(text)
    for token in normalized.tokens + normalized.joinedTokens {
        precondition(token.range.lowerBound >= 0 && token.range.upperBound <= normalized.scalars.count,
                     "normalized token outside the scalar buffer")
        precondition(token.hash == GuardTextNormalizer.hash(normalized.scalars(of: token)), "token hash is stale")
        _ = normalized.string(of: token)
    }
    return 0
}
