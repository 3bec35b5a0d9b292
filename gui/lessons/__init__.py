"""Learn to play: a guided first game of each game on the real table (Help ▸ Learn to
play, and offered on the first start). `install(window)` adds it to the main window."""

from gui.lessons.menu import LessonMenu, install

__all__ = ["LessonMenu", "install"]
