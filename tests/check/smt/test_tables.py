"""The two instruction tables cover the same instructions ([CHK-SMT-TABLES]): the interpreter's
(`pllvm.exec.evalcmd`, `pllvm.exec.arith`) and the z3 encoding's (`pllvm.check.smt.evalcmd`,
`ints`, `floats`), each against the instruction set of `pllvm.syntax`. Where one side lacks an
entry on purpose, `DIFFERENCES` says why; an entry added to one side only fails here."""

from __future__ import annotations

from typing import get_args

from pllvm.check.smt import floats, ints
from pllvm.check.smt.evalcmd import CASTS as SMT_CASTS
from pllvm.check.smt.evalcmd import EVALCMD as SMT_EVALCMD
from pllvm.exec import arith
from pllvm.exec.evalcmd import EVALCMD as RUN_EVALCMD
from pllvm.syntax import Mask, Operation
from pllvm.syntax.instructions import BINARY_OPS, CAST_OPS, FCMP_PREDS, ICMP_PREDS

#: What the interpreter's tables have and the z3 encoding's do not, each with the reason.
DIFFERENCES: dict[object, str] = {
    Mask: "[W-CMD-MASK] is a rule of lockstep.Run.command, applied before the table is consulted",
    "frem": "C's fmod has no z3 operation (fpRem is IEEE remainder): a check with it is unknown",
}


def _without_differences(names: set) -> set:
    return names - set(DIFFERENCES)


def test_every_operation_has_an_interpreter_rule() -> None:
    assert set(RUN_EVALCMD) == set(get_args(Operation))


def test_the_z3_table_has_the_interpreters_instructions() -> None:
    assert set(SMT_EVALCMD) == _without_differences(set(RUN_EVALCMD))


def test_binary_operations_are_the_same_on_both_sides() -> None:
    assert set(arith.BINARY) == set(BINARY_OPS)
    assert set(ints.BINARY) | set(floats.FLOAT_BINARY) == _without_differences(set(arith.BINARY))


def test_comparison_predicates_are_the_same_on_both_sides() -> None:
    assert set(arith.ICMP) == set(ints.ICMP) == set(ICMP_PREDS)
    assert set(arith.FCMP) == set(floats.FCMP) == set(FCMP_PREDS)


def test_casts_are_the_same_on_both_sides() -> None:
    """`bitcast` is `evalcmd._bitcast` on the interpreter's side, outside `arith.CASTS`."""
    assert set(arith.CASTS) | {"bitcast"} == set(CAST_OPS)
    assert set(SMT_CASTS) == _without_differences(set(CAST_OPS))


def test_every_difference_is_a_real_one() -> None:
    """An entry of DIFFERENCES that both sides now have is stale."""
    smt = set(SMT_EVALCMD) | set(ints.BINARY) | set(floats.FLOAT_BINARY) | set(SMT_CASTS)
    run = set(RUN_EVALCMD) | set(arith.BINARY) | set(arith.CASTS)
    assert all(d in run and d not in smt for d in DIFFERENCES)
