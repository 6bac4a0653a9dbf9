// Shim for fontconfig (Debian: libfontconfig-dev): finding a system font that has a
// character, for desktop demos that opt in (FontRegistry.usesSystemFonts).
#ifndef PANELS_CFONTCONFIG_SHIM_H
#define PANELS_CFONTCONFIG_SHIM_H

#if __has_include(<fontconfig/fontconfig.h>)
#include <fontconfig/fontconfig.h>
#elif __has_include("/opt/homebrew/include/fontconfig/fontconfig.h")
#include "/opt/homebrew/include/fontconfig/fontconfig.h"
#else
#error "fontconfig/fontconfig.h not found: install libfontconfig-dev (Debian) or fontconfig (Homebrew)"
#endif

#include <stdlib.h>
#include <string.h>

/// The file of the system font fontconfig matches best for a sans-serif face that has
/// `character`, or NULL (the caller frees the result). Only files whose charset really
/// has the character are returned.
static inline char *panels_fontconfig_file_for(unsigned int character) {
    if (!FcInit()) return NULL;
    FcPattern *pattern = FcPatternCreate();
    FcCharSet *set = FcCharSetCreate();
    if (!pattern || !set) {
        if (pattern) FcPatternDestroy(pattern);
        if (set) FcCharSetDestroy(set);
        return NULL;
    }
    FcCharSetAddChar(set, character);
    FcPatternAddCharSet(pattern, FC_CHARSET, set);
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)"sans-serif");
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    FcPattern *match = FcFontMatch(NULL, pattern, &result);
    char *file = NULL;
    if (match) {
        FcCharSet *has = NULL;
        FcChar8 *path = NULL;
        if (FcPatternGetCharSet(match, FC_CHARSET, 0, &has) == FcResultMatch && FcCharSetHasChar(has, character)
            && FcPatternGetString(match, FC_FILE, 0, &path) == FcResultMatch && path) {
            file = strdup((const char *)path);
        }
        FcPatternDestroy(match);
    }
    FcCharSetDestroy(set);
    FcPatternDestroy(pattern);
    return file;
}

#endif
