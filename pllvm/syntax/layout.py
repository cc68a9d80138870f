"""Type layout in memory: sizes, alignments and struct field offsets (semantics/memory.md)."""

from __future__ import annotations

from functools import cache

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
from pllvm.syntax.typing import TypeTable, resolve

__all__ = ["Layout"]


class Layout:
    """Natural-alignment layout of the types of one module."""

    def __init__(self, types: TypeTable) -> None:
        self.types = types
        self.size = cache(self._size)
        self.align = cache(self._align)
        self.field_offsets = cache(self._field_offsets)

    def _resolve(self, ty: Type) -> Type:
        return resolve(ty, self.types) if isinstance(ty, NamedType) else ty

    def _size(self, ty: Type) -> int:
        """The allocation size in bytes (LLVM's alloc size: the store size rounded to alignment)."""
        ty = self._resolve(ty)
        match ty:
            case IntType(bits=n):
                return max(1, 1 << (max(n, 1) - 1).bit_length() >> 3) if n > 8 else 1
            case FloatType(kind="x86_fp80"):
                return 16
            case FloatType():
                return ty.bits // 8
            case PtrType():
                return 8
            case VectorType(count=n, elem=e):
                return 1 << max(n * self.size(e) - 1, 0).bit_length()  # <3 x float> takes 16
            case ArrayType(count=n, elem=e):
                return n * self.size(e)
            case StructType(fields=fs):
                if not fs:
                    return 0
                end = self.field_offsets(ty)[-1] + self.size(fs[-1])
                a = self.align(ty)
                return -(-end // a) * a
        raise Unsupported(f"type {ty} has no size")

    def _align(self, ty: Type) -> int:
        ty = self._resolve(ty)
        match ty:
            case ArrayType(elem=e):
                return self.align(e)
            case StructType(fields=fs, packed=p):
                return 1 if p or not fs else max(self.align(f) for f in fs)
            case VectorType():
                return self.size(ty)
        return self.size(ty)

    def _field_offsets(self, ty: Type) -> tuple[int, ...]:
        st = self._resolve(ty)
        assert isinstance(st, StructType)
        out, pos = [], 0
        for f in st.fields:
            a = 1 if st.packed else self.align(f)
            pos = -(-pos // a) * a
            out.append(pos)
            pos += self.size(f)
        return tuple(out)
