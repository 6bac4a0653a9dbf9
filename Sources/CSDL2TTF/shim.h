// Shim for SDL2_ttf (built with HarfBuzz on Debian 12).
#ifndef PANELS_CSDL2TTF_SHIM_H
#define PANELS_CSDL2TTF_SHIM_H

// Found under the default include folders (Debian: /usr/include), else under Homebrew's
// prefix (Apple silicon: /opt/homebrew; Intel: /usr/local, searched by default). No
// pkg-config: see Package.swift.
#if __has_include(<SDL2/SDL_ttf.h>)
#include <SDL2/SDL_ttf.h>
#elif __has_include("/opt/homebrew/include/SDL2/SDL_ttf.h")
#include "/opt/homebrew/include/SDL2/SDL_ttf.h"
#else
#error "SDL2/SDL_ttf.h not found: install libsdl2-ttf-dev (Debian) or sdl2_ttf (Homebrew)"
#endif

/// TTF_GetError is a macro for SDL_GetError.
static inline const char *panels_TTF_GetError(void) { return TTF_GetError(); }

#endif
