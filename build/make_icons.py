"""Render Herna's icon files from the one vector source, resources/icons/herna.svg.

Writes into resources/icons/: herna-<size>.png (16 to 512 pixels: the sizes of the hicolor
theme, which the Linux desktop takes), herna.ico (Windows: PNG entries 16 to 256) and
herna.icns (macOS: PNG entries 16 to 1024). The files are committed; run this again after
changing the SVG (tests/build checks they still match).

    python build/make_icons.py [--out DIR]
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "resources" / "icons" / "herna.svg"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 96, 128, 256, 512)  # the hicolor theme's sizes
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# macOS icon types that hold PNG data, by pixel size (the @2x types share their pixels
# with the next size up).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64),
    (b"ic07", 128), (b"ic08", 256), (b"ic13", 256), (b"ic09", 512), (b"ic14", 512),
    (b"ic10", 1024),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent `size` x `size` square, as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])  # alive while painting
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG", 0)  # 0: the smallest file
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding the given PNG images (by size, at most 256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG entries of every ICNS_TYPES size found in `pngs`."""
    chunks = [kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
              for kind, size in ICNS_TYPES if size in pngs]
    body = b"".join(chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> dict[int, bytes]:
    """The PNG images of an .ico written by `ico_bytes`, by size."""
    _, kind, count = struct.unpack_from("<HHH", data, 0)
    if kind != 1:
        raise ValueError("not an icon file")
    images = {}
    for i in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        images[side or 256] = data[offset:offset + length]
    return images


def read_icns(data: bytes) -> dict[bytes, bytes]:
    """The entries of an .icns file, by type."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an icns file")
    entries, pos = {}, 8
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        entries[kind] = data[pos + 8:pos + length]
        pos += length
    return entries


def make_icons(svg: Path, out: Path) -> list[Path]:
    """Render every icon file of `svg` into `out`; return the files written."""
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(svg, size) for size in sizes}
    written = []
    for size in PNG_SIZES:
        written.append(out / f"herna-{size}.png")
        written[-1].write_bytes(pngs[size])
    written.append(out / "herna.ico")
    written[-1].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    written.append(out / "herna.icns")
    written[-1].write_bytes(icns_bytes(pngs))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=SOURCE.parent,
                        help="folder for the icon files (default: resources/icons)")
    args = parser.parse_args(argv)
    for path in make_icons(SOURCE, args.out):
        print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
