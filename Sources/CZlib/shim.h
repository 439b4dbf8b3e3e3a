#ifndef DEPTHKIT_CZLIB_SHIM_H
#define DEPTHKIT_CZLIB_SHIM_H
#include <zlib.h>

/// `inflateInit2` and `deflateInit2` are macros Swift cannot import; these wrap them.
static inline int depthkit_inflateInit2(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

static inline int depthkit_deflateInit2(z_streamp stream, int level, int windowBits, int memLevel, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, memLevel, strategy);
}
#endif
