"""Whether a native result equals the interpreter's (or another build's): exact, NaN equal to NaN
whatever its payload ([WIDEN-NAN]), and within `math_ulps` for code that calls a transcendental
math function ([WIDEN-MATH]); shared by the differential tests and the benchmarks."""

from __future__ import annotations

import math

import numpy as np

from pllvm.exec.lanes import POISON
from pllvm.exec.theta import family
from pllvm.syntax import Call, Function, GlobalRef
from pllvm.syntax.builtins import TRANSCENDENTAL

__all__ = ["MATH_ULPS", "close", "math_ulps"]

#: [WIDEN-MATH] Units in the last place allowed between two results of a transcendental function.
MATH_ULPS = 4
#: [WIDEN-MATH] Functions whose two implementations are each only good to about ten units in the
#: last place: the interpreter's tgamma is CPython's `math.gamma`, the native one the C library's
#: (glibc lists up to 9 ulps for double); at x = 33.046 they are 5 apart.
WIDE_ULPS = {"tgamma": 20}


def math_ulps(fn: Function) -> int:
    """The units in the last place a native result of `fn` may differ by: 0 without a call of a
    transcendental math function (libm or an LLVM intrinsic), else the largest allowance of the
    functions it calls."""
    return max((WIDE_ULPS.get(f, MATH_ULPS) for b in fn.blocks for c in b.commands
                if isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef)
                and (f := family(c.op.callee.name)) in TRANSCENDENTAL), default=0)


def _nan_bits(x: int) -> bool:
    """Whether the i32 `x` is the bit pattern of a float NaN."""
    return bool(np.isnan(np.array([x & 0xFFFFFFFF], np.uint32).view(np.float32))[0])


def close(a: object, b: object, ulps: int) -> bool:
    """Whether `b` (a native result) matches the reference `a`: equal, a zero with its sign;
    NaN equals NaN whatever its payload (bits LLVM leaves unspecified, [WIDEN-NAN]); with `ulps`,
    floats within that many units in the last place of their precision (either zero then); a
    poison reference allows any value (LLVM's refinement, values.md [VAL-REFINE])."""
    if isinstance(a, str) and a == POISON:
        return True
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y, ulps) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and isinstance(b, float):
        if a == b and (a != 0 or ulps > 0 or math.copysign(1.0, a) == math.copysign(1.0, b)):
            return True
        if a != a and b != b:
            return True
        with np.errstate(over="ignore"):  # a double beyond float's range is not a float
            single = float(np.float32(a)) == a and float(np.float32(b)) == b
        unit = abs(a) * 2.0**-23 if single else math.ulp(a)
        return ulps > 0 and math.isfinite(a) and abs(a - b) <= ulps * unit
    if isinstance(a, int) and isinstance(b, int) and a != b:
        return _nan_bits(a) and _nan_bits(b)
    return a == b
