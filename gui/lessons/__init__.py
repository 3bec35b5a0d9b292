"""Learn to play: a guided first game of each game on the real table (Help ▸ Learn to
play, and offered on the first start). `LessonMenu` puts it in the main window's Help
menu."""

from gui.lessons.menu import LessonMenu

__all__ = ["LessonMenu"]
