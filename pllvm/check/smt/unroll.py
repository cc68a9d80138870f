"""The CFG unrolled to a DAG of block copies, in the order the min-index scheduler runs them.

A copy is a block and the iteration of each loop around it (outermost first); every loop is
unrolled K times, and the back edge out of iteration K-1 goes to BEYOND, which marks a run that
needs more iterations than the bound. Copies are listed in the block index (§2.5), each loop's
body repeated per iteration where the loop stands; `semantics/checking.md` [CHK-SMT] argues
why the min-index greedy schedule of the function then schedules copies in this order, each at
most once, and states the conditions (reducible, loops contiguous in the index, one latch each).
"""

from __future__ import annotations

import attrs

from pllvm.cfg import CFG, block_index, loop_forest
from pllvm.errors import Unsupported
from pllvm.syntax import Function

__all__ = ["BEYOND", "Copy", "Unrolled", "unroll"]

#: The successor of the last iteration's back edge: the run needs more than K iterations.
BEYOND = -1


@attrs.frozen
class Copy:
    label: str
    ctx: tuple[int, ...]  # the iteration of each loop around the block, outermost first


@attrs.frozen
class Unrolled:
    """Copies in schedule order; per copy its successors (positions or BEYOND, by successor
    index), its predecessors, and which successors leave the block's innermost loop."""

    copies: tuple[Copy, ...]
    succ: tuple[tuple[int, ...], ...]
    preds: tuple[tuple[int, ...], ...]
    leaves: tuple[frozenset[int], ...]  # successor positions whose edge leaves the innermost loop
    bound: int


def unroll(fn: Function, bound: int) -> Unrolled:
    """`fn`'s CFG with every loop unrolled `bound` times; Unsupported when the order argument
    does not hold for the CFG."""
    cfg = CFG.of(fn)
    loops = loop_forest(cfg)
    if not loops.reducible:
        raise Unsupported(f"@{fn.name} has an irreducible CFG; loops are unrolled only in reducible ones")
    index = block_index(cfg, loops)
    assert index.loop_compact, index.violations  # [CFG-INDEX] for a reducible CFG
    position = index.position
    for lp in loops.loops.values():
        if len(lp.latches) != 1:
            raise Unsupported(f"the loop with header {lp.header} in @{fn.name} has "
                              f"{len(lp.latches)} latches; the SMT engine needs one (run normalize)")
        if max(lp.blocks, key=lambda b: position.get(b, -1)) != lp.latches[0]:
            raise Unsupported(f"the latch of the loop with header {lp.header} is not its last block")

    def chain(b: str) -> tuple[str, ...]:
        out, lp = [], loops.loop_of(b)
        while lp is not None:
            out.append(lp.header)
            lp = loops.loops[lp.parent] if lp.parent is not None else None
        return tuple(reversed(out))

    chains = {b: chain(b) for b in index.order}
    copies: list[Copy] = []

    def emit(seq: list[str], ctx: tuple[int, ...]) -> None:
        i = 0
        while i < len(seq):
            b = seq[i]
            if b in loops.loops and len(chains[b]) == len(ctx) + 1:
                body = [x for x in seq[i:] if x in loops.loops[b].blocks]
                for k in range(bound):
                    emit(body, (*ctx, k))
                i += len(body)
            else:
                copies.append(Copy(b, ctx))
                i += 1

    emit(list(index.order), ())
    pos = {c: k for k, c in enumerate(copies)}
    back = loops.back_edge_set
    succ: list[tuple[int, ...]] = []
    leaves: list[frozenset[int]] = []
    preds: list[list[int]] = [[] for _ in copies]
    for k, c in enumerate(copies):
        out = []
        for s in fn.block(c.label).successors:
            if (c.label, s) in back:
                d = len(chains[s])
                nxt = c.ctx[d - 1] + 1
                target = pos[Copy(s, (*c.ctx[: d - 1], nxt))] if nxt < bound else BEYOND
            else:
                common = 0
                while (common < min(len(chains[c.label]), len(chains[s]))
                       and chains[c.label][common] == chains[s][common]):
                    common += 1
                target = pos[Copy(s, c.ctx[:common] + (0,) * (len(chains[s]) - common))]
            out.append(target)
            if target != BEYOND and k not in preds[target]:
                preds[target].append(k)
        succ.append(tuple(out))
        inner = loops.loop_of(c.label)
        leaves.append(frozenset(t for t, s in zip(out, fn.block(c.label).successors, strict=True)
                                if inner is not None and s not in inner.blocks))
    return Unrolled(tuple(copies), tuple(succ), tuple(tuple(p) for p in preds), tuple(leaves), bound)
