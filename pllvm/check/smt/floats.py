"""Floating-point operations of one lane as z3 terms: IEEE 754 with round-to-nearest-even, the
rules of `pllvm.exec.arith` (numpy computes in the type's own precision, so does z3 here).

Fast-math flags: `nnan` makes a defined NaN operand, or a NaN result of defined operands, poison,
`ninf` an infinite one; `fast` both.
Transcendental functions have no IEEE definition z3 knows; they are uninterpreted functions
(`apply`), which keeps proofs sound and may make a model spurious: such a model is replayed
like any other and refined where the real function disagrees ([CHK-SMT-REFINE]). The same abstraction
of every floating-point operation is the first, cheap attempt of a proof ([CHK-SMT]).
"""

from __future__ import annotations

from collections.abc import Callable

import z3

from pllvm.check.smt.ints import Term, either, make, poison_of
from pllvm.errors import Unsupported
from pllvm.syntax import FloatType

__all__ = ["FCMP", "FLOAT_BINARY", "MATH", "apply", "fcmp", "float_binary", "fmf_poison",
           "sort_of_float"]

RNE = z3.RNE()

_SORTS = {"half": z3.Float16(), "float": z3.Float32(), "double": z3.Float64()}


def sort_of_float(ty: FloatType) -> z3.FPSortRef:
    if ty.kind not in _SORTS:
        raise Unsupported(f"type {ty.kind}: only half, float and double are encoded")
    return _SORTS[ty.kind]


def fmf_poison(flags: tuple[str, ...], operands: list[Term], result: z3.FPRef | None,
               poison: z3.BoolRef) -> z3.BoolRef:
    """[VAL-POISON-FMF] `poison` or: under `nnan` a defined NaN operand, or a NaN result of
    defined operands; under `ninf` the same for infinities (`fast` implies both); `result`
    None for a comparison. Integer operands (a call's) are not tested."""
    tests = ([z3.fpIsNaN] if "nnan" in flags or "fast" in flags else []) + (
        [z3.fpIsInf] if "ninf" in flags or "fast" in flags else [])
    fps = [t for t in operands if isinstance(t.value, z3.FPRef)]
    if not tests or not fps:
        return poison
    both = z3.And(*[t.defined for t in fps])
    hits = [z3.And(t.defined, test(t.value)) for test in tests for t in fps]
    if result is not None:
        hits += [z3.And(both, test(result)) for test in tests]
    return either(poison, *hits)


FLOAT_BINARY: dict[str, Callable[[z3.FPRef, z3.FPRef], z3.FPRef]] = {
    "fadd": lambda x, y: z3.fpAdd(RNE, x, y), "fsub": lambda x, y: z3.fpSub(RNE, x, y),
    "fmul": lambda x, y: z3.fpMul(RNE, x, y), "fdiv": lambda x, y: z3.fpDiv(RNE, x, y),
}  # fmt: skip


def float_binary(op: str, a: Term, b: Term, flags: tuple[str, ...], abstract: bool = False) -> Term:
    """fadd, fsub, fmul, fdiv (`frem` is C's fmod, which z3 lacks: unsupported); with
    `abstract`, an uninterpreted function of the operands instead of IEEE arithmetic."""
    if op not in FLOAT_BINARY:
        raise Unsupported(f"`{op}` has no z3 encoding (z3's fpRem is IEEE remainder, not fmod)")
    r = apply(op, a.value.sort(), a.value, b.value) if abstract else FLOAT_BINARY[op](a.value, b.value)
    return make(r, z3.And(a.defined, b.defined), fmf_poison(flags, [a, b], r, poison_of(a, b)))


def _ordered(test: Callable[[z3.FPRef, z3.FPRef], z3.BoolRef]) -> Callable:
    return lambda x, y: z3.And(z3.Not(z3.fpIsNaN(x)), z3.Not(z3.fpIsNaN(y)), test(x, y))


def _unordered(test: Callable[[z3.FPRef, z3.FPRef], z3.BoolRef]) -> Callable:
    return lambda x, y: z3.Or(z3.fpIsNaN(x), z3.fpIsNaN(y), test(x, y))


_TESTS = {"eq": z3.fpEQ, "gt": z3.fpGT, "ge": z3.fpGEQ, "lt": z3.fpLT, "le": z3.fpLEQ,
          "ne": lambda x, y: z3.Not(z3.fpEQ(x, y))}

FCMP: dict[str, Callable[[z3.FPRef, z3.FPRef], z3.BoolRef]] = {
    "false": lambda x, y: z3.BoolVal(False), "true": lambda x, y: z3.BoolVal(True),
    "ord": _ordered(lambda x, y: z3.BoolVal(True)), "uno": lambda x, y: z3.Or(z3.fpIsNaN(x), z3.fpIsNaN(y)),
    **{f"o{k}": _ordered(t) for k, t in _TESTS.items()},
    **{f"u{k}": _unordered(t) for k, t in _TESTS.items()},
}  # fmt: skip


def fcmp(pred: str, a: Term, b: Term, flags: tuple[str, ...] = ()) -> Term:
    """`fcmp pred` as an i1 term; `true` and `false` are defined even on ⊤ operands, not on
    poison ones."""
    bit = z3.If(FCMP[pred](a.value, b.value), z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))
    return make(bit, z3.BoolVal(True) if pred in ("true", "false") else z3.And(a.defined, b.defined),
                fmf_poison(flags, [a, b], None, poison_of(a, b)))


def _copysign(x: z3.FPRef, y: z3.FPRef) -> z3.FPRef:
    """x's magnitude with y's sign; z3's NaN has no sign, so a NaN y counts as positive (the
    interpreter reads its sign bit: an approximation `evalcmd` names)."""
    return z3.If(z3.fpIsNegative(y), z3.fpNeg(z3.fpAbs(x)), z3.fpAbs(x))


def _pick(x: z3.FPRef, y: z3.FPRef, low: bool) -> z3.FPRef:
    """The smaller (`low`) or larger of two non-NaN values with -0.0 < +0.0, spelled out: z3's
    fpMin and fpMax leave the choice between two zeros open ([VAL-FLOAT-MINMAX])."""
    before = z3.Or(z3.fpLT(x, y), z3.And(z3.fpIsZero(x), z3.fpIsZero(y), z3.fpIsNegative(x)))
    return z3.If(before, x, y) if low else z3.If(before, y, x)


def _fmin(x: z3.FPRef, y: z3.FPRef) -> z3.FPRef:
    """C's fmin / llvm.minnum: the other operand when one is NaN; minnum(±0, ∓0) = -0.0."""
    return z3.If(z3.fpIsNaN(x), y, z3.If(z3.fpIsNaN(y), x, _pick(x, y, low=True)))


def _fmax(x: z3.FPRef, y: z3.FPRef) -> z3.FPRef:
    """C's fmax / llvm.maxnum: the other operand when one is NaN; maxnum(±0, ∓0) = +0.0."""
    return z3.If(z3.fpIsNaN(x), y, z3.If(z3.fpIsNaN(y), x, _pick(x, y, low=False)))


def _minimum(x: z3.FPRef, y: z3.FPRef) -> z3.FPRef:
    """llvm.minimum: NaN if either operand is NaN; -0.0 < +0.0."""
    return z3.If(z3.Or(z3.fpIsNaN(x), z3.fpIsNaN(y)), z3.fpNaN(x.sort()), _pick(x, y, low=True))


def _maximum(x: z3.FPRef, y: z3.FPRef) -> z3.FPRef:
    """llvm.maximum: NaN if either operand is NaN; -0.0 < +0.0."""
    return z3.If(z3.Or(z3.fpIsNaN(x), z3.fpIsNaN(y)), z3.fpNaN(x.sort()), _pick(x, y, low=False))


#: Math functions with an exact IEEE meaning, by their C name (the `f` versions share it).
MATH: dict[str, Callable[..., z3.FPRef]] = {
    "sqrt": lambda x: z3.fpSqrt(RNE, x), "fabs": z3.fpAbs,
    "floor": lambda x: z3.fpRoundToIntegral(z3.RTN(), x),
    "ceil": lambda x: z3.fpRoundToIntegral(z3.RTP(), x),
    "trunc": lambda x: z3.fpRoundToIntegral(z3.RTZ(), x),
    "rint": lambda x: z3.fpRoundToIntegral(RNE, x), "nearbyint": lambda x: z3.fpRoundToIntegral(RNE, x),
    "copysign": _copysign, "fmin": _fmin, "fmax": _fmax, "minnum": _fmin, "maxnum": _fmax,
    "minimum": _minimum, "maximum": _maximum,
    "fma": lambda x, y, z: z3.fpFMA(RNE, x, y, z), "remainder": z3.fpRem,
    "fmuladd": lambda x, y, z: z3.fpAdd(RNE, z3.fpMul(RNE, x, y), z),
}  # fmt: skip

#: C's names of the operations LLVM names otherwise: one uninterpreted function for both
_SAME = {"fmax": "maxnum", "fmin": "minnum"}


def apply(name: str, result: z3.SortRef, *args: z3.ExprRef) -> z3.ExprRef:
    """`name` as an uninterpreted function of its arguments (one per name and sorts): a
    transcendental function, or any floating-point operation when floats are abstracted."""
    sorts = [a.sort() for a in args]
    key = ".".join([_SAME.get(name, name), *(str(x).replace(" ", "") for x in (*sorts, result))])
    return z3.Function(key, *sorts, result)(*args)
