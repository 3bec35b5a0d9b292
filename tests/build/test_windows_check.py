"""build/windows/ (the Windows bundle under Wine) and the NSIS installer script, without
Wine: .ci/run builds and plays them for real."""

import importlib
import shutil
import subprocess
import sys

import pytest
from bundle_helpers import BUILD, ROOT, load

installer = load("installer")
sys.path.insert(0, str(BUILD / "windows"))
wine = importlib.import_module("wine")
check = importlib.import_module("check")

NSI = (BUILD / "herna.nsi").read_text(encoding="utf-8")
binutils = pytest.mark.skipif(not shutil.which("x86_64-w64-mingw32-ld"),
                              reason="binutils-mingw-w64-x86-64 is not installed")


def test_ci_runs_the_windows_check_after_the_tests():
    lines = [line.split("#")[0].strip() for line in
             (ROOT / ".ci" / "run").read_text().splitlines()]
    lines = [line for line in lines if line]
    assert lines[-1] == ".venv/bin/python build/windows/check.py"
    assert lines.index("bash scripts/test.sh") < len(lines) - 1


def test_the_cache_is_git_ignored():
    ignored = subprocess.run(["git", "check-ignore", "-q", str(wine.DEFAULT_CACHE / "prefix")],
                             cwd=ROOT, check=False)
    assert ignored.returncode == 0


def test_windows_wheels_include_what_pip_leaves_out_on_linux():
    wanted = wine.requirements()
    assert any(r.startswith("PySide6-Essentials") for r in wanted)
    assert any(r.startswith("pyinstaller") for r in wanted)
    assert {"pefile", "pywin32-ctypes"} <= set(wanted)


def test_paths_between_linux_and_wine(tmp_path):
    assert wine.windows_path(tmp_path / "a b") == "Z:" + str(tmp_path).replace("/", "\\") \
        + "\\a b"
    assert wine.drive_c(r"C:\python\python.exe") == wine.PREFIX / "drive_c" / "python" / \
        "python.exe"


def test_qt_variables_reach_wine_programs_with_the_wine_prefix():
    env = wine.environment({"QT_QPA_PLATFORM": "windows"})
    assert env["WINEQT_QPA_PLATFORM"] == "windows"
    assert not [name for name in env if name.startswith("QT_")]
    assert "winemenubuilder.exe=d" in env["WINEDLLOVERRIDES"]


@binutils
def test_the_icu_stub_exports_what_qt_imports(tmp_path, monkeypatch):
    monkeypatch.setattr(wine, "CACHE", tmp_path)
    dll = wine.icu_stub(tmp_path / "icuuc.dll")
    dump = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", str(dll)],
                          capture_output=True, text=True, check=True).stdout
    table = dump[dump.index("[Ordinal/Name Pointer] Table"):]
    exported = {line.split()[-1] for line in table.splitlines()[1:] if "]" in line}
    assert exported == set(wine.ICU_IMPORTS)
    assert "DLL" in dump and "icuuc.dll" in dump


def test_wine_builtin_dlls_are_found(tmp_path):
    (tmp_path / "_internal").mkdir()
    (tmp_path / "_internal" / "ucrtbase.dll").write_bytes(
        b"MZ" + b"\0" * 62 + b"Wine builtin DLL\0" + b"\0" * 100)
    (tmp_path / "_internal" / "Qt6Core.dll").write_bytes(b"MZ" + b"\0" * 200)
    (tmp_path / "herna.exe").write_bytes(b"MZ" + b"\0" * 62 + b"Wine placeholder DLL")
    found = check.wine_dlls(tmp_path)
    assert sorted(found) == ["_internal/ucrtbase.dll", "herna.exe"]


def test_registry_values_are_read_from_reg_query():
    output = ("\r\nHKEY_CURRENT_USER\\Software\\Microsoft\\Windows\\CurrentVersion\\"
              "Uninstall\\Herna\r\n    DisplayName    REG_SZ    Herna\r\n"
              "    UninstallString    REG_SZ    \"C:\\users\\me\\uninstall.exe\"\r\n"
              "    EstimatedSize    REG_DWORD    0xd3a4\r\n\r\n")
    assert check.reg_values(output) == {
        "DisplayName": "Herna", "UninstallString": '"C:\\users\\me\\uninstall.exe"',
        "EstimatedSize": "0xd3a4"}


def test_an_empty_registry_value_is_read_too():
    output = ("\r\nHKEY_CURRENT_USER\\Software\\Classes\\.json\\OpenWithProgids\r\n"
              "    Herna.Record    REG_SZ    \r\n"
              "    (Default)    REG_SZ    x\r\n"
              "    Content Type    REG_SZ    application/x-herna-record\r\n\r\n")
    assert check.reg_values(output) == {"Herna.Record": "", "(Default)": "x",
                                        "Content Type": "application/x-herna-record"}


def test_the_registered_open_command_is_split_into_its_words():
    command = '"C:\\users\\Eva Nová\\Herna\\herna.exe" "%1" -x'
    assert check.command_words(command) == ["C:\\users\\Eva Nová\\Herna\\herna.exe", "%1",
                                            "-x"]


def nsi_section(name: str) -> str:
    start = NSI.index(f"Section {name}")
    return NSI[start:NSI.index("SectionEnd", start)]


def test_the_installer_registers_the_file_type_and_the_uninstaller_removes_it():
    program, uninstall = nsi_section('"!$(SecProgram)"'), nsi_section('"Uninstall"')
    assert '!define EXTENSION ".herna"' in NSI and f'!define PROGID "{check.PROGID}"' in NSI
    assert 'WriteRegStr HKCU "${CLASSES}\\${EXTENSION}" "" "${PROGID}"' in program
    assert ('WriteRegStr HKCU "${CLASSES}\\${PROGID}\\shell\\open\\command" "" '
            '\'"$INSTDIR\\herna.exe" "%1"\'') in program
    assert 'WriteRegStr HKCU "${CLASSES}\\.json\\OpenWithProgids" "${PROGID}" ""' in program
    assert "${NotifyShell_AssocChanged}" in program and "${NotifyShell_AssocChanged}" in \
        uninstall
    assert 'DeleteRegKey HKCU "${CLASSES}\\${PROGID}"' in uninstall
    assert 'DeleteRegValue HKCU "${CLASSES}\\.json\\OpenWithProgids" "${PROGID}"' in uninstall
    # another program's .json (or a .herna taken over since) is left as it is
    assert 'DeleteRegKey HKCU "${CLASSES}\\.json"' not in uninstall
    assert "DeleteRegKey /ifempty HKCU \"${CLASSES}\\${EXTENSION}\"" in uninstall
    assert check.OPEN_COMMAND_KEY == r"HKCU\Software\Classes\Herna.Record\shell\open\command"


def test_the_installer_is_per_user_with_a_registered_uninstaller():
    assert "RequestExecutionLevel user" in NSI
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\${APP}"' in NSI
    assert 'UNINSTALL_KEY "Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Herna"' \
        in NSI
    for value in ("DisplayVersion", "Publisher", "EstimatedSize", "UninstallString",
                  "DisplayIcon"):
        assert f'WriteRegStr HKCU "${{UNINSTALL_KEY}}" "{value}"' in NSI \
            or f'WriteRegDWORD HKCU "${{UNINSTALL_KEY}}" "{value}"' in NSI
    assert 'DeleteRegKey HKCU "${UNINSTALL_KEY}"' in NSI
    # the program's folders only: saves and settings (AppData\Roaming\Herna) stay
    assert "$APPDATA" not in NSI and "RMDir /r \"$INSTDIR\"" not in NSI


def test_every_installer_text_is_czech_and_english():
    names = {line.split()[1] for line in NSI.splitlines() if line.startswith("LangString")}
    for name in names:
        assert f"LangString {name} ${{LANG_ENGLISH}}" in NSI
        assert f"LangString {name} ${{LANG_CZECH}}" in NSI
    assert '!insertmacro MUI_LANGUAGE "Czech"' in NSI


@pytest.mark.skipif(not shutil.which("makensis"), reason="NSIS is not installed")
def test_makensis_compiles_the_installer(tmp_path):
    folder = tmp_path / "herna"
    (folder / "_internal").mkdir(parents=True)
    (folder / "herna.exe").write_bytes(b"MZ program")
    (folder / "_internal" / "data.txt").write_text("data")
    makensis = shutil.which("makensis")
    setup = installer.build(makensis, folder, tmp_path / "setup.exe", "1.2.3")
    data = setup.read_bytes()
    assert data[:2] == b"MZ"
    pe = int.from_bytes(data[0x3C:0x40], "little")
    machine = int.from_bytes(data[pe + 4:pe + 6], "little")
    # 64-bit where NSIS has the stubs (Debian's; Wine's 64-bit prefix runs only those)
    assert machine == (0x8664 if installer.has_amd64_stubs(makensis) else 0x14C)
    assert installer.installer_name("1.2.3", "AMD64") == "herna-1.2.3-windows-x86_64-setup.exe"


def test_makensis_refuses_a_folder_without_the_program(tmp_path):
    with pytest.raises(FileNotFoundError):
        installer.build("makensis", tmp_path, tmp_path / "setup.exe", "1.2.3")


def test_the_installer_starts_once_pyinstaller_is_done(monkeypatch, tmp_path):
    seen: list[str] = []
    lines = ["  13365 INFO: Running Analysis", "  built in 141 s", "  $ herna.exe --selftest"]

    def fake_run(args, on_line=None, **kwargs):
        for line in lines:
            seen.append(line)
            on_line(line + "\n")
        return subprocess.CompletedProcess(args, 0, "", "")

    monkeypatch.setattr(check.wine, "run", fake_run)
    calls: list[int] = []
    assert check.build_bundle(tmp_path, ":9", lambda: calls.append(len(seen)))
    assert calls == [2]  # right after PyInstaller's "built in", before the self-tests


def test_once_runs_its_function_once():
    runs: list[int] = []
    once = check.Once(lambda: runs.append(1))
    once.start()
    once.start()
    once.join()
    assert runs == [1]


def test_a_failed_installer_build_is_raised_on_join():
    def fail():
        raise subprocess.CalledProcessError(1, ["makensis"])

    once = check.Once(fail)
    once.start()
    with pytest.raises(subprocess.CalledProcessError):
        once.join()
