// ATK, GObject, GLib and GIO for Sources/CPanelsATK (their include folders come from
// pkg-config's `atk`; GIO's headers live in GLib's folder). Swift never imports this.
#include <atk/atk.h>
#include <gio/gio.h>
