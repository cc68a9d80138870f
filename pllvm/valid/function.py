"""Static well-formedness of a function: structure, SSA, types, and Def. 11 (1) and (2)."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from pllvm.cfg import CFG, DomTree, dominator_tree
from pllvm.errors import Loc
from pllvm.syntax import (
    I1,
    Block,
    Call,
    Command,
    CondBr,
    Declaration,
    ExtractValue,
    Function,
    Gep,
    GlobalRef,
    InsertValue,
    IntConst,
    IntType,
    Local,
    Mask,
    Phi,
    Ret,
    StructType,
    Switch,
    Terminator,
    Type,
    Value,
    VoidType,
)
from pllvm.syntax.builtins import ANY_TYPE_BUILTINS, in_theta
from pllvm.syntax.typing import TypeTable, aggregate_member, resolve, result_type, typed_operands
from pllvm.text.printer import print_name, print_type
from pllvm.valid.diagnostics import Diagnostic
from pllvm.valid.types import constant_type_error, flag_error, operation_type_error

__all__ = ["ModuleContext", "Signature", "signature_of", "verify_function"]


@attrs.frozen
class Signature:
    """What a call needs to know of a callee."""

    ret: Type
    params: tuple[Type, ...]
    varargs: bool
    defined: bool  # a `define` in this module (not a declaration)


@attrs.frozen
class ModuleContext:
    """Module-level names a function may refer to."""

    types: TypeTable
    globals: frozenset[str]
    functions: Mapping[str, Signature]


# A definition site: block label and position (-1 for parameters, 0 for phis, i + 1 for the
# i-th command), plus its type.
@attrs.frozen
class _Def:
    block: str
    pos: int
    ty: Type


class _Checker:
    """Walks one function once and collects diagnostics."""

    def __init__(self, fn: Function, ctx: ModuleContext) -> None:
        self.fn = fn
        self.ctx = ctx
        self.out: list[Diagnostic] = []
        self.defs: dict[str, _Def] = {}
        self.cfg = CFG.of(fn)
        self.dom: DomTree = dominator_tree(self.cfg)

    def report(self, id_: str, msg: str, ctx: str, loc: Loc | None, severity: str = "error") -> None:
        self.out.append(Diagnostic(id_, msg, ctx, loc or self.fn.loc, severity))

    def where(self, block: str | None = None, name: str | None = None) -> str:
        parts = [print_name("@", self.fn.name)]
        if block is not None:
            parts.append(f"block {block}")
        if name is not None:
            parts.append(name)
        return ", ".join(parts)

    # ------------------------------------------------------------------ structure and names
    def check_structure(self) -> None:
        seen_labels: set[str] = set()
        for b in self.fn.blocks:
            if b.label in seen_labels:
                self.report("block-redefined", f"block label {b.label} is defined twice",
                            self.where(b.label), b.loc)
            seen_labels.add(b.label)
            for s in b.successors:
                if s not in self.cfg.index:
                    self.report("label-unknown", f"branch to unknown block {print_name('%', s)}",
                                self.where(b.label), b.term.loc)
        if self.cfg.pred[self.fn.entry.label]:
            self.report("entry-predecessor", "the entry block must not have predecessors",
                        self.where(self.fn.entry.label), self.fn.entry.loc)

    def define(self, name: str, d: _Def, loc: Loc | None, block: str | None) -> None:
        if name in self.defs or name in self.cfg.index:
            self.report("ssa-redefinition", f"{print_name('%', name)} is defined more than once",
                        self.where(block, print_name("%", name)), loc)
            return
        self.defs[name] = d

    def collect_definitions(self) -> None:
        for p in self.fn.params:
            self.define(p.name, _Def(self.fn.entry.label, -1, p.ty), self.fn.loc, None)
        for b in self.fn.blocks:
            for phi in b.phis:
                self.define(phi.name, _Def(b.label, 0, phi.ty), phi.loc, b.label)
            for i, cmd in enumerate(b.commands):
                ty = self.command_type(cmd, b.label)
                if cmd.name is None:
                    continue
                if isinstance(ty, VoidType):
                    self.report("void-named", "an instruction without a result cannot be named",
                                self.where(b.label, print_name("%", cmd.name)), cmd.loc)
                    continue
                self.define(cmd.name, _Def(b.label, i + 1, ty), cmd.loc, b.label)

    def command_type(self, cmd: Command, block: str) -> Type:
        try:
            return result_type(cmd.op, self.ctx.types)
        except (KeyError, IndexError, TypeError, AttributeError):
            self.report("type-invalid", "the result type cannot be computed from the operand types",
                        self.where(block, _name(cmd)), cmd.loc)
            return VoidType()

    # ------------------------------------------------------------------ uses
    def check_value(self, v: Value, ty: Type, block: str, pos: int, ctx: str,
                    loc: Loc | None) -> None:
        """One operand: defined, dominating the use point, and of type `ty`."""
        if isinstance(v, Local):
            d = self.defs.get(v.name)
            if d is None:
                what = "block label" if v.name in self.cfg.index else "undefined value"
                self.report("ssa-undefined", f"use of {what} {print_name('%', v.name)}", ctx, loc)
                return
            if d.ty != ty:
                self.report("type-mismatch", f"{print_name('%', v.name)} has type "
                            f"{print_type(d.ty)} but is used as {print_type(ty)}", ctx, loc)
            if block in self.cfg.reachable and not self.dominates(d, block, pos):
                self.report("ssa-dominance", f"the definition of {print_name('%', v.name)} does "
                            "not dominate this use", ctx, loc)
            return
        if isinstance(v, GlobalRef) and v.name not in self.ctx.globals | set(self.ctx.functions):
            self.report("global-unknown", f"use of undefined global {print_name('@', v.name)}",
                        ctx, loc)
            return
        err = constant_type_error(ty, v, self.ctx.types)
        if err:
            self.report("type-mismatch", err, ctx, loc)

    def dominates(self, d: _Def, block: str, pos: int) -> bool:
        if d.block == block:
            return d.pos < pos
        return self.dom.strictly_dominates(d.block, block)

    def check_block(self, b: Block) -> None:
        preds = set(self.cfg.pred[b.label])
        for phi in b.phis:
            self.check_phi(b, phi, preds)
        for i, cmd in enumerate(b.commands):
            self.check_command(b, i + 1, cmd)
        self.check_terminator(b, len(b.commands) + 1, b.term)
        if b.predicate is not None:
            self.check_predicate(b)

    def check_phi(self, b: Block, phi: Phi, preds: set[str]) -> None:
        ctx = self.where(b.label, print_name("%", phi.name))
        seen: dict[str, Value] = {}
        for v, lbl in phi.incoming:
            if lbl not in preds:
                self.report("phi-incoming", f"incoming block {print_name('%', lbl)} is not a "
                            f"predecessor of {b.label}", ctx, phi.loc)
            elif lbl in seen and seen[lbl] != v:
                self.report("phi-incoming", f"two different values for incoming block {lbl}",
                            ctx, phi.loc)
            seen[lbl] = v
            if lbl in self.cfg.index:
                # The value must be available at the end of the incoming block.
                self.check_value(v, phi.ty, lbl, 1 << 30, ctx, phi.loc)
        missing = sorted(preds - set(seen), key=self.cfg.index.__getitem__)
        if missing:
            self.report("phi-incoming", "no incoming value for predecessor"
                        f"{'s' if len(missing) > 1 else ''} {', '.join(missing)}", ctx, phi.loc)
        if phi.shadow is not None:
            # The shadow operand is read when the block runs (Fig. 4.11), in the environment from
            # before the block's phis ([EVALPHI-SHADOW]): the block's own phis, this one included,
            # may be named (`shadow %x` keeps the old value), its instructions may not.
            self.check_value(phi.shadow, phi.ty, b.label, 1, ctx, phi.loc)

    def check_command(self, b: Block, pos: int, cmd: Command) -> None:
        ctx = self.where(b.label, _name(cmd))
        op = cmd.op
        if isinstance(op, Mask) and cmd.total:  # [WF-MASK]
            self.report("mask-total", "mask cannot be total: it already assigns all threads",
                        ctx, cmd.loc)
        err = operation_type_error(op, self.ctx.types)
        if err:
            self.report("type-mismatch", err, ctx, cmd.loc)
        err = flag_error(op)
        if err:
            self.report("flag-invalid", err, ctx, cmd.loc)
        for v, ty in typed_operands(op):
            if not (isinstance(op, Call) and v is op.callee and isinstance(v, GlobalRef)):
                self.check_value(v, ty, b.label, pos, ctx, cmd.loc)
        if isinstance(op, Call):
            self.check_call(op, ctx, cmd.loc)  # a named callee: declared, in θ, signature
        elif isinstance(op, Gep):
            self.check_gep_path(op, ctx, cmd.loc)
        elif isinstance(op, ExtractValue | InsertValue):
            self.check_aggregate_path(op, ctx, cmd.loc)

    def check_gep_path(self, op: Gep, ctx: str, loc: Loc | None) -> None:
        ty = op.source
        for i in op.indices[1:]:
            try:
                rty = resolve(ty, self.ctx.types)
            except KeyError:
                self.report("type-invalid", f"unknown type {print_type(ty)}", ctx, loc)
                return
            if isinstance(rty, StructType):
                if not isinstance(i.value, IntConst) or not 0 <= i.value.value < len(rty.fields):
                    self.report("gep-index", "a struct index must be a constant field number",
                                ctx, loc)
                    return
                ty = rty.fields[i.value.value]
            elif hasattr(rty, "elem"):
                ty = rty.elem
            else:
                self.report("gep-index", f"cannot index into {print_type(ty)}", ctx, loc)
                return

    def check_aggregate_path(self, op: ExtractValue | InsertValue, ctx: str,
                             loc: Loc | None) -> None:
        ty = op.agg_ty
        try:
            for i in op.indices:
                ty = aggregate_member(ty, i, self.ctx.types)
        except (KeyError, IndexError, TypeError):
            self.report("type-invalid", f"index path {list(op.indices)} is not valid for "
                        f"{print_type(op.agg_ty)}", ctx, loc)
            return
        if isinstance(op, InsertValue) and op.elem_ty != ty:
            self.report("type-mismatch", f"inserted value {print_type(op.elem_ty)} does not "
                        f"match member type {print_type(ty)}", ctx, loc)

    def check_call(self, op: Call, ctx: str, loc: Loc | None) -> None:
        if not isinstance(op.callee, GlobalRef):
            return
        sig = self.ctx.functions.get(op.callee.name)
        name = print_name("@", op.callee.name)
        if sig is None:  # [TXT-DECLARE] builtins are declared like any callee
            self.report("fn-undeclared", f"call to {name}, which is neither defined nor declared",
                        ctx, loc)
            return
        if not sig.defined and not in_theta(op.callee.name):  # [WF-THETA] a note, not an error
            self.report("fn-theta", f"{name} is an external function outside the function map θ: "
                        "a run stops where a thread calls it; a check treats it as an "
                        "uninterpreted function, the same on both sides", ctx, loc, "note")
        n = len(op.args)
        if n < len(sig.params) or (n > len(sig.params) and not sig.varargs):
            self.report("call-signature", f"{name} takes {len(sig.params)} arguments, "
                        f"called with {n}", ctx, loc)
            return
        if op.callee.name in ANY_TYPE_BUILTINS:  # [TXT-DECLARE] the call's own types decide
            return
        for k, (a, want) in enumerate(zip(op.args, sig.params, strict=False)):
            if a.ty != want:
                self.report("call-signature", f"argument {k} of {name} has type "
                            f"{print_type(a.ty)}, expected {print_type(want)}", ctx, loc)
        if op.ret_ty != sig.ret:
            self.report("call-signature", f"{name} returns {print_type(sig.ret)}, called as "
                        f"returning {print_type(op.ret_ty)}", ctx, loc)

    def check_terminator(self, b: Block, pos: int, t: Terminator) -> None:
        ctx = self.where(b.label, "terminator")
        match t:
            case CondBr(cond=c):
                self.check_value(c, I1, b.label, pos, ctx, t.loc)
            case Switch(ty=ty, value=v, cases=cases):
                if not isinstance(ty, IntType):
                    self.report("type-mismatch", "switch needs an integer value", ctx, t.loc)
                self.check_value(v, ty, b.label, pos, ctx, t.loc)
                values = [c for c, _ in cases]
                if len(set(values)) != len(values):
                    self.report("switch-duplicate", "a case value appears twice", ctx, t.loc)
            case Ret(ty=ty, value=v):
                if ty != self.fn.ret_ty:
                    self.report("type-mismatch", f"returns {print_type(ty)} from a function "
                                f"returning {print_type(self.fn.ret_ty)}", ctx, t.loc)
                if v is not None:
                    self.check_value(v, ty, b.label, pos, ctx, t.loc)

    # ------------------------------------------------------------------ Def. 11 (1)
    def check_predicate(self, b: Block) -> None:
        """[WF-PRED] The predicate's definition dominates the block, or is in the block itself
        after only total instructions (Def. 11 (1))."""
        ctx = self.where(b.label, "predicate")
        v = b.predicate
        assert v is not None
        if not isinstance(v, Local):
            self.check_value(v, I1, b.label, 0, ctx, b.loc)
            return
        d = self.defs.get(v.name)
        if d is None:
            self.check_value(v, I1, b.label, 0, ctx, b.loc)
            return
        if d.ty != I1:
            self.report("type-mismatch", f"the block predicate {print_name('%', v.name)} must be "
                        f"i1, not {print_type(d.ty)}", ctx, b.loc)
        if d.block != b.label:
            if b.label in self.cfg.reachable and not self.dom.dominates(d.block, b.label):
                self.report("pred-dominance", f"the predicate {print_name('%', v.name)} is defined "
                            f"in {d.block}, which does not dominate {b.label} (Def. 11 (1))",
                            ctx, b.loc)
            return
        partial = [c for c in b.commands[: max(d.pos, 0)] if not c.total]
        if partial:
            self.report("pred-dominance", f"the predicate {print_name('%', v.name)} is defined in "
                        f"{b.label} itself, after or by the non-total instruction "
                        f"{_name(partial[0])} (Def. 11 (1))", ctx, partial[0].loc or b.loc)

    def run(self) -> list[Diagnostic]:
        self.check_structure()
        self.collect_definitions()
        for b in self.fn.blocks:
            self.check_block(b)
        return self.out


def _name(cmd: Command) -> str:
    if cmd.name is not None:
        return print_name("%", cmd.name)
    return type(cmd.op).__name__.lower()


def verify_function(fn: Function, ctx: ModuleContext) -> list[Diagnostic]:
    """Every violation of LLVM's rules and of Def. 11 (1), (2) in `fn`."""
    return _Checker(fn, ctx).run()


def signature_of(f: Function | Declaration) -> Signature:
    return Signature(f.ret_ty, tuple(p.ty for p in f.params), f.varargs, isinstance(f, Function))

