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
/// A loaded set is also folded into fewer slots while it stays at most three
/// quarters full (``maximumLoadedLoad``): the stored table is built at load
/// factor ≤ 0.5 (0.25–0.37 for our large tables), and a table of 2^(b−d) slots
/// probed from the top b−d bits of the same product finds every stored
/// fingerprint when each is moved to the first free slot at or after its old
/// slot index shifted right by d (see ``folded(_:dropping:)``).
///
/// Memory: 2 bytes × the next power of two ≥ 2n slots, e.g. 256 KiB for 100k
/// keys (half of the stored form: ~0.8 MB less per language for our tables),
/// halved again when folded (≈ 3 MB instead of 5.5 MB for the eight shipped languages).
struct PhraseKeySet: Sendable {
    /// Top 16 bits of each slot's fingerprint (odd), 0 marks an empty slot; the count is a power of two.
    private let slots: [UInt16]
    /// The 32-bit fingerprints, kept only by a set built from keys (to be written); empty when loaded.
    private let storedSlots: [UInt32]
    private let shift: UInt64

    /// Builds the set of `keys` (duplicates are fine), in at least 2^`minimumSlotBits` slots
    /// (more only for tests: a sparser stored table, which a load then folds).
    /// - Complexity: O(n).
    init(_ keys: some Collection<UInt64>, minimumSlotBits: UInt64 = 4) {
        var bits: UInt64 = max(4, minimumSlotBits)
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
        var used = 0
        let stored = [UInt16](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count {
                buffer[i] = Self.shortPrint(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)))
                if buffer[i] != 0 { used += 1 }
            }
            initialized = count
        }
        var drop = 0
        while count >> (drop + 1) >= 16, Double(used) <= Self.maximumLoadedLoad * Double(count >> (drop + 1)) { drop += 1 }
        slots = drop == 0 ? stored : Self.folded(stored, dropping: drop)
        storedSlots = []
        shift = UInt64(64 - count.trailingZeroBitCount + drop)
    }

    /// The highest load factor a loaded set is folded to (linear probing: about 8 slots, 16 bytes, scanned
    /// for an absent key at 0.75, against 1.5–2 in the stored table).
    static let maximumLoadedLoad = 0.75

    /// `slots` (a power-of-two table probed from the top bits of `key × multiplier`) in a table
    /// 2^`drop` times smaller, probed from `drop` fewer of those bits.
    ///
    /// Each fingerprint moves to the first free slot at or after `i >> drop` (wrapping), `i` its old
    /// slot. Why a key is still found: its home `h` and its slot `i` bound a run of occupied old slots
    /// (linear probing, wrapping), and every new index from `h >> drop` to `i >> drop` is the image of
    /// one of them, so it is taken (by that fingerprint or an earlier one) once all are moved; the
    /// fingerprint itself lands after `i >> drop` past taken slots only. So the probe from `h >> drop`
    /// meets no empty slot before it: never `false` for a stored key; absent keys scan longer runs,
    /// so a false positive stays about (probes × 2⁻¹⁵).
    /// - Precondition: the folded table keeps a free slot (fewer fingerprints than its slots).
    /// - Complexity: O(slots) plus the probe runs.
    static func folded(_ slots: [UInt16], dropping drop: Int) -> [UInt16] {
        var folded = [UInt16](repeating: 0, count: slots.count >> drop)
        let mask = folded.count - 1
        folded.withUnsafeMutableBufferPointer { out in
            for (i, print) in slots.enumerated() where print != 0 {
                var index = i >> drop
                while out[index] != 0 { index = (index + 1) & mask }
                out[index] = print
            }
        }
        return folded
    }

    /// The 32-bit slots as little-endian bytes, for the database: only for a set built from keys
    /// (a loaded set keeps 16 bits a slot and returns no bytes).
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(storedSlots.count * 4)
        for slot in storedSlots { withUnsafeBytes(of: slot.littleEndian) { out.append(contentsOf: $0) } }
        return out
    }

    /// Memory held by the lookup slots, in bytes (2 a slot; a loaded set may hold fewer slots than it stores).
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
