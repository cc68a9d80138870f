"""Choosing the next block: the progress condition of Def. 14 and the min-index policy.

(The full set of greedy schedulers of ch. 5 builds on these.)"""

from __future__ import annotations

import numpy as np

from pllvm.exec.program import Program
from pllvm.exec.state import DONE, TOP, State

__all__ = ["control_key", "guides", "min_index_block", "progress", "waiting_blocks"]


def guides(state: State, t: int) -> set[int]:
    """Def. 13: the definite next blocks of the threads that left the same block as thread t."""
    same = (state.lin == state.lin[t]) & (state.lnext >= 0)
    return set(state.lnext[same].tolist())


def progress(prog: Program, state: State, sc: int) -> bool:
    """Def. 14: some thread has ℓnext = ℓsc, or every thread with an edge ℓin → ℓsc has an
    empty guide set."""
    if (state.lnext == sc).any():
        return True
    entering = prog.edge[state.lin, sc]
    if not entering.any():
        return True
    # a thread has a non-empty guide set iff some thread that left the same block has a
    # definite next block
    guided = set(state.lin[state.lnext >= 0].tolist())
    return not any(int(b) in guided for b in np.unique(state.lin[entering]))


def waiting_blocks(prog: Program, state: State) -> set[int]:
    """Blocks some thread would execute actively if they were scheduled (its control mask)."""
    waiting = set(state.lnext[state.lnext >= 0].tolist())
    tops = state.lin[state.lnext == TOP]
    if len(tops):
        waiting.update(np.flatnonzero(prog.edge[tops].any(axis=0)).tolist())
    return waiting


def control_key(state: State) -> bytes:
    """The control state (ℓin^W, ℓnext^W) as a hashable key."""
    return state.lin.tobytes() + state.lnext.tobytes()


def min_index_block(prog: Program, state: State, barren: set[tuple[int, bytes]] = frozenset()) -> int | None:
    """The lowest block index (§2.5) among the waited-for blocks whose scheduling makes progress.

    `barren` holds (block, control state) pairs already seen to run no thread actively and change
    no control state;
    such a block is taken only if nothing else can be, which keeps a passive loop (Fig. 5.5) from
    being scheduled forever when a terminating choice exists (§5.3, termination preservation)."""
    live = state.lnext[state.lnext != DONE]
    if len(live) and live[0] >= 0 and (live == live[0]).all():
        return int(live[0])  # every live thread waits for one block: it makes progress
    candidates = [b for b in waiting_blocks(prog, state) if progress(prog, state, b)]
    if not candidates:
        return None
    key = control_key(state)
    fresh = [b for b in candidates if (b, key) not in barren] or candidates
    return min(fresh, key=lambda b: prog.order.get(prog.labels[b], b))
