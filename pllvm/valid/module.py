"""Static well-formedness of a module: names, then every function."""

from __future__ import annotations

from pllvm.syntax import I1, IntType, Module
from pllvm.syntax.builtins import LANEWISE_INTRINSICS, intrinsic_family
from pllvm.syntax.module import Declaration, Function, Global
from pllvm.text.printer import print_type
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
    out += [d for decl in m.declarations if (d := _intrinsic_signature(decl)) is not None]
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


def _intrinsic_signature(d: Declaration) -> Diagnostic | None:
    """[WF-INTRINSIC] A declared LLVM intrinsic whose parameter types do not follow its
    overloading (`llvm.pow.v2f32` of a vector and a scalar): LLVM rejects it, and θ has no
    meaning for it."""
    family = intrinsic_family(d.name)
    params = [p.ty for p in d.params]
    ret = print_type(d.ret_ty)
    want = None
    if family in LANEWISE_INTRINSICS:
        n, flags = LANEWISE_INTRINSICS[family]
        if len(params) != n or any(t != d.ret_ty for t in params[: n - flags]) or \
                any(t != I1 for t in params[n - flags:]):
            want = (f"{n} operand(s) of its result type {ret}" if not flags else
                    f"an operand of its result type {ret} and an i1")
    elif family == "powi" and (len(params) != 2 or params[0] != d.ret_ty
                               or not isinstance(params[1], IntType)):
        want = f"an operand of its result type {ret} and an integer exponent"
    if want is None:
        return None
    given = ", ".join(map(print_type, params))
    return Diagnostic("intrinsic-signature", f"takes {want}, not ({given})",
                      f"@{d.name}", d.loc)
