// libFuzzer target: Cyrillic romanization and its inverse candidates must
// never crash, for both languages, on any text.
import Foundation

private let romanizers = CyrillicRomanization.languages.sorted().compactMap { CyrillicRomanization(language: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRomanization(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    precondition(romanizers.count == CyrillicRomanization.languages.count, "a romanizer failed to build")
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // The first byte picks the candidate limit (0...63) so small and zero limits are explored too.
    let maximum = size > 0 ? Int(data[0] % 64) : 8
    for romanizer in romanizers {
        let latin = romanizer.romanize(text)
        // Romanizing Latin output again must be stable (no Cyrillic left to convert).
        _ = romanizer.romanize(latin)
        for word in latin.split(separator: " ").prefix(8) {
            let candidates = romanizer.cyrillicCandidates(for: String(word), maximum: maximum)
            precondition(candidates.count <= max(maximum, 1), "more candidates than the maximum: \(candidates.count) > \(maximum)")
        }
    }
    return 0
}
