"""Files the system hands the running program: on macOS a double-clicked record or save
(Info.plist's document types, build/bundle_meta.py) arrives as a QFileOpenEvent sent to
the application, at its start too, never on the command line. They are kept until the
room can take them, then given to it one by one, as `herna FILE` would."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication


class FileOpenEvents(QObject):
    def __init__(self, app: QApplication):
        super().__init__(app)
        self._pending: list[str] = []
        self._receiver: Callable[[str], None] | None = None
        app.installEventFilter(self)

    def deliver_to(self, receiver: Callable[[str], None]) -> None:
        """From now on each file goes to `receiver` (those that came first, too), from the
        event loop."""
        self._receiver = receiver
        pending, self._pending = self._pending, []
        for path in pending:
            self._deliver(path)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        path = event.file()
        if path:
            if self._receiver is None:
                self._pending.append(path)
            else:
                self._deliver(path)
        return True

    def _deliver(self, path: str) -> None:
        receiver = self._receiver
        if receiver is not None:
            QTimer.singleShot(0, lambda: receiver(path))
