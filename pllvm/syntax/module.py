"""Blocks, functions and modules (Def. 1: a program is a list of blocks plus the function map)."""

from __future__ import annotations

from functools import cached_property

import attrs

from pllvm.errors import Loc
from pllvm.syntax.instructions import Command, Phi, Terminator, successors
from pllvm.syntax.types import Type
from pllvm.syntax.values import Value

__all__ = ["Block", "Declaration", "Function", "Global", "Module", "Param", "TypeDef"]


@attrs.frozen
class Block:
    """`ℓ val_msk phi* c* tmn`: a label, its predicate (None is `true`), phis, commands, terminator."""

    label: str
    phis: tuple[Phi, ...]
    commands: tuple[Command, ...]
    term: Terminator
    predicate: Value | None = None
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)

    @property
    def successors(self) -> tuple[str, ...]:
        return successors(self.term)


@attrs.frozen
class Param:
    """A function parameter: a per-thread value (`i32 noundef %n`)."""

    ty: Type
    name: str
    attrs: tuple[str, ...] = ()


@attrs.frozen
class Function:
    """`define`: a P-LLVM program; the first block is the entry.

    `linkage` holds what is written before the return type (linkage, visibility and return
    attributes: `dso_local noundef`), `fn_attrs` what follows the parameters (`#0`, `unnamed_addr`).
    """

    name: str
    ret_ty: Type
    params: tuple[Param, ...]
    blocks: tuple[Block, ...]
    varargs: bool = False
    linkage: tuple[str, ...] = ()
    fn_attrs: tuple[str, ...] = ()
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)

    @property
    def entry(self) -> Block:
        return self.blocks[0]

    def block(self, label: str) -> Block:
        """The block named `label` (KeyError if there is none)."""
        return self._by_label[label]

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(b.label for b in self.blocks)

    @cached_property
    def _by_label(self) -> dict[str, Block]:
        return {b.label: b for b in self.blocks}


@attrs.frozen
class Declaration:
    """`declare`: an external function, resolved through the function map theta."""

    name: str
    ret_ty: Type
    params: tuple[Param, ...]
    varargs: bool = False
    linkage: tuple[str, ...] = ()
    fn_attrs: tuple[str, ...] = ()
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


@attrs.frozen
class Global:
    """`@g = [linkage] global|constant T init[, align A]`; `init` is None for `external`."""

    name: str
    ty: Type
    init: Value | None
    constant: bool = False
    linkage: tuple[str, ...] = ()
    align: int | None = None
    section: str | None = None
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


@attrs.frozen
class TypeDef:
    """`%struct.S = type { ... }`; `body` None is `type opaque`."""

    name: str
    body: Type | None
    loc: Loc | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)


@attrs.frozen
class Module:
    """A P-LLVM module: what one text file holds.

    Attribute groups are kept as their text (`attributes #0 = { ... }`) so output stays compilable
    by LLVM tools; metadata and `!dbg`-style attachments are dropped when parsing.
    """

    functions: tuple[Function, ...] = ()
    declarations: tuple[Declaration, ...] = ()
    globals: tuple[Global, ...] = ()
    types: tuple[TypeDef, ...] = ()
    attribute_groups: tuple[str, ...] = ()
    source_filename: str | None = None
    datalayout: str | None = None
    triple: str | None = None

    def function(self, name: str | None = None) -> Function:
        """The function `name`, or the only function when `name` is None (KeyError otherwise)."""
        if name is None:
            if len(self.functions) != 1:
                names = ", ".join("@" + f.name for f in self.functions) or "none"
                raise KeyError(f"the module defines {len(self.functions)} functions ({names}); "
                               "name one with --function")
            return self.functions[0]
        for f in self.functions:
            if f.name == name.lstrip("@"):
                return f
        raise KeyError(f"no function @{name.lstrip('@')} in the module")
