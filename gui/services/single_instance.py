"""One Herna per data folder (so per user): two copies would overwrite each other's save.

The first copy holds a lock file (`QLockFile`) in the data folder and watches a knock
file beside it; a later start finds the lock held, appends a line to the knock file (the
first copy then comes to the front) and quits. A lock left by a killed copy is stale (its
process is gone) and is taken over. Only QtCore is used: the bundle leaves out QtNetwork,
whose local sockets would do the same.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, Signal

LOCK_NAME = "herna.lock"
KNOCK_NAME = "herna.knock"


class SingleInstance(QObject):
    """`acquire()` once at start; `activated` when a later start asks for the window."""

    activated = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None):
        super().__init__(parent)
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # only a dead owner makes the lock stale
        self._knock = folder / KNOCK_NAME
        self._watcher: QFileSystemWatcher | None = None

    def acquire(self) -> bool:
        """True when this is the only Herna (later starts are heard from now on); False
        when another runs: it has been asked to come to the front."""
        if not self._lock.tryLock(0):
            if self._lock.error() != QLockFile.LockError.LockFailedError:
                return True  # no lock can be made there (no folder): saving fails anyway
            try:
                with open(self._knock, "a", encoding="utf-8") as knock:
                    knock.write("front\n")
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
            knocked = self._knock.stat().st_size > 0
            if knocked:
                self._knock.write_bytes(b"")  # (this change is heard too, and is empty)
        except OSError:
            knocked = False
        if knocked:
            self.activated.emit()
        if self._watcher is not None and path not in self._watcher.files():
            self._watcher.addPath(path)  # some editors and platforms replace the file
