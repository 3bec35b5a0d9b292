"""The lesson panel beside the table: the step's title and words, the lesson's answer
to a refused move, and the buttons (Next, Do it for me, Start again, Close). Plain text
only; it never lies over the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.room.window_fit import vertical_scroller
from gui.services.theme import tint


def _label(name: str) -> QLabel:
    label = QLabel(wordWrap=True, textFormat=Qt.TextFormat.PlainText)
    label.setObjectName(name)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    return label


class LessonPanel(QFrame):
    """Shows what `show_step` / `show_resume` / `show_done` say; the buttons' signals go
    to the lesson window."""

    next_clicked = Signal()
    show_me_clicked = Signal()
    restart_clicked = Signal()
    continue_clicked = Signal()
    close_clicked = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.progress = _label("lessonProgress")
        self.title = _label("lessonTitle")
        self.body = _label("lessonBody")
        self.refusal = _label("lessonRefusal")
        tint(self.refusal, "lesson", "font-weight: bold;")
        self.refusal.hide()
        self.resuming = False  # Next then means Continue (where the player stopped)
        self.next_button = self._button("lessonNext", None)
        self.next_button.clicked.connect(self._next)
        self.show_me_button = self._button("lessonShowMe", self.show_me_clicked)
        self.restart_button = self._button("lessonRestart", self.restart_clicked)
        self.close_button = self._button("lessonClose", self.close_clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.setSpacing(10)
        words = QWidget()  # the texts scroll when a large text size needs more height
        words_layout = QVBoxLayout(words)
        words_layout.setContentsMargins(0, 0, 0, 0)
        words_layout.setSpacing(10)
        for widget in (self.progress, self.title, self.body, self.refusal):
            words_layout.addWidget(widget)
        words_layout.addStretch(1)
        self.scroller = vertical_scroller(words)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the buttons;
        for key, pages in ((QKeySequence.StandardKey.MoveToNextPage, 1),  # Page Down and
                           (QKeySequence.StandardKey.MoveToPreviousPage, -1)):  # Up scroll
            shortcut = QShortcut(key, self, context=Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda pages=pages: self.scroll_pages(pages))
        self.scroller.viewport().setAutoFillBackground(False)  # the panel's own colour
        layout.addWidget(self.scroller, 1)
        for button in (self.show_me_button, self.next_button):
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)  # the buttons never move under the mouse
            button.setSizePolicy(policy)
        for row in ((self.show_me_button,), (self.next_button,),
                    (self.restart_button, self.close_button)):
            line = QHBoxLayout()
            for button in row:
                line.addWidget(button)
            layout.addLayout(line)
        self._body_px = 14
        self._fonts()
        self.retranslate()

    def _button(self, name: str, signal: SignalInstance | None) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        # a click leaves the keys with the table; Tab (and each button's Alt+letter) still
        # reaches it, so that a lesson is played by keyboard alone
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        if signal is not None:
            button.clicked.connect(signal)
        return button

    def scroll_pages(self, pages: int) -> None:
        """Scroll the step's words `pages` pages on (back when negative)."""
        bar = self.scroller.verticalScrollBar()
        bar.setValue(bar.value() + pages * bar.pageStep())

    def _next(self) -> None:
        (self.continue_clicked if self.resuming else self.next_clicked).emit()

    def set_text_size(self, px: int) -> None:
        """The body text's size in pixels (the window follows its own size)."""
        if px != self._body_px:
            self._body_px = px
            self._fonts()

    def _fonts(self) -> None:
        body = self.font()
        body.setPixelSize(self._body_px)
        for label in (self.progress, self.body, self.refusal):
            label.setFont(body)
        title = self.font()
        title.setBold(True)
        title.setPixelSize(round(self._body_px * 1.3))
        self.title.setFont(title)
        button = self.font()
        button.setPixelSize(max(13, round(self._body_px * 0.9)))
        for widget in (self.next_button, self.show_me_button, self.restart_button,
                       self.close_button):
            widget.setFont(button)

    # --- what it shows ---------------------------------------------------------------

    def show_step(self, progress: str, title: str, body: str, *, reading: bool,
                  waiting: bool) -> None:
        """A step: Next while it is to be read, Do it for me while it waits for a move."""
        self._show(progress, title, body, resuming=False, next_enabled=reading,
                   waiting=waiting)

    def show_refusal(self, text: str) -> None:
        self.refusal.setText(text)
        self.refusal.show()

    def show_resume(self, progress: str, title: str, text: str) -> None:
        """The lesson was left at a step: continue there, or start again."""
        self._show(progress, title, text, resuming=True, next_enabled=True, waiting=False)

    def _show(self, progress: str, title: str, body: str, *, resuming: bool,
              next_enabled: bool, waiting: bool) -> None:
        self.progress.setText(progress)
        self.title.setText(title)
        self.body.setText(body)
        self.refusal.hide()
        self.resuming = resuming
        self.retranslate()
        self.next_button.setVisible(not waiting)
        self.next_button.setEnabled(next_enabled)
        self.show_me_button.setVisible(waiting)
        self.restart_button.show()

    def show_done(self, progress: str, title: str, body: str) -> None:
        self.show_step(progress, title, body, reading=False, waiting=False)
        self.next_button.hide()
        self.show_me_button.hide()

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("&Continue") if self.resuming else self.tr("&Next"))
        self.show_me_button.setText(self.tr("&Do it for me"))
        self.show_me_button.setToolTip(self.tr("Make this step's move for you"))
        self.restart_button.setText(self.tr("&Start again"))
        self.close_button.setText(self.tr("C&lose"))
        self.close_button.setToolTip(self.tr("Close the lesson (you can continue it later)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._fonts()
        super().changeEvent(event)
