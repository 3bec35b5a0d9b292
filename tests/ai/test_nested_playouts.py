"""The arena's `nested` experiment (bench.nines_nested, bench.royal_nested): with no
decision of its own to think at, its playout is hard's, move for move; thinking at its
next decision it can only do better in that world (the rule's move is among those it
tries, played out with the same dice); and it sits at an arena table in both games."""

from __future__ import annotations

import json
import random

import pytest

import bench.royal_nested as royal_nested
from bench.nines_nested import nested_play_out
from core import arena
from core.ai.nines.playout import play_out, remaining
from core.ai.royal.playout import play_domino, play_tricks
from core.nines.tiles import FACE_ID, TILES
from core.royal.cards import TENS, deck_mask
from core.rules import get_rules

WORLDS = 150


def nines_worlds():
    rng = random.Random(7)
    for _ in range(WORLDS):
        faces = [FACE_ID[t] for t in TILES]
        rng.shuffle(faces)
        hands = [faces[i * 8:(i + 1) * 8] for i in range(4)]
        yield hands, rng.randrange(4), rng.getrandbits(32)


def run_nines(play, hands, seat, dice, **kw):
    return play([h.copy() for h in hands], remaining(hands), [0] * 4, seat, seat, [], [],
                None, random.Random(dice), **kw)


def test_nines_nested_at_no_decision_is_the_plain_playout():
    for hands, seat, dice in nines_worlds():
        assert run_nines(nested_play_out, hands, seat, dice, depth=0) == run_nines(
            play_out, hands, seat, dice)


def test_nines_nested_at_its_next_decision_never_does_worse_in_the_world():
    better = 0
    for hands, seat, dice in nines_worlds():
        plain = run_nines(play_out, hands, seat, dice)[seat]
        nested = run_nines(nested_play_out, hands, seat, dice, depth=1)[seat]
        assert nested >= plain
        better += nested > plain
    assert better  # it does choose other moves than the rule's


def royal_worlds():
    rng = random.Random(11)
    for _ in range(WORLDS):
        n = rng.choice((3, 4, 5, 6))
        deck = deck_mask(n)
        cards = [c for c in range(36) if deck >> c & 1]
        rng.shuffle(cards)
        per = len(cards) // n
        hands = [sum(1 << c for c in cards[i * per:(i + 1) * per]) for i in range(n)]
        yield n, deck, per, hands, rng.randrange(5), rng.randrange(n)


def test_royal_nested_at_no_decision_is_the_plain_playout():
    for n, deck, per, hands, contract, seat in royal_worlds():
        assert royal_nested.nested_tricks(contract, n, hands.copy(), [], seat, per, seat,
                                          depth=0) == play_tricks(contract, n, hands.copy(),
                                                                  [], seat, per, seat)
        root = (seat + 1) % n
        assert royal_nested.nested_domino(n, hands.copy(), TENS & deck, deck, seat, 0, root,
                                          depth=0) == play_domino(n, hands.copy(),
                                                                  TENS & deck, deck, seat,
                                                                  0, root)


def test_royal_nested_at_its_next_decision_never_does_worse_in_the_world():
    better = 0
    for n, deck, per, hands, contract, seat in royal_worlds():
        plain = play_tricks(contract, n, hands.copy(), [], seat, per, seat)
        nested = royal_nested.nested_tricks(contract, n, hands.copy(), [], seat, per, seat,
                                            depth=1)
        assert nested >= plain
        better += nested > plain
        root = (seat + 1) % n
        plain = play_domino(n, hands.copy(), TENS & deck, deck, seat, 0, root)
        nested = royal_nested.nested_domino(n, hands.copy(), TENS & deck, deck, seat, 0,
                                            root, depth=1)
        assert nested >= plain
        better += nested > plain
    assert better


@pytest.mark.parametrize("game,players", [("nines", 4), ("royal", 3)])
def test_nested_sits_at_an_arena_table(capsys, game, players):
    seats = ",".join(["nested", "medium"] * 2) if players == 4 else "nested,medium,medium"
    argv = ["--game", game, "--players", str(players), "--seats", seats, "--games", "1",
            "--think-iterations", "40", "--seed", "3", "--json"]
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["by_level"]) == {"nested", "medium"}
    with pytest.raises(ValueError, match="Nines and Royal only"):
        arena.arena_agent(get_rules("tiengow"), "nested")


def test_nines_nested_judging_in_resampled_worlds_does_not_peek(monkeypatch):
    """With RESAMPLE the seat's choice depends on what it may know (its hand, the tiles
    the others hold between them, their hand sizes), not on who holds which."""
    import bench.nines_nested as nines_nested

    monkeypatch.setattr(nines_nested, "RESAMPLE", 3)
    differs = 0
    for hands, seat, dice in nines_worlds():
        others = [s for s in range(4) if s != seat]
        swapped = [h.copy() for h in hands]
        a, b = others[0], others[1]
        pool = swapped[a] + swapped[b]
        random.Random(dice).shuffle(pool)
        swapped[a], swapped[b] = pool[:8], pool[8:]
        unseen = remaining(hands)
        for f in hands[seat]:
            unseen[f] -= 1
        options = nines_nested._lead_options(hands[seat], unseen)
        if len(options) < 2:
            continue
        picks = [nines_nested._judged(options, h, remaining(h), [0] * 4, seat, seat, [], [],
                                      random.Random(dice)) for h in (hands, swapped)]
        assert picks[0] == picks[1]
        differs += picks[0] != options[0]
    assert differs  # it does not merely keep the rule's lead
