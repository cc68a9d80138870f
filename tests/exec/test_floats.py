"""Exact floats (semantics/values.md [VAL-FLOAT-*]): minnum/maxnum, minimum/maximum and their
reductions order -0.0 below +0.0 and follow IEEE for NaN; results keep the sign of zero."""

from __future__ import annotations

import math

import pytest
from helpers import both_paths

from pllvm.exec import Buffer, run
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


#: quiet NaNs with different payloads, as the high words of a, b, c of the test below (and a
#: float's only word): negative ones, and a positive one that is also a NaN as a double's high word
NAN_A, NAN_B, NAN_C = -4, -3, 0x7FF80123


@pytest.mark.parametrize("ty", ["float", "double"])
@pytest.mark.parametrize("lanes", [1, 3, 17, 65])
def test_two_nans_give_the_first_operands_nan_on_every_lane_and_path(ty: str, lanes: int) -> None:
    """[VAL-FLOAT-NAN] Where both operands are NaN, the result is the first one's NaN, quieted:
    on every thread at every W (numpy's vector loops and their scalar tails pick different
    operands, and so may LLVM's code for the compiled machine), on both paths, bit for bit.
    Thread t reads its operands from words 2t and 2t + 1 of the buffers (a double from the
    pair, a float from the first word)."""
    elem = "i64" if ty == "double" else "i32"
    stores = "".join(f"  %o{k} = add i64 %t, {k * lanes}\n"  # result k of thread t: out[k·W + t]
                     f"  %p{k} = getelementptr {elem}, ptr %out, i64 %o{k}\n"
                     f"  store {ty} %{v}, ptr %p{k}\n" for k, v in enumerate("sdmqr"))
    text = f"""
declare {ty} @llvm.fmuladd.f{64 if ty == "double" else 32}({ty}, {ty}, {ty})
define void @f(ptr %a, ptr %b, ptr %c, ptr %out, i64 %t) {{
A:
  %pa = getelementptr {elem}, ptr %a, i64 %t
  %pb = getelementptr {elem}, ptr %b, i64 %t
  %pc = getelementptr {elem}, ptr %c, i64 %t
  %x = load {ty}, ptr %pa
  %y = load {ty}, ptr %pb
  %z = load {ty}, ptr %pc
  %s = fadd {ty} %x, %y
  %d = fsub {ty} %y, %x
  %m = fmul {ty} %z, %x
  %q = fdiv {ty} %y, %z
  %r = call {ty} @llvm.fmuladd.f{64 if ty == "double" else 32}({ty} %z, {ty} %y, {ty} %x)
{stores}  ret void
}}
"""
    wide = ty == "double"

    def word(v: int) -> int:  # the NaN as the buffer's element: a double's is its high half
        return (v << 32) | 0x1234 if wide else v

    a, b, c = word(NAN_A), word(NAN_B), word(NAN_C)
    buffers = {"a": Buffer(elem, (a,) * lanes), "b": Buffer(elem, (b,) * lanes),
               "c": Buffer(elem, (c,) * lanes), "out": Buffer(elem, (0,) * (5 * lanes))}
    args = {"t": list(range(lanes))}
    m = parse_module(text)
    fast = run(m, "f", lanes, "FR", args, buffers)
    slow = run(m, "f", lanes, "FR", args, buffers, fast=False)
    assert (fast.path, slow.path) == ("compiled", "detailed")
    quiet = 1 << (51 if wide else 22)
    mask = (1 << (64 if wide else 32)) - 1
    x, y, z = a & mask, b & mask, c & mask
    first = [x, y, z, y, z]  # fadd x,y; fsub y,x; fmul z,x; fdiv y,z; fmuladd z,y,x
    want = [w | quiet for w in first for _ in range(lanes)]
    for r in (fast, slow):
        assert [v & mask for v in r.memory["out"]] == want
