"""Outer-loop vectorization ([TR-OUTER], seed 000 ch. 12: RV's loop vectorizer): the iterations of
a counted loop become the W threads, so the rest of the pipeline vectorizes its body.

The function keeps its signature and runs with W threads on uniform arguments: outside the loop
every thread computes the same. The loop, bottom-tested as clang writes it,

    P:  br H
    H:  i = phi [s, P], [i.next, L]      r = phi [init, P], [r.next, L]     (reductions)
        ... body ...
    L:  i.next = add i, 1   c = icmp pred i.next, n   br c, H, X   (or br c, X, H)

becomes a loop over chunks of W iterations, thread t running iteration j + t where that iteration
runs in the scalar loop (the first one always, a later one k while the loop's condition holds of
k: conditions that hold of a prefix of the iterations, which the check of the step confirms):

    P:       tid = thread_id() ; r.init = select (tid == 0), init, e(⊕)
             br H
    H:       j = phi [s, P], [j.next, H.latch]   r = phi [r.init, P], [r.merge, H.latch]
             i = add j, tid ; first = icmp eq i, s ; more = c[i.next := i] ; run = or first, more
             br run, H.body, H.latch
    H.body:  ... body ... L: br H.latch
    H.latch: r.merge = phi [r.next, L], [r, H] ; j.next = add j, W ; br c[i.next := j.next], H, H.exit
    H.exit:  r.all = rv_extract(r.merge, 0) ⊕ ... ⊕ rv_extract(r.merge, W-1) ; br X

A reduction r.next = r ⊕ x (⊕ associative and commutative: integer add, mul, and, or, xor,
smin/smax/umin/umax, and fadd/fmul with `reassoc`), possibly selected with r under a condition,
gives each thread a partial result from the identity e(⊕) (thread 0 from init), combined in
thread order after the loop. Values of the loop read after it other than reductions, and other
header phis (recurrences), are refused with the reason.
"""

from __future__ import annotations

import struct

import attrs

from pllvm.cfg import CFG, loop_forest
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
    operands,
)
from pllvm.syntax.instructions import Cast, ICmp, Select
from pllvm.syntax.module import Module
from pllvm.syntax.types import I1, I32, FloatType, IntType, Type
from pllvm.syntax.values import FloatConst, Value
from pllvm.transform.rewrite import Names, replace

__all__ = ["vectorize_loop"]

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


def _identity(op: str, ty: Type) -> Value:
    """e(⊕): x ⊕ e = x for every x of type ty."""
    if isinstance(ty, FloatType):
        value = -0.0 if op == "fadd" else 1.0
        return FloatConst(struct.unpack("<Q", struct.pack("<d", value))[0])
    assert isinstance(ty, IntType)
    ones, top = (1 << ty.bits) - 1, 1 << (ty.bits - 1)
    unsigned = {"add": 0, "or": 0, "xor": 0, "umax": 0, "mul": 1, "and": ones, "umin": ones,
                "smin": top - 1, "smax": top}[op]
    return IntConst(unsigned - (1 << ty.bits) if unsigned >= top else unsigned)


def _combine(op: str, ty: Type, a: Value, b: Value) -> BinOp | Call:
    """a ⊕ b, as the instruction the loop used."""
    if op in _MINMAX:
        assert isinstance(ty, IntType)
        return Call(ty, GlobalRef(f"llvm.{op}.i{ty.bits}"), (Arg(ty, a), Arg(ty, b)))
    return BinOp(op, ty, a, b, ("reassoc",) if op in _FLOAT_OPS else ())


def _step(op: object, r: str) -> tuple[str, Value] | None:
    """(⊕, x) when `op` computes r ⊕ x or x ⊕ r."""
    if isinstance(op, BinOp):
        if op.op in _INT_OPS or (op.op in _FLOAT_OPS and _REASSOC & set(op.flags)):
            if op.lhs == Local(r) and op.rhs != Local(r):
                return op.op, op.rhs
            if op.rhs == Local(r) and op.lhs != Local(r):
                return op.op, op.lhs
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
           f"associative and commutative: integer add, mul, and, or, xor, min, max; fadd, fmul "
           f"with reassoc), e.g. a recurrence; pllvm does not vectorize such loops yet")
    if not isinstance(update, Local) or update.name not in defs:
        raise TransformError(why)
    op = defs[update.name]
    if isinstance(op, Select):  # r.next = c ? r ⊕ x : r, or c ? r : r ⊕ x
        arms = [op.if_true, op.if_false]
        if Local(phi.name) not in arms:
            raise TransformError(why)
        other = arms[1 - arms.index(Local(phi.name))]
        if not isinstance(other, Local) or other.name not in defs:
            raise TransformError(why)
        found = _step(defs[other.name], phi.name)
        inner, step = {other.name}, other.name
    else:
        found = _step(op, phi.name)
        inner, step = set(), update.name
    if found is None:
        raise TransformError(why)
    readers = {name for name, o in defs.items() if Local(phi.name) in operands(o)}
    readers |= {p.name for b in body for p in fn.block(b).phis if Local(phi.name) in operands(p)}
    if readers - inner - {update.name}:
        raise TransformError(f"%{phi.name} is read in the loop other than by its update "
                             f"(%{', %'.join(sorted(readers - inner - {update.name}))}), so the "
                             "iterations do not combine in any order")
    return Reduction(phi.name, phi.ty, init, update.name, found[0], step)


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


def vectorize_loop(module: Module, fn: Function, header: str, lanes: int) -> tuple[Function, list[str]]:
    """[TR-OUTER] `fn` with the loop headed by `header` run W iterations at a time, one per
    thread; what was done, as notes."""
    cfg = CFG.of(fn)
    forest = loop_forest(cfg)
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
    exit_label = term.if_false if term.if_true == header else term.if_true
    continue_on = term.if_true == header
    h = fn.block(header)
    defs = {c.name: (b, c.op) for b in loop.blocks for c in fn.block(b).commands if c.name}
    iv: Phi | None = None
    reductions: list[Reduction] = []
    for phi in h.phis:
        start = next(v for v, b in phi.incoming if b == pre)
        nxt = next(v for v, b in phi.incoming if b == latch)
        op = defs.get(nxt.name, (None, None))[1] if isinstance(nxt, Local) else None
        if (iv is None and isinstance(phi.ty, IntType) and isinstance(op, BinOp) and op.op == "add"
                and {op.lhs, op.rhs} == {Local(phi.name), IntConst(1)}):
            iv = phi
            continue
        reductions.append(_reduction(fn, loop.blocks, phi, pre, latch))
    if iv is None:
        raise TransformError(f"the loop %{header} has no induction variable i = phi [s, %{pre}], "
                             f"[i + 1, %{latch}]")
    iv_ty = iv.ty
    assert isinstance(iv_ty, IntType)
    iv_next = next(v for v, b in iv.incoming if b == latch)
    assert isinstance(iv_next, Local)
    start = next(v for v, b in iv.incoming if b == pre)
    if len({r.ty for r in reductions}) > 1:
        raise TransformError("the loop's reductions have different types ("
                             + ", ".join(sorted({str(r.ty) for r in reductions})) + "); pllvm "
                             "combines the threads' partial results of one type per loop")
    reduced = {r.update: r for r in reductions}
    for b in fn.blocks:
        if b.label in loop.blocks:
            continue
        for x in [*b.phis, *b.commands, b.term]:
            used = {v.name for v in operands(x.op if isinstance(x, Command) else x)
                    if isinstance(v, Local) and v.name in defs | {p.name: 0 for p in h.phis}}
            if isinstance(x, Phi) and b.label == exit_label:
                used -= set(reduced)
            if used:
                raise TransformError(f"%{', %'.join(sorted(used))} of the loop %{header} "
                                     f"is read after it (in %{b.label}); only reductions may be")

    names = Names(fn, extra=("thread_id", "rv_extract"))
    body_label = names.fresh(f"{header}.body")
    new_latch = names.fresh(f"{header}.latch")
    new_exit = names.fresh(f"{header}.exit")
    tid = names.fresh("tid")
    tid_ext = names.fresh("tid.ext")
    j, j_next = names.fresh(f"{iv.name}.chunk"), names.fresh(f"{iv.name}.chunk.next")
    first, run = names.fresh(f"{iv.name}.first"), names.fresh(f"{iv.name}.runs")
    lane0 = names.fresh("tid.first")
    tid_ty = _thread_id_type(module)

    pre_cmds = [Command(tid, Call(tid_ty, GlobalRef("thread_id"), ())),
                Command(tid_ext, _widen(tid_ty, Local(tid), iv_ty)),
                Command(lane0, ICmp("eq", iv_ty, Local(tid_ext), IntConst(0)))]
    inits = {}
    for r in reductions:
        inits[r.name] = names.fresh(f"{r.name}.init")
        pre_cmds.append(Command(inits[r.name], Select(I1, Local(lane0), r.ty, r.init,
                                                      _identity(r.op, r.ty))))
    merged = {r.name: names.fresh(f"{r.name}.merge") for r in reductions}
    head_cmds = [Command(iv.name, BinOp("add", iv_ty, Local(j), Local(tid_ext))),
                 Command(first, ICmp("eq", iv_ty, Local(iv.name), start))]
    more = _continues(term.cond, fn, latch, iv_next.name, start, Local(iv.name), continue_on, names,
                      head_cmds)
    head_cmds.append(Command(run, BinOp("or", I1, Local(first), more)))
    head = Block(header,
                 (Phi(j, iv_ty, ((start, pre), (Local(j_next), new_latch))),
                  *(Phi(r.name, r.ty, ((Local(inits[r.name]), pre), (Local(merged[r.name]), new_latch)))
                    for r in reductions)),
                 tuple(head_cmds), CondBr(Local(run), body_label, new_latch))
    latch_cmds = [Command(j_next, BinOp("add", iv_ty, Local(j), IntConst(lanes)))]
    again = _continues(term.cond, fn, latch, iv_next.name, start, Local(j_next), continue_on, names,
                       latch_cmds)
    from_body = body_label if latch == header else latch
    latch_block = Block(new_latch,
                        tuple(Phi(merged[r.name], r.ty, ((Local(r.update), from_body),
                                                         (Local(r.name), header)))
                              for r in reductions),
                        tuple(latch_cmds), CondBr(again, header, new_exit))
    exit_cmds: list[Command] = []
    totals: dict[str, Value] = {}
    for r in reductions:
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
    exit_block = Block(new_exit, (), tuple(exit_cmds), Br(exit_label))

    steps = {r.step for r in reductions}
    blocks: list[Block] = []
    for b in fn.blocks:
        if b.label == header:
            blocks.append(head)
            blocks.append(Block(body_label, (), b.commands, b.term, b.predicate))
            continue
        blocks.append(b)
    out: list[Block] = []
    for b in blocks:
        if b.label == pre:
            b = attrs.evolve(b, commands=(*b.commands, *pre_cmds))
        if b.label == from_body:
            b = attrs.evolve(b, term=Br(new_latch))
        b = attrs.evolve(b, commands=tuple(_without_wrap_flags(c) if c.name in steps else c
                                           for c in b.commands))
        if b.label in loop.blocks and b.label != header:  # entered from the header: now H.body
            b = attrs.evolve(b, phis=tuple(
                attrs.evolve(p, incoming=tuple((v, body_label if lbl == header and b.label != body_label
                                                else lbl) for v, lbl in p.incoming))
                for p in b.phis))
        if b.label == exit_label:
            b = attrs.evolve(b, phis=tuple(
                attrs.evolve(p, incoming=tuple(
                    (totals.get(v.name, v) if isinstance(v, Local) and lbl == latch else v,
                     new_exit if lbl == latch else lbl) for v, lbl in p.incoming))
                for p in b.phis))
        out.append(b)
        if b.label == from_body:
            out.append(latch_block)
            out.append(exit_block)
    notes = [f"loop {header}: iteration {iv.name} = {j} + thread id, W = {lanes} per chunk"]
    notes += [f"reduction %{r.name} ({r.op}): partial per thread, combined in %{new_exit}"
              for r in reductions]
    return attrs.evolve(fn, blocks=tuple(out)), notes


def _without_wrap_flags(c: Command) -> Command:
    """A reduction's step without nuw and nsw: a thread's partial result may wrap where the
    scalar loop's running total does not, and the total is the same modulo 2^N."""
    if isinstance(c.op, BinOp) and {"nuw", "nsw"} & set(c.op.flags):
        return attrs.evolve(c, op=attrs.evolve(c.op, flags=tuple(f for f in c.op.flags
                                                                 if f not in ("nuw", "nsw"))))
    return c


def _thread_id_type(module: Module) -> IntType:
    """The result type of `thread_id` as the module declares it (i32 if it does not)."""
    for d in module.declarations:
        if d.name == "thread_id" and isinstance(d.ret_ty, IntType):
            return d.ret_ty
    return I32


def _widen(from_ty: IntType, v: Value, to_ty: IntType) -> Cast | BinOp:
    """`v` (a thread number, never negative) as a `to_ty`."""
    if from_ty.bits < to_ty.bits:
        return Cast("zext", from_ty, v, to_ty)
    if from_ty.bits > to_ty.bits:
        return Cast("trunc", from_ty, v, to_ty)
    return BinOp("add", to_ty, v, IntConst(0))
