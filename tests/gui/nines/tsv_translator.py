"""A translator read straight from gui/nines/translations_cs.tsv (Czech plural rules), so
tests and screenshots can show the table in Czech before the room compiles the .qm."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTranslator

TSV = Path(__file__).resolve().parents[3] / "gui" / "nines" / "translations_cs.tsv"
ROOM_TSV = TSV.parents[1] / "translations_cs.tsv"  # the room's texts, the refusals' among them


def czech_form(n: int) -> int:
    return 0 if n == 1 else 1 if 2 <= n <= 4 else 2


class TsvTranslator(QTranslator):
    def __init__(self, path: Path = TSV):
        super().__init__()
        self.table: dict[tuple[str, str], list[str]] = {}
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                context, source, czech = line.split("\t")
                self.table[(context, source.replace("\\n", "\n"))] = [
                    f.replace("\\n", "\n") for f in czech.split("|")]

    def translate(self, context, source, disambiguation=None, n=-1):
        forms = self.table.get((context, source))
        if forms is None:
            return None
        return forms[czech_form(n)] if n >= 0 and len(forms) == 3 else forms[0]

    def isEmpty(self) -> bool:
        return not self.table
