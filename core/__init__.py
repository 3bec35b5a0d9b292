"""Herna's rules core: pure Python, never imports Qt.

Each game lives in its own package (`core.nines`, `core.royal`) and exposes the same
small API (see `core.rules.Rules`). What both games share lives here once: the illegal
move exception, seeded randomness, the game registry, records and the arena.
"""
