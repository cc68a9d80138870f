"""Integer operations of one lane as z3 terms, the same rules as `pllvm.exec.arith`
(semantics/values.md): a value is a bitvector of its width with a definedness bit; ⊤ operands
make the result ⊤ unless the result is the same for every choice (`and` with 0, `or` with all
ones, `mul` by 0); a violated `nsw`, `nuw`, `exact` or `disjoint` or an oversized shift gives ⊤;
division by zero or ⊤, and signed INT_MIN / -1, are undefined behaviour, returned as a condition.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import z3

__all__ = ["BINARY", "ICMP", "Term", "binary", "icmp"]


@attrs.frozen
class Term:
    """One lane's value: `value` (a bitvector) is meaningful where `defined` holds."""

    value: z3.BitVecRef
    defined: z3.BoolRef


def _both(a: Term, b: Term) -> z3.BoolRef:
    return z3.And(a.defined, b.defined)


def _no_signed_overflow(op: Callable, x: z3.BitVecRef, y: z3.BitVecRef, bits: int) -> z3.BoolRef:
    wide = op(z3.SignExt(1, x), z3.SignExt(1, y))
    return wide == z3.SignExt(1, z3.Extract(bits - 1, 0, wide))


def _no_unsigned_overflow(op: Callable, x: z3.BitVecRef, y: z3.BitVecRef, bits: int) -> z3.BoolRef:
    wide = op(z3.ZeroExt(1, x), z3.ZeroExt(1, y))
    return z3.Extract(bits, bits, wide) == 0


def _add_sub(op: Callable) -> Callable:
    def run(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
        d = _both(a, b)
        if "nuw" in flags:
            d = z3.And(d, _no_unsigned_overflow(op, a.value, b.value, bits))
        if "nsw" in flags:
            d = z3.And(d, _no_signed_overflow(op, a.value, b.value, bits))
        return Term(op(a.value, b.value), d), z3.BoolVal(False)

    return run


def _mul(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
    x, y = a.value, b.value
    zero = z3.Or(z3.And(a.defined, x == 0), z3.And(b.defined, y == 0))
    d = z3.Or(_both(a, b), zero)
    if "nuw" in flags:
        wide = z3.ZeroExt(bits, x) * z3.ZeroExt(bits, y)
        d = z3.And(d, z3.Extract(2 * bits - 1, bits, wide) == 0)
    if "nsw" in flags:
        wide = z3.SignExt(bits, x) * z3.SignExt(bits, y)
        d = z3.And(d, wide == z3.SignExt(bits, z3.Extract(bits - 1, 0, wide)))
    return Term(z3.If(zero, z3.BitVecVal(0, bits), x * y), d), z3.BoolVal(False)


def _division(kind: str) -> Callable:
    def run(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
        x, y = a.value, b.value
        ub = z3.Or(z3.Not(b.defined), y == 0)
        if kind in ("sdiv", "srem"):
            int_min = z3.BitVecVal(1 << (bits - 1), bits)
            ub = z3.Or(ub, z3.And(a.defined, x == int_min, y == z3.BitVecVal(-1, bits)))
        value = _distribute({"udiv": z3.UDiv, "urem": z3.URem, "sdiv": lambda p, q: p / q,
                             "srem": z3.SRem}[kind], x, z3.simplify(y))
        d = _both(a, b)
        if "exact" in flags:
            rem = z3.URem(x, y) if kind == "udiv" else z3.SRem(x, y)
            d = z3.And(d, rem == 0)
        return Term(value, d), ub

    return run


def _distribute(fn: Callable, x: z3.BitVecRef, y: z3.BitVecRef) -> z3.BitVecRef:
    """fn(x, y) with a conditional divisor pushed into its arms: `x / (c ? d : 1)` becomes
    `c ? x / d : x`, so that a guarded division and the unguarded one it replaces are one term
    for z3 (proving two bit-blasted dividers equal is what SAT solvers are worst at)."""
    if z3.is_app_of(y, z3.Z3_OP_ITE):
        c, a, b = y.children()
        return z3.If(c, _distribute(fn, x, a), _distribute(fn, x, b))
    return z3.simplify(fn(x, y))


def _shift(kind: str) -> Callable:
    def run(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
        x, s = a.value, b.value
        d = z3.And(_both(a, b), z3.ULT(s, bits))
        if kind == "shl":
            r = x << s
            if "nuw" in flags:
                d = z3.And(d, z3.LShR(r, s) == x)
            if "nsw" in flags:
                d = z3.And(d, (r >> s) == x)
        else:
            r = z3.LShR(x, s) if kind == "lshr" else x >> s
            if "exact" in flags:
                d = z3.And(d, (x & ((z3.BitVecVal(1, bits) << s) - 1)) == 0)
        return Term(r, d), z3.BoolVal(False)

    return run


def _and(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
    zero = z3.Or(z3.And(a.defined, a.value == 0), z3.And(b.defined, b.value == 0))
    return (Term(z3.If(zero, z3.BitVecVal(0, bits), a.value & b.value), z3.Or(_both(a, b), zero)),
            z3.BoolVal(False))


def _or(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
    ones = z3.BitVecVal(-1, bits)
    full = z3.Or(z3.And(a.defined, a.value == ones), z3.And(b.defined, b.value == ones))
    d = z3.Or(_both(a, b), full)
    if "disjoint" in flags:
        d = z3.And(d, (a.value & b.value) == 0)
    return Term(z3.If(full, ones, a.value | b.value), d), z3.BoolVal(False)


def _xor(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
    return Term(a.value ^ b.value, _both(a, b)), z3.BoolVal(False)


BINARY: dict[str, Callable[[Term, Term, int, tuple[str, ...]], tuple[Term, z3.BoolRef]]] = {
    "add": _add_sub(lambda p, q: p + q), "sub": _add_sub(lambda p, q: p - q), "mul": _mul,
    "udiv": _division("udiv"), "sdiv": _division("sdiv"), "urem": _division("urem"),
    "srem": _division("srem"), "shl": _shift("shl"), "lshr": _shift("lshr"),
    "ashr": _shift("ashr"), "and": _and, "or": _or, "xor": _xor,
}  # fmt: skip

ICMP: dict[str, Callable[[z3.BitVecRef, z3.BitVecRef], z3.BoolRef]] = {
    "eq": lambda p, q: p == q, "ne": lambda p, q: p != q, "ugt": z3.UGT, "uge": z3.UGE,
    "ult": z3.ULT, "ule": z3.ULE, "sgt": lambda p, q: p > q, "sge": lambda p, q: p >= q,
    "slt": lambda p, q: p < q, "sle": lambda p, q: p <= q,
}  # fmt: skip


def binary(op: str, a: Term, b: Term, bits: int, flags: tuple[str, ...] = ()) -> tuple[Term, z3.BoolRef]:
    """`op` on one lane: the result, and the condition under which it is undefined behaviour
    (only division and remainder have one; it matters on active lanes only)."""
    return BINARY[op](a, b, bits, flags)


def icmp(pred: str, a: Term, b: Term) -> Term:
    """`icmp pred`: an i1 term, defined where both operands are."""
    return Term(z3.If(ICMP[pred](a.value, b.value), z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)),
                _both(a, b))
