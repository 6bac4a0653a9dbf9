// Shim for SDL2_image.
#ifndef PANELS_CSDL2IMAGE_SHIM_H
#define PANELS_CSDL2IMAGE_SHIM_H

#include <SDL2/SDL_image.h>

/// IMG_GetError is a macro for SDL_GetError.
static inline const char *panels_IMG_GetError(void) { return IMG_GetError(); }

#endif
