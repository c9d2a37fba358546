"""Read a running program as a Linux screen reader does, over AT-SPI (run by the system's Python with
Debian's python3-pyatspi; test_screen_reader.py starts it).

``tree NAME``: wait for the application NAME on the accessibility bus, then print its accessible tree
as JSON lines (role, name, description, states, depth). ``listen SECONDS``: print "ready", then every
announcement (a notification shown, see graphgames_desktop/ui/announce.py) and focus change for
SECONDS, as JSON lines, and stop early at the first announcement holding the text given with ``--until``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

import pyatspi  # type: ignore[import-not-found]  # Debian's python3-pyatspi, not in the virtual environment


def application(name: str, seconds: float):
    """The application on the bus whose name contains ``name``, waiting for it up to ``seconds``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and name in (app.name or "") and app.childCount:
                return app
        time.sleep(0.5)
    raise SystemExit(f"no application named {name!r} on the accessibility bus")


def walk(node, depth: int = 0, limit: int = 40):
    """Every accessible under ``node``, depth first (what a screen reader's review commands reach)."""
    if node is None or depth > limit:
        return
    states = node.getState()
    yield {"depth": depth, "role": node.getRoleName(), "name": node.name or "", "description": node.description or "",
           "showing": states.contains(pyatspi.STATE_SHOWING), "focusable": states.contains(pyatspi.STATE_FOCUSABLE)}
    for i in range(node.childCount):
        yield from walk(node.getChildAtIndex(i), depth + 1, limit)


def tree(name: str, seconds: float) -> None:
    for row in walk(application(name, seconds)):
        print(json.dumps(row, ensure_ascii=False), flush=True)


def listen(seconds: float, until: str) -> None:
    """Announcements (a notification that shows, as Orca hears them) and focus changes, as they come."""
    end = time.monotonic() + seconds

    def heard(event) -> None:
        kind = str(event.type)
        if kind.startswith("object:state-changed:showing"):
            if not event.detail1 or event.source is None or event.source.getRole() != pyatspi.ROLE_NOTIFICATION:
                return
            kind = "announcement"
        text = event.source.name if event.source else ""
        print(json.dumps({"event": kind, "text": text}, ensure_ascii=False), flush=True)
        if until and kind == "announcement" and until in text:
            pyatspi.Registry.stop()

    def tick() -> bool:
        if time.monotonic() > end:
            pyatspi.Registry.stop()
            return False
        return True

    pyatspi.Registry.registerEventListener(heard, "object:state-changed:showing", "object:state-changed:focused")
    from gi.repository import GLib  # type: ignore[import-not-found]

    GLib.timeout_add(200, tick)
    GLib.idle_add(lambda: print("ready", flush=True) and False)
    pyatspi.Registry.start()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("tree")
    t.add_argument("name")
    t.add_argument("--wait", type=float, default=60.0)
    listener = sub.add_parser("listen")
    listener.add_argument("seconds", type=float)
    listener.add_argument("--until", default="")
    args = parser.parse_args(argv)
    if args.command == "tree":
        tree(args.name, args.wait)
    else:
        listen(args.seconds, args.until)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
