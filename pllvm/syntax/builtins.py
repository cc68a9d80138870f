"""The domain of the function map theta (Def. 1, §4.9.2): which external functions exist.

Def. 11 (2) requires every called function symbol to be defined in theta. This module names them;
their semantics are in `pllvm.exec` and `semantics/builtins.md`.
"""

from __future__ import annotations

import re

__all__ = ["INTRINSIC_FAMILIES", "LIBM", "PLLVM_BUILTINS", "RV_BUILTINS", "in_theta"]

#: Fig. 4.15: the horizontal builtins of P-LLVM.
PLLVM_BUILTINS = frozenset({"any", "all", "ballot", "popcount", "thread_id"})

#: The builtins of the RV vectorizer, with the same meaning as their P-LLVM counterparts.
RV_BUILTINS = frozenset({
    "rv_any", "rv_all", "rv_ballot", "rv_popcount", "rv_mask", "rv_extract", "rv_insert",
    "rv_shuffle", "rv_compact", "rv_lane_id", "rv_num_lanes", "rv_index",
})  # fmt: skip

_LIBM_DOUBLE = (
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh",
    "acosh", "atanh", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "sqrt",
    "cbrt", "hypot", "fabs", "floor", "ceil", "trunc", "round", "rint", "nearbyint", "fmin",
    "fmax", "fmod", "copysign", "fdim", "fma",
)  # fmt: skip

#: C math library functions, double (`sin`) and float (`sinf`) versions.
LIBM = frozenset(_LIBM_DOUBLE) | frozenset(name + "f" for name in _LIBM_DOUBLE)

#: LLVM intrinsic families (the name up to its type suffix, e.g. `llvm.smax` for `llvm.smax.i32`).
INTRINSIC_FAMILIES = frozenset({
    "fmuladd", "fma", "fabs", "sqrt", "sin", "cos", "exp", "exp2", "log", "log2", "log10", "pow",
    "powi", "floor", "ceil", "trunc", "round", "rint", "nearbyint", "copysign", "minnum", "maxnum",
    "minimum", "maximum", "smin", "smax", "umin", "umax", "abs", "ctpop", "ctlz", "cttz", "fshl",
    "fshr", "bswap", "bitreverse", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat",
    "sadd.with.overflow", "uadd.with.overflow", "ssub.with.overflow", "usub.with.overflow",
    "smul.with.overflow", "umul.with.overflow", "vector.reduce.add", "vector.reduce.mul",
    "vector.reduce.and", "vector.reduce.or", "vector.reduce.xor", "vector.reduce.smax",
    "vector.reduce.smin", "vector.reduce.umax", "vector.reduce.umin", "vector.reduce.fadd",
    "vector.reduce.fmul", "vector.reduce.fmax", "vector.reduce.fmin", "masked.load",
    "masked.store", "masked.gather", "masked.scatter", "memcpy", "memmove", "memset",
    "lifetime.start", "lifetime.end", "expect", "assume", "load.relative",
})  # fmt: skip

_TYPE_SUFFIX = re.compile(r"(\.(?:v\d+|nxv\d+)?(?:i\d+|f16|bf16|f32|f64|f80|f128|p\d+))+$")


def in_theta(name: str) -> bool:
    """Whether the function symbol `name` (without `@`) is defined in the function map theta."""
    if name in PLLVM_BUILTINS or name in RV_BUILTINS or name in LIBM:
        return True
    if name.startswith("llvm."):
        return _TYPE_SUFFIX.sub("", name[len("llvm."):]) in INTRINSIC_FAMILIES
    return False
