#!/usr/bin/python3
"""End-to-end check of Panels' AT-SPI export, read back as a screen reader reads it.

Usage (with an X display):
    /usr/bin/python3 Tests/ATSPI/atspi_check.py PATH/TO/Gallery PATH/TO/Search
(`--launch-phase PATH/TO/Gallery` is the check's own sub-step, run inside its bus.)

It runs itself again inside a session bus of its own (`dbus-run-session`), with
SIGTERM and SIGINT unblocked and at their defaults first: a parent that blocks or
ignores them (a test runner watching signals) would hand that on to the bus daemons,
which then outlive the check.

Opens the Gallery on its controls scene with assistive technology off, waits until
it watches org.a11y.Status, then turns assistive technology on the way a desktop does
(IsEnabled on the session's accessibility bus, which dbus activates from
at-spi2-core) and finds the Gallery registering late. Checks through pyatspi: the
application, its window and its controls with their roles and names; a switch's and
a tab button's `click` action (the app's state changes, seen in the tree); grab focus
and Tab (focus events arrive); a slider's increment (its value changes), its range
and a value set; a progress bar's number; a segmented choice's Selection (its chosen
option checked, with its place in the set; choosing another); a pop-up choice's value;
a caption's Text; an entry field's text and caret set and read back. On the lists
scene: a selectable list's Selection and its rows' places, the photo grid's Table
(rows, columns, the cell at a row and column). On the popovers scene: a popover
opening takes the focus as a dialog; the navigation scene's classes as list items. Then
the idle CPU; a Gallery started with assistive technology already on and a listener
that never calls into it (a screen reader started at login): the window's activation
and the focus arrive from the first frames, and Tab brings a focus event; and the
Search demo (started with assistive technology on): its field found, typed into, ↓
reading the highlighted suggestion as the field's active descendant, its relations,
and its results read as list items. Every wait is for an event or a state, with a deadline (ATSPI_TIMEOUT
seconds, default 30). Prints one line per check; exits 1 with the reason on the
first failure.
"""

import os
import signal
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402
import pyatspi  # noqa: E402

TIMEOUT = float(os.environ.get("ATSPI_TIMEOUT", "30"))
# libatspi gives up on a call the app has not answered in 0.8 s. The app answers
# between frames; under the sanitizers a scene's first frame takes longer than that,
# so calls get a few seconds here (an event's wait still has TIMEOUT).
Atspi.set_timeout(8_000, 15_000)
events = []
STARTED = time.monotonic()
app_process = None


processes = []


def fail(message):
    print(f"FAIL: {message}", flush=True)
    for process in processes:
        process.terminate()
        try:
            out, _ = process.communicate(timeout=10)
            print(f"--- {process.args[0]}'s output ---\n" + (out or ""), flush=True)
        except subprocess.TimeoutExpired:
            process.kill()
    sys.exit(1)


def ok(message):
    print(f"ok ({time.monotonic() - STARTED:.1f} s): {message}", flush=True)


def wait_for(what, predicate, timeout=TIMEOUT, details=None):
    """Runs GLib's main context (events arrive there) until `predicate` returns a
    truthy value, or fails after `timeout` seconds naming `what` (and what `details`
    returns)."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + timeout
    # A tick so a deadline passes even when no event comes.
    tick = GLib.timeout_add(50, lambda: True)
    try:
        while True:
            try:
                result = predicate()
            except GLib.Error:
                result = None
            if result:
                return result
            if time.monotonic() > deadline:
                fail(f"timed out after {timeout:.0f} s waiting for {what}" + (f"\n{details()}" if details else ""))
            context.iteration(True)
    finally:
        GLib.source_remove(tick)


def on_event(event):
    events.append(event)


def event_seen(kind, source=None, detail1=None, since=0):
    for event in events[since:]:
        if not event.type.startswith(kind):
            continue
        if source is not None and event.source != source:
            continue
        if detail1 is not None and event.detail1 != detail1:
            continue
        return event
    return None


def find(root, role, name):
    """The first descendant of `root` with `role` and `name`, depth first."""
    return pyatspi.findDescendant(root, lambda node: node is not None and node.getRole() == role and node.name == name)


def collect(root):
    """Every descendant of `root` by (role, name), the first of each in reading order."""
    found = {}
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        found.setdefault((node.getRole(), node.name), node)
        stack.extend(reversed([child for child in node]))
    return found


def attributes(node):
    """The object attributes of `node` as a dict ("posinset": "1", …)."""
    out = {}
    for pair in node.getAttributes() or []:
        key, _, value = pair.partition(":")
        out[key] = value
    return out


def thread_names(pid):
    names = []
    for thread in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{thread}/comm") as comm:
                names.append(comm.read().strip())
        except OSError:
            pass  # the thread ended
    return names


def launch(path, *arguments):
    """Starts a demo with the environment a desktop would give it (the bus decides)."""
    environment = dict(os.environ)
    for name in ("PANELS_ACCESSIBILITY", "NO_AT_BRIDGE", "PANELS_ATSPI_CHECK_SESSION"):
        environment.pop(name, None)
    process = subprocess.Popen(
        [path, *arguments], env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    processes.append(process)
    return process


def find_app(desktop, name):
    return wait_for(
        f"{name} on the accessibility bus", lambda: next((a for a in desktop if a is not None and a.name == name), None))


def focus_event(since, predicate):
    for event in events[since:]:
        if event.type.startswith("object:state-changed:focused") and event.detail1 == 1 and predicate(event.source):
            return event
    return None


def states(node):
    node.clearCache()
    return node.getState()


def action_index(node, name):
    action = node.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == name:
            return index
    fail(f"{node.getRoleName()} {node.name!r} has no action {name!r}")


def cpu_seconds(pid):
    """CPU time of `pid`, its ended threads included (/proc/PID/stat's utime and stime,
    in clock ticks: 10 ms, 0.2 % of one core over 5 s). Summing the live threads'
    schedstat instead loses a thread that ends while it is measured."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def dump(root, depth=0, out=None):
    """The tree under `root` as indented lines of role and name (for failures)."""
    out = [] if out is None else out
    if root is None or len(out) > 400:
        return out
    out.append("  " * depth + f"{root.getRoleName()} {root.name!r}")
    for child in root:
        dump(child, depth + 1, out)
    return out


def measure_idle_cpu(pid):
    """With the export loaded and this client listening, the idle Gallery stays at or
    under 1 % of one core over ATSPI_IDLE_SECONDS (default 5), measured once a whole
    second has passed under 1 % (start-up and the scene switch are not idle)."""
    seconds = float(os.environ.get("ATSPI_IDLE_SECONDS", "5"))
    context = GLib.MainContext.default()

    def pump(duration):
        # Events keep arriving here while the Gallery idles, as a screen reader's would.
        end = time.monotonic() + duration
        tick = GLib.timeout_add(100, lambda: True)
        while time.monotonic() < end:
            context.iteration(True)
        GLib.source_remove(tick)

    for _ in range(30):
        before = cpu_seconds(pid)
        pump(1)
        if cpu_seconds(pid) - before < 0.01:
            break
    else:
        fail("the Gallery never went a second under 1 % of one core in 30 s")
    before, began = cpu_seconds(pid), time.monotonic()
    pump(seconds)
    percent = (cpu_seconds(pid) - before) / (time.monotonic() - began) * 100
    if percent > 1:
        fail(f"idle CPU with the AT-SPI export loaded: {percent:.3f} % of one core over {seconds:.0f} s")
    ok(f"idle CPU with the AT-SPI export loaded: {percent:.3f} % of one core over {seconds:.0f} s")


def enable_assistive_technology(on=True, screen_reader=False):
    """Sets org.a11y.Status IsEnabled (starting at-spi2-core's launcher when needed); the
    launcher announces a change with PropertiesChanged, as a desktop's switch does.
    `screen_reader` sets ScreenReaderEnabled too (the launcher keeps both in the user's
    gsettings: a screen reader run on this machine may have left it on)."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    for name in ("IsEnabled", "ScreenReaderEnabled") if screen_reader else ("IsEnabled",):
        bus.call_sync(
            "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
            GLib.Variant("(ssv)", ("org.a11y.Status", name, GLib.Variant("b", on))),
            None, Gio.DBusCallFlags.NONE, int(TIMEOUT * 1000), None)


class RawListener:
    """An assistive technology already listening when an app starts, as a screen reader
    started at login is, that never calls into the app: its own connection to the
    accessibility bus registers events with the registry and receives the signals.
    (pyatspi's libatspi calls into every app that registers, which made the bridge
    start sending and hid apps that stayed silent until called.)"""

    EVENTS = ("window:activate", "object:state-changed:focused", "focus:")

    def __init__(self):
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        address = session.call_sync(
            "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, None,
            Gio.DBusCallFlags.NONE, int(TIMEOUT * 1000), None).unpack()[0]
        self.bus = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
            | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
        self.signals = []  # (sender, path, interface's last part, member, kind, detail1)
        self.apps = []  # bus names of the apps that registered, in order
        self.subscription = self.bus.signal_subscribe(
            None, None, None, None, None, Gio.DBusSignalFlags.NONE, self.on_signal)
        # The first call starts the registry (dbus activation); no app is running yet.
        for event in self.EVENTS:
            self.registry_call("RegisterEvent", GLib.Variant("(sass)", (event, [], "")))
        self.registry = self.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                  "GetNameOwner", GLib.Variant("(s)", ("org.a11y.atspi.Registry",)))[0]

    def call(self, name, path, interface, method, parameters):
        return self.bus.call_sync(
            name, path, interface, method, parameters, None, Gio.DBusCallFlags.NONE, int(TIMEOUT * 1000),
            None).unpack()

    def registry_call(self, method, parameters):
        return self.call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry", method,
                         parameters)

    def generate(self, method, parameters):
        return self.call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry/deviceeventcontroller",
                         "org.a11y.atspi.DeviceEventController", method, parameters)

    def on_signal(self, connection, sender, path, interface, member, parameters):
        if not interface.startswith("org.a11y.atspi.Event."):
            return
        if sender == getattr(self, "registry", None):
            # The desktop's children-changed names each app that registers (its bus name).
            if member == "ChildrenChanged" and parameters[0] == "add":
                self.apps.append(parameters[3][0])
            return
        kind, detail1 = parameters[0], parameters[1]
        self.signals.append((sender, path, interface.rsplit(".", 1)[1], member, kind, detail1))

    def seen(self, interface, member, kind=None, detail1=None, path=None, since=0, sender=None):
        for signal_ in self.signals[since:]:
            if signal_[2:4] != (interface, member) or (sender is not None and signal_[0] != sender):
                continue
            if (kind is not None and signal_[4] != kind) or (detail1 is not None and signal_[5] != detail1):
                continue
            if path is not None and signal_[1] != path:
                continue
            return signal_
        return None

    def close(self):
        for event in self.EVENTS:
            self.registry_call("DeregisterEvent", GLib.Variant("(s)", (event,)))
        self.bus.signal_unsubscribe(self.subscription)
        self.bus.close_sync(None)


def check_launch_with_assistive_technology_on(gallery_path):
    """Assistive technology on before the Gallery starts, a listener in place and never
    calling in: the window's activation and the focus come from the first frames, and
    Tab brings a focus event. Runs in a process of its own (`--launch-phase`): this
    one's pyatspi would call into the new app as it registers."""
    enable_assistive_technology()
    listener = RawListener()
    process = launch(gallery_path, "--scene", "controls")
    app = wait_for("the Gallery registering", lambda: listener.apps and listener.apps[-1])
    activated = wait_for("window:activate from the Gallery started with assistive technology on",
                         lambda: listener.seen("Window", "Activate", sender=app), details=lambda: repr(listener.signals))
    window = activated[1]
    wait_for("the Gallery's first focus event",
             lambda: listener.seen("Object", "StateChanged", "focused", 1, sender=app),
             details=lambda: repr(listener.signals))
    ok(f"started with assistive technology on: window:activate and a focus event, nothing called into the app "
       f"({len(listener.signals)} signals)")
    mark = len(listener.signals)
    # Keys go where the pointer is (no window manager): the middle of the screen.
    listener.generate("GenerateMouseEvent", GLib.Variant("(iis)", (640, 512, "abs")))
    listener.generate("GenerateKeyboardEvent", GLib.Variant("(isu)", (23, "", 2)))  # Tab, press and release
    focused = wait_for("a focus event after Tab, nothing called into the app", lambda: next(
        (s for s in listener.signals[mark:]
         if s[0] == app and s[2:6] == ("Object", "StateChanged", "focused", 1) and s[1] != window),
        None), details=lambda: repr(listener.signals))
    ok(f"Tab: focus event on {focused[1]} (the window is {window})")
    listener.close()
    process.terminate()
    process.communicate(timeout=30)
    processes.remove(process)


def main():
    global app_process
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    if os.environ.get("PANELS_ATSPI_CHECK_SESSION") != "1":
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        environment = dict(os.environ, PANELS_ATSPI_CHECK_SESSION="1")
        environment.pop("DBUS_SESSION_BUS_ADDRESS", None)
        sys.stdout.flush()
        os.execvpe("dbus-run-session", ["dbus-run-session", "--", sys.executable] + sys.argv, environment)
    started = time.monotonic()
    if sys.argv[1] == "--launch-phase":
        check_launch_with_assistive_technology_on(sys.argv[2])
        sys.exit(0)
    gallery_path, search_path = sys.argv[1], sys.argv[2]

    # Assistive technology off when the Gallery starts (the launcher may remember it on
    # from its settings, screen reader included): it loads no bridge, it watches.
    enable_assistive_technology(False, screen_reader=True)
    app_process = launch(gallery_path, "--scene", "controls")
    wait_for("the Gallery to watch org.a11y.Status", lambda: "panels-a11y" in thread_names(app_process.pid))
    ok("the Gallery started with assistive technology off: no bridge, org.a11y.Status watched")
    enable_assistive_technology()
    pyatspi.Registry.registerEventListener(
        on_event, "focus:", "object:state-changed", "object:children-changed", "object:property-change",
        "object:value-changed", "object:text-changed", "object:text-caret-moved", "object:selection-changed",
        "object:active-descendant-changed")
    desktop = pyatspi.Registry.getDesktop(0)
    app = find_app(desktop, "Gallery")
    if app.getRole() != pyatspi.ROLE_APPLICATION:
        fail(f"the application's role is {app.getRoleName()}")
    ok(f"turned on later: application {app.name!r} (toolkit {app.get_toolkit_name()}) registered")
    window = wait_for("the window", lambda: find(app, pyatspi.ROLE_FRAME, "Panels Gallery"))
    ok(f"window {window.name!r} {window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)}")

    wait_for("the Wi-Fi switch", lambda: find(window, pyatspi.ROLE_TOGGLE_BUTTON, "Wi-Fi"))
    controls = collect(window)
    expected = [
        (pyatspi.ROLE_TOGGLE_BUTTON, "Wi-Fi"), (pyatspi.ROLE_HEADING, "Switches"),
        (pyatspi.ROLE_CHECK_BOX, "Send me updates"), (pyatspi.ROLE_RADIO_BUTTON, "Week"),
        (pyatspi.ROLE_ENTRY, "Name"), (pyatspi.ROLE_PASSWORD_TEXT, "Password"), (pyatspi.ROLE_SLIDER, "Volume"),
        (pyatspi.ROLE_SPIN_BUTTON, "Guests"), (pyatspi.ROLE_PROGRESS_BAR, "Uploading"),
        (pyatspi.ROLE_PUSH_BUTTON, "Book"), (pyatspi.ROLE_PUSH_BUTTON, "Delete"), (pyatspi.ROLE_LINK, "Terms of use"),
        (pyatspi.ROLE_PUSH_BUTTON, "navigation"), (pyatspi.ROLE_GROUPING, "Show"), (pyatspi.ROLE_COMBO_BOX, "Repeat"),
    ]
    for role, name in expected:
        if (role, name) not in controls:
            fail(f"no {Atspi.role_get_name(role)} {name!r} in the window")
    ok(f"controls found with their roles and names ({len(expected)} checked of {len(controls)} elements)")
    wifi = controls[(pyatspi.ROLE_TOGGLE_BUTTON, "Wi-Fi")]
    delete = controls[(pyatspi.ROLE_PUSH_BUTTON, "Delete")]
    if delete is None or states(delete).contains(pyatspi.STATE_ENABLED):
        fail("the disabled Delete button is not marked disabled")
    ok("the disabled button is not enabled")
    if attributes(wifi).get("xml-roles") != "switch":
        fail(f"Wi-Fi's attributes {attributes(wifi)} do not say it is a switch")
    ok("Wi-Fi: a toggle button (as GTK's switch) with xml-roles 'switch'")

    # A progress bar's number: the fraction done, 0 ... 1, beside its percentage.
    upload = controls[(pyatspi.ROLE_PROGRESS_BAR, "Uploading")].queryValue()
    shown = Atspi.Value.get_text(controls[(pyatspi.ROLE_PROGRESS_BAR, "Uploading")])
    if (upload.minimumValue, upload.maximumValue) != (0.0, 1.0) or not 0 <= upload.currentValue <= 1:
        fail(f"Uploading's value {upload.currentValue} in {upload.minimumValue} ... {upload.maximumValue}")
    if f"{round(upload.currentValue * 100)}" not in shown:
        fail(f"Uploading's number {upload.currentValue} is not what it shows ({shown!r})")
    ok(f"progress Uploading: {upload.currentValue} of 0 ... 1 ({shown!r})")

    # A segmented choice: its Selection is the chosen option, checked, with its place.
    choice = controls[(pyatspi.ROLE_GROUPING, "Show")]
    selection = choice.querySelection()
    if selection.nSelectedChildren != 1:
        fail(f"the Show choice has {selection.nSelectedChildren} options chosen")
    chosen = selection.getSelectedChild(0)
    places = attributes(chosen)
    if chosen.getRole() != pyatspi.ROLE_RADIO_BUTTON or not states(chosen).contains(pyatspi.STATE_CHECKED):
        fail(f"the chosen option {chosen.getRoleName()} {chosen.name!r} is not a checked radio button")
    if places.get("posinset") != str(chosen.getIndexInParent() + 1) or places.get("setsize") != str(choice.childCount):
        fail(f"the chosen option's place is {places}")
    other = next(i for i in range(choice.childCount) if not selection.isChildSelected(i))
    mark = len(events)
    if not selection.selectChild(other):
        fail(f"selectChild({other}) on Show returned false")
    wait_for("Show's selection-changed event", lambda: event_seen("object:selection-changed", choice, since=mark))
    wait_for("Show's new option", lambda: selection.isChildSelected(other))
    ok(f"choice Show: {chosen.name!r} checked ({places['posinset']} of {places['setsize']}); chose {choice[other].name!r}")
    repeat = controls[(pyatspi.ROLE_COMBO_BOX, "Repeat")]
    shown = repeat.queryText().getText(0, -1)
    if not shown:
        fail("the Repeat pop-up choice shows no value")
    ok(f"pop-up choice Repeat: a combo box showing {shown!r}")

    # A caption's Text, as a screen reader reviews it by word.
    labels = [node for (role, name), node in controls.items() if role == pyatspi.ROLE_LABEL and name]
    if not labels:
        fail("no caption in the controls scene")
    label = max(labels, key=lambda node: len(node.name))
    text = label.queryText()
    if text.getText(0, -1) != label.name:
        fail(f"caption {label.name!r} has the text {text.getText(0, -1)!r}")
    word = text.getStringAtOffset(0, pyatspi.TEXT_GRANULARITY_WORD)
    ok(f"caption {label.name!r}: Text {text.characterCount} characters, first word {word[0]!r}")

    # A switch's click changes the app's state: checked flips, with its event.
    was_checked = states(wifi).contains(pyatspi.STATE_CHECKED)
    mark = len(events)
    if not wifi.queryAction().doAction(action_index(wifi, "click")):
        fail("doAction(click) on Wi-Fi returned false")
    wait_for("Wi-Fi's checked state-changed event", lambda: event_seen("object:state-changed:checked", wifi, since=mark))
    if states(wifi).contains(pyatspi.STATE_CHECKED) == was_checked:
        fail("Wi-Fi's checked state did not change")
    ok(f"click on the Wi-Fi switch: checked {was_checked} -> {not was_checked}")
    # Focus: grab it on the switch, then Tab moves it on (a focus event each time).
    mark = len(events)
    if not wifi.queryComponent().grabFocus():
        fail("grabFocus on Wi-Fi returned false")
    wait_for("a focus event from Wi-Fi", lambda: event_seen("object:state-changed:focused", wifi, 1, since=mark))
    ok("grabFocus on Wi-Fi: focused, focus event")
    mark = len(events)
    window_extents = window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    # Keyboard input goes where the pointer is (no window manager under Xvfb).
    pyatspi.Registry.generateMouseEvent(window_extents.x + 5, window_extents.y + 5, "abs")
    pyatspi.Registry.generateKeyboardEvent(23, None, pyatspi.KEY_PRESSRELEASE)  # Tab (X keycode 23)
    focused = wait_for(
        "a focus event after Tab",
        lambda: event_seen("object:state-changed:focused", None, 1, since=mark))
    if focused.source == wifi:
        fail("Tab left focus on Wi-Fi")
    ok(f"Tab moved focus to {focused.source.getRoleName()} {focused.source.name!r}")

    # A slider's value: increment through its action; the value and its text change.
    slider = controls[(pyatspi.ROLE_SLIDER, "Volume")]
    value = slider.queryValue()
    before = value.currentValue
    mark = len(events)
    if not slider.queryAction().doAction(action_index(slider, "increment")):
        fail("doAction(increment) on Volume returned false")
    wait_for(
        "Volume's value-changed event",
        lambda: event_seen("object:property-change:accessible-value", slider, since=mark)
        or event_seen("object:value-changed", slider, since=mark))
    after = wait_for("Volume's new value", lambda: slider.queryValue().currentValue != before and slider.queryValue())
    shown = Atspi.Value.get_text(slider) if hasattr(Atspi.Value, "get_text") else ""
    ok(f"increment on Volume: {before} -> {after.currentValue} ({shown!r})")
    if (value.minimumValue, value.maximumValue) != (0.0, 1.0):
        fail(f"Volume's range is {value.minimumValue} ... {value.maximumValue}, not 0 ... 1")
    mark = len(events)
    value.currentValue = 0.25
    wait_for(
        "Volume's value-changed event after setting 0.25",
        lambda: event_seen("object:property-change:accessible-value", slider, since=mark)
        or event_seen("object:value-changed", slider, since=mark))
    wait_for("Volume at 0.25", lambda: abs(slider.queryValue().currentValue - 0.25) < 1e-9)
    shown = Atspi.Value.get_text(slider) if hasattr(Atspi.Value, "get_text") else ""
    ok(f"Volume's range 0 ... 1; set to 0.25 ({shown!r})")

    # An entry field: set its text, read the text and the caret; move the caret.
    entry = controls[(pyatspi.ROLE_ENTRY, "Name")]
    mark = len(events)
    if not entry.queryEditableText().setTextContents("Ada Lovelace"):
        fail("setTextContents on Name returned false")
    wait_for("Name's text-changed event", lambda: event_seen("object:text-changed:insert", entry, since=mark))
    text = entry.queryText()
    got = wait_for("Name's text", lambda: entry.queryText().getText(0, -1) == "Ada Lovelace" and True)
    if not got or text.characterCount != 12:
        fail(f"Name's text is {text.getText(0, -1)!r}")
    caret = wait_for("Name's caret at the end", lambda: entry.queryText().caretOffset == 12 and True)
    ok(f"entry Name: text {text.getText(0, -1)!r}, caret {entry.queryText().caretOffset} ({caret})")
    mark = len(events)
    if not text.setCaretOffset(3):
        fail("setCaretOffset(3) on Name returned false")
    wait_for("Name's caret-moved event", lambda: event_seen("object:text-caret-moved", entry, 3, since=mark))
    if entry.queryText().caretOffset != 3:
        fail(f"Name's caret is at {entry.queryText().caretOffset}, not 3")
    word = entry.queryText().getStringAtOffset(5, pyatspi.TEXT_GRANULARITY_WORD)
    ok(f"entry Name: caret moved to 3, word at 5 is {word[0]!r}")

    # A tab button's click switches the scene: the tree changes under the window.
    tab = controls[(pyatspi.ROLE_PUSH_BUTTON, "lists")] if (pyatspi.ROLE_PUSH_BUTTON, "lists") in controls else None
    if tab is None:
        fail("no tab button 'lists'")
    mark = len(events)
    if not tab.queryAction().doAction(action_index(tab, "click")):
        fail("doAction(click) on the lists tab returned false")
    wait_for("children-changed after the scene switch", lambda: event_seen("object:children-changed", since=mark))
    wait_for("Wi-Fi to turn defunct", lambda: event_seen("object:state-changed:defunct", wifi, 1, since=mark))
    ok("click on the lists tab: the controls left the tree")

    # A selectable list: Selection (choosing a row), rows with their place in the data.
    listing = wait_for(
        "a selectable list", lambda: pyatspi.findDescendant(
            window, lambda n: n is not None and n.getRole() == pyatspi.ROLE_LIST and "Selection" in pyatspi.listInterfaces(n)
            and any(c is not None and c.getRole() == pyatspi.ROLE_LIST_ITEM for c in n)))
    items = [c for c in listing if c is not None and c.getRole() == pyatspi.ROLE_LIST_ITEM]
    first = items[0]
    places = attributes(first)
    if not places.get("posinset") or not places.get("setsize"):
        fail(f"list row {first.name!r} has no place: {places}")
    selection = listing.querySelection()
    target = next((i for i in range(listing.childCount) if listing[i].getRole() == pyatspi.ROLE_LIST_ITEM
                   and not selection.isChildSelected(i)), None)
    if target is None:
        fail("every row of the list is selected")
    mark = len(events)
    if not selection.selectChild(target):
        fail(f"selectChild({target}) on the list returned false")
    wait_for("the list's selection-changed event", lambda: event_seen("object:selection-changed", listing, since=mark))
    wait_for("the row selected", lambda: states(listing[target]).contains(pyatspi.STATE_SELECTED))
    ok(f"list: row {first.name!r} is {places['posinset']} of {places['setsize']}; selected row {target} "
       f"({selection.nSelectedChildren} selected)")

    # The strip of the day's photos scrolls sideways: read by its visual row (one),
    # its columns the data's, a cell past the first section found by its column.
    def tables():
        return pyatspi.findAllDescendants(window, lambda n: n is not None and n.getRole() == pyatspi.ROLE_TABLE)
    strip = wait_for("the sideways strip", lambda: next(
        (n for n in tables() if n.queryTable().nRows == 1 and n.queryTable().nColumns > 8), None))
    strip_table = strip.queryTable()
    far = strip_table.getAccessibleAt(0, 6)
    if far is None or tuple(far.queryTableCell().position)[-2:] != (0, 6):
        fail(f"the strip ({strip_table.nRows} x {strip_table.nColumns}) has no cell at row 0, column 6")
    ok(f"sideways strip: {strip_table.nRows} row x {strip_table.nColumns} columns; cell at 0, 6 in its row")

    # The photo grid (the tab's grid of more than one row and column): Table rows
    # and columns, the cell at a row and column.
    def photo_grid():
        grids = [n for n in tables() if n.queryTable().nColumns > 1 and n.queryTable().nRows > 1]
        return grids[0] if grids else None
    grid = wait_for("the photo grid", photo_grid)
    table = grid.queryTable()
    if table.nRows < 1 or table.nColumns < 1:
        fail(f"the grid has {table.nRows} rows and {table.nColumns} columns")
    cell = table.getAccessibleAt(0, 1)
    if cell is None or cell.getRole() != pyatspi.ROLE_TABLE_CELL:
        fail("no cell at row 0, column 1")
    position = cell.queryTableCell().position
    if tuple(position)[-2:] != (0, 1):
        fail(f"the cell at 0, 1 says it is at {position}")
    ok(f"grid: {table.nRows} rows x {table.nColumns} columns; cell at 0, 1 {cell.name!r}")

    # A popover opening: focus goes to it, a dialog (announced as one).
    tab = wait_for("the popovers tab", lambda: find(window, pyatspi.ROLE_PUSH_BUTTON, "popovers"))
    mark = len(events)
    tab.queryAction().doAction(action_index(tab, "click"))
    wait_for("children-changed after the scene switch", lambda: event_seen("object:children-changed", since=mark))
    anchor = wait_for("a button that opens a popover", lambda: pyatspi.findDescendant(
        window, lambda n: n is not None and n.getRole() == pyatspi.ROLE_PUSH_BUTTON
        and n.name not in ("popovers", "lists", "controls", "navigation", "sample", "search", "kora", "shell",
                           "drawing", "upcoming", "feed", "sheet")))
    mark = len(events)
    anchor.queryAction().doAction(action_index(anchor, "click"))
    focused = wait_for("a focus event from the popover", lambda: focus_event(
        mark, lambda n: n.getRole() in (pyatspi.ROLE_DIALOG, pyatspi.ROLE_ALERT) or pyatspi.findAncestor(
            n, lambda a: a is not None and a.getRole() in (pyatspi.ROLE_DIALOG, pyatspi.ROLE_ALERT))))
    dialog = focused.source
    ok(f"popover from {anchor.name!r}: focus on {dialog.getRoleName()} {dialog.name!r} "
       f"(modal {states(dialog).contains(pyatspi.STATE_MODAL)})")

    # The navigation scene's classes: a list of items with their place.
    tab = wait_for("the navigation tab", lambda: find(window, pyatspi.ROLE_PUSH_BUTTON, "navigation"))
    tab.queryAction().doAction(action_index(tab, "click"))
    first_class = wait_for("the first class as a list item", lambda: pyatspi.findDescendant(
        window, lambda n: n is not None and n.getRole() == pyatspi.ROLE_LIST_ITEM
        and (n.name or "").startswith("Sunrise Vinyasa")), details=lambda: "\n".join(dump(window)))
    places = attributes(first_class)
    if (places.get("posinset"), places.get("setsize")) != ("1", "8") or first_class.parent.getRole() != pyatspi.ROLE_LIST:
        fail(f"the first class {first_class.name!r} is at {places} in a {first_class.parent.getRoleName()}")
    ok(f"navigation: class {first_class.name!r} is list item {places['posinset']} of {places['setsize']}")

    measure_idle_cpu(app_process.pid)
    app_process.terminate()
    app_process.communicate(timeout=30)
    processes.remove(app_process)

    # A Gallery started with assistive technology already on (a screen reader started
    # at login), heard by a listener that never calls into it.
    phase = subprocess.run([sys.executable, os.path.abspath(__file__), "--launch-phase", gallery_path],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=TIMEOUT * 4)
    print(phase.stdout, end="", flush=True)
    if phase.returncode != 0:
        fail("the launch with assistive technology on failed (above)")

    # The Search demo, started with assistive technology on: type, read the results.
    recents = os.path.join(tempfile.mkdtemp(prefix="atspi-search-"), "recents.json")
    search_process = launch(search_path, "--recents", recents)
    search = find_app(desktop, "Search")
    field = wait_for("the search field", lambda: pyatspi.findDescendant(
        search, lambda n: n is not None and n.getRole() == pyatspi.ROLE_ENTRY))
    mark = len(events)
    if not field.queryEditableText().setTextContents("yoga"):
        fail("setTextContents on the search field returned false")
    wait_for("the field's text-changed event", lambda: event_seen("object:text-changed:insert", field, since=mark))

    # Suggestions come as buttons; the first searches for what was typed.
    suggestion = wait_for("the suggestion to search for yoga", lambda: pyatspi.findDescendant(
        search, lambda n: n is not None and n.getRole() == pyatspi.ROLE_PUSH_BUTTON and "yoga" in (n.name or "")
        and n.name.startswith("Search")), details=lambda: "\n".join(dump(search)))

    # The field controls the suggestions (controller-for, controlled-by back); ↓ moves
    # a highlight while the field keeps the focus: the highlighted row is the field's
    # active descendant, selected.
    def related(node, kind):
        return [relation.getTarget(i) for relation in node.getRelationSet() if relation.getRelationType() == kind
                for i in range(relation.getNTargets())]
    controlled = related(field, pyatspi.RELATION_CONTROLLER_FOR)
    if len(controlled) != 1 or pyatspi.findDescendant(controlled[0], lambda n: n == suggestion) is None:
        fail(f"the field controls {[(c.getRoleName(), c.name) for c in controlled]}, not the suggestions' scroller")
    if related(controlled[0], pyatspi.RELATION_CONTROLLED_BY) != [field]:
        fail("the suggestions' scroller is not controlled by the field")
    mark = len(events)
    extents = search[0].queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    pyatspi.Registry.generateMouseEvent(extents.x + extents.width // 2, extents.y + extents.height // 2, "abs")
    pyatspi.Registry.generateKeyboardEvent(116, None, pyatspi.KEY_PRESSRELEASE)  # ↓ (X keycode 116)
    moved = wait_for("the field's active-descendant-changed after ↓", lambda: event_seen(
        "object:active-descendant-changed", field, since=mark), details=lambda: "\n".join(dump(search)))
    highlighted = moved.any_data
    if highlighted is None or highlighted != suggestion or not states(highlighted).contains(pyatspi.STATE_SELECTED):
        fail(f"↓ made {highlighted and highlighted.name!r} the field's active descendant, not the selected "
             f"{suggestion.name!r}")
    if not states(field).contains(pyatspi.STATE_FOCUSED):
        fail("the field lost the focus to the highlight")
    ok(f"Search: the field controls the suggestions ({controlled[0].getRoleName()}); ↓ made {highlighted.name!r} "
       f"its active descendant (selected, the field keeps the focus)")
    pressed = suggestion.name
    suggestion.queryAction().doAction(action_index(suggestion, "click"))

    def results():
        found = []
        stack = [search]
        while stack:
            node = stack.pop()
            if node is None:
                continue
            if node.getRole() == pyatspi.ROLE_LIST_ITEM and "yoga" in (node.name or "").lower():
                found.append(node)
            stack.extend(node)
        return found

    rows = wait_for(
        "results read as list items naming yoga", results, details=lambda: "\n".join(dump(search)))
    rows.sort(key=lambda node: int(attributes(node).get("posinset") or 0))
    places = attributes(rows[0])
    # The results list is labelled by its title, shown above it (label-for back).
    results_list = rows[0].parent
    titles = related(results_list, pyatspi.RELATION_LABELLED_BY)
    if len(titles) != 1 or titles[0].getRole() != pyatspi.ROLE_HEADING or "yoga" not in titles[0].name.lower():
        fail(f"the results list is labelled by {[(t.getRoleName(), t.name) for t in titles]}")
    if related(titles[0], pyatspi.RELATION_LABEL_FOR) != [results_list]:
        fail(f"the heading {titles[0].name!r} is not the label for the results list")
    ok(f"Search: the results list is labelled by the heading {titles[0].name!r}")
    ok(f"Search: field {field.name!r} typed 'yoga', {pressed!r} pressed; {len(rows)} results as list items, "
       f"first {rows[0].name!r} "
       f"({places.get('posinset')} of {places.get('setsize')})")

    for process in processes:
        process.terminate()
        process.communicate(timeout=30)
    del search_process
    print(f"All AT-SPI checks passed in {time.monotonic() - started:.1f} s.", flush=True)


if __name__ == "__main__":
    main()
