// Shim for SDL2_image.
#ifndef PANELS_CSDL2IMAGE_SHIM_H
#define PANELS_CSDL2IMAGE_SHIM_H

// Found under the default include folders (Debian: /usr/include), else under Homebrew's
// prefix (Apple silicon: /opt/homebrew; Intel: /usr/local, searched by default). No
// pkg-config: see Package.swift.
#if __has_include(<SDL2/SDL_image.h>)
#include <SDL2/SDL_image.h>
#elif __has_include("/opt/homebrew/include/SDL2/SDL_image.h")
#include "/opt/homebrew/include/SDL2/SDL_image.h"
#else
#error "SDL2/SDL_image.h not found: install libsdl2-image-dev (Debian) or sdl2_image (Homebrew)"
#endif

/// IMG_GetError is a macro for SDL_GetError.
static inline const char *panels_IMG_GetError(void) { return IMG_GetError(); }

#endif
