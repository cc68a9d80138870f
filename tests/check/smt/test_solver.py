"""The term rewrites the SMT engine applies before a query (`pllvm.check.smt.solver`): a chain
of max or min rebuilt in one order is the same term whatever order it was built in, and equal
in value to what it replaces."""

from __future__ import annotations

import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from pllvm.check.smt.solver import ExtremaNormal

LEAVES = z3.BitVecs("a b c d", 8)
OPS = {
    "smax": lambda x, y: z3.If(x > y, x, y), "smin": lambda x, y: z3.If(x < y, x, y),
    "umax": lambda x, y: z3.If(z3.UGT(x, y), x, y), "umin": lambda x, y: z3.If(z3.ULT(x, y), x, y),
    "add": lambda x, y: x + y,
}  # fmt: skip


@st.composite
def terms(draw: st.DrawFn, depth: int = 4) -> z3.BitVecRef:
    """Terms over four 8-bit leaves built from max, min (both signednesses) and add."""
    if depth == 0 or draw(st.booleans()):
        return draw(st.sampled_from(LEAVES))
    op = draw(st.sampled_from(sorted(OPS)))
    return OPS[op](draw(terms(depth - 1)), draw(terms(depth - 1)))


@settings(max_examples=150, deadline=None)
@given(terms())
def test_a_rebuilt_term_has_the_value_of_the_original(e: z3.BitVecRef) -> None:
    simplified = z3.simplify(e, som=True)
    s = z3.Solver()
    s.add(ExtremaNormal()(simplified) != simplified)
    assert s.check() == z3.unsat


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["smax", "smin", "umax", "umin"]), st.permutations(LEAVES),
       st.permutations(LEAVES))
def test_chains_over_the_same_operands_become_one_term(op: str, xs: list, ys: list) -> None:
    """Left to right in one order against a balanced tree in another, with a repeated operand."""
    f = OPS[op]
    left = xs[0]
    for x in xs[1:]:
        left = f(left, x)
    tree = f(f(ys[0], ys[1]), f(f(ys[2], ys[0]), ys[3]))
    normal = ExtremaNormal()
    assert normal(z3.simplify(left)).eq(normal(z3.simplify(tree)))


def test_max_and_min_and_the_two_signednesses_are_not_merged() -> None:
    a, b, c, _ = LEAVES
    normal = ExtremaNormal()
    for f, g in [("smax", "smin"), ("smax", "umax"), ("umin", "smin")]:
        mixed = z3.simplify(OPS[f](OPS[g](a, b), c))
        pure = z3.simplify(OPS[f](OPS[f](a, b), c))
        assert not normal(mixed).eq(normal(pure)), (f, g)
