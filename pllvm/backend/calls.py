"""Calls: the horizontal builtins as reductions and bit operations on the activation
([WIDEN-ANY] ... [WIDEN-RV]), and math functions and intrinsics as vector intrinsics ([WIDEN-MATH])
or vector math library calls ([WIDEN-VECLIB])."""

from __future__ import annotations

from pllvm.backend import memory, vectors
from pllvm.backend.lower import Lowering, callee_name
from pllvm.backend.types import mangle, shuffle_mask, splat
from pllvm.backend.veclib import Libmvec
from pllvm.errors import LoweringError
from pllvm.exec.theta import family
from pllvm.syntax import (
    I1,
    I32,
    Call,
    Command,
    Declaration,
    FloatType,
    IntType,
    PtrType,
    Type,
    VoidType,
)
from pllvm.syntax.builtins import (
    HORIZONTAL_BUILTINS,
    LANEWISE_INTRINSICS,
    LIBM,
    in_theta,
    intrinsic_family,
)
from pllvm.text.printer import print_name, print_type

__all__ = ["lower_call"]

#: C math functions with an LLVM intrinsic of the same meaning (a vector form exists for each).
_LIBM_INTRINSIC = {
    "sqrt": "sqrt", "sin": "sin", "cos": "cos", "exp": "exp", "exp2": "exp2", "log": "log",
    "log2": "log2", "log10": "log10", "pow": "pow", "fabs": "fabs", "floor": "floor", "ceil": "ceil",
    "trunc": "trunc", "round": "round", "rint": "rint", "nearbyint": "nearbyint",
    "copysign": "copysign", "fmin": "minnum", "fmax": "maxnum", "fma": "fma",
}  # fmt: skip

_DROPPED = ("llvm.lifetime.start", "llvm.lifetime.end", "llvm.assume",
            "llvm.experimental.noalias.scope.decl")


def lower_call(lw: Lowering, cmd: Command, op: Call, vec: bool) -> None:
    name = callee_name(op)
    if any(f.name == name for f in lw.plan.module.functions):
        _nested(lw, cmd, op, name)
        return
    if name in HORIZONTAL_BUILTINS:
        _HORIZONTAL[name.removeprefix("rv_")](lw, cmd, op)
        return
    if name.startswith(_DROPPED):
        return
    if name.startswith("llvm.expect"):
        lw.bind(cmd.name, lw.operand(op.args[0].value, op.ret_ty, vec))
        return
    if name.startswith("llvm.fmuladd"):
        _fmuladd(lw, cmd, op, vec)
        return
    family = _family(name)
    if family in memory.MEMORY_INTRINSICS:
        memory.MEMORY_INTRINSICS[family](lw, cmd, op, vec)
        return
    if vec and family.startswith("vector.reduce."):
        vectors.lower_reduce(lw, cmd, op, family.removeprefix("vector.reduce."))
        return
    if vec and family.endswith(".with.overflow"):
        _overflow(lw, cmd, op, family)
        return
    if not in_theta(name) and _external(lw, name) is not None:
        _scalarized(lw, cmd, op, name)
        return
    if not (name in LIBM or family in LANEWISE_INTRINSICS or family in _AS_WRITTEN_WHEN_UNIFORM):
        raise LoweringError(f"the call of @{name} is not lowered: only the builtins, math functions, "
                            "memory and lane-wise intrinsics have SIMD forms")
    vector_family = _lanewise_family(name)[0]
    if vector_family in ("minnum", "maxnum"):
        _minmax_num(lw, cmd, op, vec, vector_family)
        return
    if not vec:
        lw.call_as_written(cmd, op)
        return
    _vertical(lw, cmd, op, name)


def _nested(lw: Lowering, cmd: Command, op: Call, name: str) -> None:
    """[WIDEN-CALL-REC] A call of a function of the module that inlining left (recursion): a call
    of a SIMD function, the one being lowered for its calls of itself, else @name vectorized and
    lowered for the shapes of the call's arguments (`@name.simd.SIG`, RV's interprocedural
    vectorization), with the call's activation as the callee's entry mask. It is made only when
    some lane is active (an empty activation runs nothing, [W-CMD-CALL-REC]; the call would
    recurse with it forever). A varying value for a parameter the function being lowered takes
    uniform is refused."""
    if name == lw.fn.name:
        target, varying = name, [p.name in lw.plan.varying for p in lw.fn.params]
        for p, a, vec in zip(lw.fn.params, op.args, varying, strict=True):
            if not vec and lw.varying(a.value):
                raise LoweringError(f"the call of @{name} passes a varying value for %{p.name}, a "
                                    "uniform parameter of the SIMD function: give it the shape v")
    else:
        varying = [lw.varying(a.value) for a in op.args]
        target = lw.callee(name, ",".join("v" if v else "u" for v in varying))
    args = [f"{print_type(lw.vty(a.ty))} {lw.vector(a.value, a.ty)}" if vec
            else f"{print_type(a.ty)} {lw.scalar(a.value, a.ty)}"
            for a, vec in zip(op.args, varying, strict=True)]
    mask = lw.mask_for(cmd)
    args.append(f"<{lw.w} x i1> {mask}")
    ret = "void" if isinstance(op.ret_ty, VoidType) else print_type(lw.vty(op.ret_ty))
    got = _call_when(lw, lw.any_active(mask), f"call {ret} {print_name('@', target)}({', '.join(args)})",
                     ret, "zeroinitializer", "")
    if got is not None:
        _result(lw, cmd, ret, got)


def _call_when(lw: Lowering, on: str, call: str, ret: str, otherwise: str, tag: str) -> str | None:
    """The call text `call`, made only when `on` holds, in parts of the block of its own
    (`B.callTAG`, `B.afterTAG`); its result, or `otherwise` where it was not made (None for a
    void call)."""
    here = lw.current_label()
    (made, made_line), (after, after_line) = lw.part(f"call{tag}"), lw.part(f"after{tag}")
    lw.emit(f"br i1 {on}, label {made}, label {after}")
    lw.code[lw.block.label].append(made_line)
    got = None if ret == "void" else lw.fresh("got")
    lw.emit(f"{got} = {call}" if got else call)
    lw.emit(f"br label {after}")
    lw.code[lw.block.label].append(after_line)
    if got is None:
        return None
    out = lw.fresh("r")
    lw.emit(f"{out} = phi {ret} [ {got}, {made} ], [ {otherwise}, {here} ]")
    return out


def _result(lw: Lowering, cmd: Command, vector_ty: str, value: str) -> None:
    """A call's `<W x T>` result as %name: the vector where the analysis calls it varying, else
    the first active lane's (every thread's, [WIDEN-UNIFORM])."""
    if cmd.name is None:
        return
    if cmd.name in lw.plan.varying:
        lw.bind(cmd.name, value)
    else:
        lw.emit(f"{lw.result(cmd)} = extractelement {vector_ty} {value}, i32 {lw.first_active()}")


def _minmax_num(lw: Lowering, cmd: Command, op: Call, vec: bool, family: str) -> None:
    """[WIDEN-MINMAX] `minnum`/`maxnum` (C's `fmin`/`fmax`) of uniform or varying operands."""
    ty = op.ret_ty
    a, b = (lw.vector(x.value, ty) if vec else lw.scalar(x.value, ty) for x in op.args)
    vectors.minmax_num(lw, family, lw.vty(ty) if vec else ty, a, b, lw.result(cmd))


def _external(lw: Lowering, name: str) -> Declaration | None:
    """The declaration of `name` if it is an external function of the module ([THETA-EXTERNAL])."""
    return next((d for d in lw.plan.module.declarations if d.name == name), None)


def _scalarized(lw: Lowering, cmd: Command, op: Call, name: str) -> None:
    """[WIDEN-CALL-SCALAR] A call of an external function: one scalar call per active lane, lane 0
    first, each behind a branch on its bit of the activation, so a passive thread calls nothing
    and the calls happen in lane order. The operands of every lane are taken before the first
    branch (a value made in one lane's part would not dominate the next)."""
    decl = _external(lw, name)
    assert decl is not None
    types = [print_type(p.ty) for p in decl.params] + (["..."] if decl.varargs else [])
    ret = print_type(op.ret_ty)
    lw.declare(name, f"declare {ret} {print_name('@', name)}({', '.join(types)})")
    callee = f"{ret} ({', '.join(types)}) {print_name('@', name)}" if decl.varargs else \
        f"{ret} {print_name('@', name)}"
    mask = lw.mask_for(cmd)
    lanes = []
    for t in range(lw.w):
        on = lw.fresh("on")
        lw.emit(f"{on} = extractelement <{lw.w} x i1> {mask}, i32 {t}")
        args = ", ".join(f"{print_type(a.ty)} {lw.lane(a.value, a.ty, t)}" for a in op.args)
        lanes.append((on, args))
    results = [_call_when(lw, on, f"call {callee}({args})", ret, "poison", str(t))
               for t, (on, args) in enumerate(lanes)]
    if cmd.name is None or ret == "void":
        return
    # a uniform result: an external function is a function of its arguments ([THETA-EXTERNAL])
    _result(lw, cmd, f"<{lw.w} x {ret}>", lw.from_lanes(ret, [r for r in results if r is not None]))


def _family(name: str) -> str:
    return intrinsic_family(name) or ""


def _lanewise_family(name: str) -> tuple[str | None, int]:
    """The LLVM intrinsic family a lane-wise call becomes (C's `fminf` is `minnum`; None for a C
    function without one) and how many of its trailing arguments are immediate (stay scalar)."""
    if name in LIBM:
        stem = name[:-1] if name.endswith("f") and name[:-1] in _LIBM_INTRINSIC else name
        return _LIBM_INTRINSIC.get(stem), 0
    family = _family(name)
    return family, LANEWISE_INTRINSICS.get(family, (0, 0))[1]


#: Intrinsics without memory effects that a uniform call keeps as written; their varying forms
#: are [WIDEN-TENSOR] reductions and [WIDEN-OVERFLOW].
_AS_WRITTEN_WHEN_UNIFORM = frozenset(
    {f"vector.reduce.{k}" for k in vectors.REDUCTIONS}
    | {f"{s}{o}.with.overflow" for s in "su" for o in ("add", "sub", "mul")})


def _overflow(lw: Lowering, cmd: Command, op: Call, family: str) -> None:
    """[WIDEN-OVERFLOW] `llvm.sadd.with.overflow.i32` of varying operands is the vector intrinsic
    `llvm.sadd.with.overflow.v8i32`, whose `{<8 x i32>, <8 x i1>}` is the widened struct."""
    a, b = op.args
    wide, ret = lw.vty(a.ty), print_type(lw.vty(op.ret_ty))
    fn = lw.intrinsic(f"llvm.{family}.{mangle(wide)}", ret, [wide, wide])
    lw.emit(f"{lw.result(cmd)} = call {ret} {fn}({print_type(wide)} {lw.vector(a.value, a.ty)}, "
            f"{print_type(wide)} {lw.vector(b.value, b.ty)})")


def _vertical(lw: Lowering, cmd: Command, op: Call, name: str) -> None:
    """[WIDEN-MATH] One vector intrinsic (`llvm.log.v8f64`); a C function without one becomes a call
    per lane, unrolled in the IR. Masked-off lanes compute too: math functions have no side
    effects and IEEE arithmetic does not trap. [WIDEN-VECLIB] With a vector math library, its
    transcendental functions of f32/f64 are calls of it instead."""
    lib = lw.plan.veclib
    if lib is not None and lib.covers(name, op):
        lower_libmvec(lw, cmd, op, name, lib)
        return
    w = lw.w
    ret = op.ret_ty
    vt = print_type(lw.vty(ret))
    family, immediate = _lanewise_family(name)
    args = op.args
    if family is not None:
        params, texts = [], []
        for k, a in enumerate(args):
            if k >= len(args) - immediate:
                params.append(print_type(a.ty))
                texts.append(f"{print_type(a.ty)} {lw.scalar(a.value, a.ty)}")
            else:
                params.append(print_type(lw.vty(a.ty)))
                texts.append(f"{params[-1]} {lw.vector(a.value, a.ty)}")
        fn = lw.intrinsic(f"llvm.{family}.{mangle(lw.vty(ret))}", vt, params)
        lw.emit(f"{lw.result(cmd)} = call {vt} {fn}({', '.join(texts)})")
        return
    lw.declare(name, f"declare {print_type(ret)} @{name}(" + ", ".join(print_type(a.ty) for a in args) + ")")
    vectors = [lw.vector(a.value, a.ty) for a in args]
    acc = "zeroinitializer"
    for t in range(w):
        lane_args = []
        for a, v in zip(args, vectors, strict=True):
            x = lw.fresh("arg")
            lw.emit(f"{x} = extractelement {print_type(lw.vty(a.ty))} {v}, i32 {t}")
            lane_args.append(f"{print_type(a.ty)} {x}")
        r, nxt = lw.fresh("r"), lw.fresh("acc")
        lw.emit(f"{r} = call {print_type(ret)} @{name}({', '.join(lane_args)})")
        lw.emit(f"{nxt} = insertelement {vt} {acc}, {print_type(ret)} {r}, i32 {t}")
        acc = nxt
    lw.bind(cmd.name, acc)


def _fmuladd(lw: Lowering, cmd: Command, op: Call, vec: bool) -> None:
    """[WIDEN-FMULADD] `llvm.fmuladd` as an unfused multiply and add, the choice the interpreter
    makes (LLVM allows either; the host would otherwise fuse)."""
    ty = op.ret_ty
    t = print_type(lw.vty(ty)) if vec else print_type(ty)
    a, b, c = (lw.operand(x.value, ty, vec) for x in op.args)
    prod = lw.fresh("mul")
    lw.emit(f"{prod} = fmul {t} {a}, {b}")
    lw.emit(f"{lw.result(cmd)} = fadd {t} {prod}, {c}")


# ---------------------------------------------------------------- horizontal builtins


def _bits(lw: Lowering, cmd: Command, op: Call) -> str:
    """The ballot as an iW: bit t set iff thread t is active (per the call's mask) and p(t)."""
    w = lw.w
    p = op.args[0].value
    mask = lw.mask_for(cmd)
    both = lw.fresh("ballot.m")
    lw.emit(f"{both} = and <{w} x i1> {mask}, {lw.vector(p, I1)}")
    bits = lw.fresh("ballot")
    lw.emit(f"{bits} = bitcast <{w} x i1> {both} to i{w}")
    return bits


def _resize(lw: Lowering, cmd: Command, text: str, ty: Type) -> None:
    """`text` (an iW) as the declared integer result, broadcast if the result is varying."""
    w = lw.w
    assert isinstance(ty, IntType)
    if ty.bits < w:
        raise LoweringError(f"the result type i{ty.bits} cannot hold {w} lanes")
    out = text
    if ty.bits > w:
        out = lw.fresh("wide")
        lw.emit(f"{out} = zext i{w} {text} to {print_type(ty)}")
    _uniform_result(lw, cmd, out, ty)


def _uniform_result(lw: Lowering, cmd: Command, text: str, ty: Type) -> None:
    """Bind a uniform result; the analysis may still call it varying (e.g. in a varying alloca)."""
    if cmd.name is not None and cmd.name in lw.plan.varying:
        lw.bind(cmd.name, lw.broadcast(text, ty))
    else:
        lw.bind(cmd.name, text)


def _any(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-ANY] `vector.reduce.or` of p ∧ activation (false when no thread is active)."""
    p = op.args[0].value
    if not lw.varying(p):
        t = lw.fresh("any.u")
        any_active = "true" if cmd.total else lw.any_active()
        lw.emit(f"{t} = and i1 {lw.scalar(p, I1)}, {any_active}")
        _uniform_result(lw, cmd, t, I1)
        return
    both = lw.fresh("any.m")
    lw.emit(f"{both} = and <{lw.w} x i1> {lw.mask_for(cmd)}, {lw.vector(p, I1)}")
    _uniform_result(lw, cmd, lw.any_active(both), I1)


def _all(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-ALL] not any(¬p ∧ activation) (true when no thread is active)."""
    w = lw.w
    notp, both, out = lw.fresh("all.n"), lw.fresh("all.m"), lw.fresh("all")
    lw.emit(f"{notp} = xor <{w} x i1> {lw.vector(op.args[0].value, I1)}, {splat('true', I1, w)}")
    lw.emit(f"{both} = and <{w} x i1> {lw.mask_for(cmd)}, {notp}")
    lw.emit(f"{out} = xor i1 {lw.any_active(both)}, true")
    _uniform_result(lw, cmd, out, I1)


def _ballot(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-BALLOT] The bitcast of p ∧ activation to an integer."""
    _resize(lw, cmd, _bits(lw, cmd, op), op.ret_ty)


def _popcount(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-POPCOUNT] `ctpop` of the ballot."""
    w = lw.w
    fn = lw.intrinsic(f"llvm.ctpop.i{w}", f"i{w}", [f"i{w}"])
    t = lw.fresh("pop")
    lw.emit(f"{t} = call i{w} {fn}(i{w} {_bits(lw, cmd, op)})")
    _resize(lw, cmd, t, op.ret_ty)


def _thread_id(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-THREAD-ID] The constant `<0, 1, ..., W-1>`."""
    ty = op.ret_ty
    lw.bind(cmd.name, "<" + ", ".join(f"{print_type(ty)} {t}" for t in range(lw.w)) + ">")


def _barrier(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-BARRIER] Nothing: the W lanes are the work-group in lock step, so with every lane
    active every work-item is at the barrier and every access before it has happened; with some
    lane not active the barrier is undefined behaviour ([CL-BARRIER])."""


def _num_lanes(lw: Lowering, cmd: Command, op: Call) -> None:
    _uniform_result(lw, cmd, str(lw.w), op.ret_ty)


def _mask(lw: Lowering, cmd: Command, op: Call) -> None:
    lw.bind(cmd.name, lw.mask_value(cmd))


def _extract(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-RV] `rv_extract(v, lane)`: one extractelement, or with a varying lane number a
    runtime shuffle (`_gather_lanes`); a lane outside [0, W) reads lane 0 (the interpreter's ⊤)."""
    v, lane = op.args
    if lw.varying(lane.value):
        lt = print_type(lw.vty(lane.ty))
        ok, safe = lw.fresh("inrange"), lw.fresh("lane.ok")
        lw.emit(f"{ok} = icmp ult {lt} {lw.vector(lane.value, lane.ty)}, {splat(str(lw.w), lane.ty, lw.w)}")
        lw.emit(f"{safe} = select <{lw.w} x i1> {ok}, {lt} {lw.vector(lane.value, lane.ty)}, "
                f"{lt} zeroinitializer")
        lw.bind(cmd.name, _gather_lanes(lw, lw.vector(v.value, v.ty), lw.w, v.ty, safe, lane.ty))
        return
    ix, ok, safe = lw.fresh("lane"), lw.fresh("inrange"), lw.fresh("lane.ok")
    lw.emit(f"{ix} = {_as_i32(lane.ty)} {print_type(lane.ty)} {lw.scalar(lane.value, lane.ty)} to i32"
            if lane.ty != I32 else f"{ix} = add i32 {lw.scalar(lane.value, lane.ty)}, 0")
    lw.emit(f"{ok} = icmp ult i32 {ix}, {lw.w}")
    lw.emit(f"{safe} = select i1 {ok}, i32 {ix}, i32 0")
    out = lw.fresh("extract")
    lw.emit(f"{out} = extractelement {print_type(lw.vty(v.ty))} {lw.vector(v.value, v.ty)}, i32 {safe}")
    _uniform_result(lw, cmd, out, op.ret_ty)


def _as_i32(ty: Type) -> str:
    assert isinstance(ty, IntType)
    return "trunc" if ty.bits > 32 else "zext"


def _lane_ids(lw: Lowering, ty: Type) -> str:
    return "<" + ", ".join(f"{print_type(ty)} {t}" for t in range(lw.w)) + ">"


def _insert(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-RV] `rv_insert(v, lane, x)`: a select on `thread_id == lane`."""
    v, lane, x = op.args
    w = lw.w
    hit = lw.fresh("hit")
    lw.emit(f"{hit} = icmp eq {print_type(lw.vty(lane.ty))} {_lane_ids(lw, lane.ty)}, "
            f"{lw.vector(lane.value, lane.ty)}")
    vt = print_type(lw.vty(v.ty))
    lw.emit(f"{lw.result(cmd)} = select <{w} x i1> {hit}, {vt} {lw.vector(x.value, x.ty)}, "
            f"{vt} {lw.vector(v.value, v.ty)}")


def _shuffle(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-RV] `rv_shuffle(v, k)`: lane t reads lane (t + k) mod W: with a uniform k and W a
    power of two, a rotation (`_rotated`); else `_gather_lanes`, the source index computed as a
    vector."""
    v, k = op.args
    w = lw.w
    if not lw.varying(k.value) and w & (w - 1) == 0:
        lw.bind(cmd.name, _rotated(lw, lw.vector(v.value, v.ty), v.ty, lw.scalar(k.value, k.ty), k.ty))
        return
    kt = print_type(lw.vty(k.ty))
    r, s, idx = lw.fresh("rot"), lw.fresh("rot.s"), lw.fresh("rot.ix")
    lw.emit(f"{r} = srem {kt} {lw.vector(k.value, k.ty)}, {splat(str(w), k.ty, w)}")
    lw.emit(f"{s} = add {kt} {r}, {splat(str(w), k.ty, w)}")
    summed = lw.fresh("rot.t")
    lw.emit(f"{summed} = add {kt} {s}, {_lane_ids(lw, k.ty)}")
    lw.emit(f"{idx} = urem {kt} {summed}, {splat(str(w), k.ty, w)}")
    lw.bind(cmd.name, _gather_lanes(lw, lw.vector(v.value, v.ty), w, v.ty, idx, k.ty))


def _avx512_registers(lw: Lowering, elem: Type) -> int:
    """[WIDEN-ISA] How many AVX-512 registers `<W x elem>` fills where the lowering may use
    AVX-512's own instructions on it (32- or 64-bit elements): 1 for a 128-, 256- or 512-bit
    vector, 2 for a 1024-bit one; 0 where it may not."""
    if lw.plan.isa != "avx512" or not isinstance(elem, IntType | FloatType) or elem.bits not in (32, 64):
        return 0
    return {128: 1, 256: 1, 512: 1, 1024: 2}.get(lw.w * elem.bits, 0)


def _avx512(lw: Lowering, what: str, elem: IntType | FloatType, data: str, passthru: str,
            mask: str, lanes: int | None = None) -> str:
    """The call text of AVX-512's register `compress` (the lanes of `mask` packed low) or
    `expand` (the low lanes of `data` spread over the lanes of `mask`), other lanes `passthru`,
    over `lanes` elements (W by default)."""
    n = lanes or lw.w
    vt = f"<{n} x {print_type(elem)}>"
    kind = f"v{n}{'f' if isinstance(elem, FloatType) else 'i'}{elem.bits}"
    fn = lw.intrinsic(f"llvm.x86.avx512.mask.{what}.{kind}", vt, [vt, vt, f"<{n} x i1>"])
    return f"call {vt} {fn}({vt} {data}, {vt} {passthru}, <{n} x i1> {mask})"


def _vpermi2var(lw: Lowering, elem: IntType | FloatType, lanes: int) -> tuple[str, str, str]:
    """AVX-512's two-register permute (`vpermt2d/q/ps/pd`, which reads the low bits of each index)
    over `lanes` elements: the intrinsic, the vector type and the index vector type (integers of
    the elements' width)."""
    suffix = {(32, False): "d", (64, False): "q", (32, True): "ps", (64, True): "pd"}[
        (elem.bits, isinstance(elem, FloatType))]
    rt, rit = f"<{lanes} x {print_type(elem)}>", f"<{lanes} x i{elem.bits}>"
    fn = lw.intrinsic(f"llvm.x86.avx512.vpermi2var.{suffix}.{lanes * elem.bits}", rt, [rt, rit, rt])
    return fn, rt, rit


def _half(lw: Lowering, src: str, ty: str, lanes: int, h: int) -> str:
    """Half h (0 low, 1 high) of the `ty` vector `src`, of `lanes` elements."""
    out = lw.fresh("half")
    lw.emit(f"{out} = shufflevector {ty} {src}, {ty} poison, <{lanes} x i32> "
            f"{shuffle_mask(list(range(h * lanes, (h + 1) * lanes)))}")
    return out


def _joined(lw: Lowering, low: str, high: str, ty: str) -> str:
    """The W-lane vector whose halves are the `ty` vectors `low` and `high`."""
    out = lw.fresh("joined")
    lw.emit(f"{out} = shufflevector {ty} {low}, {ty} {high}, <{lw.w} x i32> "
            f"{shuffle_mask(list(range(lw.w)))}")
    return out


def _bytes_apart(elem: Type) -> bool:
    """Whether a vector of `elem` is stored element by element (not packed: no i1 or i7)."""
    packed = isinstance(elem, IntType) and elem.bits % 8 != 0
    return isinstance(elem, IntType | FloatType | PtrType) and not packed


def _rotated(lw: Lowering, src: str, elem: Type, k: str, k_ty: Type) -> str:
    """`src` rotated by the uniform k (lane t reads lane (t + k) mod W), in registers: with
    r = k mod W, one constant rotation by 2^b per bit b of W's range, each taken where bit b of r
    is set (a barrel shifter: log2 W shuffles and selects on a scalar condition)."""
    w, vt, kt = lw.w, print_type(lw.vty(elem)), print_type(k_ty)
    r, s, off = lw.fresh("rot.r"), lw.fresh("rot.s"), lw.fresh("rot.off")
    lw.emit(f"{r} = srem {kt} {k}, {w}")
    lw.emit(f"{s} = add {kt} {r}, {w}")
    lw.emit(f"{off} = urem {kt} {s}, {w}")
    out, step = src, 1
    while step < w:
        bit, on, moved, nxt = lw.fresh("rot.bit"), lw.fresh("rot.on"), lw.fresh("rot.by"), lw.fresh("rot")
        mask = ", ".join(f"i32 {(t + step) % w}" for t in range(w))
        lw.emit(f"{moved} = shufflevector {vt} {out}, {vt} poison, <{w} x i32> <{mask}>")
        lw.emit(f"{bit} = and {kt} {off}, {step}")
        lw.emit(f"{on} = icmp ne {kt} {bit}, 0")
        lw.emit(f"{nxt} = select i1 {on}, {vt} {moved}, {vt} {out}")
        out, step = nxt, 2 * step
    return out


def _gather_lanes(lw: Lowering, src: str, count: int, elem: Type, idx: str, idx_ty: Type) -> str:
    """A `<W x elem>` whose lane t is lane `idx[t]` (in range) of the `<count x elem>` vector
    `src`: a runtime shuffle, as the source stored to a private buffer and read back by one
    masked gather; elements narrower than a byte (which a vector store packs), one extract and
    insert per lane."""
    vt, et, kt = print_type(lw.vty(elem)), print_type(elem), print_type(lw.vty(idx_ty))
    src_ty = f"<{count} x {et}>"
    if _bytes_apart(elem):
        align = lw.layout.align(elem)
        buf, ptrs, out = lw.fresh("shuf.buf"), lw.fresh("shuf.p"), lw.fresh("shuf")
        lw.prologue.append(f"  {buf} = alloca [{count} x {et}], align {align}")
        lw.emit(f"store {src_ty} {src}, ptr {buf}, align {align}")
        lw.emit(f"{ptrs} = getelementptr {et}, ptr {buf}, {kt} {idx}")
        memory.gather(lw, elem, ptrs, f"<{lw.w} x i1> {splat('true', I1, lw.w)}", align, out, "poison")
        return out
    acc = "zeroinitializer"
    for t in range(lw.w):
        i, x, nxt = lw.fresh("ix"), lw.fresh("x"), lw.fresh("acc")
        lw.emit(f"{i} = extractelement {kt} {idx}, i32 {t}")
        lw.emit(f"{x} = extractelement {src_ty} {src}, {print_type(idx_ty)} {i}")
        lw.emit(f"{nxt} = insertelement {vt} {acc}, {et} {x}, i32 {t}")
        acc = nxt
    return acc


def _compact(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-RV] `rv_compact(v, m)`: `llvm.masked.compressstore` of v under m ∧ activation into a
    zeroed private buffer, then one vector load; with AVX-512 ([WIDEN-ISA]) and 32- or 64-bit
    elements in a 128-, 256- or 512-bit vector, one register compress (`vpcompressd` and kin)."""
    v, m = op.args
    w = lw.w
    vt = print_type(lw.vty(v.ty))
    elem = v.ty
    both = lw.fresh("compact.m")
    lw.emit(f"{both} = and <{w} x i1> {lw.mask_for(cmd)}, {lw.vector(m.value, I1)}")
    registers = _avx512_registers(lw, elem)
    if isinstance(elem, IntType | FloatType) and registers == 1:
        packed = _avx512(lw, "compress", elem, lw.vector(v.value, v.ty), "zeroinitializer", both)
        lw.emit(f"{lw.result(cmd)} = {packed}")
        return
    if isinstance(elem, IntType | FloatType) and registers == 2:
        lw.bind(cmd.name, _compact_registers(lw, lw.vector(v.value, v.ty), elem, both))
        return
    buf = lw.fresh("compact.buf")
    lw.prologue.append(f"  {buf} = alloca {vt}, align {lw.layout.align(v.ty)}")
    lw.emit(f"store {vt} zeroinitializer, ptr {buf}, align {lw.layout.align(v.ty)}")
    fn = lw.intrinsic(f"llvm.masked.compressstore.{mangle(lw.vty(v.ty))}", "void", [vt, "ptr", f"<{w} x i1>"])
    lw.emit(f"call void {fn}({vt} {lw.vector(v.value, v.ty)}, ptr {buf}, <{w} x i1> {both})")
    lw.emit(f"{lw.result(cmd)} = load {vt}, ptr {buf}, align {lw.layout.align(v.ty)}")


def _compact_registers(lw: Lowering, src: str, elem: IntType | FloatType, mask: str) -> str:
    """[WIDEN-ISA] rv_compact of a vector that fills two AVX-512 registers: each half compressed in
    its register, then the pair read at t for t below the first half's count and at
    W/2 + t - count after it, two two-register permutes (no memory, no store-forwarding stall)."""
    w, q = lw.w, lw.w // 2
    vt = print_type(lw.vty(elem))
    perm, rt, rit = _vpermi2var(lw, elem, q)
    packed = []
    for h in range(2):
        bits, out = _half(lw, mask, f"<{w} x i1>", q, h), lw.fresh("pk")
        part = _half(lw, src, vt, q, h)
        lw.emit(f"{out} = {_avx512(lw, 'compress', elem, part, 'zeroinitializer', bits, q)}")
        packed.append((out, bits))
    word, count, n = lw.fresh("pk.w"), lw.fresh("pk.c"), lw.fresh("pk.n")
    lw.emit(f"{word} = bitcast <{q} x i1> {packed[0][1]} to i{q}")
    ctpop = lw.intrinsic(f"llvm.ctpop.i{q}", f"i{q}", [f"i{q}"])
    lw.emit(f"{count} = call i{q} {ctpop}(i{q} {word})")
    lw.emit(f"{n} = zext i{q} {count} to i{elem.bits}")
    one, every = lw.fresh("pk.n1"), lw.fresh("pk.ns")
    lw.emit(f"{one} = insertelement {rit} poison, i{elem.bits} {n}, i32 0")
    lw.emit(f"{every} = shufflevector {rit} {one}, {rit} poison, <{q} x i32> zeroinitializer")
    halves = []
    for h in range(2):
        ids = "<" + ", ".join(f"i{elem.bits} {h * q + j}" for j in range(q)) + ">"
        low, later, pos, sel, out = (lw.fresh(x) for x in ("pk.lo", "pk.later", "pk.at", "pk.pos", "pk.h"))
        lw.emit(f"{low} = icmp ult {rit} {ids}, {every}")
        lw.emit(f"{later} = sub {rit} {ids}, {every}")
        lw.emit(f"{pos} = add {rit} {later}, {splat(str(q), IntType(elem.bits), q)}")
        lw.emit(f"{sel} = select <{q} x i1> {low}, {rit} {ids}, {rit} {pos}")
        lw.emit(f"{out} = call {rt} {perm}({rt} {packed[0][0]}, {rit} {sel}, {rt} {packed[1][0]})")
        halves.append(out)
    return _joined(lw, halves[0], halves[1], rt)


def _index(lw: Lowering, cmd: Command, op: Call) -> None:
    """[WIDEN-RV] `rv_index(m)`: per lane t, `ctpop(ballot & (2^t - 1))`."""
    w = lw.w
    bits = _bits(lw, cmd, op)
    it = f"<{w} x i{w}>"
    below = "<" + ", ".join(f"i{w} {(1 << t) - 1}" for t in range(w)) + ">"
    spl, low, cnt = lw.broadcast(bits, IntType(w)), lw.fresh("below"), lw.fresh("rank")
    lw.emit(f"{low} = and {it} {spl}, {below}")
    fn = lw.intrinsic(f"llvm.ctpop.v{w}i{w}", it, [it])
    lw.emit(f"{cnt} = call {it} {fn}({it} {low})")
    ty = op.ret_ty
    assert isinstance(ty, IntType)
    if ty.bits == w:
        lw.bind(cmd.name, cnt)
        return
    cast = "zext" if ty.bits > w else "trunc"
    lw.emit(f"{lw.result(cmd)} = {cast} {it} {cnt} to {print_type(lw.vty(ty))}")


def _compress(lw: Lowering, ty: Type, value: str, mask: str, base: str, at: str) -> None:
    """`llvm.masked.compressstore` of the `ty` vector `value` under `mask` to `base`[`at`]."""
    w = lw.w
    vt = print_type(lw.vty(ty))
    ptr = lw.fresh("alc.p")
    lw.emit(f"{ptr} = getelementptr {print_type(ty)}, ptr {base}, i64 {at}")
    fn = lw.intrinsic(f"llvm.masked.compressstore.{mangle(lw.vty(ty))}", "void", [vt, "ptr", f"<{w} x i1>"])
    lw.emit(f"call void {fn}({vt} {value}, ptr {ptr}, <{w} x i1> {mask})")


def _alc(lw: Lowering, cmd: Command, op: Call) -> None:
    """[ALC] `alc_merged` / `alc_remainder`: the positions built with compress-stores into a
    private buffer (a correct form on every host: the first iteration's taken lanes, then `S`,
    the second's taken and untaken lanes; the remainder selects between the first's untaken
    lanes and `S`)."""
    w, ty = lw.w, op.ret_ty
    assert isinstance(ty, IntType)
    et = print_type(ty)
    vt = f"<{w} x {et}>"
    mask = lw.mask_for(cmd)
    taken, rest = [], []
    for arg in op.args:
        c, n = lw.fresh("alc.c"), lw.fresh("alc.n")
        lw.emit(f"{c} = and <{w} x i1> {mask}, {lw.vector(arg.value, I1)}")
        lw.emit(f"{n} = xor <{w} x i1> {c}, {splat('true', I1, w)}")
        taken.append(c)
        rest.append(n)
    counts = []
    for c in taken:
        bits, pop, wide = lw.fresh("alc.b"), lw.fresh("alc.pop"), lw.fresh("alc.a")
        lw.emit(f"{bits} = bitcast <{w} x i1> {c} to i{w}")
        fn = lw.intrinsic(f"llvm.ctpop.i{w}", f"i{w}", [f"i{w}"])
        lw.emit(f"{pop} = call i{w} {fn}(i{w} {bits})")
        lw.emit(f"{wide} = zext i{w} {pop} to i64" if w < 64 else f"{wide} = add i64 {pop}, 0")
        counts.append(wide)
    first = "<" + ", ".join(f"{et} {t}" for t in range(w)) + ">"
    second = "<" + ", ".join(f"{et} {w + t}" for t in range(w)) + ">"
    if _avx512_registers(lw, ty) == 1:
        _alc_registers(lw, cmd, op, ty, first, second, taken, rest, counts)
        return
    buf = lw.fresh("alc.buf")
    lw.prologue.append(f"  {buf} = alloca [{3 * w} x {et}], align {lw.layout.align(ty)}")
    a0, a1 = counts
    if callee_name(op) == "alc_merged":
        both = lw.fresh("alc.a01")
        lw.emit(f"{both} = add i64 {a0}, {a1}")
        _compress(lw, ty, first, taken[0], buf, "0")
        _compress(lw, ty, second, taken[1], buf, a0)
        _compress(lw, ty, second, rest[1], buf, both)
        lw.emit(f"{lw.result(cmd)} = load {vt}, ptr {buf}, align {lw.layout.align(ty)}")
        return
    s_rest = lw.fresh("alc.sr")
    lw.emit(f"{s_rest} = add i64 {w}, {a1}")
    _compress(lw, ty, first, rest[0], buf, "0")
    _compress(lw, ty, second, taken[1], buf, str(w))
    _compress(lw, ty, second, rest[1], buf, s_rest)
    low, tail = lw.fresh("alc.r0"), lw.fresh("alc.s.p")
    lw.emit(f"{low} = load {vt}, ptr {buf}, align {lw.layout.align(ty)}")
    lw.emit(f"{tail} = getelementptr {et}, ptr {buf}, i64 {w}")
    high, cut, cutv, inlow = lw.fresh("alc.sv"), lw.fresh("alc.cut"), lw.fresh("alc.cutv"), lw.fresh("alc.lo")
    lw.emit(f"{high} = load {vt}, ptr {tail}, align {lw.layout.align(ty)}")
    lw.emit(f"{cut} = sub i64 {w}, {a0}")
    lw.emit(f"{cutv} = trunc i64 {cut} to {et}" if ty.bits < 64 else f"{cutv} = add i64 {cut}, 0")
    lw.emit(f"{inlow} = icmp ult {vt} {first}, {lw.broadcast(cutv, ty)}")
    lw.emit(f"{lw.result(cmd)} = select <{w} x i1> {inlow}, {vt} {low}, {vt} {high}")


def _alc_registers(lw: Lowering, cmd: Command, op: Call, ty: IntType, first: str, second: str,
                   taken: list[str], rest: list[str], counts: list[str]) -> None:
    """[ALC] [WIDEN-ISA] The positions in registers: each part a register compress of the
    positions, put after the lanes before it by a register expand under `lanes ≥ count`; the
    remainder a select on `lane < W - a0` between the first's untaken lanes and `S`."""
    w, vt = lw.w, print_type(lw.vty(ty))
    lanes = _lane_ids(lw, ty)

    def packed(ids: str, mask: str) -> str:
        out = lw.fresh("alc.pk")
        lw.emit(f"{out} = {_avx512(lw, 'compress', ty, ids, 'zeroinitializer', mask)}")
        return out

    def after(low: str, high: str, count: str) -> str:
        """`low`'s first `count` lanes, then `high`'s from its lane 0."""
        n, at, out = lw.fresh("alc.n"), lw.fresh("alc.from"), lw.fresh("alc.then")
        lw.emit(f"{n} = trunc i64 {count} to {print_type(ty)}" if ty.bits < 64
                else f"{n} = add i64 {count}, 0")
        lw.emit(f"{at} = icmp uge {vt} {lanes}, {lw.broadcast(n, ty)}")
        lw.emit(f"{out} = {_avx512(lw, 'expand', ty, high, low, at)}")
        return out

    a0, a1 = counts
    s = after(packed(second, taken[1]), packed(second, rest[1]), a1)  # S = act1 ++ inact1
    if callee_name(op) == "alc_merged":
        lw.bind(cmd.name, after(packed(first, taken[0]), s, a0))
        return
    cut, cutv, low = lw.fresh("alc.cut"), lw.fresh("alc.cutv"), lw.fresh("alc.lo")
    lw.emit(f"{cut} = sub i64 {w}, {a0}")
    lw.emit(f"{cutv} = trunc i64 {cut} to {print_type(ty)}" if ty.bits < 64
            else f"{cutv} = add i64 {cut}, 0")
    lw.emit(f"{low} = icmp ult {vt} {lanes}, {lw.broadcast(cutv, ty)}")
    lw.emit(f"{lw.result(cmd)} = select <{w} x i1> {low}, {vt} {packed(first, rest[0])}, {vt} {s}")


def _permute(lw: Lowering, cmd: Command, op: Call) -> None:
    """[ALC] `alc_permute(x0, x1, k)`: lane t reads lane k(t) of the pair (`_gather_lanes`, or
    with AVX-512 and 32- or 64-bit elements two-register permutes, `_permute_registers`); k is
    taken modulo 2W (a k outside [0, 2W) gives the interpreter's ⊤)."""
    x0, x1, k = op.args
    w = lw.w
    kt = print_type(lw.vty(k.ty))
    vt = print_type(lw.vty(x0.ty))
    idx = lw.fresh("alc.k")
    lw.emit(f"{idx} = urem {kt} {lw.vector(k.value, k.ty)}, {splat(str(2 * w), k.ty, w)}")
    elem, kty = x0.ty, k.ty
    if isinstance(elem, IntType | FloatType) and isinstance(kty, IntType) and _avx512_registers(lw, elem):
        lw.bind(cmd.name, _permute_registers(lw, lw.vector(x0.value, elem), lw.vector(x1.value, elem),
                                             elem, idx, kty))
        return
    pair = lw.fresh("alc.pair")
    lw.emit(f"{pair} = shufflevector {vt} {lw.vector(x0.value, x0.ty)}, {vt} "
            f"{lw.vector(x1.value, x1.ty)}, <{2 * w} x i32> {shuffle_mask(list(range(2 * w)))}")
    lw.bind(cmd.name, _gather_lanes(lw, pair, 2 * w, x0.ty, idx, k.ty))


def _permute_registers(lw: Lowering, x0: str, x1: str, elem: IntType | FloatType, idx: str,
                       idx_ty: IntType) -> str:
    """[WIDEN-ISA] Lane t of the pair (x0, x1) at `idx[t]` (in [0, 2W)) with AVX-512's two-register
    permute (`vpermt2d/q/ps/pd`, which reads the index's low bits): one where a vector fills one
    register; where it fills two (16 64-bit or 32 32-bit elements), each half of the result picks
    from x0's two halves and from x1's two halves (two permutes) by whether its index is ≥ W."""
    w = lw.w
    parts = _avx512_registers(lw, elem)
    q = w // parts  # lanes per register
    fn, rt, rit = _vpermi2var(lw, elem, q)
    ivt = print_type(lw.vty(IntType(elem.bits)))
    wide, kt = lw.fresh("alc.kw"), print_type(lw.vty(idx_ty))
    lw.emit(f"{wide} = add {ivt} {idx}, zeroinitializer" if idx_ty.bits == elem.bits
            else f"{wide} = {'zext' if idx_ty.bits < elem.bits else 'trunc'} {kt} {idx} to {ivt}")
    if parts == 1:
        out = lw.fresh("alc.perm")
        lw.emit(f"{out} = call {rt} {fn}({rt} {x0}, {rit} {wide}, {rt} {x1})")
        return out
    vt = print_type(lw.vty(elem))
    split = [(_half(lw, x, vt, q, 0), _half(lw, x, vt, q, 1)) for x in (x0, x1)]
    halves = []
    for h in range(2):
        k = _half(lw, wide, ivt, q, h)
        p0, p1, second, out = (lw.fresh(x) for x in ("alc.p0", "alc.p1", "alc.x1", "alc.pick"))
        for pick, (lo, hi) in zip((p0, p1), split, strict=True):
            lw.emit(f"{pick} = call {rt} {fn}({rt} {lo}, {rit} {k}, {rt} {hi})")
        lw.emit(f"{second} = icmp uge {rit} {k}, {splat(str(w), IntType(elem.bits), q)}")
        lw.emit(f"{out} = select <{q} x i1> {second}, {rt} {p1}, {rt} {p0}")
        halves.append(out)
    return _joined(lw, halves[0], halves[1], rt)


_HORIZONTAL = {
    "any": _any, "all": _all, "ballot": _ballot, "popcount": _popcount, "thread_id": _thread_id,
    "lane_id": _thread_id, "num_lanes": _num_lanes, "mask": _mask, "extract": _extract,
    "insert": _insert, "shuffle": _shuffle, "compact": _compact, "index": _index,
    "alc_merged": _alc, "alc_remainder": _alc, "alc_permute": _permute, "barrier": _barrier,
}  # fmt: skip


def _vector_shuffle(lw: Lowering, ty: str, count: int, a: str, b: str, indices: list[int | None]) -> str:
    """`shufflevector` of two `<count x ty>` into the lanes `indices` (None: does not matter)."""
    out = lw.fresh("vm")
    vt = f"<{count} x {ty}>"
    lw.emit(f"{out} = shufflevector {vt} {a}, {vt} {b}, <{len(indices)} x i32> {shuffle_mask(indices)}")
    return out


def _padded(lw: Lowering, ty: str, x: str, count: int, n: int) -> str:
    """`x` (count lanes) as n ≥ count lanes, the ones added not mattering."""
    if count == n:
        return x
    return _vector_shuffle(lw, ty, count, x, "poison", [j if j < count else None for j in range(n)])


def lower_libmvec(lw: Lowering, cmd: Command, op: Call, name: str, lib: Libmvec) -> None:
    """[WIDEN-VECLIB] The call on `<W x T>` as libmvec calls on chunks of the lanes (shufflevector
    out, the results shufflevector-joined); lanes past W in the last chunk do not matter. Passive
    lanes compute on 1.0 (their result is ⊤ under OBL): an argument outside a function's fast
    domain (log of x ≤ 0, NaN) sends the whole chunk to libmvec's lane-by-lane libm fallback."""
    assert isinstance(op.ret_ty, FloatType)
    w, ty, arity, stem = lw.w, print_type(op.ret_ty), len(op.args), family(name)
    assert stem is not None
    wide, mask = print_type(lw.vty(op.ret_ty)), lw.mask_for(cmd)
    vectors = []
    for a in op.args:
        x = lw.fresh("vm.arg")
        lw.emit(f"{x} = select <{w} x i1> {mask}, {wide} {lw.vector(a.value, a.ty)}, "
                f"{wide} {splat('1.0', op.ret_ty, w)}")
        vectors.append(x)
    acc, have = "", 0  # the results so far: `have` lanes
    for isa, k, start in lib.chunks(w, op.ret_ty.bits):
        lanes = [start + j if start + j < w else None for j in range(k)]
        args = vectors if k == w else [_vector_shuffle(lw, ty, w, v, "poison", lanes) for v in vectors]
        ct = f"<{k} x {ty}>"
        fn = lw.intrinsic(lib.symbol(isa, k, stem, arity, op.ret_ty.bits == 32), ct, [ct] * arity)
        r = lw.fresh("vm")
        lw.emit(f"{r} = call {ct} {fn}({', '.join(f'{ct} {a}' for a in args)})")
        if not have:
            acc, have = r, k
            continue
        m = max(have, k)
        left, right = _padded(lw, ty, acc, have, m), _padded(lw, ty, r, k, m)
        acc, have = _vector_shuffle(lw, ty, m, left, right, [*range(have), *range(m, m + k)]), have + k
    lw.bind(cmd.name, acc if have == w else _vector_shuffle(lw, ty, have, acc, "poison", list(range(w))))
