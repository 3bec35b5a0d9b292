"""build/herna.spec and build/bundle_meta.py: the bundle's settings on each platform.

The spec runs here with PyInstaller's build classes replaced by recorders, so each
platform's branch is checked on any machine without building anything."""

import ast
import plistlib
import sys
import tomllib
from pathlib import Path

import pytest
from bundle_helpers import BUILD, ROOT, load

pytest.importorskip("PyInstaller", reason="the bundle extra is not installed")
import PyInstaller.depend.bindepend  # imported before sys.platform is faked
import PyInstaller.utils.hooks

meta = load("bundle_meta")
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


def run_spec(platform: str, workpath: Path, monkeypatch) -> dict[str, dict]:
    """The keyword arguments the spec gives each PyInstaller class on `platform`."""
    calls: dict[str, dict] = {}

    def recorder(name):
        class Recorder:
            def __init__(self, *args, **kwargs):
                calls[name] = dict(kwargs, args=args)
                self.binaries, self.datas, self.pure, self.scripts = [], [], [], []
        return Recorder

    monkeypatch.setattr(PyInstaller.utils.hooks, "collect_submodules",
                        lambda package, filter=None: [f"{package}.x"])
    monkeypatch.setattr(sys, "platform", platform)
    namespace = {name: recorder(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT",
                                                   "BUNDLE")}
    namespace.update(SPECPATH=str(BUILD), workpath=str(workpath), __name__="__main__")
    spec = BUILD / "herna.spec"
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
    return calls


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_windowed_one_folder_without_upx(platform, tmp_path, monkeypatch):
    calls = run_spec(platform, tmp_path, monkeypatch)
    exe, coll = calls["EXE"], calls["COLLECT"]
    assert exe["console"] is False
    assert exe["exclude_binaries"] is True  # one folder: binaries go to COLLECT
    assert exe["upx"] is False and coll["upx"] is False
    assert exe["name"] == coll["name"] == "herna"
    assert exe["strip"] is (platform == "linux")  # stripping would break macOS signatures
    assert ("BUNDLE" in calls) is (platform == "darwin")


def test_resources_go_in_as_data_without_their_sources(tmp_path, monkeypatch):
    analysis = run_spec("linux", tmp_path, monkeypatch)["Analysis"]
    datas = {(Path(src).relative_to(ROOT).as_posix(), Path(dest).as_posix())
             for src, dest in analysis["datas"]}
    assert ("resources/icons/herna.svg", "resources/icons") in datas
    assert ("resources/icons/herna-256.png", "resources/icons") in datas
    assert len(datas) == len(meta.runtime_resources())
    assert not [src for src, _ in datas
                if Path(src).suffix in {".py", ".pyc", ".ts", ".ico", ".icns"}]
    assert {"resources", "core.x", "gui.x"} <= set(analysis["hiddenimports"])
    assert {"PySide6.QtNetwork", "tkinter"} <= set(analysis["excludes"])
    assert analysis["pathex"] == [str(ROOT)]


def test_macos_app_identity_version_and_icon(tmp_path, monkeypatch):
    bundle = run_spec("darwin", tmp_path, monkeypatch)["BUNDLE"]
    assert bundle["name"] == "Herna.app"
    assert bundle["bundle_identifier"] == "cz.herna.Herna"
    assert bundle["version"] == VERSION
    assert Path(bundle["icon"]).name == "herna.icns" and Path(bundle["icon"]).is_file()
    plist = bundle["info_plist"]
    assert plist["CFBundleVersion"] == VERSION
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleLocalizations"] == ["cs", "en"]
    assert plist["LSMinimumSystemVersion"] == "15.0"  # what the GitHub runners test
    # a double-clicked record or save opens Herna: the type it declares, and owns
    (declared,) = plist["UTExportedTypeDeclarations"]
    tags = declared["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == ["herna"]
    assert tags["public.mime-type"] == ["application/x-herna-record"]
    assert "public.json" in declared["UTTypeConformsTo"]
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert document["CFBundleTypeRole"] == "Viewer" and document["LSHandlerRank"] == "Owner"
    plistlib.dumps(plist)  # all of it writable as an Info.plist


def test_windows_icon_and_version_resource(tmp_path, monkeypatch):
    exe = run_spec("win32", tmp_path, monkeypatch)["EXE"]
    assert Path(exe["icon"]).name == "herna.ico" and Path(exe["icon"]).is_file()
    text = Path(exe["version"]).read_text(encoding="utf-8")
    call = ast.parse(text, mode="eval").body
    assert call.func.id == "VSVersionInfo"
    numbers = meta.version_tuple(VERSION)
    assert f"filevers={numbers}" in text and f"prodvers={numbers}" in text
    assert f"StringStruct('ProductVersion', '{VERSION}')" in text
    assert "StringStruct('OriginalFilename', 'herna.exe')" in text


def test_linux_executable_has_no_platform_icon(tmp_path, monkeypatch):
    assert run_spec("linux", tmp_path, monkeypatch)["EXE"]["icon"] is None


@pytest.mark.parametrize(("text", "numbers"), [
    ("0.1.0", (0, 1, 0, 0)), ("2", (2, 0, 0, 0)), ("1.2.3rc1", (1, 2, 3, 0)),
    ("1.2.3.4.5", (1, 2, 3, 4)), ("10.0.dev3", (10, 0, 0, 0)),
])
def test_windows_version_numbers(text, numbers):
    assert meta.version_tuple(text) == numbers


def test_a_version_without_numbers_is_refused():
    with pytest.raises(ValueError):
        meta.version_tuple("next")
