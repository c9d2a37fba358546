"""The build compiles the translations: a wheel made from a clean checkout carries the .qm files."""

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_build_step_compiles_the_translations_from_a_clean_checkout(tmp_path):
    checkout = tmp_path / "checkout"
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for name in tracked:
        if (ROOT / name).is_file():
            (checkout / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, checkout / name)
    assert not list(checkout.glob("translations/*.qm"))  # never committed
    build = tmp_path / "build"
    subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(build)], cwd=checkout,
                   check=True, capture_output=True)
    qm = build / "graphgames_desktop" / "translations" / "graphgames_pt_BR.qm"
    assert qm.is_file() and qm.stat().st_size > 1000
    assert not list((build / "graphgames_desktop" / "translations").glob("*.ts"))
