"""[CHK-REASSOC] A fast-math source may be reassociated: LLVM's vectorized fast sum is valid, the
same reordering of a strict sum is invalid, and a gross error in a fast sum is still found."""

from __future__ import annotations

from conftest import CORPUS

from pllvm.check import Options, Side, check
from pllvm.text import parse_file, parse_module

LV = CORPUS / "loopvectorize"


def _check(src: Side, tgt: Side):
    return check("same", src, tgt, Options(lanes=1, examples=120))


def test_llvms_vectorized_fast_sum_is_valid_up_to_reassociation() -> None:
    src = Side(parse_file(LV / "fast.ll"), "sum_float_fast", "FR")
    tgt = Side(parse_file(LV / "fast.haswell.ll"), "sum_float_fast", "FR")
    v = _check(src, tgt)
    assert v.kind == "valid", v.explain()
    assert "floats compared up to reassociation" in v.coverage


def test_the_same_reordering_of_a_strict_sum_is_invalid() -> None:
    src = Side(parse_file(LV / "reduce.ll"), "sum_float", "FR")
    tgt = Side(parse_file(LV / "broken" / "sum_float.ordered.strict_sum_reassociated.ll"),
               "sum_float", "FR")
    assert _check(src, tgt).kind == "invalid"


def test_a_fast_sum_off_by_one_element_is_still_invalid() -> None:
    text = (LV / "fast.haswell.ll").read_text()
    # the vector accumulator starts at 1.0 instead of 0.0: a difference of 1, not rounding
    bad = text.replace("phi <8 x float> [ zeroinitializer, %vector.ph ]",
                       "phi <8 x float> [ <float 1.0, float 0.0, float 0.0, float 0.0, "
                       "float 0.0, float 0.0, float 0.0, float 0.0>, %vector.ph ]", 1)
    assert bad != text
    src = Side(parse_file(LV / "fast.ll"), "sum_float_fast", "FR")
    v = _check(src, Side(parse_module(bad), "sum_float_fast", "FR"))
    assert v.kind == "invalid", v.explain()


FAST_ONE = """
define float @f(float %x) {
A:
  %r = fadd fast float %x, 0.0
  ret float %r
}
"""


def test_a_fast_result_off_by_a_thousandth_is_beyond_the_slack() -> None:
    """The slack is 2 · steps · (largest block) · 2^-23 times the absolute run's value: for one
    step of a block of two commands, about 5e-7 of |x|. A target that returns 1.001 · x
    differs by 1e-3 of |x| on every input but 0, and is invalid."""
    tgt = FAST_ONE.replace("fadd fast float %x, 0.0", "fmul float %x, 1.001")
    v = _check(Side(parse_module(FAST_ONE), "f", "FR"), Side(parse_module(tgt), "f", "FR"))
    assert v.kind == "invalid", v.explain()
    assert v.counterexample is not None
    assert v.counterexample.difference.startswith("thread 0 returns "), v.counterexample.difference


def _fast_chain(n: int) -> str:
    """One block of n `fadd fast` of 0.0 to %x: it returns x, in one step of n commands."""
    body = "".join(f"  %a{k} = fadd fast float %a{k - 1}, 0.0\n" for k in range(1, n + 1))
    return f"define float @f(float %a0) {{\nA:\n{body}  ret float %a{n}\n}}\n"


def test_the_slack_grows_with_the_largest_block() -> None:
    """2 · steps · (largest block) · 2^-23 of |x|: a target that returns x · (1 - 2^-19), 16 ·
    2^-23 of |x| away (shrinking, so it never overflows), is within the slack of a block of ten
    commands run once (20 · 2^-23) and beyond that of a block of two (4 · 2^-23)."""
    target = Side(parse_module("define float @f(float %x) {\nA:\n"
                               "  %r = fmul float %x, 0x3FEFFFFC00000000\n  ret float %r\n}\n"), "f", "FR")
    v = _check(Side(parse_module(_fast_chain(10)), "f", "FR"), target)
    assert v.kind == "valid" and "floats compared up to reassociation" in v.coverage, v.explain()
    assert _check(Side(parse_module(_fast_chain(2)), "f", "FR"), target).kind == "invalid"
