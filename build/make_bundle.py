"""Build Herna's standalone bundle for this platform, prove it starts, and archive it.

    python build/make_bundle.py [--clean] [--sign IDENTITY] [--archive-only]
                                [--dist DIR] [--work DIR] [--native-known-warning TEXT]

1. PyInstaller builds build/herna.spec into dist/ (dist/herna, and dist/Herna.app on
   macOS), its work folder build/work/ (both git-ignored).
2. macOS: the app is signed, ad hoc unless an identity is given, and verified.
3. Every run-time file of resources/ must be in the bundle. Linux: the desktop entry,
   AppStream metadata, MIME type and icons go beside the program under share/, with
   install.sh (build/desktop_files.py), which must install them into a temporary data
   folder, naming this program, and remove them again.
4. The frozen program's `--selftest --lang cs` and `--selftest --lang en` run offscreen
   and must exit 0; once more with the platform's own plugin (`windows`, `cocoa`; on
   Linux `xcb` when Xvfb is installed), which loads the native style too. The verdict
   line the program writes (`--selftest-report`) is printed: a windowed program has no
   console on Windows.
5. The archive: dist/herna-<version>-<os>-<arch>.tar.gz (Linux), .zip (Windows) or
   .dmg (macOS, with hdiutil). On Linux and Windows its size must stay within the budget.
6. Windows, when NSIS's makensis is there: the installer herna-<version>-windows-<arch>-
   setup.exe (build/installer.py, build/herna.nsi).
"""

from __future__ import annotations

import argparse
import os
import platform
import select
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_meta
import desktop_files
import installer

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build" / "herna.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
LANGUAGES = ("cs", "en")
SELFTEST_TIMEOUT_S = 300
# Linux budget, in MB of 10**6 bytes: the archive and the unpacked folder (network play
# added 1.5 MB to the archive: zeroconf's compiled modules and msgspec).
LINUX_ARCHIVE_MB = 48
LINUX_UNPACKED_MB = 130
WINDOWS_ARCHIVE_MB = 30
NATIVE_QPA = {"windows": "windows", "macos": "cocoa", "linux": "xcb"}


def system() -> str:
    """"linux", "windows" or "macos"."""
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def archive_name(version: str, os_name: str, machine: str) -> str:
    """The archive's file name, e.g. herna-0.1.0-linux-x86_64.tar.gz."""
    arch = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine.lower(),
                                                                         machine.lower())
    suffix = {"linux": ".tar.gz", "windows": ".zip", "macos": ".dmg"}[os_name]
    return f"{bundle_meta.EXE_NAME}-{version}-{os_name}-{arch}{suffix}"


def bundle_paths(dist: Path, os_name: str) -> tuple[Path, Path, Path]:
    """(what the archive holds, the frozen executable, the folder of sys._MEIPASS)."""
    if os_name == "macos":
        app = dist / f"{bundle_meta.APP_NAME}.app"
        contents = app / "Contents"
        return app, contents / "MacOS" / bundle_meta.EXE_NAME, contents / "Frameworks"
    folder = dist / bundle_meta.EXE_NAME
    exe = folder / (bundle_meta.EXE_NAME + (".exe" if os_name == "windows" else ""))
    return folder, exe, folder / "_internal"


def missing_resources(source: Path, bundled: Path) -> list[str]:
    """The run-time files of `source` that `bundled` lacks."""
    return [str(rel) for rel in bundle_meta.runtime_resources(source)
            if not (bundled / rel).is_file()]


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) under `folder`, links counted as links."""
    total = count = 0
    for path in folder.rglob("*"):
        if path.is_file() or path.is_symlink():
            total += path.lstat().st_size
            count += 1
    return total, count


def _reset(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def write_tar_gz(folder: Path, target: Path) -> Path:
    """`folder` (links kept as links) as a .tar.gz whose one top entry is its name."""
    with tarfile.open(target, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=folder.name, filter=_reset)
    return target


def write_zip(folder: Path, target: Path) -> Path:
    """`folder` as a .zip whose one top entry is its name."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(folder.rglob("*")):
            archive.write(path, Path(folder.name) / path.relative_to(folder))
    return target


def write_dmg(app: Path, target: Path, volume: str) -> Path:
    """A compressed disk image holding the app and a link to /Applications."""
    staging = WORK / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    run(["ditto", str(app), str(staging / app.name)])
    (staging / "Applications").symlink_to("/Applications")
    target.unlink(missing_ok=True)
    create = ["hdiutil", "create", "-volname", volume, "-srcfolder", str(staging), "-ov",
              "-format", "UDZO", str(target)]
    for attempt in range(3):  # hdiutil now and then fails with "Resource busy"
        try:
            run(create)
            break
        except subprocess.CalledProcessError:
            if attempt == 2:
                raise
            time.sleep(5)
    run(["hdiutil", "verify", str(target)])
    return target


def _shown(path: Path) -> Path:
    """`path` relative to the checkout when it lies inside."""
    return path.relative_to(ROOT) if path.is_relative_to(ROOT) else path


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    print("$ " + " ".join(command), flush=True)
    return subprocess.run(command, check=True, **kwargs)


def sign_app(app: Path, identity: str) -> None:
    """Sign the app (ad hoc with "-", which arm64 Macs need to run it) and verify it."""
    command = ["codesign", "--force", "--deep", "--sign", identity]
    if identity != "-":
        command += ["--options", "runtime", "--timestamp"]
    run([*command, str(app)])
    run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)])


def start_xvfb() -> tuple[subprocess.Popen, str] | None:
    """A private X server and its display name, or None when Xvfb is missing or fails."""
    if not shutil.which("Xvfb"):
        return None
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten",
         "tcp"], pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        ready, _, _ = select.select([pipe], [], [], 15)
        number = pipe.readline().strip() if ready else ""
    if not number:
        server.kill()
        server.wait()
        return None
    return server, f":{number}"


def selftest(exe: Path, language: str, qpa: str = "offscreen",
             display: str | None = None, known_warnings: Sequence[str] = ()) -> bool:
    """Run the frozen `--selftest --lang LANGUAGE` on Qt platform `qpa`; True when it
    exits 0. Its output and the verdict it wrote to a file are printed (a windowed
    Windows program has no output)."""
    env = dict(os.environ, QT_QPA_PLATFORM=qpa)
    if display:
        env["DISPLAY"] = display
    report = Path(tempfile.mkdtemp(prefix="herna-verdict-")) / "verdict.txt"
    command = [str(exe), "--selftest", "--lang", language, "--selftest-report", str(report)]
    for text in known_warnings:
        command += ["--selftest-known-warning", text]
    print(f"$ QT_QPA_PLATFORM={qpa} {' '.join(command)}", flush=True)
    started = time.perf_counter()
    try:
        result = subprocess.run(command, env=env, capture_output=True, text=True,
                                timeout=SELFTEST_TIMEOUT_S, cwd=tempfile.gettempdir())
    except subprocess.TimeoutExpired:
        print(f"  no exit after {SELFTEST_TIMEOUT_S} s: FAILED")
        return False
    for line in (result.stdout + result.stderr).splitlines():
        print(f"  {line}")
    written = report.read_text(encoding="utf-8").strip() if report.exists() else ""
    print(f"  verdict file: {written or '(none written)'}")
    shutil.rmtree(report.parent, ignore_errors=True)
    passed = result.returncode == 0 and written.startswith("herna selftest: ok")
    verdict = "ok" if passed else f"FAILED (exit {result.returncode})"
    print(f"  {verdict} in {time.perf_counter() - started:.1f} s", flush=True)
    return passed


def selftests(exe: Path, os_name: str, known_warnings: Sequence[str] = ()
              ) -> list[tuple[str, bool]]:
    """(name, passed) of each frozen self-test: offscreen in every language, then once
    with the native plugin (on Linux only when Xvfb is there; `known_warnings` only for
    that run)."""
    results = [(f"self-test {language} (offscreen)", selftest(exe, language))
               for language in LANGUAGES]
    native = NATIVE_QPA[os_name]
    if os_name != "linux":
        results.append((f"self-test {LANGUAGES[0]} ({native})",
                        selftest(exe, LANGUAGES[0], native, known_warnings=known_warnings)))
    else:
        xvfb = start_xvfb()
        if xvfb is None:
            print("(no Xvfb: the X11 self-test is skipped)")
        else:
            server, display = xvfb
            try:
                results.append((f"self-test {LANGUAGES[0]} (X11)",
                                selftest(exe, LANGUAGES[0], native, display,
                                         known_warnings)))
            finally:
                server.terminate()
                server.wait()
    return results


def desktop_integration(root: Path) -> list[tuple[str, bool]]:
    """Linux: put share/ and install.sh into the bundle `root`, then run install.sh into a
    temporary data folder and back out; (name, passed) of that check."""
    desktop_files.stage(root)
    data = Path(tempfile.mkdtemp(prefix="herna-xdg-"))
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    entry = data / "applications" / f"{desktop_files.APP_ID}.desktop"
    try:
        run([str(root / "install.sh")], env=env)
        exec_line = f'Exec="{root / bundle_meta.EXE_NAME}" %f'
        installed = entry.is_file() and exec_line in entry.read_text(encoding="utf-8")
        run([str(root / "install.sh"), "--uninstall"], env=env)
        left = [p for p in data.rglob("*") if p.is_file() and
                desktop_files.APP_ID in p.name]
    finally:
        shutil.rmtree(data, ignore_errors=True)
    return [("install.sh installs the desktop entry for this program and removes it",
             installed and not left)]


def build(sign: str, clean: bool) -> None:
    """Run PyInstaller on the spec (it signs macOS binaries with HERNA_CODESIGN_IDENTITY)."""
    env = dict(os.environ)
    if sign != "-":
        env["HERNA_CODESIGN_IDENTITY"] = sign
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(DIST),
               "--workpath", str(WORK), str(SPEC)]
    if clean:
        command.insert(4, "--clean")
    started = time.perf_counter()
    run(command, env=env, cwd=ROOT)
    print(f"built in {time.perf_counter() - started:.0f} s")


def archive(root: Path, os_name: str, version: str) -> list[tuple[str, bool]]:
    """Write the platform's archive of `root` and print the sizes; on Linux, the
    (name, passed) of the budget check."""
    target = DIST / archive_name(version, os_name, platform.machine())
    if os_name == "linux":
        write_tar_gz(root, target)
    elif os_name == "windows":
        write_zip(root, target)
    else:
        write_dmg(root, target, f"{bundle_meta.APP_NAME} {version}")
    unpacked, files = folder_size(root)
    packed = target.stat().st_size
    print(f"bundle:  {_shown(root)}: {unpacked / 1e6:.1f} MB in {files} files")
    print(f"archive: {_shown(target)}: {packed / 1e6:.1f} MB")
    if os_name == "windows":
        return [(f"within {WINDOWS_ARCHIVE_MB} MB packed",
                 packed <= WINDOWS_ARCHIVE_MB * 1e6)]
    if os_name != "linux":
        return []
    within = packed <= LINUX_ARCHIVE_MB * 1e6 and unpacked <= LINUX_UNPACKED_MB * 1e6
    return [(f"within {LINUX_ARCHIVE_MB} MB packed and {LINUX_UNPACKED_MB} MB unpacked",
             within)]


def windows_installer(root: Path, version: str, required: bool = False
                      ) -> list[tuple[str, bool]]:
    """Build the NSIS installer of the bundle `root` when makensis is there (a failed
    check without it when `required`)."""
    makensis = installer.find_makensis()
    if makensis is None:
        print("(no makensis: the installer is not built)")
        return [("installer built (makensis is missing)", False)] if required else []
    target = DIST / installer.installer_name(version, platform.machine())
    try:
        installer.build(makensis, root, target, version)
    except subprocess.CalledProcessError:
        return [("installer built", False)]
    print(f"installer: {_shown(target)}: {target.stat().st_size / 1e6:.1f} MB")
    return [("installer built", True)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Build Herna's bundle for this platform into dist/, run its frozen "
                    "self-test and write the archive.")
    parser.add_argument("--clean", action="store_true",
                        help="empty PyInstaller's cache and work folder first")
    parser.add_argument("--sign", default=os.environ.get("HERNA_CODESIGN_IDENTITY") or "-",
                        metavar="IDENTITY",
                        help="macOS signing identity (default: $HERNA_CODESIGN_IDENTITY, "
                             "else ad hoc '-')")
    parser.add_argument("--no-selftest", action="store_true",
                        help="skip the frozen self-tests (not for CI)")
    parser.add_argument("--archive-only", action="store_true",
                        help="only write the archive of the bundle already in dist/ "
                             "(after signing it by other means)")
    parser.add_argument("--dist", type=Path, help="where the bundle goes (default dist/)")
    parser.add_argument("--work", type=Path,
                        help="PyInstaller's work folder (default build/work/)")
    parser.add_argument("--require-installer", action="store_true",
                        help="Windows: fail when NSIS's makensis is missing")
    parser.add_argument("--native-known-warning", action="append", default=[],
                        metavar="TEXT",
                        help="for the native-plugin self-test only: a Qt warning starting "
                             "with TEXT is not a failure (under Wine: a stub of Windows "
                             "makes Qt warn)")
    args = parser.parse_args(argv)
    global DIST, WORK
    DIST, WORK = (args.dist or DIST).resolve(), (args.work or WORK).resolve()

    os_name = system()
    root, exe, internal = bundle_paths(DIST, os_name)
    checks: list[tuple[str, bool]] = []
    if args.archive_only:
        if not exe.exists():
            print(f"FAILED: {exe} is missing: build the bundle first")
            return 1
    else:
        build(args.sign, args.clean)
        if os_name == "macos":
            sign_app(root, args.sign)
        missing = missing_resources(ROOT / "resources", internal / "resources")
        if missing:
            print(f"the bundle lacks resources: {', '.join(missing)}")
        checks.append(("every run-time resource bundled", not missing))
        if os_name == "linux":
            checks += desktop_integration(root)
        if not args.no_selftest:
            checks += selftests(exe, os_name, args.native_known_warning)
    checks += archive(root, os_name, bundle_meta.version())
    if os_name == "windows":
        checks += windows_installer(root, bundle_meta.version(), args.require_installer)
    for name, passed in checks:
        print(f"{'ok    ' if passed else 'FAILED'} {name}")
    failed = sum(not passed for _, passed in checks)
    print(f"bundle: {len(checks) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
