"""The untraced run on the compiled lock-step machine (semantics/engine.md [ENGINE-FAST]).

`drive` does what `engine._drive` does, with the steps taken by `vm.run_steps` and `vm.step`:
the state lives in the machine's register file while the run goes on; the spin guard of §5.3 and
every policy other than min-index and max-index stay in Python, which takes over whenever they
have a choice to make. A fault ends the fast run (`False`): the caller runs again on the detailed
path, which names it.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import numpy as np

from pllvm.exec import vm
from pllvm.exec.bytecode import C_AUX, Code, NotCompiled, from_bits, lower, put_bits, scalar_kind, to_bits
from pllvm.exec.faults import Fault, Stop
from pllvm.exec.lanes import Value, as_lanes
from pllvm.exec.program import Program
from pllvm.exec.rules import computecmd
from pllvm.exec.runs import Image, RunResult
from pllvm.exec.schedule import (
    MaxIndex,
    MinIndex,
    RandomChoice,
    Scheduler,
    SpinGuard,
    control_key,
    greedy_choice,
)
from pllvm.exec.state import State

__all__ = ["Bits", "Items", "bound_bits", "code_of", "drive", "drive_items", "eligible"]

_POLICIES = {MinIndex: vm.MIN_INDEX, MaxIndex: vm.MAX_INDEX, RandomChoice: vm.RANDOM}
_WORDS, _MAX_WORDS = 32, 4096  # random words handed to the machine at first, and at most
_CHUNK = 4096  # steps recorded per call of the machine
_TRAIL = 256  # passive steps the machine remembers for the spin guard
_BATCH_STEPS = 1 << 20  # steps a batch records in all; an item past them runs alone
_NO_WORDS = np.zeros(0, np.uint32)  # what a policy that draws nothing hands the machine
#: values as register rows: bits, defined, poison
Bits = tuple[np.ndarray, np.ndarray, np.ndarray]


def code_of(prog: Program) -> Code | None:
    """The function's tables, made once per compiled program; None if it has no table form."""
    if prog.code is None:
        try:
            prog.code = lower(prog)
        except NotCompiled as e:
            prog.code = str(e)
    return prog.code if isinstance(prog.code, Code) else None


def eligible(prog: Program, policy: Scheduler) -> bool:
    """Whether a run with this policy can take the compiled machine."""
    return type(policy) in _POLICIES and code_of(prog) is not None


class _Scratch:
    """The arrays the machine works in, made once per compiled program (a run only fills them),
    and the register file every run starts from: variables ⊤, constants set."""

    def __init__(self, prog: Program, code: Code) -> None:
        w, n, rows = prog.machine.w, len(prog.labels), max(code.max_phis, 1)
        self.R = np.zeros((code.nslots, w), np.uint64)
        self.D = np.zeros((code.nslots, w), np.bool_)
        self.P = np.zeros((code.nslots, w), np.bool_)
        for slot, bits, defined, poison in code.consts:
            self.R[slot], self.D[slot], self.P[slot] = bits, defined, poison
        self.kinds = [scalar_kind(prog.machine.resolve(t)) for t in prog.slot_types]
        self.param_slots = np.array([slot for _, slot, _ in prog.params], np.int64)
        self.TR, self.TD, self.TP = np.zeros(w, np.uint64), np.zeros(w, np.bool_), np.zeros(w, np.bool_)
        self.PR = np.zeros((rows, w), np.uint64)
        self.PD, self.PP = np.zeros((rows, w), np.bool_), np.zeros((rows, w), np.bool_)
        self.sched, self.acts = np.zeros(_CHUNK, np.int32), np.zeros(_CHUNK, np.bool_)
        self.opts, self.exits = np.zeros(n, np.int64), np.zeros(n, np.int64)
        self.trail_keys, self.trail_choice = np.zeros((_TRAIL, 2 * w), np.int32), np.zeros(_TRAIL, np.int32)
        self.choice_key, self.choice_opts = np.zeros(2 * w, np.int32), np.zeros(n, np.bool_)
        self.marks = np.zeros((5, n + 1), np.bool_)
        self.cm, self.amsk, self.ones = np.zeros(w, np.bool_), np.zeros(w, np.bool_), np.ones(w, np.bool_)
        self.isucc = np.zeros(w, np.int32)
        #: per arena byte, the number of the store that last wrote it; numbers go on across
        #: runs (`stores`), so a stamp from an earlier run never matches
        self.stamp = np.zeros(0, np.int64)
        self.stores = 0


def _scratch(prog: Program, code: Code) -> _Scratch:
    if not isinstance(prog.scratch, _Scratch):
        prog.scratch = _Scratch(prog, code)
    return prog.scratch


class _Machine:
    """The arrays of one run on the compiled machine."""

    def __init__(self, prog: Program, code: Code, state: State, oblivious: bool,
                 params: Bits | None) -> None:
        w = prog.machine.w
        self.prog, self.code, self.state, self.w = prog, code, state, w
        scratch = self.scratch = _scratch(prog, code)
        self.kinds = scratch.kinds
        self.R, self.D, self.P = scratch.R.copy(), scratch.D.copy(), scratch.P.copy()
        if params is not None:  # [INIT]: the parameters; every other variable is ⊤
            slots = scratch.param_slots
            self.R[slots], self.D[slots], self.P[slots] = params
        self.RETR = np.zeros(w, np.uint64)  # [INIT]: no thread has returned, r is ⊤
        self.RETD, self.RETP = np.zeros(w, np.bool_), np.zeros(w, np.bool_)
        mem = state.memory
        self.had_poison = mem.poison is not None
        if mem.poison is None:
            mem.poison = np.zeros(len(mem.bytes), np.bool_)
        self._take_memory()
        self.ctl = np.zeros(10, np.int64)
        self.ctl[vm.K_BLOCK] = -1
        self.ctl[vm.K_STORES] = scratch.stores
        self.oblivious = oblivious
        state.lin = np.ascontiguousarray(state.lin, np.int32)
        state.lnext = np.ascontiguousarray(state.lnext, np.int32)

    def _take_memory(self) -> None:
        """What the machine keeps of the memory's objects: which are constant, a stamp per
        arena byte, the accessed bytes and their writers (when tracked)."""
        mem, scratch = self.state.memory, self.scratch
        self.objects = len(mem.objects)
        self.readonly = np.array([o.readonly for o in mem.objects] or [False], np.bool_)
        if len(scratch.stamp) != len(mem.bytes):
            scratch.stamp = np.zeros(len(mem.bytes), np.int64)
        self.stamp = scratch.stamp
        self.touched = mem.touched if mem.touched is not None else np.zeros(0, np.bool_)
        self.writer = mem.writer if mem.writer is not None else np.zeros(0, np.int32)

    def _step_args(self) -> tuple:
        c, s, m, a = self.code, self.state, self.state.memory, self.scratch
        return (c.blocks, c.cmds, c.phis, c.incoming, c.geps, c.succ, c.cases, self.prog.edge,
                self.R, self.D, self.P, self.R.view(np.float32), self.R.view(np.float64),
                a.TR, a.TD, a.TP, a.TR.view(np.float32), a.TR.view(np.float64),
                a.PR, a.PD, a.PP, self.RETR, self.RETD, self.RETP, s.lin, s.lnext,
                a.cm, a.amsk, a.ones, a.isucc, m.bytes, m.defined, m.poison, m.owner,
                self.readonly, m.top, self.stamp, self.ctl, self.touched, self.writer,
                self.oblivious, a.choice_key)

    def run_steps(self, policy: int, explicit: np.ndarray, fuel: int,
                  chooser: RandomChoice | None = None) -> int:
        """The machine's steps until it stops for a reason other than a command Python
        computes; a random policy draws from `chooser`'s words."""
        want = _WORDS
        while True:
            words = chooser.lookahead(want) if chooser is not None else _NO_WORDS
            self.ctl[vm.K_WORD] = 0
            status = self._run_steps(policy, explicit, words, fuel)
            if chooser is not None:
                chooser.consume(int(self.ctl[vm.K_WORD]))
            if status == vm.WORDS:
                want = min(2 * want, _MAX_WORDS)
                continue
            if status != vm.PYTHON:
                return status
            if not self.compute_in_python():
                return vm.FAULT

    def step(self, sc: int) -> int:
        """One step with block sc."""
        start = -1
        while True:
            status = vm.step(sc, start, *self._step_args())
            if status != vm.PYTHON:
                return status
            if not self.compute_in_python():
                return vm.FAULT
            start = int(self.ctl[vm.K_AT]) + 1

    def compute_in_python(self) -> bool:
        """The command the machine stopped at, by its detailed rule (rules.computecmd: evalcmd
        and updenv) on the variables it reads and writes; False if it faulted or cannot run (the
        detailed path says why)."""
        prog, row = self.prog, int(self.ctl[vm.K_AT])
        block, index, reads = self.code.python[int(self.code.cmds[row, C_AUX])]
        cmd = prog.blocks[block].commands[index]
        slots = set(reads) | ({cmd.slot} if cmd.slot is not None else set())
        env: dict[int, Value] = {s: from_bits(self.R[s], self.D[s], self.P[s], *self.kinds[s]) for s in slots}
        early = index < prog.blocks[block].prefix  # a predicate's total prefix: every thread
        mem = self.state.memory
        amsk = self.scratch.ones if early else self.scratch.amsk.copy()
        try:
            computecmd([cmd], env,
                       amsk, prog.machine, mem, "OBL" if self.oblivious else "FR", None)
        except (Fault, Stop):
            return False
        if len(mem.objects) != self.objects:  # an alloca: new objects, perhaps a larger arena
            self._take_memory()
        if cmd.slot is not None:
            put_bits(as_lanes(env[cmd.slot]), self.R[cmd.slot], self.D[cmd.slot], self.P[cmd.slot])
        return True

    def _run_steps(self, policy: int, explicit: np.ndarray, words: np.ndarray, fuel: int) -> int:
        a = self.scratch
        return vm.run_steps(policy, explicit, words, fuel, self.prog.pending_reach, self.prog.leaves,
                            self.code.order, a.sched, a.acts, a.opts, a.exits, a.trail_keys,
                            a.trail_choice, a.choice_opts, a.marks, *self._step_args())

    def finish(self) -> None:
        """The run's results back into the state: the returned values and memory's poison."""
        s, m = self.state, self.state.memory
        if s.ret is not None:
            s.ret = from_bits(self.RETR, self.RETD, self.RETP, self.code.ret_kind, self.code.ret_bits)
        assert m.poison is not None, "the machine gave memory its poison flags (__init__)"
        if not self.had_poison and not m.poison.any():
            m.poison = None
        m.raced = m.raced or bool(self.ctl[vm.K_RACED])
        self.scratch.stores = int(self.ctl[vm.K_STORES])

    def key(self, row: np.ndarray) -> bytes:
        """A row of ℓin^W then ℓnext^W as `schedule.control_key` spells it."""
        return row.tobytes()

    def trail(self) -> list[tuple[bytes, int]]:
        """The passive steps since the last active one (control state before, block), which
        the machine hands over to the spin guard."""
        k = int(self.ctl[vm.K_TRAIL])
        self.ctl[vm.K_TRAIL] = 0
        a = self.scratch
        return [(self.key(a.trail_keys[j]), int(a.trail_choice[j])) for j in range(k)]


def drive(prog: Program, state: State, result: RunResult, explicit: list[int] | None,
          policy: Scheduler, fuel: int, params: Bits | None = None) -> bool:
    """[ENGINE-FAST] Run on the compiled machine, filling `result` as `engine._drive` does; False if a
    step faulted (the run must be done again on the detailed path). The parameters are the
    register rows `params` (parameter, thread) if given, else their values in `state.env`."""
    code = code_of(prog)
    assert code is not None
    if params is None:
        data, defined, poison = bound_bits(prog, [state.env])
        params = data[0], defined[0], poison[0]
    mach = _Machine(prog, code, state, result.interp == "OBL", params)
    plan = np.array(explicit if explicit is not None else [], np.int64)
    spin = SpinGuard()
    try:
        while True:
            if spin.watching:  # passive steps are remembered: a cycle may close, Python decides
                status = _python_step(mach, spin, policy, fuel, result)
            else:
                mode = vm.ASK if spin.steering else _POLICIES[type(policy)]
                status = mach.run_steps(mode, plan, fuel,
                                        policy if isinstance(policy, RandomChoice) else None)
                _take_schedule(mach, result)
                if status in (vm.DECIDE, vm.TRAIL_FULL):
                    spin.remember(mach.trail())
                    status = _python_step(mach, spin, policy, fuel, result)
                elif status == vm.PASSIVE_CHOICE:
                    spin.remember(mach.trail())
                    legal = sorted(np.flatnonzero(mach.scratch.choice_opts).tolist(),
                                   key=code.order.__getitem__)
                    spin.record(mach.key(mach.scratch.choice_key), prog.index[result.schedule[-1]], False,
                                control_key(state), legal)
                    status = vm.OK
                elif status == vm.FULL:
                    status = vm.OK
            if status == vm.FAULT:
                return False
            if status != vm.OK:
                result.fuel_exhausted = status == vm.FUEL
                result.stuck = status == vm.STUCK
                return True
    finally:
        mach.finish()


def _take_schedule(mach: _Machine, result: RunResult) -> None:
    """The steps the machine recorded since the last call, into the result."""
    n = int(mach.ctl[vm.K_SCHED])
    if n:
        result.recorded(mach.prog.label_array, mach.scratch.sched[:n], mach.scratch.acts[:n])
        mach.ctl[vm.K_SCHED] = 0


@attrs.frozen
class Items:
    """What a batch of independent runs ended with, row i for item i (`drive_items`)."""

    status: np.ndarray  # vm.TERMINATED, FUEL or STUCK; vm.ALONE: the item must run alone
    steps: np.ndarray
    lin: np.ndarray
    lnext: np.ndarray
    ret: Bits  # per thread
    memory: Bits  # the arena's bytes, defined, poison
    touched: np.ndarray  # per arena byte, accessed (when tracked)
    raced: np.ndarray
    blocks: np.ndarray  # every item's steps, item i's from spans[i] to spans[i + 1]
    acts: np.ndarray
    spans: np.ndarray

    def record(self, prog: Program, i: int, result: RunResult) -> None:
        """Item i's steps into its result."""
        a, b = self.spans[i], self.spans[i + 1]
        result.recorded(prog.label_array, self.blocks[a:b], self.acts[a:b])


def bound_bits(prog: Program, envs: Sequence[list[Value]]) -> Bits:
    """The parameters of each environment as register rows: (item, parameter, thread)."""
    n, w, slots = len(envs), prog.machine.w, [slot for _, slot, _ in prog.params]
    rows = [[to_bits(as_lanes(env[s])) for s in slots] for env in envs]

    def part(k: int) -> np.ndarray:
        """Part k of every parameter's rows (bits, defined or poison)."""
        return np.array([[row[k] for row in item] for item in rows]).reshape(n, len(slots), w)

    return part(0), part(1), part(2)


def drive_items(prog: Program, state: State, params: Bits, images: Sequence[Image],
                image_of: Sequence[int], policy: Scheduler, fuel: int, oblivious: bool) -> Items:
    """Independent runs on the compiled machine, one after another without Python between
    them: item i binds the parameters of row i of `params` (`bound_bits`) and starts from
    memory `images[image_of[i]]` (every image has the layout of `state.memory`, which the batch
    works in; accesses are tracked if it tracks them)."""
    code = code_of(prog)
    assert code is not None and type(policy) in (MinIndex, MaxIndex)
    mach = _Machine(prog, code, state, oblivious, None)  # each item binds its own parameters
    n, w, slots = len(image_of), prog.machine.w, [slot for _, slot, _ in prog.params]
    arena = len(state.memory.bytes)
    mb = np.stack([img[0] for img in images])
    md = np.stack([img[1] for img in images])
    mp = np.stack([img[2] if img[2] is not None else np.zeros(arena, np.bool_) for img in images])
    tracking = state.memory.touched is not None
    cap = min(n * (fuel + 1), _BATCH_STEPS)
    out = Items(np.zeros(n, np.int64), np.zeros(n, np.int64), np.zeros((n, w), np.int32),
                np.zeros((n, w), np.int32),
                (np.zeros((n, w), np.uint64), np.zeros((n, w), np.bool_), np.zeros((n, w), np.bool_)),
                (np.zeros((n, arena), np.uint8), np.zeros((n, arena), np.bool_),
                 np.zeros((n, arena), np.bool_)),
                np.zeros((n, arena) if tracking else (n, 0), np.bool_), np.zeros(n, np.bool_),
                np.empty(cap, np.int32), np.empty(cap, np.bool_), np.zeros(n + 1, np.int64))
    scratch = mach.scratch
    with np.errstate(all="ignore"):
        vm.run_items(_POLICIES[type(policy)], fuel, np.array(slots, np.int64), *params,
                     np.asarray(image_of, np.int64), mb, md, mp, tracking, out.status, out.steps,
                     out.lin, out.lnext, *out.ret, *out.memory, out.touched, out.raced, out.blocks,
                     out.acts, out.spans, scratch.R, scratch.D, scratch.P, np.zeros(0, np.int64), _NO_WORDS,
                     prog.pending_reach, prog.leaves, code.order, scratch.sched, scratch.acts,
                     scratch.opts, scratch.exits, scratch.trail_keys, scratch.trail_choice,
                     scratch.choice_opts, scratch.marks, *mach._step_args())
    scratch.stores = int(mach.ctl[vm.K_STORES])
    return out


def _python_step(mach: _Machine, spin: SpinGuard, policy: Scheduler, fuel: int,
                 result: RunResult) -> int:
    """One step chosen as `engine._drive` chooses it, taken by the machine: the machine's
    status (OK, or why the run ends)."""
    prog, state = mach.prog, mach.state
    if state.terminated:
        return vm.TERMINATED
    if result.steps >= fuel:
        return vm.FUEL
    before = control_key(state)
    chosen = greedy_choice(prog, state, policy, spin)
    if chosen is None:
        return vm.STUCK
    sc, legal = chosen
    if mach.step(sc) != vm.OK:
        return vm.FAULT
    active = bool(mach.ctl[vm.K_ACTIVE])
    spin.record(before, sc, active, control_key(state), legal)
    mach.ctl[vm.K_STEPS] += 1
    result.took(prog.labels[sc], active)
    return vm.OK
