// ATK objects standing for Panels' accessibility elements (see include/panels_atk.h).
// They keep what Swift pushed last and answer atk-bridge from it; requests go back
// through `panels_atk_perform`.
#define ATK_DISABLE_DEPRECATION_WARNINGS
#define GLIB_DISABLE_DEPRECATION_WARNINGS
#include <atk/atk.h>
#include <string.h>

#include "panels_atk.h"
#include "panels_atk_private.h"

PanelsATKPerform panels_atk_perform = NULL;

typedef struct {
    AtkObject parent;
    uint64_t handle;
    PanelsATKKind kind;
    uint32_t states;
    gboolean retired;
    double x, y, width, height;
    int32_t origin_x, origin_y;
    GPtrArray *children;
    GPtrArray *actions;
    gchar *text;
    glong text_length;
    int32_t selection_start, selection_end;
    double value, minimum, maximum, step;
    gchar *value_text;
    int32_t heading, row, rows;
    /// A grid cell's data column (1-based, 0: its place in its row) and a grid's
    /// column count (-1: the most cells a laid-out row holds).
    int32_t column, columns;
    gchar *xml_role;
    /// Targets (strong references) by `PanelsATKRelation`.
    GPtrArray *relations[PANELS_ATK_RELATION_COUNT];
    /// The descendant a focused field stands on (strong), or NULL.
    AtkObject *active_descendant;
} PanelsObject;

typedef struct {
    AtkObjectClass parent_class;
} PanelsObjectClass;

#define PANELS_OBJECT(o) ((PanelsObject *)(o))

static void panels_component_init(AtkComponentIface *iface);
static void panels_action_init(AtkActionIface *iface);
static void panels_text_init(AtkTextIface *iface);
static void panels_editable_init(AtkEditableTextIface *iface);
static void panels_value_init(AtkValueIface *iface);
static void panels_window_init(AtkWindowIface *iface) { (void)iface; }
static void panels_selection_init(AtkSelectionIface *iface);
static void panels_table_init(AtkTableIface *iface);
static void panels_cell_init(AtkTableCellIface *iface);

G_DEFINE_TYPE_WITH_CODE(PanelsObject, panels_object, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, panels_component_init)
                            G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, panels_action_init))

typedef PanelsObject PanelsTextObject;
typedef PanelsObjectClass PanelsTextObjectClass;
G_DEFINE_TYPE_WITH_CODE(PanelsTextObject, panels_text_object, panels_object_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, panels_text_init)
                            G_IMPLEMENT_INTERFACE(ATK_TYPE_EDITABLE_TEXT, panels_editable_init))

typedef PanelsObject PanelsValueObject;
typedef PanelsObjectClass PanelsValueObjectClass;
G_DEFINE_TYPE_WITH_CODE(PanelsValueObject, panels_value_object, panels_object_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_VALUE, panels_value_init))

typedef PanelsObject PanelsWindowObject;
typedef PanelsObjectClass PanelsWindowObjectClass;
G_DEFINE_TYPE_WITH_CODE(PanelsWindowObject, panels_window_object, panels_object_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_WINDOW, panels_window_init))

typedef PanelsObject PanelsStaticTextObject;
typedef PanelsObjectClass PanelsStaticTextObjectClass;
G_DEFINE_TYPE_WITH_CODE(PanelsStaticTextObject, panels_static_text_object, panels_object_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, panels_text_init))

typedef PanelsObject PanelsSelectionObject;
typedef PanelsObjectClass PanelsSelectionObjectClass;
G_DEFINE_TYPE_WITH_CODE(PanelsSelectionObject, panels_selection_object, panels_object_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_SELECTION, panels_selection_init))

typedef PanelsObject PanelsTableObject;
typedef PanelsObjectClass PanelsTableObjectClass;
G_DEFINE_TYPE_WITH_CODE(PanelsTableObject, panels_table_object, panels_object_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_SELECTION, panels_selection_init)
                            G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE, panels_table_init))

typedef PanelsObject PanelsCellObject;
typedef PanelsObjectClass PanelsCellObjectClass;
G_DEFINE_TYPE_WITH_CODE(PanelsCellObject, panels_cell_object, panels_object_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE_CELL, panels_cell_init))

static void panels_static_text_object_class_init(PanelsStaticTextObjectClass *klass) { (void)klass; }
static void panels_static_text_object_init(PanelsStaticTextObject *self) { (void)self; }
static void panels_selection_object_class_init(PanelsSelectionObjectClass *klass) { (void)klass; }
static void panels_selection_object_init(PanelsSelectionObject *self) { (void)self; }
static void panels_table_object_class_init(PanelsTableObjectClass *klass) { (void)klass; }
static void panels_table_object_init(PanelsTableObject *self) { (void)self; }
static void panels_cell_object_class_init(PanelsCellObjectClass *klass) { (void)klass; }
static void panels_cell_object_init(PanelsCellObject *self) { (void)self; }

static void panels_text_object_class_init(PanelsTextObjectClass *klass) { (void)klass; }
static void panels_text_object_init(PanelsTextObject *self) { (void)self; }
static void panels_value_object_class_init(PanelsValueObjectClass *klass) { (void)klass; }
static void panels_value_object_init(PanelsValueObject *self) { (void)self; }
static void panels_window_object_class_init(PanelsWindowObjectClass *klass) { (void)klass; }
static void panels_window_object_init(PanelsWindowObject *self) { (void)self; }

static gboolean perform(PanelsObject *self, PanelsATKRequest request, int32_t index, double number,
                        const char *text) {
    if (self->retired || !panels_atk_perform) return FALSE;
    return panels_atk_perform(self->handle, request, index, number, text) ? TRUE : FALSE;
}

// MARK: AtkObject

static gint get_n_children(AtkObject *object) { return (gint)PANELS_OBJECT(object)->children->len; }

static AtkObject *ref_child(AtkObject *object, gint index) {
    GPtrArray *children = PANELS_OBJECT(object)->children;
    if (index < 0 || (guint)index >= children->len) return NULL;
    return g_object_ref(ATK_OBJECT(g_ptr_array_index(children, index)));
}

static gint get_index_in_parent(AtkObject *object) {
    AtkObject *parent = object->accessible_parent;
    if (!parent || !G_TYPE_CHECK_INSTANCE_TYPE(parent, panels_object_get_type())) return -1;
    guint index;
    if (g_ptr_array_find(PANELS_OBJECT(parent)->children, object, &index)) return (gint)index;
    return -1;
}

enum {
    STATE_FOCUSED = 1u << 0,
    STATE_FOCUSABLE = 1u << 1,
    STATE_SELECTED = 1u << 2,
    STATE_DISABLED = 1u << 3,
    STATE_CHECKED = 1u << 4,
    STATE_MIXED = 1u << 5,
    STATE_EXPANDED = 1u << 6,
    STATE_COLLAPSED = 1u << 7,
    STATE_OFFSCREEN = 1u << 8,
    STATE_REQUIRED = 1u << 9,
    STATE_INVALID = 1u << 10,
};

/// The ATK states of `bits` for an object of `role`, one bit per AtkStateType.
static guint64 atk_states(uint32_t bits, AtkRole role, gboolean retired) {
    guint64 out = 0;
#define ADD(state) (out |= (guint64)1 << (state))
    if (retired) {
        ADD(ATK_STATE_DEFUNCT);
        return out;
    }
    if (!(bits & STATE_DISABLED)) {
        ADD(ATK_STATE_ENABLED);
        ADD(ATK_STATE_SENSITIVE);
    }
    if (!(bits & STATE_OFFSCREEN)) {
        ADD(ATK_STATE_VISIBLE);
        ADD(ATK_STATE_SHOWING);
    }
    if (bits & STATE_FOCUSABLE) ADD(ATK_STATE_FOCUSABLE);
    if (bits & STATE_FOCUSED) ADD(ATK_STATE_FOCUSED);
    if (bits & STATE_SELECTED) {
        ADD(ATK_STATE_SELECTABLE);
        ADD(ATK_STATE_SELECTED);
    }
    if (role == ATK_ROLE_CHECK_BOX || role == ATK_ROLE_TOGGLE_BUTTON || role == ATK_ROLE_RADIO_BUTTON)
        ADD(ATK_STATE_CHECKABLE);
    if (bits & STATE_CHECKED) ADD(ATK_STATE_CHECKED);
    // A chosen option reads as GTK's chosen radio button: checked (and selected).
    if (role == ATK_ROLE_RADIO_BUTTON && (bits & STATE_SELECTED)) ADD(ATK_STATE_CHECKED);
    if (bits & PANELS_ATK_STATE_MODAL) ADD(ATK_STATE_MODAL);
    if (role == ATK_ROLE_TOGGLE_BUTTON && (bits & STATE_CHECKED)) ADD(ATK_STATE_PRESSED);
    if (bits & STATE_MIXED) ADD(ATK_STATE_INDETERMINATE);
    if (bits & (STATE_EXPANDED | STATE_COLLAPSED)) ADD(ATK_STATE_EXPANDABLE);
    if (bits & STATE_EXPANDED) ADD(ATK_STATE_EXPANDED);
    if (bits & PANELS_ATK_STATE_EDITABLE) ADD(ATK_STATE_EDITABLE);
    if (bits & PANELS_ATK_STATE_SINGLE_LINE) ADD(ATK_STATE_SINGLE_LINE);
    if (bits & PANELS_ATK_STATE_MULTI_LINE) ADD(ATK_STATE_MULTI_LINE);
    if (bits & PANELS_ATK_STATE_ACTIVE) ADD(ATK_STATE_ACTIVE);
    if (bits & STATE_REQUIRED) ADD(ATK_STATE_REQUIRED);
    if (bits & STATE_INVALID) ADD(ATK_STATE_INVALID_ENTRY);
    if (role == ATK_ROLE_FRAME) ADD(ATK_STATE_RESIZABLE);
#undef ADD
    return out;
}

static AtkStateSet *ref_state_set(AtkObject *object) {
    PanelsObject *self = PANELS_OBJECT(object);
    AtkStateSet *set = atk_state_set_new();
    guint64 states = atk_states(self->states, object->role, self->retired);
    for (int state = 0; state < 64 && state < ATK_STATE_LAST_DEFINED; state++) {
        if (states & ((guint64)1 << state)) atk_state_set_add_state(set, (AtkStateType)state);
    }
    return set;
}

static AtkAttributeSet *add_attribute(AtkAttributeSet *set, const char *name, gchar *value) {
    AtkAttribute *attribute = g_new0(AtkAttribute, 1);
    attribute->name = g_strdup(name);
    attribute->value = value;
    return g_slist_append(set, attribute);
}

static AtkAttributeSet *get_attributes(AtkObject *object) {
    PanelsObject *self = PANELS_OBJECT(object);
    AtkAttributeSet *set = add_attribute(NULL, "toolkit", g_strdup("Panels"));
    if (self->heading > 0) set = add_attribute(set, "level", g_strdup_printf("%d", self->heading));
    if (self->row > 0) set = add_attribute(set, "posinset", g_strdup_printf("%d", self->row));
    if (self->rows >= 0) set = add_attribute(set, "setsize", g_strdup_printf("%d", self->rows));
    if (self->xml_role) set = add_attribute(set, "xml-roles", g_strdup(self->xml_role));
    return set;
}

static const AtkRelationType relation_types[PANELS_ATK_RELATION_COUNT] = {
    ATK_RELATION_CONTROLLER_FOR,
    ATK_RELATION_CONTROLLED_BY,
    ATK_RELATION_LABELLED_BY,
    ATK_RELATION_LABEL_FOR,
};

static AtkRelationSet *ref_relation_set(AtkObject *object) {
    PanelsObject *self = PANELS_OBJECT(object);
    AtkRelationSet *set = atk_relation_set_new();
    if (self->retired) return set;
    for (int kind = 0; kind < PANELS_ATK_RELATION_COUNT; kind++) {
        GPtrArray *targets = self->relations[kind];
        if (!targets || targets->len == 0) continue;
        AtkRelation *relation =
            atk_relation_new((AtkObject **)targets->pdata, (gint)targets->len, relation_types[kind]);
        atk_relation_set_add(set, relation);
        g_object_unref(relation);
    }
    return set;
}

static void clear_relations(PanelsObject *self) {
    for (int kind = 0; kind < PANELS_ATK_RELATION_COUNT; kind++)
        g_clear_pointer(&self->relations[kind], g_ptr_array_unref);
    g_clear_object(&self->active_descendant);
}

static void panels_object_finalize(GObject *object) {
    PanelsObject *self = PANELS_OBJECT(object);
    clear_relations(self);
    g_ptr_array_unref(self->children);
    g_ptr_array_unref(self->actions);
    g_free(self->text);
    g_free(self->value_text);
    g_free(self->xml_role);
    G_OBJECT_CLASS(panels_object_parent_class)->finalize(object);
}

static void panels_object_class_init(PanelsObjectClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = get_n_children;
    atk->ref_child = ref_child;
    atk->get_index_in_parent = get_index_in_parent;
    atk->ref_state_set = ref_state_set;
    atk->get_attributes = get_attributes;
    atk->ref_relation_set = ref_relation_set;
    G_OBJECT_CLASS(klass)->finalize = panels_object_finalize;
}

static void panels_object_init(PanelsObject *self) {
    self->children = g_ptr_array_new_with_free_func(g_object_unref);
    self->actions = g_ptr_array_new_with_free_func(g_free);
    self->text = g_strdup("");
    self->minimum = 1;
    self->maximum = 0;
    self->rows = -1;
    self->columns = -1;
}

// MARK: AtkComponent

static PanelsObject *window_of(PanelsObject *self) {
    AtkObject *object = ATK_OBJECT(self);
    while (object) {
        if (G_TYPE_CHECK_INSTANCE_TYPE(object, panels_object_get_type()) &&
            PANELS_OBJECT(object)->kind == PANELS_ATK_KIND_WINDOW)
            return PANELS_OBJECT(object);
        object = object->accessible_parent;
    }
    return NULL;
}

static void get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                        AtkCoordType coords) {
    PanelsObject *self = PANELS_OBJECT(component);
    double left = self->x, top = self->y;
    if (coords == ATK_XY_SCREEN) {
        PanelsObject *window = window_of(self);
        if (window) {
            left += window->origin_x;
            top += window->origin_y;
        }
    } else if (coords == ATK_XY_PARENT) {
        AtkObject *parent = ATK_OBJECT(self)->accessible_parent;
        if (parent && G_TYPE_CHECK_INSTANCE_TYPE(parent, panels_object_get_type()) &&
            self->kind != PANELS_ATK_KIND_WINDOW) {
            left -= PANELS_OBJECT(parent)->x;
            top -= PANELS_OBJECT(parent)->y;
        }
    }
    if (self->kind == PANELS_ATK_KIND_WINDOW && coords == ATK_XY_WINDOW) {
        left = 0;
        top = 0;
    }
    if (x) *x = (gint)left;
    if (y) *y = (gint)top;
    if (width) *width = (gint)self->width;
    if (height) *height = (gint)self->height;
}

static gboolean grab_focus(AtkComponent *component) {
    return perform(PANELS_OBJECT(component), PANELS_ATK_GRAB_FOCUS, 0, 0, NULL);
}

static AtkObject *ref_accessible_at_point(AtkComponent *component, gint x, gint y, AtkCoordType coords) {
    PanelsObject *self = PANELS_OBJECT(component);
    GPtrArray *children = self->children;
    // Topmost first: later children (popovers) are drawn above earlier ones.
    for (guint i = children->len; i > 0; i--) {
        AtkObject *child = ATK_OBJECT(g_ptr_array_index(children, i - 1));
        gint cx, cy, cw, ch;
        get_extents(ATK_COMPONENT(child), &cx, &cy, &cw, &ch, coords);
        if (x >= cx && y >= cy && x < cx + cw && y < cy + ch) return g_object_ref(child);
    }
    return NULL;
}

static AtkLayer get_layer(AtkComponent *component) {
    return PANELS_OBJECT(component)->kind == PANELS_ATK_KIND_WINDOW ? ATK_LAYER_WINDOW : ATK_LAYER_WIDGET;
}

static void panels_component_init(AtkComponentIface *iface) {
    iface->get_extents = get_extents;
    iface->grab_focus = grab_focus;
    iface->ref_accessible_at_point = ref_accessible_at_point;
    iface->get_layer = get_layer;
}

// MARK: AtkAction

static gint get_n_actions(AtkAction *action) { return (gint)PANELS_OBJECT(action)->actions->len; }

static const gchar *get_action_name(AtkAction *action, gint index) {
    GPtrArray *actions = PANELS_OBJECT(action)->actions;
    if (index < 0 || (guint)index >= actions->len) return NULL;
    return g_ptr_array_index(actions, index);
}

static gboolean do_action(AtkAction *action, gint index) {
    PanelsObject *self = PANELS_OBJECT(action);
    if (index < 0 || (guint)index >= self->actions->len) return FALSE;
    return perform(self, PANELS_ATK_DO_ACTION, index, 0, NULL);
}

static void panels_action_init(AtkActionIface *iface) {
    iface->get_n_actions = get_n_actions;
    iface->get_name = get_action_name;
    iface->get_localized_name = get_action_name;
    iface->do_action = do_action;
}

// MARK: AtkText

static gint clamp_offset(PanelsObject *self, gint offset) {
    if (offset < 0 || offset > self->text_length) return (gint)self->text_length;
    return offset;
}

static gchar *substring(PanelsObject *self, gint start, gint end) {
    start = clamp_offset(self, start < 0 ? 0 : start);
    end = clamp_offset(self, end);
    if (end < start) end = start;
    return g_utf8_substring(self->text, start, end);
}

static gchar *get_text(AtkText *text, gint start, gint end) { return substring(PANELS_OBJECT(text), start, end); }

static gint get_character_count(AtkText *text) { return (gint)PANELS_OBJECT(text)->text_length; }

static gint get_caret_offset(AtkText *text) { return PANELS_OBJECT(text)->selection_end; }

static gboolean set_caret_offset(AtkText *text, gint offset) {
    return perform(PANELS_OBJECT(text), PANELS_ATK_SET_CARET, offset, 0, NULL);
}

static gint get_n_selections(AtkText *text) {
    PanelsObject *self = PANELS_OBJECT(text);
    return self->selection_start != self->selection_end ? 1 : 0;
}

static gchar *get_selection(AtkText *text, gint index, gint *start, gint *end) {
    PanelsObject *self = PANELS_OBJECT(text);
    if (index != 0 || self->selection_start == self->selection_end) {
        *start = *end = self->selection_end;
        return NULL;
    }
    *start = MIN(self->selection_start, self->selection_end);
    *end = MAX(self->selection_start, self->selection_end);
    return substring(self, *start, *end);
}

static gunichar get_character_at_offset(AtkText *text, gint offset) {
    PanelsObject *self = PANELS_OBJECT(text);
    if (offset < 0 || offset >= self->text_length) return 0;
    return g_utf8_get_char(g_utf8_offset_to_pointer(self->text, offset));
}

/// The span of `granularity` around `offset`: a character, a word (a run of
/// non-spaces), or a line / sentence / paragraph (split at line breaks).
static gchar *string_at(PanelsObject *self, gint offset, AtkTextGranularity granularity, gint *start, gint *end) {
    glong length = self->text_length;
    if (offset < 0) offset = 0;
    if (offset > length) offset = (gint)length;
    if (granularity == ATK_TEXT_GRANULARITY_CHAR) {
        *start = offset;
        *end = offset < length ? offset + 1 : offset;
        return substring(self, *start, *end);
    }
    gunichar *chars = g_utf8_to_ucs4_fast(self->text, -1, NULL);
    gboolean word = granularity == ATK_TEXT_GRANULARITY_WORD;
#define BREAKS(c) (word ? g_unichar_isspace(c) : ((c) == '\n'))
    gint from = offset, to = offset;
    if (word && offset < length && BREAKS(chars[offset])) {
        while (to < length && BREAKS(chars[to])) to++;
    }
    while (from > 0 && !BREAKS(chars[from - 1])) from--;
    while (to < length && !BREAKS(chars[to])) to++;
    if (!word && to < length) to++;  // a line includes its break
#undef BREAKS
    g_free(chars);
    *start = from;
    *end = to;
    return substring(self, from, to);
}

static gchar *get_string_at_offset(AtkText *text, gint offset, AtkTextGranularity granularity, gint *start,
                                   gint *end) {
    return string_at(PANELS_OBJECT(text), offset, granularity, start, end);
}

static gchar *get_text_at_offset(AtkText *text, gint offset, AtkTextBoundary boundary, gint *start, gint *end) {
    AtkTextGranularity granularity = ATK_TEXT_GRANULARITY_LINE;
    switch (boundary) {
    case ATK_TEXT_BOUNDARY_CHAR: granularity = ATK_TEXT_GRANULARITY_CHAR; break;
    case ATK_TEXT_BOUNDARY_WORD_START:
    case ATK_TEXT_BOUNDARY_WORD_END: granularity = ATK_TEXT_GRANULARITY_WORD; break;
    default: break;
    }
    return string_at(PANELS_OBJECT(text), offset, granularity, start, end);
}

static void get_character_extents(AtkText *text, gint offset, gint *x, gint *y, gint *width, gint *height,
                                  AtkCoordType coords) {
    // Glyph positions are the text setter's; the field's box (split evenly) is what is known here.
    PanelsObject *self = PANELS_OBJECT(text);
    gint fx, fy, fw, fh;
    get_extents(ATK_COMPONENT(text), &fx, &fy, &fw, &fh, coords);
    glong count = self->text_length > 0 ? self->text_length : 1;
    *width = (gint)(fw / count);
    *x = fx + (gint)(clamp_offset(self, offset)) * *width;
    *y = fy;
    *height = fh;
}

static void panels_text_init(AtkTextIface *iface) {
    iface->get_text = get_text;
    iface->get_character_count = get_character_count;
    iface->get_caret_offset = get_caret_offset;
    iface->set_caret_offset = set_caret_offset;
    iface->get_n_selections = get_n_selections;
    iface->get_selection = get_selection;
    iface->get_character_at_offset = get_character_at_offset;
    iface->get_string_at_offset = get_string_at_offset;
    iface->get_text_at_offset = get_text_at_offset;
    iface->get_character_extents = get_character_extents;
}

// MARK: AtkEditableText

static void set_text_contents(AtkEditableText *text, const gchar *string) {
    perform(PANELS_OBJECT(text), PANELS_ATK_SET_TEXT, 0, 0, string ? string : "");
}

static void insert_text(AtkEditableText *text, const gchar *string, gint length, gint *position) {
    PanelsObject *self = PANELS_OBJECT(text);
    if (!string || !position) return;
    gint at = clamp_offset(self, *position);
    const gchar *split = g_utf8_offset_to_pointer(self->text, at);
    gchar *inserted = length < 0 ? g_strdup(string) : g_strndup(string, (gsize)length);
    GString *out = g_string_new_len(self->text, split - self->text);
    g_string_append(out, inserted);
    g_string_append(out, split);
    if (perform(self, PANELS_ATK_SET_TEXT, 0, 0, out->str)) *position = at + (gint)g_utf8_strlen(inserted, -1);
    g_free(inserted);
    g_string_free(out, TRUE);
}

static void delete_text(AtkEditableText *text, gint start, gint end) {
    PanelsObject *self = PANELS_OBJECT(text);
    start = clamp_offset(self, start);
    end = clamp_offset(self, end);
    if (end <= start) return;
    const gchar *from = g_utf8_offset_to_pointer(self->text, start);
    const gchar *to = g_utf8_offset_to_pointer(self->text, end);
    GString *out = g_string_new_len(self->text, from - self->text);
    g_string_append(out, to);
    perform(self, PANELS_ATK_SET_TEXT, 0, 0, out->str);
    g_string_free(out, TRUE);
}

static void panels_editable_init(AtkEditableTextIface *iface) {
    iface->set_text_contents = set_text_contents;
    iface->insert_text = insert_text;
    iface->delete_text = delete_text;
}

// MARK: AtkValue

static void get_value_and_text(AtkValue *value, gdouble *number, gchar **text) {
    PanelsObject *self = PANELS_OBJECT(value);
    if (number) *number = self->value;
    if (text) *text = g_strdup(self->value_text ? self->value_text : "");
}

static AtkRange *get_range(AtkValue *value) {
    PanelsObject *self = PANELS_OBJECT(value);
    if (self->minimum > self->maximum) return NULL;
    return atk_range_new(self->minimum, self->maximum, NULL);
}

static gdouble get_increment(AtkValue *value) { return PANELS_OBJECT(value)->step; }

static void set_value(AtkValue *value, gdouble number) {
    perform(PANELS_OBJECT(value), PANELS_ATK_SET_VALUE, 0, number, NULL);
}

static void get_current_value(AtkValue *value, GValue *out) {
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, PANELS_OBJECT(value)->value);
}

static void get_minimum_value(AtkValue *value, GValue *out) {
    PanelsObject *self = PANELS_OBJECT(value);
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, self->minimum > self->maximum ? self->value : self->minimum);
}

static void get_maximum_value(AtkValue *value, GValue *out) {
    PanelsObject *self = PANELS_OBJECT(value);
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, self->minimum > self->maximum ? self->value : self->maximum);
}

static void get_minimum_increment(AtkValue *value, GValue *out) {
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, PANELS_OBJECT(value)->step);
}

static gboolean set_current_value(AtkValue *value, const GValue *number) {
    if (!G_VALUE_HOLDS_DOUBLE(number)) return FALSE;
    return perform(PANELS_OBJECT(value), PANELS_ATK_SET_VALUE, 0, g_value_get_double(number), NULL);
}

static void panels_value_init(AtkValueIface *iface) {
    iface->get_value_and_text = get_value_and_text;
    iface->get_range = get_range;
    iface->get_increment = get_increment;
    iface->set_value = set_value;
    iface->get_current_value = get_current_value;
    iface->get_minimum_value = get_minimum_value;
    iface->get_maximum_value = get_maximum_value;
    iface->get_minimum_increment = get_minimum_increment;
    iface->set_current_value = set_current_value;
}

// MARK: AtkSelection

static gboolean child_is_selected(AtkObject *child) {
    if (!G_TYPE_CHECK_INSTANCE_TYPE(child, panels_object_get_type())) return FALSE;
    uint32_t bits = PANELS_OBJECT(child)->states;
    return (bits & (STATE_SELECTED | STATE_CHECKED)) != 0;
}

/// The selected objects under `self`: its children, and in a table its rows' cells.
static GPtrArray *selected_children(PanelsObject *self) {
    GPtrArray *out = g_ptr_array_new();
    for (guint i = 0; i < self->children->len; i++) {
        AtkObject *child = ATK_OBJECT(g_ptr_array_index(self->children, i));
        if (child_is_selected(child)) {
            g_ptr_array_add(out, child);
        } else if (self->kind == PANELS_ATK_KIND_TABLE) {
            GPtrArray *cells = PANELS_OBJECT(child)->children;
            for (guint j = 0; j < cells->len; j++) {
                AtkObject *cell = ATK_OBJECT(g_ptr_array_index(cells, j));
                if (child_is_selected(cell)) g_ptr_array_add(out, cell);
            }
        }
    }
    return out;
}

static gint action_named(PanelsObject *self, const char *name) {
    for (guint i = 0; i < self->actions->len; i++) {
        if (strcmp(g_ptr_array_index(self->actions, i), name) == 0) return (gint)i;
    }
    return -1;
}

static gboolean add_selection(AtkSelection *selection, gint index) {
    GPtrArray *children = PANELS_OBJECT(selection)->children;
    if (index < 0 || (guint)index >= children->len) return FALSE;
    PanelsObject *child = PANELS_OBJECT(g_ptr_array_index(children, index));
    if (child_is_selected(ATK_OBJECT(child))) return TRUE;
    gint click = action_named(child, "click");
    return click >= 0 && perform(child, PANELS_ATK_DO_ACTION, click, 0, NULL);
}

static gboolean clear_selection(AtkSelection *selection) {
    // Choosing nothing is not something a choice or a list of rows offers.
    (void)selection;
    return FALSE;
}

static AtkObject *ref_selection(AtkSelection *selection, gint index) {
    GPtrArray *selected = selected_children(PANELS_OBJECT(selection));
    AtkObject *out = NULL;
    if (index >= 0 && (guint)index < selected->len) out = g_object_ref(ATK_OBJECT(g_ptr_array_index(selected, index)));
    g_ptr_array_unref(selected);
    return out;
}

static gint get_selection_count(AtkSelection *selection) {
    GPtrArray *selected = selected_children(PANELS_OBJECT(selection));
    gint count = (gint)selected->len;
    g_ptr_array_unref(selected);
    return count;
}

static gboolean is_child_selected(AtkSelection *selection, gint index) {
    GPtrArray *children = PANELS_OBJECT(selection)->children;
    if (index < 0 || (guint)index >= children->len) return FALSE;
    return child_is_selected(ATK_OBJECT(g_ptr_array_index(children, index)));
}

static gboolean remove_selection(AtkSelection *selection, gint index) {
    (void)selection;
    (void)index;
    return FALSE;
}

static void panels_selection_init(AtkSelectionIface *iface) {
    iface->add_selection = add_selection;
    iface->clear_selection = clear_selection;
    iface->ref_selection = ref_selection;
    iface->get_selection_count = get_selection_count;
    iface->is_child_selected = is_child_selected;
    iface->remove_selection = remove_selection;
}

// MARK: AtkTable (a grid: rows laid out, each holding its cells)

/// The laid-out row with data index `row` (from 0), or NULL.
static PanelsObject *table_row(PanelsObject *self, gint row) {
    for (guint i = 0; i < self->children->len; i++) {
        PanelsObject *child = PANELS_OBJECT(g_ptr_array_index(self->children, i));
        if (child->row == row + 1) return child;
    }
    return NULL;
}

static gint table_rows(AtkTable *table) {
    PanelsObject *self = PANELS_OBJECT(table);
    return self->rows >= 0 ? self->rows : (gint)self->children->len;
}

static gint table_columns(AtkTable *table) {
    PanelsObject *self = PANELS_OBJECT(table);
    if (self->columns >= 0) return self->columns;
    guint most = 0;
    for (guint i = 0; i < self->children->len; i++) {
        PanelsObject *row = PANELS_OBJECT(g_ptr_array_index(self->children, i));
        if (ATK_OBJECT(row)->role == ATK_ROLE_TABLE_ROW) most = MAX(most, row->children->len);
    }
    return (gint)most;
}

static AtkObject *table_ref_at(AtkTable *table, gint row, gint column) {
    PanelsObject *self = PANELS_OBJECT(table);
    if (row < 0 || column < 0) return NULL;
    // Cells that know their data column (a grid scrolling sideways lays out only some
    // of its columns, a run of them between each two section headers, each run its
    // own rows) are found by it in every row with that index; the others by their
    // place in the first such row.
    gboolean first = TRUE;
    for (guint r = 0; r < self->children->len; r++) {
        PanelsObject *line = PANELS_OBJECT(g_ptr_array_index(self->children, r));
        if (line->row != row + 1) continue;
        for (guint i = 0; i < line->children->len; i++) {
            PanelsObject *cell = PANELS_OBJECT(g_ptr_array_index(line->children, i));
            if (cell->column == column + 1) return g_object_ref(ATK_OBJECT(cell));
            if (first && cell->column == 0 && i == (guint)column) return g_object_ref(ATK_OBJECT(cell));
        }
        first = FALSE;
    }
    return NULL;
}

/// Cells are numbered row by row, `columns` to a row (AtkTable's index).
static gint table_index_at(AtkTable *table, gint row, gint column) {
    gint columns = table_columns(table);
    if (row < 0 || column < 0 || column >= columns || row >= table_rows(table)) return -1;
    return row * columns + column;
}

static gint table_row_at_index(AtkTable *table, gint index) {
    gint columns = table_columns(table);
    return columns > 0 && index >= 0 ? index / columns : -1;
}

static gint table_column_at_index(AtkTable *table, gint index) {
    gint columns = table_columns(table);
    return columns > 0 && index >= 0 ? index % columns : -1;
}

static gboolean table_is_row_selected(AtkTable *table, gint row) {
    PanelsObject *line = table_row(PANELS_OBJECT(table), row);
    return line && child_is_selected(ATK_OBJECT(line));
}

static gboolean table_is_selected(AtkTable *table, gint row, gint column) {
    if (table_is_row_selected(table, row)) return TRUE;
    AtkObject *cell = table_ref_at(table, row, column);
    gboolean selected = cell && child_is_selected(cell);
    if (cell) g_object_unref(cell);
    return selected;
}

static gint table_extent(AtkTable *table, gint row, gint column) {
    (void)table;
    (void)row;
    (void)column;
    return 1;
}

static void panels_table_init(AtkTableIface *iface) {
    iface->ref_at = table_ref_at;
    iface->get_index_at = table_index_at;
    iface->get_row_at_index = table_row_at_index;
    iface->get_column_at_index = table_column_at_index;
    iface->get_n_rows = table_rows;
    iface->get_n_columns = table_columns;
    iface->get_row_extent_at = table_extent;
    iface->get_column_extent_at = table_extent;
    iface->is_row_selected = table_is_row_selected;
    iface->is_selected = table_is_selected;
}

// MARK: AtkTableCell

static gboolean cell_position(AtkTableCell *cell, gint *row, gint *column) {
    AtkObject *object = ATK_OBJECT(cell);
    AtkObject *line = object->accessible_parent;
    if (!line || !G_TYPE_CHECK_INSTANCE_TYPE(line, panels_object_get_type()) || PANELS_OBJECT(line)->row <= 0)
        return FALSE;
    if (row) *row = PANELS_OBJECT(line)->row - 1;
    if (column) *column = PANELS_OBJECT(object)->column > 0 ? PANELS_OBJECT(object)->column - 1 : get_index_in_parent(object);
    return TRUE;
}

static AtkObject *cell_table(AtkTableCell *cell) {
    AtkObject *line = ATK_OBJECT(cell)->accessible_parent;
    AtkObject *table = line ? line->accessible_parent : NULL;
    return table ? g_object_ref(table) : NULL;
}

static gint cell_span(AtkTableCell *cell) {
    (void)cell;
    return 1;
}

static GPtrArray *cell_headers(AtkTableCell *cell) {
    (void)cell;
    return g_ptr_array_new();
}

static gboolean cell_row_column_span(AtkTableCell *cell, gint *row, gint *column, gint *row_span,
                                     gint *column_span) {
    if (row_span) *row_span = 1;
    if (column_span) *column_span = 1;
    return cell_position(cell, row, column);
}

static void panels_cell_init(AtkTableCellIface *iface) {
    iface->get_position = cell_position;
    iface->get_table = cell_table;
    iface->get_row_span = cell_span;
    iface->get_column_span = cell_span;
    iface->get_row_header_cells = cell_headers;
    iface->get_column_header_cells = cell_headers;
    iface->get_row_column_span = cell_row_column_span;
}

// MARK: The API Swift uses

void panels_atk_register_types(void) {
    const GType interfaces[] = {
        ATK_TYPE_COMPONENT, ATK_TYPE_ACTION,    ATK_TYPE_TEXT,  ATK_TYPE_EDITABLE_TEXT, ATK_TYPE_VALUE,
        ATK_TYPE_WINDOW,    ATK_TYPE_SELECTION, ATK_TYPE_TABLE, ATK_TYPE_TABLE_CELL,
    };
    for (size_t i = 0; i < G_N_ELEMENTS(interfaces); i++) g_type_default_interface_ref(interfaces[i]);
    const GType types[] = {
        panels_object_get_type(),       panels_text_object_get_type(),        panels_value_object_get_type(),
        panels_window_object_get_type(), panels_static_text_object_get_type(), panels_selection_object_get_type(),
        panels_table_object_get_type(), panels_cell_object_get_type(),
    };
    for (size_t i = 0; i < G_N_ELEMENTS(types); i++) g_type_class_ref(types[i]);
}

PanelsATKObject *panels_atk_object_new(PanelsATKKind kind, uint64_t handle) {
    GType type = panels_object_get_type();
    switch (kind) {
    case PANELS_ATK_KIND_TEXT: type = panels_text_object_get_type(); break;
    case PANELS_ATK_KIND_VALUE: type = panels_value_object_get_type(); break;
    case PANELS_ATK_KIND_WINDOW: type = panels_window_object_get_type(); break;
    case PANELS_ATK_KIND_STATIC_TEXT: type = panels_static_text_object_get_type(); break;
    case PANELS_ATK_KIND_SELECTION: type = panels_selection_object_get_type(); break;
    case PANELS_ATK_KIND_TABLE: type = panels_table_object_get_type(); break;
    case PANELS_ATK_KIND_CELL: type = panels_cell_object_get_type(); break;
    default: break;
    }
    PanelsObject *self = g_object_new(type, NULL);
    self->kind = kind;
    self->handle = handle;
    atk_object_initialize(ATK_OBJECT(self), NULL);
    return (PanelsATKObject *)self;
}

void panels_atk_unref(PanelsATKObject *object) { g_object_unref(object); }

void panels_atk_object_retire(PanelsATKObject *object) {
    PanelsObject *self = PANELS_OBJECT(object);
    if (self->retired) return;
    panels_atk_set_children(object, NULL, 0);
    clear_relations(self);
    self->retired = TRUE;
    atk_object_notify_state_change(ATK_OBJECT(self), ATK_STATE_DEFUNCT, TRUE);
}

static const struct {
    const char *name;
    AtkRole role;
} roles[] = {
    {"window", ATK_ROLE_FRAME},
    {"group", ATK_ROLE_PANEL},
    {"text", ATK_ROLE_LABEL},
    {"heading", ATK_ROLE_HEADING},
    {"button", ATK_ROLE_PUSH_BUTTON},
    {"textField", ATK_ROLE_ENTRY},
    {"secureTextField", ATK_ROLE_PASSWORD_TEXT},
    {"textArea", ATK_ROLE_ENTRY},
    {"image", ATK_ROLE_IMAGE},
    {"scrollArea", ATK_ROLE_SCROLL_PANE},
    {"list", ATK_ROLE_LIST},
    {"listItem", ATK_ROLE_LIST_ITEM},
    {"grid", ATK_ROLE_TABLE},
    {"gridRow", ATK_ROLE_TABLE_ROW},
    {"gridCell", ATK_ROLE_TABLE_CELL},
    {"dialog", ATK_ROLE_DIALOG},
    {"alertDialog", ATK_ROLE_ALERT},
    {"navigation", ATK_ROLE_LANDMARK},
    {"adjustable", ATK_ROLE_SLIDER},
    {"separator", ATK_ROLE_SEPARATOR},
    {"toggle", ATK_ROLE_TOGGLE_BUTTON},
    {"checkbox", ATK_ROLE_CHECK_BOX},
    {"progress", ATK_ROLE_PROGRESS_BAR},
    {"choice", ATK_ROLE_GROUPING},
    {"tabList", ATK_ROLE_PAGE_TAB_LIST},
    {"tab", ATK_ROLE_PAGE_TAB},
    {"menu", ATK_ROLE_MENU},
    {"menuItem", ATK_ROLE_MENU_ITEM},
    {"spinButton", ATK_ROLE_SPIN_BUTTON},
    {"radioButton", ATK_ROLE_RADIO_BUTTON},
    {"link", ATK_ROLE_LINK},
    {"application", ATK_ROLE_APPLICATION},
    // Export-only names (not `AccessibilityRole`s): a pop-up choice.
    {"comboBox", ATK_ROLE_COMBO_BOX},
};

void panels_atk_set_role(PanelsATKObject *object, const char *name) {
    AtkRole role = ATK_ROLE_UNKNOWN;
    for (size_t i = 0; i < G_N_ELEMENTS(roles); i++) {
        if (strcmp(roles[i].name, name) == 0) {
            role = roles[i].role;
            break;
        }
    }
    if (ATK_OBJECT(object)->role != role) atk_object_set_role(ATK_OBJECT(object), role);
}

void panels_atk_set_name(PanelsATKObject *object, const char *name) {
    const gchar *old = ATK_OBJECT(object)->name;
    if (old && strcmp(old, name) == 0) return;
    atk_object_set_name(ATK_OBJECT(object), name);
}

void panels_atk_set_description(PanelsATKObject *object, const char *description) {
    const gchar *old = ATK_OBJECT(object)->description;
    if ((old ? old : "")[0] == 0 && description[0] == 0) return;
    if (old && strcmp(old, description) == 0) return;
    atk_object_set_description(ATK_OBJECT(object), description);
}

void panels_atk_set_levels(PanelsATKObject *object, int32_t heading, int32_t row, int32_t rows) {
    PanelsObject *self = PANELS_OBJECT(object);
    self->heading = heading;
    self->row = row;
    self->rows = rows;
}

void panels_atk_set_columns(PanelsATKObject *object, int32_t column, int32_t columns) {
    PanelsObject *self = PANELS_OBJECT(object);
    self->column = column;
    self->columns = columns;
}

void panels_atk_set_states(PanelsATKObject *object, uint32_t states) {
    PanelsObject *self = PANELS_OBJECT(object);
    AtkRole role = ATK_OBJECT(object)->role;
    guint64 before = atk_states(self->states, role, self->retired);
    self->states = states;
    guint64 after = atk_states(states, role, self->retired);
    guint64 changed = before ^ after;
    for (int state = 0; changed && state < 64; state++) {
        guint64 bit = (guint64)1 << state;
        if (!(changed & bit)) continue;
        atk_object_notify_state_change(ATK_OBJECT(object), (AtkState)state, (after & bit) != 0);
    }
    if ((changed & ((guint64)1 << ATK_STATE_FOCUSED)) && (after & ((guint64)1 << ATK_STATE_FOCUSED)))
        atk_focus_tracker_notify(ATK_OBJECT(object));
    // The container whose selection this is (a list, a choice; a grid two levels up) says so.
    guint64 chosen = ((guint64)1 << ATK_STATE_SELECTED) | ((guint64)1 << ATK_STATE_CHECKED);
    if (changed & chosen) {
        AtkObject *parent = ATK_OBJECT(object)->accessible_parent;
        for (int level = 0; parent && level < 2; level++, parent = parent->accessible_parent) {
            if (ATK_IS_SELECTION(parent)) {
                g_signal_emit_by_name(parent, "selection-changed");
                break;
            }
        }
    }
}

void panels_atk_set_xml_role(PanelsATKObject *object, const char *role) {
    PanelsObject *self = PANELS_OBJECT(object);
    if (g_strcmp0(self->xml_role ? self->xml_role : "", role) == 0) return;
    g_free(self->xml_role);
    self->xml_role = role[0] ? g_strdup(role) : NULL;
}

void panels_atk_set_static_text(PanelsATKObject *object, const char *text) { panels_atk_set_text(object, text, 0, 0); }

void panels_atk_set_frame(PanelsATKObject *object, double x, double y, double width, double height) {
    PanelsObject *self = PANELS_OBJECT(object);
    if (self->x == x && self->y == y && self->width == width && self->height == height) return;
    self->x = x;
    self->y = y;
    self->width = width;
    self->height = height;
    AtkRectangle rect = {(gint)x, (gint)y, (gint)width, (gint)height};
    g_signal_emit_by_name(object, "bounds-changed", &rect);
}

void panels_atk_set_origin(PanelsATKObject *object, int32_t x, int32_t y) {
    PANELS_OBJECT(object)->origin_x = x;
    PANELS_OBJECT(object)->origin_y = y;
}

void panels_atk_set_actions(PanelsATKObject *object, const char *const *names, int32_t count) {
    GPtrArray *actions = PANELS_OBJECT(object)->actions;
    g_ptr_array_set_size(actions, 0);
    for (int32_t i = 0; i < count; i++) g_ptr_array_add(actions, g_strdup(names[i]));
}

void panels_atk_set_text(PanelsATKObject *object, const char *text, int32_t selection_start, int32_t selection_end) {
    PanelsObject *self = PANELS_OBJECT(object);
    if (strcmp(self->text, text) != 0) {
        // The changed span: what differs between the common prefix and suffix.
        glong old_length = self->text_length, new_length = g_utf8_strlen(text, -1);
        const gchar *a = self->text, *b = text;
        glong prefix = 0;
        while (*a && *b && g_utf8_get_char(a) == g_utf8_get_char(b)) {
            a = g_utf8_next_char(a);
            b = g_utf8_next_char(b);
            prefix++;
        }
        glong suffix = 0;
        while (suffix < old_length - prefix && suffix < new_length - prefix &&
               g_utf8_get_char(g_utf8_offset_to_pointer(self->text, old_length - 1 - suffix)) ==
                   g_utf8_get_char(g_utf8_offset_to_pointer(text, new_length - 1 - suffix)))
            suffix++;
        glong removed = old_length - prefix - suffix, added = new_length - prefix - suffix;
        if (removed > 0) {
            gchar *gone = g_utf8_substring(self->text, prefix, prefix + removed);
            g_signal_emit_by_name(object, "text-remove", (gint)prefix, (gint)removed, gone);
            g_free(gone);
        }
        g_free(self->text);
        self->text = g_strdup(text);
        self->text_length = new_length;
        if (added > 0) {
            gchar *new = g_utf8_substring(text, prefix, prefix + added);
            g_signal_emit_by_name(object, "text-insert", (gint)prefix, (gint)added, new);
            g_free(new);
        }
    }
    gboolean caret_moved = selection_end != self->selection_end;
    gboolean selection_changed =
        selection_start != self->selection_start || (selection_start != selection_end && caret_moved);
    self->selection_start = selection_start;
    self->selection_end = selection_end;
    if (caret_moved) g_signal_emit_by_name(object, "text-caret-moved", (gint)selection_end);
    if (selection_changed) g_signal_emit_by_name(object, "text-selection-changed");
}

void panels_atk_set_value(PanelsATKObject *object, double number, double minimum, double maximum, double step,
                          const char *text) {
    PanelsObject *self = PANELS_OBJECT(object);
    gboolean changed = self->value != number || !self->value_text || strcmp(self->value_text, text) != 0;
    self->minimum = minimum;
    self->maximum = maximum;
    self->step = step;
    if (!changed) return;
    gboolean first = self->value_text == NULL;
    self->value = number;
    g_free(self->value_text);
    self->value_text = g_strdup(text);
    if (first) return;
    g_signal_emit_by_name(object, "value-changed", number, text);
    g_object_notify(G_OBJECT(object), "accessible-value");
}

void panels_atk_set_children(PanelsATKObject *object, PanelsATKObject *const *children, int32_t count) {
    PanelsObject *self = PANELS_OBJECT(object);
    GPtrArray *old = self->children;
    gboolean same = old->len == (guint)count;
    for (int32_t i = 0; same && i < count; i++) same = g_ptr_array_index(old, i) == (gpointer)children[i];
    if (same) return;
    GPtrArray *new = g_ptr_array_new_full((guint)count, g_object_unref);
    for (int32_t i = 0; i < count; i++) g_ptr_array_add(new, g_object_ref(children[i]));
    // Removed children first (from the end, so indices stay right), then the added ones.
    for (guint i = old->len; i > 0; i--) {
        gpointer child = g_ptr_array_index(old, i - 1);
        if (g_ptr_array_find(new, child, NULL)) continue;
        g_object_ref(child);
        g_ptr_array_remove_index(old, i - 1);
        if (ATK_OBJECT(child)->accessible_parent == ATK_OBJECT(object)) ATK_OBJECT(child)->accessible_parent = NULL;
        g_signal_emit_by_name(object, "children-changed::remove", (guint)(i - 1), child);
        g_object_unref(child);
    }
    self->children = new;
    for (guint i = 0; i < new->len; i++) {
        AtkObject *child = ATK_OBJECT(g_ptr_array_index(new, i));
        gboolean was = g_ptr_array_find(old, child, NULL);
        if (child->accessible_parent != ATK_OBJECT(object)) atk_object_set_parent(child, ATK_OBJECT(object));
        if (!was) g_signal_emit_by_name(object, "children-changed::add", i, child);
    }
    g_ptr_array_unref(old);
}

void panels_atk_window_activate(PanelsATKObject *window, bool active) {
    g_signal_emit_by_name(window, active ? "activate" : "deactivate");
}

/// The first focused object under `object`, depth first (NULL: none).
static AtkObject *focused_under(PanelsObject *object) {
    for (guint i = 0; i < object->children->len; i++) {
        PanelsObject *child = g_ptr_array_index(object->children, i);
        AtkObject *found = focused_under(child);
        if (found) return found;
        if (!child->retired && (child->states & STATE_FOCUSED)) return ATK_OBJECT(child);
    }
    return NULL;
}

void panels_atk_announce(PanelsATKObject *root) {
    PanelsObject *application = PANELS_OBJECT(root);
    for (guint i = 0; i < application->children->len; i++) {
        PanelsObject *window = g_ptr_array_index(application->children, i);
        if (window->retired || !(window->states & PANELS_ATK_STATE_ACTIVE)) continue;
        g_signal_emit_by_name(window, "activate");
        AtkObject *focused = focused_under(window);
        if (!focused && (window->states & STATE_FOCUSED)) focused = ATK_OBJECT(window);
        if (focused) {
            atk_object_notify_state_change(focused, ATK_STATE_FOCUSED, TRUE);
            atk_focus_tracker_notify(focused);
        }
    }
}

void panels_atk_set_relation(PanelsATKObject *object, PanelsATKRelation kind, PanelsATKObject *const *targets,
                             int32_t count) {
    PanelsObject *self = PANELS_OBJECT(object);
    if ((int)kind < 0 || kind >= PANELS_ATK_RELATION_COUNT || self->retired) return;
    GPtrArray *old = self->relations[kind];
    gboolean same = (old ? old->len : 0) == (guint)count;
    for (int32_t i = 0; same && i < count; i++) same = g_ptr_array_index(old, i) == (gpointer)targets[i];
    if (same) return;
    g_clear_pointer(&self->relations[kind], g_ptr_array_unref);
    if (count == 0) return;
    GPtrArray *new = g_ptr_array_new_full((guint)count, g_object_unref);
    for (int32_t i = 0; i < count; i++) g_ptr_array_add(new, g_object_ref(targets[i]));
    self->relations[kind] = new;
}

void panels_atk_set_active_descendant(PanelsATKObject *object, PanelsATKObject *descendant) {
    PanelsObject *self = PANELS_OBJECT(object);
    if ((gpointer)self->active_descendant == (gpointer)descendant || self->retired) return;
    g_clear_object(&self->active_descendant);
    if (!descendant) return;
    self->active_descendant = g_object_ref(ATK_OBJECT(descendant));
    g_signal_emit_by_name(object, "active-descendant-changed", self->active_descendant);
}
