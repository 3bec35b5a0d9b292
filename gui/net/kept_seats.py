"""The seats this player took at network tables, with their rejoin tokens, so that a
friend whose Herna closed (or crashed) takes the same seat back by joining again: kept
in the settings group "network", the latest KEEP of them."""

from __future__ import annotations

import time
from typing import Any

from gui.net.host_dialog import NETWORK_GROUP
from gui.services.settings import settings

KEEP = 8


def _key(host: str, port: int, code: str) -> str:
    return f"{host.strip().lower()}|{port}|{code.strip().upper()}"


def _seats() -> list[dict[str, Any]]:
    seats = settings().group(NETWORK_GROUP).get("seats")
    if not isinstance(seats, list):
        return []
    return [s for s in seats if isinstance(s, dict) and isinstance(s.get("key"), str)
            and isinstance(s.get("token"), str) and 8 <= len(s["token"]) <= 64]


def _store(seats: list[dict[str, Any]]) -> None:
    group = settings().group(NETWORK_GROUP)
    group["seats"] = seats[-KEEP:]
    settings().set_group(NETWORK_GROUP, group)


def token_for(host: str, port: int, code: str) -> str | None:
    """The token of our seat at that table, if we took one there."""
    key = _key(host, port, code)
    return next((str(s["token"]) for s in reversed(_seats()) if s["key"] == key), None)


def keep(host: str, port: int, code: str, address: str, token: str) -> None:
    """Remember our seat at that table (`address` as the player typed it)."""
    key = _key(host, port, code)
    seats = [s for s in _seats() if s["key"] != key]
    seats.append({"key": key, "token": token, "address": address,
                  "code": code.strip().upper(), "at": int(time.time())})
    _store(seats)


def forget(host: str, port: int, code: str) -> None:
    key = _key(host, port, code)
    _store([s for s in _seats() if s["key"] != key])


def latest() -> tuple[str, str] | None:
    """The address and code of the table we last took a seat at."""
    seats = _seats()
    if not seats:
        return None
    last = seats[-1]
    address, code = last.get("address"), last.get("code")
    return (address, code) if isinstance(address, str) and isinstance(code, str) else None
