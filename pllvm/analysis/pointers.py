"""Where pointers come from: each pointer value traced back to the one parameter it is based on,
for the checker's buffers (`check/inputs.py`) and the outer-loop pass's question of what a loop
may write ([TR-OUTER-REC])."""

from __future__ import annotations

from pllvm.syntax import Cast, Function, Gep, GlobalRef, Local, Phi, PtrType, Select, operands
from pllvm.syntax.rewrite import definitions
from pllvm.syntax.values import Value

__all__ = ["Roots", "pointer_roots"]


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


class Roots:
    """What a function's pointers are based on (a parameter or a global, `@name`), and whether
    two such roots are known apart: different, and one of them a `noalias` (C `restrict`)
    parameter or both globals. What a loop may write ([TR-OUTER-REC], [TR-ALC-LEGAL])."""

    def __init__(self, fn: Function) -> None:
        self.roots = pointer_roots(fn)
        self.params = {p.name for p in fn.params}
        self.noalias = {p.name for p in fn.params if "noalias" in p.attrs}

    def of(self, v: Value) -> str | None:
        """The root of pointer v: its parameter, `@g` for a global, None if unknown."""
        if isinstance(v, GlobalRef):
            return "@" + v.name
        return self.roots.get(v.name) if isinstance(v, Local) else None

    def apart(self, a: str | None, b: str | None) -> bool:
        """Whether memory based on root a is never memory based on root b."""
        return a is not None and b is not None and a != b and (
            a in self.noalias or b in self.noalias or (a not in self.params and b not in self.params))
