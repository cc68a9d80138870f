"""[W-CMD-RV-MEM] RV's memory and entry builtins, as the commands they stand for.

`rv_load(p, l)` loads through thread l's pointer, `rv_store(p, l, v)` stores v through it,
`rv_align(p, n)` is p where it is a multiple of n (poison elsewhere) and `rv_entry_mask()` is the
activation the function was entered with. Each is written here in terms of what the engine
already has (`rv_extract`, `load`, `store`, `ptrtoint`, `select`, `mask`), so the interpreter, the
compiled machine, the z3 encoding, the divergence analysis, the vectorizer and the lowering all
see the same meaning (semantics/builtins.md "RV's memory builtins")."""

from __future__ import annotations

import attrs

from pllvm.errors import Unsupported
from pllvm.syntax import (
    I1,
    I64,
    PTR,
    Arg,
    BinOp,
    Block,
    Call,
    Cast,
    Command,
    Function,
    GlobalRef,
    ICmp,
    IntConst,
    Load,
    Local,
    Mask,
    Poison,
    Select,
    Store,
    Value,
)
from pllvm.syntax.builtins import RV_EXPANDED
from pllvm.syntax.rewrite import Names, replace

__all__ = ["rv_expanded"]


def _callee(c: Command) -> str | None:
    op = c.op
    return op.callee.name if isinstance(op, Call) and isinstance(op.callee, GlobalRef) else None


def rv_expanded(fn: Function) -> Function:
    """`fn` with every call of an `RV_EXPANDED` builtin written out; `fn` itself if it has none.
    A call of one with the wrong arguments is `Unsupported`, naming the call's place."""
    if not any(_callee(c) in RV_EXPANDED for b in fn.blocks for c in b.commands):
        return fn
    names = Names(fn)
    entry = names.fresh("entry.mask")
    uses_entry = False
    aliases: dict[str, Value] = {}  # each rv_entry_mask() is the mask taken at the entry
    blocks: list[Block] = []
    for b in fn.blocks:
        commands: list[Command] = []
        for c in b.commands:
            name = _callee(c)
            if name == "rv_entry_mask":
                _arity(c, 0, b.label)
                uses_entry = True
                if c.name is not None:
                    aliases[c.name] = Local(entry)
            elif name == "rv_load":
                commands += _load(c, names, b.label)
            elif name == "rv_store":
                commands += _store(c, names, b.label)
            elif name == "rv_align":
                commands += _align(c, names, b.label)
            else:
                commands.append(c)
        blocks.append(attrs.evolve(b, commands=tuple(commands)))
    if uses_entry:  # [W-CMD-MASK] before anything else: the threads that entered the function
        first = blocks[0]
        blocks[0] = attrs.evolve(first, commands=(Command(entry, Mask(), loc=first.loc), *first.commands))
    return replace(attrs.evolve(fn, blocks=tuple(blocks)), aliases)


def _arity(c: Command, n: int, label: str) -> tuple[Arg, ...]:
    op = c.op
    assert isinstance(op, Call)
    if len(op.args) != n or c.total:
        raise Unsupported(f"@{_callee(c)} in %{label} takes {n} argument(s) and is not total "
                          f"({len(op.args)} given)", c.loc)
    return op.args


def _lane_pointer(c: Command, p: Arg, lane: Arg, names: Names) -> tuple[Command, Value]:
    """`rv_extract(p, l)`: thread l's pointer, on every thread."""
    at = names.fresh(f"{c.name or _callee(c)}.lane.ptr")
    return Command(at, Call(PTR, GlobalRef("rv_extract"), (Arg(p.ty, p.value), Arg(lane.ty, lane.value))),
                   loc=c.loc), Local(at)


def _load(c: Command, names: Names, label: str) -> list[Command]:
    """`%x = rv_load(p, l)`: `%a = rv_extract(p, l)`, `%x = load T, ptr %a` (T: the call's type)."""
    p, lane = _arity(c, 2, label)
    op = c.op
    assert isinstance(op, Call)
    at, ptr = _lane_pointer(c, p, lane, names)
    return [at, Command(c.name, Load(op.ret_ty, p.ty, ptr), loc=c.loc)]


def _store(c: Command, names: Names, label: str) -> list[Command]:
    """`rv_store(p, l, v)`: `%a = rv_extract(p, l)`, `store T v, ptr %a`."""
    p, lane, v = _arity(c, 3, label)
    at, ptr = _lane_pointer(c, p, lane, names)
    return [at, Command(None, Store(v.ty, v.value, p.ty, ptr), loc=c.loc)]


def _align(c: Command, names: Names, label: str) -> list[Command]:
    """`%x = rv_align(p, n)` for a constant power of two n: `%x = select (p & (n - 1)) == 0, p,
    poison`, the value an `align n` attribute gives a pointer that is not."""
    p, n = _arity(c, 2, label)
    align = n.value.value if isinstance(n.value, IntConst) else 0
    if align <= 0 or align & (align - 1):
        raise Unsupported(f"@rv_align in %{label}: the alignment must be a constant power of two", c.loc)
    base = c.name or "rv.align"
    bits, low, ok = (names.fresh(f"{base}.{s}") for s in ("bits", "low", "ok"))
    return [Command(bits, Cast("ptrtoint", p.ty, p.value, I64), loc=c.loc),
            Command(low, BinOp("and", I64, Local(bits), IntConst(align - 1)), loc=c.loc),
            Command(ok, ICmp("eq", I64, Local(low), IntConst(0)), loc=c.loc),
            Command(c.name, Select(I1, Local(ok), p.ty, p.value, Poison()), loc=c.loc)]

