"""What a table announces on the local network, and what a browser makes of it: the
DNS-SD service type, the TXT record (`txt_record`: `game`, `free`, `host`, `proto`) and
`TableInfo`, parsed defensively from what anyone on the network may send (`parse_table`:
anything malformed is skipped, a table of another protocol version or game is kept but
not `compatible`, names are cleaned and cut short). No sockets here: core.net.discovery
announces and browses."""

from __future__ import annotations

import ipaddress
import re
import secrets
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from core.names import clean_name
from core.net.protocol import GAMES, NAME_MAX, PROTOCOL

SERVICE_TYPE = "_herna._tcp.local."
MAX_SEATS = 16  # a `free` above this is junk
MAX_ADDRESSES = 8  # addresses kept per table

GAME_TOKEN = re.compile(r"[a-z0-9_-]{1,16}")
_NUMBER = re.compile(r"[0-9]{1,4}")  # ASCII digits only: int() also takes "+3", " 3", "٣"
_GAME_BYTES = 16
_NUMBER_BYTES = 4
_HOST_BYTES = NAME_MAX * 4  # NAME_MAX characters of UTF-8
SERVICE_NAME_MAX = 255
_INSTANCE_NAME_MAX = 24  # the ASCII part of the instance name (the label may hold 63 bytes)


@dataclass(frozen=True)
class TableInfo:
    """A table announced on the network. `game` is one of GAMES ("nines", "royal",
    "tiengow") or, from another Herna, a name this one does not know: then the table is
    not `compatible`;
    `host_name` is the hosting player's name (at most NAME_MAX characters, cleaned);
    `addresses` (the likeliest first) and `service_name` (the DNS-SD instance name, which
    identifies the table while it is announced) are filled in for a table found."""

    game: str
    free_seats: int
    host_name: str
    protocol: int
    port: int
    addresses: tuple[str, ...] = ()
    service_name: str = ""

    @property
    def compatible(self) -> bool:
        """Whether this Herna can join it: the same protocol, a game it knows."""
        return self.protocol == PROTOCOL and self.game in GAMES


def host_name_of(text: str) -> str:
    """A player's name as a table shows it: cleaned as every name is (`core.names`), at
    most NAME_MAX characters (may be empty)."""
    return clean_name(text)[:NAME_MAX].rstrip()


def instance_name(host_name: str, suffix: str | None = None) -> str:
    """The DNS-SD instance name of a table: the host's name folded to plain ASCII letters,
    digits, spaces and hyphens, then a short random suffix that makes it unique."""
    folded = unicodedata.normalize("NFKD", host_name).encode("ascii", "ignore").decode()
    plain = re.sub(r"[^A-Za-z0-9 -]+", " ", folded)
    plain = " ".join(plain.split())[:_INSTANCE_NAME_MAX].strip() or "Herna"
    return f"{plain} {suffix or secrets.token_hex(3)}"


def txt_record(game: str, free_seats: int, host_name: str,
               protocol: int = PROTOCOL) -> dict[bytes, bytes]:
    """The TXT record announcing a table."""
    return {
        b"game": game.encode("ascii"),
        b"free": str(max(0, min(free_seats, MAX_SEATS))).encode("ascii"),
        b"host": (host_name_of(host_name) or "?").encode("utf-8"),
        b"proto": str(protocol).encode("ascii"),
    }


def _ascii(value: bytes | None, limit: int, pattern: re.Pattern[str]) -> str | None:
    if value is None or len(value) > limit:
        return None
    try:
        text = value.decode("ascii")
    except UnicodeDecodeError:
        return None
    return text if pattern.fullmatch(text) else None


def _ordered_addresses(addresses: Sequence[str]) -> tuple[str, ...]:
    """Valid addresses, without duplicates, the likeliest to reach first: IPv4 before
    IPv6, loopback and link-local last."""
    found: dict[str, tuple[bool, bool, bool]] = {}
    for text in addresses[:MAX_ADDRESSES * 4]:
        if not isinstance(text, str) or len(text) > 64 or text in found:
            continue
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if address.is_unspecified or address.is_multicast:
            continue
        found[text] = (address.is_loopback, address.is_link_local, address.version == 6)
    ordered = sorted(found, key=lambda text: found[text])  # stable: keeps the given order
    return tuple(ordered[:MAX_ADDRESSES])


def parse_table(properties: Mapping[bytes, bytes | None], *, port: int | None,
                addresses: Sequence[str] = (), service_name: str = "") -> TableInfo | None:
    """The table a TXT record (as zeroconf unpacks it) announces, or None when it is not
    one: a key missing or malformed, a value too long, a name that is not UTF-8, a port
    outside 1-65535, a service name too long. Never raises. Keys are compared without
    case (RFC 6763 6.4); of a repeated key the first counts."""
    try:
        fields: dict[str, bytes | None] = {}
        for key, value in properties.items():
            if not isinstance(key, bytes) or not (value is None or isinstance(value, bytes)):
                return None
            name = key.decode("ascii", "replace").lower()
            fields.setdefault(name, value)
        game = _ascii(fields.get("game"), _GAME_BYTES, GAME_TOKEN)
        free = _ascii(fields.get("free"), _NUMBER_BYTES, _NUMBER)
        proto = _ascii(fields.get("proto"), _NUMBER_BYTES, _NUMBER)
        raw_host = fields.get("host")
        if game is None or free is None or proto is None or raw_host is None:
            return None
        if int(free) > MAX_SEATS or int(proto) < 1 or len(raw_host) > _HOST_BYTES:
            return None
        host = host_name_of(raw_host.decode("utf-8"))
        if not host or not isinstance(port, int) or not 0 < port < 65536:
            return None
        if not isinstance(service_name, str) or len(service_name) > SERVICE_NAME_MAX:
            return None
        return TableInfo(game=game, free_seats=int(free), host_name=host,
                         protocol=int(proto), port=port,
                         addresses=_ordered_addresses(addresses),
                         service_name=service_name)
    except (UnicodeDecodeError, ValueError, TypeError, AttributeError):
        return None
