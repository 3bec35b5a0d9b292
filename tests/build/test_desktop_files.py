"""Herna on a Linux desktop (resources/desktop/, build/desktop_files.py,
build/linux/install.sh): the desktop entry and the AppStream metadata pass their
validators, the MIME type knows new and old records, and the install script puts the
files under a temporary home, naming the program so that the desktop starts it with the
file, and takes them away again.

The tools come from Debian's desktop-file-utils, appstream, shared-mime-info and
libglib2.0-bin (`scripts/setup.sh test` installs them): where one is missing, these tests
skip, except in CI on Linux, where they fail."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path

import pytest
from bundle_helpers import ROOT, load

bundle_meta = load("bundle_meta")
desktop_files = load("desktop_files")
make_icons = load("make_icons")

APP_ID = bundle_meta.DESKTOP_ID
SOURCES = ROOT / "resources" / "desktop"
ENTRY = SOURCES / f"{APP_ID}.desktop"
METAINFO = SOURCES / f"{APP_ID}.metainfo.xml"
MIME_XML = SOURCES / f"{APP_ID}.xml"
MIME_TYPE = "application/x-herna-record"
SMI = "{http://www.freedesktop.org/standards/shared-mime-info}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="a shell script for Linux")


def tool(name: str) -> str:
    """The command `name`; a missing one skips the test, or fails it in CI on Linux."""
    found = shutil.which(name)
    if found is None:
        if os.environ.get("CI") and sys.platform.startswith("linux"):
            pytest.fail(f"{name} is missing: scripts/setup.sh test installs it")
        pytest.skip(f"{name} is not installed")
    return found


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, timeout=120, **kwargs)


def issues(result: subprocess.CompletedProcess) -> list[str]:
    """What appstreamcli found (errors, warnings, infos and pedantic hints alike: it
    passes a file with hints, which Herna's must not have)."""
    return [line for line in result.stdout.splitlines() if re.match(r"\s*[EWIP]: ", line)]


def entry(path: Path = ENTRY) -> dict[str, str]:
    parser = ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


# --- the desktop entry -----------------------------------------------------------------


def test_the_desktop_entry_is_valid():
    validate = tool("desktop-file-validate")
    result = run([validate, str(ENTRY)])
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_the_validator_would_see_a_broken_entry(tmp_path):
    validate = tool("desktop-file-validate")
    broken = tmp_path / f"{APP_ID}.desktop"
    broken.write_text(ENTRY.read_text(encoding="utf-8").replace("Type=Application\n", ""),
                      encoding="utf-8")
    assert run([validate, str(broken)]).returncode != 0


def test_the_entry_opens_herna_records_with_its_icon():
    keys = entry()
    assert keys["Exec"] == "herna %f"  # install.sh puts the program's path there
    assert keys["Icon"] == APP_ID and keys["Name"] == "Herna"
    assert MIME_TYPE in keys["MimeType"].split(";")
    assert "Game" in keys["Categories"].split(";")
    assert keys["Comment[cs]"] and keys["GenericName[cs]"] and keys["Keywords[cs]"]


def test_the_program_names_its_window_after_the_entry():
    from gui import app

    assert app.DESKTOP_ID == APP_ID


# --- the AppStream metadata ------------------------------------------------------------


def test_the_metainfo_passes_appstreamcli_pedantic():
    appstreamcli = tool("appstreamcli")
    result = run([appstreamcli, "validate", "--no-net", "--pedantic", str(METAINFO)])
    assert result.returncode == 0 and not issues(result), result.stdout + result.stderr


def test_appstreamcli_would_see_screenshots_without_captions(tmp_path):
    appstreamcli = tool("appstreamcli")
    bare = tmp_path / METAINFO.name
    bare.write_text(re.sub(r"\s*<caption[^>]*>[^<]*</caption>", "",
                           METAINFO.read_text(encoding="utf-8")), encoding="utf-8")
    result = run([appstreamcli, "validate", "--no-net", "--pedantic", str(bare)])
    assert any("screenshot-no-caption" in line for line in issues(result)), result.stdout


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def test_the_metainfo_names_the_entry_the_homepage_and_the_version():
    root = metainfo()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == ENTRY.name
    assert root.findtext("url[@type='homepage']") == bundle_meta.HOMEPAGE
    assert root.findtext("project_license") == bundle_meta.project()["license"]
    assert root.findtext("provides/mediatype") == MIME_TYPE
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == bundle_meta.version(), \
        "a new version needs its <release> in the metainfo"


def test_the_screenshots_are_the_readmes_with_captions_in_both_languages():
    raw = bundle_meta.HOMEPAGE.replace("https://github.com/",
                                       "https://raw.githubusercontent.com/") + "/main/"
    shots = metainfo().findall("screenshots/screenshot")
    assert shots and shots[0].get("type") == "default"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for shot in shots:
        url = shot.findtext("image") or ""
        assert url.startswith(raw)
        picture = url.removeprefix(raw)
        assert (ROOT / picture).is_file() and picture in readme
        languages = {caption.get(XML_LANG) for caption in shot.findall("caption")}
        assert languages == {None, "cs"}


def test_the_content_rating_is_oars():
    rating = metainfo().find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    said = {a.get("id"): a.text for a in rating.findall("content_attribute")}
    assert said == {"social-chat": "mild", "money-gambling": "mild"}  # network, matchsticks


# --- the MIME type ---------------------------------------------------------------------


def mime_type() -> ET.Element:
    found = ET.parse(MIME_XML).getroot().find(f"{SMI}mime-type")
    assert found is not None and found.get("type") == MIME_TYPE
    return found


def test_the_glob_is_what_herna_writes():
    from gui.room.record_dialog import RECORD_SUFFIX

    globs = [g.get("pattern") for g in mime_type().findall(f"{SMI}glob")]
    assert globs == [f"*.{RECORD_SUFFIX}"]
    assert mime_type().find(f"{SMI}sub-class-of").get("type") == "application/json"


def test_the_magic_is_at_the_start_of_exports_and_saves(tmp_path):
    """An export (indented) and a save (not) begin with the record's header, whose first
    key is "format": the magic finds every record, the old .json ones too."""
    from core.atomic_file import write_atomic
    from core.records import make_header

    values = [m.get("value") for m in mime_type().iter(f"{SMI}match")]
    offsets = {m.get("offset") for m in mime_type().iter(f"{SMI}match")}
    assert offsets == {"0:64"}
    header = make_header("nines", seed=1, players=[{"name": "Eva", "kind": "human"}],
                         options={}, finished=False)
    starts = []
    for indent in (1, None):  # an export, a save (gui.play.autosave)
        path = tmp_path / f"{indent}.json"
        write_atomic(path, {**header, "more": "x" * 200}, indent=indent)
        starts.append(path.read_text(encoding="utf-8")[:64 + 40])
    for start in starts:
        assert any(value in start and start.index(value) <= 64 for value in values), start


def test_the_mime_database_knows_new_and_old_records(tmp_path):
    """update-mime-database over the package, then Qt's MIME database reads it (from
    XDG_DATA_HOME): *.herna by its name, a record's bytes by their start."""
    update = tool("update-mime-database")
    data = tmp_path / "share"
    (data / "mime" / "packages").mkdir(parents=True)
    shutil.copy(MIME_XML, data / "mime" / "packages")
    env = {**os.environ, "XDG_DATA_HOME": str(data), "QT_QPA_PLATFORM": "offscreen"}
    result = run([update, str(data / "mime")], env=env)
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr
    record = tmp_path / "old export.json"
    record.write_text(json.dumps({"format": "herna-record", "version": 1}), encoding="utf-8")
    script = ("import sys\nfrom PySide6.QtCore import QCoreApplication, QMimeDatabase\n"
              "app = QCoreApplication([])\ndb = QMimeDatabase()\n"
              "print(db.mimeTypeForFile('game.herna', QMimeDatabase.MatchMode.MatchExtension)"
              ".name())\n"
              "print(db.mimeTypeForData(open(sys.argv[1], 'rb').read()).name())\n"
              "print(db.mimeTypeForData(b'{\"format\": \"zip\"}').name())\n")
    seen = run([sys.executable, "-c", script, str(record)], env=env)
    assert seen.stdout.split() == [MIME_TYPE, MIME_TYPE, "text/plain"], seen.stderr


# --- install.sh ------------------------------------------------------------------------


def test_every_icon_size_is_staged():
    staged = desktop_files.share_files()
    sizes = {int(m.group(1)) for rel in staged
             if (m := re.match(r"icons/hicolor/(\d+)x\1/apps/", rel))}
    assert sizes == set(make_icons.PNG_SIZES) >= {16, 22, 24, 32, 48, 64, 96, 128, 256, 512}
    assert f"icons/hicolor/scalable/apps/{APP_ID}.svg" in staged
    assert all(source.is_file() for source in staged.values())
    assert not any(rel.parts[0] == "desktop" for rel in bundle_meta.runtime_resources())


# a folder whose name needs every escape of the Exec key: spaces, quotes, $, ` and \
ODD_FOLDER = 'my "games" $HOME `x` a\\b'


def fake_bundle(tmp_path: Path) -> Path:
    """A bundle folder with the staged files and a program that writes down its
    arguments."""
    folder = tmp_path / ODD_FOLDER / "herna"
    folder.mkdir(parents=True)
    program = folder / "herna"
    program.write_text(f"#!{sys.executable}\nimport json, sys\n"
                       f"open({str(tmp_path / 'argv.json')!r}, 'w').write("
                       "json.dumps(sys.argv[1:]))\n", encoding="utf-8")
    program.chmod(0o755)
    desktop_files.stage(folder)
    return folder


def install(folder: Path, home: Path, *args: str, xdg: Path | None = None):
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    if xdg is not None:
        env["XDG_DATA_HOME"] = str(xdg)
    return run([str(folder / "install.sh"), *args], env=env)


def exec_argv(value: str) -> list[str]:
    """The arguments of an Exec value, unquoted as the Desktop Entry spec says."""
    value = value.replace("\\\\", "\\")  # the string's escape first
    argv, current, quoted, i = [], "", False, 0
    while i < len(value):
        char = value[i]
        if quoted and char == "\\" and value[i + 1] in '"`$\\':
            current, i = current + value[i + 1], i + 2
            continue
        if value.startswith("%%", i):  # a literal %
            current, i = current + "%", i + 2
            continue
        if char == '"':
            quoted = not quoted
        elif char == " " and not quoted:
            argv.append(current)
            current = ""
        else:
            current += char
        i += 1
    return [*argv, current]


@posix_only
def test_install_puts_everything_under_the_home_and_uninstall_takes_it(tmp_path):
    folder, home = fake_bundle(tmp_path), tmp_path / "player"
    result = install(folder, home)
    assert result.returncode == 0, result.stderr
    data = home / ".local" / "share"
    for rel in desktop_files.share_files():
        assert (data / rel).is_file(), rel
    keys = entry(data / "applications" / ENTRY.name)
    assert exec_argv(keys["Exec"]) == [str(folder / "herna"), "%f"]
    assert keys["TryExec"].replace("\\\\", "\\") == str(folder / "herna")
    if shutil.which("update-mime-database"):
        assert MIME_TYPE in (data / "mime" / "globs2").read_text(encoding="utf-8")
    result = install(folder, home, "--uninstall")
    assert result.returncode == 0, result.stderr
    left = [p for p in data.rglob("*") if p.is_file() and APP_ID in p.name]
    assert left == []
    if shutil.which("update-mime-database"):
        assert MIME_TYPE not in (data / "mime" / "globs2").read_text(encoding="utf-8")


@posix_only
def test_the_installed_entry_is_valid_and_starts_herna_with_the_file(tmp_path):
    folder, home = fake_bundle(tmp_path), tmp_path / "player"
    tree = tmp_path / "a tree"
    xdg = tree / "usr" / "share"
    assert install(folder, home, xdg=xdg).returncode == 0
    assert not (home / ".local").exists()  # XDG_DATA_HOME is followed
    installed = xdg / "applications" / ENTRY.name
    validate = tool("desktop-file-validate")
    result = run([validate, str(installed)])
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    # the metainfo, entry and icons together, as a software centre reads them
    appstreamcli = tool("appstreamcli")
    result = run([appstreamcli, "validate-tree", "--no-net", "--pedantic", str(tree)])
    assert result.returncode == 0 and not issues(result), result.stdout + result.stderr
    gio = tool("gio")
    record = tmp_path / "a record $1 \"x\".herna"
    record.write_text("{}", encoding="utf-8")
    launched = run([gio, "launch", str(installed), str(record)],
                   env={**os.environ, "XDG_DATA_HOME": str(xdg)})
    assert launched.returncode == 0, launched.stderr
    argv_file = tmp_path / "argv.json"
    for _ in range(100):  # gio launch does not wait for the program
        if argv_file.exists() and argv_file.read_text():
            break
        subprocess.run(["sleep", "0.1"], check=False)
    assert json.loads(argv_file.read_text()) == [str(record)]


@posix_only
def test_install_refuses_a_path_no_entry_can_name(tmp_path):
    folder = fake_bundle(tmp_path)
    moved = folder.parent.with_name("100% Herna")
    folder.parent.rename(moved)
    result = install(moved / "herna", tmp_path / "player")
    assert result.returncode == 1 and "cannot name a path with %" in result.stderr
    assert not (tmp_path / "player").exists()


@posix_only
def test_install_help_and_a_wrong_option(tmp_path):
    folder = fake_bundle(tmp_path)
    helped = install(folder, tmp_path / "player", "--help")
    assert helped.returncode == 0 and "--uninstall" in helped.stdout
    wrong = install(folder, tmp_path / "player", "--remove")
    assert wrong.returncode == 2 and "usage" in wrong.stderr
    assert not (tmp_path / "player").exists()


def test_install_script_passes_shellcheck():
    shellcheck = tool("shellcheck")
    result = run([shellcheck, str(desktop_files.INSTALL_SCRIPT)])
    assert result.returncode == 0, result.stdout


# --- setup and CI ----------------------------------------------------------------------

TOOLS = ("desktop-file-utils", "appstream", "shared-mime-info", "libglib2.0-bin")


def test_the_test_setup_and_the_workflow_install_the_tools():
    setup = (ROOT / "scripts" / "setup.sh").read_text(encoding="utf-8")
    test_extra = re.search(r"\*,test,\*\) system_packages\+=\(([^)]*)\)", setup)
    assert test_extra is not None
    workflow = (ROOT / ".github" / "workflows" / "bundles.yml").read_text(encoding="utf-8")
    for package in TOOLS:
        assert package in test_extra.group(1).split(), package
        assert re.search(rf"\s{re.escape(package)}\s", workflow), package
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()
          if line.startswith("bash scripts/setup.sh")]
    assert ci and "test" in ci[0].split()[-1].split(",")
