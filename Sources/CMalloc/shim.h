/// glibc's heap statistics and trimming (`mallinfo2(3)`, `malloc_trim(3)`), which Swift's Glibc module
/// does not export. Elsewhere (no glibc) the figures are 0 and trimming does nothing.
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

/// Gives the free pages inside malloc's arenas back to the system (`malloc_trim(3)`); 1 when some were.
static inline int cmalloc_trim(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}
