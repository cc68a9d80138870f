"""Values (the `val` of Fig. 4.2): identifiers and constants.

Values carry no type: as in LLVM text, the type of an operand is written by the instruction that
uses it. Constants that contain other constants (aggregates, constant expressions) pair each
element with its type in a `Typed`.
"""

from __future__ import annotations

import struct

import attrs

from pllvm.syntax.types import Type

__all__ = [
    "Aggregate",
    "BinExpr",
    "CastExpr",
    "Constant",
    "FloatConst",
    "GepExpr",
    "GlobalRef",
    "IntConst",
    "Local",
    "MetadataRef",
    "NoneToken",
    "NullPtr",
    "Poison",
    "StringConst",
    "Typed",
    "Undef",
    "Value",
    "ZeroInit",
    "signed",
]


@attrs.frozen
class Local:
    """`%name`: a parameter, instruction result or block label of the current function."""

    name: str


@attrs.frozen
class GlobalRef:
    """`@name`: a global variable or function."""

    name: str


@attrs.frozen
class IntConst:
    """An integer literal; `true`/`false` are the i1 literals 1 and 0.

    The value is kept in the signed range of the type it was written with (see `signed`).
    """

    value: int


@attrs.frozen
class FloatConst:
    """A floating-point literal by its bit pattern.

    `fmt` is LLVM's hex prefix: `D` for `float` and `double` (both written as the 64-bit pattern of
    the double value, as LLVM does), `H` half, `R` bfloat, `K` x86_fp80, `L` fp128, `M` ppc_fp128.
    Keeping bits, not a Python float, makes NaN payloads exact and equality reflexive.
    """

    bits: int
    fmt: str = "D"

    @classmethod
    def of(cls, x: float) -> FloatConst:
        """The `float`/`double` literal of the value x (its 64-bit double pattern, `D`)."""
        return cls(struct.unpack("<Q", struct.pack("<d", x))[0])


@attrs.frozen
class Undef:
    """`undef`: the undefined value ⊤ of the dissertation."""


@attrs.frozen
class Poison:
    """`poison`: LLVM's poison value, distinct from ⊤ (semantics/values.md [VAL-POISON])."""


@attrs.frozen
class ZeroInit:
    """`zeroinitializer`."""


@attrs.frozen
class NullPtr:
    """`null`."""


@attrs.frozen
class NoneToken:
    """`none`, the token constant."""


@attrs.frozen
class Typed:
    """A value with the type written next to it (`i32 4`)."""

    ty: Type
    value: Value


@attrs.frozen
class Aggregate:
    """A vector, array or struct constant: `<i32 1, i32 2>`, `[i32 1, i32 2]`, `{ i32 1 }`."""

    kind: str  # "vector" | "array" | "struct" | "packed"
    elems: tuple[Typed, ...]


@attrs.frozen
class StringConst:
    """`c"..."`: an array of i8 written as a string."""

    data: bytes


@attrs.frozen
class GepExpr:
    """A constant `getelementptr` expression."""

    inbounds: bool
    source: Type
    base: Typed
    indices: tuple[Typed, ...]


@attrs.frozen
class CastExpr:
    """A constant cast expression such as `ptrtoint (ptr @g to i64)`."""

    op: str
    operand: Typed
    to: Type


@attrs.frozen
class BinExpr:
    """A constant binary expression such as `sub (i64 ptrtoint (...), i64 ...)`."""

    op: str
    lhs: Typed
    rhs: Typed
    flags: tuple[str, ...] = ()


@attrs.frozen
class MetadataRef:
    """A metadata operand of an intrinsic call, kept as its text (`!"round.dynamic"`, `!12`)."""

    text: str


Constant = (
    IntConst
    | FloatConst
    | Undef
    | Poison
    | ZeroInit
    | NullPtr
    | NoneToken
    | Aggregate
    | StringConst
    | GepExpr
    | CastExpr
    | BinExpr
    | MetadataRef
    | GlobalRef
)
Value = Local | Constant


def signed(value: int, bits: int) -> int:
    """`value` reduced to `bits` bits and read as two's complement (how literals are stored)."""
    value &= (1 << bits) - 1
    return value - (1 << bits) if bits > 1 and value >> (bits - 1) else value
