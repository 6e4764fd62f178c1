import CMalloc

/// glibc's malloc arenas, and the setting that keeps a smart-reply process's heap in one of them.
///
/// glibc gives each thread that allocates while another holds the main arena an arena of its own
/// (up to 8 per core). Swift concurrency runs the pipeline's tasks on whichever pool thread is free,
/// so the blocks of one cache end up spread over several arenas, each keeping its own free pages
/// and fragments: measured with `smartreply bench --only load` (8 phrase tables, 8,000 distinct
/// messages, release build, 2026-12-02), four arenas held 3.4 MB more resident memory than one
/// (72.3 → 68.9 MB), and the pipeline's speed (`bench --only pipeline`, alternated) was the same
/// within the noise: with per-thread caches (tcache) most small allocations take no arena lock.
///
/// A process setting: `smartreply` calls ``useOne()`` first thing in `main`; an app embedding the
/// library may do the same (or set `MALLOC_ARENA_MAX=1` in its environment). Without glibc it does
/// nothing.
public enum MallocArenas {
    /// Limits malloc to one arena (`mallopt(M_ARENA_MAX, 1)`).
    ///
    /// Only threads that have not allocated yet are affected, so call it before any other thread
    /// starts (before the first `await` that may run on the concurrency pool).
    /// - Returns: whether the allocator took the setting (false without glibc).
    @discardableResult
    public static func useOne() -> Bool {
        cmalloc_set_arena_max(1) == 1
    }
}
