"""The relations *same* and *vectorize* proved with z3 ([CHK-SMT] in semantics/checking.md).

Both sides are executed symbolically on shared symbolic inputs (arguments per thread, the
contents of one 16-element i32 buffer per pointer parameter). The query asks for an input on
which the source is defined and terminates within the loop bound, the target stays within the
bound, and the target has undefined behaviour, does not terminate, or leaves a return value or a
buffer element different from the source's defined one. `unsat` is `valid`; a model becomes a
concrete input that the interpreter runs on both sides before `invalid` is reported.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from itertools import product

import attrs
import numpy as np
import z3

from pllvm.analysis import parse_signature
from pllvm.analysis.lattice import Strided
from pllvm.check.differential import (
    BUFFER_ELEMENTS,
    Side,
    same_counterexample,
    vectorize_counterexample,
)
from pllvm.check.smt.ints import Term
from pllvm.check.smt.lockstep import ABSTRACT_FLOATS, Application, Execution, execute
from pllvm.check.smt.memory import SymMemory
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
)
from pllvm.check.verdict import Verdict
from pllvm.errors import InputError, PllvmError
from pllvm.exec.lanes import Lanes, Unsupported, dtype_of
from pllvm.exec.machine import Machine
from pllvm.exec.theta import lookup
from pllvm.syntax import I32, Function, IntType, PtrType, VectorType

__all__ = ["ReplayMismatch", "check_same_smt", "check_vectorize_smt"]

ELEMENT = 4  # bytes of one i32 buffer element
REFINEMENTS = 8  # rounds of refinement per stage of [CHK-SMT-REFINE]
#: The values a float input is restricted to when refining at the models' points does not
#: converge ([CHK-SMT-REFINE]): signed zeros and ones, powers of ten across the range, the
#: extremes, infinities and NaN.
PROBES = (0.0, -0.0, 0.5, 1.0, -1.0, 2.0, 3.0, -2.0, 10.0, 100.0, 1e4, 1e8, 1e16, 1e32, 1e64, 1e128,
          1e256, 5e-324, 1.7976931348623157e308, float("inf"), float("-inf"), float("nan"))
SIDE_QUERY_MS = 10_000  # the queries about definedness and bounds that follow a verdict


class ReplayMismatch(PllvmError):
    """z3 found a difference the interpreter does not reproduce: a bug of the encoding."""


class _Inputs:
    """The symbolic input: per parameter one term per thread, per pointer parameter a buffer;
    `floats`, the distinct float terms among them (scalars and vector elements)."""

    def __init__(self, fn: Function, shapes: Sequence[object], lanes: int) -> None:
        self.fn, self.lanes = fn, lanes
        self.args: dict[str, list[SVal]] = {}
        self.buffers: dict[str, list[Term]] = {}
        for p, shape in zip(fn.params, shapes, strict=True):
            if isinstance(p.ty, PtrType):
                self.buffers[p.name] = [Term(z3.BitVec(f"@{p.name}[{k}]", 32), TRUE)
                                        for k in range(BUFFER_ELEMENTS)]
                continue
            if isinstance(p.ty, VectorType):
                elem = sort_of(p.ty.elem)
                uniform = (isinstance(shape, Strided) and shape.s == 0) or shape == "u"
                self.args[p.name] = [tuple(Term(z3.Const(f"%{p.name}.{0 if uniform else t}.{j}", elem), TRUE)
                                           for j in range(p.ty.count)) for t in range(lanes)]  # type: ignore[misc]
                continue
            sort = sort_of(p.ty)
            if (isinstance(shape, Strided) and shape.s == 0) or shape == "u":
                x = z3.Const(f"%{p.name}", sort)
                self.args[p.name] = [Term(x, TRUE)] * lanes
            elif isinstance(shape, Strided) and isinstance(p.ty, IntType):
                k = z3.BitVec(f"%{p.name}.k", p.ty.bits)
                self.args[p.name] = [Term(k * (shape.a or 1) + shape.s * t, TRUE) for t in range(lanes)]
            else:
                self.args[p.name] = [Term(z3.Const(f"%{p.name}.{t}", sort), TRUE) for t in range(lanes)]
        floats = {x.value.get_id(): x.value for v in self.args.values() for t in v for x in elements(t)
                  if isinstance(x.value, z3.FPRef)}  # a uniform parameter's term is every thread's
        self.floats = list(floats.values())

    def memory(self, side: Side) -> tuple[Machine, SymMemory, dict[str, int]]:
        """A side's machine and initial memory: its globals, then the buffers, at the addresses
        the interpreter gives them."""
        machine = Machine(side.module, self.lanes)
        bases = {name: machine.memory.allocate(name, BUFFER_ELEMENTS * ELEMENT, 16, "buffer")
                 for name in self.buffers}
        mem = SymMemory.of(machine.memory)
        for name, cells in self.buffers.items():
            image = [Term(z3.Extract(8 * j + 7, 8 * j, c.value), TRUE) for c in cells for j in range(ELEMENT)]
            mem.fill(bases[name], image)
        return machine, mem, bases

    def example(self, model: z3.ModelRef) -> dict:
        """The model as the run-based checker's input: arguments per thread, buffer contents."""
        args: dict[str, list] = {}
        for p in self.fn.params:
            if isinstance(p.ty, PtrType):
                args[p.name] = [f"@{p.name}"] * self.lanes
            else:
                args[p.name] = [[python_value(model, e, p.ty.elem) for e in v] if isinstance(v, tuple)
                                else python_value(model, v, p.ty) for v in self.args[p.name]]
        buffers = {name: [python_value(model, c, I32) for c in cells] for name, cells in self.buffers.items()}
        return {"args": args, "buffers": buffers}

    def among(self, values: Sequence[float]) -> z3.BoolRef:
        """Every float input is one of `values` (rounded to its type; NaN is z3's one NaN)."""
        return z3.And(*[z3.Or(*[x == z3.FPVal(v, x.sort()) for v in values]) for x in self.floats])


def _run(side: Side, inputs: _Inputs, lanes: int, bound: int, deadline: float, lane: int | None = None,
         abstract: bool = False) -> tuple[Execution, dict[str, int]]:
    """A side executed symbolically: all threads, or thread `lane`'s arguments alone."""
    machine, mem, bases = inputs.memory(side)
    fn = side.fn
    args: dict[str, list[SVal]] = {}
    for p, q in zip(inputs.fn.params, fn.params, strict=True):
        if isinstance(p.ty, PtrType):
            args[q.name] = [Term(z3.BitVecVal(bases[p.name], 64), TRUE)] * lanes
        elif isinstance(q.ty, VectorType) and not isinstance(p.ty, VectorType):
            args[q.name] = [tuple(inputs.args[p.name])]  # type: ignore[arg-type]
        elif lane is not None:
            args[q.name] = [inputs.args[p.name][lane]]
        else:
            args[q.name] = list(inputs.args[p.name])[:lanes]
    return execute(fn, lanes, side.interp, bound, args, mem, machine, abstract, deadline), bases


def _cells(run: Execution, base: int) -> list[Term]:
    out = []
    for k in range(BUFFER_ELEMENTS):
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


def _setup(source: Side, target: Side, lanes: int, signature: str | None) -> _Inputs:
    fn = source.fn
    if [p.ty for p in fn.params] != [p.ty for p in target.fn.params] and not any(
            isinstance(p.ty, VectorType) for p in target.fn.params):
        raise InputError(f"@{fn.name} and @{target.fn.name} have different signatures")
    shapes: Sequence[object] = ["v"] * len(fn.params)
    if signature is not None:
        try:
            shapes = parse_signature(signature, fn)[0]
        except ValueError as e:
            raise InputError(str(e)) from None
    return _Inputs(fn, shapes, lanes)


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
    defs: tuple[z3.BoolRef, ...] = ()  # the definitions of the runs' named terms


def _same_query(source: Side, target: Side, inputs: _Inputs, lanes: int, bound: int,
                abstract: bool, deadline: float) -> _Query:
    src, src_bases = _run(source, inputs, lanes, bound, deadline, abstract=abstract)
    tgt, tgt_bases = _run(target, inputs, lanes, bound, deadline, abstract=abstract)
    differ = [tgt.ub, z3.Not(tgt.terminated)]
    for t in range(lanes):
        for a, b in zip(_ret_elements(src.ret[t] if src.ret else None),
                        _ret_elements(tgt.ret[t] if tgt.ret else None), strict=False):
            differ.append(_differs(a, b))
    for name in inputs.buffers:
        for a, b in zip(_cells(src, src_bases[name]), _cells(tgt, tgt_bases[name]), strict=True):
            differ.append(_differs(a, b))
    return _Query(z3.And(z3.Not(src.ub), src.terminated, z3.Not(src.beyond), z3.Not(src.escape)),
                  z3.And(z3.Not(tgt.beyond), z3.Not(tgt.escape)), differ, src.escape, tgt.escape,
                  _loops(src, tgt), src.approximations | tgt.approximations, src.calls + tgt.calls,
                  src.defs + tgt.defs)


def _loops(*runs: Execution) -> dict[str, z3.BoolRef]:
    out: dict[str, list[z3.BoolRef]] = {}
    for r in runs:
        for h, cond in r.beyond_loops.items():
            out.setdefault(h, []).append(cond)
    return {h: z3.Or(*c) for h, c in out.items()}


def check_same_smt(source: Side, target: Side, lanes: int = 4, signature: str | None = None,
                   bound: int = 4, timeout_ms: int = 60_000) -> Verdict:
    """*same* for all inputs, W threads each, under the min-index schedule, loops up to `bound`
    iterations: wherever the source is defined the target is defined and agrees."""
    started = time.perf_counter()
    if (source.interp == target.interp and source.fn == target.fn
            and source.module.globals == target.module.globals
            and source.module.types == target.module.types):
        return Verdict("valid", coverage=f"for all inputs and schedules: the two functions are "
                       f"identical and run under the same interpretation ({source.interp})")
    try:
        inputs = _setup(source, target, lanes, signature)
    except Unsupported as e:
        return Verdict("unknown", reason=str(e))

    def build(abstract: bool) -> _Query:
        return _same_query(source, target, inputs, lanes, bound, abstract, started + timeout_ms / 1000)

    def replay(example: dict) -> object:
        return same_counterexample(source, target, lanes, example, "min-index")

    return _decide(inputs, build, replay, lanes, bound, timeout_ms, started,
                   f"source {source.interp}, target {target.interp}")


def _vectorize_query(scalar: Side, simd: Side, inputs: _Inputs, lanes: int, bound: int,
                     abstract: bool, vector_target: bool, deadline: float) -> _Query:
    alone = [_run(scalar, inputs, 1, bound, deadline, lane=t, abstract=abstract) for t in range(lanes)]
    tgt, tgt_bases = _run(simd, inputs, 1 if vector_target else lanes, bound, deadline, abstract=abstract)
    differ = [tgt.ub, z3.Not(tgt.terminated)]
    got = list(_ret_elements(tgt.ret[0])) if vector_target and tgt.ret else list(tgt.ret or ())
    for t, (r, _) in enumerate(alone):
        if r.ret is not None and t < len(got):
            differ.append(_differs(r.ret[0], got[t]))  # type: ignore[arg-type]
    for name in inputs.buffers:
        merged = list(inputs.buffers[name])
        for r, bases in alone:
            for k, after in enumerate(_cells(r, bases[name])):
                changed = z3.Not(z3.And(after.defined, after.value == inputs.buffers[name][k].value))
                merged[k] = choose(changed, after, merged[k])
        for a, b in zip(merged, _cells(tgt, tgt_bases[name]), strict=True):
            differ.append(_differs(a, b))
    ok = z3.And(*[z3.And(z3.Not(r.ub), r.terminated, z3.Not(r.beyond), z3.Not(r.escape)) for r, _ in alone])
    runs = [tgt, *(r for r, _ in alone)]
    return _Query(ok, z3.And(z3.Not(tgt.beyond), z3.Not(tgt.escape)), differ,
                  z3.Or(*[r.escape for r, _ in alone]), tgt.escape, _loops(*runs),
                  frozenset().union(*[r.approximations for r in runs]),
                  tuple(c for r in runs for c in r.calls), tuple(d for r in runs for d in r.defs))


def check_vectorize_smt(scalar: Side, simd: Side, signature: str, lanes: int = 4, bound: int = 4,
                        timeout_ms: int = 60_000) -> Verdict:
    """*vectorize* for all inputs: lane t of the SIMD side (min-index schedule) equals the
    scalar function run alone on thread t's arguments; memory as the scalar runs leave it."""
    started = time.perf_counter()
    vector_target = any(isinstance(p.ty, VectorType) for p in simd.fn.params) or isinstance(
        simd.fn.ret_ty, VectorType)
    try:
        inputs = _setup(scalar, simd, lanes, signature)
    except Unsupported as e:
        return Verdict("unknown", reason=str(e))

    def build(abstract: bool) -> _Query:
        return _vectorize_query(scalar, simd, inputs, lanes, bound, abstract, vector_target,
                                started + timeout_ms / 1000)

    def replay(example: dict) -> object:
        return vectorize_counterexample(scalar, simd, lanes, example, "min-index")

    sides = f"scalar runs {scalar.interp}, SIMD {'vector function' if vector_target else simd.interp}"
    return _decide(inputs, build, replay, lanes, bound, timeout_ms, started, sides)


def _decide(inputs: _Inputs, build: Callable[[bool], _Query], replay: Callable[[dict], object],
            lanes: int, bound: int, timeout_ms: int, started: float, sides: str) -> Verdict:
    """Build the query and solve it: first with floating-point operations uninterpreted (a
    proof then holds for any rounding, and is cheap), then exactly; a model is replayed. After
    a proof, short queries say whether the source is defined on some input within the bound (if
    not, nothing was compared: `unknown`) and whether some input needs more iterations."""
    def solver(limit_ms: int | None = None) -> z3.Solver:
        s = z3.Solver()
        left = max(1, timeout_ms - int(1000 * (time.perf_counter() - started)))
        s.set("timeout", min(left, limit_ms) if limit_ms else left)
        return s

    def prove(q: _Query) -> tuple[z3.CheckSatResult, z3.Solver]:
        s = solver()
        s.add(q.source_ok, q.target_within, z3.Or(*q.differ) if q.differ else FALSE)
        return s.check(), s

    try:
        query = _inline(build(True))
    except Unsupported as e:
        return Verdict("unknown", reason=str(e))
    coverage = (f"for all inputs, lanes 0..{lanes - 1}, loops up to {bound} iterations, min-index "
                f"schedule; {sides}; z3")
    if inputs.buffers:
        coverage += f"; pointer parameters: separate {BUFFER_ELEMENTS}-element i32 buffers"
    result, s = prove(query)
    timed_out = result == z3.unknown and "timeout" in s.reason_unknown()  # exact floats: harder still
    if result == z3.unsat and ABSTRACT_FLOATS in query.approximations:
        coverage += "; proved with floating-point operations uninterpreted (for any rounding)"
    elif ABSTRACT_FLOATS in query.approximations and not timed_out:
        try:
            query = _inline(build(False))
        except Unsupported as e:
            return Verdict("unknown", coverage=coverage, reason=str(e))
        result, s = prove(query)
    coverage = _approximate(Verdict("valid", coverage=coverage), query).coverage
    if result == z3.unknown:
        return Verdict("unknown", coverage=coverage, reason=_gave_up(s, lanes, bound, started))
    if result == z3.unsat:
        defined = solver(SIDE_QUERY_MS)
        defined.add(query.source_ok)
        answer = defined.check()
        if answer == z3.unsat:
            return Verdict("unknown", coverage=coverage, reason=_vacuous(query, bound, solver))
        if answer == z3.unknown:
            coverage += "; z3 did not decide quickly whether the source is defined on some input"
        escaped, cex = _objects(query, inputs, replay, solver)
        if cex is not None:
            return Verdict("invalid", coverage=coverage + _bounds(query, bound, solver), counterexample=cex)
        return Verdict("valid", coverage=coverage + _bounds(query, bound, solver) + escaped)
    example, cex, refined = _refine(s, query, inputs, replay)
    if cex is None:
        if query.approximations:
            return Verdict("unknown", coverage=coverage, reason=(
                f"z3's counterexample {example['args']} does not replay: it relies on what the "
                f"encoding does not model exactly ({', '.join(sorted(query.approximations))})"
                + (f"; {refined}" if refined else "")))
        raise ReplayMismatch(f"z3's counterexample {example} does not replay in the interpreter: "
                             "a bug of the SMT encoding")
    return Verdict("invalid", coverage=coverage + _bounds(query, bound, solver), counterexample=cex)


def _inline(q: _Query) -> _Query:
    """The query with the runs' named terms replaced by their definitions: the names keep
    building linear, and z3 solves the inlined terms (shared as one DAG) far better than the
    definitions. Each definition only uses earlier names, so one pass in order inlines them all;
    the substitution arrays are filled once (z3.substitute would rebuild them per call)."""
    if not q.defs:
        return q
    ctx = z3.main_ctx()
    n = len(q.defs)
    names, values = (z3.Ast * n)(), (z3.Ast * n)()  # type: ignore[attr-defined,operator]
    keep = []  # the inlined terms, alive while the arrays point at them
    for i, d in enumerate(q.defs):
        value = d.arg(1)
        if i:
            value = z3.ExprRef(z3.Z3_substitute(ctx.ref(), value.as_ast(), i, names, values), ctx)
        names[i], values[i] = d.arg(0).as_ast(), value.as_ast()
        keep.append(value)

    def sub(e: z3.ExprRef) -> z3.ExprRef:
        return type(e)(z3.Z3_substitute(ctx.ref(), e.as_ast(), n, names, values), ctx)

    return _Query(sub(q.source_ok), sub(q.target_within), [sub(d) for d in q.differ],
                  sub(q.source_escape), sub(q.target_escape), {h: sub(c) for h, c in q.beyond.items()},
                  q.approximations, tuple(attrs.evolve(c, args=tuple(sub(a) for a in c.args),
                                                       result=sub(c.result)) for c in q.calls))


def _bounds(q: _Query, bound: int, solver: Callable[..., z3.Solver]) -> str:
    """What the coverage says about inputs that need more than `bound` iterations."""
    answers = {h: _sat(solver, cond) for h, cond in q.beyond.items()}
    more = [h for h, a in answers.items() if a == z3.sat]
    if more:
        return (f"; inputs that need more than {bound} iterations of the loop(s) at "
                f"{', '.join(more)} exist and are not covered")
    if all(a == z3.unsat for a in answers.values()):
        return f"; no input needs more than {bound} iterations: complete"
    return f"; whether some input needs more than {bound} iterations was not decided quickly"


def _objects(q: _Query, inputs: _Inputs, replay: Callable[[dict], object],
             solver: Callable[..., z3.Solver]) -> tuple[str, object]:
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
            replay: Callable[[dict], object]) -> tuple[dict, object, str]:
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
    functions = {c.result.decl(): c for c in calls if len(c.args) <= 2}  # type: ignore[attr-defined]
    return [_real(c, point) for c in functions.values() for point in product(PROBES, repeat=len(c.args))]


def _real(c: Application, args: tuple[float, ...]) -> z3.BoolRef:
    """The ground fact that `c`'s uninterpreted function equals the real one (the interpreter's
    θ) at `args`, rounded to the call's type."""
    with np.errstate(all="ignore"):
        lanes = [Lanes(np.array([x], dtype_of(c.ty)), np.ones(1, np.bool_)) for x in args]
        real = lookup(c.name)(lanes, [c.ty] * len(args), c.ty, np.ones(1, np.bool_), None)  # type: ignore[arg-type]
    point = [lane_value(x, c.ty, 0).value for x in lanes]
    return c.result.decl()(*point) == lane_value(real, c.ty, 0).value  # type: ignore[attr-defined,arg-type]


def _gave_up(s: z3.Solver, lanes: int, bound: int, started: float) -> str:
    return (f"z3 gave up ({s.reason_unknown()}) after {time.perf_counter() - started:.0f} s at "
            f"W = {lanes}, loops up to {bound} iterations; a smaller --lanes or --unroll, or a "
            "longer --timeout, may decide it")


def _approximate(v: Verdict, q: _Query) -> Verdict:
    rest = sorted(a for a in q.approximations if a != ABSTRACT_FLOATS)
    if not rest:
        return v
    return attrs.evolve(v, coverage=f"{v.coverage}; not modelled exactly: {', '.join(rest)}")


def _sat(solver: Callable[..., z3.Solver], cond: z3.BoolRef) -> z3.CheckSatResult:
    s = solver(SIDE_QUERY_MS)
    s.add(cond)
    return s.check()


def _vacuous(q: _Query, bound: int, solver: Callable[..., z3.Solver]) -> str:
    """Why nothing was compared: the source is undefined, or every defined input needs more
    iterations of a named loop than the bound."""
    more = [h for h, cond in q.beyond.items() if _sat(solver, cond) == z3.sat]
    if more:
        return (f"every input on which the source is defined needs more than {bound} iterations "
                f"of the loop(s) at {', '.join(more)} (raise --unroll), or the source is undefined")
    return "the source is undefined on every input, so nothing was compared"
