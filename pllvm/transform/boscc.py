"""BOSCC, branch on superword condition code (§9.2, Fig. 9.5): skip a region no thread enters.

For a divergent `a: br p, b, c` where `a` is the only predecessor of `b`, a new block `a.any`
takes `a`'s phis and instructions and asks whether any active thread heads for `b`:

    a.any: ... ; %m = mask ; %mp = and i1 %m, p ; %q = call i1 @any(i1 %mp) ; br %q, a, c
    a:     br p, b, c

The new branch is uniform, so partial linearization keeps `a.any -> c` (Thm 5) and, when no
thread takes `a -> b`, `b` and every block it dominates are skipped instead of running with an
all-false mask. The heuristic (`boscc_edges`) puts a gadget on every divergent two-way branch,
on the edge into the larger of the two regions its targets dominate, provided that target has
no other predecessor, is not a loop header, stays in the branch's loop and its region holds at
least one instruction.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

import attrs

from pllvm.cfg import CFG, dominator_tree, loop_forest
from pllvm.errors import TransformError
from pllvm.syntax import Arg, BinOp, Block, Call, Command, CondBr, Function, GlobalRef, IntConst, Local, Mask
from pllvm.syntax.rewrite import Names, redirect
from pllvm.syntax.types import I1
from pllvm.syntax.values import Value

__all__ = ["boscc", "boscc_edges"]


def boscc_edges(fn: Function, divergent: Collection[str]) -> list[tuple[str, str]]:
    """The edges the heuristic guards: for each divergent two-way branch in `divergent`, the
    edge into the target dominating more instructions (see the module docstring)."""
    cfg = CFG.of(fn)
    dom = dominator_tree(cfg)
    loops = loop_forest(cfg, dom)
    size = {b.label: len(b.commands) for b in fn.blocks}
    out = []
    for b in fn.blocks:
        term = b.term
        if b.label not in divergent or not isinstance(term, CondBr) or term.if_true == term.if_false:
            continue
        candidates = [s for s in (term.if_true, term.if_false)
                      if cfg.pred[s] == (b.label,) and s not in loops.loops
                      and loops.loop_of(s) == loops.loop_of(b.label)]
        weight = {s: sum(size[x] for x in dom.subtree(s)) for s in candidates}
        best = max(candidates, key=lambda s: weight[s], default=None)
        if best is not None and weight[best] > 0:
            out.append((b.label, best))
    return out


def boscc(fn: Function, edges: Iterable[tuple[str, str]]) -> Function:
    """[TR-BOSCC] `fn` with a BOSCC gadget on each edge `(a, b)` (a divergent `br p` of `a` into `b`)."""
    for a, b in edges:
        fn = _gadget(fn, a, b)
    return fn


def _gadget(fn: Function, a: str, b: str) -> Function:
    cfg = CFG.of(fn)
    if a not in cfg.succ:
        raise TransformError(f"BOSCC: no block {a} in @{fn.name}")
    term = fn.block(a).term
    if not isinstance(term, CondBr) or b not in (term.if_true, term.if_false) or (
            term.if_true == term.if_false):
        raise TransformError(f"BOSCC: {a} does not end in a two-way branch to {b}")
    if a in cfg.succ[a]:
        raise TransformError(f"BOSCC: {a} branches to itself")
    if cfg.pred[b] != (a,):
        raise TransformError(f"BOSCC: {b} has predecessors other than {a}")
    other = term.if_false if b == term.if_true else term.if_true
    names = Names(fn)
    label = names.fresh(f"{a}.any")
    cond: Value = term.cond
    old = fn.block(a)
    gadget: list[Command] = []
    if b == term.if_false:
        neg = names.fresh(f"{a}.else")
        gadget.append(Command(neg, BinOp("xor", I1, cond, IntConst(1))))
        cond = Local(neg)
    mask, heads, some = (names.fresh(f"{a}.{s}") for s in ("mask", "heads", "some"))
    gadget += [Command(mask, Mask()),
               Command(heads, BinOp("and", I1, Local(mask), cond), total=True),
               Command(some, Call(I1, GlobalRef("any"), (Arg(I1, Local(heads)),)))]
    blocks: list[Block] = []
    for blk in fn.blocks:
        if blk.label == a:
            blocks.append(Block(label, old.phis, old.commands + tuple(gadget),
                                CondBr(Local(some), a, other), old.predicate))
            blk = Block(a, (), (), term)
        elif a in blk.successors:
            blk = attrs.evolve(blk, term=redirect(blk.term, a, label))
        if blk.label == other:
            blk = attrs.evolve(blk, phis=tuple(attrs.evolve(phi, incoming=phi.incoming + tuple(
                (v, label) for v, p in phi.incoming if p == a)) for phi in blk.phis))
        blocks.append(blk)
    return attrs.evolve(fn, blocks=tuple(blocks))
