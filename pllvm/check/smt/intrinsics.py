"""LLVM's value intrinsics on one thread as z3 terms, the rules of `pllvm.exec.theta`: integer
intrinsics element by element (min/max, abs, funnel shifts, bit counts, byte and bit order,
saturating arithmetic), the `with.overflow` family (a `{iN, i1}` struct, flattened to its
fields), and the vector reductions in element order. Poison propagates from every argument, and
the flags of `abs`, `ctlz`, `cttz` add their own ([VAL-POISON-INTRINSIC]).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

import z3

from pllvm.check.smt import floats
from pllvm.check.smt.ints import Term, either, make, poison_of

__all__ = ["INT_INTRINSICS", "OVERFLOW", "REDUCE", "int_call", "overflow", "reduce"]

#: a z3 bit-vector term (z3 publishes no types: to mypy it is Any)
Bits: TypeAlias = z3.BitVecRef


def _funnel(left: bool) -> Callable[[Bits, Bits, Bits], Bits]:
    """llvm.fshl / llvm.fshr: a:b shifted by s mod the width, the high (fshl) or low half."""
    def run(a: Bits, b: Bits, s: Bits) -> Bits:
        n = a.size()
        wide, sh = z3.Concat(a, b), z3.ZeroExt(n, z3.URem(s, n))
        return z3.Extract(2 * n - 1, n, wide << sh) if left else z3.Extract(n - 1, 0, z3.LShR(wide, sh))

    return run


def _count_zeros(leading: bool) -> Callable[[Bits, Bits], Bits]:
    """llvm.ctlz / llvm.cttz: the zero bits above the highest (below the lowest) 1 bit; N for 0."""
    def run(x: Bits, _flag: Bits) -> Bits:
        n = x.size()
        out = z3.BitVecVal(n, n)
        for k in range(n) if leading else reversed(range(n)):  # the bit nearest the end wins
            out = z3.If(z3.Extract(k, k, x) == 1, z3.BitVecVal(n - 1 - k if leading else k, n), out)
        return out

    return run


def _ctpop(x: Bits) -> Bits:
    """llvm.ctpop: the number of 1 bits."""
    n = x.size()
    return sum((z3.ZeroExt(n - 1, z3.Extract(k, k, x)) for k in range(n)), z3.BitVecVal(0, n))


def _bswap(x: Bits) -> Bits:
    """llvm.bswap: the bytes in reverse order."""
    return z3.Concat(*[z3.Extract(8 * k + 7, 8 * k, x) for k in range(x.size() // 8)])


def _bitreverse(x: Bits) -> Bits:
    """llvm.bitreverse: the bits in reverse order."""
    n = x.size()
    return z3.Concat(*[z3.Extract(k, k, x) for k in range(n)]) if n > 1 else x


def _exact(op: str, x: Bits, y: Bits, signed: bool) -> Bits:
    """x op y one bit wider (add, sub) or twice as wide (mul), without wrapping."""
    n = x.size()
    extend = z3.SignExt if signed else z3.ZeroExt
    wide = n if op == "mul" else 1
    a, b = extend(wide, x), extend(wide, y)
    return a * b if op == "mul" else a + b if op == "add" else a - b


def _outside(op: str, x: Bits, y: Bits, signed: bool) -> tuple[Bits, z3.BoolRef, z3.BoolRef]:
    """The exact x op y, and whether it lies below or above the range of x's type."""
    n = x.size()
    r = _exact(op, x, y, signed)
    if signed:
        lo, hi = (z3.BitVecVal(v, r.size()) for v in (-(1 << (n - 1)), (1 << (n - 1)) - 1))
        return r, r < lo, r > hi
    if op == "sub":
        return r, z3.ULT(x, y), z3.BoolVal(False)
    return r, z3.BoolVal(False), z3.UGT(r, z3.BitVecVal((1 << n) - 1, r.size()))


def _saturating(op: str, signed: bool) -> Callable[[Bits, Bits], Bits]:
    """llvm.{s,u}{add,sub}.sat: the exact result clamped to the type's range."""
    def run(x: Bits, y: Bits) -> Bits:
        n = x.size()
        r, below, above = _outside(op, x, y, signed)
        lo, hi = (-(1 << (n - 1)), (1 << (n - 1)) - 1) if signed else (0, (1 << n) - 1)
        return z3.If(below, z3.BitVecVal(lo, n), z3.If(above, z3.BitVecVal(hi, n), z3.Extract(n - 1, 0, r)))

    return run


INT_INTRINSICS: dict[str, Callable[..., Bits]] = {
    "smax": lambda x, y: z3.If(x > y, x, y), "smin": lambda x, y: z3.If(x < y, x, y),
    "umax": lambda x, y: z3.If(z3.UGT(x, y), x, y), "umin": lambda x, y: z3.If(z3.ULT(x, y), x, y),
    "abs": lambda x, _flag: z3.If(x < 0, -x, x), "fshl": _funnel(True), "fshr": _funnel(False),
    "ctlz": _count_zeros(True), "cttz": _count_zeros(False), "ctpop": _ctpop,
    "bswap": _bswap, "bitreverse": _bitreverse,
    "sadd.sat": _saturating("add", True), "uadd.sat": _saturating("add", False),
    "ssub.sat": _saturating("sub", True), "usub.sat": _saturating("sub", False),
}  # fmt: skip

#: [VAL-POISON-INTRINSIC] where an intrinsic's flag makes its result poison (x defined).
_POISON_AT: dict[str, Callable[[Bits, Bits], z3.BoolRef]] = {
    "abs": lambda x, flag: z3.And(flag == 1, x == z3.BitVecVal(1 << (x.size() - 1), x.size())),
    "ctlz": lambda x, flag: z3.And(flag == 1, x == 0),
    "cttz": lambda x, flag: z3.And(flag == 1, x == 0),
}  # fmt: skip


def arity(key: str) -> int:
    """The arguments of an integer intrinsic that are values (the rest are ignored)."""
    return INT_INTRINSICS[key].__code__.co_argcount


def int_call(key: str, xs: tuple[Term, ...]) -> Term:
    """An integer intrinsic on one element: defined where its arguments are, poison where one
    is or where its flag says ([VAL-POISON-INTRINSIC])."""
    values = [x.value for x in xs]
    poison = poison_of(*xs)
    if key in _POISON_AT:
        poison = either(poison, z3.And(xs[0].defined, _POISON_AT[key](*values)))
    return make(INT_INTRINSICS[key](*values), z3.And(*[x.defined for x in xs]), poison)


#: llvm.{s,u}{add,sub,mul}.with.overflow by name: (operation, signed)
OVERFLOW = {f"{s}{op}.with.overflow": (op, s == "s") for s in "su" for op in ("add", "sub", "mul")}


def overflow(key: str, x: Term, y: Term) -> tuple[Term, Term]:
    """llvm.*.with.overflow on one element: the wrapped result and whether the exact one is
    outside the type's range, both defined where the operands are, poison where one is."""
    op, signed = OVERFLOW[key]
    r, below, above = _outside(op, x.value, y.value, signed)
    defined, poison = z3.And(x.defined, y.defined), poison_of(x, y)
    flag = z3.If(z3.Or(below, above), z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))
    n = x.value.size()
    return make(z3.Extract(n - 1, 0, r), defined, poison), make(flag, defined, poison)


def _float_reduce(name: str, abstract: bool) -> Callable[[z3.ExprRef, z3.ExprRef], z3.ExprRef]:
    """One step of a float reduction: exact, or the uninterpreted function the scalar code's
    operation of that name is when floats are abstract (so both sides meet one symbol)."""
    exact = floats.FLOAT_BINARY.get(name) or floats.MATH[name]
    return (lambda p, q: floats.apply(name, p.sort(), p, q)) if abstract else exact


REDUCE: dict[str, Callable[[Bits, Bits], Bits]] = {
    "add": lambda p, q: p + q, "mul": lambda p, q: p * q, "and": lambda p, q: p & q,
    "or": lambda p, q: p | q, "xor": lambda p, q: p ^ q,
    **{k: INT_INTRINSICS[k] for k in ("smax", "smin", "umax", "umin")},
}  # fmt: skip
_FLOAT_REDUCE = {"fadd": "fadd", "fmul": "fmul", "fmax": "maxnum", "fmin": "minnum"}


def reduce(kind: str, args: list, abstract: bool = False, flags: tuple[str, ...] = ()) -> Term:
    """llvm.vector.reduce.*: across one thread's vector, in element order (fadd and fmul start
    from their first argument, as LLVM orders them without `reassoc`); the call's fast-math
    flags apply to the float arguments, every element, and the result ([VAL-POISON-FMF])."""
    start, v = (args[0], args[1]) if kind in ("fadd", "fmul") else (None, args[0])
    xs = v if isinstance(v, tuple) else (v,)
    step = _float_reduce(_FLOAT_REDUCE[kind], abstract) if kind in _FLOAT_REDUCE else REDUCE[kind]
    acc, defined = (start.value, [start.defined]) if isinstance(start, Term) else (xs[0].value, [])
    for x in xs if start is not None else xs[1:]:
        acc = step(acc, x.value)
    every = [*([start] if isinstance(start, Term) else []), *xs]
    poison = poison_of(*every)
    if kind in _FLOAT_REDUCE:
        poison = floats.fmf_poison(flags, every, acc, poison)
    return make(acc, z3.And(*defined, *[x.defined for x in xs]), poison)


def reduces(kind: str) -> bool:
    """Whether `vector.reduce.<kind>` is encoded."""
    return kind in REDUCE or kind in _FLOAT_REDUCE
