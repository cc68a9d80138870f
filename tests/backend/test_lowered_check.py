"""`pllvm check` accepts `pllvm lower`'s output: the widened function (its vector parameters and
the entry mask [WIDEN-FUNCTION] added) against the corpus function it came from, under the
vectorize relation, run-based, at W = 4 (and 8 with --runslow). A verdict is never `invalid`."""

from __future__ import annotations

import pytest

from pllvm.backend.native import lowered_text
from pllvm.check import Options, Side, check
from pllvm.syntax.builtins import is_horizontal
from pllvm.text import parse_file, parse_module
from tests.backend.test_differential import COMPARED, CORPUS, FOUR_THREADS

#: sources whose threads interact are compared with their lock-step run, which a vector
#: function cannot be (the check says `unknown`)
CASES = [c for c in COMPARED if not is_horizontal(parse_file(CORPUS / c[0]).function(c[1]))]


def _check(case: tuple[str, str], lanes: int) -> None:
    module = parse_file(CORPUS / case[0])
    fn = module.function(case[1])
    shapes = ",".join("v" for _ in fn.params)
    _, low, text = lowered_text(module, case[1], lanes, shapes)
    target = parse_module(text, f"<lowered {case[1]}>")
    verdict = check("vectorize", Side(module, case[1], "FR"), Side(target, low.name, "FR"),
                    Options(shapes=shapes, lanes=lanes, examples=12))
    assert verdict.kind != "invalid", verdict.explain()
    assert "SIMD vector function" in verdict.coverage or verdict.kind == "unknown", verdict.explain()


@pytest.mark.parametrize("case", CASES, ids="@".join)
def test_the_lowered_function_checks_against_its_source(case: tuple[str, str]) -> None:
    _check(case, 4)


@pytest.mark.slow
@pytest.mark.parametrize("case", [c for c in CASES if c not in FOUR_THREADS], ids="@".join)
def test_the_lowered_function_checks_against_its_source_at_8(case: tuple[str, str]) -> None:
    _check(case, 8)


def test_the_issue_command_on_logstar_is_valid_run_based_and_by_smt() -> None:
    """`pllvm lower fig3.20_logstar.pll --lanes 4` then `pllvm check ... --relation vectorize
    --shapes v`: the entry mask is given every thread live, both checks prove it."""
    module = parse_file(CORPUS / "thesis" / "fig3.20_logstar.pll")
    _, low, text = lowered_text(module, "logstar", 4, "v")
    assert [p.name for p in parse_module(text).function("logstar").params] == ["n", "entry.mask"]
    source, target = Side(module, "logstar", "FR"), Side(parse_module(text), low.name, "FR")
    run = check("vectorize", source, target, Options(shapes="v", lanes=4, examples=60))
    assert run.kind == "valid" and "SIMD vector function" in run.coverage, run.explain()
    proof = check("vectorize", source, target, Options(shapes="v", lanes=4, bound=3, smt=True))
    assert proof.kind == "valid" and proof.coverage.startswith("for all inputs, lanes 0..3"), \
        proof.explain()
