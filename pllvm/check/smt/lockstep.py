"""The lock-step semantics of ch. 4 executed symbolically: W threads, FR or OBL, the min-index
greedy schedule, loops unrolled to a bound (`semantics/checking.md` [CHK-SMT]).

The execution visits the copies of the unrolled CFG in schedule order; for each copy it builds
the condition that the scheduler picks it ([SCHED-MIN-INDEX]), and then applies the rules of
`pllvm.exec.rules` to every thread with z3 terms instead of numpy lanes: control state ℓin^W and
ℓnext^W are 16-bit codes, masks are z3 booleans per thread, every variable a symbolic value per
thread. A step that is not scheduled changes nothing, so each update is guarded by that
condition. Undefined behaviour is collected as conditions; the result says when the run returned
on every thread, when it needed more iterations than the bound, and what it left in memory.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from functools import cache

import attrs
import z3

from pllvm.check.smt import floats, intrinsics, ints
from pllvm.check.smt.ints import Term, either, flagged, make, poison_of
from pllvm.check.smt.memory import SymMemory, clash
from pllvm.check.smt.sym import (
    FALSE,
    TRUE,
    SVal,
    bit,
    choose,
    constant,
    elements,
    field,
    from_bytes,
    leaves,
    lift,
    sort_of,
    to_bytes,
    top,
    zero,
)
from pllvm.check.smt.unroll import BEYOND, Unrolled, unroll
from pllvm.errors import Unsupported
from pllvm.exec.machine import Machine
from pllvm.exec.theta import family
from pllvm.syntax import (
    I1,
    Alloca,
    BinOp,
    Br,
    Call,
    Cast,
    CondBr,
    ExtractElement,
    ExtractValue,
    FCmp,
    FloatType,
    FNeg,
    Freeze,
    Function,
    Gep,
    GlobalRef,
    ICmp,
    InsertElement,
    InsertValue,
    IntConst,
    IntType,
    Load,
    Local,
    Mask,
    PtrType,
    Ret,
    Select,
    ShuffleVector,
    Store,
    StructType,
    Switch,
    Type,
    Unreachable,
    VectorType,
    VoidType,
)
from pllvm.syntax import Value as IRValue
from pllvm.syntax.builtins import PLLVM_BUILTINS, RV_BUILTINS, TRANSCENDENTAL, in_theta
from pllvm.syntax.typing import result_type

__all__ = ["ABSTRACT_FLOATS", "Application", "Execution", "execute"]

#: The approximation an abstract run makes (floating-point operations as uninterpreted functions).
ABSTRACT_FLOATS = "floating-point operations (uninterpreted)"

_CODE = 16
TOP = z3.BitVecVal(0xFFFF, _CODE)  # ℓnext = ⊤
DONE = z3.BitVecVal(0xFFFE, _CODE)  # ℓnext = □(r)
BOTTOM = z3.BitVecVal(0xFFFD, _CODE)  # ℓin = ⊥


@cache
def _code(k: int) -> z3.BitVecRef:
    return z3.BitVecVal(k, _CODE)


def _one_of(x: z3.BitVecRef, codes: Sequence[int]) -> z3.BoolRef:
    """x equals one of the codes: an or of equalities built through z3's C API, since the
    Python operators coerce every operand, which dominated building a deeply unrolled run."""
    ctx = x.ctx
    eqs = [z3.BoolRef(z3.Z3_mk_eq(ctx.ref(), x.as_ast(), _code(c).as_ast()), ctx) for c in codes]
    if len(eqs) == 1:
        return eqs[0]
    args = (z3.Ast * len(eqs))(*[e.as_ast() for e in eqs])  # type: ignore[attr-defined,operator]
    return z3.BoolRef(z3.Z3_mk_or(ctx.ref(), len(eqs), args), ctx)


@attrs.frozen
class Application:
    """A call of an uninterpreted math function: what a spurious model is refined on."""

    name: str
    ty: Type  # of the result (and of every argument)
    args: tuple[z3.ExprRef, ...]
    result: z3.ExprRef


@attrs.frozen
class Execution:
    """What a symbolic run gives: per thread the return value and whether it returned; the
    undefined-behaviour condition; whether some thread needed more than the bound; the memory."""

    ret: tuple[Term, ...] | None
    done: tuple[z3.BoolRef, ...]
    ub: z3.BoolRef
    escape: z3.BoolRef  # some access lands outside the object its address is computed from
    defs: tuple[z3.BoolRef, ...]  # definitions of the names the terms use; part of every query
    beyond_loops: dict[str, z3.BoolRef]  # per loop header: some thread needs more iterations
    memory: SymMemory
    approximations: frozenset[str]  # what the encoding does not model exactly, in words
    calls: tuple[Application, ...]  # applications of uninterpreted math functions

    @property
    def terminated(self) -> z3.BoolRef:
        return z3.And(*self.done)

    @property
    def beyond(self) -> z3.BoolRef:
        return z3.Or(*self.beyond_loops.values()) if self.beyond_loops else FALSE


def _choose(cond: z3.BoolRef, a: SVal, b: SVal) -> SVal:
    """a where cond holds, else b (element by element)."""
    return lift(lambda x, y: choose(cond, x, y), a, b)


def _undefined(v: SVal) -> SVal:
    return lift(lambda x: Term(x.value, FALSE), v)


class OutOfTime(Unsupported):
    """Building the encoding took longer than the check's time limit."""


class Run:
    """One symbolic run of a function by W threads under FR or OBL."""

    def __init__(self, fn: Function, lanes: int, interp: str, bound: int,
                 args: Mapping[str, list[SVal]], memory: SymMemory, machine: Machine,
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
        self.defs: list[z3.BoolRef] = []  # the definitions of the names `named` introduces
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
        self.defs.append(name == e)
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

    def phis(self, block, k: int, cm: list[z3.BoolRef], sched: z3.BoolRef) -> None:
        """[EVALPHI] and [EVALPHI-SHADOW], as one parallel copy."""
        new = {}
        for phi in block.phis:
            out = []
            for t in range(self.w):
                old = self.env[phi.name][t]
                if phi.shadow is not None:
                    other = self.value(phi.shadow, phi.ty, t)
                else:
                    other = _undefined(old) if self.interp == "OBL" else old
                val = _choose(sched, other, old)
                for v, label in phi.incoming:
                    came = [p for p in self.graph.preds[k] if self.graph.copies[p].label == label]
                    if came:
                        incoming = self.value(v, phi.ty, t)
                        if phi.flags:  # [VAL-POISON-FMF] on the value the phi takes
                            incoming = lift(lambda x, f=phi.flags: make(
                                x.value, x.defined, floats.fmf_poison(f, [x], None, x.poison)), incoming)
                        val = _choose(z3.And(cm[t], self._at(t, came)), incoming, val)
                out.append(val)
            new[phi.name] = out
        self.env.update(new)

    def activation(self, block, cm: list[z3.BoolRef]) -> list[z3.BoolRef]:
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

    def command(self, cmd, amsk: list[z3.BoolRef], sched: z3.BoolRef) -> None:
        """[W-CMD] with [UPD-ENV], [W-CMD-TOTAL], [W-CMD-MASK]."""
        if isinstance(cmd.op, Mask):
            self.env[cmd.name] = [_choose(sched, bit(amsk[t]), self.env[cmd.name][t])
                                  for t in range(self.w)]
            return
        self.in_time()
        active = [sched] * self.w if cmd.total else amsk
        result = evalcmd(self, cmd.op, active)
        if cmd.name is None or result is None:
            return
        out = []
        for t in range(self.w):
            old = self.env[cmd.name][t]
            if cmd.total:
                out.append(_choose(sched, result[t], old))
                continue
            passive = _undefined(old) if self.interp == "OBL" else old
            out.append(_choose(amsk[t], result[t], _choose(sched, passive, old)))
        self.env[cmd.name] = out

    def terminator(self, block, k: int, cm: list[z3.BoolRef], amsk: list[z3.BoolRef]) -> None:
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
                case Switch(ty=ty, value=v, cases=cases):
                    x = self.value(v, ty, t)
                    assert isinstance(x, Term)
                    self.fault(z3.And(amsk[t], z3.Not(x.defined)))
                    target = succ[0]
                    for j in reversed(range(len(cases))):
                        key = z3.BitVecVal(cases[j][0] % (1 << ty.bits), ty.bits)  # type: ignore[union-attr]
                        target = z3.If(x.value == key, succ[j + 1], target)
                case Ret(value=v, ty=ty):
                    target = DONE
                    if v is not None and self.ret is not None:
                        self.ret[t] = _choose(amsk[t], self.value(v, ty, t), self.ret[t])  # type: ignore[assignment]
                case Unreachable():
                    self.fault(amsk[t])
                    target = TOP
                case _:
                    raise Unsupported(f"terminator {type(term).__name__}")
            self.lnext[t] = self.named(z3.simplify(z3.If(cm[t], z3.If(amsk[t], target, TOP), self.lnext[t])))
            self.lin[t] = self.named(z3.simplify(z3.If(cm[t], _code(k), self.lin[t])))

    def execute(self) -> Execution:
        for k in range(self.n):
            self.step(k)
        beyond = {h: z3.Or(*[self.lnext[t] == _code(self.n + j) for t in range(self.w)])
                  for j, h in enumerate(self.headers)}
        done = tuple(self.lnext[t] == DONE for t in range(self.w))
        return Execution(tuple(self.ret) if self.ret is not None else None, done,  # type: ignore[arg-type]
                         z3.Or(*self.ub) if self.ub else FALSE,
                         z3.Or(*self.escapes) if self.escapes else FALSE, tuple(self.defs), beyond, self.mem,
                         frozenset(self.approximations), tuple(self.calls))


def execute(fn: Function, lanes: int, interp: str, bound: int,
            args: Mapping[str, list[SVal]], memory: SymMemory, machine: Machine,
            abstract: bool = False, deadline: float | None = None) -> Execution:
    """[CHK-SMT] The symbolic run of `fn` by `lanes` threads under `interp` with loops up to `bound`;
    with `abstract`, floating-point operations are uninterpreted functions. Past `deadline` (a
    `time.perf_counter()` value) it raises OutOfTime."""
    return Run(fn, lanes, interp, bound, args, memory, machine, abstract, deadline).execute()


# ---------------------------------------------------------------- evalcmd

Eval = Callable[[Run, object, list[z3.BoolRef]], list[SVal] | None]


def _per_lane(fn: Callable[[Run, object, int, z3.BoolRef], SVal]) -> Eval:
    return lambda run, op, active: [fn(run, op, t, active[t]) for t in range(run.w)]


def _scalar_bits(ty: Type) -> int:
    elem = ty.elem if isinstance(ty, VectorType) else ty
    if isinstance(elem, IntType):
        return elem.bits
    raise Unsupported(f"integer operation on {ty}")


@_per_lane
def _binop(run: Run, op: BinOp, t: int, active: z3.BoolRef) -> SVal:
    a, b = run.value(op.lhs, op.ty, t), run.value(op.rhs, op.ty, t)
    elem = op.ty.elem if isinstance(op.ty, VectorType) else op.ty
    if isinstance(elem, FloatType):
        if run.abstract:
            run.approximations.add(ABSTRACT_FLOATS)
        return lift(lambda x, y: floats.float_binary(op.op, x, y, op.flags, run.abstract), a, b)
    bits = _scalar_bits(op.ty)

    def one(x: Term, y: Term) -> Term:
        r, ub = ints.binary(op.op, x, y, bits, op.flags)
        if not z3.is_false(ub):
            run.fault(z3.And(active, ub))
        return r

    return lift(one, a, b)


@_per_lane
def _fneg(run: Run, op: FNeg, t: int, active: z3.BoolRef) -> SVal:
    def one(x: Term) -> Term:
        r = z3.fpNeg(x.value)
        return make(r, x.defined, floats.fmf_poison(op.flags, [x], r, x.poison))

    return lift(one, run.value(op.operand, op.ty, t))


@_per_lane
def _icmp(run: Run, op: ICmp, t: int, active: z3.BoolRef) -> SVal:
    a, b = run.value(op.lhs, op.ty, t), run.value(op.rhs, op.ty, t)
    return lift(lambda x, y: ints.icmp(op.pred, x, y), a, b)


@_per_lane
def _fcmp(run: Run, op: FCmp, t: int, active: z3.BoolRef) -> SVal:
    a, b = run.value(op.lhs, op.ty, t), run.value(op.rhs, op.ty, t)
    return lift(lambda x, y: floats.fcmp(op.pred, x, y, op.flags), a, b)


@_per_lane
def _select(run: Run, op: Select, t: int, active: z3.BoolRef) -> SVal:
    """[VAL-SELECT] a defined condition takes the chosen arm as it is; a ⊤ condition gives the
    arms' value where both are defined and bit-equal, poison where either is poison, else ⊤; a
    poison condition gives poison."""
    c = run.value(op.cond, op.cond_ty, t)

    def one(k: Term, x: Term, y: Term) -> Term:
        pick = k.value == 1
        equal = z3.And(x.defined, y.defined, x.value == y.value)
        value = z3.If(pick, x.value, y.value)
        defined = z3.If(k.defined, z3.If(pick, x.defined, y.defined), equal)
        poison = k.poison
        if not (z3.is_false(x.poison) and z3.is_false(y.poison)):
            poison = either(poison, z3.If(k.defined, z3.If(pick, x.poison, y.poison),
                                          z3.Or(x.poison, y.poison)))
        if isinstance(value, z3.FPRef):  # [VAL-POISON-FMF] on the result
            poison = floats.fmf_poison(op.flags, [Term(value, defined)], None, poison)
        return make(value, defined, poison)

    return lift(one, c, run.value(op.if_true, op.ty, t), run.value(op.if_false, op.ty, t))


def _cast_one(kind: str, x: Term, src: Type, dst: Type, flags: tuple[str, ...]) -> Term:
    """One element's cast: poison propagates, a violated flag on a defined operand is poison
    ([VAL-POISON-FLAGS]), as is a float out of the integer's range ([VAL-POISON-FPTOI])."""
    if isinstance(src, IntType | PtrType) and isinstance(dst, IntType | PtrType):
        n, m = x.value.size(), sort_of(dst).size()  # type: ignore[attr-defined]
        if kind in ("zext", "ptrtoint", "inttoptr") and m >= n:
            r = z3.ZeroExt(m - n, x.value)
            if kind == "zext" and "nneg" in flags:
                return flagged(r, x.defined, x.poison, x.defined, x.value < 0)
            return Term(r, x.defined, x.poison)
        if kind == "sext":
            return Term(z3.SignExt(m - n, x.value), x.defined, x.poison)
        r = z3.Extract(m - 1, 0, x.value)
        bad = ([z3.ZeroExt(n - m, r) != x.value] if "nuw" in flags else []) + (
            [z3.SignExt(n - m, r) != x.value] if "nsw" in flags else [])
        if not bad:
            return Term(r, x.defined, x.poison)
        return flagged(r, x.defined, x.poison, x.defined, z3.Or(*bad))
    if isinstance(src, FloatType) and isinstance(dst, FloatType):
        r = z3.fpFPToFP(floats.RNE, x.value, sort_of(dst))
        return make(r, x.defined, floats.fmf_poison(flags, [x], r, x.poison))
    if isinstance(src, FloatType) and isinstance(dst, IntType):
        bits, signed = dst.bits, kind == "fptosi"
        sort = sort_of(src)
        lo, hi = (-(2.0 ** (bits - 1)), 2.0 ** (bits - 1)) if signed else (0.0, 2.0**bits)
        tr = z3.fpRoundToIntegral(z3.RTZ(), x.value)
        ok = z3.And(z3.Not(z3.fpIsNaN(x.value)), z3.fpGEQ(tr, z3.FPVal(lo, sort)),
                    z3.fpLT(tr, z3.FPVal(hi, sort)))
        conv = z3.fpToSBV if signed else z3.fpToUBV
        return flagged(conv(z3.RTZ(), x.value, z3.BitVecSort(bits)), x.defined, x.poison, x.defined,
                       z3.Not(ok))
    if isinstance(src, IntType) and isinstance(dst, FloatType):
        conv = z3.fpSignedToFP if kind == "sitofp" else z3.fpUnsignedToFP
        r = conv(floats.RNE, x.value, sort_of(dst))
        if "nneg" in flags:
            return flagged(r, x.defined, x.poison, x.defined, x.value < 0)
        return Term(r, x.defined, x.poison)
    raise Unsupported(f"cast {kind} from {src} to {dst}")


@_per_lane
def _cast(run: Run, op: Cast, t: int, active: z3.BoolRef) -> SVal:
    x = run.value(op.operand, op.from_ty, t)
    if op.op == "bitcast":  # a ⊤ element makes all of it ⊤; poison stays with its bytes
        image = _image(run, x, op.from_ty)[: len(to_bytes(x, op.from_ty))]
        whole = z3.And(*[b.defined if z3.is_false(b.poison) else z3.Or(b.defined, b.poison) for b in image])
        return from_bytes([make(b.value, whole, b.poison) for b in image], op.to_ty)
    src = op.from_ty.elem if isinstance(op.from_ty, VectorType) else op.from_ty
    dst = op.to_ty.elem if isinstance(op.to_ty, VectorType) else op.to_ty
    if run.abstract and (isinstance(src, FloatType) or isinstance(dst, FloatType)):
        run.approximations.add(ABSTRACT_FLOATS)

        def opaque(e: Term) -> Term:
            r = floats.apply(op.op, sort_of(dst), e.value)
            if "nneg" in op.flags:
                return flagged(r, e.defined, e.poison, e.defined, e.value < 0)
            return make(r, e.defined, floats.fmf_poison(op.flags, [e], r, e.poison))

        return lift(lambda e: opaque(e) if isinstance(dst, FloatType)
                    else _cast_one(op.op, e, src, dst, op.flags), x)
    return lift(lambda e: _cast_one(op.op, e, src, dst, op.flags), x)


@_per_lane
def _freeze(run: Run, op: Freeze, t: int, active: z3.BoolRef) -> SVal:
    """[VAL-FREEZE] ⊤ and poison freeze to 0."""
    return lift(lambda e: Term(z3.If(e.defined, e.value, zero(e.value.sort())), TRUE),
                run.value(op.operand, op.ty, t))


@_per_lane
def _gep(run: Run, op: Gep, t: int, active: z3.BoolRef) -> SVal:
    layout = run.machine.layout
    base = run.value(op.base, op.base_ty, t)
    steps: list[tuple[int, SVal | None, int]] = []
    ty: Type = op.source
    for j, idx in enumerate(op.indices):
        if j == 0:
            steps.append((layout.size(ty), run.value(idx.value, idx.ty, t), 0))
            continue
        rt = run.machine.resolve(ty)
        if isinstance(rt, StructType):
            field = idx.value.value if isinstance(idx.value, IntConst) else 0
            steps.append((0, None, layout.field_offsets(rt)[field]))
            ty = rt.fields[field]
        else:
            ty = rt.elem  # type: ignore[union-attr]
            steps.append((layout.size(ty), run.value(idx.value, idx.ty, t), 0))
    addr: SVal = base
    for scale, index, offset in steps:
        if index is None:
            addr = lift(lambda a, off=offset: Term(a.value + off, a.defined, a.poison), addr)
            continue
        addr = lift(lambda a, i, s=scale: make(a.value + z3.SignExt(64 - i.value.size(), i.value) * s,
                                               z3.And(a.defined, i.defined), poison_of(a, i)), addr, index)
    if not op.inbounds:
        return addr

    def inbounds(start: Term, end: Term) -> Term:
        """[VAL-POISON-INBOUNDS] a defined result that moved off its base's object is poison."""
        moved = z3.simplify(end.value != start.value)
        if z3.is_false(moved):
            return end
        bad = z3.And(end.defined, moved, z3.Not(run.mem.in_bounds(start.value, end.value)))
        return make(end.value, end.defined, either(end.poison, bad))

    return lift(inbounds, base, addr)


def _access(run: Run, ptr: Term, n: int, active: z3.BoolRef, write: bool) -> None:
    """A pointer that is ⊤ or outside every object on an active thread is undefined; one that
    lands in an object other than the one it is computed from is set apart ([CHK-SMT-OBJECT])."""
    run.fault(z3.And(active, z3.Not(ptr.defined)))
    inside = run.mem.inside(ptr.value, n, write)
    run.fault(z3.And(active, z3.Not(inside)))
    escape = run.mem.escapes(ptr.value, n, write, inside)
    if not z3.is_false(escape):
        run.escapes.append(z3.And(active, ptr.defined, escape))


def _load(run: Run, op: Load, active: list[z3.BoolRef]) -> list[SVal]:
    """[W-INST-LOAD] a gather by the active threads."""
    size = run.machine.layout.size(op.ty)
    out = []
    for t in range(run.w):
        run.in_time()
        p = run.value(op.ptr, op.ptr_ty, t)
        assert isinstance(p, Term)
        _access(run, p, size, active[t], write=False)
        out.append(from_bytes(run.mem.read(p.value, size), op.ty))
    return out


_NAN_BITS = "the bits of a NaN in memory or a bitcast (the canonical quiet NaN)"


def _image(run: Run, v: SVal, ty: Type) -> list[Term]:
    """The bytes of `v` as memory holds them; [VAL-FLOAT-NAN] a float NaN's bytes are those of the
    canonical quiet NaN, an approximation the coverage names."""
    if isinstance(ty.elem if isinstance(ty, VectorType) else ty, FloatType):
        run.approximations.add(_NAN_BITS)
    image = to_bytes(v, ty)
    size = run.machine.layout.size(ty)
    return image + [Term(z3.BitVecVal(0, 8), FALSE)] * (size - len(image))


def _store(run: Run, op: Store, active: list[z3.BoolRef]) -> None:
    """[W-INST-STORE] a scatter by the active threads; two of them storing different values to
    one byte is undefined."""
    writes = []
    for t in range(run.w):
        p = run.value(op.ptr, op.ptr_ty, t)
        assert isinstance(p, Term)
        image = _image(run, run.value(op.value, op.ty, t), op.ty)
        _access(run, p, len(image), active[t], write=True)
        writes.append((p.value, image))
    _scatter(run, writes, active)
    return None


def _scatter(run: Run, writes: list[tuple[z3.BitVecRef, list[Term]]], active: list[z3.BoolRef]) -> None:
    for i in range(len(writes)):
        run.in_time()
        for j in range(i + 1, len(writes)):
            if writes[i][1] and writes[j][1] and not (z3.is_false(active[i]) or z3.is_false(active[j])):
                run.fault(z3.And(active[i], active[j], clash(*writes[i], *writes[j])))
    for (addr, image), on in zip(writes, active, strict=True):
        run.mem.write(addr, image, on)


def _alloca(run: Run, op: Alloca, active: list[z3.BoolRef]) -> list[SVal]:
    """[W-INST-ALLOCA] one new object per active thread."""
    if op.count is not None and not isinstance(op.count.value, IntConst):
        raise Unsupported("alloca with a variable element count")
    size = run.machine.layout.size(op.ty) * (op.count.value.value if op.count is not None else 1)  # type: ignore[union-attr]
    return [Term(z3.BitVecVal(run.mem.allocate(f"alloca {t}", size, active[t]), 64), active[t])
            for t in range(run.w)]


@_per_lane
def _extractelement(run: Run, op: ExtractElement, t: int, active: z3.BoolRef) -> SVal:
    """[VAL-POISON-INDEX] an index out of range gives poison, a ⊤ one ⊤."""
    vec, k = run.value(op.vec, op.vec_ty, t), run.value(op.idx, op.idx_ty, t)
    assert isinstance(vec, tuple) and isinstance(k, Term)
    out = Term(vec[0].value, FALSE, either(k.poison, k.defined))  # no element: out of range
    for j in reversed(range(len(vec))):
        out = choose(z3.And(k.defined, k.value == j), vec[j], out)
    return out


@_per_lane
def _insertelement(run: Run, op: InsertElement, t: int, active: z3.BoolRef) -> SVal:
    """[VAL-POISON-INDEX] an index out of range makes the whole vector poison, a ⊤ one ⊤."""
    vec, e, k = (run.value(op.vec, op.vec_ty, t), run.value(op.elem, op.elem_ty, t),
                 run.value(op.idx, op.idx_ty, t))
    assert isinstance(vec, tuple) and isinstance(e, Term) and isinstance(k, Term)
    inside = z3.And(k.defined, z3.ULT(k.value, len(vec)))
    whole = either(k.poison, z3.And(k.defined, z3.Not(inside)))
    out = []
    for j, x in enumerate(vec):
        cell = choose(z3.And(inside, k.value == j), e, x)
        out.append(make(cell.value, z3.And(inside, cell.defined), either(whole, cell.poison)))
    return tuple(out)


@_per_lane
def _extractvalue(run: Run, op: ExtractValue, t: int, active: z3.BoolRef) -> SVal:
    """A field of a struct or array, with its state: a slice of the flat leaves."""
    agg = run.machine.resolve(op.agg_ty)
    start, ty = field(agg, op.indices)
    whole = elements(run.value(op.agg, agg, t))
    return whole[start] if len(leaves(ty)) == 1 and not isinstance(ty, VectorType) else \
        whole[start : start + len(leaves(ty))]


@_per_lane
def _insertvalue(run: Run, op: InsertValue, t: int, active: z3.BoolRef) -> SVal:
    """The struct or array with one field replaced."""
    agg = run.machine.resolve(op.agg_ty)
    start, _ = field(agg, op.indices)
    whole = elements(run.value(op.agg, agg, t))
    new = elements(run.value(op.elem, op.elem_ty, t))
    return (*whole[:start], *new, *whole[start + len(new) :])


def _overflow(key: str, a: SVal, b: SVal) -> SVal:
    """llvm.*.with.overflow: the struct {results, flags} as its flat leaves (for vectors, every
    result element, then every flag)."""
    pairs = [intrinsics.overflow(key, x, y) for x, y in zip(elements(a), elements(b), strict=True)]
    return tuple(r for r, _ in pairs) + tuple(f for _, f in pairs)


def _shufflevector(run: Run, op: ShuffleVector, active: list[z3.BoolRef]) -> list[SVal]:
    """[VAL-POISON-SHUFFLE] an undef or poison mask element gives a poison element."""
    mask = run.machine.constant(op.mask, op.mask_ty, 1)
    picks = [int(d) if ok else -1 for d, ok in zip(mask.data[0], mask.defined[0], strict=True)]
    out = []
    for t in range(run.w):
        both = (*elements(run.value(op.lhs, op.ty, t)), *elements(run.value(op.rhs, op.ty, t)))
        out.append(tuple(both[p] if p >= 0 else Term(both[0].value, FALSE, TRUE) for p in picks))
    return out


def _call(run: Run, op: Call, active: list[z3.BoolRef]) -> list[SVal] | None:
    """[W-CMD-CALL] θ(fnc) for the functions with a z3 meaning."""
    if not isinstance(op.callee, GlobalRef):
        raise Unsupported("indirect calls are not encoded")
    name = op.callee.name
    key = family(name)
    if key in PLLVM_BUILTINS | RV_BUILTINS:
        return _horizontal(run, key, op, active)
    args = [[run.value(a.value, a.ty, t) for a in op.args] for t in range(run.w)]
    if key in floats.MATH or key in TRANSCENDENTAL:
        return [lift(lambda *xs: _math(run, key, name, op, xs), *a) for a in args]
    if key in intrinsics.INT_INTRINSICS:
        n = intrinsics.arity(key)
        return [lift(lambda *xs: intrinsics.int_call(key, xs), *a[:n]) for a in args]
    if key in intrinsics.OVERFLOW:
        return [_overflow(key, *a) for a in args]
    if key in ("masked.load", "masked.store", "masked.gather", "masked.scatter"):
        return _masked(run, key, op, args, active)
    if key is not None and key.startswith("vector.reduce.") and intrinsics.reduces(key[14:]):
        if run.abstract and key[14] == "f":
            run.approximations.add(ABSTRACT_FLOATS)
        return [intrinsics.reduce(key[14:], a, run.abstract) for a in args]
    if key in ("lifetime.start", "lifetime.end"):
        return _lifetime(run, args, active)
    if key in ("memset", "memcpy", "memmove"):
        return _memory_call(run, key, args, active)
    if key == "expect":
        return [a[0] for a in args]
    if key in ("assume", "experimental.noalias.scope.decl"):
        return None
    if not in_theta(name) and all(f.name != name for f in run.machine.module.functions):
        return _external(run, name, op, args)
    raise Unsupported(f"call of @{name}: no z3 encoding")


def _external(run: Run, name: str, op: Call, args: list[list[SVal]]) -> list[SVal] | None:
    """[THETA-EXTERNAL] an external function outside θ: an uninterpreted function of its
    arguments' elements, the same on both sides (a proof holds for every such function); ⊤ or
    poison in an argument makes the result ⊤ or poison."""
    ret = op.ret_ty
    if isinstance(ret, VoidType):
        return None
    if not isinstance(ret, (IntType, FloatType)):
        raise Unsupported(f"@{name} returns {ret}: an uninterpreted external function returns "
                          "integers and floats only")
    run.approximations.add(f"@{name} uninterpreted (external)")
    out: list[SVal] = []
    for a in args:
        xs = [x for v in a for x in elements(v)]
        fn = z3.Function(f"@{name}", *[x.value.sort() for x in xs], sort_of(ret)) if xs else None
        value = fn(*[x.value for x in xs]) if fn is not None else z3.Const(f"@{name}()", sort_of(ret))
        out.append(make(value, z3.And(*[x.defined for x in xs]), poison_of(*xs)))
    return out


def _math(run: Run, key: str, name: str, op: Call, xs: tuple[Term, ...]) -> Term:
    """A floating-point math call on one element: exact (`floats.MATH`), or uninterpreted
    (a transcendental function, or any when floats are abstract); poison propagates and the
    call's fast-math flags apply ([VAL-POISON-FMF])."""
    values = [x.value for x in xs]
    if key in floats.MATH and not run.abstract:
        r = floats.MATH[key](*values)
    else:
        r = floats.apply(key, xs[0].value.sort(), *values)
        if key in TRANSCENDENTAL:
            run.approximations.add(f"@{name} uninterpreted")
            run.calls.append(Application(name, op.ret_ty, tuple(values), r))
        else:
            run.approximations.add(ABSTRACT_FLOATS)
    return make(r, z3.And(*[x.defined for x in xs]), floats.fmf_poison(op.flags, list(xs), r, poison_of(*xs)))


def _memory_call(run: Run, key: str, args: list[list[SVal]], active: list[z3.BoolRef]) -> None:
    """memset, memcpy, memmove with a constant length: every active thread's source bytes are
    read before any thread writes; the writes are one scatter (conflicts are undefined)."""
    writes = []
    for t in range(run.w):
        dst, src, n = args[t][0], args[t][1], args[t][2]
        assert isinstance(dst, Term) and isinstance(src, Term) and isinstance(n, Term)
        for operand in (dst, n) if key == "memset" else (dst, src, n):
            run.fault(z3.And(active[t], z3.Not(operand.defined)))
        count = z3.simplify(n.value)
        if not z3.is_bv_value(count):
            raise Unsupported(f"llvm.{key} with a length that is not a constant")
        size = count.as_long()
        if size == 0:
            writes.append((dst.value, []))
            continue
        if key == "memset":
            image = [Term(src.value, src.defined, src.poison)] * size
        else:
            _access(run, src, size, active[t], write=False)
            image = run.mem.read(src.value, size)
        _access(run, dst, size, active[t], write=True)
        writes.append((dst.value, image))
    _scatter(run, writes, active)
    return None


def _lifetime(run: Run, args: list[list[SVal]], active: list[z3.BoolRef]) -> None:
    """llvm.lifetime.*: the object's bytes become ⊤; outside every object is undefined."""
    for t in range(run.w):
        size, ptr = args[t]
        assert isinstance(size, Term) and isinstance(ptr, Term)
        run.fault(z3.And(active[t], z3.Not(ptr.defined)))
        at, n = z3.simplify(ptr.value), z3.simplify(size.value)
        if z3.is_false(active[t]):
            continue
        if not (z3.is_bv_value(at) and z3.is_bv_value(n)):
            raise Unsupported("llvm.lifetime on a symbolic address")
        obj = run.mem.owner(at.as_long())
        if obj is None:
            run.fault(active[t])
            continue
        count = obj.size if n.as_long() >> 63 else n.as_long()
        run.mem.write(at, [Term(z3.BitVecVal(0, 8), FALSE)] * count, active[t])
    return None


def _element_pointer(ptr: SVal, j: int, size: int) -> Term:
    """Element j's address: the j-th pointer of a vector of pointers (gather, scatter), or the
    j-th element after one pointer (masked load, store)."""
    if isinstance(ptr, tuple):
        return ptr[j]
    return Term(ptr.value + j * size, ptr.defined, ptr.poison)


def _masked(run: Run, key: str, op: Call, args: list[list[SVal]],
            active: list[z3.BoolRef]) -> list[SVal] | None:
    """llvm.masked.load / store / gather / scatter: element j is accessed where the mask is set
    (a masked-off element keeps the pass-through value, poison included); the stores of element
    j of every thread are one scatter, in increasing j, so a later element wins."""
    load = key in ("masked.load", "masked.gather")
    vty = op.ret_ty if load else op.args[0].ty
    assert isinstance(vty, VectorType)
    size = run.machine.layout.size(vty.elem)
    # per thread: the pointer(s), the mask, and the pass-through (load) or stored value
    parts = [(a[0], a[2], a[3]) if load else (a[1], a[3], a[0]) for a in args]
    for t, (_, mask, _) in enumerate(parts):
        for m in elements(mask):
            run.fault(z3.And(active[t], z3.Not(m.defined)))
    out: list[list[Term]] = [[] for _ in range(run.w)]
    for j in range(vty.count):
        run.in_time()
        on = [z3.And(active[t], elements(mask)[j].value == 1) for t, (_, mask, _) in enumerate(parts)]
        addrs = [_element_pointer(ptr, j, size) for ptr, _, _ in parts]
        for t in range(run.w):
            _access(run, addrs[t], size, on[t], write=not load)
        if not load:
            _scatter(run, [(addrs[t].value, _image(run, elements(x)[j], vty.elem))
                           for t, (_, _, x) in enumerate(parts)], on)
            continue
        for t, (_, _, passthru) in enumerate(parts):
            got = from_bytes(run.mem.read(addrs[t].value, size), vty.elem)
            assert isinstance(got, Term)
            out[t].append(choose(on[t], got, elements(passthru)[j]))
    return [tuple(x) for x in out] if load else None


def _horizontal(run: Run, key: str, op: Call, active: list[z3.BoolRef]) -> list[SVal]:
    """Fig. 4.15 builtins across the threads: any, all, ballot, popcount, thread_id, mask."""
    w, ret = run.w, op.ret_ty
    if key in ("thread_id", "rv_lane_id"):
        return [Term(z3.BitVecVal(t, sort_of(ret).size()), TRUE) for t in range(w)]  # type: ignore[attr-defined]
    if key == "rv_num_lanes":
        return [Term(z3.BitVecVal(w, sort_of(ret).size()), TRUE) for _ in range(w)]  # type: ignore[attr-defined]
    if key == "rv_mask":
        return [bit(active[t]) for t in range(w)]
    if key in ("rv_extract", "rv_shuffle", "rv_insert", "rv_index", "rv_compact"):
        return _lanes(run, key, op, active)
    if key not in ("any", "all", "ballot", "popcount", "rv_any", "rv_all", "rv_ballot", "rv_popcount"):
        raise Unsupported(f"builtin @{key} has no z3 encoding")
    p = [run.value(op.args[0].value, op.args[0].ty, t) for t in range(w)]
    on = [z3.And(active[t], p[t].value == 1) for t in range(w)]  # type: ignore[union-attr]
    known = z3.And(*[z3.Or(p[t].defined, z3.Not(active[t])) for t in range(w)])  # type: ignore[union-attr]
    poisoned = _active_poison(p, active)  # type: ignore[arg-type]
    kind = key.removeprefix("rv_")
    if kind == "any":
        true = z3.Or(*[z3.And(on[t], p[t].defined) for t in range(w)])  # type: ignore[union-attr]
        value, defined = bit(true).value, z3.Or(true, known)
    elif kind == "all":
        false = z3.Or(*[z3.And(active[t], p[t].defined, p[t].value == 0) for t in range(w)])  # type: ignore[union-attr]
        value, defined = bit(z3.Not(false)).value, z3.Or(false, known)
    else:
        bits = sort_of(ret).size()  # type: ignore[attr-defined]
        if kind == "ballot":
            zero = z3.BitVecVal(0, bits)
            value = z3.simplify(sum((z3.If(on[t], z3.BitVecVal((1 << t) % (1 << bits), bits), zero)
                                     for t in range(w)), zero))
        else:
            value = _count(on, bits)
        defined = known
    return [make(value, defined, poisoned)] * w


def _active_poison(p: list[Term], active: list[z3.BoolRef]) -> z3.BoolRef:
    """[VAL-POISON-HORIZONTAL] some active thread's argument is poison."""
    return either(*[z3.And(a, x.poison) for x, a in zip(p, active, strict=True) if not z3.is_false(x.poison)])


def _count(conds: list[z3.BoolRef], bits: int) -> z3.BitVecRef:
    """How many of the conditions hold, as a `bits`-wide bitvector."""
    one, zero = z3.BitVecVal(1, bits), z3.BitVecVal(0, bits)
    return z3.simplify(sum((z3.If(c, one, zero) for c in conds), zero))


def _lanes(run: Run, key: str, op: Call, active: list[z3.BoolRef]) -> list[SVal]:
    """The RV builtins that move values between threads (semantics/builtins.md): a value read
    from a passive thread, or through a ⊤ or out-of-range lane, is ⊤."""
    w = run.w
    vs = [run.value(op.args[0].value, op.args[0].ty, t) for t in range(w)]
    if not all(isinstance(v, Term) for v in vs):
        raise Unsupported(f"builtin @{key} on a value of type {op.args[0].ty}")
    if key in ("rv_index", "rv_compact"):
        keep = vs if key == "rv_index" else [run.value(op.args[1].value, I1, t) for t in range(w)]
        on = [z3.And(active[t], keep[t].value == 1) for t in range(w)]  # type: ignore[union-attr]
        unknown = [z3.And(active[u], z3.Not(keep[u].defined)) for u in range(w)]  # type: ignore[union-attr]
        bits = 8 if key == "rv_compact" else sort_of(op.ret_ty).size()  # type: ignore[attr-defined]
        before = [_count(on[:t], bits) for t in range(w)]
        bad = [z3.And(active[u], keep[u].poison) for u in range(w)]  # type: ignore[union-attr]
        if key == "rv_index":
            return [make(before[t], z3.And(on[t], keep[t].defined, z3.Not(z3.Or(*unknown[:t]))),  # type: ignore[union-attr]
                         z3.And(active[t], either(*bad[: t + 1]))) for t in range(w)]
        out = []
        poisoned = either(*bad)
        for j in range(w):  # position j gets the j-th active thread that keeps its value
            acc: SVal = _undefined(vs[0])
            for u in reversed(range(w)):
                acc = _choose(z3.And(on[u], before[u] == j), vs[u], acc)
            acc = _choose(z3.Or(*unknown), _undefined(acc), acc)
            out.append(_choose(poisoned, lift(lambda x: Term(x.value, FALSE, TRUE), acc), acc))
        return out
    out = []
    for t in range(w):
        k = run.value(op.args[1].value, op.args[1].ty, t)
        assert isinstance(k, Term)
        if key == "rv_insert":
            x = run.value(op.args[2].value, op.args[2].ty, t)
            assert isinstance(x, Term)
            cell = choose(k.value == t, x, vs[t])  # type: ignore[arg-type]
            out.append(make(cell.value, z3.And(k.defined, cell.defined),
                            either(k.poison, z3.And(k.defined, cell.poison))))
            continue
        acc: SVal = _undefined(vs[0])
        for u in reversed(range(w)):
            if key == "rv_extract":
                at = k.value == u  # a negative lane never equals u in 0..W-1
            else:
                wide = z3.SignExt(64 - k.value.size(), k.value) if k.value.size() < 64 else k.value
                at = (wide + t) % w == u  # bvsmod: the source thread (t + shift) mod W, as numpy's %
            acc = _choose(z3.And(k.defined, at, active[u]), vs[u], acc)
        out.append(lift(lambda a, via=k.poison: make(a.value, a.defined, either(via, a.poison)), acc))
    return out


EVALCMD: dict[type, Eval] = {
    BinOp: _binop, FNeg: _fneg, ICmp: _icmp, FCmp: _fcmp, Select: _select, Cast: _cast,
    Freeze: _freeze, Gep: _gep, Load: _load, Store: _store, Alloca: _alloca, Call: _call,
    ExtractElement: _extractelement, InsertElement: _insertelement, ShuffleVector: _shufflevector,
    ExtractValue: _extractvalue, InsertValue: _insertvalue,
}  # fmt: skip


def evalcmd(run: Run, op: object, active: list[z3.BoolRef]) -> list[SVal] | None:
    """evalcmd^W: the instruction on every thread, under the given activation."""
    rule = EVALCMD.get(type(op))
    if rule is None:
        raise Unsupported(f"instruction {type(op).__name__} has no z3 encoding")
    return rule(run, op, active)
