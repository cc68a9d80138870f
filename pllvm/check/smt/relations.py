"""The relations *same* and *vectorize* proved with z3 ([CHK-SMT] in semantics/checking.md).

Both sides are executed symbolically on shared symbolic inputs (arguments per thread, the
contents of the buffers pointer parameters point into). The query asks for an input on which
the source is defined and terminates within the loop bound, the target stays within the bound,
and the target has undefined behaviour, does not terminate, or leaves a return value or a
buffer element different from the source's defined one. `unsat` is `valid`; a model becomes a
concrete input that the interpreter runs on both sides before `invalid` is reported.

The input space is decided in parts ([CHK-SMT-CASES]): first whole, within a short budget;
if that does not decide it, per value of each trip-count parameter (a loop whose trip count is
a constant unrolls into straight-line code z3 decides at once) and per aliasing layout of the
pointer parameters (separate buffers, or one pointing into another's at the dependence
distances a runtime alias check must catch), and then the values not enumerated.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from itertools import product

import attrs
import numpy as np
import z3

from pllvm.analysis.lattice import Shape, Strided, strided_lanes, uniform
from pllvm.check.differential import (
    entry_mask,
    same_counterexample,
    vectorize_counterexample,
    widened,
)
from pllvm.check.inputs import Plan, plan
from pllvm.check.options import AUTO, DEFAULT_BOUND, Options, Relation, Side
from pllvm.check.smt.evalcmd import ABSTRACT_FLOATS, Application
from pllvm.check.smt.ints import Term
from pllvm.check.smt.lockstep import Execution, OutOfTime, execute
from pllvm.check.smt.memory import SymMemory
from pllvm.check.smt.solver import Definition, Inliner
from pllvm.check.smt.sym import (
    FALSE,
    TRUE,
    SVal,
    choose,
    elements,
    from_bytes,
    lane_value,
    python_value,
    same,
    sort_of,
    term,
)
from pllvm.check.verdict import Counterexample, Verdict
from pllvm.errors import InputError, PllvmError, Unsupported
from pllvm.exec.lanes import Lanes, dtype_of
from pllvm.exec.machine import Machine
from pllvm.exec.theta import lookup
from pllvm.syntax import I32, Function, IntType, PtrType, Type, VectorType
from pllvm.syntax.builtins import horizontal_because
from pllvm.syntax.layout import Layout

__all__ = ["ReplayMismatch", "check_smt", "describe_approximations", "unroll_bound"]

ELEMENT = 4  # bytes of one buffer cell (a buffer's contents are i32 words)
MIN_BUFFER = 64  # bytes of the smallest buffer a pointer parameter points into
FIRST_TRY = 0.1  # the share of the time limit the whole input space is given at first
REST_TRY = 0.25  # ... and the values the parts leave out, at the end: the time left, at least this
REST_EXHAUSTIVE = 0.05  # ... where every trip count within the bound is a part (the rest is optional)
EVERY_COUNT = 33  # trip counts up to this are each a part; beyond, the plan's trip counts
REFINEMENTS = 8  # rounds of refinement per stage of [CHK-SMT-REFINE]
#: The values a float input is restricted to when refining at the models' points does not
#: converge ([CHK-SMT-REFINE]): signed zeros and ones, powers of ten across the range, the
#: extremes, infinities and NaN.
PROBES = (0.0, -0.0, 0.5, 1.0, -1.0, 2.0, 3.0, -2.0, 10.0, 100.0, 1e4, 1e8, 1e16, 1e32, 1e64, 1e128,
          1e256, 5e-324, 1.7976931348623157e308, float("inf"), float("-inf"), float("nan"))
SIDE_QUERY_MS = 10_000  # the queries about definedness and bounds that follow a verdict
_LAYOUT = Layout({})


class ReplayMismatch(PllvmError):
    """z3 found a difference the interpreter does not reproduce: a bug of the encoding."""


# ---------------------------------------------------------------- the parts of the input space


@attrs.frozen
class Part:
    """[CHK-SMT-CASES] a part of the input space decided on its own: integer parameters fixed
    to one value for every thread (`fixed`) or kept off the values enumerated (`avoid`), and the
    buffers (name, bytes) the pointer parameters point into (parameter, buffer, byte offset)."""

    fixed: tuple[tuple[str, int], ...] = ()
    avoid: tuple[tuple[str, tuple[int, ...]], ...] = ()
    buffers: tuple[tuple[str, int], ...] = ()
    pointers: tuple[tuple[str, str, int], ...] = ()

    @property
    def aliased(self) -> bool:
        return len(self.buffers) < len(self.pointers)

    def describe(self) -> str:
        """The part in words: `%n = 8, %y = %x + 4 elements`."""
        out = [f"%{n} = {v}" for n, v in self.fixed]
        out += [f"%{n} not in {_values(vs)}" for n, vs in self.avoid]
        out += [f"%{n} = %{b} {'+-'[off < self.margin(b)]} {abs(off - self.margin(b))} bytes"
                for n, b, off in self.pointers if n != b]
        return ", ".join(out) or "all inputs"

    def margin(self, buffer: str) -> int:
        """Where the buffer's own pointer points: the bytes kept before it for others."""
        return next(off for n, b, off in self.pointers if n == b == buffer)


def _values(vs: Sequence[int]) -> str:
    """Integers as a set, runs written `a..b`."""
    runs: list[list[int]] = []
    for v in sorted(vs):
        if runs and v == runs[-1][1] + 1:
            runs[-1][1] = v
        else:
            runs.append([v, v])
    return "{" + ", ".join(f"{a}..{b}" if b > a + 1 else f"{a}, {b}" if b > a else f"{a}"
                           for a, b in runs) + "}"


def unroll_bound(p: Plan) -> int:
    """`--unroll auto`: one more than twice the largest induction step of either side (a vector
    loop's VF x IC), so that a source loop of that many iterations lets each vector body run
    twice (what one iteration leaves the next shows: partial sums, the induction vector) and a
    remainder loop after it; where that passes EVERY_COUNT (the enumeration of trip counts would
    stop being exhaustive), one more than the step or than the largest minimum trip count the
    vector code guards its loop with (`icmp ult %n, 16` at VF 8: a constant a trip count is
    compared with, between one and four steps); DEFAULT_BOUND where every loop steps by one."""
    step = max(p.steps)
    if step == 1:
        return DEFAULT_BOUND
    if 2 * step + 1 <= EVERY_COUNT:
        return 2 * step + 1
    guards = [c for c in p.guards if step <= c <= 4 * step]
    return max([step, *guards]) + 1


def _trip_parameters(p: Plan, lanes: int) -> dict[str, int]:
    """The integer trip-count parameters that are one value for every thread, with their widths."""
    return {q.name: q.ty.bits for q, shape in zip(p.fn.params, p.shapes, strict=True)
            if q.name in p.trips and isinstance(q.ty, IntType) and q.ty.bits > 1
            and (lanes == 1 or uniform(shape))}


def _trip_values(p: Plan, bits: int, bound: int, alone: bool) -> tuple[int, ...]:
    """The values a trip-count parameter is enumerated at: two negative ones and every count
    the loops can run within the bound, up to EVERY_COUNT; beyond it the plan's counts (each
    vector body run zero and one times, with and without each remainder). With several trip
    counts, fewer each."""
    low = -(1 << (bits - 1))
    if not alone:
        counts: Sequence[int] = sorted({0, 1, 2, bound - 1, bound} - {-1})
    elif bound <= EVERY_COUNT:
        counts = range(bound + 1)
    else:
        counts = sorted({v for v in p.trip_values if v <= bound} | {bound})
    return tuple(v for v in dict.fromkeys([low, -1, *counts]) if low <= v < 1 << (bits - 1))


def _buffer_bytes(p: Plan, name: str, bound: int) -> int:
    """A buffer after a pointer: two elements per iteration within the bound and eight more
    (strided and shifted accesses), at least MIN_BUFFER bytes, whole cells."""
    size = _LAYOUT.size(p.elems[name])
    return -(-max(MIN_BUFFER, size * (2 * bound + 8)) // ELEMENT) * ELEMENT


def _separate(p: Plan, bound: int) -> tuple[tuple[tuple[str, int], ...], tuple[tuple[str, str, int], ...]]:
    buffers = tuple((name, _buffer_bytes(p, name, bound)) for name in p.pointers)
    return buffers, tuple((name, name, 0) for name in p.pointers)


def _alias_offsets(p: Plan) -> list[int]:
    """Element distances between two pointers into one buffer: equal, adjacent, and around the
    largest step (the distances a runtime alias check must tell apart)."""
    s = max(p.steps)
    near = sorted({0, 1, 2, s - 1, s, s + 1} - {-1})
    return sorted({d for k in near for d in (k, -k)})


def _aliased(p: Plan, bound: int) -> Iterator[Part]:
    """One layout per pair of pointer parameters that may alias (neither `noalias`) and per
    distance: the second points into the first's buffer; the others stay separate."""
    free = [n for n in p.pointers if n not in p.noalias]
    offsets = _alias_offsets(p)
    margin = max(abs(d) for d in offsets)
    for i, a in enumerate(free):
        for b in free[i + 1:]:
            size = _LAYOUT.size(p.elems[a])
            for d in offsets:
                buffers = tuple((n, _buffer_bytes(p, n, bound)) for n in p.pointers if n != b)
                grown = tuple((n, bytes_ + 2 * margin * size if n == a else bytes_)
                              for n, bytes_ in buffers)
                own = [(n, n, margin * size if n == a else 0) for n in p.pointers if n != b]
                pointers = (*own, (b, a, (margin + d) * size))
                yield Part(buffers=grown, pointers=pointers)


@attrs.frozen
class Parts:
    """[CHK-SMT-CASES] how the input space is decided: whole (separate buffers, every value)
    first; if that does not decide it, one part per value of the trip counts and then what
    those leave out (`rest`); and always the layouts where two pointers share a buffer."""

    whole: Part
    cases: list[Part]
    rest: Part | None
    layouts: list[Part]
    #: every trip count from -1 to the bound is a part: a bounded proof needs no rest (its
    #: values take more iterations than the bound or are negative, the loops not running)
    exhaustive: bool = False


def parts(p: Plan, lanes: int, bound: int) -> Parts:
    """The parts of a check's input space (see Parts)."""
    buffers, pointers = _separate(p, bound)
    trips = _trip_parameters(p, lanes)
    values = {n: _trip_values(p, bits, bound, len(trips) == 1) for n, bits in trips.items()}
    cases = [Part(tuple(zip(trips, combo, strict=True)), (), buffers, pointers)
             for combo in product(*(values[n] for n in trips))] if trips else []
    rest = Part((), tuple((n, values[n]) for n in trips), buffers, pointers) if trips else None
    at_bound = tuple((n, max(values[n])) for n in trips)
    layouts = [attrs.evolve(layout, fixed=at_bound) for layout in _aliased(p, bound)]
    exhaustive = bool(trips) and all(set(range(-1, bound + 1)) <= set(values[n]) for n in trips)
    return Parts(Part(buffers=buffers, pointers=pointers), cases, rest, layouts, exhaustive)


class _Inputs:
    """The symbolic input of one part: per parameter one term per thread, per buffer its cells;
    `floats`, the distinct float terms among the arguments (scalars and vector elements)."""

    def __init__(self, fn: Function, shapes: Sequence[Shape], lanes: int, part: Part) -> None:
        self.fn, self.lanes, self.part = fn, lanes, part
        self.args: dict[str, list[SVal]] = {}
        self.buffers = {name: [Term(z3.BitVec(f"@{name}[{k}]", 32), TRUE)
                               for k in range(size // ELEMENT)] for name, size in part.buffers}
        fixed = dict(part.fixed)
        for p, shape in zip(fn.params, shapes, strict=True):
            if isinstance(p.ty, PtrType):
                continue
            if p.name in fixed and isinstance(p.ty, IntType):  # a trip count's value in this part
                self.args[p.name] = [Term(z3.BitVecVal(fixed[p.name], p.ty.bits), TRUE)] * lanes
                continue
            if isinstance(p.ty, VectorType):
                elem = sort_of(p.ty.elem)
                one = uniform(shape)
                self.args[p.name] = [tuple(Term(z3.Const(f"%{p.name}.{0 if one else t}.{j}", elem), TRUE)
                                           for j in range(p.ty.count)) for t in range(lanes)]
                continue
            sort = sort_of(p.ty)
            if uniform(shape):
                x = z3.Const(f"%{p.name}", sort)
                self.args[p.name] = [Term(x, TRUE)] * lanes
            elif isinstance(shape, Strided) and isinstance(p.ty, IntType):
                k = z3.BitVec(f"%{p.name}.k", p.ty.bits)
                self.args[p.name] = [Term(x, TRUE) for x in strided_lanes(shape, k, lanes)]
            else:
                self.args[p.name] = [Term(z3.Const(f"%{p.name}.{t}", sort), TRUE) for t in range(lanes)]
        self.constraints = [z3.And(*[term(self.args[n][0]).value != v for v in vs])
                            for n, vs in part.avoid]
        floats = {x.value.get_id(): x.value for v in self.args.values() for t in v for x in elements(t)
                  if isinstance(x.value, z3.FPRef)}  # a uniform parameter's term is every thread's
        self.floats = list(floats.values())

    def memory(self, side: Side) -> tuple[Machine, SymMemory, dict[str, int]]:
        """A side's machine and initial memory: its globals, then the buffers, at the addresses
        the interpreter gives them."""
        machine = Machine(side.module, self.lanes)
        memory = machine.fresh_memory()
        bases = {name: memory.allocate(name, size, 16, "buffer") for name, size in self.part.buffers}
        mem = SymMemory.of(memory)
        for name, cells in self.buffers.items():
            image = [Term(z3.Extract(8 * j + 7, 8 * j, c.value), TRUE) for c in cells for j in range(ELEMENT)]
            mem.fill(bases[name], image)
        return machine, mem, bases

    def pointer(self, name: str, bases: dict[str, int]) -> int:
        """The address pointer parameter `name` points at."""
        _, buffer, offset = next(x for x in self.part.pointers if x[0] == name)
        return bases[buffer] + offset

    def example(self, model: z3.ModelRef) -> dict:
        """The model as the run-based checker's input: arguments per thread, buffer contents."""
        args: dict[str, list] = {}
        for p in self.fn.params:
            if isinstance(p.ty, PtrType):
                _, buffer, offset = next(x for x in self.part.pointers if x[0] == p.name)
                args[p.name] = [f"@{buffer}+{offset}" if offset else f"@{buffer}"] * self.lanes
            else:
                args[p.name] = [_python_argument(model, v, p.ty) for v in self.args[p.name]]
        buffers = {name: [python_value(model, c, I32) for c in cells] for name, cells in self.buffers.items()}
        return {"args": args, "buffers": buffers}

    def among(self, values: Sequence[float]) -> z3.BoolRef:
        """Every float input is one of `values` (rounded to its type; NaN is z3's one NaN)."""
        return z3.And(*[z3.Or(*[x == z3.FPVal(v, x.sort()) for v in values]) for x in self.floats])


def _python_argument(model: z3.ModelRef, v: SVal, ty: Type) -> object:
    """One thread's argument in a model: its value, or a vector's list of element values."""
    if isinstance(v, Term):
        return python_value(model, v, ty)
    assert isinstance(ty, VectorType), "only a vector argument is a tuple of terms"
    return [python_value(model, e, ty.elem) for e in v]


def _run(side: Side, inputs: _Inputs, lanes: int, bound: int, deadline: float, lane: int | None = None,
         abstract: bool = False) -> tuple[Execution, dict[str, int]]:
    """A side executed symbolically: all threads, or thread `lane`'s arguments alone."""
    machine, mem, bases = inputs.memory(side)
    fn = side.fn
    args: dict[str, list[SVal]] = {}
    mask = entry_mask(inputs.fn, fn)
    if mask is not None:  # [WIDEN-FUNCTION] the entry mask of `pllvm lower`'s output: all live
        mask_ty = fn.params[-1].ty
        assert isinstance(mask_ty, VectorType), "entry_mask names a <N x i1> parameter"
        args[mask] = [tuple(Term(z3.BitVecVal(1, 1), TRUE) for _ in range(mask_ty.count))]
    for p, q in zip(inputs.fn.params, fn.params[:len(inputs.fn.params)], strict=True):
        if isinstance(p.ty, PtrType):
            args[q.name] = [Term(z3.BitVecVal(inputs.pointer(p.name, bases), 64), TRUE)] * lanes
        elif isinstance(q.ty, VectorType) and not isinstance(p.ty, VectorType):
            args[q.name] = [tuple(x for v in inputs.args[p.name] for x in elements(v))]
        elif lane is not None:
            args[q.name] = [inputs.args[p.name][lane]]
        else:
            args[q.name] = list(inputs.args[p.name])[:lanes]
    return execute(fn, lanes, side.interp, bound, args, mem, machine, abstract, deadline), bases


def _cells(run: Execution, base: int, size: int) -> list[Term]:
    out = []
    for k in range(size // ELEMENT):
        cell = from_bytes(run.memory.read(z3.BitVecVal(base + ELEMENT * k, 64), ELEMENT), I32)
        assert isinstance(cell, Term)
        out.append(cell)
    return out


def _differs(want: Term, have: Term) -> z3.BoolRef:
    """The target's element does not refine the source's (LLVM's refinement, [VAL-REFINE]): a
    poison source allows anything; an undef source anything but poison; a defined source only
    the same defined value (`same`: -0.0 is not +0.0, NaN is NaN)."""
    wrong = z3.And(want.defined, z3.Or(z3.Not(have.defined), z3.Not(same(want, have))))
    if z3.is_false(have.poison):
        return wrong
    return z3.Or(wrong, z3.And(z3.Not(want.defined), z3.Not(want.poison), have.poison))


def _ret_elements(v: SVal | None) -> tuple[Term, ...]:
    return elements(v) if v is not None else ()


@attrs.frozen
class _Query:
    """One relation as formulas: when the source side is defined and within the bound, when the
    target is within the bound, the ways the target may differ, and which loops may need more."""

    source_ok: z3.BoolRef
    target_within: z3.BoolRef
    differ: list[z3.BoolRef]
    source_escape: z3.BoolRef  # [CHK-SMT-OBJECT] an access of the source leaves its object
    target_escape: z3.BoolRef
    beyond: dict[str, z3.BoolRef]  # per loop header: some run needs more iterations
    approximations: frozenset[str]
    calls: tuple[Application, ...] = ()
    defs: tuple[Definition, ...] = ()  # the runs' named terms, with their values
    #: in words, the inputs `source_ok` leaves out on which the source is defined
    left_out: str = ""


def _same_query(source: Side, target: Side, inputs: _Inputs, lanes: int, bound: int,
                abstract: bool, deadline: float) -> _Query:
    src, src_bases = _run(source, inputs, lanes, bound, deadline, abstract=abstract)
    tgt, tgt_bases = _run(target, inputs, lanes, bound, deadline, abstract=abstract)
    differ = [tgt.ub, z3.Not(tgt.terminated)]
    for t in range(lanes):
        for a, b in zip(_ret_elements(src.ret[t] if src.ret else None),
                        _ret_elements(tgt.ret[t] if tgt.ret else None), strict=False):
            differ.append(_differs(a, b))
    for name, size in inputs.part.buffers:
        for a, b in zip(_cells(src, src_bases[name], size), _cells(tgt, tgt_bases[name], size),
                        strict=True):
            differ.append(_differs(a, b))
    return _Query(z3.And(z3.Not(src.ub), src.terminated, z3.Not(src.beyond), z3.Not(src.escape),
                         *inputs.constraints),
                  _in_scope(tgt), differ, src.escape, tgt.escape,
                  _loops(src, tgt), src.approximations | tgt.approximations, src.calls + tgt.calls,
                  src.defs + tgt.defs)


def _in_scope(tgt: Execution) -> z3.BoolRef:
    """[CHK-SMT-BOUND] the target runs on inputs the bound covers: it ends within the bound and
    its accesses stay in their objects, or it is undefined within the bound (an input on which
    the target has undefined behaviour in its first iterations is a counterexample however long
    it would go on: a wrong vector trip count loops past the end of its buffer)."""
    return z3.Or(tgt.ub, z3.And(z3.Not(tgt.beyond), z3.Not(tgt.escape)))


def _loops(*runs: Execution) -> dict[str, z3.BoolRef]:
    out: dict[str, list[z3.BoolRef]] = {}
    for r in runs:
        for h, cond in r.beyond_loops.items():
            out.setdefault(h, []).append(cond)
    return {h: z3.Or(*c) for h, c in out.items()}


def _vectorize_query(scalar: Side, simd: Side, inputs: _Inputs, lanes: int, bound: int,
                     abstract: bool, vector_target: bool, deadline: float) -> _Query:
    """[CHK-VECTORIZE] lane t of the SIMD run against the scalar run on thread t's arguments;
    memory against the cells as the scalar runs leave them, on inputs where no run changes a
    cell another run touches (there the W runs are not the input's meaning)."""
    alone = [_run(scalar, inputs, 1, bound, deadline, lane=t, abstract=abstract) for t in range(lanes)]
    tgt, tgt_bases = _run(simd, inputs, 1 if vector_target else lanes, bound, deadline, abstract=abstract)
    differ = [tgt.ub, z3.Not(tgt.terminated)]
    got = list(_ret_elements(tgt.ret[0])) if vector_target and tgt.ret else list(tgt.ret or ())
    for t, (r, _) in enumerate(alone):
        if r.ret is not None and t < len(got):
            differ.extend(_differs(a, b) for a, b in zip(elements(r.ret[0]), elements(got[t]), strict=True))
    interact = []
    for name, size in inputs.part.buffers:
        initial = inputs.buffers[name]
        merged = list(initial)
        changed = []
        for r, bases in alone:
            final = _cells(r, bases[name], size)
            ours = [z3.Not(z3.And(after.defined, after.value == before.value))
                    for after, before in zip(final, initial, strict=True)]
            merged = [choose(c, after, m) for c, after, m in zip(ours, final, merged, strict=True)]
            changed.append(ours)
        touched = [[_touched(r, bases[name] + ELEMENT * k) for k in range(size // ELEMENT)]
                   for r, bases in alone]
        interact += [z3.And(changed[t][k], touched[u][k]) for t in range(lanes)
                     for u in range(lanes) if u != t for k in range(size // ELEMENT)]
        for a, b in zip(merged, _cells(tgt, tgt_bases[name], size), strict=True):
            differ.append(_differs(a, b))
    ok = z3.And(*[z3.And(z3.Not(r.ub), r.terminated, z3.Not(r.beyond), z3.Not(r.escape)) for r, _ in alone],
                z3.Not(z3.Or(*interact)), *inputs.constraints)
    runs = [tgt, *(r for r, _ in alone)]
    return _Query(ok, _in_scope(tgt), differ,
                  z3.Or(*[r.escape for r, _ in alone]), tgt.escape, _loops(*runs),
                  frozenset().union(*[r.approximations for r in runs]),
                  tuple(c for r in runs for c in r.calls), tuple(d for r in runs for d in r.defs),
                  "those on which the threads interact through memory")


def _touched(run: Execution, cell: int) -> z3.BoolRef:
    """The run loads or stores a byte of the ELEMENT-byte cell at address `cell`."""
    lo, hi = z3.BitVecVal(cell, 64), z3.BitVecVal(cell + ELEMENT, 64)
    return z3.simplify(z3.Or(*[z3.And(a.when, z3.ULT(a.addr, hi), z3.ULT(lo, a.addr + a.n))
                              for a in run.accesses]))


def _loop_query(scalar: Side, target: Side, inputs: _Inputs, lanes: int, bound: int,
                abstract: bool, deadline: float) -> _Query:
    """[CHK-LOOP] the scalar loop run once (thread 0's arguments, uniform) against the target
    with W threads: every thread's return and every buffer cell as the one run leaves them."""
    src, src_bases = _run(scalar, inputs, 1, bound, deadline, lane=0, abstract=abstract)
    tgt, tgt_bases = _run(target, inputs, lanes, bound, deadline, abstract=abstract)
    differ = [tgt.ub, z3.Not(tgt.terminated)]
    want = _ret_elements(src.ret[0]) if src.ret else ()
    for t in range(lanes):
        have = _ret_elements(tgt.ret[t] if tgt.ret else None)
        differ.extend(_differs(a, b) for a, b in zip(want, have, strict=False))
    for name, size in inputs.part.buffers:
        for a, b in zip(_cells(src, src_bases[name], size), _cells(tgt, tgt_bases[name], size),
                        strict=True):
            differ.append(_differs(a, b))
    return _Query(z3.And(z3.Not(src.ub), src.terminated, z3.Not(src.beyond), z3.Not(src.escape),
                         *inputs.constraints),
                  _in_scope(tgt), differ, src.escape, tgt.escape, _loops(src, tgt),
                  src.approximations | tgt.approximations, src.calls + tgt.calls,
                  src.defs + tgt.defs)


# ---------------------------------------------------------------- the relations


def _plan(source: Side, target: Side, lanes: int, signature: str | None) -> Plan:
    fn = source.fn
    if [p.ty for p in fn.params] != [p.ty for p in target.fn.params] and not any(
            isinstance(p.ty, VectorType) for p in target.fn.params):
        raise InputError(f"@{fn.name} and @{target.fn.name} have different signatures")
    return plan(fn, target.fn, signature, lanes)


def _planned(source: Side, target: Side, lanes: int, signature: str | None,
             bound: int | None) -> tuple[Plan, int] | Verdict:
    """The input plan and the loop bound (AUTO: `unroll_bound`), or `unknown` if no inputs can
    be planned."""
    try:
        p = _plan(source, target, lanes, signature)
    except Unsupported as e:
        return Verdict("unknown", reason=str(e))
    return p, unroll_bound(p) if bound is AUTO else bound


def check_smt(relation: Relation, source: Side, target: Side, opts: Options) -> Verdict:
    """`relation` decided by z3 for all inputs within the loop bound (`opts.bound`)."""
    return {"same": _same, "vectorize": _vectorize, "loop": _loop}[relation](source, target, opts)


def _same(source: Side, target: Side, opts: Options) -> Verdict:
    """[CHK-SMT] *same* for all inputs, W threads each, under the min-index schedule, loops up to
    `opts.bound` iterations (AUTO: `unroll_bound`): wherever the source is defined the target
    is defined and agrees."""
    started = time.perf_counter()
    lanes = opts.lanes
    if (source.interp == target.interp and source.fn == target.fn
            and source.module.globals == target.module.globals
            and source.module.types == target.module.types):
        return Verdict("valid", coverage=f"for all inputs and schedules: the two functions are "
                       f"identical and run under the same interpretation ({source.interp})")
    return _decided(source, target, opts, started,
                    lambda inputs, k, abstract, deadline: _same_query(
                        source, target, inputs, lanes, k, abstract, deadline),
                    lambda example: same_counterexample(source, target, lanes, example, "min-index"),
                    f"source {source.interp}, target {target.interp}")


def _vectorize(scalar: Side, simd: Side, opts: Options) -> Verdict:
    """*vectorize* for all inputs: lane t of the SIMD side (min-index schedule) equals the
    scalar function run alone on thread t's arguments; memory as the scalar runs leave it.
    [CHK-VECTORIZE] A source whose threads interact is compared against its own lock-step run
    (the relation *same*), or the verdict is `unknown` for a vector function."""
    started = time.perf_counter()
    lanes = opts.lanes
    vector_target = widened(scalar.fn, simd.fn)
    if vector_target and (isinstance(scalar.fn.ret_ty, VectorType)
                          or any(isinstance(p.ty, VectorType) for p in scalar.fn.params)):
        return Verdict("unknown", reason="a thread's own LLVM vectors widened to <W·n x T> "
                       "([WIDEN-TENSOR]) are not encoded for z3; the run-based check takes them")
    why = horizontal_because(scalar.fn)
    if why is not None:
        if vector_target:
            return Verdict("unknown", reason=(
                f"the source's threads interact ({why}), so W scalar runs are not its meaning, "
                "and a vector function cannot be compared with its lock-step run"))
        verdict = _same(scalar, simd, opts)
        return attrs.evolve(verdict, coverage=verdict.coverage.replace(
            f"source {scalar.interp}", f"the source's lock-step run {scalar.interp} (its threads "
            "interact)", 1))
    return _decided(scalar, simd, opts, started,
                    lambda inputs, k, abstract, deadline: _vectorize_query(
                        scalar, simd, inputs, lanes, k, abstract, vector_target, deadline),
                    lambda example: vectorize_counterexample(scalar, simd, lanes, example, "min-index"),
                    f"scalar runs {scalar.interp}, SIMD "
                    f"{'vector function' if vector_target else simd.interp}; inputs on which one "
                    "thread's scalar run changes a cell another's touches (the threads interact "
                    "through memory) are not compared")


def _loop(scalar: Side, target: Side, opts: Options) -> Verdict:
    """[CHK-LOOP] *loop* for all inputs within the bound: the scalar loop run once against the
    target's W threads (min-index schedule)."""
    lanes = opts.lanes
    return _decided(scalar, target, opts, time.perf_counter(),
                    lambda inputs, k, abstract, deadline: _loop_query(
                        scalar, target, inputs, lanes, k, abstract, deadline),
                    lambda example: vectorize_counterexample(scalar, target, lanes, example,
                                                             "min-index", relation="loop"),
                    f"scalar loop {scalar.interp}, target {target.interp}")


Build = Callable[[_Inputs, bool, float], _Query]
#: replays a model's input in the interpreter: the counterexample it shows, or None
Replay = Callable[[dict], Counterexample | None]
#: a relation's query for the inputs of a part, the loop bound, abstraction and deadline
Query = Callable[[_Inputs, int, bool, float], _Query]


def _decided(source: Side, target: Side, opts: Options, started: float, query: Query,
             replay: Replay, sides: str) -> Verdict:
    """A relation decided by z3 over the input plan of the two sides, loops up to `opts.bound`
    iterations (AUTO: `unroll_bound`); `unknown` if no inputs can be planned."""
    planned = _planned(source, target, opts.lanes, opts.shapes, opts.bound)
    if isinstance(planned, Verdict):
        return planned
    p, k = planned
    return _solve(p, lambda inputs, abstract, deadline: query(inputs, k, abstract, deadline), replay,
                  opts.lanes, k, started + opts.seconds, sides)


@attrs.frozen
class _Answer:
    """How one part was decided: valid (with notes for the coverage), invalid (with the
    counterexample), vacuous (the source is defined on no input of the part within the bound),
    or unknown (with the reason)."""

    kind: str
    text: str = ""
    counterexample: Counterexample | None = None
    approximations: frozenset[str] = frozenset()
    beyond: frozenset[str] = frozenset()  # loops some input of the part needs more iterations of
    beyond_decided: bool = True


def _solve(p: Plan, build: Build, replay: Replay, lanes: int, bound: int,
           deadline: float, sides: str) -> Verdict:
    """[CHK-SMT-CASES] decide the whole input space (within FIRST_TRY of the time if it has
    parts); if that does not decide it, each part, each aliasing layout, and then what the
    parts leave out, in the time left (REST_TRY of it is kept for that). The first invalid or
    undecided part ends the search."""
    head = f"lanes 0..{lanes - 1}, loops up to {bound} iterations, min-index schedule; {sides}; z3"
    ps = parts(p, lanes, bound)
    start = time.perf_counter()
    left = deadline - start
    budget = max(2.0, FIRST_TRY * left)
    last = max(2.0, (REST_EXHAUSTIVE if ps.exhaustive else REST_TRY) * left) \
        if ps.cases and ps.rest is not None else 0.0

    def decide(part: Part, until: float = deadline - last) -> _Answer:
        return _decide(p, part, build, replay, lanes, bound, min(until, deadline))

    def settled() -> bool:
        return any(a.kind in ("invalid", "unknown") for _, a in answers)

    # with a vector loop and a trip count, the whole space is hard: go to the parts at once
    vector = max(p.steps) > 1 and bool(ps.cases)
    answers = [(ps.whole, _Answer("unknown") if vector else
                decide(ps.whole, time.perf_counter() + budget if ps.cases else deadline))]
    split = answers[0][1].kind == "unknown" and ps.cases and not answers[0][1].text.startswith(
        "no encoding")
    if split:
        answers = []
        for part in ps.cases:
            answers.append((part, decide(part)))
            if settled():
                break
    for part in ps.layouts:
        if settled():
            break
        answers.append((part, decide(part)))
    rest = None
    if split and ps.rest is not None and not settled():
        began = time.perf_counter()
        a = decide(ps.rest, began + last if ps.exhaustive else deadline)
        rest = (ps.rest, a if a.kind != "unknown" or a.text.startswith("no encoding") else
                _Answer("unknown", f"within {time.perf_counter() - began:.0f} s"))
    return _verdict(answers, rest, head, ps.whole, bound, ps.exhaustive)


def _verdict(answers: list[tuple[Part, _Answer]], rest: tuple[Part, _Answer] | None, head: str,
             whole: Part, bound: int, exhaustive: bool = False) -> Verdict:
    """One verdict from the parts' answers: invalid if one is; unknown if a part is undecided,
    or what the parts leave out is and the parts skip trip counts within the bound, or the
    source is defined in none with separate buffers; otherwise valid, naming the parts. A
    proof of a few trip counts is no proof: a bug of a remainder shows at one count, and the
    benchmark's broken targets were `valid` that way."""
    every = answers + ([rest] if rest is not None else [])
    approx = frozenset().union(*[a.approximations for _, a in every])
    valid = [a for _, a in every if a.kind == "valid"]
    notes = "".join(dict.fromkeys(a.text for a in valid if a.text)) + _bounds(valid, bound)
    cov = (_cases_text(answers, rest) if answers[0][0] != whole else "for all inputs") + ", " + head
    cov += _describe_buffers(whole, answers) + describe_approximations(approx)
    for _, a in every:
        if a.kind == "invalid":
            return Verdict("invalid", coverage=cov + notes, counterexample=a.counterexample)
    for part, a in answers + ([] if rest is None or exhaustive else [rest]):
        if a.kind == "unknown":
            where = "" if part == whole else f" (for {part.describe()})"
            return Verdict("unknown", coverage=cov, reason=a.text + where)
    if all(a.kind == "vacuous" for part, a in every if not part.aliased):
        return Verdict("unknown", coverage=cov, reason=answers[0][1].text)
    return Verdict("valid", coverage=cov + notes)


def _cases_text(answers: list[tuple[Part, _Answer]], rest: tuple[Part, _Answer] | None) -> str:
    """The first words of a verdict decided in parts: the values enumerated, and what became
    of the others."""
    fixed: dict[str, set[int]] = {}
    for part, _ in answers:
        if not part.aliased:
            for n, v in part.fixed:
                fixed.setdefault(n, set()).add(v)
    names = ", ".join(f"%{n} in {_values(sorted(vs))}" for n, vs in fixed.items())
    text = f"for all inputs with {names}" if names else "for all inputs"
    if rest is not None:
        part, a = rest
        others = " and ".join(f"%{n}" for n, _ in part.avoid)
        text += (f" and with every other value of {others}" if a.kind in ("valid", "vacuous") else
                 f" (other values of {others}: not decided {a.text})")
    return text


def _describe_buffers(whole: Part, decided: list[tuple[Part, _Answer]]) -> str:
    """What the verdict assumed of the pointer parameters: the layouts that compared inputs,
    and how many compared none (every input of theirs is one the relation leaves out)."""
    if not whole.pointers:
        return ""
    sizes = ", ".join(f"%{n} {size} bytes" for n, size in whole.buffers)
    text = f"; pointer parameters: separate buffers ({sizes})"
    aliased = [part for part, a in decided if part.aliased and a.kind != "vacuous"]
    empty = sum(part.aliased and a.kind == "vacuous" for part, a in decided)
    if empty:
        text += f" ({empty} layouts where pointers share a buffer compared no input)"
    if aliased:
        pairs = sorted({(n, b) for part in aliased for n, b, _ in part.pointers if n != b})
        distances = sorted({off - part.margin(b) for part in aliased
                            for n, b, off in part.pointers if n != b})
        fixed = ", ".join(f"%{n} = {v}" for n, v in aliased[0].fixed)
        text += (f", and {len(aliased)} layouts where "
                 + ", ".join(f"%{n} points into %{b}'s buffer" for n, b in pairs)
                 + f" at {_values(distances)} bytes from it" + (f" with {fixed}" if fixed else ""))
    return text


def describe_approximations(approx: frozenset[str]) -> str:
    """What a valid verdict adds about what the encoding does not model exactly."""
    text = ""
    if ABSTRACT_FLOATS in approx:
        text += "; floating-point operations uninterpreted where that decided it (for any rounding)"
    rest = sorted(a for a in approx if a != ABSTRACT_FLOATS)
    if rest:
        text += f"; not modelled exactly: {', '.join(rest)}"
    return text


def _decide(p: Plan, part: Part, build: Build, replay: Replay, lanes: int,
            bound: int, deadline: float) -> _Answer:
    """Decide one part: first with floating-point operations uninterpreted (a proof then holds
    for any rounding, and is cheap), then exactly; a model is replayed. After a proof, short
    queries say whether the source is defined on some input of the part within the bound (if
    not, nothing was compared: vacuous) and whether some input needs more iterations."""
    inputs = _Inputs(p.fn, p.shapes, lanes, part)

    def solver(limit_ms: int | None = None) -> z3.Solver:
        s = z3.Solver()
        left = max(1, int(1000 * (deadline - time.perf_counter())))
        s.set("timeout", min(left, limit_ms) if limit_ms else left)
        return s

    def prove(q: _Query) -> tuple[z3.CheckSatResult, z3.Solver]:
        s = solver()
        s.add(q.source_ok, q.target_within, z3.Or(*q.differ) if q.differ else FALSE)
        return s.check(), s

    try:
        query = _inline(build(inputs, True, deadline))
        if part.avoid:  # the values the parts leave out: mostly beyond the bound for the source
            defined = solver(max(1000, int(250 * (deadline - time.perf_counter()))))
            defined.add(query.source_ok)
            if defined.check() == z3.unsat:
                return _Answer("vacuous", _vacuous(query, bound, solver),
                               approximations=query.approximations)
        result, s = prove(query)
        timed_out = result == z3.unknown and "timeout" in s.reason_unknown()
        approx = query.approximations
        if not (result == z3.unsat or ABSTRACT_FLOATS not in approx or timed_out):
            query = _inline(build(inputs, False, deadline))
            result, s = prove(query)
            approx = query.approximations
    except OutOfTime as e:
        return _Answer("unknown", str(e))
    except Unsupported as e:
        return _Answer("unknown", f"no encoding: {e}")
    if result == z3.unknown:
        return _Answer("unknown", _gave_up(s, lanes, bound), approximations=approx)
    if result == z3.unsat:
        defined = solver(SIDE_QUERY_MS)
        defined.add(query.source_ok)
        answer = defined.check()
        if answer == z3.unsat:
            return _Answer("vacuous", _vacuous(query, bound, solver), approximations=approx)
        notes = ("; z3 did not decide quickly whether the source is defined on some input"
                 if answer == z3.unknown else "")
        escaped, cex = _objects(query, inputs, replay, solver)
        if cex is not None:
            return _Answer("invalid", counterexample=cex, approximations=approx)
        beyond, decided = _beyond(query, solver)
        return _Answer("valid", notes + escaped, approximations=approx, beyond=beyond,
                       beyond_decided=decided)
    example, cex, refined = _refine(s, query, inputs, replay)
    if cex is None:
        if query.approximations:
            return _Answer("unknown", (
                f"z3's counterexample {example['args']} does not replay: it relies on what the "
                f"encoding does not model exactly ({', '.join(sorted(query.approximations))})"
                + (f"; {refined}" if refined else "")), approximations=approx)
        raise ReplayMismatch(f"z3's counterexample {example} does not replay in the interpreter: "
                             "a bug of the SMT encoding")
    return _Answer("invalid", counterexample=cex, approximations=approx)


def _inline(q: _Query) -> _Query:
    """The query with the runs' named terms replaced by their definitions: the names keep
    building linear, and z3 solves the inlined terms (shared as one DAG) far better than the
    definitions."""
    if not q.defs:
        return q
    sub = Inliner(q.defs)
    return attrs.evolve(q, source_ok=sub(q.source_ok), target_within=sub(q.target_within),
                        differ=[sub(d) for d in q.differ], source_escape=sub(q.source_escape),
                        target_escape=sub(q.target_escape),
                        beyond={h: sub(c) for h, c in q.beyond.items()},
                        calls=tuple(attrs.evolve(c, args=tuple(sub(a) for a in c.args),
                                                 result=sub(c.result)) for c in q.calls), defs=())


def _beyond(q: _Query, solver: Callable[..., z3.Solver]) -> tuple[frozenset[str], bool]:
    """The loops some input needs more iterations of than the bound, and whether that was
    decided for every loop."""
    answers = {h: _sat(solver, cond) for h, cond in q.beyond.items()}
    return (frozenset(h for h, a in answers.items() if a == z3.sat),
            all(a != z3.unknown for a in answers.values()))


def _bounds(answers: Sequence[_Answer], bound: int) -> str:
    """What the coverage says about inputs that need more than `bound` iterations."""
    more = sorted(frozenset().union(*[a.beyond for a in answers]))
    if more:
        return (f"; inputs that need more than {bound} iterations of the loop(s) at "
                f"{', '.join(more)} exist and are not covered")
    if all(a.beyond_decided for a in answers):
        return f"; no input needs more than {bound} iterations: complete"
    return f"; whether some input needs more than {bound} iterations was not decided quickly"


def _objects(q: _Query, inputs: _Inputs, replay: Replay,
             solver: Callable[..., z3.Solver]) -> tuple[str, Counterexample | None]:
    """[CHK-SMT-OBJECT] what the coverage says about inputs on which an access lands outside
    the object its address is computed from; such an input of the target alone (the source's
    accesses stay inside) is replayed, and a difference it shows is a counterexample."""
    notes = ""
    if not z3.is_false(q.source_escape) and _sat(solver, q.source_escape) != z3.unsat:
        notes += ("; inputs on which an access of the source may land outside the object its "
                  "address is computed from are not covered")
    if z3.is_false(q.target_escape):
        return notes, None
    s = solver(SIDE_QUERY_MS)
    s.add(q.source_ok, q.target_escape)
    answer = s.check()
    if answer == z3.unsat:
        return notes, None
    if answer == z3.unknown:
        return notes + ("; whether an access of the target alone lands outside its object was not "
                        "decided quickly"), None
    example = inputs.example(s.model())
    cex = replay(example)
    if cex is not None:
        return notes, cex
    return notes + (f"; inputs on which an access of the target alone lands outside its object "
                    f"exist and are not covered ({example['args']} runs alike on both sides)"), None


def _refine(s: z3.Solver, query: _Query, inputs: _Inputs,
            replay: Replay) -> tuple[dict, Counterexample | None, str]:
    """[CHK-SMT-REFINE] replay the model; while it does not replay and the query has
    uninterpreted math calls, pin the real function at the model's points and ask again, first
    over all inputs, then with the float inputs among PROBES and the functions pinned there too.
    The last example tried, its counterexample (None if none replayed), and how the refinement
    ended, in words ("" without uninterpreted calls)."""
    example = inputs.example(s.model())
    cex = replay(example)
    if cex is not None or not query.calls:
        return example, cex, ""
    probes = ""
    for round_ in range(2 * REFINEMENTS):
        s.add(*_real_values(s.model(), query.calls))  # the real function at the model's points
        if round_ == REFINEMENTS and inputs.floats:
            s.add(inputs.among(PROBES), *_real_at_probes(query.calls))
            probes = " and the float inputs among the probes"
        answer = s.check()
        if answer != z3.sat:
            pinned = f"the real functions pinned at the points of {round_ + 1} model(s){probes}"
            return example, None, (f"with {pinned}, z3 finds no other model" if answer == z3.unsat
                                   else f"with {pinned}, z3 gave up ({s.reason_unknown()})")
        example = inputs.example(s.model())
        cex = replay(example)
        if cex is not None:
            return example, cex, ""
    return example, None, f"none of {2 * REFINEMENTS + 1} refined models replays{probes}"


def _real_values(model: z3.ModelRef, calls: tuple[Application, ...]) -> list[z3.BoolRef]:
    """For each call of an uninterpreted math function, its real value at the model's
    arguments: lazy refinement of a spurious model, as in CEGAR."""
    return [_real(c, tuple(python_value(model, Term(a, TRUE), c.ty) for a in c.args)) for c in calls]


def _real_at_probes(calls: tuple[Application, ...]) -> list[z3.BoolRef]:
    """Every uninterpreted math function of one or two arguments at every tuple of PROBES."""
    functions = {c.result.decl(): c for c in calls if len(c.args) <= 2}
    return [_real(c, point) for c in functions.values() for point in product(PROBES, repeat=len(c.args))]


def _real(c: Application, args: tuple[float, ...]) -> z3.BoolRef:
    """The ground fact that `c`'s uninterpreted function equals the real one (the interpreter's
    θ) at `args`, rounded to the call's type."""
    with np.errstate(all="ignore"):
        lanes = [Lanes(np.array([x], dtype_of(c.ty)), np.ones(1, np.bool_)) for x in args]
        real = lookup(c.name)(lanes, [c.ty] * len(args), c.ty, np.ones(1, np.bool_),
                              None, None)  # type: ignore[arg-type]  # θ of a math function reads neither machine nor memory
    assert isinstance(real, Lanes), "a math function's value is one scalar per lane"
    point = [term(lane_value(x, c.ty, 0)).value for x in lanes]
    return c.result.decl()(*point) == term(lane_value(real, c.ty, 0)).value


def _gave_up(s: z3.Solver, lanes: int, bound: int) -> str:
    return (f"z3 gave up ({s.reason_unknown()}) at W = {lanes}, loops up to {bound} iterations; "
            "a smaller --lanes or --unroll, or a longer --timeout, may decide it")


def _sat(solver: Callable[..., z3.Solver], cond: z3.BoolRef) -> z3.CheckSatResult:
    s = solver(SIDE_QUERY_MS)
    s.add(cond)
    return s.check()


def _vacuous(q: _Query, bound: int, solver: Callable[..., z3.Solver]) -> str:
    """Why nothing was compared: the source is undefined, or every defined input needs more
    iterations of a named loop than the bound."""
    more = [h for h, cond in q.beyond.items() if _sat(solver, cond) == z3.sat]
    besides = f" (or is one of {q.left_out})" if q.left_out else ""
    if more:
        return (f"every input on which the source is defined needs more than {bound} iterations "
                f"of the loop(s) at {', '.join(more)}{besides} (raise --unroll), or the source is "
                "undefined")
    if q.left_out:
        return f"every input on which the source is defined is one of {q.left_out}, so nothing was compared"
    return "the source is undefined on every input, so nothing was compared"
