from gui.table.texts import fmt, plural


def test_fmt_fills_placeholders_without_eating_two_digit_ones():
    args = [f"a{i}" for i in range(1, 11)]
    assert fmt("%1 and %10", *args) == "a1 and a10"
    assert fmt("%2 before %1", "x", "y") == "y before x"


def test_plural_settles_english_marks():
    assert plural("3 trick(s)", 3) == "3 tricks"
    assert plural("1 trick(s)", 1) == "1 trick"
    assert plural("2 match(es)", 2) == "2 matches"
    assert plural("1 match(es)", 1) == "1 match"
    assert plural("5 karet", 5) == "5 karet"
