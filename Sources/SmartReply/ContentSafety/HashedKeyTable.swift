/// A read-mostly map from pre-hashed 64-bit keys to 32-bit values: open
/// addressing with linear probing over a power-of-two array.
///
/// The keys are already well-mixed hashes (FNV-1a of normalized words), so
/// the table uses their low bits directly and skips `Hasher`: a lookup costs a
/// few nanoseconds, where `Dictionary<UInt64, Int32>` spends 20–40 ns
/// (see /work/shared/TOOLCHAIN.md, "hot-path keys"). Key 0 is reserved as
/// the empty marker; a real key 0 is stored as 1 (a collision risk of 2⁻⁶⁴).
struct HashedKeyTable: Sendable {
    private var keys: [UInt64]
    private var values: [Int32]
    private var mask: Int
    /// Number of keys stored.
    private(set) var count = 0

    init() {
        keys = [UInt64](repeating: 0, count: 8)
        values = [Int32](repeating: 0, count: 8)
        mask = 7
    }

    @inline(__always)
    private static func slotKey(_ key: UInt64) -> UInt64 { key == 0 ? 1 : key }

    @inline(__always)
    private static func start(_ key: UInt64) -> Int { Int(truncatingIfNeeded: key ^ (key >> 29)) }

    /// The value for `key`, or nil.
    @inline(__always)
    subscript(key: UInt64) -> Int32? {
        let k = Self.slotKey(key)
        var i = Self.start(k) & mask
        while true {
            let stored = keys[i]
            if stored == k { return values[i] }
            if stored == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Inserts `value` for `key` unless the key is present; returns whether it inserted.
    @discardableResult
    mutating func insert(_ key: UInt64, _ value: Int32) -> Bool {
        if (count + 1) * 2 > keys.count { grow() }
        let k = Self.slotKey(key)
        var i = Self.start(k) & mask
        while keys[i] != 0 {
            if keys[i] == k { return false }
            i = (i + 1) & mask
        }
        keys[i] = k
        values[i] = value
        count += 1
        return true
    }

    /// Every (key, value) pair, in no particular order.
    var pairs: [(key: UInt64, value: Int32)] {
        keys.indices.compactMap { keys[$0] == 0 ? nil : (keys[$0], values[$0]) }
    }

    private mutating func grow() {
        let old = pairs
        keys = [UInt64](repeating: 0, count: keys.count * 2)
        values = [Int32](repeating: 0, count: keys.count)
        mask = keys.count - 1
        count = 0
        for (key, value) in old { insert(key, value) }
    }
}
