"""Scalar refinement proofs of the Alive2 kind with the z3 engine (issue 8's sanity checks)."""

from __future__ import annotations

import pytest

from pllvm.check.differential import Side
from pllvm.check.smt.scalar import check_same_smt
from pllvm.cli import main
from pllvm.text import parse_module


def _check(src: str, tgt: str):
    return check_same_smt(Side(parse_module(src), None, "FR"), Side(parse_module(tgt), None, "FR"))


ADD_NSW = "define i8 @f(i8 %x, i8 %y) {\nA:\n  %r = add nsw i8 %x, %y\n  ret i8 %r\n}\n"
ADD = "define i8 @f(i8 %x, i8 %y) {\nA:\n  %r = add i8 %x, %y\n  ret i8 %r\n}\n"


def test_removing_nsw_is_valid_and_adding_it_is_not() -> None:
    assert _check(ADD_NSW, ADD).kind == "valid"
    verdict = _check(ADD, ADD_NSW)
    assert verdict.kind == "invalid"
    cex = verdict.counterexample
    x, y = cex.args["x"][0], cex.args["y"][0]
    assert not -128 <= x + y <= 127  # the replayed input overflows: the target is ⊤ there


def test_mul_by_two_is_shl_by_one() -> None:
    mul = "define i32 @f(i32 %x) {\nA:\n  %r = mul i32 %x, 2\n  ret i32 %r\n}\n"
    shl = "define i32 @f(i32 %x) {\nA:\n  %r = shl i32 %x, 1\n  ret i32 %r\n}\n"
    assert _check(mul, shl).kind == "valid"
    assert _check(shl, mul).kind == "valid"


@pytest.mark.parametrize("flags, kind", [("", "invalid"), ("nsw ", "valid")])
def test_x_plus_one_greater_than_x_needs_nsw(flags: str, kind: str) -> None:
    src = (f"define i1 @f(i32 %x) {{\nA:\n  %y = add {flags}i32 %x, 1\n"
           "  %c = icmp sgt i32 %y, %x\n  ret i1 %c\n}\n")
    tgt = "define i1 @f(i32 %x) {\nA:\n  ret i1 true\n}\n"
    verdict = _check(src, tgt)
    assert verdict.kind == kind
    if kind == "invalid":
        assert verdict.counterexample.args["x"] == [2147483647]


def test_branches_and_phis() -> None:
    """A diamond and its select form are equivalent both ways; division by a value the target
    does not guard against is found (undefined behaviour the source does not have)."""
    diamond = ("define i32 @f(i32 %x, i32 %y) {\nA:\n  %c = icmp eq i32 %y, 0\n"
               "  br i1 %c, label %Z, label %D\nD:\n  %q = sdiv i32 %x, %y\n  br label %J\n"
               "Z:\n  br label %J\nJ:\n  %r = phi i32 [ %q, %D ], [ 0, %Z ]\n  ret i32 %r\n}\n")
    unguarded = ("define i32 @f(i32 %x, i32 %y) {\nA:\n  %c = icmp eq i32 %y, 0\n"
                 "  %q = sdiv i32 %x, %y\n  %r = select i1 %c, i32 0, i32 %q\n  ret i32 %r\n}\n")
    verdict = _check(diamond, unguarded)
    assert verdict.kind == "invalid"
    assert verdict.counterexample.args["y"] == [0] or (
        verdict.counterexample.args["x"] == [-2147483648] and verdict.counterexample.args["y"] == [-1])
    assert _check(unguarded, diamond).kind == "valid"


def test_loops_and_floats_are_unknown_with_the_reason() -> None:
    loop = ("define i32 @f(i32 %n) {\nA:\n  br label %L\nL:\n  %i = phi i32 [ 0, %A ], [ %j, %L ]\n"
            "  %j = add i32 %i, 1\n  %c = icmp slt i32 %j, %n\n  br i1 %c, label %L, label %X\n"
            "X:\n  ret i32 %j\n}\n")
    verdict = _check(loop, loop)
    assert verdict.kind == "unknown" and "has a loop" in verdict.reason
    void = "define void @f(i32 %x) {\nA:\n  ret void\n}\n"
    verdict = _check(void, void)
    assert verdict.kind == "unknown" and "returns no value" in verdict.reason
    fl = "define double @f(double %x) {\nA:\n  ret double %x\n}\n"
    verdict = _check(fl, fl)
    assert verdict.kind == "unknown" and "only integers" in verdict.reason


def test_pllvm_check_smt(tmp_path, capsys) -> None:
    """`pllvm check --smt`: exit 0 with the proof's coverage, 1 with a replayed counterexample,
    3 for what it cannot encode."""
    src, tgt = tmp_path / "src.ll", tmp_path / "tgt.ll"
    src.write_text(ADD_NSW)
    tgt.write_text(ADD)
    assert main(["check", str(src), str(tgt), "--smt"]) == 0
    assert "valid: for all inputs (bit-precise), every thread" in capsys.readouterr().out
    assert main(["check", str(tgt), str(src), "--smt", "--save", str(tmp_path / "c.json")]) == 1
    assert "counterexample" in capsys.readouterr().out
    assert main(["run", "--replay", str(tmp_path / "c.json")]) == 1  # the sides still differ
    horizontal = ("declare i1 @any(i1)\ndefine i1 @f(i1 %x) {\nA:\n  %a = call i1 @any(i1 %x)\n"
                  "  ret i1 %a\n}\n")
    src.write_text(horizontal)
    assert main(["check", str(src), str(src), "--smt"]) == 3
    assert "lets threads interact" in capsys.readouterr().out


def test_a_source_undefined_everywhere_is_unknown_not_valid() -> None:
    """Nothing can be compared when the source divides by zero on every input."""
    src = "define i32 @f(i32 %x) {\nA:\n  %r = udiv i32 %x, 0\n  ret i32 %r\n}\n"
    tgt = "define i32 @f(i32 %x) {\nA:\n  ret i32 7\n}\n"
    verdict = _check(src, tgt)
    assert verdict.kind == "unknown" and "undefined or returns ⊤ on every input" in verdict.reason
