"""The room's widget style: the platform's (light) or Fusion (dark) with two mends. A check
box's or a radio button's box grows with the text size (at 200 % it stayed 14 px beside
text twice as large), and its edge shows on the window: in the dark scheme Fusion drew
a black square without an edge, in the light one a pale grey edge."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

from gui.services.text_size import text_size

GROWN_METRICS = (
    QStyle.PixelMetric.PM_IndicatorWidth, QStyle.PixelMetric.PM_IndicatorHeight,
    QStyle.PixelMetric.PM_ExclusiveIndicatorWidth,
    QStyle.PixelMetric.PM_ExclusiveIndicatorHeight,
)
INDICATORS = (QStyle.PrimitiveElement.PE_IndicatorCheckBox,
              QStyle.PrimitiveElement.PE_IndicatorRadioButton,
              QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck)
# Fusion draws the box's edge in the window's colour darkened 1.4 times, its inside in
# the base colour: drawn from these instead, the edge has a contrast of 3:1 at least
# (WCAG 1.4.11) in either scheme (tests/gui/test_contrast.py)
EDGE_FROM = {True: "#ffffff", False: "#8c8c8c"}
DARK_BOX = "#45484d"  # the box's inside: lighter than the window (#2a2b2e)


class RoomStyle(QProxyStyle):
    def __init__(self, base: str, dark: bool):
        super().__init__(base)
        self.dark = dark

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        size = super().pixelMetric(metric, option, widget)
        if metric in GROWN_METRICS:
            return round(size * text_size().factor)
        return size

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,
                      painter: QPainter, widget: QWidget | None = None) -> None:
        if element in INDICATORS:
            palette = QPalette(option.palette)
            palette.setColor(QPalette.ColorRole.Window, QColor(EDGE_FROM[self.dark]))
            if self.dark:
                palette.setColor(QPalette.ColorRole.Base, QColor(DARK_BOX))
            option.palette = palette
        super().drawPrimitive(element, option, painter, widget)
