"""The interpreter's instruction table and the z3 encoding's agree on every operand, bounded
exhaustively ([CHK-SMT-TABLES] in semantics/checking.md): the obligation `proofs.smt_encoding`
at its small bound (i1..i4 and the float sample), one instruction group a test, so that a
failure names its group. The proof module's docstring states what "agree" means.
"""

from __future__ import annotations

import attrs
import pytest
import z3

from pllvm.check.smt.evalcmd import EVALCMD as SMT_EVALCMD
from pllvm.check.smt.evalcmd import SymbolicRun
from pllvm.check.smt.sym import SVal
from pllvm.syntax import BinOp, FloatType
from pllvm.syntax.instructions import INT_BINARY_OPS
from proofs import smt_encoding as proof
from proofs.smt_encoding import FLOAT_BINARY_OPS, FLOATS, Case, Report

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
