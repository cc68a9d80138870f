"""The interpreter's instruction table and the z3 encoding's agree on every operand, bounded
exhaustively ([CHK-SMT-TABLES] in semantics/checking.md): the obligation `proofs.smt_encoding`
at its small bound (i1..i4 and the float sample), one instruction group a test, so that a
failure names its group; the calls of intrinsics and math functions the encoding gives a
meaning too. The proof module's docstring states what "agree" means.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import numpy as np
import pytest
import z3

from pllvm.check.smt import floats, intrinsics
from pllvm.check.smt.evalcmd import EVALCMD as SMT_EVALCMD
from pllvm.check.smt.evalcmd import SymbolicRun
from pllvm.check.smt.ints import Term
from pllvm.check.smt.sym import TRUE, SVal
from pllvm.exec.theta import family
from pllvm.syntax import BinOp, Call, FloatConst, FloatType
from pllvm.syntax.builtins import INTRINSIC_FAMILIES
from pllvm.syntax.instructions import INT_BINARY_OPS
from proofs import smt_encoding as proof
from proofs.smt_encoding import FLOAT_BINARY_OPS, FLOAT_TERNARY_CALLS, FLOATS, Case, Report

WIDTHS = proof.SMALL


def _holds(*cases: Case) -> None:
    """Every case agrees on every lane; else the first difference, in words."""
    report = Report()
    for case in cases:
        proof.check(case, report)
    assert report.instructions == sum(len(c.ops) for c in cases)
    assert report.differences == 0, report.first


# ---------------------------------------------------------------- integers


@pytest.mark.parametrize("bits", WIDTHS)
@pytest.mark.parametrize("name", INT_BINARY_OPS)
def test_integer_binary_operations(name: str, bits: int) -> None:
    _holds(proof.integer_binary(name, bits))


@pytest.mark.parametrize("bits", WIDTHS)
def test_integer_comparisons(bits: int) -> None:
    _holds(proof.integer_comparisons(bits))


@pytest.mark.parametrize("bits", WIDTHS)
def test_integer_casts(bits: int) -> None:
    _holds(proof.integer_casts(bits, WIDTHS))


def test_pointer_casts() -> None:
    _holds(proof.pointer_casts(WIDTHS))


@pytest.mark.parametrize("bits", WIDTHS)
def test_select_and_freeze(bits: int) -> None:
    _holds(*proof.select_and_freeze(bits))


# ---------------------------------------------------------------- floating point


@pytest.mark.parametrize("ty", FLOATS, ids=str)
@pytest.mark.parametrize("name", FLOAT_BINARY_OPS)
def test_float_binary_operations(name: str, ty: FloatType) -> None:
    _holds(proof.float_binary(name, ty))


@pytest.mark.parametrize("ty", FLOATS, ids=str)
def test_float_comparisons(ty: FloatType) -> None:
    _holds(proof.float_comparisons(ty))


@pytest.mark.parametrize("ty", FLOATS, ids=str)
def test_fneg_select_and_freeze_of_floats(ty: FloatType) -> None:
    _holds(*proof.float_unary(ty))


def test_float_resizing() -> None:
    _holds(*proof.float_resizing())


@pytest.mark.parametrize("ty", FLOATS, ids=str)
def test_float_to_integer(ty: FloatType) -> None:
    _holds(proof.float_to_integer(ty, WIDTHS))


@pytest.mark.parametrize("bits", (*WIDTHS, *proof.CAST_WIDTHS))
def test_integer_to_float(bits: int) -> None:
    _holds(proof.integer_to_float(bits))


@pytest.mark.parametrize("ty", FLOATS, ids=str)
def test_bitcasts_between_floats_and_integers(ty: FloatType) -> None:
    _holds(*proof.bitcasts(ty))


# ---------------------------------------------------------------- calls


#: The call groups at iN, by name: each a function of N to its cases.
INT_CALLS: dict[str, Callable[[int], tuple[Case, ...]]] = {
    "unary": lambda bits: (proof.integer_unary_calls(bits),),
    "binary": lambda bits: (proof.integer_binary_calls(bits),),
    "with.overflow": lambda bits: (proof.with_overflow(bits),),
    "funnel": lambda bits: (proof.funnel_shifts(bits),),
    "reductions": proof.integer_reductions,
}

#: The call groups at float and double, by name. The reductions also test their fast-math
#: flags: the encoding applied none to a reduction (`nnan` of a NaN element was a NaN there and
#: poison in the interpreter, [VAL-POISON-FMF]).
FLOAT_CALLS: dict[str, Callable[[FloatType], tuple[Case, ...]]] = {
    "unary": lambda ty: (proof.float_unary_calls(ty),),
    "binary": proof.float_binary_calls,
    "reductions": proof.float_reductions,
    "vectors": proof.vector_float_calls,
}


#: the call groups at i4 take the longest; `pllvm prove smt-encoding` runs them too
CALL_WIDTHS = [pytest.param(b, marks=[pytest.mark.slow] if b == max(WIDTHS) else []) for b in WIDTHS]


@pytest.mark.parametrize("bits", CALL_WIDTHS)
@pytest.mark.parametrize("group", INT_CALLS)
def test_integer_calls(group: str, bits: int) -> None:
    _holds(*INT_CALLS[group](bits))


@pytest.mark.parametrize("bits", [b for b in WIDTHS if b <= proof.VECTOR_WIDTH])
def test_integer_calls_on_vectors(bits: int) -> None:
    _holds(*proof.vector_calls(bits))


def test_unary_bit_calls_at_wider_integers() -> None:
    _holds(*proof.wide_bit_calls())


@pytest.mark.parametrize("ty", FLOATS, ids=str)
@pytest.mark.parametrize("group", FLOAT_CALLS)
def test_float_calls(group: str, ty: FloatType) -> None:
    _holds(*FLOAT_CALLS[group](ty))


@pytest.mark.parametrize(("name", "ty"), [
    pytest.param(name, ty, id=f"{name}-{ty.kind}") for name in FLOAT_TERNARY_CALLS for ty in FLOATS])
def test_float_ternary_calls(name: str, ty: FloatType) -> None:
    _holds(proof.float_ternary_calls(name, ty))


def test_the_obligation_covers_every_call_the_encoding_gives_a_meaning() -> None:
    """Every integer intrinsic, `with.overflow`, math function and reduction of the encoding's
    tables (and `expect`) is called by some case of the obligation, and nothing else is."""
    called = {family(op.callee.name) for case in proof.cases((1,)) for op in case.ops if isinstance(op, Call)}
    reductions = {f for f in INTRINSIC_FAMILIES
                  if f.startswith("vector.reduce.") and intrinsics.reduces(f.removeprefix("vector.reduce."))}
    encoded = {*intrinsics.INT_INTRINSICS, *intrinsics.OVERFLOW, *floats.MATH, *reductions, "expect"}
    assert called == encoded


def test_copysign_of_a_negative_nan_is_an_approximation_the_encoding_names() -> None:
    """z3 has one NaN, without a sign: the encoding's copysign reads a NaN sign operand as
    positive, the interpreter (as LLVM) its sign bit. On the whole sample the two differ exactly
    where the sign operand is a NaN whose sign bit is set (and the magnitude not a NaN), and the
    encoding names the approximation unless the sign operand is known not to be a NaN."""
    ty = FLOATS[0]
    cells = proof.float_cells(ty)
    op = proof._float_calls("copysign", ty, 2)[0]
    idx = proof._index((cells, cells))
    (run,), ((smt,),) = proof.interpreter(op, (cells, cells), idx), proof.encoding((op,), (cells, cells), idx)
    differ = proof.disagree(run, smt)
    x, y = (np.asarray(c.data[i], np.float32) for c, i in zip((cells, cells), idx, strict=True))
    negative_nan = np.isnan(y) & np.signbit(y) & cells.defined[idx[1]]
    assert differ.any() and not (differ & ~negative_nan).any()
    assert (differ == (negative_nan & cells.defined[idx[0]] & ~np.isnan(x))).all()

    x0 = Term(z3.FP("a", z3.Float32()), TRUE)
    named = proof._Run({"x0": x0, "x1": Term(z3.FP("b", z3.Float32()), TRUE)})
    SMT_EVALCMD[Call](named, op, [TRUE])
    assert any("copysign" in a for a in named.approximations)
    constant = attrs.evolve(op, args=(op.args[0], attrs.evolve(op.args[1], value=FloatConst.of(-1.0))))
    quiet = proof._Run({"x0": x0})
    SMT_EVALCMD[Call](quiet, constant, [TRUE])
    assert not quiet.approximations


# ---------------------------------------------------------------- the obligation


def test_the_obligation_finds_a_wrong_encoding(monkeypatch: pytest.MonkeyPatch) -> None:
    """At i3 the obligation holds; with the z3 table encoding `sub` as `add`, it reports
    differences, and the first one names the instruction, its operands and both results."""
    holds = proof.prove((3,), floats=False)
    assert holds.differences == 0 and holds.first is None, holds.first
    assert holds.instructions > 0 and holds.combinations >= holds.instructions

    right = SMT_EVALCMD[BinOp]

    def wrong(run: SymbolicRun, op: BinOp, active: list[z3.BoolRef]) -> list[SVal] | None:
        return right(run, attrs.evolve(op, op="add") if op.op == "sub" else op, active)

    monkeypatch.setitem(SMT_EVALCMD, BinOp, wrong)
    broken = proof.prove((3,), floats=False)
    assert broken.differences > 0
    assert broken.instructions == holds.instructions and broken.combinations == holds.combinations
    assert broken.first is not None and broken.first.startswith("sub i3 %x0, %x1 with %x0 = i3 ")
    assert "the interpreter" in broken.first and "the encoding" in broken.first
