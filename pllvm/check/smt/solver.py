"""z3's low-level API behind named functions: the only module of pllvm that calls the C API
(`z3.Z3_*`, context references, raw ASTs) or reads an expression's operator code.

The rest of the SMT engine builds terms with z3's ordinary Python API; the few places where that
API is too slow (building one disjunction of many equalities, inlining thousands of definitions)
or where the engine inspects a term's top operator (the alignment and base object of an address,
a conditional divisor) go through the functions here.
"""

from __future__ import annotations

from collections.abc import Sequence

import z3

__all__ = ["OPERATORS", "Inliner", "equals_one_of", "is_ite", "operator_of"]

#: The operators the engine looks at, by name (`operator_of` gives the name of a term's top one).
OPERATORS: dict[int, str] = {
    z3.Z3_OP_BADD: "bvadd", z3.Z3_OP_BSUB: "bvsub", z3.Z3_OP_BMUL: "bvmul", z3.Z3_OP_BSHL: "bvshl",
    z3.Z3_OP_SIGN_EXT: "sign_extend", z3.Z3_OP_ZERO_EXT: "zero_extend", z3.Z3_OP_CONCAT: "concat",
    z3.Z3_OP_EXTRACT: "extract", z3.Z3_OP_ITE: "ite",
}  # fmt: skip


def operator_of(e: z3.ExprRef) -> str | None:
    """The name of e's top operator if it is one of `OPERATORS`, else None."""
    return OPERATORS.get(e.decl().kind()) if z3.is_app(e) else None


def is_ite(e: z3.ExprRef) -> bool:
    """e is an `If(c, a, b)` term."""
    return z3.is_app_of(e, z3.Z3_OP_ITE)


def equals_one_of(x: z3.ExprRef, values: Sequence[z3.ExprRef]) -> z3.BoolRef:
    """x equals one of the values: an or of equalities built through the C API, since the
    Python operators coerce every operand, which dominated building a deeply unrolled run."""
    ctx = x.ctx
    eqs = [z3.BoolRef(z3.Z3_mk_eq(ctx.ref(), x.as_ast(), v.as_ast()), ctx) for v in values]
    if len(eqs) == 1:
        return eqs[0]
    args = (z3.Ast * len(eqs))(*[e.as_ast() for e in eqs])
    return z3.BoolRef(z3.Z3_mk_or(ctx.ref(), len(eqs), args), ctx)


#: a fresh name and the term it stands for
Definition = tuple[z3.ExprRef, z3.ExprRef]


class Inliner:
    """Replaces the names that `defs` (pairs of a name and its value, each value using only
    earlier names) define by their values, inlined all the way. One pass in order inlines them
    all; the substitution arrays are filled once (z3.substitute would rebuild them per call)."""

    def __init__(self, defs: Sequence[Definition]) -> None:
        self.ctx = z3.main_ctx()
        self.n = len(defs)
        self.names, self.values = (z3.Ast * self.n)(), (z3.Ast * self.n)()
        self.keep: list[z3.ExprRef] = []  # the inlined terms, alive while the arrays point at them
        for i, (name, value) in enumerate(defs):
            if i:
                value = self._substitute(value, i)
            self.names[i], self.values[i] = name.as_ast(), value.as_ast()
            self.keep.append(value)

    def _substitute(self, e: z3.ExprRef, count: int) -> z3.ExprRef:
        """e with the first `count` names replaced."""
        raw = z3.Z3_substitute(self.ctx.ref(), e.as_ast(), count, self.names, self.values)
        return type(e)(raw, self.ctx)

    def __call__(self, e: z3.ExprRef) -> z3.ExprRef:
        """e with every defined name replaced by its inlined definition."""
        return self._substitute(e, self.n)
