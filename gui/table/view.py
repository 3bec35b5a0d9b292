"""The base of a game table: a QGraphicsView with its own scene, drawn smooth (cards and
tiles are vector art scaled to the window, sharp on high-DPI screens), with no frame and
no scroll bars, the scene fitted to the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QHideEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from gui.a11y import bridge
from gui.a11y.nodes import Node
from gui.services.text_size import text_size


def device_ratio(painter: QPainter) -> float:
    """The device pixels per logical pixel `painter` draws on (2 on a Retina screen)."""
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def fit_scale(view_w: float, view_h: float, scene_w: float, scene_h: float) -> float:
    """The scale that shows all of a `scene_w` x `scene_h` scene in the view."""
    if view_w <= 0 or view_h <= 0:
        return 1.0
    return min(view_w / scene_w, view_h / scene_h)


class TableView(QGraphicsView):
    SCENE_HEIGHT = 1000.0
    SCENE_MIN_WIDTH = 0.0
    """The scene's height, which the view's height scales to, and its least width, which
    a narrow view's width scales to (a table's layout says them)."""

    def __init__(self, parent: QWidget | None = None, cache_background: bool = False):
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Repaint only what changed (every item's bounds cover what it paints:
        # tests/gui/test_no_trails.py); a full repaint per frame cost a third of the suite.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        if cache_background:
            self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(400, 300)
        bridge.install()  # its pieces, to assistive technology (accessible_nodes)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Tell `text_size` how small the table is drawn (its texts may grow: then every
        table lays out again on `tables_changed`) before the table lays itself out."""
        super().resizeEvent(event)
        text_size().table_resized(self, self.drawn_scale())

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again (a window restored, a page turned back): its size counts again."""
        super().showEvent(event)
        text_size().table_resized(self, self.drawn_scale())

    def drawn_scale(self) -> float:
        """The scale the table is drawn at in its view's size (a table whose scene can
        be wider yet, with a panel beside it, says so: `gui.nines.table_base`)."""
        vw, vh = self.viewport().width(), self.viewport().height()
        return fit_scale(vw, vh, max(self.SCENE_MIN_WIDTH, self.SCENE_HEIGHT * vw / max(1, vh)),
                         self.SCENE_HEIGHT)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        text_size().table_hidden(self)

    def accessible_nodes(self) -> list[Node]:
        """What a screen reader is told of the table (gui.a11y): each table says it."""
        return []

    def accessible_title(self) -> str:
        """The table's name to a screen reader."""
        return self.accessibleName()

    def fit_scene(self, width: float, height: float) -> None:
        """Make the scene `width` x `height` and show all of it, centred in the view."""
        scene = self.scene()
        rect = scene.sceneRect()
        if abs(rect.width() - width) > 0.01 or abs(rect.height() - height) > 0.01:
            scene.setSceneRect(0, 0, width, height)
        vw, vh = self.viewport().width(), self.viewport().height()
        scale = fit_scale(vw, vh, width, height)
        self.resetTransform()
        self.scale(scale, scale)
        self.centerOn(width / 2, height / 2)
        self.resetCachedContent()
