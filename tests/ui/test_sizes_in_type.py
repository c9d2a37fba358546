"""Sizes in the Qt layer come from the theme's scales (``TYPE`` roles and ``em`` lengths), never from
pixel numbers scattered in views: a layout made for a 1280x720 projector in classroom type then grows
with the type and keeps its proportions."""

import re
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "graphgames_desktop" / "ui"
#: A widget's minimum, maximum or fixed size, and its arguments.
SIZE_CALL = re.compile(r"set(?:Fixed|Minimum|Maximum)(?:Size|Width|Height)\(([^\n]*)\)")
#: An argument that is a bare number of pixels (two digits or more).
PIXELS = re.compile(r"^\s*\d{2,}\s*$")
#: A text size given as a bare factor rather than a role of the type scale.
BARE_FACTOR = re.compile(r"keep_scaled\([^,\n]+,\s*[0-9.]+")


def test_no_pixel_sizes_or_bare_type_factors_in_the_ui():
    found = []
    for path in sorted(UI.rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            call = SIZE_CALL.search(line)
            if (call and any(PIXELS.match(arg) for arg in call.group(1).split(","))) or BARE_FACTOR.search(line):
                found.append(f"{path.relative_to(UI)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)
