"""Dominance and post-dominance (§2.3), by the iterative algorithm of Cooper, Harvey and Kennedy.

Post-dominance is over *complete* paths: every path from a block to a block without successors
(`ret`, `unreachable`). A virtual exit joins the terminal blocks; blocks from which no complete
path starts (infinite loops) have no post-dominator but themselves.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from functools import cached_property

from pllvm.cfg.graph import CFG

__all__ = ["DomTree", "dominator_tree", "post_dominator_tree"]

_EXIT = "\0exit"
#: each graph's trees, while the graph lives
_DOM: weakref.WeakKeyDictionary[CFG, DomTree] = weakref.WeakKeyDictionary()
_PDOM: weakref.WeakKeyDictionary[CFG, DomTree] = weakref.WeakKeyDictionary()


class DomTree:
    """An (immediate) dominator tree; `idom[root]` is None, unreachable nodes are absent."""

    def __init__(self, idom: Mapping[str, str | None]) -> None:
        self.idom: dict[str, str | None] = dict(idom)
        self.children: dict[str, list[str]] = {n: [] for n in self.idom}
        for n, d in self.idom.items():
            if d is not None:
                self.children[d].append(n)
        self._pre: dict[str, int] = {}
        self._post: dict[str, int] = {}
        clock = 0
        for root in (n for n, d in self.idom.items() if d is None):
            stack = [(root, False)]
            while stack:
                n, done = stack.pop()
                if done:
                    self._post[n] = clock
                    clock += 1
                    continue
                self._pre[n] = clock
                clock += 1
                stack.append((n, True))
                stack.extend((c, False) for c in reversed(self.children[n]))

    @cached_property
    def _depths(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for root in (n for n, d in self.idom.items() if d is None):
            stack = [(root, 0)]
            while stack:
                n, k = stack.pop()
                out[n] = k
                stack.extend((c, k + 1) for c in self.children[n])
        return out

    def depth(self, node: str) -> int:
        """The distance from the root of the tree."""
        return self._depths[node]

    def __contains__(self, node: str) -> bool:
        return node in self.idom

    def dominates(self, a: str, b: str) -> bool:
        """`a ⪰ b`: a is on every path to b (reflexive)."""
        if a not in self._pre or b not in self._pre:
            return a == b
        return self._pre[a] <= self._pre[b] and self._post[b] <= self._post[a]

    def strictly_dominates(self, a: str, b: str) -> bool:
        return a != b and self.dominates(a, b)

    def subtree(self, a: str) -> list[str]:
        """Every node `a` dominates, `a` first (pre-order)."""
        out: list[str] = []
        stack = [a]
        while stack:
            n = stack.pop()
            out.append(n)
            stack.extend(reversed(self.children.get(n, [])))
        return out


def _idoms(root: str, order: list[str], pred: Mapping[str, tuple[str, ...]]) -> dict[str, str | None]:
    """Cooper-Harvey-Kennedy over `order` (a reverse post-order starting at `root`)."""
    number = {n: i for i, n in enumerate(order)}
    idom: dict[str, str] = {root: root}

    def intersect(a: str, b: str) -> str:
        while a != b:
            while number[a] > number[b]:
                a = idom[a]
            while number[b] > number[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for n in order[1:]:
            ps = [p for p in pred[n] if p in idom]
            if not ps:
                continue
            new = ps[0]
            for p in ps[1:]:
                new = intersect(p, new)
            if idom.get(n) != new:
                idom[n] = new
                changed = True
    return {n: (None if n == root else d) for n, d in idom.items()}


def dominator_tree(cfg: CFG) -> DomTree:
    """The dominator tree of the blocks reachable from the entry (one per graph: a CFG and its
    trees are never changed)."""
    tree = _DOM.get(cfg)
    if tree is None:
        tree = _DOM[cfg] = DomTree(_idoms(cfg.entry, list(cfg.rpo), cfg.pred))
    return tree


def post_dominator_tree(cfg: CFG) -> DomTree:
    """[CFG-PDOM] The post-dominator tree over complete paths (virtual exit removed from the
    result), one per graph."""
    tree = _PDOM.get(cfg)
    if tree is None:
        tree = _PDOM[cfg] = _post_dominator_tree(cfg)
    return tree


def _post_dominator_tree(cfg: CFG) -> DomTree:
    rsucc: dict[str, tuple[str, ...]] = {b: cfg.pred[b] for b in cfg.blocks}
    rsucc[_EXIT] = tuple(b for b in cfg.blocks if b in cfg.terminal)
    rpred: dict[str, tuple[str, ...]] = {
        b: cfg.succ[b] + ((_EXIT,) if b in cfg.terminal else ()) for b in cfg.blocks
    }
    order = list(reversed(CFG._postorder(_EXIT, rsucc)))
    idom = _idoms(_EXIT, order, rpred)
    idom.pop(_EXIT)
    return DomTree({n: (None if d == _EXIT else d) for n, d in idom.items()})
