"""One Herna per data folder (so per user): two copies would overwrite each other's save.

The first copy holds a lock file (`QLockFile`) in the data folder and watches a knock
file beside it; a later start finds the lock held, appends a line to the knock file (the
first copy then comes to the front) and quits. A later start given files (`herna FILE`, a
double-click on a record) appends a line for each, `open` and the path as a JSON string,
and the first copy opens them. A lock left by a killed copy is stale (its process is
gone) and is taken over. Only QtCore is used: the bundle leaves out QtNetwork, whose local
sockets would do the same.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, Signal

LOCK_NAME = "herna.lock"
KNOCK_NAME = "herna.knock"
OPEN = "open "  # a knock's line that asks to open a file: OPEN + the path in JSON


class SingleInstance(QObject):
    """`acquire()` once at start; `activated` when a later start asks for the window,
    then `open_requested(path)` for each file it was given."""

    activated = Signal()
    open_requested = Signal(str)

    def __init__(self, folder: Path, parent: QObject | None = None):
        super().__init__(parent)
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # only a dead owner makes the lock stale
        self._knock = folder / KNOCK_NAME
        self._watcher: QFileSystemWatcher | None = None

    def acquire(self, files: Sequence[str] = ()) -> bool:
        """True when this is the only Herna (later starts are heard from now on); False
        when another runs: it has been asked to come to the front and open `files`
        (absolute paths)."""
        if not self._lock.tryLock(0):
            if self._lock.error() != QLockFile.LockError.LockFailedError:
                return True  # no lock can be made there (no folder): saving fails anyway
            lines = ["front", *(OPEN + json.dumps(path) for path in files)]
            try:  # one write, appended whole: the first copy never reads half a line
                knock = os.open(self._knock, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
                try:
                    os.write(knock, "".join(f"{line}\n" for line in lines).encode())
                finally:
                    os.close(knock)
            except OSError:
                pass  # the other copy stays where it is; this one still must not run
            return False
        try:
            self._knock.write_bytes(b"")
        except OSError:
            return True
        self._watcher = QFileSystemWatcher([str(self._knock)], self)
        self._watcher.fileChanged.connect(self._knocked)
        return True

    def release(self) -> None:
        self._watcher = None
        self._lock.unlock()

    def _knocked(self, path: str) -> None:
        try:
            knocks = self._knock.read_bytes()
            if knocks:
                self._knock.write_bytes(b"")  # (this change is heard too, and is empty)
        except OSError:
            knocks = b""
        if knocks:
            self.activated.emit()
            for file in opened_files(knocks):
                self.open_requested.emit(file)
        if self._watcher is not None and path not in self._watcher.files():
            self._watcher.addPath(path)  # some editors and platforms replace the file


def opened_files(knocks: bytes) -> list[str]:
    """The files the knocks ask to open (lines that are not such a request are passed
    over: "front", or a line cut short)."""
    files = []
    for line in knocks.decode("utf-8", "replace").splitlines():
        if not line.startswith(OPEN):
            continue
        try:
            file = json.loads(line[len(OPEN):])
        except ValueError:
            continue
        if isinstance(file, str) and file:
            files.append(file)
    return files
