"""Update Herna's translations: lupdate over gui/, fill in the Czech texts, lrelease.

    .venv/bin/python scripts/update_translations.py [--allow-missing] [--no-pictures]

1. `pyside6-lupdate` collects every tr()/translate() text of gui/ into
   resources/translations/herna_cs.ts (and the plural texts into herna_en.ts).
2. The Czech texts come from the TSV files (context<TAB>source<TAB>czech; plurals give
   form1|form2|form3, e.g. "%n štych|%n štychy|%n štychů"): the room's
   resources/translations/room_cs.tsv and the tables' gui/*/translations_cs.tsv.
   In a TSV, "\\n" stands for a line break and "\\t" for a tab. English plurals are made
   from the source: "%n game(s)" gives "%n game" and "%n games" (herna_en.ts).
3. `pyside6-lrelease` compiles both to .qm files, which are committed too.
4. The rules help's pictures (resources/help/img/*.png) are drawn with gui/art.

Exits 1 when a source text has no Czech translation (unless --allow-missing).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "translations"
TS_HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def tool(name: str) -> str:
    """A PySide6 tool next to this Python, else on PATH."""
    local = Path(sys.executable).with_name(name)
    found = str(local) if local.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui").rglob("*.py"))


def unescape(text: str) -> str:
    return text.replace("\\n", "\n").replace("\\t", "\t")


def read_tsv(path: Path) -> dict[tuple[str, str], list[str]]:
    """(context, source) -> the Czech forms (one, or three for a plural)."""
    table: dict[tuple[str, str], list[str]] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 3:
            raise SystemExit(f"{path}:{number}: expected context<TAB>source<TAB>czech")
        context, source, czech = parts
        table[(context, unescape(source))] = [unescape(f) for f in czech.split("|")]
    return table


def czech_tables() -> dict[tuple[str, str], list[str]]:
    table: dict[tuple[str, str], list[str]] = {}
    files = [OUT / "room_cs.tsv", *sorted((ROOT / "gui").rglob("translations_cs.tsv"))]
    for path in files:
        if path.is_file():
            table.update(read_tsv(path))
    return table


def english_plural(source: str) -> list[str]:
    if "(s)" in source:
        return [source.replace("(s)", ""), source.replace("(s)", "s")]
    return [source, source]


def fill(ts_path: Path, lookup: dict[tuple[str, str], list[str]]) -> tuple[list[str], list]:
    """Fill the Czech translations of `ts_path`; return what is missing and the plural
    messages as (context, source). A message given three forms is made a plural one even
    when lupdate did not see its count (a count passed through a helper function)."""
    tree = ET.parse(ts_path)
    missing, plurals = [], []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            forms = lookup.get((name, source))
            if forms is not None and len(forms) == 3 and "%n" in source:
                message.set("numerus", "yes")
            numerus = message.get("numerus") == "yes"
            if numerus:
                plurals.append((name, source))
            if forms is None:
                done = translation.get("type") not in ("unfinished", "vanished", "obsolete")
                if not done or not ("".join(translation.itertext())).strip():
                    missing.append(f"{name}: {source!r}")
                continue
            translation.attrib.pop("type", None)
            translation.text = None
            for child in list(translation):
                translation.remove(child)
            if numerus:
                if len(forms) != 3:
                    missing.append(f"{name}: {source!r} needs three Czech plural forms")
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = forms[0]
    write_ts(tree.getroot(), ts_path)
    return missing, plurals


def write_ts(root: ET.Element, path: Path) -> None:
    ET.indent(root, space="    ")
    path.write_text(TS_HEADER + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")


def english_plurals(plurals: list, path: Path) -> None:
    """English has no translations but its plural forms ("%n game(s)": "%n game")."""
    root = ET.Element("TS", version="2.1", language="en_GB")
    contexts: dict[str, ET.Element] = {}
    for name, source in plurals:
        if name not in contexts:
            contexts[name] = ET.SubElement(root, "context")
            ET.SubElement(contexts[name], "name").text = name
        message = ET.SubElement(contexts[name], "message", numerus="yes")
        ET.SubElement(message, "source").text = source
        translation = ET.SubElement(message, "translation")
        for form in english_plural(source):
            ET.SubElement(translation, "numerusform").text = form
    write_ts(root, path)


def lupdate(ts: Path, language: str) -> None:
    subprocess.run([tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-locations",
                    "none", "-target-language", language, "-ts", str(ts)],
                   cwd=ROOT, check=True, capture_output=True, text=True)


def lrelease(ts: Path) -> None:
    """Compile `ts`; the .qm is replaced atomically, since running apps map it."""
    qm = ts.with_suffix(".qm")
    fresh = qm.with_suffix(".qm.new")
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)],
                   cwd=ROOT, check=True)
    fresh.replace(qm)


CIVIL = ("6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2", "5-6", "4-6", "1-6", "1-5")
MILITARY = (("2-4", "1-2"), ("3-6", "4-5"), ("2-6", "3-5"), ("3-4", "2-5"), ("1-4", "2-3"))
DOMINO_ROWS = (("8R", "9R", "10R", "JR", "QR"), ("10G",), ("7B", "8B", "9B", "10B", "JB"),
               ("9S", "10S", "JS", "QS", "KS", "AS"))


def _picture(width: int, height: int, paint: object, path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    scale = 2  # sharp on high-density screens; the HTML halves the size
    image = QImage(width * scale, height * scale, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    paint(painter)
    painter.end()
    image.save(str(path))


def draw_pictures() -> None:
    """Render the help's pictures from the tables' art (offscreen is enough)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont
    from PySide6.QtWidgets import QApplication

    from gui.art.cards import paint_card
    from gui.art.tiles import paint_tile

    app = QApplication.instance() or QApplication([])
    folder = ROOT / "resources" / "help" / "img"
    folder.mkdir(parents=True, exist_ok=True)
    tile_w, tile_h, gap = 30.0, 75.0, 10.0

    def rank_label(painter, x: float, y: float, text: str) -> None:
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#444444"))
        painter.drawText(QRectF(x - 10, y, tile_w + 20, 16), Qt.AlignmentFlag.AlignCenter, text)

    def ranks(painter) -> None:
        for i, face in enumerate(CIVIL):
            x = 4 + i * (tile_w + gap)
            rank_label(painter, x, 0, str(i + 1))
            paint_tile(painter, QRectF(x, 18, tile_w, tile_h), face, "ivory")
        for i, pair in enumerate(MILITARY):
            x0 = 4 + i * (2 * tile_w + 3 * gap)
            rank_label(painter, x0 + (tile_w + gap / 2) / 2, 110, str(i + 1))
            for j, face in enumerate(pair):
                paint_tile(painter, QRectF(x0 + j * (tile_w + gap / 2), 128, tile_w, tile_h),
                           face, "ivory")

    def suits(painter) -> None:
        for i, card in enumerate(("AR", "AG", "AB", "AS")):
            paint_card(painter, QRectF(4 + i * 78, 4, 70, 98), card)

    def domino(painter) -> None:
        w, h = 40.0, 56.0
        for row, cards in enumerate(DOMINO_ROWS):
            for card in cards:
                rank = card[:-1]
                column = ("6", "7", "8", "9", "10", "J", "Q", "K", "A").index(rank)
                paint_card(painter, QRectF(4 + column * (w + 4), 4 + row * (h + 6), w, h), card)

    _picture(int(4 + 11 * (tile_w + gap)), 210, ranks, folder / "nines-ranks.png")
    _picture(320, 106, suits, folder / "royal-suits.png")
    _picture(404, 4 * 62 + 4, domino, folder / "royal-domino.png")
    del app


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--allow-missing", action="store_true",
                        help="write the .qm files even when Czech texts are missing")
    parser.add_argument("--no-pictures", action="store_true", help="skip the help pictures")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    cs, en = OUT / "herna_cs.ts", OUT / "herna_en.ts"
    lupdate(cs, "cs_CZ")
    missing, plurals = fill(cs, czech_tables())
    english_plurals(plurals, en)
    for ts in (cs, en):
        lrelease(ts)
    if not args.no_pictures:
        draw_pictures()
    for line in missing:
        print(f"no Czech translation: {line}")
    print(f"{cs.relative_to(ROOT)}: {len(missing)} missing; .qm files written")
    return 1 if missing and not args.allow_missing else 0


if __name__ == "__main__":
    sys.exit(main())
