"""The unfinished games: each game's save that Continue brings back, where Continue is
offered (the start screen's panels and the Game menu), and the question asked before a
new game replaces one. Saves are untrusted input: a broken one is only set aside."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from core.names import clean_name, short_name
from core.net.table_config import NET_KEY
from gui.net.controller import NetController
from gui.play import autosave
from gui.room.save_notices import SaveNotices
from gui.room.start_screen import StartScreen
from gui.room.table_host import RoomController
from gui.services import paths

GAMES = ("royal", "nines", "tiengow")  # as on the start screen; each has its own
# unfinished game


def player_names(data: Mapping[str, Any]) -> str:
    """The players of a save or record, cleaned and cut short ("?" for a bad one)."""
    players = data.get("players")
    return ", ".join(short_name(clean_name(p["name"])) or "?"
                     for p in (players if isinstance(players, list) else [])
                     if isinstance(p, dict) and isinstance(p.get("name"), str))


class UnfinishedGames(QObject):
    """The saved games, offered on `start_screen` and by `act_continue` (the last played)
    and `act_others` (the second saved, the third); `notices` words a save that cannot
    be continued. `controller()` is the game on the table (None: none), `game_name`
    names a game, and `ask(title, text)` is the yes/no question before a new game
    replaces an unfinished one."""

    def __init__(self, start_screen: StartScreen, act_continue: QAction,
                 act_others: Sequence[QAction],
                 notices: SaveNotices, *, controller: Callable[[], RoomController | None],
                 game_name: Callable[[str], str], ask: Callable[[str, str], bool],
                 parent: QObject | None = None):
        super().__init__(parent)
        self._start_screen = start_screen
        self._act_continue = act_continue
        self._act_others = tuple(act_others)
        self._notices = notices
        self._controller = controller
        self._game_name = game_name
        self._ask = ask
        self._started = False  # the window is up: an old save may be moved (and refused)
        self._games: list[str] = []  # the saved games, the last played first
        self.at_network_table = False  # (then the menu offers no Continue: see refresh)
        self._told_unreadable: set[Path] = set()  # old saves that could not be read
        for path in (paths.legacy_autosave_file(), *map(paths.autosave_file, GAMES)):
            autosave.remove_stale_temps(path)

    def window_up(self) -> None:
        """Once the window is shown: an old single save moves to its game's file (one
        that cannot is refused now, with a message), and the data folder is checked."""
        self._started = True
        self._notices.check_folder()
        self.refresh()

    def _migrate(self) -> None:
        """Move older Herna's single save to its game's file; set aside, with a message,
        one whose game cannot be told."""
        refused = autosave.migrate(paths.legacy_autosave_file(), paths.autosave_file)
        if refused is None:
            return
        path, problem = refused
        if problem.code == "unreadable":  # left where it is: told once a session
            if path in self._told_unreadable:
                return
            self._told_unreadable.add(path)
        self._notices.refused(path, problem)

    def saved_games(self) -> dict[str, dict[str, Any] | None]:
        """The games with a save file, the last played first, each with its save (None: a
        broken file, which Continue only sets aside)."""
        if self._started:
            self._migrate()
        return autosave.find_saves(paths.autosave_file, GAMES)

    def other(self, index: int = 0) -> str:
        """The game Continue's entry after the first brings back (`index` 0: the second
        saved, 1: the third; saved, not the last played)."""
        return self._games[1 + index]

    def refresh(self) -> None:
        """Offer Continue for each game whose unfinished game is saved: on its panel of
        the start screen, and in the Game menu (the last played on Ctrl+R)."""
        saves = self.saved_games()
        last = next(iter(saves), None)
        for game in GAMES:
            if game not in saves:
                summary = None
            elif (save := saves[game]) is None:
                summary = self.tr("A saved game cannot be continued: Continue says why.")
            elif NET_KEY in save:
                # what Continue does first: a narrow card cuts the names' end
                summary = self.tr("Unfinished network game (Continue opens the table "
                                  "again) with %1").replace("%1", player_names(save))
            elif save.get("finished") is True:  # between two games of a match or session
                summary = (self.tr("Unfinished session with %1") if game == "royal"
                           else self.tr("Unfinished match with %1")).replace(
                    "%1", player_names(save))
            else:
                summary = self.tr("Unfinished game with %1").replace(
                    "%1", player_names(save))  # the card names the game
            self._start_screen.set_continue(game, summary, last=game == last)
        self._games = list(saves)
        names = [self._game_name(game) for game in saves]
        # at a network table the game on it is the one saved: Continue is for later
        self._act_continue.setEnabled(bool(names) and not self.at_network_table)
        self._act_continue.setText(self.tr("&Continue %1").replace("%1", names[0]) if names
                                   else self.tr("&Continue"))
        for i, action in enumerate(self._act_others):
            action.setVisible(len(names) > 1 + i and not self.at_network_table)
            if len(names) > 1 + i:
                action.setText(self.tr("Continue %1").replace("%1", names[1 + i]))

    def confirm_abandon(self, game: str) -> bool:
        """Ask before a new game of `game` replaces an unfinished one of the same game:
        the one on the table (or the match or session it belongs to, between games), or
        the saved one Continue would bring back. Another game's stays saved, so it is not
        asked about, unless it is on the table and cannot be saved. Every question names
        the game."""
        ctl = self._controller()
        if ctl is not None and ctl.phase in ("replay", "match_over"):
            ctl = None  # nothing on the table to lose
        if isinstance(ctl, NetController):
            ctl = None  # leaving the network table is asked apart; the host saves it
        saved = self.saved_games().get(game)
        if ctl is not None and ctl.game == game and ctl.phase == "game_over":
            summary = self.table_summary(ctl)
            text = (self.tr("The session on the table (%1) is not over. A new game ends it, "
                            "and it cannot be continued later.") if ctl.game == "royal"
                    else self.tr("The match on the table (%1) is not over. A new game ends "
                                 "it, and it cannot be continued later."))
        elif ctl is not None and (ctl.game == game or ctl.save_problem() is not None):
            summary = self.table_summary(ctl)
            text = self.tr("The game on the table (%1) is not finished. A new game replaces "
                           "it, and it cannot be continued later.")
        elif saved is not None and saved.get("finished") is True:  # between two games
            summary = self.save_summary(saved)
            text = (self.tr("The saved session (%1) is not over. A new game ends it, and it "
                            "cannot be continued later.") if game == "royal"
                    else self.tr("The saved match (%1) is not over. A new game ends it, and "
                                 "it cannot be continued later."))
        elif saved is not None:
            summary = self.save_summary(saved)
            text = self.tr("The saved game (%1) is not finished. A new game replaces it, "
                           "and it cannot be continued later.")
        else:
            return True
        return self._ask(self.tr("Start a new game?"), text.replace("%1", summary))

    def table_summary(self, ctl: RoomController) -> str:
        """The game on the table in a few words: the game and its players."""
        return self.save_summary({"game": ctl.game,
                                  "players": [{"name": seat.name} for seat in ctl.seats]})

    def save_summary(self, data: Mapping[str, Any]) -> str:
        """A saved game in a few words: the game and its players."""
        game = self._game_name(str(data.get("game")))
        return self.tr("%1 with %2").replace("%1", game).replace("%2", player_names(data))
