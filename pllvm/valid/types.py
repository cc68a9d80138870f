"""Typing of constants and operations: LLVM's rules, one function per instruction family."""

from __future__ import annotations

import struct
from collections.abc import Callable

from pllvm.syntax import (
    FLOAT_BINARY_OPS,
    Aggregate,
    Alloca,
    ArrayType,
    AtomicRMW,
    BinExpr,
    BinOp,
    Call,
    Cast,
    CastExpr,
    CmpXchg,
    ExtractElement,
    ExtractValue,
    FCmp,
    Fence,
    FloatConst,
    FloatType,
    FNeg,
    Freeze,
    Gep,
    GepExpr,
    GlobalRef,
    ICmp,
    InsertElement,
    InsertValue,
    IntConst,
    IntType,
    Load,
    Mask,
    MetadataRef,
    MetadataType,
    NoneToken,
    NullPtr,
    Operation,
    Poison,
    PtrType,
    Select,
    ShuffleVector,
    Store,
    StringConst,
    StructType,
    TokenType,
    Type,
    Undef,
    Value,
    VectorType,
    VoidType,
    ZeroInit,
)
from pllvm.syntax.typing import TypeTable, resolve
from pllvm.text.printer import print_type

__all__ = ["constant_type_error", "flag_error", "operation_type_error", "scalar"]

_FMF = frozenset({"fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"})
#: The poison-generating flags each integer operation and cast accepts (LLVM LangRef).
_INT_FLAGS = {
    "add": {"nuw", "nsw"}, "sub": {"nuw", "nsw"}, "mul": {"nuw", "nsw"}, "shl": {"nuw", "nsw"},
    "udiv": {"exact"}, "sdiv": {"exact"}, "lshr": {"exact"}, "ashr": {"exact"},
    "or": {"disjoint"}, "zext": {"nneg"}, "uitofp": {"nneg"}, "trunc": {"nuw", "nsw"},
    "fptrunc": _FMF, "fpext": _FMF,
}  # fmt: skip

_FLOAT_FMT = {"half": "H", "bfloat": "R", "float": "D", "double": "D", "x86_fp80": "K",
              "fp128": "L", "ppc_fp128": "M"}


def scalar(ty: Type) -> Type:
    """The element type of a vector, or the type itself."""
    return ty.elem if isinstance(ty, VectorType) else ty


def _is_int(ty: Type) -> bool:
    return isinstance(scalar(ty), IntType)


def _is_float(ty: Type) -> bool:
    return isinstance(scalar(ty), FloatType)


def _is_ptr(ty: Type) -> bool:
    return isinstance(scalar(ty), PtrType)


def _float_exact(bits: int) -> bool:
    """A `float` literal must be a double that converts to float without rounding."""
    x = struct.unpack("<d", struct.pack("<Q", bits))[0]
    if x != x:  # NaN: LLVM accepts any double NaN pattern whose payload fits
        return bits & 0x1FFFFFFF == 0
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0] == x
    except OverflowError:
        return False


def constant_type_error(ty: Type, v: Value, types: TypeTable) -> str | None:
    """Why the constant `v` cannot have type `ty`, or None when it can."""
    try:
        rty = resolve(ty, types)
    except KeyError:
        return f"unknown type {print_type(ty)}"
    t = print_type(ty)
    match v:
        case IntConst():
            return None if isinstance(rty, IntType) else f"integer constant used as {t}"
        case FloatConst(bits=bits, fmt=fmt):
            if not isinstance(rty, FloatType):
                return f"floating-point constant used as {t}"
            if fmt != _FLOAT_FMT[rty.kind]:
                return f"floating-point constant of the wrong format for {t}"
            if rty.kind == "float" and not _float_exact(bits):
                return "floating-point constant is not exactly representable as float"
            return None
        case NullPtr():
            return None if isinstance(rty, PtrType) else f"null used as {t}"
        case NoneToken():
            return None if isinstance(rty, TokenType) else f"none used as {t}"
        case GlobalRef():
            return None if isinstance(rty, PtrType) else f"global @{v.name} used as {t}"
        case MetadataRef():
            return None if isinstance(rty, MetadataType) else f"metadata used as {t}"
        case Undef() | Poison() | ZeroInit():
            return None if not isinstance(rty, VoidType) else f"value of type {t}"
        case StringConst(data=d):
            ok = rty == ArrayType(len(d), IntType(8))
            return None if ok else f"c-string of {len(d)} bytes used as {t}"
        case Aggregate(kind=kind, elems=elems):
            return _aggregate_error(rty, t, kind, elems, types)
        case GepExpr():
            return None if isinstance(rty, PtrType) else f"getelementptr expression used as {t}"
        case CastExpr(to=to) | BinExpr(lhs=type(ty=to)):
            return None if to == ty else f"constant expression of type {print_type(to)} used as {t}"
    return None


def _aggregate_error(rty: Type, t: str, kind: str, elems: tuple, types: TypeTable) -> str | None:
    if kind == "vector":
        if not isinstance(rty, VectorType) or rty.count != len(elems):
            return f"vector constant of {len(elems)} elements used as {t}"
        expected: list[Type] = [rty.elem] * len(elems)
    elif kind == "array":
        if not isinstance(rty, ArrayType) or rty.count != len(elems):
            return f"array constant of {len(elems)} elements used as {t}"
        expected = [rty.elem] * len(elems)
    else:
        if not isinstance(rty, StructType) or len(rty.fields) != len(elems):
            return f"struct constant of {len(elems)} fields used as {t}"
        if rty.packed != (kind == "packed"):
            return f"struct constant packing does not match {t}"
        expected = list(rty.fields)
    for want, e in zip(expected, elems, strict=True):
        if e.ty != want:
            return f"element of type {print_type(e.ty)} in a constant of type {t}"
        err = constant_type_error(e.ty, e.value, types)
        if err:
            return err
    return None


def _same_shape(a: Type, b: Type) -> bool:
    """Both scalars, or vectors of the same length."""
    if isinstance(a, VectorType) or isinstance(b, VectorType):
        return isinstance(a, VectorType) and isinstance(b, VectorType) and a.count == b.count
    return True


def _bits(ty: Type) -> int:
    s = scalar(ty)
    return s.bits if isinstance(s, IntType | FloatType) else 64


def _atomicrmw_error(name: str, ty: Type) -> str | None:
    """LangRef's operand types of `atomicrmw`: floats for the f-operations, integers for the
    others, and any of the two or a pointer for `xchg`."""
    if isinstance(ty, VectorType):
        return f"atomicrmw needs a scalar type, not {print_type(ty)}"
    if name.startswith("f"):
        ok = isinstance(ty, FloatType)
        return None if ok else f"atomicrmw {name} needs a floating-point type, not {print_type(ty)}"
    if name == "xchg":
        ok = _is_int(ty) or _is_ptr(ty) or isinstance(ty, FloatType)
        return None if ok else f"atomicrmw xchg needs an integer, float or ptr type, not {print_type(ty)}"
    return None if _is_int(ty) else f"atomicrmw {name} needs an integer type, not {print_type(ty)}"


def _cast_error(op: Cast) -> str | None:
    a, b = op.from_ty, op.to_ty
    if not _same_shape(a, b):
        return "cast between a vector and a scalar or vectors of different length"
    rules: dict[str, Callable[[], bool]] = {
        "trunc": lambda: _is_int(a) and _is_int(b) and _bits(b) < _bits(a),
        "zext": lambda: _is_int(a) and _is_int(b) and _bits(b) > _bits(a),
        "sext": lambda: _is_int(a) and _is_int(b) and _bits(b) > _bits(a),
        "fptrunc": lambda: _is_float(a) and _is_float(b) and _bits(b) < _bits(a),
        "fpext": lambda: _is_float(a) and _is_float(b) and _bits(b) > _bits(a),
        "fptoui": lambda: _is_float(a) and _is_int(b),
        "fptosi": lambda: _is_float(a) and _is_int(b),
        "uitofp": lambda: _is_int(a) and _is_float(b),
        "sitofp": lambda: _is_int(a) and _is_float(b),
        "ptrtoint": lambda: _is_ptr(a) and _is_int(b),
        "inttoptr": lambda: _is_int(a) and _is_ptr(b),
        "bitcast": lambda: (_is_ptr(a) == _is_ptr(b)) and _total_bits(a) == _total_bits(b),
        "addrspacecast": lambda: _is_ptr(a) and _is_ptr(b),
    }
    if rules[op.op]():
        return None
    return f"invalid cast: {op.op} from {print_type(a)} to {print_type(b)}"


def _total_bits(ty: Type) -> int:
    return _bits(ty) * (ty.count if isinstance(ty, VectorType) else 1)


def flag_error(op: Operation) -> str | None:
    """A flag the operation does not take (`exact` on `add`, `nsw` on `fadd`, ...)."""
    match op:
        case BinOp(op=o, flags=flags) | Cast(op=o, flags=flags):
            allowed = _FMF if o in FLOAT_BINARY_OPS else _INT_FLAGS.get(o, set())
        case _:
            return None
    bad = [f for f in flags if f not in allowed]
    return f"{o} does not take the flag {bad[0]}" if bad else None


def operation_type_error(op: Operation, types: TypeTable) -> str | None:
    """Why the operand types of `op` are inconsistent (beyond each operand's own type)."""
    match op:
        case BinOp(op=o, ty=ty):
            if o in FLOAT_BINARY_OPS:
                return None if _is_float(ty) else f"{o} needs floating-point operands, not {print_type(ty)}"
            return None if _is_int(ty) else f"{o} needs integer operands, not {print_type(ty)}"
        case FNeg(ty=ty) | FCmp(ty=ty):
            return None if _is_float(ty) else f"needs floating-point operands, not {print_type(ty)}"
        case ICmp(ty=ty):
            ok = _is_int(ty) or _is_ptr(ty)
            return None if ok else f"icmp needs integer or pointer operands, not {print_type(ty)}"
        case Select(cond_ty=c, ty=ty):
            if scalar(c) != IntType(1):
                return f"select condition must be i1 or a vector of i1, not {print_type(c)}"
            if isinstance(c, VectorType) and not _same_shape(c, ty):
                return "select with a vector condition needs vector operands of the same length"
            return None
        case Cast():
            return _cast_error(op)
        case Alloca(count=n):
            return None if n is None or isinstance(n.ty, IntType) else "alloca count must be an integer"
        case Load(ptr_ty=p) | Store(ptr_ty=p) | AtomicRMW(ptr_ty=p) | CmpXchg(ptr_ty=p) if (
                not isinstance(p, PtrType)):
            return f"address must be a ptr, not {print_type(p)}"
        case Load(ordering=str(), ty=ty) | Store(ordering=str(), ty=ty) if not (
                _is_int(ty) or _is_ptr(ty) or isinstance(ty, FloatType)) or isinstance(ty, VectorType):
            return f"an atomic load or store needs an integer, float or ptr type, not {print_type(ty)}"
        case AtomicRMW(op=name, ty=ty):
            return _atomicrmw_error(name, ty)
        case CmpXchg(ty=ty):
            ok = (_is_int(ty) or _is_ptr(ty)) and not isinstance(ty, VectorType)
            return None if ok else f"cmpxchg needs an integer or ptr type, not {print_type(ty)}"
        case Load() | Store() | Fence():
            return None
        case Gep(base_ty=b, indices=idx):
            if not _is_ptr(b):
                return f"getelementptr base must be a ptr, not {print_type(b)}"
            bad = next((i for i in idx if not _is_int(i.ty)), None)
            return None if bad is None else "getelementptr indices must be integers"
        case ExtractElement(vec_ty=v, idx_ty=i) | InsertElement(vec_ty=v, idx_ty=i):
            if not isinstance(v, VectorType):
                return f"needs a vector operand, not {print_type(v)}"
            if isinstance(op, InsertElement) and op.elem_ty != v.elem:
                return f"inserted element {print_type(op.elem_ty)} does not match {print_type(v)}"
            return None if isinstance(i, IntType) else "vector index must be an integer"
        case ShuffleVector(ty=v, mask_ty=m):
            if not isinstance(v, VectorType):
                return f"shufflevector needs vector operands, not {print_type(v)}"
            ok = isinstance(m, VectorType) and m.elem == IntType(32)
            return None if ok else "shufflevector mask must be a vector of i32"
        case InsertValue() | ExtractValue():
            return None
        case Freeze() | Mask() | Call():
            return None
    return None
