"""A QTranslator straight from a translations_cs.tsv (for tests and screenshots of the
Czech table before the room's script has compiled the .qm)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTranslator

TSV = Path(__file__).resolve().parents[3] / "gui" / "royal" / "translations_cs.tsv"


def read_tsv(path: Path = TSV) -> dict[tuple[str, str], list[str]]:
    table = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            context, source, czech = line.split("\t")
            table[(context, source)] = czech.split("|")
    return table


def czech_form(n: int) -> int:
    return 0 if n == 1 else 1 if 2 <= n <= 4 else 2


class TsvTranslator(QTranslator):
    def __init__(self, path: Path = TSV):
        super().__init__()
        self.table = read_tsv(path)

    def translate(self, context, source, disambiguation=None, n=-1):
        forms = self.table.get((context, source))
        if forms is None:
            return ""
        return forms[czech_form(n)] if len(forms) == 3 else forms[0]

    def isEmpty(self) -> bool:
        return False
