"""Control divergence (ch. 7): the blocks that are sync- or temporal-divergent on a divergent
branch, by the disjoint-path propagation of Listings 4-7 (with the fixes of semantics/divergence.md).
"""

from __future__ import annotations

import heapq
from collections import Counter

import attrs

from pllvm.cfg import CFG, Loop, LoopForest

__all__ = ["ControlDivergence", "Joins", "popl_joins"]

_U = "\0u"  # DomMap's symbol u: reached only by uniform paths


@attrs.frozen
class Joins:
    """The effect of one divergent branch: sync-divergent (sdep) and temporal-divergent (tdep)
    blocks."""

    sdep: frozenset[str]
    tdep: frozenset[str]


class ControlDivergence:
    """global_joins for the branches of one function (Listing 7)."""

    def __init__(self, cfg: CFG, loops: LoopForest, order: tuple[str, ...],
                 iterations: bool = True, forward: CFG | None = None) -> None:
        self.cfg = cfg
        self.forward = forward  # the CFG without back edges (for [DA-PARKED])
        self.iterations = iterations  # [DA-ITER]; off: Theorem 1's reading, back edges ignored
        self.loops = loops
        self.order = order
        self.position = {b: k for k, b in enumerate(order)}

    def _in(self, block: str, loop: Loop | None) -> bool:
        """Membership in a loop; None (ε, the top level) contains every block."""
        return loop is None or block in loop.blocks

    def _path_to(self, loop: Loop | None) -> list[Loop]:
        """The loops from the outermost ancestor down to `loop` (empty for ε)."""
        return self.loops.around(loop.header)[::-1] if loop is not None else []

    def local_joins(self, div: set[str], uni: set[str],
                    parent: Loop | None) -> tuple[set[str], set[str], Loop | None]:
        """Listing 4 with PushDef (Listing 5): (sync blocks, divergent exits, DivLoop)."""
        dommap: dict[str, str] = {}
        sync: set[str] = set()
        reached: set[str] = set()
        labels: Counter[str] = Counter()  # DomMap values of the blocks still to visit
        pending: list[tuple[int, str]] = []
        waiting: set[str] = set()

        def count(label: str, by: int) -> None:
            labels[label] += by
            if labels[label] == 0:
                del labels[label]

        def push(b: str, d: str, src: str | None, here: int) -> None:
            old = dommap.get(b)
            new = b if old is not None and old != d else d
            if new == b and old is not None and old != d:
                sync.add(b)
            if b in waiting:
                count(dommap[b], -1)
                count(new, 1)
            elif (src is None or self.position[b] > here) and b not in dommap:
                # a block already passed (a header reached by a back edge) is not visited again,
                # as in the listing's single sweep in block-index order
                heapq.heappush(pending, (self.position[b], b))
                waiting.add(b)
                count(new, 1)
            dommap[b] = new
            # [DA-REACHED] only blocks entered from inside the parent loop leave it (Listing 5
            # adds every block outside the parent loop to Reached)
            if not self._in(b, parent) and (src is None or self._in(src, parent)):
                reached.add(b)

        for s in sorted(div, key=self.position.__getitem__):
            push(s, s, None, -1)
        for s in sorted(uni, key=self.position.__getitem__):
            push(s, _U, None, -1)
        # Past the parent loop's latches and exits, with one DomMap value left on every block
        # still to visit, no block can become a join or a divergent exit any more: stop the sweep
        # (every latch: its back edge can still make the header a join, [DA-LATCHES]).
        done = -1
        if parent is not None:
            done = max(self.position[b] for b in (*parent.latches, *parent.exits))
        while pending:
            pos, b = heapq.heappop(pending)
            waiting.discard(b)
            count(dommap[b], -1)
            for s in dict.fromkeys(self.cfg.succ[b]):
                push(s, dommap[b], b, pos)
            if pos >= done and len(labels) <= 1:
                break
        div_loop, exits = self.local_exits(parent, reached, dommap)
        return sync, exits, div_loop

    def local_exits(self, parent: Loop | None, reached: set[str],
                    dommap: dict[str, str]) -> tuple[Loop | None, set[str]]:
        """Listing 6: exits whose DomMap differs from the value at the header (Axiom 2), and the
        outermost loop around the branch that contains none of them."""
        div_loop: Loop | None = None
        exits: set[str] = set()
        if parent is None or not reached:
            return div_loop, exits
        header_value = dommap.get(parent.header)
        path = self._path_to(parent)
        depth = 0  # div_loop = path[depth - 1]; depth 0 is ε
        for e in sorted(reached, key=self.position.__getitem__):
            if dommap.get(e) != header_value:
                exits.add(e)
                while depth < len(path) and self._in(e, path[depth - 1] if depth else None):
                    depth += 1
        if exits:
            div_loop = path[depth - 1] if depth else None
        return div_loop, exits

    def global_joins(self, div: set[str], uni: set[str], parent: Loop | None) -> Joins:
        """Listing 7: the local joins, then the joins of the loops the divergence escapes."""
        sync, exits, div_loop = self.local_joins(div, uni, parent)
        if (self.iterations and parent is not None and parent.header in sync
                and parent.header not in div):
            # [DA-ITER] the header is a join: threads that start the next iteration there meet
            # threads still in this one wherever the paths from the header and from the
            # sources meet; sweep again with the header as a source
            more_sync, more_exits, more_loop = self.local_joins(div | {parent.header}, uni, parent)
            sync, exits = sync | more_sync, exits | more_exits
            div_loop = self._outer(div_loop, more_loop)
        if self.iterations and parent is not None:
            sync |= self.parked(div, parent)
        sdep, tdep = set(sync), set(exits)
        if div_loop is not None:
            ds = set(div_loop.exits) & tdep
            us = set(div_loop.exits) - ds
            outer = self.loops.loops[div_loop.parent] if div_loop.parent is not None else None
            more = self.global_joins(ds, us, outer)
            sdep |= more.sdep
            tdep |= more.tdep
        return Joins(frozenset(sdep), frozenset(tdep))

    def parked(self, div: set[str], parent: Loop) -> set[str]:
        """[DA-PARKED] The headers of the loops inside `parent` where threads of two iterations
        of `parent` can meet. A thread of this iteration can stay in an inner loop at a block x
        while another reaches a latch of `parent` that x does not reach without a back edge (so
        the latch does not wait for it, Def. 17) and starts the next iteration; entering the
        inner loops again from their preheaders, it meets the first thread arriving from their
        latches. The sweep goes through each inner loop once and cannot see this."""
        if self.forward is None:
            return set()
        inner = [lp for lp in self.loops.loops.values()
                 if lp.header != parent.header and lp.header in parent.blocks]
        old = self.forward.reach_from(div) & parent.blocks
        latches = {b for b in parent.latches if b in old}
        parked = {x for lp in inner for x in lp.blocks} & old
        if not any(latches - self.forward.reach_from([x]) for x in parked):
            return set()
        new = self.forward.reach_from([parent.header]) & parent.blocks
        return {lp.header for lp in inner if lp.header in old and lp.header in new}

    def _outer(self, a: Loop | None, b: Loop | None) -> Loop | None:
        """The outer of two loops around one block (None: no loop)."""
        if a is None or b is None:
            return a if b is None else b
        return a if b.header in a.blocks else b

    def of_branch(self, block: str) -> Joins:
        """The joins of a divergent terminator in `block`: global_joins(succ(D), ∅, lp(D))."""
        return self.global_joins(set(self.cfg.succ[block]), set(), self.loops.loop_of(block))


def popl_joins(cfg: CFG, loops: LoopForest, split: str, printed: bool = False) -> set[str]:
    """Algorithm 1 of the POPL 2021 paper on the head-rewired CFG G⋆: the blocks p with
    `split ∈ splits(p)`. `printed` reproduces the version as published, which lets a source take
    a label from its predecessors and never reports a source as a join; it misses loop exits and
    if-then joins ([POPL-ALG1]; the POPL 2021 paper, `003_…` §5, Algorithm 1, and Def. 4.14 for
    G⋆) and is kept only to show that."""
    succ: dict[str, list[str]] = {b: list(dict.fromkeys(cfg.succ[b])) for b in cfg.blocks}
    for h, lp in loops.loops.items():  # G⋆: a header leads to the exits of its loop
        succ[h] = list(lp.exits)
    for x, y in loops.back_edges:
        if y in succ[x]:
            succ[x].remove(y)
    pred: dict[str, list[str]] = {b: [] for b in cfg.blocks}
    for b, ss in succ.items():
        for s in ss:
            pred[s].append(b)
    order = _topological(cfg.blocks, succ)
    sources = set(dict.fromkeys(cfg.succ[split]))
    label = {u: u for u in sources}
    joins: set[str] = set()
    for p in order:
        incoming = {label[q] for q in pred[p] if q in label}
        if not incoming:
            continue
        if printed:
            if len(incoming) == 1:
                label[p] = incoming.pop()
            else:
                label[p] = p
                if p not in sources:
                    joins.add(p)
        elif p in sources:
            joins.add(p)
        elif len(incoming) == 1:
            label[p] = incoming.pop()
        else:
            label[p] = p
            joins.add(p)
    return joins


def _topological(blocks: tuple[str, ...], succ: dict[str, list[str]]) -> list[str]:
    indeg = {b: 0 for b in blocks}
    for ss in succ.values():
        for s in ss:
            indeg[s] += 1
    ready = [b for b in blocks if indeg[b] == 0]
    out = []
    while ready:
        b = ready.pop(0)
        out.append(b)
        for s in succ[b]:
            indeg[s] -= 1
            if indeg[s] == 0:
                ready.append(s)
    return out
