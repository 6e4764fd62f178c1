/// Decompresses gzip files (RFC 1952), including dictzip's `.dict.dz`, whose
/// random-access chunk table sits in an ordinary gzip extra field: read from
/// the start, a dictzip file is one gzip member and decompresses in one pass.
///
/// The DEFLATE decoder (RFC 1951: stored, fixed-Huffman and dynamic-Huffman
/// blocks) is written in Swift because Foundation on Linux has no gzip API and
/// the library links no zlib; importing a dictionary is a one-off, so plain
/// canonical-Huffman decoding (one table lookup per code length) is fast enough.
///
/// Errors name the file and the byte offset in the compressed input where
/// decoding failed; the CRC-32 and length of each member are checked.
enum GzipDecoder {
    /// Decompresses every gzip member of `data`, concatenated.
    /// - Parameters:
    ///   - data: the compressed bytes.
    ///   - name: the file's path, for error messages.
    /// - Returns: the decompressed bytes.
    /// - Throws: `SmartReplyError.modelFileCorrupt` naming `name` and the byte
    ///   offset: not gzip, unsupported method, bad Huffman code, distance too
    ///   far back, truncated data, CRC-32 or length mismatch.
    /// - Complexity: O(n) in the decompressed size.
    static func decompress(_ data: [UInt8], name: String) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(data.count * 4)
        var offset = 0
        repeat {
            offset = try decompressMember(data, at: offset, name: name, into: &output)
            while offset < data.count, data[offset] == 0 { offset += 1 }   // padding after a member
        } while offset < data.count
        return output
    }

    /// Whether `data` starts with the gzip magic number.
    static func isGzip(_ data: [UInt8]) -> Bool {
        data.count >= 2 && data[0] == 0x1F && data[1] == 0x8B
    }

    /// Decodes one member starting at `start`; returns the offset after it.
    private static func decompressMember(_ data: [UInt8], at start: Int, name: String, into output: inout [UInt8]) throws -> Int {
        func fail(_ offset: Int, _ reason: String) -> SmartReplyError {
            SmartReplyError(.modelFileCorrupt, "\(name): corrupt gzip data at byte offset \(offset): \(reason)")
        }
        guard data.count >= start + 18 else { throw fail(start, "too short for a gzip member (\(data.count - start) bytes)") }
        guard data[start] == 0x1F, data[start + 1] == 0x8B else { throw fail(start, "not gzip (no 1F 8B magic number)") }
        guard data[start + 2] == 8 else { throw fail(start + 2, "compression method \(data[start + 2]) is not deflate (8)") }
        let flags = data[start + 3]
        var offset = start + 10
        if flags & 0x04 != 0 {   // FEXTRA: dictzip keeps its chunk table here
            guard offset + 2 <= data.count else { throw fail(offset, "truncated extra field") }
            offset += 2 + (Int(data[offset]) | Int(data[offset + 1]) << 8)
        }
        for flag in [UInt8(0x08), 0x10] where flags & flag != 0 {   // FNAME, FCOMMENT: zero-terminated
            while offset < data.count, data[offset] != 0 { offset += 1 }
            offset += 1
        }
        if flags & 0x02 != 0 { offset += 2 }   // FHCRC
        guard offset < data.count else { throw fail(offset, "truncated header") }
        let first = output.count
        var inflater = Inflater(input: data, position: offset, name: name)
        try inflater.inflate(into: &output)
        let end = inflater.alignedPosition
        guard end + 8 <= data.count else { throw fail(end, "truncated: the CRC-32 and length trailer is missing") }
        func word(_ at: Int) -> UInt32 {
            UInt32(data[at]) | UInt32(data[at + 1]) << 8 | UInt32(data[at + 2]) << 16 | UInt32(data[at + 3]) << 24
        }
        let crc = CRC32.checksum(output[first...])
        guard crc == word(end) else { throw fail(end, "CRC-32 mismatch (stored \(word(end)), computed \(crc))") }
        guard UInt32(truncatingIfNeeded: output.count - first) == word(end + 4) else {
            throw fail(end + 4, "length mismatch (stored \(word(end + 4)), decoded \(output.count - first))")
        }
        return end + 8
    }
}

/// The CRC-32 of gzip and zip (ISO 3309, polynomial 0xEDB88320, reflected).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return ~crc
    }
}

/// A DEFLATE (RFC 1951) bit-stream decoder over an in-memory input.
private struct Inflater {
    let input: [UInt8]
    /// The next byte to load into ``bitBuffer``.
    var position: Int
    let name: String
    var bitBuffer: UInt64 = 0
    var bitCount = 0

    init(input: [UInt8], position: Int, name: String) {
        self.input = input
        self.position = position
        self.name = name
    }

    /// The byte offset after the last bit consumed, rounded up to a whole byte.
    var alignedPosition: Int { position - bitCount / 8 }

    func fail(_ reason: String) -> SmartReplyError {
        SmartReplyError(.modelFileCorrupt, "\(name): corrupt deflate data at byte offset \(alignedPosition): \(reason)")
    }

    /// Takes `count` (≤ 32) bits, least significant first.
    mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw fail("unexpected end of data") }
            bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        bitBuffer >>= UInt64(count)
        bitCount -= count
        return value
    }

    /// A canonical Huffman code: symbol counts per length and symbols sorted by code.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    /// Decodes one symbol (the bit-by-bit canonical decode of zlib's `puff.c`).
    mutating func decode(_ huffman: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - first < count { return huffman.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw fail("invalid Huffman code")
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    static let fixedLiterals = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Decodes blocks until the final one, appending to `output` (which may
    /// already hold earlier members: back-references never reach before `start`).
    mutating func inflate(into output: inout [UInt8]) throws {
        let start = output.count
        var isFinal = false
        while !isFinal {
            isFinal = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock(into: &output)
            case 1: try huffmanBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances, start: start, into: &output)
            case 2:
                let (literals, distances) = try dynamicTables()
                try huffmanBlock(literals: literals, distances: distances, start: start, into: &output)
            default: throw fail("reserved block type 3")
            }
        }
    }

    mutating func storedBlock(into output: inout [UInt8]) throws {
        bitBuffer = 0
        position -= bitCount / 8   // give back whole unread bytes, drop the partial one
        bitCount = 0
        guard position + 4 <= input.count else { throw fail("truncated stored block header") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw fail("stored block length \(length) does not match its complement") }
        position += 4
        guard position + length <= input.count else { throw fail("truncated stored block (\(length) bytes announced)") }
        output.append(contentsOf: input[position..<(position + length)])
        position += length
    }

    mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw fail("too many length or distance codes") }
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let codeLengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw fail("repeat code with no previous length") }
                lengths += repeatElement(previous, count: 3 + (try bits(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try bits(3)))
            default: lengths += repeatElement(0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw fail("code lengths overflow the table") }
        guard lengths[256] != 0 else { throw fail("no end-of-block code") }
        return (Huffman(lengths: Array(lengths[..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    mutating func huffmanBlock(literals: Huffman, distances: Huffman, start: Int, into output: inout [UInt8]) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let lengthIndex = symbol - 257
                guard lengthIndex < 29 else { throw fail("invalid length symbol \(symbol)") }
                let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < 30 else { throw fail("invalid distance symbol \(distanceSymbol)") }
                let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard distance <= output.count - start else { throw fail("distance \(distance) reaches before the start of the data") }
                var from = output.count - distance
                for _ in 0..<length {
                    output.append(output[from])
                    from += 1
                }
            }
        }
    }
}
