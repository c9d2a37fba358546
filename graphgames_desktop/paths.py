"""Where bundled data lives, in an installed wheel and in a source checkout alike."""

import os
import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _first_existing(name: str) -> Path:
    """The package-data copy in a wheel, else the top-level folder of the checkout."""
    installed = _PACKAGE / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name


def is_source_checkout() -> bool:
    """True when running from a clone (its pyproject.toml beside the package), where `make` compiles
    numba's kernels into the cache beside the sources; an installed wheel or a bundle is not one."""
    return (_PACKAGE.parent / "pyproject.toml").is_file() and not getattr(sys, "frozen", False)


def resources_dir() -> Path:
    return _first_existing("resources")


def translations_dir() -> Path:
    return _first_existing("translations")


def user_cache_dir() -> Path:
    """This user's cache folder for the application (the platform's usual place), for files made
    at run time that may be made again: never beside the application's own, which may be read-only."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "GraphGames"
