// Shim for SDL2_ttf (built with HarfBuzz on Debian 12).
#ifndef PANELS_CSDL2TTF_SHIM_H
#define PANELS_CSDL2TTF_SHIM_H

#include <SDL2/SDL_ttf.h>

/// TTF_GetError is a macro for SDL_GetError.
static inline const char *panels_TTF_GetError(void) { return TTF_GetError(); }

#endif
