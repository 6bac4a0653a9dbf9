// Shim for zlib: includes it and wraps the macros that do not import into Swift.
#ifndef PANELS_CZLIB_SHIM_H
#define PANELS_CZLIB_SHIM_H

#include <zlib.h>

/// deflateInit2 is a macro around deflateInit2_ (it passes the version and struct size).
static inline int panels_deflateInit2(z_streamp stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}

#endif
