// Wide blend loops for Panels' rasterizer (the hot loop of translucent fills, such
// as a full-window scrim). Written in C because Swift has no per-function target
// features: each loop is compiled for its instruction set with a target attribute
// and chosen once at run time, so the package builds for the baseline x86-64 and
// still uses the wide registers where the CPU has them. Output is bit-identical to
// the scalar formula on every path (tested).
#include "panels_blend.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

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

int panels_blend_width(void) {
    static int width = -1;
    if (width < 0) {
        __builtin_cpu_init();
        width = (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")) ? 16
              : __builtin_cpu_supports("avx2") ? 8 : 0;
    }
    return width;
}

long panels_blend_over(uint32_t *pixels, long count, uint32_t color) {
    switch (panels_blend_width()) {
    case 16: return blend_avx512(pixels, count, color);
    case 8: return blend_avx2(pixels, count, color);
    default: return 0;
    }
}

#else

int panels_blend_width(void) { return 0; }
long panels_blend_over(uint32_t *pixels, long count, uint32_t color) {
    (void)pixels; (void)count; (void)color;
    return 0;
}

#endif
