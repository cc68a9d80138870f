"""The execution state σ = (M, Δ^W, ℓin^W, ℓnext^W) of Def. 3 and the record of one step."""

from __future__ import annotations

import attrs
import numpy as np

from pllvm.exec.lanes import Value
from pllvm.exec.memory import Memory

__all__ = ["BOTTOM", "DONE", "TOP", "Firing", "State", "StepRecord"]

#: ℓin = ⊥: no block executed yet.
BOTTOM = -1
#: ℓnext = ⊤ (accept any successor of ℓin) and the successor index ⊤.
TOP = -1
#: ℓnext = □(r) and the successor index □(r): the thread has returned.
DONE = -2


@attrs.define
class State:
    """Def. 3. Block labels are indices into the function's block list.

    `lin[t]` is a block index or BOTTOM; `lnext[t]` a block index, TOP or DONE; `ret` holds r of
    □(r) on the threads that returned (⊤ elsewhere)."""

    memory: Memory
    env: list[Value]
    lin: np.ndarray
    lnext: np.ndarray
    ret: Value | None

    @property
    def terminated(self) -> bool:
        return bool((self.lnext == DONE).all())


@attrs.frozen
class Firing:
    """One rule applied in a step: to which threads, and at which instruction (its text) or block
    (its label, for the rules of the whole step)."""

    rule: str
    threads: tuple[int, ...]
    at: str


@attrs.define
class StepRecord:
    """One row of an execution protocol: the masks before the block, the decisions after it."""

    block: str
    lin: np.ndarray  # before
    lnext: np.ndarray  # before
    cmsk: np.ndarray
    pmsk: np.ndarray
    amsk: np.ndarray
    succ: np.ndarray  # i^W: index, TOP or DONE
    lin_after: np.ndarray
    lnext_after: np.ndarray
    values: dict[str, list]  # each variable the block assigned: one Python value per thread
    rules: list[str]  # the IDs of the rules that fired, in the order they first fired
    firings: list[Firing] = attrs.field(factory=list)
    stored: np.ndarray = attrs.field(factory=lambda: np.zeros(0, np.int64))  # addresses written
