// Wide blend loops for Panels' rasterizer (the hot loop of translucent fills, such
// as a full-window scrim). Written in C because Swift has no per-function target
// features: each loop is compiled for its instruction set with a target attribute
// and chosen once at run time, so the package builds for the baseline x86-64 and
// still uses the wide registers where the CPU has them. Output is bit-identical to
// the scalar formula on every path (tested).
#include "panels_blend.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

__attribute__((target("avx2")))
static long blend_avx2(uint32_t *p, long count, uint32_t s) {
    const __m256i ia = _mm256_set1_epi16((short)(255 - (s >> 24)));
    const __m256i low = _mm256_set1_epi16(0x00FF);
    const __m256i half = _mm256_set1_epi16(128);
    // Little-endian ARGB words are bytes B, G, R, A: even bytes B and R, odd G and A.
    const __m256i s_even = _mm256_set1_epi32((int)((s & 0xFF) | (((s >> 16) & 0xFF) << 16)));
    const __m256i s_odd = _mm256_set1_epi32((int)(((s >> 8) & 0xFF) | ((s >> 24) << 16)));
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(p + i));
        __m256i even = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(v, low), ia), half);
        even = _mm256_add_epi16(_mm256_srli_epi16(_mm256_add_epi16(even, _mm256_srli_epi16(even, 8)), 8), s_even);
        __m256i odd = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(v, 8), ia), half);
        odd = _mm256_add_epi16(_mm256_srli_epi16(_mm256_add_epi16(odd, _mm256_srli_epi16(odd, 8)), 8), s_odd);
        _mm256_storeu_si256((__m256i *)(p + i), _mm256_or_si256(even, _mm256_slli_epi16(odd, 8)));
    }
    return i;
}

__attribute__((target("avx512f,avx512bw")))
static long blend_avx512(uint32_t *p, long count, uint32_t s) {
    const __m512i ia = _mm512_set1_epi16((short)(255 - (s >> 24)));
    const __m512i low = _mm512_set1_epi16(0x00FF);
    const __m512i half = _mm512_set1_epi16(128);
    const __m512i s_even = _mm512_set1_epi32((int)((s & 0xFF) | (((s >> 16) & 0xFF) << 16)));
    const __m512i s_odd = _mm512_set1_epi32((int)(((s >> 8) & 0xFF) | ((s >> 24) << 16)));
    long i = 0;
    for (; i + 16 <= count; i += 16) {
        __m512i v = _mm512_loadu_si512((const void *)(p + i));
        __m512i even = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(v, low), ia), half);
        even = _mm512_add_epi16(_mm512_srli_epi16(_mm512_add_epi16(even, _mm512_srli_epi16(even, 8)), 8), s_even);
        __m512i odd = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(v, 8), ia), half);
        odd = _mm512_add_epi16(_mm512_srli_epi16(_mm512_add_epi16(odd, _mm512_srli_epi16(odd, 8)), 8), s_odd);
        _mm512_storeu_si512((void *)(p + i), _mm512_or_si512(even, _mm512_slli_epi16(odd, 8)));
    }
    return i;
}


// Coverage blends: `color` scaled by one coverage byte per pixel, then over the
// pixel. Per channel exactly Panels' scalar formula: c' = div255(c * k) for the
// color, d' = c' + div255(d * (255 - alpha(c'))), div255(x) = (t + (t >> 8)) >> 8
// with t = x + 128. A pixel at coverage 0 keeps its value (div255(d * 255) = d),
// so groups are blended whole; empty groups are skipped, and full groups of an
// opaque color stored.

__attribute__((target("avx2")))
static inline __m256i div255_256(__m256i x) {
    const __m256i t = _mm256_add_epi16(x, _mm256_set1_epi16(128));
    return _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
}

__attribute__((target("avx2")))
static long coverage_avx2(uint32_t *p, const uint8_t *k, long count, uint32_t s) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF);
    const __m256i s_even = _mm256_set1_epi32((int)((s & 0xFF) | (((s >> 16) & 0xFF) << 16)));
    const __m256i s_odd = _mm256_set1_epi32((int)(((s >> 8) & 0xFF) | ((s >> 24) << 16)));
    const __m256i c255 = _mm256_set1_epi32(255);
    const __m256i fill = _mm256_set1_epi32((int)s);
    const int opaque = (s >> 24) == 255;
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t group;
        __builtin_memcpy(&group, k + i, 8);
        if (group == 0) continue;
        if (opaque && group == ~(uint64_t)0) {
            _mm256_storeu_si256((__m256i *)(p + i), fill);
            continue;
        }
        __m256i k32 = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(k + i)));
        __m256i kk = _mm256_or_si256(k32, _mm256_slli_epi32(k32, 16));
        __m256i se = div255_256(_mm256_mullo_epi16(s_even, kk));
        __m256i so = div255_256(_mm256_mullo_epi16(s_odd, kk));
        __m256i inv32 = _mm256_sub_epi32(c255, _mm256_srli_epi32(so, 16));
        __m256i inv = _mm256_or_si256(inv32, _mm256_slli_epi32(inv32, 16));
        __m256i d = _mm256_loadu_si256((const __m256i *)(p + i));
        __m256i even = _mm256_add_epi16(div255_256(_mm256_mullo_epi16(_mm256_and_si256(d, low), inv)), se);
        __m256i odd = _mm256_add_epi16(
            div255_256(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(d, 8), low), inv)), so);
        _mm256_storeu_si256((__m256i *)(p + i), _mm256_or_si256(even, _mm256_slli_epi16(odd, 8)));
    }
    return i;
}

__attribute__((target("avx512f,avx512bw")))
static inline __m512i div255_512(__m512i x) {
    const __m512i t = _mm512_add_epi16(x, _mm512_set1_epi16(128));
    return _mm512_srli_epi16(_mm512_add_epi16(t, _mm512_srli_epi16(t, 8)), 8);
}

__attribute__((target("avx512f,avx512bw")))
static long coverage_avx512(uint32_t *p, const uint8_t *k, long count, uint32_t s) {
    const __m512i low = _mm512_set1_epi32(0x00FF00FF);
    const __m512i s_even = _mm512_set1_epi32((int)((s & 0xFF) | (((s >> 16) & 0xFF) << 16)));
    const __m512i s_odd = _mm512_set1_epi32((int)(((s >> 8) & 0xFF) | ((s >> 24) << 16)));
    const __m512i c255 = _mm512_set1_epi32(255);
    const __m512i fill = _mm512_set1_epi32((int)s);
    const int opaque = (s >> 24) == 255;
    long i = 0;
    for (; i + 16 <= count; i += 16) {
        uint64_t g0, g1;
        __builtin_memcpy(&g0, k + i, 8);
        __builtin_memcpy(&g1, k + i + 8, 8);
        if ((g0 | g1) == 0) continue;
        if (opaque && (g0 & g1) == ~(uint64_t)0) {
            _mm512_storeu_si512((void *)(p + i), fill);
            continue;
        }
        __m512i k32 = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(k + i)));
        __m512i kk = _mm512_or_si512(k32, _mm512_slli_epi32(k32, 16));
        __m512i se = div255_512(_mm512_mullo_epi16(s_even, kk));
        __m512i so = div255_512(_mm512_mullo_epi16(s_odd, kk));
        __m512i inv32 = _mm512_sub_epi32(c255, _mm512_srli_epi32(so, 16));
        __m512i inv = _mm512_or_si512(inv32, _mm512_slli_epi32(inv32, 16));
        __m512i d = _mm512_loadu_si512((const void *)(p + i));
        __m512i even = _mm512_add_epi16(div255_512(_mm512_mullo_epi16(_mm512_and_si512(d, low), inv)), se);
        __m512i odd = _mm512_add_epi16(
            div255_512(_mm512_mullo_epi16(_mm512_and_si512(_mm512_srli_epi32(d, 8), low), inv)), so);
        _mm512_storeu_si512((void *)(p + i), _mm512_or_si512(even, _mm512_slli_epi16(odd, 8)));
    }
    return i;
}

// Premultiplied ARGB words to straight RGBA bytes (what PNG files and PixelImage
// hold). Opaque pixels only reorder their bytes; the others are un-premultiplied
// exactly as PixelBuffer's scalar loop does: c = min(255, (c * 255 + a / 2) / a).
static inline uint32_t straight_pixel(uint32_t p) {
    uint32_t a = p >> 24;
    if (a == 255) return ((p >> 16) & 0xFF) | (p & 0xFF00) | ((p & 0xFF) << 16) | (p & 0xFF000000u);
    uint32_t r = 0, g = 0, b = 0;
    if (a != 0) {
        r = (((p >> 16) & 0xFF) * 255 + a / 2) / a;
        g = (((p >> 8) & 0xFF) * 255 + a / 2) / a;
        b = ((p & 0xFF) * 255 + a / 2) / a;
        if (r > 255) r = 255;
        if (g > 255) g = 255;
        if (b > 255) b = 255;
    }
    return r | (g << 8) | (b << 16) | (a << 24);
}

__attribute__((target("avx2")))
static long straight_avx2(const uint32_t *in, uint32_t *out, long count) {
    const __m256i order = _mm256_setr_epi8(
        2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
        2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(in + i));
        _mm256_storeu_si256((__m256i *)(out + i), _mm256_shuffle_epi8(v, order));
        __m256i opaque = _mm256_cmpeq_epi32(_mm256_and_si256(v, alpha), alpha);
        unsigned bits = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(opaque));
        if (bits != 0xFF) {
            for (int j = 0; j < 8; j++) {
                if (!(bits & (1u << j))) out[i + j] = straight_pixel(in[i + j]);
            }
        }
    }
    return i;
}

__attribute__((target("avx512f,avx512bw")))
static long straight_avx512(const uint32_t *in, uint32_t *out, long count) {
    const __m512i order = _mm512_broadcast_i32x4(_mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15));
    const __m512i alpha = _mm512_set1_epi32((int)0xFF000000u);
    long i = 0;
    for (; i + 16 <= count; i += 16) {
        __m512i v = _mm512_loadu_si512((const void *)(in + i));
        _mm512_storeu_si512((void *)(out + i), _mm512_shuffle_epi8(v, order));
        __mmask16 translucent = _mm512_cmpneq_epi32_mask(_mm512_and_si512(v, alpha), alpha);
        while (translucent) {
            int j = __builtin_ctz(translucent);
            out[i + j] = straight_pixel(in[i + j]);
            translucent &= (__mmask16)(translucent - 1);
        }
    }
    return i;
}

// The width is found once; threads that render at the same time ask for it, so it is
// found under pthread_once (a plain lazily set static is a data race).
static int cpu_width = 0;
static int blend_width = 0;
static pthread_once_t blend_width_once = PTHREAD_ONCE_INIT;

static int capped(int limit) {
    if (limit < 0 || limit >= cpu_width) return cpu_width;
    return limit >= 8 && cpu_width >= 8 ? 8 : 0;
}

static void find_blend_width(void) {
    __builtin_cpu_init();
    cpu_width = (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")) ? 16
              : __builtin_cpu_supports("avx2") ? 8 : 0;
    const char *forced = getenv("PANELS_BLEND");
    int limit = -1;
    if (forced && strcmp(forced, "scalar") == 0) limit = 0;
    else if (forced && strcmp(forced, "avx2") == 0) limit = 8;
    else if (forced && strcmp(forced, "avx512") == 0) limit = 16;
    __atomic_store_n(&blend_width, capped(limit), __ATOMIC_RELAXED);
}

int panels_blend_width(void) {
    pthread_once(&blend_width_once, find_blend_width);
    return __atomic_load_n(&blend_width, __ATOMIC_RELAXED);
}

int panels_blend_cpu_width(void) {
    pthread_once(&blend_width_once, find_blend_width);
    return cpu_width;
}

int panels_blend_limit(int width) {
    pthread_once(&blend_width_once, find_blend_width);
    int now = capped(width);
    __atomic_store_n(&blend_width, now, __ATOMIC_RELAXED);
    return now;
}

long panels_blend_over(uint32_t *pixels, long count, uint32_t color) {
    switch (panels_blend_width()) {
    case 16: return blend_avx512(pixels, count, color);
    case 8: return blend_avx2(pixels, count, color);
    default: return 0;
    }
}

long panels_straight_rgba(const uint32_t *argb, uint32_t *rgba, long count) {
    switch (panels_blend_width()) {
    case 16: return straight_avx512(argb, rgba, count);
    case 8: return straight_avx2(argb, rgba, count);
    default: return 0;
    }
}

long panels_blend_coverage(uint32_t *pixels, const uint8_t *coverage, long count, uint32_t color) {
    switch (panels_blend_width()) {
    case 16: return coverage_avx512(pixels, coverage, count, color);
    case 8: return coverage_avx2(pixels, coverage, count, color);
    default: return 0;
    }
}

#else

int panels_blend_width(void) { return 0; }
int panels_blend_cpu_width(void) { return 0; }
int panels_blend_limit(int width) {
    (void)width;
    return 0;
}
long panels_blend_over(uint32_t *pixels, long count, uint32_t color) {
    (void)pixels; (void)count; (void)color;
    return 0;
}
long panels_straight_rgba(const uint32_t *argb, uint32_t *rgba, long count) {
    (void)argb; (void)rgba; (void)count;
    return 0;
}
long panels_blend_coverage(uint32_t *pixels, const uint8_t *coverage, long count, uint32_t color) {
    (void)pixels; (void)coverage; (void)count; (void)color;
    return 0;
}

#endif
