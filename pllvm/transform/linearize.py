"""Partial control-flow linearization (ch. 8, Listing 8) with masks, predicates and phi lowering.

`linearize_edges` is Listing 8 on the graph: blocks in block-index order, a divergent branch
folded to one edge to the earliest of its targets and the targets deferred to it, a uniform
branch kept with each slot retargeted past pending deferrals; back edges are taken out and put
back in their slots (§8.3). `linearize` does the same to a function and makes the result compute
what the input computed (§1.4, §1.5 of the transforms notes): every block gets its mask (the
threads that reach it in the input) as predicate, computed by `total` instructions from edge
masks; phis of blocks whose predecessors changed become `total` select cascades over edge masks
(Fig. 4.10), and a shadow phi's shadow value becomes the default of a select. Uses that lost
dominance read through repair phis that are `false` (masks) or `undef` (values) on paths that
skip the definition. Preconditions (`pllvm verify --normal-form`, uniform loops, one sink) are
checked, and a broken one is a `TransformError`.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Collection, Mapping, Sequence

import attrs

from pllvm.cfg import CFG, block_index, dominator_tree, loop_forest
from pllvm.errors import TransformError
from pllvm.syntax import (
    BinOp,
    Block,
    Br,
    Command,
    CondBr,
    Function,
    ICmp,
    IntConst,
    Local,
    Phi,
    Ret,
    Select,
    Switch,
    Undef,
    Unreachable,
)
from pllvm.syntax.instructions import Operation, Terminator, operands
from pllvm.syntax.rewrite import Names, mentions, replace
from pllvm.syntax.types import I1, Type
from pllvm.syntax.values import Value
from pllvm.transform.ssa import repair_ssa

__all__ = ["linearize", "linearize_edges"]

TRUE = IntConst(1)
FALSE = IntConst(0)


def linearize_edges(order: Sequence[str], succ: Mapping[str, Sequence[str]],
                    uniform: Collection[str],
                    back_edges: Collection[tuple[str, str]] = (),
                    published: bool = False) -> dict[str, tuple[str, ...]]:
    """Listing 8: the successor slots of every block after partial linearization.

    `order` is the block index (topological without back edges), `uniform` the blocks whose
    branch is uniform. A divergent block gets one slot; a uniform block keeps its slots. Raises
    `TransformError` if deferrals are pending at a block without successors (the CFG needs a
    single sink, or a block index that is not topological was given); [TR-LIN-SINK] `published`
    drops them silently instead, as line 18 of the published listing does.
    """
    idx = {b: i for i, b in enumerate(order)}
    deferred: dict[str, set[str]] = {b: set() for b in order}
    out: dict[str, tuple[str, ...]] = {}

    def defer(pending: set[str]) -> str:
        nxt = min(pending, key=idx.__getitem__)
        deferred[nxt] |= pending - {nxt}
        return nxt

    for b in order:
        pending = deferred.pop(b)
        slots = tuple(succ[b])
        forward = [s for s in slots if (b, s) not in back_edges]
        if any(idx[s] <= idx[b] for s in forward):
            raise TransformError(f"the block index is not topological at {b}")
        if not forward:
            if pending and not slots and not published:
                raise TransformError(f"deferred blocks {', '.join(sorted(pending))} are pending "
                                     f"at {b}, which has no successors: the CFG has more than one "
                                     "sink")
            out[b] = slots  # a latch drops what is pending: it left along the exits (§8.3)
        elif b in uniform:
            out[b] = tuple(s if (b, s) in back_edges else defer(pending | {s}) for s in slots)
        else:
            out[b] = (defer(pending | set(forward)),)
    return out


def linearize(fn: Function, uniform: Collection[str], published: bool = False) -> Function:
    """[TR-LINEARIZE] `fn` partially linearized: the branches of blocks not in `uniform` are folded, and
    every block is predicated by its mask. `fn` must be in normal form with uniform loops.
    `published` takes the preconditions as published, without a single sink ([TR-LIN-SINK])."""
    return _Linearize(single_sink(fn), frozenset(uniform), published).run()


def single_sink(fn: Function) -> Function:
    """`unreachable` blocks branch to the return block instead, so the CFG has one sink: a
    refinement (reaching `unreachable` is undefined behaviour, which allows anything)."""
    returns = [b.label for b in fn.blocks if isinstance(b.term, Ret)]
    dead = {b.label for b in fn.blocks if isinstance(b.term, Unreachable)}
    if len(returns) != 1 or not dead:
        return fn
    blocks = []
    for b in fn.blocks:
        if b.label in dead:
            b = attrs.evolve(b, term=Br(returns[0]))
        elif b.label == returns[0]:
            b = attrs.evolve(b, phis=tuple(attrs.evolve(phi, incoming=phi.incoming + tuple(
                (Undef(), d) for d in sorted(dead))) for phi in b.phis))
        blocks.append(b)
    return attrs.evolve(fn, blocks=tuple(blocks))


def refuse_predicated_branches(fn: Function, blocks: Collection[str]) -> None:
    """A `TransformError` if one of `blocks` is predicated and branches: where its passive
    threads go depends on the schedule (Fig. 5.2), so no edge mask can describe it."""
    for b in fn.blocks:
        if b.label in blocks and b.predicate not in (None, TRUE) and len(set(b.successors)) > 1:
            raise TransformError(f"block {b.label} is predicated and branches: where its passive "
                                 "threads go depends on the schedule")


class _Linearize:
    def __init__(self, fn: Function, uniform: frozenset[str], published: bool = False) -> None:
        self.fn = fn
        self.published = published
        self.cfg = CFG.of(fn)
        self.dom = dominator_tree(self.cfg)
        self.loops = loop_forest(self.cfg, self.dom)
        self.index = block_index(self.cfg, self.loops, self.dom)
        self.uniform = uniform | {b.label for b in fn.blocks if len(set(b.successors)) < 2}
        self.names = Names(fn)
        self.masks: set[str] = set()  # names whose paths without a definition read false
        self.m: dict[str, Value] = {}  # block -> its mask
        self.e: dict[tuple[str, str], Value] = {}  # edge -> its mask
        self.head: dict[str, list[Command]] = {b: [] for b in self.cfg.blocks}
        self.tail: dict[str, list[Command]] = {b: [] for b in self.cfg.blocks}
        self.header_mask: dict[str, str] = {}  # loop header -> its mask phi
        self.aliases: dict[str, Value] = {}  # a one-operand phi lowered to its operand
        self.predicate: dict[str, Value] = {}
        self.late: dict[str, tuple[str, Command]] = {}  # block -> (its predicate, the and after it)
        self.defs: dict[str, object] = {}  # name of a `total` instruction made here -> its operation

    # ------------------------------------------------------------ preconditions

    def check(self) -> None:
        fn, cfg, loops = self.fn, self.cfg, self.loops
        if len(cfg.reachable) != len(fn.blocks):
            raise TransformError(f"@{fn.name} has unreachable blocks; normalize first")
        if not loops.reducible:
            raise TransformError(f"@{fn.name} has an irreducible CFG")
        if cfg.pred[cfg.entry]:
            raise TransformError(f"the entry block {cfg.entry} of @{fn.name} has predecessors; "
                                 "normalize first")
        assert self.index.loop_compact, self.index.violations  # [CFG-INDEX] for a reducible CFG
        sinks = [b for b in cfg.blocks if not cfg.succ[b]]
        if len(sinks) != 1 and not self.published:
            raise TransformError(f"linearization needs one block without successors; @{fn.name} "
                                 f"has {len(sinks)} ({', '.join(sinks)})")
        for lp in loops.loops.values():
            if lp.preheader is None or lp.latch is None:
                raise TransformError(f"the loop with header {lp.header} has no unique preheader "
                                     "and latch; normalize first")
            for x in lp.exiting:
                if x not in self.uniform:
                    raise TransformError(f"the loop with header {lp.header} is divergent (the "
                                         f"exit branch of {x}); run the divergent loop transform "
                                         "first")
        refuse_predicated_branches(fn, cfg.blocks)

    # ------------------------------------------------------------ masks on G (§1.4)

    def total(self, where: list[Command], base: str, op: Operation, mask: bool = True) -> Local:
        """A new `total` instruction at the end of `where`; `mask` says it computes a mask."""
        name = self.names.fresh(base)
        where.append(Command(name, op, total=True))
        self.defs[name] = op
        if mask:
            self.masks.add(name)
        return Local(name)

    def conj(self, where: list[Command], base: str, a: Value, b: Value) -> Value:
        if a == TRUE:
            return b
        if b == TRUE:
            return a
        return self.total(where, base, BinOp("and", I1, a, b))

    def disj(self, where: list[Command], base: str, values: list[Value]) -> Value:
        values = self.merged(values)
        acc = values[0]
        for v in values[1:]:
            acc = TRUE if TRUE in (acc, v) else self.total(where, base, BinOp("or", I1, acc, v))
        return acc

    def merged(self, values: list[Value]) -> list[Value]:
        """[TR-LIN-MERGE] The operands of an or with every pair `x ∧ c`, `x ∧ ¬c` (the two edges
        of one branch) replaced by x, until none is left: the mask of a block where a branch
        reconverges is the mask of the branch's block, not an or of its edges. Exact where c is
        defined, a refinement where it is ⊤; a uniform loop's latch mask then equals its
        header's, which the backend and z3 see without reasoning."""
        values = list(dict.fromkeys(values))
        for (i, a), (j, b) in itertools.combinations(enumerate(values), 2):
            x = self._complement(a, b)
            if x is not None:
                rest = [v for k, v in enumerate(values) if k not in (i, j)]
                return self.merged([*rest[:i], x, *rest[i:]])
        return values

    def _complement(self, a: Value, b: Value) -> Value | None:
        """x when a = x ∧ c and b = x ∧ ¬c (either order), both made here; else None."""
        da, db = (self.defs.get(v.name) if isinstance(v, Local) else None for v in (a, b))
        if not (isinstance(da, BinOp) and isinstance(db, BinOp) and da.op == db.op == "and"
                and da.lhs == db.lhs):
            return None
        return da.lhs if self._negated(da.rhs, db.rhs) or self._negated(db.rhs, da.rhs) else None

    def _negated(self, a: Value, b: Value) -> bool:
        """Whether a is `xor b, true` made here."""
        d = self.defs.get(a.name) if isinstance(a, Local) else None
        return isinstance(d, BinOp) and d.op == "xor" and d.lhs == b and d.rhs == TRUE

    def block_mask(self, b: Block) -> None:
        """m[b]: true at the entry, a phi at a loop header, else the or of the incoming edges."""
        label = b.label
        lp = self.loops.loops.get(label)
        if label == self.cfg.entry:
            self.m[label] = TRUE
        elif lp is not None:
            name = self.names.fresh(f"{label}.mask")
            self.masks.add(name)
            self.m[label] = Local(name)
            self.header_mask[label] = name
        else:
            edges = [self.e[(p, label)] for p in self.cfg.pred[label]]
            self.m[label] = self.disj(self.head[label], f"{label}.mask", edges)
        self.predicate[label] = self.m[label]
        if b.predicate is None or b.predicate == TRUE:
            return
        own = next((c.name for c in b.commands if Local(c.name or "") == b.predicate), None)
        if own is None:
            self.predicate[label] = self.conj(self.head[label], f"{label}.active",
                                              self.m[label], b.predicate)
        elif self.m[label] != TRUE:  # defined by the block's leading total instructions
            active: list[Command] = []
            self.predicate[label] = self.conj(active, f"{label}.active", self.m[label],
                                              b.predicate)
            self.late[label] = (own, active[0])
        else:
            self.predicate[label] = b.predicate

    def edge_masks(self, b: Block) -> None:
        """e[b, s] for each successor s: the block mask and the condition of the slot."""
        label, m, tail = b.label, self.m[b.label], self.tail[b.label]
        term = b.term
        conds: dict[str, list[Value]] = {}
        if isinstance(term, CondBr) and term.if_true != term.if_false:
            neg = self.total(tail, f"{label}.not", BinOp("xor", I1, term.cond, TRUE),
                             mask=False)
            conds = {term.if_true: [term.cond], term.if_false: [neg]}
        elif isinstance(term, Switch) and len(set(b.successors)) > 1:
            hits: list[Value] = []
            for k, target in term.cases:
                hit = self.total(tail, f"{label}.case", ICmp("eq", term.ty, term.value,
                                                                     IntConst(k)), mask=False)
                hits.append(hit)
                conds.setdefault(target, []).append(hit)
            some = self.disj(tail, f"{label}.anycase", hits)
            none = self.total(tail, f"{label}.default", BinOp("xor", I1, some, TRUE),
                              mask=False)
            conds.setdefault(term.default, []).append(none)
        for s in dict.fromkeys(b.successors):
            if s not in conds:
                self.e[(label, s)] = m
                continue
            cond = self.disj(tail, f"{label}.{s}.cond", conds[s])
            self.e[(label, s)] = self.conj(tail, f"{label}.to.{s}", m, cond)

    # ------------------------------------------------------------ phis (§1.5)

    def shadow_select(self, pred: str, block: str, phi: Phi, value: Value) -> Value:
        """The value a shadow phi takes from `pred`: its operand where the edge is taken,
        the shadow elsewhere (computed at the end of `pred`)."""
        assert phi.shadow is not None
        edge = self.e[(pred, block)]
        if edge in (TRUE, FALSE) or value == phi.shadow:
            return value if edge == TRUE else phi.shadow
        out = self.total(self.tail[pred], f"{phi.name}.{pred}",
                         Select(I1, self.e[(pred, block)], phi.ty, value, phi.shadow), mask=False)
        return out

    def kept_phis(self, b: Block, preds: Sequence[str]) -> tuple[Phi, ...]:
        """Phis of a block whose predecessors stay (or of a loop header: the non-latch
        predecessors all bring the preheader's value)."""
        lp = self.loops.loops.get(b.label)
        phis = list(b.phis)
        pre = latch = ""
        if lp is not None:
            assert lp.preheader is not None and lp.latch is not None  # normal form
            pre, latch = lp.preheader, lp.latch
            phis.append(Phi(self.header_mask[b.label], I1, (
                (self.e[(pre, b.label)], pre), (self.e[(latch, b.label)], latch))))
        out = []
        for phi in phis:
            incoming = dict((p, v) for v, p in phi.incoming)
            if phi.shadow is not None:
                incoming = {p: self.shadow_select(p, b.label, phi, v) for p, v in incoming.items()}
            if lp is not None:
                entry = incoming[pre]
                incoming = {p: incoming[latch] if p == latch else entry for p in preds}
            out.append(attrs.evolve(phi, incoming=tuple((incoming[p], p) for p in preds),
                                    shadow=None))
        return tuple(out)

    def lowered_phis(self, b: Block) -> None:
        """Select cascades in place of the phis of a block whose predecessors changed (they
        run one after the other, so a phi may not read another phi of its block)."""
        own = {phi.name for phi in b.phis}
        for phi in b.phis:
            if any(isinstance(v, Local) and v.name in own for v in operands(phi)):
                raise TransformError(f"phi %{phi.name} in {b.label} reads a phi of its own "
                                     "block; its predecessors change, and select cascades "
                                     "cannot read the old values")
            arms = [(self.e[(p, b.label)], v) for v, p in phi.incoming]
            if phi.shadow is None:  # [TR-LIN-UNDEF] a thread from an undef edge may take any value
                arms = [(e, Undef() if self.dead_arm(b, phi, p) else v)
                        for (e, v), (_, p) in zip(arms, phi.incoming, strict=True)]
                arms = [a for a in arms if not isinstance(a[1], Undef)] or arms
            acc = phi.shadow if phi.shadow is not None else arms.pop()[1]
            chain: list[Command] = []
            for edge, value in reversed(arms):
                if value != acc and edge != FALSE:
                    acc = value if edge == TRUE else self.total(
                        chain, f"{phi.name}.sel", Select(I1, edge, phi.ty, value, acc), mask=False)
            if chain and chain[-1].name == getattr(acc, "name", None):
                chain[-1] = attrs.evolve(chain[-1], name=phi.name)
            else:
                self.aliases[phi.name] = acc
            self.head[b.label] += chain

    @functools.cached_property
    def passive_reads(self) -> frozenset[Value]:
        """The values `total` commands and shadows read: passive threads read them too."""
        return frozenset(v for b in self.fn.blocks for c in b.commands if c.total for v in operands(c.op)) \
            | frozenset(q.shadow for b in self.fn.blocks for q in b.phis if q.shadow is not None)

    def dead_arm(self, b: Block, phi: Phi, pred: str) -> bool:
        """[TR-LIN-DEAD-ARM] Whether no thread entering `b` from `pred` reads `phi`: `pred` and `b`
        branch on the same condition c (defined outside `b`, since `pred` reads it and `b`, no loop
        header, does not dominate `pred`: a thread has one value of c on the edge), the edge is
        taken on one value of c, the thread then leaves `b` by that value's successor, and `phi`
        is not read (by a predicate either) in `b` nor on any path from there before `b` again,
        nor by a `total` command or a shadow (which passive threads read; a thread whose c is ⊤
        is undefined behaviour, as branching on ⊤ is). Such an arm is undef ([TR-LIN-UNDEF]): the
        blend for it disappears (a loop's `if (escaped) break` join)."""
        before, here = self.fn.block(pred).term, b.term
        if not (isinstance(before, CondBr) and isinstance(here, CondBr) and before.cond == here.cond
                and isinstance(here.cond, Local) and before.if_true != before.if_false):
            return False
        then = here.if_true if before.if_true == b.label else here.if_false
        name = Local(phi.name)

        def reads(blk: Block) -> bool:  # past the phis, which read on their edges
            return mentions((blk.predicate, blk.commands, blk.term), phi.name)

        if reads(b) or name in self.passive_reads:
            return False
        seen, todo = {b.label}, [(b.label, then)]
        while todo:
            src, block = todo.pop()
            nxt = self.fn.block(block)
            if any(v == name and p == src for q in nxt.phis for v, p in q.incoming):
                return False
            if block in seen:
                continue
            seen.add(block)
            if reads(nxt):
                return False
            todo += [(block, s) for s in nxt.successors]
        return True

    # ------------------------------------------------------------ putting it together

    def terminator(self, b: Block, slots: tuple[str, ...]) -> Terminator:
        term = b.term
        if isinstance(term, Ret | Unreachable):  # no successors, so no slots (linearize_edges)
            return term
        if len(set(slots)) == 1:
            return Br(slots[0])
        if isinstance(term, CondBr):
            return attrs.evolve(term, if_true=slots[0], if_false=slots[1])
        assert isinstance(term, Switch)
        return attrs.evolve(term, default=slots[0],
                            cases=tuple((k, s) for (k, _), s in zip(term.cases, slots[1:],
                                                                   strict=True)))

    def run(self) -> Function:
        self.check()
        order = self.index.order
        by_label = {b.label: b for b in self.fn.blocks}
        for label in order:
            self.block_mask(by_label[label])
            self.edge_masks(by_label[label])
        slots = linearize_edges(order, self.cfg.succ, self.uniform, self.loops.back_edge_set,
                                self.published)
        new_cfg = CFG(order, slots, self.cfg.entry)
        phis: dict[str, tuple[Phi, ...]] = {}
        for label in order:
            b = by_label[label]
            if label == self.cfg.entry:
                phis[label] = b.phis
            elif label in self.loops.loops or set(new_cfg.pred[label]) == set(self.cfg.pred[label]):
                phis[label] = self.kept_phis(b, new_cfg.pred[label])
            else:
                phis[label] = ()
                self.lowered_phis(b)
        blocks = []
        for label in order:
            b = by_label[label]
            predicate = self.predicate[label]
            commands = list(b.commands)
            if label in self.late:
                own, active = self.late[label]
                at = next(k for k, c in enumerate(commands) if c.name == own)
                commands.insert(at + 1, active)
            blocks.append(Block(label, phis[label],
                                (*self.head[label], *commands, *self.tail[label]),
                                self.terminator(b, slots[label]),
                                None if predicate == TRUE else predicate))
        resolved: dict[str, Value] = {}
        for name, value in self.aliases.items():
            while isinstance(value, Local) and value.name in self.aliases:  # an alias of an alias
                value = self.aliases[value.name]
            resolved[name] = value
        return repair_ssa(replace(attrs.evolve(self.fn, blocks=tuple(blocks)), resolved), self.default)

    def default(self, name: str, ty: Type) -> Value:
        """[TR-SSA] What a path that skips the definition of `name` reads: false for a mask (a
        select keyed on it picks another operand), ⊤ otherwise (never observed there)."""
        if name in self.masks:
            return FALSE
        return Undef()
