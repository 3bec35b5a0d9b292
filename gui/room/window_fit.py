"""The main window fits the screen it opens on.

A first start opens at a share of the screen's available geometry (the room left by
panels and task bars), centred; a saved geometry is restored, then shrunk and moved into
the available geometry of the screen it lands on, so that a window saved on a larger
screen, or on a screen since unplugged, never opens beyond this one. Until the window is
shown its frame is unknown: `FRAME` keeps room for a title bar and borders.

The pages of a stacked widget would each set its minimum size (a QStackedWidget asks all
of them): `size_by_current_page` lets only the page on show do so.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QDataStream, QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QStackedWidget, QWidget

PREFERRED = QSize(1100, 760)  # the first start on a large screen
SHARE = 0.9  # of the available width and height, at most, for the first start
FRAME = QMargins(2, 32, 2, 2)  # the window manager's frame, before it is known
UNKNOWN_SCREEN = QRect(0, 0, 800, 600)  # no screen at all (never on a real desktop)
DIALOG_MOST = QSize(780, 560)  # a dialog's largest size: a screen of 800x600 holds it
DIALOG_MARGIN = 40  # above and below a dialog on a larger screen


def available_geometry(point: QPoint | None = None) -> QRect:
    """The available geometry of the screen at `point` (None, or a point on no screen:
    the primary screen's)."""
    screen = QGuiApplication.screenAt(point) if point is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(UNKNOWN_SCREEN)


def dialog_most_height(dialog: QWidget) -> int:
    """The most height a dialog takes on the screen it opens on: DIALOG_MOST's (an
    800x600 screen holds it), or more where the screen has room (at 200 % the settings
    scrolled on a large screen)."""
    parent = dialog.parentWidget()
    at = (parent or dialog).mapToGlobal((parent or dialog).rect().center())
    room = available_geometry(at).marginsRemoved(FRAME).height() - DIALOG_MARGIN
    return max(DIALOG_MOST.height(), room)


def first_geometry(available: QRect, minimum: QSize) -> QRect:
    """The client rectangle of a first start: `PREFERRED`, at most `SHARE` of the screen
    (never less than `minimum` while the screen has room for it), centred."""
    inner = available.marginsRemoved(FRAME)
    share = QSize(int(available.width() * SHARE), int(available.height() * SHARE))
    size = PREFERRED.boundedTo(share).expandedTo(minimum).boundedTo(inner.size())
    rect = QRect(QPoint(0, 0), size)
    rect.moveCenter(inner.center())
    return rect


def fitted(rect: QRect, available: QRect, minimum: QSize) -> QRect:
    """`rect` (a client rectangle) shrunk to the screen (never below `minimum` while the
    screen has room for it) and moved the least way into it, frame included."""
    inner = available.marginsRemoved(FRAME)
    size = rect.size().expandedTo(minimum).boundedTo(inner.size())
    left = min(max(rect.left(), inner.left()), inner.left() + inner.width() - size.width())
    top = min(max(rect.top(), inner.top()), inner.top() + inner.height() - size.height())
    return QRect(QPoint(left, top), size)


GEOMETRY_MAGIC = 0x1D9D0CB  # QWidget.saveGeometry's, format 1 to 3
SMALLEST = QSize(200, 150)  # below any window's least size: a saved size this small is no
# window's


def saved_state(saved: Any) -> tuple[QRect, Qt.WindowState] | None:
    """The normal (client) rectangle and the maximised or full-screen state in a geometry
    saved by `QWidget.saveGeometry`; None for anything else. Read here rather than by
    `restoreGeometry`, which refuses a geometry saved on another screen size outright."""
    if isinstance(saved, bytes | bytearray):
        saved = QByteArray(bytes(saved))
    if not isinstance(saved, QByteArray) or saved.size() < 46:
        return None
    stream = QDataStream(saved)
    if stream.readUInt32() != GEOMETRY_MAGIC or stream.readUInt16() not in (1, 2, 3):
        return None
    stream.readUInt16()  # the minor version
    for _ in range(4):  # the frame
        stream.readInt32()
    left, top, right, bottom = (stream.readInt32() for _ in range(4))
    stream.readInt32()  # the screen's number
    maximised, full_screen = stream.readUInt8(), stream.readUInt8()
    normal = QRect(QPoint(left, top), QPoint(right, bottom))
    if (stream.status() != QDataStream.Status.Ok or normal.width() < SMALLEST.width()
            or normal.height() < SMALLEST.height()):
        return None
    state = (Qt.WindowState.WindowFullScreen if full_screen else
             Qt.WindowState.WindowMaximized if maximised else Qt.WindowState.WindowNoState)
    return normal, state


def place(window: QWidget, saved: Any) -> None:
    """Before `window` is first shown: its geometry `saved` by `saveGeometry` (None or
    unreadable: a first start), fitted to the screen it lands on. A window saved maximised
    or full screen opens so, its normal size fitted for when it leaves that state."""
    window.ensurePolished()  # the style sheets' fonts count in the minimum size
    minimum = window.minimumSizeHint()
    state = saved_state(saved)
    if state is None:
        window.setGeometry(first_geometry(available_geometry(), minimum))
        return
    normal, shown = state
    window.setGeometry(fitted(normal, available_geometry(normal.center()), minimum))
    if shown != Qt.WindowState.WindowNoState:
        window.setWindowState(shown)


def size_by_current_page(pages: QStackedWidget) -> None:
    """Only the current page of `pages` counts in its minimum size (and so in the
    window's): the start screen's width no longer holds a narrow table's window wide."""

    def current_changed() -> None:
        current = pages.currentWidget()
        for page in (pages.widget(index) for index in range(pages.count())):
            policy = (QSizePolicy.Policy.Preferred if page is current
                      else QSizePolicy.Policy.Ignored)
            if page is not None:
                page.setSizePolicy(policy, policy)

    pages.currentChanged.connect(current_changed)
    current_changed()


def vertical_scroller(content: QWidget) -> QScrollArea:
    """A frameless area that scrolls `content` up and down, never sideways: a page or a
    dialog whose large text needs more height than a small screen gives."""
    scroller = QScrollArea()
    scroller.setWidgetResizable(True)
    scroller.setFrameShape(QFrame.Shape.NoFrame)
    scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard goes to its fields
    scroller.setWidget(content)
    return scroller
