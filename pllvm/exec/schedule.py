"""Runtime schedules (ch. 5): the properties of a scheduling step and the schedulers.

A greedy schedule (Def. 12) makes progress (Defs. 13, 14), schedules only synchronizing blocks
(every block a barrier, Defs. 15-18) and preserves termination (§5.3). Each property is a function
over the execution state; a scheduler picks one of the blocks they allow.
"""

from __future__ import annotations

import itertools
import random
from collections import deque
from collections.abc import Sequence
from typing import Protocol

import numpy as np

from pllvm.errors import InputError
from pllvm.exec.program import Program
from pllvm.exec.state import DONE, TOP, State

__all__ = [
    "POLICIES",
    "Scheduler",
    "SpinGuard",
    "control_key",
    "greedy_choice",
    "guides",
    "legal_blocks",
    "passive_exits",
    "progress",
    "scheduler_named",
    "synchronizing",
    "unguided",
    "waiting_blocks",
]


def control_key(state: State) -> bytes:
    """The control state (ℓin^W, ℓnext^W) as a hashable key."""
    return state.lin.tobytes() + state.lnext.tobytes()


def guides(state: State, t: int) -> set[int]:
    """Def. 13: the definite next blocks of the threads that left the same block as thread t."""
    same = (state.lin == state.lin[t]) & (state.lnext >= 0)
    return set(state.lnext[same].tolist())


def progress(prog: Program, state: State, sc: int) -> bool:
    """Def. 14: some thread has ℓnext = ℓsc, or every thread with an edge ℓin → ℓsc has an
    empty guide set, and at least one thread can execute ℓsc actively (with ℓnext = ⊤).

    The last condition is what §5.1 says progress "implies"; read literally, Def. 14 (2) holds
    vacuously when no thread can enter ℓsc, which would allow the stalling schedule of Fig. 5.1."""
    if (state.lnext == sc).any():
        return True
    entering = prog.edge[state.lin, sc]
    if not (entering & (state.lnext == TOP)).any():
        return False
    # a thread's guide set is non-empty iff some thread that left the same block has a
    # definite next block
    guided = set(state.lin[state.lnext >= 0].tolist())
    return not any(int(b) in guided for b in np.unique(state.lin[entering]))


def synchronizing(prog: Program, state: State, sc: int) -> bool:
    """Def. 17: no thread is pending at a block that forward-reaches ℓsc (Def. 16).

    A thread is pending at its definite ℓnext. [SCHED-PENDING-TOP] A thread with ℓnext = ⊤ is
    pending at its guide set when that is not empty (other threads' definite next blocks, so
    already counted), else at the successors of its ℓin along forward edges (not at those along
    back edges: semantics/schedules.md explains why every successor of ℓin cannot be meant)."""
    definite = state.lnext[state.lnext >= 0]
    return not prog.fwdreaching[definite, sc].any() and not prog.top_reaching[unguided(state), sc].any()


def unguided(state: State) -> np.ndarray:
    """The ℓin of each thread with ℓnext = ⊤ and an empty guide set (Def. 13): no thread that
    left the same block has a definite next block."""
    guided = state.lin[state.lnext >= 0]
    return state.lin[(state.lnext == TOP) & ~np.isin(state.lin, guided)]


def waiting_blocks(prog: Program, state: State) -> set[int]:
    """Blocks some thread would execute actively if they were scheduled (its control mask)."""
    waiting = set(state.lnext[state.lnext >= 0].tolist())
    tops = state.lin[state.lnext == TOP]
    if len(tops):
        waiting.update(np.flatnonzero(prog.edge[tops].any(axis=0)).tolist())
    return waiting


def legal_blocks(prog: Program, state: State, greedy: bool = True) -> list[int]:
    """The blocks whose scheduling makes progress and, for greedy schedules, synchronizes; in
    block-index order (§2.5)."""
    live = state.lnext[state.lnext != DONE]
    if len(live) and live[0] >= 0 and (live == live[0]).all():
        return [int(live[0])]  # one block waited for by every live thread: always legal
    out = [b for b in waiting_blocks(prog, state)
           if progress(prog, state, b) and (not greedy or synchronizing(prog, state, b))]
    return sorted(out, key=lambda b: prog.order.get(prog.labels[b], b))


def passive_exits(prog: Program, state: State, legal: list[int]) -> list[int]:
    """Termination preservation (§5.3) when every live thread is passive (no definite next
    block): the legal blocks that leave the innermost loop of a thread's last block. Passive
    iterations do nothing for any thread, so leaving the loop at once ends them."""
    if len(legal) < 2:
        return []
    live = state.lnext[state.lnext != DONE]
    if not len(live) or (live != TOP).any():
        return []
    lin = np.unique(state.lin[state.lnext == TOP])
    return [b for b in legal if prog.leaves[lin, b].any()]


def greedy_choice(prog: Program, state: State, policy: Scheduler,
                  spin: SpinGuard) -> tuple[int, list[int]] | None:
    """The next block of a greedy schedule (Def. 12) and the legal blocks it was chosen among:
    the policy's choice, avoiding a cycle no thread is active in (§5.3); None if no block is
    legal."""
    legal = legal_blocks(prog, state)
    if not legal:
        return None
    avoid = spin.avoid(control_key(state))
    options = [b for b in legal if b not in avoid] or legal
    return policy.choose(prog, state, passive_exits(prog, state, options) or options), legal


class SpinGuard:
    """Termination preservation (§5.3) for one run: remembers the choices that led around a cycle
    of steps in which no thread was active, so that such a cycle (Fig. 5.5c) is left when another
    legal block exists. A choice is remembered only where an alternative is not remembered yet:
    an outer passive loop must be left at its own exit, not by giving up an inner loop's exit."""

    def __init__(self) -> None:
        self._trail: list[tuple[bytes, int, tuple[int, ...] | None]] = []
        self._spinning: dict[bytes, set[int]] = {}

    def avoid(self, key: bytes) -> set[int]:
        return self._spinning.get(key, set())

    def record(self, before: bytes, choice: int, active: bool, after: bytes,
               legal: Sequence[int] | None = None) -> None:
        """One step from control state `before` to `after`; `legal` are the blocks the choice
        was made among (None: unknown, the choice is remembered whenever it cycles)."""
        if active:
            self._trail.clear()
            return
        self._trail.append((before, choice, tuple(legal) if legal is not None else None))
        starts = [k for k, (key, _, _) in enumerate(self._trail) if key == after]
        if starts:
            for key, c, options in self._trail[starts[0]:]:
                taken = self._spinning.setdefault(key, set())
                if options is None or any(b != c and b not in taken for b in options):
                    taken.add(c)
            self._trail.clear()

    @property
    def watching(self) -> bool:
        """Passive steps since the last active one are remembered: a cycle may still close."""
        return bool(self._trail)

    @property
    def steering(self) -> bool:
        """Some choice is to be avoided somewhere: the guard can change a policy's choice."""
        return bool(self._spinning)

    def remember(self, passive: list[tuple[bytes, int]]) -> None:
        """Take over passive steps made elsewhere (control state before, block), each without
        another option, as they would have been recorded."""
        self._trail = [(key, c, (c,)) for key, c in passive]

    def is_spinning(self, before: bytes, choice: int) -> bool:
        return choice in self._spinning.get(before, set())


class Scheduler(Protocol):
    """A scheduling policy: given the state and the legal next blocks (non-empty, in block-index
    order), choose one. Write a class with this method to plug in a policy of your own."""

    def choose(self, prog: Program, state: State, legal: list[int]) -> int: ...


class MinIndex:
    """[SCHED-MIN-INDEX] The lowest block index first: the order of RV's generated code."""

    def choose(self, prog: Program, state: State, legal: list[int]) -> int:
        return legal[0]


class MaxIndex:
    """The highest block index first."""

    def choose(self, prog: Program, state: State, legal: list[int]) -> int:
        return legal[-1]


class RandomChoice:
    """A seeded random legal block: reproducible for one seed. A choice among n blocks takes
    32-bit words of the generator until the top bit_length(n) bits of one are below n (CPython's
    `Random.choice`), so that the compiled machine, given the same words (`lookahead`), makes
    the same choices ([SCHED-RANDOM])."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._ahead: deque[int] = deque()  # words drawn from rng, not yet used

    def choose(self, prog: Program, state: State, legal: list[int]) -> int:
        return legal[self.below(len(legal))]

    def below(self, n: int) -> int:
        """A number in [0, n): the top bits of the next word that gives one."""
        k = n.bit_length()
        while True:
            r = self._word() >> (32 - k)
            if r < n:
                return r

    def _word(self) -> int:
        return self._ahead.popleft() if self._ahead else self.rng.getrandbits(32)

    def lookahead(self, n: int) -> np.ndarray:
        """The next n words, not yet used (`consume` says how many were)."""
        while len(self._ahead) < n:
            self._ahead.append(self.rng.getrandbits(32))
        return np.fromiter(itertools.islice(self._ahead, n), np.uint32, n)

    def consume(self, n: int) -> None:
        """The first n words of the last `lookahead` were used."""
        for _ in range(n):
            self._ahead.popleft()


POLICIES = ("min-index", "max-index", "random:SEED")


def scheduler_named(name: str) -> Scheduler:
    """`min-index`, `max-index` or `random:SEED`."""
    if name == "min-index":
        return MinIndex()
    if name == "max-index":
        return MaxIndex()
    if name.startswith("random:"):
        try:
            return RandomChoice(int(name.split(":", 1)[1]))
        except ValueError:
            pass
    raise InputError(f"unknown scheduler {name!r}: use one of {', '.join(POLICIES)}")
