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


SWAP = """
define <2 x i32> @swap(<2 x i32> %v, i1 %c) {
entry:
  %s = shufflevector <2 x i32> %v, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %r = select i1 %c, <2 x i32> %s, <2 x i32> %v
  ret <2 x i32> %r
}
"""


def test_a_thread_s_own_vector_is_its_slice_of_the_widened_result() -> None:
    """[WIDEN-TENSOR], [WIDEN-FUNCTION]: the lowered @swap returns `<6 x i32>` for 3 threads and
    takes the entry mask last; the check reads thread t's `<2 x i32>` from elements 2t and
    2t+1. It is valid; a lowering whose shuffle leaves thread 2's elements in place is invalid
    on thread 2 alone, with thread 2's two elements against its scalar run's, and the
    difference shows the one SIMD run's `ret` of every thread's elements."""
    module = parse_module(SWAP)
    _, low, text = lowered_text(module, "swap", 3, "v,v")
    assert "define <6 x i32> @swap(<6 x i32> %v, <3 x i1> %c, <3 x i1> %entry.mask)" in text
    source, opts = Side(module, "swap", "FR"), Options(shapes="v,v", lanes=3, examples=40)
    good = check("vectorize", source, Side(parse_module(text), low.name, "FR"), opts)
    assert good.kind == "valid" and "SIMD vector function" in good.coverage, good.explain()
    wrong = text.replace("<i32 1, i32 0, i32 3, i32 2, i32 5, i32 4>",
                         "<i32 1, i32 0, i32 3, i32 2, i32 4, i32 5>")
    assert wrong != text
    bad = check("vectorize", source, Side(parse_module(wrong), low.name, "FR"), opts)
    assert bad.kind == "invalid", bad.explain()
    cex = bad.counterexample
    assert cex is not None and cex.args["c"][2] in (1, True)
    x, y = cex.args["v"][2]
    lines = cex.difference.splitlines()
    assert lines[0] == f"thread 2 returns <{x} {y}>, the scalar run returns <{y} {x}>", cex.difference
    assert lines[1].startswith("  source: step 0, block entry: `ret <2 x i32> %r`"), cex.difference
    assert lines[3].startswith("  target: step 0, block entry: `ret <6 x i32> %r` (%r = <"), cex.difference
