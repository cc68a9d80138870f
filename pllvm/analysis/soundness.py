"""The dynamic soundness check of the divergence analysis (semantics/divergence.md): the masked
concretization γ' (§6.2, Fig. 6.3) and the dependences of §6.3, tested on executions.

The interpreter runs the function under every greedy schedule (W ≤ 4) with inputs drawn to fit
the initial shapes, FR and OBL. At each scheduled block it checks the facts of the analysis
against what the threads actually did: values against their shapes (on the threads where they are
defined, Def. 10), uniform branches, constant activation outside adep, one incoming block outside
sdep, one loop iteration outside tdep. Each contradiction names the fact and the execution.
"""

from __future__ import annotations

import itertools
import json
import random
import shlex
import time
from collections.abc import Iterable, Sequence
from typing import Self

import attrs
import numpy as np

from pllvm.analysis.divergence import DivergenceResult, analyze, parse_signature
from pllvm.analysis.lattice import Bottom, Shape, Strided, Varying, show, strided_lanes
from pllvm.analysis.lattice import uniform as is_uniform
from pllvm.cfg import loop_forest
from pllvm.exec.explore import explore
from pllvm.exec.interp import Interp
from pllvm.exec.lanes import Lanes, Value
from pllvm.exec.memory import Memory
from pllvm.exec.program import Program
from pllvm.exec.runs import Buffer
from pllvm.exec.wellformed import DefinitionMasks
from pllvm.syntax import (
    FloatType,
    IntType,
    Local,
    Mask,
    Module,
    PtrType,
    Ret,
    VectorType,
    operands,
)
from pllvm.syntax import Value as IRValue
from pllvm.text.printer import print_command, print_terminator

__all__ = ["Contradiction", "check_inputs", "check_soundness"]


@attrs.frozen
class Contradiction:
    """A fact of the analysis that an execution refutes."""

    fact: str
    observed: str
    block: str
    interp: Interp
    args: str
    step: int
    lanes: int = 0
    schedule: tuple[str, ...] = ()  # the blocks scheduled up to and including `block`
    values: dict[str, list] = attrs.field(factory=dict, eq=False)
    buffers: dict[str, dict[str, object]] = attrs.field(factory=dict, eq=False)

    def __str__(self) -> str:
        return (f"{self.fact}, but {self.observed} (block {self.block}, step {self.step}, "
                f"{self.interp}, W = {self.lanes}, arguments {self.args})")

    def to_json(self) -> dict[str, object]:
        return attrs.asdict(self)

    def case_text(self) -> str:
        """The input file of this execution (`pllvm run --input`): arguments and buffers."""
        return json.dumps({"args": self.values, "buffers": self.buffers}, indent=2) + "\n"

    def replay_command(self, path: str, function: str, case: str | None = None) -> str:
        """[DA-VARIANT] The `pllvm run` command line that reruns this execution up to the block
        where the fact fails, its protocol showing the masks and values observed. The arguments
        go on the command line, or in the input file `case` (written from `case_text`), which
        pointer parameters need for their buffers."""
        words = ["pllvm", "run", path, "-f", function, "-W", str(self.lanes), "--interp",
                 self.interp]
        if case is not None:
            words += ["--input", case]
        else:
            for name, vals in self.values.items():
                words += ["--arg", f"{name}={','.join(map(str, vals))}"]
        words += ["--schedule", " ".join(self.schedule), "--trace"]
        return " ".join(shlex.quote(w) for w in words)


def _nu2(x: int) -> int:
    """The exponent of 2 in x (a large number for 0)."""
    return (x & -x).bit_length() - 1 if x else 64


class OutOfTime(Exception):
    """A soundness check that went past its time; not a fault of the program, so the engine's
    handlers of faults let it through."""


class _Observer(DefinitionMasks):
    """Definition masks (Def. 10) plus the checks of §5, step by step along one schedule."""

    def __init__(self, prog: Program, interp: Interp, result: DivergenceResult,
                 args: dict[str, list], buffers: dict[str, dict[str, object]]) -> None:
        super().__init__(prog, interp)
        self.result = result
        self.checked = _checked(prog, result)
        self.args = args
        self.buffers = buffers
        self.path: list[str] = []
        self.iterations: dict[str, np.ndarray] = {}
        self.loops = loop_forest(prog.cfg)
        self.found: list[Contradiction] = []
        self.deadline = float("inf")  # time.monotonic() at which the check gives up

    def copy(self) -> Self:
        other = super().copy()
        other.result, other.args, other.loops = self.result, self.args, self.loops
        other.checked = self.checked
        other.buffers, other.path = self.buffers, list(self.path)
        other.iterations = {k: v.copy() for k, v in self.iterations.items()}
        other.found = self.found  # shared: one list per input
        other.deadline = self.deadline
        return other

    def _report(self, fact: str, observed: str, block: str) -> None:
        text = ", ".join(f"%{k}={v}" for k, v in self.args.items())
        c = Contradiction(fact, observed, block, self.interp, text, self.steps,
                          self.prog.machine.w, tuple(self.path), self.args, self.buffers)
        if not any(c.fact == f.fact and c.observed == f.observed for f in self.found):
            self.found.append(c)

    def step(self, block_index: int, lin: np.ndarray, cm: np.ndarray, amsk: np.ndarray,
             env: list[Value], memory: Memory) -> None:
        if time.monotonic() > self.deadline:
            raise OutOfTime("the soundness check ran out of its time")
        label = self.prog.labels[block_index]
        self.path.append(label)
        self._activation(label, cm, amsk)
        self._sync(label, lin, cm)
        self._temporal(label, block_index, lin, cm)
        super().step(block_index, lin, cm, amsk, env, memory)
        self._values(label, block_index, env, memory, amsk)
        self._reads(label, block_index, env, memory, amsk)
        self._branch(label, amsk, env)

    # -------------------------------------------------------------- §5, checks 3-6
    def _activation(self, label: str, cm: np.ndarray, amsk: np.ndarray) -> None:
        if label not in self.result.adep and not (amsk == amsk[0]).all():
            self._report(f"{label} has uniform activation (not in adep)",
                         f"amsk was {_bits(amsk)}", label)
        if label not in self.result.cdep and not (cm == cm[0]).all():
            self._report(f"{label} has a uniform control mask (not in cdep)",
                         f"cmsk was {_bits(cm)}", label)

    def _sync(self, label: str, lin: np.ndarray, cm: np.ndarray) -> None:
        """Threads entering a block outside sdep come from one block; at a temporal-divergent
        loop exit, those that ran the loops it leaves equally often ([DA-SYNC-EXIT])."""
        if label in self.result.sdep or not cm.any():
            return
        for same in self._same_iterations(label, cm):
            incoming = set(lin[same].tolist())
            if len(incoming) > 1:
                names = sorted(self.prog.labels[b] if b >= 0 else "⊥" for b in incoming)
                self._report(f"{label} is not sync-divergent (not in sdep)",
                             f"active threads arrived from {', '.join(names)}", label)

    def _same_iterations(self, label: str, cm: np.ndarray) -> list[np.ndarray]:
        """The threads of `cm` grouped by their iteration counts of the loops `label` is an exit
        of, when it is in tdep; else all of them in one group."""
        if label not in self.result.tdep:
            return [cm]
        counts = [self.iterations[lp.header] for lp in self.loops.loops.values()
                  if label in lp.exits and lp.header in self.iterations]
        if not counts:
            return [cm]
        keys = np.stack(counts, axis=1)
        return [cm & (keys == k).all(axis=1) for k in np.unique(keys[cm], axis=0)]

    def _temporal(self, label: str, index: int, lin: np.ndarray, cm: np.ndarray) -> None:
        """Per-thread iteration counters of every loop, compared at loop exits outside tdep."""
        w = len(cm)
        for lp in self.loops.loops.values():
            if label != lp.header:
                continue
            counts = self.iterations.setdefault(lp.header, np.zeros(w, np.int64))
            inside = np.array([b >= 0 and self.prog.labels[b] in lp.blocks for b in lin.tolist()])
            counts[cm & inside] += 1
            counts[cm & ~inside] = 0
        for lp in self.loops.loops.values():
            if label in lp.exits and label not in self.result.tdep and cm.any():
                done = self.iterations.get(lp.header)
                entering = cm & np.array([b >= 0 and self.prog.labels[b] in lp.blocks
                                          for b in lin.tolist()])
                if done is not None and entering.any() and len(set(done[entering])) > 1:
                    self._report(f"exit {label} of the loop at {lp.header} is not temporal-"
                                 "divergent (not in tdep)",
                                 f"threads left after iterations {done[entering].tolist()}",
                                 label)

    def _branch(self, label: str, amsk: np.ndarray, env: list[Value]) -> None:
        if self.result.branches.get(label) is not False or not amsk.any():
            return
        block = self.prog.blocks[self.prog.index[label]]
        cond = block.term.value(env) if block.term.value is not None else None
        if not isinstance(cond, Lanes):
            return
        live = amsk & cond.defined
        if live.any() and len(set(cond.data[live].tolist())) > 1:
            self._report(f"the branch in {label} is uniform",
                         f"active threads branched on {cond.data[live].tolist()}", label)

    # -------------------------------------------------------------- §5, checks 1-2
    def _values(self, label: str, index: int, env: list[Value], memory: Memory,
                amsk: np.ndarray) -> None:
        """[DA-UNIFORM-ACTIVE] Each value assigned here, on the threads active here for which it
        is defined (Def. 10 with the masks of this block instance); the rest of a total command's
        threads, and a phi's passive ones, are checked where they read it (`_reads`)."""
        for name, slot in self.checked.assigned[index]:
            observed = self._outside_shape(name, slot, amsk, env, memory)
            if observed is not None:
                self._report(self._claim(name), f"its defined threads held {observed}", label)

    def _reads(self, label: str, index: int, env: list[Value], memory: Memory,
               amsk: np.ndarray) -> None:
        """[DA-UNIFORM-ACTIVE] Each operand of a command that runs on the active threads, and the
        value a `ret` returns, on the threads that read it: a uniform value is one value for
        every active reader, whatever its defining block's activation was (under FR a thread
        passive there keeps an older value)."""
        for text, name, slot in self.checked.read[index]:
            observed = self._outside_shape(name, slot, amsk, env, memory)
            if observed is not None:
                self._report(self._claim(name), f"the active threads reading it in "
                             f"`{text}` held {observed}", label)

    def _claim(self, name: str) -> str:
        return f"%{name} has shape {show(self.result.shapes[name], self.result.lattice)}"

    def _outside_shape(self, name: str, slot: int, who: np.ndarray, env: list[Value],
                       memory: Memory) -> list | None:
        """%name's values (in `slot`) on the threads of `who` where it is defined, if they lie
        outside its shape; None if they lie inside (or are not compared)."""
        v = env[slot]
        if not isinstance(v, Lanes) or v.data.ndim != 1:
            return None
        lanes = who & self.dm[slot] & v.defined
        if not lanes.any():
            return None
        shape, ty = self.result.shapes[name], self.prog.slot_types[slot]
        if isinstance(ty, IntType) and is_uniform(shape):  # the common case, without lists
            held = v.data[lanes]
            if (held == held[0]).all():
                return None
        observed = self._canonical(v, ty, lanes, memory)
        threads = [int(t) for t in np.flatnonzero(lanes)]
        return observed if observed is not None and not _fits(observed, threads, shape, ty) else None

    def _canonical(self, v: Lanes, ty: object, lanes: np.ndarray, memory: Memory) -> list | None:
        """The values on `lanes`, pointers into allocas as (site, ordinal, offset) (§5, 2)."""
        if isinstance(ty, PtrType):
            out: list = []
            for t in np.flatnonzero(lanes):
                addr = int(v.data[t])
                obj = memory.object_at(addr)
                if obj is not None and obj.kind == "alloca":
                    out.append((obj.name, obj.ordinal, addr - obj.base))
                else:
                    out.append(addr)
            return out
        if isinstance(ty, IntType):
            data = v.data.astype(np.int64) if v.data.dtype == np.bool_ else v.data
            return [int(x) for x in data[lanes]]
        if isinstance(ty, FloatType):
            return [float(x) for x in v.data[lanes]]
        return None


@attrs.frozen
class _Checked:
    """What the observer compares in each block (by block index), from the program and the
    analysis alone: the variables assigned there, and the operands read on the active threads
    with the text of their reader; each as (name, slot), and only those with a shape."""

    assigned: list[list[tuple[str, int]]]
    read: list[list[tuple[str, str, int]]]


#: the last (program, analysis) pair and its `_Checked`: the inputs of one check share both
_LAST_CHECKED: list[tuple[Program, DivergenceResult, _Checked]] = []


def _checked(prog: Program, result: DivergenceResult) -> _Checked:
    """`_Checked` of the pair, made once for all the inputs and schedules checked with it."""
    if _LAST_CHECKED and _LAST_CHECKED[0][0] is prog and _LAST_CHECKED[0][1] is result:
        return _LAST_CHECKED[0][2]

    def compared(name: str) -> int | None:
        slot = prog.slots.get(name)
        if slot is None or name not in result.shapes:
            return None
        return slot if _claims(result.shapes[name], prog.slot_types[slot]) else None

    assigned, read = [], []
    for block in prog.fn.blocks:
        names = [p.name for p in block.phis] + [c.name for c in block.commands if c.name]
        assigned.append([(n, slot) for n in names if (slot := compared(n)) is not None])
        readers: list[tuple[str, list[IRValue]]] = [
            (print_command(c), list(operands(c.op))) for c in block.commands
            if not c.total and not isinstance(c.op, Mask)]
        if isinstance(block.term, Ret) and block.term.value is not None:
            readers.append((print_terminator(block.term), [block.term.value]))
        read.append([(text, v.name, slot) for text, values in readers for v in values
                     if isinstance(v, Local) and (v.name, block.label) not in result.varying_reads
                     and (slot := compared(v.name)) is not None])  # [DA-LCSSA-USE] varying here
    checked = _Checked(assigned, read)
    _LAST_CHECKED[:] = [(prog, result, checked)]
    return checked


def _bits(mask: np.ndarray) -> str:
    return "".join("1" if b else "0" for b in mask)


def _claims(shape: Shape, ty: object) -> bool:
    """Whether some values of type `ty` lie outside the shape (`_fits` can fail): not for a
    varying shape without alignment, nor for a non-uniform one of a type other than an integer
    or a pointer."""
    if isinstance(shape, Bottom) or is_uniform(shape):
        return True
    if not isinstance(ty, IntType | PtrType):
        return False
    bits = ty.bits if isinstance(ty, IntType) else 64
    return not isinstance(shape, Varying) or min(_nu2(shape.a), bits) > 0


def _fits(values: list, threads: list[int], shape: Shape, ty: object) -> bool:
    """Whether the values of the defined threads lie in γ of the shape (§5, check 1): uniform
    shapes need equal values; strided and aligned integers (and raw addresses) are checked modulo
    2^N; other shapes claim nothing checkable."""
    if isinstance(shape, Bottom):
        return False
    if is_uniform(shape):
        first = values[0]
        return all(x == first or (x != x and first != first) for x in values)
    numeric = all(isinstance(x, int) for x in values)
    bits = ty.bits if isinstance(ty, IntType) else 64
    if not numeric or not isinstance(ty, IntType | PtrType):
        return True
    if isinstance(shape, Varying):
        k = min(_nu2(shape.a), bits)
        return all(x % (1 << k) == 0 for x in values)
    return _fits_strided(values, threads, shape, bits)


def _fits_strided(values: list[int], threads: list[int], shape: Strided, bits: int) -> bool:
    mod = 1 << bits
    cs = {(v - shape.s * t) % mod for v, t in zip(values, threads, strict=True)}
    if len(cs) != 1:
        return False
    (c,) = cs
    if shape.a == 0:
        return c == 0
    k = min(_nu2(shape.a), bits)
    return c % (1 << k) == 0


def _inputs(fn_params: Sequence, shapes: Sequence[Shape], lanes: int, samples: int,
            rng: random.Random) -> Iterable[dict[str, list]]:
    """Arguments fitting the initial shapes: every 0/1 pattern over the threads for varying
    integer parameters (conditions usually test them against 0 or 1), 0 and 1 for uniform ones,
    and `samples` draws of the rest (floats, strided values). At most 128 combinations are
    taken, sampled evenly when there are more."""
    pools: list[list[list[int]] | None] = []
    for p, s in zip(fn_params, shapes, strict=True):
        if isinstance(p.ty, IntType) and isinstance(s, Varying):
            patterns = [list(x) for x in itertools.product([0, 1], repeat=lanes)]
            if p.ty.bits > 1:  # and some wider values: loop bounds, indices, and ramps (threads
                ramp = [2 * t for t in range(lanes)]  # that leave loops after different counts)
                patterns += [ramp, ramp[::-1]]
                patterns += [[rng.randint(-2, 9) for _ in range(lanes)] for _ in range(3)]
            pools.append(patterns)
        elif isinstance(p.ty, IntType) and s == Strided(0, 1):
            wider = [[rng.randint(2, 9)] * lanes] if p.ty.bits > 1 else []  # an i1 holds 0 and 1
            pools.append([[0] * lanes, [1] * lanes, *wider])
        else:
            pools.append(None)  # floats and strided values: drawn
    combos = list(itertools.product(*[pool for pool in pools if pool is not None])) or [()]
    if len(combos) > 128:
        combos = [combos[k * len(combos) // 128] for k in range(128)]
    for combo in combos:
        for sample in range(samples):
            it = iter(combo)
            args: dict[str, list] = {}
            for p, s, pool in zip(fn_params, shapes, pools, strict=True):
                if pool is not None:
                    args[p.name] = next(it)
                else:
                    args[p.name] = _draw(p.ty, s, lanes, rng, zero=sample == 0, name=p.name)
            yield args


#: Bytes before a drawn pointer's target, so that negative strides stay inside the buffer.
_POINTER_SLACK = 256


def _buffers(fn_params: Sequence, seed: int) -> dict[str, dict[str, object]]:
    """One buffer per pointer parameter, as an input file gives it: small non-negative i32
    values (so that data used as an index stays near the start), large enough for the offsets
    `_draw` picks."""
    fill = {"type": "i32", "count": 1024, "random": {"seed": seed, "min": 0, "max": 3}}
    return {p.name: fill for p in fn_params if isinstance(p.ty, PtrType)}


def _draw(ty: object, s: Shape, lanes: int, rng: random.Random, zero: bool,
          name: str = "") -> list:
    """One argument from γ of its shape; `zero` takes k = 0 for strided shapes (all strided
    arguments then start at the same point, where comparisons between them are most telling).
    A pointer points into the buffer named after its parameter (see `_buffers`)."""
    if isinstance(ty, PtrType):
        if isinstance(s, Strided):
            k = 0 if zero else rng.randint(0, 3)
            return [f"@{name}+{_POINTER_SLACK + off}" for off in strided_lanes(s, k, lanes)]
        return [f"@{name}+{_POINTER_SLACK + 4 * rng.randint(0, 15)}" for _ in range(lanes)]
    if isinstance(ty, FloatType):
        vals = [rng.choice([0.5, 1.5, 2.0, 3.0, 88.38, 1e20, -1.0, 4.0]) for _ in range(lanes)]
        return [vals[0]] * lanes if is_uniform(s) else vals
    bits = ty.bits if isinstance(ty, IntType) else 64
    if isinstance(s, Strided):
        k = 0 if zero else rng.randint(-2, 3)
        return [_wrapped(v, bits) for v in strided_lanes(s, k, lanes)]
    return [_wrapped(rng.randint(-2, 9), bits) for _ in range(lanes)]


def _wrapped(v: int, bits: int) -> int:
    """`v` as the type holds it (an i1 is 0 or 1): arguments out of their type's range are an
    input error of the engine."""
    return v & 1 if bits == 1 else v


#: the runs an analysis for an interpretation is checked on: the facts for FR hold under OBL too
RUNS_UNDER: dict[Interp, tuple[Interp, ...]] = {"FR": ("FR", "OBL"), "OBL": ("OBL",)}


def check_soundness(module: Module, function: str | None, signature: str, lattice: str = "basic",
                    lanes: Sequence[int] = (2, 3, 4), samples: int = 3, seed: int = 0,
                    variants: Iterable[str] = (), max_schedules: int = 200,
                    max_steps: int = 120, interp: Interp = "FR", seconds: float | None = None
                    ) -> tuple[list[Contradiction], int]:
    """Every contradiction found, and the number of schedules executed: the analysis for runs
    under `interp`, checked on runs under FR and OBL (FR) or OBL alone (OBL). After `seconds`
    (none: no limit) the check stops with `OutOfTime`, so that a sweep can go on without it."""
    deadline = float("inf") if seconds is None else time.monotonic() + seconds
    fn = module.function(function)
    if any(isinstance(p.ty, VectorType) for p in fn.params):
        raise ValueError("the soundness check does not draw vector arguments")
    init, _ret = parse_signature(signature, fn)
    rng = random.Random(seed)
    found: list[Contradiction] = []
    schedules = 0
    for w in lanes:
        result = analyze(module, fn, init, lattice, w, variants, interp)
        specs = _buffers(fn.params, seed)
        for args in _inputs(fn.params, init, w, samples, rng):
            schedules += check_inputs(module, function, result, w, args, found, specs,
                                      max_schedules, max_steps, RUNS_UNDER[interp], deadline)
    return found, schedules


def check_inputs(module: Module, function: str | None, result: DivergenceResult, lanes: int,
                 args: dict[str, list], found: list[Contradiction],
                 specs: dict[str, dict[str, object]] | None = None, max_schedules: int = 200,
                 max_steps: int = 120, interps: Sequence[Interp] = ("FR", "OBL"),
                 deadline: float = float("inf")) -> int:
    """Run every greedy schedule of one input under each of `interps`, checking the analysis' facts
    (`result`, computed for W = `lanes`) at every step; contradictions are appended to `found`.
    `specs` are the buffers (as `Buffer.from_json` reads them). The number of schedules executed."""
    specs = specs or {}
    schedules = 0
    for interp in interps:
        def tracker(prog: Program, interp: Interp) -> _Observer:
            obs = _Observer(prog, interp, result, args, specs)
            obs.found = found
            obs.deadline = deadline
            return obs

        buffers = {n: Buffer.from_json(n, b) for n, b in specs.items()}
        ex = explore(module, function, lanes, interp, args, buffers,
                     max_schedules=max_schedules, max_steps=max_steps, tracker=tracker)
        schedules += ex.schedules
    return schedules
