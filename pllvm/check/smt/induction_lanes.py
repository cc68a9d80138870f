"""Proofs for every trip count of a lock-step loop against the scalar loop it vectorizes:
the relation *vectorize*, one lane at a time ([CHK-SMT-LANES] in semantics/checking.md).

The target is what pllvm's vectorizer makes of a divergent loop: a uniform loop whose threads
carry a flag `live` (they have not left the scalar loop yet), which runs while `any(live)`.
One lane t of it is run alone, its horizontal builtins given the other lanes' part as any
value (`any(x)` is `x ∨ h`, `all(x)` is `x ∧ h`, h fresh at each call), under OBL. That run is
lane t's run in the W-thread one for every W, provided (1) every branch of the target is uniform
(checked on its code: a condition depends only on uniform parameters, constants, `any` and
`all`), so that (2) a lane passive at a branch follows the others to one of its successors (the
lane's run takes any), and (3) lane t's argument of every `any` and `all` it runs is defined
(an obligation; by symmetry the other lanes' arguments are then defined too, so their part is
a truth value).

Alignment: an iteration of the target loop is an iteration of the scalar loop on lane t while
`live`, and no step of it once the lane has left (the source waits at its exit). The relation
R between the source's loop state P and lane t's state T holds facts of two kinds: while
`live`, header phis equal; once not, the source's iteration from P leaves the loop (P is the
state its last iteration started from) and the target's tracked phis hold the values the
source's loop gives its exit. The facts are kept Houdini-style from candidates, as in
`induction`; then every step must end alike: `live` after a step is the source going on,
the target returns only where the source's last iteration returns, with the same value.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial

import attrs
import z3

from pllvm.analysis.divergence import parse_signature
from pllvm.analysis.lattice import uniform as is_uniform
from pllvm.check.smt.arrays import ArrayMemory
from pllvm.check.smt.evalcmd import ABSTRACT_FLOATS
from pllvm.check.smt.induction import (
    Check,
    LoopShape,
    Outcome,
    Pairing,
    Proof,
    Segment,
    View,
    _defined,
    _defined_run,
    _equal,
    _fresh,
    _Observed,
    _refined,
    _run,
    _whole,
    loops_of,
    segment,
)
from pllvm.check.smt.sym import FALSE, SVal, bit, choose_each, term
from pllvm.errors import Unsupported
from pllvm.exec.machine import Machine
from pllvm.exec.theta import family
from pllvm.syntax import (
    I1,
    Alloca,
    AtomicRMW,
    Call,
    CmpXchg,
    CondBr,
    Freeze,
    Function,
    GlobalRef,
    Local,
    Mask,
    Module,
    Phi,
    Store,
    Switch,
    Type,
)
from pllvm.syntax import Value as IRValue
from pllvm.syntax.builtins import HORIZONTAL_BUILTINS
from pllvm.syntax.instructions import Operation, operands
from pllvm.syntax.rewrite import block_definitions, value_types

__all__ = ["prove_lanes", "refuse_writes", "uniform_branches"]

#: the horizontal builtins a lane's run takes, by kind
_HAVOCKED = {"any": "any", "all": "all", "rv_any": "any", "rv_all": "all"}


# ---------------------------------------------------------------- the reduction to one lane


def uniform_branches(fn: Function, uniform_params: set[str]) -> str | None:
    """Why a branch of `fn` may not be uniform, or None: every branch condition must depend only
    on constants, the parameters named, results of `any` and `all`, loads and pure calls of
    such values, and phis of them (their blocks' branches uniform in turn: the largest set
    with this property is taken). A criterion of its own, read off the code, not the
    divergence analysis: the proof does not rest on the analysis that `analyze --check` and
    `pllvm prove divergence-soundness` test. Loads count as uniform only because the
    function does not write memory: one that may is refused (`refuse_writes`)."""
    refuse_writes(fn)
    defs: dict[str, tuple[IRValue, ...] | None] = {p.name: None for p in fn.params}
    for b in fn.blocks:
        for name, d in block_definitions(b):
            defs[name] = operands(d) if isinstance(d, Phi) else _uniform_operands(d)
    uniform = {n for n, ops in defs.items() if ops is not None or n in uniform_params}
    changed = True
    while changed:
        changed = False
        for name in sorted(uniform):
            ops = defs[name]
            if ops is not None and any(isinstance(v, Local) and v.name not in uniform for v in ops):
                uniform.discard(name)
                changed = True
    for b in fn.blocks:
        if isinstance(b.term, CondBr | Switch):
            cond = b.term.cond if isinstance(b.term, CondBr) else b.term.value
            if isinstance(cond, Local) and cond.name not in uniform:
                return f"the branch of {b.label} tests %{cond.name}, which may differ between lanes"
    return None


#: the intrinsics of θ that write memory
_WRITING = frozenset({"masked.store", "masked.scatter", "memcpy", "memmove", "memset"})


def refuse_writes(fn: Function) -> None:
    """Unsupported if `fn` may write memory (a store or atomic, a writing intrinsic, a call of a
    function θ does not define): lanes would read what other lanes wrote, which one lane alone
    cannot see."""
    if any(_may_write(c.op) for b in fn.blocks for c in b.commands):
        raise Unsupported(f"@{fn.name} writes memory (or may: a call outside θ); the lane-by-lane "
                          "proof takes functions that only read it")


def _may_write(op: Operation) -> bool:
    if isinstance(op, Store | AtomicRMW | CmpXchg):
        return True
    if not isinstance(op, Call):
        return False
    if not isinstance(op.callee, GlobalRef):
        return True
    key = family(op.callee.name)
    return key is None or key in _WRITING


def _uniform_operands(op: Operation) -> tuple[IRValue, ...] | None:
    """The operands a result is uniform with (all of them), () for a result uniform in any
    case (`any`, `all`), or None for one that may differ between lanes whatever its operands:
    other horizontal builtins, calls outside θ, `mask` and `alloca` (one per lane), and
    `freeze` (a lane that was passive where its operand was computed has ⊤ there, which freeze
    makes any value, where every other operation keeps it ⊤ or gives the common value)."""
    if isinstance(op, Mask | Alloca | Freeze):
        return None
    if isinstance(op, Call):
        if not isinstance(op.callee, GlobalRef):
            return None
        name = op.callee.name
        if name in _HAVOCKED:
            return ()
        if name in HORIZONTAL_BUILTINS or family(name) is None:
            return None
        return tuple(a.value for a in op.args)
    return operands(op)


class _Lane(_Observed):
    """Lane t of the target run alone under OBL ([CHK-SMT-LANES]): `any` and `all` with the
    other lanes' part a fresh truth value, a passive lane's branch any successor; the
    conditions under which it reaches `any`/`all` active with an undefined argument, recorded."""

    def __init__(self, seg: Segment, machine: Machine, bound: int, args: Mapping[str, SVal],
                 memory: ArrayMemory, deadline: float | None, watch: frozenset[str],
                 abstract: bool = False) -> None:
        super().__init__(seg, machine, bound, args, memory, deadline, watch, "OBL", abstract)
        self.undefined_arguments: list[z3.BoolRef] = []

    def evaluate(self, op: object, active: list[z3.BoolRef]) -> list[SVal] | None:
        if not (isinstance(op, Call) and isinstance(op.callee, GlobalRef)
                and op.callee.name in HORIZONTAL_BUILTINS):
            return super().evaluate(op, active)
        kind = _HAVOCKED.get(op.callee.name)
        if kind is None:
            raise Unsupported(f"@{op.callee.name}: the lane-by-lane proof takes the horizontal "
                              "builtins any and all")
        x = term(self.value(op.args[0].value, I1, 0))
        self.undefined_arguments.append(z3.And(active[0], z3.Not(x.defined)))
        others = z3.FreshBool("others")
        own = x.value == 1
        value = (z3.Or(z3.And(active[0], own), others) if kind == "any"
                 else z3.And(z3.Or(z3.Not(active[0]), own), others))
        return [bit(value)]

    def passive_next(self, term: object, succ: list[z3.BitVecRef]) -> z3.BitVecRef:
        """A passive lane follows the others (their branches are uniform, so they all take one
        successor): any successor, a fresh choice. At a `ret` or `unreachable`, ⊤."""
        if not succ:
            return super().passive_next(term, succ)
        choice = succ[-1]
        for s in reversed(succ[:-1]):
            choice = z3.If(z3.FreshBool("others.branch"), s, choice)
        return choice


def _live_flag(fn: Function, loop: LoopShape) -> str:
    """The header phi of the lanes still in the scalar loop: the loop's exiting branch stays
    while `any` of it holds, or of the value it takes from the latch (a loop tested at its
    bottom); or Unsupported."""
    latch_value = {phi.name: phi.name for phi in loop.phis}
    for phi in loop.phis:
        back = next((v for v, label in phi.incoming if label == loop.latch), None)
        if isinstance(back, Local):
            latch_value.setdefault(back.name, phi.name)
    calls = {c.name: c.op for b in loop.blocks for c in fn.block(b).commands if c.name is not None}
    for label in sorted(loop.blocks):
        t = fn.block(label).term
        if not isinstance(t, CondBr) or (t.if_true in loop.blocks) == (t.if_false in loop.blocks):
            continue
        op = calls.get(t.cond.name) if isinstance(t.cond, Local) else None
        if (isinstance(op, Call) and isinstance(op.callee, GlobalRef)
                and _HAVOCKED.get(op.callee.name) == "any" and t.if_true in loop.blocks
                and isinstance(op.args[0].value, Local) and op.args[0].value.name in latch_value):
            return latch_value[op.args[0].value.name]
    raise Unsupported(f"the loop at {loop.header} does not stay while `any` of a header phi (the "
                      "lanes still in the scalar loop) holds")


def _on(v: SVal) -> z3.BoolRef:
    """An i1 that is defined and true."""
    x = term(v)
    return z3.And(x.defined, x.value == 1)


# ---------------------------------------------------------------- candidates


@attrs.frozen
class _Views:
    """The source's state with its run from it (`View`), the target lane's state, its flag."""

    source: View
    target: View
    live: z3.BoolRef
    skips: z3.BoolRef  # the source never reaches its loop on these arguments


@attrs.frozen
class Fact:
    """A fact R may hold: its text and its condition on the two states."""

    text: str
    holds: Callable[[_Views], z3.BoolRef]
    #: (source phi, target phi) of an equality while live: the step builds the one from the other
    same: tuple[str, str] | None = None


def _live_equal(s: str, t: str, v: _Views) -> z3.BoolRef:
    return z3.Implies(v.live, _equal(v.source[s], v.target[t]))


def _live_refined(s: str, t: str, v: _Views) -> z3.BoolRef:
    return z3.Implies(v.live, _refined(v.source[s], v.target[t]))


def _left_by(v: _Views, block: str | None) -> z3.BoolRef:
    """The source's iteration leaves its loop by the exiting branch of `block` (None: by any)."""
    run = v.source.run
    assert isinstance(run, _Observed)
    return z3.Or(*[c for b, c in run.exits if block is None or b == block])


def _left(v: _Views) -> z3.BoolRef:
    """Lane t has left the scalar loop (it was in it: the source does not skip it)."""
    return z3.And(z3.Not(v.live), z3.Not(v.skips))


def _exit_value(name: str, ty: Type, t: str, block: str | None, v: _Views) -> z3.BoolRef:
    got = v.source.value(Local(name), ty)
    return z3.Implies(z3.And(_left(v), _left_by(v, block)), _refined(got, v.target[t]))


def _exit_flag(t: str, block: str, taken: bool, v: _Views) -> z3.BoolRef:
    return z3.Implies(_left(v), _on(v.target[t]) == (_left_by(v, block) == z3.BoolVal(taken)))


def _target_whole(t: str, v: _Views) -> z3.BoolRef:
    return _whole(v.target[t])


def _target_true(t: str, v: _Views) -> z3.BoolRef:
    return _on(v.target[t])


def _reached_true(t: str, v: _Views) -> z3.BoolRef:
    return z3.Implies(z3.Not(v.skips), _on(v.target[t]))


def _live_flag_is(t: str, value: bool, v: _Views) -> z3.BoolRef:
    x = term(v.target[t])
    return z3.Implies(v.live, z3.And(x.defined, x.value == int(value)))


def _live_outs(fn: Function, loop: LoopShape, machine: Machine) -> list[tuple[str, Type]]:
    """The values of the loop (header phis and results of its blocks) that blocks outside it
    use, with their types."""
    inside = {name for label in loop.blocks for name, _ in block_definitions(fn.block(label))}
    types = value_types(fn, machine.types)
    used = {v.name: types[v.name] for b in fn.blocks if b.label not in loop.blocks
            for node in (*b.phis, *(c.op for c in b.commands), b.term)
            for v in operands(node) if isinstance(v, Local) and v.name in inside}
    return list(used.items())


def candidates(src: Function, machine: Machine, sloop: LoopShape, tloop: LoopShape,
               live: str) -> list[Fact]:
    """The facts R may hold ([CHK-SMT-LANES]): while live, source and target header phis of one
    type equal (exactly, or where the source's is defined); once not, each value the source's
    loop gives its exit refined by a target header phi of its type; target phis defined; an
    i1 target phi true."""
    out: list[Fact] = []
    for s in sloop.phis:
        for t in tloop.phis:
            if s.ty == t.ty and t.name != live:
                out.append(Fact(f"live ⇒ %{s.name} = %{t.name}", partial(_live_equal, s.name, t.name),
                                (s.name, t.name)))
                out.append(Fact(f"live ⇒ %{s.name} = %{t.name} where defined",
                                partial(_live_refined, s.name, t.name)))
    exits = sorted({b for b in sloop.blocks for s in src.block(b).successors if s not in sloop.blocks})
    for name, ty in _live_outs(src, sloop, machine):
        for t in tloop.phis:
            if t.ty == ty and t.name != live:
                for block in (None, *exits) if len(exits) > 1 else (None,):
                    by = "" if block is None else f" by {block}"
                    out.append(Fact(f"¬live ⇒ %{t.name} = the exit's %{name} (left{by})",
                                    partial(_exit_value, name, ty, t.name, block)))
    for t in tloop.phis:
        if t.ty == I1 and t.name != live and len(exits) > 1:
            out += [Fact(f"¬live ⇒ (%{t.name} ⇔ {'' if taken else 'not '}left by {block})",
                         partial(_exit_flag, t.name, block, taken))
                    for block in exits for taken in (True, False)]
    for t in tloop.phis:
        if t.name == live:
            continue
        out.append(Fact(f"target %{t.name} defined", partial(_target_whole, t.name)))
        if t.ty == I1:
            out.append(Fact(f"target %{t.name} true", partial(_target_true, t.name)))
            out.append(Fact(f"source reaches its loop ⇒ %{t.name} true", partial(_reached_true, t.name)))
            out += [Fact(f"live ⇒ %{t.name} {str(value).lower()}", partial(_live_flag_is, t.name, value))
                    for value in (True, False)]
    return out


# ---------------------------------------------------------------- the proof


@attrs.frozen
class _Step:
    """One step's runs (the source's iteration from P, lane t's iteration from T), the states
    and what the queries assume."""

    source: Outcome
    target: Outcome
    sstate: Mapping[str, SVal]
    tstate: Mapping[str, SVal]
    assumed: list[z3.BoolRef]
    skip: Outcome  # the source from its entry on the same arguments: does it reach its loop?
    first: Outcome | None = None  # on entry: the source's first iteration from its state


class _LaneProver(Pairing):
    """[CHK-SMT-LANES] one scalar loop against the lock-step loop made of it."""

    def __init__(self, module_s: Module, src: Function, module_t: Module, tgt: Function,
                 uniform_params: set[str], deadline: float | None) -> None:
        super().__init__(module_s, src, module_t, tgt, deadline)
        refuse_writes(src)
        why = uniform_branches(tgt, uniform_params)
        if why is not None:
            raise Unsupported(f"lane t alone is not lane t of the lock-step run: {why}")
        (self.sloop,) = _one_loop(src)
        (self.tloop,) = _one_loop(tgt)
        self.live = _live_flag(tgt, self.tloop)
        self.abstract = False  # floating-point operations uninterpreted
        self.sseg = {None: segment(src, [self.sloop], None), "loop": segment(src, [self.sloop], self.sloop)}
        self.tseg = {None: segment(tgt, [self.tloop], None), "loop": segment(tgt, [self.tloop], self.tloop)}

    def _source(self, seg: Segment, args: Mapping[str, SVal], memory: ArrayMemory) -> Outcome:
        out = _run(seg, self.ms, 1, args, memory.copy(), self.deadline,
                   partial(_Observed, abstract=self.abstract))
        self.approximations |= out.execution.approximations
        return out

    def _target(self, seg: Segment, args: Mapping[str, SVal], memory: ArrayMemory) -> Outcome:
        lane = partial(_Lane, abstract=self.abstract)
        out = _run(seg, self.mt, 1, args, memory.copy(), self.deadline, lane)
        self.approximations |= out.execution.approximations
        return out

    def prove(self) -> Proof:
        """The proof with floating-point operations uninterpreted (it then holds for any
        rounding, and z3 decides it by congruence), else exactly; in every layout of the
        pointer parameters' objects (they are only read)."""
        self.abstract = True
        proof = self._prove_layouts(self._prove_layout)
        if proof.proved or ABSTRACT_FLOATS not in proof.approximations:
            return proof
        self.abstract, self.approximations = False, set()
        return self._prove_layouts(self._prove_layout)

    def _prove_layout(self) -> Proof:
        kept = candidates(self.src, self.ms, self.sloop, self.tloop, self.live)
        entry = self._entry()
        undecided: set[str] = set()  # kept until a round without failures (`Pairing._classify`)
        while True:
            cases = self._cases(kept)
            failed = self._drops(entry, cases, kept, undecided)
            if failed:
                drops = failed
            else:  # what z3 did not decide may hold with fewer facts assumed: dropped only now
                drops, undecided = undecided, set()
            if not drops:
                break
            kept = [c for c in kept if c.text not in drops]
        reason = self._vacuous(entry, cases) or self._ends_alike(entry, cases)
        return Proof(reason is None, reason or "", {self.tloop.header: tuple(c.text for c in kept)},
                     self.queries, frozenset(self.approximations))

    # ------------------------------------------------------------ runs

    def _entry(self) -> _Step:
        """Both functions from their entry to their loop (or return), and the source's first
        iteration from the state it reaches its loop in."""
        args, memory, facts = self._inputs("entry")
        se = self._source(self.sseg[None], args, memory)
        te = self._target(self.tseg[None], self._target_args(args), memory)
        sstate = se.state_at(self.sseg[None], self.sloop.header)
        tstate = te.state_at(self.tseg[None], self.tloop.header)
        first = self._source(self.sseg["loop"], {**args, **_state_args(self.sseg["loop"], sstate)}, memory)
        assumed = [facts, _defined_run(se), z3.Implies(se.at[self.sloop.header], z3.And(
            first.entered, _defined_run(first)))]
        return _Step(se, te, sstate, tstate, assumed, se, first)

    def _step(self, kept: Sequence[Fact], live: bool) -> _Step:
        """One iteration of lane t from a state T whose `live` is `live`, and the source's
        iteration from a state P, the two related by the kept facts; a lane that has left is one
        whose source's iteration from P leaves too. While live, a source phi some kept fact
        equates with a target phi is that phi's value (the two sides then compute the same
        terms, which z3 folds rather than solves)."""
        args, memory, facts = self._inputs("step")
        tstate = {phi.name: _fresh(f"t.{phi.name}", phi.ty) for phi in self.tloop.phis}
        tstate[self.live] = bit(z3.BoolVal(live))
        equal: dict[str, str] = {}  # the first kept equality of each source phi
        for c in kept if live else ():
            if c.same is not None:
                equal.setdefault(*c.same)
        sstate = {phi.name: tstate[equal[phi.name]] if phi.name in equal else _fresh(f"s.{phi.name}", phi.ty)
                  for phi in self.sloop.phis}
        so = self._source(self.sseg["loop"], {**args, **_state_args(self.sseg["loop"], sstate)}, memory)
        to = self._target(self.tseg["loop"], {**self._target_args(args),
                                              **_state_args(self.tseg["loop"], tstate)}, memory)
        sk = self._source(self.sseg[None], args, memory)
        views = self._views(so, sstate, to, tstate, sk)
        skips = views.skips
        mode = z3.Not(skips) if live else z3.Or(skips, z3.Not(so.continued))
        assumed = [facts, to.entered, _defined_run(sk),
                   z3.Implies(z3.Not(skips), z3.And(so.entered, _defined_run(so))), mode,
                   *[c.holds(views) for c in kept]]
        return _Step(so, to, sstate, tstate, assumed, sk)

    def _cases(self, kept: Sequence[Fact]) -> list[_Case]:
        """The steps round the loop: a live lane whose source goes on or leaves, a lane that
        has left (its source waits)."""
        live, left = self._step(kept, True), self._step(kept, False)
        on = [live.source.entered, live.target.entered]
        return [
            _Case("with lane t live and the source going on", live, [*on, live.source.continued], True),
            _Case("with lane t live and the source leaving", live, [*on, z3.Not(live.source.continued)],
                  False),
            _Case("with lane t no longer live", left, [left.target.entered], False)]

    def _views(self, run: Outcome, sstate: Mapping[str, SVal], to: Outcome,
               tstate: Mapping[str, SVal], skip: Outcome) -> _Views:
        return _Views(View(run.run, sstate), View(to.run, tstate), _on(tstate[self.live]),
                      z3.Not(skip.at[self.sloop.header]))

    def _entry_views(self, entry: _Step) -> _Views:
        """The views where both first reach their loops: the source's with its first iteration."""
        assert entry.first is not None
        return self._views(entry.first, entry.sstate, entry.target, entry.tstate, entry.source)

    def _after(self, case: _Case) -> _Views:
        """The views after a step of `case` that goes round the target loop: the source's next
        state (its iteration's where it moved, else P) and lane t's."""
        so, to = case.step.source, case.step.target
        snext = so.state_after(self.sseg["loop"]) if case.moved else case.step.sstate
        return self._views(so, snext, to, to.state_after(self.tseg["loop"]), case.step.skip)

    # ------------------------------------------------------------ queries

    def _drops(self, entry: _Step, cases: Sequence[_Case], kept: Sequence[Fact],
               undecided: set[str]) -> set[str]:
        """The facts that fail where both reach their loops or after a step round the loop; those
        z3 did not decide there go to `undecided`."""
        se, te = entry.source, entry.target
        assert entry.first is not None
        queries = [(self._query([se, te, entry.first], entry.assumed, [te.at[self.tloop.header]]),
                    self._entry_views(entry))]
        for case in cases:
            runs = [case.step.source, case.step.target, case.step.skip]
            queries.append((self._query(runs, case.step.assumed, [*case.given, case.step.target.continued]),
                            self._after(case)))
        failed: set[str] = set()
        for check, views in queries:
            self._classify(check, {c.text: partial(c.holds, views) for c in kept}, failed, undecided)
        return failed

    def _vacuous(self, entry: _Step, cases: Sequence[_Case]) -> str | None:
        """Why the proof would compare nothing, or None."""
        se, te = entry.source, entry.target
        if self._query([se, te], entry.assumed, [se.at[self.sloop.header]])(FALSE) != z3.sat:
            return "vacuous: no input on which the source is defined reaches its loop"
        for case, skipping, what in ((cases[0], False, "with lane t live"),
                                     (cases[2], True, "for a lane whose source skips its loop")):
            step = case.step
            skips = z3.Not(step.skip.at[self.sloop.header])
            reached = [te.at[self.tloop.header], se.at[self.sloop.header] if not skipping else
                       z3.Not(se.at[self.sloop.header])]
            if (self._query([se, te], entry.assumed, reached)(FALSE) == z3.sat
                    and self._query([step.source, step.target, step.skip], step.assumed,
                                    [skips if skipping else z3.Not(skips)])(FALSE) != z3.sat):
                return f"vacuous: no states related at {self.tloop.header} {what}"
        return None

    def _ends_alike(self, entry: _Step, cases: Sequence[_Case]) -> str | None:
        """None when the entry and every step end alike under the relation; else what fails."""
        assert entry.first is not None
        on_entry = self._entry_views(entry)
        live = entry.tstate[self.live]
        endings = [_Ending("from the entry", entry, [entry.first], [], [
            ("the target reaches its loop with lane t's `live` not whether the source reaches its loop", [],
             z3.Implies(entry.target.at[self.tloop.header],
                        z3.And(_whole(live), on_entry.live == entry.source.at[self.sloop.header])))])]
        for case in cases:
            to = case.step.target
            after = to.state_after(self.tseg["loop"])[self.live]
            endings.append(_Ending(f"after a step of the loop at {self.tloop.header} {case.name}", case.step,
                                   [], case.given, [
                ("lane t's `live` after the step is not whether the source goes on", [to.continued],
                 z3.And(_whole(after), _on(after) == z3.BoolVal(case.moved)))]))
        for ending in endings:
            problem = self._alike(ending)
            if problem is not None:
                return problem
        return None

    def _alike(self, e: _Ending) -> str | None:
        """The goals every ending has, and its own: each a query of its own."""
        s, t, sk = e.step.source, e.step.target, e.step.skip
        lane = t.run
        assert isinstance(lane, _Lane)
        skips = z3.Not(sk.at[self.sloop.header])  # then the source's run is `sk`, its return too
        goals = [("the target's run ends neither at its loop nor with a return", [],
                  z3.Or(t.continued, *t.at.values(), t.returned)),
                 ("the target returns where the source does not", [t.returned],
                  z3.If(skips, sk.returned, s.returned)),
                 *e.goals,
                 *[("lane t reaches `any` or `all` with an undefined argument", [], z3.Not(c))
                   for c in lane.undefined_arguments],
                 *[("the target has undefined behaviour where the source has none", [], z3.Not(c))
                   for c in lane.ub],
                 ("an access of the target leaves its object", [], z3.Not(t.execution.escape))]
        if s.execution.ret is not None and sk.execution.ret is not None and t.execution.ret is not None:
            ret = choose_each(skips, sk.execution.ret[0], s.execution.ret[0])
            goals.append(("the returned values differ", [t.returned],
                          z3.Implies(z3.And(z3.If(skips, sk.returned, s.returned), _defined(ret)),
                                     _equal(ret, t.execution.ret[0]))))
        runs = [s, t, *([] if sk is s else [sk]), *e.more]
        contexts: dict[tuple[int, ...], Check] = {}
        for text, given, goal in goals:
            key = tuple(g.get_id() for g in given)  # goals given the same conditions share a query
            if key not in contexts:
                contexts[key] = self._query(runs, e.step.assumed, [*e.given, *given])
            result = contexts[key](goal)
            if result != z3.unsat:
                return f"{e.where}: {text}{'' if result == z3.sat else ' (z3 did not decide)'}"
        return None


@attrs.frozen
class _Case:
    """A kind of step: its runs, what it is given, whether the source moves in it."""

    name: str
    step: _Step
    given: list[z3.BoolRef]
    moved: bool


@attrs.frozen
class _Ending:
    """Where a run pair ends, what its queries are given, and the goals of its own."""

    where: str
    step: _Step
    more: list[Outcome]  # runs whose definitions the goals use besides the step's two
    given: list[z3.BoolRef]
    goals: list[tuple[str, list[z3.BoolRef], z3.BoolRef]]


def _state_args(seg: Segment, state: Mapping[str, SVal]) -> dict[str, SVal]:
    return {seg.state[n]: v for n, v in state.items()}


def _one_loop(fn: Function) -> list[LoopShape]:
    loops = loops_of(fn)
    if len(loops) != 1:
        raise Unsupported(f"@{fn.name} has {len(loops)} loops; the lane-by-lane proof takes one")
    return loops


def prove_lanes(module_s: Module, src: Function, module_t: Module, tgt: Function,
                shapes: str | None, deadline: float | None = None) -> Proof:
    """[CHK-SMT-LANES] whether lane t of `tgt` (any W, OBL) computes what `src` computes alone
    on lane t's arguments, on every input on which `src` is defined and returns, for every trip
    count; Unsupported for shapes of code it does not take."""
    uniform = set()
    if shapes:
        init, _ = parse_signature(shapes, src)
        uniform = {q.name for q, s in zip(tgt.params, init, strict=True) if is_uniform(s)}
    return _LaneProver(module_s, src, module_t, tgt, uniform, deadline).prove()
