"""Lessons: a guided first game of each game on a prepared deal (`script` reads a
lesson's data, `run` plays it through the rules)."""

from core.lessons.run import DONE, FINISH, MOVE, READ, SCRIPTED, LessonRun, start_state
from core.lessons.script import HUMAN, Lesson, LessonError, Step, parse_lesson

__all__ = ["DONE", "FINISH", "HUMAN", "MOVE", "READ", "SCRIPTED", "Lesson", "LessonError",
           "LessonRun", "Step", "parse_lesson", "start_state"]
