"""Reducibility, back edges and natural loops (§2.4)."""

from __future__ import annotations

from functools import cached_property

import attrs

from pllvm.cfg.dominators import DomTree, dominator_tree
from pllvm.cfg.graph import CFG

__all__ = ["Loop", "LoopForest", "loop_forest", "retreating_edges"]


def retreating_edges(cfg: CFG) -> list[tuple[str, str]]:
    """Edges `x -> y` of a DFS from the entry where y is an ancestor of x (on the DFS stack)."""
    out: list[tuple[str, str]] = []
    on_stack = {cfg.entry}
    seen = {cfg.entry}
    stack = [(cfg.entry, iter(dict.fromkeys(cfg.succ[cfg.entry])))]
    while stack:
        node, it = stack[-1]
        for s in it:
            if s in on_stack:
                out.append((node, s))
            elif s not in seen:
                seen.add(s)
                on_stack.add(s)
                stack.append((s, iter(dict.fromkeys(cfg.succ[s]))))
                break
        else:
            stack.pop()
            on_stack.discard(node)
    return out


@attrs.frozen
class Loop:
    """A natural loop: its header, blocks, latches, and its place in the loop tree."""

    header: str
    blocks: frozenset[str]
    latches: tuple[str, ...]
    parent: str | None
    depth: int
    exits: tuple[str, ...]
    exiting: tuple[str, ...]
    preheader: str | None

    @property
    def latch(self) -> str | None:
        """The unique latch, or None when the loop has several back edges."""
        return self.latches[0] if len(self.latches) == 1 else None

    def __contains__(self, block: str) -> bool:
        return block in self.blocks


class LoopForest:
    """All natural loops of a reducible CFG, the back edges and the innermost loop of each block."""

    def __init__(self, cfg: CFG, dom: DomTree, back_edges: list[tuple[str, str]],
                 irreducible: list[tuple[str, str]]) -> None:
        self.cfg = cfg
        self.back_edges: tuple[tuple[str, str], ...] = tuple(back_edges)
        #: Retreating edges whose target does not dominate their source (§2.4).
        self.irreducible_edges: tuple[tuple[str, str], ...] = tuple(irreducible)
        latches: dict[str, list[str]] = {}
        for x, y in back_edges:
            latches.setdefault(y, []).append(x)
        bodies = {h: self._body(cfg, h, ls) for h, ls in latches.items()}
        parent: dict[str, str | None] = {}
        for h in bodies:  # the innermost other loop around h: its header dominates h
            p = dom.idom.get(h)
            while p is not None and not (p in bodies and h in bodies[p]):
                p = dom.idom.get(p)
            parent[h] = p
        self.loops: dict[str, Loop] = {}
        for h in sorted(bodies, key=lambda h: cfg.index[h]):
            depth, p = 1, parent[h]
            while p is not None:
                depth, p = depth + 1, parent[p]
            body = bodies[h]
            exiting = tuple(b for b in cfg.blocks if b in body and any(s not in body for s in cfg.succ[b]))
            exits = tuple(dict.fromkeys(s for b in exiting for s in cfg.succ[b] if s not in body))
            outside = [p for p in cfg.pred[h] if p not in body and p in cfg.reachable]
            pre = outside[0] if len(outside) == 1 and len(set(cfg.succ[outside[0]])) == 1 else None
            self.loops[h] = Loop(h, body, tuple(latches[h]), parent[h], depth, exits, exiting, pre)
        self._innermost: dict[str, str] = {}
        for h in sorted(self.loops, key=lambda h: self.loops[h].depth):
            for b in self.loops[h].blocks:
                self._innermost[b] = h

    @staticmethod
    def _body(cfg: CFG, header: str, latches: list[str]) -> frozenset[str]:
        """The header plus every reachable block that reaches a latch without passing the header
        (an unreachable block may branch into a loop; it is not part of it)."""
        return (cfg.reach_from(latches, avoid=[header], backward=True) & cfg.reachable) | {header}

    @property
    def reducible(self) -> bool:
        return not self.irreducible_edges

    def loop_of(self, block: str) -> Loop | None:
        """`lp B`: the innermost loop containing the block."""
        h = self._innermost.get(block)
        return self.loops[h] if h is not None else None

    def around(self, block: str) -> list[Loop]:
        """The loops containing the block, innermost first."""
        out = []
        lp = self.loop_of(block)
        while lp is not None:
            out.append(lp)
            lp = self.loops[lp.parent] if lp.parent is not None else None
        return out

    def children(self, header: str | None) -> list[Loop]:
        """Loops whose parent is `header` (top-level loops for None)."""
        return [lp for lp in self.loops.values() if lp.parent == header]

    @cached_property
    def back_edge_set(self) -> frozenset[tuple[str, str]]:
        return frozenset(self.back_edges)

    @cached_property
    def retreating_edge_set(self) -> frozenset[tuple[str, str]]:
        """The back edges and, in an irreducible CFG, the other retreating edges of the DFS:
        without them the CFG is acyclic ([CFG-INDEX], [SCHED-FWD-IRREDUCIBLE])."""
        return self.back_edge_set | frozenset(self.irreducible_edges)


def loop_forest(cfg: CFG, dom: DomTree | None = None) -> LoopForest:
    """[CFG-LOOP] The loops of `cfg`: retreating edges whose target dominates the source are back
    edges."""
    dom = dom or dominator_tree(cfg)
    retreating = retreating_edges(cfg)
    back = [(x, y) for x, y in retreating if dom.dominates(y, x)]
    bad = [(x, y) for x, y in retreating if not dom.dominates(y, x)]
    return LoopForest(cfg, dom, back, bad)
