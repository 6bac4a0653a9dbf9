// The side-by-side peer of panels-bench: the same 1,000-card feed and the same grids
// laid out with Clay (https://github.com/nicbarker/clay), for `make bench-clay
// CLAY=/path/to/clay` (docs/MAINTAINING.md, "Benchmarks").
//
// None of Clay's code is in this repository: build-clay-peer.sh compiles this file
// against the clay.h of a checkout the user provides (-O2) into a shared library that
// `panels-bench clay --clay-peer <library>` loads, so both run in one process and
// their rounds interleave. Built with -DPANELS_CLAY_PEER_MAIN it is a program of its
// own that prints Clay's medians alone. Written against Clay's API of 2026
// (CLAY_AUTO_ID, Clay_ElementDeclaration with .clip and .transition).
//
// The scenes, as panels-bench builds them (read the sources when they change):
//
// Feed (Sources/PanelsSamples/Feed: FeedScene, FeedCard, FeedItem), 390 x 844 pt:
//   scroller "feed" (clips vertically, grows to the viewport, secondaryBackground)
//     column: top to bottom, padding 12 / 12 / 12 / 24 (left right top bottom),
//             gap 10, grows in width
//       "Feed": 22 pt bold, padded 8 top, 4 left, 2 bottom
//       1,000 cards (FeedItem.sample): left to right, padding 12, gap 12, aligned
//                 top, background with corner radius 14, grows in width
//         picture: 48 x 48, corner radius 10
//         column: top to bottom, gap 3, grows in width
//           title: 15 pt bold, wraps at words (Panels stops at two lines and cuts
//                  the rest: Clay has no line limit and sets every line)
//           subtitle: 12 pt, one line (no wrapping)
// Text is measured by a stub (each byte 0.55 em wide, lines 1.2 em high): Clay
// measures words through its own cache, Panels shapes and breaks real text.
//
// Grid (Sources/PanelsBench/LayoutBenchmarks.swift: LayoutGrid), 1280 x 800 pt:
//   column: top to bottom, padding 4, gap 2
//     R rows: left to right, padding 2, gap 2
//       100 cells: 8 x 8, a solid color each
// R = 10, 100, 1000: 1k, 10k and 100k cells.
//
// One round is one Clay frame: Clay_BeginLayout and the declarations ("declare"),
// then Clay_EndLayout ("layout": sizing, text wrapping, positions, render commands).
// Clay has no step that lays out without declaring again, so its "layout" is the
// second part of a frame.

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CLAY_IMPLEMENTATION
#include "clay.h"

static double panels_now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static Clay_Dimensions panels_measure_stub(Clay_StringSlice text, Clay_TextElementConfig *config, void *userData) {
    (void)userData;
    float size = (float)config->fontSize;
    return (Clay_Dimensions){(float)text.length * size * 0.55f, size * 1.2f};
}

// Errors Clay reported (counted, not printed: printing would be timed). Clay names
// anonymous elements by a 32-bit hash of their parent's id and their place, and
// reports two that hash alike as a duplicate id (the grids of 10k and 100k cells
// have a few hundred a frame); those are counted apart. Any other error fails.
static int panels_clay_errors;
static int panels_clay_duplicate_ids;
static Clay_ErrorData panels_clay_last_error;

static void panels_clay_error(Clay_ErrorData error) {
    if (error.errorType == CLAY_ERROR_TYPE_DUPLICATE_ID) {
        panels_clay_duplicate_ids++;
        return;
    }
    panels_clay_errors++;
    panels_clay_last_error = error;
}

// MARK: The feed's data (FeedItem.sample(count: 1000))

enum { PANELS_FEED_COUNT = 1000 };

static const char *panels_words[] = {
    "quiet", "mornings", "on", "the", "river", "how", "to", "build", "a", "garden", "that", "lasts",
    "notes", "from", "mountain", "kitchen", "small", "habits", "for", "better", "sleep", "city", "bikes",
    "and", "rain", "learning", "piano", "at", "forty", "why", "maps", "still", "matter", "slow", "bread",
    "coffee", "light", "trains", "across", "northern", "coast", "letters", "old", "friends",
};
static const char *panels_authors[] = {"Ada Park", "Luis Romero", "Mei Tanaka", "Noor Haddad", "Sam Okafor", "Ines Costa"};

static Clay_String panels_titles[PANELS_FEED_COUNT];
static Clay_String panels_subtitles[PANELS_FEED_COUNT];

static void panels_make_feed(void) {
    int wordCount = (int)(sizeof panels_words / sizeof panels_words[0]);
    for (int i = 0; i < PANELS_FEED_COUNT; i++) {
        char buffer[256];
        int length = 0;
        int words = 3 + (i * 7) % 9;
        for (int k = 0; k < words; k++) {
            const char *word = panels_words[(i * 31 + k * 17) % wordCount];
            length += snprintf(buffer + length, sizeof buffer - (size_t)length, "%s%s", k ? " " : "", word);
        }
        if (buffer[0] >= 'a' && buffer[0] <= 'z') buffer[0] = (char)(buffer[0] - 'a' + 'A');
        char *title = malloc((size_t)length + 1);
        memcpy(title, buffer, (size_t)length + 1);
        panels_titles[i] = (Clay_String){.isStaticallyAllocated = true, .length = length, .chars = title};
        int minutes = 2 + (i * 5) % 14;
        length = snprintf(
            buffer, sizeof buffer, "%s \xC2\xB7 %d min read \xC2\xB7 #%d", panels_authors[(i * 13) % 6], minutes, i + 1);
        char *subtitle = malloc((size_t)length + 1);
        memcpy(subtitle, buffer, (size_t)length + 1);
        panels_subtitles[i] = (Clay_String){.isStaticallyAllocated = true, .length = length, .chars = subtitle};
    }
}

// MARK: Contexts (one per scene, each sized for its elements)

typedef struct {
    Clay_Context *context;
    Clay_Dimensions size;
} panels_scene;

static panels_scene panels_feed_scene;
static panels_scene panels_grid_scenes[3];

static int panels_make_context(panels_scene *scene, int32_t elements, Clay_Dimensions size) {
    // With a context current, the setters below change that context (whose arena is
    // already sized): set the defaults a new context takes instead.
    Clay_SetCurrentContext(NULL);
    Clay_SetMaxElementCount(elements);
    Clay_SetMaxMeasureTextCacheWordCount(elements * 2 > 16384 ? elements * 2 : 16384);
    uint32_t bytes = Clay_MinMemorySize();
    void *memory = malloc(bytes);
    if (!memory) return -1;
    Clay_Arena arena = Clay_CreateArenaWithCapacityAndMemory(bytes, memory);
    scene->context = Clay_Initialize(arena, size, (Clay_ErrorHandler){panels_clay_error, NULL});
    scene->size = size;
    if (!scene->context) return -1;
    Clay_SetMeasureTextFunction(panels_measure_stub, NULL);
    return 0;
}

// MARK: Declarations

static const Clay_Color panels_label = {0, 0, 0, 255};
static const Clay_Color panels_secondary_label = {60, 60, 67, 153};
static const Clay_Color panels_background = {255, 255, 255, 255};
static const Clay_Color panels_secondary_background = {242, 242, 247, 255};
static int panels_picture;

static void panels_declare_feed(void) {
    CLAY(CLAY_ID("feed"), {
        .layout = {.sizing = {CLAY_SIZING_GROW(0), CLAY_SIZING_GROW(0)}},
        .backgroundColor = panels_secondary_background,
        .clip = {.vertical = true, .childOffset = Clay_GetScrollOffset()},
    }) {
        CLAY_AUTO_ID({.layout = {
                          .sizing = {.width = CLAY_SIZING_GROW(0)},
                          .padding = {12, 12, 12, 24},
                          .childGap = 10,
                          .layoutDirection = CLAY_TOP_TO_BOTTOM,
                      }}) {
            CLAY_AUTO_ID({.layout = {.padding = {.left = 4, .top = 8, .bottom = 2}}}) {
                CLAY_TEXT(CLAY_STRING("Feed"), CLAY_TEXT_CONFIG({.fontSize = 22, .textColor = panels_label}));
            }
            for (int i = 0; i < PANELS_FEED_COUNT; i++) {
                CLAY_AUTO_ID({
                    .layout = {
                        .sizing = {.width = CLAY_SIZING_GROW(0)},
                        .padding = CLAY_PADDING_ALL(12),
                        .childGap = 12,
                        .childAlignment = {.y = CLAY_ALIGN_Y_TOP},
                    },
                    .backgroundColor = panels_background,
                    .cornerRadius = CLAY_CORNER_RADIUS(14),
                }) {
                    CLAY_AUTO_ID({
                        .layout = {.sizing = {CLAY_SIZING_FIXED(48), CLAY_SIZING_FIXED(48)}},
                        .cornerRadius = CLAY_CORNER_RADIUS(10),
                        .image = {.imageData = &panels_picture},
                    }) {}
                    CLAY_AUTO_ID({.layout = {
                                      .sizing = {.width = CLAY_SIZING_GROW(0)},
                                      .childGap = 3,
                                      .layoutDirection = CLAY_TOP_TO_BOTTOM,
                                  }}) {
                        CLAY_TEXT(panels_titles[i], CLAY_TEXT_CONFIG({.fontSize = 15, .textColor = panels_label}));
                        CLAY_TEXT(
                            panels_subtitles[i],
                            CLAY_TEXT_CONFIG(
                                {.fontSize = 12, .textColor = panels_secondary_label, .wrapMode = CLAY_TEXT_WRAP_NONE}));
                    }
                }
            }
        }
    }
}

static void panels_declare_grid(int rows) {
    CLAY_AUTO_ID({.layout = {.padding = CLAY_PADDING_ALL(4), .childGap = 2, .layoutDirection = CLAY_TOP_TO_BOTTOM}}) {
        for (int row = 0; row < rows; row++) {
            CLAY_AUTO_ID({.layout = {.padding = CLAY_PADDING_ALL(2), .childGap = 2}}) {
                for (int column = 0; column < 100; column++) {
                    uint32_t hex = (uint32_t)(row * 100 + column) * 2654435761u;
                    CLAY_AUTO_ID({
                        .layout = {.sizing = {CLAY_SIZING_FIXED(8), CLAY_SIZING_FIXED(8)}},
                        .backgroundColor = {(float)(hex >> 24), (float)((hex >> 16) & 255), (float)((hex >> 8) & 255),
                                            (float)(hex & 255)},
                    }) {}
                }
            }
        }
    }
}

// MARK: The library's entry points (dlopen'ed by panels-bench)

static int panels_ready;

/// Builds the feed's strings and one Clay context per scene. 0 on success.
int panels_clay_peer_setup(void) {
    if (panels_ready) return 0;
    panels_make_feed();
    if (panels_make_context(&panels_feed_scene, 8 * PANELS_FEED_COUNT, (Clay_Dimensions){390, 844})) return -1;
    int rows[3] = {10, 100, 1000};
    for (int i = 0; i < 3; i++) {
        int32_t elements = rows[i] * 101 + 64;
        if (panels_make_context(&panels_grid_scenes[i], elements, (Clay_Dimensions){1280, 800})) return -1;
    }
    panels_ready = 1;
    return 0;
}

static int panels_frame(panels_scene *scene, int rows, double *declareNs, double *layoutNs) {
    Clay_SetCurrentContext(scene->context);
    Clay_SetLayoutDimensions(scene->size);
    double start = panels_now_ns();
    Clay_BeginLayout();
    if (rows == 0) panels_declare_feed(); else panels_declare_grid(rows);
    double declared = panels_now_ns();
    Clay_RenderCommandArray commands = Clay_EndLayout(0);
    double end = panels_now_ns();
    *declareNs = declared - start;
    *layoutNs = end - declared;
    return commands.length;
}

/// One frame of the feed: writes the declaration's and the layout's nanoseconds;
/// returns the number of render commands.
int panels_clay_peer_feed(double *declareNs, double *layoutNs) {
    return panels_frame(&panels_feed_scene, 0, declareNs, layoutNs);
}

/// One frame of the grid of `rows` rows of 100 cells (10, 100 or 1000).
int panels_clay_peer_grid(int rows, double *declareNs, double *layoutNs) {
    int index = rows == 10 ? 0 : rows == 100 ? 1 : 2;
    return panels_frame(&panels_grid_scenes[index], rows, declareNs, layoutNs);
}

/// The height of the feed's column after the last feed frame (what the scroller
/// scrolls), so the bench can say how alike the stub sets the feed to Panels' text.
double panels_clay_peer_feed_content_height(void) {
    Clay_SetCurrentContext(panels_feed_scene.context);
    Clay_ScrollContainerData data = Clay_GetScrollContainerData(CLAY_ID("feed"));
    return data.found ? (double)data.contentDimensions.height : -1;
}

/// Errors Clay reported so far other than duplicate ids (0 when every frame was
/// clean), the last one's text, and the duplicate ids reported so far.
int panels_clay_peer_errors(const char **lastText, int *lastLength, int *duplicateIds) {
    *lastText = panels_clay_last_error.errorText.chars;
    *lastLength = panels_clay_last_error.errorText.length;
    *duplicateIds = panels_clay_duplicate_ids;
    return panels_clay_errors;
}

#ifdef PANELS_CLAY_PEER_MAIN
static int panels_compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void panels_report(const char *name, int rows, int rounds, double perUnit) {
    double *declare = malloc(sizeof(double) * (size_t)rounds), *layout = malloc(sizeof(double) * (size_t)rounds);
    double *both = malloc(sizeof(double) * (size_t)rounds);
    double d, l;
    panels_frame(rows ? &panels_grid_scenes[rows == 10 ? 0 : rows == 100 ? 1 : 2] : &panels_feed_scene, rows, &d, &l);
    for (int i = 0; i < rounds; i++) {
        panels_frame(rows ? &panels_grid_scenes[rows == 10 ? 0 : rows == 100 ? 1 : 2] : &panels_feed_scene, rows,
                     &declare[i], &layout[i]);
        both[i] = declare[i] + layout[i];
    }
    qsort(layout, (size_t)rounds, sizeof(double), panels_compare);
    qsort(both, (size_t)rounds, sizeof(double), panels_compare);
    printf("clay.%s  declare+layout %.1f ns/%s  layout %.1f ns/%s\n", name, both[rounds / 2] / perUnit,
           rows ? "cell" : "frame", layout[rounds / 2] / perUnit, rows ? "cell" : "frame");
    free(declare);
    free(layout);
    free(both);
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 15;
    if (rounds < 1) rounds = 15;
    if (panels_clay_peer_setup()) return 1;
    panels_report("feed.1k", 0, rounds, 1);
    panels_report("grid.1k", 10, rounds, 1000);
    panels_report("grid.10k", 100, rounds, 10000);
    panels_report("grid.100k", 1000, rounds, 100000);
    printf("clay.feed.1k content height %.0f pt\n", panels_clay_peer_feed_content_height());
    printf("clay reported %d duplicate ids (anonymous elements whose hashes collide)\n", panels_clay_duplicate_ids);
    if (panels_clay_errors) {
        printf("clay reported %d errors; the last: %.*s\n", panels_clay_errors, panels_clay_last_error.errorText.length,
               panels_clay_last_error.errorText.chars);
        return 1;
    }
    return 0;
}
#endif
