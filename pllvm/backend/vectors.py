"""A thread's own LLVM vectors and structs, widened ([WIDEN-TENSOR]): thread t's `<n x T>` is
elements t·n .. t·n+n-1 of one `<W·n x T>`, so element operations are single shuffles and selects,
and `vector.reduce.*` is n-1 lane-wise operations; a varying struct is a struct of vectors."""

from __future__ import annotations

from pllvm.backend.lower import Lowering
from pllvm.backend.types import mangle, shuffle_mask, splat
from pllvm.errors import LoweringError
from pllvm.syntax import (
    I1,
    Call,
    Command,
    ExtractElement,
    ExtractValue,
    FloatType,
    InsertElement,
    InsertValue,
    IntConst,
    IntType,
    ShuffleVector,
    Type,
    VectorType,
)
from pllvm.syntax.values import Aggregate, Poison, Undef, Value, ZeroInit
from pllvm.text.printer import print_type

__all__ = ["REDUCTIONS", "lower_extract", "lower_extractvalue", "lower_insert", "lower_insertvalue",
           "lower_reduce", "lower_shuffle", "minmax_num"]


def _element(lw: Lowering, tensor: str, vty: VectorType, j: int) -> str:
    """Element j of every thread's vector: `<W x T>` taken from the `<W·n x T>` tensor."""
    n, w = vty.count, lw.w
    out = lw.fresh("elem")
    wide = print_type(lw.vty(vty))
    lw.emit(f"{out} = shufflevector {wide} {tensor}, {wide} poison, "
            f"<{w} x i32> {shuffle_mask([t * n + j for t in range(w)])}")
    return out


def lower_extract(lw: Lowering, cmd: Command, op: ExtractElement) -> None:
    """[WIDEN-TENSOR] `extractelement`: a constant index is one shuffle; a run-time index selects
    among the n shuffles (an index outside the vector reads element 0: the interpreter's ⊤)."""
    vty = op.vec_ty
    assert isinstance(vty, VectorType)
    tensor = lw.vector(op.vec, vty)
    if isinstance(op.idx, IntConst):
        j = op.idx.value
        lw.bind(cmd.name, _element(lw, tensor, vty, j if 0 <= j < vty.count else 0))
        return
    idx = lw.vector(op.idx, op.idx_ty)
    it = print_type(lw.vty(op.idx_ty))
    et = print_type(lw.vty(vty.elem))
    acc = _element(lw, tensor, vty, 0)
    for j in range(1, vty.count):
        hit, nxt = lw.fresh("hit"), lw.fresh("pick")
        lw.emit(f"{hit} = icmp eq {it} {idx}, {splat(str(j), op.idx_ty, lw.w)}")
        lw.emit(f"{nxt} = select <{lw.w} x i1> {hit}, {et} {_element(lw, tensor, vty, j)}, {et} {acc}")
        acc = nxt
    lw.bind(cmd.name, acc)


def lower_insert(lw: Lowering, cmd: Command, op: InsertElement) -> None:
    """[WIDEN-TENSOR] `insertelement`: a select between the tensor and the element spread over
    each thread's n positions, where the position equals the (per thread) index."""
    vty = op.vec_ty
    assert isinstance(vty, VectorType)
    n, w = vty.count, lw.w
    tensor = lw.vector(op.vec, vty)
    elem = lw.spread(lw.vector(op.elem, op.elem_ty), op.elem_ty, n)
    wide = print_type(lw.vty(vty))
    if isinstance(op.idx, IntConst):
        hit = "<" + ", ".join(f"i1 {'true' if j == op.idx.value else 'false'}"
                              for _ in range(w) for j in range(n)) + ">"
    else:
        hit = lw.fresh("at")
        it = op.idx_ty
        idx = lw.spread(lw.vector(op.idx, it), it, n)
        pattern = "<" + ", ".join(f"{print_type(it)} {j}" for _ in range(w) for j in range(n)) + ">"
        lw.emit(f"{hit} = icmp eq <{w * n} x {print_type(it)}> {idx}, {pattern}")
    lw.emit(f"{lw.result(cmd)} = select <{w * n} x i1> {hit}, {wide} {elem}, {wide} {tensor}")


def lower_shuffle(lw: Lowering, cmd: Command, op: ShuffleVector) -> None:
    """[WIDEN-TENSOR] `shufflevector a, b, mask` (mask constant): one shuffle of the two tensors,
    thread t's result element k taken from thread t's elements of a or b."""
    vty, w = op.ty, lw.w
    assert isinstance(vty, VectorType)
    n = vty.count
    mask = _mask_indices(op.mask, op.mask_ty)
    picks: list[int | None] = []
    for t in range(w):
        for i in mask:
            if i is None or i >= 2 * n:
                picks.append(None)
            else:
                picks.append(t * n + i if i < n else w * n + t * n + (i - n))
    wide = print_type(lw.vty(vty))
    lw.emit(f"{lw.result(cmd)} = shufflevector {wide} {lw.vector(op.lhs, vty)}, "
            f"{wide} {lw.vector(op.rhs, vty)}, <{len(picks)} x i32> {shuffle_mask(picks)}")


def _mask_indices(mask: Value, ty: Type) -> list[int | None]:
    """The constant mask of a shufflevector as indices (None for undef and poison elements)."""
    count = ty.count if isinstance(ty, VectorType) else 1
    match mask:
        case ZeroInit():
            return [0] * count
        case Undef() | Poison():
            return [None] * count
        case Aggregate(elems=elems):
            return [e.value.value if isinstance(e.value, IntConst) else None for e in elems]
    raise LoweringError("a shufflevector mask must be a constant")


#: `llvm.vector.reduce.<op>` as a lane-wise instruction or intrinsic family.
REDUCTIONS = {
    "add": "add", "mul": "mul", "and": "and", "or": "or", "xor": "xor", "fadd": "fadd",
    "fmul": "fmul", "smax": "llvm.smax", "smin": "llvm.smin", "umax": "llvm.umax",
    "umin": "llvm.umin", "fmax": "llvm.maxnum", "fmin": "llvm.minnum",
}  # fmt: skip


def lower_reduce(lw: Lowering, cmd: Command, op: Call, kind: str) -> None:
    """[WIDEN-TENSOR] `llvm.vector.reduce.<kind>` of each thread's vector: its elements combined
    in order by W-wide operations (fadd and fmul from the start value, ordered as LLVM requires
    without `reassoc`, and as the interpreter computes)."""
    vec = op.args[-1]
    vty = vec.ty
    assert isinstance(vty, VectorType)
    et = vty.elem
    tensor = lw.vector(vec.value, vty)
    step = REDUCTIONS[kind]
    wt = print_type(lw.vty(et))
    acc = lw.vector(op.args[0].value, et) if kind in ("fadd", "fmul") else _element(lw, tensor, vty, 0)
    first = 0 if kind in ("fadd", "fmul") else 1
    for j in range(first, vty.count):
        x, nxt = _element(lw, tensor, vty, j), lw.fresh("red")
        if step in ("llvm.minnum", "llvm.maxnum"):
            minmax_num(lw, step.removeprefix("llvm."), lw.vty(et), acc, x, nxt)
        elif step.startswith("llvm."):
            fn = lw.intrinsic(f"{step}.{mangle(lw.vty(et))}", wt, [wt, wt])
            lw.emit(f"{nxt} = call {wt} {fn}({wt} {acc}, {wt} {x})")
        else:
            lw.emit(f"{nxt} = {step} {wt} {acc}, {x}")
        acc = nxt
    lw.bind(cmd.name, acc)


def minmax_num(lw: Lowering, family: str, ty: Type, a: str, b: str, name: str) -> None:
    """[WIDEN-MINMAX] `name` = minnum or maxnum (`family`) of `a` and `b` of the float type or
    float vector type `ty`, two zeros ordered as [VAL-FLOAT-MINMAX] orders them (-0.0 < +0.0):
    LLVM lets either zero be returned, and x86 returns the second operand. Of two zeros,
    `minnum` is the OR of their bits (-0.0 if either is), `maxnum` the AND."""
    elem = ty.elem if isinstance(ty, VectorType) else ty
    assert isinstance(elem, FloatType)
    bits = IntType(elem.bits)
    it = VectorType(ty.count, bits) if isinstance(ty, VectorType) else bits
    i1 = VectorType(ty.count, I1) if isinstance(ty, VectorType) else I1
    ft, its, bt = print_type(ty), print_type(it), print_type(i1)
    fn = lw.intrinsic(f"llvm.{family}.{mangle(ty)}", ft, [ft, ft])
    r, az, bz, both, ai, bi, m, mz = (lw.fresh(n) for n in ("mm", "az", "bz", "zz", "ai", "bi", "zb", "z"))
    zero = "zeroinitializer" if isinstance(ty, VectorType) else "0.0"
    lw.emit(f"{r} = call {ft} {fn}({ft} {a}, {ft} {b})")
    lw.emit(f"{az} = fcmp oeq {ft} {a}, {zero}")
    lw.emit(f"{bz} = fcmp oeq {ft} {b}, {zero}")
    lw.emit(f"{both} = and {bt} {az}, {bz}")
    lw.emit(f"{ai} = bitcast {ft} {a} to {its}")
    lw.emit(f"{bi} = bitcast {ft} {b} to {its}")
    lw.emit(f"{m} = {'or' if family == 'minnum' else 'and'} {its} {ai}, {bi}")
    lw.emit(f"{mz} = bitcast {its} {m} to {ft}")
    lw.emit(f"{name} = select {bt} {both}, {ft} {mz}, {ft} {r}")


def lower_extractvalue(lw: Lowering, cmd: Command, op: ExtractValue) -> None:
    """[WIDEN-TENSOR] `extractvalue` of a struct of vectors: the same indices."""
    path = ", ".join(str(i) for i in op.indices)
    lw.emit(f"{lw.result(cmd)} = extractvalue {print_type(lw.vty(op.agg_ty))} "
            f"{lw.vector(op.agg, op.agg_ty)}, {path}")


def lower_insertvalue(lw: Lowering, cmd: Command, op: InsertValue) -> None:
    """[WIDEN-TENSOR] `insertvalue` into a struct of vectors: the widened element, same indices."""
    path = ", ".join(str(i) for i in op.indices)
    lw.emit(f"{lw.result(cmd)} = insertvalue {print_type(lw.vty(op.agg_ty))} "
            f"{lw.vector(op.agg, op.agg_ty)}, {print_type(lw.vty(op.elem_ty))} "
            f"{lw.vector(op.elem, op.elem_ty)}, {path}")
