"""Symbolic values of one thread: a scalar is a `Term` (a bitvector or IEEE float, its
definedness bit and its poison bit), a vector a tuple of Terms. ⊤ is a Term that is neither
defined nor poison; its bits are 0, which is what `freeze` gives (semantics/values.md) and what no
defined result reads; poison is a Term whose poison bit holds.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

import numpy as np
import z3

from pllvm.check.smt.floats import sort_of_float
from pllvm.check.smt.ints import Term, either, make
from pllvm.errors import Unsupported
from pllvm.exec.lanes import Agg, Lanes
from pllvm.exec.machine import Machine
from pllvm.syntax import ArrayType, FloatType, IntType, PtrType, StructType, Type, VectorType
from pllvm.syntax import Value as IRValue

__all__ = [
    "FALSE",
    "TRUE",
    "SVal",
    "bit",
    "choose",
    "choose_each",
    "constant",
    "elements",
    "field",
    "from_bytes",
    "lane_value",
    "leaves",
    "lift",
    "python_value",
    "same",
    "sort_of",
    "term",
    "to_bytes",
    "top",
    "undefined",
    "zero",
]

SVal = Term | tuple[Term, ...]
TRUE, FALSE = z3.BoolVal(True), z3.BoolVal(False)


def sort_of(ty: Type) -> z3.SortRef:
    """The z3 sort of one element of `ty`."""
    if isinstance(ty, IntType):
        return z3.BitVecSort(ty.bits)
    if isinstance(ty, PtrType):
        return z3.BitVecSort(64)
    if isinstance(ty, FloatType):
        return sort_of_float(ty)
    raise Unsupported(f"values of type {ty} are not encoded (integers, floats, pointers and "
                      "vectors of them are)")


def zero(sort: z3.SortRef) -> z3.ExprRef:
    """The all-zero bit pattern of a sort (0, +0.0, null)."""
    if isinstance(sort, z3.FPSortRef):
        return z3.FPVal(0.0, sort)
    return z3.BitVecVal(0, sort.size())


def top(ty: Type) -> SVal:
    """⊤ of type `ty`; an aggregate is the flat tuple of its leaves (`leaves`)."""
    if isinstance(ty, VectorType | StructType | ArrayType):
        return tuple(Term(zero(sort_of(leaf)), FALSE) for leaf in leaves(ty))
    return Term(zero(sort_of(ty)), FALSE)


def leaves(ty: Type) -> list[Type]:
    """The scalar types a value of `ty` holds, in order: a struct or array of scalars and
    vectors is encoded as the flat tuple of them (`{<4 x i32>, <4 x i1>}` as 8 terms)."""
    if isinstance(ty, VectorType):
        return [ty.elem] * ty.count
    if isinstance(ty, StructType):
        return [leaf for f in ty.fields for leaf in leaves(f)]
    if isinstance(ty, ArrayType):
        return leaves(ty.elem) * ty.count
    return [ty]


def field(ty: Type, indices: tuple[int, ...]) -> tuple[int, Type]:
    """Where the field at `indices` (extractvalue's) starts among the leaves of `ty`, and its type."""
    start = 0
    for k in indices:
        if isinstance(ty, StructType):
            start += sum(len(leaves(f)) for f in ty.fields[:k])
            ty = ty.fields[k]
        elif isinstance(ty, ArrayType):
            start += k * len(leaves(ty.elem))
            ty = ty.elem
        else:
            raise Unsupported(f"extractvalue index into {ty}")
    return start, ty


def elements(v: SVal) -> tuple[Term, ...]:
    return v if isinstance(v, tuple) else (v,)


def term(v: SVal) -> Term:
    """A scalar's value: its one term (a vector or aggregate is a tuple of them)."""
    assert isinstance(v, Term), "a scalar type's value is one term"
    return v


def lift(fn: Callable[..., Term], *args: SVal) -> SVal:
    """`fn` element by element over scalars or equally long vectors."""
    if any(isinstance(a, tuple) for a in args):
        n = max(len(a) for a in args if isinstance(a, tuple))
        return tuple(fn(*(a[k] if isinstance(a, tuple) else a for a in args)) for k in range(n))
    return fn(*args)


def choose(cond: z3.BoolRef, a: Term, b: Term) -> Term:
    """a where cond holds, else b: value, definedness and poison."""
    poison = b.poison if a.poison.eq(b.poison) else z3.If(cond, a.poison, b.poison)
    return Term(z3.If(cond, a.value, b.value), z3.If(cond, a.defined, b.defined), poison)


def choose_each(cond: z3.BoolRef, a: SVal, b: SVal) -> SVal:
    """a where cond holds, else b (element by element)."""
    return lift(lambda x, y: choose(cond, x, y), a, b)


def undefined(v: SVal) -> SVal:
    """Every element ⊤ (not defined, not poison): what an OBL passive thread keeps ([UPD-ENV])."""
    return lift(lambda x: Term(x.value, FALSE), v)


def bit(cond: z3.BoolRef, defined: z3.BoolRef = TRUE) -> Term:
    """An i1 from a condition."""
    return Term(z3.If(cond, z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)), defined)


def _element(x: Any, ty: Type) -> z3.ExprRef:
    """One element of a concrete lane vector (a numpy scalar) as a z3 constant of its type."""
    if isinstance(ty, IntType):
        return z3.BitVecVal(int(x) & ((1 << ty.bits) - 1), ty.bits)
    if isinstance(ty, PtrType):
        return z3.BitVecVal(int(x) & ((1 << 64) - 1), 64)
    sort = sort_of(ty)
    raw = np.asarray(x).view(f"u{np.asarray(x).dtype.itemsize}")
    return z3.fpBVToFP(z3.BitVecVal(int(raw), sort.ebits() + sort.sbits()), sort)


def lane_value(lanes: Lanes | Agg, ty: Type, t: int) -> SVal:
    """Thread t's value of an interpreter lane vector (a concrete input); an aggregate as the
    flat tuple of its leaves."""
    if isinstance(lanes, Agg):
        if not isinstance(ty, StructType | ArrayType):
            raise Unsupported(f"aggregate values of type {ty} are not encoded")
        types = ty.fields if isinstance(ty, StructType) else [ty.elem] * len(lanes.fields)
        return tuple(e for f, fty in zip(lanes.fields, types, strict=True)
                     for e in elements(lane_value(f, fty, t)))
    bad = lanes.poison[t] if lanes.poison is not None else np.zeros_like(lanes.defined[t])
    if isinstance(ty, VectorType):
        return tuple(Term(_element(d, ty.elem), z3.BoolVal(bool(k)), z3.BoolVal(bool(p)))
                     for d, k, p in zip(lanes.data[t], lanes.defined[t], bad, strict=True))
    return Term(_element(lanes.data[t], ty), z3.BoolVal(bool(lanes.defined[t])), z3.BoolVal(bool(bad)))


def constant(machine: Machine, v: IRValue, ty: Type) -> SVal:
    """A constant as the interpreter evaluates it ([EVAL]), lane 0 of its lane vector."""
    return lane_value(machine.constant(v, ty, 1), machine.resolve(ty), 0)


def _bits_of(t: Term) -> z3.BitVecRef:
    """The bits of a value; a NaN is the quiet NaN with a clear sign (z3 leaves a NaN's bits
    open, the interpreter's may differ in the sign: only a bitcast of NaN can see it)."""
    if not isinstance(t.value, z3.FPRef):
        return t.value
    sort = t.value.sort()
    e, m = sort.ebits(), sort.sbits()
    quiet = z3.BitVecVal(((1 << e) - 1) << (m - 1) | 1 << (m - 2), e + m)
    return z3.If(z3.fpIsNaN(t.value), quiet, z3.fpToIEEEBV(t.value))


def _container(ty: Type) -> int:
    """Bytes the interpreter stores one element of `ty` in (its numpy container)."""
    if isinstance(ty, IntType):
        return 1 if ty.bits <= 8 else 2 if ty.bits <= 16 else 4 if ty.bits <= 32 else 8
    if isinstance(ty, PtrType):
        return 8
    return sort_of(ty).ebits() + sort_of(ty).sbits() >> 3


def to_bytes(v: SVal, ty: Type) -> list[Term]:
    """The memory image of a value, little-endian bytes with their definedness and poison (like
    `Machine.to_bytes`: every byte of an element is as defined and as poison as the element)."""
    elem = ty.elem if isinstance(ty, VectorType) else ty
    if isinstance(elem, IntType) and elem.bits == 1 and isinstance(ty, VectorType):
        raise Unsupported("vectors of i1 in memory are not encoded")
    out = []
    n = _container(elem)
    for t in elements(v):
        raw = _bits_of(t)
        if raw.size() < 8 * n:
            raw = z3.ZeroExt(8 * n - raw.size(), raw)
        out += [Term(z3.Extract(8 * k + 7, 8 * k, raw), t.defined, t.poison) for k in range(n)]
    return out


def from_bytes(data: list[Term], ty: Type) -> SVal:
    """The inverse of `to_bytes`: poison where any byte of an element is poison, else ⊤ where
    any byte is ⊤ ([VAL-MEM-LOAD])."""
    elem = ty.elem if isinstance(ty, VectorType) else ty
    n = _container(elem)
    count = ty.count if isinstance(ty, VectorType) else 1
    out = []
    for e in range(count):
        part = data[e * n : (e + 1) * n]
        raw = z3.Concat(*[b.value for b in reversed(part)]) if n > 1 else part[0].value
        defined = z3.And(*[b.defined for b in part])
        poison = either(*[b.poison for b in part])
        if isinstance(elem, IntType):
            value = (z3.If(raw != 0, z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)) if elem.bits == 1
                     else z3.Extract(elem.bits - 1, 0, raw))
        elif isinstance(elem, FloatType):
            value = z3.fpBVToFP(raw, sort_of(elem))
        else:
            value = raw
        out.append(make(value, defined, poison))
    return tuple(out) if isinstance(ty, VectorType) else out[0]


def same(a: Term, b: Term) -> z3.BoolRef:
    """The values are the same result ([VAL-FLOAT-SAME]): bit for bit, except that every NaN is
    one value (LLVM leaves NaN payloads open); so -0.0 differs from +0.0. z3's `=` on floats is
    exactly that (it has one NaN)."""
    return a.value == b.value


def python_value(model: z3.ModelRef, t: Term, ty: Type) -> int | float:
    """A model's value of a term as the interpreter's inputs take it: a signed integer or a
    float (NaN, infinities and -0.0 kept)."""
    v = model.eval(t.value, model_completion=True)
    if isinstance(ty, FloatType):
        bits = model.eval(z3.fpToIEEEBV(t.value), model_completion=True).as_long()
        if z3.is_true(model.eval(z3.fpIsNaN(t.value), model_completion=True)):
            return float("nan")
        size = v.ebits() + v.sbits()
        fmt = {16: "<e", 32: "<f", 64: "<d"}[size]
        packed = bits.to_bytes(size // 8, "little")
        return float(struct.unpack(fmt, packed)[0])
    n = v.size()
    x = v.as_long()
    return x - (1 << n) if n > 1 and x >> (n - 1) else x
