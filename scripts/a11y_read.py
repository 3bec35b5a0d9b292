"""Read Herna's accessibility tree over AT-SPI, as Orca would (run by scripts/a11y_tree.sh
with the system's Python, which has pyatspi: Debian's python3-pyatspi).

    python3 scripts/a11y_read.py [depth]

Prints the tree of the application named Herna as far as it is on screen (role, name,
description, the states that matter), then the object that has the focus."""

from __future__ import annotations

import sys
import time

import pyatspi  # type: ignore[import-not-found]

KEPT = ("focused", "selected", "sensitive", "focusable")


def line(acc) -> str:
    states = {pyatspi.stateToString(s) for s in acc.getState().getStates()}
    shown = [s for s in KEPT if s in states]
    if "sensitive" not in states:
        shown.append("insensitive")
    described = f" — {acc.description}" if acc.description else ""
    return f"[{acc.getRoleName()}] {acc.name!r}{described} {shown}"


def shown(acc) -> bool:
    """Whether `acc` is on screen: what Orca reads (a hidden warning, a page of the
    window not shown now, is left out, as Orca leaves it)."""
    if acc.getRole() == pyatspi.ROLE_APPLICATION:
        return True
    return pyatspi.STATE_SHOWING in acc.getState().getStates()


def dump(acc, depth: int, limit: int) -> None:
    if not shown(acc):
        return
    print("  " * depth + line(acc))
    if depth < limit:
        for i in range(acc.childCount):
            child = acc.getChildAtIndex(i)
            if child is not None:
                dump(child, depth + 1, limit)


def focused(acc):
    """The deepest object in the focused state (a piece before its table)."""
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None and (found := focused(child)) is not None:
            return found
    if pyatspi.STATE_FOCUSED in acc.getState().getStates() and acc.getRole() not in (
            pyatspi.ROLE_FRAME, pyatspi.ROLE_APPLICATION):
        return acc
    return None


def main() -> int:
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    deadline = time.time() + 30
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
        herna = [a for a in apps if a is not None and (a.name or "").lower() == "herna"]
        if herna:
            dump(herna[0], 0, limit)
            found = focused(herna[0])
            print("focus:", line(found) if found is not None else None)
            return 0
        time.sleep(0.5)
    print("no application named Herna on the AT-SPI bus")
    return 1


if __name__ == "__main__":
    sys.exit(main())
