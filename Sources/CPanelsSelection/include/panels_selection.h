#ifndef PANELS_SELECTION_H
#define PANELS_SELECTION_H

#include <stddef.h>

/// What reading the X11 CLIPBOARD selection gave.
typedef enum {
    PANELS_SELECTION_OK = 0,          ///< `*bytes` holds the text (UTF-8), `*length` bytes
    PANELS_SELECTION_NO_DISPLAY = 1,  ///< the X display could not be opened
    PANELS_SELECTION_NO_OWNER = 2,    ///< nobody owns the clipboard
    PANELS_SELECTION_NO_TEXT = 3,     ///< its owner offers no UTF8_STRING or STRING text
    PANELS_SELECTION_TIMEOUT = 4,     ///< its owner stopped answering before the text was whole
    PANELS_SELECTION_TOO_LARGE = 5,   ///< more than `limit` bytes (`*length`: the size its owner
                                      ///< announced or sent in one piece, 0 when not known)
    PANELS_SELECTION_NO_MEMORY = 6,
} panels_selection_status;

/// The window that owns the CLIPBOARD selection of `display_name` (NULL: $DISPLAY), or 0
/// when nobody does or the display cannot be opened.
unsigned long panels_selection_clipboard_owner(const char *display_name);

/// Reads the CLIPBOARD selection's text over a connection of its own, as the ICCCM
/// describes: UTF8_STRING (else STRING, Latin-1, returned as is), in one property or in
/// INCR chunks of any count, until `timeout_ms` passes without an answer from the owner.
/// At most `limit` bytes are kept: past it the transfer is abandoned with
/// PANELS_SELECTION_TOO_LARGE. On PANELS_SELECTION_OK, `*bytes` is a malloc'd buffer of
/// `*length` bytes plus a NUL that the caller frees; on anything else it is NULL.
/// `*latin1` is set to 1 when the text came as STRING (whatever was asked for). Blocks the calling thread.
panels_selection_status panels_selection_read_clipboard(const char *display_name, size_t limit, int timeout_ms,
                                                        char **bytes, size_t *length, int *latin1);

#endif
