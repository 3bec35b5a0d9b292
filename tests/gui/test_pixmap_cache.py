"""The art's pixmap cache renders a key once and, full, lets the least recently used go."""

from PySide6.QtGui import QPixmap

from gui.art.pixmap_cache import PixmapCache


def test_a_full_cache_lets_the_least_recently_used_go(qapp):
    rendered: list[str] = []

    def render(key: str):
        return lambda: rendered.append(key) or QPixmap(2, 2)

    cache = PixmapCache(2)
    a = cache.get("a", render("a"))
    cache.get("b", render("b"))
    assert cache.get("a", render("a")) is a  # a hit: not rendered again, now the newest
    cache.get("c", render("c"))  # full: "b" goes, the least recently used
    assert cache.get("a", render("a")) is a
    cache.get("b", render("b"))
    assert rendered == ["a", "b", "c", "b"]
    cache.clear()
    cache.get("a", render("a"))
    assert rendered[-1] == "a"
