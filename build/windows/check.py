"""Build Herna's Windows bundle and installer on Linux under Wine, and prove them.

    python build/windows/check.py [--reuse-bundle]

On a Debian machine with only Debian's packages and PyPI (build/windows/wine.py makes
the Wine prefix, installing Wine and the rest with apt-get when they are missing):
1. build/make_bundle.py runs inside Wine with Windows CPython 3.11: PyInstaller builds
   build/herna.spec, the frozen herna.exe's `--selftest` passes in cs and en offscreen
   and with Qt's `windows` plugin (on a private Xvfb), and the zip stays within 30 MB.
2. The bundle holds no Wine builtin DLL and no icuuc.dll (the stub Wine needs).
3. Debian's makensis builds the installer from build/herna.nsi; under Wine it installs
   silently (/S) into %LOCALAPPDATA%\\Programs\\Herna, an upgrade over it replaces the
   program and keeps saves and settings, the installed herna.exe's self-test passes with
   the `windows` plugin (screenshots in <cache>/screens/), the file type is registered
   (.herna: Herna.Record, whose open command replays a record: the check runs that
   command, as Wine 8's ShellExecute reads no per-user file types), and a silent
   uninstall removes the program, its shortcuts, its registry entries and the file type
   and keeps saves and settings.
The zip and the installer are copied to dist/. It is a proof under Wine, not on Windows:
the GitHub workflow's Windows job stays the final word.

With the `windows` plugin, Wine's stub EnableNonClientDpiScaling() makes Qt warn (with
no category, so QT_LOGGING_RULES cannot single it out): for those runs only, that one
warning is passed as known (`--selftest-known-warning`), printed and not a failure.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import wine

sys.path.insert(0, str(wine.ROOT / "build"))
import bundle_meta
import installer
import make_bundle

WINE_KNOWN_WARNING = "EnableNonClientDpiScaling() failed"
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Herna"
CLASSES = r"HKCU\Software\Classes"
EXTENSION_KEY = CLASSES + r"\.herna"
PROGID = "Herna.Record"
PROGID_KEY = CLASSES + "\\" + PROGID
OPEN_COMMAND_KEY = PROGID_KEY + r"\shell\open\command"
JSON_OPEN_WITH_KEY = CLASSES + r"\.json\OpenWithProgids"
WINE_MARKERS = (b"Wine builtin DLL", b"Wine placeholder DLL")
SCREENSHOT_EVERY_S = 3.0


class Checks:
    """(name, passed) of every proof, with the time each phase took."""

    def __init__(self) -> None:
        self.results: list[tuple[str, bool]] = []
        self.phases: list[tuple[str, float]] = []
        self.started = time.perf_counter()

    def add(self, name: str, passed: bool) -> bool:
        self.results.append((name, passed))
        print(f"{'ok    ' if passed else 'FAILED'} {name}", flush=True)
        return passed

    def phase(self, name: str, since: float) -> float:
        now = time.perf_counter()
        self.phases.append((name, now - since))
        return now

    def report(self) -> int:
        for name, seconds in self.phases:
            print(f"time {name}: {seconds:.0f} s")
        print(f"time in all: {time.perf_counter() - self.started:.0f} s")
        for name, passed in self.results:
            print(f"{'ok    ' if passed else 'FAILED'} {name}")
        failed = sum(not passed for _, passed in self.results)
        print(f"windows: {len(self.results) - failed} passed, {failed} failed")
        return 1 if failed or not self.results else 0


def wine_dlls(folder: Path) -> list[str]:
    """The files of `folder` that are Wine's own builtin or placeholder DLLs."""
    found = []
    for path in folder.rglob("*"):
        if path.suffix.lower() in {".dll", ".pyd", ".exe"} and path.is_file():
            with path.open("rb") as file:
                head = file.read(1024)
            if any(marker in head for marker in WINE_MARKERS):
                found.append(path.relative_to(folder).as_posix())
    return found


class Once:
    """A function run at most once on a thread of its own; `join()` waits for it and
    re-raises what it raised."""

    def __init__(self, function: Callable[[], object]) -> None:
        self.function = function
        self.thread: threading.Thread | None = None
        self.error: BaseException | None = None

    def start(self) -> None:
        if self.thread is None:
            self.thread = threading.Thread(target=self._run)
            self.thread.start()

    def _run(self) -> None:
        try:
            self.function()
        except BaseException as error:  # handed to join()
            self.error = error

    def join(self) -> None:
        self.start()
        self.thread.join()  # type: ignore[union-attr]
        if self.error is not None:
            raise self.error


def build_bundle(dist: Path, display: str, when_built: Callable[[], None]) -> bool:
    """make_bundle.py inside Wine: build, self-tests, zip, budget. `when_built` is
    called once PyInstaller is done (the self-tests only read the bundle)."""

    def watch(line: str) -> None:
        if line.strip().startswith("built in "):
            when_built()

    result = wine.run([wine.PYTHON, wine.windows_path(wine.ROOT / "build" / "make_bundle.py"),
                       "--dist", wine.windows_path(dist),
                       "--work", wine.windows_path(wine.CACHE / "pyinstaller"),
                       "--native-known-warning", WINE_KNOWN_WARNING],
                      check=False, timeout=1800, on_line=watch, DISPLAY=display)
    return result.returncode == 0


def grab_screens(display: str, folder: Path, stop: threading.Event) -> None:
    """Screenshots of the X display every few seconds until `stop` (the host's PySide6
    on xcb grabs the root window)."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    script = ("import sys\nfrom PySide6.QtWidgets import QApplication\n"
              "app = QApplication(['grab', '-platform', 'xcb'])\n"
              "sys.exit(0 if app.primaryScreen().grabWindow(0).save(sys.argv[1]) else 1)\n")
    number = 0
    while not stop.wait(SCREENSHOT_EVERY_S):
        number += 1
        subprocess.run([sys.executable, "-c", script, str(folder / f"screen-{number:02}.png")],
                       env={**wine.environment(), "DISPLAY": display, "HOME": str(Path.home())},
                       capture_output=True, timeout=60, check=False)


def installed_selftest(exe: str, display: str, screens: Path) -> bool:
    """The installed herna.exe's self-test with the `windows` plugin, its verdict file
    read, and screenshots taken while it plays."""
    report = wine.CACHE / "installed-verdict.txt"
    report.unlink(missing_ok=True)
    stop = threading.Event()
    grabber = threading.Thread(target=grab_screens, args=(display, screens, stop))
    grabber.start()
    try:
        result = wine.run([exe, "--selftest", "--lang", "en", "--selftest-report",
                           wine.windows_path(report), "--selftest-known-warning",
                           WINE_KNOWN_WARNING], check=False, timeout=600,
                          qt={"QT_QPA_PLATFORM": "windows"}, DISPLAY=display)
    finally:
        stop.set()
        grabber.join()
    verdict = report.read_text(encoding="utf-8").strip() if report.exists() else ""
    print(f"  verdict file: {verdict or '(none written)'}")
    print(f"  screenshots: {screens} ({len(list(screens.glob('*.png')))})")
    return result.returncode == 0 and verdict.startswith("herna selftest: ok")


def reg_values(output: str) -> dict[str, str]:
    """The values in the output of `reg query KEY` (names may hold spaces; an empty value
    is "")."""
    values = {}
    for line in output.splitlines():
        found = re.match(r"\s+(\S.*?)\s+(REG_[A-Z_]+)(?:\s+(.*))?$", line)
        if found:
            values[found[1]] = (found[3] or "").strip()
    return values


def registry(key: str) -> dict[str, str] | None:
    """The values of a registry key of the prefix (None when it does not exist)."""
    result = wine.run(["reg", "query", key], check=False, quiet=True)
    return reg_values(result.stdout) if result.returncode == 0 else None


def command_words(command: str) -> list[str]:
    """The words of a Windows command line whose words are quoted or plain."""
    return [quoted or plain for quoted, plain in re.findall(r'"([^"]*)"|(\S+)', command)]


def file_type_registered(exe: str) -> bool:
    """.herna names Herna.Record, whose open command starts `exe` with the file, and
    Herna is offered for .json files."""
    extension = registry(EXTENSION_KEY) or {}
    command = registry(OPEN_COMMAND_KEY) or {}
    print(f"  {EXTENSION_KEY}: {extension}\n  {OPEN_COMMAND_KEY}: {command}")
    return (extension.get("(Default)") == PROGID
            and extension.get("Content Type") == "application/x-herna-record"
            and command.get("(Default)") == f'"{exe}" "%1"'
            and bool((registry(PROGID_KEY) or {}).get("(Default)"))
            and PROGID in (registry(JSON_OPEN_WITH_KEY) or {}))


def open_by_file_type(display: str) -> bool:
    """Run the open command registered for .herna on a record, as a double-click would
    (the installed herna.exe with HERNA_OPEN_REPORT): True when it replayed it."""
    folder = wine.CACHE / "open-record"
    shutil.rmtree(folder, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "core.arena", "--game", "royal", "--seats",
                    "random,random,random,random", "--games", "1", "--seed", "1",
                    "--records", str(folder)], cwd=wine.ROOT, check=True,
                   capture_output=True)
    record = folder / "a record.herna"
    next(folder.glob("*.json")).rename(record)
    report = folder / "report.txt"
    command = (registry(OPEN_COMMAND_KEY) or {}).get("(Default)", "")
    words = [word.replace("%1", wine.windows_path(record)) for word in command_words(command)]
    if not words:
        return False
    result = wine.run(words, check=False, timeout=300, qt={"QT_QPA_PLATFORM": "windows"},
                      DISPLAY=display, HERNA_OPEN_REPORT=wine.windows_path(report))
    said = report.read_text(encoding="utf-8").strip() if report.exists() else ""
    print(f"  report: {said or '(none written)'}")
    return result.returncode == 0 and said.startswith("opened ") and \
        said.endswith("a record.herna: royal replay")


def prove_installer(setup: Path, checks: Checks, display: str) -> None:
    user = wine.user_folder()
    local, roaming = user / "AppData" / "Local", user / "AppData" / "Roaming"
    target = local / "Programs" / bundle_meta.APP_NAME
    menu = roaming / "Microsoft" / "Windows" / "Start Menu" / "Programs" / "Herna.lnk"
    desktop = user / "Desktop" / "Herna.lnk"
    # The player's files, where Qt keeps them on Windows (paths.py): they must survive.
    kept = [roaming / "Herna" / "Herna" / "autosave.json", local / "Herna" / "Herna" /
            "herna.ini"]
    if (target / "uninstall.exe").exists():  # left by an earlier, interrupted check
        wine.run([wine.windows_path(target / "uninstall.exe"), "/S"], check=False)
    for path in kept:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("the player's own\n", encoding="utf-8")
    setup_exe = wine.windows_path(setup)
    first = wine.run([setup_exe, "/S"], check=False)
    checks.add("silent install", first.returncode == 0 and (target / "herna.exe").is_file())
    stale = target / "_internal" / "from-an-older-version.dll"
    stale.write_bytes(b"old")
    again = wine.run([setup_exe, "/S"], check=False)
    checks.add("an upgrade over it replaces the program's files",
               again.returncode == 0 and (target / "herna.exe").is_file()
               and not stale.exists())
    checks.add("Start menu and desktop shortcuts", menu.is_file() and desktop.is_file())
    values = registry(UNINSTALL_KEY) or {}
    print(f"  {UNINSTALL_KEY}: {values}")
    checks.add("uninstaller registered with version, publisher and size",
               values.get("DisplayVersion") == bundle_meta.version()
               and values.get("Publisher") == installer.PUBLISHER
               and int(values.get("EstimatedSize", "0"), 0) > 10_000
               and "uninstall.exe" in values.get("UninstallString", ""))
    installed = values.get("InstallLocation", "") + "\\herna.exe"  # C:\users\...
    checks.add("installed herna.exe --selftest (windows plugin, Xvfb)",
               installed_selftest(installed, display, wine.CACHE / "screens"))
    checks.add('file type: .herna opens "herna.exe" "%1", Herna offered for .json',
               file_type_registered(installed))
    checks.add("the registered open command replays a record", open_by_file_type(display))
    gone = wine.run([wine.windows_path(target / "uninstall.exe"), "/S"], check=False)
    checks.add("silent uninstall removes the program, shortcuts and registry entry",
               gone.returncode == 0 and not target.exists() and not menu.exists()
               and not desktop.exists() and registry(UNINSTALL_KEY) is None)
    checks.add("the uninstall removes the file type",
               registry(EXTENSION_KEY) is None and registry(PROGID_KEY) is None
               and PROGID not in (registry(JSON_OPEN_WITH_KEY) or {}))
    checks.add("saves and settings kept", all(path.is_file() for path in kept))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Build Herna's Windows bundle and installer under Wine and prove "
                    "them (see the module's docstring).")
    parser.add_argument("--reuse-bundle", action="store_true",
                        help="prove the bundle built last time again instead of building "
                             "it (while working on the installer)")
    args = parser.parse_args(argv)
    checks = Checks()
    since = checks.started
    wine.prepare()
    since = checks.phase("tools, downloads and Wine prefix", since)
    dist = wine.CACHE / "dist"
    version = bundle_meta.version()
    xvfb = make_bundle.start_xvfb()
    if xvfb is None:
        checks.add("Xvfb started", False)
        return checks.report()
    server, display = xvfb
    folder = dist / bundle_meta.EXE_NAME
    setup = dist / installer.installer_name(version, "AMD64")
    # makensis (a minute of one core) works while the frozen self-tests run
    maker = Once(lambda: installer.build(installer.find_makensis() or "makensis", folder,
                                         setup, version))
    try:
        if not args.reuse_bundle:
            checks.add("make_bundle.py under Wine: build, self-tests, zip budget",
                       build_bundle(dist, display, maker.start))
            since = checks.phase("bundle and its self-tests (the installer meanwhile)",
                                 since)
        if not all(passed for _, passed in checks.results) or \
                not (folder / "herna.exe").is_file():
            if maker.thread:
                maker.thread.join()
            return checks.report()
        found = wine_dlls(folder)
        checks.add(f"no Wine DLL in the bundle {found or ''}".strip(), not found)
        icu = [str(p.relative_to(folder)) for p in folder.rglob("*")
               if p.name.lower() == "icuuc.dll"]
        checks.add(f"no icuuc.dll in the bundle {icu or ''}".strip(), not icu)
        size, files = make_bundle.folder_size(folder)
        print(f"bundle: {size / 1e6:.1f} MB in {files} files")
        maker.join()
        print(f"installer: {setup.name}: {setup.stat().st_size / 1e6:.1f} MB")
        since = checks.phase("installer built (what was left of it)", since)
        prove_installer(setup, checks, display)
        since = checks.phase("installer proven", since)
    finally:
        server.terminate()
        server.wait()
    make_bundle.DIST.mkdir(exist_ok=True)
    for path in [*dist.glob("*.zip"), *dist.glob("*-setup.exe")]:
        shutil.copy2(path, make_bundle.DIST / path.name)
        print(f"dist/{path.name}: {path.stat().st_size / 1e6:.1f} MB")
    return checks.report()


if __name__ == "__main__":
    sys.exit(main())
