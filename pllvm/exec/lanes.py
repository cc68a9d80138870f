"""Lane vectors: a value across the W threads, with ⊤ (undef) and poison tracked per element.

`Lanes.data` has shape `(W,)` for a scalar type and `(W, n)` for `<n x T>`; `Lanes.defined` has
the same shape, False where the element is ⊤ or poison; `Lanes.poison` is None when no element is
poison (the common case, which then costs nothing), else a mask of the same shape, True where the
element is poison (and then never defined). Integers are kept unsigned in the smallest numpy type
that holds their width (i1 as bool), so arithmetic wraps the way LLVM's does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np

from pllvm.errors import Unsupported
from pllvm.syntax import (
    ArrayType,
    FloatType,
    IntType,
    NamedType,
    PtrType,
    StructType,
    Type,
    VectorType,
)
from pllvm.syntax.typing import TypeTable, indexed_element, resolve

__all__ = [
    "POISON",
    "Agg",
    "Env",
    "Lanes",
    "Value",
    "as_lanes",
    "dtype_of",
    "element_type",
    "first_nan",
    "mask_width",
    "poison_of",
    "poison_or",
    "stack",
    "to_python",
    "to_signed",
    "undef_like",
]


class _Poison(str):
    """LLVM's poison as a Python value (semantics/values.md [VAL-POISON]): a str equal to
    "poison", the word users write for it in arguments and JSON, so results print and serialize
    as that word without a converter at every output."""

    __slots__ = ()

    def __new__(cls) -> _Poison:
        return super().__new__(cls, "poison")

    def __repr__(self) -> str:
        return "poison"

    def __reduce__(self) -> str:
        return "POISON"


#: The one Python value `to_python` gives for a poison element (None is ⊤).
POISON = _Poison()


class Lanes:
    """One first-class scalar or vector value for every thread: data, per-element definedness,
    and the poison mask (None when nothing is poison). [VAL-STATES] An element is defined, ⊤
    or poison; [VAL-POISON] poison implies not defined."""

    __slots__ = ("data", "defined", "poison")

    def __init__(self, data: np.ndarray, defined: np.ndarray, poison: np.ndarray | None = None) -> None:
        self.data = data
        self.defined = defined
        self.poison = poison

    @classmethod
    def of(cls, data: np.ndarray, defined: np.ndarray, poison: np.ndarray | None) -> Lanes:
        """A value whose poison mask may still overlap `defined` or be all false: keeps the
        invariant poison ⇒ not defined, and None for no poison."""
        if poison is None or not poison.any():
            return cls(data, defined)
        return cls(data, defined & ~poison, poison)

    def __repr__(self) -> str:
        extra = "" if self.poison is None else f", poison={self.poison!r}"
        return f"Lanes({self.data!r}, defined={self.defined!r}{extra})"


def poison_of(*values: Lanes) -> np.ndarray | None:
    """The elements poison in any of the values (None if none is): an operation's poison
    operands, [VAL-POISON-PROPAGATE]."""
    out = None
    for v in values:
        p = v.poison
        if p is not None:
            out = p if out is None else out | p
    return out


def stack(parts: Sequence[Lanes], axis: int = 0) -> Lanes:
    """Lane vectors joined along a new axis (the elements of a vector, the rows of threads)."""
    poison = None
    if any(p.poison is not None for p in parts):
        poison = np.stack([p.poison if p.poison is not None else np.zeros_like(p.defined) for p in parts],
                          axis=axis)
    return Lanes(np.stack([p.data for p in parts], axis=axis),
                 np.stack([p.defined for p in parts], axis=axis), poison)


def first_nan(result: np.ndarray, *operands: np.ndarray) -> np.ndarray:
    """[VAL-FLOAT-NAN] `result` (of an arithmetic operation on `operands`, broadcast to its
    shape) with each NaN that has a NaN operand replaced by the first NaN operand, quieted.
    The hardware picks either operand's NaN when both are NaN, and numpy's vector loops and
    their scalar tails pick differently, so without this a thread's NaN would depend on W
    and on its lane."""
    bad = np.isnan(result)
    if not bad.any():
        return result
    out = np.array(result, copy=True)
    word = np.dtype(f"u{out.dtype.itemsize}")
    quiet = word.type(1 << (np.finfo(out.dtype).nmant - 1))  # the top bit of the significand
    for x in reversed(operands):  # the first NaN operand writes last
        x = np.broadcast_to(x, out.shape)
        take = bad & np.isnan(x)
        out.view(word)[take] = x.astype(out.dtype).view(word)[take] | quiet
    return out


def poison_or(poison: np.ndarray | None, more: np.ndarray) -> np.ndarray | None:
    """`poison` with the elements of `more` added (a poison source); None while nothing is."""
    if not more.any():
        return poison
    return more if poison is None else poison | more


class Agg:
    """A first-class struct or array value: one `Lanes` (or nested `Agg`) per member."""

    __slots__ = ("fields",)

    def __init__(self, fields: Sequence[Value]) -> None:
        self.fields = tuple(fields)


Value = Lanes | Agg


class Env(Protocol):
    """ρ by slot, as the rules read and write it: the state's list, or the compiled machine's
    dict of the few slots one command computed in Python touches."""

    def __getitem__(self, slot: int, /) -> Value: ...

    def __setitem__(self, slot: int, value: Value, /) -> None: ...

_INT_DTYPES = ((1, np.bool_), (8, np.uint8), (16, np.uint16), (32, np.uint32), (64, np.uint64))
_SIGNED = {np.dtype(np.uint8): np.int8, np.dtype(np.uint16): np.int16,
           np.dtype(np.uint32): np.int32, np.dtype(np.uint64): np.int64}
_FLOAT_DTYPES = {"half": np.float16, "float": np.float32, "double": np.float64}


def element_type(ty: Type, types: TypeTable) -> Type:
    """The scalar type of the elements of `ty` (the type itself for scalars)."""
    ty = resolve(ty, types) if isinstance(ty, NamedType) else ty
    return ty.elem if isinstance(ty, VectorType) else ty


def dtype_of(ty: Type, types: TypeTable | None = None) -> np.dtype:
    """The numpy dtype holding one element of a scalar or vector type."""
    if isinstance(ty, VectorType):
        ty = ty.elem
    match ty:
        case IntType(bits=n):
            for width, dt in _INT_DTYPES:
                if n <= width:
                    return np.dtype(dt)
            raise Unsupported(f"integers wider than 64 bits (i{n}) are not supported")
        case FloatType(kind=k):
            if k not in _FLOAT_DTYPES:
                raise Unsupported(f"the floating-point type {k} is not supported at run time")
            return np.dtype(_FLOAT_DTYPES[k])
        case PtrType():
            return np.dtype(np.uint64)
    raise Unsupported(f"no lane representation for type {ty}")


def mask_width(data: np.ndarray, bits: int) -> np.ndarray:
    """Reduce unsigned data to `bits` bits when the width is not a numpy width (i7, i48, ...)."""
    if bits in (1, 8, 16, 32, 64):
        return data
    return data & data.dtype.type((1 << bits) - 1)


def to_signed(data: np.ndarray, bits: int) -> np.ndarray:
    """The two's complement reading of unsigned `bits`-wide data, as a signed numpy array."""
    if data.dtype == np.bool_:
        return -data.astype(np.int8)
    signed = data.view(_SIGNED[data.dtype])
    if bits in (8, 16, 32, 64):
        return signed
    shift = data.dtype.itemsize * 8 - bits
    return (signed << shift) >> shift


def as_lanes(v: Value) -> Lanes:
    """A value of a scalar or vector type (a condition, a predicate, an integer constant) as the
    lane vector it is; an aggregate there is a bug of the caller."""
    assert isinstance(v, Lanes), "a scalar or vector value"
    return v


def to_python(v: Value, ty: Type, types: TypeTable) -> list:
    """[VAL-PYTHON] Each thread's value as Python data, integers read as signed (LLVM's reading
    of `i32 -1`), vectors and aggregates as lists, ⊤ as None and poison as POISON."""
    ty = resolve(ty, types) if isinstance(ty, NamedType) else ty
    if isinstance(v, Agg):
        n = len(v.fields)
        members = list(ty.fields) if isinstance(ty, StructType) else [indexed_element(ty, types)] * n
        cols = [to_python(f, m, types) for f, m in zip(v.fields, members, strict=True)]
        return [list(row) for row in zip(*cols, strict=True)]
    elem = ty.elem if isinstance(ty, VectorType) else ty
    data = v.data
    if isinstance(elem, IntType):
        data = data.astype(np.int64) if elem.bits == 1 else to_signed(data, elem.bits)
    if v.poison is None and v.defined.all():  # the common case: every element defined
        return data.tolist()
    values = np.where(v.defined, data.astype(object), np.array(None, dtype=object))
    if v.poison is not None:
        values[v.poison] = POISON
    return [x.tolist() if isinstance(x, np.ndarray) else x for x in values]


def undef_like(ty: Type, w: int, types: TypeTable, poison: bool = False) -> Value:
    """⊤ (or, with `poison`, poison) on every thread for a value of type `ty`."""
    ty = resolve(ty, types) if isinstance(ty, NamedType) else ty
    if isinstance(ty, StructType):
        return Agg([undef_like(f, w, types, poison) for f in ty.fields])
    if isinstance(ty, ArrayType):
        return Agg([undef_like(ty.elem, w, types, poison) for _ in range(ty.count)])
    shape = (w, ty.count) if isinstance(ty, VectorType) else (w,)
    return Lanes(np.zeros(shape, dtype_of(ty)), np.zeros(shape, np.bool_),
                 np.ones(shape, np.bool_) if poison else None)
