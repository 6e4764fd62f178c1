// libFuzzer target: the phrase-table translator (real Lexicons, beam-search
// decoder, English language model) must translate any text es→en and en→es
// without crashing, and its counts must be consistent.
import Foundation

private let translator: PhraseTableTranslator = {
    let cache = URL(fileURLWithPath: ".build/fuzz/cache", isDirectory: true)
    do {
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        return try PhraseTableTranslator.standard(lexicons: FuzzSupport.lexicons(), cacheDirectory: cache, capacity: 2)
    } catch {
        fatalError("fuzz: cannot create the translator: \(error)")
    }
}()

private let spanish: LanguageTag = {
    guard let tag = try? LanguageTag("es") else { fatalError("fuzz: 'es' is not a tag") }
    return tag
}()

/// Compiles and loads the Spanish tables and the English language model
/// before fuzzing starts, so the first input is not charged for it (libFuzzer
/// calls this before arming its per-input timeout).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzDecoderInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    let translator = translator, spanish = spanish
    if case .failure(let error) = FuzzSupport.runBlocking({ try await translator.translate("hola", from: spanish, to: .english) }) {
        fatalError("fuzz: cannot load the Spanish tables: \(error)")
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = FuzzSupport.text(data, size)
    let translator = translator, spanish = spanish
    let outcome = FuzzSupport.runBlocking {
        (try await translator.translate(text, from: spanish, to: .english),
         try await translator.translate(text, from: .english, to: spanish))
    }
    switch outcome {
    case .success(let (toEnglish, toSpanish)):
        for translation in [toEnglish, toSpanish] {
            precondition(translation.unknownWords.count <= translation.sourceWordCount || translation.sourceWordCount == 0,
                         "more unknown words than source words: \(translation.unknownWords.count) > \(translation.sourceWordCount)")
            precondition((0...1).contains(translation.coverage), "coverage \(translation.coverage)")
        }
    case .failure(let error):
        preconditionFailure("translation failed on installed languages: \(error)")
    }
    return 0
}
