import Foundation

/// A BCP-47 language tag such as `en`, `pt-BR`, `sr-Cyrl` or `ru-Latn`.
///
/// Tags are validated on creation against the BCP-47 (RFC 5646) syntax of
/// subtags: a primary language subtag of 2–3 letters (or `und`), then up to
/// seven further subtags of 1–8 ASCII letters or digits, separated by `-`
/// (an `_` is accepted on input and turned into `-`). At most 35 characters.
/// So a hostile string such as `../../etc/passwd` or `es;DROP TABLE` is
/// rejected before any file name or SQL statement is built from it.
///
/// Case is normalised as RFC 5646 recommends: language lower case
/// (`en`), script title case (`Latn`), region upper case (`BR`).
///
///     let tag = try LanguageTag("ru_latn")
///     print(tag)            // Prints "ru-Latn"
///     print(tag.language)   // Prints "ru"
public struct LanguageTag: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The normalised tag, for example `ru-Latn`.
    public let identifier: String

    /// The longest tag accepted, in characters.
    public static let maximumLength = 35

    /// Parses and normalises a tag.
    /// - Throws: `SmartReplyError.invalidLanguageTag` naming the offending input
    ///   (shortened to 40 characters) when it is not a well-formed tag.
    public init(_ string: String) throws {
        guard let normalized = LanguageTag.normalize(string) else {
            let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
            throw SmartReplyError(.invalidLanguageTag,
                                  "'\(shown)' is not a BCP-47 language tag (expected e.g. 'es', 'pt-BR', 'ru-Latn')")
        }
        identifier = normalized
    }

    /// Creates a tag from a string known to be a normalised tag (a literal, or
    /// the primary subtag of a tag). Checked in debug builds only: this runs on
    /// the hot path (``baseLanguage`` in language identification, per message).
    init(validated: String) {
        assert(LanguageTag.normalize(validated) == validated, "invalid tag literal \(validated)")
        identifier = validated
    }

    /// The primary language subtag, for example `ru` for `ru-Latn`.
    /// - Complexity: O(n) in the tag's bytes (a scan of its UTF-8, not of its Characters: this runs
    ///   per language and message in language identification).
    public var language: String {
        if let dash = identifier.utf8.firstIndex(of: UInt8(ascii: "-")) { return String(identifier[..<dash]) }
        return identifier
    }

    /// The script subtag (4 letters, title case) if the tag has one, e.g. `Latn`.
    public var script: String? {
        // A plain tag (`es`, most of them) has no subtags: no split (the guard asks this on every check).
        guard identifier.utf8.contains(UInt8(ascii: "-")) else { return nil }
        return identifier.split(separator: "-").dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }.map(String.init)
    }

    /// The ISO 639 language codes Foundation knows (about 600, 2- and 3-letter, lower case),
    /// plus `und`. Built on first use (it reads ICU's locale data, so it is kept off the
    /// per-message path).
    public static let knownLanguageCodes: Set<String> = {
        var codes = Set(Locale.LanguageCode.isoLanguageCodes.map { $0.identifier.lowercased() })
        codes.insert("und")
        return codes
    }()

    /// Whether the primary language subtag is an ISO 639 code (or `und`): a well-formed tag
    /// such as `xx` or `qq-Latn` is not. A typo in a tag given by a person (a command-line
    /// option, a conversation file's `language`) is an error rather than a silently
    /// unsupported language.
    /// - Complexity: O(1) after the first call, which builds ``knownLanguageCodes``.
    public var isKnownLanguage: Bool { Self.knownLanguageCodes.contains(language) }

    /// The tag without script or region: `ru-Latn` → `ru`.
    public var baseLanguage: LanguageTag { LanguageTag(validated: language) }

    /// Whether this is `und`, the BCP-47 tag for an undetermined language.
    public var isUndetermined: Bool { identifier == "und" }

    /// `en`.
    public static let english = LanguageTag(validated: "en")
    /// `und`: undetermined (BCP-47), returned when identification is unsure.
    public static let undetermined = LanguageTag(validated: "und")

    /// The normalised BCP-47 identifier, e.g. `ru-Latn`.
    public var description: String { identifier }

    /// Hashes the tag's bytes, packed eight to a word. A tag is ASCII (checked on creation), so
    /// byte equality is `String` equality and this agrees with `==`; it skips `String`'s Unicode-
    /// normalising hash, which dominated dictionary lookups keyed by tag (language hints, per
    /// language and message).
    public func hash(into hasher: inout Hasher) {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in identifier.utf8 {
            word |= UInt64(byte) << shift
            shift += 8
            if shift == 64 { hasher.combine(word); word = 0; shift = 0 }
        }
        hasher.combine(word | shift << 56)
    }

    /// Tags are equal when their normalised identifiers are (`EN-us` equals `en-US`).
    public static func == (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.identifier == rhs.identifier }

    /// Orders by normalised identifier (a stable order for listings, not a linguistic one).
    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.identifier < rhs.identifier }

    /// Decodes a tag from a JSON string, as conversation files write it.
    /// - Throws: `DecodingError` when the value is not a string; `SmartReplyError.invalidLanguageTag` when it is not a BCP-47 tag.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        try self.init(try container.decode(String.self))
    }

    /// Encodes the tag as its normalised identifier string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Returns the normalised form of `string`, or nil when it is not a tag.
    /// - Complexity: O(n) in the string's length; a tag already in normal form
    ///   (the common case) is checked in one pass and returned without allocating.
    static func normalize(_ string: String) -> String? {
        guard !string.isEmpty, string.utf8.count <= maximumLength else { return nil }
        if isNormalized(string) { return string }
        let parts = string.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }
        guard let first = parts.first, parts.count <= 8 else { return nil }
        func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        func isAlnum(_ b: UInt8) -> Bool { isAlpha(b) || (b >= 0x30 && b <= 0x39) }
        guard (2...3).contains(first.count), first.allSatisfy(isAlpha) else { return nil }
        var out = String(decoding: first.map { $0 | 0x20 }, as: UTF8.self)
        // After a singleton ("u", "x"), extension and private-use subtags stay lower case (RFC 5646 §2.1.1).
        var afterSingleton = false
        for (index, part) in parts.dropFirst().enumerated() {
            guard (1...8).contains(part.count), part.allSatisfy(isAlnum) else { return nil }
            let lower = part.map { isAlpha($0) ? $0 | 0x20 : $0 }
            var bytes = lower
            if part.count == 1 { afterSingleton = true }
            if afterSingleton {
                // lower case as it is
            } else if index == 0 || index == 1, part.count == 4, part.allSatisfy(isAlpha) {
                bytes[0] &= ~0x20            // script: Title case
            } else if part.count == 2, part.allSatisfy(isAlpha) {
                bytes = bytes.map { $0 & ~0x20 }  // region: upper case
            }
            out += "-" + String(decoding: bytes, as: UTF8.self)
        }
        return out
    }

    /// Whether `string` is a well-formed tag already in normal form (the case
    /// ``normalize(_:)`` would return unchanged); false sends it the slow way.
    private static func isNormalized(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes -> Bool in
            @inline(__always) func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
            @inline(__always) func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
            @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
            var part = 0, start = 0
            var position = 0
            var afterSingleton = false
            while position <= bytes.count {
                guard position == bytes.count || bytes[position] == UInt8(ascii: "-") else { position += 1; continue }
                let length = position - start
                if part == 0 {
                    guard length >= 2 && length <= 3 else { return false }
                    for i in start..<position where !isLower(bytes[i]) { return false }
                } else {
                    guard length >= 1 && length <= 8, part < 8 else { return false }
                    var allAlpha = true
                    for i in start..<position where isDigit(bytes[i]) { allAlpha = false }
                    if length == 1 { afterSingleton = true }
                    if afterSingleton {
                        for i in start..<position where !isLower(bytes[i]) && !isDigit(bytes[i]) { return false }
                    } else if (part == 1 || part == 2) && length == 4 && allAlpha {
                        guard isUpper(bytes[start]) else { return false }
                        for i in (start + 1)..<position where !isLower(bytes[i]) { return false }
                    } else if length == 2 && allAlpha {
                        for i in start..<position where !isUpper(bytes[i]) { return false }
                    } else {
                        for i in start..<position where !isLower(bytes[i]) && !isDigit(bytes[i]) { return false }
                    }
                }
                part += 1
                start = position + 1
                position += 1
            }
            return true
        }
    }
}
