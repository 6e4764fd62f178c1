/// The entries of a ``GuardLexicon`` that a masked word (`f*ck`, `п**дец`) is compared with, in the
/// order they were added: its single-word entries of one length, or its prefix entries.
///
/// Only each entry's id and first scalar are kept (8 bytes an entry); its scalars are read back from
/// its name (``GuardLexicon/names``: the normalized word, plus `*` for a prefix entry) when a masked
/// word's first letter fits it. Each entry used to keep its own array of scalars, about 90 bytes an
/// entry and 2 MB for the standard lists, for a lookup that only masked words make. A name that does
/// not spell its scalars exactly (a name leaves out values that are no Unicode scalar; none in the
/// shipped lists) keeps its scalars in ``irregular``, so every entry reads back as it was added.
struct GuardMaskCandidates: Sendable {
    /// Entry ids in the order added (the first entry that fits a masked word is the one reported).
    private(set) var ids: [Int32] = []
    /// The first scalar of each entry, parallel to ``ids``.
    private(set) var firstScalars: [UInt32] = []
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
        firstScalars.append(scalars.first ?? 0)
        var spelled = name.unicodeScalars.map(\.value)
        if namesEndInStar, spelled.last == 0x2A { spelled.removeLast() }
        if !spelled.elementsEqual(scalars) { irregular[id] = Array(scalars) }
    }

    /// Adds the entries of `other` (another lexicon's) that `remap` gives an id in this one (≥ 0), in order.
    mutating func append(contentsOf other: GuardMaskCandidates, remap: [Int32]) {
        for (index, old) in other.ids.enumerated() where remap[Int(old)] >= 0 {
            let id = remap[Int(old)]
            ids.append(id)
            firstScalars.append(other.firstScalars[index])
            if let stored = other.irregular[old] { irregular[id] = stored }
        }
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
