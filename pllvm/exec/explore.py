"""Model checking over schedules: every greedy schedule (or, unconstrained, every progressing
label sequence) within bounds, grouped by outcome; and the step-by-step check of one schedule."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence

import attrs
import numpy as np

from pllvm.exec.engine import Setup, block_index_of, nested_budget, outcome, prepare
from pllvm.exec.faults import Exhausted, UndefinedBehavior
from pllvm.exec.interp import Interp
from pllvm.exec.lanes import Agg, Value
from pllvm.exec.program import Program
from pllvm.exec.rules import lss_w_step
from pllvm.exec.runs import Buffer
from pllvm.exec.schedule import SpinGuard, control_key, legal_blocks, progress, synchronizing, unguided
from pllvm.exec.state import State
from pllvm.exec.wellformed import DefinitionMasks
from pllvm.syntax import Module

__all__ = ["Exploration", "Outcome", "ScheduleCheck", "StepVerdict", "check_schedule", "explore"]


@attrs.define
class Outcome:
    """One observable result: return values, memory, or the undefined behaviour reached."""

    ret: list | None
    memory: dict[str, list]
    ub: str | None
    count: int
    example: list[str]

    @property
    def terminated(self) -> bool:
        """An outcome is recorded only where its schedules end (ret or undefined behaviour)."""
        return True

    def to_json(self) -> dict[str, object]:
        return {"ret": self.ret, "memory": self.memory, "ub": self.ub, "count": self.count,
                "example": self.example}


@attrs.define
class Exploration:
    """All outcomes of the schedules explored. `complete` is true only if no bound cut the search:
    then the outcomes are all the outcomes of every (greedy) schedule."""

    outcomes: list[Outcome]
    schedules: int
    complete: bool
    nonterminating: int  # schedules found to cycle forever (illegal where a terminating one exists)
    cut_by_depth: int
    cut_by_count: bool
    greedy: bool
    wf: list[str] | None = None  # Def. 11 (3) violations on any schedule, when checked
    steps: int = 0  # block steps taken over all schedules
    cut_by_steps: bool = False  # the search stopped at its total step budget

    def to_json(self) -> dict[str, object]:
        return {"outcomes": [o.to_json() for o in self.outcomes], "schedules": self.schedules,
                "complete": self.complete, "nonterminating": self.nonterminating,
                "cut_by_depth": self.cut_by_depth, "cut_by_count": self.cut_by_count,
                "cut_by_steps": self.cut_by_steps, "greedy": self.greedy,
                "wellformed": None if self.wf is None else not self.wf,
                "wf_violations": self.wf}


def _value_digest(h: hashlib.blake2b, v: Value) -> None:
    if isinstance(v, Agg):
        for f in v.fields:
            _value_digest(h, f)
        return
    h.update(np.where(v.defined, v.data, 0).tobytes())
    h.update(v.defined.tobytes())
    if v.poison is not None:  # poison and ⊤ are different states
        h.update(v.poison.tobytes())


#: the digest of each value seen by one search, by identity (the value kept alive with it): a
#: step replaces the values it assigns, and the states of a search share all the others
Digests = dict[int, tuple[Value, bytes]]


def _digest_of(v: Value, digests: Digests) -> bytes:
    known = digests.get(id(v))
    if known is not None and known[0] is v:
        return known[1]
    h = hashlib.blake2b(digest_size=16)
    _value_digest(h, v)
    digests[id(v)] = (v, h.digest())
    return h.digest()


def _state_key(state: State, digests: Digests) -> bytes:
    """The whole execution state, for detecting a schedule that returns to where it was."""
    return b"".join([control_key(state), *(_digest_of(v, digests) for v in state.env),
                     state.memory.digest()])


def _snapshot(state: State) -> State:
    return State(state.memory.copy(), list(state.env), state.lin, state.lnext, state.ret)


#: [W-CMD-CALL-REC] the steps the nested calls of one step may take together
NESTED_STEPS = 10_000


def explore(module: Module, function: str | None = None, lanes: int = 2, interp: Interp = "FR",
            args: Mapping[str, object] | None = None, buffers: Mapping[str, Buffer] | None = None,
            max_schedules: int = 10_000, max_steps: int = 200,
            unconstrained: bool = False, check_wf: bool = False, max_total_steps: int | None = None,
            externals: bool = False,
            tracker: Callable[[Program, Interp], DefinitionMasks] | None = None) -> Exploration:
    """Enumerate the greedy schedules (Def. 12) by depth-first search over the legal blocks of each
    state. A schedule that comes back to a state it was in cycles forever: it is counted as
    non-terminating and not continued (§5.3 makes it illegal when a terminating one exists).
    With `unconstrained`, every label sequence in which each step makes progress is explored.
    `max_total_steps` bounds the block steps of the whole search (a check explores the
    schedules of many inputs and must stay within its time).
    With `check_wf`, definition masks are tracked along every schedule (Defs. 10, 11);
    `tracker` makes the object that does so (a subclass may check more at every step).
    `externals`: calls of external functions outside θ are uninterpreted, as in `run`."""
    setup = prepare(module, function, lanes, interp, args, buffers, externals)
    prog = setup.prog
    found: dict[str, Outcome] = {}
    ex = Exploration([], 0, True, 0, 0, False, not unconstrained, [] if check_wf else None)
    masks = (tracker or DefinitionMasks)(prog, interp) if check_wf or tracker else None
    stack: list[tuple[State, list[str], frozenset[bytes], int | None, DefinitionMasks | None]] = [
        (_snapshot(setup.state), [], frozenset(), None, masks)]
    digests: Digests = {}
    with np.errstate(all="ignore"):
        while stack:
            if ex.schedules >= max_schedules:
                ex.cut_by_count = True
                break
            if max_total_steps is not None and ex.steps >= max_total_steps:
                ex.cut_by_steps = True
                break
            snap, schedule, seen, first, dm = stack.pop()
            state = _snapshot(snap)
            _follow(setup, state, list(schedule), set(seen), first, dm, stack, found, ex,
                    max_steps, interp, digests)
    ex.outcomes = sorted(found.values(), key=lambda o: -o.count)
    ex.complete = not ex.cut_by_count and not ex.cut_by_steps and ex.cut_by_depth == 0
    return ex


def _follow(setup: Setup, state: State, schedule: list[str], seen: set[bytes], first: int | None,
            masks: DefinitionMasks | None, stack: list, found: dict[str, Outcome],
            ex: Exploration, max_steps: int, interp: Interp, digests: Digests) -> None:
    """Continue one schedule (taking `first` at its first choice point); push the other legal
    blocks of every choice point for later."""
    prog = setup.prog
    while True:
        if state.terminated:
            _record(setup, state, schedule, None, found, ex)
            return
        if len(schedule) >= max_steps:
            ex.cut_by_depth += 1
            return
        if first is None:
            legal = legal_blocks(prog, state, greedy=ex.greedy)
            if not legal:
                _record(setup, state, schedule, "stuck: no block can be scheduled", found, ex)
                return
            if prog.reentered[state.lin].any():  # a state can only repeat here (Program.reentered)
                key = _state_key(state, digests)
                if key in seen:
                    ex.nonterminating += 1
                    return
                seen.add(key)
            for b in reversed(legal[1:]):
                stack.append((_snapshot(state), list(schedule), frozenset(seen), b,
                              masks.copy() if masks is not None else None))
            choice = legal[0]
        else:
            choice, first = first, None
        schedule.append(prog.labels[choice])
        ex.steps += 1
        nested_budget(NESTED_STEPS)
        try:
            lss_w_step(prog, state, choice, interp, False,
                       masks.step if masks is not None else None)
        except UndefinedBehavior as ub:
            _record(setup, state, schedule, str(ub), found, ex)
            return
        except Exhausted:  # a nested call ran past its budget: this schedule is not followed on
            ex.cut_by_depth += 1
            return
        if masks is not None and masks.violations and ex.wf is not None:
            for v in masks.violations:
                text = f"{v} (schedule {' '.join(schedule)})"
                if not any(str(v).split(", ", 1)[1] in w for w in ex.wf):
                    ex.wf.append(text)
            masks.violations.clear()


def _record(setup: Setup, state: State, schedule: list[str], ub: str | None,
            found: dict[str, Outcome], ex: Exploration) -> None:
    ex.schedules += 1
    ret, memory = outcome(setup, state) if ub is None else (None, {})
    key = json.dumps([ret, memory, ub], sort_keys=True, default=str)
    if key in found:
        found[key].count += 1
    else:
        found[key] = Outcome(ret, memory, ub, 1, list(schedule))


# ---------------------------------------------------------------- one schedule


@attrs.define
class StepVerdict:
    """The ch. 5 properties of one scheduled step."""

    block: str
    progress: bool
    synchronizing: bool
    spinning: bool  # in the passive cycle the schedule ends in (§5.3)
    why: list[str]

    def to_json(self) -> dict[str, object]:
        return {"block": self.block, "progress": self.progress,
                "synchronizing": self.synchronizing, "terminating": not self.spinning,
                "why": self.why}


@attrs.define
class ScheduleCheck:
    """A schedule checked step by step; `greedy` holds if every step has every property."""

    steps: list[StepVerdict]
    terminated: bool
    ub: str | None

    @property
    def greedy(self) -> bool:
        return all(s.progress and s.synchronizing and not s.spinning for s in self.steps)

    def to_json(self) -> dict[str, object]:
        return {"greedy": self.greedy, "terminated": self.terminated, "ub": self.ub,
                "steps": [s.to_json() for s in self.steps]}


def _why_not(prog: Program, state: State, sc: int, prog_ok: bool, sync_ok: bool) -> list[str]:
    labels = prog.labels
    out = []
    if not prog_ok:
        if not ((state.lnext == sc) | (prog.edge[state.lin, sc] & (state.lnext < 0))).any():
            out.append(f"no thread can execute {labels[sc]}: nothing advances (Def. 14)")
        else:
            out.append(f"no thread has ℓnext = {labels[sc]}, and a thread that could take it "
                       "with ℓnext = ⊤ has a guide set that leads elsewhere (Defs. 13, 14)")
    if not sync_ok:
        pending = sorted({labels[int(b)] for b in state.lnext[state.lnext >= 0]
                          if prog.fwdreaching[int(b), sc]})
        if pending:
            out.append(f"threads are still pending at {', '.join(pending)}, which reach "
                       f"{labels[sc]} without a back edge (Def. 17)")
        left = sorted({labels[int(b)] for b in unguided(state) if prog.top_reaching[int(b), sc]})
        if left:
            out.append(f"threads with ℓnext = ⊤ that left {', '.join(left)} may still enter a block "
                       f"that reaches {labels[sc]} without a back edge (Def. 17)")
    return out


def check_schedule(module: Module, function: str | None, lanes: int, interp: Interp,
                   args: Mapping[str, object] | None, schedule: Sequence[str],
                   buffers: Mapping[str, Buffer] | None = None) -> ScheduleCheck:
    """Run `schedule` and say, for each step, whether it made progress, synchronized, and whether
    it belongs to a cycle in which no thread is active (non-termination, §5.3)."""
    setup = prepare(module, function, lanes, interp, args, buffers)
    prog, state = setup.prog, setup.state
    spin = SpinGuard()
    steps: list[StepVerdict] = []
    keys: list[tuple[bytes, int]] = []
    ub = None
    with np.errstate(all="ignore"):
        for label in schedule:
            sc = block_index_of(prog, label)
            p, s = progress(prog, state, sc), synchronizing(prog, state, sc)
            steps.append(StepVerdict(label, p, s, False, _why_not(prog, state, sc, p, s)))
            before = control_key(state)
            keys.append((before, sc))
            try:
                active, _ = lss_w_step(prog, state, sc, interp, False)
            except UndefinedBehavior as e:
                ub = str(e)
                break
            spin.record(before, sc, active, control_key(state))
    if not state.terminated and ub is None:
        # A passive cycle the schedule ends in: repeated, it never terminates (Fig. 5.5c). Going
        # around such a cycle finitely often and leaving it is a terminating schedule, and legal.
        k = len(steps)
        while k > 0 and spin.is_spinning(*keys[k - 1]):
            k -= 1
        for verdict in steps[k:]:
            verdict.spinning = True
            verdict.why.append("no thread is active and the control state comes back to what it "
                               "was: repeating this cycle never terminates, while leaving it "
                               "does (§5.3)")
    return ScheduleCheck(steps, state.terminated, ub)
