"""The domain of the function map theta (Def. 1, §4.9.2): which external functions exist.

Def. 11 (2) requires every called function symbol to be defined in theta. This module names them;
their semantics are in `pllvm.exec` and `semantics/builtins.md`.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from pllvm.syntax.instructions import AtomicRMW, Call, CmpXchg, Mask, Store
from pllvm.syntax.module import Function
from pllvm.syntax.values import GlobalRef

__all__ = [
    "ALC_BUILTINS",
    "ANY_TYPE_BUILTINS",
    "HORIZONTAL_BUILTINS",
    "INTRINSIC_FAMILIES",
    "LANEWISE_INTRINSICS",
    "LIBM",
    "OPENCL_BUILTINS",
    "PLLVM_BUILTINS",
    "RV_BUILTINS",
    "RV_EXPANDED",
    "TRANSCENDENTAL",
    "consolidates",
    "external_callees",
    "horizontal_because",
    "in_theta",
    "intrinsic_family",
    "is_horizontal",
]

#: Fig. 4.15: the horizontal builtins of P-LLVM.
PLLVM_BUILTINS = frozenset({"any", "all", "ballot", "popcount", "thread_id"})

#: The builtins of the RV vectorizer, with the same meaning as their P-LLVM counterparts.
RV_BUILTINS = frozenset({
    "rv_any", "rv_all", "rv_ballot", "rv_popcount", "rv_mask", "rv_extract", "rv_insert",
    "rv_shuffle", "rv_compact", "rv_lane_id", "rv_num_lanes", "rv_index", "rv_load", "rv_store",
    "rv_entry_mask",
})  # fmt: skip

#: RV's memory and entry builtins, which runs, checks and passes see written out in terms of the
#: others ([W-CMD-RV-MEM], `exec.rv_memory`); `rv_align` is the one that works thread by thread.
RV_EXPANDED = frozenset({"rv_load", "rv_store", "rv_align", "rv_entry_mask"})

#: The builtins that move a value of any type between threads: their calls may use any type,
#: whatever the declaration says (as LLVM accepts a call whose type is not the callee's), so one
#: module can move values of several types ([TXT-DECLARE]).
ANY_TYPE_BUILTINS = frozenset({"rv_extract", "rv_insert", "rv_shuffle", "rv_compact", "alc_permute"})

#: Active-lane consolidation (semantics/builtins.md [ALC]): the merged and remainder positions of
#: two vector iterations, and the two-register permute that moves operands to them.
ALC_BUILTINS = frozenset({"alc_merged", "alc_remainder", "alc_permute"})

#: OpenCL's work-group builtins that P-LLVM has ([CL-BARRIER], semantics/opencl.md): the ids and
#: sizes become parameters and `thread_id` arithmetic (`exec.ndrange`), a barrier stays a call.
OPENCL_BUILTINS = frozenset({"barrier"})

#: Every builtin whose result on a thread can depend on the other threads.
HORIZONTAL_BUILTINS = PLLVM_BUILTINS | RV_BUILTINS | ALC_BUILTINS | OPENCL_BUILTINS

_LIBM_DOUBLE = (
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh",
    "acosh", "atanh", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "sqrt",
    "cbrt", "hypot", "fabs", "floor", "ceil", "trunc", "round", "rint", "nearbyint", "fmin",
    "fmax", "fmod", "copysign", "fdim", "fma", "erf", "erfc", "tgamma", "lgamma", "logb",
    "remainder", "nextafter",
)  # fmt: skip

#: C math library functions, double (`sin`) and float (`sinf`) versions.
LIBM = frozenset(_LIBM_DOUBLE) | frozenset(name + "f" for name in _LIBM_DOUBLE)

#: Math functions without an IEEE definition (by family: `logf`, `llvm.log.f32` are `log`): the
#: SMT engine leaves them uninterpreted, native code may differ from libm by a few ULPs.
TRANSCENDENTAL = frozenset({
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2",
    "expm1", "log", "log2", "log10", "log1p", "pow", "cbrt", "hypot", "erf", "erfc", "tgamma",
    "lgamma",
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
    "experimental.noalias.scope.decl",
})  # fmt: skip

#: LLVM's lane-wise overloaded intrinsics (LangRef): family -> (operands, trailing immediate
#: operands). Every operand but the immediates (the i1 flag of `abs`, `ctlz`, `cttz`) has the
#: result's type, which names the intrinsic (`llvm.pow.v4f32`).
LANEWISE_INTRINSICS: dict[str, tuple[int, int]] = {
    **dict.fromkeys(("fabs", "sqrt", "sin", "cos", "exp", "exp2", "log", "log2", "log10", "floor",
                     "ceil", "trunc", "round", "rint", "nearbyint", "ctpop", "bswap",
                     "bitreverse"), (1, 0)),
    **dict.fromkeys(("pow", "copysign", "minnum", "maxnum", "minimum", "maximum", "smin", "smax",
                     "umin", "umax", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat"), (2, 0)),
    **dict.fromkeys(("fma", "fmuladd", "fshl", "fshr"), (3, 0)),
    **dict.fromkeys(("abs", "ctlz", "cttz"), (2, 1)),
}

#: an intrinsic's overload suffix: `.i32`, `.v4f32`, `.p0`, and typed pointers' `.p0i8`, `.v4p0f32`
_SCALAR_SUFFIX = r"(?:i\d+|f16|bf16|f32|f64|f80|f128)"
_TYPE_SUFFIX = re.compile(
    rf"(\.(?:v\d+|nxv\d+)?(?:{_SCALAR_SUFFIX}|p\d+(?:(?:v\d+)?{_SCALAR_SUFFIX})?))+$")


def intrinsic_family(name: str) -> str | None:
    """An intrinsic's name without `llvm.` and its type suffix (`llvm.smax.v4i32` -> `smax`);
    None for a name that is not `llvm.*`."""
    return _TYPE_SUFFIX.sub("", name[len("llvm."):]) if name.startswith("llvm.") else None


def in_theta(name: str) -> bool:
    """Whether the function symbol `name` (without `@`) is defined in the function map theta."""
    if name in HORIZONTAL_BUILTINS or name in LIBM or name in RV_EXPANDED:
        return True
    return intrinsic_family(name) in INTRINSIC_FAMILIES


def external_callees(fn: Function, defined: Collection[str]) -> list[str]:
    """The external functions outside θ that `fn` calls, sorted ([THETA-EXTERNAL]); `defined`:
    the functions its module defines (a call of one of those is not external)."""
    return sorted({c.op.callee.name for b in fn.blocks for c in b.commands
                   if isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef)
                   and c.op.callee.name not in defined and not in_theta(c.op.callee.name)})


def consolidates(fn: Function) -> bool:
    """Whether `fn` moves active lanes together: it calls an active-lane consolidation builtin
    ([ALC]) or compacts (`rv_compact`, as iterative consolidation does, [TR-ALC-ITER]); what it
    does then depends on which lanes a condition takes, not only on how many."""
    return any(isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef)
               and (c.op.callee.name in ALC_BUILTINS or c.op.callee.name == "rv_compact")
               for b in fn.blocks for c in b.commands)


def is_horizontal(fn: Function) -> bool:
    """Whether a thread's result can depend on the other threads (see `horizontal_because`).
    Without that, a lock-step run computes what independent runs of each thread compute."""
    return horizontal_because(fn) is not None


def horizontal_because(fn: Function) -> str | None:
    """What makes a thread's result depend on the other threads, first found: a block predicate
    (a thread whose predicate is false follows the other threads' branches, Fig. 5.2), a
    `total` instruction, `mask`, a horizontal builtin or an atomic read-modify-write or store
    (threads take turns on one memory, [W-INST-ATOMIC]); None if nothing does."""
    for b in fn.blocks:
        if b.predicate is not None:
            return "a block predicate"
        for c in b.commands:
            if c.total:
                return "a total instruction"
            if isinstance(c.op, Mask):
                return "mask"
            if isinstance(c.op, AtomicRMW | CmpXchg) or (
                    isinstance(c.op, Store) and c.op.ordering is not None):
                return "an atomic instruction"
            if isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef) and (
                    c.op.callee.name in HORIZONTAL_BUILTINS):
                return f"@{c.op.callee.name}"
    return None
