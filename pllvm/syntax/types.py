"""LLVM types (the `typ` of Fig. 4.2), as frozen attrs classes compared by value."""

from __future__ import annotations

import attrs

__all__ = [
    "FLOAT_KINDS",
    "I1",
    "I8",
    "I32",
    "I64",
    "PTR",
    "VOID",
    "ArrayType",
    "FloatType",
    "FunctionType",
    "IntType",
    "LabelType",
    "MetadataType",
    "NamedType",
    "PtrType",
    "StructType",
    "TokenType",
    "Type",
    "VectorType",
    "VoidType",
]

#: Floating-point kinds and their width in bits.
FLOAT_KINDS = {
    "half": 16,
    "bfloat": 16,
    "float": 32,
    "double": 64,
    "x86_fp80": 80,
    "fp128": 128,
    "ppc_fp128": 128,
}


@attrs.frozen
class IntType:
    """`iN`: an N-bit two's complement integer."""

    bits: int


@attrs.frozen
class FloatType:
    """An IEEE floating-point type named by its LLVM keyword (`float`, `double`, ...)."""

    kind: str

    @property
    def bits(self) -> int:
        return FLOAT_KINDS[self.kind]


@attrs.frozen
class PtrType:
    """`ptr` (opaque pointer), optionally in a non-zero address space."""

    addrspace: int = 0


@attrs.frozen
class VectorType:
    """`<n x T>` (or `<vscale x n x T>` when scalable)."""

    count: int
    elem: Type
    scalable: bool = False


@attrs.frozen
class ArrayType:
    """`[n x T]`."""

    count: int
    elem: Type


@attrs.frozen
class StructType:
    """A literal struct `{ T, ... }`, or `<{ T, ... }>` when packed."""

    fields: tuple[Type, ...]
    packed: bool = False


@attrs.frozen
class NamedType:
    """A reference to a module-level named type such as `%struct.S`."""

    name: str


@attrs.frozen
class FunctionType:
    """`R (P, ...)`: the explicit function type of a call to a variadic function."""

    ret: Type
    params: tuple[Type, ...]
    varargs: bool = False


@attrs.frozen
class VoidType:
    """`void`."""


@attrs.frozen
class LabelType:
    """`label`, the type of a block reference."""


@attrs.frozen
class MetadataType:
    """`metadata`, only as a call argument of intrinsics."""


@attrs.frozen
class TokenType:
    """`token`."""


Type = (
    IntType
    | FloatType
    | PtrType
    | VectorType
    | ArrayType
    | StructType
    | NamedType
    | FunctionType
    | VoidType
    | LabelType
    | MetadataType
    | TokenType
)

I1 = IntType(1)
I8 = IntType(8)
I32 = IntType(32)
I64 = IntType(64)
PTR = PtrType()
VOID = VoidType()
