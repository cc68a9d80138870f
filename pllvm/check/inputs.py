"""Inputs drawn from the programs ([CHK-INPUTS] in semantics/checking.md).

A check is only as good as the inputs it runs, so they are drawn from what the two programs say:
integer parameters that bound a loop take trip counts around the loops' steps (0, 1, the vector
body's VF × IC, multiples of it and multiples plus a remainder); a pointer parameter's buffer is
filled by the type loaded through it (floats of both signs and wide magnitudes, ±0, subnormals,
±inf and NaN; integers with their extremes and sign boundaries) and may overlap another pointer
parameter's unless either is `noalias`. Buffers are drawn large and then cut to the bytes the
source touches (`fit`), so that a target reading past what the source reads faults.
"""

from __future__ import annotations

import math
import struct
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Literal

import attrs
import numpy as np
from hypothesis import strategies as st

from pllvm.analysis import parse_signature
from pllvm.analysis.lattice import Shape, Strided, V, strided_lanes, uniform
from pllvm.analysis.pointers import pointer_roots
from pllvm.cfg.graph import CFG
from pllvm.cfg.loops import loop_forest
from pllvm.errors import InputError, Unsupported
from pllvm.syntax import (
    ArrayType,
    AtomicRMW,
    BinOp,
    Call,
    Cast,
    CmpXchg,
    FCmp,
    FloatConst,
    FloatType,
    Function,
    Gep,
    GlobalRef,
    ICmp,
    IntConst,
    IntType,
    Load,
    Local,
    Param,
    PtrType,
    Select,
    Store,
    Type,
    VectorType,
)
from pllvm.syntax.instructions import Phi, Switch, operands
from pllvm.syntax.layout import Layout
from pllvm.syntax.rewrite import definitions
from pllvm.text.parser import parse_type
from pllvm.text.printer import print_type

__all__ = ["DENSITIES", "BufferSpec", "Plan", "absolute", "alias_grid", "fit", "mask_grid",
           "mask_patterns", "plan", "scalar_values", "strategy"]

#: Elements every buffer may be accessed below its pointer in the probe run (negative offsets,
#: a pointer parameter that points into another one's buffer at a negative offset).
MARGIN_MIN = 16
#: The largest buffer drawn, in elements: more than this is not drawn (the user can state sizes).
CAPACITY_MAX = 1 << 14
SPECIALS = 4  # explicitly drawn (position, value) pairs per buffer
INDEX_DEFAULT = 16  # the values an index parameter favours, where no array type bounds it


@attrs.frozen
class BufferSpec:
    """What the user states about a pointer parameter's buffer: element type and element count
    (`--buffer x=float:1000`); either may be left to the programs."""

    elem: str | None = None
    count: int | None = None

    @classmethod
    def parse(cls, text: str) -> tuple[str, BufferSpec]:
        """`NAME=TYPE[:COUNT]` or `NAME=:COUNT`."""
        name, sep, rest = text.partition("=")
        elem, _, count = rest.partition(":")
        if not sep or not name.strip():
            raise InputError(f"--buffer {text!r}: expected NAME=TYPE[:COUNT] (e.g. x=float:1000)")
        try:
            n = int(count) if count.strip() else None
        except ValueError:
            raise InputError(f"--buffer {text!r}: {count!r} is not an element count") from None
        if n is not None and n < 1:
            raise InputError(f"--buffer {text!r}: the element count must be positive")
        if elem.strip():
            try:
                parse_type(elem.strip())
            except Exception:
                raise InputError(f"--buffer {text!r}: {elem!r} is not a type") from None
        return name.strip().lstrip("%"), cls(elem.strip() or None, n)


@attrs.frozen
class Plan:
    """What the two programs say about the source function's inputs."""

    fn: Function
    shapes: tuple[Shape, ...]  # per parameter, as the signature reads it ([DA-SIG])
    lanes: int
    elems: dict[str, Type]  # per pointer parameter, the element type loaded or stored through it
    trips: frozenset[str]  # integer parameters that bound a loop or guard one
    indices: dict[str, int]  # integer parameters that index memory, with the length they index
    steps: tuple[int, ...]  # the loops' induction steps, both sides (1 for scalar loops)
    bounds: tuple[int, ...]  # constants the loops' exit conditions compare with (1003 in i < 1003)
    noalias: frozenset[str]
    counts: dict[str, int]  # element counts the user stated
    constants: dict[str, tuple[float, ...]] = attrs.field(factory=dict)  # "int"/"float" compared with
    index_buffers: frozenset[str] = frozenset()  # pointer parameters whose elements index memory
    guards: tuple[int, ...] = ()  # constants a trip count is compared with (`icmp ult %n, 16`)

    def remainders(self, step: int) -> list[int]:
        """What a trip count leaves after whole vector iterations of `step`: nothing, one, half
        a vector, all but one, and what smaller vector loops (an epilogue) take."""
        smaller = [t for t in self.steps if 1 < t < step]
        return list(dict.fromkeys([step - 1, 0, 1, step // 2, *smaller, *(t + 1 for t in smaller)]))

    @property
    def trip_values(self) -> tuple[int, ...]:
        """Trip counts k·s + r for each vector step s, k in 0..4 and r among its remainders:
        every vector body runs 0, 1 and several times, with and without each remainder."""
        out = {0, 1, 2, 3}
        for s in self.steps:
            if s > 1:
                out |= {k * s + r for k in range(5) for r in self.remainders(s)}
        return tuple(sorted(out))

    @property
    def margin(self) -> int:
        """Elements before a pointer in the probe buffers: room for negative offsets."""
        return max(MARGIN_MIN, 2 * max(self.steps))

    def capacity(self, name: str) -> int:
        """Elements after a pointer in the probe buffers: room for every drawn trip count."""
        if name in self.counts:
            return self.counts[name]
        return min(CAPACITY_MAX, max([4 * max(self.trip_values), *self.bounds]) + 64)

    @property
    def pointers(self) -> list[str]:
        return [p.name for p in self.fn.params if isinstance(p.ty, PtrType)]


def plan(source: Function, target: Function, signature: str | None, lanes: int,
         stated: Mapping[str, BufferSpec] | None = None) -> Plan:
    """The input plan of a check: the source's parameters (the target's are matched by position),
    their shapes, and what both functions' loops and memory accesses say about them."""
    stated = dict(stated or {})
    shapes: Sequence[Shape] = [V] * len(source.params)
    if signature is not None:
        try:
            shapes = parse_signature(signature, source)[0]
        except ValueError as e:
            raise InputError(str(e)) from None
    renamed = {t.name: s.name for s, t in zip(source.params, target.params, strict=False)}
    pointers = {p.name for p in source.params if isinstance(p.ty, PtrType)}
    for name in stated:
        if name not in pointers:
            raise InputError(f"--buffer {name}: @{source.name} has no pointer parameter %{name}")
    seen: Counter[tuple[str, str]] = Counter()
    for fn, names in ((source, None), (target, renamed)):
        for param, ty in _accesses(fn):
            seen[(names.get(param, param) if names else param, print_type(ty))] += 1
    elems: dict[str, Type] = {}
    for name in sorted(pointers):
        elem = stated.get(name, BufferSpec()).elem
        if elem:
            elems[name] = parse_type(elem)
            continue
        counts = {ty: n for (p, ty), n in seen.items() if p == name}
        elems[name] = parse_type(max(counts, key=lambda t: (counts[t], _width(parse_type(t))))
                                 if counts else "i32")
    trips = _trip_parameters(source) | {renamed.get(p, p) for p in _trip_parameters(target)}
    indices = _index_parameters(source)
    steps = tuple(sorted(_steps(source) | _steps(target) | {1}))
    bounds = tuple(sorted(_exit_bounds(source) | _exit_bounds(target)))
    noalias = frozenset(p.name for p in source.params if "noalias" in p.attrs) | frozenset(
        renamed.get(p.name, p.name) for p in target.params if "noalias" in p.attrs)
    counts = {n: s.count for n, s in stated.items() if s.count is not None}
    constants = {k: tuple(sorted(_compared(source, k) | _compared(target, k))) for k in ("int", "float")}
    index_buffers = _index_buffers(source) | {renamed.get(q, q) for q in _index_buffers(target)}
    guards = tuple(sorted(_guards(source) | _guards(target)))
    return Plan(source, tuple(shapes), lanes, elems, frozenset(trips), indices, steps, bounds,
                noalias, counts, constants, frozenset(index_buffers), guards)


def _kind(ty: Type) -> str:
    return "float" if isinstance(ty, FloatType) or (
        isinstance(ty, VectorType) and isinstance(ty.elem, FloatType)) else "int"


def _compared(fn: Function, kind: str) -> set[float]:
    """The constants of one kind the function compares with (`fcmp ogt %x, 1.0`,
    `icmp eq %n, 1003`): inputs next to them decide those comparisons both ways."""
    out: set[float] = set()
    for b in fn.blocks:
        for c in b.commands:
            if kind == "int" and isinstance(c.op, ICmp):
                out |= {float(v.value) for v in operands(c.op) if isinstance(v, IntConst)}
            elif kind == "float" and isinstance(c.op, FCmp):
                out |= {_double(v) for v in operands(c.op) if isinstance(v, FloatConst)}
    return {v for v in out if math.isfinite(v) and abs(v) < 2.0**62}


def _double(v: FloatConst) -> float:
    """A float literal's value (LLVM writes float and double literals as double bits)."""
    return struct.unpack("<d", v.bits.to_bytes(8, "little"))[0] if v.fmt == "D" else math.nan


def _width(ty: Type) -> int:
    return ty.bits if isinstance(ty, IntType) else 64 if isinstance(ty, PtrType) else (
        {"half": 16, "float": 32}.get(ty.kind, 64) if isinstance(ty, FloatType) else 0)


def _accesses(fn: Function) -> list[tuple[str, Type]]:
    """(pointer parameter, scalar element type) of every load, store and masked memory
    intrinsic whose address derives from a pointer parameter."""
    root = pointer_roots(fn)
    out: list[tuple[str, Type]] = []
    for b in fn.blocks:
        for c in b.commands:
            op = c.op
            ptr, ty = None, None
            if isinstance(op, Load | Store | AtomicRMW | CmpXchg):
                ptr, ty = op.ptr, op.ty
            elif isinstance(op, Call) and isinstance(op.callee, GlobalRef) and op.args:
                name = op.callee.name
                if name.startswith(("llvm.masked.load", "llvm.masked.gather")):
                    ptr, ty = op.args[0].value, op.ret_ty
                elif name.startswith(("llvm.masked.store", "llvm.masked.scatter")):
                    ptr, ty = op.args[1].value, op.args[0].ty
            if isinstance(ptr, Local) and ptr.name in root and ty is not None:
                elem = ty.elem if isinstance(ty, VectorType) else ty
                if isinstance(elem, IntType | FloatType | PtrType):
                    out.append((root[ptr.name], elem))
    return out


_SIZE_OPS = (BinOp, Cast, Select, Phi)


def _derived(fn: Function, seeds: Mapping[str, set[str]] | None = None) -> dict[str, set[str]]:
    """Each local value computed by size arithmetic (adds, casts, selects, phis, min/max) from
    the `seeds` (value -> what it stands for; by default the integer parameters, each for
    itself), mapped to what its seeds stand for."""
    if seeds is None:
        seeds = {p.name: {p.name} for p in fn.params if isinstance(p.ty, IntType) and p.ty.bits > 1}
    source: dict[str, set[str]] = {k: set(v) for k, v in seeds.items()}
    changed = True
    while changed:
        changed = False
        for name, node in definitions(fn):
            minmax = isinstance(node, Call) and isinstance(node.callee, GlobalRef) and \
                node.callee.name.startswith(("llvm.smin", "llvm.smax", "llvm.umin", "llvm.umax"))
            if not (isinstance(node, _SIZE_OPS) or minmax):
                continue
            found = set().union(*(source.get(v.name, set()) for v in operands(node)
                                  if isinstance(v, Local)))
            if found - source.get(name, set()):
                source[name] = source.get(name, set()) | found
                changed = True
    return source


def _trip_parameters(fn: Function) -> set[str]:
    """Integer parameters that reach an integer comparison or a switch through size
    arithmetic: the loop bounds and the guards around loops."""
    source = _derived(fn)
    out: set[str] = set()
    for b in fn.blocks:
        values = [v for c in b.commands if isinstance(c.op, ICmp) for v in operands(c.op)]
        if isinstance(b.term, Switch):
            values.append(b.term.value)
        for v in values:
            if isinstance(v, Local):
                out |= source.get(v.name, set())
    return out


def _index_parameters(fn: Function) -> dict[str, int]:
    """Integer parameters that reach an address computation's index, with the length of the
    array they index where its type says it (`[4 x float]`), else INDEX_DEFAULT."""
    source = _derived(fn)
    out: dict[str, int] = {}
    for b in fn.blocks:
        for c in b.commands:
            if not isinstance(c.op, Gep):
                continue
            ty: Type = c.op.source
            for k, idx in enumerate(c.op.indices):
                bound = ty.count if k > 0 and isinstance(ty, ArrayType) else INDEX_DEFAULT
                if isinstance(idx.value, Local):
                    for param in source.get(idx.value.name, ()):
                        out[param] = min(out.get(param, bound), bound)
                if k > 0:
                    ty = ty.elem if isinstance(ty, ArrayType | VectorType) else ty
    return out


def _guards(fn: Function) -> set[int]:
    """The constants an integer comparison compares a value computed from an integer parameter
    with: the minimum trip counts vector code checks before its loop (`icmp ult i64 %n, 16`)."""
    source = _derived(fn)
    out: set[int] = set()
    for b in fn.blocks:
        for c in b.commands:
            if isinstance(c.op, ICmp):
                ops = list(operands(c.op))
                if any(isinstance(v, Local) and source.get(v.name) for v in ops):
                    out |= {v.value for v in ops if isinstance(v, IntConst)}
    return out


def _index_buffers(fn: Function) -> set[str]:
    """Pointer parameters whose loaded elements reach an address computation's index (`idx`
    of `a[idx[i]]`, scalar or as a gather's vector of indices)."""
    root = pointer_roots(fn)
    loads = {c.name: {root[c.op.ptr.name]} for b in fn.blocks for c in b.commands
             if c.name and isinstance(c.op, Load) and isinstance(c.op.ptr, Local)
             and c.op.ptr.name in root}
    if not loads:
        return set()
    source = _derived(fn, loads)
    return {param for b in fn.blocks for c in b.commands if isinstance(c.op, Gep)
            for idx in c.op.indices if isinstance(idx.value, Local)
            for param in source.get(idx.value.name, ())}


def _exit_bounds(fn: Function) -> set[int]:
    """The constants that integer comparisons inside loops compare with (a constant trip count
    such as `i < 1003`), up to CAPACITY_MAX."""
    forest = loop_forest(CFG.of(fn))
    inside = set().union(*(lp.blocks for lp in forest.loops.values())) if forest.loops else set()
    out: set[int] = set()
    for b in fn.blocks:
        if b.label not in inside:
            continue
        for c in b.commands:
            if isinstance(c.op, ICmp):
                out |= {abs(v.value) for v in operands(c.op)
                        if isinstance(v, IntConst) and abs(v.value) <= CAPACITY_MAX}
    return out


def _steps(fn: Function) -> set[int]:
    """The constant steps of the loops' integer induction phis (`%i.next = add %i, C`)."""
    forest = loop_forest(CFG.of(fn))
    defs = {c.name: c.op for b in fn.blocks for c in b.commands if c.name}
    out: set[int] = set()
    for loop in forest.loops.values():
        for phi in fn.block(loop.header).phis:
            if not isinstance(phi.ty, IntType):
                continue
            for value, pred in phi.incoming:
                op = defs.get(value.name) if isinstance(value, Local) and pred in loop.blocks else None
                if isinstance(op, BinOp) and op.op in ("add", "sub"):
                    for a, k in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
                        if isinstance(a, Local) and a.name == phi.name and isinstance(k, IntConst):
                            step = abs(k.value if k.value < 1 << 62 else k.value - (1 << 64))
                            if 1 < step <= 4096:
                                out.add(step)
    return out


# ---------------------------------------------------------------- scalar values


def scalar_values(ty: Type, constants: Sequence[float] = ()) -> st.SearchStrategy:
    """One thread's value of a scalar type (edge cases first), or of a vector of them; values
    next to the program's own `constants` (what it compares with) are among them."""
    if isinstance(ty, IntType):
        if ty.bits == 1:
            return st.sampled_from([0, 1])
        lo, hi = -(1 << (ty.bits - 1)), (1 << (ty.bits - 1)) - 1
        edges = [0, 1, -1, 2, lo, hi]
        one = st.sampled_from(edges) | st.integers(-8, 40) | st.integers(lo, hi)
        near = sorted({int(c) + d for c in constants for d in (-1, 0, 1) if lo <= int(c) + d <= hi})
        return one | st.sampled_from(near) if near else one
    if isinstance(ty, FloatType):
        width: Literal[16, 32, 64] = 32 if ty.kind == "float" else 16 if ty.kind == "half" else 64
        specials = [0.0, -0.0, 1.0, -1.0, 0.5, math.inf, -math.inf, math.nan, 5e-324 if width == 64
                    else 1e-45, 2.0, 88.38]
        moderate = st.integers(-16, 16).map(float) | st.floats(-100.0, 100.0, width=width)
        magnitudes = st.builds(lambda sign, e, m: sign * m * 10.0**e, st.sampled_from([1.0, -1.0]),
                               st.integers(-8, {16: 4, 32: 30}.get(width, 40)), st.floats(1.0, 9.5))
        drawn = (st.sampled_from(specials) | moderate | magnitudes
                 | st.floats(width=width, allow_nan=True))
        close = sorted({v for c in constants if math.isfinite(c)
                        for v in (c, -c, 2 * c, c / 2, math.nextafter(c, math.inf),
                                  math.nextafter(c, -math.inf))})
        return drawn | st.sampled_from(close) if close else drawn
    if isinstance(ty, VectorType) and not ty.scalable:
        return st.lists(scalar_values(ty.elem, constants), min_size=ty.count, max_size=ty.count)
    raise Unsupported(f"no inputs are drawn for parameters of type {print_type(ty)}")


def _integer(p: Plan, name: str, ty: IntType, anywhere: bool) -> st.SearchStrategy:
    """An integer parameter: an index takes the indices of what it indexes (any value of the
    type when `anywhere`), a trip count of a vector loop favours the plan's trip counts and may
    also be any value of the type."""
    one = scalar_values(ty, p.constants.get("int", ()))
    if name in p.indices and not anywhere:
        bound = min(p.indices[name], 1 << (ty.bits - 1))
        return st.sampled_from([0, bound - 1]) | st.integers(0, bound - 1)
    if name in p.trips and max(p.steps) > 1:
        one = _trip_counts(p, ty.bits) | one
    return one


def _trip_counts(p: Plan, bits: int) -> st.SearchStrategy:
    """k·s + r for a vector step s, k in 0..4 and a remainder r (Plan.trip_values), drawn as
    three small choices so that each combination is reached. Hypothesis favours the first
    choice of each: one vector iteration and a remainder of s - 1."""
    big = [s for s in sorted(p.steps, reverse=True) if s > 1 and 5 * s < 1 << (bits - 1)] or [1]
    return st.sampled_from(big).flatmap(lambda s: st.builds(
        lambda k, r: k * s + r, st.sampled_from([1, 2, 0, 3, 4]), st.sampled_from(p.remainders(s))))


def _lane_values(ty: Type, shape: Shape, lanes: int, one: st.SearchStrategy) -> st.SearchStrategy:
    """One value per thread fitting a shape: uniform (one value), varying, or strided."""
    if uniform(shape):
        return one.map(lambda v: [v] * lanes)
    if isinstance(shape, Strided) and isinstance(ty, IntType):
        return st.integers(-4, 16).map(lambda k: strided_lanes(shape, k, lanes))
    return st.lists(one, min_size=lanes, max_size=lanes)


# ---------------------------------------------------------------- buffer contents


def _float_contents(rng: np.random.Generator, n: int, kind: int, width: int) -> np.ndarray:
    """Floats of one of seven kinds: zeros (what a counterexample shrinks to), small integers,
    normal values of both signs, the whole exponent range (subnormals to the largest), normal
    values sprinkled with the special values, values of one magnitude with full mantissas
    (where a reordered sum rounds differently), and alternating extremes (next)."""
    emax = {16: 15, 32: 127, 64: 1023}[width]
    emin = {16: -24, 32: -149, 64: -1074}[width]
    sign = rng.choice([-1.0, 1.0], n)
    if kind == 0:
        out = np.zeros(n)
    elif kind == 1:  # small integers; zeros of both signs
        out = rng.integers(-8, 9, n).astype(np.float64)
        out[out == 0] *= sign[out == 0]
    elif kind == 2:
        out = sign * 10.0 ** rng.uniform(-3, 3, n)
    elif kind == 3:
        out = sign * np.exp2(rng.uniform(emin, emax, n))
    elif kind == 4:
        out = sign * 10.0 ** rng.uniform(-3, 3, n)
        info = np.finfo(np.float16 if width == 16 else np.float32 if width == 32 else np.float64)
        tiny, big = float(info.smallest_subnormal), float(info.max)
        specials = np.array([0.0, -0.0, math.inf, -math.inf, math.nan, tiny, -tiny, big, -big])
        hit = rng.random(n) < 0.15
        out[hit] = rng.choice(specials, int(hit.sum()))
    elif kind == 5:  # one magnitude, every mantissa bit used: each order of a sum rounds differently
        out = sign * rng.uniform(1.0, 10.0, n) * 10.0 ** int(rng.integers(-3, min(12, emax // 4)))
    else:  # near the largest, alternating in sign: in order a sum stays finite, by lanes not
        out = np.where(np.arange(n) % 2, -1.0, 1.0) * np.exp2(emax - rng.uniform(0.0, 1.0, n))
    return out


def _int_contents(rng: np.random.Generator, n: int, kind: int, bits: int) -> np.ndarray:
    """Integers of one of seven kinds: zeros (what a counterexample shrinks to), small, small
    non-negative (indices), the whole range, the edges (minimum, maximum, 0, ±1, the sign
    boundaries of narrower types), near the maximum, and near the maximum and the minimum in
    turn: a sum in order stays in range while the partial sums of a vectorized reduction (every
    VF-th element, all of one sign) overflow, where `nsw` on them makes the target poison."""
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    if kind == 0:
        return np.zeros(n, np.int64)
    if kind == 1:
        return rng.integers(-8, 41, n)
    if kind == 2:
        return rng.integers(0, 256, n)
    if kind == 3:
        return rng.integers(lo, hi, n, endpoint=True, dtype=np.int64) if bits < 64 else \
            rng.integers(np.iinfo(np.int64).min, np.iinfo(np.int64).max, n, endpoint=True)
    if kind == 4:
        edges = [lo, lo + 1, -1, 0, 1, hi - 1, hi, 127, 128, -128, -129, 255, 256, 32767, 32768,
                 -32768, 65535]
        return rng.choice(np.array([e for e in edges if lo <= e <= hi], dtype=np.int64), n)
    if kind == 5:
        return rng.integers(max(lo, hi - 1000), hi, n, endpoint=True)
    near = rng.integers(0, 8, n)
    return np.where(np.arange(n) % 2, lo + near, hi - near)


KINDS = 7
#: Every kind comes with both signs, only non-negative or only negative values: a min or max
#: reduction started at the wrong value differs only where every element is on one side of it.
SIGNS = ("mixed", "non-negative", "negative")


def buffer_class(seed: int) -> tuple[int, str]:
    """The kind and sign of a buffer drawn with `seed`. Derived from the seed rather than drawn
    apart: hypothesis favours small integers and repeats its choices, so a kind drawn directly
    was zeros in nearly half of all inputs and one-signed buffers were rare, while the seeds it
    draws are spread. Seed 0, what shrinking reaches, is zeros."""
    if seed == 0:
        return 0, "mixed"
    k = int(np.random.default_rng([seed, 1]).integers(KINDS * len(SIGNS)))
    return k % KINDS, SIGNS[k // KINDS]


#: the share of non-zero elements of a sparse buffer: the branch densities of seed 001 (§4)
DENSITIES = (0.05, 0.15, 0.5, 0.85)


def _sparse(rng: np.random.Generator, n: int) -> np.ndarray:
    """Where a buffer of the zeros kind (drawn with a seed other than 0) is not zero: at one
    of `DENSITIES`, scattered or in runs of about 8. A condition on the elements (x != 0) then
    takes every share of the lanes, from none to all, instead of nearly all (the other kinds
    are rarely zero): what reaches code that runs only for some numbers of active lanes, like
    active-lane consolidation's."""
    d = float(rng.choice(DENSITIES))
    if rng.random() < 0.5:
        return rng.random(n) < d
    on_off, off_on = 1 / 8, min(1.0, d / ((1 - d) * 8))  # runs of 8 on average, density d
    steps = rng.random(n)
    state = bool(rng.random() < d)
    out = np.empty(n, bool)
    for k in range(n):  # a two-state chain, once per drawn buffer (not per lane of a run)
        out[k] = state
        state = (steps[k] >= on_off) if state else (steps[k] < off_on)
    return out


def _signed(data: np.ndarray, sign: str, floats: bool) -> np.ndarray:
    """The elements made non-negative or negative (integers: x -> -x - 1 and back, which stays
    in range; floats: the sign bit, so 0.0 becomes -0.0)."""
    if sign == "mixed":
        return data
    if floats:
        return np.abs(data) if sign == "non-negative" else -np.abs(data)
    if sign == "non-negative":
        return np.where(data >= 0, data, -(data + 1))
    return np.where(data < 0, data, -data - 1)


def contents(ty: Type, n: int, kind: int, seed: int, specials: Sequence[tuple[int, object]],
             sign: str = "mixed") -> list:
    """`n` elements of type `ty` of a drawn kind and sign, seeded, with explicitly drawn values
    at drawn positions (what hypothesis shrinks)."""
    rng = np.random.default_rng(seed)
    sparse = kind == 0 and seed != 0 and n > 0  # seed 0, what shrinking reaches, stays zeros
    if isinstance(ty, FloatType):
        width = {"half": 16, "float": 32}.get(ty.kind, 64)
        data = _float_contents(rng, n, kind, width)
        if sparse:
            data = np.where(_sparse(rng, n), rng.integers(1, 41, n), 0).astype(np.float64)
        data = data.astype({16: np.float16, 32: np.float32, 64: np.float64}[width]).astype(np.float64)
        data = _signed(data, sign, floats=True)
    elif isinstance(ty, IntType) and ty.bits > 1:
        data = _int_contents(rng, n, kind, ty.bits).astype(np.int64)
        if sparse:
            data = np.where(_sparse(rng, n), rng.integers(1, 41, n), 0).astype(np.int64)
        if ty.bits < 64:  # the kinds are drawn in int64: wrap into the type's signed range
            lo = -(1 << (ty.bits - 1))
            data = (data - lo) % (1 << ty.bits) + lo
        data = _signed(data, sign, floats=False)
    elif isinstance(ty, IntType):
        data = rng.integers(0, 2, n)
    else:
        data = np.zeros(n, np.int64)  # pointers: null
    out = data.tolist()
    for pos, value in specials:
        if n:
            out[pos % n] = value
    return out


# ---------------------------------------------------------------- the strategy


def strategy(p: Plan) -> st.SearchStrategy[dict]:
    """One drawn input: arguments per thread, and per pointer group a probe buffer (large, with
    a margin before the pointer) that `fit` cuts to what the source touched. The strategies it
    draws from are built once per plan (building one costs more than a draw from it)."""
    scalars = [(param, shape) for param, shape in zip(p.fn.params, p.shapes, strict=True)
               if not isinstance(param.ty, PtrType)]

    def values(param: Param, shape: Shape, anywhere: bool) -> st.SearchStrategy:
        one = _integer(p, param.name, param.ty, anywhere) if isinstance(param.ty, IntType) and \
            param.ty.bits > 1 else scalar_values(param.ty, p.constants.get(_kind(param.ty), ()))
        return _lane_values(param.ty, shape, p.lanes, one)

    per_param = {anywhere: [values(param, shape, anywhere) for param, shape in scalars]
                 for anywhere in (False, True)}
    offsets, seeds = _offsets(p), st.integers(0, 2**32 - 1)
    specials: dict[tuple[str, int], st.SearchStrategy] = {}

    @st.composite
    def draw_input(draw: st.DrawFn) -> dict:
        # one input in four lets indices be any value (out of bounds on some thread, mostly):
        # the source is undefined there, and an input every thread of which reads out of
        # bounds is lost
        anywhere = bool(p.indices) and draw(st.sampled_from((False, False, False, True)),
                                            label="indices out of bounds")
        args = {param.name: draw(drawn, label=f"%{param.name}")
                for (param, _), drawn in zip(scalars, per_param[anywhere], strict=True)}

        def alias(name: str, owners: list[str]) -> tuple[str, int] | None:
            # three in four draws try an overlap; its own buffer is what shrinking prefers
            if not draw(st.sampled_from((False, True, True, True)),
                        label=f"%{name} points into another buffer"):
                return None
            return draw(st.tuples(st.sampled_from(owners), offsets),
                        label=f"%{name} points into the buffer of")

        def fill(name: str, n: int) -> tuple[int, list]:
            seed = draw(seeds, label=f"@{name} seed")
            if isinstance(p.elems[name], PtrType):  # a buffer of pointers (argv): null, as drawn
                return seed, []
            if (name, n) not in specials:
                specials[name, n] = st.lists(st.tuples(st.integers(0, n - 1),
                                                       scalar_values(p.elems[name])),
                                             max_size=SPECIALS)
            return seed, draw(specials[name, n], label=f"@{name} values")

        # a varying pointer: each thread its own region on three draws in four, else one shared
        apart = any(_lane_bytes(p, n, True) != _lane_bytes(p, n, False) for n in p.pointers) and \
            draw(st.sampled_from((True, True, True, False)), label="threads point apart")
        buffers = _place(p, args, alias, fill, apart)
        slack = draw(st.sampled_from([0, 0, 0, 1, 7]), label="elements left after the source's last")
        return {"args": args, "buffers": buffers, "slack": slack}

    return draw_input()


def _inside(pointer: str, owner: str, offset: int, name: str,
            _earlier: list[str]) -> tuple[str, int] | None:
    """An alias choice for `_place`: `pointer` points `offset` elements into `owner`'s buffer;
    every other pointer has a buffer of its own."""
    return (owner, offset) if name == pointer else None


def _place(p: Plan, args: dict[str, list], alias: Callable[[str, list[str]], tuple[str, int] | None],
           fill: Callable[[str, int], tuple[int, list]], apart: bool = True) -> dict[str, dict]:
    """Per pointer parameter, a probe buffer of its own (contents from `fill`'s seed and
    values) or a place in an earlier one's buffer of the same element type (`alias`: the
    owner and the element offset, or None); the pointer arguments are set in `args`, each
    thread's offset from the first as `_lane_bytes` says."""
    buffers: dict[str, dict] = {}
    groups: dict[str, list[str]] = {}  # buffer -> earlier pointer parameters that own one, by type
    lanes = {name: _lane_bytes(p, name, apart) for name in p.pointers}
    for name in p.pointers:
        ty = p.elems[name]
        size = _size(ty)
        owners = [o for o in groups if p.elems[o] == ty and o not in p.noalias]
        place = alias(name, owners) if name not in p.noalias and name not in p.counts and owners \
            else None
        if place is not None:
            owner, k = place
            at = buffers[owner]["start"] * size + k * size
            args[name] = [f"@{owner}+{at + d}" for d in lanes[name]]
            groups[owner].append(name)
            continue
        spread = max(-(-(max(d) - min(d)) // _size(p.elems[o])) for o, d in lanes.items()
                     if p.elems[o] == ty)
        before = -(-max(0, -min(lanes[name])) // size)
        n = p.margin + before + p.capacity(name) + spread + p.margin
        seed, specials = fill(name, n)
        kind, sign = buffer_class(seed)
        start = 0 if name in p.counts else p.margin + before
        data = contents(ty, n, kind, seed, specials, sign)
        if name in p.index_buffers and isinstance(ty, IntType) and seed % 4:
            data = _indices(data, seed, ty)
        buffers[name] = {"type": print_type(ty), "data": data, "start": start}
        args[name] = [f"@{name}+{start * size + d}" for d in lanes[name]]
        groups[name] = [name]
    return buffers


def _indices(data: list, seed: int, ty: IntType) -> list:
    """[CHK-INPUTS] the contents of a buffer of indices (three seeds in four): distinct-ish
    values in [0, INDEX_DEFAULT) where the drawn ones are out of it, so that the loads they
    address stay in their buffers (random words made a gather's source undefined on nearly
    every input, and a lane loading through the wrong index went unseen)."""
    rng = np.random.default_rng([seed, 2])
    top = min(INDEX_DEFAULT, 1 << (ty.bits - 1))
    return [v if isinstance(v, int) and 0 <= v < top else int(rng.integers(top)) for v in data]


def _shape(p: Plan, name: str) -> Shape:
    """The shape of parameter `name`."""
    return p.shapes[[q.name for q in p.fn.params].index(name)]


def _lane_bytes(p: Plan, name: str, apart: bool) -> list[int]:
    """Each thread's byte offset from thread 0's pointer, as the parameter's shape says: none
    for a uniform pointer, s·t for a stride of s bytes, and for a varying one (unless
    `apart` is false or the user stated the buffer's count) a region of its own per thread,
    as a data-parallel kernel over per-thread arrays sees it."""
    shape = _shape(p, name)
    if isinstance(shape, Strided):
        return [shape.s * t for t in range(p.lanes)]
    if not apart or name in p.counts:
        return [0] * p.lanes
    return [t * p.capacity(name) * _size(p.elems[name]) for t in range(p.lanes)]


def alias_grid(p: Plan) -> list[dict]:
    """[CHK-INPUTS] inputs run before the drawn ones: for each pointer parameter that may point
    into an earlier one's buffer (same element type, neither `noalias`) and each dependence
    distance a runtime alias check must tell apart, that layout alone, with the trip counts one
    past the largest step (each vector body runs once, then the remainder), other integers 1,
    floats 1.5 and contents of mixed small and normal values."""
    near = sorted({d for k in {0, 1, 2, 3, *(t for s in p.steps for t in (s - 1, s, s + 1))}
                   for d in (k, -k)})
    seed = next(s for s in range(1, 1000) if buffer_class(s) == (2, "mixed"))
    out = []
    for i, name in enumerate(p.pointers):
        owners = [o for o in p.pointers[:i] if p.elems[o] == p.elems[name]]
        if name in p.noalias or name in p.counts:
            continue
        for owner in owners:
            if owner in p.noalias:
                continue
            for d in near:
                args = _grid_args(p)
                buffers = _place(p, args, partial(_inside, name, owner, d),
                                 lambda _n, _size: (seed, []))
                out.append({"args": args, "buffers": buffers, "slack": 0})
    return out


#: the values a lane-mask pattern puts where a condition is taken (`mask_grid`)
MASK_VALUES = 6
#: the patterns of one input of the lane-mask grid (few: a long input may not fit the buffers)
MASK_PER_INPUT = 3


def mask_patterns(w: int) -> list[list[int]]:
    """Conditions on two chunks of W iterations each (seed 001's masks): none and all taken,
    W - 1, W and W + 1 taken with both chunks partial, one taken, every other one, and the
    first chunk all and the second none."""
    def taken(n: int) -> list[int]:
        a0 = min(w - 1, (n + 1) // 2)
        a1 = n - a0
        return [1] * a0 + [0] * (w - a0) + [0] * (w - a1) + [1] * a1
    return [[0] * 2 * w, [1] * 2 * w, taken(w - 1), taken(w), taken(w + 1),
            [0, 1] + [0] * (2 * w - 2), [k % 2 for k in range(2 * w)], [1] * w + [0] * w]


def mask_grid(p: Plan) -> list[dict]:
    """[CHK-INPUTS] inputs run before the drawn ones where the target consolidates active lanes:
    every buffer holds `MASK_PER_INPUT` of the `mask_patterns` one after the other from the
    element the first iteration reads, and the trip count is their length plus a tail of
    0 .. 2W - 1 iterations, each tail with the next patterns in turn, so that every pattern is
    run. Where a pattern takes a condition, the elements hold one of 1, 37 and the values just
    above the constants the programs compare with (at most `MASK_VALUES`); where it does not,
    0 or one of the other values, in turn by tail (an if-else chain's other cases).
    Drawn buffers are rarely zero, so a condition like x != 0 takes nearly every lane, and
    consolidation's paths (W or more lanes taken over two chunks, neither full) did not run."""
    patterns = mask_patterns(p.lanes)
    out = []
    near = [(int(c) + 1, c + 0.5) for c in p.constants.get("int", ()) + p.constants.get("float", ())
            if math.isfinite(c) and abs(c) < 2**31]
    values = [(1, 1.0), (37, 37.0), *near][:MASK_VALUES]
    for v, on in enumerate(values):
        for tail in range(2 * p.lanes):
            first = MASK_PER_INPUT * tail
            bits = [b for k in range(MASK_PER_INPUT) for b in patterns[(first + k) % len(patterns)]]
            offs = [(0, 0.0), *values[v + 1:], *values[:v]]
            off = offs[tail % len(offs)]

            def fill(name: str, n: int, on: tuple[int, float] = on, off: tuple[int, float] = off,
                     bits: list[int] = bits) -> tuple[int, list]:
                k = 1 if isinstance(p.elems[name], FloatType) else 0
                return 0, [(p.margin + i, on[k] if bits[i % len(bits)] else off[k])
                           for i in range(n - p.margin)]

            args = _grid_args(p)
            for name in p.trips & set(args):
                args[name] = [len(bits) + tail] * p.lanes
            buffers = _place(p, args, lambda _name, _owners: None, fill)
            out.append({"args": args, "buffers": buffers, "slack": 0, "grid": "masks"})
    return out


def _grid_args(p: Plan) -> dict[str, list]:
    """The non-pointer arguments of a grid input (see `alias_grid`), one value per thread."""
    def value(name: str, ty: Type) -> object:
        if isinstance(ty, VectorType):
            return [value(name, ty.elem)] * ty.count
        if isinstance(ty, FloatType):
            return 1.5
        if isinstance(ty, IntType) and ty.bits > 1 and name in p.trips:
            return max(p.steps) + 1
        return 0 if name in p.indices else 1

    args: dict[str, list] = {}
    for param, shape in zip(p.fn.params, p.shapes, strict=True):
        if isinstance(param.ty, PtrType):
            continue
        v = value(param.name, param.ty)
        if isinstance(shape, Strided) and shape.s and isinstance(v, int):
            args[param.name] = strided_lanes(shape, v, p.lanes)
        else:
            args[param.name] = [v] * p.lanes
    return args


_LAYOUT = Layout({})


def _offsets(p: Plan) -> st.SearchStrategy:
    """Element offsets between two pointers into one buffer: on seven draws in eight one of the
    dependence distances a runtime alias check must tell apart (0, ±1, ±2, ±3 and around each
    vector step), else any within twice the largest step. Decision: a bug of the check shows
    at one distance with the vector body running; drawn from a wide range half the time, the
    distance b = a + 2 of `corpus/loopvectorize/broken/add_one.vf4.alias_check_too_small.ll`
    came up with a trip count of 4 or more on none of 200 inputs."""
    near = {0, 1, 2, 3}
    for s in p.steps:
        near |= {s - 1, s, s + 1, 2 * s}
    # hypothesis favours the first: a distance of one element, the commonest dependence
    signed = sorted({d for k in near for d in (k, -k)}, key=lambda d: (d == 0, abs(d), d < 0))
    reach = 2 * max(p.steps) + 4
    return st.tuples(st.sampled_from((True,) * 7 + (False,)), st.sampled_from(signed),
                     st.integers(-reach, reach)).map(lambda t: t[1] if t[0] else t[2])


def _size(ty: Type) -> int:
    """Bytes of one element as the interpreter lays it out."""
    return _LAYOUT.size(ty)


def fit(drawn: dict, extents: Mapping[str, tuple[int, int] | None], p: Plan) -> dict:
    """The input cut to what the source accessed (`extents`: per buffer, bytes [low, high)
    relative to its start in the probe) and to where its pointer arguments point (a pointer
    argument points into its object, as C's do), plus the drawn slack; pointer arguments move
    with the cut. A buffer with a stated count keeps it; one the source never touched keeps one
    element."""
    buffers: dict[str, dict] = {}
    shift: dict[str, int] = {}
    pointing = _pointing(drawn["args"])
    for name, buf in drawn["buffers"].items():
        size = _size(parse_type(buf["type"]))
        data = buf["data"]
        if name in p.counts:
            lo, hi = 0, p.counts[name]
        else:
            ext = extents.get(name)
            lo, hi = (ext[0] // size, -(-ext[1] // size)) if ext else (buf["start"], buf["start"] + 1)
            at = [off // size for off in pointing.get(name, ())]
            lo, hi = min([lo, *at]), max([hi, *at])
            hi = min(len(data), hi + drawn["slack"])
        buffers[name] = {"type": buf["type"], "data": data[lo:hi]}
        shift[name] = lo * size
    args = {}
    for name, values in drawn["args"].items():
        args[name] = [_moved(v, shift) for v in values]
    return {"args": args, "buffers": buffers}


def _pointing(args: Mapping[str, list]) -> dict[str, list[int]]:
    """Per buffer, the byte offsets pointer arguments (`@buf+off`) point at."""
    out: dict[str, list[int]] = {}
    for values in args.values():
        for v in values:
            if isinstance(v, str) and v.startswith("@"):
                name, _, off = v[1:].partition("+")
                out.setdefault(name, []).append(int(off or 0))
    return out


def _moved(v: object, shift: Mapping[str, int]) -> object:
    """A pointer argument `@buf+off` after the buffer lost its first `shift[buf]` bytes."""
    if not (isinstance(v, str) and v.startswith("@")):
        return v
    name, _, off = v[1:].partition("+")
    at = int(off or 0) - shift.get(name, 0)
    return f"@{name}+{at}" if at else f"@{name}"


def absolute(example: dict, fn: Function) -> dict:
    """The input with every float argument and float buffer element replaced by its absolute
    value: the source run on it bounds the terms a reassociated computation sums
    ([CHK-REASSOC])."""
    def magnitude(v: object) -> object:
        if isinstance(v, list):
            return [magnitude(x) for x in v]
        return abs(v) if isinstance(v, float) else v
    floats = {q.name for q in fn.params if isinstance(q.ty, FloatType) or (
        isinstance(q.ty, VectorType) and isinstance(q.ty.elem, FloatType))}
    args = {k: magnitude(v) if k in floats else v for k, v in example["args"].items()}
    buffers = {k: {**b, "data": magnitude(list(b["data"]))}
               if isinstance(parse_type(b["type"]), FloatType) else b
               for k, b in example["buffers"].items()}
    return {"args": args, "buffers": buffers}
