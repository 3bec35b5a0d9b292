"""What the room says about the game on the table outside the table: the window title,
the bar under the table (the game and the totals, the buttons between games, the replay
bar) and which menu entries the phase of play allows."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from core.names import short_name
from gui.net.controller import NetController
from gui.play.controller import GameController
from gui.room.room_menus import REPLAY_STEPS, RoomMenus
from gui.room.table_host import GamePage, RoomController
from gui.table.texts import signed


class InfoBar(QObject):
    """The bar of `page` and the entries of `menus` for the game `controller()` gives
    (None: none), and the window's title (`title_changed`), the game named by
    `game_name`."""

    title_changed = Signal(str)

    def __init__(self, page: GamePage, menus: RoomMenus,
                 controller: Callable[[], RoomController | None],
                 game_name: Callable[[str], str], parent: QObject | None = None):
        super().__init__(parent)
        self._page = page
        self._menus = menus
        self._controller = controller
        self._game_name = game_name

    def update_title(self) -> None:
        ctl = self._controller()
        if ctl is None:
            self.title_changed.emit(self.tr("Herna"))
        else:
            self.title_with(self._game_name(ctl.game))

    def title_with(self, game_name: str) -> None:
        """The window's title for a table of `game_name` (a network table's lobby)."""
        self.title_changed.emit(self.tr("%1 – Herna").replace("%1", game_name))

    def update(self) -> None:
        """The bar and the menu entries for the phase of play now."""
        page, ctl, menus = self._page, self._controller(), self._menus
        phase = ctl.phase if ctl is not None else "idle"
        between = phase == "game_over"
        table = page.host.table
        table_offers = table is not None and table.offers_next_game
        announced = table is not None and table.announces_end  # not said twice
        page.next_button.setVisible(between and not table_offers)
        page.end_button.setVisible(between and ctl is not None and ctl.game == "royal")
        page.again_button.setVisible(phase == "match_over" and isinstance(ctl, GameController))
        page.start_button.setVisible(phase in ("match_over", "replay"))
        # no hint where no move is to be made: in a replay, between games, or while the
        # hot-seat curtain waits for the next player (who asks once it is lifted)
        network = isinstance(ctl, NetController)
        menus.act_hint.setEnabled(ctl is not None and not network and phase not in (
            "replay", "game_over", "match_over", "curtain"))
        tip = self.tr("No hints at a network table: the game is between people.") \
            if network else ""
        menus.act_hint.setToolTip(tip)
        menus.act_hint.setStatusTip(tip)
        menus.act_export.setEnabled(ctl is not None)
        self._update_replay_bar(ctl if isinstance(ctl, GameController) and phase == "replay"
                                else None)
        if ctl is None or ctl.game_number() == 0:
            page.info.clear()
            return
        plus = ctl.game == "royal"  # as Royal's result writes them; the tile tables do not
        totals = ", ".join(f"{short_name(ctl.seat_name(seat))} {signed(score, plus)}"
                           for seat, score in enumerate(ctl.match_scores()))
        if phase == "replay":
            text = self.tr("Replay of a record. Scores: %1").replace("%1", totals)
        elif phase == "match_over" and ctl.game == "royal":
            text = self.tr("The session is over. Totals: %1").replace("%1", totals)
        elif phase == "match_over" and not announced:
            text = self.tr("The match is over. Totals: %1").replace("%1", totals)
        elif between and not announced:
            text = self.tr("Game %1 is over. Totals: %2").replace(
                "%1", str(ctl.game_number())).replace("%2", totals)
        else:
            text = self.tr("Game %1. Totals: %2").replace(
                "%1", str(ctl.game_number())).replace("%2", totals)
        page.info.setText(text)

    def _update_replay_bar(self, replay_ctl: GameController | None) -> None:
        """The replay bar and menu, shown for the controller of a replay (None: hidden)."""
        page, menus = self._page, self._menus
        replay = replay_ctl is not None
        menus.replay_menu.setEnabled(replay)
        for action in menus.replay_actions:
            action.setEnabled(replay)
        index, count = replay_ctl.replay_position() if replay_ctl is not None else (0, 0)
        for button, step in zip(page.replay_buttons, REPLAY_STEPS, strict=True):
            button.setVisible(replay)
            button.setEnabled(index < count if step in ("forward", "last") else index > 0)
        shown = replay_ctl is not None and replay_ctl.show_all
        for toggle in (page.all_hands_button, menus.act_all_hands):
            toggle.blockSignals(True)
            toggle.setChecked(shown)
            toggle.blockSignals(False)
        page.all_hands_button.setVisible(replay)
        page.position.setVisible(replay)
        words = self.tr("Move %1 of %2").replace("%2", str(count))
        page.position.setText(words.replace("%1", str(index)))
        widest = words.replace("%1", "8" * len(str(count)))  # the steps beside it stay put
        margins = page.position.contentsMargins()
        page.position.setMinimumWidth(page.position.fontMetrics().horizontalAdvance(widest)
                                      + margins.left() + margins.right())
