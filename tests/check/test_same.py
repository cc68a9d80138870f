"""The *same* relation on a schedule-dependent source: outcomes are compared as sets (a target
outcome must be some source outcome), every greedy schedule is explored for small W, and a
counterexample found either way replays."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.check import Options, Side, check, differential
from pllvm.check.differential import EXHAUSTIVE_LANES, replay
from pllvm.check.inputs import plan, strategy
from pllvm.syntax.builtins import is_horizontal
from pllvm.text import parse_file, parse_module

# A thread passive in P takes whichever successor is scheduled first, and `any` at the join J sees
# the value it brings (ret [1, 1] under min-index, [0, 0] under max-index); the file's RUN lines
# show both.
SCHEDULE_DEPENDENT = CORPUS / "exec" / "schedule_dependent.pll"
SOURCE = SCHEDULE_DEPENDENT.read_text()


def _side(text: str, name: str, path: Path) -> Side:
    path.write_text(text)
    return Side(parse_module(text), name, "FR", str(path))


def test_a_schedule_dependent_source_refines_itself_with_every_schedule_explored(
        tmp_path: Path) -> None:
    src = _side(SOURCE, "src", tmp_path / "src.pll")
    v = check("same", src, src, Options(lanes=2, examples=30))
    assert v.kind == "valid", v.explain()
    assert "every greedy schedule explored for " in v.coverage
    assert int(v.coverage.split("explored for ")[1].split()[0]) > 0
    assert EXHAUSTIVE_LANES >= 2


def test_a_target_that_drops_the_horizontal_any_is_invalid_and_replays(tmp_path: Path) -> None:
    bad = SOURCE.replace("@src(", "@bad(").replace("%r = zext i1 %h to i32", "%r = zext i1 %n to i32")
    src = _side(SOURCE, "src", tmp_path / "src.pll")
    tgt = _side(bad, "bad", tmp_path / "bad.pll")
    v = check("same", src, tgt, Options(lanes=2, examples=60))
    assert v.kind == "invalid"
    cex = v.counterexample
    assert cex is not None
    assert cex.difference.startswith("thread 0 returns 0, the source returns 1")
    assert "target: step 5, block J: `ret i32 %r` (%r = [0])" in cex.difference
    assert "target:   computed by `%r = zext i1 %n to i32` with %n = [0]" in cex.difference
    case = tmp_path / "case.json"
    cex.save(case)
    _s, t, why = replay(json.loads(case.read_text()), parse_file)
    assert why is not None and t.ret == cex.target["ret"]


def test_a_vectorize_counterexample_of_an_interacting_source_shows_its_run_under_that_scheduler() -> None:
    """Threads that interact (`any`) make the *vectorize* relation compare the target with the
    source's lock-step runs, one per policy. @tgt returns 2 - any(...): the source's outcome
    under min-index, no outcome of the source under the others; each counterexample shows the
    source's run under its own scheduler (ret [0, 0], the target's schedule), not min-index's."""
    tgt = SOURCE.replace("@src(", "@tgt(").replace(
        "  %r = zext i1 %h to i32\n", "  %h32 = zext i1 %h to i32\n  %r = sub i32 2, %h32\n")
    src, target = Side(parse_module(SOURCE), "src", "FR"), Side(parse_module(tgt), "tgt", "FR")
    example = {"args": {"a": [0, 1], "t": [0, 1]}, "buffers": {}}
    assert differential.vectorize_counterexample(src, target, 2, example, "min-index") is None
    for policy in differential.POLICIES[1:]:
        cex = differential.vectorize_counterexample(src, target, 2, example, policy)
        assert cex is not None, policy
        assert (cex.source["ret"], cex.target["ret"]) == ([0, 0], [2, 2])
        assert cex.source["schedule"] == cex.target["schedule"] != ["entry", "T", "P", "Q", "E", "J"]
        assert cex.difference.startswith("thread 0 returns 2, the source returns 0")


def test_a_counterexample_between_two_schedulers_names_each_side_s_and_replays_under_them(
        tmp_path: Path) -> None:
    """A source compared with itself under another scheduler (as `pllvm fuzz` checks a
    schedule-independent program): each side's scheduler is in the counterexample, its
    explanation and its replay, which finds the same difference again."""
    src = _side(SOURCE, "src", tmp_path / "src.pll")
    example = {"args": {"a": [0, 1], "t": [0, 1]}, "buffers": {}}
    cex = differential.same_counterexample(src, src, 2, example, "min-index", target_policy="max-index")
    assert cex is not None
    assert (cex.source["ret"], cex.target["ret"]) == ([1, 1], [0, 0])
    assert cex.difference.startswith("thread 0 returns 0, the source returns 1")
    text = cex.explain()
    assert "  source (FR, scheduler min-index): ret [1, 1]" in text, text
    assert "  target (FR, scheduler max-index): ret [0, 0]" in text, text
    case = tmp_path / "case.json"
    cex.save(case)
    s, t, why = replay(json.loads(case.read_text()), parse_file)
    assert (s.ret, t.ret, why) == ([1, 1], [0, 0], cex.difference.splitlines()[0])


REORDER = """
define i32 @{name}(ptr {attr}%a, ptr {attr}%b) {{
entry:
{body}
  ret i32 %x
}}
"""
STORE_THEN_LOAD = "  store i32 7, ptr %a\n  %x = load i32, ptr %b"
LOAD_THEN_STORE = "  %x = load i32, ptr %b\n  store i32 7, ptr %a"


def test_pointer_parameters_may_alias_unless_noalias(tmp_path: Path) -> None:
    """Moving a load above a store is right only if the two pointers do not alias: the check
    draws aliasing buffers, and stops doing so for `noalias` parameters."""
    for attr, expected in (("", "invalid"), ("noalias ", "valid")):
        src = _side(REORDER.format(name="src", attr=attr, body=STORE_THEN_LOAD), "src",
                    tmp_path / "src.pll")
        tgt = _side(REORDER.format(name="tgt", attr=attr, body=LOAD_THEN_STORE), "tgt",
                    tmp_path / "tgt.pll")
        v = check("same", src, tgt, Options(lanes=1, examples=100))
        assert v.kind == expected, v.explain()
        if expected == "invalid":
            assert v.counterexample is not None
            assert v.counterexample.args["b"] == ["@a"]
            assert v.counterexample.difference.startswith("thread 0 returns 0, the source returns 7")
            assert "target:   computed by `%x = load i32, ptr %b`" in v.counterexample.difference


def test_vectorize_explores_every_schedule_of_a_small_simd_side(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The scalar source returns each thread's own `n`; the SIMD side takes `any(n)` over the
    threads that reach J together. Under max-index every thread reaches J alone, so that policy
    alone sees no difference; the exploration of every greedy schedule (W <= EXHAUSTIVE_LANES)
    must find one where two threads meet, as a counterexample with an explicit schedule that
    replays."""
    monkeypatch.setattr(differential, "POLICIES", ("max-index",))
    own = SOURCE.replace("%r = zext i1 %h to i32", "%r = zext i1 %n to i32").replace(
        "P: predicate %q", "P:").replace("  %h = call i1 @any(i1 %n)\n", "")
    assert not is_horizontal(parse_module(own).function("src"))
    scalar = _side(own, "src", tmp_path / "own.pll")
    simd = Side(parse_file(SCHEDULE_DEPENDENT), "src", "FR", str(SCHEDULE_DEPENDENT))
    v = check("vectorize", scalar, simd, Options(shapes="v,v", lanes=2, examples=40))
    assert v.kind == "invalid" and "every greedy schedule explored for" in v.coverage, v.explain()
    cex = v.counterexample
    assert cex is not None and cex.scheduler == differential.EXPLORED
    assert cex.target["schedule"] and "returns 1, the scalar run returns 0" in cex.difference
    case = tmp_path / "case.json"
    cex.save(case)
    _s, t, why = replay(json.loads(case.read_text()), parse_file)
    assert why is not None and cex.difference.startswith(why) and t.schedule == cex.target["schedule"]


def test_a_source_undefined_on_every_input_gives_unknown_not_valid(tmp_path: Path) -> None:
    text = "define i32 @f(i32 %x) {\nentry:\n  %q = sdiv i32 %x, 0\n  ret i32 %q\n}\n"
    side = _side(text, "f", tmp_path / "ub.pll")
    for v in (check("same", side, side, Options(lanes=4, examples=20)),
              check("vectorize", side, side, Options(shapes="v", lanes=4, examples=20))):
        assert v.kind == "unknown" and "nothing was compared" in v.reason, v.explain()


RACE = """
define void @f(i32 %x, ptr %buf) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %T, label %E
T:
  store i32 %x, ptr %buf
  br label %J
E:
  store i32 7, ptr %buf
  br label %J
J:
  ret void
}
"""


def test_threads_that_overwrite_each_other_across_steps_are_not_compared(tmp_path: Path) -> None:
    """Thread 0 stores in T, thread 1 in E: which store is last depends on the schedule, so such
    inputs are counted and not compared (a check of the program against itself stays valid)."""
    side = _side(RACE, "f", tmp_path / "race.pll")
    v = check("same", side, side, Options(lanes=2, examples=60))
    assert v.kind == "valid", v.explain()
    assert v.details["inputs"]["not_independent"] > 0
    assert "where the threads interact through memory" in v.coverage


def test_the_inputs_of_a_check_do_not_depend_on_which_modules_were_imported(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """hypothesis draws literals of imported local modules: a check must not see them, or its
    inputs (and, on a bug few inputs show, its verdict) would change with the order of tests."""
    fn = parse_file(CORPUS / "loopvectorize" / "reduce.ll").function("sum_int")
    draws = strategy(plan(fn, fn, None, 1))

    def drawn() -> list[str]:
        seen: list[str] = []
        differential._find(draws, lambda d: seen.append(json.dumps(d)) is not None, 60, 0)
        return seen

    before = drawn()
    (tmp_path / "many_literals.py").write_text(
        "VALUES = [" + ", ".join(str(k * 7919) for k in range(400)) + "]\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    __import__("many_literals")
    assert drawn() == before


def test_a_target_wrong_only_under_max_index_is_invalid_with_that_scheduler(tmp_path: Path) -> None:
    """The schedule-dependent program as the target of a source that always computes its
    min-index outcome (`any` of a > 0): it refines the source under min-index and not under
    max-index, so the counterexample is found under max-index, against the one observation of a
    deterministic source, and says so."""
    one = """
declare i1 @any(i1)
define i32 @one(i32 %a, i32 %t) {
entry:
  %c = icmp sgt i32 %a, 0
  %h = call i1 @any(i1 %c)
  %r = zext i1 %h to i32
  ret i32 %r
}
"""
    src = _side(one, "one", tmp_path / "one.pll")
    tgt = _side(SOURCE, "src", tmp_path / "src.pll")
    v = check("same", src, tgt, Options(lanes=2, examples=60))
    assert v.kind == "invalid", v.explain()
    cex = v.counterexample
    assert cex is not None and cex.scheduler == "max-index"
    case = tmp_path / "case.json"
    cex.save(case)
    _s, t, why = replay(json.loads(case.read_text()), parse_file)
    assert why is not None and t.ret == cex.target["ret"]
