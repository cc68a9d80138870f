"""The scalar baseline: a P-LLVM module as one live thread runs it, in plain LLVM IR that llvmlite
compiles as it is ([WIDEN-SCALAR] in semantics/backend.md); the benchmarks' reference build."""

from __future__ import annotations

import attrs

from pllvm.errors import LoweringError
from pllvm.syntax import I1, BinOp, Call, Command, Function, IntConst, Local, Mask, Module
from pllvm.syntax.builtins import HORIZONTAL_BUILTINS
from pllvm.syntax.module import Block
from pllvm.syntax.rewrite import Names
from pllvm.syntax.values import GlobalRef, Value

__all__ = ["one_thread"]

#: Builtins whose value for a single active thread is their operand (any(p) = all(p) = p).
_IDENTITY = frozenset({"any", "all", "rv_any", "rv_all"})


def _identity(value: Value) -> BinOp:
    """`or i1 value, false`: an instruction that is `value` (O3 folds it away)."""
    return BinOp("or", I1, value, IntConst(0))


def _command(cmd: Command, names: Names) -> list[Command]:
    """[WIDEN-SCALAR] One command for one live thread: `total` dropped, `mask` true, any/all the
    identity, `llvm.fmuladd` an unfused multiply and add ([WIDEN-FMULADD])."""
    cmd = attrs.evolve(cmd, total=False)
    op = cmd.op
    if isinstance(op, Mask):
        return [attrs.evolve(cmd, op=_identity(IntConst(1)))]
    if not isinstance(op, Call) or not isinstance(op.callee, GlobalRef):
        return [cmd]
    name = op.callee.name
    if name in _IDENTITY:
        return [attrs.evolve(cmd, op=_identity(op.args[0].value))]
    if name in HORIZONTAL_BUILTINS:
        raise LoweringError(f"@{name} has no scalar form: the scalar build takes any and all only", cmd.loc)
    if name.startswith("llvm.fmuladd"):
        a, b, c = (x.value for x in op.args)
        prod = names.fresh("fmuladd.mul")
        return [Command(prod, BinOp("fmul", op.ret_ty, a, b), loc=cmd.loc),
                attrs.evolve(cmd, op=BinOp("fadd", op.ret_ty, Local(prod), c))]
    return [cmd]


def _block(block: Block, names: Names) -> Block:
    if block.predicate is not None and block.predicate != IntConst(1):
        raise LoweringError(f"block {block.label} has a predicate: a predicated program has no scalar "
                            "form (give the source before vectorization)", block.loc)
    commands = [c for cmd in block.commands for c in _command(cmd, names)]
    phis = tuple(attrs.evolve(p, shadow=None) for p in block.phis)
    return attrs.evolve(block, commands=tuple(commands), phis=phis, predicate=None)


def _function(fn: Function) -> Function:
    names = Names(fn)
    return attrs.evolve(fn, blocks=tuple(_block(b, names) for b in fn.blocks))


def one_thread(module: Module) -> Module:
    """[WIDEN-SCALAR] Every function of `module` as a single live thread runs it."""
    return attrs.evolve(module, functions=tuple(_function(f) for f in module.functions))
