"""Exact floats (semantics/values.md [VAL-FLOAT-*]): minnum/maxnum, minimum/maximum and their
reductions order -0.0 below +0.0 and follow IEEE for NaN; results keep the sign of zero."""

from __future__ import annotations

import math

import pytest

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

