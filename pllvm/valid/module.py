"""Static well-formedness of a module: names, then every function."""

from __future__ import annotations

from pllvm.syntax import Module
from pllvm.syntax.module import Declaration, Function, Global
from pllvm.valid.diagnostics import Diagnostic
from pllvm.valid.function import ModuleContext, signature_of, verify_function
from pllvm.valid.normal_form import check_normal_form

__all__ = ["module_context", "verify_module"]


def verify_module(m: Module, normal_form: bool = False) -> list[Diagnostic]:
    """All diagnostics for `m`; with `normal_form`, also the shape the vectorizer passes need."""
    out: list[Diagnostic] = []
    seen: set[str] = set()
    items: list[Global | Function | Declaration] = [*m.globals, *m.functions, *m.declarations]
    for item in items:
        if item.name in seen:
            out.append(Diagnostic("global-redefinition", f"@{item.name} is defined more than once",
                                  f"@{item.name}", item.loc))
        seen.add(item.name)
    ctx = module_context(m)
    for fn in m.functions:
        out += verify_function(fn, ctx)
        if normal_form:
            out += check_normal_form(fn)
    return sorted(out, key=_position)


def module_context(m: Module) -> ModuleContext:
    """What a function of `m` may refer to: named types, globals and function signatures."""
    return ModuleContext(
        types={t.name: t.body for t in m.types},
        globals=frozenset(g.name for g in m.globals),
        functions={f.name: signature_of(f) for f in _callables(m)},
    )


def _position(d: Diagnostic) -> tuple[str, int, int]:
    w = d.where
    return (w.file, w.line, w.column) if w is not None else ("", 0, 0)


def _callables(m: Module) -> list[Function | Declaration]:
    """The functions a call may name: declared, then defined."""
    return [*m.declarations, *m.functions]
