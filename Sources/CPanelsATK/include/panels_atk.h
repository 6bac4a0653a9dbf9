// The AT-SPI export of Panels' accessibility tree: ATK objects (GObject classes, which
// Swift cannot declare) that hold what Swift last pushed into them and answer
// atk-bridge's questions from it; requests from assistive technologies (do an action,
// take focus, set a value, a caret or a text) go back to Swift through one callback.
//
// Contract: everything here runs on one thread (the window loop's), the one that
// pumps GLib's default main context (`panels_atk_glib_before_wait`). No ATK or GLib
// type appears in this header. Objects are reference counted (`panels_atk_unref`).
#ifndef PANELS_ATK_H
#define PANELS_ATK_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One exported element (an AtkObject underneath).
typedef struct PanelsATKObject PanelsATKObject;

/// What an assistive technology asked of the element with `handle`.
typedef enum {
    /// Run the action at `index` of the element's actions.
    PANELS_ATK_DO_ACTION = 0,
    /// Move keyboard focus to the element.
    PANELS_ATK_GRAB_FOCUS = 1,
    /// Set the element's value to `number` (AtkValue).
    PANELS_ATK_SET_VALUE = 2,
    /// Put the caret at character `index` (AtkText).
    PANELS_ATK_SET_CARET = 3,
    /// Replace the element's text with `text` (AtkEditableText).
    PANELS_ATK_SET_TEXT = 4,
} PanelsATKRequest;

/// Called on the loop's thread, from inside `panels_atk_glib_before_wait`; returns
/// whether the request was carried out.
typedef bool (*PanelsATKPerform)(uint64_t handle, PanelsATKRequest request, int32_t index, double number,
                                 const char *text);

/// A relation from one object to others (ATK's relation set).
typedef enum {
    /// The object controls the targets (a search field its suggestions).
    PANELS_ATK_RELATION_CONTROLLER_FOR = 0,
    /// The object is controlled by the targets.
    PANELS_ATK_RELATION_CONTROLLED_BY = 1,
    /// The object is labelled by the targets (texts shown apart from it).
    PANELS_ATK_RELATION_LABELLED_BY = 2,
    /// The object (a text) labels the targets.
    PANELS_ATK_RELATION_LABEL_FOR = 3,
    PANELS_ATK_RELATION_COUNT = 4,
} PanelsATKRelation;

/// Which interfaces an object has besides AtkComponent and AtkAction.
typedef enum {
    PANELS_ATK_KIND_PLAIN = 0,
    /// AtkText and AtkEditableText (entry fields).
    PANELS_ATK_KIND_TEXT = 1,
    /// AtkValue (sliders, steppers).
    PANELS_ATK_KIND_VALUE = 2,
    /// AtkWindow (a window: its activate / deactivate signals).
    PANELS_ATK_KIND_WINDOW = 3,
    /// AtkText, read only (captions: reviewed by word and line; a pop-up choice's shown value).
    PANELS_ATK_KIND_STATIC_TEXT = 4,
    /// AtkSelection (lists, choices, tab lists, menus): the children with the selected
    /// or checked state are the selection; selecting one clicks it.
    PANELS_ATK_KIND_SELECTION = 5,
    /// AtkSelection and AtkTable (grids: rows holding cells).
    PANELS_ATK_KIND_TABLE = 6,
    /// AtkTableCell (a grid's cell: its row and column).
    PANELS_ATK_KIND_CELL = 7,
} PanelsATKKind;

/// State bits pushed by Swift: the low 11 are `AccessibilityStates`' raw value; these
/// are added by the export.
enum {
    PANELS_ATK_STATE_EDITABLE = 1u << 16,
    PANELS_ATK_STATE_SINGLE_LINE = 1u << 17,
    PANELS_ATK_STATE_MULTI_LINE = 1u << 18,
    PANELS_ATK_STATE_ACTIVE = 1u << 19,
    PANELS_ATK_STATE_CONCEALED = 1u << 20,
    /// A dialog that blocks what is under it (MODAL).
    PANELS_ATK_STATE_MODAL = 1u << 21,
};

/// Whether the session bus's accessibility bus (`org.a11y.Bus`) says assistive
/// technology is on (`org.a11y.Status` `IsEnabled` or `ScreenReaderEnabled`). Only
/// asks when a session bus address is known (DBUS_SESSION_BUS_ADDRESS, or
/// $XDG_RUNTIME_DIR/bus exists), never starting one; waits at most `timeout_ms`.
bool panels_atk_bus_enabled(int timeout_ms);

/// Watches the session bus's `org.a11y.Status` (PropertiesChanged of `IsEnabled` and
/// `ScreenReaderEnabled`, and the launcher `org.a11y.Bus` appearing, which may start
/// with them on) from a thread of its own ("panels-a11y", with its own bus connection
/// and GLib context, sleeping between signals) and calls `enabled` once, from that
/// thread, when either is or turns true; then the thread ends. Returns
/// false (and watches nothing) when no session bus address is known or it cannot be
/// reached. Call at most once.
bool panels_atk_watch_bus(void (*enabled)(void));

/// Sets up ATK (the root object, the toolkit's name, global event listeners) and starts
/// atk-bridge, which registers the application on the accessibility bus. Returns
/// false (and `error` says why) when the bridge cannot start. Call once.
bool panels_atk_start(const char *application_name, PanelsATKPerform perform, const char **error);

/// The application object (the root); children are the windows.
PanelsATKObject *panels_atk_application(void);

/// A new object of `kind` for the element with `handle` (reference count 1).
PanelsATKObject *panels_atk_object_new(PanelsATKKind kind, uint64_t handle);
void panels_atk_unref(PanelsATKObject *object);
/// The object no longer stands for anything: it turns defunct and loses its children.
void panels_atk_object_retire(PanelsATKObject *object);

/// The role by `AccessibilityRole`'s raw value ("button", "textField", …); unknown
/// names are ATK_ROLE_UNKNOWN.
void panels_atk_set_role(PanelsATKObject *object, const char *role);
void panels_atk_set_name(PanelsATKObject *object, const char *name);
void panels_atk_set_description(PanelsATKObject *object, const char *description);
/// Heading level (0: none), list row (1-based, 0: none) and row count (-1: none), as
/// object attributes.
void panels_atk_set_levels(PanelsATKObject *object, int32_t heading, int32_t row, int32_t rows);
/// A grid cell's data column (1-based, 0: its place in its row) and a grid's column
/// count (-1: the most cells a laid-out row holds), for AtkTable and AtkTableCell.
void panels_atk_set_columns(PanelsATKObject *object, int32_t column, int32_t columns);
/// The `xml-roles` object attribute (what a web page's ARIA role would be: "switch"),
/// empty for none.
void panels_atk_set_xml_role(PanelsATKObject *object, const char *role);
/// Emits state-change for every state that differs (and notifies the focus tracker
/// when the object gains focus).
void panels_atk_set_states(PanelsATKObject *object, uint32_t states);
/// The frame in window points; `panels_atk_set_origin` on the window object gives the
/// window's place on screen.
void panels_atk_set_frame(PanelsATKObject *object, double x, double y, double width, double height);
void panels_atk_set_origin(PanelsATKObject *object, int32_t x, int32_t y);
/// The actions' names (ATK names: "click", "increment", …), `count` of them.
void panels_atk_set_actions(PanelsATKObject *object, const char *const *names, int32_t count);
/// The text of a text object and its selection in characters (caret: `selection_end`);
/// emits text-changed (the changed span only), text-caret-moved and
/// text-selection-changed when they differ.
void panels_atk_set_text(PanelsATKObject *object, const char *text, int32_t selection_start, int32_t selection_end);
/// The text of a static text object (no caret, no selection); emits text-changed for
/// the changed span.
void panels_atk_set_static_text(PanelsATKObject *object, const char *text);
/// The value of a value object: number, range (`minimum` > `maximum`: unknown), step,
/// and the text shown; emits value-changed when either differs.
void panels_atk_set_value(PanelsATKObject *object, double number, double minimum, double maximum, double step,
                          const char *text);
/// The children in order; emits children-changed for each removed and added child
/// and makes `object` their parent.
void panels_atk_set_children(PanelsATKObject *object, PanelsATKObject *const *children, int32_t count);
/// The targets of the object's relation `kind` (`count` 0: none); holds them until
/// they change or the object retires. Emits nothing (readers ask).
void panels_atk_set_relation(PanelsATKObject *object, PanelsATKRelation kind, PanelsATKObject *const *targets,
                             int32_t count);
/// The descendant a focused object (a search field) stands on: its highlighted
/// suggestion; NULL for none. Emits active-descendant-changed when it changes to
/// another object.
void panels_atk_set_active_descendant(PanelsATKObject *object, PanelsATKObject *descendant);
/// A window object's activate / deactivate signal (when it takes or loses keyboard focus).
void panels_atk_window_activate(PanelsATKObject *window, bool active);

/// Runs what is ready on GLib's default main context, then hands its file descriptors
/// to a helper thread that calls `wake` (once) when one of them is ready, so the
/// caller can sleep in its own wait. Returns the longest the caller may sleep before
/// calling again, in milliseconds (-1: no limit). The first call starts the helper.
int32_t panels_atk_glib_before_wait(void (*wake)(void));

#ifdef __cplusplus
}
#endif

#endif
