#include <zlib.h>

/// inflateInit2 is a macro in zlib.h; Swift cannot call macros, so this wraps it.
static inline int czlib_inflate_init2(z_stream *stream, int window_bits) {
    return inflateInit2(stream, window_bits);
}
