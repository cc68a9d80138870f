"""Instructions, phis and terminators: the `inst`, `c`, `phi` and `tmn` of Fig. 4.2.

A `Command` is one line of a block body: an optional result name, the operation, and the P-LLVM
`total` modifier. Operations are plain data; their semantics live in `pllvm.exec`. Commands, phis,
terminators (and blocks, functions) carry `loc`, their place in the source text, which equality and
hashing ignore: a printed and re-parsed program equals the original.
"""

from __future__ import annotations

import attrs

from pllvm.errors import Loc
from pllvm.syntax.types import Type
from pllvm.syntax.values import IntConst, Typed, Value

__all__ = [
    "ATOMICRMW_OPS",
    "ATOMIC_ORDERINGS",
    "BINARY_OPS",
    "CAST_OPS",
    "FCMP_PREDS",
    "FLOAT_BINARY_OPS",
    "ICMP_PREDS",
    "INT_BINARY_OPS",
    "Alloca",
    "Arg",
    "AtomicRMW",
    "BinOp",
    "Br",
    "Call",
    "Cast",
    "CmpXchg",
    "Command",
    "CondBr",
    "ExtractElement",
    "ExtractValue",
    "FCmp",
    "FNeg",
    "Fence",
    "Freeze",
    "Gep",
    "ICmp",
    "InsertElement",
    "InsertValue",
    "Load",
    "Mask",
    "Operation",
    "Phi",
    "Ret",
    "Select",
    "ShuffleVector",
    "Store",
    "Switch",
    "Terminator",
    "Unreachable",
    "operands",
    "successors",
]

INT_BINARY_OPS = (
    "add", "sub", "mul", "udiv", "sdiv", "urem", "srem",
    "shl", "lshr", "ashr", "and", "or", "xor",
)  # fmt: skip
FLOAT_BINARY_OPS = ("fadd", "fsub", "fmul", "fdiv", "frem")
BINARY_OPS = INT_BINARY_OPS + FLOAT_BINARY_OPS
CAST_OPS = (
    "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
    "ptrtoint", "inttoptr", "bitcast", "addrspacecast",
)  # fmt: skip
ICMP_PREDS = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")
FCMP_PREDS = (
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
)  # fmt: skip


@attrs.frozen
class BinOp:
    """`add nsw i32 %a, %b`, `fmul fast double %x, %y`, ...; `flags` as written."""

    op: str
    ty: Type
    lhs: Value
    rhs: Value
    flags: tuple[str, ...] = ()


@attrs.frozen
class FNeg:
    """`fneg float %x`."""

    ty: Type
    operand: Value
    flags: tuple[str, ...] = ()


@attrs.frozen
class ICmp:
    """`icmp slt i32 %a, %b`."""

    pred: str
    ty: Type
    lhs: Value
    rhs: Value


@attrs.frozen
class FCmp:
    """`fcmp olt double %a, %b`."""

    pred: str
    ty: Type
    lhs: Value
    rhs: Value
    flags: tuple[str, ...] = ()


@attrs.frozen
class Select:
    """`select i1 %c, i32 %a, i32 %b` (the condition may be a vector of i1)."""

    cond_ty: Type
    cond: Value
    ty: Type
    if_true: Value
    if_false: Value
    flags: tuple[str, ...] = ()


@attrs.frozen
class Cast:
    """`zext i32 %x to i64` and the other conversions of `CAST_OPS`."""

    op: str
    from_ty: Type
    operand: Value
    to_ty: Type
    flags: tuple[str, ...] = ()


@attrs.frozen
class Alloca:
    """`alloca T[, ty n][, align A]`: one private object per active thread ([W-INST-ALLOCA])."""

    ty: Type
    count: Typed | None = None
    align: int | None = None

    @property
    def constant_count(self) -> int | None:
        """The number of elements when it is a constant (1 when none is written), else None."""
        if self.count is None:
            return 1
        return self.count.value.value if isinstance(self.count.value, IntConst) else None


#: LLVM's memory orderings, weakest first (`unordered` only on atomic loads and stores)
ATOMIC_ORDERINGS = ("unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")
#: the operations of `atomicrmw` ([W-INST-ATOMICRMW] in semantics/execution.md)
ATOMICRMW_OPS = ("xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
                 "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap")


@attrs.frozen
class Load:
    """`load [atomic] T, ptr %p [syncscope("s") ORDER][, align A]`; `ordering` is None for a
    plain load ([W-INST-LOAD]; an atomic one reads as a plain one does, [W-INST-ATOMIC])."""

    ty: Type
    ptr_ty: Type
    ptr: Value
    align: int | None = None
    volatile: bool = False
    ordering: str | None = None
    scope: str | None = None


@attrs.frozen
class Store:
    """`store [atomic] T %v, ptr %p [syncscope("s") ORDER][, align A]`; `ordering` is None for a
    plain store ([W-INST-STORE]; an atomic one stores thread by thread, [W-INST-ATOMIC])."""

    ty: Type
    value: Value
    ptr_ty: Type
    ptr: Value
    align: int | None = None
    volatile: bool = False
    ordering: str | None = None
    scope: str | None = None


@attrs.frozen
class AtomicRMW:
    """`atomicrmw [volatile] OP ptr %p, T %v [syncscope("s")] ORDER[, align A]`: the old value;
    [W-INST-ATOMICRMW] (the active threads in lane order)."""

    op: str
    ptr_ty: Type
    ptr: Value
    ty: Type
    value: Value
    ordering: str
    align: int | None = None
    volatile: bool = False
    scope: str | None = None


@attrs.frozen
class CmpXchg:
    """`cmpxchg [weak] [volatile] ptr %p, T %cmp, T %new [syncscope("s")] ORDER ORDER[, align A]`:
    `{T, i1}`, the old value and whether it equalled `cmp`; [W-INST-CMPXCHG]."""

    ptr_ty: Type
    ptr: Value
    ty: Type
    cmp: Value
    new: Value
    success: str
    failure: str
    align: int | None = None
    weak: bool = False
    volatile: bool = False
    scope: str | None = None


@attrs.frozen
class Fence:
    """`fence [syncscope("s")] ORDER`: no effect in the lock-step machine ([W-INST-FENCE])."""

    ordering: str
    scope: str | None = None


@attrs.frozen
class Gep:
    """`getelementptr [inbounds] T, ptr %base, i64 %i, ...`."""

    source: Type
    base_ty: Type
    base: Value
    indices: tuple[Typed, ...]
    inbounds: bool = False


@attrs.frozen
class Arg:
    """A call argument with its parameter attributes (`ptr noundef nonnull %p`)."""

    ty: Type
    value: Value
    attrs: tuple[str, ...] = ()


@attrs.frozen
class Call:
    """`[tail] call [flags] [attrs] T [(sig)] @f(args) [#N]`: [W-CMD-CALL] through theta.

    `fn_ty` is the explicit function type written for variadic callees; `ret_attrs` come before
    the return type, `fn_attrs` after the argument list.
    """

    ret_ty: Type
    callee: Value
    args: tuple[Arg, ...]
    tail: str | None = None
    flags: tuple[str, ...] = ()
    ret_attrs: tuple[str, ...] = ()
    fn_attrs: tuple[str, ...] = ()
    fn_ty: Type | None = None


@attrs.frozen
class ExtractElement:
    """`extractelement <n x T> %v, i64 %i`."""

    vec_ty: Type
    vec: Value
    idx_ty: Type
    idx: Value


@attrs.frozen
class InsertElement:
    """`insertelement <n x T> %v, T %x, i64 %i`."""

    vec_ty: Type
    vec: Value
    elem_ty: Type
    elem: Value
    idx_ty: Type
    idx: Value


@attrs.frozen
class ShuffleVector:
    """`shufflevector <n x T> %a, <n x T> %b, <m x i32> <mask>`."""

    ty: Type
    lhs: Value
    rhs: Value
    mask_ty: Type
    mask: Value


@attrs.frozen
class ExtractValue:
    """`extractvalue {T, U} %s, 1`."""

    agg_ty: Type
    agg: Value
    indices: tuple[int, ...]


@attrs.frozen
class InsertValue:
    """`insertvalue {T, U} %s, U %x, 1`."""

    agg_ty: Type
    agg: Value
    elem_ty: Type
    elem: Value
    indices: tuple[int, ...]


@attrs.frozen
class Freeze:
    """`freeze T %x`: ⊤ becomes some arbitrary but fixed value."""

    ty: Type
    operand: Value


@attrs.frozen
class Mask:
    """`mask`: the activation of the block on all threads ([W-CMD-MASK])."""


Operation = (
    BinOp
    | FNeg
    | ICmp
    | FCmp
    | Select
    | Cast
    | Alloca
    | Load
    | Store
    | AtomicRMW
    | CmpXchg
    | Fence
    | Gep
    | Call
    | ExtractElement
    | InsertElement
    | ShuffleVector
    | ExtractValue
    | InsertValue
    | Freeze
    | Mask
)


@attrs.frozen
class Command:
    """`%id = inst`, `%id = total inst`, `%id = mask`, or an unnamed `store`/void `call`."""

    name: str | None
    op: Operation
    total: bool = False
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


@attrs.frozen
class Phi:
    """`%x = phi T [v, %B], ... [shadow s]` (incoming pairs are (value, block label))."""

    name: str
    ty: Type
    incoming: tuple[tuple[Value, str], ...]
    shadow: Value | None = None
    flags: tuple[str, ...] = ()
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


@attrs.frozen
class Br:
    """`br label %target`."""

    target: str
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


@attrs.frozen
class CondBr:
    """`br i1 %c, label %t, label %f`: successor index 0 is `if_true`."""

    cond: Value
    if_true: str
    if_false: str
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


@attrs.frozen
class Switch:
    """`switch T %v, label %default [ T c, label %l ... ]`: index 0 is the default."""

    ty: Type
    value: Value
    default: str
    cases: tuple[tuple[int, str], ...]
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


@attrs.frozen
class Ret:
    """`ret T %v` or `ret void` (`value` is None)."""

    ty: Type
    value: Value | None = None
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


@attrs.frozen
class Unreachable:
    """`unreachable`."""

    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


Terminator = Br | CondBr | Switch | Ret | Unreachable


def successors(term: Terminator) -> tuple[str, ...]:
    """The successor labels of a terminator by successor index (`evalterm`'s i)."""
    match term:
        case Br(target=t):
            return (t,)
        case CondBr(if_true=t, if_false=f):
            return (t, f)
        case Switch(default=d, cases=cases):
            return (d, *(label for _, label in cases))
        case _:
            return ()


def operands(node: Operation | Phi | Terminator) -> tuple[Value, ...]:
    """Every value the node reads, in textual order (phi: incoming values, then shadow)."""
    match node:
        case BinOp(lhs=a, rhs=b) | ICmp(lhs=a, rhs=b) | FCmp(lhs=a, rhs=b):
            return (a, b)
        case FNeg(operand=a) | Cast(operand=a) | Freeze(operand=a):
            return (a,)
        case Select(cond=c, if_true=a, if_false=b):
            return (c, a, b)
        case Alloca(count=n):
            return (n.value,) if n is not None else ()
        case Load(ptr=p):
            return (p,)
        case Store(value=v, ptr=p):
            return (v, p)
        case AtomicRMW(ptr=p, value=v):
            return (p, v)
        case CmpXchg(ptr=p, cmp=c, new=n):
            return (p, c, n)
        case Gep(base=b, indices=idx):
            return (b, *(i.value for i in idx))
        case Call(callee=f, args=args):
            return (f, *(a.value for a in args))
        case ExtractElement(vec=v, idx=i):
            return (v, i)
        case InsertElement(vec=v, elem=e, idx=i):
            return (v, e, i)
        case ShuffleVector(lhs=a, rhs=b, mask=m):
            return (a, b, m)
        case ExtractValue(agg=a):
            return (a,)
        case InsertValue(agg=a, elem=e):
            return (a, e)
        case Phi(incoming=inc, shadow=s):
            vals = tuple(v for v, _ in inc)
            return (*vals, s) if s is not None else vals
        case CondBr(cond=c):
            return (c,)
        case Switch(value=v):
            return (v,)
        case Ret(value=v):
            return (v,) if v is not None else ()
        case _:
            return ()
