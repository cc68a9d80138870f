"""Verdicts of `pllvm check --relation same` that hinge on one rule of semantics/checking.md:
a difference only a schedule outside the fixed policies shows ([CHK-SAME], every greedy schedule
explored for W <= 3), NaN and ⊤ in the source ([CHK-REFINE]), and runs that do not end
([CHK-SAME], [CHK-BUDGET])."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pllvm.check import Options, Side, check, differential
from pllvm.cli import main
from pllvm.exec import run
from pllvm.text import parse_module


def _side(text: str, name: str) -> Side:
    return Side(parse_module(text), name, "FR")


# ---------------------------------------------------------------- schedules

# Each thread takes its own block out of the switch: A, B and C are legal together, in this
# index order. A and C store 1 to @g, B reads @g. In @tgt, B adds 1 to x if it read 0: only
# where B runs before both A and C (entry B A C J, entry B C A J). min-index runs A first,
# max-index C, and the two seeded random policies of the check run C and A first.
SWITCH_BY_THREAD = """
define i32 @{name}(i32 %x) {{
entry:
  %t = call i32 @thread_id()
  switch i32 %t, label %C [ i32 0, label %A
                            i32 1, label %B ]
A:
  store i32 1, ptr @g
  br label %J
B:
{b}  br label %J
C:
  store i32 1, ptr @g
  br label %J
J:
  %r = phi i32 [ %x, %A ], [ {y}, %B ], [ %x, %C ]
  ret i32 %r
}}
"""
READ_IN_B = """  %seen = load i32, ptr @g
  %missed = sub i32 1, %seen
  %y = add i32 %x, %missed
"""
MIDDLE = ("declare i32 @thread_id()\n\n@g = global i32 0\n"
          + SWITCH_BY_THREAD.format(name="src", b="", y="%x")
          + SWITCH_BY_THREAD.format(name="tgt", b=READ_IN_B, y="%y"))


def test_a_difference_only_a_schedule_no_policy_picks_shows_is_invalid(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """No policy of the check runs B first, so every policy's run of @tgt refines @src; only
    the exploration of every greedy schedule (W = 3 <= EXHAUSTIVE_LANES) finds entry B A C J,
    and the counterexample names that schedule and replays it."""
    module = parse_module(MIDDLE)
    for policy in differential.POLICIES:
        r = run(module, "tgt", 3, "FR", {"x": [4, 4, 4]}, scheduler=policy)
        assert r.ret == [4, 4, 4] and r.schedule[1] != "B", policy
    assert differential.EXHAUSTIVE_LANES >= 3
    path, case = tmp_path / "middle.pll", tmp_path / "case.json"
    path.write_text(MIDDLE)
    argv = ["check", str(path), str(path), "--relation", "same", "--lanes", "3",
            "--source-function", "src", "--target-function", "tgt", "--examples", "20"]
    assert main([*argv, "--json", "--save", str(case)]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["verdict"] == "invalid"
    cex = out["counterexample"]
    assert cex["scheduler"] == differential.EXPLORED
    assert cex["target"]["schedule"] == ["entry", "B", "A", "C", "J"]
    x = cex["args"]["x"][1]
    assert cex["difference"].startswith(f"thread 1 returns {x + 1}, the source returns {x}")
    assert main(["run", "--replay", str(case)]) == 1
    assert "schedule entry B A C J" in capsys.readouterr().out


# ---------------------------------------------------------------- NaN and ⊤ in the source

NAN = "define double @{name}(double %x) {{\nA:\n  %r = {body}\n  ret double %r\n}}\n"


def test_a_target_that_returns_a_number_where_the_source_returns_nan_is_invalid() -> None:
    """[CHK-REFINE]: NaN is one defined value; 1.0 is another."""
    src = _side(NAN.format(name="src", body="fadd double %x, 0x7FF8000000000000"), "src")
    tgt = _side(NAN.format(name="tgt", body="fadd double 1.0, 0.0"), "tgt")
    v = check("same", src, tgt, Options(lanes=2, examples=20))
    assert v.kind == "invalid", v.explain()
    assert v.counterexample is not None
    assert v.counterexample.difference.startswith("thread 0 returns 1.0, the source returns nan")


def test_nans_of_different_bits_on_the_two_sides_are_the_same_value() -> None:
    """[VAL-FLOAT-SAME]: the source's NaN (0.0 / 0.0, the sign and payload the hardware gives)
    and the target's (a negative NaN with payload 1) differ in their bits only."""
    src = _side(NAN.format(name="src", body="fdiv double 0.0, 0.0"), "src")
    tgt = _side(NAN.format(name="tgt", body="fadd double %x, 0xFFF8000000000001"), "tgt")
    v = check("same", src, tgt, Options(lanes=2, examples=20))
    assert v.kind == "valid", v.explain()
    assert v.details is not None and v.details["inputs"]["defined"] > 0


UNDEF_LANES = """
define i32 @{name}(i1 %c, i32 %x) {{
A:
  %r = {body}
  ret i32 %r
}}
"""
SOME_UNDEF = "select i1 %c, i32 %x, i32 undef"
ALL_DEFINED = "add i32 %x, 0"


def test_a_lane_where_the_source_is_undef_accepts_any_target_value() -> None:
    """[CHK-REFINE]: where %c is false the source returns ⊤ and the target x; the other way
    round the target is less defined than the source."""
    some_undef = _side(UNDEF_LANES.format(name="f", body=SOME_UNDEF), "f")
    defined = _side(UNDEF_LANES.format(name="f", body=ALL_DEFINED), "f")
    v = check("same", some_undef, defined, Options(lanes=2, examples=40))
    assert v.kind == "valid", v.explain()
    v = check("same", defined, some_undef, Options(lanes=2, examples=40))
    assert v.kind == "invalid" and v.counterexample is not None
    t = int(v.counterexample.difference.split()[1])
    x = v.counterexample.args["x"][t]
    assert not v.counterexample.args["c"][t]
    assert v.counterexample.difference.startswith(f"thread {t} returns ⊤, the source returns {x}")


# ---------------------------------------------------------------- runs that do not end

LOOPS_IF = """
define i32 @{name}(i32 %x) {{
entry:
  %loops = {cond}
  br i1 %loops, label %loop, label %done
loop:
  br label %loop
done:
  ret i32 %x
}}
"""
ALWAYS, NEGATIVE = "icmp eq i32 %x, %x", "icmp slt i32 %x, 0"
SEVEN_IF_NEGATIVE = ("define i32 @{name}(i32 %x) {{\nentry:\n  %neg = icmp slt i32 %x, 0\n"
                     "  %r = select i1 %neg, i32 7, i32 %x\n  ret i32 %r\n}}\n")


def test_a_source_that_never_ends_is_not_compared_and_the_verdict_is_unknown() -> None:
    """[CHK-SAME]: an input on which the source does not terminate is outside its defined
    behaviour. On none did it end, so nothing was compared: `unknown`, never `valid`."""
    src = _side(LOOPS_IF.format(name="src", cond=ALWAYS), "src")
    tgt = _side(SEVEN_IF_NEGATIVE.format(name="tgt"), "tgt")
    v = check("same", src, tgt, Options(lanes=2, examples=10))
    assert v.kind == "unknown", v.explain()
    assert v.reason == ("the source is undefined or does not terminate on every drawn input, so "
                        "nothing was compared")
    assert v.details is not None
    inputs = v.details["inputs"]
    assert inputs["defined"] == 0 and inputs["source_no_end"] == inputs["drawn"] > 0


def test_inputs_on_which_the_source_does_not_end_are_not_compared() -> None:
    """The target returns 7 where the source loops forever (x < 0) and x elsewhere: valid, and
    the coverage counts the inputs it set apart."""
    src = _side(LOOPS_IF.format(name="src", cond=NEGATIVE), "src")
    tgt = _side(SEVEN_IF_NEGATIVE.format(name="tgt"), "tgt")
    v = check("same", src, tgt, Options(lanes=2, examples=60))
    assert v.kind == "valid", v.explain()
    assert v.details is not None
    assert v.details["inputs"]["source_no_end"] > 0 and v.details["inputs"]["defined"] > 0
    assert "where the source did not end within" in v.coverage


def test_a_target_that_does_not_end_where_the_source_does_is_invalid() -> None:
    """[CHK-BUDGET]: the target loops forever where x < 0, the source returns x."""
    src = _side(SEVEN_IF_NEGATIVE.format(name="src"), "src")
    tgt = _side(LOOPS_IF.format(name="tgt", cond=NEGATIVE), "tgt")
    v = check("same", src, tgt, Options(lanes=2, examples=60))
    assert v.kind == "invalid", v.explain()
    cex = v.counterexample
    assert cex is not None
    assert cex.difference.startswith("the target does not terminate where the source does")
    assert any(x < 0 for x in cex.args["x"])
