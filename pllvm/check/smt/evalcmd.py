"""evalcmd^W on z3 terms: the encoding of each instruction, as a table keyed by operation class
(the symbolic counterpart of `pllvm.exec.evalcmd`; `semantics/checking.md` [CHK-SMT]).

An encoding takes the run, the instruction and the activation per thread and returns the
instruction's value on every thread; it records undefined behaviour, accesses that leave their
object, and approximations on the run. [W-CMD] and [UPD-ENV] (`lockstep.py`) decide which threads
keep the result. Adding an instruction is adding one entry to `EVALCMD`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import attrs
import z3

from pllvm.check.smt import alc, floats, intrinsics, ints
from pllvm.check.smt.ints import Term, either, flagged, make, poison_of
from pllvm.check.smt.memory import SymbolicMemory, clash
from pllvm.check.smt.sym import (
    FALSE,
    TRUE,
    SVal,
    bit,
    choose,
    choose_each,
    elements,
    field,
    from_bytes,
    leaves,
    lift,
    sort_of,
    to_bytes,
    undefined,
    zero,
)
from pllvm.errors import Unsupported
from pllvm.exec.lanes import as_lanes
from pllvm.exec.machine import Machine
from pllvm.exec.theta import family
from pllvm.syntax import (
    I1,
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
    FloatType,
    FNeg,
    Freeze,
    Gep,
    GlobalRef,
    ICmp,
    InsertElement,
    InsertValue,
    IntConst,
    IntType,
    Load,
    PtrType,
    Select,
    ShuffleVector,
    Store,
    StructType,
    Type,
    VectorType,
    VoidType,
)
from pllvm.syntax import Value as IRValue
from pllvm.syntax.builtins import ALC_BUILTINS, HORIZONTAL_BUILTINS, TRANSCENDENTAL, in_theta
from pllvm.syntax.typing import indexed_element

__all__ = ["ABSTRACT_FLOATS", "CASTS", "EVALCMD", "Access", "Application", "Eval", "SymbolicRun", "evalcmd"]

#: The approximation an abstract run makes (floating-point operations as uninterpreted functions).
ABSTRACT_FLOATS = "floating-point operations (uninterpreted)"


@attrs.frozen
class Application:
    """A call of an uninterpreted math function: what a spurious model is refined on."""

    name: str
    ty: Type  # of the result (and of every argument)
    args: tuple[z3.ExprRef, ...]
    result: z3.ExprRef


@attrs.frozen
class Access:
    """A load or store of `n` bytes at `addr` by a thread, where `when` holds."""

    addr: z3.BitVecRef
    n: int
    when: z3.BoolRef


class SymbolicRun(Protocol):
    """What an encoding reads from the symbolic run and tells it (`lockstep.Run` is one): W,
    operands per thread, the machine and memory, whether floats are abstract; undefined
    behaviour, the accesses and those that leave their object, approximations and
    uninterpreted calls."""

    w: int
    abstract: bool
    machine: Machine
    mem: SymbolicMemory
    escapes: list[z3.BoolRef]
    accesses: list[Access]
    approximations: set[str]
    calls: list[Application]

    def value(self, v: IRValue, ty: Type, t: int) -> SVal:
        """[EVAL] thread t's value of an operand."""

    def fault(self, cond: z3.BoolRef) -> None:
        """Undefined behaviour where `cond` holds."""

    def in_time(self) -> None:
        """Stop once the check's time limit has passed."""


#: an encoding; its operation is the class the table keys it by (hence Any)
Eval = Callable[[SymbolicRun, Any, list[z3.BoolRef]], list[SVal] | None]


def _per_lane(fn: Callable[[SymbolicRun, Any, int, z3.BoolRef], SVal]) -> Eval:
    return lambda run, op, active: [fn(run, op, t, active[t]) for t in range(run.w)]


def _scalar_bits(ty: Type) -> int:
    elem = ty.elem if isinstance(ty, VectorType) else ty
    if isinstance(elem, IntType):
        return elem.bits
    raise Unsupported(f"integer operation on {ty}")


@_per_lane
def _binop(run: SymbolicRun, op: BinOp, t: int, active: z3.BoolRef) -> SVal:
    a, b = run.value(op.lhs, op.ty, t), run.value(op.rhs, op.ty, t)
    elem = op.ty.elem if isinstance(op.ty, VectorType) else op.ty
    if isinstance(elem, FloatType):
        if run.abstract:
            run.approximations.add(ABSTRACT_FLOATS)
        return lift(lambda x, y: floats.float_binary(op.op, x, y, op.flags, run.abstract), a, b)
    bits = _scalar_bits(op.ty)

    def one(x: Term, y: Term) -> Term:
        r, ub = ints.binary(op.op, x, y, bits, op.flags)
        if not z3.is_false(ub):
            run.fault(z3.And(active, ub))
        return r

    return lift(one, a, b)


@_per_lane
def _fneg(run: SymbolicRun, op: FNeg, t: int, active: z3.BoolRef) -> SVal:
    def one(x: Term) -> Term:
        r = z3.fpNeg(x.value)
        return make(r, x.defined, floats.fmf_poison(op.flags, [x], r, x.poison))

    return lift(one, run.value(op.operand, op.ty, t))


@_per_lane
def _icmp(run: SymbolicRun, op: ICmp, t: int, active: z3.BoolRef) -> SVal:
    a, b = run.value(op.lhs, op.ty, t), run.value(op.rhs, op.ty, t)
    return lift(lambda x, y: ints.icmp(op.pred, x, y), a, b)


@_per_lane
def _fcmp(run: SymbolicRun, op: FCmp, t: int, active: z3.BoolRef) -> SVal:
    a, b = run.value(op.lhs, op.ty, t), run.value(op.rhs, op.ty, t)
    return lift(lambda x, y: floats.fcmp(op.pred, x, y, op.flags), a, b)


@_per_lane
def _select(run: SymbolicRun, op: Select, t: int, active: z3.BoolRef) -> SVal:
    """[VAL-SELECT] a defined condition takes the chosen arm as it is; a ⊤ condition gives the
    arms' value where both are defined and bit-equal, poison where either is poison, else ⊤; a
    poison condition gives poison."""
    c = run.value(op.cond, op.cond_ty, t)

    def one(k: Term, x: Term, y: Term) -> Term:
        pick = k.value == 1
        equal = z3.And(x.defined, y.defined, x.value == y.value)
        value = z3.If(pick, x.value, y.value)
        defined = z3.If(k.defined, z3.If(pick, x.defined, y.defined), equal)
        poison = k.poison
        if not (z3.is_false(x.poison) and z3.is_false(y.poison)):
            poison = either(poison, z3.If(k.defined, z3.If(pick, x.poison, y.poison),
                                          z3.Or(x.poison, y.poison)))
        if isinstance(value, z3.FPRef):  # [VAL-POISON-FMF] on the result
            poison = floats.fmf_poison(op.flags, [Term(value, defined)], None, poison)
        return make(value, defined, poison)

    return lift(one, c, run.value(op.if_true, op.ty, t), run.value(op.if_false, op.ty, t))


#: The casts `_cast` encodes (`bitcast` through the memory image, the others by `_cast_one`).
CASTS = frozenset({
    "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
    "ptrtoint", "inttoptr", "bitcast", "addrspacecast",
})  # fmt: skip


def _cast_one(kind: str, x: Term, src: Type, dst: Type, flags: tuple[str, ...]) -> Term:
    """One element's cast: poison propagates, a violated flag on a defined operand is poison
    ([VAL-POISON-FLAGS]), as is a float out of the integer's range ([VAL-POISON-FPTOI])."""
    if isinstance(src, IntType | PtrType) and isinstance(dst, IntType | PtrType):
        n, m = x.value.size(), sort_of(dst).size()
        if kind in ("zext", "ptrtoint", "inttoptr") and m >= n:
            r = z3.ZeroExt(m - n, x.value)
            if kind == "zext" and "nneg" in flags:
                return flagged(r, x.defined, x.poison, x.defined, x.value < 0)
            return Term(r, x.defined, x.poison)
        if kind == "sext":
            return Term(z3.SignExt(m - n, x.value), x.defined, x.poison)
        r = z3.Extract(m - 1, 0, x.value)
        bad = ([z3.ZeroExt(n - m, r) != x.value] if "nuw" in flags else []) + (
            [z3.SignExt(n - m, r) != x.value] if "nsw" in flags else [])
        if not bad:
            return Term(r, x.defined, x.poison)
        return flagged(r, x.defined, x.poison, x.defined, z3.Or(*bad))
    if isinstance(src, FloatType) and isinstance(dst, FloatType):
        r = z3.fpFPToFP(floats.RNE, x.value, sort_of(dst))
        return make(r, x.defined, floats.fmf_poison(flags, [x], r, x.poison))
    if isinstance(src, FloatType) and isinstance(dst, IntType):
        bits, signed = dst.bits, kind == "fptosi"
        sort = sort_of(src)
        lo, hi = (-(2.0 ** (bits - 1)), 2.0 ** (bits - 1)) if signed else (0.0, 2.0**bits)
        tr = z3.fpRoundToIntegral(z3.RTZ(), x.value)
        ok = z3.And(z3.Not(z3.fpIsNaN(x.value)), z3.fpGEQ(tr, z3.FPVal(lo, sort)),
                    z3.fpLT(tr, z3.FPVal(hi, sort)))
        conv = z3.fpToSBV if signed else z3.fpToUBV
        return flagged(conv(z3.RTZ(), x.value, z3.BitVecSort(bits)), x.defined, x.poison, x.defined,
                       z3.Not(ok))
    if isinstance(src, IntType) and isinstance(dst, FloatType):
        conv = z3.fpSignedToFP if kind == "sitofp" else z3.fpUnsignedToFP
        r = conv(floats.RNE, x.value, sort_of(dst))
        if "nneg" in flags:
            return flagged(r, x.defined, x.poison, x.defined, x.value < 0)
        return Term(r, x.defined, x.poison)
    raise Unsupported(f"cast {kind} from {src} to {dst}")


@_per_lane
def _cast(run: SymbolicRun, op: Cast, t: int, active: z3.BoolRef) -> SVal:
    if op.op not in CASTS:
        raise Unsupported(f"cast {op.op} has no z3 encoding")
    x = run.value(op.operand, op.from_ty, t)
    if op.op == "bitcast":  # a ⊤ element makes all of it ⊤; poison stays with its bytes
        image = _image(run, x, op.from_ty)[: len(to_bytes(x, op.from_ty))]
        whole = z3.And(*[b.defined if z3.is_false(b.poison) else z3.Or(b.defined, b.poison) for b in image])
        return from_bytes([make(b.value, whole, b.poison) for b in image], op.to_ty)
    src = op.from_ty.elem if isinstance(op.from_ty, VectorType) else op.from_ty
    dst = op.to_ty.elem if isinstance(op.to_ty, VectorType) else op.to_ty
    if run.abstract and (isinstance(src, FloatType) or isinstance(dst, FloatType)):
        run.approximations.add(ABSTRACT_FLOATS)

        def opaque(e: Term) -> Term:
            r = floats.apply(op.op, sort_of(dst), e.value)
            if "nneg" in op.flags:
                return flagged(r, e.defined, e.poison, e.defined, e.value < 0)
            return make(r, e.defined, floats.fmf_poison(op.flags, [e], r, e.poison))

        return lift(lambda e: opaque(e) if isinstance(dst, FloatType)
                    else _cast_one(op.op, e, src, dst, op.flags), x)
    return lift(lambda e: _cast_one(op.op, e, src, dst, op.flags), x)


@_per_lane
def _freeze(run: SymbolicRun, op: Freeze, t: int, active: z3.BoolRef) -> SVal:
    """[VAL-FREEZE] ⊤ and poison freeze to 0."""
    return lift(lambda e: Term(z3.If(e.defined, e.value, zero(e.value.sort())), TRUE),
                run.value(op.operand, op.ty, t))


@_per_lane
def _gep(run: SymbolicRun, op: Gep, t: int, active: z3.BoolRef) -> SVal:
    layout = run.machine.layout
    base = run.value(op.base, op.base_ty, t)
    steps: list[tuple[int, SVal | None, int]] = []
    ty: Type = op.source
    for j, idx in enumerate(op.indices):
        if j == 0:
            steps.append((layout.size(ty), run.value(idx.value, idx.ty, t), 0))
            continue
        rt = run.machine.resolve(ty)
        if isinstance(rt, StructType):
            field = idx.value.value if isinstance(idx.value, IntConst) else 0
            steps.append((0, None, layout.field_offsets(rt)[field]))
            ty = rt.fields[field]
        else:
            ty = indexed_element(rt, run.machine.types)
            steps.append((layout.size(ty), run.value(idx.value, idx.ty, t), 0))
    addr: SVal = base
    for scale, index, offset in steps:
        if index is None:
            addr = lift(lambda a, off=offset: Term(a.value + off, a.defined, a.poison), addr)
            continue
        addr = lift(lambda a, i, s=scale: make(a.value + z3.SignExt(64 - i.value.size(), i.value) * s,
                                               z3.And(a.defined, i.defined), poison_of(a, i)), addr, index)
    if not op.inbounds:
        return addr

    def inbounds(start: Term, end: Term) -> Term:
        """[VAL-POISON-INBOUNDS] a defined result that moved off its base's object is poison."""
        moved = z3.simplify(end.value != start.value)
        if z3.is_false(moved):
            return end
        bad = z3.And(end.defined, moved, z3.Not(run.mem.in_bounds(start.value, end.value)))
        return make(end.value, end.defined, either(end.poison, bad))

    return lift(inbounds, base, addr)


def _access(run: SymbolicRun, ptr: Term, n: int, active: z3.BoolRef, write: bool) -> None:
    """A pointer that is ⊤ or outside every object on an active thread is undefined; one that
    lands in an object other than the one it is computed from is set apart ([CHK-SMT-OBJECT]).
    The access is recorded (which bytes a run touched, [CHK-VECTORIZE])."""
    if not z3.is_false(active):
        run.accesses.append(Access(ptr.value, n, active))
    run.fault(z3.And(active, z3.Not(ptr.defined)))
    inside = run.mem.inside(ptr.value, n, write)
    run.fault(z3.And(active, z3.Not(inside)))
    escape = run.mem.escapes(ptr.value, n, write, inside)
    if not z3.is_false(escape):
        run.escapes.append(z3.And(active, ptr.defined, escape))


def _load(run: SymbolicRun, op: Load, active: list[z3.BoolRef]) -> list[SVal]:
    """[W-INST-LOAD] a gather by the active threads."""
    size = run.machine.layout.size(op.ty)
    out = []
    for t in range(run.w):
        run.in_time()
        p = run.value(op.ptr, op.ptr_ty, t)
        assert isinstance(p, Term)
        _access(run, p, size, active[t], write=False)
        out.append(from_bytes(run.mem.read(p.value, size), op.ty))
    return out


_NAN_BITS = "the bits of a NaN in memory or a bitcast (the canonical quiet NaN)"


def _image(run: SymbolicRun, v: SVal, ty: Type) -> list[Term]:
    """The bytes of `v` as memory holds them; [VAL-FLOAT-NAN] a float NaN's bytes are those of the
    canonical quiet NaN, an approximation the coverage names."""
    if isinstance(ty.elem if isinstance(ty, VectorType) else ty, FloatType):
        run.approximations.add(_NAN_BITS)
    image = to_bytes(v, ty)
    size = run.machine.layout.size(ty)
    return image + [Term(z3.BitVecVal(0, 8), FALSE)] * (size - len(image))


def _store(run: SymbolicRun, op: Store, active: list[z3.BoolRef]) -> None:
    """[W-INST-STORE] a scatter by the active threads; two of them storing different values to
    one byte is undefined."""
    if op.ordering is not None:
        return _atomic_store(run, op, active)
    writes = []
    for t in range(run.w):
        p = run.value(op.ptr, op.ptr_ty, t)
        assert isinstance(p, Term)
        image = _image(run, run.value(op.value, op.ty, t), op.ty)
        _access(run, p, len(image), active[t], write=True)
        writes.append((p.value, image))
    _scatter(run, writes, active)
    return None


def _atomic_store(run: SymbolicRun, op: Store, active: list[z3.BoolRef]) -> None:
    """[W-INST-ATOMIC] `store atomic`: thread by thread in lane order, no race."""
    for t in range(run.w):
        run.in_time()
        p = run.value(op.ptr, op.ptr_ty, t)
        assert isinstance(p, Term)
        image = _image(run, run.value(op.value, op.ty, t), op.ty)
        _access(run, p, len(image), active[t], write=True)
        run.mem.write(p.value, image, active[t])


def _rmw_update(run: SymbolicRun, name: str, old: Term, v: Term, ty: Type) -> Term:
    """The value `atomicrmw NAME` stores (the interpreter's `evalcmd._rmw_update`)."""
    if name == "xchg":
        return v
    if name in ("fadd", "fsub"):
        return floats.float_binary(name, old, v, (), run.abstract)
    if name in ("fmax", "fmin"):
        key = {"fmax": "maxnum", "fmin": "minnum"}[name]
        if run.abstract:
            run.approximations.add(ABSTRACT_FLOATS)
            r = floats.apply(key, old.value.sort(), old.value, v.value)
        else:
            r = floats.MATH[key](old.value, v.value)
        return make(r, z3.And(old.defined, v.defined), poison_of(old, v))
    bits = _scalar_bits(ty)
    if name in ("add", "sub", "and", "or", "xor", "nand"):
        r, _ = ints.binary("and" if name == "nand" else name, old, v, bits)
        return make(~r.value, r.defined, r.poison) if name == "nand" else r
    if name in ("max", "min", "umax", "umin"):
        return intrinsics.int_call({"max": "smax", "min": "smin"}.get(name, name), (old, v))
    x, y, one = old.value, v.value, z3.BitVecVal(1, bits)
    if name == "uinc_wrap":
        value = z3.If(z3.UGE(x, y), z3.BitVecVal(0, bits), x + one)
    else:
        value = z3.If(z3.Or(x == 0, z3.UGT(x, y)), y, x - one)
    return make(value, z3.And(old.defined, v.defined), poison_of(old, v))


def _atomicrmw(run: SymbolicRun, op: AtomicRMW, active: list[z3.BoolRef]) -> list[SVal]:
    """[W-INST-ATOMICRMW] thread by thread in lane order: each reads the old value, stores the
    update where it is active, and gets the old value."""
    size = run.machine.layout.size(op.ty)
    out: list[SVal] = []
    for t in range(run.w):
        run.in_time()
        p, v = run.value(op.ptr, op.ptr_ty, t), run.value(op.value, op.ty, t)
        assert isinstance(p, Term) and isinstance(v, Term)
        _access(run, p, size, active[t], write=True)
        old = from_bytes(run.mem.read(p.value, size), op.ty)
        assert isinstance(old, Term)
        run.mem.write(p.value, _image(run, _rmw_update(run, op.op, old, v, op.ty), op.ty),
                      active[t])
        out.append(old)
    return out


def _cmpxchg(run: SymbolicRun, op: CmpXchg, active: list[z3.BoolRef]) -> list[SVal]:
    """[W-INST-CMPXCHG] thread by thread in lane order: where the old value equals `cmp` the
    thread stores `new`; an undefined old value or `cmp` on an active thread is undefined."""
    size = run.machine.layout.size(op.ty)
    out: list[SVal] = []
    for t in range(run.w):
        run.in_time()
        p, want, new = (run.value(op.ptr, op.ptr_ty, t), run.value(op.cmp, op.ty, t),
                        run.value(op.new, op.ty, t))
        assert isinstance(p, Term) and isinstance(want, Term)
        _access(run, p, size, active[t], write=True)
        old = from_bytes(run.mem.read(p.value, size), op.ty)
        assert isinstance(old, Term)
        run.fault(z3.And(active[t], z3.Not(z3.And(old.defined, want.defined))))
        equal = old.value == want.value
        run.mem.write(p.value, _image(run, new, op.ty), z3.And(active[t], equal))
        out.append((Term(old.value, TRUE), bit(equal)))
    return out


def _scatter(run: SymbolicRun, writes: list[tuple[z3.BitVecRef, list[Term]]],
             active: list[z3.BoolRef]) -> None:
    for i in range(len(writes)):
        run.in_time()
        for j in range(i + 1, len(writes)):
            if writes[i][1] and writes[j][1] and not (z3.is_false(active[i]) or z3.is_false(active[j])):
                run.fault(z3.And(active[i], active[j], clash(*writes[i], *writes[j])))
    for (addr, image), on in zip(writes, active, strict=True):
        run.mem.write(addr, image, on)


def _alloca(run: SymbolicRun, op: Alloca, active: list[z3.BoolRef]) -> list[SVal]:
    """[W-INST-ALLOCA] one new object per active thread."""
    count = op.constant_count
    if count is None:
        raise Unsupported("alloca with a variable element count")
    size = run.machine.layout.size(op.ty) * count
    return [Term(z3.BitVecVal(run.mem.allocate(f"alloca {t}", size, active[t]), 64), active[t])
            for t in range(run.w)]


@_per_lane
def _extractelement(run: SymbolicRun, op: ExtractElement, t: int, active: z3.BoolRef) -> SVal:
    """[VAL-POISON-INDEX] an index out of range gives poison, a ⊤ one ⊤."""
    vec, k = run.value(op.vec, op.vec_ty, t), run.value(op.idx, op.idx_ty, t)
    assert isinstance(vec, tuple) and isinstance(k, Term)
    out = Term(vec[0].value, FALSE, either(k.poison, k.defined))  # no element: out of range
    for j in reversed(range(len(vec))):
        out = choose(z3.And(k.defined, k.value == j), vec[j], out)
    return out


@_per_lane
def _insertelement(run: SymbolicRun, op: InsertElement, t: int, active: z3.BoolRef) -> SVal:
    """[VAL-POISON-INDEX] an index out of range makes the whole vector poison, a ⊤ one ⊤."""
    vec, e, k = (run.value(op.vec, op.vec_ty, t), run.value(op.elem, op.elem_ty, t),
                 run.value(op.idx, op.idx_ty, t))
    assert isinstance(vec, tuple) and isinstance(e, Term) and isinstance(k, Term)
    inside = z3.And(k.defined, z3.ULT(k.value, len(vec)))
    whole = either(k.poison, z3.And(k.defined, z3.Not(inside)))
    out = []
    for j, x in enumerate(vec):
        cell = choose(z3.And(inside, k.value == j), e, x)
        out.append(make(cell.value, z3.And(inside, cell.defined), either(whole, cell.poison)))
    return tuple(out)


@_per_lane
def _extractvalue(run: SymbolicRun, op: ExtractValue, t: int, active: z3.BoolRef) -> SVal:
    """A field of a struct or array, with its state: a slice of the flat leaves."""
    agg = run.machine.resolve(op.agg_ty)
    start, ty = field(agg, op.indices)
    whole = elements(run.value(op.agg, agg, t))
    return whole[start] if len(leaves(ty)) == 1 and not isinstance(ty, VectorType) else \
        whole[start : start + len(leaves(ty))]


@_per_lane
def _insertvalue(run: SymbolicRun, op: InsertValue, t: int, active: z3.BoolRef) -> SVal:
    """The struct or array with one field replaced."""
    agg = run.machine.resolve(op.agg_ty)
    start, _ = field(agg, op.indices)
    whole = elements(run.value(op.agg, agg, t))
    new = elements(run.value(op.elem, op.elem_ty, t))
    return (*whole[:start], *new, *whole[start + len(new) :])


def _overflow(key: str, a: SVal, b: SVal) -> SVal:
    """llvm.*.with.overflow: the struct {results, flags} as its flat leaves (for vectors, every
    result element, then every flag)."""
    pairs = [intrinsics.overflow(key, x, y) for x, y in zip(elements(a), elements(b), strict=True)]
    return tuple(r for r, _ in pairs) + tuple(f for _, f in pairs)


def _shufflevector(run: SymbolicRun, op: ShuffleVector, active: list[z3.BoolRef]) -> list[SVal]:
    """[VAL-POISON-SHUFFLE] an undef or poison mask element gives a poison element."""
    mask = as_lanes(run.machine.constant(op.mask, op.mask_ty, 1))
    picks = [int(d) if ok else -1 for d, ok in zip(mask.data[0], mask.defined[0], strict=True)]
    out: list[SVal] = []
    for t in range(run.w):
        both = (*elements(run.value(op.lhs, op.ty, t)), *elements(run.value(op.rhs, op.ty, t)))
        out.append(tuple(both[p] if p >= 0 else Term(both[0].value, FALSE, TRUE) for p in picks))
    return out


def _call(run: SymbolicRun, op: Call, active: list[z3.BoolRef]) -> list[SVal] | None:
    """[W-CMD-CALL] θ(fnc) for the functions with a z3 meaning."""
    if not isinstance(op.callee, GlobalRef):
        raise Unsupported("indirect calls are not encoded")
    name = op.callee.name
    key = family(name)
    if key in HORIZONTAL_BUILTINS:
        return _horizontal(run, key, op, active)
    args = [[run.value(a.value, a.ty, t) for a in op.args] for t in range(run.w)]
    if key in floats.MATH or key in TRANSCENDENTAL:
        return [lift(lambda *xs: _math(run, key, name, op, xs), *a) for a in args]
    if key in intrinsics.INT_INTRINSICS:
        n = intrinsics.arity(key)
        return [lift(lambda *xs: intrinsics.int_call(key, xs), *a[:n]) for a in args]
    if key in intrinsics.OVERFLOW:
        return [_overflow(key, *a) for a in args]
    if key in ("masked.load", "masked.store", "masked.gather", "masked.scatter"):
        return _masked(run, key, op, args, active)
    if key is not None and key.startswith("vector.reduce.") and intrinsics.reduces(key[14:]):
        if run.abstract and key[14] == "f":
            run.approximations.add(ABSTRACT_FLOATS)
        return [intrinsics.reduce(key[14:], a, run.abstract, op.flags) for a in args]
    if key in ("lifetime.start", "lifetime.end"):
        _lifetime(run, args, active)
        return None
    if key in ("memset", "memcpy", "memmove"):
        _memory_call(run, key, args, active)
        return None
    if key == "expect":
        return [a[0] for a in args]
    if key in ("assume", "experimental.noalias.scope.decl"):
        return None
    if not in_theta(name) and all(f.name != name for f in run.machine.module.functions):
        return _external(run, name, op, args)
    raise Unsupported(f"call of @{name}: no z3 encoding")


def _external(run: SymbolicRun, name: str, op: Call, args: list[list[SVal]]) -> list[SVal] | None:
    """[THETA-EXTERNAL] an external function outside θ: an uninterpreted function of its
    arguments' elements, the same on both sides (a proof holds for every such function); ⊤ or
    poison in an argument makes the result ⊤ or poison."""
    ret = op.ret_ty
    if isinstance(ret, VoidType):
        return None
    if not isinstance(ret, (IntType, FloatType)):
        raise Unsupported(f"@{name} returns {ret}: an uninterpreted external function returns "
                          "integers and floats only")
    run.approximations.add(f"@{name} uninterpreted (external)")
    out: list[SVal] = []
    for a in args:
        xs = [x for v in a for x in elements(v)]
        fn = z3.Function(f"@{name}", *[x.value.sort() for x in xs], sort_of(ret)) if xs else None
        value = fn(*[x.value for x in xs]) if fn is not None else z3.Const(f"@{name}()", sort_of(ret))
        out.append(make(value, z3.And(*[x.defined for x in xs]), poison_of(*xs)))
    return out


#: z3 has one NaN, without a sign: `copysign` reads a NaN sign operand as positive, where the
#: interpreter (and LLVM) read its sign bit ([VAL-FLOAT-NAN])
_NAN_SIGN = "the sign of a NaN that copysign reads (taken as +)"


def _math(run: SymbolicRun, key: str, name: str, op: Call, xs: tuple[Term, ...]) -> Term:
    """A floating-point math call on one element: exact (`floats.MATH`), or uninterpreted
    (a transcendental function, or any when floats are abstract); poison propagates and the
    call's fast-math flags apply ([VAL-POISON-FMF]). `copysign` of a sign operand that may be
    a NaN names the approximation `_NAN_SIGN`."""
    values = [x.value for x in xs]
    if key == "copysign" and not z3.is_false(z3.simplify(z3.fpIsNaN(values[1]))):
        run.approximations.add(_NAN_SIGN)
    if key in floats.MATH and not run.abstract:
        r = floats.MATH[key](*values)
    else:
        r = floats.apply(key, xs[0].value.sort(), *values)
        if key in TRANSCENDENTAL:
            run.approximations.add(f"@{name} uninterpreted")
            run.calls.append(Application(name, op.ret_ty, tuple(values), r))
        else:
            run.approximations.add(ABSTRACT_FLOATS)
    return make(r, z3.And(*[x.defined for x in xs]), floats.fmf_poison(op.flags, list(xs), r, poison_of(*xs)))


def _memory_call(run: SymbolicRun, key: str, args: list[list[SVal]], active: list[z3.BoolRef]) -> None:
    """memset, memcpy, memmove with a constant length: every active thread's source bytes are
    read before any thread writes; the writes are one scatter (conflicts are undefined)."""
    writes: list[tuple[z3.BitVecRef, list[Term]]] = []
    for t in range(run.w):
        dst, src, n = args[t][0], args[t][1], args[t][2]
        assert isinstance(dst, Term) and isinstance(src, Term) and isinstance(n, Term)
        for operand in (dst, n) if key == "memset" else (dst, src, n):
            run.fault(z3.And(active[t], z3.Not(operand.defined)))
        count = z3.simplify(n.value)
        if not z3.is_bv_value(count):
            raise Unsupported(f"llvm.{key} with a length that is not a constant")
        size = count.as_long()
        if size == 0:
            writes.append((dst.value, []))
            continue
        if key == "memset":
            image = [Term(src.value, src.defined, src.poison)] * size
        else:
            _access(run, src, size, active[t], write=False)
            image = run.mem.read(src.value, size)
        _access(run, dst, size, active[t], write=True)
        writes.append((dst.value, image))
    _scatter(run, writes, active)
    return None


def _lifetime(run: SymbolicRun, args: list[list[SVal]], active: list[z3.BoolRef]) -> None:
    """llvm.lifetime.*: the object's bytes become ⊤; outside every object is undefined."""
    for t in range(run.w):
        size, ptr = args[t]
        assert isinstance(size, Term) and isinstance(ptr, Term)
        run.fault(z3.And(active[t], z3.Not(ptr.defined)))
        at, n = z3.simplify(ptr.value), z3.simplify(size.value)
        if z3.is_false(active[t]):
            continue
        if not (z3.is_bv_value(at) and z3.is_bv_value(n)):
            raise Unsupported("llvm.lifetime on a symbolic address")
        obj = run.mem.owner(at.as_long())
        if obj is None:
            run.fault(active[t])
            continue
        count = obj.size if n.as_long() >> 63 else n.as_long()
        run.mem.write(at, [Term(z3.BitVecVal(0, 8), FALSE)] * count, active[t])
    return None


def _element_pointer(ptr: SVal, j: int, size: int) -> Term:
    """Element j's address: the j-th pointer of a vector of pointers (gather, scatter), or the
    j-th element after one pointer (masked load, store)."""
    if isinstance(ptr, tuple):
        return ptr[j]
    return Term(ptr.value + j * size, ptr.defined, ptr.poison)


def _masked(run: SymbolicRun, key: str, op: Call, args: list[list[SVal]],
            active: list[z3.BoolRef]) -> list[SVal] | None:
    """llvm.masked.load / store / gather / scatter: element j is accessed where the mask is set
    (a masked-off element keeps the pass-through value, poison included); the stores of element
    j of every thread are one scatter, in increasing j, so a later element wins."""
    load = key in ("masked.load", "masked.gather")
    vty = op.ret_ty if load else op.args[0].ty
    assert isinstance(vty, VectorType)
    size = run.machine.layout.size(vty.elem)
    # per thread: the pointer(s), the mask, and the pass-through (load) or stored value
    parts = [(a[0], a[2], a[3]) if load else (a[1], a[3], a[0]) for a in args]
    for t, (_, mask, _) in enumerate(parts):
        for m in elements(mask):
            run.fault(z3.And(active[t], z3.Not(m.defined)))
    out: list[list[Term]] = [[] for _ in range(run.w)]
    for j in range(vty.count):
        run.in_time()
        on = [z3.And(active[t], elements(mask)[j].value == 1) for t, (_, mask, _) in enumerate(parts)]
        addrs = [_element_pointer(ptr, j, size) for ptr, _, _ in parts]
        for t in range(run.w):
            _access(run, addrs[t], size, on[t], write=not load)
        if not load:
            _scatter(run, [(addrs[t].value, _image(run, elements(x)[j], vty.elem))
                           for t, (_, _, x) in enumerate(parts)], on)
            continue
        for t, (_, _, passthru) in enumerate(parts):
            got = from_bytes(run.mem.read(addrs[t].value, size), vty.elem)
            assert isinstance(got, Term)
            out[t].append(choose(on[t], got, elements(passthru)[j]))
    return [tuple(x) for x in out] if load else None


def _horizontal(run: SymbolicRun, key: str, op: Call, active: list[z3.BoolRef]) -> list[SVal]:
    """Fig. 4.15 builtins across the threads: any, all, ballot, popcount, thread_id, mask."""
    w, ret = run.w, op.ret_ty
    if key in ("thread_id", "rv_lane_id"):
        return [Term(z3.BitVecVal(t, sort_of(ret).size()), TRUE) for t in range(w)]
    if key == "rv_num_lanes":
        return [Term(z3.BitVecVal(w, sort_of(ret).size()), TRUE) for _ in range(w)]
    if key == "rv_mask":
        return [bit(active[t]) for t in range(w)]
    if key in ("rv_extract", "rv_shuffle", "rv_insert", "rv_index", "rv_compact"):
        return _lanes(run, key, op, active)
    if key in ALC_BUILTINS:
        return _alc(run, key, op, active)
    if key not in ("any", "all", "ballot", "popcount", "rv_any", "rv_all", "rv_ballot", "rv_popcount"):
        raise Unsupported(f"builtin @{key} has no z3 encoding")
    p = _scalars(run, key, op.args[0].value, op.args[0].ty)
    on = [z3.And(active[t], p[t].value == 1) for t in range(w)]
    known = z3.And(*[z3.Or(p[t].defined, z3.Not(active[t])) for t in range(w)])
    poisoned = _active_poison(p, active)
    kind = key.removeprefix("rv_")
    if kind == "any":
        true = z3.Or(*[z3.And(on[t], p[t].defined) for t in range(w)])
        value, defined = bit(true).value, z3.Or(true, known)
    elif kind == "all":
        false = z3.Or(*[z3.And(active[t], p[t].defined, p[t].value == 0) for t in range(w)])
        value, defined = bit(z3.Not(false)).value, z3.Or(false, known)
    else:
        bits = sort_of(ret).size()
        if kind == "ballot":
            zero = z3.BitVecVal(0, bits)
            value = z3.simplify(sum((z3.If(on[t], z3.BitVecVal((1 << t) % (1 << bits), bits), zero)
                                     for t in range(w)), zero))
        else:
            value = ints.count(on, bits)
        defined = known
    return [make(value, defined, poisoned)] * w


def _scalars(run: SymbolicRun, key: str, v: IRValue, ty: Type) -> list[Term]:
    """Every thread's value of a builtin's scalar argument (a vector or aggregate is Unsupported)."""
    vs = [run.value(v, ty, t) for t in range(run.w)]
    terms = [x for x in vs if isinstance(x, Term)]
    if len(terms) < len(vs):
        raise Unsupported(f"builtin @{key} on a value of type {ty}")
    return terms


def _active_poison(p: list[Term], active: list[z3.BoolRef]) -> z3.BoolRef:
    """[VAL-POISON-HORIZONTAL] some active thread's argument is poison."""
    return either(*[z3.And(a, x.poison) for x, a in zip(p, active, strict=True) if not z3.is_false(x.poison)])


def _lanes(run: SymbolicRun, key: str, op: Call, active: list[z3.BoolRef]) -> list[SVal]:
    """The RV builtins that move values between threads (semantics/builtins.md): a value read
    from a passive thread, or through a ⊤ or out-of-range lane, is ⊤."""
    w = run.w
    vs = _scalars(run, key, op.args[0].value, op.args[0].ty)
    if key in ("rv_index", "rv_compact"):
        keep = vs if key == "rv_index" else _scalars(run, key, op.args[1].value, I1)
        on = [z3.And(active[t], keep[t].value == 1) for t in range(w)]
        unknown = [z3.And(active[u], z3.Not(keep[u].defined)) for u in range(w)]
        bits = 8 if key == "rv_compact" else sort_of(op.ret_ty).size()
        before = [ints.count(on[:t], bits) for t in range(w)]
        bad = [z3.And(active[u], keep[u].poison) for u in range(w)]
        if key == "rv_index":
            return [make(before[t], z3.And(on[t], keep[t].defined, z3.Not(z3.Or(*unknown[:t]))),
                         z3.And(active[t], either(*bad[: t + 1]))) for t in range(w)]
        out = []
        poisoned = either(*bad)
        for j in range(w):  # position j gets the j-th active thread that keeps its value
            acc: SVal = undefined(vs[0])
            for u in reversed(range(w)):
                acc = choose_each(z3.And(on[u], before[u] == j), vs[u], acc)
            acc = choose_each(z3.Or(*unknown), undefined(acc), acc)
            out.append(choose_each(poisoned, lift(lambda x: Term(x.value, FALSE, TRUE), acc), acc))
        return out
    out = []
    for t in range(w):
        k = run.value(op.args[1].value, op.args[1].ty, t)
        assert isinstance(k, Term)
        if key == "rv_insert":
            x = run.value(op.args[2].value, op.args[2].ty, t)
            assert isinstance(x, Term)
            cell = choose(k.value == t, x, vs[t])
            out.append(make(cell.value, z3.And(k.defined, cell.defined),
                            either(k.poison, z3.And(k.defined, cell.poison))))
            continue
        acc = undefined(vs[0])
        for u in reversed(range(w)):
            if key == "rv_extract":
                at = k.value == u  # a negative lane never equals u in 0..W-1
            else:
                wide = z3.SignExt(64 - k.value.size(), k.value) if k.value.size() < 64 else k.value
                at = (wide + t) % w == u  # bvsmod: the source thread (t + shift) mod W, as numpy's %
            acc = choose_each(z3.And(k.defined, at, active[u]), vs[u], acc)
        out.append(lift(lambda a, via=k.poison: make(a.value, a.defined, either(via, a.poison)), acc))
    return out


def _alc(run: SymbolicRun, key: str, op: Call, active: list[z3.BoolRef]) -> list[SVal]:
    """[ALC] `alc_merged` and `alc_remainder` (positions, `smt/alc.py`) and `alc_permute` (the
    pair's lane k(t), ⊤ through a ⊤ or out-of-range k or a passive source)."""
    w = run.w
    if key == "alc_permute":
        pair = (_scalars(run, key, op.args[0].value, op.args[0].ty)
                + _scalars(run, key, op.args[1].value, op.args[1].ty))
        out = []
        for t in range(w):
            k = run.value(op.args[2].value, op.args[2].ty, t)
            assert isinstance(k, Term)
            acc: SVal = undefined(pair[0])
            for u in reversed(range(2 * w)):
                acc = choose_each(z3.And(k.defined, k.value == u, active[u % w]), pair[u], acc)
            out.append(lift(lambda a, via=k.poison: make(a.value, a.defined, either(via, a.poison)), acc))
        return out
    p0 = _scalars(run, key, op.args[0].value, I1)
    p1 = _scalars(run, key, op.args[1].value, I1)
    c0 = [z3.And(active[t], p0[t].value == 1) for t in range(w)]
    c1 = [z3.And(active[t], p1[t].value == 1) for t in range(w)]
    merged, remainder = alc.positions(c0, c1, sort_of(op.ret_ty).size())
    known = z3.And(*[z3.Or(z3.Not(active[t]), z3.And(p0[t].defined, p1[t].defined)) for t in range(w)])
    poisoned = either(_active_poison(p0, active), _active_poison(p1, active))
    return [make(v, known, poisoned) for v in (merged if key == "alc_merged" else remainder)]


EVALCMD: dict[type, Eval] = {
    BinOp: _binop, FNeg: _fneg, ICmp: _icmp, FCmp: _fcmp, Select: _select, Cast: _cast,
    Freeze: _freeze, Gep: _gep, Load: _load, Store: _store, Alloca: _alloca, Call: _call,
    ExtractElement: _extractelement, InsertElement: _insertelement, ShuffleVector: _shufflevector,
    ExtractValue: _extractvalue, InsertValue: _insertvalue,
    AtomicRMW: _atomicrmw, CmpXchg: _cmpxchg, Fence: lambda run, op, active: None,
}  # fmt: skip


def evalcmd(run: SymbolicRun, op: object, active: list[z3.BoolRef]) -> list[SVal] | None:
    """evalcmd^W: the instruction on every thread, under the given activation; the table holds
    the instructions `pllvm.exec.evalcmd.EVALCMD` holds, and agrees with it ([CHK-SMT-TABLES])."""
    rule = EVALCMD.get(type(op))
    if rule is None:
        raise Unsupported(f"instruction {type(op).__name__} has no z3 encoding")
    return rule(run, op, active)
