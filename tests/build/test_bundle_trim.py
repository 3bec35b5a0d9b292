"""build/bundle_trim.py: which collected Qt files a bundle leaves out."""

import pytest
from bundle_helpers import load

trim_module = load("bundle_trim")
is_unused, is_system, trim = trim_module.is_unused, trim_module.is_system, trim_module.trim


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
    "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
    "PySide6/plugins/imageformats/qsvg.dll",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/plugins/styles/qmodernwindowsstyle.dll",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/translations/qtbase_cs.qm",
    "PySide6/translations/qt_en.qm",
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt6Gui.dll",
    "resources/translations/herna_cs.qm",
    "resources/translations/herna_de.qm",
    "libfontconfig.so.1",
])
def test_what_herna_uses_stays(dest):
    assert not is_unused(dest)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqvnc.so",
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/plugins/networkinformation/qnetworklistmanager.dll",
    "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    "PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-x11-integration.so",
    "PySide6/plugins/imageformats/qjpeg.dll",
    "PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
    "PySide6/Qt/translations/qtbase_de.qm",
    "PySide6/translations/qtbase_pt_BR.qm",
    "PySide6/opengl32sw.dll",
    "PySide6\\plugins\\generic\\qtuiotouchplugin.dll",
])
def test_what_herna_never_uses_goes(dest):
    assert is_unused(dest)


def _linux_toc():
    """A small Linux analysis: (binaries, datas, what each binary links against)."""
    links = {
        "PySide6/QtGui.abi3.so": {"libQt6Gui.so.6"},
        "PySide6/Qt/lib/libQt6Gui.so.6": {"libQt6Core.so.6", "libfontconfig.so.1"},
        "PySide6/Qt/lib/libQt6Core.so.6": {"libicuuc.so.73"},
        "PySide6/Qt/lib/libicuuc.so.73": set(),
        "libfontconfig.so.1": {"libexpat.so.1", "libfreetype.so.6"},
        "libfreetype.so.6": {"libbrotlidec.so.1"},
        "libbrotlidec.so.1": set(),
        "libexpat.so.1": set(),
        "PySide6/Qt/plugins/platforms/libqxcb.so": {"libQt6XcbQpa.so.6", "libQt6Gui.so.6"},
        "PySide6/Qt/lib/libQt6XcbQpa.so.6": {"libQt6Gui.so.6", "libexpat.so.1"},
        "PySide6/Qt/plugins/platforms/libqvnc.so": {"libQt6Network.so.6"},
        "PySide6/Qt/lib/libQt6Network.so.6": {"libQt6Core.so.6", "libssl.so.3"},
        "libssl.so.3": set(),
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so": {"libgtk-3.so.0", "libcairo.so.2"},
        "libcairo.so.2": {"libexpat.so.1"},
        "libpython3.11.so.1.0": set(),
    }
    binaries = [(dest, "/src/" + dest, "EXTENSION" if dest.endswith("abi3.so") else "BINARY")
                for dest in links]
    datas = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("PySide6/Qt/translations/qtbase_cs.qm", "/src/qtbase_cs.qm", "DATA"),
        ("PySide6/Qt/translations/qtbase_de.qm", "/src/qtbase_de.qm", "DATA"),
        ("resources/icons/herna.svg", "/src/herna.svg", "DATA"),
    ]
    return binaries, datas, {"/src/" + dest: names for dest, names in links.items()}


def test_trim_drops_unused_plugins_and_what_only_they_needed():
    binaries, datas, links = _linux_toc()
    kept, kept_datas, dropped = trim(binaries, datas, links.get)
    assert {dest for dest, _, _ in kept} == {
        "PySide6/QtGui.abi3.so", "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/lib/libicuuc.so.73",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6", "libpython3.11.so.1.0",
    }
    assert {dest for dest, _, _ in kept_datas} == {
        "libQt6Core.so.6", "PySide6/Qt/translations/qtbase_cs.qm", "resources/icons/herna.svg",
    }
    assert len(kept) + len(kept_datas) + len(dropped) == len(binaries) + len(datas)


def test_the_systems_own_libraries_go_with_what_only_they_needed():
    binaries, datas, links = _linux_toc()
    _, _, dropped = trim(binaries, datas, links.get)
    dropped = {dest for dest, _, _ in dropped}
    assert {"libfontconfig.so.1", "libfreetype.so.6", "libexpat.so.1"} <= dropped
    assert "libbrotlidec.so.1" in dropped  # only FreeType needed it


@pytest.mark.parametrize(("dest", "system"), [
    ("libX11.so.6", True), ("libstdc++.so.6", True), ("libfontconfig.so.1", True),
    ("libX11-xcb.so.1", False), ("libxcb-cursor.so.0", False),  # rarely installed
    ("libdbus-1.so.3", False), ("PySide6/Qt/lib/libQt6Core.so.6", False),
    ("libz.dll", False),
])
def test_which_libraries_are_left_to_the_system(dest, system):
    assert is_system(dest) is system


def test_a_binary_that_cannot_be_analysed_is_kept_with_what_it_may_need():
    binaries, datas, links = _linux_toc()
    unreadable = "/src/PySide6/Qt/lib/libQt6Network.so.6"
    kept, _, _ = trim(binaries, datas, lambda src: None if src == unreadable else links[src])
    assert "PySide6/Qt/lib/libQt6Network.so.6" in {dest for dest, _, _ in kept}


def test_a_left_out_macos_framework_goes_whole():
    binaries = [
        ("PySide6/QtCore.abi3.so", "/s/QtCore.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", "/s/QtCore", "BINARY"),
        ("PySide6/Qt/plugins/tls/libqcertonlybackend.dylib", "/s/tls.dylib", "BINARY"),
        ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", "/s/QtNetwork", "BINARY"),
    ]
    datas = [
        ("PySide6/Qt/lib/QtCore.framework/Resources/Info.plist", "/s/core.plist", "DATA"),
        ("PySide6/Qt/lib/QtNetwork.framework/Resources/Info.plist", "/s/net.plist", "DATA"),
    ]
    links = {
        "/s/QtCore.abi3.so": {"@rpath/QtCore.framework/Versions/A/QtCore"},
        "/s/QtCore": set(),
        "/s/tls.dylib": {"@rpath/QtNetwork.framework/Versions/A/QtNetwork"},
        "/s/QtNetwork": {"@rpath/QtCore.framework/Versions/A/QtCore"},
    }
    kept, kept_datas, _ = trim(binaries, datas, links.get)
    assert [dest for dest, _, _ in kept] == [
        "PySide6/QtCore.abi3.so", "PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore"]
    assert [dest for dest, _, _ in kept_datas] == [
        "PySide6/Qt/lib/QtCore.framework/Resources/Info.plist"]


def test_windows_software_opengl_goes():
    binaries = [
        ("PySide6/QtGui.pyd", "C:/s/QtGui.pyd", "EXTENSION"),
        ("PySide6/Qt6Gui.dll", "C:/s/Qt6Gui.dll", "BINARY"),
        ("PySide6/opengl32sw.dll", "C:/s/opengl32sw.dll", "BINARY"),
    ]
    links = {"C:/s/QtGui.pyd": {"Qt6Gui.dll"}, "C:/s/Qt6Gui.dll": {"KERNEL32.dll"},
             "C:/s/opengl32sw.dll": set()}
    kept, _, dropped = trim(binaries, [], links.get)
    assert [dest for dest, _, _ in dropped] == ["PySide6/opengl32sw.dll"]
    assert len(kept) == 2


def test_a_kept_binary_needing_a_left_out_library_is_an_error():
    binaries = [("PySide6/QtOpenGL.pyd", "C:/s/QtOpenGL.pyd", "EXTENSION"),
                ("PySide6/opengl32sw.dll", "C:/s/opengl32sw.dll", "BINARY")]
    links = {"C:/s/QtOpenGL.pyd": {"opengl32sw.dll"}, "C:/s/opengl32sw.dll": set()}
    with pytest.raises(ValueError, match="opengl32sw"):
        trim(binaries, [], links.get)
