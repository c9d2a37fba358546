"""Build hook: compile the translations (.ts) into the .qm files Qt loads, inside every build.

The .qm files are build products, never committed; `make setup` makes them for a checkout, and this
hook makes them for a wheel, so a wheel built from a clean checkout speaks Portuguese too. The
metadata lives in pyproject.toml; this file only adds the step.
"""

import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "graphgames_desktop" / "translations"
        target.mkdir(parents=True, exist_ok=True)
        for ts in sorted(Path("translations").glob("*.ts")):
            qm = target / ts.with_suffix(".qm").name
            # PySide6's own lrelease (a build requirement), found the way its pyside6-lrelease script finds it.
            subprocess.run([sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()",
                            "-silent", str(ts), "-qm", str(qm)], check=True)
            if not qm.is_file():
                raise RuntimeError(f"lrelease made no {qm}")


setup(cmdclass={"build_py": BuildWithTranslations})
