"""What of an observation is its own seat's secret: observation dataclasses mark those
fields with `private(blank)` metadata, and `redacted` puts each blank in its place (for
a table nobody views, e.g. between two hot-seat players)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

_KEY = "private"
Obs = TypeVar("Obs", bound="DataclassInstance")


def private(blank: object) -> Mapping[str, object]:
    """The metadata of a field only the observing seat may see; `blank` stands for it
    when nobody views: `hand: Faces = field(metadata=private(()))`."""
    return {_KEY: blank}


def private_fields(obs_type: type[DataclassInstance]) -> dict[str, object]:
    """The private fields of an observation type, each with its blank."""
    return {f.name: f.metadata[_KEY] for f in dataclasses.fields(obs_type)
            if _KEY in f.metadata}


def redacted(obs: Obs) -> Obs:
    """`obs` with every private field blank."""
    blanks: dict[str, Any] = private_fields(type(obs))
    return dataclasses.replace(obs, **blanks)
