/// glibc's heap statistics, trimming and arena limit (`mallinfo2(3)`, `malloc_trim(3)`, `mallopt(3)`), which
/// Swift's Glibc module does not export. Elsewhere (no glibc) the figures are 0 and trimming does nothing.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// Bytes the program holds from malloc: in the arenas plus the blocks given their own mmap.
static inline size_t cmalloc_bytes_in_use(void) {
#if defined(__GLIBC__)
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}

/// Bytes malloc holds free inside its arenas (resident until given back to the system).
static inline size_t cmalloc_bytes_free(void) {
#if defined(__GLIBC__)
    return mallinfo2().fordblks;
#else
    return 0;
#endif
}

/// Caps the number of malloc arenas (`mallopt(M_ARENA_MAX, n)`); 1 when glibc took the setting.
/// Only threads that have not allocated yet are affected, so call it before any other thread starts.
static inline int cmalloc_set_arena_max(int n) {
#if defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, n);
#else
    (void)n;
    return 0;
#endif
}

/// Gives the free pages inside malloc's arenas back to the system (`malloc_trim(3)`); 1 when some were.
static inline int cmalloc_trim(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}
