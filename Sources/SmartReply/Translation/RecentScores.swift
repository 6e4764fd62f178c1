import Synchronization

/// A direct-mapped table of recent ``EnglishLanguageModel/score(_:after:_:)`` answers, shared by every
/// task using the model and read without a lock: 4,096 slots of (w, u, v, score), the full three keys
/// compared (no hash collisions can change a score), a newer triple overwriting an older one in its slot.
/// The scores depend only on the immutable model, so nothing is ever stale. 128 KB.
///
/// Each slot is four atomic words, a sequence lock (Boehm, "Can Seqlocks Get Along with Programming
/// Language Memory Models?", MSPC 2012): word 0 holds a sequence number (high 32 bits, odd while a
/// writer fills the slot) and the score's bits (low 32 bits), words 1–3 the keys. A reader loads word 0,
/// the keys, then word 0 again, and takes the score only when both loads of word 0 agree on an even
/// sequence, so it never sees keys of one triple with the score of another; a writer claims the slot
/// by a compare-and-exchange to an odd sequence and skips storing when another writer holds it (the
/// table is only a memo). On x86-64 a hit costs five plain loads, where the `Mutex` it replaces took
/// two atomic read-modify-writes per lookup and per store.
final class RecentScores: Sendable {
    private static let slotBits = 12
    private static let wordsPerSlot = 4
    /// The low 32 bits of an empty slot's word 0: a NaN, never a model score (always a finite number).
    private static let emptyScore = UInt64(Float.nan.bitPattern)
    private let words: InlineArray<16_384, Atomic<UInt64>>

    init() {
        words = InlineArray { index in Atomic(index % RecentScores.wordsPerSlot == 0 ? RecentScores.emptyScore : 0) }
    }

    @inline(__always)
    private static func slot(_ w: UInt64, _ u: UInt64, _ v: UInt64) -> Int {
        var x = (w &* 0x9E37_79B9_7F4A_7C15) ^ (u &* 0xBF58_476D_1CE4_E5B9) ^ (v &* 0x94D0_49BB_1331_11EB)
        x ^= x >> 29
        return Int(truncatingIfNeeded: x >> (64 - UInt64(slotBits)))
    }

    /// The score stored for (w, u, v), if any.
    /// - Complexity: O(1), no lock and no store.
    @inline(__always)
    func value(_ w: UInt64, _ u: UInt64, _ v: UInt64) -> Float? {
        let base = Self.slot(w, u, v) * Self.wordsPerSlot
        let first = words[base].load(ordering: .acquiring)
        let same = words[base + 1].load(ordering: .relaxed) == w && words[base + 2].load(ordering: .relaxed) == u
            && words[base + 3].load(ordering: .relaxed) == v
        atomicMemoryFence(ordering: .acquiring)
        let second = words[base].load(ordering: .relaxed)
        guard same, first == second, (first >> 32) & 1 == 0 else { return nil }
        let score = Float(bitPattern: UInt32(truncatingIfNeeded: first))
        return score.isNaN ? nil : score
    }

    /// Stores the score of (w, u, v) in its slot, unless another writer is filling that slot right now.
    /// - Complexity: O(1): one compare-and-exchange and four stores.
    @inline(__always)
    func store(_ score: Float, _ w: UInt64, _ u: UInt64, _ v: UInt64) {
        let base = Self.slot(w, u, v) * Self.wordsPerSlot
        let current = words[base].load(ordering: .relaxed)
        let sequence = current >> 32
        guard sequence & 1 == 0 else { return }
        let claimed = (sequence &+ 1) << 32 | (current & 0xFFFF_FFFF)
        guard words[base].compareExchange(expected: current, desired: claimed, ordering: .acquiringAndReleasing).exchanged else { return }
        atomicMemoryFence(ordering: .releasing)
        words[base + 1].store(w, ordering: .relaxed)
        words[base + 2].store(u, ordering: .relaxed)
        words[base + 3].store(v, ordering: .relaxed)
        words[base].store((sequence &+ 2) << 32 | UInt64(score.bitPattern), ordering: .releasing)
    }
}
