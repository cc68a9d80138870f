"""evalcmd: the semantics of each instruction, as a table keyed by operation class.

Compiling an instruction gives a closure `run(env, amsk, machine, memory) -> value` that computes the
instruction for all W threads at once; [W-CMD] and [W-CMD-TOTAL] decide which threads keep the
result. Adding an instruction is adding one entry to `EVALCMD`.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from pllvm.errors import Unsupported
from pllvm.exec.arith import BINARY, CASTS, FCMP, ICMP, POISON_FMF, fmf_poison, state_word
from pllvm.exec.faults import Fault
from pllvm.exec.interp import Interp
from pllvm.exec.lanes import (
    Agg,
    Env,
    Lanes,
    Value,
    as_lanes,
    dtype_of,
    element_type,
    mask_width,
    poison_of,
    poison_or,
    to_signed,
)
from pllvm.exec.machine import Machine
from pllvm.exec.memory import Memory
from pllvm.exec.theta import INTRINSICS, external, lookup
from pllvm.syntax import (
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
    Local,
    Mask,
    MetadataType,
    Operation,
    Select,
    ShuffleVector,
    Store,
    StructType,
    Type,
    VectorType,
)
from pllvm.syntax import Value as IRValue
from pllvm.syntax.builtins import in_theta
from pllvm.syntax.typing import indexed_element, vector_of
from pllvm.text.printer import print_type

__all__ = ["EVALCMD", "Compiler", "Exec", "Getter", "LaneGetter"]

Getter = Callable[[Env], Value]
#: an operand of a scalar or vector type: its lane vector on every thread
LaneGetter = Callable[[Env], Lanes]
#: an instruction: (environment, amsk, the machine, the memory) -> its value on every thread
Exec = Callable[[Env, np.ndarray, Machine, Memory], Value | None]


class Compiler:
    """Turns IR values and operations of one function into closures over slot numbers."""

    def __init__(self, machine: Machine, slots: dict[str, int]) -> None:
        self.machine = machine
        self.slots = slots

    def value(self, v: IRValue, ty: Type) -> Getter:
        """[EVAL] eval^W Δ^W val: a variable's lane vector, or the constant on every thread."""
        if isinstance(v, Local):
            return operator.itemgetter(self.slots[v.name])
        const = self.machine.constant(v, ty)
        return lambda _env: const

    def lanes(self, v: IRValue, ty: Type) -> LaneGetter:
        """`value` for an operand of a scalar or vector type, whose value is a lane vector."""
        if isinstance(v, Local):
            return operator.itemgetter(self.slots[v.name])
        const = self.machine.constant(v, ty)
        if isinstance(const, Lanes):
            return lambda _env: const
        return lambda _env: as_lanes(const)  # an aggregate here is ill-typed: it fails if it runs

    def operation(self, op: Operation) -> Exec:
        compile_op = EVALCMD.get(type(op))
        if compile_op is None:
            raise Unsupported(f"no semantics for {type(op).__name__}")
        return compile_op(self, op)


def _bits(ty: Type) -> int:
    s = ty.elem if isinstance(ty, VectorType) else ty
    return s.bits if isinstance(s, IntType) else 64


def _binop(c: Compiler, op: BinOp) -> Exec:
    a, b = c.lanes(op.lhs, op.ty), c.lanes(op.rhs, op.ty)
    fn, bits, flags = BINARY[op.op], _bits(op.ty), op.flags
    return lambda env, amsk, m, mem: fn(a(env), b(env), bits, flags, amsk)


def _fneg(c: Compiler, op: FNeg) -> Exec:
    a, flags = c.lanes(op.operand, op.ty), op.flags

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        x = a(env)
        r = -x.data
        return Lanes.of(r, x.defined, fmf_poison(flags, [x], r, x.poison) if flags else x.poison)

    return run


def _icmp(c: Compiler, op: ICmp) -> Exec:
    a, b, fn, bits = c.lanes(op.lhs, op.ty), c.lanes(op.rhs, op.ty), ICMP[op.pred], _bits(op.ty)
    return lambda env, amsk, m, mem: fn(a(env), b(env), bits)


def _fcmp(c: Compiler, op: FCmp) -> Exec:
    a, b, fn, flags = c.lanes(op.lhs, op.ty), c.lanes(op.rhs, op.ty), FCMP[op.pred], op.flags
    if not flags:
        return lambda env, amsk, m, mem: fn(a(env), b(env), 64)

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        x, y = a(env), b(env)
        r = fn(x, y, 64)
        return Lanes.of(r.data, r.defined, fmf_poison(flags, [x, y], None, r.poison))

    return run


def _select(c: Compiler, op: Select) -> Exec:
    """[VAL-SELECT]: a defined condition takes the chosen operand as it is; a ⊤ condition
    gives the operands' value if both are defined and bit-equal, poison if either is poison,
    else ⊤; a poison condition gives poison. An aggregate is selected member by member."""
    cond, x, y = c.lanes(op.cond, op.cond_ty), c.value(op.if_true, op.ty), c.value(op.if_false, op.ty)
    flags = op.flags

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        return _selected(cond(env), x(env), y(env), flags)

    return run


def _selected(k: Lanes, a: Value, b: Value, flags: tuple[str, ...]) -> Value:
    if isinstance(a, Agg) and isinstance(b, Agg):
        return Agg([_selected(k, p, q, flags) for p, q in zip(a.fields, b.fields, strict=True)])
    a, b = as_lanes(a), as_lanes(b)
    widen = a.data.ndim > k.data.ndim  # one condition for a thread's whole vector
    kd, kk = (k.data[:, None], k.defined[:, None]) if widen else (k.data, k.defined)
    same = a.defined & b.defined & _bitwise_equal(a.data, b.data)
    data = np.where(kd, a.data, b.data)
    defined = np.where(kk, np.where(kd, a.defined, b.defined), same)
    poison = None
    if k.poison is not None or a.poison is not None or b.poison is not None:
        kp = np.zeros_like(k.defined) if k.poison is None else k.poison
        kp = kp[:, None] if widen else kp
        pa = np.zeros_like(a.defined) if a.poison is None else a.poison
        pb = np.zeros_like(b.defined) if b.poison is None else b.poison
        poison = kp | np.where(kk, np.where(kd, pa, pb), pa | pb)
    if flags:  # [VAL-POISON-FMF] on the result
        poison = fmf_poison(flags, [Lanes(data, defined)], None, poison)
    return Lanes.of(data, defined, poison)


def _bitwise_equal(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """[VAL-FLOAT-SAME] equality of results: bit for bit (0.0 differs from -0.0), except that
    every NaN is one value whatever its bits."""
    if np.issubdtype(x.dtype, np.floating):
        unsigned = np.dtype(f"u{x.dtype.itemsize}")
        return (x.view(unsigned) == y.view(unsigned)) | (np.isnan(x) & np.isnan(y))
    return x == y


def _cast(c: Compiler, op: Cast) -> Exec:
    if op.op == "bitcast":
        return _bitcast(c, c.value(op.operand, op.from_ty), op.from_ty, op.to_ty)
    a = c.lanes(op.operand, op.from_ty)
    fn, to, fb, tb, flags = CASTS[op.op], dtype_of(op.to_ty), _bits(op.from_ty), _bits(op.to_ty), op.flags
    return lambda env, amsk, m, mem: fn(a(env), to, fb, tb, flags)


def _bitcast(c: Compiler, a: Getter, from_ty: Type, to_ty: Type) -> Exec:
    """A ⊤ element makes the whole result ⊤; a poison element makes the result elements that
    share a byte with it poison ([VAL-POISON-PROPAGATE], bit by bit)."""
    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        raw, ok, poison = m.to_bytes(a(env), from_ty)
        known = ok if poison is None else ok | poison  # the bytes that are not ⊤
        return m.from_bytes(raw, np.repeat(known.all(axis=1, keepdims=True), raw.shape[1], 1), to_ty,
                            poison)

    return run


def _alloca(c: Compiler, op: Alloca) -> Exec:
    """[W-INST-ALLOCA] p^W = newptr^W M sizeof(typ) amsk^W: one object per active thread."""
    size = c.machine.layout.size(op.ty)
    align = op.align or c.machine.layout.align(op.ty)
    count = c.lanes(op.count.value, op.count.ty) if op.count is not None else None
    name = print_type(op.ty)

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        n = size
        if count is not None:
            k = count(env)
            ks = k.data[amsk]
            if len(ks) and (not k.defined[amsk].all() or len(set(ks.tolist())) > 1):
                raise Fault("alloca with a ⊤, poison or thread-dependent element count",
                            np.flatnonzero(amsk))
            n = size * int(ks[0]) if len(ks) else size
        return Lanes(mem.allocate_lanes(f"alloca {name}", n, align, amsk), amsk.copy())

    return run


def _address_check(p: Lanes, amsk: np.ndarray) -> None:
    bad = amsk & ~p.defined
    if bad.any():
        raise Fault(f"memory access through a {state_word(p, bad)} pointer", np.flatnonzero(bad))


def _load(c: Compiler, op: Load) -> Exec:
    """[W-INST-LOAD] d^W = read^W M amsk^W p^W: a gather by the active threads."""
    ptr, ty, size = c.lanes(op.ptr, op.ptr_ty), op.ty, c.machine.layout.size(op.ty)

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        p = ptr(env)
        _address_check(p, amsk)
        raw, ok, poison = mem.read(p.data, size, amsk)
        return m.from_bytes(raw, ok, ty, poison)

    return run


def _store(c: Compiler, op: Store) -> Exec:
    """[W-INST-STORE] M' = write^W M amsk^W p^W d^W: a scatter by the active threads."""
    if op.ordering is not None:
        return _atomic_store(c, op)
    ptr, val, ty = c.lanes(op.ptr, op.ptr_ty), c.value(op.value, op.ty), op.ty

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> None:
        p = ptr(env)
        _address_check(p, amsk)
        raw, ok, poison = m.to_bytes(val(env), ty)
        mem.write(p.data, raw, ok, amsk, poison)
        return None

    return run


def _atomic_store(c: Compiler, op: Store) -> Exec:
    """[W-INST-ATOMIC] `store atomic`: the active threads store one after the other in lane
    order, so where two store to one byte the higher lane's value stays (no race: atomics are
    how threads of one step communicate)."""
    ptr, val, ty = c.lanes(op.ptr, op.ptr_ty), c.value(op.value, op.ty), op.ty

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> None:
        p = ptr(env)
        _address_check(p, amsk)
        raw, ok, poison = m.to_bytes(val(env), ty)
        with mem.in_turns():
            for one in _in_lane_order(amsk):
                mem.write(p.data, raw, ok, one, poison)
        return None

    return run


def _in_lane_order(amsk: np.ndarray) -> Iterator[np.ndarray]:
    """One mask per active thread, lowest lane first: the order of [W-INST-ATOMIC]'s rules.
    A loop over lanes by definition (each thread sees what the lower ones did), not a hot path."""
    for t in np.flatnonzero(amsk).tolist():
        one = np.zeros_like(amsk)
        one[t] = True
        yield one


#: `atomicrmw` operations that store an intrinsic's result (LangRef: `max` is signed, `fmax`
#: is maxnum)
_RMW_INTRINSIC = {"max": "smax", "min": "smin", "umax": "umax", "umin": "umin",
                  "fmax": "maxnum", "fmin": "minnum"}


def _rmw_update(name: str, ty: Type) -> Callable[[Lanes, Lanes, Machine, Memory], Lanes]:
    """The value `atomicrmw NAME` stores, from the old value and the operand (LangRef's table);
    ⊤ and poison flow as through the instruction or intrinsic each one is named after."""
    bits = ty.bits if isinstance(ty, IntType) else 0
    if name in ("add", "sub", "and", "or", "xor", "fadd", "fsub"):
        binary = BINARY[name]
        return lambda old, v, m, mem: binary(old, v, bits, (), np.ones_like(old.defined))
    if name == "nand":
        def nand(old: Lanes, v: Lanes, m: Machine, mem: Memory) -> Lanes:
            both = BINARY["and"](old, v, bits, (), np.ones_like(old.defined))
            return Lanes.of(mask_width(~both.data, bits).astype(both.data.dtype), both.defined,
                            both.poison)

        return nand
    if name == "xchg":
        return lambda old, v, m, mem: v
    if name in ("uinc_wrap", "udec_wrap"):
        def wrap(old: Lanes, v: Lanes, m: Machine, mem: Memory) -> Lanes:
            x, y = old.data, v.data
            if name == "uinc_wrap":  # old u>= v ? 0 : old + 1
                data = np.where(x >= y, 0, mask_width(x + x.dtype.type(1), bits))
            else:  # old == 0 or old u> v ? v : old - 1
                data = np.where((x == 0) | (x > y), y, mask_width(x - x.dtype.type(1), bits))
            return Lanes.of(data.astype(x.dtype), old.defined & v.defined, poison_of(old, v))

        return wrap
    intrinsic = INTRINSICS[_RMW_INTRINSIC[name]]

    def by_intrinsic(old: Lanes, v: Lanes, m: Machine, mem: Memory) -> Lanes:
        r = intrinsic([old, v], [ty, ty], ty, np.ones_like(old.defined), m, mem)
        assert isinstance(r, Lanes)
        return r

    return by_intrinsic


def _atomicrmw(c: Compiler, op: AtomicRMW) -> Exec:
    """[W-INST-ATOMICRMW] the active threads one after the other in lane order: each reads the
    value at its address, stores OP(old, v) there and gets the old value."""
    ptr, val, ty = c.lanes(op.ptr, op.ptr_ty), c.lanes(op.value, op.ty), op.ty
    size, update = c.machine.layout.size(ty), _rmw_update(op.op, ty)

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        p, v = ptr(env), val(env)
        _address_check(p, amsk)
        got = np.zeros((len(amsk), size), np.uint8)  # each thread's old value's bytes
        got_ok, got_poison = np.zeros_like(got, np.bool_), np.zeros_like(got, np.bool_)
        with mem.in_turns():
            for one in _in_lane_order(amsk):
                raw, ok, poison = mem.read(p.data, size, one)
                got[one], got_ok[one] = raw[one], ok[one]
                if poison is not None:
                    got_poison[one] = poison[one]
                new = update(as_lanes(m.from_bytes(raw, ok, ty, poison)), v, m, mem)
                data, defined, poisoned = m.to_bytes(new, ty)
                mem.write(p.data, data, defined, one, poisoned)
        return m.from_bytes(got, got_ok, ty, got_poison if got_poison.any() else None)

    return run


def _cmpxchg(c: Compiler, op: CmpXchg) -> Exec:
    """[W-INST-CMPXCHG] the active threads one after the other in lane order: each reads the
    value at its address and, where it equals `cmp`, stores `new`; it gets `{old, equal}`. An
    undefined (⊤ or poison) old value or `cmp` on an active thread is undefined behaviour: the
    store depends on the comparison, as a branch would."""
    ptr, cmp, new, ty = (c.lanes(op.ptr, op.ptr_ty), c.lanes(op.cmp, op.ty),
                         c.lanes(op.new, op.ty), op.ty)
    size = c.machine.layout.size(ty)

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        p, want, put = ptr(env), cmp(env), new(env)
        _address_check(p, amsk)
        if (amsk & ~want.defined).any():
            where = amsk & ~want.defined
            raise Fault(f"cmpxchg compares a {state_word(want, where)} value",
                        np.flatnonzero(where))
        raw_new, ok_new, poison_new = m.to_bytes(put, ty)
        got = np.zeros((len(amsk), size), np.uint8)
        equal = np.zeros(len(amsk), np.bool_)
        with mem.in_turns():
            for one in _in_lane_order(amsk):
                raw, ok, poison = mem.read(p.data, size, one)
                old = as_lanes(m.from_bytes(raw, ok, ty, poison))
                if not old.defined[one].all():
                    raise Fault(f"cmpxchg compares a {state_word(old, one)} value read from memory",
                                np.flatnonzero(one))
                got[one] = raw[one]
                equal[one] = old.data[one] == want.data[one]
                if equal[one].any():
                    mem.write(p.data, raw_new, ok_new, one, poison_new)
        old_value = m.from_bytes(got, np.ones_like(got, np.bool_), ty)
        return Agg([old_value, Lanes(equal, np.ones_like(equal))])

    return run


def _fence(c: Compiler, op: Fence) -> Exec:
    """[W-INST-FENCE] the lock-step machine has one memory that every step sees whole: a fence
    orders nothing more."""
    return lambda env, amsk, m, mem: None


def _gep(c: Compiler, op: Gep) -> Exec:
    base = c.lanes(op.base, op.base_ty)
    layout, m0 = c.machine.layout, c.machine
    steps: list[tuple[int, LaneGetter | None, int, int]] = []  # (scale, index getter, const offset, bits)
    ty: Type = op.source
    for k, idx in enumerate(op.indices):
        if k == 0:
            steps.append((layout.size(ty), c.lanes(idx.value, idx.ty), 0, _bits(idx.ty)))
            continue
        rt = m0.resolve(ty)
        if isinstance(rt, StructType):
            field = idx.value.value if isinstance(idx.value, IntConst) else 0
            steps.append((0, None, layout.field_offsets(rt)[field], 0))
            ty = rt.fields[field]
        else:
            ty = indexed_element(rt, m0.types)
            steps.append((layout.size(ty), c.lanes(idx.value, idx.ty), 0, _bits(idx.ty)))
    vector = isinstance(op.base_ty, VectorType) or any(isinstance(i.ty, VectorType) for i in op.indices)
    width = next((t.count for t in (op.base_ty, *(i.ty for i in op.indices)) if isinstance(t, VectorType)), 1)

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        b = base(env)
        addr = b.data.astype(np.int64)
        defined, poison = b.defined, b.poison
        if vector and addr.ndim == 1:
            addr = np.repeat(addr[:, None], width, axis=1)
            defined = np.repeat(defined[:, None], width, axis=1)
            poison = None if poison is None else np.repeat(poison[:, None], width, axis=1)
        start = addr
        for scale, get, offset, bits in steps:
            if get is None:
                addr = addr + offset
                continue
            i = get(env)
            sidx = to_signed(i.data, bits).astype(np.int64)
            if vector and sidx.ndim == 1:
                sidx = sidx[:, None]
            addr = addr + sidx * scale
            widen = vector and i.defined.ndim == 1
            defined = defined & (i.defined[:, None] if widen else i.defined)
            if i.poison is not None:
                poison = poison_or(poison, i.poison[:, None] if widen else i.poison)
        if op.inbounds:  # [VAL-POISON-INBOUNDS]
            home = mem.object_of(start)
            moved = addr != start
            poison = poison_or(poison, defined & moved & ((home < 0) | (mem.object_of(addr) != home)))
        return Lanes.of(addr.astype(np.uint64), defined, poison)

    return run


def _call(c: Compiler, op: Call) -> Exec:
    """[W-CMD-CALL] ret^W, M' = θ(fnc)(p_0^W, ..., p_n^W, amsk^W, M)."""
    if not isinstance(op.callee, GlobalRef):
        raise Unsupported("indirect calls are not supported")
    name = op.callee.name
    if any(f.name == name for f in c.machine.module.functions):
        def total(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value | None:
            raise Unsupported(f"a `total` call of @{name}, a function of this module: such a "
                              "call runs on the active threads only ([W-CMD-CALL-REC])")
        return total
    fn = lookup(name) if in_theta(name) else external(name)
    args = [c.value(a.value, a.ty) if not isinstance(a.ty, MetadataType) else None for a in op.args]
    arg_types = [a.ty for a in op.args]
    ret_ty = op.ret_ty

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value | None:
        values = [g(env) if g is not None else None for g in args]
        return fn(values, arg_types, ret_ty, amsk, m, mem)

    if not POISON_FMF & set(op.flags) or not isinstance(
            element_type(ret_ty, c.machine.types), FloatType):
        return run

    def flagged(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value | None:
        """[VAL-POISON-FMF] on a call's floating-point arguments and result."""
        r = run(env, amsk, m, mem)
        assert isinstance(r, Lanes)
        floats = [as_lanes(g(env)) for g, t in zip(args, arg_types, strict=True)
                  if g is not None and isinstance(element_type(t, m.types), FloatType)]
        return Lanes.of(r.data, r.defined, fmf_poison(op.flags, [*floats, r], r.data, r.poison))

    return flagged


#: [W-CMD-CALL-REC] a call of a function of the module: it needs the run's interpretation
NestedExec = Callable[[Env, np.ndarray, Machine, Memory, Interp], Value | None]


def nested_call(c: Compiler, op: Operation) -> NestedExec | None:
    """[W-CMD-CALL-REC] A call of a function of the module that inlining left (a recursive one):
    the callee run in lock-step by the threads active at the call (`engine.nested_run`); None
    for every other operation."""
    if not isinstance(op, Call) or not isinstance(op.callee, GlobalRef):
        return None
    name = op.callee.name
    if not any(f.name == name for f in c.machine.module.functions):
        return None
    args = [c.value(a.value, a.ty) for a in op.args]

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory, interp: Interp) -> Value | None:
        if m.calls is None:
            raise Unsupported(f"the call of @{name}, a function of this module, runs nested "
                              "only in pllvm's runs ([W-CMD-CALL-REC])")
        return m.calls(m, name, [g(env) for g in args], amsk, mem, interp)

    return run


def _extractelement(c: Compiler, op: ExtractElement) -> Exec:
    """[VAL-POISON-INDEX] an index out of range is poison, a ⊤ index ⊤."""
    v, i = c.lanes(op.vec, op.vec_ty), c.lanes(op.idx, op.idx_ty)
    n = vector_of(op.vec_ty, c.machine.types).count

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        x, k = v(env), i(env)
        idx = k.data.astype(np.int64)
        inside = (idx >= 0) & (idx < n)
        safe = np.where(inside, idx, 0)
        rows = np.arange(len(safe))
        poison = poison_or(k.poison, k.defined & ~inside)
        if x.poison is not None:
            poison = poison_or(poison, x.poison[rows, safe] & k.defined)
        return Lanes.of(x.data[rows, safe], k.defined & inside & x.defined[rows, safe], poison)

    return run


def _insertelement(c: Compiler, op: InsertElement) -> Exec:
    """[VAL-POISON-INDEX] an index out of range makes the whole vector poison, a ⊤ one ⊤."""
    v, e = c.lanes(op.vec, op.vec_ty), c.lanes(op.elem, op.elem_ty)
    i, n = c.lanes(op.idx, op.idx_ty), vector_of(op.vec_ty, c.machine.types).count

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        x, y, k = v(env), e(env), i(env)
        idx = k.data.astype(np.int64)
        ok = k.defined & (idx >= 0) & (idx < n)
        data, defined = x.data.copy(), x.defined.copy()
        rows = np.flatnonzero(ok)
        data[rows, idx[rows]] = y.data[rows]
        defined[rows, idx[rows]] = y.defined[rows]
        defined[~ok] = False
        whole = poison_or(k.poison, k.defined & ~ok)
        if whole is None and x.poison is None and y.poison is None:
            return Lanes(data, defined)
        poison = np.zeros_like(defined) if x.poison is None else x.poison.copy()
        poison[rows, idx[rows]] = False if y.poison is None else y.poison[rows]
        if whole is not None:
            poison[whole] = True
        return Lanes.of(data, defined, poison)

    return run


def _shufflevector(c: Compiler, op: ShuffleVector) -> Exec:
    """[VAL-POISON-SHUFFLE] an undef or poison mask element gives a poison element."""
    a, b = c.lanes(op.lhs, op.ty), c.lanes(op.rhs, op.ty)
    mask = as_lanes(c.machine.constant(op.mask, op.mask_ty, 1))
    picks = np.where(mask.defined[0], mask.data[0].astype(np.int64), -1)
    safe, unset = np.where(picks >= 0, picks, 0), picks < 0

    def run(env: Env, amsk: np.ndarray, m: Machine, mem: Memory) -> Value:
        x, y = a(env), b(env)
        data = np.concatenate([x.data, y.data], axis=1)
        defined = np.concatenate([x.defined, y.defined], axis=1)
        poison = None
        if x.poison is not None or y.poison is not None:
            poison = np.concatenate([np.zeros_like(x.defined) if x.poison is None else x.poison,
                                     np.zeros_like(y.defined) if y.poison is None else y.poison],
                                    axis=1)[:, safe]
        if unset.any():
            poison = poison_or(poison, np.repeat(unset[None, :], len(data), axis=0))
        return Lanes.of(data[:, safe], defined[:, safe], poison)

    return run


def _member(v: Value, path: tuple[int, ...]) -> Value:
    for i in path:
        assert isinstance(v, Agg)
        v = v.fields[i]
    return v


def _replace(v: Value, path: tuple[int, ...], new: Value) -> Value:
    if not path:
        return new
    assert isinstance(v, Agg)
    fields = list(v.fields)
    fields[path[0]] = _replace(fields[path[0]], path[1:], new)
    return Agg(fields)


def _extractvalue(c: Compiler, op: ExtractValue) -> Exec:
    a, path = c.value(op.agg, op.agg_ty), op.indices
    return lambda env, amsk, m, mem: _member(a(env), path)


def _insertvalue(c: Compiler, op: InsertValue) -> Exec:
    a, e, path = c.value(op.agg, op.agg_ty), c.value(op.elem, op.elem_ty), op.indices
    return lambda env, amsk, m, mem: _replace(a(env), path, e(env))


def _freeze(c: Compiler, op: Freeze) -> Exec:
    """[VAL-FREEZE] ⊤ and poison freeze to 0 (the all-zero bits of the type); an aggregate
    member by member."""
    a = c.value(op.operand, op.ty)
    return lambda env, amsk, m, mem: _frozen(a(env))


def _frozen(x: Value) -> Value:
    if isinstance(x, Agg):
        return Agg([_frozen(f) for f in x.fields])
    return Lanes(np.where(x.defined, x.data, x.data.dtype.type(0)), np.ones_like(x.defined))


def _mask(c: Compiler, op: Mask) -> Exec:
    return lambda env, amsk, m, mem: Lanes(amsk.copy(), np.ones_like(amsk))


#: per operation class, its rule (the operation it is given is of that class, hence Any)
EVALCMD: dict[type, Callable[[Compiler, Any], Exec]] = {
    BinOp: _binop, FNeg: _fneg, ICmp: _icmp, FCmp: _fcmp, Select: _select, Cast: _cast,
    Alloca: _alloca, Load: _load, Store: _store, Gep: _gep, Call: _call,
    AtomicRMW: _atomicrmw, CmpXchg: _cmpxchg, Fence: _fence,
    ExtractElement: _extractelement, InsertElement: _insertelement,
    ShuffleVector: _shufflevector, ExtractValue: _extractvalue, InsertValue: _insertvalue,
    Freeze: _freeze, Mask: _mask,
}  # fmt: skip

