"""The control-flow graph of a function (§2.2): blocks, edges by successor index, paths."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cached_property

from pllvm.syntax import Function, Ret, Unreachable

__all__ = ["CFG"]

#: CFG.of's last graphs by the identity of their function (held, so an id is not reused)
_OF: dict[int, tuple[Function, CFG]] = {}
_KEEP = 64


class CFG:
    """`G = (V, E, entry)`: blocks in text order, successors by index and predecessors.

    Successor labels that name no block are kept out of the graph (the verifier reports them),
    so every analysis can assume a closed graph.
    """

    def __init__(self, blocks: Iterable[str], succ: dict[str, tuple[str, ...]], entry: str,
                 terminal: Iterable[str] = ()) -> None:
        self.blocks: tuple[str, ...] = tuple(blocks)
        known = set(self.blocks)
        self.succ: dict[str, tuple[str, ...]] = {
            b: tuple(s for s in succ.get(b, ()) if s in known) for b in self.blocks
        }
        self.entry = entry
        self.terminal: frozenset[str] = frozenset(terminal) | {
            b for b in self.blocks if not self.succ[b]
        }
        pred: dict[str, list[str]] = {b: [] for b in self.blocks}
        for b in self.blocks:
            for s in dict.fromkeys(self.succ[b]):
                pred[s].append(b)
        self.pred: dict[str, tuple[str, ...]] = {b: tuple(p) for b, p in pred.items()}
        self.index: dict[str, int] = {b: i for i, b in enumerate(self.blocks)}

    @classmethod
    def of(cls, fn: Function) -> CFG:
        """The CFG of a function; blocks ending in `ret` or `unreachable` are terminal. The
        passes ask for the graph of one function object many times: the last few are kept (a
        function is immutable, and no caller changes a CFG)."""
        hit = _OF.get(id(fn))
        if hit is not None and hit[0] is fn:
            return hit[1]
        cfg = cls(
            fn.labels,
            {b.label: b.successors for b in fn.blocks},
            fn.entry.label,
            (b.label for b in fn.blocks if isinstance(b.term, Ret | Unreachable)),
        )
        if len(_OF) >= _KEEP:
            del _OF[next(iter(_OF))]
        _OF[id(fn)] = fn, cfg
        return cfg

    def edges(self) -> list[tuple[str, str]]:
        """Every edge `a -> b` once (parallel edges of a switch collapse)."""
        return [(a, b) for a in self.blocks for b in dict.fromkeys(self.succ[a])]

    @cached_property
    def reachable(self) -> frozenset[str]:
        """Blocks reachable from the entry."""
        return frozenset(self.rpo)

    @cached_property
    def rpo(self) -> tuple[str, ...]:
        """Reverse post-order of a depth-first search from the entry (successor order)."""
        return tuple(reversed(self._postorder(self.entry, self.succ)))

    @cached_property
    def reaches_exit(self) -> frozenset[str]:
        """Blocks from which some complete path (ending at a terminal block) starts."""
        return self.reach_from(self.terminal, backward=True)

    def reach_from(self, start: Iterable[str], avoid: Iterable[str] = (),
                   backward: bool = False) -> frozenset[str]:
        """Blocks reachable from `start` (inclusive) by paths that do not enter `avoid`;
        `backward` follows edges against their direction (the blocks that reach `start`)."""
        edges = self.pred if backward else self.succ
        blocked = set(avoid)
        seen: set[str] = set()
        stack = [b for b in start if b not in blocked]
        while stack:
            b = stack.pop()
            if b in seen:
                continue
            seen.add(b)
            stack.extend(s for s in edges[b] if s not in blocked)
        return frozenset(seen)

    @staticmethod
    def _postorder(root: str, succ: dict[str, tuple[str, ...]]) -> list[str]:
        """Iterative DFS post-order (no recursion limit on large functions)."""
        order: list[str] = []
        seen = {root}
        stack = [(root, iter(succ[root]))]
        while stack:
            node, it = stack[-1]
            for s in it:
                if s not in seen:
                    seen.add(s)
                    stack.append((s, iter(succ[s])))
                    break
            else:
                stack.pop()
                order.append(node)
        return order
