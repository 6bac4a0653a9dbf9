// Shim for HarfBuzz (Debian: libharfbuzz-dev): the text shaper SDL_ttf itself uses,
// for caret positions from its clusters.
#ifndef PANELS_CHARFBUZZ_SHIM_H
#define PANELS_CHARFBUZZ_SHIM_H

// Found under the default include folders (Debian: /usr/include), else under Homebrew's
// prefix. No pkg-config: see Package.swift.
#if __has_include(<harfbuzz/hb.h>)
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#elif __has_include("/opt/homebrew/include/harfbuzz/hb.h")
#include "/opt/homebrew/include/harfbuzz/hb.h"
#include "/opt/homebrew/include/harfbuzz/hb-ot.h"
#else
#error "harfbuzz/hb.h not found: install libharfbuzz-dev (Debian) or harfbuzz (Homebrew)"
#endif

#endif
