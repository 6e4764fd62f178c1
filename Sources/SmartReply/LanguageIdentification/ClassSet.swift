/// A set of class indices 0…255 as four 64-bit words: cheap to copy, intersect and test.
struct ClassSet: Hashable, Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    static let empty = ClassSet()

    /// All classes `0..<count`.
    static func all(_ count: Int) -> ClassSet {
        var set = ClassSet()
        for index in 0..<min(count, 256) { set.insert(index) }
        return set
    }

    init() {}

    init(_ indices: some Sequence<Int>) {
        for index in indices { insert(index) }
    }

    mutating func insert(_ index: Int) {
        guard (0..<256).contains(index) else { return }
        let bit = UInt64(1) << UInt64(index & 63)
        switch index >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func contains(_ index: Int) -> Bool {
        guard (0..<256).contains(index) else { return false }
        let bit = UInt64(1) << UInt64(index & 63)
        switch index >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }

    func intersection(_ other: ClassSet) -> ClassSet {
        var result = ClassSet()
        result.words = (words.0 & other.words.0, words.1 & other.words.1, words.2 & other.words.2, words.3 & other.words.3)
        return result
    }

    /// The indices of this set that are not in `other`.
    func subtracting(_ other: ClassSet) -> ClassSet {
        var result = ClassSet()
        result.words = (words.0 & ~other.words.0, words.1 & ~other.words.1, words.2 & ~other.words.2, words.3 & ~other.words.3)
        return result
    }

    /// Calls `body` with every index in the set, in ascending order (the order of
    /// `(0..<256).filter(contains)`), visiting only the set bits.
    @inline(__always)
    func forEach(_ body: (Int) -> Void) {
        @inline(__always) func visit(_ word: UInt64, _ base: Int) {
            var bits = word
            while bits != 0 {
                body(base + bits.trailingZeroBitCount)
                bits &= bits &- 1
            }
        }
        visit(words.0, 0)
        visit(words.1, 64)
        visit(words.2, 128)
        visit(words.3, 192)
    }

    var isEmpty: Bool { words.0 | words.1 | words.2 | words.3 == 0 }

    var count: Int {
        words.0.nonzeroBitCount + words.1.nonzeroBitCount + words.2.nonzeroBitCount + words.3.nonzeroBitCount
    }

    static func == (lhs: ClassSet, rhs: ClassSet) -> Bool {
        lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2 && lhs.words.3 == rhs.words.3
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0); hasher.combine(words.1); hasher.combine(words.2); hasher.combine(words.3)
    }
}
