"""The Tien Gow table fits 800x600 and 1920x1080: the plates, buttons, combination
choices, caption, the plays of a full trick and the hand lie clear of each other; and it
speaks Czech."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from tiengow_table_helpers import TienGowFake, deal, position, start_fake

from core.tiengow.moves import Discard, Lead
from gui.tiengow.layout import place_of


def rects(table) -> dict[str, QRectF]:
    sc = table.scenery
    geo = sc.geo
    found = {f"plate{s}": p.sceneBoundingRect() for s, p in enumerate(sc.plates)}
    found["scores"] = sc.scoreboard.sceneBoundingRect()
    found["caption"] = sc.caption.sceneBoundingRect()
    for name, item in (("action", sc.action), ("discard", sc.discard),
                       *((f"chip{i}", c) for i, c in enumerate(sc.chips))):
        if item.isVisible():
            found[name] = item.sceneBoundingRect()
    for seat in range(4):  # a quartet's room in front of every seat
        found[f"play{seat}"] = geo.play_rect(place_of(seat, sc.bottom), 4)
    hand = [i.mapRectToScene(i.tile_rect()) for i in table.hands[0]]
    whole = hand[0]
    for r in hand[1:]:
        whole = whole.united(r)
    found["hand"] = whole
    for seat in (1, 2, 3):
        found[f"hand{seat}"] = geo.hand_rect(place_of(seat, sc.bottom))
    return found


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_nothing_overlaps(qtbot, size):
    mine = ("6-6", "6-6", "3-6", "4-5", "1-1", "1-1", "2-5", "3-4")
    hands = deal(mine)
    state = position([Lead(1, tuple(hands[1][:2])), Discard(2, tuple(hands[2][:2])),
                      Discard(3, tuple(hands[3][:2]))], banker=1, mine=mine)
    ctl = TienGowFake(state)
    table = start_fake(qtbot, ctl, size)
    assert table.chips[0].isVisible() or table.human.mode == "follow"
    found = rects(table)
    scene = table.sceneRect()
    names = sorted(found)
    for a in names:
        assert scene.contains(found[a]) or a.startswith("hand"), a
        for b in names:
            if a < b:
                assert not found[a].intersects(found[b]), (a, b, found[a], found[b])
    # the plays of the trick lie in their places, face down ones as backs
    plays = table.tiles.trick
    assert [(s, up) for s, _i, up in plays] == [(1, True), (2, False), (3, False)]
    assert all(i.shown_face() is None for _s, items, up in plays if not up for i in items)


def test_a_lead_with_its_combinations_fits_800x600(qtbot):
    ctl = TienGowFake(position())
    table = start_fake(qtbot, ctl, (800, 600))
    shown = [c for c in table.chips if c.isVisible()]
    assert len(shown) == len(table.human.offers) >= 3
    found = rects(table)
    for a in found:
        for b in found:
            if a < b:
                assert not found[a].intersects(found[b]), (a, b)


def test_the_table_speaks_czech(qtbot, language):
    language("cs")
    ctl = TienGowFake(position([Lead(3, ("2-6",))], banker=3))
    table = start_fake(qtbot, ctl)
    table.retranslate()
    assert table.discard.text() == "Odhodit lícem dolů"
    assert table.action.text() == "Přebít (lícem nahoru)"
    assert table.panel_button.text() == "Pořadí kostek"
    assert "Přiznejte 1 kostku" in table.caption.text
    assert "štych" in table.plates[0].detail
    language("en")
    table.retranslate()
    assert table.discard.text() == "Discard face down"


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_bankers_name_shows_beside_its_tag_at_large_text(qtbot, language, lang):
    """At 200 % text "Bankéř ×2" left the banker's name as "…": the name keeps its room,
    the tag is drawn smaller, then cut short."""
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QApplication

    from gui.services.settings import settings
    from gui.services.text_size import text_size
    from gui.table.plates import font

    language(lang)
    text_size().attach(QApplication.instance())
    settings().text_size = 200
    try:
        ctl = TienGowFake(position(banker=0))
        table = start_fake(qtbot, ctl, (800, 600))
        table.retranslate()
        plate = table.plates[0]
        assert plate.tag.startswith("Bank")
        box, _font, text = plate.tag_look()
        name = QFontMetricsF(font(21, True)).horizontalAdvance(plate.name)
        assert name <= plate.boundingRect().width() - 16 - 50 - (box.width() + 6)
        assert text in (plate.tag, *plate.short_tags) or (text.endswith("…") and len(text) > 2)
    finally:
        settings().text_size = 100


@pytest.mark.parametrize(("lang", "size", "percent"), [
    ("en", (800, 480), 100), ("cs", (800, 480), 100), ("cs", (1024, 570), 200)])
def test_the_bankers_name_stays_whole_in_a_small_window(qtbot, language, lang, size, percent):
    """At 800x600 the table's texts grow (gui.services.text_size): "Počítač 2" beside
    "Bankéř ×2" was cut to "Počítač…". A short tag stands in ("B ×2", or "B" at 200 %
    text), and the name is drawn whole at no less than its smallest size."""
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QApplication

    from core.seating import SeatSpec
    from gui.services.settings import settings
    from gui.services.text_size import text_size
    from gui.table.plates import fitted_text, grown

    language(lang)
    text_size().attach(QApplication.instance())
    settings().text_size = percent
    try:
        ctl = TienGowFake(position(banker=0))
        ctl.seats[0] = SeatSpec("Počítač 2", "human")
        table = start_fake(qtbot, ctl, size)  # the table's view in a window of 800x600, 1024x700
        table.retranslate()
        plate = table.plates[0]
        assert grown() > 1.3 and plate.tag.startswith("Bank")
        assert [t[0] for t in plate.short_tags] == ["B", "B"]  # "B ×2", then "B"
        box, _font, text = plate.tag_look()
        assert text in (plate.tag, *plate.short_tags)  # whole, not cut short
        room = plate.boundingRect().width() - 16 - 50 - (box.width() + 6)
        name_font, shown = fitted_text(plate.name, room, 21 * grown(), 16 * grown(), bold=True)
        assert shown == plate.name
        assert QFontMetricsF(name_font).horizontalAdvance(plate.name) <= room
    finally:
        settings().text_size = 100


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_buttons_widen_for_their_texts_as_far_as_the_table_leaves_room(qtbot, language,
                                                                          lang):
    """In a small window the table's texts grow: "Přebít (lícem nahoru)" was shrunk to
    fit its button. The column widens for the longest of its texts, short of the table's
    right edge or the open rank panel."""
    from gui.table.plates import font
    from gui.tiengow.layout import BUTTON_W

    language(lang)
    table = start_fake(qtbot, TienGowFake(position(banker=0)), (800, 480))
    table.retranslate()
    sc = table.scenery

    def whole(button) -> bool:
        drawn = button._fitting_font(button.rect().width() - 12)
        return drawn.pixelSize() == font(button.text_px(), bold=True).pixelSize()

    for words in sc.action_words:  # "Lead" and "Beat (face up)": one width for both
        sc.action.set_text(words)
        assert whole(sc.action), words
    assert whole(sc.discard)
    assert sc.action.rect().width() == sc.discard.rect().width() > BUTTON_W
    assert sc.action.x() + sc.action.rect().width() <= sc.panel_left() - 16 + 0.01
    table.toggle_panel()
    assert sc.action.x() + sc.action.rect().width() <= sc.panel_left() - 16 + 0.01
    assert sc.action.rect().width() >= BUTTON_W


@pytest.mark.parametrize("size", [(800, 480), (1024, 700), (1600, 900)])
def test_a_wide_game_over_banner_stays_clear_of_the_score_table(qtbot, size):
    """At 800x600 the game's end covered the score table's totals: a banner wide enough
    to reach under the table goes below it, its button still on the table."""
    table = start_fake(qtbot, TienGowFake(position(banker=0)), size)
    sc = table.scenery
    sc.banner.set_text("Hra 1 skončila: poslední štych bere Adam.", [
        "Bankéř: Cyril (platby s bankéřem ×2)", "Eva (2 štychy) platí hráči Adam 2 žetony",
        "Bára (1 štych) platí hráči Adam 3 žetony",
        "Cyril (2 štychy) platí hráči Adam 4 žetony (×2, bankéř)",
        "Adam vyhrává celkem 9 žetonů.", "Adam je bankéřem další hry."])
    sc.banner.show()
    sc.place_banner()
    assert not sc.banner.sceneBoundingRect().intersects(sc.scoreboard.sceneBoundingRect())
    button = sc.next_button.mapRectToScene(sc.next_button.rect())
    assert button.bottom() < table.sceneRect().bottom()
