"""The room's coach thinks as one search in the search processes, each telling its part
so far on its own pipe: telling changes nothing, and the partial analyses add up to the
final one."""

from __future__ import annotations

import tempfile

import pytest

from core.ai import Budget
from core.ai.analysis import PoolAnalysis, analyse, analysis_of
from core.ai.pool import SearchPool
from core.rng import make_rng
from gui.coach import thinker
from tests.coach.positions import positions


def never() -> bool:
    return False


def _searched(game):
    return next(obs for _, obs in positions(game, 30, seed=5)
                if len(analyse(obs, make_rng(0), Budget(iterations=40)).candidates) > 2)


@pytest.fixture(scope="module")
def pool():
    pool = SearchPool(2)
    yield pool
    pool.close()


@pytest.mark.parametrize(("game", "iterations"), [("royal", 8_000), ("nines", 2_000),
                                                   ("tiengow", 2_000)])
def test_the_pool_search_tells_as_it_goes_and_ends_as_without_telling(
        monkeypatch, pool, game, iterations):
    monkeypatch.setattr(thinker, "shared_pool", lambda: pool)
    monkeypatch.setattr(thinker, "TELL_S", 0.005)  # a short search tells too
    obs = _searched(game)
    budget = Budget(iterations=iterations)
    heard = []
    a, b = make_rng(3), make_rng(3)
    told = analysis_of(obs, thinker.pool_think(obs, a, budget, never, heard.append))
    silent = analysis_of(obs, pool.think(PoolAnalysis(), obs, b, budget))
    assert told == silent and a.getstate() == b.getstate()
    assert heard and not any(h.done for h in heard)
    assert all(h.worlds <= told.worlds for h in heard)
    assert [h.worlds for h in heard] == sorted(h.worlds for h in heard)


def test_telling_needs_no_socket_in_the_temporary_folder(monkeypatch, pool, tmp_path):
    """A pipe end handed to a running process travels through a Unix socket made in the
    temporary folder, whose path may be too long (a deep TMPDIR: 'AF_UNIX path too
    long'); the parts tell on the pipes the processes were started with."""
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    deep.mkdir(parents=True)
    monkeypatch.setattr(tempfile, "tempdir", str(deep))
    monkeypatch.setattr(thinker, "shared_pool", lambda: pool)
    monkeypatch.setattr(thinker, "TELL_S", 0.005)
    obs = _searched("nines")
    heard = []
    parts = thinker.pool_think(obs, make_rng(3), Budget(iterations=2_000), never,
                               heard.append)
    assert parts and heard


def test_the_local_search_tells_as_it_goes_and_ends_as_without_telling(monkeypatch):
    monkeypatch.setattr(thinker, "TELL_S", 0.005)
    obs = _searched("royal")
    budget = Budget(iterations=8_000)
    heard = []
    told = analysis_of(obs, thinker.local_think(obs, make_rng(4), budget, never,
                                                heard.append))
    assert told == analyse(obs, make_rng(4), budget)
    assert heard and not any(h.done for h in heard)
    assert [h.worlds for h in heard] == sorted(h.worlds for h in heard)
    assert heard[-1].worlds <= told.worlds
