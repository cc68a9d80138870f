"""Memory accesses by the stride shape of their address ([WIDEN-LOAD-UNIFORM], [WIDEN-CONSEC],
[WIDEN-GATHER], [WIDEN-SCATTER]) and allocas ([WIDEN-ALLOCA])."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pllvm.analysis.lattice import Strided
from pllvm.backend.types import lanes_of, mangle
from pllvm.errors import LoweringError
from pllvm.syntax import PTR, Alloca, Command, IntConst, Load, Store, Type, VectorType
from pllvm.text.printer import print_type

if TYPE_CHECKING:
    from pllvm.backend.lower import Lowering

__all__ = ["lower_alloca", "lower_load", "lower_store"]


def _align(lw: Lowering, ty: Type, given: int | None) -> int:
    return given or lw.layout.align(ty)


def _consecutive(lw: Lowering, ptr: object, ty: Type) -> bool:
    """The address has stride shape (s, a) with s = the element size: lane t at base + s·t."""
    shape = lw.plan.shapes.get(getattr(ptr, "name", ""))
    return isinstance(shape, Strided) and shape.s == lw.layout.size(ty) and shape.s != 0


def _base(lw: Lowering, cmd_ptr: object, ty: Type) -> str:
    """[WIDEN-CONSEC] The address of lane 0 of a consecutive access, computed from the first
    active lane k (lane k holds base + s·k; passive lanes may hold anything)."""
    vec = lw.vector(cmd_ptr, PTR)  # type: ignore[arg-type]
    k = lw.first_active()
    p = lw.fresh("lane.ptr")
    lw.emit(f"{p} = extractelement <{lw.w} x ptr> {vec}, i32 {k}")
    if k == "0":
        return p
    off, base = lw.fresh("back"), lw.fresh("base")
    lw.emit(f"{off} = mul i32 {k}, -{lw.layout.size(ty)}")
    lw.emit(f"{base} = getelementptr i8, ptr {p}, i32 {off}")
    return base


def _check(lw: Lowering, ty: Type) -> VectorType:
    if isinstance(ty, VectorType):
        raise LoweringError(f"a varying access of the LLVM vector type {print_type(ty)} has no "
                            "SIMD form")
    return lanes_of(ty, lw.w, "memory access")


def lower_load(lw: Lowering, cmd: Command, op: Load, vec: bool) -> None:
    """Uniform address: one scalar load (in a predicated block a one-element masked load, so that
    an empty activation touches no memory) broadcast if the result is varying; consecutive
    address: a masked vector load; any other: a masked gather. Passive lanes read nothing."""
    ty, name, mask = op.ty, lw.result(cmd), lw.mask_for(cmd)
    align = _align(lw, ty, op.align)
    if not lw.varying(op.ptr):
        scalar = lw.fresh("ld") if vec else name
        ptr = lw.scalar(op.ptr, PTR)
        if lw.predicated() and not cmd.total:
            one = lw.fresh("ld1")
            fn = lw.intrinsic(f"llvm.masked.load.v1{mangle(ty)}.p0", f"<1 x {print_type(ty)}>",
                              ["ptr", "i32", "<1 x i1>", f"<1 x {print_type(ty)}>"])
            guard = lw.fresh("guard1")
            lw.emit(f"{guard} = insertelement <1 x i1> poison, i1 {lw.any_active()}, i32 0")
            lw.emit(f"{one} = call <1 x {print_type(ty)}> {fn}(ptr {ptr}, i32 {align}, <1 x i1> {guard}, "
                    f"<1 x {print_type(ty)}> zeroinitializer)")
            lw.emit(f"{scalar} = extractelement <1 x {print_type(ty)}> {one}, i32 0")
        else:
            lw.emit(f"{scalar} = load {print_type(ty)}, ptr {ptr}, align {align}")
        if vec:
            lw.bind(cmd.name, lw.broadcast(scalar, ty))
        return
    vt = print_type(_check(lw, ty))
    m = f"<{lw.w} x i1> {mask}"
    if _consecutive(lw, op.ptr, ty):
        fn = lw.intrinsic(f"llvm.masked.load.v{lw.w}{mangle(ty)}.p0", vt,
                          ["ptr", "i32", f"<{lw.w} x i1>", vt])
        base = _base(lw, op.ptr, ty)
        lw.emit(f"{name} = call {vt} {fn}(ptr {base}, i32 {align}, {m}, {vt} zeroinitializer)")
        return
    pv = f"<{lw.w} x ptr>"
    fn = lw.intrinsic(f"llvm.masked.gather.v{lw.w}{mangle(ty)}.v{lw.w}p0", vt,
                      [pv, "i32", f"<{lw.w} x i1>", vt])
    lw.emit(f"{name} = call {vt} {fn}({pv} {lw.vector(op.ptr, PTR)}, i32 {align}, {m}, {vt} zeroinitializer)")


def lower_store(lw: Lowering, cmd: Command, op: Store) -> None:
    """Uniform address and value: one scalar store (masked by "some thread is active" in a
    predicated block); consecutive address: a masked vector store; otherwise a masked scatter
    (lanes in increasing order, so the highest active lane's value wins where addresses meet)."""
    ty, mask = op.ty, lw.mask_for(cmd)
    align = _align(lw, ty, op.align)
    t = print_type(ty)
    if not lw.varying(op.ptr) and not lw.varying(op.value):
        val, ptr = lw.scalar(op.value, ty), lw.scalar(op.ptr, PTR)
        if lw.predicated() and not cmd.total:
            fn = lw.intrinsic(f"llvm.masked.store.v1{mangle(ty)}.p0", "void",
                              [f"<1 x {t}>", "ptr", "i32", "<1 x i1>"])
            one, guard = lw.fresh("st1"), lw.fresh("guard1")
            lw.emit(f"{one} = insertelement <1 x {t}> poison, {t} {val}, i32 0")
            lw.emit(f"{guard} = insertelement <1 x i1> poison, i1 {lw.any_active()}, i32 0")
            lw.emit(f"call void {fn}(<1 x {t}> {one}, ptr {ptr}, i32 {align}, <1 x i1> {guard})")
        else:
            lw.emit(f"store {t} {val}, ptr {ptr}, align {align}")
        return
    vt = print_type(_check(lw, ty))
    m = f"<{lw.w} x i1> {mask}"
    value = lw.vector(op.value, ty)
    if lw.varying(op.ptr) and _consecutive(lw, op.ptr, ty):
        fn = lw.intrinsic(f"llvm.masked.store.v{lw.w}{mangle(ty)}.p0", "void",
                          [vt, "ptr", "i32", f"<{lw.w} x i1>"])
        lw.emit(f"call void {fn}({vt} {value}, ptr {_base(lw, op.ptr, ty)}, i32 {align}, {m})")
        return
    pv = f"<{lw.w} x ptr>"
    fn = lw.intrinsic(f"llvm.masked.scatter.v{lw.w}{mangle(ty)}.v{lw.w}p0", "void",
                      [vt, pv, "i32", f"<{lw.w} x i1>"])
    lw.emit(f"call void {fn}({vt} {value}, {pv} {lw.vector(op.ptr, PTR)}, i32 {align}, {m})")


def lower_alloca(lw: Lowering, cmd: Command, op: Alloca) -> None:
    """A uniform alloca is one object; a varying one is W private copies, lane t's at
    `copies + t·n·size` (§6.6). Both are hoisted to the entry block: a fresh object per execution
    holds ⊤ until written, which reusing the same memory refines."""
    count = 1
    if op.count is not None:
        if not isinstance(op.count.value, IntConst):
            raise LoweringError("an alloca with a run-time element count is not lowered")
        count = op.count.value.value
    ty = print_type(op.ty)
    align = _align(lw, op.ty, op.align)
    name = lw.result(cmd)
    if cmd.name not in lw.plan.varying:
        lw.prologue.append(f"  {name} = alloca {ty}, i64 {count}, align {align}")
        return
    copies = lw.fresh("copies")
    size = lw.layout.size(op.ty)
    lw.prologue.append(f"  {copies} = alloca {ty}, i64 {count * lw.w}, align {align}")
    offsets = ", ".join(f"i64 {t * count * size}" for t in range(lw.w))
    lw.prologue.append(f"  {name} = getelementptr i8, ptr {copies}, <{lw.w} x i64> <{offsets}>")
