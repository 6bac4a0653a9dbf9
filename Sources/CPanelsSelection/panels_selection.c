// The X11 CLIPBOARD read with INCR transfers, which SDL 2.26's X11 clipboard lacks (a
// text larger than one property arrives as nothing there).
#include "panels_selection.h"

#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <limits.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static int ignore_errors(Display *display, XErrorEvent *error) {
    (void)display;
    (void)error;
    return 0;
}

/// Waits until `deadline` (ms, monotonic) for an event of `type` on `window` (for
/// PropertyNotify: a new value of `property`). Returns 1 with it in `event`, 0 on time out.
static int wait_for(Display *display, Window window, int type, Atom property, XEvent *event, long long deadline) {
    for (;;) {
        while (XPending(display) > 0) {
            XNextEvent(display, event);
            if (event->type != type || event->xany.window != window) continue;
            if (type == PropertyNotify &&
                (event->xproperty.atom != property || event->xproperty.state != PropertyNewValue))
                continue;
            return 1;
        }
        long long remaining = deadline - now_ms();
        if (remaining <= 0) return 0;
        struct pollfd descriptor = {XConnectionNumber(display), POLLIN, 0};
        poll(&descriptor, 1, remaining > INT_MAX ? INT_MAX : (int)remaining);
    }
}

/// Appends the property's value (format 8) to the buffer, deleting it (the owner's
/// signal to send the next chunk). Returns the number of bytes read, or -1 when the
/// property was not 8-bit data; -2 when the buffer would pass `limit`; -3 out of memory.
static long append_property(Display *display, Window window, Atom property, char **buffer, size_t *length,
                            size_t *capacity, size_t limit, Atom *type_out) {
    Atom type = None;
    int format = 0;
    unsigned long items = 0, after = 0;
    unsigned char *data = NULL;
    if (XGetWindowProperty(display, window, property, 0, LONG_MAX / 4, True, AnyPropertyType, &type, &format, &items,
                           &after, &data) != Success)
        return -1;
    *type_out = type;
    long result = (long)items;
    if (format == 32 || type == None) {
        result = format == 32 && items > 0 ? -4 : 0;  // -4: an INCR announcement (its size)
        if (result == -4 && data) *length = (size_t) * (long *)data;
    } else if (format != 8) {
        result = -1;
    } else if (items > 0) {
        if (*length + items > limit) {
            *length += items;
            result = -2;
        } else {
            if (*length + items + 1 > *capacity) {
                size_t grown = *capacity ? *capacity : 1 << 16;
                while (grown < *length + items + 1) grown *= 2;
                char *moved = realloc(*buffer, grown);
                if (!moved) {
                    result = -3;
                    goto done;
                }
                *buffer = moved;
                *capacity = grown;
            }
            memcpy(*buffer + *length, data, items);
            *length += items;
            (*buffer)[*length] = 0;
        }
    }
done:
    if (data) XFree(data);
    return result;
}

unsigned long panels_selection_clipboard_owner(const char *display_name) {
    XErrorHandler previous = XSetErrorHandler(ignore_errors);
    Display *display = XOpenDisplay(display_name);
    unsigned long owner = 0;
    if (display) {
        owner = XGetSelectionOwner(display, XInternAtom(display, "CLIPBOARD", False));
        XCloseDisplay(display);
    }
    XSetErrorHandler(previous);
    return owner;
}

panels_selection_status panels_selection_read_clipboard(const char *display_name, size_t limit, int timeout_ms,
                                                        char **bytes, size_t *length, int *latin1) {
    *bytes = NULL;
    *length = 0;
    *latin1 = 0;
    XErrorHandler previous = XSetErrorHandler(ignore_errors);
    Display *display = XOpenDisplay(display_name);
    if (!display) {
        XSetErrorHandler(previous);
        return PANELS_SELECTION_NO_DISPLAY;
    }
    panels_selection_status status = PANELS_SELECTION_OK;
    Atom clipboard = XInternAtom(display, "CLIPBOARD", False);
    Atom utf8 = XInternAtom(display, "UTF8_STRING", False);
    Atom incr = XInternAtom(display, "INCR", False);
    Atom property = XInternAtom(display, "PANELS_SELECTION", False);
    char *buffer = NULL;
    size_t used = 0, capacity = 0;
    Window window = None;
    if (XGetSelectionOwner(display, clipboard) == None) {
        status = PANELS_SELECTION_NO_OWNER;
        goto finish;
    }
    window = XCreateSimpleWindow(display, DefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0);
    XSelectInput(display, window, PropertyChangeMask);
    XEvent event;
    Atom targets[2] = {utf8, XA_STRING};
    int answered = 0;
    for (int index = 0; index < 2 && !answered; index++) {
        XConvertSelection(display, clipboard, targets[index], property, window, CurrentTime);
        XFlush(display);
        if (!wait_for(display, window, SelectionNotify, None, &event, now_ms() + timeout_ms)) {
            status = PANELS_SELECTION_TIMEOUT;
            goto finish;
        }
        if (event.xselection.property != None) answered = 1;
    }
    if (!answered) {
        status = PANELS_SELECTION_NO_TEXT;
        goto finish;
    }
    Atom type = None;
    size_t announced = 0;
    long got = append_property(display, window, property, &buffer, &used, &capacity, limit, &type);
    if (type == incr) {
        // The announcement was deleted above, which starts the transfer: a chunk per new
        // value, a chunk of zero bytes at the end. Its number is a lower bound of the size.
        announced = used;
        used = 0;
        if (announced > limit) {
            *length = announced;
            status = PANELS_SELECTION_TOO_LARGE;
            goto finish;
        }
        Atom first = None;
        for (;;) {
            if (!wait_for(display, window, PropertyNotify, property, &event, now_ms() + timeout_ms)) {
                status = PANELS_SELECTION_TIMEOUT;
                goto finish;
            }
            got = append_property(display, window, property, &buffer, &used, &capacity, limit, &type);
            if (first == None) first = type;
            if (got == 0) break;
            if (got == -2) {
                *length = 0;  // the whole size is not known
                status = PANELS_SELECTION_TOO_LARGE;
                goto finish;
            }
            if (got == -3) {
                status = PANELS_SELECTION_NO_MEMORY;
                goto finish;
            }
            if (got < 0) {
                status = PANELS_SELECTION_NO_TEXT;
                goto finish;
            }
        }
        *latin1 = first == XA_STRING;
    } else if (got == -2) {
        *length = used;
        status = PANELS_SELECTION_TOO_LARGE;
        goto finish;
    } else if (got == -3) {
        status = PANELS_SELECTION_NO_MEMORY;
        goto finish;
    } else if (got < 0) {
        status = PANELS_SELECTION_NO_TEXT;
        goto finish;
    }
    if (type != incr) *latin1 = type == XA_STRING;
    if (!buffer) {
        buffer = malloc(1);
        if (!buffer) {
            status = PANELS_SELECTION_NO_MEMORY;
            goto finish;
        }
        buffer[0] = 0;
    }
    *bytes = buffer;
    *length = used;
    buffer = NULL;
finish:
    free(buffer);
    if (window != None) XDestroyWindow(display, window);
    XCloseDisplay(display);
    XSetErrorHandler(previous);
    return status;
}
