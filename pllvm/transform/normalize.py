"""Normalization: the CFG shape the vectorizer passes need (`pllvm verify --normal-form`).

Reachable blocks only, one return block, and for every loop a dedicated preheader, one latch,
dedicated exits each entered from one exiting block, and LCSSA phis for the values used after
the loop. Each step splits edges (new blocks with an unconditional branch, phis merged where
several edges are redirected), so every thread follows the same path as before with extra blocks
on it. The input function is not changed; a new one is returned.
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from pllvm.cfg import CFG, DomTree, Loop, dominator_tree, loop_forest
from pllvm.syntax import Block, Br, Function, Local, Module, Phi, Ret, Type, VoidType
from pllvm.syntax.rewrite import Names, mentioned, mentions, redirect, replace, value_types
from pllvm.syntax.values import Value

__all__ = ["normalize", "normalize_module"]


def normalize_module(module: Module) -> Module:
    """Every function of `module` normalized."""
    return attrs.evolve(module, functions=tuple(normalize(fn) for fn in module.functions))


def normalize(fn: Function, single_return: bool = True) -> Function:
    """[TR-NORMALIZE] `fn` in normal form, where its CFG is reducible; an irreducible CFG or a loop without
    exit is left as it is (the verifier names them). `single_return=False` keeps several return
    blocks, as the published preconditions of partial linearization allow ([TR-LIN-SINK])."""
    fn = _without_unreachable(fn)
    if single_return:
        fn = _single_return(fn)
    steps = (_preheaders, _single_latch, _dedicated_exits, _exit_edges)
    while (changed := next((out for step in steps if (out := step(fn)) is not None), None)):
        fn = changed
    return _lcssa(fn)


# ---------------------------------------------------------------- edges


def split_edges(fn: Function, preds: list[str], target: str, label: str) -> Function:
    """A new block `label` on the edges from `preds` to `target`. A phi of `target` takes the
    value of those edges from `label`, merged by a phi in `label` where they differ."""
    names = Names(fn)
    label = names.fresh(label)
    new_phis: list[Phi] = []
    blocks: list[Block] = []
    for b in fn.blocks:
        if b.label in preds:
            b = attrs.evolve(b, term=redirect(b.term, target, label))
        if b.label == target:
            phis = []
            for phi in b.phis:
                moved = [(v, p) for v, p in phi.incoming if p in preds]
                kept = [(v, p) for v, p in phi.incoming if p not in preds]
                values = list(dict.fromkeys(v for v, _ in moved))
                if len(values) == 1:
                    value: Value = values[0]
                else:
                    name = names.fresh(f"{phi.name}.{label}")
                    new_phis.append(Phi(name, phi.ty, tuple(moved)))
                    value = Local(name)
                phis.append(attrs.evolve(phi, incoming=(*kept, (value, label))))
            b = attrs.evolve(b, phis=tuple(phis))
        blocks.append(b)
    at = next(k for k, b in enumerate(blocks) if b.label == target)
    blocks.insert(at, Block(label, tuple(new_phis), (), Br(target)))
    return attrs.evolve(fn, blocks=tuple(blocks))


# ---------------------------------------------------------------- the steps


def _without_unreachable(fn: Function) -> Function:
    """Blocks the entry cannot reach removed, and their phi operands."""
    seen = CFG.of(fn).reachable
    if len(seen) == len(fn.blocks):
        return fn
    blocks = tuple(attrs.evolve(b, phis=tuple(
        attrs.evolve(phi, incoming=tuple((v, p) for v, p in phi.incoming if p in seen))
        for phi in b.phis)) for b in fn.blocks if b.label in seen)
    return attrs.evolve(fn, blocks=blocks)


def _single_return(fn: Function) -> Function:
    """Several `ret` blocks branch to one new return block (a phi merges the values)."""
    returns = [(b.label, b.term) for b in fn.blocks if isinstance(b.term, Ret)]
    if len(returns) < 2:
        return fn
    names = Names(fn)
    label = names.fresh("return")
    void = isinstance(fn.ret_ty, VoidType)
    phis: tuple[Phi, ...] = ()
    value: Value | None = None
    if not void:
        name = names.fresh("retval")
        phis = (Phi(name, fn.ret_ty, tuple((t.value, label) for label, t in returns
                                           if t.value is not None)),)
        value = Local(name)
    blocks = [attrs.evolve(b, term=Br(label)) if isinstance(b.term, Ret) else b for b in fn.blocks]
    blocks.append(Block(label, phis, (), Ret(fn.ret_ty, value)))
    return attrs.evolve(fn, blocks=tuple(blocks))


def _loops(fn: Function) -> Iterator:
    cfg = CFG.of(fn)
    forest = loop_forest(cfg, dominator_tree(cfg))
    for loop in forest.loops.values():
        yield cfg, loop


def _preheaders(fn: Function) -> Function | None:
    """[nf-preheader] one predecessor outside the loop, branching only to the header."""
    for cfg, loop in _loops(fn):
        outside = [p for p in cfg.pred[loop.header] if p not in loop.blocks]
        if not outside:  # the entry block heads the loop: there is no edge to split
            continue
        if len(outside) != 1 or len(set(cfg.succ[outside[0]])) != 1:
            return split_edges(fn, outside, loop.header, f"{loop.header}.preheader")
    return None


def _single_latch(fn: Function) -> Function | None:
    """[nf-latch] several back edges go through one new latch."""
    for _cfg, loop in _loops(fn):
        if len(loop.latches) > 1:
            return split_edges(fn, list(loop.latches), loop.header, f"{loop.header}.latch")
    return None


def _dedicated_exits(fn: Function) -> Function | None:
    """[nf-dedicated-exit] an exit entered from outside the loop too gets its own block."""
    for cfg, loop in _loops(fn):
        for x in loop.exits:
            inside = [p for p in cfg.pred[x] if p in loop.blocks]
            if len(inside) != len(cfg.pred[x]):
                return split_edges(fn, inside, x, f"{x}.loopexit")
    return None


def _exit_edges(fn: Function) -> Function | None:
    """[nf-exit-edge] an exit with several exiting predecessors: one new exit per edge."""
    for cfg, loop in _loops(fn):
        for x in loop.exits:
            inside = [p for p in cfg.pred[x] if p in loop.blocks]
            if len(inside) > 1:
                for p in inside:
                    fn = split_edges(fn, [p], x, f"{x}.from.{p}")
                return fn
    return None


# ---------------------------------------------------------------- LCSSA


def _lcssa(fn: Function) -> Function:
    """[nf-lcssa] values used after their loop go through phis in its exits, inner loops first;
    uses reached from several exits read a phi where the paths meet (SSA reconstruction)."""
    changed = True
    while changed:
        changed = False
        cfg = CFG.of(fn)
        dom = dominator_tree(cfg)
        forest = loop_forest(cfg, dom)
        for loop in sorted(forest.loops.values(), key=lambda lp: -lp.depth):
            defs = _defined_in(fn, loop.blocks)
            outside: set[str] = set()
            for b in fn.blocks:
                if b.label not in loop.blocks:
                    mentioned(b, outside)
            for name, (def_block, ty) in defs.items():
                uses = _outside_uses(fn, name, loop) if name in outside else []
                if uses:
                    fn = _rewrite(fn, cfg, dom, loop, name, def_block, ty, uses)
                    changed = True
                    break
            if changed:
                break
    return fn


def _defined_in(fn: Function, blocks: frozenset[str]) -> dict[str, tuple[str, Type | None]]:
    """The values a loop's blocks define: where, and a phi's type (a command's is found when
    needed)."""
    out: dict[str, tuple[str, Type | None]] = {}
    for b in fn.blocks:
        if b.label in blocks:
            for phi in b.phis:
                out[phi.name] = (b.label, phi.ty)
            for c in b.commands:
                if c.name:
                    out[c.name] = (b.label, None)
    return out


def _outside_uses(fn: Function, name: str, loop: Loop) -> list[tuple[str, str]]:
    """(block, where) of each use outside `loop`: where is "phi:PRED" for a phi operand from
    PRED (the use is at PRED's end) or "body"; exit phis fed from inside are not uses."""
    out = []
    for b in fn.blocks:
        if b.label in loop.blocks:
            continue
        for phi in b.phis:
            for v, p in phi.incoming:
                if v == Local(name) and p not in loop.blocks:
                    out.append((p, f"phi:{b.label}"))
            if phi.shadow == Local(name):
                out.append((b.label, "body"))
        if any(mentions(c, name) for c in b.commands) or mentions(b.term, name) or (
                b.predicate == Local(name)):
            out.append((b.label, "body"))
    return out


def _rewrite(fn: Function, cfg: CFG, dom: DomTree, loop: Loop, name: str, def_block: str, given: Type | None,
             uses: list[tuple[str, str]]) -> Function:
    """Exit phis for `name` and every outside use reading the value that reaches it."""
    ty = given if given is not None else value_types(fn)[name]
    phis: dict[str, list[Phi]] = {}  # block -> phis to add
    names = Names(fn)
    reaching: dict[str, Value] = {}
    for x in loop.exits:
        if dom.dominates(def_block, x):
            new = names.fresh(f"{name}.lcssa")
            phis.setdefault(x, []).append(Phi(new, ty, tuple((Local(name), p) for p in cfg.pred[x])))
            reaching[x] = Local(new)

    def read(block: str) -> Value:
        if block in reaching:
            return reaching[block]
        preds = cfg.pred[block]
        if len(preds) == 1:
            reaching[block] = read(preds[0])
            return reaching[block]
        new = names.fresh(f"{name}.merge")
        reaching[block] = Local(new)
        incoming = tuple((read(p), p) for p in preds)
        distinct = set(v for v, _ in incoming) - {Local(new)}
        if len(distinct) == 1:
            reaching[block] = distinct.pop()
        else:
            phis.setdefault(block, []).append(Phi(new, ty, incoming))
        return reaching[block]

    fix: dict[tuple[str, str], Value] = {(b, where): read(b) for b, where in uses}
    blocks = []
    for b in fn.blocks:
        new_b = b
        if (b.label, "body") in fix:
            v = fix[(b.label, "body")]
            new_b = attrs.evolve(new_b, commands=replace(new_b.commands, {name: v}),
                                 term=replace(new_b.term, {name: v}),
                                 predicate=replace(new_b.predicate, {name: v}),
                                 phis=tuple(attrs.evolve(phi, shadow=replace(phi.shadow, {name: v}))
                                            for phi in new_b.phis))
        new_b = attrs.evolve(new_b, phis=tuple(
            attrs.evolve(phi, incoming=tuple(
                (fix.get((p, f"phi:{b.label}"), v) if v == Local(name) else v, p)
                for v, p in phi.incoming)) for phi in new_b.phis) + tuple(phis.get(b.label, ())))
        blocks.append(new_b)
    return attrs.evolve(fn, blocks=tuple(blocks))



