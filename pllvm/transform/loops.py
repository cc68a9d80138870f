"""The divergent loop transform (§9.1, Fig. 3.22): a divergent loop becomes a uniform one.

Threads may leave a divergent loop in different iterations and through different exits. The
transform keeps every thread in the loop until all have left, so the loop is uniform and correct
under OBLIVIOUS once linearized. The wiring is pllvm's reading of §9.1.1, §3.6 and Fig. 3.22
(Figs. 9.2 and 9.3, which draw it, are missing from the text):

    P:    br NewH                                  (was: br H)
    NewH: live = phi [true, P], [live.upd, NewL] shadow false
          h    = phi [init, P], [h.upd, NewL]      (H's phis, moved)
          ex.k = phi [false, P], [ex.k.trk, NewL]  (thread left through exit k)
          v.k  = phi [undef, P], [v.k.trk, NewL]   (live-out v of exit k, kept after the exit)
          now = and live, true                     (this thread's live, [TR-DLT-GUARD])
          stay = any(live) ; br stay, Guard, Disp
    Guard: br now, H, NewL                         (threads that left skip the body)
    body ... x_k: br .., E_k ..   E_k: br NewL      (an exit now ends the thread's iteration)
    Lt:   br NewL                                  (was the back edge)
    NewL: live.upd = phi [true, Lt], [false, Guard], [false, E_*]
          h.upd    = phi [h_latch, Lt], [h, Guard], [h, E_*]   (undef for h, not h, where no
                                                                thread reads h once it left)
          ex.k.trk = phi [true, E_k], [ex.k, others];  v.k.trk = phi [v, E_k], [v.k, others]
          br NewH
    Disp: br ex.1, X_1, Disp.2 ... (one branch per exit but the last)

The input must be in normal form (dedicated exits entered from one exiting block, LCSSA).
"""

from __future__ import annotations

import attrs

from pllvm.cfg import CFG, Loop, dominator_tree, loop_forest
from pllvm.errors import TransformError
from pllvm.syntax import (
    Arg,
    BinOp,
    Block,
    Br,
    Call,
    Command,
    CondBr,
    Function,
    GlobalRef,
    IntConst,
    Local,
    Phi,
    Undef,
    operands,
)
from pllvm.syntax.rewrite import Names, redirect
from pllvm.syntax.types import I1, Type
from pllvm.syntax.values import Value
from pllvm.transform.linearize import refuse_predicated_branches

__all__ = ["transform_divergent_loop"]

TRUE = IntConst(1)
FALSE = IntConst(0)


def transform_divergent_loop(fn: Function, header: str) -> Function:
    """[TR-DLT] `fn` with the loop headed by `header` made uniform; other loops are left as they are."""
    cfg = CFG.of(fn)
    loop = loop_forest(cfg, dominator_tree(cfg)).loops.get(header)
    if loop is None:
        raise TransformError(f"no loop is headed by {header} in @{fn.name}")
    if loop.preheader is None or loop.latch is None:
        raise TransformError(f"the loop with header {header} has no unique preheader and latch; "
                             "normalize first")
    refuse_predicated_branches(fn, loop.blocks)
    return _Transform(fn, cfg, loop, loop.preheader, loop.latch).run()


class _Transform:
    def __init__(self, fn: Function, cfg: CFG, loop: Loop, preheader: str, latch: str) -> None:
        self.fn, self.cfg, self.loop = fn, cfg, loop
        self.preheader, self.latch = preheader, latch
        self.names = Names(fn)
        h = loop.header
        self.new_header = self.names.fresh(f"{h}.uni")
        self.guard = self.names.fresh(f"{h}.guard")
        self.new_latch = self.names.fresh(f"{h}.uni.latch")
        # exit k: (exiting block, exit block, the block E_k on the new edge)
        self.exits = []
        for x in loop.exits:
            inside = [p for p in cfg.pred[x] if p in loop.blocks]
            if len(inside) != 1 or len(cfg.pred[x]) != 1:
                raise TransformError(f"the exit {x} of the loop with header {h} is not dedicated "
                                     "to one exiting block; normalize first")
            self.exits.append((inside[0], x, self.names.fresh(f"{x}.leave")))
        if not self.exits:
            raise TransformError(f"the loop with header {h} has no exit")
        self.dispatch = [self.names.fresh(f"{h}.dispatch") for _ in self.exits[:-1]]

    def latch_preds(self) -> list[str]:
        return [self.latch, self.guard, *(e for _, _, e in self.exits)]

    def track(self, base: str, ty: Type, entry: Value, values: dict[str, Value],
              head: list[Phi], latch: list[Phi], shadow: Value | None = None,
              name: str | None = None) -> Local:
        """A value carried around the new loop: a phi in NewH (`entry` from the preheader) and
        its update in NewL (`values` per predecessor of NewL, the NewH phi elsewhere)."""
        out = name or self.names.fresh(base)
        upd = self.names.fresh(f"{out}.upd")
        head.append(Phi(out, ty, ((entry, self.preheader), (Local(upd), self.new_latch)),
                        shadow))
        latch.append(Phi(upd, ty, tuple((values.get(p, Local(out)), p)
                                        for p in self.latch_preds())))
        return Local(out)

    def run(self) -> Function:
        fn, loop = self.fn, self.loop
        h, pre, lt = loop.header, self.preheader, self.latch
        head: list[Phi] = []
        latch: list[Phi] = []
        live = self.track("live", I1, TRUE, {lt: TRUE, self.guard: FALSE,
                                             **{e: FALSE for _, _, e in self.exits}},
                          head, latch, shadow=FALSE)
        for phi in fn.block(h).phis:
            incoming = dict((p, v) for v, p in phi.incoming)
            values: dict[str, Value] = {lt: incoming[lt]}
            if self.dead_after_leaving(phi):
                values.update({p: Undef() for p in self.latch_preds() if p != lt})
            self.track(phi.name, phi.ty, incoming[pre], values, head, latch,
                       shadow=phi.shadow, name=phi.name)
        flags = [self.track(f"{x}.taken", I1, FALSE, {e: TRUE}, head, latch)
                 for _, x, e in self.exits[:-1]]
        exit_phis: dict[str, tuple[Phi, ...]] = {}
        for _, x, e in self.exits:
            kept = []
            for phi in fn.block(x).phis:
                (value, _), = phi.incoming
                if isinstance(value, Local) and self.defined_inside(value.name):
                    value = self.track(f"{value.name}.out", phi.ty, Undef(), {e: value}, head, latch)
                kept.append(attrs.evolve(phi, incoming=((value, self.exit_pred(x)),)))
            exit_phis[x] = tuple(kept)
        now = self.names.fresh(f"{live.name}.now")
        stay = self.names.fresh(f"{h}.stay")
        any_call = Call(I1, GlobalRef("any"), (Arg(I1, live),))
        first_out = self.exits[0][1] if len(self.exits) == 1 else self.dispatch[0]
        blocks: list[Block] = []
        exit_edges = {(x_k, x): e for x_k, x, e in self.exits}
        for b in fn.blocks:
            term = b.term
            for (x_k, x), e in exit_edges.items():
                if b.label == x_k:
                    term = redirect(term, x, e)
            if b.label == lt:
                term = redirect(term, h, self.new_latch)
            if b.label == pre:
                term = redirect(term, h, self.new_header)
            phis = b.phis
            if b.label == h:
                phis = ()
                # [TR-DLT-GUARD] the guard reads `live` through a command of the new header, which
                # only the threads that run the header write, not through its phi
                header_cmds = (Command(now, BinOp("and", I1, live, TRUE)), Command(stay, any_call))
                blocks += [Block(self.new_header, tuple(head), header_cmds,
                                 CondBr(Local(stay), self.guard, first_out)),
                           Block(self.guard, (), (), CondBr(Local(now), h, self.new_latch))]
            if b.label in exit_phis:
                phis = exit_phis[b.label]
            blocks.append(attrs.evolve(b, phis=phis, term=term))
        blocks += [Block(e, (), (), Br(self.new_latch)) for _, _, e in self.exits]
        blocks.append(Block(self.new_latch, tuple(latch), (), Br(self.new_header)))
        blocks += self.dispatch_blocks(flags)
        return attrs.evolve(fn, blocks=tuple(blocks))

    def dead_after_leaving(self, phi: Phi) -> bool:
        """[TR-DLT-DEAD] A header phi whose value no thread reads once it has left: the
        thread's live-outs are tracked at its exit, and inside the loop only active threads
        read it (no `total` command and no shadow reads it). Its update need not keep the old
        value for threads that skip the body or leave; they get undef, and linearize then
        drops the blend."""
        if phi.shadow is not None:
            return False
        for b in self.fn.blocks:
            if b.label not in self.loop.blocks:
                continue
            if any(q.shadow == Local(phi.name) for q in b.phis):
                return False
            if any(c.total and Local(phi.name) in operands(c.op) for c in b.commands):
                return False
        return True

    def exit_pred(self, x: str) -> str:
        """The block from which the exit `x` is entered after the transform."""
        if len(self.exits) == 1:
            return self.new_header
        k = [xx for _, xx, _ in self.exits].index(x)
        return self.dispatch[min(k, len(self.dispatch) - 1)]

    def dispatch_blocks(self, flags: list[Local]) -> list[Block]:
        """Disp: the thread's exit flags pick its exit, in exit order, the last by default."""
        out = []
        for k, label in enumerate(self.dispatch):
            nxt = self.dispatch[k + 1] if k + 1 < len(self.dispatch) else self.exits[-1][1]
            out.append(Block(label, (), (), CondBr(flags[k], self.exits[k][1], nxt)))
        return out

    def defined_inside(self, name: str) -> bool:
        return any(b.label in self.loop.blocks and (
            any(p.name == name for p in b.phis) or any(c.name == name for c in b.commands))
            for b in self.fn.blocks)
