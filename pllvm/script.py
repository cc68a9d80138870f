"""Spec-style scripts in corpus files: `; RUN:` lines and the `; CHECK*:` lines that follow them.

The format is described in corpus/README.md. `cases()` reads the runs of a file; `check()`
executes one and returns the differences between what the file states and what pllvm computed.
"""

from __future__ import annotations

import math
import re
import shlex
from collections.abc import Iterable
from typing import SupportsFloat, SupportsInt

import attrs

from pllvm.analysis import DivergenceResult, analyze, parse_signature
from pllvm.analysis.lattice import Shape, show
from pllvm.analysis.lattice import uniform as is_uniform
from pllvm.analysis.lattice import varying as is_varying
from pllvm.errors import InputError
from pllvm.exec import RunResult, run
from pllvm.exec.interp import Interp, interp_named
from pllvm.exec.state import StepRecord
from pllvm.exec.trace import bits, control, successor
from pllvm.syntax import Module

__all__ = ["AnalyzeCase", "RunCase", "StepCheck", "analyses", "cases", "check", "check_analysis"]

_LINE = re.compile(r"^;\s?(RUN|CHECK|CHECK-SCHEDULE|CHECK-STEP|CHECK-WF|ANALYZE):\s*(.*)$")
_ANALYSIS_LINE = re.compile(
    r"^;\s?(ANALYZE|RUN|CHECK-SHAPE|CHECK-BRANCH|CHECK-LOOP|CHECK-SDEP|CHECK-TDEP):\s*(.*)$")
_TOP = {"⊤", "top", "undef"}
_DONE = {"□", "ret", "done"}
_NONE = {"⊥", "none", "bot"}


@attrs.define
class StepCheck:
    """One `CHECK-STEP` row: the block and the fields it states."""

    block: str
    fields: dict[str, str]
    line: int


@attrs.define
class RunCase:
    """One `RUN` line and its expectations."""

    line: int
    function: str | None
    lanes: int
    interp: Interp
    args: dict[str, object]
    schedule: list[str] | None
    ret: list | None = None
    ub: list[str] | None = None  # expected undefined behaviour: parts of its message
    fuel: int = 100_000
    scheduler: str = "min-index"
    out_of_fuel: bool = False
    expect_schedule: list[str] | None = None
    steps: list[StepCheck] = attrs.field(factory=list)
    wellformed: bool = True


def _lane_list(text: str) -> list:
    text = text.strip()
    if not (text.startswith("[") and text.endswith("]")):
        return [_atom(text)]
    return [_atom(x) for x in text[1:-1].split(",") if x.strip()]


def _atom(text: str) -> object:
    t = text.strip()
    if t in _TOP:
        return None
    if t.lower() in ("true", "false"):
        return t.lower() == "true"
    try:
        return int(t, 0)
    except ValueError:
        pass
    try:
        return float(t)
    except ValueError:
        return t


def _args(words: list[str]) -> dict[str, object]:
    out: dict[str, object] = {}
    for w in words:
        name, _, value = w.partition("=")
        if not value:
            raise InputError(f"argument {w!r} is not NAME=VALUE")
        vals = _lane_list(value)
        out[name.lstrip("%")] = vals if value.strip().startswith("[") else vals[0]
    return out


RUN_OPTIONS = {"function", "lanes", "interp", "fuel", "schedule", "scheduler"}


def _parse_run(body: str, line: int) -> RunCase:
    words = shlex.split(body)
    opts: dict[str, str] = {}
    rest: list[str] = []
    in_args = False
    for w in words:
        if w == "args":
            in_args = True
        elif in_args and "=" in w and not w.startswith(("schedule=", "scheduler=")):
            rest.append(w)
        else:
            key, _, value = w.partition("=")
            opts[key] = value
    unknown = sorted(set(opts) - RUN_OPTIONS)
    if unknown:
        raise InputError(f"line {line}: unknown RUN option {unknown[0]!r} (expected one of "
                         f"{', '.join(sorted(RUN_OPTIONS))}, then args NAME=VALUE ...)")
    schedule = opts.get("schedule")
    try:
        interp = interp_named(opts.get("interp", "FR"))
    except InputError as e:
        raise InputError(f"line {line}: {e}") from None
    case = RunCase(line, opts.get("function"), int(opts.get("lanes", "1")), interp,
                   _args(_group_lists(rest)), schedule.split() if schedule is not None else None)
    if "fuel" in opts:
        case.fuel = int(opts["fuel"])
    if "scheduler" in opts:
        case.scheduler = opts["scheduler"]
    return case


def _group_lists(words: list[str]) -> list[str]:
    """Rejoin `x=[1, 2]` that shell splitting broke at the spaces."""
    out: list[str] = []
    for w in words:
        if out and out[-1].count("[") > out[-1].count("]"):
            out[-1] += " " + w
        else:
            out.append(w)
    return out


def _step(body: str, line: int) -> StepCheck:
    block, _, rest = body.strip().partition(" ")
    fields: dict[str, str] = {}
    for m in re.finditer(r"(%?[\w.]+)=(\[[^\]]*\]|\S+)", rest):
        fields[m[1]] = m[2]
    return StepCheck(block, fields, line)


def cases(text: str) -> list[RunCase]:
    """The runs a file states, each with the CHECK lines up to the next RUN."""
    out: list[RunCase] = []
    current: RunCase | None = None
    for k, raw in enumerate(text.splitlines(), start=1):
        m = _LINE.match(raw)
        if not m:
            continue
        kind, body = m[1], m[2]
        if kind == "RUN":
            current = _parse_run(body, k)
            out.append(current)
            continue
        if kind == "ANALYZE":
            current = None
            continue
        if current is None:
            raise InputError(f"line {k}: {kind} outside a RUN section")
        case = current
        if kind == "CHECK":
            if body.strip().split(" ")[0] == "ub":
                case.ub = [*(case.ub or []), body.strip()[2:].strip()]
            elif body.strip() == "fuel":
                case.out_of_fuel = True
            elif body.strip().startswith("ret"):
                case.ret = _lane_list(body.strip()[3:])
            else:
                raise InputError(f"line {k}: CHECK: expects `ret [...]` or `ub`")
        elif kind == "CHECK-SCHEDULE":
            case.expect_schedule = body.split()
        elif kind == "CHECK-STEP":
            case.steps.append(_step(body, k))
        else:
            case.wellformed = False
    return out


# ---------------------------------------------------------------- comparison


def _number(x: object) -> float:
    """A stated or computed number as a float (a text such as `nan` included)."""
    if not isinstance(x, SupportsFloat | str):
        raise TypeError(f"not a number: {x!r}")
    return float(x)


def _same(expected: object, actual: object) -> bool:
    if expected is None or actual is None:
        return expected is None and actual is None
    if isinstance(expected, bool) or isinstance(actual, bool):
        return bool(expected) == bool(actual)
    if isinstance(expected, float) or isinstance(actual, float):
        a, e = _number(actual), _number(expected)
        return (math.isnan(a) and math.isnan(e)) or math.isclose(a, e, rel_tol=1e-6, abs_tol=1e-9)
    return expected == actual


def _control(labels: list[str], values: Iterable[SupportsInt], kind: str) -> list[str]:
    return [control(labels, int(v), kind == "in") for v in values]


def _norm_control(text: str) -> list[str]:
    out = []
    for x in text.strip("[]").split(","):
        x = x.strip()
        out.append("⊤" if x in _TOP else "□" if x in _DONE else "⊥" if x in _NONE else x)
    return out


def _succ(values: Iterable[SupportsInt]) -> list[str]:
    return [successor(int(v)) for v in values]


def _step_diffs(labels: list[str], chk: StepCheck, rec: StepRecord, k: int) -> list[str]:
    out = []
    if chk.block != rec.block:
        return [f"line {chk.line}: step {k} ran {rec.block}, the file says {chk.block}"]
    actual = {
        "cmsk": bits(rec.cmsk), "pmsk": bits(rec.pmsk), "amsk": bits(rec.amsk),
        "in": _control(labels, rec.lin, "in"), "next": _control(labels, rec.lnext, "next"),
        "succ": _succ(rec.succ),
    }
    got: object
    for key, want in chk.fields.items():
        if key in ("cmsk", "pmsk", "amsk"):
            ok, got = want == actual[key], actual[key]
        elif key in ("in", "next") or key == "succ":
            ok, got = _norm_control(want) == actual[key], actual[key]
        elif key.startswith("%"):
            lanes = rec.values.get(key[1:])
            exp = _lane_list(want)
            ok = lanes is not None and len(exp) == len(lanes) and all(map(_same, exp, lanes))
            got = lanes
        else:
            ok, got = False, f"unknown field {key!r}"
        if not ok:
            out.append(f"line {chk.line}: step {k} ({rec.block}): {key} is {got}, the file says {want}")
    return out


def check(module: Module, case: RunCase) -> tuple[RunResult, list[str]]:
    """Run `case` and list every statement of the file the run contradicts."""
    result = run(module, case.function, case.lanes, case.interp, case.args,
                 schedule=case.schedule, fuel=case.fuel, trace=True, check_wf=True,
                 scheduler=case.scheduler)
    diffs: list[str] = []
    where = f"line {case.line}"
    if result.ub is not None and case.ub is None:
        diffs.append(f"{where}: undefined behaviour: {result.ub}")
    if case.ub is not None:
        if result.ub is None:
            diffs.append(f"{where}: the file expects undefined behaviour; the run ended normally")
        for part in case.ub:
            if part not in str(result.ub):
                diffs.append(f"{where}: undefined behaviour `{result.ub}` does not mention {part!r}")
    violations = result.wf or []
    if case.wellformed and violations:
        diffs += [f"{where}: ill-formed: {v}" for v in violations]
    if not case.wellformed and not violations and result.ub is None:
        diffs.append(f"{where}: the file says ill-formed (CHECK-WF); no use violates Def. 11 (3)")
    if case.out_of_fuel != result.fuel_exhausted:
        diffs.append(f"{where}: fuel {'was' if result.fuel_exhausted else 'was not'} exhausted")
    if case.ret is not None and (result.ret is None or len(result.ret) != len(case.ret)
                                 or not all(map(_same, case.ret, result.ret))):
        diffs.append(f"{where}: ret is {result.ret}, the file says {case.ret}")
    if case.expect_schedule is not None and case.expect_schedule != result.schedule:
        shown = " ".join(result.schedule[:40]) + (" ..." if len(result.schedule) > 40 else "")
        diffs.append(f"{where}: schedule is {shown}, the file says "
                     f"{' '.join(case.expect_schedule)}")
    labels = list(module.function(case.function).labels)
    k = 0
    for chk in case.steps:  # each row matches the next step of its block, in order (FileCheck-like)
        while k < len(result.trace) and result.trace[k].block != chk.block:
            k += 1
        if k == len(result.trace):
            diffs.append(f"line {chk.line}: no step of {chk.block} left in the run to match")
            break
        diffs += _step_diffs(labels, chk, result.trace[k], k)
        k += 1
    return result, diffs


# ---------------------------------------------------------------- divergence analysis


@attrs.define
class AnalyzeCase:
    """One `ANALYZE` line and the facts it expects."""

    line: int
    function: str | None
    shapes: str
    lattice: str
    lanes: int
    values: dict[str, str] = attrs.field(factory=dict)
    branches: dict[str, str] = attrs.field(factory=dict)
    loops: dict[str, str] = attrs.field(factory=dict)
    sdep: dict[str, set[str]] = attrs.field(factory=dict)
    tdep: dict[str, set[str]] = attrs.field(factory=dict)


def _assignments(body: str) -> dict[str, str]:
    body = re.sub(r"\(\s*(-?\d+)\s*,\s*(\d+)\s*\)", r"(\1,\2)", body)  # "(2, 16)" -> "(2,16)"
    return {m[1]: m[2] for m in re.finditer(r"(%?[\w.]+(?:@[\w.]+)?)=(\S+)", body)}


def _block_set(body: str) -> tuple[str, set[str]]:
    block, _, rest = body.partition("->")
    return block.strip(), {x.strip() for x in rest.strip().strip("{}").split(",") if x.strip()}


def analyses(text: str) -> list[AnalyzeCase]:
    """The analyses a file states, each with the CHECK lines up to the next ANALYZE or RUN."""
    out: list[AnalyzeCase] = []
    current: AnalyzeCase | None = None
    for k, raw in enumerate(text.splitlines(), start=1):
        m = _ANALYSIS_LINE.match(raw)
        if not m:
            continue
        kind, body = m[1], m[2]
        if kind == "ANALYZE":
            opts = _assignments(body)
            current = AnalyzeCase(k, opts.get("function"), opts["shapes"],
                                  opts.get("lattice", "basic"), int(opts.get("lanes", "4")))
            out.append(current)
        elif kind == "RUN":
            current = None
        elif current is None:
            raise InputError(f"line {k}: {kind} outside an ANALYZE section")
        elif kind == "CHECK-SHAPE":
            current.values.update({n.lstrip("%"): v for n, v in _assignments(body).items()})
        elif kind == "CHECK-BRANCH":
            current.branches.update(_assignments(body))
        elif kind == "CHECK-LOOP":
            current.loops.update(_assignments(body))
        else:
            block, blocks = _block_set(body)
            (current.sdep if kind == "CHECK-SDEP" else current.tdep)[block] = blocks
    return out


def _shape_matches(expected: str, actual: Shape, lattice: str) -> bool:
    """`u` and `v` match any uniform / non-uniform shape; `(s,a)` must match exactly."""
    if expected == "u":
        return is_uniform(actual)
    if expected == "v":
        return is_varying(actual)
    return show(actual, lattice) == expected.replace(" ", "")


def check_analysis(module: Module, case: AnalyzeCase) -> tuple[DivergenceResult, list[str]]:
    """Run the divergence analysis and list every stated fact it disagrees with."""
    fn = module.function(case.function)
    init, _ret = parse_signature(case.shapes, fn)
    result = analyze(module, fn, init, case.lattice, case.lanes)
    where = f"line {case.line}"
    diffs = []
    for key, want in case.values.items():
        name, _, block = key.partition("@")  # %x@B: %x as block B reads it
        shape = result.shapes.get(name)
        if shape is None:
            diffs.append(f"{where}: no value %{name} in @{fn.name}")
            continue
        if block:
            shape = result.read_shape(name, block)
        if not _shape_matches(want, shape, case.lattice):
            diffs.append(f"{where}: %{key} is {show(shape, case.lattice)}, the file says {want}")
    for what, found, stated in (("the branch in", result.branches, case.branches),
                                ("the loop at", result.loops, case.loops)):
        for block, want in stated.items():
            divergent = found.get(block)
            got = None if divergent is None else "divergent" if divergent else "uniform"
            if got != want:
                diffs.append(f"{where}: {what} {block} is {got}, the file says {want}")
    for kind, expected in (("sdep", case.sdep), ("tdep", case.tdep)):
        for block, blocks in expected.items():
            joins = result.joins.get(block)
            deps = set(getattr(joins, kind)) if joins is not None else set()
            if deps != blocks:
                diffs.append(f"{where}: {kind} of {block} is {sorted(deps)}, the file says "
                             f"{sorted(blocks)}")
    return result, diffs
