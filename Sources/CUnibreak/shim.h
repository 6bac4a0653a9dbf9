// Shim for libunibreak (Debian: libunibreak-dev): UAX #14 line-break opportunities.
#ifndef PANELS_CUNIBREAK_SHIM_H
#define PANELS_CUNIBREAK_SHIM_H

#include <stddef.h>
// Found under the default include folders (Debian: /usr/include), else under Homebrew's
// prefix (Apple silicon: /opt/homebrew; Intel: /usr/local, searched by default). No
// pkg-config: see Package.swift.
#if __has_include(<linebreak.h>)
#include <linebreak.h>
#elif __has_include("/opt/homebrew/include/linebreak.h")
#include "/opt/homebrew/include/linebreak.h"
#else
#error "linebreak.h not found: install libunibreak-dev (Debian) or libunibreak (Homebrew)"
#endif

#endif
