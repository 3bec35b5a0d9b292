"""Runs a table's animation steps one after another, paced by the speed setting.

A step is a function that changes the scene at once and returns what shows the change:
a list of animations (not started), or a wait in milliseconds (already scaled by
`ms()`), or None. The next step starts when the animations have all finished or the
wait is over. At instant speed every animation jumps to its end value and every wait is
0, so a whole batch runs in one go. `mark(callback)` queues a plain callback; a hold
stops the queue until `release()` (a score table waiting for Continue).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QByteArray,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
)

from gui.services.settings import settings

Shown = list[QAbstractAnimation] | int | None
Step = Callable[[], Shown]


def ms(base_ms: float) -> int:
    """`base_ms` (the duration at normal speed) at the speed set now."""
    return settings().animation_ms(base_ms)


def glide(target: QObject, prop: str, end: object, base_ms: float, delay_ms: float = 0,
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


def moves(anim: QAbstractAnimation) -> bool:
    """Whether `anim` changes a property (a plain pause does not)."""
    if isinstance(anim, QPropertyAnimation):
        return True
    if isinstance(anim, QAnimationGroup):
        return any(moves(anim.animationAt(i)) for i in range(anim.animationCount()))
    return False


def jump(anim: QAbstractAnimation) -> None:
    """Set the end values of `anim` (and of the animations in it) at once."""
    if isinstance(anim, QPropertyAnimation):
        target = anim.targetObject()
        if target is not None:
            target.setProperty(bytes(anim.propertyName().data()).decode(), anim.endValue())
    elif isinstance(anim, QAnimationGroup):
        for i in range(anim.animationCount()):
            jump(anim.animationAt(i))


class Sequencer(QObject):
    """A queue of steps, marks and holds."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._queue: deque[tuple[str, Callable[[], object]]] = deque()
        self._group: QParallelAnimationGroup | None = None
        self._running = False
        self._held = False
        self._kick = QTimer(self, singleShot=True)
        self._kick.timeout.connect(self.run)

    def busy(self) -> bool:
        return self._running or bool(self._queue) or self._kick.isActive()

    def idle(self) -> bool:
        """No step is waiting or running."""
        return not self.busy()

    def held(self) -> bool:
        """Whether the queue waits at a hold for `release()`."""
        return self._held

    def add(self, *steps: Step) -> None:
        self._queue.extend(("step", step) for step in steps)

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
        """Start the queue now (it runs on by itself until it is empty or held)."""
        self._kick.stop()
        if not self._running:
            self._next()

    def run_soon(self) -> None:
        """Start the queue on the event loop's next turn (after the caller is done)."""
        if not self._running and not self._kick.isActive():
            self._kick.start(0)

    def stop(self) -> None:
        """Drop every queued step; running animations jump to their ends."""
        self._queue.clear()
        self._held = False
        self._kick.stop()
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect()
            group.stop()
            jump(group)
            group.deleteLater()
        self._running = False

    def finish_now(self) -> None:
        """Let the running animations jump to their ends (the rest runs instantly too)."""
        if self._group is not None:
            self._group.setCurrentTime(self._group.totalDuration())

    def settle(self) -> None:
        """Let running movements jump to their ends (a plain pause runs on): a table
        calls this when its size changes, before it lays everything out anew."""
        if self._group is not None and moves(self._group):
            self.finish_now()

    def _next(self) -> None:
        self._running = True
        while self._queue:
            kind, fn = self._queue.popleft()
            if kind == "hold":
                self._held = True
                return
            shown = fn()
            if kind == "mark":
                continue
            anims = self._animations(shown)
            if not anims:
                continue
            if all(a.totalDuration() == 0 for a in anims):
                for a in anims:
                    jump(a)
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

    @staticmethod
    def _animations(shown: object) -> list[QAbstractAnimation]:
        if isinstance(shown, int):
            return [QPauseAnimation(shown)] if shown > 0 else []
        if isinstance(shown, list):
            return [a for a in shown if a is not None]
        return []

    def _group_done(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        self._next()
