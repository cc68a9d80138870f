"""Loop-unrolling active-lane consolidation ([TR-ALC-UNROLL], seed 001 §3.2, Fig. 3.3): the
full-chunk loop of [TR-OUTER] runs two chunks per trip and gathers the iterations that take one
edge D -> B into full vectors.

Thread t runs iterations i0 = j + t and i1 = j + W + t. Each runs its iteration up to the edge
D -> B (`--alc-at B`); an iteration that takes the edge parks there, with the values the rest of
its iteration reads (B's live-ins), and one that does not runs to the end of its iteration. When
a0 + a1 ≥ W iterations parked and neither chunk had all W parked (seed §3.2.1's test), the parked
ones are consolidated (semantics/builtins.md [ALC]): the merged positions, all parked, run the
rest of their iteration from B with every thread active; the remainder positions that parked
(a0 + a1 - W of them) run it guarded. Otherwise each chunk's parked iterations run it guarded, as
an unrolled loop would:

    H.alc:   j = phi [s, P], [j.next, H.alc.end]   r = phi [r.init, P], [r', H.alc.end]
             i0 = j + tid ; i1 = j + W + tid ; br H.alc0
    (the iteration at i0, D -> B going to park0)         park0/latch0 -> H.alc0.join
    (the iteration at i1, D -> B going to park1)         park1/latch1 -> H.alc1.join
    H.alc.decide: n0 = popcount(taken0) ; n1 = popcount(taken1)
             br (n0 + n1 >= W && n0 < W && n1 < W), H.alc.merge, H.alc.p0
    H.alc.merge: m = alc_merged(taken0, taken1) ; x.m = alc_permute(x0, x1, m) ; i.m = j + m
             (from B on, unguarded) ; pr = alc_permute(taken0, taken1, alc_remainder(...))
             br pr, (from B on at the remainder positions), H.alc.r.done
    H.alc.p0: br taken0, (from B on at i0), ... br taken1, (from B on at i1), H.alc.p1.done
    H.alc.end: j.next = j + 2W ; br full(j.next), H.alc, H.rest

Every (iteration, block) pair runs once. A reduction's partial result is the thread's own
wherever the iteration that adds to it ran, so reductions must be reassociable. Consolidation
reorders iterations, so the loop may carry no value but its induction variable and reductions,
and no memory dependence: a store writes the iteration's own element (`gep T, base, i`), and a
load reads memory no store of the loop writes, or its own iteration's element of it. The tail
(fewer than 2W iterations) runs in the guarded chunk loop, where a thread runs only a real
iteration: the lane-validity mask the seed's SVE sequence lacks (../shared/notes/alc.md).
"""

from __future__ import annotations

import attrs

from pllvm.analysis.pointers import pointer_roots
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
from pllvm.syntax.builtins import LIBM
from pllvm.syntax.instructions import Cast, ICmp
from pllvm.syntax.rewrite import Copied, Names, definitions, redirect, value_types
from pllvm.syntax.types import I1, I32, I64, FloatType, IntType, PtrType, Type
from pllvm.syntax.values import Undef, Value
from pllvm.text.printer import print_type, print_value

__all__ = ["Consolidation", "check_independent", "consolidation", "unrolled"]

#: LLVM intrinsics without side effects a consolidated loop may call (by family)
_PURE_INTRINSICS = ("fabs", "sqrt", "fma", "fmuladd", "copysign", "floor", "ceil", "trunc",
                    "round", "rint", "minnum", "maxnum", "minimum", "maximum", "smin", "smax",
                    "umin", "umax", "abs", "ctpop", "ctlz", "cttz", "exp", "exp2", "log", "log2",
                    "log10", "sin", "cos", "pow")


@attrs.frozen
class Consolidation:
    """Where a loop is consolidated: the edge `branch` -> `block`, the blocks an iteration runs
    from `block` on (`suffix`, in function order), and the values of the iteration they read
    (`live_ins`, with their types) besides the induction variable and the reductions."""

    branch: str
    block: str
    suffix: tuple[str, ...]
    live_ins: tuple[tuple[str, Type], ...]


def consolidation(fn: Function, header: str, blocks: frozenset[str], at: str, iv: str,
                  reductions: dict[str, tuple[str, str]]) -> Consolidation:
    """[TR-ALC-UNROLL] The consolidation of the edge into block `at` of the loop `header`
    (`blocks`), or why the loop cannot be consolidated there. The induction variable `iv` and the
    reductions (phi -> (step, update)) are carried, not live-ins: each thread goes on with its
    own partial result, so a reduction is updated wholly before B or wholly from B on."""
    at = at.lstrip("%")
    if at not in blocks or at == header:
        raise TransformError(f"--alc-at %{at}: not a block of the loop %{header} other than its "
                             f"header (blocks: %{', %'.join(sorted(blocks))})")
    forest = loop_forest(CFG.of(fn))
    inner = [lp.header for lp in forest.loops.values() if lp.header != header and at in lp.blocks
             and header in (a.header for a in forest.around(lp.header))]
    if inner:
        raise TransformError(f"--alc-at %{at}: the block is in the inner loop %{inner[0]}; pllvm "
                             "consolidates a block its iteration runs at most once")
    preds = [b.label for b in fn.blocks if b.label in blocks and at in b.successors]
    if len(preds) != 1 or len(set(fn.block(preds[0]).successors)) != 2:
        raise TransformError(f"--alc-at %{at}: the block is entered from "
                             f"{', '.join('%' + p for p in preds) or 'nowhere'}; pllvm consolidates "
                             "a block entered from one conditional branch, the edge it parks")
    branch = preds[0]
    if fn.block(at).phis:
        raise TransformError(f"--alc-at %{at}: the block has phis; entered from one branch, it "
                             "needs none")
    suffix = _reachable(fn, at, blocks, header)
    carried = {iv, *reductions}
    for r, (step, update) in reductions.items():
        places = {_defined_in(fn, step) in suffix, _defined_in(fn, update) in suffix}
        if len(places) == 2:
            raise TransformError(f"--alc-at %{at}: the reduction %{r} is stepped before the block "
                                 "and updated from it on (or the other way): a thread's partial "
                                 "result would be split between two iterations")
        if not places.pop():
            carried.add(update)
    types = value_types(fn)
    inside = {name for b in blocks for name, _ in definitions_of(fn.block(b))}
    suffix_defs = {name for b in suffix for name, _ in definitions_of(fn.block(b))}
    read: list[str] = []
    for label in suffix:
        b = fn.block(label)
        nodes: list[object] = [*b.commands, b.term]
        nodes += [v for p in b.phis for v, src in p.incoming if src in suffix]
        for node in nodes:
            for v in operands(node.op if isinstance(node, Command) else node):
                if (isinstance(v, Local) and v.name in inside and v.name not in suffix_defs
                        and v.name not in carried and v.name not in read):
                    read.append(v.name)
    return Consolidation(branch, at, tuple(b.label for b in fn.blocks if b.label in suffix),
                         tuple((name, types[name]) for name in read))


def definitions_of(b: Block) -> list[tuple[str, object]]:
    """The values block b defines (phis and named commands)."""
    return [(p.name, p) for p in b.phis] + [(c.name, c.op) for c in b.commands if c.name]


def _reachable(fn: Function, start: str, blocks: frozenset[str], header: str) -> set[str]:
    """The blocks of the loop reachable from `start` without going back to the header."""
    seen, todo = {start}, [start]
    while todo:
        for s in fn.block(todo.pop()).successors:
            if s in blocks and s != header and s not in seen:
                seen.add(s)
                todo.append(s)
    return seen


def check_independent(fn: Function, blocks: frozenset[str], iv: str) -> None:
    """[TR-ALC-LEGAL] Refuse a loop whose iterations consolidation could not reorder: a call
    other than to a math function or a pure intrinsic, an atomic, a store other than to the
    iteration's own element (`gep T, base, i`, base outside the loop), or a load of memory the
    loop stores to other than of its own iteration's element of it."""
    roots = pointer_roots(fn)
    params = {p.name for p in fn.params}
    noalias = {p.name for p in fn.params if "noalias" in p.attrs}
    defs = dict(definitions(fn))
    in_loop = {name for b in blocks for name, _ in definitions_of(fn.block(b))}

    def root(v: Value) -> str | None:
        if isinstance(v, GlobalRef):
            return "@" + v.name
        return roots.get(v.name) if isinstance(v, Local) else None

    def apart(a: str | None, b: str | None) -> bool:
        return a is not None and b is not None and a != b and (
            a in noalias or b in noalias or (a not in params and b not in params))

    def own(ptr: Value) -> tuple[Value, Type] | None:
        """(base, element type) when ptr is the iteration's own element of a base from outside."""
        g = defs.get(ptr.name) if isinstance(ptr, Local) else None
        if not isinstance(g, Gep) or len(g.indices) != 1:
            return None
        base, index = g.base, g.indices[0].value
        if isinstance(base, Local) and base.name in in_loop:
            return None
        while isinstance(index, Local) and isinstance(defs.get(index.name), Cast):
            cast = defs[index.name]
            assert isinstance(cast, Cast)
            if cast.op not in ("sext", "zext"):
                return None
            index = cast.operand
        return (base, g.source) if index == Local(iv) else None

    stores: list[tuple[str, Value, str]] = []
    loads: list[tuple[str, Value, str]] = []
    for label in sorted(blocks):
        for c in fn.block(label).commands:
            op = c.op
            where = f"in %{label}"
            if isinstance(op, Call):
                name = op.callee.name if isinstance(op.callee, GlobalRef) else None
                family = name.split(".")[1] if name and name.startswith("llvm.") else None
                if name not in LIBM and family not in _PURE_INTRINSICS:
                    callee = f"@{name}" if name else "through a pointer"
                    raise TransformError(f"--alc: the loop calls {callee} ({where}); consolidation "
                                         "reorders iterations, so the loop may call only math "
                                         "functions")
            elif isinstance(op, AtomicRMW | CmpXchg) or (isinstance(op, Load | Store) and op.ordering):
                raise TransformError(f"--alc: the loop has an atomic access ({where}), whose order "
                                     "consolidation would change")
            elif isinstance(op, Store):
                stores.append((where, op.ptr, c.name or ""))
            elif isinstance(op, Load):
                loads.append((where, op.ptr, c.name or ""))
    for where, ptr, _ in stores:
        if own(ptr) is None:
            raise TransformError(f"--alc: the store {where} writes through {print_value(ptr)}, not the "
                                 "iteration's own element (gep T, base, i): two iterations may "
                                 "write one element (a scatter's WAW), or one read what another "
                                 "writes, and consolidation reorders them")
    for where, ptr, name in loads:
        for swhere, sptr, _ in stores:
            if apart(root(ptr), root(sptr)):
                continue
            if own(ptr) is None or own(ptr) != own(sptr):
                raise TransformError(f"--alc: the load %{name} {where} may read what the store "
                                     f"{swhere} writes in another iteration (a loop-carried "
                                     "dependence); consolidation reorders iterations")


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
    out: list[Block] = []
    acc: dict[str, Value] = {r: v for r, (v, _) in reductions.items()}

    # the two iterations, each up to the edge it parks at
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
    parks = [names.fresh(f"{cons.block}.alc{k}.park") for k in range(2)]
    parts = []
    taken: list[Value] = []
    parked: list[dict[str, Value]] = []
    for k in range(2):
        part = _Part(fn, loop_blocks, header, names, f"alc{k}", {iv.name: starts[k], **acc},
                     leave=joins[k], latch=latch, cut=(cons.branch, cons.block, parks[k]))
        parts.append(part)
        flag = names.fresh(f"{cons.block}.taken{k}")
        phis = [Phi(flag, I1, part.incoming(IntConst(1), IntConst(0)))]
        values: dict[str, Value] = {}
        for name, ty in cons.live_ins:
            x = names.fresh(f"{name}.alc{k}")
            phis.append(Phi(x, ty, part.incoming(part.value(name), Undef())))
            values[name] = Local(x)
        after: dict[str, Value] = {}
        for r, (_, update) in reductions.items():
            x = names.fresh(f"{r}.alc{k}")
            at_park = part.value(update) if r in ahead else acc[r]
            phis.append(Phi(x, _type(fn, r), part.incoming(at_park, part.value(update))))
            after[r] = Local(x)
        out += part.blocks
        out.append(Block(parks[k], (), (), Br(joins[k])))
        out.append(Block(joins[k], tuple(phis), (), Br(decide)))  # the first's: set below
        taken.append(Local(flag))
        parked.append(values)
        acc = after
    out = [attrs.evolve(b, term=Br(parts[1].entry)) if b.label == joins[0] else b for b in out]
    trip = [Block(head[0], head[1], tuple(head_cmds), Br(parts[0].entry))]

    # the decision: consolidate when the parked iterations fill a vector and neither chunk is full
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

    def permute(x0: Value, x1: Value, ty: Type, pos: Value, cmds: list[Command], name: str) -> Value:
        """alc_permute(x0, x1, pos) of a value of type ty, carried as an i64 (one signature of
        the builtin for every type: bits of a float, a pointer's address, an integer extended)."""
        wide = []
        for x in (x0, x1):
            wide.append(_to_carrier(x, ty, names, cmds, name))
        moved = names.fresh(f"{name}.i64")
        cmds.append(Command(moved, Call(I64, GlobalRef("alc_permute"),
                                        (Arg(I64, wide[0]), Arg(I64, wide[1]), Arg(I32, pos)))))
        return _from_carrier(Local(moved), ty, names, cmds, name)

    def positions(which: str, cmds: list[Command]) -> tuple[Value, dict[str, Value]]:
        """The positions `which` (alc_merged, alc_remainder) and the live-ins moved there."""
        tag = which.split("_")[1]
        pos = names.fresh(f"{cons.block}.{tag}")
        cmds.append(Command(pos, Call(I32, GlobalRef(which), (Arg(I1, taken[0]), Arg(I1, taken[1])))))
        moved = {name: permute(parked[0][name], parked[1][name], ty, Local(pos), cmds, f"{name}.{tag}")
                 for name, ty in cons.live_ins}
        offset: Value = Local(pos)
        if iv_ty != I32:
            wide = names.fresh(f"{pos}.ext")
            cmds.append(Command(wide, Cast("zext" if iv_ty.bits > 32 else "trunc", I32, Local(pos), iv_ty)))
            offset = Local(wide)
        i = names.fresh(f"{iv.name}.{tag}")
        cmds.append(Command(i, BinOp("add", iv_ty, Local(chunk), offset)))
        moved[iv.name] = Local(i)
        return Local(pos), moved

    def rest_of_iteration(tag: str, given: dict[str, Value], leave: str) -> tuple[_Part, dict[str, Value]]:
        """The iteration from B on, with its live-ins `given`, and each reduction's update."""
        own = {**acc, **{u: acc[r] for r, u in ahead.items()}}
        part = _Part(fn, suffix, cons.block, names, tag, {**given, **own}, leave=leave, latch=latch)
        return part, {r: part.value(update) for r, (_, update) in reductions.items()}

    # consolidated: the merged positions unguarded, then the remainder's parked ones guarded
    merge_cmds: list[Command] = []
    _, at_merged = positions("alc_merged", merge_cmds)
    merged, acc = rest_of_iteration("alc.m", at_merged, r_guard)
    out.append(Block(merge, (), tuple(merge_cmds), Br(merged.entry)))
    out += merged.blocks
    rest_cmds: list[Command] = []
    remainder, at_rest = positions("alc_remainder", rest_cmds)
    runs = permute(taken[0], taken[1], I1, remainder, rest_cmds, f"{cons.block}.remainder.runs")
    rest, updates = rest_of_iteration("alc.r", at_rest, r_done)
    out.append(Block(r_guard, (), tuple(rest_cmds), CondBr(runs, rest.entry, r_done)))
    out += rest.blocks
    consolidated = {r: names.fresh(f"{r}.alc.c") for r in reductions}
    out.append(Block(r_done, tuple(Phi(consolidated[r], _type(fn, r), ((updates[r], rest.exit),
                                                                       (acc[r], r_guard)))
                                   for r in reductions), (), Br(end[0])))

    # not consolidated: each chunk's parked iterations, guarded, as an unrolled loop runs them
    acc = after
    for k in range(2):
        part, updates = rest_of_iteration(f"alc.p{k}", {**parked[k], iv.name: starts[k]}, p_done[k])
        out.append(Block(p_guard[k], (), (), CondBr(taken[k], part.entry, p_done[k])))
        out += part.blocks
        done = {r: names.fresh(f"{r}.alc.p{k}") for r in reductions}
        out.append(Block(p_done[k], tuple(Phi(done[r], _type(fn, r), ((updates[r], part.exit),
                                                                      (acc[r], p_guard[k])))
                                          for r in reductions),
                         (), Br(p_guard[1] if k == 0 else end[0])))
        acc = {r: Local(done[r]) for r in reductions}
    results = {r: names.fresh(f"{r}.alc.trip") for r in reductions}
    out.append(Block(end[0], tuple(Phi(results[r], _type(fn, r), ((Local(consolidated[r]), r_done),
                                                                  (acc[r], p_done[1])))
                                   for r in reductions), end[1], end[2]))
    return trip + out, {r: Local(v) for r, v in results.items()}


def _to_carrier(x: Value, ty: Type, names: Names, cmds: list[Command], name: str) -> Value:
    """x of type ty as the i64 alc_permute moves."""
    if ty == I64:
        return x
    if isinstance(ty, FloatType) and ty.bits == 64:
        return _cast(cmds, names, name, "bitcast", ty, x, I64)
    if isinstance(ty, FloatType):
        x, ty = _cast(cmds, names, name, "bitcast", ty, x, IntType(ty.bits)), IntType(ty.bits)
    if isinstance(ty, PtrType):
        return _cast(cmds, names, name, "ptrtoint", ty, x, I64)
    if not isinstance(ty, IntType) or ty.bits > 64:
        raise TransformError(f"--alc: the live-in %{name.rsplit('.', 1)[0]} has type "
                             f"{print_type(ty)}; pllvm moves integers, floats and pointers")
    return _cast(cmds, names, name, "zext", ty, x, I64)


def _from_carrier(x: Value, ty: Type, names: Names, cmds: list[Command], name: str) -> Value:
    """The value of type ty an i64 from `_to_carrier` carries."""
    if ty == I64:
        return x
    if isinstance(ty, FloatType) and ty.bits == 64:
        return _cast(cmds, names, name, "bitcast", I64, x, ty)
    if isinstance(ty, PtrType):
        return _cast(cmds, names, name, "inttoptr", I64, x, ty)
    assert isinstance(ty, IntType | FloatType)
    narrow = _cast(cmds, names, name, "trunc", I64, x, IntType(ty.bits))
    if isinstance(ty, FloatType):
        return _cast(cmds, names, name, "bitcast", IntType(ty.bits), narrow, ty)
    return narrow


def _cast(cmds: list[Command], names: Names, name: str, op: str, from_ty: Type, x: Value,
          to_ty: Type) -> Value:
    out = names.fresh(f"{name}.{op}")
    cmds.append(Command(out, Cast(op, from_ty, x, to_ty)))
    return Local(out)


def _defined_in(fn: Function, name: str) -> str:
    return next(b.label for b in fn.blocks for x, _ in definitions_of(b) if x == name)


def _type(fn: Function, phi: str) -> Type:
    return next(p.ty for b in fn.blocks for p in b.phis if p.name == phi)


class _Part:
    """A copy of the loop's blocks from `entry` (the header, or B) that runs one iteration and
    leaves to `leave` from the latch: the values `given` (the induction variable, reductions,
    live-ins) in place of the header's phis or of definitions outside the part; with `cut`
    (D, B, park), the edge D -> B goes to `park`. Only the blocks the copy reaches are emitted,
    and phis keep only the edges that remain."""

    def __init__(self, fn: Function, blocks: frozenset[str], entry: str, names: Names, tag: str,
                 given: dict[str, Value], leave: str, latch: str,
                 cut: tuple[str, str, str] | None = None) -> None:
        reach = {entry}
        todo = [entry]
        while todo:
            label = todo.pop()
            for s in fn.block(label).successors:
                if cut is not None and (label, s) == cut[:2]:
                    continue
                if s in blocks and s != entry and s not in reach:
                    reach.add(s)
                    todo.append(s)
        src = [fn.block(b.label) for b in fn.blocks if b.label in reach]
        self.copied = Copied(src, names, lambda b: f"{b}.{tag}", lambda v: f"{v}.{tag}")
        head_phis = {p.name for p in fn.block(entry).phis} if entry in blocks else set()
        for name, v in given.items():
            if name in head_phis or name not in self.copied.value:
                self.copied.values[name] = v
        emitted = {self.copied.label[b.label] for b in src}
        out: list[Block] = []
        for b in src:
            copy = self.copied.block(b)
            phis = () if b.label == entry else tuple(
                attrs.evolve(p, incoming=tuple((v, s) for v, s in p.incoming if s in emitted))
                for p in copy.phis)
            term = copy.term
            if cut is not None and b.label == cut[0]:
                term = redirect(term, self.copied.label.get(cut[1], cut[1]), cut[2])
            if b.label == latch:
                term = Br(leave)
            out.append(attrs.evolve(copy, phis=phis, term=term))
        self.blocks = out
        self.entry = self.copied.label[entry]
        self.exit = self.copied.label.get(latch, "")
        self.park = cut[2] if cut else ""
        self.emitted = emitted

    def value(self, name: str) -> Value:
        """The copy's value of `name` (given, its own, or one from outside the loop)."""
        return self.copied.values.get(name, Local(name))

    def incoming(self, parked: Value, finished: Value) -> tuple[tuple[Value, str], ...]:
        """A join's incoming values: `parked` from the park block, `finished` from the latch
        (when the copy reaches its latch without parking)."""
        return ((parked, self.park),) + (((finished, self.exit),) if self.exit in self.emitted else ())
