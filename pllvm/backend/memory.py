"""Memory accesses by the stride shape of their address ([WIDEN-LOAD-UNIFORM], [WIDEN-CONSEC],
[WIDEN-GATHER], [WIDEN-SCATTER]) and allocas ([WIDEN-ALLOCA])."""

from __future__ import annotations

from pllvm.analysis.lattice import Strided
from pllvm.backend.checked import CHECK_GAP, register
from pllvm.backend.lower import Lowering, callee_name
from pllvm.backend.types import elements, lanes_of, mangle, splat
from pllvm.errors import LoweringError
from pllvm.syntax import (
    I1,
    I32,
    I64,
    PTR,
    Alloca,
    Arg,
    Call,
    Command,
    IntConst,
    IntType,
    Load,
    Store,
    Type,
    VectorType,
)
from pllvm.syntax.values import Value
from pllvm.text.printer import print_type

__all__ = ["MEMORY_INTRINSICS", "gather", "lower_alloca", "lower_load", "lower_store", "scalar_load",
           "scatter", "vector_load", "vector_store"]


def _align(lw: Lowering, ty: Type, given: int | None) -> int:
    return given or lw.layout.align(ty)


def _elem(ty: Type) -> Type:
    return ty.elem if isinstance(ty, VectorType) else ty


def _contiguous(lw: Lowering, ty: Type) -> bool:
    """Whether W consecutive values of `ty` are the widened tensor's memory image (a `<3 x float>`
    is padded to 16 bytes in memory: it is not)."""
    return lw.layout.size(ty) == elements(ty) * lw.layout.size(_elem(ty))


def _consecutive(lw: Lowering, ptr: Value, ty: Type) -> bool:
    """The address has stride shape (s, a) with s = the access size: lane t at base + s·t."""
    shape = lw.plan.shapes.get(getattr(ptr, "name", ""))
    return (isinstance(shape, Strided) and shape.s == lw.layout.size(ty) and shape.s != 0
            and _contiguous(lw, ty))


def _base(lw: Lowering, cmd_ptr: Value, ty: Type) -> str:
    """[WIDEN-CONSEC] The address of lane 0 of a consecutive access, computed from the first
    active lane k (lane k holds base + s·k; passive lanes may hold anything)."""
    vec = lw.vector(cmd_ptr, PTR)
    k = lw.first_active()
    p = lw.fresh("lane.ptr")
    lw.emit(f"{p} = extractelement <{lw.w} x ptr> {vec}, i32 {k}")
    if k == "0":
        return p
    off, base = lw.fresh("back"), lw.fresh("base")
    lw.emit(f"{off} = mul i32 {k}, -{lw.layout.size(ty)}")
    lw.emit(f"{base} = getelementptr i8, ptr {p}, i32 {off}")
    return base


def _element_pointers(lw: Lowering, ptrs: str, ty: Type) -> str:
    """[WIDEN-TENSOR] The addresses of every thread's n elements of a `<n x T>` at `ptrs` (a
    `<W x ptr>`): `<W·n x ptr>`, thread t's element j at its address + j·size(T)."""
    n = elements(ty)
    if n == 1:
        return ptrs
    size = lw.layout.size(_elem(ty))
    out = lw.fresh("elem.ptr")
    offsets = ", ".join(f"i64 {j * size}" for _ in range(lw.w) for j in range(n))
    lw.emit(f"{out} = getelementptr i8, <{lw.w * n} x ptr> {lw.spread(ptrs, PTR, n)}, "
            f"<{lw.w * n} x i64> <{offsets}>")
    return out


def _one(ty: Type) -> VectorType:
    """The vector type of a guarded scalar access: `<1 x T>`, or `<n x T>` itself."""
    return ty if isinstance(ty, VectorType) else VectorType(1, ty)


def _guard(lw: Lowering, cmd: Command, ty: Type) -> str:
    """The mask of a guarded scalar access: every element when some thread is active."""
    n = elements(ty)
    return lw.if_some_active(cmd, f"<{n} x i1>", splat("true", I1, n), "zeroinitializer")


def scalar_load(lw: Lowering, cmd: Command, ty: Type, ptr: str, align: int, name: str) -> None:
    """[WIDEN-LOAD-UNIFORM] One load of `ty` at a uniform address; in a predicated block a masked
    load under "some thread is active", so an empty activation touches no memory."""
    if not lw.predicated() or cmd.total:
        lw.emit(f"{name} = load {print_type(ty)}, ptr {ptr}, align {align}")
        return
    one = print_type(_one(ty))
    fn = lw.intrinsic(f"llvm.masked.load.{mangle(_one(ty))}.p0", one,
                      ["ptr", "i32", f"<{elements(ty)} x i1>", one])
    guard = _guard(lw, cmd, ty)
    if isinstance(ty, VectorType):
        lw.emit(f"{name} = call {one} {fn}(ptr {ptr}, i32 {align}, <{elements(ty)} x i1> {guard}, "
                f"{one} zeroinitializer)")
        return
    got = lw.fresh("ld1")
    lw.emit(f"{got} = call {one} {fn}(ptr {ptr}, i32 {align}, <1 x i1> {guard}, {one} zeroinitializer)")
    lw.emit(f"{name} = extractelement {one} {got}, i32 0")


def gather(lw: Lowering, ty: Type, ptrs: str, mask: str, align: int, name: str,
           passthru: str = "zeroinitializer") -> None:
    """[WIDEN-GATHER] `llvm.masked.gather` of a widened value of `ty` from its element addresses
    (`<W·n x ptr>`) under the typed mask `mask`."""
    vt = print_type(lw.vty(ty))
    k = lw.w * elements(ty)
    fn = lw.intrinsic(f"llvm.masked.gather.{mangle(lw.vty(ty))}.v{k}p0", vt,
                      [f"<{k} x ptr>", "i32", f"<{k} x i1>", vt])
    lw.emit(f"{name} = call {vt} {fn}(<{k} x ptr> {ptrs}, i32 {align}, {mask}, {vt} {passthru})")


def lower_load(lw: Lowering, cmd: Command, op: Load, vec: bool) -> None:
    """Uniform address: one scalar load broadcast if the result is varying; consecutive address:
    a masked vector load; any other: a masked gather. Passive lanes read nothing."""
    ty, name, mask = op.ty, lw.result(cmd), lw.mask_for(cmd)
    align = _align(lw, ty, op.align)
    if not lw.varying(op.ptr):
        scalar = lw.fresh("ld") if vec else name
        scalar_load(lw, cmd, ty, lw.scalar(op.ptr, PTR), align, scalar)
        if vec:
            lw.bind(cmd.name, lw.broadcast(scalar, ty))
        return
    n = elements(ty)
    _load_at(lw, ty, op.ptr, f"<{lw.w * n} x i1> {lw.spread(mask, I1, n)}", align, name)


def _load_at(lw: Lowering, ty: Type, ptr: Value, mask: str, align: int, name: str,
             passthru: str = "zeroinitializer") -> None:
    """W values of `ty` at the threads' addresses `ptr` under the typed mask `mask`: one masked
    load where the addresses are consecutive, else a gather of every element."""
    _check(lw, ty)
    if lw.varying(ptr) and _consecutive(lw, ptr, ty):
        vector_load(lw, ty, _base(lw, ptr, ty), mask, align, name, passthru)
        return
    gather(lw, ty, _element_pointers(lw, lw.vector(ptr, PTR), ty), mask, align, name, passthru)


def _store_at(lw: Lowering, ty: Type, value: str, ptr: Value, mask: str, align: int) -> None:
    """W values of `ty` to the threads' addresses `ptr` under the typed mask `mask`, as
    `_load_at` (a scatter writes the lanes in increasing order)."""
    _check(lw, ty)
    if lw.varying(ptr) and _consecutive(lw, ptr, ty):
        vector_store(lw, ty, value, _base(lw, ptr, ty), mask, align)
        return
    scatter(lw, ty, value, _element_pointers(lw, lw.vector(ptr, PTR), ty), mask, align)


def _bit_packed(lw: Lowering, ty: Type) -> bool:
    """[WIDEN-CONSEC-BITS] Whether `ty` is an `iN` whose N bits do not fill its allocation: a
    vector of them is bit-packed in memory (`<W x i1>`, `<W x i3>`, `<W x i48>`), where each
    scalar takes 1, 1 or 8 bytes."""
    return isinstance(ty, IntType) and 8 * lw.layout.size(ty) != ty.bits


def _storage(lw: Lowering, ty: Type) -> Type:
    """[WIDEN-CONSEC-BITS] The type whose W consecutive values are the memory image of W scalars
    of `ty`: `ty` itself, but the integer of its allocation size where `ty` is bit-packed."""
    return IntType(8 * lw.layout.size(ty)) if _bit_packed(lw, ty) else ty


def vector_load(lw: Lowering, ty: Type, base: str, mask: str, align: int, name: str,
                passthru: str = "zeroinitializer") -> None:
    """[WIDEN-CONSEC] `llvm.masked.load` of W consecutive values of `ty` at `base` (of their
    byte-sized storage type, then truncated, [WIDEN-CONSEC-BITS])."""
    store = _storage(lw, ty)
    vt, st = print_type(lw.vty(ty)), print_type(lw.vty(store))
    k = lw.w * elements(ty)
    fn = lw.intrinsic(f"llvm.masked.load.{mangle(lw.vty(store))}.p0", st, ["ptr", "i32", f"<{k} x i1>", st])
    if store == ty:
        lw.emit(f"{name} = call {vt} {fn}(ptr {base}, i32 {align}, {mask}, {vt} {passthru})")
        return
    wide, through = lw.fresh("ld.bytes"), lw.fresh("ld.pass")
    lw.emit(f"{through} = zext {vt} {passthru} to {st}")
    lw.emit(f"{wide} = call {st} {fn}(ptr {base}, i32 {align}, {mask}, {st} {through})")
    lw.emit(f"{name} = trunc {st} {wide} to {vt}")


def vector_store(lw: Lowering, ty: Type, value: str, base: str, mask: str, align: int) -> None:
    """[WIDEN-CONSEC] `llvm.masked.store` of W consecutive values of `ty` at `base` (zero-extended
    to their byte-sized storage type first, [WIDEN-CONSEC-BITS])."""
    store = _storage(lw, ty)
    vt, st = print_type(lw.vty(ty)), print_type(lw.vty(store))
    k = lw.w * elements(ty)
    if store != ty:
        wide = lw.fresh("st.bytes")
        lw.emit(f"{wide} = zext {vt} {value} to {st}")
        value = wide
    fn = lw.intrinsic(f"llvm.masked.store.{mangle(lw.vty(store))}.p0", "void",
                      [st, "ptr", "i32", f"<{k} x i1>"])
    lw.emit(f"call void {fn}({st} {value}, ptr {base}, i32 {align}, {mask})")


def _check(lw: Lowering, ty: Type) -> None:
    """A varying access of `ty` has a SIMD form: scalars and vectors of them, but not `<n x iN>`
    whose N bits do not fill iN's allocation (bit-packed in memory, so not the tensor's image,
    and its elements have no addresses) nor aggregates."""
    wide = lanes_of(ty, lw.w, "memory access")
    if not isinstance(wide, VectorType):
        raise LoweringError(f"a varying access of the aggregate type {print_type(ty)} has no SIMD form")
    if isinstance(ty, VectorType) and _bit_packed(lw, ty.elem):
        raise LoweringError(f"a varying access of {print_type(ty)} (bit-packed in memory) has no "
                            "SIMD form")


def lower_store(lw: Lowering, cmd: Command, op: Store) -> None:
    """Uniform address and value: one scalar store (masked by "some thread is active" in a
    predicated block); consecutive address: a masked vector store; otherwise a masked scatter
    (lanes in increasing order, so the highest active lane's value wins where addresses meet)."""
    ty, mask = op.ty, lw.mask_for(cmd)
    align = _align(lw, ty, op.align)
    t = print_type(ty)
    if not lw.varying(op.ptr) and not lw.varying(op.value):
        val, ptr = lw.scalar(op.value, ty), lw.scalar(op.ptr, PTR)
        if not lw.predicated() or cmd.total:
            lw.emit(f"store {t} {val}, ptr {ptr}, align {align}")
            return
        one, n = print_type(_one(ty)), elements(ty)
        fn = lw.intrinsic(f"llvm.masked.store.{mangle(_one(ty))}.p0", "void",
                          [one, "ptr", "i32", f"<{n} x i1>"])
        if not isinstance(ty, VectorType):
            packed = lw.fresh("st1")
            lw.emit(f"{packed} = insertelement {one} poison, {t} {val}, i32 0")
            val = packed
        lw.emit(f"call void {fn}({one} {val}, ptr {ptr}, i32 {align}, <{n} x i1> {_guard(lw, cmd, ty)})")
        return
    n = elements(ty)
    _store_at(lw, ty, lw.vector(op.value, ty), op.ptr, f"<{lw.w * n} x i1> {lw.spread(mask, I1, n)}",
              align)


def scatter(lw: Lowering, ty: Type, value: str, ptrs: str, mask: str, align: int) -> None:
    """[WIDEN-SCATTER] `llvm.masked.scatter` of a widened value of `ty` to its element addresses
    (`<W·n x ptr>`) under the typed mask `mask` (elements in increasing order: the last wins)."""
    vt = print_type(lw.vty(ty))
    pv = f"<{lw.w * elements(ty)} x ptr>"
    fn = lw.intrinsic(f"llvm.masked.scatter.{mangle(lw.vty(ty))}.v{lw.w * elements(ty)}p0", "void",
                      [vt, pv, "i32", f"<{lw.w * elements(ty)} x i1>"])
    lw.emit(f"call void {fn}({vt} {value}, {pv} {ptrs}, i32 {align}, {mask})")


def lower_alloca(lw: Lowering, cmd: Command, op: Alloca) -> None:
    """[WIDEN-ALLOCA] A uniform alloca is one object; a varying one is W private copies, lane t's
    at `copies + t·n·size` (§6.6). With a constant count both are hoisted to the entry block: a
    fresh object per execution holds ⊤ until written, which reusing the same memory refines. A
    count known only at run time allocates where the alloca is (the first active thread's count:
    threads with different counts are undefined behaviour)."""
    ty = print_type(op.ty)
    align = _align(lw, op.ty, op.align)
    name = lw.result(cmd)
    varying = cmd.name in lw.plan.varying
    size = lw.layout.size(op.ty)
    n, count = op.count, op.constant_count
    checked = lw.plan.checked  # [NATIVE-CHECKED]: every object into the run's table
    if count is not None:
        if not varying:
            lw.prologue.append(f"  {name} = alloca {ty}, i64 {count}, align {align}")
            if checked:
                register(lw, name, str(size * count), prologue=True)
            return
        copies = lw.fresh("copies")
        if checked:  # each copy its own object, apart from the next as in the interpreter
            apart = -(-(size * count + CHECK_GAP) // align) * align
            lw.prologue.append(f"  {copies} = alloca i8, i64 {apart * lw.w}, align {align}")
            register(lw, copies, str(size * count), prologue=True, copies=lw.w, apart=str(apart))
        else:
            apart = size * count
            lw.prologue.append(f"  {copies} = alloca {ty}, i64 {count * lw.w}, align {align}")
        offsets = ", ".join(f"i64 {t * apart}" for t in range(lw.w))
        lw.prologue.append(f"  {name} = getelementptr i8, ptr {copies}, <{lw.w} x i64> <{offsets}>")
        return
    assert n is not None, "a count that is no constant is written"
    it = print_type(n.ty)
    most = lw.scalar(n.value, n.ty)  # a thread-dependent count is undefined behaviour
    stride = most
    if n.ty != I64:
        stride = lw.fresh("stride")
        lw.emit(f"{stride} = zext {it} {most} to i64")
    if not varying:
        lw.emit(f"{name} = alloca {ty}, {it} {most}, align {align}")
        if checked:
            register(lw, name, _bytes(lw, stride, size), prologue=False)
        return
    copies, total = lw.fresh("copies"), lw.fresh("count.all")
    wide64 = f"<{lw.w} x i64>"
    offsets = lw.fresh("offsets")
    if checked:  # as above, with the copies' distance known at run time
        each, padded, distance = _bytes(lw, stride, size), lw.fresh("padded"), lw.fresh("apart")
        lw.emit(f"{padded} = add i64 {each}, {CHECK_GAP + align - 1}")
        lw.emit(f"{distance} = and i64 {padded}, {-align}")  # rounded up to the alignment
        lw.emit(f"{total} = mul i64 {distance}, {lw.w}")
        lw.emit(f"{copies} = alloca i8, i64 {total}, align {align}")
        register(lw, copies, each, prologue=False, copies=lw.w, apart=distance)
        ids = "<" + ", ".join(f"i64 {t}" for t in range(lw.w)) + ">"
        lw.emit(f"{offsets} = mul {wide64} {lw.broadcast(distance, I64)}, {ids}")
    else:
        lw.emit(f"{total} = mul {it} {most}, {lw.w}")
        lw.emit(f"{copies} = alloca {ty}, {it} {total}, align {align}")
        lanes = "<" + ", ".join(f"i64 {t * size}" for t in range(lw.w)) + ">"
        lw.emit(f"{offsets} = mul {wide64} {lw.broadcast(stride, I64)}, {lanes}")
    lw.emit(f"{name} = getelementptr i8, ptr {copies}, {wide64} {offsets}")


def _bytes(lw: Lowering, count: str, size: int) -> str:
    """`count` (an i64) elements of `size` bytes, in bytes."""
    out = lw.fresh("bytes")
    lw.emit(f"{out} = mul i64 {count}, {size}")
    return out


# ---------------------------------------------------------------- memory intrinsics


def _immediate(arg: Arg) -> int:
    if not isinstance(arg.value, IntConst):
        raise LoweringError("the alignment of a masked memory intrinsic must be a constant")
    return arg.value.value


def _guarded_mask(lw: Lowering, cmd: Command, mask: Arg) -> str:
    """A uniform masked intrinsic's mask, cleared when no thread is active ([WIDEN-LOAD-UNIFORM])."""
    return lw.if_some_active(cmd, print_type(mask.ty), lw.scalar(mask.value, mask.ty), "zeroinitializer",
                             "mask.u")


def _tensor_mask(lw: Lowering, cmd: Command, mask: Arg) -> str:
    """A varying masked intrinsic's typed mask: each thread's own mask ∧ its activation."""
    n = elements(mask.ty)
    out = lw.fresh("mask.t")
    lw.emit(f"{out} = and <{lw.w * n} x i1> {lw.vector(mask.value, mask.ty)}, "
            f"{lw.spread(lw.mask_for(cmd), I1, n)}")
    return f"<{lw.w * n} x i1> {out}"


def _masked_load(lw: Lowering, cmd: Command, op: Call, vec: bool) -> None:
    """[WIDEN-MASKED] `llvm.masked.load(p, align, m, passthru)` of a thread: uniform, as written
    under "some thread is active"; varying, a masked load of the W threads' consecutive vectors,
    or a gather of their elements, under each thread's m ∧ activation."""
    ptr, align, mask, passthru = op.args
    if not vec:
        lw.call_as_written(cmd, op, {2: _guarded_mask(lw, cmd, mask)})
        return
    _load_at(lw, op.ret_ty, ptr.value, _tensor_mask(lw, cmd, mask), _immediate(align), lw.result(cmd),
             lw.vector(passthru.value, op.ret_ty))


def _masked_store(lw: Lowering, cmd: Command, op: Call, vec: bool) -> None:
    """[WIDEN-MASKED] `llvm.masked.store(v, p, align, m)`, as `_masked_load`."""
    value, ptr, align, mask = op.args
    if not any(lw.varying(x.value) for x in (value, ptr, mask)):
        lw.call_as_written(cmd, op, {3: _guarded_mask(lw, cmd, mask)})
        return
    _store_at(lw, value.ty, lw.vector(value.value, value.ty), ptr.value, _tensor_mask(lw, cmd, mask),
              _immediate(align))


def _masked_gather(lw: Lowering, cmd: Command, op: Call, vec: bool) -> None:
    """[WIDEN-MASKED] `llvm.masked.gather(ptrs, align, m, passthru)`: the threads' address vectors
    are already element addresses; one gather of W·n elements."""
    ptrs, align, mask, passthru = op.args
    if not vec:
        lw.call_as_written(cmd, op, {2: _guarded_mask(lw, cmd, mask)})
        return
    ty = op.ret_ty
    gather(lw, ty, lw.vector(ptrs.value, ptrs.ty), _tensor_mask(lw, cmd, mask), _immediate(align),
           lw.result(cmd), lw.vector(passthru.value, ty))


def _masked_scatter(lw: Lowering, cmd: Command, op: Call, vec: bool) -> None:
    """[WIDEN-MASKED] `llvm.masked.scatter(v, ptrs, align, m)`: one scatter of W·n elements."""
    value, ptrs, align, mask = op.args
    if not any(lw.varying(x.value) for x in (value, ptrs, mask)):
        lw.call_as_written(cmd, op, {3: _guarded_mask(lw, cmd, mask)})
        return
    scatter(lw, value.ty, lw.vector(value.value, value.ty), lw.vector(ptrs.value, ptrs.ty),
            _tensor_mask(lw, cmd, mask), _immediate(align))


def _lane(lw: Lowering, arg: Arg, t: int) -> str:
    """Thread t's value of a scalar argument."""
    if not lw.varying(arg.value):
        return lw.scalar(arg.value, arg.ty)
    out = lw.fresh("arg")
    lw.emit(f"{out} = extractelement {print_type(lw.vty(arg.ty))} {lw.vector(arg.value, arg.ty)}, i32 {t}")
    return out


def _lengths(lw: Lowering, cmd: Command, n: Arg) -> list[str]:
    """Each thread's length of a memset or memcpy, 0 for a passive thread."""
    mask, it = lw.mask_for(cmd), print_type(n.ty)
    out = []
    for t in range(lw.w):
        on, length = lw.fresh("on"), lw.fresh("len")
        lw.emit(f"{on} = extractelement <{lw.w} x i1> {mask}, i32 {t}")
        lw.emit(f"{length} = select i1 {on}, {it} {_lane(lw, n, t)}, {it} 0")
        out.append(length)
    return out


def _uniform_length(lw: Lowering, cmd: Command, n: Arg) -> str:
    """A uniform memset's or memcpy's length, 0 when no thread is active."""
    return lw.if_some_active(cmd, print_type(n.ty), lw.scalar(n.value, n.ty), "0", "len")


def _memset(lw: Lowering, cmd: Command, op: Call, vec: bool) -> None:
    """[WIDEN-MEMSET] `llvm.memset(dst, byte, n)`: uniform operands, one call (length 0 when no
    thread is active); varying ones, one call per thread in increasing order, a passive thread's
    with length 0 (two threads writing different bytes to one place is undefined behaviour)."""
    dst, byte, n, volatile = op.args
    if not any(lw.varying(x.value) for x in (dst, byte, n)):
        lw.call_as_written(cmd, op, {2: _uniform_length(lw, cmd, n)})
        return
    fn = lw.intrinsic(callee_name(op), "void", [a.ty for a in op.args])
    for t, length in enumerate(_lengths(lw, cmd, n)):
        lw.emit(f"call void {fn}(ptr {_lane(lw, dst, t)}, i8 {_lane(lw, byte, t)}, "
                f"{print_type(n.ty)} {length}, i1 {lw.scalar(volatile.value, I1)})")


def _memcpy(lw: Lowering, cmd: Command, op: Call, vec: bool) -> None:
    """[WIDEN-MEMCPY] `llvm.memcpy(dst, src, n)` (and memmove): uniform operands, one call;
    varying ones, every active thread's source bytes copied to a staging buffer first and then
    to its destination, because the interpreter reads all sources before any thread writes."""
    dst, src, n, volatile = op.args
    if not any(lw.varying(x.value) for x in (dst, src, n)):
        lw.call_as_written(cmd, op, {2: _uniform_length(lw, cmd, n)})
        return
    assert n is not None, "a count that is no constant is written"
    it = print_type(n.ty)
    lengths = _lengths(lw, cmd, n)
    offsets, total = [], "0"
    for length in lengths:
        offsets.append(total)
        nxt = lw.fresh("stage.end")
        lw.emit(f"{nxt} = add {it} {total}, {length}")
        total = nxt
    if isinstance(n.value, IntConst):
        stage = lw.fresh("stage")
        lw.prologue.append(f"  {stage} = alloca i8, i64 {lw.w * max(n.value.value, 1)}, align 16")
        saved = None
    else:
        saved, stage = lw.fresh("stack"), lw.fresh("stage")
        save = lw.intrinsic("llvm.stacksave", "ptr", [])
        lw.emit(f"{saved} = call ptr {save}()")
        lw.emit(f"{stage} = alloca i8, {it} {total}, align 16")
    fn = lw.intrinsic(callee_name(op), "void", [a.ty for a in op.args])
    vol = f"i1 {lw.scalar(volatile.value, I1)}"
    places = []
    for t, (length, offset) in enumerate(zip(lengths, offsets, strict=True)):
        at = lw.fresh("stage.at")
        lw.emit(f"{at} = getelementptr i8, ptr {stage}, {it} {offset}")
        lw.emit(f"call void {fn}(ptr {at}, ptr {_lane(lw, src, t)}, {it} {length}, {vol})")
        places.append(at)
    for t, (length, at) in enumerate(zip(lengths, places, strict=True)):
        lw.emit(f"call void {fn}(ptr {_lane(lw, dst, t)}, ptr {at}, {it} {length}, {vol})")
    if saved is not None:
        restore = lw.intrinsic("llvm.stackrestore", "void", ["ptr"])
        lw.emit(f"call void {restore}(ptr {saved})")


def _load_relative(lw: Lowering, cmd: Command, op: Call, vec: bool) -> None:
    """[WIDEN-LOAD-RELATIVE] `llvm.load.relative(p, off)` = p + sext(the i32 at p + off): the
    load uniform or gathered under the activation, like any load."""
    p, off = op.args
    it = print_type(off.ty)
    rel, wide = lw.fresh("rel"), lw.fresh("rel.x")
    if not vec:
        base, at = lw.scalar(p.value, PTR), lw.fresh("rel.at")
        lw.emit(f"{at} = getelementptr i8, ptr {base}, {it} {lw.scalar(off.value, off.ty)}")
        scalar_load(lw, cmd, I32, at, 4, rel)
        lw.emit(f"{wide} = sext i32 {rel} to i64")
        lw.emit(f"{lw.result(cmd)} = getelementptr i8, ptr {base}, i64 {wide}")
        return
    w = lw.w
    base, at = lw.vector(p.value, PTR), lw.fresh("rel.at")
    lw.emit(f"{at} = getelementptr i8, <{w} x ptr> {base}, {print_type(lw.vty(off.ty))} "
            f"{lw.vector(off.value, off.ty)}")
    gather(lw, I32, at, f"<{w} x i1> {lw.mask_for(cmd)}", 4, rel)
    lw.emit(f"{wide} = sext <{w} x i32> {rel} to <{w} x i64>")
    lw.emit(f"{lw.result(cmd)} = getelementptr i8, <{w} x ptr> {base}, <{w} x i64> {wide}")


#: Intrinsic families (`_family` names) that access memory, with their lowering.
MEMORY_INTRINSICS = {
    "masked.load": _masked_load, "masked.store": _masked_store, "masked.gather": _masked_gather,
    "masked.scatter": _masked_scatter, "memset": _memset, "memcpy": _memcpy, "memmove": _memcpy,
    "load.relative": _load_relative,
}  # fmt: skip
