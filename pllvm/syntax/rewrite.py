"""What every pass needs to edit a function: fresh names, uses of a name, value types."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any, TypeVar

import attrs

from pllvm.syntax import Block, Br, Command, CondBr, Function, GlobalRef, Local, Phi, Switch
from pllvm.syntax.instructions import Operation, Terminator
from pllvm.syntax.types import Type
from pllvm.syntax.typing import TypeTable, result_type
from pllvm.syntax.values import Value

__all__ = ["Copied", "Names", "block_definitions", "definitions", "mentions", "parts", "rebuild",
           "redirect", "relabel", "replace", "value_types"]

#: an IR node (or a tuple of them) that a rewrite gives back as the same kind of node
N = TypeVar("N")
#: the kinds of a node's parts that hold no value
_LEAVES = frozenset({str, int, float, bool, bytes, type(None)})


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


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    """The fields of an IR class that make up its nodes: the `init` ones but its location."""
    return tuple(f.name for f in attrs.fields(cls) if f.init and f.name != "loc")


def parts(node: object) -> tuple[object, ...]:
    """What an IR node is made of: its fields but its location (an IR object), its elements (a
    tuple); nothing for anything else."""
    cls = type(node)
    if attrs.has(cls):
        return tuple(getattr(node, name) for name in _field_names(cls))
    return node if isinstance(node, tuple) else ()


def rebuild(node: N, f: Callable[[object], object]) -> N:
    """`node` with `f` applied to each of its parts (`parts`); a name, a leaf, as it is. `f`
    keeps each part's kind (a value for a value, a command for a command), so the node keeps
    its type. A node none of whose parts `f` changes is given back itself, not a copy."""
    cls = type(node)
    rebuilt: Any = node  # an attrs instance (attrs.has), a tuple, or a leaf
    if cls in _LEAVES or cls is Local:
        return node
    if attrs.has(cls):
        names = _field_names(cls)
        new = {name: f(getattr(node, name)) for name in names}
        if all(new[name] is getattr(node, name) for name in names):
            return node
        return attrs.evolve(rebuilt, **new)
    if isinstance(node, tuple):
        items = tuple(f(x) for x in rebuilt)
        return node if all(a is b for a, b in zip(items, rebuilt, strict=True)) else items  # type: ignore[return-value]  # N is this tuple's type
    return node


def mentions(node: object, name: str) -> bool:
    """Whether `%name` occurs anywhere in `node` (an IR object or a tuple of them)."""
    if type(node) is Local:
        return node.name == name
    return type(node) not in _LEAVES and any(mentions(x, name) for x in parts(node))


def mentioned(node: object, into: set[str] | None = None,
              kind: type[Local] | type[GlobalRef] = Local) -> set[str]:
    """Every name `%name` (or, with `kind` GlobalRef, `@name`) that occurs in `node` (an IR
    object or a tuple of them), added to `into` if given: one walk where `mentions` would take
    one per name."""
    out = set() if into is None else into
    if type(node) is kind:
        out.add(node.name)
    elif type(node) not in _LEAVES:
        for x in parts(node):
            mentioned(x, out, kind)
    return out


def replace(node: N, values: Mapping[str, Value]) -> N:
    """`node` with every `%name` of `values` replaced by its value, in one pass (a value for a
    value: the node keeps its type); what mentions none of them is given back itself."""
    if type(node) is Local:
        return values.get(node.name, node)  # type: ignore[attr-defined, return-value]  # where %name stands, a value may stand
    return rebuild(node, lambda x: replace(x, values))


def definitions(fn: Function) -> list[tuple[str, Phi | Operation]]:
    """Every value a block defines, with what defines it: its phis, then its named commands,
    block by block."""
    return [d for b in fn.blocks for d in block_definitions(b)]


def block_definitions(b: Block) -> list[tuple[str, Phi | Operation]]:
    """The values block b defines, with what defines them: its phis, then its named commands."""
    return [(phi.name, phi) for phi in b.phis] + [(c.name, c.op) for c in b.commands if c.name]


def value_types(fn: Function, types: TypeTable | None = None) -> dict[str, Type]:
    """The type of every parameter, phi and value-producing instruction of `fn` (`types`: the
    module's named types, which an `extractvalue` of a named struct needs)."""
    out: dict[str, Type] = {p.name: p.ty for p in fn.params}
    for b in fn.blocks:
        out.update({phi.name: phi.ty for phi in b.phis})
        out.update({c.name: result_type(c.op, types or {}) for c in b.commands if c.name})
    return out


def redirect(term: Terminator, old: str, new: str) -> Terminator:
    """`term` with every edge to `old` going to `new`."""
    return relabel(term, {old: new})


def relabel(term: Terminator, labels: Mapping[str, str]) -> Terminator:
    """`term` with every edge to a label of `labels` going to the label it maps to (at once, so
    the new labels may be old ones)."""
    def to(label: str) -> str:
        return labels.get(label, label)

    if isinstance(term, Br):
        return attrs.evolve(term, target=to(term.target))
    if isinstance(term, CondBr):
        return attrs.evolve(term, if_true=to(term.if_true), if_false=to(term.if_false))
    if isinstance(term, Switch):
        return attrs.evolve(term, default=to(term.default),
                            cases=tuple((k, to(lbl)) for k, lbl in term.cases))
    return term


class Copied:
    """Blocks copied under fresh labels and value names (`label`, `value`: old to new), each use
    of an old value becoming `values[name]`: the copy's own value, or one given in its place (a
    callee's parameter becomes the argument)."""

    def __init__(self, blocks: Iterable[Block], names: Names, label_of: Callable[[str], str],
                 value_of: Callable[[str], str], given: Mapping[str, Value] | None = None) -> None:
        blocks = list(blocks)
        self.label = {b.label: names.fresh(label_of(b.label)) for b in blocks}
        defined = [p.name for b in blocks for p in b.phis]
        defined += [c.name for b in blocks for c in b.commands if c.name]
        self.value = {v: names.fresh(value_of(v)) for v in defined}
        self.values: dict[str, Value] = {**(given or {}), **{v: Local(n) for v, n in self.value.items()}}

    def phi(self, p: Phi) -> Phi:
        return Phi(self.value[p.name], p.ty, tuple((replace(v, self.values), self.label.get(lbl, lbl))
                                                   for v, lbl in p.incoming),
                   replace(p.shadow, self.values) if p.shadow is not None else None, flags=p.flags,
                   loc=p.loc)

    def command(self, c: Command) -> Command:
        return attrs.evolve(c, name=self.value[c.name] if c.name else None,
                            op=replace(c.op, self.values))

    def term(self, t: Terminator) -> Terminator:
        return relabel(replace(t, self.values), self.label)

    def block(self, b: Block) -> Block:
        """Block b of the copy, whole."""
        return Block(self.label[b.label], tuple(map(self.phi, b.phis)),
                     tuple(map(self.command, b.commands)), self.term(b.term),
                     replace(b.predicate, self.values), loc=b.loc)
