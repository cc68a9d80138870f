"""Small builders shared by the unit tests."""

from __future__ import annotations

from pllvm.cfg import CFG

__all__ = ["graph"]


def graph(spec: str, entry: str | None = None) -> CFG:
    """A CFG from `A>B,C; B>D; C>D; D>` (successors in order; the first block is the entry)."""
    succ: dict[str, tuple[str, ...]] = {}
    for part in spec.split(";"):
        if not part.strip():
            continue
        a, _, bs = part.partition(">")
        succ[a.strip()] = tuple(x.strip() for x in bs.split(",") if x.strip())
    for targets in list(succ.values()):
        for t in targets:
            succ.setdefault(t, ())
    blocks = list(succ)
    return CFG(blocks, succ, entry or blocks[0])
