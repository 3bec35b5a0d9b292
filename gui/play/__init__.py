"""The match on the screen: the controller that schedules `core.match`, the worker
that asks computer players off the GUI thread, the seats, the save file."""
