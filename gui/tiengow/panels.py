"""The rank panel of the Tien Gow table (docs/tiengow.md R2, R6-R8): the civil and the
military tiles in rank order, every tile of the set drawn (played ones ticked, the
viewer's own framed, as on the Nines panel, whose frame, scaling and marks it keeps),
then the pairs, triplets and quartets that may be led. Hovering a row explains it."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from core.tiengow.tiles import FACES, N_CIVIL, RANK_OF
from gui.art.tiles import paint_tile
from gui.nines.items import GOLD
from gui.nines.layout import PANEL_W
from gui.nines.rank_panel import NinesRankPanel
from gui.table.plates import INK, fixed_font
from gui.tiengow import texts

COMBOS = (("supreme", ["2-4", "1-2"]), ("pair_civil", ["6-6", "6-6"]),
          ("pair_military", ["3-6", "4-5"]), ("pair_mixed", ["6-6", "3-6"]),
          ("triplet_civil", ["6-6", "6-6", "3-6"]), ("triplet_military", ["6-6", "3-6", "4-5"]),
          ("quartet", ["6-6", "6-6", "3-6", "4-5"]))


class TienGowRankPanel(NinesRankPanel):
    ROW = 27.0
    COMBO_ROW = 30.0
    HEADER = 28.0
    MIN_FONT = 19.0
    HEADER_FONT = 21.0
    TITLE_FONT = 22.0
    COMBO_TILE = 40.0
    EDGE = GOLD.darker(110)

    def _texts(self) -> tuple[str, str]:
        return (self.tr("Tiles by rank, highest first"),
                self.tr("Ticked: played. Gold frame: in your hand. Hover a row for more."))

    def _rows(self) -> list[tuple[str, int, list[str]]]:
        rows: list[tuple[str, int, list[str]]] = [("header", 0, [self.tr("Civil tiles")])]
        rows += [("tile", RANK_OF[f], [FACES[f], FACES[f]]) for f in range(N_CIVIL)]
        rows.append(("header", 0, [self.tr("Military tiles")]))
        military = range(N_CIVIL, len(FACES))
        for r in range(1, 7):
            rows.append(("tile", r, [FACES[f] for f in military if RANK_OF[f] == r]))
        rows.append(("header", 0, [self.tr("Pairs, triplets, quartets")]))
        rows += [("combo", i, faces) for i, (_kind, faces) in enumerate(COMBOS)]
        return rows

    def _row_h(self, kind: str) -> float:
        return {"tile": self.ROW, "combo": self.COMBO_ROW}.get(kind, self.HEADER)

    def _tile_rect(self, y: float, k: int) -> QRectF:
        return QRectF(48 + k * (self.TILE_LONG + 7), y + 4, self.TILE_LONG, self.ROW - 8)

    def _combo_rect(self, y: float, k: int) -> QRectF:
        return QRectF(16 + k * (self.COMBO_TILE + 4), y + 4, self.COMBO_TILE,
                      self.COMBO_ROW - 8)

    def combo_label(self, index: int) -> str:
        kind = COMBOS[index][0]
        if kind.startswith("triplet"):
            return (self.tr("Triplet: 2 civil + 1") if kind == "triplet_civil"
                    else self.tr("Triplet: 1 civil + 2"))
        if kind == "quartet":  # a heading: in the nominative (kind_name's fit a sentence)
            return texts.short_kind(4)
        return texts.kind_name(kind)[:1].upper() + texts.kind_name(kind)[1:]

    def combo_help(self, index: int) -> str:
        kind = COMBOS[index][0]
        return {
            "supreme": self.tr("Supreme pair (2-4 with 1-2): led, nothing beats it; "
                               "played to another pair, it beats nothing."),
            "pair_civil": self.tr("Civil pair: both tiles of one civil face; beats a "
                                  "lower civil pair."),
            "pair_military": self.tr("Military pair: nines > eights > sevens > fives; beats "
                                     "a lower military pair."),
            "pair_mixed": self.tr("Mixed pair: a civil tile with a military one of its "
                                  "group: Heaven–Nine > Earth–Eight > Man–Seven > "
                                  "Harmony–Five."),
            "triplet_civil": self.tr("Triplet: both civil tiles of a group and one "
                                     "military; beaten only by a higher one of the same "
                                     "make-up."),
            "triplet_military": self.tr("Triplet: one civil tile of a group and both "
                                        "military; beaten only by a higher one of the same "
                                        "make-up."),
            "quartet": self.tr("Quartet: all four tiles of a group; beats a lower "
                               "quartet."),
        }[kind]

    def _paint_row(self, painter: QPainter, kind: str, number: int, faces: list[str],
                   y: float, seen: Counter[str]) -> None:
        """A header, a rank's tiles, or (`kind` "combo") combination `number` drawn with
        its name."""
        if kind != "combo":
            super()._paint_row(painter, kind, number, faces, y, seen)
            return
        for k, face in enumerate(faces):
            paint_tile(painter, self._combo_rect(y, k), face, self.style())
        left = 16 + 4 * (self.COMBO_TILE + 4) + 8
        painter.setPen(INK)
        painter.setFont(fixed_font(self.MIN_FONT))
        name = painter.fontMetrics().elidedText(
            self.combo_label(number), Qt.TextElideMode.ElideRight, int(PANEL_W - left - 8))
        painter.drawText(QRectF(left, y, PANEL_W - left - 8, self.COMBO_ROW),
                         Qt.AlignmentFlag.AlignVCenter, name)

    def _tile_name(self, face: str) -> str:
        return texts.tile_name(face)

    def _description(self, face: str) -> str:
        return texts.description(face)

    def row_at(self, pos: QPointF) -> tuple[QRectF, str] | None:
        """The row under `pos` (panel units) and its explanation: a combination's, else a
        tile row's (`NinesRankPanel.row_at`)."""
        if not self.shows(pos):
            return None
        for kind, number, _faces, y in self._placed_rows():
            row = QRectF(0, y, PANEL_W, self._row_h(kind))
            if kind == "combo" and row.contains(pos):
                return row, self.combo_help(number)
        return super().row_at(pos)
