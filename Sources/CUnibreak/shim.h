// Shim for libunibreak (Debian: libunibreak-dev): UAX #14 line-break opportunities.
#ifndef PANELS_CUNIBREAK_SHIM_H
#define PANELS_CUNIBREAK_SHIM_H

#include <stddef.h>
#include <linebreak.h>

#endif
