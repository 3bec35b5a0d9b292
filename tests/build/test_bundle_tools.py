"""build/make_bundle.py, measure_start.py and make_icons.py, the icon files, and
resources.path() in a frozen program. Nothing here builds a bundle (.ci/run does)."""

import importlib
import os
import subprocess
import sys
import tarfile
import zipfile

import pytest
from bundle_helpers import BUILD, ROOT, load

import resources

make_bundle = load("make_bundle")
make_icons = load("make_icons")


@pytest.mark.parametrize("script", ["make_bundle.py", "measure_start.py", "make_icons.py"])
def test_help(script):
    result = subprocess.run([sys.executable, str(BUILD / script), "--help"],
                            capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage:")


def test_make_bundle_help_names_its_options():
    result = subprocess.run([sys.executable, str(BUILD / "make_bundle.py"), "--help"],
                            capture_output=True, text=True, timeout=60, cwd=ROOT)
    for option in ("--clean", "--sign", "--archive-only"):
        assert option in result.stdout


@pytest.mark.parametrize(("os_name", "machine", "name"), [
    ("linux", "x86_64", "herna-1.2.3-linux-x86_64.tar.gz"),
    ("windows", "AMD64", "herna-1.2.3-windows-x86_64.zip"),
    ("macos", "arm64", "herna-1.2.3-macos-arm64.dmg"),
    ("macos", "x86_64", "herna-1.2.3-macos-x86_64.dmg"),
    ("linux", "aarch64", "herna-1.2.3-linux-arm64.tar.gz"),
])
def test_archive_names(os_name, machine, name):
    assert make_bundle.archive_name("1.2.3", os_name, machine) == name


def test_bundle_layouts(tmp_path):
    root, exe, internal = make_bundle.bundle_paths(tmp_path, "macos")
    assert root == tmp_path / "Herna.app"
    assert exe == root / "Contents" / "MacOS" / "herna"
    assert internal == root / "Contents" / "Frameworks"
    root, exe, internal = make_bundle.bundle_paths(tmp_path, "windows")
    assert (root, exe, internal) == (tmp_path / "herna", tmp_path / "herna" / "herna.exe",
                                     tmp_path / "herna" / "_internal")


def _fake_bundle(tmp_path):
    folder = tmp_path / "herna"
    (folder / "_internal" / "lib").mkdir(parents=True)
    exe = folder / "herna"
    exe.write_bytes(b"\x7fELF program")
    exe.chmod(0o755)
    (folder / "_internal" / "lib" / "libQt6Core.so.6").write_bytes(b"library" * 100)
    (folder / "_internal" / "libQt6Core.so.6").symlink_to("lib/libQt6Core.so.6")
    return folder


posix_only = pytest.mark.skipif(sys.platform == "win32",
                                reason="symbolic links and #! scripts (a Windows job "
                                       "checks its own zip archive for real)")


@posix_only
def test_tar_gz_keeps_one_top_folder_links_and_modes(tmp_path):
    folder = _fake_bundle(tmp_path)
    target = make_bundle.write_tar_gz(folder, tmp_path / "out.tar.gz")
    with tarfile.open(target) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert {name.split("/")[0] for name in members} == {"herna"}
    link = members["herna/_internal/libQt6Core.so.6"]
    assert link.issym() and link.linkname == "lib/libQt6Core.so.6"
    assert members["herna/herna"].mode & 0o111 == 0o111
    assert {(m.uid, m.gid, m.uname) for m in members.values()} == {(0, 0, "")}


def test_zip_keeps_one_top_folder(tmp_path):
    folder = tmp_path / "herna"
    (folder / "_internal").mkdir(parents=True)
    (folder / "herna.exe").write_bytes(b"MZ program")
    (folder / "_internal" / "Qt6Core.dll").write_bytes(b"library")
    target = make_bundle.write_zip(folder, tmp_path / "out.zip")
    with zipfile.ZipFile(target) as archive:
        names = archive.namelist()
        assert archive.read("herna/herna.exe") == b"MZ program"
    assert {name.split("/")[0] for name in names} == {"herna"}
    assert "herna/_internal/Qt6Core.dll" in names


@posix_only
def test_folder_size_counts_links_as_links(tmp_path):
    size, files = make_bundle.folder_size(_fake_bundle(tmp_path))
    assert files == 3
    assert size == len(b"\x7fELF program") + 700 + len("lib/libQt6Core.so.6")


def test_missing_resources_are_named(tmp_path):
    source, bundled = tmp_path / "resources", tmp_path / "bundled"
    for rel in ("__init__.py", "translations/herna_cs.qm", "translations/herna_cs.ts",
                "icons/herna.svg", "icons/herna.ico"):
        (source / rel).parent.mkdir(parents=True, exist_ok=True)
        (source / rel).write_text("x")
    (bundled / "icons").mkdir(parents=True)
    (bundled / "icons" / "herna.svg").write_text("x")
    assert make_bundle.missing_resources(source, bundled) == ["translations/herna_cs.qm"]


def test_resources_found_in_a_frozen_program(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    try:
        importlib.reload(resources)
        assert resources.path("icons", "herna.svg") == tmp_path / "resources" / "icons" / \
            "herna.svg"
    finally:
        monkeypatch.undo()
        importlib.reload(resources)
    assert resources.path("icons", "herna.svg") == ROOT / "resources" / "icons" / "herna.svg"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_icon_files_hold_every_size():
    icons = ROOT / "resources" / "icons"
    ico = make_icons.read_ico((icons / "herna.ico").read_bytes())
    assert sorted(ico) == list(make_icons.ICO_SIZES)
    assert all(_png_size(png) == (size, size) for size, png in ico.items())
    icns = make_icons.read_icns((icons / "herna.icns").read_bytes())
    assert set(icns) == {kind for kind, _ in make_icons.ICNS_TYPES}
    assert all(_png_size(icns[kind]) == (size, size) for kind, size in make_icons.ICNS_TYPES)
    for size in make_icons.PNG_SIZES:
        assert _png_size((icons / f"herna-{size}.png").read_bytes()) == (size, size)


def test_icon_files_match_the_svg(qapp):
    """Run build/make_icons.py after changing resources/icons/herna.svg."""
    from PySide6.QtGui import QImage

    fresh, committed = QImage(), QImage()
    fresh.loadFromData(make_icons.render_png(make_icons.SOURCE, 64))
    committed.loadFromData(make_icons.read_ico(
        (ROOT / "resources" / "icons" / "herna.ico").read_bytes())[64])
    assert fresh.size() == committed.size()
    fresh = fresh.convertToFormat(QImage.Format.Format_RGBA8888)
    committed = committed.convertToFormat(QImage.Format.Format_RGBA8888)
    a, b = bytes(fresh.constBits()), bytes(committed.constBits())
    mean_difference = sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)
    assert mean_difference < 2.0


def test_the_icon_is_a_round_picture():
    """Transparent corners, opaque middle: the disc drawn inside the square."""
    from PySide6.QtGui import QImage

    image = QImage(str(ROOT / "resources" / "icons" / "herna-256.png"))
    assert image.pixelColor(2, 2).alpha() == 0
    assert image.pixelColor(253, 253).alpha() == 0
    assert image.pixelColor(128, 128).alpha() == 255


def _fake_program(tmp_path, body: str):
    program = tmp_path / "herna"
    program.write_text(f"#!{sys.executable}\nimport os, sys, time\n{body}\n")
    program.chmod(0o755)
    return program


@posix_only  # a script with a #! line stands for the program
def test_measure_start_sees_the_first_flush_and_stops_the_program(tmp_path):
    measure = load("measure_start")
    marker, pid_file = tmp_path / "still-running", tmp_path / "pid"
    program = _fake_program(tmp_path, (
        f"open({str(pid_file)!r}, 'w').write(str(os.getpid()))\n"
        "print('qt.widgets.painting: Evaluating', file=sys.stderr, flush=True)\n"
        "print('qt.widgets.painting: Flushing QRegion', file=sys.stderr, flush=True)\n"
        f"time.sleep(60)\nopen({str(marker)!r}, 'w').close()"))
    env = measure.environment(tmp_path / "home", "qtlog")
    assert env["QT_QPA_PLATFORM"] == "offscreen"
    assert 0 < measure.time_once(program, "qtlog", env) < measure.TIMEOUT_S
    with pytest.raises(ProcessLookupError):  # killed and reaped, not left to run on
        os.kill(int(pid_file.read_text()), 0)
    assert not marker.exists()


@posix_only
def test_measure_start_exit_contract(tmp_path):
    measure = load("measure_start")
    program = _fake_program(tmp_path, "sys.exit(0 if os.environ.get('HERNA_EXIT_AFTER_PAINT')"
                                      " == '1' else 3)")
    env = measure.environment(tmp_path / "home", "exit")
    assert 0 < measure.time_once(program, "exit", env) < measure.TIMEOUT_S
    with pytest.raises(RuntimeError, match="exit 3"):
        measure.time_once(program, "exit", dict(env, HERNA_EXIT_AFTER_PAINT="0"))
