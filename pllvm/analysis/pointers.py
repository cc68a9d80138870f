"""Where pointers come from: each pointer value traced back to the one parameter it is based on,
for the checker's buffers (`check/inputs.py`) and the outer-loop pass's question of what a loop
may write ([TR-OUTER-REC])."""

from __future__ import annotations

from pllvm.syntax import Cast, Function, Gep, Local, Phi, PtrType, Select, operands
from pllvm.syntax.rewrite import definitions

__all__ = ["pointer_roots"]


def pointer_roots(fn: Function) -> dict[str, str]:
    """Each local pointer value derived from exactly one pointer parameter (through GEPs, casts,
    phis and selects), mapped to that parameter."""
    root = {p.name: p.name for p in fn.params if isinstance(p.ty, PtrType)}
    changed = True
    while changed:
        changed = False
        for name, node in definitions(fn):
            if name in root or not isinstance(node, Gep | Cast | Phi | Select):
                continue
            vals = [node.base] if isinstance(node, Gep) else (
                [node.if_true, node.if_false] if isinstance(node, Select) else list(operands(node)))
            found = [root.get(v.name) for v in vals if isinstance(v, Local)]
            first = found[0] if found else None
            if first is not None and all(f == first for f in found):
                root[name] = first
                changed = True
    return root
