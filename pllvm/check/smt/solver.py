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

__all__ = ["OPERATORS", "ExtremaNormal", "Inliner", "equals_one_of", "is_ite", "operator_of"]

#: The operators the engine looks at, by name (`operator_of` gives the name of a term's top one).
OPERATORS: dict[int, str] = {
    z3.Z3_OP_BADD: "bvadd", z3.Z3_OP_BSUB: "bvsub", z3.Z3_OP_BMUL: "bvmul", z3.Z3_OP_BSHL: "bvshl",
    z3.Z3_OP_SIGN_EXT: "sign_extend", z3.Z3_OP_ZERO_EXT: "zero_extend", z3.Z3_OP_CONCAT: "concat",
    z3.Z3_OP_EXTRACT: "extract", z3.Z3_OP_ITE: "ite", z3.Z3_OP_SLEQ: "bvsle", z3.Z3_OP_ULEQ: "bvule",
}  # fmt: skip


def operator_of(e: z3.ExprRef) -> str | None:
    """The name of e's top operator if it is one of `OPERATORS`, else None."""
    return OPERATORS.get(e.decl().kind()) if z3.is_app(e) else None


def is_ite(e: z3.ExprRef) -> bool:
    """e is an `If(c, a, b)` term (asked of the C API directly: the rewrites ask it of every
    node of large terms)."""
    ref, raw = e.ctx.ref(), e.as_ast()
    return (z3.Z3_get_ast_kind(ref, raw) == z3.Z3_APP_AST
            and z3.Z3_get_decl_kind(ref, z3.Z3_get_app_decl(ref, raw)) == z3.Z3_OP_ITE)


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


class ExtremaNormal:
    """Rewrites every chain of max (or min) of one signedness, in z3's simplified form
    `If(x <= y, y, x)` (`If(x <= y, x, y)`), as one chain over its distinct operands in one
    order (by AST id): max and min are associative, commutative and idempotent, so two chains
    over the same operands become the same term, which the SMT solver need not prove equal by
    bit-blasting comparisons (a reduction's lanes folded against the scalar loop's order).
    Other terms are rebuilt only where an operand changed. One instance serves many terms that
    share subterms (each is visited once; the memo keeps them alive, so their ids stay theirs)."""

    def __init__(self) -> None:
        self.ctx = z3.main_ctx()
        self.memo: dict[int, tuple[z3.ExprRef, z3.ExprRef]] = {}  # id -> (term, its normal form)
        self.chains: dict[int, tuple[str, tuple[z3.ExprRef, ...]]] = {}  # rebuilt: kind, operands

    def __call__(self, e: z3.ExprRef) -> z3.ExprRef:
        """e rewritten; the terms are visited children first, without recursion (a run's store
        chains nest deeper than Python's stack)."""
        stack: list[tuple[z3.ExprRef, list[z3.ExprRef] | None]] = [(e, None)]
        while stack:
            n, kids = stack.pop()
            if n.get_id() in self.memo:
                continue
            if kids is None:
                kids = self._kids(n)
                stack.append((n, kids))
                stack += [(k, None) for k in kids if k.get_id() not in self.memo]
                continue
            self.memo[n.get_id()] = (n, self._rebuilt(n, kids))
        return self.memo[e.get_id()][1]

    def _kids(self, n: z3.ExprRef) -> list[z3.ExprRef]:
        """The arguments of an application, as plain wrappers: a kid is only visited and
        compared; a term rebuilt from them (`decl()(...)`) and the operands of a max or min
        come back typed."""
        ref, raw = self.ctx.ref(), n.as_ast()
        if z3.Z3_get_ast_kind(ref, raw) != z3.Z3_APP_AST:
            return []
        return [z3.ExprRef(z3.Z3_get_app_arg(ref, raw, i), self.ctx)
                for i in range(z3.Z3_get_app_num_args(ref, raw))]

    def _rebuilt(self, n: z3.ExprRef, kids: list[z3.ExprRef]) -> z3.ExprRef:
        """n over its kids' normal forms, as one chain if it is a max or a min."""
        new = [self.memo[k.get_id()][1] for k in kids]
        out = n.decl()(*new) if any(not k.eq(m) for k, m in zip(kids, new, strict=True)) else n
        found = self._extremum(out)
        if found is None:
            return out
        kind, x, y = found
        xs = tuple(sorted({z.get_id(): z for z in (*self._operands(kind, x),
                                                   *self._operands(kind, y))}.values(),
                          key=lambda z: z.get_id()))
        out = _chain(kind, xs)
        self.chains[out.get_id()] = (kind, xs)
        return out

    @staticmethod
    def _extremum(n: z3.ExprRef) -> tuple[str, z3.ExprRef, z3.ExprRef] | None:
        """(kind, x, y) if n is max or min of x and y."""
        if not is_ite(n):
            return None
        c, a, b = n.children()
        test = operator_of(c)
        if test not in ("bvsle", "bvule"):
            return None
        x, y = c.children()
        if a.eq(y) and b.eq(x):
            return f"{test}.max", x, y
        if a.eq(x) and b.eq(y):
            return f"{test}.min", x, y
        return None

    def _operands(self, kind: str, x: z3.ExprRef) -> tuple[z3.ExprRef, ...]:
        inner = self.chains.get(x.get_id())
        return inner[1] if inner is not None and inner[0] == kind else (x,)


def _chain(kind: str, xs: tuple[z3.ExprRef, ...]) -> z3.ExprRef:
    """max (min) of xs, left to right."""
    le = z3.ULE if kind.startswith("bvule") else (lambda p, q: p <= q)
    out = xs[0]
    for x in xs[1:]:
        out = z3.If(le(out, x), x, out) if kind.endswith("max") else z3.If(le(out, x), out, x)
    return out
