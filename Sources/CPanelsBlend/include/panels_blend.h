// Wide blend loops for Panels' rasterizer: translucent spans and coverage rows
// (text, masks) with AVX2 or AVX-512BW, chosen at run time. See panels_blend.c.
#ifndef PANELS_BLEND_H
#define PANELS_BLEND_H

#include <stdint.h>

/// Blends the premultiplied ARGB `color` over `count` premultiplied ARGB pixels at
/// `pixels`, in whole groups of 8 (AVX2) or 16 (AVX-512BW) pixels, and returns how
/// many pixels it blended (0 on CPUs with neither; the caller finishes the rest).
/// Per channel it computes exactly Panels' scalar formula
/// d' = s + ((t + (t >> 8)) >> 8), t = d * (255 - alpha(s)) + 128,
/// so the pixels do not depend on which path ran.
long panels_blend_over(uint32_t *pixels, long count, uint32_t color);

/// Blends `color` (premultiplied ARGB) scaled by `coverage[i]` (0…255) over
/// `pixels[i]`, in whole groups of 8 or 16 pixels as `panels_blend_over` does, and
/// returns how many pixels it blended (0 on CPUs without AVX2). Per pixel exactly
/// the scalar formula over(scale(color, k), d), so text and masks draw the same
/// bytes on every path.
long panels_blend_coverage(uint32_t *pixels, const uint8_t *coverage, long count, uint32_t color);

/// Converts premultiplied ARGB words to straight-alpha RGBA bytes (R, G, B, A in
/// memory; `rgba` holds `count` words), in whole groups of 8 or 16 pixels, and
/// returns how many it converted (0 on CPUs without AVX2; the caller does the rest).
/// Opaque pixels are reordered; the others un-premultiplied exactly as the scalar
/// formula, min(255, (c * 255 + a / 2) / a).
long panels_straight_rgba(const uint32_t *argb, uint32_t *rgba, long count);

/// Which wide path `panels_blend_over` uses here: 16, 8, or 0 pixels per step.
int panels_blend_width(void);

/// The widest path this CPU has (16, 8 or 0), whatever the cap.
int panels_blend_cpu_width(void);

/// Caps the wide path at `width` pixels per step for the whole process: 0 forces the
/// portable scalar loops (Swift's), 8 at most AVX2, 16 (or -1) the CPU's own widest.
/// Returns the width now in use. `PANELS_BLEND=scalar` (or `avx2`, `avx512`) in the
/// environment sets the cap when the width is first asked for. For tests that compare the paths
/// byte for byte; the bytes must not differ, so this only changes speed.
int panels_blend_limit(int width);

#endif
