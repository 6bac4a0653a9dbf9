// Shim for zlib: includes it and wraps the macros that do not import into Swift.
#ifndef PANELS_CZLIB_SHIM_H
#define PANELS_CZLIB_SHIM_H

// Found under the default include folders (Debian: /usr/include), else under Homebrew's
// prefix (Apple silicon: /opt/homebrew; Intel: /usr/local, searched by default). No
// pkg-config: see Package.swift.
#if __has_include(<zlib.h>)
#include <zlib.h>
#elif __has_include("/opt/homebrew/include/zlib.h")
#include "/opt/homebrew/include/zlib.h"
#else
#error "zlib.h not found: install zlib1g-dev (Debian)"
#endif

/// deflateInit2 is a macro around deflateInit2_ (it passes the version and struct size).
static inline int panels_deflateInit2(z_streamp stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}

#endif
