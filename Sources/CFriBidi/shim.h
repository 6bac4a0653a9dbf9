// Shim for GNU FriBidi (Debian: libfribidi-dev): the Unicode bidirectional algorithm.
#ifndef PANELS_CFRIBIDI_SHIM_H
#define PANELS_CFRIBIDI_SHIM_H

#include <fribidi.h>

/// Paragraph directions are macros in fribidi-types.h; Swift cannot import them.
static inline FriBidiParType panels_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType panels_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType panels_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }

#endif
