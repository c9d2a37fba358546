"""A file written whole or not at all (pure Python: the headless host's autosave uses it too)."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path


class SaveError(OSError):
    pass



def _new_file_mode() -> int:
    """The permissions a new file gets here (0666 less the umask), as an editor's save would give."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_atomically(path: str, data: bytes) -> None:
    """Write all of ``data`` or nothing: a crash or a full disk leaves the old file intact.

    The bytes go to a temporary file beside the target, reach the disk (fsync), and then replace the
    target in one rename. A refusal raises SaveError with the system's reason ("No space left on
    device"); the temporary file is removed.
    """
    target = Path(path)
    if target.is_symlink():  # write where the link points, and keep the link
        target = target.resolve()
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mode = _new_file_mode()
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
    except OSError as exc:
        raise SaveError(exc.errno, exc.strerror or str(exc)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise SaveError(exc.errno, exc.strerror or str(exc)) from None
