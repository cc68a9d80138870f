"""[WIDEN-ATOMIC] Atomics thread by thread in lane order, as [W-INST-ATOMIC] orders them: lane t's
scalar instruction, written after lane t-1's, on its own address where it is active and on a
spare object of the function where it is not, so that no branch splits the block (its phis name
it as their predecessor) and a passive lane touches no memory the program can see."""

from __future__ import annotations

from pllvm.backend.lower import Lowering
from pllvm.syntax import PTR, AtomicRMW, CmpXchg, Command, Fence, Load, Store, Type
from pllvm.text.printer import print_ordering, print_type

__all__ = ["lower_atomic"]


def lower_atomic(lw: Lowering, cmd: Command, op: Load | Store | AtomicRMW | CmpXchg | Fence,
                 vec: bool) -> None:
    """One atomic instruction of the block being lowered. An atomic load from a uniform address
    is one load (every active thread reads the same value in one step); every other atomic is
    one scalar instruction per lane."""
    if isinstance(op, Fence):
        lw.emit(f"fence{print_ordering(op.scope, op.ordering)}")
        return
    spare = _spare(lw, op.ty)
    if isinstance(op, Load) and not lw.varying(op.ptr):
        at = lw.if_some_active(cmd, "ptr", lw.scalar(op.ptr, PTR), spare, "at")
        out = _one(lw, op, at, 0)
        lw.bind(cmd.name, lw.broadcast(out, op.ty) if vec else out)
        return
    mask = lw.mask_for(cmd)
    results: list[str] = []
    for t in range(lw.w):
        active, at = lw.fresh("on"), lw.fresh("at")
        lw.emit(f"{active} = extractelement <{lw.w} x i1> {mask}, i32 {t}")
        lw.emit(f"{at} = select i1 {active}, ptr {lw.lane(op.ptr, PTR, t)}, ptr {spare}")
        results.append(_one(lw, op, at, t))
    if cmd.name is not None and not isinstance(op, Store):
        _gather(lw, cmd, op, results)


def _one(lw: Lowering, op: Load | Store | AtomicRMW | CmpXchg, at: str, t: int) -> str:
    """Lane t's scalar instruction on address `at`; its result's name ("" for a store)."""
    ty, align = print_type(op.ty), f", align {op.align}" if op.align is not None else ""
    volatile = " volatile" if op.volatile else ""
    out = lw.fresh("old")
    match op:
        case Load(ordering=str(order), scope=scope):
            lw.emit(f"{out} = load atomic{volatile} {ty}, ptr {at}{print_ordering(scope, order)}"
                    f"{align}")
        case Store(value=v, ordering=str(order), scope=scope):
            lw.emit(f"store atomic{volatile} {ty} {lw.lane(v, op.ty, t)}, ptr {at}"
                    f"{print_ordering(scope, order)}{align}")
            return ""
        case AtomicRMW(op=name, value=v, ordering=order, scope=scope):
            lw.emit(f"{out} = atomicrmw{volatile} {name} ptr {at}, {ty} {lw.lane(v, op.ty, t)}"
                    f"{print_ordering(scope, order)}{align}")
        case CmpXchg(cmp=c, new=n, success=ok, failure=bad, weak=weak, scope=scope):
            head = "cmpxchg" + (" weak" if weak else "") + volatile
            lw.emit(f"{out} = {head} ptr {at}, {ty} {lw.lane(c, op.ty, t)}, "
                    f"{ty} {lw.lane(n, op.ty, t)}{print_ordering(scope, ok)} {bad}{align}")
    return out


def _gather(lw: Lowering, cmd: Command, op: Load | AtomicRMW | CmpXchg, results: list[str]) -> None:
    """The lanes' results as the command's widened value: `<W x T>`, or for `cmpxchg` the
    widened struct `{<W x T>, <W x i1>}` ([WIDEN-TENSOR])."""
    ty, w = print_type(op.ty), lw.w
    if not isinstance(op, CmpXchg):
        lw.bind(cmd.name, lw.from_lanes(ty, results))
        return
    pair = f"{{ {ty}, i1 }}"
    fields: list[list[str]] = [[], []]
    for r in results:
        for k in (0, 1):
            fields[k].append(lw.fresh("part"))
            lw.emit(f"{fields[k][-1]} = extractvalue {pair} {r}, {k}")
    old, ok = lw.from_lanes(ty, fields[0]), lw.from_lanes("i1", fields[1])
    wide, half = f"{{ <{w} x {ty}>, <{w} x i1> }}", lw.fresh("pair")
    lw.emit(f"{half} = insertvalue {wide} poison, <{w} x {ty}> {old}, 0")
    lw.emit(f"{lw.result(cmd)} = insertvalue {wide} {half}, <{w} x i1> {ok}, 1")


def _spare(lw: Lowering, ty: Type) -> str:
    """A zeroed object in the entry block, where passive lanes' atomics go: one per type in a
    function, shared by its atomics."""
    t = print_type(ty)
    if t not in lw.spares:
        name, align = lw.fresh("spare"), lw.layout.align(ty)
        lw.prologue.append(f"  {name} = alloca {t}, align {align}")
        lw.prologue.append(f"  store {t} zeroinitializer, ptr {name}, align {align}")
        lw.spares[t] = name
    return lw.spares[t]
