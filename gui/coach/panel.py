"""The coach's panel (plain text only): the state of the coach, the candidates of the
human's turn with their expected values, the reason for the best one, and the review of
a deal or game (the match's last, or one chosen of its reviews): its moves costly beyond
the search's noise, each with its cost's interval and opening the replay at that move,
and a count of the moves about as good as the coach's choice."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.ai.analysis import Analysis
from core.coach.review import Costly
from gui.coach import words
from gui.coach.words import translate

MIN_WIDTH = 210  # the dock's narrowest, in a window too small for WIDTH beside the table
WIDTH = 250  # the panel's width while the window has room; what it says never widens it
SHOWN_CANDIDATES = 6


def _label(bold: bool = False) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    # the text wraps to the panel's width and never widens it (the table would jump)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if bold:
        font = QFont(label.font())
        font.setBold(True)
        label.setFont(font)
    return label


def _review_title(kind: str, number: int, game: int | None) -> str:
    if kind == "deal" and game is not None:
        return translate("Coach", "Review of game %1, deal %2").replace(
            "%1", str(game)).replace("%2", str(number))
    return (translate("Coach", "Review of deal %1") if kind == "deal"
            else translate("Coach", "Review of game %1")).replace("%1", str(number))


class CoachPanel(QWidget):
    """`review_clicked(index)`: the player clicked line `index` of the review;
    `review_chosen(index)`: the player chose review `index` of the match's."""

    review_clicked = Signal(int)
    review_chosen = Signal(int)
    language_changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("coachPanel")
        # it lies in a scroll area of the dock's width (gui.coach.install): its texts wrap
        # to that width, and a panel taller than the dock scrolls rather than cut them
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.state = _label()
        self.heading = _label(bold=True)
        self.candidates = _label()  # one line per candidate, best first
        self.candidates.setObjectName("coachCandidates")
        self.candidates.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.lines: list[str] = []
        self.why = _label()
        self.review_title = _label(bold=True)
        self.review_choice = QComboBox()  # in its place when the match has several reviews
        self.review_choice.setObjectName("coachReviewChoice")
        self.review_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.review_choice.setMinimumContentsLength(8)  # it never widens the panel
        self.review_choice.hide()
        self.review_choice.activated.connect(self.review_chosen)
        self.review = QListWidget()
        self.review.setObjectName("coachReview")
        self.review.setWordWrap(True)
        self.review.setSpacing(3)
        self.review.setAlternatingRowColors(True)
        self.review.itemActivated.connect(self._review_item)
        self.review.itemClicked.connect(self._review_item)
        layout = QVBoxLayout(self)
        for widget in (self.state, self.heading, self.candidates, self.why,
                       self.review_title, self.review_choice, self.review):
            layout.addWidget(widget)
        layout.addStretch(0)  # takes the room while there is no review
        layout.setStretch(6, 1)
        self._state_code = "idle"
        self._turn: tuple[str, Analysis | None, str] | None = None
        self._review: tuple[str, str, Sequence[Costly]] | None = None
        self._equal = 0  # the review's moves about as good as the coach's choice
        self._unseen = (0, 0)  # the human's choices the coach did not see, of how many
        self._lead_rows = 0  # the review's lines above its costly moves
        self._review_shown = True
        self._listed: list[tuple[str, int, int | None]] = []  # the match's reviews, of what
        self._chosen = 0
        self.retranslate()

    # --- what to show ---------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(WIDTH, super().sizeHint().height())

    def show_state(self, code: str) -> None:
        """idle (no game), waiting (not the human's turn), hot_seat, replay, failed (its
        search of this turn failed), game_over, match_over (Nines), session_over (Royal),
        off."""
        self._state_code = code
        self._turn = None
        self._refresh_turn()

    def show_analysis(self, game: str, analysis: Analysis, reason: str) -> None:
        self._state_code = "thinking" if not analysis.done else "done"
        self._turn = (game, analysis, reason)
        self._refresh_turn()

    def show_review(self, game: str, title_code: str, number: int,
                    lines: Sequence[Costly] | None, equal: int = 0, unseen: int = 0,
                    choices: int = 0) -> None:
        """The review of deal or game `number` (`title_code` "deal" or "game"): its
        costly `lines`, None while it waits for analyses still running, how many other
        moves were about as good as the coach's choice (`equal`, said in one line), and
        how many of the human's `choices` there the coach did not see (`unseen`: it was
        off, or the game was continued from a save), which it says first."""
        self._review = (game, f"{title_code}:{number}", lines) if lines is not None else (
            game, f"{title_code}:{number}:wait", ())
        self._equal = equal if lines is not None else 0
        self._unseen = (unseen, choices) if lines is not None else (0, 0)
        self._refresh_review()

    def set_review_shown(self, shown: bool) -> None:
        """Whether the review shows (it is kept while hidden)."""
        self._review_shown = shown
        self._refresh_review()

    def set_listed(self, listed: Sequence[tuple[str, int, int | None]], chosen: int) -> None:
        """The match's reviews to choose from, each (kind, number, its game's number or
        None), and the one shown: a choice when there are several."""
        self._listed, self._chosen = list(listed), chosen
        self._refresh_review()

    def clear_review(self) -> None:
        self._review = None
        self._listed = []
        self._refresh_review()

    def text(self) -> str:
        """Everything the panel says (for tests)."""
        return f"{self.turn_text()}\n{self.review_text()}"

    def turn_text(self) -> str:
        """What it says of the turn on the table."""
        parts = [self.state.text(), self.heading.text(), self.why.text()]
        parts += self.lines
        return "\n".join(parts)

    def review_text(self) -> str:
        """What it says of the deal or game reviewed."""
        parts = [self.review_choice.currentText() if self.review_choice.isVisibleTo(self)
                 else self.review_title.text()]
        parts += [self.review.item(i).text() for i in range(self.review.count())]
        return "\n".join(parts)

    # --- drawing --------------------------------------------------------------------

    def _state_text(self) -> str:
        analysis = self._turn[1] if self._turn is not None else None
        worlds = analysis.worlds if analysis is not None else 0
        return {
            "idle": translate("Coach", "The coach helps on your turn in a game on the table."),
            "waiting": translate("Coach", "The coach speaks on your turn."),
            "game_over": translate("Coach", "The game is over."),
            "match_over": translate("Coach", "The match is over."),
            "session_over": translate("Coach", "The session is over."),
            "hot_seat": translate("Coach", "The coach is off when several people play at one "
                                   "computer: it would show their hands."),
            "replay": translate("Coach", "A replay: the coach rests."),
            "failed": translate("Coach", "Your turn: the coach could not think about this "
                                "one."),
            "thinking": translate("Coach", "Your turn: thinking… (%1 deals tried)").replace(
                "%1", str(worlds)),
            "done": translate("Coach", "Your turn: %1 deals tried.").replace("%1", str(worlds))
            if worlds else translate("Coach", "Your turn."),
        }.get(self._state_code, "")

    def _refresh_turn(self) -> None:
        self.state.setText(self._state_text())
        self.lines = []
        self.candidates.clear()
        if self._turn is None:
            self.heading.clear()
            self.why.clear()
            self.heading.setVisible(False)
            self.candidates.setVisible(False)
            self.why.setVisible(False)
            return
        game, analysis, reason = self._turn
        assert analysis is not None
        domino = any(type(c.move).__name__ in ("LayCard", "LayOutAll", "Pass")
                     for c in analysis.candidates)
        valued = analysis.best.value is not None
        self.heading.setText(words.heading(game, domino) if valued else translate(
            "Coach", "The hard player would play:"))
        for cand in analysis.candidates[:SHOWN_CANDIDATES]:
            value = f"{words.value_text(cand.value, game)}   " if valued else ""
            self.lines.append(f"{value}{words.move_words(cand.move)}")
        hidden = len(analysis.candidates) - SHOWN_CANDIDATES
        if hidden > 0:
            self.lines.append(translate("Coach", "… and %1 more").replace("%1", str(hidden)))
        self.candidates.setText("\n".join(self.lines))
        self.why.setText(reason)
        self.heading.setVisible(True)
        self.candidates.setVisible(True)
        self.why.setVisible(bool(reason))

    def _refresh_review(self) -> None:
        self.review.clear()
        self._lead_rows = 0
        if self._review is None or not self._review_shown:
            self.review_title.setVisible(False)
            self.review_choice.setVisible(False)
            self.review.setVisible(False)
            return
        game, key, lines = self._review
        kind, number, *wait = key.split(":")
        self.review_title.setText(_review_title(kind, int(number), None))
        several = len(self._listed) > 1
        self.review_title.setVisible(not several)
        self.review_choice.setVisible(several)
        if several:
            self.review_choice.blockSignals(True)
            self.review_choice.clear()
            self.review_choice.addItems([_review_title(*c) for c in self._listed])
            self.review_choice.setCurrentIndex(self._chosen)
            self.review_choice.blockSignals(False)
            self.review_choice.setToolTip(translate(
                "Coach", "The review of each deal or game of this match"))
        self.review.setVisible(True)
        if wait:
            self.review.addItem(translate("Coach", "Finishing the analysis of your moves…"))
            return
        unseen, made = self._unseen
        if unseen and unseen == made:  # nothing to judge: no "well played"
            self.review.addItem(translate(
                "Coach", "The coach saw none of your choices here (it was off, or the game "
                "was continued from a save), so it has nothing to review."))
            return
        if unseen:
            item = QListWidgetItem(translate(
                "Coach", "The coach saw %1 of your %2 choices here (it was off for the "
                "others, or the game was continued from a save): the review covers those."
            ).replace("%1", str(made - unseen)).replace("%2", str(made)))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # no move to open
            self.review.addItem(item)
        self._lead_rows = self.review.count()
        if not lines:
            self.review.addItem(translate("Coach", "No costly moves: well played."))
        tip = "\n".join((
            translate("Coach", "Click to open the replay at this move (Continue brings your game "
                      "back)."),
            translate("Coach", "In brackets: where the cost lies, 95 % sure (the search tries "
                      "only so many deals).")))
        for line in lines:
            item = QListWidgetItem(words.costly_line(game, words.position(line.obs), line))
            item.setToolTip(tip)
            self.review.addItem(item)
        if equal := self._equal:  # (lupdate reads a plain name as the count, not self._equal)
            item = QListWidgetItem(translate("Coach", "About equal to the coach's choice (too "
                                             "close for its search to tell apart): %n move(s)",
                                             "", equal))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # no move to open
            self.review.addItem(item)

    def _review_item(self, item: QListWidgetItem) -> None:
        """A click on a costly line opens its move; the other lines open nothing."""
        row = self.review.row(item) - self._lead_rows
        if self._review is not None and 0 <= row < len(self._review[2]):
            self.review_clicked.emit(row)

    def retranslate(self) -> None:
        self._refresh_turn()
        self._refresh_review()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.language_changed.emit()
        super().changeEvent(event)


