// libFuzzer target: the standard content guard (real lists and model) must
// give a verdict for any text in any language without crashing.
//
// Input layout: byte 0 picks the language tag, the rest is the text.
import Foundation

private let contentGuard: LexiconContentGuard = {
    do { return try LexiconContentGuard.standard(lexicons: FuzzSupport.lexicons()) } catch {
        fatalError("fuzz: cannot load the guard: \(error)")
    }
}()

/// Languages with lists, without lists, with a script subtag, and `und`.
private let tags: [LanguageTag] = ["und", "en", "es", "de", "fr", "ru", "uk", "uk-Latn", "ru-Latn", "ar", "zh", "hi", "tr", "pl", "fa", "xx"]
    .compactMap { try? LanguageTag($0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGuard(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let language = tags[Int(FuzzSupport.byte(data, size, 0)) % tags.count]
    let text = FuzzSupport.text(data, size, skipping: 1)
    let verdict = contentGuard.verdict(for: text, language: language)
    // The synchronous and the protocol entry points agree.
    let normalized = GuardTextNormalizer().normalize(text)
    let again = contentGuard.verdict(for: normalized, language: language)
    precondition(verdict.kind == again.kind, "verdict differs between entry points")
    if verdict.kind == .allowed { precondition(verdict.matches.isEmpty, "allowed verdict with matches") }
    return 0
}
