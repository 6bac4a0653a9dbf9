// Starting the AT-SPI export: whether the desktop asks for it, ATK's root and global
// event listeners (what GTK provides for its own objects), atk-bridge, and GLib's main
// context pumped from the window loop's wait (see include/panels_atk.h).
#define _GNU_SOURCE
#define ATK_DISABLE_DEPRECATION_WARNINGS
#define GLIB_DISABLE_DEPRECATION_WARNINGS
#include <atk/atk.h>
#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <poll.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

#include "panels_atk.h"
#include "panels_atk_private.h"

// atk-bridge's two entry points (its header only declares these).
int atk_bridge_adaptor_init(int *argc, char **argv[]);

// MARK: org.a11y.Status

static gboolean status_property(GDBusConnection *connection, const char *name, int timeout_ms) {
    GError *error = NULL;
    GVariant *reply = g_dbus_connection_call_sync(
        connection, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get",
        g_variant_new("(ss)", "org.a11y.Status", name), G_VARIANT_TYPE("(v)"), G_DBUS_CALL_FLAGS_NO_AUTO_START,
        timeout_ms, NULL, &error);
    if (!reply) {
        g_clear_error(&error);
        return FALSE;
    }
    GVariant *value = NULL;
    g_variant_get(reply, "(v)", &value);
    gboolean on = g_variant_is_of_type(value, G_VARIANT_TYPE_BOOLEAN) && g_variant_get_boolean(value);
    g_variant_unref(value);
    g_variant_unref(reply);
    return on;
}

/// The session bus's address (DBUS_SESSION_BUS_ADDRESS, else $XDG_RUNTIME_DIR/bus when
/// it exists), never GIO's autolaunch; NULL when none is known.
static gchar *session_bus_address(void) {
    const char *given = getenv("DBUS_SESSION_BUS_ADDRESS");
    if (given && given[0]) return g_strdup(given);
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    if (!runtime || !runtime[0]) return NULL;
    gchar *path = g_build_filename(runtime, "bus", NULL);
    gchar *address = g_file_test(path, G_FILE_TEST_EXISTS) ? g_strdup_printf("unix:path=%s", path) : NULL;
    g_free(path);
    return address;
}

static GDBusConnection *session_bus(void) {
    gchar *address = session_bus_address();
    if (!address) return NULL;
    GError *error = NULL;
    GDBusConnection *connection = g_dbus_connection_new_for_address_sync(
        address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
        NULL, NULL, &error);
    g_free(address);
    g_clear_error(&error);
    return connection;
}

static gboolean status_enabled(GDBusConnection *connection, int timeout_ms) {
    return status_property(connection, "IsEnabled", timeout_ms) ||
           status_property(connection, "ScreenReaderEnabled", timeout_ms);
}

bool panels_atk_bus_enabled(int timeout_ms) {
    GDBusConnection *connection = session_bus();
    if (!connection) return false;
    gboolean on = status_enabled(connection, timeout_ms);
    g_dbus_connection_close_sync(connection, NULL, NULL);
    g_object_unref(connection);
    return on;
}

// MARK: Watching org.a11y.Status (assistive technology turned on later)

typedef struct {
    GDBusConnection *connection;
    GMainLoop *loop;
    void (*enabled)(void);
} Watch;

static void status_changed(GDBusConnection *connection, const gchar *sender, const gchar *path,
                           const gchar *interface, const gchar *signal, GVariant *parameters, gpointer data) {
    (void)connection;
    (void)sender;
    (void)path;
    (void)interface;
    (void)signal;
    Watch *watch = data;
    if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE("(sa{sv}as)"))) return;
    GVariant *changed = g_variant_get_child_value(parameters, 1);
    gboolean on = FALSE;
    const char *names[] = {"IsEnabled", "ScreenReaderEnabled"};
    for (size_t i = 0; i < G_N_ELEMENTS(names) && !on; i++) {
        GVariant *value = g_variant_lookup_value(changed, names[i], G_VARIANT_TYPE_BOOLEAN);
        if (value) {
            on = g_variant_get_boolean(value);
            g_variant_unref(value);
        }
    }
    g_variant_unref(changed);
    if (on) g_main_loop_quit(watch->loop);
}

/// The launcher (org.a11y.Bus) appeared on the bus: it may start with assistive
/// technology on (its settings say so), which no PropertiesChanged announces.
static void launcher_appeared(GDBusConnection *connection, const gchar *sender, const gchar *path,
                              const gchar *interface, const gchar *signal, GVariant *parameters, gpointer data) {
    (void)sender;
    (void)path;
    (void)interface;
    (void)signal;
    Watch *watch = data;
    const gchar *name = NULL, *old_owner = NULL, *new_owner = NULL;
    if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE("(sss)"))) return;
    g_variant_get(parameters, "(&s&s&s)", &name, &old_owner, &new_owner);
    if (new_owner[0] && status_enabled(connection, 2000)) g_main_loop_quit(watch->loop);
}

static void *watch_status(void *data) {
    Watch *watch = data;
    GMainContext *context = g_main_context_new();
    g_main_context_push_thread_default(context);
    watch->loop = g_main_loop_new(context, FALSE);
    // Any sender: the launcher's unique name is what a signal carries.
    guint subscription = g_dbus_connection_signal_subscribe(
        watch->connection, NULL, "org.freedesktop.DBus.Properties", "PropertiesChanged", "/org/a11y/bus",
        "org.a11y.Status", G_DBUS_SIGNAL_FLAGS_NONE, status_changed, watch, NULL);
    guint appeared = g_dbus_connection_signal_subscribe(
        watch->connection, "org.freedesktop.DBus", "org.freedesktop.DBus", "NameOwnerChanged", "/org/freedesktop/DBus",
        "org.a11y.Bus", G_DBUS_SIGNAL_FLAGS_NONE, launcher_appeared, watch, NULL);
    // A round trip: the bus has the match rule once it answers; then look again, in
    // case it turned on before that.
    GVariant *reply = g_dbus_connection_call_sync(watch->connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                  "org.freedesktop.DBus", "GetId", NULL, NULL,
                                                  G_DBUS_CALL_FLAGS_NONE, 5000, NULL, NULL);
    if (reply) g_variant_unref(reply);
    pthread_setname_np(pthread_self(), "panels-a11y");
    if (!status_enabled(watch->connection, 2000)) g_main_loop_run(watch->loop);
    g_dbus_connection_signal_unsubscribe(watch->connection, subscription);
    g_dbus_connection_signal_unsubscribe(watch->connection, appeared);
    g_dbus_connection_close_sync(watch->connection, NULL, NULL);
    g_object_unref(watch->connection);
    g_main_loop_unref(watch->loop);
    g_main_context_pop_thread_default(context);
    g_main_context_unref(context);
    watch->enabled();
    g_free(watch);
    return NULL;
}

bool panels_atk_watch_bus(void (*enabled)(void)) {
    GDBusConnection *connection = session_bus();
    if (!connection) return false;
    Watch *watch = g_new0(Watch, 1);
    watch->connection = connection;
    watch->enabled = enabled;
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 256 << 10);
    int failed = pthread_create(&thread, &attributes, watch_status, watch);
    pthread_attr_destroy(&attributes);
    if (failed) {
        g_object_unref(connection);
        g_free(watch);
        return false;
    }
    pthread_detach(thread);
    return true;
}

// MARK: AtkUtil: the root, the toolkit, global event listeners

static AtkObject *application = NULL;

typedef struct {
    guint signal;
    gulong hook;
} Listener;

static GHashTable *listeners = NULL;
static guint next_listener = 1;
/// Set when the first listener of a set arrives (the bridge found its first client);
/// cleared once what was already true has been announced again.
static gboolean listeners_arrived = FALSE;

/// "Toolkit:Type:signal" (as atk-bridge asks, e.g. "Gtk:AtkObject:state-change") becomes
/// an emission hook on that signal of that ATK type. "window:…" (two parts) is not
/// supported: windows send AtkWindow's signals, which the bridge then listens to.
static guint add_global_event_listener(GSignalEmissionHook listener, const gchar *event_type) {
    gchar **parts = g_strsplit(event_type, ":", 3);
    guint id = 0;
    if (g_strv_length(parts) == 3) {
        GType type = g_type_from_name(parts[1]);
        guint signal = type ? g_signal_lookup(parts[2], type) : 0;
        if (signal) {
            Listener *entry = g_new0(Listener, 1);
            entry->signal = signal;
            entry->hook = g_signal_add_emission_hook(signal, 0, listener, NULL, NULL);
            if (g_hash_table_size(listeners) == 0) listeners_arrived = TRUE;
            id = next_listener++;
            g_hash_table_insert(listeners, GUINT_TO_POINTER(id), entry);
        }
    }
    g_strfreev(parts);
    return id;
}

static void remove_global_event_listener(guint id) {
    Listener *entry = g_hash_table_lookup(listeners, GUINT_TO_POINTER(id));
    if (!entry) return;
    g_signal_remove_emission_hook(entry->signal, entry->hook);
    g_hash_table_remove(listeners, GUINT_TO_POINTER(id));
}

static guint add_key_event_listener(AtkKeySnoopFunc listener, gpointer data) {
    (void)listener;
    (void)data;
    return 0;
}

static void remove_key_event_listener(guint id) { (void)id; }

static AtkObject *get_root(void) { return application; }
static const gchar *get_toolkit_name(void) { return "Panels"; }
static const gchar *get_toolkit_version(void) { return "1.0"; }

PanelsATKObject *panels_atk_application(void) { return (PanelsATKObject *)application; }

bool panels_atk_start(const char *application_name, PanelsATKPerform perform, const char **error) {
    static gboolean started = FALSE;
    if (started) {
        *error = "the AT-SPI export was started already";
        return false;
    }
    started = TRUE;
    panels_atk_perform = perform;
    listeners = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_free);
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->add_global_event_listener = add_global_event_listener;
    util->remove_global_event_listener = remove_global_event_listener;
    util->add_key_event_listener = add_key_event_listener;
    util->remove_key_event_listener = remove_key_event_listener;
    util->get_root = get_root;
    util->get_toolkit_name = get_toolkit_name;
    util->get_toolkit_version = get_toolkit_version;
    // The interface types, so the bridge can find their signals by name.
    g_type_class_unref(g_type_class_ref(ATK_TYPE_OBJECT));
    panels_atk_register_types();
    application = (AtkObject *)panels_atk_object_new(PANELS_ATK_KIND_PLAIN, 0);
    atk_object_set_role(application, ATK_ROLE_APPLICATION);
    atk_object_set_name(application, application_name);
    g_set_prgname(application_name);
    if (atk_bridge_adaptor_init(NULL, NULL) != 0) {
        *error = "atk-bridge could not reach the accessibility bus";
        return false;
    }
    return true;
}

/// atk-bridge adds its listeners (our `add_global_event_listener`) only once it has a
/// client: an assistive technology already listening when the registry answers its
/// GetRegisteredEvents (sent after the Embed reply), one registering later, or one
/// calling into the app. Until then every ATK signal is dropped, so what the first
/// frames said (the window activated, the focus) never left the app when assistive
/// technology was on at launch: a screen reader started at login heard nothing until
/// the user acted. When the listeners arrive, what is already true is said again.
static void announce_if_listening(void) {
    if (!listeners_arrived || g_hash_table_size(listeners) == 0) return;
    listeners_arrived = FALSE;
    if (application) panels_atk_announce((PanelsATKObject *)application);
}

// MARK: GLib's main context, pumped from the window loop's wait

enum { WATCH_IDLE, WATCH_HANDED, WATCH_POLLING };
enum { WATCH_CAPACITY = 64 };

static pthread_mutex_t watch_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t watch_changed = PTHREAD_COND_INITIALIZER;
static int watch_state = WATCH_IDLE;
static int watch_cancel[2] = {-1, -1};
static struct pollfd watch_fds[WATCH_CAPACITY + 1];
static int watch_count = 0;
static void (*watch_wake)(void) = NULL;

static void *watch(void *unused) {
    (void)unused;
    struct pollfd fds[WATCH_CAPACITY + 1];
    pthread_mutex_lock(&watch_lock);
    for (;;) {
        while (watch_state != WATCH_HANDED) pthread_cond_wait(&watch_changed, &watch_lock);
        watch_state = WATCH_POLLING;
        int count = watch_count;
        memcpy(fds, watch_fds, sizeof(struct pollfd) * (size_t)(count + 1));
        pthread_mutex_unlock(&watch_lock);
        int ready;
        do {
            ready = poll(fds, (nfds_t)(count + 1), -1);
        } while (ready < 0 && errno == EINTR);
        gboolean cancelled = (fds[0].revents & POLLIN) != 0;
        if (cancelled) {
            char drain[16];
            while (read(watch_cancel[0], drain, sizeof drain) > 0) {}
        }
        gboolean glib_ready = FALSE;
        for (int i = 1; i <= count; i++) glib_ready = glib_ready || fds[i].revents != 0;
        if (glib_ready && !cancelled && watch_wake) watch_wake();
        pthread_mutex_lock(&watch_lock);
        watch_state = WATCH_IDLE;
        pthread_cond_broadcast(&watch_changed);
    }
    return NULL;
}

int32_t panels_atk_glib_before_wait(void (*wake)(void)) {
    static gboolean started = FALSE;
    if (!started) {
        started = TRUE;
        watch_wake = wake;
        if (pipe2(watch_cancel, O_NONBLOCK | O_CLOEXEC) == 0) {
            pthread_t thread;
            pthread_attr_t attributes;
            pthread_attr_init(&attributes);
            pthread_attr_setstacksize(&attributes, 64 << 10);
            if (pthread_create(&thread, &attributes, watch, NULL) == 0) pthread_detach(thread);
            pthread_attr_destroy(&attributes);
        }
    }
    // The helper stops looking before the context is run (its descriptors change).
    pthread_mutex_lock(&watch_lock);
    if (watch_state != WATCH_IDLE) {
        if (watch_state == WATCH_POLLING) {
            char byte = 1;
            ssize_t written = write(watch_cancel[1], &byte, 1);
            (void)written;
        }
        while (watch_state == WATCH_POLLING) pthread_cond_wait(&watch_changed, &watch_lock);
        watch_state = WATCH_IDLE;
    }
    pthread_mutex_unlock(&watch_lock);

    GMainContext *context = g_main_context_default();
    if (!g_main_context_acquire(context)) return 10;
    for (int i = 0; i < 64 && g_main_context_iteration(context, FALSE); i++) {}
    announce_if_listening();
    gint priority = 0, timeout = -1;
    GPollFD fds[WATCH_CAPACITY];
    g_main_context_prepare(context, &priority);
    gint count = g_main_context_query(context, priority, &timeout, fds, WATCH_CAPACITY);
    if (count > WATCH_CAPACITY) count = WATCH_CAPACITY;
    // Finish the cycle without waiting: sources due now run on the next call.
    for (gint i = 0; i < count; i++) fds[i].revents = 0;
    if (g_main_context_check(context, priority, fds, count)) {
        g_main_context_dispatch(context);
        announce_if_listening();
        timeout = 0;
    }
    g_main_context_release(context);

    if (watch_cancel[0] >= 0) {
        pthread_mutex_lock(&watch_lock);
        watch_fds[0] = (struct pollfd){.fd = watch_cancel[0], .events = POLLIN};
        for (gint i = 0; i < count; i++)
            watch_fds[i + 1] = (struct pollfd){.fd = fds[i].fd, .events = (short)fds[i].events};
        watch_count = count;
        watch_state = WATCH_HANDED;
        pthread_cond_signal(&watch_changed);
        pthread_mutex_unlock(&watch_lock);
    } else if (timeout < 0 || timeout > 50) {
        timeout = 50;  // no helper: look again soon
    }
    return timeout;
}
