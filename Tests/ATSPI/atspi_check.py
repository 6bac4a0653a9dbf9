#!/usr/bin/python3
"""End-to-end check of Panels' AT-SPI export, read back as a screen reader reads it.

Usage (inside `dbus-run-session`, with an X display):
    /usr/bin/python3 Tests/ATSPI/atspi_check.py PATH/TO/Gallery

Turns assistive technology on the way a desktop does (org.a11y.Status IsEnabled on
the session's accessibility bus, which dbus activates from at-spi2-core), opens the
Gallery on its controls scene, and checks through pyatspi: the application, its
window and its controls with their roles and names; a switch's and a tab button's
`click` action (the app's state changes, seen in the tree); grab focus and Tab (focus
events arrive); a slider's increment (its value changes); an entry field's text and
caret set and read back. Every wait is for an event or a state, with a deadline
(ATSPI_TIMEOUT seconds, default 30). Prints one line per check; exits 1 with the
reason on the first failure.
"""

import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402
import pyatspi  # noqa: E402

TIMEOUT = float(os.environ.get("ATSPI_TIMEOUT", "30"))
events = []
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
    print(f"ok: {message}", flush=True)


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


def states(node):
    node.clearCache()
    return node.getState()


def action_index(node, name):
    action = node.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == name:
            return index
    fail(f"{node.getRoleName()} {node.name!r} has no action {name!r}")


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
    started = time.monotonic()
    enable_assistive_technology()
    pyatspi.Registry.registerEventListener(
        on_event, "focus:", "object:state-changed", "object:children-changed", "object:property-change",
        "object:value-changed", "object:text-changed", "object:text-caret-moved")
    environment = dict(os.environ)
    environment.pop("PANELS_ACCESSIBILITY", None)  # the bus decides, as on a desktop
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

    wifi = wait_for("the Wi-Fi switch", lambda: find(window, pyatspi.ROLE_TOGGLE_BUTTON, "Wi-Fi"))
    expected = [
        (pyatspi.ROLE_HEADING, "Switches"), (pyatspi.ROLE_CHECK_BOX, "Send me updates"),
        (pyatspi.ROLE_RADIO_BUTTON, "Week"), (pyatspi.ROLE_ENTRY, "Name"),
        (pyatspi.ROLE_PASSWORD_TEXT, "Password"), (pyatspi.ROLE_SLIDER, "Volume"),
        (pyatspi.ROLE_SPIN_BUTTON, "Guests"), (pyatspi.ROLE_PROGRESS_BAR, "Uploading"),
        (pyatspi.ROLE_PUSH_BUTTON, "Book"), (pyatspi.ROLE_LINK, "Terms of use"),
        (pyatspi.ROLE_PUSH_BUTTON, "navigation"),
    ]
    for role, name in expected:
        if find(window, role, name) is None:
            fail(f"no {Atspi.role_get_name(role)} {name!r} in the window")
    ok(f"controls found with their roles and names ({len(expected) + 1} checked)")
    delete = find(window, pyatspi.ROLE_PUSH_BUTTON, "Delete")
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
    slider = find(window, pyatspi.ROLE_SLIDER, "Volume")
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

    # An entry field: set its text, read the text and the caret; move the caret.
    entry = find(window, pyatspi.ROLE_ENTRY, "Name")
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
    tab = find(window, pyatspi.ROLE_PUSH_BUTTON, "navigation")
    mark = len(events)
    if not tab.queryAction().doAction(action_index(tab, "click")):
        fail("doAction(click) on the navigation tab returned false")
    wait_for("children-changed after the scene switch", lambda: event_seen("object:children-changed", since=mark))
    wait_for("the controls scene to leave the tree", lambda: find(window, pyatspi.ROLE_TOGGLE_BUTTON, "Wi-Fi") is None)
    ok("click on the navigation tab: the controls left the tree")

    app_process.terminate()
    app_process.communicate(timeout=30)
    print(f"All AT-SPI checks passed in {time.monotonic() - started:.1f} s.", flush=True)


if __name__ == "__main__":
    main()
