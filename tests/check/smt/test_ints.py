"""The z3 encoding of integer operations agrees with the interpreter (`pllvm.exec.arith`) on
every operation, flag, width and definedness pattern: definedness, value where defined, and
undefined behaviour of division."""

from __future__ import annotations

import numpy as np
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from pllvm.check.smt.ints import BINARY, ICMP, Term, binary, icmp
from pllvm.exec.arith import BINARY as RUN_BINARY
from pllvm.exec.arith import ICMP as RUN_ICMP
from pllvm.exec.faults import Fault
from pllvm.exec.lanes import Lanes, dtype_of
from pllvm.syntax.types import IntType

WIDTHS = (1, 7, 8, 32, 64)
FLAGS = {"add": ("nsw", "nuw"), "sub": ("nsw", "nuw"), "mul": ("nsw", "nuw"), "shl": ("nsw", "nuw"),
         "udiv": ("exact",), "sdiv": ("exact",), "lshr": ("exact",), "ashr": ("exact",),
         "or": ("disjoint",)}


@st.composite
def operands(draw: st.DrawFn) -> tuple[int, int, bool, int, bool]:
    bits = draw(st.sampled_from(WIDTHS))
    edge = st.sampled_from([v % (1 << bits) for v in
                            (0, 1, 2, (1 << bits) - 1, 1 << (bits - 1), (1 << (bits - 1)) - 1)])
    value = edge | st.integers(0, (1 << bits) - 1)
    return bits, draw(value), draw(st.booleans()), draw(value), draw(st.booleans())


def _lanes(v: int, defined: bool, bits: int) -> Lanes:
    return Lanes(np.array([v], dtype=dtype_of(IntType(bits))).astype(dtype_of(IntType(bits))),
                 np.array([defined]))


def _term(v: int, defined: bool, bits: int) -> Term:
    return Term(z3.BitVecVal(v, bits), z3.BoolVal(defined))


def _concrete(x: z3.ExprRef) -> int | bool:
    x = z3.simplify(x)
    return z3.is_true(x) if z3.is_bool(x) else x.as_long()


@settings(max_examples=3000, deadline=None)
@given(op=st.sampled_from(sorted(BINARY)), args=operands(), flagged=st.booleans())
def test_binary_operations_agree_with_the_interpreter(op: str, args: tuple, flagged: bool) -> None:
    bits, x, dx, y, dy = args
    flags = FLAGS.get(op, ()) if flagged else ()
    try:
        run = RUN_BINARY[op](_lanes(x, dx, bits), _lanes(y, dy, bits), bits, flags, np.array([True]))
        fault = False
    except Fault:
        fault = True
    term, ub = binary(op, _term(x, dx, bits), _term(y, dy, bits), bits, flags)
    assert _concrete(ub) == fault, (op, args, flags)
    if fault:
        return
    defined = bool(run.defined[0])
    assert _concrete(term.defined) == defined, (op, args, flags)
    if defined:
        assert _concrete(term.value) == int(run.data[0]), (op, args, flags)


@settings(max_examples=1000, deadline=None)
@given(pred=st.sampled_from(sorted(ICMP)), args=operands())
def test_comparisons_agree_with_the_interpreter(pred: str, args: tuple) -> None:
    bits, x, dx, y, dy = args
    run = RUN_ICMP[pred](_lanes(x, dx, bits), _lanes(y, dy, bits), bits)
    term = icmp(pred, _term(x, dx, bits), _term(y, dy, bits))
    assert _concrete(term.defined) == bool(run.defined[0])
    if run.defined[0]:
        assert _concrete(term.value) == int(run.data[0])


def test_removing_nsw_is_a_refinement_and_adding_it_is_not() -> None:
    """The Alive2 sanity check on one lane: `add nsw` may become `add`, not the other way."""
    x, y = z3.BitVecs("x y", 8)
    a, b = Term(x, z3.BoolVal(True)), Term(y, z3.BoolVal(True))
    with_nsw, _ = binary("add", a, b, 8, ("nsw",))
    plain, _ = binary("add", a, b, 8)

    def refines(src: Term, tgt: Term) -> bool:
        s = z3.Solver()
        s.add(src.defined, z3.Or(z3.Not(tgt.defined), src.value != tgt.value))
        return s.check() == z3.unsat

    assert refines(with_nsw, plain)
    assert not refines(plain, with_nsw)
