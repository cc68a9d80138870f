"""Outer-loop vectorization ([TR-OUTER], seed 000 ch. 12: RV's loop vectorizer): the iterations of
a counted loop become the W threads, so the rest of the pipeline vectorizes its body.

The function keeps its signature and runs with W threads on uniform arguments: outside the loop
every thread computes the same. The loop, bottom-tested as clang writes it,

    P:  br H
    H:  i = phi [s, P], [i.next, L]      r = phi [init, P], [r.next, L]     (reductions)
        ... body ...
    L:  i.next = add i, 1   c = icmp pred i.next, n   br c, H, X   (or br c, X, H)

becomes loops over chunks of W iterations, thread t running iteration j + t. Full chunks (whose
last iteration j + W - 1 runs in the scalar loop) go through a copy of the loop with every thread
active and no guard; the rest, one chunk at a time, through the loop itself, where a thread runs
its iteration only if the scalar loop does (the first one always, a later one k while the loop's
condition holds of k: conditions that hold of a prefix of the iterations, which the check of the
step confirms):

    P:       tid = thread_id() ; r.init = select (tid == 0), init, e(⊕) ; br full(s), H.main, H.rest
    H.main:  (the loop copied: i = jm + tid, no guard) ; jm.next = jm + W
             br full(jm.next), H.main, H.rest
    H.rest:  j0 = phi [s, P], [jm.next, H.main] ; r0 = phi [r.init, P], [r.next', H.main] ; br H
    H:       j = phi [j0, H.rest], [j.next, H.latch]   r = phi [r0, H.rest], [r.merge, H.latch]
             i = add j, tid ; first = icmp eq i, s ; more = c[i.next := i] ; run = or first, more
             br run, H.body, H.latch
    H.body:  ... body ... L: br H.latch
    H.latch: r.merge = phi [r.next, L], [r, H] ; j.next = add j, W ; br c[i.next := j.next], H, H.exit
    H.exit:  r.all = rv_extract(r.merge, 0) ⊕ ... ⊕ rv_extract(r.merge, W-1) ; br X

A reduction r.next = r ⊕ x (⊕ associative and commutative: integer add, mul, and, or, xor,
smin/smax/umin/umax, and fadd/fmul with `reassoc`), possibly selected with r under a condition,
gives each thread a partial result from the identity e(⊕) (thread 0 from init), combined in
thread order after the loop. A float one without `reassoc` stays one value, to which each chunk's
contributions are added thread by thread at its end: the scalar loop's order. A first-order
recurrence (prev = x[i] read in the next iteration) reads x of iteration i - 1, computed again
at the top of the header ([TR-OUTER-REC]). Values of the loop read after it other than
reductions, and other header phis, are refused with the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import attrs

from pllvm.analysis.pointers import Roots
from pllvm.cfg import CFG, loop_forest
from pllvm.errors import TransformError
from pllvm.syntax import (
    Arg,
    AtomicRMW,
    BinOp,
    Block,
    Br,
    Call,
    CmpXchg,
    Command,
    CondBr,
    Function,
    GlobalRef,
    IntConst,
    Load,
    Local,
    Operation,
    Phi,
    Store,
    operands,
)
from pllvm.syntax.builtins import LIBM
from pllvm.syntax.instructions import Cast, ICmp, Select
from pllvm.syntax.module import Module
from pllvm.syntax.rewrite import Copied, Names, mentions, replace
from pllvm.syntax.types import I1, I32, FloatType, IntType, Type
from pllvm.syntax.values import FloatConst, Value
from pllvm.text.printer import print_type, print_value
from pllvm.transform.alc import (
    PURE,
    Consolidation,
    benefit,
    check_independent,
    consolidation,
    iterative,
    unrolled,
)

__all__ = ["reduction_op", "vectorize_loop"]

#: ⊕ of a reduction: its identity, by the operation (integers by their width, floats by type)
_INT_OPS = ("add", "mul", "and", "or", "xor")
_MINMAX = ("smin", "smax", "umin", "umax")
_FLOAT_OPS = ("fadd", "fmul")
#: the fast-math flags that allow a floating-point reduction to be reassociated
_REASSOC = frozenset({"reassoc", "fast"})


@attrs.frozen
class Reduction:
    """A header phi `name` updated by `update` = name ⊕ x in the latch (`op` names ⊕), the
    operation computed by the command `step` (`update` itself, or an arm of its select)."""

    name: str
    ty: Type
    init: Value
    update: str
    op: str
    step: str
    x: Value  # what an iteration adds (⊕) to the result
    cond: Value | None = None  # the select's condition, for r.next = c ? r ⊕ x : r
    cond_adds: bool = True  # whether c true is the arm with r ⊕ x
    ordered: bool = False  # a float operation without reassoc: lane by lane, in order

    @property
    def contribution(self) -> Select | None:
        """What an iteration contributes: x, or e(⊕) where the select keeps r."""
        if self.cond is None:
            return None
        e = _identity(self.op, self.ty)
        arms = (self.x, e) if self.cond_adds else (e, self.x)
        return Select(I1, self.cond, self.ty, *arms)


def _identity(op: str, ty: Type) -> Value:
    """e(⊕): x ⊕ e = x for every x of type ty."""
    if isinstance(ty, FloatType):
        return FloatConst.of(-0.0 if op == "fadd" else 1.0)
    assert isinstance(ty, IntType)
    ones, top = (1 << ty.bits) - 1, 1 << (ty.bits - 1)
    unsigned = {"add": 0, "or": 0, "xor": 0, "umax": 0, "mul": 1, "and": ones, "umin": ones,
                "smin": top - 1, "smax": top}[op]
    return IntConst(unsigned - (1 << ty.bits) if unsigned >= top else unsigned)


def _combine(op: str, ty: Type, a: Value, b: Value, ordered: bool = False) -> BinOp | Call:
    """a ⊕ b, as the instruction the loop used (a float one reassociable unless `ordered`)."""
    if op in _MINMAX:
        assert isinstance(ty, IntType)
        return Call(ty, GlobalRef(f"llvm.{op}.i{ty.bits}"), (Arg(ty, a), Arg(ty, b)))
    return BinOp(op, ty, a, b, ("reassoc",) if op in _FLOAT_OPS and not ordered else ())


def _step(op: object, r: str) -> tuple[str, Value] | None:
    """(⊕, x) when `op` computes r ⊕ x or x ⊕ r."""
    if isinstance(op, BinOp):
        if op.op in _INT_OPS or op.op in _FLOAT_OPS:
            if op.lhs == Local(r) and op.rhs != Local(r):
                return op.op, op.rhs
            if op.rhs == Local(r) and op.lhs != Local(r) and (op.op in _INT_OPS or _REASSOC & set(op.flags)):
                return op.op, op.lhs  # x ⊕ r: in order only where ⊕ may be reassociated
        return None
    if isinstance(op, Call) and isinstance(op.callee, GlobalRef) and len(op.args) == 2:
        family = op.callee.name.removeprefix("llvm.").split(".")[0]
        if op.callee.name.startswith("llvm.") and family in _MINMAX:
            a, b = (x.value for x in op.args)
            if a == Local(r) and b != Local(r):
                return family, b
            if b == Local(r) and a != Local(r):
                return family, a
    return None


def _reduction(fn: Function, body: frozenset[str], phi: Phi, pre: str, latch: str) -> Reduction:
    """The reduction a header phi is, or why it is not one."""
    init = next(v for v, b in phi.incoming if b == pre)
    update = next(v for v, b in phi.incoming if b == latch)
    defs = {c.name: c.op for b in body for c in fn.block(b).commands if c.name}
    why = (f"%{phi.name} in the loop's header is not a reduction (r.next = r ⊕ x with ⊕ "
           f"associative and commutative: integer add, mul, and, or, xor, min, max; fadd, fmul, "
           f"in order unless reassoc), nor a first-order recurrence whose next value pllvm can "
           f"compute again from the induction variable (no store, call or phi on its way)")
    joins = {p.name: p for b in body for p in fn.block(b).phis}
    if isinstance(update, Local) and update.name in joins and update.name != phi.name:
        return _joined_reduction(fn, body, phi, joins[update.name], init, defs, why)
    if not isinstance(update, Local) or update.name not in defs:
        raise TransformError(why)
    op = defs[update.name]
    cond: Value | None = None
    cond_adds = True
    if isinstance(op, Select):  # r.next = c ? r ⊕ x : r, or c ? r : r ⊕ x
        arms = [op.if_true, op.if_false]
        if Local(phi.name) not in arms:
            raise TransformError(why)
        other = arms[1 - arms.index(Local(phi.name))]
        if not isinstance(other, Local) or other.name not in defs:
            raise TransformError(why)
        found = _step(defs[other.name], phi.name)
        inner, step = {other.name}, other.name
        cond, cond_adds = op.cond, other == op.if_true
    else:
        found = _step(op, phi.name)
        inner, step = set(), update.name
    if found is None:
        raise TransformError(why)
    _read_only_by(fn, body, phi, defs, {*inner, update.name})
    return Reduction(phi.name, phi.ty, init, update.name, found[0], step, found[1], cond, cond_adds,
                     _in_order(found[0], defs[step]))


def reduction_op(fn: Function, body: frozenset[str], phi: Phi, latch: str) -> str | None:
    """⊕ of the reduction header phi `phi` of the loop `body` is (`add`, `smax`, ...: the forms
    `_reduction` takes, of any type), or None where it is not one."""
    pre = next((b for _, b in phi.incoming if b != latch), None)
    if pre is None:
        return None
    try:
        return _reduction(fn, body, phi, pre, latch).op
    except TransformError:
        return None


def _in_order(op: str, stepping: Operation) -> bool:
    """Whether a reduction by `op`, stepped by `stepping`, keeps the scalar loop's order: a
    float one without reassoc."""
    return op in _FLOAT_OPS and not (isinstance(stepping, BinOp) and _REASSOC & set(stepping.flags))


def _read_only_by(fn: Function, body: frozenset[str], phi: Phi, defs: Mapping[str, Operation],
                  allowed: set[str]) -> None:
    """Refuse a reduction phi that the loop reads other than through `allowed` (its update and
    step): the iterations would not combine in any order."""
    readers = {name for name, o in defs.items() if Local(phi.name) in operands(o)}
    readers |= {p.name for b in body for p in fn.block(b).phis if Local(phi.name) in operands(p)}
    if readers - allowed:
        raise TransformError(f"%{phi.name} is read in the loop other than by its update "
                             f"(%{', %'.join(sorted(readers - allowed))}), so the "
                             "iterations do not combine in any order")


def _joined_reduction(fn: Function, body: frozenset[str], phi: Phi, join: Phi, init: Value,
                      defs: dict[str, Operation], why: str) -> Reduction:
    """[TR-OUTER-JOINED] A reduction updated where paths join, r.next = phi [r ⊕ x, B], [r, A]: each path
    adds x or nothing, as the select form does; unordered only (an ordered one would need the
    condition of each path to add in order)."""
    others = {v for v, _ in join.incoming if v != Local(phi.name)}
    if len(others) != 1 or Local(phi.name) not in {v for v, _ in join.incoming}:
        raise TransformError(why)
    other = others.pop()
    if not isinstance(other, Local) or other.name not in defs:
        raise TransformError(why)
    found = _step(defs[other.name], phi.name)
    if found is None:
        raise TransformError(why)
    if _in_order(found[0], defs[other.name]):
        raise TransformError(f"%{phi.name} is a {found[0]} reduction without reassoc updated where "
                             f"paths join (%{join.name}); pllvm keeps such a sum in order only when "
                             "the loop selects its update (r.next = select c, r ⊕ x, r)")
    _read_only_by(fn, body, phi, defs, {other.name, join.name})
    return Reduction(phi.name, phi.ty, init, join.name, found[0], other.name, found[1])


def _continues(cond: Value, fn: Function, latch: str, iv_next: str, start: Value, at: Value,
               continue_on: bool, names: Names, out: list[Command]) -> Value:
    """Whether iteration `at` (after `start`) runs in the scalar loop, by the latch's condition
    (commands appended to `out`). An ordering comparison (slt, ule, ...) holds of a prefix of the
    iterations, so it is read at `at`; an exit on `i.next == n` (or a stay on `i.next != n`)
    runs the iterations k with k - s < n - s, unsigned."""
    defs = {c.name: c.op for c in fn.block(latch).commands if c.name}
    icmp = defs.get(cond.name) if isinstance(cond, Local) else None
    if not isinstance(icmp, ICmp) or Local(iv_next) not in (icmp.lhs, icmp.rhs):
        raise TransformError(f"the loop's exit condition {cond} is not an icmp of %{iv_next}, "
                             "the induction variable's next value")
    assert isinstance(cond, Local)
    bound = icmp.rhs if icmp.lhs == Local(iv_next) else icmp.lhs
    if icmp.pred in ("eq", "ne"):
        if (icmp.pred == "eq") == continue_on:
            raise TransformError(f"the loop goes on while %{iv_next} {'==' if continue_on else '!='} "
                                 f"its bound: not a counted loop")
        gone, left = names.fresh(f"{cond.name}.done"), names.fresh(f"{cond.name}.count")
        c = names.fresh(f"{cond.name}.at")
        out += [Command(gone, BinOp("sub", icmp.ty, at, start)),
                Command(left, BinOp("sub", icmp.ty, bound, start)),
                Command(c, ICmp("ult", icmp.ty, Local(gone), Local(left)))]
        return Local(c)
    c = names.fresh(f"{cond.name}.at")
    out.append(Command(c, replace(icmp, {iv_next: at})))
    if continue_on:
        return Local(c)
    flipped = names.fresh(f"{c}.not")
    out.append(Command(flipped, BinOp("xor", I1, Local(c), IntConst(1))))
    return Local(flipped)


@attrs.frozen
class _Counted:
    """A counted loop in rotated form: its blocks, the induction variable and its reductions."""

    header: str
    blocks: frozenset[str]
    pre: str
    latch: str
    exit: str
    continue_on: bool  # whether the latch's condition true means another iteration
    cond: Value
    iv: Phi
    iv_next: str
    start: Value
    reductions: tuple[Reduction, ...]

    @property
    def iv_ty(self) -> IntType:
        assert isinstance(self.iv.ty, IntType)
        return self.iv.ty


def _counted(fn: Function, header: str) -> _Counted:
    """The loop headed by `header` as a counted loop, or why it is not one ([TR-OUTER])."""
    forest = loop_forest(CFG.of(fn))
    loop = forest.loops.get(header)
    if loop is None:
        raise TransformError(f"%{header} is not the header of a loop of @{fn.name}"
                             + (f" (loops: %{', %'.join(forest.loops)})" if forest.loops else ""))
    latch, pre = loop.latch, loop.preheader
    if latch is None or pre is None or loop.exiting != (latch,):
        raise TransformError(f"the loop %{header} is not a counted loop in rotated form: it needs "
                             "one preheader, one latch and the latch as its only exit "
                             f"(latches {list(loop.latches)}, exiting blocks {list(loop.exiting)})")
    term = fn.block(latch).term
    if not isinstance(term, CondBr) or header not in (term.if_true, term.if_false):
        raise TransformError(f"the latch %{latch} of %{header} does not end in a conditional branch")
    h = fn.block(header)
    defs = {c.name: c.op for b in loop.blocks for c in fn.block(b).commands if c.name}
    iv: Phi | None = None
    reductions: list[Reduction] = []
    for phi in h.phis:
        if iv is None and _is_iv(phi, latch, defs):
            iv = phi
            continue
        reductions.append(_reduction(fn, loop.blocks, phi, pre, latch))
    if iv is None:
        raise TransformError(f"the loop %{header} has no induction variable i = phi [s, %{pre}], "
                             f"[i + 1, %{latch}]")
    iv_next = next(v for v, b in iv.incoming if b == latch)
    assert isinstance(iv_next, Local)
    if len({r.ty for r in reductions}) > 1:
        raise TransformError("the loop's reductions have different types ("
                             + ", ".join(sorted({print_type(r.ty) for r in reductions})) + "); pllvm "
                             "combines the threads' partial results of one type per loop")
    exit_label = term.if_false if term.if_true == header else term.if_true
    inside = set(defs) | {p.name for p in h.phis}
    updates = {r.update for r in reductions}
    for b in fn.blocks:
        if b.label in loop.blocks:
            continue
        for x in [*b.phis, *b.commands, b.term]:
            used = {v.name for v in operands(x.op if isinstance(x, Command) else x)
                    if isinstance(v, Local) and v.name in inside}
            used -= updates  # a reduction's result, read after the loop (through a phi or not)
            if used:
                raise TransformError(f"%{', %'.join(sorted(used))} of the loop %{header} "
                                     f"is read after it (in %{b.label}); only the results of "
                                     "reductions may be")
    return _Counted(header, loop.blocks, pre, latch, exit_label, term.if_true == header, term.cond,
                    iv, iv_next.name, next(v for v, b in iv.incoming if b == pre), tuple(reductions))


def marked_loop(fn: Function, lines: set[int]) -> str:
    """The header of the loop of `fn` that the source marks for vectorization: the loop whose
    latch branch stands on one of `lines` (`text.metadata.vectorize_requests`); the outermost if
    marked loops nest. One per function: several marked loops, or none, is an error naming them."""
    forest = loop_forest(CFG.of(fn))
    at = {b.label: b.term.loc.line for b in fn.blocks if b.term.loc is not None}
    marked = {lp.header for lp in forest.loops.values() if any(at.get(b) in lines for b in lp.latches)}
    outermost = sorted((h for h in marked if not any(a.header in marked and a.header != h
                                                     for a in forest.around(h))),
                       key=fn.labels.index)
    if not outermost:
        raise TransformError(f"no loop of @{fn.name} is marked for vectorization (`#pragma omp "
                             "simd` or `#pragma clang loop vectorize(enable)`: llvm.loop."
                             "vectorize.enable); name one with --loop")
    if len(outermost) > 1:
        raise TransformError(f"@{fn.name} marks {len(outermost)} loops for vectorization (headers "
                             f"%{', %'.join(outermost)}); pllvm vectorizes one loop of a function: "
                             "name it with --loop")
    return outermost[0]


#: what a recomputed slice may hold: operations without side effects, and loads
_PURE = (*PURE, Load)


def _is_iv(phi: Phi, latch: str, defs: Mapping[str, object]) -> bool:
    """Whether a header phi is the induction variable i = phi [s, P], [i + 1, L]."""
    nxt = next((v for v, b in phi.incoming if b == latch), None)
    op = defs.get(nxt.name) if isinstance(nxt, Local) else None
    return (isinstance(phi.ty, IntType) and isinstance(op, BinOp) and op.op == "add"
            and {op.lhs, op.rhs} == {Local(phi.name), IntConst(1)})


def _recurrences_recomputed(fn: Function, header: str) -> tuple[Function, list[str]]:
    """[TR-OUTER-REC] First-order recurrences: a header phi r = phi [init, P], [x, L] that is
    neither the induction variable i nor a reduction, where x is computed from i and values
    from before the loop only (no phi, no store, no call; loads only of memory the loop does not
    write), reads x of the previous iteration. That x is recomputed at the top of the header from
    i - 1 (from i in the first iteration, whose x the scalar loop computes too, so no new access),
    and r becomes `i == s ? init : x(i - 1)`: the loop then has no recurrence, and its iterations
    can run as threads. A phi that is not such a recurrence is left to `_counted`'s refusal."""
    forest = loop_forest(CFG.of(fn))
    loop = forest.loops.get(header)
    if loop is None or loop.latch is None or loop.preheader is None:
        return fn, []
    latch, pre = loop.latch, loop.preheader
    h = fn.block(header)
    defs: dict[str, Operation] = {c.name: c.op for b in loop.blocks for c in fn.block(b).commands if c.name}
    ivs = [p for p in h.phis if _is_iv(p, latch, defs)]
    if not ivs:
        return fn, []
    iv = ivs[0]
    names = Names(fn)
    start = next(v for v, b in iv.incoming if b == pre)
    first, back, prev = (names.fresh(f"{iv.name}.{x}") for x in ("is.first", "back", "prev"))
    top = [Command(first, ICmp("eq", iv.ty, Local(iv.name), start)),
           Command(prev, BinOp("sub", iv.ty, Local(iv.name), IntConst(1))),
           Command(back, Select(I1, Local(first), iv.ty, Local(iv.name), Local(prev)))]
    recurrences: dict[str, Value] = {}
    notes = []
    for phi in h.phis:
        if phi is iv:
            continue
        try:
            _reduction(fn, loop.blocks, phi, pre, latch)
            continue
        except TransformError:
            pass
        x = next(v for v, b in phi.incoming if b == latch)
        order = _slice(fn, loop.blocks, defs, x, iv.name)
        if isinstance(order, str):
            raise TransformError(f"%{phi.name} in the loop's header is neither a reduction (r.next "
                                 "= r ⊕ x with ⊕ associative and commutative) nor a first-order "
                                 f"recurrence pllvm can vectorize: {order}")
        if not isinstance(x, Local) or any(mentions(b, phi.name) for b in fn.blocks
                                           if b.label not in loop.blocks):
            continue  # read after the loop: `_counted` says why not
        clone = {n: names.fresh(f"{n}.prev") for n in order}
        values = {iv.name: Local(back), **{n: Local(m) for n, m in clone.items()}}
        top += [Command(clone[n], replace(defs[n], values)) for n in order]
        again = names.fresh(f"{phi.name}.rec")
        init = next(v for v, b in phi.incoming if b == pre)
        top.append(Command(again, Select(I1, Local(first), phi.ty, init, values[x.name])))
        recurrences[phi.name] = Local(again)
        notes.append(f"recurrence %{phi.name}: %{x.name} of the previous iteration, recomputed in "
                     f"%{header} from %{iv.name} - 1 (%{phi.name}.rec)")
    if not recurrences:
        return fn, []
    blocks = []
    for b in fn.blocks:
        if b.label == header:
            b = attrs.evolve(b, phis=tuple(p for p in b.phis if p.name not in recurrences),
                             commands=(*top, *b.commands))
        if b.label in loop.blocks:
            b = replace(b, recurrences)
        blocks.append(b)
    return attrs.evolve(fn, blocks=tuple(blocks)), notes


def _threaded_reductions(fn: Function, header: str) -> tuple[Function, list[str]]:
    """[TR-OUTER-THREADED] A reduction the body updates on its way (clang's form of `s += ...` in
    an inner loop or an if: the running value goes through the inner loop's phis and the joins'):
    a header phi r whose latch value u is computed from r only by ⊕ steps (v ⊕ x, x not from r,
    one ⊕ for all) and by phis and selects all of whose incoming values come from r, and that
    nothing else reads. Then u(r) = r ⊕ u(e(⊕)): the body runs from e(⊕) in place of r, and the
    latch adds what it computed, r.next = r ⊕ u, the direct form `_reduction` takes. After the
    loop, u is read as r.next; another value of the chain read there, or one the loop stores,
    passes to a call or branches on, leaves the phi as it is."""
    forest = loop_forest(CFG.of(fn))
    loop = forest.loops.get(header)
    if loop is None or loop.latch is None or loop.preheader is None:
        return fn, []
    latch, pre, body = loop.latch, loop.preheader, loop.blocks
    defs: dict[str, Operation] = {c.name: c.op for b in body for c in fn.block(b).commands if c.name}
    phis = {p.name: p for b in body for p in fn.block(b).phis if b != header}
    notes = []
    for phi in fn.block(header).phis:
        if _is_iv(phi, latch, defs):
            continue
        try:
            _reduction(fn, body, phi, pre, latch)
            continue
        except TransformError:
            pass
        threaded = _chain(phi.name, defs, phis)
        u = next(v for v, b in phi.incoming if b == latch)
        if threaded is None or not isinstance(u, Local) or u.name not in threaded[0] or \
                u.name == phi.name:
            continue
        chain, op = threaded
        outside = [b for b in fn.blocks if b.label not in body]
        unnamed = [x for b in body for x in (*(c for c in fn.block(b).commands if c.name is None),
                                            fn.block(b).term)]  # stores, void calls, branches
        if any(mentions(b, n) for b in outside for n in chain - {u.name}) or any(
                mentions(x, n) for x in unnamed for n in chain):
            continue
        names = Names(fn)
        nxt = names.fresh(f"{phi.name}.next")
        identity = {phi.name: _identity(op, phi.ty)}
        blocks = []
        for b in fn.blocks:
            if b.label in body:
                kept = tuple(p for p in b.phis if p.name == phi.name)
                b = replace(attrs.evolve(b, phis=tuple(p for p in b.phis if p.name != phi.name)), identity)
                b = attrs.evolve(b, phis=(*kept, *b.phis))
                if b.label == header:
                    b = attrs.evolve(b, phis=tuple(
                        attrs.evolve(p, incoming=tuple((Local(nxt) if lbl == latch else v, lbl)
                                                       for v, lbl in p.incoming))
                        if p.name == phi.name else p for p in b.phis))
                if b.label == latch:
                    b = attrs.evolve(b, commands=(*b.commands, Command(nxt, _combine(
                        op, phi.ty, Local(phi.name), u, ordered=False))))
            else:
                b = replace(b, {u.name: Local(nxt)})
            blocks.append(b)
        fn = attrs.evolve(fn, blocks=tuple(blocks))
        notes.append(f"reduction %{phi.name} updated inside the body (through %"
                     f"{', %'.join(sorted(chain - {phi.name}))}): the body starts from "
                     f"{print_value(_identity(op, phi.ty))} and the latch adds what it computed "
                     f"(%{nxt} = {op} %{phi.name}, %{u.name})")
        defs = {c.name: c.op for b in body for c in fn.block(b).commands if c.name}
        phis = {p.name: p for b in body for p in fn.block(b).phis if b != header}
    return fn, notes


def _chain(r: str, defs: Mapping[str, Operation], phis: Mapping[str, Phi]) -> tuple[set[str], str] | None:
    """[TR-OUTER-THREADED] The values of the loop computed from r, and their one ⊕, when each is
    r ⊕-stepped (v ⊕ x with x not from r), or a phi or select whose incoming values (arms) all
    come from r; None if another operation reads one (or a float ⊕ is not reassociable)."""
    chain = {r}
    grown = True
    while grown:
        grown = False
        for name, node in [*defs.items(), *phis.items()]:
            if name not in chain and any(isinstance(v, Local) and v.name in chain
                                         for v in operands(node)):
                chain.add(name)
                grown = True
    ops = set()
    for name in chain - {r}:
        if name in phis:
            if not all(isinstance(v, Local) and v.name in chain for v, _ in phis[name].incoming):
                return None
            continue
        op = defs[name]
        if isinstance(op, Select):
            if (isinstance(op.cond, Local) and op.cond.name in chain) or not all(
                    isinstance(v, Local) and v.name in chain for v in (op.if_true, op.if_false)):
                return None
            continue
        inside = [v.name for v in operands(op) if isinstance(v, Local) and v.name in chain]
        step = _step(op, inside[0]) if len(inside) == 1 else None
        if step is None or (step[0] in _FLOAT_OPS and not _REASSOC & set(getattr(op, "flags", ()))):
            return None
        ops.add(step[0])
    return (chain, ops.pop()) if len(ops) == 1 else None


def _slice(fn: Function, body: frozenset[str], defs: dict[str, Operation], x: Value,
           iv: str) -> list[str] | str:
    """The loop's commands x is computed from, in an order that computes each after its
    operands, if they can be computed again from the induction variable at the header's top:
    no phi but `iv`, only operations of `_PURE`, and loads only where no store, atomic or call
    of the loop may write what they read ([TR-OUTER-REC]); otherwise why not."""
    phis = {p.name for b in body for p in fn.block(b).phis}
    order: list[str] = []
    seen: set[str] = set()
    why: list[str] = []

    def visit(v: Value) -> bool:
        if not isinstance(v, Local) or v.name in seen or v.name == iv:
            return True
        if v.name in phis:
            why.append(f"it is computed from the phi %{v.name}")
            return False
        op = defs.get(v.name)
        if op is None:
            return True  # defined before the loop
        if not isinstance(op, _PURE):
            why.append(f"it is computed by %{v.name}, which is not a pure operation or a load")
            return False
        seen.add(v.name)
        if not all(visit(u) for u in operands(op)):
            return False
        order.append(v.name)
        return True

    if not isinstance(x, Local) or not visit(x):
        return why[0] if why else f"its next value {x} is not computed in the loop"
    loads = [op for n in order if isinstance(op := defs[n], Load)]
    if loads and not _untouched(fn, body, loads):
        return ("the loop may write what it loads: a store or atomic through a pointer that is not "
                "known apart from the loads' (`restrict` parameters are), or a call")
    return order


def _untouched(fn: Function, body: frozenset[str], loads: list[Load]) -> bool:
    """Whether nothing the loop writes may be what `loads` read: every store and atomic of the
    loop goes through a pointer based on another root (a parameter or a global) than every load,
    one of each pair a `noalias` parameter or both globals, and the loop calls nothing but math
    functions."""
    roots = Roots(fn)
    read = [roots.of(ld.ptr) for ld in loads]
    for b in body:
        for c in fn.block(b).commands:
            op = c.op
            if isinstance(op, Call) and not (isinstance(op.callee, GlobalRef) and op.callee.name in LIBM):
                return False
            if isinstance(op, Store | AtomicRMW | CmpXchg) and not all(
                    roots.apart(r, roots.of(op.ptr)) for r in read):
                return False
    return True


def vectorize_loop(module: Module, fn: Function, header: str, lanes: int,
                   interleave: int = 1, alc_at: str | None = None,
                   alc_kind: str = "unroll") -> tuple[Function, list[str]]:
    """[TR-OUTER] `fn` with the loop headed by `header` run W iterations at a time, one per
    thread: full chunks in a copy of the loop without a guard (`interleave` copies one after the
    other per trip, [TR-OUTER-INTERLEAVE]; with `alc_at`, the iterations that enter that block
    consolidated, `alc_kind` "unroll" [TR-ALC-UNROLL] or "iterative" [TR-ALC-ITER]), then the
    rest in the guarded chunk loop; what was done, as notes."""
    fn, threaded = _threaded_reductions(fn, header)
    fn, recurrences = _recurrences_recomputed(fn, header)
    recurrences = threaded + recurrences
    lp = _counted(fn, header)
    iv, iv_ty, start = lp.iv, lp.iv_ty, lp.start
    names = Names(fn, extra=("thread_id", "rv_extract"))
    fn, adds = _with_contributions(fn, lp, names)
    body_label = names.fresh(f"{header}.body")
    new_latch = names.fresh(f"{header}.latch")
    new_exit = names.fresh(f"{header}.exit")
    rest = names.fresh(f"{header}.rest")
    tid, tid_ext, lane0 = names.fresh("tid"), names.fresh("tid.ext"), names.fresh("tid.first")
    j, j_next = names.fresh(f"{iv.name}.chunk"), names.fresh(f"{iv.name}.chunk.next")
    j_rest = names.fresh(f"{iv.name}.rest")
    first, run = names.fresh(f"{iv.name}.first"), names.fresh(f"{iv.name}.runs")
    tid_ty = _thread_id_type(module, iv_ty)

    def runs(at: Value, out: list[Command]) -> Value:
        return _continues(lp.cond, fn, lp.latch, lp.iv_next, start, at, lp.continue_on, names, out)

    if interleave < 1:
        raise TransformError(f"--interleave {interleave}: at least one chunk per trip")
    if interleave > 1 and any(r.ordered for r in lp.reductions):
        interleave = 1  # an in-order reduction is one chain: the copies could not run apart
    span = lanes * interleave  # iterations per trip of the full-chunk loop
    cons = None
    if alc_at is not None:
        if interleave != 1:
            raise TransformError("--alc decides the chunks per trip itself: give no --interleave")
        for r in lp.reductions:
            if r.ordered:
                raise TransformError(f"--alc: the reduction %{r.name} ({r.op} without reassoc) "
                                     "keeps the scalar loop's order, and consolidation reorders "
                                     "iterations; reassoc (or -ffast-math) allows it")
        check_independent(fn, lp.blocks, iv.name)
        cons = consolidation(fn, header, lp.blocks, alc_at, iv.name,
                             {r.name: (r.step, r.update) for r in lp.reductions},
                             at_edge=alc_kind == "iterative")
        span = lanes if alc_kind == "iterative" else 2 * lanes

    def full(base: Value, out: list[Command]) -> Value:  # iteration base + span - 1 runs
        last = names.fresh(f"{iv.name}.last")
        out.append(Command(last, BinOp("add", iv_ty, base, IntConst(span - 1))))
        return runs(Local(last), out)

    pre_cmds = [Command(tid, Call(tid_ty, GlobalRef("thread_id"), ())),
                Command(lane0, ICmp("eq", tid_ty, Local(tid), IntConst(0)))]
    thread: Value = Local(tid)
    if tid_ty != iv_ty:  # a module that declares thread_id of another width
        pre_cmds.append(Command(tid_ext, Cast("zext" if tid_ty.bits < iv_ty.bits else "trunc",
                                              tid_ty, Local(tid), iv_ty)))
        thread = Local(tid_ext)
    def in_order(r: Reduction, acc: Value, x: Value, out: list[Command]) -> Value:
        """acc ⊕ x(0) ⊕ ... ⊕ x(W-1), thread by thread: the iterations' order."""
        for k in range(lanes):
            xk, nxt = names.fresh(f"{r.name}.x{k}"), names.fresh(f"{r.name}.acc{k}")
            out += [Command(xk, Call(r.ty, GlobalRef("rv_extract"), (Arg(r.ty, x), Arg(I32, IntConst(k))))),
                    Command(nxt, _combine(r.op, r.ty, acc, Local(xk), ordered=True))]
            acc = Local(nxt)
        return acc

    inits: dict[str, Value] = {r.name: r.init for r in lp.reductions if r.ordered}
    for r in (r for r in lp.reductions if not r.ordered):
        name = names.fresh(f"{r.name}.init")
        pre_cmds.append(Command(name, Select(I1, Local(lane0), r.ty, r.init, _identity(r.op, r.ty))))
        inits[r.name] = Local(name)
    full0 = full(start, pre_cmds)

    main_blocks: list[Block]
    main_out: dict[str, Value]
    if cons is not None:
        main_head, main_latch, main_blocks, main_out, m_next = _consolidated(
            fn, lp, cons, alc_kind, names, lanes, thread, inits, full, rest)
    else:
        # the full chunks: copies of the loop, every thread active, no guard; copy k runs chunk
        # jm + k·W with its own partial results, combined when the loop ends
        mains = [_Copy(fn, lp, names, "main" if k == 0 else f"main{k}") for k in range(interleave)]
        main, last = mains[0], mains[-1]
        main_latch = last.label[lp.latch]
        jm, m_next = names.fresh(f"{iv.name}.main.chunk"), names.fresh(f"{iv.name}.main.next")
        main_tail = [Command(m_next, BinOp("add", iv_ty, Local(jm), IntConst(span)))]
        main_out = {}
        for r in lp.reductions:
            if r.ordered:
                main_out[r.name] = in_order(r, Local(main.value[r.name]),
                                            replace(adds[r.name], main.renamed), main_tail)
                continue
            acc: Value = Local(main.value[r.update])
            for k, copy in enumerate(mains[1:], 1):
                both = names.fresh(f"{r.name}.main.all{k}")
                main_tail.append(Command(both, _combine(r.op, r.ty, acc, Local(copy.value[r.update]))))
                acc = Local(both)
            main_out[r.name] = acc
        full_next = full(Local(m_next), main_tail)
        back = {r.name: main_out[r.name] if r.ordered else Local(main.value[r.update]) for r in lp.reductions}
        head_phis = [Phi(jm, iv_ty, ((start, lp.pre), (Local(m_next), main_latch)))]
        for k, copy in enumerate(mains):
            head_phis += [Phi(copy.value[r.name], r.ty, (
                (inits[r.name] if k == 0 else _identity(r.op, r.ty), lp.pre),
                (back[r.name] if k == 0 else Local(copy.value[r.update]), main_latch)))
                for r in lp.reductions if k == 0 or not r.ordered]
        main_blocks = []
        for k, copy in enumerate(mains):
            first_iv: list[Command] = []
            base: Value = Local(jm)
            if k:
                start_k = names.fresh(f"{iv.name}.main{k}.chunk")
                first_iv.append(Command(start_k, BinOp("add", iv_ty, Local(jm), IntConst(k * lanes))))
                base = Local(start_k)
            first_iv.append(Command(copy.value[iv.name], BinOp("add", iv_ty, base, thread)))
            ending = copy is last
            main_blocks += copy.blocks(
                head_phis=tuple(head_phis) if k == 0 else (), head_cmds=tuple(first_iv),
                latch_cmds=tuple(main_tail) if ending else (),
                latch_term=CondBr(full_next, main.label[lp.header], rest) if ending
                else Br(mains[k + 1].label[lp.header]))
        main_head = main.label[header]
    rest_block = Block(rest,
                       (Phi(j_rest, iv_ty, ((start, lp.pre), (Local(m_next), main_latch))),
                        *(Phi(f"{r.name}.rest", r.ty,
                              ((inits[r.name], lp.pre), (main_out[r.name], main_latch)))
                          for r in lp.reductions)),
                       (), Br(header))

    # the rest: one chunk at a time, a thread running its iteration only if the loop does
    merged = {r.name: names.fresh(f"{r.name}.merge") for r in lp.reductions}
    head_cmds = [Command(iv.name, BinOp("add", iv_ty, Local(j), thread)),
                 Command(first, ICmp("eq", iv_ty, Local(iv.name), start))]
    more = runs(Local(iv.name), head_cmds)
    head_cmds.append(Command(run, BinOp("or", I1, Local(first), more)))
    latch_cmds = [Command(j_next, BinOp("add", iv_ty, Local(j), IntConst(lanes)))]
    from_body = body_label if lp.latch == header else lp.latch
    # an unordered result merges each thread's partial one; an ordered one what each thread
    # adds (e(⊕) where it did not run), folded in order into the one result
    latch_phis = tuple(Phi(merged[r.name], r.ty, ((adds[r.name], from_body), (_identity(r.op, r.ty), header))
                           if r.ordered else ((Local(r.update), from_body), (Local(r.name), header)))
                       for r in lp.reductions)
    totals: dict[str, Value] = {}
    for r in (r for r in lp.reductions if r.ordered):
        totals[r.update] = in_order(r, Local(r.name), Local(merged[r.name]), latch_cmds)
    again = runs(Local(j_next), latch_cmds)
    latch_block = Block(new_latch, latch_phis, tuple(latch_cmds), CondBr(again, header, new_exit))
    back = {r.name: totals[r.update] if r.ordered else Local(merged[r.name]) for r in lp.reductions}
    head = Block(header,
                 (Phi(j, iv_ty, ((Local(j_rest), rest), (Local(j_next), new_latch))),
                  *(Phi(r.name, r.ty, ((Local(f"{r.name}.rest"), rest), (back[r.name], new_latch)))
                    for r in lp.reductions)),
                 tuple(head_cmds), CondBr(Local(run), body_label, new_latch))
    exit_cmds: list[Command] = []
    for r in (r for r in lp.reductions if not r.ordered):
        parts: list[Value] = []
        for k in range(lanes):
            lane = names.fresh(f"{r.name}.lane{k}")
            exit_cmds.append(Command(lane, Call(r.ty, GlobalRef("rv_extract"),
                                                (Arg(r.ty, Local(merged[r.name])), Arg(I32, IntConst(k))))))
            parts.append(Local(lane))
        total = parts[0]
        for k, part in enumerate(parts[1:], 1):
            name = names.fresh(f"{r.update}.all" if k == lanes - 1 else f"{r.name}.sum{k}")
            exit_cmds.append(Command(name, _combine(r.op, r.ty, total, part)))
            total = Local(name)
        totals[r.update] = total
    exit_block = Block(new_exit, (), tuple(exit_cmds), Br(lp.exit))

    steps = {r.step for r in lp.reductions}
    out: list[Block] = []
    for b in fn.blocks:
        if b.label == lp.pre:
            b = attrs.evolve(b, commands=(*b.commands, *pre_cmds),
                             term=CondBr(full0, main_head, rest))
        if b.label == header:
            out += [*main_blocks, rest_block, head]
            b = Block(body_label, (), b.commands, b.term, b.predicate)
        if b.label == from_body:
            b = attrs.evolve(b, term=Br(new_latch))
        b = attrs.evolve(b, commands=tuple(_without_wrap_flags(c) if c.name in steps else c
                                           for c in b.commands))
        if b.label in lp.blocks and b.label != header:  # entered from the header: now H.body
            b = attrs.evolve(b, phis=tuple(
                attrs.evolve(p, incoming=tuple((v, body_label if lbl == header else lbl)
                                               for v, lbl in p.incoming))
                for p in b.phis))
        if b.label == lp.exit:
            b = attrs.evolve(b, phis=tuple(
                attrs.evolve(p, incoming=tuple((v, new_exit if lbl == lp.latch else lbl)
                                               for v, lbl in p.incoming))
                for p in b.phis))
        if b.label not in lp.blocks and b.label != body_label:  # after the loop: the results
            b = replace(b, totals)
        out.append(b)
        if b.label == from_body:
            out += [latch_block, exit_block]
    notes = [f"loop {header}: iteration {iv.name} = chunk + thread id, W = {lanes} per chunk; "
             f"full chunks in %{main_head}"
             + (f" ({interleave} per trip)" if interleave > 1 else "")
             + (f" ({'one' if alc_kind == 'iterative' else 'two'} per trip, consolidated "
                f"{alc_kind} at %{cons.branch} -> %{cons.block}: {len(cons.live_ins)} live-in(s) "
                "moved)" if cons is not None else "")
             + f", the rest guarded in %{header}"]
    notes += recurrences
    if cons is not None and alc_kind == "unroll":
        saved, spent = benefit(fn, cons)
        notes.append(f"consolidation's cost model: a consolidated trip saves {saved} and spends "
                     f"{spent} vector instructions: "
                     + ("worth it" if saved > spent else "not worth it (consolidated as asked)"))
    notes += [f"reduction %{r.name} ({r.op}): " + (f"in order, thread by thread, in %{new_latch}"
                                                    if r.ordered else
                                                    f"partial per thread, combined in %{new_exit}")
              for r in lp.reductions]
    return attrs.evolve(fn, blocks=tuple(out)), notes


def _consolidated(fn: Function, lp: _Counted, cons: Consolidation, kind: str, names: Names,
                  lanes: int, thread: Value, inits: Mapping[str, Value],
                  full: Callable[[Value, list[Command]], Value], rest: str
                  ) -> tuple[str, str, list[Block], dict[str, Value], str]:
    """[TR-ALC-UNROLL] [TR-ALC-ITER] The full-chunk loop, consolidated (left for `rest` when fewer
    iterations remain than a trip takes): its header, the block that goes on to `rest`, its
    blocks, each reduction's partial result there, and the next chunk."""
    iv, iv_ty = lp.iv, lp.iv_ty
    end = names.fresh(f"{lp.header}.alc.end")
    jm, m_next = names.fresh(f"{iv.name}.alc.chunk"), names.fresh(f"{iv.name}.alc.next")
    span = lanes if kind == "iterative" else 2 * lanes
    tail = [Command(m_next, BinOp("add", iv_ty, Local(jm), IntConst(span)))]
    again = full(Local(m_next), tail)
    steps = {r.step for r in lp.reductions}
    fn = attrs.evolve(fn, blocks=tuple(attrs.evolve(b, commands=tuple(
        _without_wrap_flags(c) if c.name in steps else c for c in b.commands)) for b in fn.blocks))
    if kind == "iterative":
        blocks, results, leaves = iterative(fn, lp.blocks, lp.header, lp.latch, iv,
                                            {r.name: r.update for r in lp.reductions}, dict(inits),
                                            cons, lanes, thread, lp.pre, (jm, m_next), names,
                                            (end, tuple(tail), again), rest)
        return blocks[0].label, leaves, blocks, results, m_next
    head = names.fresh(f"{lp.header}.alc")
    partial = {r.name: names.fresh(f"{r.name}.alc") for r in lp.reductions}
    blocks, results = unrolled(fn, lp.blocks, lp.header, lp.latch, iv,
                               {r.name: (Local(partial[r.name]), r.update) for r in lp.reductions},
                               cons, lanes, thread, jm, names, (head, ()),
                               (end, tuple(tail), CondBr(again, head, rest)))
    phis = (Phi(jm, iv_ty, ((lp.start, lp.pre), (Local(m_next), end))),
            *(Phi(partial[r.name], r.ty, ((inits[r.name], lp.pre), (results[r.name], end)))
              for r in lp.reductions))
    blocks[0] = attrs.evolve(blocks[0], phis=phis)
    return head, end, blocks, results, m_next


def _with_contributions(fn: Function, lp: _Counted, names: Names) -> tuple[Function, dict[str, Value]]:
    """`fn` with what each iteration adds to each ordered reduction computed after its update
    (a select of x and e(⊕) where the update is one), and those values by reduction."""
    adds: dict[str, Value] = {}
    after: dict[str, Command] = {}
    for r in lp.reductions:
        if not r.ordered:
            continue
        contribution = r.contribution
        if contribution is None:
            adds[r.name] = r.x
            continue
        name = names.fresh(f"{r.name}.adds")
        adds[r.name] = Local(name)
        after[r.update] = Command(name, contribution)
    if not after:
        return fn, adds
    blocks = tuple(attrs.evolve(b, commands=tuple(x for c in b.commands
                                                  for x in ((c, after[c.name]) if c.name in after else (c,))))
                   for b in fn.blocks)
    return attrs.evolve(fn, blocks=blocks), adds


class _Copy:
    """The loop's blocks copied under fresh labels and value names (`label`, `value`), for the
    full chunks: the header's phis and the latch's branch are the caller's."""

    def __init__(self, fn: Function, lp: _Counted, names: Names, tag: str) -> None:
        self.fn, self.lp = fn, lp
        self.copied = Copied([fn.block(b) for b in sorted(lp.blocks)], names,
                             lambda b: f"{b}.{tag}", lambda v: f"{v}.{tag}")
        self.label, self.value = self.copied.label, self.copied.value
        self.renamed = self.copied.values
        self.steps = {self.value[r.step] for r in lp.reductions}

    def blocks(self, head_phis: tuple[Phi, ...], head_cmds: tuple[Command, ...],
               latch_cmds: tuple[Command, ...], latch_term: CondBr | Br) -> list[Block]:
        out = []
        for b in self.fn.blocks:
            if b.label not in self.lp.blocks:
                continue
            copy = self.copied.block(b)
            commands = tuple(_without_wrap_flags(c) if c.name in self.steps else c
                             for c in copy.commands)
            phis, term = copy.phis, copy.term
            if b.label == self.lp.header:
                phis, commands = head_phis, (*head_cmds, *commands)
            if b.label == self.lp.latch:
                commands, term = (*commands, *latch_cmds), latch_term
            out.append(attrs.evolve(copy, phis=phis, commands=commands, term=term))
        return out


def _without_wrap_flags(c: Command) -> Command:
    """A reduction's step without nuw and nsw: a thread's partial result may wrap where the
    scalar loop's running total does not, and the total is the same modulo 2^N."""
    if isinstance(c.op, BinOp) and {"nuw", "nsw"} & set(c.op.flags):
        return attrs.evolve(c, op=attrs.evolve(c.op, flags=tuple(f for f in c.op.flags
                                                                 if f not in ("nuw", "nsw"))))
    return c


def _thread_id_type(module: Module, iv_ty: IntType) -> IntType:
    """The result type of `thread_id` as the module declares it, else the induction variable's
    (so that `j + tid` is seen as consecutive, with no extension between)."""
    for d in module.declarations:
        if d.name == "thread_id" and isinstance(d.ret_ty, IntType):
            return d.ret_ty
    return iv_ty
