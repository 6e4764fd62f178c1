/// Keys decoded from a terminal's UTF-8 bytes, one Unicode scalar per key, as libedit's key
/// reader (`rl_getc_function`) must return them.
enum UTF8Keys {
    /// The next key from `read` (a byte per call, nil at the end of input).
    ///
    /// - Returns: `key`, the key's Unicode scalar value; U+FFFD for a byte that cannot start a
    ///   scalar, a sequence cut short, an overlong form (`C0 AF`, `E0 80 AF`, `F0 80 80 AF`), a
    ///   surrogate (`ED A0 80`) or a value above U+10FFFF; -1 at the end of input. `unread`: a byte
    ///   that cut a sequence short, read but not part of this key; it starts the next key, so that
    ///   a stray lead byte never swallows the key after it (Latin-1 `E9` then Enter is U+FFFD, Enter).
    /// - Complexity: O(1), at most four bytes read.
    static func next(_ read: () -> UInt8?) -> (key: Int32, unread: UInt8?) {
        guard let lead = read() else { return (-1, nil) }
        var scalar: UInt32
        let length: Int, minimum: UInt32
        switch lead {
        case 0..<0x80: return (Int32(lead), nil)
        case 0xC2...0xDF: (scalar, length, minimum) = (UInt32(lead & 0x1F), 1, 0x80)
        case 0xE0...0xEF: (scalar, length, minimum) = (UInt32(lead & 0x0F), 2, 0x800)
        case 0xF0...0xF4: (scalar, length, minimum) = (UInt32(lead & 0x07), 3, 0x1_0000)
        default: return (0xFFFD, nil)
        }
        for _ in 0..<length {
            guard let byte = read() else { return (0xFFFD, nil) }
            guard byte & 0xC0 == 0x80 else { return (0xFFFD, byte) }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, let value = Unicode.Scalar(scalar) else { return (0xFFFD, nil) }
        return (Int32(bitPattern: value.value), nil)
    }
}
