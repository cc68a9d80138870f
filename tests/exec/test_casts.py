"""Conversions against Python's numbers: every integer cast between the widths pllvm runs, on
the edge values of the source width, with its poison-generating flags ([VAL-POISON-FLAGS]);
`fptosi`/`fptoui` inside and outside the target's range ([VAL-POISON-FPTOI]); and
`sitofp`/`uitofp`, on the detailed path's rules (pllvm/exec/arith.py)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from helpers import edge_values, int_lanes, signed

from pllvm.exec.arith import CASTS
from pllvm.exec.lanes import Lanes, dtype_of
from pllvm.syntax import FloatType, IntType

WIDTHS = [1, 7, 8, 16, 32, 33, 48, 64]





def _cast(op: str, a: Lanes, to: np.dtype, from_bits: int, to_bits: int,
          flags: tuple[str, ...] = ()) -> list[int | float | None]:
    """Each lane's result as a Python number (integers unsigned), None where it is poison."""
    got = CASTS[op](a, to, from_bits, to_bits, flags)
    assert got.poison is None or (got.poison == ~got.defined).all()
    return [(float(v) if to.kind == "f" else int(v)) if d else None
            for v, d in zip(got.data.tolist(), got.defined.tolist(), strict=True)]


@pytest.mark.parametrize("to_bits", WIDTHS)
@pytest.mark.parametrize("from_bits", WIDTHS)
def test_integer_casts_between_every_pair_of_widths(from_bits: int, to_bits: int) -> None:
    """`trunc` keeps the low bits (`nuw`: poison if a dropped bit is set; `nsw`: poison if the
    result, sign-extended, is not the signed source); `zext` and `sext` extend (`zext nneg`:
    poison on a negative source)."""
    values = edge_values(from_bits)
    a, to = int_lanes(values, from_bits), dtype_of(IntType(to_bits))
    mod = 1 << to_bits
    if to_bits < from_bits:
        low = [v % mod for v in values]
        assert _cast("trunc", a, to, from_bits, to_bits) == low
        assert _cast("trunc", a, to, from_bits, to_bits, ("nuw",)) == [
            r if v == r else None for v, r in zip(values, low, strict=True)]
        assert _cast("trunc", a, to, from_bits, to_bits, ("nsw",)) == [
            r if signed(r, to_bits) == signed(v, from_bits) else None
            for v, r in zip(values, low, strict=True)]
    if to_bits > from_bits:
        assert _cast("zext", a, to, from_bits, to_bits) == values
        assert _cast("zext", a, to, from_bits, to_bits, ("nneg",)) == [
            v if signed(v, from_bits) >= 0 else None for v in values]
        assert _cast("sext", a, to, from_bits, to_bits) == [signed(v, from_bits) % mod for v in values]


def _floats(values: list[float], kind: str) -> Lanes:
    data = np.array(values, dtype_of(FloatType(kind)))
    return Lanes(data, np.ones(len(values), np.bool_))


@pytest.mark.parametrize("kind", ["float", "double"])
@pytest.mark.parametrize("to_bits", WIDTHS)
def test_float_to_integer_truncates_and_is_poison_outside_the_range(kind: str, to_bits: int) -> None:
    """[VAL-POISON-FPTOI]: toward zero; NaN, infinities and truncations outside the target's
    signed (`fptosi`) or unsigned (`fptoui`) range are poison; the range's ends exactly."""
    half, full = 2.0 ** (to_bits - 1), 2.0 ** to_bits
    values = [0.0, -0.0, 0.75, -0.75, 1.5, -1.5, 2.0, -2.0, half, -half, half - 1, -half - 1, full,
              full - 1, 2.0 ** 63, 2.0 ** 64, 1e30, -1e30, math.inf, -math.inf, math.nan]
    values = [v for v in values if kind == "double" or float(np.float32(v)) == v or v != v]
    a, to = _floats(values, kind), dtype_of(IntType(to_bits))
    mod = 1 << to_bits

    def want(v: float, lo: float, hi: float) -> int | None:
        if v != v or math.isinf(v) or not lo <= math.trunc(v) < hi:
            return None
        return math.trunc(v) % mod

    assert _cast("fptosi", a, to, 32 if kind == "float" else 64, to_bits) == [
        want(v, -half, half) for v in values]
    assert _cast("fptoui", a, to, 32 if kind == "float" else 64, to_bits) == [
        want(v, 0, full) for v in values]


@pytest.mark.parametrize("kind", ["float", "double"])
@pytest.mark.parametrize("from_bits", WIDTHS)
def test_integer_to_float_reads_the_source_signed_or_unsigned(kind: str, from_bits: int) -> None:
    """`sitofp` reads the source as signed, `uitofp` as unsigned, rounding to nearest (`uitofp
    nneg`: poison on a negative source)."""
    values = edge_values(from_bits)
    a, to = int_lanes(values, from_bits), dtype_of(FloatType(kind))
    rounded = np.float32 if kind == "float" else np.float64
    assert _cast("sitofp", a, to, from_bits, 32) == [float(rounded(signed(v, from_bits))) for v in values]
    assert _cast("uitofp", a, to, from_bits, 32) == [float(rounded(v)) for v in values]
    assert _cast("uitofp", a, to, from_bits, 32, ("nneg",)) == [
        float(rounded(v)) if signed(v, from_bits) >= 0 else None for v in values]
