// Shim for FreeType (Debian: libfreetype-dev), used only for colour faces: it reads
// the CBDT/CBLC bitmaps of Noto Color Emoji, which SDL_ttf cannot hand over in colour.
#ifndef PANELS_CFREETYPE_SHIM_H
#define PANELS_CFREETYPE_SHIM_H

// FreeType's headers include each other as <freetype/...>, so its folder
// (/usr/include/freetype2) must be on the include path: the one flag pkg-config adds
// for this target (an -I, which SwiftPM allows in dependencies; see Package.swift).
#include <ft2build.h>
#include FT_FREETYPE_H

#endif
