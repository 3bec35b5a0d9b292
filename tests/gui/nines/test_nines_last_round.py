"""The last round shown again on the Nines table: its button once a round is decided, the
plays in order as the core's last RoundView has them (each tile on top or under, the
stack winners framed, the stacks won, who leads next, a roll-off), the key L, Esc and a
click that close it, the hot-seat curtain that closes it, a new game that clears it, the
layout that follows the number of stacks, and what a screen reader hears."""

from __future__ import annotations

from nines_table_helpers import StubController, click, make_controller, make_table
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from core.nines import RULES
from core.rng import make_rng
from gui.nines import access, texts
from gui.nines.board import Board, round_plays
from gui.nines.table import NinesTable
from gui.play.controller import GameController


def key(table: NinesTable, which: Qt.Key, text: str = "") -> None:
    for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
        QApplication.sendEvent(table, QKeyEvent(kind, which, Qt.KeyboardModifier.NoModifier,
                                                text))


def settled(ctl: GameController, table: NinesTable) -> bool:
    """The human may act, or the game is over, and nothing is left to show."""
    if not table.director.idle():
        return False
    return ctl.phase in ("game_over", "match_over", "curtain") or (
        ctl.phase == "human" and table.human.mode != "")


def submit_first(qtbot, ctl: GameController) -> None:
    """The human's first legal move, played."""
    before = ctl.move_count()
    ctl.submit(ctl.legal_moves()[0])
    qtbot.waitUntil(lambda: ctl.move_count() > before, timeout=5_000)


def play_until(qtbot, ctl: GameController, table: NinesTable, done, moves: int = 200,
               to_end: bool = False) -> None:
    """The human plays the first legal move until `done()` holds (checked when the table
    is settled), or `to_end` of the game."""
    for _ in range(moves):
        qtbot.waitUntil(lambda: settled(ctl, table), timeout=20_000)
        if done():
            return
        if ctl.phase in ("game_over", "match_over"):
            assert to_end, "the game ended first"
            return
        if ctl.phase == "curtain":
            ctl.lift_curtain()
            continue
        submit_first(qtbot, ctl)
    raise AssertionError("not reached")


def stack_from_marks(lead: str, laid: list[tuple[str, str]]) -> tuple[str, ...]:
    """A stack built again from the lead and the followers' (face, "top"/"under") in play
    order: what the panel says must give the core's stack."""
    stack = [lead]
    for face, how in laid:
        if how == "top":
            stack.append(face)
        else:
            assert how == "under", how
            stack.insert(0, face)
    return tuple(stack)


def assert_shows(table: NinesTable, ctl: GameController, view) -> None:
    """The panel shows the core's `view`: the plays in order with their faces, the marks
    that build each stack again, the stack winners, the stacks won and who leads next."""
    rows = table.scenery.last_panel.rows()
    assert [r.seat for r in rows] == [seat for seat, _faces in view.plays]
    assert [r.name for r in rows] == [ctl.seat_name(seat) for seat, _f in view.plays]
    assert [r.how for r in rows] == ["led"] + ["followed"] * (len(view.plays) - 1)
    for row, (_seat, faces) in zip(rows, view.plays, strict=True):
        assert tuple(t[0] for t in row.tiles) == tuple(faces)
        assert row.count == view.won[row.seat]
        assert row.won == (f"{row.count} stack" if row.count == 1 else f"{row.count} stacks")
        assert row.best == (row.seat == view.winner)
    for i, stack in enumerate(view.stacks):
        assert rows[0].tiles[i][1] == "led"
        laid = [(r.tiles[i][0], r.tiles[i][1]) for r in rows[1:]]
        assert stack_from_marks(rows[0].tiles[i][0], laid) == tuple(stack)
        winners = [r for r in rows if r.tiles[i][3]]
        assert len(winners) == 1 and winners[0].seat == view.tops[i]
        assert winners[0].tiles[i][0] == stack[-1]
    assert sum(1 for r in rows if r.best) == 1
    foot = table.scenery.last_panel.foot_lines()
    assert foot[0].startswith(ctl.seat_name(view.winner) + " ")
    assert len(foot) == 1 + len(view.tie_rolls)


def decided_position(want, seeds=range(1, 4000)):
    """A seat 0 observation (the core's) in play whose last decided round is what `want`
    asks for."""
    for seed in seeds:
        rng = make_rng(seed)
        state = RULES.new_game(rng, players=4)
        while not RULES.is_over(state):
            RULES.apply(state, RULES.random_move(state, rng))
            obs = RULES.observation(state, 0)
            if obs.rounds and obs.phase == "play" and want(obs.rounds[-1]):
                return obs
    raise AssertionError("no such position")


def shown(qtbot, obs) -> NinesTable:
    ctl = StubController(obs, [])
    table = make_table(qtbot, ctl)
    ctl.game_started.emit()
    qtbot.waitUntil(table.director.idle)
    return table


# --- with the real controller -----------------------------------------------------------


def test_the_button_comes_with_the_first_decided_round_and_shows_the_cores_view(qtbot):
    ctl = make_controller(seed=5)
    table = make_table(qtbot, ctl)
    ctl.start()
    sc = table.scenery
    qtbot.waitUntil(lambda: settled(ctl, table), timeout=20_000)
    assert not sc.last_button.isVisible()
    key(table, Qt.Key.Key_L, "l")
    assert not sc.last_panel.isVisible()  # nothing to show yet
    play_until(qtbot, ctl, table, lambda: bool(ctl.observation(0).rounds))
    assert sc.last_button.isVisible() and sc.last_button.text() == "Last round"
    click(table, sc.last_button.sceneBoundingRect().center())
    assert sc.last_panel.isVisible()
    view = ctl.observation(0).rounds[-1]
    assert table.board.last == view
    assert_shows(table, ctl, view)
    rebuilt = Board.from_observation(ctl.observation(0))  # as a rebuilt table would have it
    assert (rebuilt.last, rebuilt.last_final) == (table.board.last, table.board.last_final)
    click(table, sc.last_panel.sceneBoundingRect().center())
    assert not sc.last_panel.isVisible()
    # a later round decided replaces it, the panel left open following
    table.toggle_last()
    first = len(ctl.observation(0).rounds)
    play_until(qtbot, ctl, table, lambda: len(ctl.observation(0).rounds) > first)
    view = ctl.observation(0).rounds[-1]
    assert sc.last_panel.isVisible() and table.board.last == view
    assert_shows(table, ctl, view)


def test_l_toggles_it_and_esc_closes_it_before_putting_a_tile_back(qtbot):
    ctl = make_controller(seed=7)
    table = make_table(qtbot, ctl)
    ctl.start()
    play_until(qtbot, ctl, table, lambda: bool(ctl.observation(0).rounds)
               and table.human.mode in ("lead", "follow"))
    panel, human = table.scenery.last_panel, table.human
    key(table, Qt.Key.Key_L, "l")
    assert panel.isVisible()
    key(table, Qt.Key.Key_L, "l")
    assert not panel.isVisible()
    key(table, Qt.Key.Key_Right)  # the cursor shows, then Space chooses a tile
    key(table, Qt.Key.Key_Space)

    def chosen():  # raised for a lead, or picked up to lay
        return list(table.board.raised), human.picked

    before = chosen()
    assert before != ([], None)
    key(table, Qt.Key.Key_L, "l")
    key(table, Qt.Key.Key_Escape)
    assert not panel.isVisible() and chosen() == before  # the panel first
    key(table, Qt.Key.Key_L, "l")
    click(table, panel.sceneBoundingRect().center())  # a click on it closes it
    assert not panel.isVisible() and chosen() == before
    if human.mode == "follow":  # Esc puts the tile back once the panel is closed
        key(table, Qt.Key.Key_Escape)
        assert human.picked is None


def test_hot_seat_closes_it_at_the_curtain(qtbot):
    ctl = make_controller(humans=(0, 2), seed=3)
    table = make_table(qtbot, ctl)
    ctl.start()
    closed = 0
    for _ in range(120):
        qtbot.waitUntil(lambda: settled(ctl, table), timeout=20_000)
        if ctl.phase in ("game_over", "match_over") or closed >= 2:
            break
        if ctl.phase == "curtain":  # left open by the seat before
            assert not table.scenery.last_panel.isVisible()
            closed += table.board.last is not None
            ctl.lift_curtain()
            continue
        if table.board.last is not None:
            table.toggle_last()
            assert table.scenery.last_panel.isVisible()
        submit_first(qtbot, ctl)
    assert closed >= 2


def test_the_games_last_round_at_game_over_and_a_new_game_clears_it(qtbot):
    ctl = make_controller(games=2, seed=9)
    table = make_table(qtbot, ctl)
    ctl.start()
    play_until(qtbot, ctl, table, lambda: False, moves=400, to_end=True)
    qtbot.waitUntil(lambda: ctl.phase == "game_over" and table.director.idle())
    sc = table.scenery
    click(table, sc.last_button.sceneBoundingRect().center())
    assert sc.last_panel.isVisible()
    view = ctl.observation(0).rounds[-1]
    assert table.board.last == view and table.board.last_final
    assert_shows(table, ctl, view)
    assert sc.last_panel.foot_lines()[0] == (f"{ctl.seat_name(view.winner)} won the game's "
                                             "last round.")
    click(table, sc.last_panel.sceneBoundingRect().center())  # closed, then Next game
    click(table, table.next_button.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: ctl.game_number() == 2 and table.director.idle())
    assert not ctl.observation(0).rounds
    assert table.board.last is None and not sc.last_button.isVisible()
    key(table, Qt.Key.Key_L, "l")
    assert not sc.last_panel.isVisible()


def test_the_screen_reader_reads_the_panel_and_its_button(qtbot):
    ctl = make_controller(seed=5)
    table = make_table(qtbot, ctl)
    ctl.start()
    play_until(qtbot, ctl, table, lambda: len(ctl.observation(0).rounds) >= 2)

    def nodes():
        return {n.key: n for top in access.nodes(table) for n in top.walk()}

    assert nodes()["last-round"].name == "Last round" and "last" not in nodes()
    table.toggle_last()
    found = nodes()
    assert found["last"].name == "The last round"
    view = ctl.observation(0).rounds[-1]
    plays = [found[f"last:{k}"].name for k in range(len(view.plays))]
    assert f"last:{len(view.plays)}" not in found
    winners = [[] for _ in view.stacks]
    for k, (said, (seat, faces)) in enumerate(zip(plays, view.plays, strict=True)):
        n = view.won[seat]
        head = f"{ctl.seat_name(seat)}: {'followed' if k else 'led'}: "
        tail = f": {n} stack" + ("" if n == 1 else "s")
        assert said.startswith(head) and said.endswith(tail)
        parts = said[len(head):-len(tail)].split("; ")
        for i, (part, face) in enumerate(zip(parts, faces, strict=True)):
            words = part.split(", ")
            assert words[0] == f"stack {i + 1}: {texts.title(face)}"
            assert (words[1] in ("on top", "under")) if k else words[1:2] != ["on top"]
            if "wins the stack" in words:
                winners[i].append(seat)
    assert winners == [[top] for top in view.tops]  # each stack's winner said, once
    assert found["last-foot:0"].name == f"{ctl.seat_name(view.winner)} leads the next round."


# --- positions from the core -------------------------------------------------------------


def test_every_rounds_marks_build_its_stacks_again():
    """Over whole random games, each play's on-top/under marks rebuild the core's stacks,
    and the one tile marked the winner of a stack lies on its top, its seat's."""
    checked = 0
    for seed in range(1, 25):
        rng = make_rng(seed)
        state = RULES.new_game(rng, players=4)
        while not RULES.is_over(state):
            RULES.apply(state, RULES.random_move(state, rng))
        for view in RULES.observation(state, 0).rounds:
            plays = round_plays(view)
            assert [p.seat for p in plays] == [s for s, _f in view.plays]
            assert [p.stacks_won for p in plays] == [view.won[s] for s, _f in view.plays]
            for i, stack in enumerate(view.stacks):
                laid = [(p.tiles[i].face, p.tiles[i].how) for p in plays[1:]]
                assert plays[0].tiles[i].how == "led"
                assert stack_from_marks(plays[0].tiles[i].face, laid) == tuple(stack)
                won = [p for p in plays if p.tiles[i].won]
                assert len(won) == 1 and won[0].seat == view.tops[i]
                assert won[0].tiles[i].face == stack[-1]
                checked += 1
    assert checked > 100


def test_a_roll_off_is_shown_roll_by_roll(qtbot):
    obs = decided_position(lambda v: len(v.tie_rolls) >= 2)
    view = obs.rounds[-1]
    table = shown(qtbot, obs)
    table.toggle_last()
    foot = table.scenery.last_panel.foot_lines()
    assert foot[0] == f"{table.controller.seat_name(view.winner)} leads the next round."
    assert len(foot) == 1 + len(view.tie_rolls)
    assert foot[1].startswith("Tie for the most stacks, roll-off: ")
    assert all(line.startswith("Tie again, roll-off: ") for line in foot[2:])
    for line, roll in zip(foot[1:], view.tie_rolls, strict=True):
        for seat, dice in roll:
            assert f"{table.controller.seat_name(seat)}: {sum(dice)}" in line
    assert_shows(table, table.controller, view)


def test_the_panel_is_as_wide_as_its_stacks_need(qtbot):
    widths = []
    for count in (1, 4):
        obs = decided_position(lambda v, n=count: len(v.stacks) == n and not v.tie_rolls)
        table = shown(qtbot, obs)
        table.toggle_last()
        panel = table.scenery.last_panel
        assert panel.stack_count() == count
        widths.append(panel.rect().width())
        shown_rect = panel.sceneBoundingRect()
        assert table.scene().sceneRect().contains(shown_rect)
        assert not shown_rect.intersects(table.scenery.last_button.sceneBoundingRect())
        table.close()
    assert widths[0] < widths[1] - 3 * 100  # three stack columns narrower


def test_the_panel_speaks_czech(qtbot, language):
    obs = decided_position(lambda v: len(v.stacks) >= 2 and max(v.won) >= 2)
    view = obs.rounds[-1]
    language("cs")
    table = shown(qtbot, obs)
    table.retranslate()
    assert table.scenery.last_button.text() == "Poslední kolo"
    table.toggle_last()
    panel = table.scenery.last_panel
    rows = panel.rows()
    assert rows[0].how == "vynáší" and all(r.how == "pokládá" for r in rows[1:])
    words = {word for r in rows[1:] for _f, _how, word, _won in r.tiles}
    assert words <= {"navrch", "dospod"} and words
    best = next(r for r in rows if r.best)
    assert best.won == f"{view.won[best.seat]} sloupečky"  # 2 to 4
    assert panel.foot_lines()[0].endswith("vynáší v dalším kole.")
    assert QCoreApplication.translate("NinesAccess", "The last round") == "Poslední kolo"
