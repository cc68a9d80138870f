"""The type each instruction produces, and named-type resolution (LLVM's typing rules)."""

from __future__ import annotations

from collections.abc import Mapping

from pllvm.syntax.instructions import (
    Alloca,
    AtomicRMW,
    BinOp,
    Call,
    Cast,
    CmpXchg,
    ExtractElement,
    ExtractValue,
    FCmp,
    Fence,
    FNeg,
    Freeze,
    Gep,
    ICmp,
    InsertElement,
    InsertValue,
    Load,
    Mask,
    Operation,
    Select,
    ShuffleVector,
    Store,
)
from pllvm.syntax.types import (
    I1,
    PTR,
    VOID,
    ArrayType,
    NamedType,
    StructType,
    Type,
    VectorType,
)
from pllvm.syntax.values import Value

__all__ = ["TypeTable", "aggregate_member", "indexed_element", "resolve", "result_type", "typed_operands",
           "vector_of"]

#: Named struct types of a module: name -> body (None for `opaque`).
TypeTable = Mapping[str, Type | None]


def resolve(ty: Type, types: TypeTable) -> Type:
    """Follow named types to their body; raise KeyError for unknown or opaque names."""
    seen: set[str] = set()
    while isinstance(ty, NamedType):
        body = types.get(ty.name)
        if ty.name in seen or body is None:
            raise KeyError(ty.name)
        seen.add(ty.name)
        ty = body
    return ty


def vector_of(ty: Type, types: TypeTable) -> VectorType:
    """`ty` resolved, as the vector type an element or shuffle operation takes (TypeError if not)."""
    rt = resolve(ty, types)
    if not isinstance(rt, VectorType):
        raise TypeError(f"{ty} is not a vector type")
    return rt


def indexed_element(ty: Type, types: TypeTable) -> Type:
    """The type an index into an array or vector steps to, as in a GEP (TypeError if neither)."""
    rt = resolve(ty, types)
    if not isinstance(rt, ArrayType | VectorType):
        raise TypeError(f"{ty} is neither an array nor a vector type")
    return rt.elem


def aggregate_member(ty: Type, index: int, types: TypeTable) -> Type:
    """The type of member `index` of an array or struct (IndexError if out of range)."""
    ty = resolve(ty, types)
    if isinstance(ty, ArrayType | VectorType):
        if not 0 <= index < ty.count:
            raise IndexError(index)
        return ty.elem
    if isinstance(ty, StructType):
        return ty.fields[index]
    raise TypeError(ty)


def _lanes_like(ty: Type, elem: Type) -> Type:
    """`elem`, widened to a vector when `ty` is one (compare results, vector GEPs)."""
    return VectorType(ty.count, elem, ty.scalable) if isinstance(ty, VectorType) else elem


def result_type(op: Operation, types: TypeTable) -> Type:
    """The type of the value `op` defines (`void` for stores and void calls)."""
    match op:
        case (BinOp(ty=ty) | FNeg(ty=ty) | Select(ty=ty) | Freeze(ty=ty) | Load(ty=ty)
              | AtomicRMW(ty=ty)):
            return ty
        case CmpXchg(ty=ty):
            return StructType((ty, I1))
        case ICmp(ty=ty) | FCmp(ty=ty):
            return _lanes_like(ty, I1)
        case Cast(to_ty=ty):
            return ty
        case Alloca():
            return PTR
        case Store() | Fence():
            return VOID
        case Gep(base_ty=bty, indices=idx):
            vector_index = next((i.ty for i in idx if isinstance(i.ty, VectorType)), bty)
            return _lanes_like(bty if isinstance(bty, VectorType) else vector_index, PTR)
        case Call(ret_ty=ty):
            return ty
        case ExtractElement(vec_ty=vt):
            return vector_of(vt, types).elem
        case InsertElement(vec_ty=vt):
            return vt
        case ShuffleVector(ty=ty, mask_ty=mt):
            return VectorType(vector_of(mt, types).count, vector_of(ty, types).elem)
        case ExtractValue(agg_ty=at, indices=idx):
            ty = at
            for i in idx:
                ty = aggregate_member(ty, i, types)
            return ty
        case InsertValue(agg_ty=at):
            return at
        case Mask():
            return I1
    raise TypeError(f"not an operation: {op!r}")


def typed_operands(op: Operation) -> tuple[tuple[Value, Type], ...]:
    """Each operand of `op` with the type the instruction text states for it."""
    match op:
        case BinOp(ty=ty, lhs=a, rhs=b) | ICmp(ty=ty, lhs=a, rhs=b) | FCmp(ty=ty, lhs=a, rhs=b):
            return ((a, ty), (b, ty))
        case FNeg(ty=ty, operand=a) | Freeze(ty=ty, operand=a):
            return ((a, ty),)
        case Select(cond_ty=cty, cond=c, ty=ty, if_true=a, if_false=b):
            return ((c, cty), (a, ty), (b, ty))
        case Cast(from_ty=ty, operand=a):
            return ((a, ty),)
        case Alloca(count=n):
            return ((n.value, n.ty),) if n is not None else ()
        case Load(ptr_ty=pty, ptr=p):
            return ((p, pty),)
        case Store(ty=ty, value=v, ptr_ty=pty, ptr=p):
            return ((v, ty), (p, pty))
        case AtomicRMW(ptr_ty=pty, ptr=p, ty=ty, value=v):
            return ((p, pty), (v, ty))
        case CmpXchg(ptr_ty=pty, ptr=p, ty=ty, cmp=c, new=n):
            return ((p, pty), (c, ty), (n, ty))
        case Gep(base_ty=bty, base=b, indices=idx):
            return ((b, bty), *((i.value, i.ty) for i in idx))
        case Call(callee=f, args=args):
            return ((f, PTR), *((a.value, a.ty) for a in args))
        case ExtractElement(vec_ty=vt, vec=v, idx_ty=it, idx=i):
            return ((v, vt), (i, it))
        case InsertElement(vec_ty=vt, vec=v, elem_ty=et, elem=e, idx_ty=it, idx=i):
            return ((v, vt), (e, et), (i, it))
        case ShuffleVector(ty=ty, lhs=a, rhs=b, mask_ty=mt, mask=m):
            return ((a, ty), (b, ty), (m, mt))
        case ExtractValue(agg_ty=at, agg=a):
            return ((a, at),)
        case InsertValue(agg_ty=at, agg=a, elem_ty=et, elem=e):
            return ((a, at), (e, et))
    return ()
