"""`pllvm vectorize --validate-each --smt`: every pipeline step proved by z3 on the thesis
programs at W = 4 and 8 (loops up to 2 iterations), and the result against the input (P9)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.check import Options as CheckOptions
from pllvm.check.passes import check_result, check_step
from pllvm.cli import main
from pllvm.text import parse_file
from pllvm.transform.pipeline import Options, vectorize

BOUND = 2
#: (file, function or None for all, shapes or None for all varying, the W proved at)
PROGRAMS = [
    ("thesis/fig3.20_logstar.pll", "logstar", "v", (4, 8)),
    ("thesis/fig4.1_safelog.pll", None, None, (4, 8)),
    ("thesis/fig3.14_partial_linearization.pll", "fig3_14b", "u,v", (4, 8)),
    ("thesis/fig7.9b_unstructured_join.pll", None, None, (4, 8)),
    ("notes/da_T2_divergent_exiting_block.pll", None, None, (4, 8)),
    ("thesis/fig3.17a_xsqrt.pll", None, None, (4,)),  # 50 s at W = 8
    ("notes/ai_fig1c_three_exits.pll", None, None, (4,)),  # 60 s at W = 8
]


def _cases():
    for rel, name, shapes, widths in PROGRAMS:
        module = parse_file(CORPUS / rel)
        for fn in module.functions:
            if name is None or fn.name == name:
                for lanes in widths:
                    yield rel, fn.name, shapes or ",".join("v" for _ in fn.params), lanes


@pytest.mark.parametrize("rel, name, shapes, lanes", list(_cases()), ids=lambda x: str(x))
def test_every_step_is_proved(rel: str, name: str, shapes: str, lanes: int) -> None:
    module = parse_file(CORPUS / rel)
    opts = CheckOptions(shapes=shapes, lanes=lanes, bound=BOUND, time_limit=60, smt=True)
    result = vectorize(module, Options(shapes, name, lanes), lambda step: check_step(step, name, opts))
    for step in result.steps:
        v = step.verdict
        assert v.kind == "valid", f"{rel} @{name} {step.name}: {v.explain()}"
        assert (f"lanes 0..{lanes - 1}, loops up to {BOUND} iterations" in v.coverage
                or "the two functions are identical" in v.coverage), v.coverage


def test_the_result_is_proved_against_the_input() -> None:
    """P9 for logstar: the output under OBL is the same as the input under FR, and its lanes are
    the scalar runs; the transcendental @log is uninterpreted and said so."""
    module = parse_file(CORPUS / "thesis/fig3.20_logstar.pll")
    result = vectorize(module, Options("v", "logstar", 4))
    verdicts = check_result(result, CheckOptions(shapes="v", lanes=4, bound=BOUND, smt=True))
    for relation, v in verdicts.items():
        assert v.kind == "valid", f"{relation}: {v.explain()}"
        assert "@log uninterpreted" in v.coverage


def test_vectorize_validate_each_smt_cli(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "ls.pll"
    assert main(["vectorize", str(CORPUS / "thesis/fig3.20_logstar.pll"), "--shapes", "v",
                 "--validate-each", "--smt", "--unroll", "2", "--check", "-o", str(out)]) == 0
    report = capsys.readouterr().out
    assert report.count("check: valid: for all inputs") == 3
    assert "check same (input FR, output OBL): valid: for all inputs" in report
    assert main(["vectorize", str(CORPUS / "thesis/fig3.20_logstar.pll"), "--shapes", "v",
                 "--smt", "--unroll", "0"]) == 2
