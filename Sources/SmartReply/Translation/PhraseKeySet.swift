/// A compact, approximate membership set of `UInt64` phrase keys: an
/// open-addressing hash table of 32-bit fingerprints (linear probing, load
/// factor ≤ 0.5), built once when a phrase table is compiled and stored as one
/// BLOB in its database.
///
/// `mayContain` never answers `false` for a key that was inserted; it answers
/// `true` for an absent key with probability about n·2⁻³¹ per probe (below 10⁻⁴
/// for the 100k keys of our largest table), and the caller then finds no row
/// in the database. So a span that is not a phrase costs one or two memory
/// reads instead of a SQLite query.
///
/// Memory: 4 bytes × the next power of two ≥ 2n slots, e.g. 512 KiB for 100k keys.
struct PhraseKeySet: Sendable {
    /// Fingerprints, 0 marks an empty slot; the count is a power of two.
    private let slots: [UInt32]
    private let shift: UInt64

    /// Builds the set of `keys` (duplicates are fine).
    /// - Complexity: O(n).
    init(_ keys: some Collection<UInt64>) {
        var bits: UInt64 = 4
        while (1 << bits) < keys.count * 2 { bits += 1 }
        var slots = [UInt32](repeating: 0, count: 1 << bits)
        let mask = (1 << Int(bits)) - 1
        for key in keys {
            let print = Self.fingerprint(key)
            var index = Int(truncatingIfNeeded: (key &* Self.multiplier) >> (64 - bits))
            while slots[index] != 0 && slots[index] != print { index = (index + 1) & mask }
            slots[index] = print
        }
        self.slots = slots
        shift = 64 - bits
    }

    /// Reads a set written by ``bytes``.
    /// - Throws: `SmartReplyError.modelFileCorrupt` naming `file` and `name` when
    ///   the size is not a power of two of at least 16 slots.
    init(bytes: UnsafeRawBufferPointer, file: String, name: String) throws {
        let count = bytes.count / 4
        guard bytes.count % 4 == 0, count >= 16, count & (count - 1) == 0 else {
            throw SmartReplyError(.modelFileCorrupt, "\(file): membership set '\(name)' has \(bytes.count) bytes, not a power of two of 4-byte slots")
        }
        slots = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count { buffer[i] = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
            initialized = count
        }
        shift = UInt64(64 - count.trailingZeroBitCount)
    }

    /// The slots as little-endian bytes, for the database.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(slots.count * 4)
        for slot in slots { withUnsafeBytes(of: slot.littleEndian) { out.append(contentsOf: $0) } }
        return out
    }

    /// Memory held, in bytes.
    var byteCount: Int { slots.count * 4 }

    /// Whether `key` may be in the set: false means certainly not.
    /// - Complexity: O(1) expected.
    @inline(__always)
    func mayContain(_ key: UInt64) -> Bool {
        let print = Self.fingerprint(key)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: (key &* Self.multiplier) >> shift)
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let slot = slots[index]
                if slot == print { return true }
                if slot == 0 { return false }
                index = (index + 1) & mask
            }
        }
    }

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inline(__always)
    private static func fingerprint(_ key: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: key >> 32) | 1 }
}
