"""Runs the table's animation steps one after another.

A step is a function that changes the scene at once and returns the animations (not
started) that show the change; the next step starts when they have all finished. At
instant speed every animation jumps to its end value, so a whole batch runs in one go.
A hold stops the queue until `release()` (the score table waiting for Continue).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QByteArray,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from gui.settings import settings

Step = Callable[[], list[QAbstractAnimation] | None]


def ms(base_ms: float) -> int:
    return settings().animation_ms(base_ms)


def glide(target: QObject, prop: str, end, base_ms: float, delay_ms: float = 0,
          easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic) -> QAbstractAnimation:
    """An animation of `target.prop` to `end` after an optional delay (not started)."""
    anim = QPropertyAnimation(target, QByteArray(prop.encode()))
    anim.setDuration(ms(base_ms))
    anim.setEndValue(end)
    anim.setEasingCurve(easing)
    if not delay_ms or not ms(delay_ms):
        return anim
    seq = QSequentialAnimationGroup()
    seq.addPause(ms(delay_ms))
    seq.addAnimation(anim)
    return seq


def pause(base_ms: float) -> QAbstractAnimation:
    return QPauseAnimation(ms(base_ms))


def _moves(anim: QAbstractAnimation) -> bool:
    """Whether `anim` changes a property (a plain pause does not)."""
    if isinstance(anim, QPropertyAnimation):
        return True
    if hasattr(anim, "animationCount"):
        return any(_moves(anim.animationAt(i)) for i in range(anim.animationCount()))
    return False


def _jump(anim: QAbstractAnimation) -> None:
    """Set the end values of `anim` (and of the animations in it) at once."""
    if isinstance(anim, QPropertyAnimation):
        target = anim.targetObject()
        if target is not None:
            target.setProperty(anim.propertyName().data().decode(), anim.endValue())
    elif hasattr(anim, "animationCount"):
        for i in range(anim.animationCount()):
            _jump(anim.animationAt(i))


class Sequencer(QObject):
    """A queue of steps; `mark(callback)` queues a callback after the steps before it."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._queue: deque[tuple[str, Callable]] = deque()
        self._group: QParallelAnimationGroup | None = None
        self._running = False
        self._held = False

    def busy(self) -> bool:
        return self._running or bool(self._queue)

    def held(self) -> bool:
        """Whether the queue waits at a hold for `release()`."""
        return self._held

    def add(self, step: Step) -> None:
        self._queue.append(("step", step))

    def mark(self, callback: Callable[[], None]) -> None:
        self._queue.append(("mark", callback))

    def hold(self) -> None:
        """Queue a stop: the steps after it wait for `release()`."""
        self._queue.append(("hold", lambda: None))

    def release(self) -> None:
        if self._held:
            self._held = False
            self._next()

    def run(self) -> None:
        if not self._running:
            self._next()

    def stop(self) -> None:
        """Drop every queued step; a running group jumps to its end."""
        self._queue.clear()
        self._held = False
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect()
            group.stop()
            _jump(group)
            group.deleteLater()
        self._running = False

    def finish_now(self) -> None:
        """Let the running animations jump to their ends (the rest runs instantly too)."""
        if self._group is not None:
            self._group.setCurrentTime(self._group.totalDuration())

    def settle(self) -> None:
        """Let running movements jump to their ends (a plain pause runs on): the table
        calls this when its size changes, before it lays everything out anew."""
        if self._group is not None and _moves(self._group):
            self.finish_now()

    def _next(self) -> None:
        self._running = True
        while self._queue:
            kind, fn = self._queue.popleft()
            if kind == "hold":
                self._held = True
                return
            if kind == "mark":
                fn()
                continue
            anims = [a for a in (fn() or []) if a is not None]
            if not anims:
                continue
            if all(a.totalDuration() == 0 for a in anims):
                for a in anims:
                    _jump(a)
                    a.deleteLater()
                continue
            group = QParallelAnimationGroup(self)
            for a in anims:
                group.addAnimation(a)
            group.finished.connect(self._group_done)
            self._group = group
            group.start()
            return
        self._running = False

    def _group_done(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        self._next()
