/// The entries of a ``GuardLexicon`` that a masked word (`f*ck`, `п**дец`) is compared with, in the
/// order they were added: its single-word entries of one length, or its prefix entries.
///
/// Only each entry's id and its first, second and last scalars are kept (12 bytes an entry); its
/// scalars are read back from its name (``GuardLexicon/names``: the normalized word, plus `*` for a
/// prefix entry) only when those of them that the masked word shows fit it. Each entry used to keep its own array of scalars, about 90 bytes an
/// entry and 2 MB for the standard lists, for a lookup that only masked words make. A name that does
/// not spell its scalars exactly (a name leaves out values that are no Unicode scalar; none in the
/// shipped lists) keeps its scalars in ``irregular``, so every entry reads back as it was added.
struct GuardMaskCandidates: Sendable {
    /// Entry ids in the order added (the first entry that fits a masked word is the one reported).
    private(set) var ids: [Int32] = []
    /// The first, second and last scalar of each entry (21 bits each, from bit 0, 21 and 42; a missing
    /// second scalar is 0), parallel to ``ids``.
    private(set) var heads: [UInt64] = []
    /// The scalars of entries whose name does not spell them, by id (empty for the shipped lists).
    private var irregular: [Int32: [UInt32]] = [:]
    /// Whether names end in a `*` that is not one of the entry's scalars (the prefix entries).
    let namesEndInStar: Bool

    init(namesEndInStar: Bool = false) {
        self.namesEndInStar = namesEndInStar
    }

    /// The number of entries.
    var count: Int { ids.count }

    /// Adds entry `id` with its normalized `scalars` (at least one) and its `name` as stored in the lexicon.
    mutating func append(id: Int32, scalars: ArraySlice<UInt32>, name: String) {
        ids.append(id)
        heads.append(Self.head(scalars))
        var spelled = name.unicodeScalars.map(\.value)
        if namesEndInStar, spelled.last == 0x2A { spelled.removeLast() }
        if !spelled.elementsEqual(scalars) { irregular[id] = Array(scalars) }
    }

    /// Adds the entries of `other` (another lexicon's) that `remap` gives an id in this one (≥ 0), in order.
    mutating func append(contentsOf other: GuardMaskCandidates, remap: [Int32]) {
        for (index, old) in other.ids.enumerated() where remap[Int(old)] >= 0 {
            let id = remap[Int(old)]
            ids.append(id)
            heads.append(other.heads[index])
            if let stored = other.irregular[old] { irregular[id] = stored }
        }
    }

    /// The packed first, second and last scalar of `scalars` (see ``heads``).
    static func head<C: BidirectionalCollection>(_ scalars: C) -> UInt64 where C.Element == UInt32, C.Index == Int {
        guard let first = scalars.first, let last = scalars.last else { return 0 }
        let second = scalars.count > 1 ? scalars[scalars.startIndex + 1] : 0
        return UInt64(first & 0x1F_FFFF) | UInt64(second & 0x1F_FFFF) << 21 | UInt64(last & 0x1F_FFFF) << 42
    }

    /// The first scalar of entry `index`.
    @inline(__always)
    func firstScalar(_ index: Int) -> UInt32 { UInt32(truncatingIfNeeded: heads[index] & 0x1F_FFFF) }

    /// Whether entry `index` can fit a masked word whose first, second and last scalars are these (nil
    /// where the word has a mask): its scalars at those places (the last only for an entry as long as
    /// the word) are equal. A false answer is exact: the entry cannot fit, so its name need not be read.
    @inline(__always)
    func mayFit(_ index: Int, first: UInt32?, second: UInt32?, last: UInt32?) -> Bool {
        let head = heads[index]
        if let first, UInt32(truncatingIfNeeded: head & 0x1F_FFFF) != first { return false }
        if let second, UInt32(truncatingIfNeeded: (head >> 21) & 0x1F_FFFF) != second { return false }
        if let last, UInt32(truncatingIfNeeded: (head >> 42) & 0x1F_FFFF) != last { return false }
        return true
    }

    /// Writes the scalars of the entry at `index` into `buffer` (emptied first), read from `names`.
    /// - Complexity: O(length of the entry's name).
    @inline(__always)
    func read(_ index: Int, names: [String], into buffer: inout [UInt32]) {
        buffer.removeAll(keepingCapacity: true)
        let id = ids[index]
        if !irregular.isEmpty, let stored = irregular[id] {
            buffer.append(contentsOf: stored)
            return
        }
        for scalar in names[Int(id)].unicodeScalars { buffer.append(scalar.value) }
        if namesEndInStar, buffer.last == 0x2A { buffer.removeLast() }
    }
}
