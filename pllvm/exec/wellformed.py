"""Dynamic well-formedness: definition masks (Def. 10) and predicated def-before-use (Def. 11 (3)).

While a run executes, every variable carries a definition mask per thread. Each use is checked
where the user is defined: the operand must be defined on those threads, unless the result does not
depend on it there (a `select` not taking it, `and` with a defined 0, `or` with a defined all-ones,
`mul` by a defined 0). semantics/wellformed.md ("Dynamic well-formedness") states the rules and decisions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Self

import attrs
import numpy as np

from pllvm.exec.interp import Interp
from pllvm.exec.lanes import Lanes, Value
from pllvm.exec.memory import Memory
from pllvm.exec.program import Program
from pllvm.syntax import BinOp, Block, Command, Local, Select, Terminator, operands
from pllvm.syntax import Value as IRValue
from pllvm.syntax.typing import typed_operands
from pllvm.text.printer import print_command, print_phi, print_terminator

__all__ = ["DefinitionMasks", "Violation"]

#: Given the environment, the threads on which a use really depends on the operand.
Needed = Callable[[list[Value]], np.ndarray] | None


@attrs.frozen
class Violation:
    """A use of a variable on threads where it is not defined (Def. 11 (3))."""

    step: int
    block: str
    user: str
    operand: str
    threads: tuple[int, ...]

    def __str__(self) -> str:
        plural = "s" if len(self.threads) != 1 else ""
        threads = ", ".join(map(str, self.threads))
        return (f"step {self.step}, block {self.block}, `{self.user}`: %{self.operand} is not "
                f"defined on thread{plural} {threads}, where its user is (Def. 11 (3))")

    def to_json(self) -> dict[str, object]:
        return {"step": self.step, "block": self.block, "user": self.user,
                "operand": self.operand, "threads": list(self.threads)}


@attrs.define
class _Use:
    slot: int
    name: str
    needed: Needed


@attrs.define
class _Cmd:
    slot: int | None
    total: bool
    defines_all: bool  # `mask`: assigned on every thread
    uses: list[_Use]
    text: str


@attrs.define
class _Phi:
    slot: int
    incoming: list[tuple[int, int | None, str]]  # (block index, operand slot or None, name)
    shadow: tuple[int | None, str] | None
    text: str


@attrs.define
class _Plan:
    phis: list[_Phi]
    commands: list[_Cmd]
    term_uses: list[_Use]
    predicate: _Use | None
    term_text: str


class DefinitionMasks:
    """Def. 10 for one run: a boolean mask per variable and thread, updated step by step."""

    def __init__(self, prog: Program, interp: Interp) -> None:
        self.prog = prog
        self.interp = interp
        w = prog.machine.w
        params = {slot for _, slot, _ in prog.params}
        self.dm = [np.full(w, slot in params) for slot in range(len(prog.slot_types))]
        if prog.mask_plans is None:  # the plans depend on the program only: made once for all runs
            prog.mask_plans = [self._plan(b) for b in prog.fn.blocks]
        self.plans = prog.mask_plans
        self.violations: list[Violation] = []
        self.steps = 0

    def copy(self) -> Self:
        """An independent copy (one per schedule explored) sharing the compiled plans; of the
        same class (a subclass adds its own state in its copy)."""
        other = type(self).__new__(type(self))
        other.prog, other.interp, other.plans = self.prog, self.interp, self.plans
        other.dm = list(self.dm)
        other.violations = []
        other.steps = self.steps
        return other

    # ------------------------------------------------------------ planning
    def _slot(self, v: IRValue) -> int | None:
        return self.prog.slots.get(v.name) if isinstance(v, Local) else None

    def _uses(self, node: Command | Terminator) -> list[_Use]:
        out = []
        values = ([v for v, _ in typed_operands(node.op)] if isinstance(node, Command)
                  else list(operands(node)))
        for k, v in enumerate(values):
            slot = self._slot(v)
            if slot is not None and isinstance(v, Local):
                needed = _needed(node.op, k, self.prog) if isinstance(node, Command) else None
                out.append(_Use(slot, v.name, needed))
        return out

    def _plan(self, b: Block) -> _Plan:
        idx = self.prog.index
        phis = [
            _Phi(self.prog.slots[p.name],
                 [(idx[lbl], self._slot(v), getattr(v, "name", "")) for v, lbl in p.incoming
                  if lbl in idx],
                 (self._slot(p.shadow), getattr(p.shadow, "name", "")) if p.shadow is not None
                 else None,
                 print_phi(p))
            for p in b.phis
        ]
        commands = [
            _Cmd(self.prog.slots.get(c.name) if c.name is not None else None, c.total,
                 type(c.op).__name__ == "Mask", self._uses(c), print_command(c))
            for c in b.commands
        ]
        predicate = None
        if isinstance(b.predicate, Local) and (slot := self._slot(b.predicate)) is not None:
            predicate = _Use(slot, b.predicate.name, None)
        return _Plan(phis, commands, self._uses(b.term), predicate, print_terminator(b.term))

    # ------------------------------------------------------------ checking
    def _check(self, use: _Use, where: np.ndarray, env: list[Value], block: str, user: str) -> None:
        need = where if use.needed is None else where & use.needed(env)
        bad = need & ~self.dm[use.slot]
        if bad.any():
            self.violations.append(Violation(self.steps, block, user, use.name,
                                              tuple(int(t) for t in np.flatnonzero(bad))))

    def step(self, block_index: int, lin: np.ndarray, cm: np.ndarray, amsk: np.ndarray,
             env: list[Value], memory: Memory) -> None:
        """Account for one executed block: check its uses, then update the masks it defines."""
        plan = self.plans[block_index]
        label = self.prog.labels[block_index]
        ones = np.ones_like(cm)
        new_phi = []
        for p in plan.phis:  # parallel copy: every phi reads the masks from before the block
            dm = self.dm[p.slot].copy() if self.interp == "FR" else np.zeros_like(cm)
            if p.shadow is not None:  # passive threads take the shadow operand's mask
                slot, _name = p.shadow
                dm = ~cm & (self.dm[slot] if slot is not None else ones)
            for block, slot, _name in p.incoming:
                take = cm & (lin == block)
                dm = np.where(take, True if slot is None else self.dm[slot], dm)
            new_phi.append((p.slot, dm))
        for slot, dm in new_phi:
            self.dm[slot] = dm
        prefix = self.prog.blocks[block_index].prefix  # a predicate computed in the block itself
        for k, c in enumerate(plan.commands):
            if k == prefix and plan.predicate is not None:
                self._check(plan.predicate, cm, env, label, f"{label}: predicate")
            where = ones if c.total else amsk
            for use in c.uses:
                self._check(use, where, env, label, c.text)
            if c.slot is not None:
                if c.total or c.defines_all:
                    self.dm[c.slot] = ones
                elif self.interp == "FR":
                    self.dm[c.slot] = amsk | self.dm[c.slot]
                else:
                    self.dm[c.slot] = amsk.copy()
        if prefix >= len(plan.commands) and plan.predicate is not None:
            self._check(plan.predicate, cm, env, label, f"{label}: predicate")
        for use in plan.term_uses:
            self._check(use, amsk, env, label, plan.term_text)
        self.steps += 1


def _needed(op: object, k: int, prog: Program) -> Needed:
    """The threads on which the result of `op` depends on its k-th operand (None: all)."""
    slots = prog.slots
    if isinstance(op, Select) and k in (1, 2):
        cond = op.cond
        if not isinstance(cond, Local):
            taken = bool(getattr(cond, "value", 1)) == (k == 1)
            return (lambda env: np.ones(prog.machine.w, np.bool_)) if taken else (
                lambda env: np.zeros(prog.machine.w, np.bool_))
        cslot = slots[cond.name]

        def select_needed(env: list[Value]) -> np.ndarray:
            c = env[cslot]
            assert isinstance(c, Lanes)
            data = np.asarray(c.data if c.data.ndim == 1 else c.data.any(axis=1))
            chosen = data if k == 1 else ~data
            return ~c.defined.reshape(len(data), -1).all(axis=1) | chosen

        return select_needed
    if isinstance(op, BinOp) and op.op in ("and", "or", "mul"):
        other = op.rhs if k == 0 else op.lhs
        if isinstance(other, Local):
            oslot = slots[other.name]

            def absorbed(env: list[Value]) -> np.ndarray:
                v = env[oslot]
                assert isinstance(v, Lanes)
                if op.op == "or":
                    full = ~np.zeros((), v.data.dtype) if v.data.dtype != np.bool_ else True
                    hit = v.data == full
                else:
                    hit = v.data == 0
                absorbing = v.defined & hit
                if absorbing.ndim > 1:
                    absorbing = absorbing.all(axis=1)
                return ~absorbing

            return absorbed
    return None
