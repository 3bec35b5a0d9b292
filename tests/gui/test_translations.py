"""Every text of gui/ has a Czech translation, and the help exists in both languages."""

import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gui.room.help_dialog import HelpDialog, help_file
from gui.services import i18n

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "herna_cs.ts"


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts).getroot()
    return {(c.findtext("name"), m.findtext("source")): m.find("translation")
            for c in root.iter("context") for m in c.iter("message")}


def extract(tmp_path: Path) -> Path:
    """The texts pyside6-lupdate finds in gui/ now, as a fresh .ts file."""
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists() and not shutil.which("pyside6-lupdate"):
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p) for p in (ROOT / "gui").rglob("*.py"))
    subprocess.run([str(lupdate) if lupdate.exists() else "pyside6-lupdate", *sources,
                    "-locations", "none", "-ts", str(fresh)], check=True,
                   capture_output=True)
    return fresh


def test_every_prepared_czech_text_is_found_in_the_code(tmp_path):
    """A translation whose source lupdate does not extract (a call it cannot read, or a
    text the code no longer has) never reaches the player: the TSVs must match the code."""
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "scripts" / "update_translations.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    extracted = messages(extract(tmp_path))
    unused = sorted(set(script.czech_tables()) - set(extracted))
    assert unused == []


def test_every_source_text_has_a_czech_translation(tmp_path):
    fresh = extract(tmp_path)
    committed = messages(TS)
    missing = []
    for key in messages(fresh):
        translation = committed.get(key)
        if (translation is None or translation.get("type") == "unfinished"
                or not "".join(translation.itertext()).strip()):
            missing.append(key)
    assert missing == [], "run scripts/update_translations.py; untranslated: " + repr(missing)
    assert TS.with_suffix(".qm").stat().st_mtime >= TS.stat().st_mtime - 1


def test_no_czech_text_puts_z_before_a_number_it_does_not_know():
    """Czech says "z" or "ze" by how the number is spoken ("z 5", "ze 4", "ze 16"): a
    text with "z %2" was wrong for some numbers ("Hra 1 z 4"); such texts say "1/4"."""
    found = []
    for key, translation in messages(TS).items():
        text = "".join(translation.itertext()) if translation is not None else ""
        if re.search(r"\bze? %(\d|n)", text):
            found.append((key, text))
    assert found == []


@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("game", ["royal", "nines", "tiengow"])
def test_rules_help_exists_with_its_pictures(language, game):
    path = Path(help_file(language, game))
    assert path.parent.name == language
    html = path.read_text(encoding="utf-8")
    for src in __import__("re").findall(r'src="([^"]+)"', html):
        assert (path.parent / src).resolve().is_file(), src


def test_help_dialog_follows_the_language(qtbot):
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    assert "Royal Domino" in dialog.pages["royal"].toPlainText()
    i18n.apply("cs")
    qtbot.waitUntil(lambda: "Pořadí hráčů" in dialog.pages["royal"].toPlainText())
    assert dialog.tabs.tabText(1) == "Devítky a nebesa"
    assert "sloupeček" in dialog.pages["nines"].toPlainText()
