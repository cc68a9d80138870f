"""[SHAPE-GLOBAL] Thread-private globals: a global the shape signature names varying (`@g=v`)
holds one copy per thread. Written out as IR, so every engine sees one meaning: @g becomes
`[W x T]`, its initializer repeated, and each function reads its thread's copy through
`getelementptr [W x T], ptr @g, i64 0, i64 thread_id()` at its entry."""

from __future__ import annotations

import re
from collections.abc import Sequence

import attrs

from pllvm.errors import InputError
from pllvm.syntax import PTR, Call, Command, Declaration, Function, Gep, GlobalRef, IntConst, Local, Module
from pllvm.syntax.rewrite import Names, mentioned, rebuild
from pllvm.syntax.types import I64, ArrayType, Type
from pllvm.syntax.values import Aggregate, Typed

__all__ = ["privatized", "split_globals"]

_GLOBAL = re.compile(r"^@([-\w.$]+)=(\w+)$")


def split_globals(signature: str) -> tuple[str, dict[str, str]]:
    """A shape signature without its global entries (`v,u,@g=v` -> `v,u`), and their shapes by
    name. A global's shape is u (one object all threads share, the default) or v (one copy per
    thread)."""
    params_text, arrow, ret = signature.partition("->")
    kept, shapes = [], {}
    for word in (w.strip() for w in re.split(r",(?![^(]*\))", params_text)):
        m = _GLOBAL.match(word)
        if not word.startswith("@"):
            kept.append(word)
        elif m is None or m.group(2) not in ("u", "v"):
            raise InputError(f"the global entry {word!r} of the shape signature is not @NAME=u "
                             "(shared, the default) or @NAME=v (one copy per thread)")
        else:
            shapes[m.group(1)] = m.group(2)
    return ",".join(w for w in kept if w) + arrow + ret, shapes


def privatized(module: Module, names: Sequence[str], lanes: int) -> Module:
    """[SHAPE-GLOBAL] `module` with each global of `names` held once per thread (W = `lanes`
    copies), every function reading its thread's copy; `module` itself when `names` is empty."""
    if not names:
        return module
    by_name = {g.name: g for g in module.globals}
    for name in names:
        g = by_name.get(name)
        if g is None:
            raise InputError(f"the shape signature names @{name}, which is not a global of the module")
        if g.init is None:
            raise InputError(f"@{name} is external: its copies would have no initial value")
        if any(name in mentioned(other.init, kind=GlobalRef) for other in module.globals):
            raise InputError(f"@{name}'s address is in a global's initializer: which thread's copy "
                             "it means is not known")
    globals_ = tuple(
        attrs.evolve(g, ty=ArrayType(lanes, g.ty),
                     init=Aggregate("array", tuple(Typed(g.ty, g.init) for _ in range(lanes))))
        if g.name in names and g.init is not None else g for g in module.globals)
    declarations = module.declarations
    if not any(d.name == "thread_id" for d in declarations):
        declarations = (*declarations, Declaration("thread_id", I64, ()))
    functions = tuple(_own_copies(f, {n: by_name[n].ty for n in names}, lanes)
                      for f in module.functions)
    return attrs.evolve(module, globals=globals_, declarations=declarations, functions=functions)


def _own_copies(fn: Function, types: dict[str, Type], lanes: int) -> Function:
    """`fn` reading its thread's copy of each private global it mentions."""
    named = mentioned(fn.blocks, kind=GlobalRef)
    used = [n for n in types if n in named]
    if not used:
        return fn
    names = Names(fn)
    tid = names.fresh("private.tid")
    own = {n: names.fresh(f"{n}.own") for n in used}
    head = [Command(tid, Call(I64, GlobalRef("thread_id"), ()))]
    head += [Command(own[n], Gep(ArrayType(lanes, types[n]), PTR, GlobalRef(n),
                                 (Typed(I64, IntConst(0)), Typed(I64, Local(tid))), inbounds=True))
             for n in used]

    def swap(node: object) -> object:
        if isinstance(node, GlobalRef) and node.name in own:
            return Local(own[node.name])
        return rebuild(node, swap)

    blocks = [rebuild(b, swap) for b in fn.blocks]
    blocks[0] = attrs.evolve(blocks[0], commands=(*head, *blocks[0].commands))
    return attrs.evolve(fn, blocks=tuple(blocks))

