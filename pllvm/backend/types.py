"""LLVM types of widened values: `<W x T>` for varying values, and intrinsic name suffixes."""

from __future__ import annotations

from pllvm.errors import LoweringError
from pllvm.syntax import FloatType, IntType, PtrType, StructType, Type, VectorType
from pllvm.syntax.values import Poison, Undef, Value
from pllvm.text import print_value
from pllvm.text.printer import print_type

__all__ = ["constant_text", "elements", "lanes_of", "mangle", "shuffle_mask", "splat", "zero"]

_FLOAT_SUFFIX = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}


def lanes_of(ty: Type, w: int, what: str = "value") -> VectorType | StructType:
    """[WIDEN-VARYING] `<W x T>`: one lane per thread. [WIDEN-TENSOR] A varying `<n x T>` is
    `<W·n x T>`, thread t's elements at t·n .. t·n+n-1 (LLVM has no vectors of vectors, and this
    is the memory order of W consecutive `<n x T>`); a varying struct is the struct of its widened
    fields (`{<W x i32>, <W x i1>}`, the form of LLVM's vector `with.overflow`)."""
    match ty:
        case IntType() | FloatType() | PtrType():
            return VectorType(w, ty)
        case VectorType(count=n, elem=e, scalable=False) if isinstance(e, IntType | FloatType | PtrType):
            return VectorType(w * n, e)
        case StructType(fields=fields, packed=False):
            return StructType(tuple(lanes_of(f, w, what) for f in fields))
    raise LoweringError(f"a varying {what} of type {print_type(ty)} cannot be widened "
                        "(only integers, floats, pointers, their vectors and structs of them)")


def elements(ty: Type) -> int:
    """How many elements one thread's value of `ty` has in its widened form: n for `<n x T>`,
    1 for a scalar."""
    return ty.count if isinstance(ty, VectorType) else 1


def mangle(ty: Type) -> str:
    """LLVM's overloaded-intrinsic suffix of a type: `i32`, `f64`, `p0`, `v8f32`."""
    match ty:
        case IntType(bits=n):
            return f"i{n}"
        case FloatType(kind=k) if k in _FLOAT_SUFFIX:
            return _FLOAT_SUFFIX[k]
        case PtrType(addrspace=a):
            return f"p{a}"
        case VectorType(count=n, elem=e):
            return f"v{n}{mangle(e)}"
    raise LoweringError(f"no intrinsic is overloaded on {print_type(ty)}")


def zero(ty: Type) -> str:
    """[WIDEN-UNDEF] The defined value that stands for ⊤ (undef, poison) of type `ty`."""
    match ty:
        case IntType():
            return "0"
        case FloatType():
            return "0.0"
        case PtrType():
            return "null"
    return "zeroinitializer"


def splat(text: str, ty: Type, w: int) -> str:
    """A constant vector with `text` (a constant of scalar type `ty`) in every lane."""
    one = f"{print_type(ty)} {text}"
    return "<" + ", ".join([one] * w) + ">"


def constant_text(value: Value, ty: Type) -> str:
    """The text of a constant operand, ⊤ written as zero ([WIDEN-UNDEF])."""
    if isinstance(value, Undef | Poison):
        return zero(ty)
    return print_value(value, ty)


def shuffle_mask(indices: list[int | None]) -> str:
    """A constant shufflevector mask; None is a lane whose value does not matter."""
    return "<" + ", ".join("i32 poison" if i is None else f"i32 {i}" for i in indices) + ">"
