"""The normal form the vectorizer's passes assume (§2.4): checked, each with its own ID.

Reducible; every block reachable and able to reach a return; loops with a unique preheader and
latch; dedicated exits that each have one exiting edge; LCSSA; a single return block.
"""

from __future__ import annotations

from pllvm.cfg import CFG, LoopForest, loop_forest
from pllvm.syntax import Function, Local, Ret, operands
from pllvm.valid.diagnostics import Diagnostic

__all__ = ["check_normal_form"]


def check_normal_form(fn: Function) -> list[Diagnostic]:
    """Every way `fn` departs from the normal form; empty when it is in normal form."""
    out: list[Diagnostic] = []
    cfg = CFG.of(fn)
    name = f"@{fn.name}"

    def report(id_: str, block: str, msg: str) -> None:
        b = fn.block(block)
        out.append(Diagnostic(id_, msg, f"{name}, block {block}", b.loc or fn.loc))

    for b in cfg.blocks:
        if b not in cfg.reachable:
            report("nf-unreachable", b, f"block {b} is not reachable from the entry (§2.2)")
        elif b not in cfg.reaches_exit:
            report("nf-no-exit", b, f"no path from {b} reaches a return: a loop without exit (§2.4)")
    loops = loop_forest(cfg)
    for x, y in loops.irreducible_edges:
        report("nf-irreducible", x, f"the edge {x} -> {y} enters a cycle whose header {y} does "
               "not dominate it: the CFG is irreducible (§2.4)")
    for lp in loops.loops.values():
        if lp.preheader is None:
            report("nf-preheader", lp.header, f"the loop with header {lp.header} has no unique "
                   "preheader (one outside predecessor that branches only to the header)")
        if lp.latch is None:
            report("nf-latch", lp.header, f"the loop with header {lp.header} has "
                   f"{len(lp.latches)} latches ({', '.join(lp.latches)}); one is required")
        for x in lp.exits:
            outside = [p for p in cfg.pred[x] if p not in lp.blocks]
            inside = [p for p in cfg.pred[x] if p in lp.blocks]
            if outside:
                report("nf-dedicated-exit", x, f"the exit {x} of the loop with header "
                       f"{lp.header} is also entered from outside the loop ({', '.join(outside)})")
            if len(inside) > 1:
                report("nf-exit-edge", x, f"the exit {x} of the loop with header {lp.header} has "
                       f"{len(inside)} exiting predecessors; exits and exiting blocks must "
                       "correspond one to one")
    out += _lcssa(fn, cfg, loops)
    returns = [b.label for b in fn.blocks if isinstance(b.term, Ret)]
    if len(returns) > 1:
        report("nf-single-return", returns[1], f"{len(returns)} blocks return "
               f"({', '.join(returns)}); a single return block is required")
    return out


def _lcssa(fn: Function, cfg: CFG, loops: LoopForest) -> list[Diagnostic]:
    """`nf-lcssa`: a value defined in a loop is used outside it only by phis in its exits."""
    out: list[Diagnostic] = []
    home: dict[str, str] = {}
    for b in fn.blocks:
        for phi in b.phis:
            home[phi.name] = b.label
        for c in b.commands:
            if c.name is not None:
                home[c.name] = b.label

    def loops_of(block: str) -> list:
        lp = loops.loop_of(block)
        chain = []
        while lp is not None:
            chain.append(lp)
            lp = loops.loops[lp.parent] if lp.parent is not None else None
        return chain

    for b in fn.blocks:
        uses: list[tuple[str, str]] = []  # (value name, block where the use happens)
        for phi in b.phis:
            uses += [(v.name, lbl) for v, lbl in phi.incoming if isinstance(v, Local)]
            if isinstance(phi.shadow, Local):
                uses.append((phi.shadow.name, b.label))
        for node in (*b.commands, b.term):
            op = node.op if hasattr(node, "op") else node
            uses += [(v.name, b.label) for v in operands(op) if isinstance(v, Local)]
        if isinstance(b.predicate, Local):
            uses.append((b.predicate.name, b.label))
        for value, at in uses:
            if value not in home or at not in cfg.index:
                continue
            for lp in loops_of(home[value]):
                if at not in lp.blocks:
                    out.append(Diagnostic(
                        "nf-lcssa", f"%{value} is defined in the loop with header {lp.header} "
                        f"and used outside it without an LCSSA phi in a loop exit",
                        f"@{fn.name}, block {b.label}", b.loc or fn.loc))
                    break
    return out
