// Shim for GNU FriBidi (Debian: libfribidi-dev): the Unicode bidirectional algorithm.
#ifndef PANELS_CFRIBIDI_SHIM_H
#define PANELS_CFRIBIDI_SHIM_H

// Found under the default include folders (Debian: /usr/include), else under Homebrew's
// prefix (Apple silicon: /opt/homebrew; Intel: /usr/local, searched by default). No
// pkg-config: see Package.swift.
#if __has_include(<fribidi/fribidi.h>)
#include <fribidi/fribidi.h>
#elif __has_include("/opt/homebrew/include/fribidi/fribidi.h")
#include "/opt/homebrew/include/fribidi/fribidi.h"
#else
#error "fribidi/fribidi.h not found: install libfribidi-dev (Debian) or fribidi (Homebrew)"
#endif

/// Paragraph directions are macros in fribidi-types.h; Swift cannot import them.
static inline FriBidiParType panels_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType panels_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType panels_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }

#endif
