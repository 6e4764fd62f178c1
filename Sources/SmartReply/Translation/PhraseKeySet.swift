/// A compact, approximate membership set of `UInt64` phrase keys: an
/// open-addressing hash table of fingerprints (linear probing, load factor
/// ≤ 0.5), built once when a phrase table is compiled and stored as one BLOB
/// in its database.
///
/// The stored table holds 32-bit fingerprints; in memory a loaded set keeps
/// only their top 16 bits, in the same slots (so the probe sequences, and
/// "never `false` for an inserted key", are unchanged). `mayContain` answers
/// `true` for an absent key with probability about 2⁻¹⁵ per probe (under 10⁻⁴
/// a query at our load factors), and the caller then finds no row in the
/// database. So a span that is not a phrase costs one or two memory reads
/// instead of a SQLite query.
///
/// Memory: 2 bytes × the next power of two ≥ 2n slots, e.g. 256 KiB for 100k
/// keys (half of the stored form: ~0.8 MB less per language for our tables).
struct PhraseKeySet: Sendable {
    /// Top 16 bits of each slot's fingerprint (odd), 0 marks an empty slot; the count is a power of two.
    private let slots: [UInt16]
    /// The 32-bit fingerprints, kept only by a set built from keys (to be written); empty when loaded.
    private let storedSlots: [UInt32]
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
        storedSlots = slots
        self.slots = slots.map(Self.shortPrint)
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
        slots = [UInt16](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count {
                buffer[i] = Self.shortPrint(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)))
            }
            initialized = count
        }
        storedSlots = []
        shift = UInt64(64 - count.trailingZeroBitCount)
    }

    /// The 32-bit slots as little-endian bytes, for the database: only for a set built from keys
    /// (a loaded set keeps 16 bits a slot and returns no bytes).
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(storedSlots.count * 4)
        for slot in storedSlots { withUnsafeBytes(of: slot.littleEndian) { out.append(contentsOf: $0) } }
        return out
    }

    /// Memory held by the lookup slots, in bytes (2 a slot).
    var byteCount: Int { slots.count * 2 }

    /// Whether `key` may be in the set: false means certainly not.
    /// - Complexity: O(1) expected.
    @inline(__always)
    func mayContain(_ key: UInt64) -> Bool {
        let print = Self.shortPrint(Self.fingerprint(key))
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

    /// The in-memory form of a stored fingerprint: its top 16 bits, made odd (0 stays 0: an empty slot).
    @inline(__always)
    private static func shortPrint(_ print: UInt32) -> UInt16 { print == 0 ? 0 : UInt16(truncatingIfNeeded: print >> 16) | 1 }
}
