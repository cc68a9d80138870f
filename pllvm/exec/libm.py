"""θ's C math functions, computed by the host's C library through numba in the argument's
precision (semantics/builtins.md [THETA-LIBM]): one code for the compiled machine (exec/vm.py)
and the detailed rules (exec/theta.py), so both paths and native code give the same bits."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from numba import njit

#: the functions, by their θ family (exec/theta.family); `FUNCTIONS.index(name)` selects one
FUNCTIONS = ("sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh",
             "acosh", "atanh", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "erf",
             "erfc", "atan2", "pow", "hypot")
(SIN, COS, TAN, ASIN, ACOS, ATAN, SINH, COSH, TANH, ASINH, ACOSH, ATANH, EXP, EXP2, EXPM1, LOG,
 LOG2, LOG10, LOG1P, ERF, ERFC, ATAN2, POW, HYPOT) = range(len(FUNCTIONS))  # fmt: skip

_JIT: dict[str, Any] = {"cache": True, "nogil": True, "error_model": "numpy"}


@njit(inline="always", **_JIT)
def libm(k: int, x: float, y: float) -> float:
    """[THETA-LIBM] Function k of FUNCTIONS at x (and y for atan2, pow and hypot): numba lowers each to the C
    library's function of the arguments' type (`logf` for float, `log` for double)."""
    if k == LOG:
        return math.log(x)
    if k == EXP:
        return math.exp(x)
    if k == SIN:
        return math.sin(x)
    if k == COS:
        return math.cos(x)
    if k == TAN:
        return math.tan(x)
    if k == ASIN:
        return math.asin(x)
    if k == ACOS:
        return math.acos(x)
    if k == ATAN:
        return math.atan(x)
    if k == SINH:
        return math.sinh(x)
    if k == COSH:
        return math.cosh(x)
    if k == TANH:
        return math.tanh(x)
    if k == ASINH:
        return math.asinh(x)
    if k == ACOSH:
        return math.acosh(x)
    if k == ATANH:
        return math.atanh(x)
    if k == EXP2:
        return np.exp2(x)
    if k == EXPM1:
        return math.expm1(x)
    if k == LOG2:
        return math.log2(x)
    if k == LOG10:
        return math.log10(x)
    if k == LOG1P:
        return math.log1p(x)
    if k == ERF:
        return math.erf(x)
    if k == ERFC:
        return math.erfc(x)
    if k == ATAN2:
        return math.atan2(x, y)
    if k == POW:
        return math.pow(x, y)
    return math.hypot(x, y)


@njit(**_JIT)
def _lanes(k: int, x: np.ndarray, y: np.ndarray, out: np.ndarray) -> None:
    for i in range(x.size):
        out[i] = libm(k, x[i], y[i])


def on_lanes(k: int, *xs: np.ndarray) -> np.ndarray:
    """Function k of FUNCTIONS element by element on arrays of one shape, in their type; half
    is computed in float and rounded, as LLVM legalizes its calls."""
    dtype = xs[0].dtype
    work = dtype if dtype in (np.float32, np.float64) else np.dtype(np.float32)
    x = np.ascontiguousarray(xs[0], work).reshape(-1)
    y = np.ascontiguousarray(np.broadcast_to(xs[-1], xs[0].shape), work).reshape(-1)
    out = np.empty_like(x)
    _lanes(k, x, y, out)
    return out.reshape(xs[0].shape).astype(dtype, copy=False)
