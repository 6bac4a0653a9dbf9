// See include/panels_layout_floor.h.
#include "panels_layout_floor.h"

#include <math.h>

long panels_layout_floor_count(long rows, long columns) { return 2 + rows * (2 + 2 * columns); }

void panels_layout_floor(long rows, long columns, double cell, double space_width, double space_height,
                         panels_floor_frame *out) {
    const double outer_padding = 4, column_spacing = 2, row_padding = 2, row_spacing = 2;
    // Sizes, from the leaves up: every cell is fixed, so every row is too.
    double row_width = columns * cell + (columns > 0 ? (columns - 1) * row_spacing : 0);
    double row_height = cell;
    double padded_row_width = row_width + 2 * row_padding;
    double padded_row_height = row_height + 2 * row_padding;
    double column_width = rows > 0 ? padded_row_width : 0;
    double column_height = rows * padded_row_height + (rows > 0 ? (rows - 1) * column_spacing : 0);
    double outer_width = column_width + 2 * outer_padding;
    double outer_height = column_height + 2 * outer_padding;
    // Positions, from the root down.
    double ox = round((space_width - outer_width) / 2);
    double oy = round((space_height - outer_height) / 2);
    *out++ = (panels_floor_frame){ox, oy, outer_width, outer_height};
    double cx = ox + outer_padding, cy = oy + outer_padding;
    *out++ = (panels_floor_frame){cx, cy, column_width, column_height};
    double y = cy;
    for (long r = 0; r < rows; r++) {
        double px = cx + (column_width - padded_row_width) / 2;
        *out++ = (panels_floor_frame){px, y, padded_row_width, padded_row_height};
        double rx = px + row_padding, ry = y + row_padding;
        *out++ = (panels_floor_frame){rx, ry, row_width, row_height};
        double x = rx;
        for (long c = 0; c < columns; c++) {
            panels_floor_frame frame = {x, ry + (row_height - cell) / 2, cell, cell};
            *out++ = frame;  // the fixed frame
            *out++ = frame;  // the swatch, proposed exactly the frame's size
            x += cell + row_spacing;
        }
        y += padded_row_height + column_spacing;
    }
}
