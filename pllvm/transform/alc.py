"""Loop-unrolling active-lane consolidation ([TR-ALC-UNROLL], seed 001 §3.2, Fig. 3.3): the
full-chunk loop of [TR-OUTER] runs two chunks per trip and gathers the iterations that enter one
block B into full vectors.

Thread t runs iterations i0 = j + t and i1 = j + W + t. Each runs its iteration up to the
branch at the end of D, the block that enters B (`--alc-at B`), and parks there with the values
the branch and the blocks after it read (the live-ins); one that does not reach D runs to its
end. When a0 + a1 ≥ W parked iterations enter B and neither chunk has all W (seed §3.2.1's
test), they are consolidated (semantics/builtins.md [ALC]): the merged positions, all entering B,
run from B on with every thread active; the remainder positions that parked (the other arms and
the a0 + a1 - W that did not fit) run from D's branch on, guarded. Otherwise each chunk's parked
iterations run from D's branch on, guarded, as an unrolled loop would:

    H.alc:   j = phi [s, P], [j.next, H.alc.end]   r = phi [r.init, P], [r', H.alc.end]
             i0 = j + tid ; i1 = j + W + tid ; br H.alc0
    (the iteration at i0 up to D, whose branch goes to park0)   park0/latch0 -> H.alc0.join
    (the iteration at i1 up to D, whose branch goes to park1)   park1/latch1 -> H.alc1.join
    H.alc.decide: n0 = popcount(taken0) ; n1 = popcount(taken1)
             br (n0 + n1 >= W && n0 < W && n1 < W), H.alc.merge, H.alc.p0
    H.alc.merge: m = alc_merged(taken0, taken1) ; x.m = alc_permute(x0, x1, m) ; i.m = j + m
             (from B on, unguarded) ; pr = alc_permute(parked0, parked1, alc_remainder(...))
             br pr, (from D's branch on at the remainder positions), H.alc.r.done
    H.alc.p0: br parked0, (from D's branch on at i0), ... (the same at i1), H.alc.p1.done
    H.alc.end: j.next = j + 2W ; br full(j.next), H.alc, H.rest

Every (iteration, block) pair runs once. A reduction's partial result is the thread's own
wherever the iteration that adds to it ran, so reductions must be reassociable. Consolidation
reorders iterations, so the loop may carry no value but its induction variable and reductions,
and no memory dependence ([TR-ALC-LEGAL]). The tail (fewer than 2W iterations) runs in the
guarded chunk loop, where a thread runs only a real iteration: the lane-validity mask the seed's
SVE sequence lacks (../shared/notes/alc.md).
"""

from __future__ import annotations

from collections.abc import Mapping

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
    Gep,
    GlobalRef,
    IntConst,
    Load,
    Local,
    Phi,
    Store,
    operands,
)
from pllvm.syntax.builtins import ALC_BUILTINS, LIBM, intrinsic_family
from pllvm.syntax.instructions import Cast, FCmp, FNeg, Freeze, ICmp, Select
from pllvm.syntax.rewrite import Copied, Names, block_definitions, definitions, redirect, value_types
from pllvm.syntax.types import I1, I32, FloatType, IntType, PtrType, Type
from pllvm.syntax.values import Undef, Value
from pllvm.text.printer import print_type, print_value

__all__ = ["PURE", "Consolidation", "benefit", "check_independent", "consolidation", "iterative",
           "unrolled"]

#: LLVM intrinsics without side effects a consolidated loop may call (by family)
_PURE_INTRINSICS = ("fabs", "sqrt", "fma", "fmuladd", "copysign", "floor", "ceil", "trunc",
                    "round", "rint", "minnum", "maxnum", "minimum", "maximum", "smin", "smax",
                    "umin", "umax", "abs", "ctpop", "ctlz", "cttz", "exp", "exp2", "log", "log2",
                    "log10", "sin", "cos", "pow")


@attrs.frozen
class Consolidation:
    """Where a loop is consolidated: the branch at the end of block `branch` whose `taken` side
    enters `block`; the blocks an iteration runs after that branch (`suffix`, in function
    order), and the values of the iteration the branch and they read (`live_ins`, with their
    types) besides the induction variable and the reductions."""

    branch: str
    block: str
    taken: bool  # whether the branch's condition true enters `block`
    suffix: tuple[str, ...]
    live_ins: tuple[tuple[str, Type], ...]
    always: bool  # whether every iteration reaches D's branch (D on every path)


def consolidation(fn: Function, header: str, blocks: frozenset[str], at: str, iv: str,
                  reductions: dict[str, tuple[str, str]], at_edge: bool = False) -> Consolidation:
    """[TR-ALC-UNROLL] The consolidation of the loop `header` (`blocks`) at block `at`, entered
    from one conditional branch D, or why it cannot be consolidated there. The induction
    variable `iv` and the reductions (phi -> (step, update)) are carried, not live-ins: each
    thread goes on with its own partial result, so a reduction is updated wholly before D's
    branch or wholly after it. With `at_edge` ([TR-ALC-ITER]), iterations park on the edge into
    B, not at D's branch: the suffix is what runs from B on, and D's branch is not re-run."""
    at = at.lstrip("%")
    if at not in blocks or at == header:
        raise TransformError(f"--alc-at %{at}: not a block of the loop %{header} other than its "
                             f"header (blocks: %{', %'.join(sorted(blocks))})")
    preds = [b.label for b in fn.blocks if b.label in blocks and at in b.successors]
    term = fn.block(preds[0]).term if len(preds) == 1 else None
    if not isinstance(term, CondBr) or term.if_true == term.if_false:
        raise TransformError(f"--alc-at %{at}: the block is entered from "
                             f"{', '.join('%' + p for p in preds) or 'nowhere'}; pllvm consolidates "
                             "a block entered from one conditional branch, where iterations park")
    branch = preds[0]
    forest = loop_forest(CFG.of(fn))
    inner = [lp.header for lp in forest.loops.values() if lp.header != header and branch in lp.blocks
             and header in (a.header for a in forest.around(lp.header))]
    if inner:
        raise TransformError(f"--alc-at %{at}: its branch in %{branch} is in the inner loop "
                             f"%{inner[0]}; pllvm consolidates a branch its iteration takes once")
    if fn.block(at).phis:
        raise TransformError(f"--alc-at %{at}: the block has phis; entered from one branch, it "
                             "needs none")
    body = blocks - {header}
    suffix = (_reachable(fn, at, body) if at_edge else
              _reachable(fn, term.if_true, body) | _reachable(fn, term.if_false, body))
    carried = {iv, *reductions}
    for r, (step, update) in reductions.items():
        places = {_defined_in(fn, step) in suffix, _defined_in(fn, update) in suffix}
        if len(places) == 2:
            raise TransformError(f"--alc-at %{at}: the reduction %{r} is stepped before the branch "
                                 f"in %{branch} and updated after it (or the other way): a thread's "
                                 "partial result would be split between two iterations")
        if not places.pop():
            carried.add(update)
    types = value_types(fn)
    inside = {name for b in blocks for name, _ in block_definitions(fn.block(b))}
    suffix_defs = {name for b in suffix for name, _ in block_definitions(fn.block(b))}
    read: list[str] = []
    used: list[Value] = [] if at_edge else list(operands(term))
    for label in suffix:
        b = fn.block(label)
        for c in b.commands:
            used += operands(c.op)
        used += operands(b.term)
        used += [v for p in b.phis for v, src in p.incoming if src in suffix or src == branch]
    for v in used:
        if (isinstance(v, Local) and v.name in inside and v.name not in suffix_defs
                and v.name not in carried and v.name not in read):
            read.append(v.name)
    latch = next(b.label for b in fn.blocks if b.label in blocks and header in b.successors)
    always = branch == header or latch not in _reachable(fn, header, body - {branch})
    return Consolidation(branch, at, term.if_true == at,
                         tuple(b.label for b in fn.blocks if b.label in suffix),
                         tuple((name, types[name]) for name in read), always)


#: the instructions of a consolidated trip's extra work: the ALC sequence (seed Fig. 3.9), one
#: move of a value (Fig. 3.10's two `tbl` and their combination) and the decision (two counts,
#: their sum, three comparisons, two ands and the branch)
SEQUENCE_COST, MOVE_COST, DECISION_COST = 15, 3, 9


def benefit(fn: Function, cons: Consolidation) -> tuple[int, int]:
    """[TR-ALC-COST] (saved, spent) vector instructions of a trip that consolidates: the merged
    vector runs only the blocks reachable from B, so the other blocks after D's branch run once
    (in the remainder) instead of once per chunk; it spends the ALC sequence, two moves of each
    live-in (merged and remainder) and of the parked flags, and the decision."""
    from_b = _reachable(fn, cons.block, frozenset(cons.suffix))
    saved = sum(len(fn.block(b).commands) + isinstance(fn.block(b).term, CondBr)
                for b in cons.suffix if b not in from_b)
    spent = SEQUENCE_COST + MOVE_COST * 2 * (len(cons.live_ins) + 1) + DECISION_COST
    return saved, spent


def _reachable(fn: Function, start: str, within: frozenset[str]) -> set[str]:
    """`start` and the blocks of `within` reachable from it through blocks of `within` (a loop's
    blocks without its header: what an iteration reaches from `start`)."""
    seen, todo = {start}, [start]
    while todo:
        for s in fn.block(todo.pop()).successors:
            if s in within and s not in seen:
                seen.add(s)
                todo.append(s)
    return seen


def check_independent(fn: Function, blocks: frozenset[str], iv: str) -> None:
    """[TR-ALC-LEGAL] Refuse a loop whose iterations consolidation could not reorder: a call
    other than to a math function or a pure intrinsic, an atomic, or memory that one iteration
    writes and another reads or writes. Each access to memory the loop stores to must be an
    element `a·i + b` of one base from outside the loop (through GEPs of one element type), with
    one stride a ≠ 0 for all of them and offsets b spanning less than |a|: then no two
    iterations touch one element."""
    roots = Roots(fn)
    defs = dict(definitions(fn))
    in_loop = {name for b in blocks for name, _ in block_definitions(fn.block(b))}

    accesses: list[tuple[str, str, Value, Type, bool]] = []  # (where, name, pointer, type, store)
    for label in sorted(blocks):
        for c in fn.block(label).commands:
            op = c.op
            where = f"in %{label}"
            if isinstance(op, Call):
                name = op.callee.name if isinstance(op.callee, GlobalRef) else None
                if name not in LIBM and (name is None or intrinsic_family(name) not in _PURE_INTRINSICS):
                    callee = f"@{name}" if name else "through a pointer"
                    raise TransformError(f"--alc: the loop calls {callee} ({where}); consolidation "
                                         "reorders iterations, so the loop may call only math "
                                         "functions")
            elif isinstance(op, AtomicRMW | CmpXchg) or (isinstance(op, Load | Store) and op.ordering):
                raise TransformError(f"--alc: the loop has an atomic access ({where}), whose order "
                                     "consolidation would change")
            elif isinstance(op, Load | Store):
                accesses.append((where, c.name or "", op.ptr, op.ty, isinstance(op, Store)))
    stored = [roots.of(ptr) for _, _, ptr, _, store in accesses if store]
    groups: dict[Value, list[tuple[str, Type, int, int, Type]]] = {}  # what, T, a, b, access type
    for where, name, ptr, ty, store in accesses:
        if not store and all(roots.apart(roots.of(ptr), r) for r in stored):
            continue  # memory the loop does not write
        what = f"the store {where}" if store else f"the load %{name} {where}"
        form = _element(ptr, defs, in_loop, iv)
        if form is None:
            raise TransformError(f"--alc: {what} goes through {print_value(ptr)}, not an element "
                                 "a·i + b of a base from outside the loop: two iterations may touch "
                                 "one element (a scatter's WAW, a loop-carried dependence), and "
                                 "consolidation reorders them")
        base, elem, a, b = form
        groups.setdefault(base, []).append((what, elem, a, b, ty))
    for base, group in groups.items():
        strides = {a for _, _, a, _, _ in group}
        offsets = [b for _, _, _, b, _ in group]
        types = {t for _, t, _, _, _ in group} | {ty for *_, ty in group}
        if len(strides) != 1 or 0 in strides or len(types) != 1 or \
                max(offsets) - min(offsets) >= abs(next(iter(strides))):
            raise TransformError(f"--alc: {group[0][0]} and the other accesses to "
                                 f"{print_value(base)} do not keep to their own iteration's elements "
                                 f"(strides {sorted(strides)}, offsets {sorted(set(offsets))}): one "
                                 "iteration may read or write what another writes, and consolidation "
                                 "reorders them")


def _element(ptr: Value, defs: Mapping[str, object], in_loop: set[str], iv: str
             ) -> tuple[Value, Type, int, int] | None:
    """(base, element type T, a, b) when `ptr` is element a·i + b of `base` (defined outside the
    loop), through GEPs of one index of type T; None otherwise."""
    if not isinstance(ptr, Local) or ptr.name not in in_loop:
        return None
    g = defs.get(ptr.name)
    if not isinstance(g, Gep) or len(g.indices) != 1:
        return None
    index = _linear(g.indices[0].value, defs, in_loop, iv)
    if index is None:
        return None
    if isinstance(g.base, Local) and g.base.name in in_loop:
        inner = _element(g.base, defs, in_loop, iv)
        if inner is None or inner[1] != g.source:
            return None
        return inner[0], g.source, inner[2] + index[0], inner[3] + index[1]
    return g.base, g.source, index[0], index[1]


def _linear(v: Value, defs: Mapping[str, object], in_loop: set[str], iv: str) -> tuple[int, int] | None:
    """(a, b) when the integer v is a·i + b: i, constants, extensions, add, sub, mul and shl by
    a constant, and `and` with a mask of 32 or more low bits (clang's zero extension of an int
    index; it changes nothing unless the index wraps, past 2^32 elements)."""
    if isinstance(v, IntConst):
        return 0, v.value
    if v == Local(iv):
        return 1, 0
    op = defs.get(v.name) if isinstance(v, Local) and v.name in in_loop else None
    if isinstance(op, Cast) and op.op in ("sext", "zext"):
        return _linear(op.operand, defs, in_loop, iv)
    if not isinstance(op, BinOp):
        return None
    x, y = _linear(op.lhs, defs, in_loop, iv), _linear(op.rhs, defs, in_loop, iv)
    if x is None or y is None:
        return None
    if op.op == "add":
        return x[0] + y[0], x[1] + y[1]
    if op.op == "sub":
        return x[0] - y[0], x[1] - y[1]
    if op.op == "mul" and (x[0] == 0 or y[0] == 0):
        k, (a, b) = (x[1], y) if x[0] == 0 else (y[1], x)
        return k * a, k * b
    if op.op == "shl" and y[0] == 0 and 0 <= y[1] < 63:
        return x[0] << y[1], x[1] << y[1]
    if op.op == "and" and y[0] == 0 and y[1] >= 0xFFFFFFFF and (y[1] + 1) & y[1] == 0:
        return x
    return None


def unrolled(fn: Function, loop_blocks: frozenset[str], header: str, latch: str, iv: Phi,
             reductions: dict[str, tuple[Value, str]], cons: Consolidation, lanes: int,
             thread: Value, chunk: str, names: Names, head: tuple[str, tuple[Phi, ...]],
             end: tuple[str, tuple[Command, ...], CondBr]) -> tuple[list[Block], dict[str, Value]]:
    """[TR-ALC-UNROLL] The blocks of one trip of the full-chunk loop, over iterations `chunk` ..
    `chunk` + 2W - 1, and each reduction's partial result at its end. `reductions` maps each
    reduction phi to (its value entering the trip, its update's name); `head` is the trip's
    first block (label, phis), `end` its last (label, commands, branch)."""
    assert isinstance(iv.ty, IntType)
    iv_ty = iv.ty
    decide, merge = names.fresh(f"{header}.alc.decide"), names.fresh(f"{header}.alc.merge")
    r_guard, r_done = names.fresh(f"{header}.alc.r"), names.fresh(f"{header}.alc.r.done")
    p_guard = [names.fresh(f"{header}.alc.p{k}") for k in range(2)]
    p_done = [names.fresh(f"{header}.alc.p{k}.done") for k in range(2)]
    suffix = frozenset(cons.suffix)
    ahead = {r: update for r, (_, update) in reductions.items() if _defined_in(fn, update) not in suffix}
    term = fn.block(cons.branch).term
    assert isinstance(term, CondBr)
    out: list[Block] = []
    acc: dict[str, Value] = {r: v for r, (v, _) in reductions.items()}

    # the two iterations, each up to the branch where it parks (or to its end)
    starts: list[Value] = []
    head_cmds: list[Command] = []
    for k in range(2):
        base: Value = Local(chunk)
        if k:
            second = names.fresh(f"{iv.name}.alc.chunk1")
            head_cmds.append(Command(second, BinOp("add", iv_ty, Local(chunk), IntConst(lanes))))
            base = Local(second)
        at = names.fresh(f"{iv.name}.alc{k}")
        head_cmds.append(Command(at, BinOp("add", iv_ty, base, thread)))
        starts.append(Local(at))
    joins = [names.fresh(f"{header}.alc{k}.join") for k in range(2)]
    parks = [names.fresh(f"{cons.branch}.alc{k}.park") for k in range(2)]
    joined = [{r: names.fresh(f"{r}.alc{k}") for r in reductions} for k in range(2)]  # after part k
    accs: list[dict[str, Value]] = [acc]
    accs += [{r: Local(n) for r, n in j.items()} for j in joined]
    parts = [_Part(fn, loop_blocks, header, names, f"alc{k}", {iv.name: starts[k], **accs[k]},
                   leave=joins[k], latch=latch, park=(cons.branch, parks[k])) for k in range(2)]
    parked: list[Value] = []
    taken: list[Value] = []
    live: list[dict[str, Value]] = []
    for k, part in enumerate(parts):
        flag = names.fresh(f"{cons.branch}.parked{k}")
        phis = [] if cons.always else [Phi(flag, I1, part.incoming(IntConst(1), IntConst(0)))]
        values: dict[str, Value] = {}
        for name, ty in cons.live_ins:
            x = names.fresh(f"{name}.alc{k}")
            phis.append(Phi(x, ty, part.incoming(part.value(name), Undef())))
            values[name] = Local(x)
        for r, (_, update) in reductions.items():
            at_park = part.value(update) if r in ahead else accs[k][r]
            phis.append(Phi(joined[k][r], _type(fn, r), part.incoming(at_park, part.value(update))))
        cond = values.get(term.cond.name, term.cond) if isinstance(term.cond, Local) else term.cond
        enters, yes = names.fresh(f"{cons.block}.enters{k}"), names.fresh(f"{cons.block}.taken{k}")
        join_cmds: list[Command] = []
        if not cons.taken:
            join_cmds.append(Command(enters, BinOp("xor", I1, cond, IntConst(1))))
            cond = Local(enters)
        if not cons.always:
            join_cmds.append(Command(yes, BinOp("and", I1, Local(flag), cond)))
            cond = Local(yes)
        out += part.blocks
        out.append(Block(parks[k], (), (), Br(joins[k])))
        out.append(Block(joins[k], tuple(phis), tuple(join_cmds),
                         Br(parts[1].entry if k == 0 else decide)))
        parked.append(IntConst(1) if cons.always else Local(flag))
        taken.append(cond)
        live.append(values)
    after = accs[2]
    trip = [Block(head[0], head[1], tuple(head_cmds), Br(parts[0].entry))]

    # the decision: consolidate when the taken iterations fill a vector and neither chunk is full
    n = [names.fresh(f"{cons.block}.count{k}") for k in range(2)]
    total, enough = names.fresh(f"{cons.block}.count"), names.fresh(f"{cons.block}.fills")
    partial = [names.fresh(f"{cons.block}.partial{k}") for k in range(2)]
    both, go = names.fresh(f"{cons.block}.partials"), names.fresh(f"{cons.block}.consolidate")
    decide_cmds = [Command(n[k], Call(I32, GlobalRef("popcount"), (Arg(I1, taken[k]),))) for k in range(2)]
    decide_cmds += [Command(total, BinOp("add", I32, Local(n[0]), Local(n[1]))),
                    Command(enough, ICmp("uge", I32, Local(total), IntConst(lanes))),
                    *(Command(partial[k], ICmp("ult", I32, Local(n[k]), IntConst(lanes)))
                      for k in range(2)),
                    Command(both, BinOp("and", I1, Local(partial[0]), Local(partial[1]))),
                    Command(go, BinOp("and", I1, Local(enough), Local(both)))]
    out.append(Block(decide, (), tuple(decide_cmds), CondBr(Local(go), merge, p_guard[0])))

    def positions(which: str, cmds: list[Command]) -> tuple[Value, dict[str, Value]]:
        """The positions `which` (alc_merged, alc_remainder) and the live-ins moved there."""
        tag = which.split("_")[1]
        pos = names.fresh(f"{cons.block}.{tag}")
        cmds.append(Command(pos, Call(I32, GlobalRef(which), (Arg(I1, taken[0]), Arg(I1, taken[1])))))
        moved = {name: _permute(live[0][name], live[1][name], ty, Local(pos), cmds, f"{name}.{tag}",
                                names) for name, ty in cons.live_ins}
        offset: Value = Local(pos)
        if iv_ty != I32:
            wide = names.fresh(f"{pos}.ext")
            cmds.append(Command(wide, Cast("zext" if iv_ty.bits > 32 else "trunc", I32, Local(pos), iv_ty)))
            offset = Local(wide)
        i = names.fresh(f"{iv.name}.{tag}")
        cmds.append(Command(i, BinOp("add", iv_ty, Local(chunk), offset)))
        moved[iv.name] = Local(i)
        return Local(pos), moved

    def rest_of_iteration(tag: str, given: dict[str, Value], leave: str, entry: str
                          ) -> tuple[_Part, dict[str, Value]]:
        """The iteration from `entry` on (B, or D's branch), with its live-ins `given`, and
        each reduction's update."""
        own = {**acc, **{u: acc[r] for r, u in ahead.items()}}
        blocks = suffix | {cons.branch} if entry == cons.branch else suffix
        part = _Part(fn, blocks, entry, names, tag, {**given, **own}, leave=leave, latch=latch,
                     resume=entry == cons.branch)
        return part, {r: part.value(update) for r, (_, update) in reductions.items()}

    # consolidated: the merged positions from B on, every thread active; then the remainder's
    # parked iterations from D's branch on, guarded
    merge_cmds: list[Command] = []
    _, at_merged = positions("alc_merged", merge_cmds)
    merged, acc = rest_of_iteration("alc.m", at_merged, r_guard, cons.block)
    out.append(Block(merge, (), tuple(merge_cmds), Br(merged.entry)))
    out += merged.blocks
    rest_cmds: list[Command] = []
    remainder, at_rest = positions("alc_remainder", rest_cmds)
    runs = None if cons.always else _permute(parked[0], parked[1], I1, remainder, rest_cmds,
                                              f"{cons.branch}.remainder.parked", names)
    rest, updates = rest_of_iteration("alc.r", at_rest, r_done, cons.branch)
    consolidated = {r: names.fresh(f"{r}.alc.c") for r in reductions}
    out += _guarded(r_guard, rest_cmds, runs, rest, r_done, end[0], consolidated, updates, acc, fn)

    # not consolidated: each chunk's parked iterations from D's branch on, as an unrolled loop
    acc = after
    for k in range(2):
        part, updates = rest_of_iteration(f"alc.p{k}", {**live[k], iv.name: starts[k]}, p_done[k],
                                          cons.branch)
        done = {r: names.fresh(f"{r}.alc.p{k}") for r in reductions}
        out += _guarded(p_guard[k], [], None if cons.always else parked[k], part, p_done[k],
                        p_guard[1] if k == 0 else end[0], done, updates, acc, fn)
        acc = {r: Local(done[r]) for r in reductions}
    results = {r: names.fresh(f"{r}.alc.trip") for r in reductions}
    out.append(Block(end[0], tuple(Phi(results[r], _type(fn, r), ((Local(consolidated[r]), r_done),
                                                                  (acc[r], p_done[1])))
                                   for r in reductions), end[1], end[2]))
    return _without_dead(trip + out), {r: Local(v) for r, v in results.items()}


#: operations without side effects: a copy may drop one whose result nothing reads
PURE = (BinOp, Cast, ICmp, FCmp, Select, Gep, FNeg, Freeze)


#: the builtins the pass calls, none with an effect: an unread call of one goes
_EFFECTLESS_BUILTINS = ALC_BUILTINS | {"popcount", "any"}


def _droppable(c: Command) -> bool:
    """Whether command c has no effect but its result."""
    if isinstance(c.op, Call):
        return isinstance(c.op.callee, GlobalRef) and c.op.callee.name in _EFFECTLESS_BUILTINS
    return isinstance(c.op, PURE)


def _without_dead(blocks: list[Block]) -> list[Block]:
    """The blocks without the side-effect-free commands whose results nothing reads (the copies'
    induction step and exit test, and what only they read): the trip's values are read only in
    its own blocks, its results being phis."""
    while True:
        read = {v.name for b in blocks for x in [*b.phis, *b.commands, b.term]
                for v in operands(x.op if isinstance(x, Command) else x) if isinstance(v, Local)}
        kept = [attrs.evolve(b, commands=tuple(c for c in b.commands if c.name is None
                                               or c.name in read or not _droppable(c)))
                for b in blocks]
        if sum(len(b.commands) for b in kept) == sum(len(b.commands) for b in blocks):
            return kept
        blocks = kept


def iterative(fn: Function, loop_blocks: frozenset[str], header: str, latch: str, iv: Phi,
              reductions: dict[str, str], inits: dict[str, Value], cons: Consolidation, lanes: int,
              thread: Value, pre: str, chunk: tuple[str, str], names: Names,
              end: tuple[str, tuple[Command, ...], Value], rest: str
              ) -> tuple[list[Block], dict[str, Value], str]:
    """[TR-ALC-ITER] The full-chunk loop with iterative consolidation: the blocks (the first is the
    loop's header), each reduction's partial result when the loop is left, and the block that
    goes on to `rest`. `reductions` maps each reduction phi to its update, `inits` to its value
    entering the loop; `chunk` names the chunk phi and its next value (computed by `end`'s
    commands, whose condition `end[2]` says whether another chunk runs). The held iterations are
    a compacted prefix: threads 0 .. h - 1 hold them, h a uniform count."""
    assert isinstance(iv.ty, IntType)
    iv_ty = iv.ty
    suffix = frozenset(cons.suffix)
    ahead = {r: u for r, u in reductions.items() if _defined_in(fn, u) not in suffix}
    moved = [*cons.live_ins, (iv.name, iv_ty)]  # what a held iteration keeps: its live-ins and i
    types = dict(moved)
    head = names.fresh(f"{header}.alc")
    park, join = names.fresh(f"{cons.block}.alc.park"), names.fresh(f"{header}.alc.join")
    run, run_done = names.fresh(f"{header}.alc.full"), names.fresh(f"{header}.alc.full.done")
    keep, flush = names.fresh(f"{header}.alc.keep"), names.fresh(f"{header}.alc.flush")
    flushed = names.fresh(f"{header}.alc.flush.done")
    held = Local(names.fresh(f"{cons.block}.held.count"))
    held_x = {name: Local(names.fresh(f"{name}.held")) for name, _ in moved}
    nxt_held = Local(names.fresh(f"{cons.block}.held.count.next"))
    nxt_x = {name: Local(names.fresh(f"{name}.held.next")) for name, _ in moved}
    acc = {r: Local(names.fresh(f"{r}.alc")) for r in reductions}
    nxt_acc = {r: Local(names.fresh(f"{r}.alc.next")) for r in reductions}
    i0 = Local(names.fresh(f"{iv.name}.alc"))
    head_phis = (Phi(chunk[0], iv_ty, ((_start(iv, pre), pre),
                                        (Local(chunk[1]), end[0]))),
                 *(Phi(acc[r].name, _type(fn, r), ((inits[r], pre), (nxt_acc[r], end[0])))
                   for r in reductions),
                 Phi(held.name, I32, ((IntConst(0), pre), (nxt_held, end[0]))),
                 *(Phi(held_x[n].name, types[n], ((Undef(), pre), (nxt_x[n], end[0]))) for n, _ in moved))
    part = _Part(fn, loop_blocks, header, names, "alc", {iv.name: i0, **acc}, leave=join,
                 latch=latch, cut=(cons.branch, cons.block, park))
    out = [Block(head, head_phis, (Command(i0.name, BinOp("add", iv_ty, Local(chunk[0]), thread)),),
                 Br(part.entry)), *part.blocks, Block(park, (), (), Br(join))]
    parked = Local(names.fresh(f"{cons.block}.parked"))
    fresh = {name: Local(names.fresh(f"{name}.alc.new")) for name, _ in cons.live_ins}
    phis = [Phi(parked.name, I1, part.incoming(IntConst(1), IntConst(0)))]
    phis += [Phi(fresh[n].name, ty, part.incoming(part.value(n), Undef())) for n, ty in cons.live_ins]
    fresh[iv.name] = i0
    after = {r: Local(names.fresh(f"{r}.alc.after")) for r in reductions}
    phis += [Phi(after[r].name, _type(fn, r), part.incoming(part.value(u) if r in ahead else acc[r],
                                                           part.value(u)))
             for r, u in reductions.items()]
    count, some = names.fresh(f"{cons.block}.parked.count"), names.fresh(f"{cons.block}.some")
    total, fills = names.fresh(f"{cons.block}.count"), names.fresh(f"{cons.block}.fills")
    below, tid = names.fresh(f"{cons.block}.held.lane"), names.fresh(f"{cons.block}.lane")
    shift, later = names.fresh(f"{cons.block}.shift"), names.fresh(f"{cons.block}.later")
    pos = names.fresh(f"{cons.block}.placed")
    gather = names.fresh(f"{header}.alc.gather")
    cmds = [Command(count, Call(I32, GlobalRef("popcount"), (Arg(I1, parked),))),
            Command(some, ICmp("ne", I32, Local(count), IntConst(0)))]
    out.append(Block(join, tuple(phis), tuple(cmds), CondBr(Local(some), gather, end[0])))
    # the parked iterations compacted (thread j: the j-th parked one), then placed after the h
    # held ones by one permute of the pair (held, compacted): thread t < h keeps its own (t),
    # thread t >= h takes compacted t - h (W + t - h)
    cmds = [Command(total, BinOp("add", I32, held, Local(count))),
            Command(fills, ICmp("uge", I32, Local(total), IntConst(lanes))),
            Command(tid, Call(I32, GlobalRef("rv_lane_id"), ())),
            Command(below, ICmp("ult", I32, Local(tid), held)),
            Command(shift, BinOp("sub", I32, IntConst(lanes), held)),
            Command(later, BinOp("add", I32, Local(tid), Local(shift))),
            Command(pos, Select(I1, Local(below), I32, Local(tid), Local(later)))]
    packed: dict[str, Value] = {}
    merged: dict[str, Value] = {}
    for n, ty in moved:
        at = names.fresh(f"{n}.packed")
        cmds.append(Command(at, Call(ty, GlobalRef("rv_compact"), (Arg(ty, fresh[n]), Arg(I1, parked)))))
        packed[n] = Local(at)
        merged[n] = _permute(held_x[n], packed[n], ty, Local(pos), cmds, f"{n}.merged", names)
    out.append(Block(gather, (), tuple(cmds), CondBr(Local(fills), run, keep)))
    # a full vector: every thread runs B on, then the parked iterations that did not fit (the
    # compacted ones from W - h on: position t + W - h) are the held prefix
    own = {**after, **{u: after[r] for r, u in ahead.items()}}
    full = _Part(fn, suffix, cons.block, names, "alc.full", {**merged, **own}, leave=run_done,
                 latch=latch)
    out += [Block(run, (), (), Br(full.entry)), *full.blocks]
    left = names.fresh(f"{cons.block}.left")
    done_cmds = [Command(left, BinOp("sub", I32, Local(total), IntConst(lanes)))]
    rest_x = {n: _permute(packed[n], packed[n], ty, Local(later), done_cmds, f"{n}.left", names)
              for n, ty in moved}
    out.append(Block(run_done, (), tuple(done_cmds), Br(end[0])))
    out.append(Block(keep, (), (), Br(end[0])))
    # (no iteration of the chunk parked: the held prefix stays as it is)
    end_phis = [Phi(nxt_held.name, I32, ((Local(left), run_done), (Local(total), keep), (held, join)))]
    end_phis += [Phi(nxt_x[n].name, types[n], ((rest_x[n], run_done), (merged[n], keep),
                                              (held_x[n], join))) for n, _ in moved]
    end_phis += [Phi(nxt_acc[r].name, _type(fn, r), ((full.value(u), run_done), (after[r], keep),
                                                     (after[r], join)))
                 for r, u in reductions.items()]
    out.append(Block(end[0], tuple(end_phis), end[1], CondBr(end[2], head, flush)))

    # the loop left: the iterations still held (threads below the count) run from B on, guarded
    own = {**nxt_acc, **{u: nxt_acc[r] for r, u in ahead.items()}}
    last = _Part(fn, suffix, cons.block, names, "alc.flush", {**nxt_x, **own}, leave=flushed,
                 latch=latch)
    lane, holds = names.fresh(f"{cons.block}.flush.lane"), names.fresh(f"{cons.block}.flush.held")
    flush_cmds = (Command(lane, Call(I32, GlobalRef("rv_lane_id"), ())),
                  Command(holds, ICmp("ult", I32, Local(lane), nxt_held)))
    out += [Block(flush, (), flush_cmds, CondBr(Local(holds), last.entry, flushed)), *last.blocks]
    results = {r: names.fresh(f"{r}.alc.flushed") for r in reductions}
    out.append(Block(flushed, tuple(Phi(results[r], _type(fn, r),
                                        ((last.value(u), last.exit), (nxt_acc[r], flush)))
                                    for r, u in reductions.items()), (), Br(rest)))
    return _without_dead(out), {r: Local(n) for r, n in results.items()}, flushed


def _guarded(guard: str, commands: list[Command], cond: Value | None, part: _Part, done: str,
             then: str, results: dict[str, str], updates: dict[str, Value],
             before: dict[str, Value], fn: Function) -> list[Block]:
    """The block `guard` (running `commands`), `part` and the block `done` (going on to `then`):
    the part runs where `cond` holds (always without one), and `done` gets each reduction's value
    after it as `results` (its update, or the value from `before` where the part did not run)."""
    phis = tuple(Phi(name, _type(fn, r), ((updates[r], part.exit),) if cond is None
                     else ((updates[r], part.exit), (before[r], guard)))
                 for r, name in results.items())
    term = Br(part.entry) if cond is None else CondBr(cond, part.entry, done)
    return [Block(guard, (), tuple(commands), term), *part.blocks, Block(done, phis, (), Br(then))]


def _start(iv: Phi, pre: str) -> Value:
    return next(v for v, b in iv.incoming if b == pre)


def _permute(x0: Value, x1: Value, ty: Type, pos: Value, cmds: list[Command], name: str,
             names: Names) -> Value:
    """alc_permute(x0, x1, pos) of a value of type ty, at its own type ([TXT-DECLARE]: the builtin
    moves any type); an i1 (parked flags) is moved as an i32, which a vector store does not pack
    and AVX-512 permutes in one instruction."""
    if not isinstance(ty, IntType | FloatType | PtrType) or (isinstance(ty, IntType) and ty.bits > 64):
        raise TransformError(f"--alc: the live-in %{name.rsplit('.', 1)[0]} has type "
                             f"{print_type(ty)}; pllvm moves integers, floats and pointers")
    if ty == I1:
        w0, w1 = (_cast(cmds, names, name, "zext", I1, x, I32) for x in (x0, x1))
        return _cast(cmds, names, name, "trunc", I32, _permute(w0, w1, I32, pos, cmds, name, names), I1)
    moved = names.fresh(name)
    cmds.append(Command(moved, Call(ty, GlobalRef("alc_permute"), (Arg(ty, x0), Arg(ty, x1), Arg(I32, pos)))))
    return Local(moved)


def _cast(cmds: list[Command], names: Names, name: str, op: str, from_ty: Type, x: Value,
          to_ty: Type) -> Value:
    out = names.fresh(f"{name}.{op}")
    cmds.append(Command(out, Cast(op, from_ty, x, to_ty)))
    return Local(out)


def _defined_in(fn: Function, name: str) -> str:
    return next(b.label for b in fn.blocks for x, _ in block_definitions(b) if x == name)


def _type(fn: Function, phi: str) -> Type:
    return next(p.ty for b in fn.blocks for p in b.phis if p.name == phi)


class _Part:
    """A copy of the loop's blocks from `entry` that runs one iteration, or its rest, and leaves
    to `leave` from the latch, with the values `given` (the induction variable, the reductions,
    live-ins) in place of the copies of their definitions. From the header (the entry's phis
    dropped), with `park` (D, label): D's branch goes to the park block instead; with `cut`
    (D, B, label), only its edge into B does. With `resume`,
    the entry is D and only its branch runs (its phis and commands ran before it parked). Only
    the blocks the copy reaches are emitted, and phis keep only the edges that remain."""

    def __init__(self, fn: Function, blocks: frozenset[str], entry: str, names: Names, tag: str,
                 given: dict[str, Value], leave: str, latch: str,
                 park: tuple[str, str] | None = None, resume: bool = False,
                 cut: tuple[str, str, str] | None = None) -> None:
        reach = {entry}
        todo = [entry]
        while todo:
            label = todo.pop()
            if park is not None and label == park[0]:
                continue
            for s in fn.block(label).successors:
                if cut is not None and (label, s) == cut[:2]:
                    continue
                if s in blocks and s != entry and s not in reach:
                    reach.add(s)
                    todo.append(s)
        src = [fn.block(b.label) for b in fn.blocks if b.label in reach]
        self.copied = Copied(src, names, lambda b: f"{b}.{tag}", lambda v: f"{v}.{tag}")
        self.copied.values.update(given)
        emitted = {self.copied.label[b.label] for b in src}
        out: list[Block] = []
        for b in src:
            copy = self.copied.block(b)
            phis, commands, term = () if b.label == entry else copy.phis, copy.commands, copy.term
            if resume and b.label == entry:
                commands = ()
            if park is not None and b.label == park[0]:
                term = Br(park[1])
            if cut is not None and b.label == cut[0]:
                term = redirect(term, self.copied.label.get(cut[1], cut[1]), cut[2])
            if b.label == latch:
                term = Br(leave)
            out.append(attrs.evolve(copy, phis=phis, commands=commands, term=term))
        edges = {(b.label, t) for b in out for t in b.successors}
        self.blocks = [attrs.evolve(b, phis=tuple(
            attrs.evolve(p, incoming=tuple((v, s) for v, s in p.incoming if (s, b.label) in edges))
            for p in b.phis)) for b in out]
        self.entry = self.copied.label[entry]
        self.exit = self.copied.label.get(latch, "")
        self.park = park[1] if park else cut[2] if cut else ""
        self.emitted = emitted

    def value(self, name: str) -> Value:
        """The copy's value of `name` (given, its own, or one from outside the loop)."""
        return self.copied.values.get(name, Local(name))

    def incoming(self, parked: Value, finished: Value) -> tuple[tuple[Value, str], ...]:
        """A join's incoming values: `parked` from the park block, `finished` from the latch
        (when the copy reaches its latch without parking)."""
        return ((parked, self.park),) + (((finished, self.exit),) if self.exit in self.emitted else ())
