"""What the Nines table says: the caption over the hand (also the table's line in the
room's status bar), the note beside the opening dice and the banner in the middle.

Each text is kept as a callable, so a language switch words it again. The status line
is the room's too (an undo says so there): the table clears it only of a line it said
itself, so a prompt, which shows over the hand alone, leaves the room's message standing
until the next real line.
"""

from __future__ import annotations

from collections.abc import Callable

from gui.nines.items import WARN
from gui.table.banner import Banner
from gui.table.plates import INK, Label

Text = str | Callable[[], str]  # a callable is asked again when the language changes


class Caption:
    def __init__(self, caption: Label, dice_note: Label, banner: Banner,
                 emit: Callable[[str], None], place_dice_note: Callable[[], None],
                 place_banner: Callable[[], None]):
        self.caption = caption
        self.dice_note = dice_note
        self.banner = banner
        self._emit = emit  # the table's status signal
        self._place_dice_note = place_dice_note
        self._place_banner = place_banner
        self._live: dict[str, Callable[[], None]] = {}
        self._said = ""  # the table's own line in the status bar ('' when it has none)

    def retranslate(self) -> None:
        """Word every kept text again in the language now installed."""
        for render in list(self._live.values()):
            render()

    def _keep_live(self, key: str, render: Callable[[], None]) -> None:
        """Run `render` now and again at every language switch (until replaced)."""
        self._live[key] = render
        render()

    def _send(self, line: str) -> None:
        """`line` to the status bar; '' clears only the table's own line there."""
        if line or self._said:
            self._said = line
            self._emit(line)

    def clear_status(self) -> None:
        """A game is laid out afresh: whatever the status line said is done with."""
        self._said = ""
        self._emit("")

    def say(self, text: Text, warn: bool = False, prompt: bool = False,
            caption_only: bool = False) -> None:
        """The caption over the hand, also sent to the status line; `warn` shows it as a
        refusal (its first line alone goes to the status line); a `prompt` (what the human
        is to do) is not said twice: it takes the table's line from the status line.
        `caption_only`: what a position laid out afresh shows (a game opened, a move
        taken back) is no news: the status line is left to the room."""

        def render() -> None:
            shown = text() if callable(text) else text
            colour = WARN if warn else INK
            self.caption.set_text(shown, colour, WARN if warn and shown else None)
            quiet = prompt or caption_only
            self._send("" if quiet else shown.split("\n")[0] if warn else shown)

        self._keep_live("caption", render)

    def show_dice_note(self, text: Callable[[], str]) -> None:
        """The note beside the opening dice (or where they would be)."""

        def render() -> None:
            self.dice_note.set_text(text())
            self._place_dice_note()

        self._keep_live("dice_note", render)
        self.dice_note.show()
        self._place_dice_note()

    def show_banner(self, text: Callable[[], tuple[str, list[str]]]) -> None:
        """The framed notice in the middle: `text` gives its title and lines."""

        def render() -> None:
            self.banner.set_text(*text())
            self._place_banner()

        self._keep_live("banner", render)
        self.banner.show()
