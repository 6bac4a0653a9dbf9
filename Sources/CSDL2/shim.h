// Shim for SDL2: includes SDL and wraps the macros that do not import into Swift.
#ifndef PANELS_CSDL2_SHIM_H
#define PANELS_CSDL2_SHIM_H

// Found under the default include folders (Debian: /usr/include), else under Homebrew's
// prefix (Apple silicon: /opt/homebrew; Intel: /usr/local, searched by default). No
// pkg-config: see Package.swift.
#if __has_include(<SDL2/SDL.h>)
#include <SDL2/SDL.h>
#elif __has_include("/opt/homebrew/include/SDL2/SDL.h")
#include "/opt/homebrew/include/SDL2/SDL.h"
#else
#error "SDL2/SDL.h not found: install libsdl2-dev (Debian) or sdl2 (Homebrew)"
#endif

/// SDL_WINDOWPOS_CENTERED is a macro expression; Swift cannot import it.
static inline int panels_SDL_WindowPosCentered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/// SDL_BUTTON(X) is a function-like macro.
static inline Uint32 panels_SDL_ButtonMask(int button) { return SDL_BUTTON(button); }

/// SDL_BlitSurface is a macro for SDL_UpperBlit.
static inline int panels_SDL_BlitSurface(SDL_Surface *src, const SDL_Rect *srcrect,
                                         SDL_Surface *dst, SDL_Rect *dstrect) {
    return SDL_BlitSurface(src, srcrect, dst, dstrect);
}

/// SDL_LoadBMP is a macro around SDL_LoadBMP_RW.
static inline SDL_Surface *panels_SDL_LoadBMP(const char *file) { return SDL_LoadBMP(file); }

/// SDL_MUSTLOCK reads surface flags through a macro.
static inline int panels_SDL_MustLock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }

#endif
