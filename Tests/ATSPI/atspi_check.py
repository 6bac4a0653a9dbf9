#!/usr/bin/python3
"""End-to-end check of Panels' AT-SPI export, read back as a screen reader reads it.

Usage (with an X display):
    /usr/bin/python3 Tests/ATSPI/atspi_check.py PATH/TO/Gallery

It runs itself again inside a session bus of its own (`dbus-run-session`), with
SIGTERM and SIGINT unblocked and at their defaults first: a parent that blocks or
ignores them (a test runner watching signals) would hand that on to the bus daemons,
which then outlive the check.

Turns assistive technology on the way a desktop does (org.a11y.Status IsEnabled on
the session's accessibility bus, which dbus activates from at-spi2-core), opens the
Gallery on its controls scene, and checks through pyatspi: the application, its
window and its controls with their roles and names; a switch's and a tab button's
`click` action (the app's state changes, seen in the tree); grab focus and Tab (focus
events arrive); a slider's increment (its value changes), its range and a value
set; an entry field's text and caret set and read back. Every wait is for an event
or a state, with a deadline
(ATSPI_TIMEOUT seconds, default 30). Prints one line per check; exits 1 with the
reason on the first failure.
"""

import os
import signal
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402
import pyatspi  # noqa: E402

TIMEOUT = float(os.environ.get("ATSPI_TIMEOUT", "30"))
events = []
STARTED = time.monotonic()
app_process = None


def fail(message):
    print(f"FAIL: {message}", flush=True)
    if app_process is not None:
        app_process.terminate()
        try:
            out, _ = app_process.communicate(timeout=10)
            print("--- Gallery's output ---\n" + (out or ""), flush=True)
        except subprocess.TimeoutExpired:
            app_process.kill()
    sys.exit(1)


def ok(message):
    print(f"ok ({time.monotonic() - STARTED:.1f} s): {message}", flush=True)


def wait_for(what, predicate, timeout=TIMEOUT):
    """Runs GLib's main context (events arrive there) until `predicate` returns a
    truthy value, or fails after `timeout` seconds naming `what`."""
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
                fail(f"timed out after {timeout:.0f} s waiting for {what}")
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
    """CPU time of `pid`'s live threads (/proc/PID/task/TID/schedstat, nanoseconds)."""
    total = 0
    for thread in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{thread}/schedstat") as stat:
                total += int(stat.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass  # the thread ended
    return total / 1e9


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


def enable_assistive_technology():
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.call_sync(
        "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
        GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", True))),
        None, Gio.DBusCallFlags.NONE, int(TIMEOUT * 1000), None)


def main():
    global app_process
    if len(sys.argv) != 2:
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
    enable_assistive_technology()
    pyatspi.Registry.registerEventListener(
        on_event, "focus:", "object:state-changed", "object:children-changed", "object:property-change",
        "object:value-changed", "object:text-changed", "object:text-caret-moved")
    environment = dict(os.environ)
    environment.pop("PANELS_ACCESSIBILITY", None)
    environment.pop("PANELS_ATSPI_CHECK_SESSION", None)  # the bus decides, as on a desktop
    app_process = subprocess.Popen(
        [sys.argv[1], "--scene", "controls"], env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True)
    desktop = pyatspi.Registry.getDesktop(0)

    app = wait_for(
        "the Gallery on the accessibility bus",
        lambda: next((a for a in desktop if a is not None and a.name == "Gallery"), None))
    if app.getRole() != pyatspi.ROLE_APPLICATION:
        fail(f"the application's role is {app.getRoleName()}")
    ok(f"application {app.name!r} (toolkit {app.get_toolkit_name()})")
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
        (pyatspi.ROLE_PUSH_BUTTON, "navigation"),
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
    tab = controls[(pyatspi.ROLE_PUSH_BUTTON, "navigation")]
    mark = len(events)
    if not tab.queryAction().doAction(action_index(tab, "click")):
        fail("doAction(click) on the navigation tab returned false")
    wait_for("children-changed after the scene switch", lambda: event_seen("object:children-changed", since=mark))
    wait_for("Wi-Fi to turn defunct", lambda: event_seen("object:state-changed:defunct", wifi, 1, since=mark))
    ok("click on the navigation tab: the controls left the tree")

    measure_idle_cpu(app_process.pid)

    app_process.terminate()
    app_process.communicate(timeout=30)
    print(f"All AT-SPI checks passed in {time.monotonic() - started:.1f} s.", flush=True)


if __name__ == "__main__":
    main()
