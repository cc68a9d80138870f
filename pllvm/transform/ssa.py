"""SSA repair: uses that lost dominance after a CFG change read a value through new phis.

A use of `%x` that its definition no longer dominates reads, per path, the value `%x` has if the
path ran its definition in the current iteration of every loop around it, and a *default*
otherwise: a previous iteration's value is never meant, as the input's use was dominated. This is
Braun et al.'s on-demand construction: `read` at a block start asks the predecessors and places
a phi where they differ. The passes
choose defaults that the paths without the definition never observe: `false` for a mask, so
a select cascade keyed on it picks another operand, `undef` for a value masked off there.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from pllvm.cfg import CFG, DomTree, dominator_tree, loop_forest
from pllvm.syntax import Block, Function, Local, Phi
from pllvm.syntax.instructions import operands
from pllvm.syntax.rewrite import Names, replace, value_types
from pllvm.syntax.types import Type
from pllvm.syntax.values import Value

__all__ = ["repair_ssa"]


def repair_ssa(fn: Function, default: Callable[[str, Type], Value]) -> Function:
    """[TR-SSA] `fn` with every use its definition does not dominate rewritten through repair phis;
    `default(name, type)` is what a path that skips the definition reads."""
    cfg = CFG.of(fn)
    dom = dominator_tree(cfg)
    defs = _definitions(fn)
    types = value_types(fn)
    names = Names(fn)
    forest = loop_forest(cfg, dom)
    for name in sorted(_broken(fn, cfg, dom, defs), key=lambda n: (cfg.index[defs[n][0]], n)):
        block = defs[name][0]
        resets = frozenset(lp.header for lp in forest.loops.values() if block in lp.blocks)
        fn = _Repair(fn, cfg, dom, name, block, types[name], default(name, types[name]), names,
                     resets).run(defs)
    return fn


def _definitions(fn: Function) -> dict[str, tuple[str, int]]:
    """name -> (block, position): -1 for a phi, k for the k-th command."""
    out: dict[str, tuple[str, int]] = {}
    for b in fn.blocks:
        out.update({phi.name: (b.label, -1) for phi in b.phis})
        out.update({c.name: (b.label, k) for k, c in enumerate(b.commands) if c.name})
    return out


def _uses(b: Block) -> list[tuple[str | None, int, Value]]:
    """(phi predecessor or None, position, value) of every local read in `b`; the position of a
    command operand is its index, of the predicate, a shadow or the terminator past the phis."""
    out: list[tuple[str | None, int, Value]] = []
    for phi in b.phis:
        out += [(pred, -1, v) for v, pred in phi.incoming]
        if phi.shadow is not None:
            out.append((None, -1, phi.shadow))
    if b.predicate is not None:
        out.append((None, len(b.commands), b.predicate))
    for k, c in enumerate(b.commands):
        out += [(None, k, v) for v in operands(c.op)]
    out += [(None, len(b.commands), v) for v in operands(b.term)]
    return out


def _dominated(cfg: CFG, dom: DomTree, defs: dict[str, tuple[str, int]], name: str,
               block: str, pred: str | None, at: int) -> bool:
    """Whether the definition of `name` dominates a use in `block` (at the end of `pred` for
    a phi operand). A predicate may be defined in its own block (Def. 11 (1))."""
    def_block, def_at = defs[name]
    if pred is not None:
        return pred not in cfg.reachable or dom.dominates(def_block, pred)
    if block not in cfg.reachable:
        return True
    if def_block == block:
        return def_at < at or (def_at == -1 and at == -1)
    return dom.dominates(def_block, block)


def _broken(fn: Function, cfg: CFG, dom: DomTree, defs: dict[str, tuple[str, int]]) -> set[str]:
    return {v.name for b in fn.blocks for pred, at, v in _uses(b)
            if isinstance(v, Local) and v.name in defs
            and not _dominated(cfg, dom, defs, v.name, b.label, pred, at)}


class _Repair:
    """Repair phis for one name and the rewritten uses."""

    def __init__(self, fn: Function, cfg: CFG, dom: DomTree, name: str, def_block: str,
                 ty: Type, default: Value, names: Names, resets: frozenset[str]) -> None:
        self.fn, self.cfg, self.dom = fn, cfg, dom
        self.name, self.def_block, self.ty, self.default = name, def_block, ty, default
        self.names = names
        self.resets = resets  # headers of the loops around the definition
        self.at_start: dict[str, Value] = {}
        self.phis: dict[str, Phi] = {}  # block -> its repair phi

    def at_end(self, block: str) -> Value:
        """The value of the name at the end of `block`."""
        if self.dom.dominates(self.def_block, block):
            return Local(self.name)
        return self.start(block)

    def start(self, block: str) -> Value:
        """The value of the name when `block` begins (a phi where predecessors differ)."""
        if block in self.at_start:
            return self.at_start[block]
        preds = [p for p in self.cfg.pred[block] if p in self.cfg.reachable]
        if block == self.cfg.entry or not preds or block in self.resets:
            value = self.default
        elif len(preds) == 1:
            value = self.at_end(preds[0])
        else:
            phi_name = self.names.fresh(f"{self.name}.repair")
            self.at_start[block] = Local(phi_name)
            incoming = tuple((self.at_end(p), p) for p in preds)
            self.phis[block] = Phi(phi_name, self.ty, incoming)
            value = Local(phi_name)
        self.at_start[block] = value
        return value

    def run(self, defs: dict[str, tuple[str, int]]) -> Function:
        """The function with this name's repair phis and rewritten uses (`defs`: positions of
        the definitions, which repair phis do not move)."""
        blocks = []
        for b in self.fn.blocks:
            nb = b
            body = [k for pred, k, v in _uses(b) if v == Local(self.name) and pred is None
                    and not _dominated(self.cfg, self.dom, defs, self.name, b.label, None, k)]
            if body:
                v = self.start(b.label)
                nb = attrs.evolve(nb, commands=replace(nb.commands, {self.name: v}),
                                  term=replace(nb.term, {self.name: v}),
                                  predicate=replace(nb.predicate, {self.name: v}),
                                  phis=tuple(attrs.evolve(phi, shadow=replace(phi.shadow, {self.name: v}))
                                             for phi in nb.phis))
            nb = attrs.evolve(nb, phis=tuple(attrs.evolve(phi, incoming=tuple(
                (self.at_end(p) if v == Local(self.name) and not _dominated(
                    self.cfg, self.dom, defs, self.name, b.label, p, -1) else v, p)
                for v, p in phi.incoming)) for phi in nb.phis))
            blocks.append(nb)
        return _without_trivial(attrs.evolve(self.fn, blocks=tuple(
            attrs.evolve(b, phis=b.phis + ((self.phis[b.label],) if b.label in self.phis else ()))
            for b in blocks)), set(p.name for p in self.phis.values()))


def _without_trivial(fn: Function, created: set[str]) -> Function:
    """Repair phis whose operands (other than themselves) are one value replaced by it."""
    while True:
        phi = next((p for b in fn.blocks for p in b.phis if p.name in created
                    and len({v for v, _ in p.incoming} - {Local(p.name)}) == 1), None)
        if phi is None:
            return fn
        value = next(iter({v for v, _ in phi.incoming} - {Local(phi.name)}))
        created.discard(phi.name)
        fn = attrs.evolve(fn, blocks=tuple(
            replace(attrs.evolve(b, phis=tuple(p for p in b.phis if p.name != phi.name)),
                    {phi.name: value}) for b in fn.blocks))
