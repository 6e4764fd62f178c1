/// The Unicode script of a letter, as far as language identification needs it.
///
/// Only the scripts of the languages the identifier knows are told apart;
/// every other letter is ``other``. Ranges follow the Unicode blocks
/// (Unicode 15, `Blocks.txt`) of each script.
public enum WritingScript: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case latin = 0, cyrillic, greek, arabic, hebrew, devanagari, bengali, tamil, thai, hangul, kana, han, other

    /// A bit for this script in a script mask (`1 << rawValue`).
    public var bit: UInt32 { 1 << UInt32(rawValue) }

    /// The ISO 15924 code of the script (`Latn`, `Cyrl`, …; `Zyyy` for other).
    public var description: String {
        switch self {
        case .latin: "Latn"
        case .cyrillic: "Cyrl"
        case .greek: "Grek"
        case .arabic: "Arab"
        case .hebrew: "Hebr"
        case .devanagari: "Deva"
        case .bengali: "Beng"
        case .tamil: "Taml"
        case .thai: "Thai"
        case .hangul: "Hang"
        case .kana: "Kana"
        case .han: "Hani"
        case .other: "Zyyy"
        }
    }

    /// The script of a letter (or combining mark) given by its code point.
    /// - Complexity: O(1), a few comparisons.
    @inline(__always)
    public init(_ value: UInt32) {
        switch value {
        case 0x41...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFF21...0xFF5A: self = .latin
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x590...0x5FF, 0xFB1D...0xFB4F: self = .hebrew
        case 0x900...0x97F, 0xA8E0...0xA8FF: self = .devanagari
        case 0x980...0x9FF: self = .bengali
        case 0xB80...0xBFF: self = .tamil
        case 0xE00...0xE7F: self = .thai
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: self = .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .kana
        case 0x2E80...0x2FDF, 0x3005...0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: self = .han
        default: self = .other
        }
    }
}
