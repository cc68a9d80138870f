"""What `pip install` gets: the wheel built from the project carries the grammar and the page
with the code, and its `pllvm` command is the one that hands calls to a running server."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from helpers import ROOT


def test_the_wheel_carries_the_grammar_the_page_and_the_command(tmp_path: Path) -> None:
    pytest.importorskip("hatchling", reason="the build backend (the dev extra installs it)")
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                        "--no-build-isolation", "--wheel-dir", str(tmp_path), str(ROOT)],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr[-2000:]
    (wheel,) = tmp_path.glob("pllvm-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"pllvm/text/grammar.lark", "pllvm/exec/page.html", "pllvm/__main__.py",
            "pllvm/launch.py", "pllvm/server.py"} <= names
    sources = {p.relative_to(ROOT).as_posix() for p in (ROOT / "pllvm").rglob("*.py")}
    assert sources <= names  # every module, none left behind
    assert not any("__pycache__" in n or n.startswith(("tests/", "corpus/")) for n in names)
    entry = next(n for n in names if n.endswith("entry_points.txt"))
    points = zipfile.ZipFile(wheel).read(entry).decode()
    assert "pllvm = pllvm.__main__:main" in points
