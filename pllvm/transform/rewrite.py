"""What every pass needs to edit a function: fresh names, uses of a name, value types."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

from pllvm.syntax import Br, CondBr, Function, Local, Switch
from pllvm.syntax.instructions import Terminator
from pllvm.syntax.types import Type
from pllvm.syntax.typing import result_type
from pllvm.syntax.values import Value

__all__ = ["Names", "mentions", "redirect", "replace", "value_types"]


class Names:
    """The names a function uses (labels, parameters, values); `fresh` hands out unused ones."""

    def __init__(self, fn: Function, extra: Iterable[str] = ()) -> None:
        self.taken = {b.label for b in fn.blocks} | {p.name for p in fn.params} | set(extra)
        for b in fn.blocks:
            self.taken |= {phi.name for phi in b.phis} | {c.name for c in b.commands if c.name}

    def fresh(self, base: str) -> str:
        """`base`, or `base` with the smallest number that names nothing yet; now taken."""
        name = base
        k = 0
        while name in self.taken:
            k += 1
            name = f"{base}{k}"
        self.taken.add(name)
        return name


def mentions(node: object, name: str) -> bool:
    """Whether `%name` occurs anywhere in `node` (an IR object or a tuple of them)."""
    if node == Local(name):
        return True
    if attrs.has(type(node)):
        return any(mentions(getattr(node, f.name), name) for f in attrs.fields(type(node))
                   if f.name != "loc")
    if isinstance(node, tuple):
        return any(mentions(x, name) for x in node)
    return False


def replace(node: object, name: str, value: Value) -> object:
    """`node` with every `%name` replaced by `value`."""
    if node == Local(name):
        return value
    if attrs.has(type(node)) and not isinstance(node, Local):
        return attrs.evolve(node, **{f.name: replace(getattr(node, f.name), name, value)
                                     for f in attrs.fields(type(node))
                                     if f.init and f.name != "loc"})
    if isinstance(node, tuple):
        return tuple(replace(x, name, value) for x in node)
    return node


def value_types(fn: Function, types: Mapping[str, Type] | None = None) -> dict[str, Type]:
    """The type of every parameter, phi and value-producing instruction of `fn` (`types`: the
    module's named types, which an `extractvalue` of a named struct needs)."""
    out: dict[str, Type] = {p.name: p.ty for p in fn.params}
    for b in fn.blocks:
        out.update({phi.name: phi.ty for phi in b.phis})
        out.update({c.name: result_type(c.op, types or {}) for c in b.commands if c.name})
    return out


def redirect(term: Terminator, old: str, new: str) -> Terminator:
    """`term` with every edge to `old` going to `new`."""
    def to(label: str) -> str:
        return new if label == old else label

    if isinstance(term, Br):
        return attrs.evolve(term, target=to(term.target))
    if isinstance(term, CondBr):
        return attrs.evolve(term, if_true=to(term.if_true), if_false=to(term.if_false))
    if isinstance(term, Switch):
        return attrs.evolve(term, default=to(term.default),
                            cases=tuple((k, to(lbl)) for k, lbl in term.cases))
    return term
