"""Proofs for every trip count: relational induction between a function's loop and the loops of
its transformed form ([CHK-SMT-INDUCTION] in semantics/checking.md).

The cut points are the loop headers. A *segment* is a run from one cut point to the next one
(or to the function's return), made a function `lockstep.execute` runs unchanged: the loop's
header phis take fresh values on the way in (the arbitrary state), the loop runs up to its step
(`r` source iterations against one target iteration: the ratio of the induction steps, VF·IC
for a vectorized loop), edges into a later loop end in a block that records the values its
phis would take, and a loop on the way to this one is bypassed to its exit (what the state
needs from it is in the state). The memory is `ArrayMemory`: any contents, objects of any place
and size.

For each target loop j, the relation R_j between a source state and a target state is the
conjunction of candidate facts (equal header phis, a scalar equal to the sum of a vector phi's
lanes, an induction variable aligned to its step or bounded by its exit's bound), kept
Houdini-style while they hold (1) on entry: from the function's entry, whenever the source
reaches its loop and the target reaches loop j; (2) after a step: from states related by R_j,
after one iteration of loop j and r source iterations, wherever the target is next (loop j again,
a later loop k: R_k). With the relations fixed, the proof also needs every step to end alike:
the target's undefined behaviour only where the source has some, its return where the source
returns (with the same value and memory), and memories equal at every cut. Then, by induction on
the number of cuts a target run passes, every run of the target from an input on which the source
is defined and returns returns the same: for every trip count.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from functools import partial

import attrs
import z3

from pllvm.cfg import CFG, loop_forest
from pllvm.check.smt.arrays import ArrayMemory, layouts
from pllvm.check.smt.ints import Term, make
from pllvm.check.smt.lockstep import Execution, Run
from pllvm.check.smt.solver import ExtremaNormal, Inliner
from pllvm.check.smt.sym import FALSE, TRUE, SVal, elements, same, sort_of, term, top
from pllvm.errors import Unsupported
from pllvm.exec.interp import Interp
from pllvm.exec.machine import Machine
from pllvm.syntax import (
    I1,
    BinOp,
    Block,
    CondBr,
    Function,
    GlobalRef,
    ICmp,
    IntConst,
    IntType,
    Local,
    Module,
    Param,
    Phi,
    PtrType,
    Ret,
    Type,
    Undef,
    VectorType,
    VoidType,
)
from pllvm.syntax import Value as IRValue
from pllvm.syntax.rewrite import Names, block_definitions, parts, relabel
from pllvm.transform.outer import reduction_op

__all__ = ["LoopShape", "Proof", "prove"]

QUERY_MS = 20_000  # one query of the proof
INCREMENTAL_MS = 3_000  # its first try, on the solver shared by the goals of one context


@attrs.frozen
class LoopShape:
    """A loop a segment can start at: one latch, not nested, its header phis and the constant
    step of each integer one that goes up by a constant (phi.next = phi + c)."""

    header: str
    blocks: frozenset[str]
    latch: str
    exits: tuple[str, ...]
    phis: tuple[Phi, ...]
    steps: Mapping[str, int]
    #: (induction phi, value) for each compare in the loop of the phi or its next value with a
    #: value defined outside the loop: what an exit test bounds the induction by
    bounds: tuple[tuple[str, IRValue], ...] = ()
    #: for each vector phi, the folds of its lanes (`_FOLDS`) the operations that update it make
    folds: Mapping[str, tuple[str, ...]] = attrs.field(factory=dict)


def loops_of(fn: Function) -> list[LoopShape]:
    """The loops of `fn` in block order; Unsupported for shapes the proof does not take."""
    forest = loop_forest(CFG.of(fn))
    if not forest.reducible:
        raise Unsupported(f"@{fn.name} has an irreducible CFG")
    out = []
    for lp in sorted(forest.loops.values(), key=lambda lp: fn.labels.index(lp.header)):
        if lp.depth != 1 or any(other.parent == lp.header for other in forest.loops.values()):
            raise Unsupported(f"@{fn.name}: the loop at {lp.header} is nested; the inductive proof "
                              "takes loops that are not")
        if lp.latch is None:
            raise Unsupported(f"@{fn.name}: the loop at {lp.header} has several latches")
        header = fn.block(lp.header)
        steps = {}
        for phi in header.phis:
            c = _step_of(fn, lp.blocks, phi.name, _from(phi, lp.latch))
            if c is not None:
                steps[phi.name] = c
        folds = {phi.name: _folds_of(fn, lp.blocks, phi, lp.latch)
                 for phi in header.phis if isinstance(phi.ty, VectorType)}
        out.append(LoopShape(lp.header, lp.blocks, lp.latch, lp.exits, header.phis, steps,
                             _bounds(fn, lp.blocks, steps, lp.latch), folds))
    return out


#: the lane folds (`_FOLDS`) of a reduction by ⊕ (`transform.outer.reduction_op`)
_FOLD_OF = {"add": "sum", "mul": "product", "and": "and", "or": "or", "xor": "xor",
            "smax": "signed max", "smin": "signed min", "umax": "unsigned max", "umin": "unsigned min"}


def _folds_of(fn: Function, blocks: frozenset[str], phi: Phi, latch: str) -> tuple[str, ...]:
    """The folds a vector phi's lanes may make: the one of the reduction its update is, as the
    vectorizer recognizes reductions (r ⊕ x, or a select of it on a mask); every fold where it
    is not one. Each fold kept out is a candidate z3 need not refute: a product over 64 lanes
    alone took 8 s."""
    op = reduction_op(fn, blocks, phi, latch)
    return (_FOLD_OF[op],) if op in _FOLD_OF else tuple(_FOLDS)


def _bounds(fn: Function, blocks: frozenset[str], steps: Mapping[str, int],
            latch: str) -> tuple[tuple[str, IRValue], ...]:
    """The values the loop compares an induction (or its next value) with, defined outside it."""
    inner = {n for b in blocks for n, _ in block_definitions(fn.block(b))}
    phis = {phi.name: phi for b in blocks for phi in fn.block(b).phis}
    of = {name: name for name in steps}  # a compared name -> its induction
    for name in steps:
        back = _from(phis[name], latch)
        if isinstance(back, Local):
            of[back.name] = name
    out = []
    for b in sorted(blocks):
        for cmd in fn.block(b).commands:
            if not isinstance(cmd.op, ICmp):
                continue
            for x, y in ((cmd.op.lhs, cmd.op.rhs), (cmd.op.rhs, cmd.op.lhs)):
                if isinstance(x, Local) and x.name in of and not (isinstance(y, Local) and y.name in inner):
                    out.append((of[x.name], y))
    return tuple(dict.fromkeys(out))


def _globals_used(module: Module, fn: Function) -> list[str]:
    """The module's global variables `fn` names (not its functions)."""
    names = {g.name for g in module.globals}
    found: set[str] = set()

    def walk(node: object) -> None:
        if type(node) is GlobalRef:
            if node.name in names:
                found.add(node.name)
            return
        for x in parts(node):
            walk(x)

    walk(fn.blocks)
    return sorted(found)


def _from(phi: Phi, label: str) -> IRValue | None:
    """The value `phi` takes coming from block `label` (its first entry for it)."""
    return next((v for v, lbl in phi.incoming if lbl == label), None)


def _step_of(fn: Function, blocks: frozenset[str], phi: str, back: object) -> int | None:
    """c where the latch value of `phi` is `add phi, c` (either operand order), else None."""
    if not isinstance(back, Local):
        return None
    for label in blocks:
        for cmd in fn.block(label).commands:
            if cmd.name == back.name and isinstance(cmd.op, BinOp) and cmd.op.op == "add":
                a, b = cmd.op.lhs, cmd.op.rhs
                if isinstance(a, Local) and a.name == phi and isinstance(b, IntConst):
                    return b.value
                if isinstance(b, Local) and b.name == phi and isinstance(a, IntConst):
                    return a.value
    return None


# ---------------------------------------------------------------- segments


@attrs.frozen
class Segment:
    """A function made to run from the cut at `start` (None: from the function's entry): its
    state parameters (per header phi of `start`), and per cut header the block that records the
    values its phis would take there (`cut.<header>`, phis named in `recorded`)."""

    fn: Function
    start: LoopShape | None
    state: Mapping[str, str]  # header phi -> parameter
    cuts: Mapping[str, str]  # cut header -> its recording block
    recorded: Mapping[str, Mapping[str, str]]  # cut header -> header phi -> recording phi


def segment(fn: Function, loops: Sequence[LoopShape], start: LoopShape | None) -> Segment:
    """`fn` as a segment from `start`: loops that can reach it are bypassed to their exit, every
    other loop but `start` is cut at its header, and blocks no longer reachable are dropped."""
    names = Names(fn)
    cfg = CFG.of(fn)
    before = {lp.header for lp in loops
              if start is not None and lp is not start and _reaches(cfg, lp.header, start.header)}
    cut = [lp for lp in loops if lp is not start and lp.header not in before]
    cut_label = {lp.header: names.fresh(f"cut.{lp.header}") for lp in cut}
    bypass = {}
    for lp in loops:
        if lp.header in before:
            if len(lp.exits) != 1:
                raise Unsupported(f"the loop at {lp.header} has {len(lp.exits)} exit blocks; a loop on "
                                  "the way to another is bypassed to its one exit")
            bypass[lp.header] = lp.exits[0]
    state = {phi.name: names.fresh(f"state.{phi.name}") for phi in start.phis} if start else {}
    recorded: dict[str, dict[str, str]] = {h: {phi.name: names.fresh(f"at.{h}.{phi.name}")
                                               for phi in fn.block(h).phis} for h in cut_label}
    inside = {b: lp for lp in loops for b in lp.blocks}
    blocks: list[Block] = []
    new_preds: dict[str, list[str]] = {}  # an exit block bypassed to: the blocks that now enter it
    for b in fn.blocks:
        own = inside.get(b.label)
        redirect = {}
        for s in b.successors:
            target = inside.get(s)
            if target is None or target is own or s != target.header:
                continue
            if s in cut_label:
                redirect[s] = cut_label[s]
            elif s in bypass:
                redirect[s] = bypass[s]
                new_preds.setdefault(bypass[s], []).append(b.label)
        phis = b.phis
        if start is not None and b.label == start.header:
            phis = tuple(attrs.evolve(phi, incoming=tuple(
                (v if lbl == start.latch else Local(state[phi.name]), lbl) for v, lbl in phi.incoming))
                for phi in phis)
        blocks.append(attrs.evolve(b, phis=phis, term=relabel(b.term, redirect)))
    out = []
    for b in blocks:  # a bypassed loop's exit: ⊤ for its phis from the blocks that skip the loop
        extra = new_preds.get(b.label, [])
        if extra:
            b = attrs.evolve(b, phis=tuple(attrs.evolve(phi, incoming=phi.incoming + tuple(
                (Undef(), p) for p in extra)) for phi in b.phis))
        out.append(b)
    ret = Ret(fn.ret_ty, None if isinstance(fn.ret_ty, VoidType) else Undef())
    for lp in cut:
        preds = [b.label for b in fn.blocks if lp.header in b.successors and b.label not in lp.blocks]
        phis = tuple(Phi(recorded[lp.header][phi.name], phi.ty,
                         tuple((v, lbl) for v, lbl in phi.incoming if lbl in preds))
                     for phi in fn.block(lp.header).phis)
        out.append(Block(cut_label[lp.header], phis, (), ret))
    params = fn.params + tuple(Param(phi.ty, state[phi.name]) for phi in start.phis) if start else fn.params
    made = attrs.evolve(fn, params=params, blocks=tuple(_reachable(out)))
    return Segment(made, start, state, cut_label, recorded)


def _reaches(cfg: CFG, a: str, b: str) -> bool:
    seen, todo = {a}, [a]
    while todo:
        x = todo.pop()
        for s in cfg.succ[x]:
            if s == b:
                return True
            if s not in seen:
                seen.add(s)
                todo.append(s)
    return False


def _reachable(blocks: list[Block]) -> list[Block]:
    by = {b.label: b for b in blocks}
    seen, todo = {blocks[0].label}, [blocks[0].label]
    while todo:
        for s in by[todo.pop()].successors:
            if s not in seen:
                seen.add(s)
                todo.append(s)
    return [b for b in blocks if b.label in seen]


class _Observed(Run):
    """A segment's run that records when its first copies of watched blocks are entered, and
    per copy of an exiting block of its loop, the condition under which its branch leaves."""

    def __init__(self, seg: Segment, machine: Machine, bound: int, args: Mapping[str, SVal],
                 memory: ArrayMemory, deadline: float | None, watch: frozenset[str],
                 interp: Interp = "FR", abstract: bool = False) -> None:
        super().__init__(seg.fn, 1, interp, bound, {n: [v] for n, v in args.items()}, memory,
                         machine, abstract, deadline)
        self.watch, self.loop = watch, seg.start
        self.entered: dict[str, z3.BoolRef] = {}
        self.leaves: list[z3.BoolRef] = []
        #: per exiting branch run: its block and when the thread leaves by it (there, and taking it)
        self.exits: list[tuple[str, z3.BoolRef]] = []

    def value(self, v: IRValue, ty: Type, t: int) -> SVal:
        """[EVAL]; a value of a loop the segment bypasses is ⊤ (what the state needs of it is in
        the state)."""
        if isinstance(v, Local) and v.name not in self.env:
            return top(ty)
        return super().value(v, ty, t)

    def terminator(self, block: Block, k: int, cm: list[z3.BoolRef], amsk: list[z3.BoolRef]) -> None:
        loop = self.loop
        if loop is not None and block.label in loop.blocks and isinstance(block.term, CondBr) and (
                (block.term.if_true in loop.blocks) != (block.term.if_false in loop.blocks)):
            x = self.value(block.term.cond, I1, 0)
            assert isinstance(x, Term)
            leaves = x.value == (0 if block.term.if_true in loop.blocks else 1)
            self.leaves.append(leaves)
            self.exits.append((block.label, z3.And(cm[0], leaves)))
        super().terminator(block, k, cm, amsk)

    def phis(self, block: Block, k: int, cm: list[z3.BoolRef], sched: z3.BoolRef) -> None:
        copy = self.graph.copies[k]
        if block.label in self.watch and not any(copy.ctx) and block.label not in self.entered:
            self.entered[block.label] = cm[0]
        super().phis(block, k, cm, sched)


@attrs.frozen
class Outcome:
    """What a segment's run gives, as conditions and values."""

    run: _Observed
    execution: Execution
    entered: z3.BoolRef  # the run reached the start (the first cut at the start of a loop)
    continued: z3.BoolRef  # it ran the start loop's bound and goes on
    at: Mapping[str, z3.BoolRef]  # per cut header: the run stopped there
    returned: z3.BoolRef
    values: Mapping[str, SVal]  # where it continued: the next state; at a cut: the recorded phis

    @property
    def stayed(self) -> list[z3.BoolRef]:
        """What `continued` implies: no copy of the loop's exiting branches left it (literals
        that fold the run's terms, `_inliner`'s `given`)."""
        return [z3.Not(x) for x in self.run.leaves]

    @property
    def left(self) -> list[z3.BoolRef]:
        """What ending elsewhere after one iteration implies: its one exiting branch left."""
        return list(self.run.leaves) if len(self.run.leaves) == 1 else []

    def state_at(self, seg: Segment, header: str) -> dict[str, SVal]:
        """The header phis of a cut loop as the run reached it (the phis `seg` records there)."""
        return {name: self.values[phi] for name, phi in seg.recorded[header].items()}

    def state_after(self, seg: Segment) -> dict[str, SVal]:
        """The start loop's header phis after the bound's iterations."""
        assert seg.start is not None
        out = {}
        for phi in seg.start.phis:
            back = _from(phi, seg.start.latch)
            assert back is not None, "a header phi names its latch"
            out[phi.name] = self.run.value(back, phi.ty, 0)
        return out


def _run(seg: Segment, machine: Machine, bound: int, args: Mapping[str, SVal],
         memory: ArrayMemory, deadline: float | None,
         observed: Callable[..., _Observed] = _Observed) -> Outcome:
    """The segment's run from `args` (its state parameters among them), by `observed` (a
    `_Observed` or a subclass)."""
    watch = frozenset(seg.cuts.values()) | ({seg.start.header} if seg.start else frozenset())
    run = observed(seg, machine, bound, args, memory, deadline, watch)
    ex = run.execute()
    at = {h: run.entered.get(label, FALSE) for h, label in seg.cuts.items()}
    entered = run.entered.get(seg.start.header, FALSE) if seg.start else TRUE
    continued = ex.beyond_loops.get(seg.start.header, FALSE) if seg.start else FALSE
    returned = z3.And(ex.done[0], *[z3.Not(c) for c in at.values()])
    values = {name: run.env[name][0] for rec in seg.recorded.values() for name in rec.values()}
    return Outcome(run, ex, entered, continued, at, returned, values)


# ---------------------------------------------------------------- candidates


class View:
    """One side's values for the facts of R: its loop's header phis as the state in question
    has them, everything else (arguments, values defined before the loop, constants) as the
    run has it."""

    def __init__(self, run: Run, phis: Mapping[str, SVal]) -> None:
        self.run, self.phis = run, phis

    def __getitem__(self, name: str) -> SVal:
        return self.phis[name]

    def value(self, v: IRValue, ty: Type) -> SVal:
        if isinstance(v, Local) and v.name in self.phis:
            return self.phis[v.name]
        return self.run.value(v, ty, 0)


@attrs.frozen
class Candidate:
    """A fact R may hold: its text and the condition on a source and a target view. A fact that
    gives a source phi from the target's state names it (`derives`) and how (`derive`): a step
    obligation then builds the source's state from the target's, so that both sides' addresses
    are the same terms, which z3 decides far sooner than equalities it must derive. A fact that
    a target phi is defined names it (`defines`): the step's state of it is then a defined one."""

    text: str
    holds: Callable[[View, View], z3.BoolRef]
    derives: str | None = None
    derive: Callable[[Mapping[str, SVal]], SVal] | None = None
    defines: str | None = None


def _equal(a: SVal, b: SVal) -> z3.BoolRef:
    """The same value, definedness and poison, element by element."""
    pairs = list(zip(elements(a), elements(b), strict=True))
    return z3.And(*[z3.And(x.defined == y.defined, x.poison == y.poison,
                           z3.Implies(x.defined, same(x, y))) for x, y in pairs])


def _refined(a: SVal, b: SVal) -> z3.BoolRef:
    """Where an element of a is defined, b's is, with the same value (b refines a)."""
    return z3.And(*[z3.Implies(x.defined, z3.And(y.defined, same(x, y)))
                    for x, y in zip(elements(a), elements(b), strict=True)])


def _loosened(v: SVal, name: str) -> SVal:
    """v's values with fresh definedness: a source state the target's refines."""
    parts = [make(x.value, z3.Bool(f"{name}.{k}.d"), z3.Bool(f"{name}.{k}.p"))
             for k, x in enumerate(elements(v))]
    return tuple(parts) if isinstance(v, tuple) else parts[0]


#: how a vector phi's lanes may make the scalar the source keeps (LLVM's reductions: the
#: middle block folds the lanes with `llvm.vector.reduce.*`), integers only
_FOLDS: dict[str, Callable[[z3.BitVecRef, z3.BitVecRef], z3.BitVecRef]] = {
    "sum": lambda x, y: x + y,
    "product": lambda x, y: x * y,
    "and": lambda x, y: x & y,
    "or": lambda x, y: x | y,
    "xor": lambda x, y: x ^ y,
    "signed max": lambda x, y: z3.If(x > y, x, y),
    "signed min": lambda x, y: z3.If(x < y, x, y),
    "unsigned max": lambda x, y: z3.If(z3.UGT(x, y), x, y),
    "unsigned min": lambda x, y: z3.If(z3.ULT(x, y), x, y),
}


def _fold(kind: str, v: SVal) -> Term:
    """The lanes of a vector folded by `kind` (defined where every lane is)."""
    parts = elements(v)
    total = parts[0].value
    for p in parts[1:]:
        total = _FOLDS[kind](total, p.value)
    return Term(total, z3.And(*[p.defined for p in parts]), FALSE)


def _bounded(side: Callable[[View, View], View], loop: LoopShape, which: str) -> list[Candidate]:
    """Each induction of `loop` below each value its exit compares it with, unsigned and strict
    only: inductions count up from 0 in the loops proved, and every redundant fact kept slows z3
    down (an order that holds beside `<u` made the queries of stride2 go from 4 s to past the
    limit)."""
    types = {phi.name: phi.ty for phi in loop.phis}
    out: list[Candidate] = []
    for name, bound in loop.bounds:
        def fact(a: View, b: View, n: str = name, v: IRValue = bound) -> z3.BoolRef:
            view = side(a, b)
            x, y = view[n], view.value(v, types[n])
            assert isinstance(x, Term) and isinstance(y, Term)
            return z3.And(x.defined, y.defined, z3.ULT(x.value, y.value))
        out.append(Candidate(f"{which} %{name} <u {_show(bound)}", fact))
    return out


def _show(v: IRValue) -> str:
    return f"%{v.name}" if isinstance(v, Local) else str(getattr(v, "value", v))


def _same_phis(s: str, t: str, a: View, b: View) -> z3.BoolRef:
    return _equal(a[s], b[t])


def _refined_phis(s: str, t: str, a: View, b: View) -> z3.BoolRef:
    return _refined(a[s], b[t])


def _lanes_fold(kind: str, s: str, t: str, a: View, b: View) -> z3.BoolRef:
    """Where the source's scalar is defined, the target's lanes are, and fold to it (a sum's
    partial sums may overflow an nsw in the source where the target's do not: then it is
    poison)."""
    total = _fold(kind, b[t])
    return z3.Implies(term(a[s]).defined, z3.And(total.defined, term(a[s]).value == total.value))


def _fold_state(kind: str, s: str, t: str, b: Mapping[str, SVal]) -> SVal:
    return make(_fold(kind, b[t]).value, z3.Bool(f"{s}.{kind}.d"), z3.Bool(f"{s}.{kind}.p"))


def _whole(v: SVal) -> z3.BoolRef:
    return z3.And(*[z3.And(x.defined, z3.Not(x.poison)) for x in elements(v)])


def _source_whole(s: str, a: View, b: View) -> z3.BoolRef:
    return _whole(a[s])


def _target_whole(t: str, a: View, b: View) -> z3.BoolRef:
    return _whole(b[t])


def _aligned(t: str, k: int, bits: int, a: View, b: View) -> z3.BoolRef:
    return z3.URem(term(b[t]).value, z3.BitVecVal(k, bits)) == 0


def candidates(src: LoopShape, tgt: LoopShape) -> list[Candidate]:
    """The facts R may hold between the source loop's state (first view) and the target loop's
    (second view): equal header phis of one type (exactly, or where the source's is defined), a
    scalar equal to a vector phi's lane sum, every phi defined, the target's inductions aligned
    to their step, and each induction below the bounds its loop's exit tests compare it with."""
    out: list[Candidate] = []
    for s in src.phis:
        for t in tgt.phis:
            if s.ty == t.ty:
                out.append(Candidate(f"%{s.name} = %{t.name}", partial(_same_phis, s.name, t.name),
                                     s.name, partial(_state_of, t.name)))
                out.append(Candidate(f"%{s.name} = %{t.name} where defined",
                                     partial(_refined_phis, s.name, t.name), s.name,
                                     partial(_loosened_state, s.name, t.name)))
            elif isinstance(t.ty, VectorType) and t.ty.elem == s.ty and isinstance(s.ty, IntType):
                out += [Candidate(f"%{s.name} = the lane {kind} of %{t.name} where defined",
                                  partial(_lanes_fold, kind, s.name, t.name), s.name,
                                  partial(_fold_state, kind, s.name, t.name))
                        for kind in tgt.folds.get(t.name, tuple(_FOLDS))]
    for s in src.phis:
        out.append(Candidate(f"source %{s.name} defined", partial(_source_whole, s.name)))
    for t in tgt.phis:
        out.append(Candidate(f"target %{t.name} defined", partial(_target_whole, t.name),
                             defines=t.name))
        step = tgt.steps.get(t.name)
        if step is not None and step > 1 and step & (step - 1) == 0 and isinstance(t.ty, IntType):
            out.append(Candidate(f"%{t.name} a multiple of {step}",
                                 partial(_aligned, t.name, step, t.ty.bits)))
    out += _bounded(_first, src, "source")
    out += _bounded(_second, tgt, "target")
    return out


def _state_of(t: str, b: Mapping[str, SVal]) -> SVal:
    return b[t]


def _loosened_state(s: str, t: str, b: Mapping[str, SVal]) -> SVal:
    return _loosened(b[t], s)


def _first(a: View, b: View) -> View:
    return a


def _second(a: View, b: View) -> View:
    return b


# ---------------------------------------------------------------- the proof


@attrs.frozen
class _Pair:
    """The runs of a source and a target segment on one input, and what their queries assume."""

    sseg: Segment
    tseg: Segment
    source: Outcome
    target: Outcome
    assumed: list[z3.BoolRef]


@attrs.frozen
class Proof:
    """The result: proved, or why not (the obligation that failed)."""

    proved: bool
    reason: str
    relations: Mapping[str, tuple[str, ...]]  # per target loop header: the facts of R kept
    queries: int
    #: what the encoding of the runs does not model exactly (evalcmd's approximations)
    approximations: frozenset[str] = frozenset()


def _fresh(name: str, ty: Type, defined: bool = False) -> SVal:
    """A value of a state: any, or (`defined`) any defined one."""
    def one(n: str, t: Type) -> Term:
        if defined:
            return Term(z3.Const(n, sort_of(t)), TRUE, FALSE)
        return make(z3.Const(n, sort_of(t)), z3.Bool(f"{n}.d"), z3.Bool(f"{n}.p"))  # poison ⇒ ⊥ defined

    if isinstance(ty, VectorType):
        return tuple(one(f"{name}.{k}", ty.elem) for k in range(ty.count))
    return one(name, ty)


#: a check of goals: whether one fails somewhere (sat)
Check = Callable[[z3.BoolRef], z3.CheckSatResult]
#: a check with the source's and the target's views its goals are about
_Checks = tuple[Check, View, View]


class Context:
    """Goals checked where one set of premises holds. Each goal is first tried on one
    incremental solver that holds the premises, for INCREMENTAL_MS (most goals of a context are
    decided there at half the cost of a solver of their own); one it leaves undecided, and every
    goal after it, gets a solver of its own, whose preprocessing decides some the incremental one
    does not, for the rest of the query's time."""

    def __init__(self, pairing: Pairing, inline: Inline, premises: list[z3.BoolRef]) -> None:
        self.pairing, self.inline, self.premises = pairing, inline, premises
        self.shared: z3.Solver | None = z3.Solver()  # None once it left a goal undecided
        self.shared.add(*premises)

    def __call__(self, goal: z3.BoolRef) -> z3.CheckSatResult:
        """Whether the goal fails somewhere (sat), holds (unsat), or z3 did not decide."""
        folded = self.inline(goal)
        if z3.is_true(folded):
            return z3.unsat
        result = self._shared(folded)
        if result != z3.unknown:
            return result
        self.shared = None
        self.pairing.queries += 1
        alone = z3.Solver()
        alone.set("timeout", self.pairing.budget())
        alone.add(*self.premises, z3.Not(folded))
        return alone.check()

    def all_of(self, parts: Sequence[z3.BoolRef]) -> z3.CheckSatResult:
        """Whether one of the goals fails: all at once on the incremental solver first (the
        bytes of a memory are mostly decided together), then, where that is undecided, each as a
        goal of its own (`__call__`)."""
        folded = self.inline(z3.And(*parts))
        if z3.is_true(folded):
            return z3.unsat
        whole = self._shared(folded)
        if whole != z3.unknown:
            return whole
        for part in parts:
            result = self(part)
            if result != z3.unsat:
                return result
        return z3.unsat

    def _shared(self, folded: z3.BoolRef) -> z3.CheckSatResult:
        """The incremental solver's try (unknown once it is given up)."""
        if self.shared is None:
            return z3.unknown
        self.pairing.queries += 1
        self.shared.set("timeout", min(INCREMENTAL_MS, self.pairing.budget()))
        self.shared.push()
        self.shared.add(z3.Not(folded))
        result = self.shared.check()
        self.shared.pop()
        return result


class Pairing:
    """What both inductive proofs share: a source and a target function with parameters of one
    type, their machines, fresh inputs per layout of the pointer parameters' objects, and
    queries under the proof's deadline."""

    def __init__(self, module_s: Module, src: Function, module_t: Module, tgt: Function,
                 deadline: float | None) -> None:
        if [p.ty for p in src.params] != [p.ty for p in tgt.params]:
            raise Unsupported("the two functions' parameters differ in type")
        for module, fn in ((module_s, src), (module_t, tgt)):
            used = _globals_used(module, fn)
            if used:
                raise Unsupported(f"@{fn.name} uses {', '.join('@' + g for g in used)}: the inductive "
                                  "proof models only the objects the pointer parameters point into")
        self.src, self.tgt = src, tgt
        self.ms, self.mt = Machine(module_s, 1), Machine(module_t, 1)
        self.approximations: set[str] = set()
        self.deadline = deadline
        self.queries = 0
        self.layout: tuple[tuple[str, ...], ...] = ()
        #: one normal form, and one inliner per pair of runs, for every query of the proof: the
        #: contexts share most of their terms
        self.extrema = ExtremaNormal()
        self.inliners: dict[tuple[int, ...], tuple[Sequence[Outcome], Inliner]] = {}

    def _inputs(self, tag: str) -> tuple[dict[str, SVal], ArrayMemory, z3.BoolRef]:
        """Fresh arguments (defined), and a fresh memory of the layout being proved, with the
        conditions on its objects. A pointer into an object another parameter before it points
        into is that one plus a fresh difference: any value still, but two addresses into the
        object then differ by a sum z3's simplifier cancels down to the difference plus a
        constant, so the store lists compare without bit-blasting 64-bit sums."""
        args: dict[str, SVal] = {}
        first = {p: group[0] for group in self.layout for p in group}
        for p in self.src.params:
            if isinstance(p.ty, VectorType):
                raise Unsupported("vector parameters")
            base = first.get(p.name, p.name)
            value = (z3.Const(f"{tag}.arg.{p.name}", sort_of(p.ty)) if base == p.name else
                     term(args[base]).value + z3.Const(f"{tag}.arg.{p.name}-{base}", sort_of(p.ty)))
            args[p.name] = Term(value, TRUE)
        pointers = [(p.name, term(args[p.name]).value) for p in self.src.params if isinstance(p.ty, PtrType)]
        memory, facts = ArrayMemory.fresh(f"{tag}.mem", pointers, self.layout)
        return args, memory, facts

    def _target_args(self, args: Mapping[str, SVal]) -> dict[str, SVal]:
        """The source's arguments under the target's parameter names (by position)."""
        return {q.name: args[p.name] for p, q in zip(self.src.params, self.tgt.params, strict=True)}

    def budget(self) -> int:
        """Milliseconds for the next query: QUERY_MS, within the deadline."""
        if self.deadline is None:
            return QUERY_MS
        return max(1, min(QUERY_MS, int((self.deadline - time.perf_counter()) * 1000)))

    def _query(self, runs: Sequence[Outcome], assumed: Sequence[z3.BoolRef],
               given: Sequence[z3.BoolRef]) -> Context:
        """A check of goals where the assumptions and the `given` conditions of the runs hold:
        whether a goal fails somewhere (sat); the runs' definitions are inlined and the given
        conditions' literals folded into every term first. Made once for many goals."""
        key = tuple(map(id, runs))
        if key not in self.inliners:
            self.inliners[key] = (runs, Inliner([d for o in runs for d in o.execution.defs]))
        inliner = self.inliners[key][1]
        inline, plain = _inliner(inliner, self.extrema, given), _inliner(inliner, self.extrema)
        return Context(self, inline, [*(inline(x) for x in assumed), *(plain(g) for g in given)])

    @staticmethod
    def _classify(check: Check, goals: Mapping[str, Callable[[], z3.BoolRef]], failed: set[str],
                  undecided: set[str]) -> None:
        """Houdini's bookkeeping: each named goal that fails goes to `failed`, each z3 does not
        decide to `undecided`; a goal already in either is not asked again (one z3 did not decide,
        in this round or an earlier one, is dropped in the next round where none fails, whatever
        other contexts would say of it: asking again would only spend the time out again)."""
        for text, goal in goals.items():
            if text in failed or text in undecided:
                continue
            result = check(goal())
            if result == z3.sat:
                failed.add(text)
                undecided.discard(text)
            elif result != z3.unsat:
                undecided.add(text)

    def _prove_layouts(self, prove_layout: Callable[[], Proof]) -> Proof:
        """`prove_layout` in every layout of the pointer parameters' objects (`noalias` on either
        side, as the checker's inputs take it); the first that fails, naming the pointers it
        puts into one object."""
        pointers = [(p.name, "noalias" in p.attrs or "noalias" in q.attrs)
                    for p, q in zip(self.src.params, self.tgt.params, strict=True)
                    if isinstance(p.ty, PtrType)]
        proof = None
        for layout in layouts(pointers):
            self.layout = layout
            proof = prove_layout()
            if not proof.proved:
                shared = [g for g in layout if len(g) > 1]
                where = "" if not shared else " (pointers into one object: " + "; ".join(
                    ", ".join(f"%{p}" for p in g) for g in shared) + ")"
                return attrs.evolve(proof, reason=proof.reason + where)
        assert proof is not None, "layouts() gives at least the layout of no pointers"
        return proof


class _Prover(Pairing):
    """One proof: the source's loop, the target's loops and the ratio of their steps, and the
    obligations of [CHK-SMT-INDUCTION] per layout of the pointer parameters."""

    def __init__(self, module_s: Module, src: Function, module_t: Module, tgt: Function,
                 deadline: float | None) -> None:
        super().__init__(module_s, src, module_t, tgt, deadline)
        source_loops = loops_of(src)
        if len(source_loops) != 1:
            raise Unsupported(f"@{src.name} has {len(source_loops)} loops; the inductive proof takes a "
                              "source with one")
        self.sloop = source_loops[0]
        self.tloops = loops_of(tgt)
        if not self.tloops:
            raise Unsupported(f"@{tgt.name} has no loop")
        self.ratio = {}
        for lp in self.tloops:
            r = self._ratio(lp)
            if r is None:
                raise Unsupported(f"the loop at {lp.header} of @{tgt.name} has no induction that steps "
                                  f"by a multiple of the source's")
            self.ratio[lp.header] = r

    def _ratio(self, lp: LoopShape) -> int | None:
        ss = [c for c in self.sloop.steps.values() if c > 0]
        ts = [c for c in lp.steps.values() if c > 0]
        for a in ss:
            for b in ts:
                if b % a == 0:
                    return b // a
        return None

    def prove(self) -> Proof:
        """The proof in every layout of the pointer parameters' objects."""
        return self._prove_layouts(self._prove_layout)

    def _prove_layout(self) -> Proof:
        """Houdini: every target loop's candidate facts, less those that fail on entry or after
        a step, until none fails (one z3 does not decide is dropped in a round where none fails
        outright); then every segment must end alike."""
        loops = self.tloops
        rel: dict[str, list[Candidate]] = {lp.header: candidates(self.sloop, lp) for lp in loops}
        pairs = {lp.header: (segment(self.src, [self.sloop], self.sloop), segment(self.tgt, loops, lp))
                 for lp in loops}
        entry = self._entry(segment(self.src, [self.sloop], None), segment(self.tgt, loops, None))
        # the cheaper steps (fewer source iterations) first: a fact that fails there is not asked
        # where z3 may spend its whole time to find that it fails
        cheapest_first = sorted(loops, key=lambda lp: self.ratio[lp.header])
        undecided: dict[str, set[str]] = {h: set() for h in rel}  # kept until a round without failures
        while True:
            steps = {lp.header: self._step(pairs[lp.header], lp, rel) for lp in loops}
            failed: dict[str, set[str]] = {h: set() for h in rel}
            for h in rel:
                at = [self._entry_checks(entry, h), *(self._step_checks(steps[lp.header], lp, h)
                                                       for lp in cheapest_first)]
                for check, a, b in filter(None, at):
                    self._classify(check, {c.text: partial(c.holds, a, b) for c in rel[h]},
                                   failed[h], undecided[h])
            # what z3 did not decide may hold with fewer facts assumed: dropped only in a round
            # where nothing fails outright
            if any(failed.values()):
                drops = failed
            else:
                drops, undecided = undecided, {h: set() for h in rel}
            if not any(drops.values()):
                break
            rel = {h: [c for c in kept if c.text not in drops[h]] for h, kept in rel.items()}
        reason = self._vacuous(entry, steps) or self._ends_alike(entry, steps)
        relations = {h: tuple(c.text for c in cs) for h, cs in rel.items()}
        return Proof(reason is None, reason or "", relations, self.queries, frozenset(self.approximations))

    def _vacuous(self, entry: _Pair, steps: Mapping[str, _Pair]) -> str | None:
        """Why the proof would compare nothing, or None: no input on which the source is defined
        reaches its loop, or no related states from which the source's step is defined (then
        every obligation of the step holds, whatever the target does)."""
        so, to = entry.source, entry.target
        if self._query([so, to], entry.assumed, [so.at[self.sloop.header]])(FALSE) != z3.sat:
            return "vacuous: no input on which the source is defined reaches its loop"
        for lp in self.tloops:
            step = steps[lp.header]
            so, to = step.source, step.target
            if self._query([so, to], step.assumed, [so.entered, to.entered])(FALSE) != z3.sat:
                return (f"vacuous: no states related at {lp.header} from which the source's "
                        f"{self.ratio[lp.header]} iteration(s) are defined")
        return None

    # ------------------------------------------------------------ obligations

    def _entry(self, sseg: Segment, tseg: Segment) -> _Pair:
        """Both functions from their entry, on one input, to their first cut or return."""
        args, memory, facts = self._inputs("entry")
        so = _run(sseg, self.ms, 1, args, memory.copy(), self.deadline)
        to = _run(tseg, self.mt, 1, self._target_args(args), memory.copy(), self.deadline)
        self.approximations |= so.execution.approximations | to.execution.approximations
        return _Pair(sseg, tseg, so, to, [facts, _defined_run(so)])

    def _entry_checks(self, entry: _Pair, header: str) -> _Checks:
        """How to check a fact of R_header where both functions first reach their loops."""
        so, to = entry.source, entry.target
        a = View(so.run, so.state_at(entry.sseg, self.sloop.header))
        b = View(to.run, to.state_at(entry.tseg, header))
        return self._query([so, to], entry.assumed, [so.at[self.sloop.header], to.at[header]]), a, b

    def _step(self, pair: tuple[Segment, Segment], lp: LoopShape,
              rel: Mapping[str, list[Candidate]]) -> _Pair:
        """One step of loop `lp` from related states: the two runs, and what the queries assume
        (the objects' conditions, both runs entered, the source defined, R)."""
        sseg, tseg = pair
        args, memory, facts = self._inputs(f"step.{lp.header}")
        kept = rel[lp.header]
        defined = {c.defines for c in kept}
        tstate = {phi.name: _fresh(f"t.{lp.header}.{phi.name}", phi.ty, phi.name in defined)
                  for phi in lp.phis}
        derived = {}
        for c in kept:
            if c.derive is not None and c.derives not in derived:
                derived[c.derives] = c.derive(tstate)
        sstate = {phi.name: derived.get(phi.name) or _fresh(f"s.{lp.header}.{phi.name}", phi.ty)
                  for phi in self.sloop.phis}
        so = _run(sseg, self.ms, self.ratio[lp.header],
                  {**args, **{sseg.state[n]: v for n, v in sstate.items()}}, memory.copy(), self.deadline)
        targs = {**self._target_args(args), **{tseg.state[n]: v for n, v in tstate.items()}}
        to = _run(tseg, self.mt, 1, targs, memory.copy(), self.deadline)
        self.approximations |= so.execution.approximations | to.execution.approximations
        assumed = [c.holds(View(so.run, sstate), View(to.run, tstate)) for c in kept]
        return _Pair(sseg, tseg, so, to, [facts, so.entered, to.entered, _defined_run(so), *assumed])

    def _step_checks(self, step: _Pair, lp: LoopShape, header: str) -> _Checks | None:
        """How to check a fact of R_header after a step of loop `lp` that ends at `header`;
        None where a step of lp never ends there (a loop before lp)."""
        so, to = step.source, step.target
        if header == lp.header:
            b = View(to.run, to.state_after(step.tseg))
            given = [so.entered, to.entered, to.continued, so.continued, *to.stayed, *so.stayed]
        elif header in step.tseg.recorded:
            b = View(to.run, to.state_at(step.tseg, header))
            given = [so.entered, to.entered, to.at[header], so.continued, *to.left, *so.stayed]
        else:
            return None
        return self._query([so, to], step.assumed, given), View(so.run, so.state_after(step.sseg)), b

    def _ends_alike(self, entry: _Pair, steps: Mapping[str, _Pair]) -> str | None:
        """None when every segment ends alike under the relations; else what fails."""
        problem = self._alike("from the entry", entry.source, entry.target, entry.assumed, [],
                              entry.source.at[self.sloop.header])
        for lp in self.tloops:
            if problem:
                return problem
            step = steps[lp.header]
            problem = self._alike(f"after a step of the loop at {lp.header}", step.source, step.target,
                                  step.assumed, [step.source.entered, step.target.entered],
                                  step.source.continued)
        return problem

    def _alike(self, where: str, so: Outcome, to: Outcome, assumed: list[z3.BoolRef],
               entered: list[z3.BoolRef], source_goes_on: z3.BoolRef) -> str | None:
        """The two runs end alike: the target defined where the source is, going on where the
        source goes on and returning where it returns, with the same value, and the memories the
        same at every end (each end a query of its own, its conditions folded in)."""
        ms, mt = so.execution.memory, to.execution.memory
        assert isinstance(ms, ArrayMemory) and isinstance(mt, ArrayMemory)
        ends_known = z3.Or(to.continued, *to.at.values(), to.returned)
        #: (what fails, the conditions, a goal; or the bytes of the memories, all to hold, made
        #: when reached with the context's inlining)
        checks: list[tuple[str, list[z3.BoolRef],
                           z3.BoolRef | Callable[[Inline], list[z3.BoolRef]]]] = [
            ("the target's run ends neither at a cut nor with a return", entered, ends_known),
            ("the target goes on where the source returns", entered,
             z3.Implies(z3.Or(to.continued, *to.at.values()), source_goes_on)),
            ("the target returns where the source goes on", entered,
             z3.Implies(to.returned, so.returned)),
        ]
        goes_on = [source_goes_on, *so.stayed] if entered else [source_goes_on]
        going_on = {"where the target's loop goes on": [to.continued, *goes_on, *to.stayed],
                    **{f"where the target reaches {h}": [c, *goes_on, *to.left] for h, c in to.at.items()}}
        leaves = so.run.leaves if entered else []
        returning = {  # the source returns: after which exit test (a case each)
            f"where both return (the source by its exit test {k + 1})":
                [to.returned, so.returned, *to.left, *so.stayed[:k], leave]
            for k, leave in enumerate(leaves)} or {"where both return": [to.returned, so.returned, *to.left]}
        sret, tret = so.execution.ret, to.execution.ret
        for name, end in [*going_on.items(), *returning.items()]:  # each end a query of its own,
            given = [*entered, *end]                                # its conditions folded in
            checks += [(f"the target has undefined behaviour where the source has none, {name}",
                        given, z3.Not(ub)) for ub in to.run.ub]  # one query per cause
            if name in returning and sret is not None and tret is not None:
                checks.append((f"the returned values differ {name}", given,
                               z3.Implies(_defined(sret[0]), _equal(sret[0], tret[0]))))
            checks.append((f"the memories differ {name}", [*given, z3.Not(to.execution.ub)],
                           partial(ms.same_bytes, mt)))
        contexts: dict[int, Context] = {}
        for text, given, goal in checks:
            if id(given) not in contexts:
                contexts[id(given)] = self._query([so, to], assumed, given)
            context = contexts[id(given)]
            result = (context(goal) if isinstance(goal, z3.BoolRef) else
                      context.all_of(goal(context.inline)))
            if result != z3.unsat:
                why = "" if result == z3.sat else " (z3 did not decide)"
                return f"{where}: {text}{why}"
        return None


Inline = Callable[[z3.ExprRef], z3.ExprRef]


def _inliner(inliner: Inliner, extrema: ExtremaNormal, given: Sequence[z3.BoolRef] = ()) -> Inline:
    """A term with the runs' named definitions (`inliner`) inlined, in one normal form
    (`extrema`), and the literals of the `given` conditions (which the query assumes) replaced by
    their truth, simplified: at one thread, the control state's conditions then fold to
    constants, and addresses to the same terms. The conditions are taken in order, each folded by
    those before it (a loop's exit test in one iteration is a term over the earlier iterations'
    tests), and a term is folded the same way, layer by layer."""
    layers: list[list[tuple[z3.ExprRef, z3.ExprRef]]] = []

    def normal(e: z3.ExprRef) -> z3.ExprRef:
        """One normal form throughout: sums of monomials, max and min chains in one order (so a
        condition's literals are found in the terms as they were folded)."""
        e = z3.simplify(e, som=True)
        chains = extrema(e)
        return e if chains.eq(e) else z3.simplify(chains, som=True)

    def fold(e: z3.ExprRef) -> z3.ExprRef:
        e = normal(inliner(e))
        for layer in layers:
            if z3.is_true(e) or z3.is_false(e):
                break
            e = normal(z3.substitute(e, *layer))
        return e

    for g in given:
        layer = []
        for lit in _conjuncts(fold(g)):
            if z3.is_not(lit):
                layer.append((lit.arg(0), z3.BoolVal(False)))
            elif not z3.is_true(lit) and not z3.is_false(lit):
                layer.append((lit, z3.BoolVal(True)))
        if layer:
            layers.append(layer)
    return fold


def _conjuncts(e: z3.ExprRef) -> list[z3.ExprRef]:
    return [x for k in e.children() for x in _conjuncts(k)] if z3.is_and(e) else [e]


def _defined_run(o: Outcome) -> z3.BoolRef:
    """The run has no undefined behaviour, and its accesses stay in the objects their addresses
    are computed from (the inputs where they do not are set apart, [CHK-SMT-OBJECT])."""
    return z3.And(z3.Not(o.execution.ub), z3.Not(o.execution.escape))


def _defined(v: SVal) -> z3.BoolRef:
    return z3.And(*[x.defined for x in elements(v)])


def prove(module_s: Module, src: Function, module_t: Module, tgt: Function,
          deadline: float | None = None) -> Proof:
    """[CHK-SMT-INDUCTION] whether `tgt` computes what `src` computes on every input on which
    `src` is defined and returns, for every trip count; Unsupported for shapes it does not take."""
    return _Prover(module_s, src, module_t, tgt, deadline).prove()
