"""The dynamic soundness check: no contradiction on any corpus analysis, one for each deliberately
unsound variant (the published compare rule, the printed Algorithm 1 of the POPL paper, an
analysis that ignores sync dependence, the thesis's direct control dependence)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.analysis import analyze, parse_signature
from pllvm.analysis.lattice import show
from pllvm.analysis.soundness import check_soundness
from pllvm.exec import run
from pllvm.script import analyses
from pllvm.syntax import Module, VectorType
from pllvm.text import parse_file, parse_module


def _checkable() -> list[tuple[Path, str | None, str, str]]:
    out = []
    for path in sorted(CORPUS.rglob("*.pll")):
        m = parse_file(path)
        seen = set()
        for c in analyses(path.read_text()):
            fn = m.function(c.function)
            if any(isinstance(p.ty, VectorType) for p in fn.params):
                continue
            key = (c.function, c.shapes, c.lattice)
            if key not in seen:
                seen.add(key)
                out.append((path, c.function, c.shapes, c.lattice))
    return out


CHECKABLE = _checkable()


def test_most_corpus_analyses_are_checked() -> None:
    assert len(CHECKABLE) >= 50


@pytest.mark.parametrize(("path", "function", "shapes", "lattice"), CHECKABLE,
                         ids=[f"{p.name}:{f or ''}:{s}:{lat}" for p, f, s, lat in CHECKABLE])
def test_no_execution_contradicts_the_analysis(path: Path, function: str | None, shapes: str,
                                               lattice: str) -> None:
    found, schedules = check_soundness(parse_file(path), function, shapes, lattice,
                                       lanes=(2, 3, 4), samples=1, max_schedules=40)
    assert schedules > 0
    assert not found, "\n".join(map(str, found[:5]))


@pytest.mark.parametrize(("file", "function", "shapes", "lattice", "variant", "fact"), [
    ("thesis/fig10.11_uniform_compare.pll", "published_counterexample", "(0,4),(1,4)", "sa",
     "published_compare", "%c has shape (0,1)"),
    ("notes/ai_fig1b_temporal_liveout.pll", None, "v", "basic", "popl_printed",
     "is not temporal-divergent"),
    ("thesis/fig7.1a_sync_divergence.pll", None, "v", "basic", "no_sync",
     "D is not sync-divergent"),
    ("notes/da_T1_nested_uniform.pll", None, "v,u", "basic", "direct_cdep",
     "has uniform activation"),
    ("notes/da_stale_fr_read.pll", None, "v", "basic", "no_stale",
     "%k has shape u, but the active threads reading it in `%r = add i32 %k, 0` held"),
], ids=["published_compare", "popl_printed", "no_sync", "direct_cdep", "no_stale"])
def test_each_unsound_variant_is_caught(file: str, function: str | None, shapes: str,
                                        lattice: str, variant: str, fact: str) -> None:
    m = parse_file(CORPUS / file)
    assert not check_soundness(m, function, shapes, lattice, samples=2)[0]
    found, _ = check_soundness(m, function, shapes, lattice, samples=2, variants=[variant])
    assert any(fact in str(c) for c in found), [str(c) for c in found[:5]]


@pytest.mark.parametrize(("file", "function", "shapes"), [
    ("thesis/fig4.11_shadow_phi.pll", None, "v,u"),
    ("thesis/fig4.11_shadow_phi.pll", None, "v,v"),
    ("thesis/fig3.22_logstar_dlt.pll", "logstar_dlt", "v"),
])
def test_passive_threads_neither_run_ahead_nor_leave_stale_values_read(file: str, function: str | None,
                                                                      shapes: str) -> None:
    """[SCHED-PENDING-TOP] and [DA-UNIFORM-ACTIVE]: threads passive by a predicate do not let the
    others run through a join ahead of them (Fig. 4.11 with a false b gave 44 contradictions),
    and their stale FR values are not read as the uniform ones (logstar_dlt gave 9)."""
    found, schedules = check_soundness(parse_file(CORPUS / file), function, shapes, samples=3)
    assert schedules > 0
    assert not found, "\n".join(map(str, found[:5]))


@pytest.mark.parametrize(("x", "y", "published", "fixed"), [
    ("(2,2)", "(3,2)", "v", "v"),  # hi·3 = 9 ≥ lo·3 + 2 = 8: no rule calls it uniform
    ("(1,4)", "(0,4)", "u", "u"),  # 1·3 < 0·3 + 4, and x's stride is the larger: uniform
    ("(0,4)", "(1,4)", "u", "v"),  # the published rule is symmetric: the erratum
])
def test_the_published_compare_rule_is_the_formula_of_the_text(x: str, y: str, published: str,
                                                                 fixed: str) -> None:
    """[SA-CMP] at W = 4 for `icmp sge` of x = a·k + s_x·t and y = a·l + s_y·t (g = gcd of the
    alignments): as published (§10.4.4, variant `published_compare`) uniform iff x = y or
    max(s)·(W-1) < min(s)·(W-1) + g, symmetric in the strides; fixed, iff s_x - s_y ≥ 0 and
    (s_x - s_y)·(W-1) < g."""
    m = parse_module("define i1 @f(i32 %x, i32 %y) {\nA:\n  %c = icmp sge i32 %x, %y\n  ret i1 %c\n}\n")
    fn = m.function("f")
    shapes, _ = parse_signature(f"{x},{y}", fn)
    for variants, want in ((("published_compare",), published), ((), fixed)):
        got = analyze(m, fn, shapes, "sa", 4, variants).shapes["c"]
        assert show(got, "basic") == want, (variants, show(got, "sa"))


def _strided(ret: str, params: str, signature: str, lanes: int, *lines: str) -> tuple[Module, dict]:
    """A one-block function `@f(params)` whose first value is `%t` = thread_id, then `lines`:
    the module and the shapes the analysis gives on the stride-alignment lattice at W = lanes."""
    m = parse_module("declare i32 @thread_id()\n"
                     f"define {ret} @f({params}) {{\nA:\n  %t = call i32 @thread_id()\n"
                     + "".join(f"  {line}\n" for line in lines) + "}\n")
    fn = m.function("f")
    return m, analyze(m, fn, parse_signature(signature, fn)[0], "sa", lanes).shapes


@pytest.mark.parametrize(("body", "want"), [
    (["%z = zext i32 %t to i64"], "(1,0)"),  # thread_id, non-negative and far below 2^31
    (["%m = mul i8 %t8, 16", "%z = zext i8 %m to i32"], "(16,0)"),  # 16·3 = 48 < 2^7
    (["%m = mul i8 %t8, 64", "%z = zext i8 %m to i32"], "v"),  # 64·3 = 192 ≥ 2^7: may read negative
], ids=["thread_id", "stride_16_i8", "stride_64_i8"])
def test_zext_keeps_a_stride_whose_every_value_is_known_and_below_the_sign_bit(body: list[str],
                                                                               want: str) -> None:
    """[SA-ZEXT] at W = 4: `zext` of s·t (alignment 0, s ≥ 0) keeps the shape while
    s·(W-1) < 2^(bits-1), and falls back to the basic rule (varying) beyond it."""
    _, shapes = _strided("void", "", "", 4, "%t8 = trunc i32 %t to i8", *body, "ret void")
    got = shapes["z"]
    assert show(got, "sa") == want or (want == "v" and show(got, "basic") == "v"), show(got, "sa")


def test_a_shift_by_63_is_not_a_multiplication_over_the_integers() -> None:
    """[SA-SHL] `shl i64 %x, 63` keeps only the lowest bit of x, in the sign: 1 << 63 as a
    stride would claim x << 63 grows with t over ℤ, and the compare rule would then call
    `icmp sge` of t << 63 and (2v) << 63 (always 0) uniform, where thread 1 holds -2^63 < 0.
    Shifts by 63 take the variable-shift rule: %x varying, and so is %c."""
    m, shapes = _strided("i1", "i64 %v", "u", 2, "%t64 = zext i32 %t to i64", "%x = shl i64 %t64, 63",
                         "%v2 = mul i64 %v, 2", "%y = shl i64 %v2, 63", "%c = icmp sge i64 %x, %y",
                         "ret i1 %c")
    assert (show(shapes["x"], "basic"), show(shapes["c"], "basic")) == ("v", "v")
    assert run(m, "f", 2, "FR", {"v": 5}).ret == [1, 0]  # what a uniform %c would contradict


def test_udiv_of_a_stride_that_reaches_the_divisor_is_varying() -> None:
    """[SA-UREM] x = 4k + 4t at W = 2: s·(W-1) = 4 is not below c = 4, so thread 1 crosses into
    the next multiple and `x udiv 4` = k + t varies (the rule needs s·(W-1) < c, strictly)."""
    m, shapes = _strided("i32", "i32 %k", "u", 2, "%k4 = mul i32 %k, 4", "%t4 = mul i32 %t, 4",
                         "%x = add i32 %k4, %t4", "%q = udiv i32 %x, 4", "ret i32 %q")
    assert show(shapes["q"], "basic") == "v"
    assert run(m, "f", 2, "FR", {"k": 7}).ret == [7, 8]


def test_urem_and_udiv_of_a_stride_below_the_divisor_are_exact() -> None:
    """[SA-UREM] x = 4k + t at W = 4: s·(W-1) = 3 < c = 4, so `x urem 4` is t exactly (1,0) and
    `x udiv 4` is k, uniform: the bound is s·(W-1), not s·W."""
    m, shapes = _strided("i32", "i32 %k", "u", 4, "%k4 = mul i32 %k, 4", "%x = add i32 %k4, %t",
                         "%r = urem i32 %x, 4", "%q = udiv i32 %x, 4", "%s = add i32 %r, %q",
                         "ret i32 %s")
    assert (show(shapes["r"], "sa"), show(shapes["q"], "basic")) == ("(1,0)", "u")
    assert run(m, "f", 4, "FR", {"k": 7}).ret == [7, 8, 9, 10]


def test_urem_of_a_uniform_multiple_of_the_divisor_is_exactly_zero() -> None:
    """[SA-UREM] with s = 0: x = 8k is a multiple of 4 on every thread, so `x urem 4` is 0
    exactly, the shape (0,0), not just some uniform value."""
    _, shapes = _strided("i32", "i32 %k", "u", 4, "%x = mul i32 %k, 8", "%r = urem i32 %x, 4",
                         "ret i32 %r")
    assert show(shapes["r"], "sa") == "(0,0)"
