"""[W-CMD-CALL-FN] Calls of functions the module defines, by inlining: the call's block is split
at the call, the callee's blocks are copied in between under fresh names, its parameters become
the arguments and each `ret` a branch to the rest of the block, whose phi takes the returned
value. The interpreter, the z3 encoding and the vectorizer all see the function this way."""

from __future__ import annotations

import itertools

import attrs

from pllvm.errors import Unsupported
from pllvm.exec.rv_memory import rv_expanded
from pllvm.syntax import (
    PTR,
    Block,
    Br,
    Call,
    Command,
    CondBr,
    Function,
    GlobalRef,
    ICmp,
    IntConst,
    Local,
    Module,
    Phi,
    Ret,
    Unreachable,
    Value,
    VoidType,
)
from pllvm.syntax.rewrite import Copied, Names, mentioned

__all__ = ["calls_inlined"]

_DONE: dict[tuple[int, str], tuple[Module, Function]] = {}


def calls_inlined(module: Module, fn: Function) -> Function:
    """[W-CMD-CALL-FN] `fn` with every call of a function of `module` inlined, callees' own calls
    first, and RV's memory builtins written out in each ([W-CMD-RV-MEM], `exec.rv_memory`; `fn`
    itself where it has neither). A call that closes a cycle (a call of `fn`, or of a callee
    being inlined), and a call of a recursive function whose cycles do not pass through `fn`,
    stay calls: nested lock-step runs ([W-CMD-CALL-REC]). Remembered per module object, as
    compiled programs are."""
    key = (id(module), fn.name)
    hit = _DONE.get(key)
    if hit is not None and hit[0] is module and any(f is fn for f in module.functions):
        return hit[1]
    if len(_DONE) > 256:
        _DONE.clear()
    defined = {f.name: f for f in module.functions}
    reach = _reaches(module)
    nested = {g for g in defined if g in reach[g] and fn.name not in reach[g]}
    out = _inlined(rv_expanded(_dispatched(fn, module)), defined, (fn.name,), module, nested)
    _DONE[key] = (module, out)
    return out


def _address_taken(module: Module) -> set[str]:
    """The functions (defined or declared) whose address is a value somewhere in the module: an
    operand other than a call's callee, or in a global's initializer."""
    functions = {f.name for f in module.functions} | {d.name for d in module.declarations}
    out: set[str] = set()
    for f in module.functions:
        for b in f.blocks:
            for c in b.commands:  # a call's callee is called, not taken
                mentioned(c.op.args if isinstance(c.op, Call) else c.op, out, GlobalRef)
            for x in (*b.phis, b.term):
                mentioned(x, out, GlobalRef)
    for g in module.globals:
        mentioned(g.init, out, GlobalRef)
    return out & functions


def _dispatched(fn: Function, module: Module) -> Function:
    """[W-CMD-CALL-INDIRECT] `fn` with each indirect call replaced by a dispatch: the pointer
    compared with each function of the module whose address is taken and whose type is the
    call's, in the module's order, each match a direct call; a pointer that is none of them
    reaches `unreachable` (undefined behaviour, as calling what is not such a function is)."""
    sites = [(b.label, k) for b in fn.blocks for k, c in enumerate(b.commands)
             if isinstance(c.op, Call) and not isinstance(c.op.callee, GlobalRef)]
    if not sites:
        return fn
    taken = _address_taken(module)
    signatures = {f.name: (f.ret_ty, tuple(p.ty for p in f.params), f.varargs) for f in module.functions}
    signatures |= {d.name: (d.ret_ty, tuple(p.ty for p in d.params), d.varargs)
                   for d in module.declarations}
    for label, k in reversed(sites):  # from the last, so earlier sites keep their places
        call = fn.block(label).commands[k].op
        assert isinstance(call, Call)
        want = (call.ret_ty, tuple(a.ty for a in call.args), False)
        targets = [n for n in signatures if n in taken and signatures[n] == want]
        if not targets:
            raise Unsupported(f"an indirect call in %{label} with no function of its type whose "
                              "address the module takes: pllvm cannot tell what it calls")
        fn = _dispatch(fn, label, k, targets)
    return fn


def _call_site(fn: Function, label: str, k: int, what: str) -> tuple[Block, Command, Call]:
    """The block, command and call at command k of block `label`; a call in a predicated block
    or a `total` one is refused (P-LLVM of pllvm's own making, which has none)."""
    block = fn.block(label)
    cmd = block.commands[k]
    call = cmd.op
    assert isinstance(call, Call)
    if block.predicate not in (None, IntConst(1)) or cmd.total:
        raise Unsupported(f"{what} in %{label} is predicated or total: pllvm inlines and "
                          "dispatches calls of unpredicated blocks only")
    return block, cmd, call


def _dispatch(fn: Function, label: str, k: int, targets: list[str]) -> Function:
    """The indirect call at command k of block `label` as a chain of tests and direct calls."""
    block, cmd, call = _call_site(fn, label, k, "the indirect call")
    names = Names(fn)
    after, none = names.fresh(f"{label}.after.call"), names.fresh(f"{label}.no.target")
    tests = [names.fresh(f"{label}.is.{t}") for t in targets]  # the comparisons
    tries = [names.fresh(f"{label}.try.{t}") for t in targets]  # the blocks that make them
    arms = [names.fresh(f"{label}.call.{t}") for t in targets]
    outs = [names.fresh(f"{cmd.name or 'call'}.{t}") for t in targets]
    chain: list[Block] = []
    for j, t in enumerate(targets):
        test = Command(tests[j], ICmp("eq", PTR, call.callee, GlobalRef(t)), loc=cmd.loc)
        miss = tries[j + 1] if j + 1 < len(targets) else none
        branch = CondBr(Local(tests[j]), arms[j], miss, loc=cmd.loc)
        if j == 0:
            head = attrs.evolve(block, commands=(*block.commands[:k], test), term=branch)
        else:
            chain.append(Block(tries[j], (), (test,), branch, loc=block.loc))
        direct = attrs.evolve(call, callee=GlobalRef(t), fn_ty=None)
        named = outs[j] if cmd.name is not None and not isinstance(call.ret_ty, VoidType) else None
        chain.append(Block(arms[j], (), (Command(named, direct, loc=cmd.loc),), Br(after), loc=block.loc))
    chain.append(Block(none, (), (), Unreachable(loc=cmd.loc), loc=block.loc))
    phis: tuple[Phi, ...] = ()
    if cmd.name is not None and not isinstance(call.ret_ty, VoidType):
        phis = (Phi(cmd.name, call.ret_ty, tuple((Local(o), a) for o, a in zip(outs, arms, strict=True)),
                    loc=cmd.loc),)
    rest = Block(after, phis, block.commands[k + 1:], block.term, block.predicate, loc=block.loc)
    return _spliced(fn, label, head, [*chain, rest], after)


def _spliced(fn: Function, label: str, head: Block, added: list[Block], after: str) -> Function:
    """`fn` with block `label` replaced by `head` followed by `added`; the edges that left
    `label` now leave `after`, so the successors' phis name it."""
    blocks: list[Block] = []
    for b in fn.blocks:
        b = head if b.label == label else b
        incoming = [attrs.evolve(p, incoming=tuple((v, after if lbl == label else lbl)
                                                   for v, lbl in p.incoming)) for p in b.phis]
        blocks.append(attrs.evolve(b, phis=tuple(incoming)))
        if b is head:
            blocks += added
    return attrs.evolve(fn, blocks=tuple(blocks))


def _reaches(module: Module) -> dict[str, set[str]]:
    """Per function of the module, the functions of the module its direct calls reach, through
    any number of calls (itself where it is recursive)."""
    calls = {f.name: {c.op.callee.name for b in f.blocks for c in b.commands
                      if isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef)}
             for f in module.functions}
    out: dict[str, set[str]] = {}
    for name in calls:
        seen: set[str] = set()
        todo = [g for g in calls[name] if g in calls]
        while todo:
            g = todo.pop()
            if g not in seen:
                seen.add(g)
                todo += [h for h in calls[g] if h in calls]
        out[name] = seen
    return out


def _inlined(fn: Function, defined: dict[str, Function], chain: tuple[str, ...],
             module: Module, nested: set[str]) -> Function:
    origin: dict[str, str] = {}  # the block a rest of a block (after an inlined call) is part of
    copied: set[str] = set()  # the blocks of inlined callees: their calls stay as they are
    while (site := _site(fn, set(defined) - set(chain) - nested, copied)) is not None:
        label, k = site
        call = fn.block(label).commands[k].op
        assert isinstance(call, Call) and isinstance(call.callee, GlobalRef)
        name = call.callee.name
        callee = _inlined(rv_expanded(_dispatched(defined[name], module)), defined, (*chain, name),
                          module, nested)
        before = set(fn.labels)
        fn, rest = _inline(fn, label, k, callee, origin.get(label, label))
        copied |= set(fn.labels) - before - {rest}
        origin[rest] = origin.get(label, label)
    return fn


def _site(fn: Function, defined: set[str], copied: set[str]) -> tuple[str, int] | None:
    """The first call of a function of `defined` outside the `copied` blocks: its block and
    command index."""
    for b in fn.blocks:
        if b.label in copied:
            continue
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
    block, cmd, call = _call_site(fn, label, k, f"the call of @{callee.name}")
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
    return _spliced(fn, label, head, [*body, rest], after), after

