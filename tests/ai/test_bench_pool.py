"""bench.pool: arena runs pooled by inverse variance."""

from __future__ import annotations

import json

import pytest

from bench.pool import main, parse, pool


def test_equal_runs_pool_to_their_mean_with_the_interval_shrunk_by_root_two():
    mean, half = pool([(1.0, 2.0), (3.0, 2.0)])
    assert mean == pytest.approx(2.0)
    assert half == pytest.approx(2.0 / 2 ** 0.5)


def test_a_narrow_run_weighs_more_by_the_square_of_its_width():
    mean, _half = pool([(0.0, 1.0), (10.0, 3.0)])  # weights 9 : 1
    assert mean == pytest.approx(1.0)


def test_parse_refuses_what_is_no_interval():
    assert parse("+1.70±2.49") == (1.70, 2.49)
    assert parse("-0.5+-1") == (-0.5, 1.0)
    for bad in ("1.7", "1±0", "1±-2", "a±b"):
        with pytest.raises(ValueError):
            parse(bad)


def test_the_command_reads_arena_json(tmp_path, capsys):
    files = []
    for k, (mean, ci) in enumerate([(0.5, 1.0), (1.5, 1.0)]):
        path = tmp_path / f"r{k}.json"
        path.write_text(json.dumps({"diffs": {"hard-ismcts": {"mean": mean, "ci95": ci}}}))
        files.append(str(path))
    main(["--json", *files])
    assert capsys.readouterr().out.startswith("+1.00 ± 0.71 (2 runs)")
