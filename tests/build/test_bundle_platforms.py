"""build/make_bundle.py's whole run on macOS and Windows, played on any POSIX machine.

PyInstaller's build is replaced by a fake bundle whose program is a script, and macOS's
codesign, ditto and hdiutil by scripts on PATH that log their arguments, so the order
of signing, self-tests and archiving on each platform is checked without a Mac or a
Windows machine (the GitHub workflow runs the real thing)."""

import os
import shutil
import sys
import zipfile
from pathlib import Path

import pytest
from bundle_helpers import load

make_bundle = load("make_bundle")

pytestmark = pytest.mark.skipif(sys.platform == "win32",
                                reason="the fake program and tools are shell scripts")

TOOLS = {
    "codesign": "",
    "ditto": 'cp -R "$1" "$2"',
    # `hdiutil create` fails once with "Resource busy" when $HDIUTIL_BUSY_ONCE is set
    "hdiutil": '''if [ "$1" = create ]; then
  if [ -n "$HDIUTIL_BUSY_ONCE" ] && [ ! -e "$HDIUTIL_BUSY_ONCE" ]; then
    touch "$HDIUTIL_BUSY_ONCE"; echo "hdiutil: create failed - Resource busy" >&2; exit 1
  fi
  for last; do :; done; echo image > "$last"
fi''',
}


def write_script(path: Path, body: str) -> None:
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(0o755)


@pytest.fixture
def platform_run(tmp_path, monkeypatch):
    """run(os_name, *argv) -> (exit code, tool log lines, self-test log lines), with
    `failing_language`'s self-test failing and the resource `without` not bundled."""
    root = tmp_path / "project"
    (root / "resources" / "icons").mkdir(parents=True)
    (root / "resources" / "icons" / "herna.svg").write_text("<svg/>")
    tool_log, test_log = tmp_path / "tools.log", tmp_path / "selftests.log"
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in TOOLS.items():
        write_script(bin_dir / name, f'echo "{name} $*" >> "{tool_log}"\n{body}')
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(make_bundle, "ROOT", root)
    monkeypatch.setattr(make_bundle, "DIST", root / "dist")
    monkeypatch.setattr(make_bundle, "WORK", root / "build" / "work")
    monkeypatch.setattr(make_bundle.time, "sleep", lambda seconds: None)
    monkeypatch.setattr(make_bundle.bundle_meta, "version", lambda: "1.2.3")
    monkeypatch.setattr(make_bundle.installer, "find_makensis", lambda: None)

    def run(os_name: str, *argv: str, failing_language: str = "none", without: str = ""):
        machine = "arm64" if os_name == "macos" else "AMD64"
        monkeypatch.setattr(make_bundle, "system", lambda: os_name)
        monkeypatch.setattr(make_bundle.platform, "machine", lambda: machine)

        def fake_build(sign: str, clean: bool) -> None:
            folder, exe, internal = make_bundle.bundle_paths(make_bundle.DIST, os_name)
            shutil.rmtree(folder, ignore_errors=True)
            exe.parent.mkdir(parents=True)
            shutil.copytree(root / "resources", internal / "resources")
            if without:
                (internal / "resources" / without).unlink()
            write_script(exe, f'[ "$4" = --selftest-report ] || exit 3\n'
                              f'language="$3"; report="$5"; shift 5\n'
                              f'echo "$QT_QPA_PLATFORM --selftest --lang $language${{*:+ $*}}"'
                              f' >> "{test_log}"\n'
                              f'[ "$language" != {failing_language} ] || exit 1\n'
                              f'[ -n "$NO_VERDICT" ] || echo "herna selftest: ok" > "$report"')

        monkeypatch.setattr(make_bundle, "build", fake_build)
        code = make_bundle.main(list(argv))
        lines = [path.read_text().splitlines() if path.exists() else []
                 for path in (tool_log, test_log)]
        return code, *lines

    return run


def test_macos_signs_ad_hoc_tests_then_writes_a_verified_dmg(platform_run, capsys):
    code, tools, selftests = platform_run("macos")
    dist = make_bundle.DIST
    app = dist / "Herna.app"
    staging = make_bundle.WORK / "dmg"
    target = dist / "herna-1.2.3-macos-arm64.dmg"
    assert code == 0, capsys.readouterr().out
    assert tools == [
        f"codesign --force --deep --sign - {app}",
        f"codesign --verify --deep --strict --verbose=2 {app}",
        f"ditto {app} {staging / 'Herna.app'}",
        f"hdiutil create -volname Herna 1.2.3 -srcfolder {staging} -ov -format UDZO {target}",
        f"hdiutil verify {target}",
    ]
    assert selftests == ["offscreen --selftest --lang cs", "offscreen --selftest --lang en",
                         "cocoa --selftest --lang cs"]
    assert os.readlink(staging / "Applications") == "/Applications"
    assert (staging / "Herna.app" / "Contents" / "MacOS" / "herna").is_file()
    assert target.read_text() == "image\n"


def test_macos_with_an_identity_signs_for_notarisation(platform_run):
    identity = "Developer ID Application: Herna (TEAM1234)"
    code, tools, _ = platform_run("macos", "--sign", identity)
    assert code == 0
    assert tools[0] == (f"codesign --force --deep --sign {identity} --options runtime "
                        f"--timestamp {make_bundle.DIST / 'Herna.app'}")


def test_a_busy_hdiutil_is_tried_again(platform_run, tmp_path, monkeypatch):
    monkeypatch.setenv("HDIUTIL_BUSY_ONCE", str(tmp_path / "was-busy"))
    code, tools, _ = platform_run("macos")
    assert code == 0
    creates = [line for line in tools if line.startswith("hdiutil create")]
    assert len(creates) == 2
    assert tools[-1].startswith("hdiutil verify")


def test_windows_tests_herna_exe_and_zips_one_folder_unsigned(platform_run):
    code, tools, selftests = platform_run("windows")
    assert code == 0
    assert tools == []  # no codesign: real Windows signing is the workflow's step
    assert selftests == ["offscreen --selftest --lang cs", "offscreen --selftest --lang en",
                         "windows --selftest --lang cs"]
    with zipfile.ZipFile(make_bundle.DIST / "herna-1.2.3-windows-x86_64.zip") as archive:
        names = set(archive.namelist())
    assert "herna/herna.exe" in names
    assert "herna/_internal/resources/icons/herna.svg" in names


def test_a_failed_self_test_fails_the_run(platform_run, capsys):
    code, _, selftests = platform_run("windows", failing_language="en")
    out = capsys.readouterr().out
    assert code == 1
    assert "FAILED self-test en (offscreen)" in out
    assert "bundle: 4 passed, 1 failed" in out
    assert len(selftests) == 3


def test_an_exit_0_without_a_written_verdict_fails(platform_run, capsys, monkeypatch):
    monkeypatch.setenv("NO_VERDICT", "1")
    code, _, _ = platform_run("macos")
    out = capsys.readouterr().out
    assert code == 1
    assert "verdict file: (none written)" in out
    assert "bundle: 1 passed, 3 failed" in out


def test_the_verdict_file_is_printed(platform_run, capsys):
    code, _, _ = platform_run("macos")
    assert code == 0
    assert capsys.readouterr().out.count("verdict file: herna selftest: ok") == 3


def test_known_warnings_only_for_the_native_run(platform_run):
    code, _, selftests = platform_run("windows", "--native-known-warning", "Stub() failed",
                                      "--native-known-warning", "Other")
    assert code == 0
    assert selftests == ["offscreen --selftest --lang cs", "offscreen --selftest --lang en",
                         "windows --selftest --lang cs --selftest-known-warning Stub() "
                         "failed --selftest-known-warning Other"]


def test_windows_zip_over_budget_fails(platform_run, capsys, monkeypatch):
    monkeypatch.setattr(make_bundle, "WINDOWS_ARCHIVE_MB", 0)
    code, _, _ = platform_run("windows")
    assert code == 1
    assert "FAILED within 0 MB packed" in capsys.readouterr().out


def test_windows_installer_built_with_makensis(platform_run, tmp_path, monkeypatch):
    log = tmp_path / "makensis.log"
    makensis = tmp_path / "makensis"
    write_script(makensis, f'echo "$*" > "{log}"\nfor a; do case "$a" in -DOUTFILE=*) '
                           'echo setup > "${a#-DOUTFILE=}";; esac; done')
    monkeypatch.setattr(make_bundle.installer, "find_makensis", lambda: str(makensis))
    code, _, _ = platform_run("windows")
    assert code == 0
    setup = make_bundle.DIST / "herna-1.2.3-windows-x86_64-setup.exe"
    assert setup.read_text() == "setup\n"
    args = log.read_text().split()
    assert "-DVERSION=1.2.3" in args and "-DVERSION4=1.2.3.0" in args
    assert f"-DSOURCE={make_bundle.DIST / 'herna'}" in args
    assert args[-1].endswith("herna.nsi")


def test_a_missing_resource_fails_the_run(platform_run, capsys):
    code, _, _ = platform_run("macos", without="icons/herna.svg")
    out = capsys.readouterr().out
    assert code == 1
    assert "the bundle lacks resources: icons/herna.svg" in out
    assert "FAILED every run-time resource bundled" in out


def test_archive_only_needs_a_built_bundle(platform_run, capsys):
    code, tools, selftests = platform_run("windows", "--archive-only")
    assert code == 1
    assert "herna.exe is missing: build the bundle first" in capsys.readouterr().out
    assert tools == [] and selftests == []


def test_a_required_installer_without_makensis_fails(platform_run, capsys):
    code, _, _ = platform_run("windows", "--require-installer")
    assert code == 1
    assert "FAILED installer built (makensis is missing)" in capsys.readouterr().out
