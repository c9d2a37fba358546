"""Autosave files: each window keeps its unsaved drawing and game in files of its own.

A window holds a lock (QLockFile) on its autosave slot for as long as it lives, so a second window or
a second copy of the program never writes, offers or deletes another's copies; after a crash the lock
is stale (its process is gone) and the next start offers the copies back. A copy goes when its work is
saved or thrown away, never earlier.
"""

from __future__ import annotations

import contextlib
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QStandardPaths

from graphgames_desktop.graph.fileio import NATIVE_SUFFIX
from graphgames_desktop.ui import files

KINDS = ("drawing", "game")
PREFIX = "autosave-"
#: Copies that could not be loaded are renamed with this prefix: kept for the user, not offered again.
UNRECOVERED = "unrecovered-"


def autosave_folder() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.AppDataLocation)
    return Path(location) if location else Path.home() / ".graphgames"


def _lock(folder: Path, slot: str) -> QLockFile:
    lock = QLockFile(str(folder / f"{PREFIX}{slot}.lock"))
    lock.setStaleLockTime(0)  # never stale by age: only the death of its process frees a slot
    return lock


@dataclass(frozen=True)
class Orphan:
    """An autosaved copy left by a window that is gone (a crash)."""

    path: Path
    kind: str


class Autosave:
    """One window's autosave slot: a file per kind of document, and the lock that says it is alive."""

    def __init__(self) -> None:
        self.folder = autosave_folder()
        self.slot = uuid.uuid4().hex[:12]
        self._lock: QLockFile | None = None

    def path(self, kind: str) -> Path:
        return self.folder / f"{PREFIX}{self.slot}-{kind}{NATIVE_SUFFIX}"

    def write(self, kind: str, data: bytes) -> None:
        """Keep ``data`` as this window's copy of ``kind``; raises OSError if the folder cannot be written."""
        if self._lock is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            lock = _lock(self.folder, self.slot)
            if not lock.tryLock(0):
                raise OSError(f"cannot lock {lock.error()}")
            self._lock = lock
        files.write_atomically(str(self.path(kind)), data)

    def remove(self, kind: str) -> None:
        """The work was saved or thrown away: its copy goes."""
        with contextlib.suppress(OSError):
            self.path(kind).unlink(missing_ok=True)

    def close(self) -> None:
        """The window closes with nothing left unsaved: its copies and its lock go."""
        for kind in KINDS:
            self.remove(kind)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def orphans(self) -> list[Orphan]:
        """Copies whose window is gone, oldest first; the slots of living windows are left alone
        (and the locks that dead windows left behind are cleared)."""
        slots = {p.name[len(PREFIX):-len(".lock")] for p in self.folder.glob(f"{PREFIX}*.lock")}
        for kind in KINDS:
            slots |= {p.name[len(PREFIX):-len(f"-{kind}{NATIVE_SUFFIX}")]
                      for p in self.folder.glob(f"{PREFIX}*-{kind}{NATIVE_SUFFIX}")}
        found: list[Orphan] = []
        for slot in slots - {self.slot}:
            lock = _lock(self.folder, slot)
            if not lock.tryLock(0):  # its window is alive
                continue
            lock.unlock()  # its owner is dead: the lock file goes
            found += [Orphan(self.folder / f"{PREFIX}{slot}-{kind}{NATIVE_SUFFIX}", kind) for kind in KINDS
                      if (self.folder / f"{PREFIX}{slot}-{kind}{NATIVE_SUFFIX}").exists()]
        return sorted(found, key=lambda o: (o.path.stat().st_mtime, o.kind))

    @staticmethod
    def set_aside(orphan: Orphan) -> Path:
        """Keep a copy that could not be loaded under a name that is not offered again; where it is now."""
        kept = orphan.path.with_name(UNRECOVERED + orphan.path.name[len(PREFIX):])
        try:
            orphan.path.replace(kept)
        except OSError:
            return orphan.path
        return kept
