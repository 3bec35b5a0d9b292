"""The history's own thread: the one connection to the history database (core.history)
lives on it, and everything the room asks of the history (a finished game to store, the
statistics to read, a reset) is a job in its queue, done in order. The GUI thread only
puts jobs in and gets answers back by a queued signal: it never waits on SQLite.

A game that cannot be stored yet (another program holds the database, the folder is
read-only or full, or the file is a newer Herna's) waits in `core.history.Pending`, in
memory and in history.pending.jsonl beside the database, and is stored on the next add,
when its retry comes (after 1, 2, 5, 10, then every 30 s) and at the next start. Quitting
waits at most about a second, and a game still waiting stays in the pending file."""

from __future__ import annotations

import queue
import sys
import threading
import time
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from core.history import History, HistoryError, Trouble, integrity
from core.history_pending import Pending, pending_file

RETRY_S = (1.0, 2.0, 5.0, 10.0, 30.0)  # the waits between tries of a game kept waiting
BUSY_QUIET_S = 20.0  # a lock held this long is worth a word to the player
CLOSE_S = 1.0  # how long quitting waits for the thread
_T = TypeVar("_T")
Done = Callable[[Any, BaseException | None], None]


@dataclass(frozen=True)
class Notice:
    """Something the player should hear of (the store words it, once a kind).

    kind: "damaged" or "wrong-schema" (set aside: `path` is where), "newer" (left as it
    is; `readable`: its games are shown), "kept" (a game waits: `error` is the
    HistoryError kind, `path` the pending file, or "" when it waits in memory only),
    "refused" (a game that is not a finished one)."""

    kind: str
    detail: str = ""
    path: str = ""
    error: str = ""
    readable: bool = True


@dataclass
class _Job:
    kind: str  # "add", "read", "write", "sync", "stop"
    payload: Any = None
    done: Done | None = None
    event: threading.Event | None = None
    answer: list[Any] | None = None


class HistoryService(QObject):
    notice = Signal(object)  # a Notice
    _answer = Signal(object, object, object)  # (done, result, error), from the thread

    def __init__(self, path: Path, retry_s: Sequence[float] | None = None,
                 parent: QObject | None = None, start: bool = True):
        super().__init__(parent)
        self.path = Path(path)
        self.retry_s = tuple(RETRY_S if retry_s is None else retry_s)
        self.pending = Pending(pending_file(self.path))
        self.history: History | None = None  # on the thread only (close() interrupts it)
        self.state = "opening"  # "open", "newer", "unavailable", "closed"
        self.problem = ""  # why the history cannot be opened or written, for now
        self._lock = threading.Lock()  # guards `pending`
        self._jobs: queue.Queue[_Job] = queue.Queue()
        self._tries = 0
        self._retry_at: float | None = None
        self._checking: History | None = None  # the integrity check is being made
        self._unavailable: HistoryError | None = None  # why it could not be opened
        self._closed = False
        self._answer.connect(self._deliver)
        self._thread = threading.Thread(target=self._run, name="herna-history", daemon=True)
        if start:
            self._thread.start()

    def start(self) -> None:
        """Start the thread (made with start=False: once `notice` is connected)."""
        if not self._thread.is_alive() and not self._closed:
            self._thread.start()

    # --- the GUI thread's side ------------------------------------------------------

    @property
    def newer(self) -> bool:
        """The history file is a newer Herna's (left untouched)."""
        return self.state == "newer"

    def add(self, record: dict[str, Any], played_at: float | None = None) -> None:
        """Store a finished game, soon (returns at once)."""
        self._put(_Job("add", (record, time.time() if played_at is None else played_at)))

    def read(self, work: Callable[[History], Any], done: Done) -> None:
        """Run `work(history)` on the thread; `done(result, error)` on the GUI thread."""
        self._put(_Job("read", work, done))

    def write(self, work: Callable[[History], Any], done: Done) -> None:
        """As `read`, for a change (a reset): refused on a newer Herna's file."""
        self._put(_Job("write", work, done))

    def call(self, work: Callable[[History], _T], timeout: float = 30.0) -> _T:
        """Run `work(history)` on the thread and wait for it (tests and benchmarks only:
        the room never waits). HistoryError when the history is not open."""
        job = _Job("sync", work, event=threading.Event(), answer=[])
        self._put(job)
        assert job.event is not None and job.answer is not None
        if not job.event.wait(timeout):
            raise TimeoutError("the history's thread did not answer")
        result, error = job.answer
        if error is not None:
            raise error
        return result

    def waiting(self) -> int:
        """Games not yet in the database (read without waiting for the thread)."""
        return len(self.pending.games)

    def close(self, timeout: float = CLOSE_S) -> bool:
        """Stop the thread; True when it stopped within `timeout`. Games still waiting
        are in the pending file (when it can be written)."""
        if self._closed:
            return True
        self._closed = True
        self._jobs.put(_Job("stop"))
        if self.history is not None:
            self.history.interrupt()  # a long read stops; a write waits its lock out
        if self._thread.ident is None:  # never started
            self._thread.start()
        self._thread.join(timeout)
        if not self._thread.is_alive():
            return True
        with self._lock:  # stuck: keep what waits, the thread may finish some later
            stop = None
            while True:
                try:
                    job = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if job.kind == "add":
                    self.pending.add(*job.payload)
                elif job.kind == "stop":
                    stop = job
            with suppress(OSError):
                self.pending.save()
        if stop is not None:
            self._jobs.put(stop)
        return False

    def _put(self, job: _Job) -> None:
        if self._closed:
            if job.kind == "add":  # after quitting began: straight to the pending file
                with self._lock:
                    self.pending.add(*job.payload)
                    with suppress(OSError):
                        self.pending.save()
            elif job.kind == "sync" and job.event is not None and job.answer is not None:
                job.answer[:] = [None, HistoryError("the history is closed")]
                job.event.set()
            elif job.done is not None:
                job.done(None, HistoryError("the history is closed"))
            return
        self._jobs.put(job)

    def _deliver(self, done: Done, result: Any, error: BaseException | None) -> None:
        done(result, error)

    # --- the thread -----------------------------------------------------------------

    def _run(self) -> None:
        with self._lock:
            try:
                self.pending.load()
            except Exception:  # a bug: reported, and the history works without those games
                sys.excepthook(*sys.exc_info())
        self._open()
        self._flush()
        while True:
            wait = None if self._retry_at is None else max(0.0, self._retry_at - time.monotonic())
            try:
                job = self._jobs.get(timeout=wait)
            except queue.Empty:
                self._retry()
                continue
            if job.kind == "stop":
                break
            try:
                self._do(job)
            except Exception:  # a bug: reported (gui.services.error_report), and the thread goes on
                sys.excepthook(*sys.exc_info())
        self._finish()

    def _do(self, job: _Job) -> None:
        if job.kind == "checked":
            self._checked(*job.payload)
            return
        if job.kind == "add":
            with self._lock:
                added = self.pending.add(*job.payload)
            if added:
                self._retry_at = None  # a new game: try at once (and the older ones)
                self._tries = 0
            if self.history is None:
                self._open()
            self._flush()
            return
        if self.history is None:
            self._open()
        result: Any = None
        error: BaseException | None = None
        try:
            if self.history is None:  # why it could not be opened (its kind too)
                why = self._unavailable
                raise HistoryError(str(why), why.kind) if why is not None else HistoryError(
                    self.problem or "the history is not open")
            if job.kind == "write" and self.history.read_only:
                raise HistoryError(self.history.problem or "", "newer")
            result = job.payload(self.history)
        except Exception as exc:  # the GUI reports it (a bug in a job too)
            error = exc
        if job.kind == "sync":
            assert job.event is not None and job.answer is not None
            job.answer[:] = [result, error]
            job.event.set()
        elif job.done is not None:
            self._emit(self._answer, job.done, result, error)

    def _open(self) -> None:
        try:
            history = History(self.path, defer_check=True)
        except HistoryError as exc:
            self.state, self.problem, self._unavailable = "unavailable", str(exc), exc
            self._schedule()
            return
        self.history, self._unavailable = history, None
        if history.trouble is Trouble.NEWER:
            self.state = "newer"
            self.problem = history.problem or ""
            self._emit(self.notice, Notice("newer", self.problem, str(self.pending.path),
                                           readable=history.readable))
            return
        self.state, self.problem = "open", ""
        if history.set_aside is not None and history.trouble is not None:
            self._emit(self.notice, Notice(history.trouble.value, history.problem or "",
                                           str(history.set_aside)))
        if not history.checked:  # checked beside the reads; writes wait for it
            self._checking = history
            threading.Thread(target=self._check_beside, args=(history,),
                             name="herna-history-check", daemon=True).start()

    def _check_beside(self, history: History) -> None:
        """On a thread of its own: the integrity check deferred at opening (a full read
        of the file), so that the statistics need not wait for it."""
        try:
            found: tuple[History, bool, str | None] = (history, True, integrity(history.path))
        except Exception:  # locked, or anything else: made before the first write instead
            found = (history, False, None)
        self._jobs.put(_Job("checked", found))

    def _checked(self, history: History, made: bool, damage: str | None) -> None:
        if history is not self.history:
            return
        self._checking = None
        aside = history.set_aside
        if made:
            try:
                history.settle(damage)
            except HistoryError as exc:
                self._lost(history, exc)
            self._told_aside(history, aside)
        self._flush()

    def _lost(self, history: History, exc: HistoryError) -> None:
        """Set aside, but no fresh history yet: opened again later."""
        if not history.readable:
            history.close()
            self.history = None
            self.state, self.problem, self._unavailable = "unavailable", str(exc), exc
            self._schedule()

    def _told_aside(self, history: History, before: Path | None) -> None:
        if history.set_aside is not None and history.set_aside != before:
            self._emit(self.notice, Notice("damaged", history.problem or "",
                                           str(history.set_aside)))

    def _verify(self) -> None:
        history = self.history
        if history is None or history.checked:
            return
        aside = history.set_aside
        try:
            history.verify()
        except HistoryError as exc:
            self._lost(history, exc)
        self._told_aside(history, aside)

    def _retry(self) -> None:
        self._retry_at = None
        if self.history is None:
            self._open()
        self._flush()

    def _flush(self) -> None:
        """Store the waiting games, oldest first, until one cannot be."""
        with self._lock:
            waiting = list(self.pending.games)
        if not waiting or (self._checking is not None and self._checking is self.history):
            return  # nothing waits, or the integrity check is being made: after it
        self._verify()
        history = self.history
        failure: HistoryError | None = None
        if history is None:
            failure = self._unavailable or HistoryError(self.problem or "not open")
        elif history.read_only:
            failure = HistoryError(history.problem or "", "newer")
        done = []
        for game in waiting if failure is None else ():
            assert history is not None
            try:
                history.add(game.record, game.played_at)
            except HistoryError as exc:
                failure = exc
                break
            except Exception as exc:  # RecordError: not a finished game's, never storable
                done.append(game.digest)
                self._emit(self.notice, Notice("refused", str(exc)))
                continue
            done.append(game.digest)
        with self._lock:
            for digest in done:
                self.pending.drop(digest)
            with suppress(OSError):
                self.pending.save()
            on_disk = self.pending.on_disk
            oldest = min((g.since for g in self.pending.games), default=time.monotonic())
        if failure is None:
            self._tries, self.problem = 0, ""
            if self.state == "unavailable":
                self.state = "open"
            return
        self.problem = str(failure)
        if failure.kind != "newer":
            self._schedule()
        waited = time.monotonic() - oldest
        if failure.kind == "newer" and on_disk:
            return  # the newer notice said where the games go
        if failure.kind == "busy" and on_disk and waited < BUSY_QUIET_S:
            return  # a short lock: no word yet
        self._emit(self.notice, Notice("kept", str(failure),
                                       str(self.pending.path) if on_disk else "",
                                       failure.kind))

    def _schedule(self) -> None:
        delay = self.retry_s[min(self._tries, len(self.retry_s) - 1)]
        self._tries += 1
        self._retry_at = time.monotonic() + delay

    def _finish(self) -> None:
        if self.history is not None:
            self.history.close()
        with self._lock:
            if self.pending.games:
                with suppress(OSError):
                    self.pending.save()
        self.state = "closed"

    def _emit(self, signal: Any, *args: Any) -> None:
        with suppress(RuntimeError):  # the service's QObject is gone (quitting)
            signal.emit(*args)
