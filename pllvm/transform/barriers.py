"""A work-group function split at its barriers ([TR-BARRIER-SPLIT], semantics/transforms.md), so
that a group can run W work-items at a time: each call runs one region (from the start or a
barrier to the next barrier or the return) for one chunk of the group, and returns where the
next region starts; a value that one region defines and a later one uses is kept per work-item
in a state buffer (WFV's continuations, seed 002 §VI-B)."""

from __future__ import annotations

import attrs

from pllvm.cfg import CFG, dominator_tree
from pllvm.errors import Unsupported
from pllvm.syntax import (
    I32,
    I64,
    PTR,
    Alloca,
    BinOp,
    Block,
    Call,
    Command,
    Function,
    GlobalRef,
    IntConst,
    IntType,
    Load,
    Local,
    Param,
    Phi,
    Ret,
    Store,
    Switch,
    Typed,
)
from pllvm.syntax.instructions import Gep, operands
from pllvm.syntax.layout import Layout
from pllvm.syntax.rewrite import Names, replace, value_types
from pllvm.syntax.typing import TypeTable

__all__ = ["END", "split_at_barriers"]

#: what a region returns when the work-item returned: no further region
END = 0


def _is_barrier(c: Command) -> bool:
    return isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef) and c.op.callee.name == "barrier"


def _split_blocks(fn: Function) -> tuple[list[Block], list[str]]:
    """Every block cut after each barrier: the part before ends in `ret i32 k` (k = 1, 2, ...
    in order), the part after is a new block, the k-th resume point. Returns the blocks and
    the resume points' labels."""
    names = Names(fn)
    blocks: list[Block] = []
    resumes: list[str] = []
    renamed: dict[str, str] = {}  # a block's label -> the label of its last part
    for b in fn.blocks:
        label, phis, rest = b.label, b.phis, list(b.commands)
        predicate = b.predicate
        while (k := next((i for i, c in enumerate(rest) if _is_barrier(c)), None)) is not None:
            resume = names.fresh(f"{b.label}.resume")
            resumes.append(resume)
            blocks.append(Block(label, phis, tuple(rest[:k]), Ret(I32, IntConst(len(resumes))),
                                predicate))
            label, phis, rest = resume, (), rest[k + 1:]
        if label != b.label:
            renamed[b.label] = label
        blocks.append(Block(label, phis, tuple(rest), b.term, predicate))
    # a successor's phi names the block that now ends in the original terminator
    fixed = [attrs.evolve(b, phis=tuple(attrs.evolve(p, incoming=tuple(
        (v, renamed.get(pred, pred)) for v, pred in p.incoming)) for p in b.phis)) for b in blocks]
    return fixed, resumes


def split_at_barriers(fn: Function, prefix: int, index: str, items: int, layout: Layout,
                      types: TypeTable, uniform: frozenset[str] = frozenset()) -> tuple[Function, int]:
    """[TR-BARRIER-SPLIT] `fn` (a void work-group function whose first `prefix` entry commands
    compute the ids) as `i32 fn(params..., ptr %cl.state, i32 %cl.resume)`: a dispatch runs the
    id prefix and branches to the start (resume 0) or to the resume point after barrier k; each
    barrier returns k, the return returns END. A value used where its definition does not
    dominate it is stored after its definition at `state + slot + index·size` (`index`: the
    work-item's number in the group, `items` of them), or at `state + slot` when it is `uniform`
    (the same on every work-item of the group, so it stays uniform when read back) and defined
    before every barrier (defined once: a chunk cannot overwrite it while another still reads the
    value of an earlier round), and loaded at each such use. Returns the
    function and the state's size in bytes. A private variable (`alloca`) would not outlive a
    call, so one that a region after a barrier uses is refused."""
    blocks, resumes = _split_blocks(fn)
    if not resumes:
        raise Unsupported(f"@{fn.name} has no barrier to split at")
    entry = blocks[0]
    dispatch = Names(fn, [b.label for b in blocks]).fresh("cl.dispatch")
    cases = tuple((k + 1, r) for k, r in enumerate(resumes))
    head = Block(dispatch, (), entry.commands[:prefix],
                 Switch(I32, Local("cl.resume"), entry.label, cases))
    blocks[0] = attrs.evolve(entry, commands=entry.commands[prefix:])
    blocks = [head, *[attrs.evolve(b, term=Ret(I32, IntConst(END)))
                      if isinstance(b.term, Ret) and b.term.value is None else b for b in blocks]]
    out = attrs.evolve(fn, ret_ty=I32, blocks=tuple(blocks),
                       params=(*fn.params, Param(PTR, "cl.state"), Param(I32, "cl.resume")))
    cfg = CFG.of(out)
    again: set[str] = set()  # the blocks a region after a barrier can run
    work = list(resumes)
    while work:
        b = work.pop()
        if b not in again:
            again.add(b)
            work += cfg.succ[b]
    once = frozenset(n for b in out.blocks if b.label not in again
                     for n in [*(p.name for p in b.phis), *(c.name for c in b.commands if c.name)])
    return _demote(out, index, items, layout, types, uniform & once)


def _demote(fn: Function, index: str, items: int, layout: Layout, types: TypeTable,
            uniform: frozenset[str]) -> tuple[Function, int]:
    """Every value with a use its definition does not dominate kept in its state slot."""
    cfg = CFG.of(fn)
    dom = dominator_tree(cfg)
    where: dict[str, tuple[str, int]] = {}
    for b in fn.blocks:
        where.update({p.name: (b.label, -1) for p in b.phis})
        where.update({c.name: (b.label, k) for k, c in enumerate(b.commands) if c.name})

    def dominated(name: str, block: str, at: int) -> bool:
        db, dk = where[name]
        return dom.dominates(db, block) and (db != block or dk < at)

    far: set[str] = set()
    for b in fn.blocks:
        for p in b.phis:
            far |= {v.name for v, pred in p.incoming if isinstance(v, Local) and v.name in where
                    and not dominated(v.name, pred, len(fn.block(pred).commands))}
        for k, c in enumerate(b.commands):
            far |= {v.name for v in operands(c.op) if isinstance(v, Local) and v.name in where
                    and not dominated(v.name, b.label, k)}
        far |= {v.name for v in operands(b.term) if isinstance(v, Local) and v.name in where
                and not dominated(v.name, b.label, len(b.commands))}
    vtypes = value_types(fn, types)
    for name in sorted(far):
        db, dk = where[name]
        if dk >= 0 and isinstance(fn.block(db).commands[dk].op, Alloca):
            raise Unsupported(f"@{fn.name}: the private variable %{name} is used after a barrier; "
                              "it would not outlive the region (run the group as one vector)")
    slots: dict[str, int] = {}
    size = 0
    for name in sorted(far):
        align = layout.align(vtypes[name])
        size = -(-size // align) * align
        slots[name] = size
        size += layout.size(vtypes[name]) * (1 if name in uniform else items)
    names = Names(fn)

    def address(name: str, into: list[Command]) -> Local:
        """state + slot + index·size, the work-item's cell of `name`'s slot (state + slot for a
        uniform value)."""
        at = names.fresh(f"{name}.at")
        if name in uniform:
            into.append(Command(at, Gep(IntType(8), PTR, Local("cl.state"),
                                        (Typed(I64, IntConst(slots[name])),))))
            return Local(at)
        elem = layout.size(vtypes[name])
        off, pos = names.fresh(f"{name}.off"), names.fresh(f"{name}.pos")
        into.append(Command(off, BinOp("mul", I64, Local(index), IntConst(elem))))
        into.append(Command(pos, BinOp("add", I64, Local(off), IntConst(slots[name]))))
        into.append(Command(at, Gep(IntType(8), PTR, Local("cl.state"), (Typed(I64, Local(pos)),))))
        return Local(at)

    def load(name: str, into: list[Command]) -> Local:
        got = names.fresh(f"{name}.kept")
        into.append(Command(got, Load(vtypes[name], PTR, address(name, into))))
        return Local(got)

    blocks = []
    tails: dict[str, list[Command]] = {b.label: [] for b in fn.blocks}  # loads for successors' phis
    new_phis: dict[str, tuple[Phi, ...]] = {}
    for b in fn.blocks:
        phis = []
        for p in b.phis:
            incoming = []
            for v, pred in p.incoming:
                if isinstance(v, Local) and v.name in far and not dominated(
                        v.name, pred, len(fn.block(pred).commands)):
                    v = load(v.name, tails[pred])
                incoming.append((v, pred))
            phis.append(attrs.evolve(p, incoming=tuple(incoming)))
        new_phis[b.label] = tuple(phis)
    for b in fn.blocks:
        commands: list[Command] = []
        for p in b.phis:
            if p.name in far:
                commands.append(Command(None, Store(vtypes[p.name], Local(p.name), PTR,
                                                    address(p.name, commands))))
        for k, c in enumerate(b.commands):
            late = {v.name for v in operands(c.op) if isinstance(v, Local) and v.name in far
                    and not dominated(v.name, b.label, k)}
            if late:
                c = attrs.evolve(c, op=replace(c.op, {n: load(n, commands) for n in sorted(late)}))
            commands.append(c)
            if c.name in far:
                commands.append(Command(None, Store(vtypes[c.name], Local(c.name), PTR,
                                                    address(c.name, commands))))
        term = b.term
        late = {v.name for v in operands(term) if isinstance(v, Local) and v.name in far
                and not dominated(v.name, b.label, len(b.commands))}
        if late:
            term = replace(term, {n: load(n, commands) for n in sorted(late)})
        blocks.append(attrs.evolve(b, phis=new_phis[b.label],
                                   commands=(*commands, *tails[b.label]), term=term))
    return attrs.evolve(fn, blocks=tuple(blocks)), max(size, 1)
