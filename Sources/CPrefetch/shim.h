/// Software prefetch for the language identifier's table look-ups (Swift has no prefetch of its own).
/// A prefetch brings the cache line of `address` towards the core without waiting for it: unlike a
/// load whose value is kept, it retires at once, so many misses can be in flight while the processor
/// goes on. A prefetch never faults (an address outside the mapping is ignored).
static inline void cprefetch_read(const void *address) {
    __builtin_prefetch(address, 0, 3);
}
