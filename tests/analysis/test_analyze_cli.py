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


def test_a_consecutive_parameter_starts_anywhere() -> None:
    """[DA-SIG] `s1` is `(1,1)`: `x = 2i` of Fig. 10.5 is `(2,2)`, which the drawn `i = [1, 2]`
    honours; read as `(1,0)` it was `(2,0)` and the check reported 6 contradictions."""
    fig = str(CORPUS / "thesis" / "fig10.5_stride_alignment.pll")
    r = pllvm("analyze", fig, "--shapes", "u,s1", "--lattice", "sa", "--check")
    assert r.returncode == 0 and "no contradiction" in r.stdout, r.stdout
    out = json.loads(pllvm("analyze", fig, "--shapes", "u,s1", "--lattice", "sa", "--json").stdout)
    assert out["values"]["%x"] == "(2,2)" and out["values"]["%p"] == "(16,1)"
