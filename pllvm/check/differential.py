"""Run-based checking of two relations (semantics/checking.md):

- *same* [CHK-SAME]: source and target, same signature, W threads each (e.g. source FR, target
  OBL), under every greedy scheduling policy: every target outcome refines a source outcome;
- *loop* [CHK-LOOP]: the scalar source run once (one thread, uniform arguments) against the
  target run with W threads (an outer loop vectorized, [TR-OUTER]): every thread returns what the
  source returns and memory ends as the source leaves it;
- *vectorize* [CHK-VECTORIZE]: lane t of the SIMD target equals the scalar source run alone on
  thread t's arguments. The target is a P-LLVM function run with W threads (OBL by default), or
  a function over LLVM vectors (`<W x T>` for varying parameters) run with one thread. A source
  whose threads interact (horizontal builtins) is compared against its own lock-step run.

Inputs are drawn from the programs (`pllvm.check.inputs`), cut to what the source touches, and
shrunk by hypothesis when they show a difference; every verdict says what it covered
(`pllvm.check.coverage`), and a target block that never ran makes `valid` `unknown`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import attrs
from hypothesis import HealthCheck, Phase, find, settings
from hypothesis import strategies as st
from hypothesis.errors import NoSuchExample
from hypothesis.internal.conjecture import providers

from pllvm.check.coverage import Coverage, doomed_blocks
from pllvm.check.explain import first_difference, site
from pllvm.check.inputs import Plan, absolute, alias_grid, fit, mask_grid, plan, strategy
from pllvm.check.options import FUEL, Options, Relation, Side
from pllvm.check.refine import refines, same_value, within
from pllvm.check.verdict import Counterexample, Verdict
from pllvm.errors import InputError, PllvmError, Unsupported
from pllvm.exec import Buffer, RunResult, run, run_batch
from pllvm.exec.explore import Outcome, explore
from pllvm.exec.lanes import POISON
from pllvm.exec.state import StepRecord
from pllvm.exec.trace import show_value
from pllvm.syntax import I1, Function, Module, VectorType
from pllvm.syntax.builtins import consolidates, external_callees, is_horizontal
from pllvm.syntax.layout import Layout
from pllvm.text.parser import parse_type

__all__ = ["POLICIES", "check_by_runs", "replay", "same_counterexample",
           "vectorize_counterexample"]

POLICIES = ("min-index", "max-index", "random:1", "random:2")
EXPLORED = "explored"  # a counterexample's schedules come from exhaustive exploration
EXHAUSTIVE_LANES = 3  # every greedy schedule is explored for 2 ≤ W ≤ this
EXPLORE_SCHEDULES = 500  # per side and input
EXPLORE_STEPS = 5000  # block steps over all schedules, per side and input
TARGET_FUEL = 16  # a target run's step budget, times the source's steps on the same input
TARGET_FUEL_MIN = 1000
BUFFER_ELEMENTS = 16  # the SMT encoding's buffers (i32 elements per pointer parameter)
ADAPT_AFTER = 5  # defined inputs after which the source's step budget follows its runs
_LAYOUT = Layout({})
REASSOC_EPSILON = 2.0**-23  # [CHK-REASSOC]: float's machine epsilon (generous for double)


class _OutOfTime(BaseException):
    """The check's time limit ended the search (a BaseException, so hypothesis does not treat
    it as a failure of the input)."""


# ---------------------------------------------------------------- running one side


def _buffers(spec: dict) -> dict[str, Buffer]:
    """The example's buffers for a run: typed (`{"type", "data"}`) or plain i32 lists."""
    return {name: Buffer(b["type"], tuple(b["data"])) if isinstance(b, dict) else Buffer("i32", tuple(b))
            for name, b in spec.items()}


def _renamed(args: dict, source: Function, target: Function, lanes: int | None = None) -> dict:
    """The source's arguments under the target's parameter names (matched by position); a
    target with one more parameter, a `<W x i1>` (the entry mask `pllvm lower` adds,
    [WIDEN-FUNCTION]), gets every thread live."""
    out = {t.name: args[s.name] for s, t in zip(source.params, target.params[:len(source.params)],
                                                  strict=True)}
    mask = entry_mask(source, target)
    if mask is not None:
        out[mask] = [1] * (lanes if lanes is not None else len(next(iter(args.values()), [1])))
    return out


def entry_mask(source: Function, target: Function) -> str | None:
    """The target's entry-mask parameter: the one `<N x i1>` past the source's parameters."""
    extra = target.params[len(source.params):]
    if len(extra) == 1 and isinstance(extra[0].ty, VectorType) and extra[0].ty.elem == I1:
        return extra[0].name
    return None


def widened(scalar: Function, simd: Function) -> bool:
    """`simd` is `scalar` widened to a function over LLVM vectors run by one thread: it has
    the entry mask `pllvm lower` adds, or vector parameters or result where `scalar` has other
    types (a scalar, or a thread's own narrower vector, [WIDEN-TENSOR])."""
    if entry_mask(scalar, simd) is not None:
        return True
    pairs = [*zip([p.ty for p in scalar.params], [p.ty for p in simd.params], strict=False),
             (scalar.ret_ty, simd.ret_ty)]
    return any(isinstance(b, VectorType) and a != b for a, b in pairs)


def _vector_args(source: Function, target: Function, args: dict, lanes: int) -> dict:
    """Thread-wise arguments packed for a function over LLVM vectors run by one thread: a vector
    parameter takes the threads' values (a thread's own vector, `<n x T>` in the source, is
    elements t·n .. t·n + n - 1 of `<W·n x T>`, [WIDEN-TENSOR]), a scalar one thread 0's (it
    is uniform)."""
    def packed(values: list) -> list:
        return [x for v in values for x in v] if values and isinstance(values[0], list) else values

    return {name: [packed(values)] if isinstance(p.ty, VectorType) else [values[0]]
            for p, (name, values) in zip(target.params,
                                         _renamed(args, source, target, lanes).items(), strict=True)}


def _run_side(side: Side, lanes: int, example: dict, policy: str, fuel: int, names: Function,
              trace: bool = False, schedule: list[str] | None = None,
              extents: bool = False) -> RunResult:
    """Run one side on an example whose arguments are named after `names`' parameters: W
    threads under a policy (or an explicit schedule), or one thread for a function over LLVM
    vectors."""
    buffers = _buffers(example["buffers"])
    fuel = min(fuel, side.fuel) if side.fuel is not None else fuel
    if names is not side.fn and widened(names, side.fn):
        return run(side.module, side.function, 1, side.interp,
                   _vector_args(names, side.fn, example["args"], lanes), buffers, fuel=fuel, trace=trace,
                   extents=extents, externals=True)
    args = example["args"] if names is side.fn else _renamed(example["args"], names, side.fn, lanes)
    return run(side.module, side.function, lanes, side.interp, args, buffers, schedule,
               fuel=fuel, trace=trace, scheduler=policy if schedule is None else POLICIES[0],
               extents=extents, externals=True)


def _scalar_runs(scalar: Side, lanes: int, example: dict, fuel: int, trace: bool = False,
                 extents: bool = False) -> list[RunResult]:
    """Thread t's arguments run alone, for each t (untraced: as one batch, exec.run_batch)."""
    args = [{k: [v[t]] for k, v in example["args"].items()} for t in range(lanes)]
    if trace:
        return [run(scalar.module, scalar.function, 1, scalar.interp, a,
                    _buffers(example["buffers"]), fuel=fuel, trace=True, extents=extents,
                    externals=True) for a in args]
    return run_batch(scalar.module, scalar.function, 1, scalar.interp, args,
                     _buffers(example["buffers"]), fuel=fuel, extents=extents, externals=True)


def _defined(r: RunResult | Outcome) -> bool:
    return r.ub is None and r.terminated


def _undefined_why(runs: Sequence[RunResult]) -> str | None:
    """Why a set of source runs puts an input outside the source's defined behaviour, or None."""
    if any(r.ub is not None for r in runs):
        return "ub"
    if any(not r.terminated for r in runs):
        return "no_end"
    return None


def _union_extents(runs: Sequence[RunResult]) -> dict[str, tuple[int, int] | None]:
    out: dict[str, tuple[int, int] | None] = {}
    for r in runs:
        for name, ext in r.extents.items():
            old = out.get(name)
            out[name] = ext if old is None else (old if ext is None else
                                                 (min(old[0], ext[0]), max(old[1], ext[1])))
    return out


# ---------------------------------------------------------------- outcomes and refinement


@attrs.frozen
class _Observed:
    """What one side did on one input, in the source's terms: a return value per thread and
    the final contents of every buffer."""

    ret: list | None
    memory: dict[str, list]
    slack: _Observed | None = None  # [CHK-REASSOC]: how far each float may move


def _observed(r: RunResult | Outcome, vector_target: bool, lanes: int) -> _Observed:
    """A run's results per thread: a function over LLVM vectors returns thread t's value in
    lane t."""
    if vector_target:
        v = r.ret[0] if r.ret else None
        if isinstance(v, list) and len(v) > lanes and len(v) % lanes == 0:  # [WIDEN-TENSOR]
            n = len(v) // lanes
            v = [v[t * n:(t + 1) * n] for t in range(lanes)]
        return _Observed(v if isinstance(v, list) else [v] * lanes if r.ret else None, r.memory)
    return _Observed(r.ret, r.memory)


def _refined(src: _Observed, tgt: _Observed, what: str) -> str | None:
    """Why the target's results do not refine the source's ([CHK-REFINE], up to reassociation
    where the source allows it, [CHK-REASSOC]), or None."""
    slack = src.slack or _Observed(None, {})
    for t, a in enumerate(src.ret or []):
        b = tgt.ret[t] if tgt.ret is not None and t < len(tgt.ret) else None
        if not _allowed(a, b, _at(slack.ret, t)):
            return f"thread {t} returns {_show(b)}, {what} returns {_show(a)}"
    for name, data in src.memory.items():
        other = tgt.memory.get(name, [])
        for k, a in enumerate(data):
            b = other[k] if k < len(other) else None
            if not _allowed(a, b, _at(slack.memory.get(name), k)):
                return f"@{name}[{k}] is {_show(b)}, {what} leaves {_show(a)}"
    return None


def _at(values: list | None, k: int) -> object:
    return values[k] if values is not None and k < len(values) else None


def _allowed(a: object, b: object, slack: object) -> bool:
    return refines(a, b) or (slack is not None and within(a, b, slack))


def _reassociates(fn: Function) -> bool:
    """Whether the function lets floating-point operations be reassociated (`reassoc`, `fast`)."""
    return any(any(f in ("reassoc", "fast") for f in getattr(c.op, "flags", ()))
               for b in fn.blocks for c in b.commands)


def _scaled(v: object, factor: float) -> Any:
    """A run's float results on absolute inputs, times `factor`: the slack of [CHK-REASSOC]."""
    if isinstance(v, list):
        return [_scaled(x, factor) for x in v]
    if isinstance(v, str) and v == POISON:
        return math.inf  # the absolute terms overflow under `ninf`: any order may
    x = v if isinstance(v, float) else float(v) if v in ("inf", "nan") else None
    return None if x is None else abs(x) * factor if x == x else math.inf


def _target_failure(tgt: RunResult | Outcome) -> str | None:
    """A target run that cannot refine any defined source run: undefined behaviour, no end."""
    if tgt.ub is not None:
        return f"the target fails where the source is defined: {tgt.ub}"
    if not tgt.terminated:
        return "the target does not terminate where the source does"
    return None


def _merged(alone: Sequence[RunResult], example: dict) -> _Observed | None:
    """The W scalar runs as one observation: each thread's return value, and each buffer cell as
    the run that changed it leaves it; None if two runs leave one cell different (the threads
    interact through memory, and the relation says nothing)."""
    memory: dict[str, list] = {}
    for name, initial in example["buffers"].items():
        start = list(initial["data"] if isinstance(initial, dict) else initial)
        cells = list(start)
        written: set[int] = set()
        for r in alone:
            for k, after in enumerate(r.memory.get(name, [])[: len(start)]):
                if same_value(start[k], after):
                    continue
                if k in written and not same_value(cells[k], after):
                    return None
                cells[k] = after
                written.add(k)
        memory[name] = cells
    return _Observed([r.ret[0] if r.ret else None for r in alone], memory)


def _interfere(alone: Sequence[RunResult], example: dict) -> bool:
    """[CHK-VECTORIZE] a thread's scalar run writes an element another thread's run accesses:
    in lock step the threads would see each other's stores, which no scalar run does, so the
    W runs are not the meaning of the input (a vectorized `a[i] *= 2` over one array, with
    every thread given the same pointer)."""
    sizes = _elem_sizes(example)
    for name, initial in example["buffers"].items():
        start = list(initial["data"] if isinstance(initial, dict) else initial)
        size = sizes[name]
        for t, r in enumerate(alone):
            changed = [k for k, after in enumerate(r.memory.get(name, [])[: len(start)])
                       if not same_value(start[k], after)]
            for u, other in enumerate(alone):
                seen = other.touched.get(name)
                if u != t and seen is not None and any(seen[k * size:(k + 1) * size].any()
                                                       for k in changed):
                    return True
    return False


# ---------------------------------------------------------------- relations


@attrs.define
class _Failure:
    """A difference found on one input: under which policy (or explored schedules) and why."""

    example: dict
    policy: str
    why: str
    schedules: tuple[list[str], list[str]] | None = None  # (source, target), when explored


@attrs.define
class _Relation:
    """A relation between a source and a target, run on one input at a time."""

    source: Side
    target: Side
    lanes: int
    name: str = "same"

    @property
    def vector_target(self) -> bool:
        return widened(self.source.fn, self.target.fn)

    @property
    def lockstep_source(self) -> bool:
        """The source runs with W threads (same; vectorize of a source whose threads interact);
        [CHK-LOOP]'s source is a scalar loop, run once, whatever it calls."""
        return self.name == "same" or (self.name == "vectorize" and is_horizontal(self.source.fn))

    @property
    def policies(self) -> tuple[str, ...]:
        return POLICIES if self.lanes > 1 else POLICIES[:1]

    @property
    def target_policies(self) -> tuple[str, ...]:
        return POLICIES[:1] if self.vector_target else self.policies

    def source_runs(self, example: dict, fuel: int, extents: bool = False,
                    policies: Sequence[str] | None = None, trace: bool = False) -> list[RunResult]:
        """The source's runs that define the reference: W threads under each policy, or each
        thread's arguments alone."""
        if self.lockstep_source:
            return [_run_side(self.source, self.lanes, example, p, fuel, self.source.fn,
                              trace=trace, extents=extents) for p in (policies or self.policies)]
        once = 1 if self.name == "loop" else self.lanes  # [CHK-LOOP]: thread 0's (uniform) arguments
        return _scalar_runs(self.source, once, example, fuel, trace=trace, extents=extents)

    def references(self, runs: list[RunResult], example: dict) -> list[_Observed] | None:
        """What the target may do: one observation per source run (W threads), or the merged
        scalar runs; None if the scalar runs interact through memory. Where the source lets
        floats be reassociated, each carries its slack ([CHK-REASSOC])."""
        refs = self._observations(runs, example)
        if refs is None or not _reassociates(self.source.fn):
            return refs
        bound = absolute(example, self.source.fn)
        steps = max(r.steps for r in runs)
        bounds = self._observations(self.source_runs(bound, TARGET_FUEL * steps + TARGET_FUEL_MIN),
                                    bound)
        if bounds is None:
            return refs
        ops = max(len(b.commands) for b in self.source.fn.blocks)
        factor = 2.0 * steps * ops * REASSOC_EPSILON
        return [attrs.evolve(r, slack=_Observed(_scaled(b.ret, factor), {
            n: _scaled(d, factor) for n, d in b.memory.items()})) for r, b in zip(refs, bounds, strict=False)]

    def _observations(self, runs: list[RunResult], example: dict) -> list[_Observed] | None:
        if self.lockstep_source:
            return [_observed(r, False, self.lanes) for r in runs]
        if self.name == "loop":  # every thread returns the one run's value
            (once,) = runs
            return [_Observed([once.ret[0] if once.ret else None] * self.lanes, once.memory)]
        merged = _merged(runs, example)
        return None if merged is None else [merged]

    def target_run(self, example: dict, policy: str, fuel: int, trace: bool = False,
                   schedule: list[str] | None = None) -> RunResult:
        return _run_side(self.target, self.lanes, example, policy, fuel, self.source.fn,
                         trace=trace, schedule=schedule)

    def why(self, refs: list[_Observed], tgt: RunResult | Outcome, policy: str) -> str | None:
        """Why a target run refines none of the source's observations (the message names the
        one of the same policy), or None."""
        failure = _target_failure(tgt)
        if failure is not None:
            return failure
        seen = _observed(tgt, self.vector_target, self.lanes)
        what = ("the source" if self.lockstep_source else "the scalar loop" if self.name == "loop"
                else "the scalar run")
        reasons = [_refined(ref, seen, what) for ref in refs]
        if any(r is None for r in reasons):
            return None
        k = self.policies.index(policy) if policy in self.policies and len(refs) > 1 else 0
        return reasons[k]

    @property
    def exhaustive(self) -> bool:
        return 2 <= self.lanes <= EXHAUSTIVE_LANES and not self.vector_target

    def explored(self, example: dict, refs: list[_Observed]) -> tuple[list[str], list[str]] | str | None:
        """Schedules (source, target) under which the target reaches an outcome no source
        schedule allows; None if there is none, "cut" if an exploration hit its bound, "ub" if
        some source schedule is undefined (the input is then outside the source's behaviour)."""
        tgt = explore(self.target.module, self.target.function, self.lanes, self.target.interp,
                      _renamed(example["args"], self.source.fn, self.target.fn, self.lanes),
                      _buffers(example["buffers"]), max_schedules=EXPLORE_SCHEDULES,
                      max_total_steps=EXPLORE_STEPS, externals=True)
        src_example: list[str] = []
        if self.lockstep_source:
            src = explore(self.source.module, self.source.function, self.lanes, self.source.interp,
                          example["args"], _buffers(example["buffers"]),
                          max_schedules=EXPLORE_SCHEDULES, max_total_steps=EXPLORE_STEPS,
                          externals=True)
            if not src.complete:
                return "cut"
            if any(o.ub is not None for o in src.outcomes):
                return "ub"
            refs = [_observed(o, False, self.lanes) for o in src.outcomes]
            src_example = src.outcomes[0].example if src.outcomes else []
        if not tgt.complete:
            return "cut"
        for o in tgt.outcomes:
            if self.why(refs, o, POLICIES[0]) is not None:
                return src_example, o.example
        return None


def _relation(name: str, source: Side, target: Side, lanes: int) -> _Relation:
    if name not in ("same", "vectorize", "loop"):
        raise InputError(f"unknown relation {name!r}: same, vectorize or loop")
    if name in ("same", "loop"):
        _same_signature(source.fn, target.fn)
    return _Relation(source, target, lanes, name)


def _same_signature(a: Function, b: Function) -> None:
    if [p.ty for p in a.params] != [p.ty for p in b.params] or a.ret_ty != b.ret_ty:
        raise InputError(f"@{a.name} and @{b.name} have different signatures")


# ---------------------------------------------------------------- the search


@attrs.define
class _Search:
    """One check's state across its inputs: the plan, the coverage, the source's step budget,
    the time limit ([CHK-BUDGET]), and the first difference found."""

    rel: _Relation
    plan: Plan
    opts: Options
    coverage: Coverage
    deadline: float
    fuel: int
    longest: int = 0
    failure: _Failure | None = None
    unsupported: str = ""

    def differs(self, drawn: dict, layout: bool = False) -> bool:
        """Run one drawn input (or, `layout`, one of the aliasing grid); True if the target
        does something the source does not allow."""
        if time.monotonic() > self.deadline:
            raise _OutOfTime
        tally = self.failure is None  # inputs re-run while shrinking are not counted again
        if tally:
            counter = drawn.get("grid", "layouts") if layout else "drawn"
            setattr(self.coverage, counter, getattr(self.coverage, counter) + 1)
        try:
            found = self._one(drawn, tally)
        except Unsupported as e:
            self.unsupported = str(e)
            if tally:
                self.coverage.unsupported += 1
            return False
        if tally and self.opts.progress is not None:
            self.opts.progress(self.coverage.drawn, self.opts.examples)
        if found is not None:
            self.failure = found  # hypothesis keeps shrinking: the last one found is the smallest
            return True
        return False

    def _one(self, drawn: dict, tally: bool) -> _Failure | None:
        rel, cov = self.rel, self.coverage
        probe = rel.source_runs(self._probe_example(drawn), self.fuel, extents=True,
                                policies=rel.policies[:1])
        why = _undefined_why(probe)
        if why is None and (any(r.raced for r in probe) if rel.lockstep_source
                            else _interfere(probe, drawn)):
            why = "race"
        if why is None:
            example = fit(drawn, _union_extents(probe), self.plan)
            runs = rel.source_runs(example, self.fuel)
            why = _undefined_why(runs)
        if why is not None:
            if tally:
                field = {"ub": "source_ub", "no_end": "source_no_end", "race": "not_independent"}[why]
                setattr(cov, field, getattr(cov, field) + 1)
            return None
        refs = rel.references(runs, example)
        if refs is None:
            if tally:
                cov.not_independent += 1
            return None
        steps = max(r.steps for r in runs)
        if tally:
            cov.defined += 1
            self._adapt(steps)
        tfuel = TARGET_FUEL * steps + TARGET_FUEL_MIN
        found, tgts = None, []
        for policy in rel.target_policies:
            tgt = rel.target_run(example, policy, tfuel)
            tgts.append(tgt)
            why = rel.why(refs, tgt, policy)
            if why is not None:
                found = _Failure(example, policy, why)
                break
        if tally:
            cov.ran(tgts)
        if found is None and rel.exhaustive:
            explored = rel.explored(example, refs)
            if tally:
                cov.explored["cut" if explored == "cut" else "complete"] += 1
            if isinstance(explored, tuple):
                found = _Failure(example, EXPLORED, "", explored)
        return found

    def _probe_example(self, drawn: dict) -> dict:
        return {"args": drawn["args"], "buffers": drawn["buffers"]}

    def _adapt(self, steps: int) -> None:
        """[CHK-BUDGET] After a few defined inputs, the source's budget follows its longest run, so that an
        input that does not end costs a bounded multiple of the ones that do."""
        self.longest = max(self.longest, steps)
        if self.coverage.defined >= ADAPT_AFTER:
            self.fuel = min(self.opts.fuel, max(TARGET_FUEL_MIN, TARGET_FUEL * self.longest))


def check_by_runs(relation: Relation, source: Side, target: Side, opts: Options) -> Verdict:
    """The run-based check of `relation` (same or vectorize) between two functions."""
    rel = _relation(relation, source, target, opts.lanes)
    try:
        p = plan(source.fn, target.fn, opts.shapes, opts.lanes, opts.buffers)
        draws, grid = strategy(p), alias_grid(p)
        if consolidates(target.fn):
            grid += mask_grid(p)
    except Unsupported as e:
        return Verdict("unknown", reason=str(e))
    cov = Coverage(target.fn, edges_tracked=rel.vector_target or rel.lanes == 1,
                   allowed=opts.allow_uncovered,
                   doomed=frozenset(doomed_blocks(source.fn)) & set(target.fn.labels))
    start = time.monotonic()
    search = _Search(rel, p, opts, cov, start + opts.seconds, opts.fuel)
    try:
        if not any(search.differs(example, layout=True) for example in grid):
            _find(draws, search.differs, opts.examples, opts.seed)
    except _OutOfTime:
        cov.stopped = (f"stopped at the time limit of {opts.seconds:g} s after {cov.drawn} "
                       f"of {opts.examples} inputs")
    cov.seconds = time.monotonic() - start
    cov.fuel = search.fuel
    summary = _summary(rel, cov, opts)
    if search.failure is not None:
        return Verdict("invalid", coverage=summary, details=cov.to_json(),
                       counterexample=_counterexample(rel, search.failure))
    return _verdict_without_difference(rel, cov, summary, search.unsupported)


def _summary(rel: _Relation, cov: Coverage, opts: Options) -> str:
    """The verdict's coverage line: the inputs, the target blocks run, the runs compared."""
    if rel.name == "same":
        runs = f"source {rel.source.interp}, target {rel.target.interp}"
    else:
        runs = (f"scalar runs {rel.source.interp}" if not rel.lockstep_source else
                f"the source's lock-step run {rel.source.interp} (its threads interact)")
        runs += f", SIMD {'vector function' if rel.vector_target else rel.target.interp}"
    text = (cov.summary() + (f" for the shapes {opts.shapes}" if opts.shapes else "")
            + f"; W = {rel.lanes}; {runs}")
    if rel.lanes > 1:
        text += f"; schedulers {', '.join(rel.target_policies)}"
    if _reassociates(rel.source.fn):
        text += "; floats compared up to reassociation (the source's reassoc/fast flags)"
    external = sorted({name for side in (rel.source, rel.target) for name in external_callees(
        side.fn, {f.name for f in side.module.functions})})
    if external:
        text += (f"; {', '.join('@' + n for n in external)} uninterpreted (external): pure "
                 "functions of their arguments, so how often and in what order they are called "
                 "is not compared ([THETA-EXTERNAL])")
    if rel.exhaustive:
        text += (f"; every greedy schedule explored for {cov.explored['complete']} inputs"
                 + (f" (cut at {EXPLORE_SCHEDULES} schedules or {EXPLORE_STEPS} steps for "
                    f"{cov.explored['cut']})"
                    if cov.explored["cut"] else ""))
    return text


def _verdict_without_difference(rel: _Relation, cov: Coverage, summary: str,
                                unsupported: str) -> Verdict:
    """`valid` only if something was compared and every target block the verdict depends on
    ran on a defined input; otherwise `unknown` with the reason."""
    details = cov.to_json()
    if cov.defined == 0:
        reason = ("the source is undefined or does not terminate on every drawn input, so "
                  "nothing was compared")
        if unsupported:
            reason = f"{unsupported} (on {cov.unsupported} of {cov.drawn} inputs)"
        return Verdict("unknown", coverage=summary, details=details, reason=reason)
    if cov.uncovered:
        return Verdict("unknown", coverage=summary, details=details, reason=(
            f"never ran on an input on which the source is defined: {', '.join(cov.uncovered)} "
            "(target blocks; state buffer sizes with --buffer, draw more with --examples, or "
            "accept with --allow-uncovered)"))
    return Verdict("valid", coverage=summary, details=details)


def _find(strategy: st.SearchStrategy[dict], condition: Callable[[dict], bool], examples: int,
          seed: int) -> dict | None:
    """The minimal drawn example satisfying `condition`, or None after `examples` draws."""
    try:
        with _constants_of_no_module():
            return find(strategy, condition, random=random.Random(seed),
                        settings=settings(max_examples=examples, database=None, deadline=None,
                                          phases=[Phase.generate, Phase.shrink],
                                          suppress_health_check=list(HealthCheck)))
    except NoSuchExample:
        return None


@contextmanager
def _constants_of_no_module() -> Iterator[None]:
    """[CHK-INPUTS] hypothesis mixes the literals of every imported local module into what it
    draws, so a check's inputs would depend on which modules some earlier code imported (in a
    test run, on the order of the tests). Within a check it draws from its own constants only,
    so that a verdict depends on the seed and the budget alone."""
    local = getattr(providers, "_get_local_constants", None)
    cache = getattr(providers, "CONSTANTS_CACHE", None)
    if local is None or cache is None:  # a hypothesis without module constants
        yield
        return
    providers._get_local_constants = providers.Constants
    cache.cache.clear()
    try:
        yield
    finally:
        providers._get_local_constants = local
        cache.cache.clear()


# ---------------------------------------------------------------- counterexamples


def _counterexample(rel: _Relation, f: _Failure) -> Counterexample:
    """The counterexample of a failure, with traces; its difference is found again."""
    if rel.name == "same":
        cex = same_counterexample(rel.source, rel.target, rel.lanes, f.example, f.policy,
                                  schedules=f.schedules if f.policy == EXPLORED else None)
    else:
        cex = vectorize_counterexample(rel.source, rel.target, rel.lanes, f.example, f.policy,
                                       f.schedules[1] if f.policy == EXPLORED and f.schedules else None,
                                       rel.name)
    if cex is None:
        raise PllvmError("internal: a difference found during the search did not reproduce")
    return cex


def _fuel_for(rel: _Relation, example: dict) -> tuple[list[RunResult], int]:
    runs = rel.source_runs(example, FUEL, trace=True)
    return runs, TARGET_FUEL * max(r.steps for r in runs) + TARGET_FUEL_MIN


def same_counterexample(source: Side, target: Side, lanes: int, example: dict, policy: str,
                        target_policy: str | None = None,
                        schedules: tuple[list[str], list[str]] | None = None) -> Counterexample | None:
    """The *same* counterexample for one input under a policy (the target may run under another
    one) or under explicit `schedules` (policy EXPLORED), with traces; None if the two sides
    agree there."""
    src_schedule, tgt_schedule = schedules or (None, None)
    src = _run_side(source, lanes, example, policy, source.fuel or FUEL, source.fn, trace=True,
                    schedule=src_schedule or None)
    fuel = TARGET_FUEL * src.steps + TARGET_FUEL_MIN
    tgt = _run_side(target, lanes, example, target_policy or policy, fuel, source.fn, trace=True,
                    schedule=tgt_schedule)
    rel = _Relation(source, target, lanes, "same")
    refs = rel.references([src], example) if _defined(src) else None
    why = rel.why(refs, tgt, policy) if refs is not None else None
    if why is None:
        return None
    sides = ({**source.describe(), "ret": src.ret, "memory": src.memory, "schedule": src.schedule},
             {**target.describe(), "ret": tgt.ret, "memory": tgt.memory, "schedule": tgt.schedule})
    if target_policy is not None:
        sides[0]["scheduler"], sides[1]["scheduler"] = policy, target_policy
    explained = first_difference(why, (src, source.fn), (tgt, target.fn), _elem_sizes(example))
    return Counterexample("same", lanes, example["args"], _buffer_json(example), policy, *sides,
                          explained or why, _side_by_side(src, tgt))


def vectorize_counterexample(scalar: Side, simd: Side, lanes: int, example: dict,
                             policy: str = POLICIES[0], schedule: list[str] | None = None,
                             relation: str = "vectorize") -> Counterexample | None:
    """The *vectorize* (or *loop*) counterexample for one input and the SIMD side's policy (or
    explicit `schedule`, policy EXPLORED), with traces; None if the SIMD side agrees there."""
    rel = _Relation(scalar, simd, lanes, relation)
    runs, fuel = _fuel_for(rel, example)
    if _undefined_why(runs) is not None:
        return None
    refs = rel.references(runs, example)
    if refs is None:
        return None
    tgt = rel.target_run(example, POLICIES[0] if policy == EXPLORED else policy, fuel,
                         trace=True, schedule=schedule)
    why = rel.why(refs, tgt, policy)
    if why is None:
        return None
    if rel.lockstep_source:
        k = rel.policies.index(policy) if policy in rel.policies else 0
        ref_run, source = runs[k], {**scalar.describe(), "ret": runs[k].ret, "memory": runs[k].memory,
                                    "schedule": runs[k].schedule}
    else:
        ref_run = runs[0] if relation == "loop" else runs[_writer(runs, why, example)]
        source = {**scalar.describe(), "ret": refs[0].ret, "memory": refs[0].memory}
    explained = first_difference(why, (ref_run, scalar.fn), (tgt, simd.fn), _elem_sizes(example),
                                 None if rel.lockstep_source else 0, 0 if rel.vector_target else None)
    return Counterexample(
        relation, lanes, example["args"], _buffer_json(example), policy, source,
        {**simd.describe(), "ret": tgt.ret, "memory": tgt.memory, "schedule": tgt.schedule},
        explained or why, _side_by_side(ref_run, tgt))


def _writer(alone: list[RunResult], why: str, example: dict) -> int:
    """The scalar run that stands for the difference: the thread that returns, or the run that
    stored to the differing cell (thread 0 if none did)."""
    where = site(why)
    if where is None or where[0] == "ret":
        return _lane_of(why)
    name, k = where[1]
    size = _elem_sizes(example).get(name, 1)
    for t, r in enumerate(alone):
        base = r.addresses.get(name)
        if base is not None and any(((s.stored >= base + k * size) & (s.stored < base + (k + 1) * size)).any()
                                    for s in r.trace):
            return t
    return 0


def _lane_of(why: str | None) -> int:
    if why and why.startswith("thread "):
        return int(why.split()[1])
    return 0


def _show(v: object) -> str:
    return show_value(v, exact=True)


def _buffer_json(example: dict) -> dict[str, dict]:
    return {n: dict(b) if isinstance(b, dict) else {"type": "i32", "data": list(b)}
            for n, b in example["buffers"].items()}


def _row(r: StepRecord) -> str:
    values = ", ".join(f"%{k}=[{', '.join(map(show_value, v))}]" for k, v in r.values.items())
    return f"{r.block} amsk={''.join('1' if b else '0' for b in r.amsk)} {values}"


def _side_by_side(src: RunResult, tgt: RunResult) -> list[tuple[str, str]]:
    n = max(len(src.trace), len(tgt.trace))
    rows = []
    for k in range(min(n, 40)):
        a = _row(src.trace[k]) if k < len(src.trace) else ""
        b = _row(tgt.trace[k]) if k < len(tgt.trace) else ""
        rows.append((a, b))
    if src.ub is not None or tgt.ub is not None:  # the faulting step records no row
        rows.append((str(src.ub or ""), str(tgt.ub or "")))
    return rows


def _elem_sizes(example: dict) -> dict[str, int]:
    """Bytes per element of each buffer of an example."""
    return {n: _LAYOUT.size(parse_type(b["type"])) if isinstance(b, dict) else 4
            for n, b in example["buffers"].items()}


def replay(spec: dict, load: Callable[[str], Module]) -> tuple[RunResult, RunResult, str | None]:
    """Run a saved counterexample again (`pllvm run --replay`): both sides, the same inputs;
    returns the source run (the differing thread's scalar run for *vectorize*), the target run,
    and the difference found again (None if the two sides now agree)."""
    src_spec, tgt_spec = spec["source"], spec["target"]
    source = Side(load(src_spec["file"]), src_spec["function"], src_spec["interp"], src_spec["file"])
    target = Side(load(tgt_spec["file"]), tgt_spec["function"], tgt_spec["interp"], tgt_spec["file"])
    example = {"args": spec["args"], "buffers": spec["buffers"]}
    lanes = spec["lanes"]
    explicit = spec["scheduler"] == EXPLORED  # each side's recorded schedule
    if spec["relation"] == "same":
        src = _run_side(source, lanes, example, src_spec.get("scheduler", spec["scheduler"]), FUEL,
                        source.fn, trace=True, schedule=src_spec["schedule"] if explicit else None)
        fuel = TARGET_FUEL * src.steps + TARGET_FUEL_MIN
        tgt = _run_side(target, lanes, example, tgt_spec.get("scheduler", spec["scheduler"]), fuel,
                        source.fn, trace=True, schedule=tgt_spec["schedule"] if explicit else None)
        rel = _Relation(source, target, lanes, "same")
        refs = rel.references([src], example) if _defined(src) else None
        return src, tgt, rel.why(refs, tgt, POLICIES[0]) if refs is not None else None
    rel = _Relation(source, target, lanes, spec["relation"])
    runs, fuel = _fuel_for(rel, example)
    policy = POLICIES[0] if explicit else spec["scheduler"]
    tgt = rel.target_run(example, policy, fuel, trace=True,
                         schedule=tgt_spec["schedule"] if explicit else None)
    refs = rel.references(runs, example) if _undefined_why(runs) is None else None
    why = rel.why(refs, tgt, policy) if refs is not None else None
    return runs[_lane_of(why) if not rel.lockstep_source and rel.name != "loop" else 0], tgt, why
