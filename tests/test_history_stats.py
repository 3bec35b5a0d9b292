"""The statistics (core.history_stats) against figures counted by hand from records."""

from __future__ import annotations

import pytest

from core.history import History
from core.history_sample import sample_record
from core.history_stats import contract_means, entries, recent_scores, table, wins_by_level

CONTRACTS = ("no-tricks", "no-shields", "no-queens", "shield-king", "last-trick", "domino")


def nines_by_hand(record, seat):
    """Stacks, rounds led and roll-offs won, read off the record's rounds."""
    stacks = sum(1 for rnd in record["rounds"] for st in rnd["stacks"] if st["top"] == seat)
    led = sum(1 for rnd in record["rounds"] if rnd["leader"] == seat)
    ties = sum(1 for rnd in record["rounds"] if rnd["tie_rolls"] and rnd["winner"] == seat)
    return stacks, led, ties


def royal_results(record):
    return [deal.get("penalties", deal.get("points")) for deal in record["deals"]]


@pytest.fixture
def history(tmp_path):
    h = History(tmp_path / "h.sqlite3")
    yield h
    h.close()


def test_nines_figures_match_the_records(history):
    records = [sample_record("nines", seed, level="easy") for seed in range(6)]
    for day, record in enumerate(records):
        history.add(record, played_at=day * 86400.0)
    hand = [nines_by_hand(r, 0) for r in records]
    wins = [max(r["points"]) == r["points"][0] for r in records]
    shared = [w and r["points"].count(r["points"][0]) > 1
              for r, w in zip(records, wins, strict=True)]
    [row] = table(history)
    assert (row.game, row.level, row.players, row.games) == ("nines", "easy", 4, 6)
    assert row.wins == sum(wins) and row.shared == sum(shared)
    assert row.mean_score == pytest.approx(sum(h[0] for h in hand) / 6)
    assert row.best_score == max(h[0] for h in hand)
    assert row.rounds_led == pytest.approx(sum(h[1] for h in hand) / 6)
    assert row.ties_won == pytest.approx(sum(h[2] for h in hand) / 6)
    assert recent_scores(history, "nines", limit=4) == [h[0] for h in hand[2:]]
    # the last two days only
    [recent] = table(history, since=4 * 86400.0)
    assert recent.games == 2
    assert recent.mean_score == pytest.approx((hand[4][0] + hand[5][0]) / 2)


def test_a_tie_for_most_is_a_shared_win(history):
    record = next(r for r in (sample_record("nines", s) for s in range(200))
                  if r["points"].count(max(r["points"])) > 1
                  and r["points"][0] == max(r["points"]))
    history.add(record)
    [row] = table(history)
    assert (row.wins, row.shared) == (1, 1)


def test_royal_figures_match_the_records(history):
    records = [sample_record("royal", seed, players=players, level="hard")
               for seed, players in ((1, 4), (2, 4), (3, 3))]
    for record in records:
        history.add(record)
    rows = {row.players: row for row in table(history)}
    assert set(rows) == {3, 4}
    four = [r for r in records if len(r["players"]) == 4]
    totals = [r["totals"][0] for r in four]
    assert rows[4].games == 2 and rows[4].best_score == max(totals)
    assert rows[4].mean_score == pytest.approx(sum(totals) / 2)
    for i in range(6):
        assert rows[4].contracts[i] == pytest.approx(
            sum(royal_results(r)[i][0] for r in four) / 2)
    places = []
    for r in four:
        order = r["deals"][5]["places"]
        places.append(order.index(0) + 1 if 0 in order else len(order) + 1)
    assert rows[4].domino_place == pytest.approx(sum(places) / 2)
    means = contract_means(history)
    assert means[0] == pytest.approx(sum(royal_results(r)[0][0] for r in records) / 3)
    assert rows[4].rounds_led is None


def test_hot_seat_counts_every_human_seat_and_levels_are_kept_apart(history):
    history.add(sample_record("nines", 1, humans=4))
    history.add(sample_record("nines", 2, level="medium"))
    rows = {row.level: row for row in table(history)}
    assert rows["none"].games == 4 and rows["none"].wins >= 1
    assert rows["medium"].games == 1
    levels = {level: (games, wins) for level, games, wins in wins_by_level(history)}
    assert levels["none"][0] == 4 and levels["medium"][0] == 1


def test_the_history_list_is_latest_first_with_names_and_winners(history):
    first = sample_record("nines", 1)
    second = sample_record("royal", 2, players=5)
    history.add(first, played_at=100.0)
    history.add(second, played_at=200.0)
    listed = entries(history)
    assert [e.game for e in listed] == ["royal", "nines"]
    assert listed[0].names == [p["name"] for p in second["players"]]
    assert listed[0].scores == second["totals"]
    best = max(second["totals"])
    assert listed[0].winners == [s for s, t in enumerate(second["totals"]) if t == best]
    assert listed[0].humans == [0]
    assert [e.game for e in entries(history, since=150.0)] == ["royal"]
