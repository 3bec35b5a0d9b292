"""A seat's knowledge (`policy.Seat`) read from its observation alone, and a decision
turned back into a move."""

from __future__ import annotations

from typing import Any

from core.ai.tiengow.policy import Play, Seat, msub
from core.tiengow import Beat, Discard, Lead
from core.tiengow.observation import Observation, position
from core.tiengow.tiles import FULL, faces_of, mask_of_faces


def _mask(faces: tuple[str, ...]) -> int:
    mask = mask_of_faces(faces)
    if mask is None:
        raise ValueError(f"{faces!r} are not tiles")
    return mask


def unseen_mask(obs: Observation) -> int:
    """The tiles the seat has not seen: the set less its hand, its discards and every
    face-up play."""
    unseen = FULL
    gone = [obs.hand, *(faces for _, faces in obs.discards)]
    for trick in (*obs.tricks, *([obs.current] if obs.current else [])):
        gone += [faces for _, faces in trick.plays if faces is not None]
    for faces in gone:
        for face in faces:
            unseen = msub(unseen, _mask((face,)))
    return unseen


def read_seat(obs: Observation) -> Seat:
    """The seat's `Seat`: `unseen` is the set less what it has seen."""
    hand, trick, forced, variant = position(obs)
    return Seat(obs.seat, hand, trick, forced, obs.won, unseen_mask(obs), variant)


def to_move(obs: Observation, play: Play) -> Any:
    faces = faces_of(play.mask)
    if obs.current is None:
        return Lead(obs.seat, faces)
    return Beat(obs.seat, faces) if play.up else Discard(obs.seat, faces)
