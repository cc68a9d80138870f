"""What a run-based check covered ([CHK-COVERAGE] in semantics/checking.md): how many inputs were
drawn and on how many the source is defined; per target block (and, for a target run by one
thread, per branch edge), on how many of those the target executed it with an active thread; per
target loop, how many inputs entered it and how many iterations ran. A target block the verdict
depends on that never ran turns `valid` into `unknown`; edges never taken are reported."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from pllvm.cfg.graph import CFG
from pllvm.cfg.loops import loop_forest
from pllvm.exec import RunResult
from pllvm.syntax import (
    AtomicRMW,
    Br,
    Call,
    CmpXchg,
    CondBr,
    Function,
    IntConst,
    Load,
    Local,
    Switch,
    Unreachable,
)
from pllvm.syntax.instructions import Terminator, operands, successors
from pllvm.syntax.rewrite import definitions

__all__ = ["Coverage", "required_blocks", "required_edges"]


def _feasible(term: Terminator) -> tuple[str, ...]:
    """The successors a terminator can take: one of a branch or switch on a constant."""
    if isinstance(term, CondBr) and isinstance(term.cond, IntConst):
        return (term.if_true if term.cond.value else term.if_false,)
    if isinstance(term, Switch) and isinstance(term.value, IntConst):
        return (dict(term.cases).get(term.value.value, term.default),)
    return successors(term)


def required_blocks(fn: Function) -> list[str]:
    """The blocks of `fn` a `valid` verdict needs to have run: every block reachable from the
    entry along edges a branch can take, except those from which every path ends in
    `unreachable` (they run only where the program is undefined)."""
    cfg = _feasible_cfg(fn)
    doomed = _doomed(fn, cfg)
    return [b for b in cfg.rpo if b not in doomed]


def doomed_blocks(fn: Function) -> set[str]:
    """The blocks of `fn` from which every path ends in `unreachable`."""
    return _doomed(fn, _feasible_cfg(fn))


def _doomed(fn: Function, cfg: CFG) -> set[str]:
    doomed = {b.label for b in fn.blocks if isinstance(b.term, Unreachable)}
    changed = True
    while changed:
        changed = False
        for b in cfg.blocks:
            if b not in doomed and cfg.succ[b] and all(s in doomed for s in cfg.succ[b]):
                doomed.add(b)
                changed = True
    return doomed


def _passes_through(fn: Function, label: str) -> bool:
    """Whether running block `label` can change nothing but where control goes: no phi, no
    command, an unconditional branch, and no phi of its successor reading a value from it."""
    b = fn.block(label)
    return (not b.phis and not b.commands and isinstance(b.term, Br)
            and not any(lbl == label for p in fn.block(b.term.target).phis for _, lbl in p.incoming))


def _feasible_cfg(fn: Function) -> CFG:
    return CFG(fn.labels, {b.label: _feasible(b.term) for b in fn.blocks}, fn.entry.label)


def _input_dependent(fn: Function) -> set[str]:
    """The local values that depend on the inputs: parameters, loads, calls, and what is
    computed from them (a value computed from constants alone, such as LLVM's `%n.vec` for a
    constant trip count, is the same on every input)."""
    out = {p.name for p in fn.params}
    changed = True
    while changed:
        changed = False
        for name, node in definitions(fn):
            if name in out:
                continue
            if isinstance(node, Load | Call | AtomicRMW | CmpXchg) or any(
                    isinstance(v, Local) and v.name in out for v in operands(node)):
                out.add(name)
                changed = True
    return out


def required_edges(fn: Function) -> list[tuple[str, str]]:
    """The branch edges between required blocks whose condition depends on the inputs, except
    loops' back edges: both edges of such a conditional branch, every case of such a switch.
    An edge a condition computed from constants alone never takes is not required, nor is a
    back edge (an epilogue loop may run once on every input; iterations are reported apart)."""
    keep = set(required_blocks(fn))
    varying = _input_dependent(fn)
    back = loop_forest(CFG.of(fn)).back_edge_set
    out: list[tuple[str, str]] = []
    for b in fn.blocks:
        term = b.term
        cond = term.cond if isinstance(term, CondBr) else term.value if isinstance(term, Switch) else None
        if b.label in keep and isinstance(cond, Local) and cond.name in varying:
            out += [(b.label, t) for t in dict.fromkeys(_feasible(term))
                    if t in keep and (b.label, t) not in back]
    return out


@attrs.define
class Coverage:
    """[CHK-COVERAGE] Tallies of one check, filled input by input."""

    target: Function
    edges_tracked: bool = False  # the target runs with one thread: its schedule is its path
    drawn: int = 0
    layouts: int = 0  # inputs of the aliasing grid run before the drawn ones
    masks: int = 0  # inputs of the lane-mask grid run before the drawn ones
    defined: int = 0  # inputs on which the source is defined (and so compared)
    source_ub: int = 0
    source_no_end: int = 0  # the source did not end within its step budget
    not_independent: int = 0  # threads (or scalar runs) interact through memory
    unsupported: int = 0  # inputs a side could not run (the reason is kept)
    blocks: dict[str, int] = attrs.field(factory=dict)  # target block -> defined inputs that ran it
    edges: dict[tuple[str, str], int] = attrs.field(factory=dict)  # branch edge -> inputs
    loops: dict[str, list[int]] = attrs.field(factory=dict)  # header -> [inputs, iterations, max]
    explored: dict[str, int] = attrs.field(factory=lambda: {"complete": 0, "cut": 0})
    fuel: int = 0  # the source's step budget at the end
    seconds: float = 0.0
    stopped: str = ""  # why the search ended early (time limit), or ""
    allowed: frozenset[str] = frozenset()  # blocks accepted uncovered; "*": all
    #: target blocks that keep the label of a source block every path from which ends in
    #: `unreachable`: a transformation may make them run (linearization does, as no-ops), but
    #: only on inputs where the source is undefined, so no defined input covers them. Only such
    #: a block that does nothing (`_passes_through`) goes unrequired: a label alone proves
    #: nothing of a target pllvm did not make
    doomed: frozenset[str] = frozenset()
    _required: list[str] = attrs.field(init=False)
    _apart: list[str] = attrs.field(init=False)  # required of the target alone, but `doomed`
    _headers: list[str] = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        required = required_blocks(self.target)
        apart = {b for b in self.doomed if _passes_through(self.target, b)}
        self._required = [b for b in required if b not in apart]
        self._apart = sorted(b for b in required if b in apart)
        self._headers = list(loop_forest(CFG.of(self.target)).loops)
        for b in self._required:
            self.blocks.setdefault(b, 0)
        if self.edges_tracked:
            for e in required_edges(self.target):
                self.edges.setdefault(e, 0)
        for h in self._headers:
            self.loops.setdefault(h, [0, 0, 0])

    def ran(self, runs: Sequence[RunResult]) -> int:
        """Record the target runs of one defined input; returns how many blocks and edges not
        covered before it covered."""
        union: dict[str, int] = {}
        for r in runs:
            for label, n in r.active.items():
                union[label] = max(union.get(label, 0), n)
        path: set[tuple[str, str]] = set()
        if self.edges_tracked:
            for r in runs:
                path.update(zip(r.schedule, r.schedule[1:], strict=False))
        new = sum(1 for b in union if self.blocks.get(b, 1) == 0) + sum(
            1 for e in path if self.edges.get(e, 1) == 0)
        for label in union:
            self.blocks[label] = self.blocks.get(label, 0) + 1
        for e in path:
            if e in self.edges:
                self.edges[e] += 1
        for h in self._headers:
            n = union.get(h, 0)
            if n:
                tally = self.loops[h]
                tally[0] += 1
                tally[1] += n
                tally[2] = max(tally[2], n)
        return new

    @property
    def uncovered(self) -> list[str]:
        """Required target blocks no defined input ran, minus those the user accepts."""
        if "*" in self.allowed:
            return []
        return [b for b in self._required if not self.blocks.get(b) and b not in self.allowed]

    @property
    def untaken(self) -> list[str]:
        """Branch edges between blocks that ran that no defined input took (reported: a
        runtime check whose condition no input can make true, such as LLVM's wrap checks of
        an induction that cannot wrap, is common in correct code)."""
        return [f"{a}->{b}" for (a, b), n in self.edges.items()
                if not n and self.blocks.get(a) and self.blocks.get(b)]

    def summary(self) -> str:
        """The coverage in one line: inputs, defined inputs, blocks run, why the search ended."""
        skipped = [f"{n} {what}" for n, what in (
            (self.source_ub, "undefined in the source"),
            (self.source_no_end, f"where the source did not end within {self.fuel} steps"),
            (self.not_independent, "where the threads interact through memory"),
            (self.unsupported, "that could not run")) if n]
        ran = sum(1 for b in self._required if self.blocks.get(b, 0))
        grid = "".join(f" and {n} {what}" for n, what in ((self.layouts, "aliasing layouts"),
                                                          (self.masks, "lane-mask patterns")) if n)
        text = (f"{self.drawn} inputs drawn{grid}, {self.defined} defined in the source"
                + (f" ({', '.join(skipped)})" if skipped else "")
                + f"; {ran} of {len(self._required)} target blocks ran")
        if self._apart:
            text += (f" (not required: {', '.join(self._apart)}, which only inputs undefined in the "
                     "source reach)")
        if self.edges_tracked:
            taken = sum(1 for n in self.edges.values() if n)
            text += f", {taken} of {len(self.edges)} branch edges taken"
        if self.uncovered:
            text += f" (never: {', '.join(self.uncovered)})"
        if self.untaken:
            text += f" (never taken: {', '.join(self.untaken)})"
        loops = [f"{h} up to {t[2]}" for h, t in self.loops.items() if t[0]]
        if loops:
            text += f"; loop iterations: {', '.join(loops)}"
        if self.stopped:
            text += f"; {self.stopped}"
        return text

    def to_json(self) -> dict[str, object]:
        return {
            "inputs": {"drawn": self.drawn, "layouts": self.layouts, "masks": self.masks,
                       "defined": self.defined,
                       "source_ub": self.source_ub,
                       "source_no_end": self.source_no_end, "not_independent": self.not_independent,
                       "unsupported": self.unsupported},
            "blocks": dict(self.blocks),
            "edges": {f"{a}->{b}": n for (a, b), n in self.edges.items()} if self.edges_tracked
            else None,
            "uncovered": self.uncovered,
            "untaken": self.untaken,
            "allowed_uncovered": sorted(self.allowed),
            "loops": {h: {"inputs": t[0], "iterations": t[1], "max_iterations": t[2]}
                      for h, t in self.loops.items()},
            "explored": dict(self.explored),
            "source_fuel": self.fuel,
            "seconds": round(self.seconds, 3),
            "stopped": self.stopped or None,
        }
