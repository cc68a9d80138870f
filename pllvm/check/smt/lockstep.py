"""The lock-step semantics of ch. 4 executed symbolically: W threads, FR or OBL, the min-index
greedy schedule, loops unrolled to a bound (`semantics/checking.md` [CHK-SMT]).

The execution visits the copies of the unrolled CFG in schedule order; for each copy it builds
the condition that the scheduler picks it ([SCHED-MIN-INDEX]), and then applies the rules of
`pllvm.exec.rules` to every thread with z3 terms instead of numpy lanes: control state ℓin^W and
ℓnext^W are 16-bit codes, masks are z3 booleans per thread, every variable a symbolic value per
thread. A step that is not scheduled changes nothing, so each update is guarded by that
condition. Undefined behaviour is collected as conditions; the result says when the run returned
on every thread, when it needed more iterations than the bound, and what it left in memory.
The instructions themselves are encoded by the table of `evalcmd.py`, as `pllvm.exec.evalcmd`
holds the interpreter's.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from functools import cache

import attrs
import z3

from pllvm.check.smt import floats
from pllvm.check.smt.evalcmd import Access, Application, evalcmd
from pllvm.check.smt.ints import Term, make
from pllvm.check.smt.memory import SymbolicMemory
from pllvm.check.smt.solver import Definition, equals_one_of
from pllvm.check.smt.sym import (
    FALSE,
    SVal,
    bit,
    choose_each,
    constant,
    lift,
    top,
    undefined,
)
from pllvm.check.smt.unroll import BEYOND, Unrolled, unroll
from pllvm.errors import Unsupported
from pllvm.exec.interp import Interp
from pllvm.exec.machine import Machine
from pllvm.syntax import (
    I1,
    Block,
    Br,
    Command,
    CondBr,
    Function,
    IntType,
    Local,
    Mask,
    Ret,
    Switch,
    Type,
    Unreachable,
    VoidType,
)
from pllvm.syntax import Value as IRValue
from pllvm.syntax.typing import result_type

__all__ = ["Execution", "OutOfTime", "Run", "execute"]

_CODE = 16
TOP = z3.BitVecVal(0xFFFF, _CODE)  # ℓnext = ⊤
DONE = z3.BitVecVal(0xFFFE, _CODE)  # ℓnext = □(r)
BOTTOM = z3.BitVecVal(0xFFFD, _CODE)  # ℓin = ⊥


@cache
def _code(k: int) -> z3.BitVecRef:
    return z3.BitVecVal(k, _CODE)


def _one_of(x: z3.BitVecRef, codes: Sequence[int]) -> z3.BoolRef:
    """x equals one of the codes."""
    return equals_one_of(x, [_code(c) for c in codes])


@attrs.frozen
class Execution:
    """What a symbolic run gives: per thread the return value and whether it returned; the
    undefined-behaviour condition; whether some thread needed more than the bound; the memory."""

    ret: tuple[SVal, ...] | None
    done: tuple[z3.BoolRef, ...]
    ub: z3.BoolRef
    escape: z3.BoolRef  # some access lands outside the object its address is computed from
    defs: tuple[Definition, ...]  # the names the terms use, with their values; part of every query
    beyond_loops: dict[str, z3.BoolRef]  # per loop header: some thread needs more iterations
    memory: SymbolicMemory
    approximations: frozenset[str]  # what the encoding does not model exactly, in words
    calls: tuple[Application, ...]  # applications of uninterpreted math functions
    accesses: tuple[Access, ...] = ()  # every load and store, with where it happens

    @property
    def terminated(self) -> z3.BoolRef:
        return z3.And(*self.done)

    @property
    def beyond(self) -> z3.BoolRef:
        return z3.Or(*self.beyond_loops.values()) if self.beyond_loops else FALSE


class OutOfTime(Unsupported):
    """Building the encoding took longer than the check's time limit."""


class Run:
    """One symbolic run of a function by W threads under FR or OBL."""

    def __init__(self, fn: Function, lanes: int, interp: Interp, bound: int,
                 args: Mapping[str, list[SVal]], memory: SymbolicMemory, machine: Machine,
                 abstract: bool = False, deadline: float | None = None) -> None:
        self.fn, self.w, self.interp = fn, lanes, interp
        self.bound, self.deadline = bound, deadline
        self.at = fn.blocks[0].label  # the block being encoded, for OutOfTime
        self.abstract = abstract  # floating-point operations as uninterpreted functions
        self.machine = machine
        self.graph: Unrolled = unroll(fn, bound)
        self.n = len(self.graph.copies)
        # ℓnext of a thread whose back edge leaves the bound: one code per loop header
        self.headers = sorted({self.fn.block(self.graph.copies[k].label).successors[j]
                               for k, succ in enumerate(self.graph.succ)
                               for j, s in enumerate(succ) if s == BEYOND})
        self.mem = memory
        self.ub: list[z3.BoolRef] = []
        self.escapes: list[z3.BoolRef] = []
        self.accesses: list[Access] = []
        self.defs: list[Definition] = []  # the names `named` introduces, with their values
        self.approximations: set[str] = set()
        self.calls: list[Application] = []
        self.env: dict[str, list[SVal]] = {}
        for p in fn.params:
            self.env[p.name] = list(args[p.name])
        self.types: dict[str, Type] = {}
        for b in fn.blocks:
            for phi in b.phis:
                self.types[phi.name] = phi.ty
            for c in b.commands:
                if c.name is not None:
                    self.types[c.name] = machine.resolve(result_type(c.op, machine.types))
        for name, ty in self.types.items():
            self.env[name] = [top(ty) for _ in range(lanes)]
        entry = self.graph.copies.index(next(c for c in self.graph.copies if c.label == fn.blocks[0].label))
        # [INIT] Def. 4: ℓnext = entry, ℓin = ⊥
        self.lin = [BOTTOM] * lanes
        self.lnext = [_code(entry)] * lanes
        self.ret: list[SVal] | None = (None if isinstance(fn.ret_ty, VoidType)
                                       else [top(fn.ret_ty) for _ in range(lanes)])
        self._consts: dict[tuple[IRValue, Type], SVal] = {}

    # ------------------------------------------------------------ values

    def value(self, v: IRValue, ty: Type, t: int) -> SVal:
        """[EVAL] thread t's value of an operand."""
        if isinstance(v, Local):
            return self.env[v.name][t]
        key = (v, ty)
        if key not in self._consts:
            self._consts[key] = constant(self.machine, v, ty)
        return self._consts[key]

    def in_time(self) -> None:
        """Stop with OutOfTime once the check's time limit has passed (checked per block,
        per command, per thread of a load, per element of a masked access and per pair of
        threads a store compares)."""
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise OutOfTime(f"building the encoding of @{self.fn.name} did not finish within the time "
                            f"limit at W = {self.w}, loops up to {self.bound} iterations (block "
                            f"{self.at}); a smaller --lanes or --unroll, or a longer --timeout, may "
                            "decide it")

    def fault(self, cond: z3.BoolRef) -> None:
        self.ub.append(cond)

    def named(self, e: z3.ExprRef) -> z3.ExprRef:
        """e, or a fresh constant defined as e (in `defs`) when e is not a constant: the control
        state and masks stay small terms, so simplifying them at each step does not walk the
        whole history of the run again."""
        if z3.is_const(e):
            return e
        name = z3.FreshConst(e.sort(), "s")
        self.defs.append((name, e))
        return name

    # ------------------------------------------------------------ schedule

    def _at(self, t: int, blocks: tuple[int, ...] | list[int]) -> z3.BoolRef:
        return _one_of(self.lin[t], blocks) if blocks else FALSE

    def sched_min_index(self, k: int) -> z3.BoolRef:
        """[SCHED-MIN-INDEX] copy k is scheduled at its turn iff it is legal (Defs. 12-17): a
        thread waits for it definitely, or threads with ℓnext = ⊤ can enter it and no thread
        that left the same block has a definite next block; when every live thread is passive,
        a block leaving the loop is preferred (§5.3)."""
        preds = self.graph.preds[k]
        top_t = [self.lnext[t] == TOP for t in range(self.w)]
        enter = [self._at(t, preds) for t in range(self.w)]
        definite = [z3.ULT(self.lnext[t], _code(self.n + len(self.headers))) for t in range(self.w)]
        progress = z3.Or(z3.Or(*[self.lnext[t] == _code(k) for t in range(self.w)]),
                         z3.And(z3.Or(*[z3.And(top_t[t], enter[t]) for t in range(self.w)]),
                                z3.Not(z3.Or(*[z3.And(definite[t], enter[t]) for t in range(self.w)]))))
        passive = z3.And(z3.And(*[z3.Or(top_t[t], self.lnext[t] == DONE) for t in range(self.w)]),
                         z3.Or(*top_t))
        exiting = [p for p in range(self.n) if self.graph.leaves[p]]
        some_exit = z3.Or(*[z3.And(top_t[t], self._at(t, exiting)) for t in range(self.w)])
        leaving = [p for p in preds if k in self.graph.leaves[p]]
        this_exits = z3.Or(*[z3.And(top_t[t], self._at(t, leaving)) for t in range(self.w)])
        prefer_exit = z3.And(passive, some_exit, z3.Not(this_exits))
        return self.named(z3.simplify(z3.And(progress, z3.Not(prefer_exit))))

    # ------------------------------------------------------------ the step

    def step(self, k: int) -> None:
        """[LSS-W-STEP] copy k, if the scheduler picks it: [CMSK], [BLS-W-STEP], advancepc."""
        self.at = self.graph.copies[k].label
        self.in_time()
        copy = self.graph.copies[k]
        block = self.fn.block(copy.label)
        sched = self.sched_min_index(k)
        if z3.is_false(sched):
            return
        preds = self.graph.preds[k]
        cm = [self.named(z3.simplify(z3.And(sched, z3.Or(self.lnext[t] == _code(k),
                                                         z3.And(self.lnext[t] == TOP, self._at(t, preds))))))
              for t in range(self.w)]
        self.phis(block, k, cm, sched)
        prefix = 0
        if isinstance(block.predicate, Local):
            own = [j for j, c in enumerate(block.commands) if c.name == block.predicate.name]
            prefix = own[0] + 1 if own else 0
        for cmd in block.commands[:prefix]:
            self.command(cmd, [sched] * self.w, sched)
        amsk = self.activation(block, cm)
        for cmd in block.commands[prefix:]:
            self.command(cmd, amsk, sched)
        self.terminator(block, k, cm, amsk)

    def phis(self, block: Block, k: int, cm: list[z3.BoolRef], sched: z3.BoolRef) -> None:
        """[EVALPHI] and [EVALPHI-SHADOW], as one parallel copy."""
        new = {}
        for phi in block.phis:
            out = []
            for t in range(self.w):
                old = self.env[phi.name][t]
                if phi.shadow is not None:
                    other = self.value(phi.shadow, phi.ty, t)
                else:
                    other = undefined(old) if self.interp == "OBL" else old
                val = choose_each(sched, other, old)
                for v, label in phi.incoming:
                    came = [p for p in self.graph.preds[k] if self.graph.copies[p].label == label]
                    if came:
                        incoming = self.value(v, phi.ty, t)
                        if phi.flags:  # [VAL-POISON-FMF] on the value the phi takes
                            incoming = lift(lambda x, f=phi.flags: make(
                                x.value, x.defined, floats.fmf_poison(f, [x], None, x.poison)), incoming)
                        val = choose_each(z3.And(cm[t], self._at(t, came)), incoming, val)
                out.append(val)
            new[phi.name] = out
        self.env.update(new)

    def activation(self, block: Block, cm: list[z3.BoolRef]) -> list[z3.BoolRef]:
        """[AMSK] amsk = cmsk ∧ pmsk; a ⊤ predicate on a thread with cmsk is undefined."""
        if block.predicate is None:
            return cm
        out = []
        for t in range(self.w):
            p = self.value(block.predicate, I1, t)
            assert isinstance(p, Term)
            self.fault(z3.And(cm[t], z3.Not(p.defined)))
            out.append(self.named(z3.simplify(z3.And(cm[t], p.defined, p.value == 1))))
        return out

    def command(self, cmd: Command, amsk: list[z3.BoolRef], sched: z3.BoolRef) -> None:
        """[W-CMD] with [UPD-ENV], [W-CMD-TOTAL], [W-CMD-MASK]."""
        if isinstance(cmd.op, Mask):
            assert cmd.name is not None, "a well-formed mask command names its value"
            self.env[cmd.name] = [choose_each(sched, bit(amsk[t]), self.env[cmd.name][t])
                                  for t in range(self.w)]
            return
        self.in_time()
        active = [sched] * self.w if cmd.total else amsk
        result = self.evaluate(cmd.op, active)
        if cmd.name is None or result is None:
            return
        out = []
        for t in range(self.w):
            old = self.env[cmd.name][t]
            if cmd.total:
                out.append(choose_each(sched, result[t], old))
                continue
            passive = undefined(old) if self.interp == "OBL" else old
            out.append(choose_each(amsk[t], result[t], choose_each(sched, passive, old)))
        self.env[cmd.name] = out

    def evaluate(self, op: object, active: list[z3.BoolRef]) -> list[SVal] | None:
        """[W-CMD] the operation's value per thread (`evalcmd`'s table), computed where `active`."""
        return evalcmd(self, op, active)

    def terminator(self, block: Block, k: int, cm: list[z3.BoolRef], amsk: list[z3.BoolRef]) -> None:
        """[EVALTERM-*] then [PC-ACTIVE], [PC-ND-BRANCH], [PC-TERM], [PC-PASSIVE]."""
        labels = block.successors
        succ = [_code(self.n + self.headers.index(labels[j]) if s == BEYOND else s)
                for j, s in enumerate(self.graph.succ[k])]
        term = block.term
        for t in range(self.w):
            match term:
                case Br():
                    target = succ[0]
                case CondBr(cond=c):
                    x = self.value(c, I1, t)
                    assert isinstance(x, Term)
                    self.fault(z3.And(amsk[t], z3.Not(x.defined)))
                    target = z3.If(x.value == 1, succ[0], succ[1])
                case Switch(ty=IntType(bits=bits) as ty, value=v, cases=cases):
                    x = self.value(v, ty, t)
                    assert isinstance(x, Term)
                    self.fault(z3.And(amsk[t], z3.Not(x.defined)))
                    target = succ[0]
                    for j in reversed(range(len(cases))):
                        key = z3.BitVecVal(cases[j][0] % (1 << bits), bits)
                        target = z3.If(x.value == key, succ[j + 1], target)
                case Ret(value=v, ty=ty):
                    target = DONE
                    if v is not None and self.ret is not None:
                        self.ret[t] = choose_each(amsk[t], self.value(v, ty, t), self.ret[t])
                case Unreachable():
                    self.fault(amsk[t])
                    target = TOP
                case _:
                    raise Unsupported(f"terminator {type(term).__name__}")
            nxt = z3.If(amsk[t], target, self.passive_next(term, succ))
            self.lnext[t] = self.named(z3.simplify(z3.If(cm[t], nxt, self.lnext[t])))
            self.lin[t] = self.named(z3.simplify(z3.If(cm[t], _code(k), self.lin[t])))

    def passive_next(self, term: object, succ: list[z3.BitVecRef]) -> z3.BitVecRef:
        """ℓnext of a passive thread: ⊤ ([EVALTERM-*]), any successor, as the others choose."""
        return TOP

    def execute(self) -> Execution:
        for k in range(self.n):
            self.step(k)
        beyond = {h: z3.Or(*[self.lnext[t] == _code(self.n + j) for t in range(self.w)])
                  for j, h in enumerate(self.headers)}
        done = tuple(self.lnext[t] == DONE for t in range(self.w))
        return Execution(tuple(self.ret) if self.ret is not None else None, done,
                         z3.Or(*self.ub) if self.ub else FALSE,
                         z3.Or(*self.escapes) if self.escapes else FALSE, tuple(self.defs), beyond, self.mem,
                         frozenset(self.approximations), tuple(self.calls), tuple(self.accesses))


def execute(fn: Function, lanes: int, interp: Interp, bound: int,
            args: Mapping[str, list[SVal]], memory: SymbolicMemory, machine: Machine,
            abstract: bool = False, deadline: float | None = None) -> Execution:
    """[CHK-SMT] The symbolic run of `fn` by `lanes` threads under `interp` with loops up to
    `bound`; with `abstract`, floating-point operations are uninterpreted functions. Past
    `deadline` (a `time.perf_counter()` value) it raises OutOfTime."""
    return Run(fn, lanes, interp, bound, args, memory, machine, abstract, deadline).execute()
