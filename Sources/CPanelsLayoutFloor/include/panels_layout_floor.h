// The layout floor of `panels-bench`: the frames of the `layout.grid` benchmark
// computed by a straight loop (no tree, no allocation per node), so layout figures
// can be read as a multiple of what this machine needs for the same arithmetic.
#ifndef PANELS_LAYOUT_FLOOR_H
#define PANELS_LAYOUT_FLOOR_H

/// One frame in window coordinates, in points.
typedef struct {
    double x, y, width, height;
} panels_floor_frame;

/// How many frames `panels_layout_floor` writes for a grid of `rows` × `columns` cells.
long panels_layout_floor_count(long rows, long columns);

/// The frames of `LayoutGrid(rows:)` laid out in a `space_width` × `space_height`
/// space: a column (spacing 2) padded by 4, holding `rows` rows padded by 2, each
/// row (spacing 2) holding `columns` fixed `cell` × `cell` cells; the padded column
/// centered in the space (rounded), like `LayoutSession.layout(in:)`. Writes one
/// frame per node of the resolved grid, in this order: the outer padding, the
/// column, then per row its padding, the row and per cell its fixed frame and the
/// swatch inside it — `panels_layout_floor_count(rows, columns)` frames into `out`.
void panels_layout_floor(long rows, long columns, double cell, double space_width, double space_height,
                         panels_floor_frame *out);

#endif
