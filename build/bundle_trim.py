"""What a Herna bundle leaves out of what PyInstaller's Qt hooks collect.

Herna draws plain Qt widgets in software: it needs no network, no OpenGL, no embedded-
display backends and only Czech and English, and on Linux it uses the system's own basic
desktop libraries (X11, fontconfig, FreeType, GLib, libstdc++). PyInstaller collects every
plugin of the Qt modules it finds and every Qt translation, then the libraries those
plugins link against; `--exclude-module` alone barely shrinks that. build/herna.spec
therefore filters the analysis' TOC lists with `trim`: it drops the unused plugins and Qt
translations, then every library that only dropped files needed (on Linux these are the
build machine's GTK, Cairo, Pango and Kerberos libraries, on Windows the software OpenGL
renderer).

TOC entries are PyInstaller's (dest_name, src_name, typecode) tuples.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable, Iterable
from pathlib import PurePosixPath

Entry = tuple[str, str, str]

QT_LANGUAGES = frozenset({"cs", "en"})
"""Languages whose Qt translations (qtbase_cs.qm, ...) the bundle keeps."""

KEEP_PLUGINS: dict[str, frozenset[str] | None] = {
    # Windowing: X11, Wayland, Windows, macOS, and offscreen for the self-test.
    "platforms": frozenset({"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen"}),
    # Native file dialogs through the desktop portal (GTK's theme plugin drags in GTK).
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    # Compose keys and IBus: typing Czech names.
    "platforminputcontexts": None,
    # SVG icons and images (PNG and BMP are built into Qt).
    "iconengines": frozenset({"qsvgicon"}),
    "imageformats": frozenset({"qsvg"}),
    # The native widget styles (Windows 11 / Vista, macOS).
    "styles": None,
    # Wayland windows with software rendering: the xdg shell and window decorations.
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": None,
}
"""Plugin folders kept, each with the plugin names kept (None: all of them)."""

UNUSED_LIBRARIES = frozenset({"opengl32sw"})
"""Libraries Qt loads only on demand and Herna never asks for: the software OpenGL
renderer of Windows (20 MB)."""

SYSTEM_LIBRARIES = frozenset({
    "libasound.so.2", "libexpat.so.1", "libfontconfig.so.1", "libfreetype.so.6", "libgcc_s.so.1",
    "libglib-2.0.so.0", "libgpg-error.so.0", "libstdc++.so.6", "libX11.so.6", "libz.so.1",
})
"""Linux libraries every desktop has, left to the system as AppImage's excludelist
advises: the build machine's copy can clash with the system's own (fontconfig reading
newer configuration files, libstdc++ older than the graphics drivers want). ALSA's
library (gui.services.sound quiets it through ctypes, which the analysis sees) must be the
system's: miniaudio opens the system's, and it reads the system's ALSA configuration."""


def _parts(dest: str) -> list[str]:
    return [part for part in dest.replace("\\", "/").split("/") if part]


def _qt_subpath(parts: list[str]) -> list[str] | None:
    """The part of a PySide6 path below its Qt prefix (PySide6/Qt on Linux and macOS,
    PySide6 on Windows), or None outside PySide6."""
    if not parts or parts[0] != "PySide6":
        return None
    return parts[2:] if len(parts) > 1 and parts[1] == "Qt" else parts[1:]


def _plugin_name(filename: str) -> str:
    stem = filename.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def is_unused(dest: str) -> bool:
    """Whether the bundle leaves out the file collected as `dest`."""
    parts = _parts(dest)
    name = parts[-1] if parts else ""
    if name.split(".")[0].lower() in UNUSED_LIBRARIES:
        return True
    sub = _qt_subpath(parts)
    if sub is None or len(sub) < 2:
        return False
    if sub[0] == "translations" and name.endswith(".qm"):
        return name[:-3].rsplit("_", 1)[-1] not in QT_LANGUAGES
    if sub[0] == "plugins" and len(sub) >= 3:
        if sub[1] not in KEEP_PLUGINS:
            return True
        kept = KEEP_PLUGINS[sub[1]]
        return kept is not None and _plugin_name(name) not in kept
    return False


def is_system(dest: str) -> bool:
    """Whether `dest` is a library the bundle leaves to the system (Linux)."""
    parts = _parts(dest)
    return bool(parts) and parts[-1] in SYSTEM_LIBRARIES


def _norm(path: str) -> str:
    return posixpath.normpath(path.replace("\\", "/"))


def _link_target(entry: Entry) -> str:
    """The destination a SYMLINK entry points at (its src is relative to its folder)."""
    dest, src, _ = entry
    return _norm(posixpath.join(posixpath.dirname(_norm(dest)), src.replace("\\", "/")))


def _key(path: str) -> str:
    return PurePosixPath(path.replace("\\", "/")).name.lower()


def _framework(dest: str) -> str | None:
    """The `X.framework/` folder holding `dest` (macOS), if any."""
    path = _norm(dest)
    end = path.find(".framework/")
    return path[:end + len(".framework/")] if end >= 0 else None


def trim(binaries: Iterable[Entry], datas: Iterable[Entry],
         imports_of: Callable[[str], set[str] | None]
         ) -> tuple[list[Entry], list[Entry], list[Entry]]:
    """(binaries, datas, dropped): the TOC lists without unused files and without the
    libraries that only those files needed.

    `imports_of(src)` gives the names of the libraries a binary links against (file
    names, any case), or None when it cannot tell; such a binary is always kept. A
    binary no other collected binary links against (an extension module, a plugin, the
    Python library, a library loaded at run time) is a root: kept unless `is_unused`.
    Every library a kept binary links against, directly or not, is kept, except those
    `is_system` leaves to the system; a kept binary that links against a file
    `is_unused` leaves out raises ValueError.
    """
    binaries, datas = list(binaries), list(datas)
    needs: dict[Entry, set[str] | None] = {}
    analysed: dict[str, set[str] | None] = {}
    for entry in binaries:
        _, src, typecode = entry
        if typecode == "SYMLINK":  # src is the link's target, relative to dest's folder
            needs[entry] = {_key(src)}
            continue
        if src not in analysed:
            found = imports_of(src)
            analysed[src] = None if found is None else {_key(name) for name in found}
        needs[entry] = analysed[src]
    linked = set().union(*(found for found in needs.values() if found))
    by_name: dict[str, list[Entry]] = {}
    for entry in binaries:
        by_name.setdefault(_key(entry[0]), []).append(entry)

    kept: set[Entry] = set()
    todo = [entry for entry in binaries
            if not is_unused(entry[0]) and not is_system(entry[0])
            and (needs[entry] is None or _key(entry[0]) not in linked)]
    while todo:
        entry = todo.pop()
        if entry in kept:
            continue
        kept.add(entry)
        for name in needs[entry] or ():
            deps = [dep for dep in by_name.get(name, []) if not is_system(dep[0])]
            if deps and all(is_unused(dep[0]) for dep in deps):
                raise ValueError(f"{entry[0]} links against {name}, which the bundle "
                                 "leaves out: keep it in build/bundle_trim.py")
            todo.extend(dep for dep in deps if not is_unused(dep[0]))

    dropped = [entry for entry in binaries if entry not in kept]
    gone = {_norm(entry[0]) for entry in dropped}
    gone_frameworks = {fw for fw in map(_framework, gone) if fw}
    gone_frameworks -= {_framework(entry[0]) for entry in kept}

    def stays(entry: Entry) -> bool:
        if entry[2] == "SYMLINK" and _link_target(entry) in gone:
            return False
        return not is_unused(entry[0]) and _framework(entry[0]) not in gone_frameworks

    kept_binaries = [entry for entry in binaries if entry in kept and stays(entry)]
    kept_datas = [entry for entry in datas if stays(entry)]
    dropped = [entry for entry in binaries if entry not in kept_binaries]
    dropped += [entry for entry in datas if entry not in kept_datas]
    return kept_binaries, kept_datas, dropped
