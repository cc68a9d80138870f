"""`pllvm analyze` as a user meets it."""

from __future__ import annotations

import json
import subprocess
import sys

from conftest import CORPUS

FIG73 = CORPUS / "thesis" / "fig7.3_nonlocal_cnb.pll"


def pllvm(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pllvm", *args], capture_output=True, text=True,
                          check=False)


def test_json_facts() -> None:
    r = pllvm("analyze", str(FIG73), "--shapes", "v,u,u", "--json")
    out = json.loads(r.stdout)
    assert r.returncode == 0
    assert out["values"]["%i"] == "u" and out["values"]["%x"] == "v"
    assert out["branches"] == {"A": "divergent", "B": "uniform", "C": "uniform"}
    assert out["loops"] == {"A": "divergent"}
    assert out["sdep"] == {"A": ["D", "X"]} and out["tdep"] == {"A": ["E", "F"]}


def test_annotated_text() -> None:
    r = pllvm("analyze", str(FIG73), "--shapes", "v,u,u")
    assert "br i1 %ca, label %B, label %D" in r.stdout
    assert "; divergent, sdep {D, X}, tdep {E, F}" in r.stdout
    assert "temporal-divergent" in r.stdout


def test_check_reports_no_contradiction_and_bad_signatures_are_errors() -> None:
    r = pllvm("analyze", str(FIG73), "--shapes", "v,u,u", "--check", "--check-lanes", "2",
              "--samples", "1")
    assert r.returncode == 0 and "no contradiction" in r.stdout
    bad = pllvm("analyze", str(FIG73), "--shapes", "v,u")
    assert bad.returncode == 2
    assert "gives 2 shapes for the 3 parameters of @fig7_3" in bad.stderr
