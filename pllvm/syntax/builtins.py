"""The domain of the function map theta (Def. 1, §4.9.2): which external functions exist.

Def. 11 (2) requires every called function symbol to be defined in theta. This module names them;
their semantics are in `pllvm.exec` and `semantics/builtins.md`.
"""

from __future__ import annotations

import re

from pllvm.syntax.instructions import Call, Mask
from pllvm.syntax.module import Function
from pllvm.syntax.values import GlobalRef

__all__ = [
    "INTRINSIC_FAMILIES",
    "LIBM",
    "PLLVM_BUILTINS",
    "RV_BUILTINS",
    "TRANSCENDENTAL",
    "in_theta",
    "is_horizontal",
]

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

#: Math functions without an IEEE definition (by family: `logf`, `llvm.log.f32` are `log`): the
#: SMT engine leaves them uninterpreted, native code may differ from libm by a few ULPs.
TRANSCENDENTAL = frozenset({
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2",
    "expm1", "log", "log2", "log10", "log1p", "pow", "cbrt", "hypot",
})  # fmt: skip

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


def is_horizontal(fn: Function) -> bool:
    """Whether a thread's result can depend on the other threads: a horizontal builtin, `mask`,
    a `total` instruction, or a block predicate (a thread whose predicate is false follows the
    other threads' branches, Fig. 5.2). Without any of these, a lock-step run computes what
    independent runs of each thread compute."""
    for b in fn.blocks:
        if b.predicate is not None:
            return True
        for c in b.commands:
            if c.total or isinstance(c.op, Mask):
                return True
            if isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef) and (
                    c.op.callee.name in PLLVM_BUILTINS | RV_BUILTINS):
                return True
    return False
