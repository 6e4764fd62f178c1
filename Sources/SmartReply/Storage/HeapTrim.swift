import CMalloc

/// Hands the free pages of glibc's malloc arenas back to the system after a bounded cache has
/// dropped its entries (``StageMemo``, ``PhraseTable``).
///
/// A cache that is emptied when full frees thousands of small blocks at once; glibc keeps the
/// pages they sat on (resident, counted in the process's memory) until the top of an arena is free,
/// which with several threads' arenas and the other live blocks around them rarely happens.
/// `malloc_trim(3)` gives back every whole free page inside the arenas (`madvise(MADV_DONTNEED)`).
/// A no-op without glibc.
enum HeapTrim {
    /// Trims the arenas.
    /// - Complexity: one walk over malloc's free lists (well under a millisecond for a few tens of MB);
    ///   called once per cache emptying, that is once per thousand or more new entries.
    static func afterEviction() {
        _ = cmalloc_trim()
    }
}
