"""The block index of §2.5 and control dependence of §2.3."""

from __future__ import annotations

import heapq
from functools import cached_property

import attrs

from pllvm.cfg.dominators import DomTree, dominator_tree, post_dominator_tree
from pllvm.cfg.graph import CFG
from pllvm.cfg.loops import LoopForest, loop_forest

__all__ = ["BlockIndex", "block_index", "cdep_on", "control_dependence"]


@attrs.frozen
class BlockIndex:
    """A topological enumeration of the blocks (back edges ignored).

    `loop_compact` / `dom_compact` say whether every loop / every dominated block set is an
    interval of the index (§2.5); `violations` names the sets that are not, one sentence each.
    """

    order: tuple[str, ...]
    violations: tuple[str, ...]
    loop_compact: bool
    dom_compact: bool

    def __getitem__(self, block: str) -> int:
        return self.position[block]

    @cached_property
    def position(self) -> dict[str, int]:
        return {b: i for i, b in enumerate(self.order)}


def _compact(index: dict[str, int], blocks: set[str] | frozenset[str]) -> bool:
    positions = [index[b] for b in blocks]
    return max(positions) - min(positions) + 1 == len(positions)


def block_index(cfg: CFG, loops: LoopForest | None = None, dom: DomTree | None = None) -> BlockIndex:
    """[CFG-INDEX] A block index of the reachable blocks, compact for loops and dominance regions
    if possible.

    Kahn's topological sort on the CFG without back edges (in an irreducible CFG, without every
    retreating edge, so that every reachable block has a place); among the ready blocks it takes one
    inside the most recently entered loop that is still unfinished, then inside the most recently
    entered dominance region (text order breaks ties), which keeps such sets contiguous whenever
    the graph allows it. A ready block's innermost entered loop and region (the innermost loop
    whose header was emitted, and its immediate dominator's region) are known when it becomes
    ready, so a heap orders the choice in O(n log n).
    """
    dom = dom or dominator_tree(cfg)
    loops = loops or loop_forest(cfg, dom)
    nodes = [b for b in cfg.blocks if b in cfg.reachable]
    back = loops.retreating_edge_set
    indeg = {b: 0 for b in nodes}
    for a in nodes:
        for s in dict.fromkeys(cfg.succ[a]):
            if (a, s) not in back:
                indeg[s] += 1
    emitted: dict[str, int] = {}

    def key(b: str) -> tuple[int, int, int]:
        lp = loops.loop_of(b)
        while lp is not None and lp.header not in emitted:
            lp = loops.loops[lp.parent] if lp.parent is not None else None
        loop_time = emitted[lp.header] if lp is not None else -1
        idom = dom.idom.get(b)
        region_time = emitted[idom] if idom is not None else -1
        return (-loop_time, -region_time, cfg.index[b])

    ready = [(key(b), b) for b in nodes if indeg[b] == 0]
    heapq.heapify(ready)
    order: list[str] = []
    while ready:
        _, b = heapq.heappop(ready)
        emitted[b] = len(order)
        order.append(b)
        for s in dict.fromkeys(cfg.succ[b]):
            if (b, s) not in back:
                indeg[s] -= 1
                if indeg[s] == 0:
                    heapq.heappush(ready, (key(s), s))
    index = {b: i for i, b in enumerate(order)}
    violations: list[str] = []
    loop_ok = dom_ok = True
    for lp in loops.loops.values():
        if not _compact(index, lp.blocks):
            loop_ok = False
            violations.append(f"the loop with header {lp.header} is not contiguous")
    for b in _dominance_regions_not_compact(dom, index, order):
        dom_ok = False
        violations.append(f"the blocks dominated by {b} are not contiguous")
    return BlockIndex(tuple(order), tuple(violations), loop_ok, dom_ok)


def _dominance_regions_not_compact(dom: DomTree, index: dict[str, int],
                                   order: list[str]) -> list[str]:
    """The blocks whose dominated set is not an interval of the index: one bottom-up pass over
    the dominator tree (minimum, maximum and size of every subtree)."""
    lo = dict(index)
    hi = dict(index)
    size = dict.fromkeys(index, 1)
    for b in sorted(index, key=lambda x: -dom.depth(x)):
        parent = dom.idom.get(b)
        if parent is not None and parent in index:
            lo[parent] = min(lo[parent], lo[b])
            hi[parent] = max(hi[parent], hi[b])
            size[parent] += size[b]
    return [b for b in order if hi[b] - lo[b] + 1 != size[b]]


def control_dependence(cfg: CFG, pdom: DomTree | None = None,
                       strict: bool = False) -> dict[str, frozenset[tuple[str, str]]]:
    """[CFG-CDEP] `cdep(k)` for every block k: the edges `a -> b` with `k ⪰PD b` and `k ⋡PD a`
    (§2.3).

    With `strict`, the second condition is Cytron's `¬(k ≻PD a)`, under which a block can be
    control dependent on its own outgoing edges (a loop's exiting block on its exit edge).
    """
    pdom = pdom or post_dominator_tree(cfg)
    out: dict[str, set[tuple[str, str]]] = {k: set() for k in cfg.blocks}
    for a, b in cfg.edges():
        # The blocks k with k ⪰PD b are b and its post-dominator ancestors.
        k: str | None = b
        while k is not None:
            excluded = pdom.strictly_dominates(k, a) if strict else pdom.dominates(k, a)
            if excluded:
                break
            out[k].add((a, b))
            k = pdom.idom.get(k)
    return {k: frozenset(v) for k, v in out.items()}


def cdep_on(cfg: CFG, strict: bool = False) -> dict[str, frozenset[str]]:
    """`cdep_on(b)`: the blocks control dependent on some edge out of b."""
    deps = control_dependence(cfg, strict=strict)
    out: dict[str, set[str]] = {b: set() for b in cfg.blocks}
    for k, edges in deps.items():
        for a, _ in edges:
            out[a].add(k)
    return {b: frozenset(v) for b, v in out.items()}
