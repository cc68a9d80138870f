"""Scalar refinement proofs of the Alive2 kind with the z3 engine (issue 8's sanity checks)."""

from __future__ import annotations

import struct

import pytest

from pllvm.check import Options, Side, check
from pllvm.cli import main
from pllvm.text import parse_module


def _check(src: str, tgt: str):
    return check("same", Side(parse_module(src), None, "FR"), Side(parse_module(tgt), None, "FR"),
                 Options(lanes=1, smt=True))


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


LOOP = ("define i32 @f(i32 %n) {\nA:\n  br label %L\nL:\n  %i = phi i32 [ 0, %A ], [ %j, %L ]\n"
        "  %j = add i32 %i, 1\n  %c = icmp slt i32 %j, %n\n  br i1 %c, label %L, label %X\n"
        "X:\n  ret i32 %j\n}\n")


def test_loops_are_proved_up_to_the_bound_and_the_rest_is_reported() -> None:
    """A loop of n iterations against its closed form max(n, 1): valid for the inputs that
    need at most K iterations, and the verdict says that others exist; a wrong closed form is
    found within the bound."""
    closed = ("define i32 @f(i32 %n) {\nA:\n  %c = icmp sgt i32 %n, 1\n"
              "  %r = select i1 %c, i32 %n, i32 1\n  ret i32 %r\n}\n")
    verdict = check("same", Side(parse_module(LOOP), None, "FR"), Side(parse_module(closed), None, "FR"),
                    Options(lanes=2, bound=3, smt=True))
    assert verdict.kind == "valid", verdict.explain()
    assert "loops up to 3 iterations" in verdict.coverage
    assert "need more than 3 iterations of the loop(s) at L exist and are not covered" in verdict.coverage
    wrong = closed.replace("i32 %n, i32 1", "i32 %n, i32 0")
    verdict = check("same", Side(parse_module(LOOP), None, "FR"), Side(parse_module(wrong), None, "FR"),
                    Options(lanes=2, bound=3, smt=True))
    assert verdict.kind == "invalid"
    assert min(verdict.counterexample.args["n"]) <= 1


def test_floats_are_ieee_and_what_has_no_encoding_is_unknown() -> None:
    """x + 0.0 is not x (-0.0 + 0.0 = +0.0, but -0.0 equals 0.0 as a number, so it is `same`);
    x * 1.0 and x are the same; (x + 1) - 1 is not x (rounding); frem has no z3 encoding."""
    def f(body: str) -> str:
        return f"define double @f(double %x) {{\nA:\n{body}}}\n"

    ident = f("  ret double %x\n")
    assert _check(ident, f("  %y = fmul double %x, 1.0\n  ret double %y\n")).kind == "valid"
    verdict = _check(ident, f("  %y = fadd double %x, 1.0\n  %z = fsub double %y, 1.0\n  ret double %z\n"))
    assert verdict.kind == "invalid"
    x = verdict.counterexample.args["x"][0]
    # a difference as the checker sees one: the bits (z3 may answer -0.0, and +0.0 == -0.0)
    assert struct.pack("<d", (x + 1.0) - 1.0) != struct.pack("<d", x)
    verdict = _check(ident, f("  %y = frem double %x, 1.0\n  ret double %y\n"))
    assert verdict.kind == "unknown" and "frem" in verdict.reason


def test_pllvm_check_smt(tmp_path, capsys) -> None:
    """`pllvm check --smt`: exit 0 with the proof's coverage, 1 with a replayed counterexample,
    3 for what it cannot encode."""
    src, tgt = tmp_path / "src.ll", tmp_path / "tgt.ll"
    src.write_text(ADD_NSW)
    tgt.write_text(ADD)
    assert main(["check", str(src), str(tgt), "--smt"]) == 0
    assert "valid: for all inputs, lanes 0..3, loops up to 4 iterations" in capsys.readouterr().out
    assert main(["check", str(tgt), str(src), "--smt", "--save", str(tmp_path / "c.json")]) == 1
    assert "counterexample" in capsys.readouterr().out
    assert main(["run", "--replay", str(tmp_path / "c.json")]) == 1  # the sides still differ
    src.write_text(LOOP)
    tgt.write_text(LOOP.replace("%c = icmp slt", "%c = icmp sle"))
    assert main(["check", str(src), str(tgt), "--smt", "--unroll", "2", "--lanes", "2"]) == 1
    assert "counterexample" in capsys.readouterr().out
    assert main(["check", str(src), str(src), "--smt", "--unroll", "0"]) == 2
    assert "--unroll 0: a positive number of iterations, or auto" in capsys.readouterr().err


def test_a_source_undefined_everywhere_is_unknown_not_valid() -> None:
    """Nothing can be compared when the source divides by zero on every input."""
    src = "define i32 @f(i32 %x) {\nA:\n  %r = udiv i32 %x, 0\n  ret i32 %r\n}\n"
    tgt = "define i32 @f(i32 %x) {\nA:\n  ret i32 7\n}\n"
    verdict = _check(src, tgt)
    assert verdict.kind == "unknown" and "the source is undefined" in verdict.reason
