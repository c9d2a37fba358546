"""Where bundled data lives, in an installed wheel and in a source checkout alike."""

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _first_existing(name: str) -> Path:
    """The package-data copy in a wheel, else the top-level folder of the checkout."""
    installed = _PACKAGE / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name


def resources_dir() -> Path:
    return _first_existing("resources")


def translations_dir() -> Path:
    return _first_existing("translations")
