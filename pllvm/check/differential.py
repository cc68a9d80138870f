"""Run-based checking of two relations (DESIGN.md "Checking"):

- *same*: source and target, same signature, W threads each (e.g. source FR, target OBL), under
  every greedy scheduling policy: return values and final memory agree wherever the source is
  defined;
- *vectorize*: lane t of the SIMD target equals the scalar source run alone on thread t's
  arguments. The target is a P-LLVM function run with W threads (OBL by default), or a function
  over LLVM vectors (`<W x T>` for varying parameters) run with one thread.

Inputs come from hypothesis (edge values, NaN, ±inf, -0.0, subnormals), which also shrinks a
failing input to a minimal one. A difference becomes a `Counterexample` that explains itself and
replays.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

import attrs
from hypothesis import HealthCheck, Phase, find, settings
from hypothesis import strategies as st
from hypothesis.errors import NoSuchExample

from pllvm.analysis import parse_signature
from pllvm.analysis.lattice import Strided
from pllvm.check.verdict import Counterexample, Verdict
from pllvm.errors import InputError
from pllvm.exec import Buffer, RunResult, run
from pllvm.exec.explore import Outcome, explore
from pllvm.exec.lanes import Unsupported
from pllvm.exec.trace import show_value
from pllvm.syntax import FloatType, Function, IntType, Module, PtrType, Type, VectorType

__all__ = ["POLICIES", "Side", "check_same", "check_vectorize", "replay", "same_counterexample",
           "vectorize_counterexample"]

POLICIES = ("min-index", "max-index", "random:1", "random:2")
EXPLORED = "explored"  # a counterexample's schedules come from exhaustive exploration
EXHAUSTIVE_LANES = 3  # same: every greedy schedule is explored for W up to this
EXPLORE_SCHEDULES = 500  # per side and input
FUEL = 20_000
BUFFER_ELEMENTS = 16


@attrs.frozen
class Side:
    """One side of a check: a function of a module, and the interpretation it runs under."""

    module: Module
    function: str | None
    interp: str
    file: str = "<module>"
    fuel: int = FUEL  # steps per run; a run that needs more does not terminate for the check

    @property
    def fn(self) -> Function:
        return self.module.function(self.function)

    def describe(self) -> dict[str, object]:
        return {"file": self.file, "function": self.fn.name, "interp": self.interp}


# ---------------------------------------------------------------- inputs


def _scalar(ty: Type) -> st.SearchStrategy:
    """One thread's value of a scalar type (edge cases first), or of a vector of them."""
    if isinstance(ty, IntType):
        if ty.bits == 1:
            return st.sampled_from([0, 1])
        lo, hi = -(1 << (ty.bits - 1)), (1 << (ty.bits - 1)) - 1
        edges = [0, 1, -1, 2, lo, hi]
        return st.sampled_from(edges) | st.integers(-8, 40) | st.integers(lo, hi)
    if isinstance(ty, FloatType):
        width = 32 if ty.kind == "float" else 16 if ty.kind == "half" else 64
        edges = [0.0, -0.0, 1.0, -1.0, 0.5, math.inf, -math.inf, math.nan, 5e-324 if width == 64
                 else 1e-45, 2.0, 88.38]
        return st.sampled_from(edges) | st.floats(width=width, allow_nan=True)
    if isinstance(ty, VectorType) and not ty.scalable:
        return st.lists(_scalar(ty.elem), min_size=ty.count, max_size=ty.count)
    raise Unsupported(f"no inputs are drawn for parameters of type {ty}")


def _lane_values(ty: Type, shape: object, lanes: int) -> st.SearchStrategy:
    """One value per thread fitting a shape: uniform (one value), varying, or strided."""
    if (isinstance(shape, Strided) and shape.s == 0) or shape == "u":
        return _scalar(ty).map(lambda v: [v] * lanes)
    if isinstance(shape, Strided) and isinstance(ty, IntType):
        return st.integers(-4, 16).map(lambda k: [k * (shape.a or 1) + shape.s * t
                                                  for t in range(lanes)])
    return st.lists(_scalar(ty), min_size=lanes, max_size=lanes)


@st.composite
def _inputs(draw: st.DrawFn, fn: Function, shapes: Sequence[object], lanes: int) -> dict:
    """Arguments per thread and i32 buffers for pointer parameters. A pointer parameter may
    point to the buffer of an earlier one (aliasing) unless either is `noalias`; shrinking
    prefers separate buffers."""
    args: dict[str, list] = {}
    buffers: dict[str, list] = {}
    may_alias: list[str] = []  # earlier pointer parameters with their own buffer, not noalias
    for p, shape in zip(fn.params, shapes, strict=True):
        if not isinstance(p.ty, PtrType):
            args[p.name] = draw(_lane_values(p.ty, shape, lanes), label=f"%{p.name}")
            continue
        noalias = "noalias" in p.attrs
        same = None if noalias or not may_alias else draw(
            st.none() | st.sampled_from(may_alias), label=f"%{p.name} points to the buffer of")
        if same is None:
            buffers[p.name] = draw(st.lists(st.integers(-4, 40), min_size=BUFFER_ELEMENTS,
                                            max_size=BUFFER_ELEMENTS), label=f"@{p.name}")
            if not noalias:
                may_alias.append(p.name)
        args[p.name] = [f"@{same or p.name}"] * lanes
    return {"args": args, "buffers": buffers}


def _buffers(spec: dict[str, list]) -> dict[str, Buffer]:
    return {name: Buffer("i32", tuple(data)) for name, data in spec.items()}


def _same_value(a: object, b: object) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (a != a and b != b)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(_same_value, a, b))
    return a == b


# ---------------------------------------------------------------- same


def _run(side: Side, lanes: int, example: dict, scheduler: str, trace: bool = False,
         names: Function | None = None, schedule: list[str] | None = None) -> RunResult:
    """Run one side under a policy or an explicit schedule; `names` is the function whose
    parameter names the example uses."""
    return run(side.module, side.function, lanes, side.interp, _args(side, example, names),
               _buffers(example["buffers"]), schedule, fuel=side.fuel, trace=trace,
               scheduler=scheduler if schedule is None else POLICIES[0])


def _args(side: Side, example: dict, names: Function | None) -> dict:
    args = example["args"]  # buffers keep the source's names; pointer arguments name them
    if names is not None and names is not side.fn:
        args = _renamed(args, names, side.fn)
    return args


def _same_outcome(src: RunResult | Outcome, tgt: RunResult | Outcome) -> str | None:
    """Why the target's run (or explored outcome) does not refine the source's, or None."""
    if src.ub is not None or not src.terminated:
        return None  # outside the source's defined behaviour
    if tgt.ub is not None:
        return f"the target fails where the source is defined: {tgt.ub}"
    if not tgt.terminated:
        return "the target does not terminate where the source does"
    for t, (a, b) in enumerate(zip(src.ret or [], tgt.ret or [], strict=False)):
        if a is not None and not _same_value(a, b):
            return f"thread {t} returns {_show(b)}, the source returns {_show(a)}"
    for name, data in src.memory.items():
        other = tgt.memory.get(name, [])
        for k, (a, b) in enumerate(zip(data, other, strict=False)):
            if a is not None and not _same_value(a, b):
                return f"@{name}[{k}] is {_show(b)}, the source leaves {_show(a)}"
    return None


def check_same(source: Side, target: Side, lanes: int = 4, examples: int = 200,
               seed: int = 0, signature: str | None = None) -> Verdict:
    """The *same* relation on `examples` drawn inputs, under every greedy policy and, for
    W ≤ EXHAUSTIVE_LANES, under every greedy schedule: each outcome of the target must be an
    outcome of the source. A shape `signature` restricts the inputs (a `u` parameter has one
    value on every thread); without one every parameter varies."""
    _same_signature(source.fn, target.fn)
    shapes: Sequence[object] = ["v"] * len(source.fn.params)
    if signature is not None:
        try:
            shapes = parse_signature(signature, source.fn)[0]
        except ValueError as e:
            raise InputError(str(e)) from None
    strategy = _inputs(source.fn, shapes, lanes)
    explored = {"complete": 0, "cut": 0, "defined": 0}

    def differs(example: dict) -> bool:
        if _first_policy_difference(source, target, lanes, example, explored) is not None:
            return True
        if lanes > EXHAUSTIVE_LANES:
            return False
        found = _explored_difference(source, target, lanes, example)
        explored["cut" if found == "cut" else "complete"] += 1
        return isinstance(found, tuple)

    try:
        example = _find(strategy, differs, examples, seed)
    except Unsupported as e:
        return Verdict("unknown", reason=str(e))
    coverage = (f"{examples} inputs drawn"
                + (f" for the shapes {signature}" if signature else "")
                + f", W = {lanes}, schedulers {', '.join(POLICIES)}; "
                f"source {source.interp}, target {target.interp}")
    if lanes <= EXHAUSTIVE_LANES:
        coverage += _explored_coverage(explored)
    if example is None:
        return _valid_if_compared(coverage, explored)
    first = _first_policy_difference(source, target, lanes, example)
    if first is not None:
        cex = same_counterexample(source, target, lanes, example, first[0])
    else:
        found = _explored_difference(source, target, lanes, example)
        assert isinstance(found, tuple)
        cex = same_counterexample(source, target, lanes, example, EXPLORED, schedules=found)
    return Verdict("invalid", coverage=coverage, counterexample=cex)


def _valid_if_compared(coverage: str, tally: dict[str, int]) -> Verdict:
    """`valid` only if some drawn input was inside the source's defined behaviour; otherwise
    nothing was compared and the verdict is `unknown`."""
    if tally["defined"] == 0:
        return Verdict("unknown", coverage=coverage, reason="the source is undefined or does not "
                       "terminate on every drawn input, so nothing was compared")
    return Verdict("valid", coverage=coverage)


def _explored_coverage(explored: dict[str, int]) -> str:
    """The coverage words for the inputs whose every greedy schedule was explored."""
    return (f"; every greedy schedule explored for {explored['complete']} inputs"
            + (f" (cut at {EXPLORE_SCHEDULES} schedules for {explored['cut']})"
               if explored["cut"] else ""))


def _explored_difference(source: Side, target: Side, lanes: int,
                         example: dict) -> tuple[list[str], list[str]] | str | None:
    """Schedules (source, target) under which the target reaches an outcome the source cannot;
    None if there is none, "cut" if an exploration hit its bound. An input on which some source
    schedule has undefined behaviour is outside the source's defined behaviour."""
    ex = [explore(side.module, side.function, lanes, side.interp, _args(side, example, names),
                  _buffers(example["buffers"]), max_schedules=EXPLORE_SCHEDULES)
          for side, names in ((source, None), (target, source.fn))]
    if not (ex[0].complete and ex[1].complete):
        return "cut"
    if any(o.ub is not None for o in ex[0].outcomes):
        return None
    for t in ex[1].outcomes:
        if all(_same_outcome(s, t) is not None for s in ex[0].outcomes):
            return ex[0].outcomes[0].example, t.example
    return None


def same_counterexample(source: Side, target: Side, lanes: int, example: dict, policy: str,
                        target_policy: str | None = None,
                        schedules: tuple[list[str], list[str]] | None = None) -> Counterexample | None:
    """The *same* counterexample for one input under a policy (the target may run under another
    one) or under explicit `schedules` (policy EXPLORED), with traces; None if the two sides
    agree there."""
    src_schedule, tgt_schedule = schedules or (None, None)
    src = _run(source, lanes, example, policy, trace=True, schedule=src_schedule)
    tgt = _run(target, lanes, example, target_policy or policy, trace=True, names=source.fn,
               schedule=tgt_schedule)
    why = _same_outcome(src, tgt)
    if why is None:
        return None
    sides = ({**source.describe(), "ret": src.ret, "memory": src.memory, "schedule": src.schedule},
             {**target.describe(), "ret": tgt.ret, "memory": tgt.memory, "schedule": tgt.schedule})
    if target_policy is not None:
        sides[0]["scheduler"], sides[1]["scheduler"] = policy, target_policy
    return Counterexample("same", lanes, example["args"], _buffer_json(example), policy, *sides,
                          _first_divergence(src, tgt) or why, _side_by_side(src, tgt))


def _first_policy_difference(source: Side, target: Side, lanes: int, example: dict,
                             tally: dict[str, int] | None = None) -> tuple[str, str] | None:
    """The first policy under which the target reaches an outcome that the source reaches under
    no policy (a schedule-dependent source may pair differently), and why; `tally["defined"]`
    counts the inputs on which some source run is defined, so that something was compared."""
    src = {policy: _run(source, lanes, example, policy) for policy in POLICIES}
    if tally is not None:
        tally["defined"] += any(r.ub is None and r.terminated for r in src.values())
    for policy in POLICIES:
        tgt = _run(target, lanes, example, policy, names=source.fn)
        why = _same_outcome(src[policy], tgt)
        if why is not None and all(_same_outcome(r, tgt) is not None for r in src.values()):
            return policy, why
    return None


def _same_signature(a: Function, b: Function) -> None:
    if [p.ty for p in a.params] != [p.ty for p in b.params] or a.ret_ty != b.ret_ty:
        raise InputError(f"@{a.name} and @{b.name} have different signatures")


# ---------------------------------------------------------------- vectorize


def check_vectorize(scalar: Side, simd: Side, signature: str, lanes: int = 4,
                    examples: int = 200, seed: int = 0) -> Verdict:
    """The *vectorize* relation: lane t of the SIMD side equals the scalar side run alone on
    thread t's arguments, for return values and memory; a P-LLVM SIMD side must do so under
    every greedy policy."""
    fn = scalar.fn
    try:
        shapes, _ret = parse_signature(signature, fn)
    except ValueError as e:
        raise InputError(str(e)) from None
    vector_target = _is_vector_function(simd.fn)
    strategy = _inputs(fn, shapes, lanes)

    policies = POLICIES[:1] if vector_target else POLICIES  # one thread: one schedule
    exhaustive = not vector_target and lanes <= EXHAUSTIVE_LANES
    explored = {"complete": 0, "cut": 0, "defined": 0}

    def differs(example: dict) -> bool:
        if _vectorize_policy(scalar, simd, lanes, example, policies, explored) is not None:
            return True
        if not exhaustive:
            return False
        found = _vectorize_explored(scalar, simd, lanes, example)
        explored["cut" if found == "cut" else "complete"] += 1
        return isinstance(found, list)

    try:
        example = _find(strategy, differs, examples, seed)
    except Unsupported as e:
        return Verdict("unknown", reason=str(e))
    coverage = (f"{examples} inputs drawn for the shapes {signature}, W = {lanes}; scalar runs "
                f"{scalar.interp}, SIMD {'vector function' if vector_target else simd.interp}"
                + ("" if vector_target else f" under schedulers {', '.join(POLICIES)}"))
    if exhaustive:
        coverage += _explored_coverage(explored)
    if example is None:
        return _valid_if_compared(coverage, explored)
    policy = _vectorize_policy(scalar, simd, lanes, example, policies)
    if policy is not None:
        cex = vectorize_counterexample(scalar, simd, lanes, example, policy)
    else:
        schedule = _vectorize_explored(scalar, simd, lanes, example)
        assert isinstance(schedule, list)
        cex = vectorize_counterexample(scalar, simd, lanes, example, EXPLORED, schedule)
    return Verdict("invalid", coverage=coverage, counterexample=cex)


def _vectorize_explored(scalar: Side, simd: Side, lanes: int, example: dict) -> list[str] | str | None:
    """A greedy schedule of the P-LLVM SIMD side whose outcome differs from the scalar runs;
    None if there is none, "cut" if the exploration hit its bound."""
    ex = explore(simd.module, simd.function, lanes, simd.interp,
                 _renamed(example["args"], scalar.fn, simd.fn), _buffers(example["buffers"]),
                 max_schedules=EXPLORE_SCHEDULES)
    if not ex.complete:
        return "cut"
    alone = _scalar_runs(scalar, lanes, example, trace=False)
    for o in ex.outcomes:
        if _vector_outcome(alone, o, example, vector_target=False) is not None:
            return o.example
    return None


def _vectorize_policy(scalar: Side, simd: Side, lanes: int, example: dict,
                      policies: Sequence[str], tally: dict[str, int] | None = None) -> str | None:
    """The first policy under which the SIMD side differs from the scalar runs, or None;
    `tally["defined"]` counts the inputs on which every scalar run is defined."""
    for k, policy in enumerate(policies):
        alone, _tgt, why = _vectorize_runs(scalar, simd, lanes, example, policy=policy)
        if tally is not None and k == 0:
            tally["defined"] += all(r.ub is None and r.terminated for r in alone)
        if why is not None:
            return policy
    return None


def vectorize_counterexample(scalar: Side, simd: Side, lanes: int, example: dict,
                             policy: str = POLICIES[0],
                             schedule: list[str] | None = None) -> Counterexample | None:
    """The *vectorize* counterexample for one input and the SIMD side's policy (or explicit
    `schedule`, policy EXPLORED), with traces; None if the SIMD side agrees there."""
    alone, tgt, why = _vectorize_runs(scalar, simd, lanes, example, trace=True, policy=policy,
                                      schedule=schedule)
    if why is None:
        return None
    ret = [r.ret[0] if r.ret else None for r in alone]
    return Counterexample(
        "vectorize", lanes, example["args"], _buffer_json(example), policy,
        {**scalar.describe(), "ret": ret, "memory": _merged_memory(alone, example)},
        {**simd.describe(), "ret": tgt.ret, "memory": tgt.memory, "schedule": tgt.schedule},
        why, _side_by_side(alone[_lane_of(why)], tgt))


def _is_vector_function(fn: Function) -> bool:
    return any(isinstance(p.ty, VectorType) for p in fn.params) or isinstance(fn.ret_ty, VectorType)


def _scalar_runs(scalar: Side, lanes: int, example: dict, trace: bool) -> list[RunResult]:
    """Thread t's arguments run alone, for each t."""
    return [run(scalar.module, scalar.function, 1, scalar.interp,
                {k: v[t] for k, v in example["args"].items()}, _buffers(example["buffers"]),
                fuel=scalar.fuel, trace=trace) for t in range(lanes)]


def _vectorize_runs(scalar: Side, simd: Side, lanes: int, example: dict, trace: bool = False,
                    policy: str = POLICIES[0], schedule: list[str] | None = None,
                    ) -> tuple[list[RunResult], RunResult, str | None]:
    """The W scalar runs, the SIMD run under `policy` (or an explicit `schedule`), and why they
    disagree (None if they do not)."""
    alone = _scalar_runs(scalar, lanes, example, trace)
    vector_target = _is_vector_function(simd.fn)
    if vector_target:
        tgt = run(simd.module, simd.function, 1, simd.interp,
                  _vector_args(scalar.fn, simd.fn, example["args"]),
                  _buffers(example["buffers"]), fuel=simd.fuel, trace=trace)
    else:
        tgt = run(simd.module, simd.function, lanes, simd.interp,
                  _renamed(example["args"], scalar.fn, simd.fn), _buffers(example["buffers"]),
                  schedule, fuel=simd.fuel, trace=trace,
                  scheduler=policy if schedule is None else POLICIES[0])
    return alone, tgt, _vector_outcome(alone, tgt, example, vector_target)


def _lane_of(why: str | None) -> int:
    if why and why.startswith("thread "):
        return int(why.split()[1])
    return 0


def _renamed(args: dict, source: Function, target: Function) -> dict:
    """The source's arguments under the target's parameter names (matched by position)."""
    return {t.name: args[s.name] for s, t in zip(source.params, target.params, strict=True)}


def _vector_args(source: Function, target: Function, args: dict) -> dict:
    """Thread-wise arguments packed for a function over LLVM vectors run by one thread: a vector
    parameter takes the threads' values, a scalar one thread 0's (it is uniform)."""
    return {name: [values] if isinstance(p.ty, VectorType) else [values[0]]
            for p, (name, values) in zip(target.params,
                                         _renamed(args, source, target).items(), strict=True)}


def _merged_memory(alone: list[RunResult], example: dict) -> dict[str, list]:
    """Each buffer element as the scalar runs leave it: the value of the run that wrote it."""
    merged: dict[str, list] = {}
    for name, initial in example["buffers"].items():
        cells = list(initial)
        for r in alone:
            for k, (before, after) in enumerate(zip(initial, r.memory.get(name, []), strict=False)):
                if not _same_value(before, after):
                    cells[k] = after
        merged[name] = cells
    return merged


def _vector_outcome(alone: list[RunResult], tgt: RunResult | Outcome, example: dict,
                    vector_target: bool) -> str | None:
    if any(r.ub is not None or not r.terminated for r in alone):
        return None
    if tgt.ub is not None:
        return f"the SIMD side fails where every scalar run is defined: {tgt.ub}"
    if not tgt.terminated:
        return "the SIMD side does not terminate"
    got = (tgt.ret[0] if tgt.ret else None) if vector_target else tgt.ret
    for t, r in enumerate(alone):
        want = r.ret[0] if r.ret else None
        have = got[t] if isinstance(got, list) and t < len(got) else got
        if want is not None and not _same_value(want, have):
            return f"thread {t} returns {_show(have)}, the scalar run returns {_show(want)}"
    for name, cells in _merged_memory(alone, example).items():
        for k, (a, b) in enumerate(zip(cells, tgt.memory.get(name, []), strict=False)):
            if a is not None and not _same_value(a, b):
                return f"@{name}[{k}] is {_show(b)}, the scalar runs leave {_show(a)}"
    return None


# ---------------------------------------------------------------- search and reports


def _find(strategy: st.SearchStrategy, condition, examples: int, seed: int) -> dict | None:
    """The minimal drawn example satisfying `condition`, or None after `examples` draws."""
    try:
        return find(strategy, condition, random=random.Random(seed),
                    settings=settings(max_examples=examples, database=None, deadline=None,
                                      phases=[Phase.generate, Phase.shrink],
                                      suppress_health_check=list(HealthCheck)))
    except NoSuchExample:
        return None


def _show(v: object) -> str:
    return show_value(v, exact=True)


def _buffer_json(example: dict) -> dict[str, dict]:
    return {n: {"type": "i32", "data": list(d)} for n, d in example["buffers"].items()}


def _row(r: object) -> str:
    values = ", ".join(f"%{k}=[{', '.join(map(show_value, v))}]"
                       for k, v in r.values.items())  # type: ignore[attr-defined]
    return f"{r.block} amsk={''.join('1' if b else '0' for b in r.amsk)} {values}"  # type: ignore[attr-defined]


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


def _first_divergence(src: RunResult, tgt: RunResult) -> str | None:
    """The first target step that assigns a variable the source also has a different value, on
    threads where the source's value is defined."""
    seen: dict[str, list[list]] = {}
    for r in src.trace:
        for name, v in r.values.items():
            seen.setdefault(name, []).append(v)
    count: dict[str, int] = {}
    for step, r in enumerate(tgt.trace):
        for name, v in r.values.items():
            k = count.get(name, 0)
            count[name] = k + 1
            history = seen.get(name)
            if not history or k >= len(history):
                continue
            want = history[k]
            lanes = [t for t, (a, b) in enumerate(zip(want, v, strict=False))
                     if a is not None and r.amsk[t] and not _same_value(a, b)]
            if lanes:
                return (f"first difference: step {step}, block {r.block}, %{name} is "
                        f"{[v[t] for t in lanes]} on thread(s) {lanes}, the source computes "
                        f"{[want[t] for t in lanes]}")
    return None


def replay(spec: dict, load: Callable[[str], Module]) -> tuple[RunResult, RunResult, str | None]:
    """Run a saved counterexample again (`pllvm run --replay`): both sides, the same inputs;
    returns the source run (thread 0's scalar run for *vectorize*), the target run, and the
    difference found again (None if the two sides now agree)."""
    src_spec, tgt_spec = spec["source"], spec["target"]
    source = Side(load(src_spec["file"]), src_spec["function"], src_spec["interp"],
                  src_spec["file"])
    target = Side(load(tgt_spec["file"]), tgt_spec["function"], tgt_spec["interp"],
                  tgt_spec["file"])
    example = {"args": spec["args"],
               "buffers": {n: b["data"] for n, b in spec["buffers"].items()}}
    lanes = spec["lanes"]
    with_trace = True
    if spec["relation"] == "same":
        explicit = spec["scheduler"] == EXPLORED  # each side's recorded schedule
        src = _run(source, lanes, example, src_spec.get("scheduler", spec["scheduler"]), with_trace,
                   schedule=src_spec["schedule"] if explicit else None)
        tgt = _run(target, lanes, example, tgt_spec.get("scheduler", spec["scheduler"]), with_trace,
                   names=source.fn, schedule=tgt_spec["schedule"] if explicit else None)
        return src, tgt, _same_outcome(src, tgt)
    explicit = spec["scheduler"] == EXPLORED
    alone, tgt, why = _vectorize_runs(source, target, lanes, example, with_trace,
                                      policy=POLICIES[0] if explicit else spec["scheduler"],
                                      schedule=tgt_spec["schedule"] if explicit else None)
    return alone[_lane_of(why)], tgt, why
