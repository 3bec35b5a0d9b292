"""The room around the tables: the main window, the start screen, the dialogs, the
menus and bars, and the helpers the window wires together."""
