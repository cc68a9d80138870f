"""Exact floats (semantics/values.md [VAL-FLOAT-*]): minnum/maxnum, minimum/maximum and their
reductions order -0.0 below +0.0 and follow IEEE for NaN; results keep the sign of zero."""

from __future__ import annotations

import math

import pytest
from helpers import both_paths

from pllvm.exec import run
from pllvm.text import parse_module

NAN = math.nan


def _bits(v: object) -> object:
    """A result with its sign of zero visible (`-0.0` and `0.0` compare equal in Python)."""
    if isinstance(v, float) and v == 0.0:
        return "-0.0" if math.copysign(1.0, v) < 0 else "+0.0"
    return "nan" if v == "nan" or (isinstance(v, float) and v != v) else v


def _call(name: str, xs: list[float], ys: list[float], ty: str = "double") -> list:
    text = f"""
declare {ty} @{name}({ty}, {ty})
define {ty} @f({ty} %x, {ty} %y) {{
A:
  %r = call {ty} @{name}({ty} %x, {ty} %y)
  ret {ty} %r
}}
"""
    r = run(parse_module(text), "f", len(xs), "FR", {"x": xs, "y": ys})
    return [_bits(v) for v in r.ret]  # type: ignore[union-attr]


XS = [0.0, -0.0, -0.0, 0.0, NAN, 1.0, NAN, -1.0]
YS = [-0.0, 0.0, -0.0, 0.0, 2.0, NAN, NAN, 3.0]


@pytest.mark.parametrize(("name", "want"), [
    ("llvm.minnum.f64", ["-0.0", "-0.0", "-0.0", "+0.0", 2.0, 1.0, "nan", -1.0]),
    ("llvm.maxnum.f64", ["+0.0", "+0.0", "-0.0", "+0.0", 2.0, 1.0, "nan", 3.0]),
    ("llvm.minimum.f64", ["-0.0", "-0.0", "-0.0", "+0.0", "nan", "nan", "nan", -1.0]),
    ("llvm.maximum.f64", ["+0.0", "+0.0", "-0.0", "+0.0", "nan", "nan", "nan", 3.0]),
    ("fmin", ["-0.0", "-0.0", "-0.0", "+0.0", 2.0, 1.0, "nan", -1.0]),
    ("fmax", ["+0.0", "+0.0", "-0.0", "+0.0", 2.0, 1.0, "nan", 3.0]),
])
def test_min_and_max_order_negative_zero_below_positive_zero(name: str, want: list) -> None:
    """[VAL-FLOAT-MINMAX]: minnum/maxnum give the other operand for one NaN (NaN for two);
    minimum/maximum propagate NaN; of two zeros, both order -0.0 < +0.0 whichever comes first
    (numpy's minimum(0.0, -0.0) is 0.0)."""
    assert _call(name, XS, YS) == want


def test_float_precision_keeps_the_zero_order() -> None:
    assert _call("llvm.minimum.f32", [0.0, -0.0], [-0.0, 0.0], "float") == ["-0.0", "-0.0"]
    assert _call("llvm.maxnum.f32", [-0.0, 0.0], [0.0, -0.0], "float") == ["+0.0", "+0.0"]


def test_reductions_fold_minnum_and_maxnum() -> None:
    """`vector.reduce.fmin`/`fmax` are minnum/maxnum over the elements: NaN elements are
    skipped, and a -0.0 anywhere is the minimum of zeros."""
    text = """
declare double @llvm.vector.reduce.fmin.v4f64(<4 x double>)
declare double @llvm.vector.reduce.fmax.v4f64(<4 x double>)
define double @lo(<4 x double> %v) {
A:
  %r = call double @llvm.vector.reduce.fmin.v4f64(<4 x double> %v)
  ret double %r
}
define double @hi(<4 x double> %v) {
A:
  %r = call double @llvm.vector.reduce.fmax.v4f64(<4 x double> %v)
  ret double %r
}
"""
    module = parse_module(text)
    v = [[0.0, NAN, -0.0, 0.0], [NAN, NAN, NAN, NAN], [-0.0, -0.0, 1.0, NAN]]
    assert [_bits(x) for x in run(module, "lo", 3, "FR", {"v": v}).ret] == ["-0.0", "nan", "-0.0"]
    assert [_bits(x) for x in run(module, "hi", 3, "FR", {"v": v}).ret] == ["+0.0", "nan", 1.0]



def _fma(ty: str, xs: list[float], ys: list[float], zs: list[float]) -> list:
    """fma on every thread, on both interpreter paths (`both_paths`: the same bits)."""
    suffix = "f32" if ty == "float" else "f64"
    text = f"""
declare {ty} @llvm.fma.{suffix}({ty}, {ty}, {ty})
define {ty} @f({ty} %x, {ty} %y, {ty} %z) {{
A:
  %r = call {ty} @llvm.fma.{suffix}({ty} %x, {ty} %y, {ty} %z)
  ret {ty} %r
}}
"""
    r = both_paths(text, {"x": xs, "y": ys, "z": zs}, len(xs))
    return [_bits(v) for v in r.ret]  # type: ignore[union-attr]


def test_fma_of_floats_rounds_once() -> None:
    """[VAL-FLOAT-FMA] 1.5 · 44075053175799808 + 1.5 = 66112579763699713.5 lies just above the
    midpoint of two floats; rounded to double first it is the midpoint, and rounding that to float
    goes down (ties to even). Rounded once it goes up, as hardware fma does."""
    got = _fma("float", [1.5, 1.0, -0.0], [44075053175799808.0, 2.0, 0.0], [1.5, -2.0, -0.0])
    assert got == [66112581911183360.0, "+0.0", "-0.0"]


def test_fma_of_doubles_rounds_once() -> None:
    """[VAL-FLOAT-FMA] (1 + 2^-35)² + 2^-53 = 1 + 2^-34 + 2^-53 + 2^-70: above the midpoint of
    1 + 2^-34 and its successor, so fma gives the successor; an 80-bit long double drops the
    2^-70, lands on the midpoint and rounds to even, down. Overflow of an exact result is ±inf,
    a product beyond the double range cancelled by z is finite, and one met by an infinite z is
    that z (not inf - inf)."""
    a = 1 + 2.0**-35
    big, most = 2.0**1000, 1.7976931348623157e308
    got = _fma("double", [a, big, big, most], [a, 2.0**30, 2.0**24, 2.0],
               [2.0**-53, 2.0**1023, -(2.0**1023), -math.inf])
    assert got == [1 + 2.0**-34 + 2.0**-52, "inf", 2.0**1023, "-inf"]
