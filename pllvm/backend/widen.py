"""[WIDEN-FUNCTION] Widening a function: each command by the rule `LOWERCMD` holds for its
operation (the uniform rule where it holds none), then the phis, the terminators and the
signature. The rules of the commands live with what they lower (`memory`, `calls`, `vectors`);
`Lowering` (lower.py) is what they share."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import Any

from pllvm.backend.atomics import lower_atomic
from pllvm.backend.calls import lower_call
from pllvm.backend.checked import guard
from pllvm.backend.lower import TRAPPING_OPS, Lowered, Lowering, located
from pllvm.backend.memory import lower_alloca, lower_load, lower_store
from pllvm.backend.plan import Plan, plan, prepared
from pllvm.backend.types import lanes_of
from pllvm.backend.veclib import target_attribute
from pllvm.backend.vectors import (
    lower_extract,
    lower_extractvalue,
    lower_insert,
    lower_insertvalue,
    lower_shuffle,
)
from pllvm.errors import LoweringError
from pllvm.syntax import (
    Alloca,
    AtomicRMW,
    BinOp,
    Call,
    Cast,
    CmpXchg,
    Command,
    ExtractElement,
    ExtractValue,
    FCmp,
    Fence,
    FNeg,
    Freeze,
    Gep,
    GlobalRef,
    ICmp,
    InsertElement,
    InsertValue,
    Load,
    Mask,
    Select,
    ShuffleVector,
    Store,
    VoidType,
)
from pllvm.text.printer import (
    print_command,
    print_name,
    print_phi,
    print_terminator,
    print_type,
)

__all__ = ["LOWERCMD", "command", "lower"]

#: how one command is lowered: (the lowering, the command, its operation, whether its result
#: is varying)
Rule = Callable[[Lowering, Command, Any, bool], None]


def _uniform(lw: Lowering, cmd: Command, op: Any, vec: bool) -> None:
    """[WIDEN-UNIFORM] The instruction as written, on scalars."""
    lw.emit(f"{lw.result(cmd)} = {lw.uniform(op)}")


def _lanewise(lw: Lowering, cmd: Command, op: Any, vec: bool) -> None:
    """[WIDEN-VARYING] One SIMD instruction."""
    lw.emit(f"{lw.result(cmd)} = {lw.lanewise(cmd, op)}")


def _binop(lw: Lowering, cmd: Command, op: BinOp, vec: bool) -> None:
    """[WIDEN-VARYING], or [WIDEN-SAFE-DIV] for a uniform division, else [WIDEN-UNIFORM]."""
    if vec:
        _lanewise(lw, cmd, op, vec)
    elif op.op in TRAPPING_OPS:
        rhs = lw.safe_divisor(cmd, op.rhs, op.ty, False)
        lw.emit(f"{lw.result(cmd)} = {op.op} {print_type(op.ty)} {lw.scalar(op.lhs, op.ty)}, {rhs}")
    else:
        _uniform(lw, cmd, op, vec)


def _mask(lw: Lowering, cmd: Command, op: Mask, vec: bool) -> None:
    """[WIDEN-MASK] The activation as a value."""
    lw.bind(cmd.name, lw.mask_value(cmd))


def _any_result(rule: Callable[[Lowering, Command, Any], None]) -> Rule:
    """A rule that lowers the command the same way whether its result is varying or not."""
    def lowered(lw: Lowering, cmd: Command, op: Any, vec: bool) -> None:
        rule(lw, cmd, op)

    return lowered


#: per operation: its rule, and whether the rule is only for a varying result (a uniform one
#: takes [WIDEN-UNIFORM])
LOWERCMD: dict[type, tuple[Rule, bool]] = {
    Mask: (_mask, False),
    Alloca: (_any_result(lower_alloca), False),
    Load: (lower_load, False),
    Store: (_any_result(lower_store), False),
    AtomicRMW: (lower_atomic, False),
    CmpXchg: (lower_atomic, False),
    Fence: (lower_atomic, False),
    Call: (lower_call, False),
    BinOp: (_binop, False),
    ExtractElement: (_any_result(lower_extract), True),
    InsertElement: (_any_result(lower_insert), True),
    ShuffleVector: (_any_result(lower_shuffle), True),
    ExtractValue: (_any_result(lower_extractvalue), True),
    InsertValue: (_any_result(lower_insertvalue), True),
    FNeg: (_lanewise, True),
    ICmp: (_lanewise, True),
    FCmp: (_lanewise, True),
    Select: (_lanewise, True),
    Cast: (_lanewise, True),
    Gep: (_lanewise, True),
    Freeze: (_lanewise, True),
}


def command(lw: Lowering, cmd: Command) -> None:
    """One command of the block being lowered, by its operation's rule."""
    op = cmd.op
    vec = cmd.name is not None and cmd.name in lw.plan.varying
    rule, varying_only = LOWERCMD.get(type(op), (None, False))
    if isinstance(op, Load | Store) and op.ordering is not None:
        rule = lower_atomic  # [WIDEN-ATOMIC]
    if rule is None or (varying_only and not vec):  # [WIDEN-UNIFORM]
        if vec:
            raise LoweringError("a varying result of this instruction has no SIMD form")
        rule = _uniform
    if lw.plan.checked:
        guard(lw, cmd, lw.sites, print_command(cmd))
    rule(lw, cmd, op, vec)


def lower(plan: Plan, sites: list[tuple[str, str]] | None = None) -> Lowered:
    """[WIDEN-FUNCTION] The SIMD function `@F(<params>, <W x i1> %entry.mask)`: uniform parameters
    scalar, varying ones `<W x T>`, the result `<W x T>`; a checked build numbers its accesses
    after `sites` (a caller's, [WIDEN-CALL-REC])."""
    fn = plan.function
    lw = Lowering(plan)
    if sites is not None:
        lw.sites = sites
    lw.callee = partial(_callee, lw)
    params = tuple((p.name, p.ty, p.name in plan.varying) for p in fn.params)
    for name, ty, vec in params:
        if vec:
            located(partial(lanes_of, ty, plan.lanes, f"parameter %{name}"), fn.loc, "")
    if not isinstance(fn.ret_ty, VoidType):
        located(lambda: lanes_of(fn.ret_ty, plan.lanes, "return value"), fn.loc, "")
    order = list(lw.cfg.rpo)
    for label in order + [b for b in fn.labels if b not in set(order)]:
        lw.block = fn.block(label)
        context = f"@{fn.name}, block {label}"
        for cmd in lw.block.commands:
            located(partial(command, lw, cmd), cmd.loc, print_command(cmd), context)
        located(lw.terminator, lw.block.term.loc, print_terminator(lw.block.term), context)
    sig = [f"{print_type(lw.vty(ty)) if vec else print_type(ty)} {print_name('%', name)}"
           for name, ty, vec in params]
    sig.append(f"<{plan.lanes} x i1> {lw.entry_mask}")
    ret = "void" if isinstance(fn.ret_ty, VoidType) else print_type(lw.vty(fn.ret_ty))
    recursive = any(isinstance(c.op, Call) and c.op.callee == GlobalRef(fn.name)
                    for b in fn.blocks for c in b.commands)
    lines = [f"define {ret} {print_name('@', fn.name)}({', '.join(sig)})"
             f"{'' if recursive else ' alwaysinline'}{target_attribute(plan.veclib, plan.isa)} {{"]
    for b in fn.blocks:
        lines.append(print_name("%", b.label)[1:] + ":")
        if b is fn.entry:
            lines += lw.prologue
        lines += [located(partial(lw.phi_text, b.label, phi), phi.loc, print_phi(phi),
                           f"@{fn.name}, block {b.label}")
                  for phi in b.phis]
        lines += lw.code[b.label]
    lines.append("}")
    return Lowered(fn.name, "\n".join(lines), tuple(lw.decls.values()), params, fn.ret_ty,
                   plan.lanes, plan, tuple(lw.sites), tuple(lw.callees.items()))



def _callee(lw: Lowering, name: str, signature: str) -> str:
    """[WIDEN-CALL-REC] The name of @name's SIMD function for `signature`, lowered once per
    lowering (its calls of itself call it; its text and declarations go with the caller's, its
    checked accesses are numbered after the caller's)."""
    target = f"{name}.simd.{signature.replace(',', '')}"
    if target in lw.callees:
        return target
    lw.callees[target] = ""  # its own calls of itself find it while it is lowered
    p = lw.plan
    mod, fn, vectorized = prepared(p.module, p.module.function(name), signature, lw.w)
    low = lower(plan(mod, fn, signature, lw.w, vectorized, p.veclib, p.checked, p.isa), lw.sites)
    own = re.escape(print_name("@", name)) + r"(?=\()"
    lw.callees[target] = re.sub(own, print_name("@", target), low.text)
    lw.callees.update(dict(low.callees))
    for d in low.declarations:
        lw.declare(d, d)
    return target
