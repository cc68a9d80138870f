"""Integer operations of one lane as z3 terms, the same rules as `pllvm.exec.arith`
(semantics/values.md): a value is a bitvector of its width with a definedness bit and a poison
bit (poison implies not defined); ⊤ operands make the result ⊤ unless the result is the same for
every choice (`and` with 0, `or` with all ones, `mul` by 0); a poison operand makes it poison
whatever the other operand is; a violated `nsw`, `nuw`, `exact` or `disjoint` on defined operands
or a defined shift amount ≥ the width gives poison; division by zero, ⊤ or poison, and signed
INT_MIN / -1, are undefined behaviour, returned as a condition.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import z3

from pllvm.check.smt.solver import is_ite

__all__ = [
    "BINARY", "ICMP", "Term", "binary", "count", "either", "flagged", "icmp", "make", "poison_of",
]

_NO = z3.BoolVal(False)


@attrs.frozen
class Term:
    """One lane's value: `value` (a bitvector or float) is meaningful where `defined` holds;
    `poison` holds where the value is poison (then `defined` does not hold), ⊤ where neither."""

    value: z3.BitVecRef
    defined: z3.BoolRef
    poison: z3.BoolRef = _NO


def make(value: z3.ExprRef, defined: z3.BoolRef, poison: z3.BoolRef = _NO) -> Term:
    """A term whose poison condition may overlap `defined`: keeps poison ⇒ not defined."""
    if z3.is_false(poison):
        return Term(value, defined)
    return Term(value, z3.And(defined, z3.Not(poison)), poison)


def count(conds: list[z3.BoolRef], bits: int) -> z3.BitVecRef:
    """How many of the conditions hold, as a `bits`-wide bitvector."""
    one, nought = z3.BitVecVal(1, bits), z3.BitVecVal(0, bits)
    return z3.simplify(sum((z3.If(c, one, nought) for c in conds), nought))


def either(*conds: z3.BoolRef) -> z3.BoolRef:
    """The disjunction, without the conditions that are syntactically false (the common
    no-poison case stays the constant false, and terms stay small)."""
    kept = [c for c in conds if not z3.is_false(c)]
    return _NO if not kept else kept[0] if len(kept) == 1 else z3.Or(*kept)


def poison_of(*terms: Term) -> z3.BoolRef:
    """[VAL-POISON-PROPAGATE] some operand is poison."""
    return either(*(t.poison for t in terms))


def flagged(value: z3.ExprRef, defined: z3.BoolRef, poison: z3.BoolRef, both: z3.BoolRef,
            violated: z3.BoolRef) -> Term:
    """[VAL-POISON-FLAGS] poison where the operands are defined and a flag is violated."""
    return make(value, z3.And(defined, z3.Not(violated)), either(poison, z3.And(both, violated)))


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
        d, p, r = _both(a, b), poison_of(a, b), op(a.value, b.value)
        bad = []
        if "nuw" in flags:
            bad.append(z3.Not(_no_unsigned_overflow(op, a.value, b.value, bits)))
        if "nsw" in flags:
            bad.append(z3.Not(_no_signed_overflow(op, a.value, b.value, bits)))
        return (flagged(r, d, p, d, z3.Or(*bad)) if bad else make(r, d, p)), _NO

    return run


def _mul(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
    x, y = a.value, b.value
    zero = z3.Or(z3.And(a.defined, x == 0), z3.And(b.defined, y == 0))
    both, p = _both(a, b), poison_of(a, b)
    d, r = z3.Or(both, zero), z3.If(zero, z3.BitVecVal(0, bits), x * y)
    bad = []
    if "nuw" in flags:
        wide = z3.ZeroExt(bits, x) * z3.ZeroExt(bits, y)
        bad.append(z3.Extract(2 * bits - 1, bits, wide) != 0)
    if "nsw" in flags:
        wide = z3.SignExt(bits, x) * z3.SignExt(bits, y)
        bad.append(wide != z3.SignExt(bits, z3.Extract(bits - 1, 0, wide)))
    return (flagged(r, d, p, both, z3.Or(*bad)) if bad else make(r, d, p)), _NO


def _division(kind: str) -> Callable:
    def run(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
        x, y = a.value, b.value
        ub = z3.Or(z3.Not(b.defined), y == 0)
        if kind in ("sdiv", "srem"):
            int_min = z3.BitVecVal(1 << (bits - 1), bits)
            ub = z3.Or(ub, z3.And(a.defined, x == int_min, y == z3.BitVecVal(-1, bits)))
        value = _distribute({"udiv": z3.UDiv, "urem": z3.URem, "sdiv": lambda p, q: p / q,
                             "srem": z3.SRem}[kind], x, z3.simplify(y))
        d, p = _both(a, b), poison_of(a, b)
        if "exact" in flags:
            rem = z3.URem(x, y) if kind == "udiv" else z3.SRem(x, y)
            return flagged(value, d, p, d, rem != 0), ub
        return make(value, d, p), ub

    return run


def _distribute(fn: Callable, x: z3.BitVecRef, y: z3.BitVecRef) -> z3.BitVecRef:
    """fn(x, y) with a conditional divisor pushed into its arms: `x / (c ? d : 1)` becomes
    `c ? x / d : x`, so that a guarded division and the unguarded one it replaces are one term
    for z3 (proving two bit-blasted dividers equal is what SAT solvers are worst at)."""
    if is_ite(y):
        c, a, b = y.children()
        return z3.If(c, _distribute(fn, x, a), _distribute(fn, x, b))
    return z3.simplify(fn(x, y))


def _shift(kind: str) -> Callable:
    def run(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
        x, s = a.value, b.value
        big = z3.BoolVal(s.as_long() >= bits) if z3.is_bv_value(s) else z3.UGE(s, bits)
        d, p = _both(a, b), poison_of(a, b)
        if not z3.is_false(big):  # [VAL-POISON-SHIFT] a defined amount ≥ the width
            d, p = z3.And(d, z3.Not(big)), either(p, z3.And(b.defined, big))
        bad = []
        if kind == "shl":
            r = x << s
            if "nuw" in flags:
                bad.append(z3.LShR(r, s) != x)
            if "nsw" in flags:
                bad.append((r >> s) != x)
        else:
            r = z3.LShR(x, s) if kind == "lshr" else x >> s
            if "exact" in flags:
                bad.append((x & ((z3.BitVecVal(1, bits) << s) - 1)) != 0)
        return (flagged(r, d, p, d, z3.Or(*bad)) if bad else make(r, d, p)), _NO

    return run


def _and(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
    """[VAL-UNDEF-AND] a defined 0 absorbs ⊤; [VAL-POISON-AND] not poison."""
    zero = z3.Or(z3.And(a.defined, a.value == 0), z3.And(b.defined, b.value == 0))
    return (make(z3.If(zero, z3.BitVecVal(0, bits), a.value & b.value), z3.Or(_both(a, b), zero),
                 poison_of(a, b)), _NO)


def _or(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
    """[VAL-UNDEF-OR] defined all-ones absorb ⊤, except under `disjoint` (every choice of ⊤ but 0
    violates it); [VAL-POISON-AND] not poison."""
    both, p = _both(a, b), poison_of(a, b)
    if "disjoint" in flags:
        return flagged(a.value | b.value, both, p, both, (a.value & b.value) != 0), _NO
    ones = z3.BitVecVal(-1, bits)
    full = z3.Or(z3.And(a.defined, a.value == ones), z3.And(b.defined, b.value == ones))
    return make(z3.If(full, ones, a.value | b.value), z3.Or(both, full), p), _NO


def _xor(a: Term, b: Term, bits: int, flags: tuple[str, ...]) -> tuple[Term, z3.BoolRef]:
    return make(a.value ^ b.value, _both(a, b), poison_of(a, b)), _NO


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
    """`icmp pred`: an i1 term, defined where both operands are, poison where one is."""
    return make(z3.If(ICMP[pred](a.value, b.value), z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)),
                _both(a, b), poison_of(a, b))
