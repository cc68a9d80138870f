"""The relations proved with z3: the mutation suite refuted with replayed counterexamples, the
correct versions proved, and a bug that shows for one input value only, which drawing inputs
does not find."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from conftest import CORPUS
from helpers import MUTATIONS, mutation_sides

from pllvm.check import Options, Side, check
from pllvm.check.differential import replay
from pllvm.check.inputs import plan
from pllvm.check.options import AUTO
from pllvm.check.smt import relations
from pllvm.check.smt.relations import parts, unroll_bound
from pllvm.check.verdict import Verdict
from pllvm.cli import main
from pllvm.text import parse_file, parse_module

#: the correct versions are proved with loops up to 2 iterations: enough for every loop of the
#: suite to run divergently, and m21's symbolic-address stores take 25 s at 3
PROOF_BOUND = 2


@cache
def _verdict(path: Path, target: str) -> Verdict:
    claim, source, tgt = mutation_sides(path, target)
    lanes = int(claim["lanes"])
    bound = AUTO if target == "bad" else PROOF_BOUND
    if claim["relation"] == "vectorize":
        return check("vectorize", source, tgt,
                     Options(shapes=claim["shapes"], lanes=lanes, bound=bound, smt=True))
    return check("same", source, tgt, Options(lanes=lanes, shapes=claim.get("shapes"), bound=bound, smt=True))


#: bugs outside what the SMT check covers ([CHK-SMT] "Decisions and their limits"): it says so in
#: its coverage or reason instead of `invalid`
SMT_MISSED = {
    "m23_float_sum_reassociated": "z3 gives up on the exact float sums within the time limit",
}


def _bug(path: Path) -> object:
    """A mutation as a test parameter, expected to fail where the SMT check does not cover its
    bug (not even run when z3 would only spend its time limit)."""
    why = SMT_MISSED.get(path.stem)
    marks = [pytest.mark.xfail(reason=f"not covered: {why}", strict=False,
                               run="gives up" not in why)] if why else []
    return pytest.param(path, marks=marks, id=path.stem)


@pytest.mark.parametrize("path", [_bug(p) for p in MUTATIONS])
def test_the_bug_is_invalid_by_smt_and_its_counterexample_replays(path: Path, tmp_path: Path) -> None:
    v = _verdict(path, "bad")
    assert v.kind == "invalid", v.explain()
    assert "loops up to " in v.coverage
    case = tmp_path / "case.json"
    v.counterexample.save(case)
    _src, _tgt, why = replay(json.loads(case.read_text()), parse_file)
    assert why is not None, "the saved counterexample no longer shows a difference"


@pytest.mark.parametrize("path", MUTATIONS, ids=lambda p: p.stem)
def test_the_correct_version_is_proved(path: Path) -> None:
    v = _verdict(path, "good")
    assert v.kind == "valid", v.explain()


#: Lane t returns 3 x_t, except where x_t is one value out of 2^32 (a bug in a constant table,
#: say): drawn inputs meet it with probability 2^-30 per check of four lanes. The program compares
#: 7 x (mod 2^32), not x, with its constant, so drawing next to the program's constants misses it.
ONE_INPUT = """
define i32 @src(i32 %x) {
A:
  %r = mul i32 %x, 3
  ret i32 %r
}

define i32 @bad(i32 %x) {
A:
  %r = mul i32 %x, 3
  %x7 = mul i32 %x, 7
  %hit = icmp eq i32 %x7, -1736736916
  %one = zext i1 %hit to i32
  %s = add i32 %r, %one
  ret i32 %s
}
"""


def test_a_bug_on_one_input_value_is_found_by_smt_not_by_drawing_inputs() -> None:
    m = parse_module(ONE_INPUT)
    src, bad = Side(m, "src", "FR"), Side(m, "bad", "OBL")
    drawn = check("vectorize", src, bad, Options(shapes="v", lanes=4, examples=1000))
    assert drawn.kind == "valid" and "1000 inputs drawn" in drawn.coverage
    proved = check("vectorize", src, bad, Options(shapes="v", lanes=4, smt=True))
    assert proved.kind == "invalid"
    assert 1592594996 in proved.counterexample.args["x"]


def test_pllvm_check_smt_vectorize(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "one.pll"
    path.write_text(ONE_INPUT)
    argv = ["check", str(path), str(path), "--source-function", "src", "--relation", "vectorize",
            "--shapes", "v", "--smt", "--lanes", "8"]
    assert main([*argv, "--target-function", "bad", "--save", str(tmp_path / "c.json")]) == 1
    out = capsys.readouterr().out
    assert "1592594996" in out
    assert main(["run", "--replay", str(tmp_path / "c.json")]) == 1
    assert main([*argv, "--target-function", "src"]) == 0
    assert "valid: for all inputs, lanes 0..7" in capsys.readouterr().out


#: each thread writes byte 0 of cell %i of the one buffer %p points to, and byte 1 where %c
#: holds: two threads given one %i and different %c change that cell differently, so they
#: interact through memory there and the W scalar runs are not the input's meaning. @lost drops
#: the store to byte 1, which differs on an input where the threads' cells are apart.
SHARED = """
define void @two(ptr %p, i64 %i, i1 %c) {
entry:
  %a = getelementptr i32, ptr %p, i64 %i
  store i8 7, ptr %a
  br i1 %c, label %more, label %done
more:
  %q = getelementptr i8, ptr %a, i64 1
  store i8 7, ptr %q
  br label %done
done:
  ret void
}

define void @lost(ptr %p, i64 %i, i1 %c) {
entry:
  %a = getelementptr i32, ptr %p, i64 %i
  store i8 7, ptr %a
  ret void
}
"""


def test_smt_vectorize_leaves_out_inputs_where_the_scalar_runs_interact_through_memory() -> None:
    """[CHK-VECTORIZE] as the run-based check does: two threads with one %i and different %c
    change cell %i differently; such an input is no counterexample (it would not replay: the
    run-based check leaves it out), so @two is proved against its own lock-step run, and
    @lost is invalid on inputs where the threads do not interact, with a model that replays."""
    m = parse_module(SHARED)
    opts = Options(shapes="u,v,v", lanes=4, smt=True)
    proved = check("vectorize", Side(m, "two", "FR"), Side(m, "two", "OBL"), opts)
    assert proved.kind == "valid", proved.reason
    assert "interact through memory) are not compared" in proved.coverage
    wrong = check("vectorize", Side(m, "two", "FR"), Side(m, "lost", "OBL"), opts)
    assert wrong.kind == "invalid"
    cx = wrong.counterexample
    wrote_byte_1 = [i for i, c in zip(cx.args["i"], cx.args["c"], strict=True) if c]
    assert wrote_byte_1 and all(cx.args["i"].count(i) == 1 for i in wrote_byte_1)


#: @big differs from @src iff log(x) > 700, which holds for x > e^700 ≈ 1.0e304 only (and +inf);
#: @never differs iff 710 < log(x) < 1000, which no double has (log of the largest finite double
#: is 709.78, of +inf +inf). With @log uninterpreted, z3's first models give log any value at any x.
HUGE_LOG = """
declare double @log(double)

define i32 @src(double %x) {
A:
  ret i32 0
}

define i32 @big(double %x) {
A:
  %l = call double @log(double %x)
  %c = fcmp ogt double %l, 700.0
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @never(double %x) {
A:
  %l = call double @log(double %x)
  %above = fcmp ogt double %l, 710.0
  %finite = fcmp olt double %l, 1000.0
  %c = and i1 %above, %finite
  %r = zext i1 %c to i32
  ret i32 %r
}
"""


def test_a_model_that_relies_on_an_uninterpreted_function_is_refined_until_it_replays() -> None:
    """[CHK-SMT-REFINE] a spurious model pins @log at its points; the models that follow either
    replay or, with the float inputs among the probes, reach an input where the real log is big."""
    m = parse_module(HUGE_LOG)
    v = check("vectorize", Side(m, "src", "FR"), Side(m, "big", "OBL"),
              Options(shapes="v", lanes=2, bound=1, smt=True))
    assert v.kind == "invalid", v.explain()
    assert any(x > 1.0e304 for x in v.counterexample.args["x"])  # +inf included


def test_a_difference_only_an_uninterpreted_function_makes_is_unknown() -> None:
    """Refinement gives up without a replayed model; the verdict says why and is not `valid`,
    although the sides are equal for every double: the encoding cannot know it."""
    m = parse_module(HUGE_LOG)
    v = check("vectorize", Side(m, "src", "FR"), Side(m, "never", "OBL"),
              Options(shapes="v", lanes=2, bound=1, smt=True))
    assert v.kind == "unknown"
    assert "does not replay: it relies on what the encoding does not model exactly" in v.reason
    assert "@log uninterpreted" in v.reason
    assert v.reason.endswith("model(s) and the float inputs among the probes, z3 finds no other model")


def test_the_parts_of_a_vectorized_saxpy_enumerate_trip_counts_and_aliasing_layouts() -> None:
    """[CHK-SMT-CASES] `auto` bounds loops by one more than twice the vector step (the vector
    body twice, then the remainder); the trip count is enumerated up to it (and two negative values);
    %y may point into %x's buffer at the distances a runtime alias check must tell apart, with
    the vector body running."""
    lv = CORPUS / "loopvectorize"
    src, tgt = (parse_file(lv / f).function("saxpy") for f in ("saxpy.ll", "saxpy.haswell.ll"))
    p = plan(src, tgt, None, 1)
    assert unroll_bound(p) == 17
    ps = parts(p, 1, 17)
    n, _a, x, y = (q.name for q in src.params)
    assert [c.fixed for c in ps.cases] == [((n, v),) for v in [-2**31, -1, *range(18)]]
    assert ps.rest is not None and ps.rest.avoid == ((n, (-2**31, -1, *range(18))),) and ps.exhaustive
    distances = sorted(off - part.margin(x) for part in ps.layouts for q, b, off in part.pointers
                       if q == y)
    assert distances == [4 * d for d in (-9, -8, -7, -2, -1, 0, 1, 2, 7, 8, 9)]
    assert all(part.fixed == ((n, 17),) and dict(part.buffers).keys() == {x} for part in ps.layouts)
    assert ps.layouts[0].describe() == f"%{n} = 17, %{y} = %{x} - 36 bytes"


def test_restrict_pointers_get_no_aliasing_layouts() -> None:
    lv = CORPUS / "loopvectorize"
    src, tgt = (parse_file(lv / f).function("saxpy_restrict")
                for f in ("saxpy.ll", "saxpy.haswell.ll"))
    assert parts(plan(src, tgt, None, 1), 1, 8).layouts == []


def test_a_proof_of_the_enumerated_trip_counts_alone_is_unknown() -> None:
    """[CHK-SMT-CASES] every enumerated part valid but the values they leave out undecided:
    the verdict is unknown and says which values, unless every trip count within the bound
    was a part (then the rest is what a bounded proof does not cover, and the verdict says so)."""
    whole = relations.Part()
    answers = [(relations.Part(fixed=(("n", k),)), relations._Answer("valid")) for k in range(3)]
    rest = (relations.Part(avoid=(("n", (0, 1, 2)),)), relations._Answer("unknown", "within 9 s"))
    verdict = relations._verdict(answers, rest, "lanes 0..0", whole, 4)
    assert verdict.kind == "unknown", verdict.explain()
    assert "within 9 s (for %n not in {0..2})" in verdict.reason
    decided = relations._verdict(answers, (rest[0], relations._Answer("valid")), "lanes 0..0", whole, 4)
    assert decided.kind == "valid" and "with every other value of %n" in decided.coverage
    # every count from -1 to the bound a part: the rest is beyond the bound, the proof holds
    answers = [(relations.Part(fixed=(("n", k),)), relations._Answer("valid")) for k in range(-1, 5)]
    bounded = relations._verdict(answers, rest, "lanes 0..0", whole, 4, exhaustive=True)
    assert bounded.kind == "valid", bounded.explain()
    assert "(other values of %n: not decided within 9 s)" in bounded.coverage
