"""The JSON shapes of the network codec (`core.net.codec`): each shape writes a core value
as plain JSON (dicts with str keys, lists, str, int, bool, None) and reads untrusted JSON
back into the same value, refusing anything else with a `CodecError`.

Reading never trusts its input: every type is checked exactly (a bool is no int, a tuple
is no list), every list is bounded, every name is looked up, and nothing but
`CodecError` comes out of it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeAlias, TypeVar

Json: TypeAlias = "dict[str, Json] | list[Json] | str | int | bool | None"
T = TypeVar("T")

CODES = ("shape", "kind", "name", "range", "size", "duplicate", "game", "chance")
"""`CodecError.code`: a wrong type or keys, an unknown kind, an unknown name (tile, card,
word), a number out of range, a list too long or short, a card listed twice, an unknown
game, a chance move (never sent to a client)."""


class CodecError(ValueError):
    """Data that is not what the codec writes: `code` (one of CODES) and a detail saying
    where (`observation.rounds[2].plays[0]`) and what."""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def show(data: object) -> str:
    """A short safe description of untrusted `data` for an error's detail."""
    if type(data) is int:
        return repr(data) if data.bit_length() <= 64 else "a huge integer"
    if type(data) is str:
        return repr(data[:24]) + ("..." if len(data) > 24 else "")
    if data is None or type(data) is bool:
        return repr(data)
    return f"a {type(data).__name__}"


class Shape(Generic[T]):
    """A value's JSON form: `encode` writes it, `decode` reads untrusted data back."""

    def encode(self, value: T) -> Json:
        raise NotImplementedError

    def decode(self, data: object, where: str) -> T:
        raise NotImplementedError


class Int(Shape[int]):
    def __init__(self, low: int, high: int):
        self.low, self.high = low, high

    def encode(self, value: int) -> Json:
        return value

    def decode(self, data: object, where: str) -> int:
        if type(data) is not int:
            raise CodecError("shape", f"{where}: expected an integer, not {show(data)}")
        if not self.low <= data <= self.high:
            raise CodecError("range", f"{where}: {show(data)} is not from {self.low} "
                                      f"to {self.high}")
        return data


class Bool(Shape[bool]):
    def encode(self, value: bool) -> Json:
        return value

    def decode(self, data: object, where: str) -> bool:
        if type(data) is not bool:
            raise CodecError("shape", f"{where}: expected true or false, not {show(data)}")
        return data


class Choice(Shape[str]):
    """One of a few strings: a tile, a card, a phase, an end."""

    def __init__(self, names: Collection[str], what: str):
        self.names, self.what = frozenset(names), what

    def encode(self, value: str) -> Json:
        return value

    def decode(self, data: object, where: str) -> str:
        if type(data) is not str:
            raise CodecError("shape", f"{where}: expected {self.what}, not {show(data)}")
        if data not in self.names:
            raise CodecError("name", f"{where}: {show(data)} is not {self.what}")
        return data


def read_list(data: object, low: int, high: int, where: str) -> list[Any]:
    """`data` as a list of `low` to `high` items."""
    if type(data) is not list:
        raise CodecError("shape", f"{where}: expected a list, not {show(data)}")
    if not low <= len(data) <= high:
        raise CodecError("size", f"{where}: {len(data)} items, expected {low} to {high}")
    return data


class Seq(Shape[tuple[T, ...]]):
    """A tuple of `low` to `high` items of one shape, as a list."""

    def __init__(self, item: Shape[T], low: int, high: int):
        self.item, self.low, self.high = item, low, high

    def encode(self, value: tuple[T, ...]) -> Json:
        return [self.item.encode(v) for v in value]

    def decode(self, data: object, where: str) -> tuple[T, ...]:
        items = read_list(data, self.low, self.high, where)
        return tuple(self.item.decode(x, f"{where}[{i}]") for i, x in enumerate(items))


class Fixed(Shape[tuple[Any, ...]]):
    """A tuple of fixed length whose items have their own shapes, as a list."""

    def __init__(self, *items: Shape[Any]):
        self.items = items

    def encode(self, value: tuple[Any, ...]) -> Json:
        return [shape.encode(v) for shape, v in zip(self.items, value, strict=True)]

    def decode(self, data: object, where: str) -> tuple[Any, ...]:
        n = len(self.items)
        values = read_list(data, n, n, where)
        return tuple(shape.decode(x, f"{where}[{i}]")
                     for i, (shape, x) in enumerate(zip(self.items, values, strict=True)))


class Maybe(Shape[T | None]):
    """A value or None (null)."""

    def __init__(self, shape: Shape[T]):
        self.shape = shape

    def encode(self, value: T | None) -> Json:
        return None if value is None else self.shape.encode(value)

    def decode(self, data: object, where: str) -> T | None:
        return None if data is None else self.shape.decode(data, where)


def read_fields(data: object, fields: Mapping[str, Shape[Any]], where: str,
                ignore: Callable[[object, object], bool] | None = None) -> dict[str, Any]:
    """The fields of the object `data`, each decoded: exactly the keys of `fields`, besides
    the keys that `ignore(key, value)` lets pass unread."""
    if type(data) is not dict:
        raise CodecError("shape", f"{where}: expected an object, not {show(data)}")
    for key, value in data.items():
        if key not in fields and not (ignore is not None and ignore(key, value)):
            raise CodecError("shape", f"{where}: unknown field {show(key)}")
    missing = [key for key in fields if key not in data]
    if missing:
        raise CodecError("shape", f"{where}: field {missing[0]!r} is missing")
    return {key: shape.decode(data[key], f"{where}.{key}") for key, shape in fields.items()}


class Record(Shape[Any]):
    """An object of class `cls` (a dataclass or named tuple) as a JSON object of its
    `fields`; `check` refuses a decoded value whose fields disagree with each other.
    Fields left out of `fields` (a move's seat) are given to `build`."""

    def __init__(self, cls: type, fields: Mapping[str, Shape[Any]],
                 check: Callable[[Any, str], None] | None = None):
        self.cls, self.fields, self.check = cls, dict(fields), check

    def encode(self, value: Any) -> dict[str, Json]:
        if type(value) is not self.cls:
            raise CodecError("kind", f"expected a {self.cls.__name__}, not {show(value)}")
        return {key: shape.encode(getattr(value, key)) for key, shape in self.fields.items()}

    def decode(self, data: object, where: str) -> Any:
        return self.build(read_fields(data, self.fields, where), where)

    def build(self, values: dict[str, Any], where: str) -> Any:
        try:
            value = self.cls(**values)
        except (TypeError, ValueError) as exc:  # a class that checks its own fields
            raise CodecError("shape", f"{where}: {type(exc).__name__}") from None
        if self.check is not None:
            self.check(value, where)
        return value


class Tagged:
    """Objects of several classes as JSON objects told apart by their "kind": `kinds`
    maps each kind to its record. `ignore` as in `read_fields`."""

    def __init__(self, kinds: Mapping[str, Record],
                 ignore: Callable[[object, object], bool] | None = None):
        self.kinds = dict(kinds)
        self.names = {record.cls: kind for kind, record in kinds.items()}
        self.ignore = ignore

    def encode(self, value: object) -> dict[str, Json]:
        kind = self.names.get(type(value))
        if kind is None:
            raise CodecError("kind", f"not a kind the codec writes: {show(value)}")
        return {"kind": kind, **self.kinds[kind].encode(value)}

    def decode(self, data: object, where: str, **given: Any) -> Any:
        """The object `data` stands for; `given` are the fields the data leaves out."""
        if type(data) is not dict:
            raise CodecError("shape", f"{where}: expected an object, not {show(data)}")
        kind = data.get("kind")
        if type(kind) is not str or kind not in self.kinds:
            raise CodecError("kind", f"{where}: unknown kind {show(kind)}")
        record = self.kinds[kind]
        body = {key: value for key, value in data.items() if key != "kind"}
        values = read_fields(body, record.fields, f"{where}({kind})", self.ignore)
        return record.build({**values, **given}, f"{where}({kind})")


MOVE_FIELDS = ("end", "tiles", "card", "cards")
"""Every field a move of either game may have: a move's JSON may carry the others of
them as null (a `core.net.protocol.MoveBody` turned into a dict)."""


def ignore_null_move_field(key: object, value: object) -> bool:
    return value is None and key in MOVE_FIELDS


@dataclass(frozen=True)
class GameCodec:
    """One game's shapes: its observation, its events, its moves; `redact` is an event as
    a seat may see it (-1: nobody's view), `check_players` refuses decoded events that
    name more seats than the table has, `public` the game's part of a public record."""

    observation: Record
    events: Tagged
    moves: Tagged
    max_seats: int
    redact: Callable[[Any, int], Any]
    check_players: Callable[[list[Any], int], None]
    public: Callable[[Mapping[str, Any], int], dict[str, Any]]
