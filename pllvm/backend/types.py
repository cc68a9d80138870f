"""LLVM types of widened values: `<W x T>` for varying values, and intrinsic name suffixes."""

from __future__ import annotations

from pllvm.errors import LoweringError
from pllvm.syntax import FloatType, IntType, PtrType, Type, VectorType
from pllvm.syntax.values import Poison, Undef, Value
from pllvm.text import print_value
from pllvm.text.printer import print_type

__all__ = ["constant_text", "lanes_of", "mangle", "splat", "zero"]

_FLOAT_SUFFIX = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}


def lanes_of(ty: Type, w: int, what: str = "value") -> VectorType:
    """[WIDEN-VARYING] `<W x T>`: one lane per thread. Only scalar types widen; LLVM has no
    vectors of vectors or of aggregates."""
    if not isinstance(ty, IntType | FloatType | PtrType):
        raise LoweringError(f"a varying {what} of type {print_type(ty)} cannot be widened "
                            "(only integers, floats and pointers have vector forms)")
    return VectorType(w, ty)


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
