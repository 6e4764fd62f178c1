import Foundation

/// The strict-JSON rules Foundation's `JSONSerialization` does not enforce:
/// on Linux it accepts a trailing comma (`[1,]`, `{"a": 1,}`) and a key
/// repeated in one object (keeping the last value), both outside RFC 8259's
/// grammar or interoperable subset. Conversation files are checked with this
/// after Foundation has parsed them, so every finding is on valid-otherwise JSON.
package struct StrictJSONCheck {
    /// Where a value sits in the document: `messages`, `messages[2]`.
    package enum PathComponent: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// A key given twice in one object.
    package struct DuplicateKey: Hashable, Sendable {
        /// The key, unescaped.
        package var key: String
        /// The path of the object holding it (empty for the top-level object).
        package var path: [PathComponent]
        /// 1-based line and column (in characters) of the second occurrence.
        package var line: Int
        package var column: Int

        /// The path as JSON-pointer-like text, e.g. `messages[2]`; "the top level" when empty.
        package var pathText: String {
            guard !path.isEmpty else { return "the top level" }
            return path.enumerated().map { offset, component in
                switch component {
                case .key(let key): return offset == 0 ? key : "." + key
                case .index(let index): return "[\(index)]"
                }
            }.joined()
        }
    }

    /// The first trailing comma: its 1-based line and column and the bracket it comes before.
    package var trailingComma: (line: Int, column: Int, closer: Character)?
    /// Every repeated key, in file order.
    package var duplicateKeys: [DuplicateKey] = []
    /// The 1-based line on which each element of the top-level `messages` array opens (objects,
    /// arrays, strings and other scalars), by index: so a problem in `messages[i]` can name
    /// its line, which `JSONSerialization` does not report.
    var messageLines: [Int: Int] = [:]

    private struct Frame {
        var isObject: Bool
        var keys: Set<String> = []
        var currentKey = ""
        var index = 0
    }

    /// Scans JSON text that Foundation has already parsed.
    /// - Complexity: O(n) in the bytes, one pass; keys are copied only inside objects.
    package init(_ data: Data) {
        let bytes = [UInt8](data)
        var frames: [Frame] = []
        var lastSignificant: UInt8 = 0
        var lastComma = 0
        var i = 0
        var line = 1
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), comma = UInt8(ascii: ",")
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // Valid JSON has no raw newline inside a string, so this counts every line.
                if byte == UInt8(ascii: "\n") { line += 1 }
                i += 1
                continue
            case quote:
                // A message that is a bare string still gets its line (it is an error, named by line).
                if frames.count == 2, frames[0].isObject, frames[0].currentKey == "messages", !frames[1].isObject,
                   messageLines[frames[1].index] == nil {
                    messageLines[frames[1].index] = line
                }
                let start = i
                var escaped = false
                i += 1
                while i < bytes.count && bytes[i] != quote {
                    if bytes[i] == backslash { escaped = true; i += 2 } else { i += 1 }
                }
                let end = min(i, bytes.count - 1)
                i += 1
                if let last = frames.indices.last, frames[last].isObject,
                   lastSignificant == UInt8(ascii: "{") || lastSignificant == comma {
                    let key = Self.decodeKey(bytes[start...end], escaped: escaped)
                    if !frames[last].keys.insert(key).inserted {
                        let path = frames.dropLast().map { $0.isObject ? PathComponent.key($0.currentKey) : .index($0.index) }
                        let (line, column) = Self.position(of: start, in: bytes)
                        duplicateKeys.append(DuplicateKey(key: key, path: path, line: line, column: column))
                    }
                    frames[last].currentKey = key
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if frames.count == 2, frames[0].isObject, frames[0].currentKey == "messages", !frames[1].isObject {
                    messageLines[frames[1].index] = line
                }
                frames.append(Frame(isObject: byte == UInt8(ascii: "{")))
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if lastSignificant == comma && trailingComma == nil {
                    let (line, column) = Self.position(of: lastComma, in: bytes)
                    trailingComma = (line, column, Character(UnicodeScalar(byte)))
                }
                _ = frames.popLast()
                i += 1
            case comma:
                if let last = frames.indices.last, !frames[last].isObject { frames[last].index += 1 }
                lastComma = i
                i += 1
            default:
                // The first byte of a number, true, false or null standing as a message.
                if frames.count == 2, frames[0].isObject, frames[0].currentKey == "messages", !frames[1].isObject,
                   lastSignificant == UInt8(ascii: "[") || lastSignificant == comma {
                    messageLines[frames[1].index] = line
                }
                i += 1
            }
            lastSignificant = byte
        }
    }

    private static func decodeKey(_ bytes: ArraySlice<UInt8>, escaped: Bool) -> String {
        let inner = bytes.dropFirst().dropLast()
        guard escaped else { return String(decoding: inner, as: UTF8.self) }
        let value = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        return (value as? String) ?? String(decoding: inner, as: UTF8.self)
    }

    /// 1-based line and column (counting characters, not bytes) of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }
}
