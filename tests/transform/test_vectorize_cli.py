"""`pllvm vectorize`: the program, the report of what was divergent and what was done, the
options, and errors without tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import CORPUS

from pllvm.cli import main
from pllvm.exec import run
from pllvm.text import parse_file

LOGSTAR = str(CORPUS / "thesis" / "fig3.20_logstar.pll")
NAB = str(CORPUS / "thesis" / "fig9.4_nab_boscc_cascade.pll")


def test_vectorize_writes_the_program_and_reports(tmp_path: Path, capsys) -> None:
    out = tmp_path / "logstar.vec.pll"
    assert main(["vectorize", LOGSTAR, "--shapes", "v", "--validate-each", "--examples", "10",
                 "-o", str(out)]) == 0
    report = capsys.readouterr().out
    assert "@logstar: 1 of 1 branches divergent (B), 1 of 1 loops divergent (B)" in report
    assert "loop B: divergent (B) -> uniform loop headed by B.uni, 1 exit(s) tracked" in report
    assert "branch in B.guard: divergent, folded to br B" in report
    assert report.count("check: valid") == 3
    assert "output: control-uniform (every branch uniform)" in report
    module = parse_file(str(out))
    assert run(module, "logstar", 2, "OBL", {"n": [88.38, 1.5]}).ret == [3, 1]


def test_vectorize_prints_the_program_to_stdout_and_the_report_to_stderr(capsys) -> None:
    assert main(["vectorize", LOGSTAR, "--shapes", "v"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("define i32 @logstar") and "predicate" in out
    assert "divergent-loops (FR -> FR):" in err


def test_emit_after_stops_the_pipeline(capsys) -> None:
    assert main(["vectorize", LOGSTAR, "--shapes", "v", "--emit-after", "divergent-loops"]) == 0
    out, err = capsys.readouterr()
    assert "linearize" not in err and "stopped after divergent-loops" in err
    assert "predicate" not in out and "B.guard:" in out


def test_boscc_at_and_json(capsys) -> None:
    assert main(["vectorize", NAB, "-f", "nab", "--shapes", "v,v,v,u,u,u,u", "--boscc-at",
                 "if1->if2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [s["pass"] for s in data["steps"]] == ["normalize", "divergent-loops", "boscc",
                                                  "linearize"]
    assert data["steps"][2]["notes"] == ["gadget on if1 -> if2"]
    assert data["control_uniform"] is True
    assert "if1.any:" in data["output"]


def test_check_reports_both_relations(capsys) -> None:
    assert main(["vectorize", LOGSTAR, "--shapes", "v", "--check", "--examples", "10",
                 "-o", "/dev/null"]) == 0
    report = capsys.readouterr().out
    assert "check same (input FR, output OBL): valid" in report
    assert "check vectorize (input FR, output OBL): valid" in report


def test_bad_requests_are_input_errors(capsys) -> None:
    assert main(["vectorize", NAB, "-f", "nab", "--shapes", "v,v,v,u,u,u,u", "--boscc-at",
                 "next->if1"]) == 2
    assert "BOSCC: next does not end in a two-way branch to if1" in capsys.readouterr().err
    assert main(["vectorize", NAB, "-f", "nab", "--shapes", "v,v"]) == 2
    assert "gives 2 shapes for the 7 parameters" in capsys.readouterr().err
    assert main(["vectorize", NAB, "-f", "nab", "--shapes", "v,v,v,u,u,u,u", "--boscc-at",
                 "if1"]) == 2
    assert "expected FROM->TO" in capsys.readouterr().err
