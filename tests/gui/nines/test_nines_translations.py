"""Every text the Nines table translates has its Czech in gui/nines/translations_cs.tsv
(three forms for a plural), and the TSV holds nothing else."""

from __future__ import annotations

import ast
from pathlib import Path

from tsv_translator import TSV, TsvTranslator

GUI = Path(__file__).resolve().parents[3] / "gui" / "nines"


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) \
        else None


def translated_texts() -> dict[tuple[str, str], bool]:
    """(context, source) -> is it a plural, for every self.tr()/translate() in gui/nines."""
    found: dict[tuple[str, str], bool] = {}
    for path in GUI.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)] + [tree]:
            context = cls.name if isinstance(cls, ast.ClassDef) else None
            for call in ast.walk(cls):
                if not isinstance(call, ast.Call):
                    continue
                if not isinstance(call.func, ast.Attribute | ast.Name):
                    continue
                name = call.func.attr if isinstance(call.func, ast.Attribute) else call.func.id
                if name == "tr" and context and call.args and _literal(call.args[0]):
                    found[(context, _literal(call.args[0]))] = len(call.args) >= 3
                elif name == "translate" and len(call.args) >= 2 and _literal(call.args[1]):
                    found[(_literal(call.args[0]), _literal(call.args[1]))] = len(call.args) >= 4
    return found


def test_every_text_has_its_czech_and_the_tsv_nothing_stale():
    texts = translated_texts()
    table = TsvTranslator(TSV).table
    assert len(texts) > 40
    missing = sorted(key for key in texts if key not in table)
    assert missing == []
    assert sorted(key for key in table if key not in texts) == []
    for key, is_plural in texts.items():
        forms = table[key]
        assert len(forms) == (3 if is_plural else 1), key
        if is_plural:
            assert all("%n" in form for form in forms), key
        for n in range(1, 5):
            if f"%{n}" in key[1]:
                assert all(f"%{n}" in form for form in forms), (key, n)


def test_the_czech_says_one_thing_in_one_word_as_the_rest_of_herna():
    table = TsvTranslator(TSV).table
    czech = {key: " ".join(forms) for key, forms in table.items()}
    everything = " ".join(czech.values())
    assert czech[("TurnWords", "Your turn: click the left or right end of the wall to take "
                                "two columns.")].startswith("Jste na tahu: ")
    assert "na řadě" not in everything  # "your turn" is "jste na tahu"
    assert "zahájí" not in everything  # a game is opened: "otvírá"
    assert "přiklád" not in everything.lower() and "přilož" not in everything.lower()  # "položit"
    for (_context, source), text in czech.items():  # a tile is "kostka", a die "hrací kostka"
        if "dice" in source:
            assert "hracími kostkami" in text, source
        if "stack" in source:
            assert "sloupeč" in text, source
        if "round" in source:
            assert "kol" in text, source
