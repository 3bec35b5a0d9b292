"""Events as named tuples that equal only their own kind: two events of different kinds
with the same fields (a seat and a tile, say) are never taken for each other."""

from __future__ import annotations

from typing import TypeVar

_T = TypeVar("_T", bound=type)


def typed_equality(cls: _T) -> _T:
    """Make a named tuple class equal only to instances of itself."""

    def __eq__(self: tuple[object, ...], other: object) -> bool:
        return type(self) is type(other) and tuple.__eq__(self, other)

    def __ne__(self: tuple[object, ...], other: object) -> bool:
        return not __eq__(self, other)

    methods: dict[str, object] = {"__eq__": __eq__, "__ne__": __ne__,
                                  "__hash__": tuple.__hash__}
    for name, method in methods.items():
        setattr(cls, name, method)
    return cls
