"""[W-CMD-CALL-FN] Calls of functions the module defines, by inlining: the call's block is split
at the call, the callee's blocks are copied in between under fresh names, its parameters become
the arguments and each `ret` a branch to the rest of the block, whose phi takes the returned
value. The interpreter, the z3 encoding and the vectorizer all see the function this way."""

from __future__ import annotations

import itertools

import attrs

from pllvm.errors import Unsupported
from pllvm.syntax import (
    Block,
    Br,
    Call,
    Function,
    GlobalRef,
    IntConst,
    Module,
    Phi,
    Ret,
    Value,
    VoidType,
)
from pllvm.syntax.rewrite import Copied, Names

__all__ = ["calls_inlined"]

_DONE: dict[tuple[int, str], tuple[Module, Function]] = {}


def calls_inlined(module: Module, fn: Function) -> Function:
    """[W-CMD-CALL-FN] `fn` with every call of a function of `module` inlined, callees' own calls
    first (`fn` itself where it calls none); a recursive call (a cycle of calls through `fn`'s
    callees) is `Unsupported`, naming the cycle. Remembered per module object, as compiled
    programs are."""
    key = (id(module), fn.name)
    hit = _DONE.get(key)
    if hit is not None and hit[0] is module and any(f is fn for f in module.functions):
        return hit[1]
    if len(_DONE) > 256:
        _DONE.clear()
    out = _inlined(fn, {f.name: f for f in module.functions}, (fn.name,))
    _DONE[key] = (module, out)
    return out


def _inlined(fn: Function, defined: dict[str, Function], chain: tuple[str, ...]) -> Function:
    origin: dict[str, str] = {}  # the block a rest of a block (after an inlined call) is part of
    while (site := _site(fn, set(defined))) is not None:
        label, k = site
        call = fn.block(label).commands[k].op
        assert isinstance(call, Call) and isinstance(call.callee, GlobalRef)
        name = call.callee.name
        if name in chain:
            cycle = " -> ".join(f"@{f}" for f in (*chain[chain.index(name):], name))
            raise Unsupported(f"a recursive call ({cycle}): pllvm inlines the functions of the "
                              "module a function calls, and a recursive one cannot be inlined")
        fn, rest = _inline(fn, label, k, _inlined(defined[name], defined, (*chain, name)),
                           origin.get(label, label))
        origin[rest] = origin.get(label, label)
    return fn


def _site(fn: Function, defined: set[str]) -> tuple[str, int] | None:
    """The first call of a function of `defined`: its block and command index."""
    for b in fn.blocks:
        for k, c in enumerate(b.commands):
            if isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef) and (
                    c.op.callee.name in defined):
                return b.label, k
    return None


def _inline(fn: Function, label: str, k: int, callee: Function, base: str) -> tuple[Function, str]:
    """The call at command k of block `label` (part of the caller's block `base`) replaced by a
    copy of `callee` (its own calls already inlined), and the label of the block's rest. The
    copy's names start with the callee's name, numbered from the second call on (`clamp.entry`,
    `clamp1.entry`); the rest is `base.after.clamp`, `base.after.clamp1`."""
    block = fn.block(label)
    cmd = block.commands[k]
    call = cmd.op
    assert isinstance(call, Call)
    if block.predicate not in (None, IntConst(1)) or cmd.total:
        raise Unsupported(f"the call of @{callee.name} in %{label} is predicated or total: pllvm "
                          "inlines calls of unpredicated blocks only")
    if len(call.args) != len(callee.params) or callee.varargs:
        raise Unsupported(f"the call of @{callee.name} in %{label} does not match its signature")
    names = Names(fn, extra=[b.label for b in callee.blocks])
    tag = next(t for t in (callee.name if n == 0 else f"{callee.name}{n}" for n in itertools.count())
               if not any(x == t or x.startswith(f"{t}.") for x in names.taken))
    given = {p.name: a.value for p, a in zip(callee.params, call.args, strict=True)}
    copy = Copied(callee.blocks, names, lambda b: f"{tag}.{b}", lambda v: f"{tag}.{v}", given)
    after = names.fresh(f"{base}.after.{tag}")
    returns: list[tuple[Value, str]] = []
    body = []
    for b in callee.blocks:
        moved = copy.block(b)
        if isinstance(b.term, Ret):
            ret = moved.term
            assert isinstance(ret, Ret)
            if ret.value is not None:
                returns.append((ret.value, moved.label))
            moved = attrs.evolve(moved, term=Br(after, loc=b.term.loc))
        body.append(moved)
    phis: tuple[Phi, ...] = ()
    if cmd.name is not None and not isinstance(call.ret_ty, VoidType):
        phis = (Phi(cmd.name, call.ret_ty, tuple(returns), loc=cmd.loc),)
    head = attrs.evolve(block, commands=block.commands[:k],
                        term=Br(copy.label[callee.blocks[0].label], loc=cmd.loc))
    rest = Block(after, phis, block.commands[k + 1:], block.term, block.predicate, loc=block.loc)
    blocks: list[Block] = []
    for b in fn.blocks:
        b = head if b.label == label else b
        incoming = [attrs.evolve(p, incoming=tuple((v, after if lbl == label else lbl)
                                                   for v, lbl in p.incoming)) for p in b.phis]
        blocks.append(attrs.evolve(b, phis=tuple(incoming)))  # an edge from `label` now leaves `after`
        if b is head:
            blocks += [*body, rest]
    return attrs.evolve(fn, blocks=tuple(blocks)), after

