"""The coach: why the hard player's best move is best, in rules a player can check
(`why`), and the review of the human's costly decisions (`review`, `evaluate`). The
numbers come from `core.ai.analysis`; everything reads only the human's observation.
Texts are the GUI's: the core returns codes and parameters (cards, tiles, suits)."""
