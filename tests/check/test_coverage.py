"""[CHK-COVERAGE] and [CHK-BUDGET]: a verdict says what ran; a target block or branch edge no
defined input ran makes `valid` `unknown`; a check ends within its time limit."""

from __future__ import annotations

import json
import math
import time

import pytest
from conftest import CORPUS

from pllvm.check import Options, Side, check, differential
from pllvm.check.coverage import Coverage, required_blocks, required_edges
from pllvm.cli import main
from pllvm.text import parse_file, parse_module

RARE = """
define i32 @f(i32 %x) {
entry:
  %h = mul i32 %x, -1640531535
  %c = icmp eq i32 %h, 12345
  br i1 %c, label %rare, label %done
rare:
  %y = add i32 %x, 1
  br label %done
done:
  %r = phi i32 [ %y, %rare ], [ %x, %entry ]
  ret i32 %r
}
"""


def _side(text: str, name: str = "f") -> Side:
    return Side(parse_module(text), name, "FR")


def test_a_block_no_input_reaches_makes_the_verdict_unknown_and_is_named() -> None:
    side = _side(RARE)
    v = check("same", side, side, Options(lanes=1, examples=50))
    assert v.kind == "unknown", v.explain()
    assert "never ran on an input on which the source is defined: rare" in v.reason
    assert v.details is not None and v.details["blocks"]["rare"] == 0
    assert v.details["uncovered"] == ["rare"] and v.details["untaken"] == []


def test_a_block_that_does_nothing_is_required_unless_the_source_is_doomed_there() -> None:
    """A target block with no command (only a branch) that no input runs still makes `valid`
    `unknown`: only a block that keeps the label of a source block doomed to `unreachable` is
    excused (`Coverage.doomed`), never one merely because it does nothing."""
    source = _side("define i32 @f(i32 %x) {\nA:\n  ret i32 %x\n}\n")
    target = _side("""
define i32 @f(i32 %x) {
A:
  %c = icmp eq i32 %x, %x
  br i1 %c, label %B, label %C
C:
  br label %B
B:
  ret i32 %x
}
""")
    v = check("same", source, target, Options(lanes=1, examples=50))
    assert v.kind == "unknown", v.explain()
    assert v.details is not None and v.details["uncovered"] == ["C"]


def test_the_user_may_accept_an_uncovered_block_and_the_coverage_still_lists_it() -> None:
    side = _side(RARE)
    v = check("same", side, side, Options(lanes=1, examples=50,
                                          allow_uncovered=frozenset({"rare"})))
    assert v.kind == "valid", v.explain()
    assert "never: rare" not in v.coverage and v.details["blocks"]["rare"] == 0
    assert check("same", side, side, Options(lanes=1, examples=50,
                                             allow_uncovered=frozenset({"*"}))).kind == "valid"


def test_required_blocks_leave_out_what_only_leads_to_unreachable() -> None:
    fn = parse_module("""
define i32 @g(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %bad, label %ok
bad:
  br label %trap
trap:
  unreachable
ok:
  br i1 true, label %end, label %never
never:
  br label %end
end:
  ret i32 %x
}
""").function("g")
    assert set(required_blocks(fn)) == {"entry", "ok", "end"}, "never: a constant takes one edge"
    assert ("ok", "never") not in required_edges(fn), "a constant condition takes one edge"
    assert ("entry", "bad") not in required_edges(fn)


def test_edges_are_covered_for_one_thread_targets() -> None:
    """LLVM's vectorized saxpy checked against its source: both arms of the runtime alias check,
    the vector body and the remainder run, and the coverage says so edge by edge."""
    lv = CORPUS / "loopvectorize"
    src = Side(parse_file(lv / "saxpy.ll"), "saxpy", "FR")
    tgt = Side(parse_file(lv / "saxpy.vf4.ll"), "saxpy", "FR")
    v = check("same", src, tgt, Options(lanes=1, examples=200))
    assert v.kind == "valid", v.explain()
    edges = v.details["edges"]
    assert edges["vector.memcheck->scalar.ph"] > 0 and edges["vector.memcheck->vector.ph"] > 0
    assert edges["middle.block->scalar.ph"] > 0, "a remainder after the vector body"
    assert v.details["loops"]["vector.body"]["max_iterations"] >= 2
    assert "branch edges taken" in v.coverage


NEVER_ENDS = """
define i32 @f(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %x, %entry ], [ %j, %loop ]
  %j = sub i32 %i, 2
  %c = icmp eq i32 %j, 0
  br i1 %c, label %done, label %loop
done:
  ret i32 %j
}
"""


def test_a_check_of_a_loop_that_does_not_end_stops_in_its_budget() -> None:
    """Odd x never reaches 0: those inputs exhaust the source's step budget, are counted and
    not compared; the time limit ends the search and says how far it got."""
    side = _side(NEVER_ENDS)
    start = time.monotonic()
    v = check("same", side, side, Options(lanes=2, examples=100_000, time_limit=4.0))
    elapsed = time.monotonic() - start
    assert elapsed < 12, elapsed
    assert "stopped at the time limit of 4 s" in v.coverage
    assert v.details["inputs"]["source_no_end"] > 0
    assert "where the source did not end within" in v.coverage
    assert v.kind in ("valid", "unknown")


def test_the_source_budget_follows_its_longest_run_after_five_defined_inputs() -> None:
    """[CHK-BUDGET] "after five defined inputs it shrinks to sixteen times the longest source run
    seen so far" (never below 1,000 steps, never above --fuel): the budget of the sixth input."""
    search = differential._Search(None, None, Options(), Coverage(parse_module(NEVER_ENDS).functions[0]),
                                  math.inf, Options().fuel)
    for defined, steps in enumerate([40, 300, 90, 10], start=1):
        search.coverage.defined = defined
        search._adapt(steps)
        assert search.fuel == Options().fuel, defined
    search.coverage.defined = differential.ADAPT_AFTER
    search._adapt(200)
    assert differential.ADAPT_AFTER == 5 and search.fuel == 16 * 300
    search.coverage.defined += 1
    search._adapt(20)
    assert search.fuel == 16 * 300


def test_the_cli_reports_coverage_as_json(tmp_path, capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "rare.ll"
    path.write_text(RARE)
    code = main(["check", str(path), str(path), "--lanes", "1", "--examples", "30", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 3 and out["verdict"] == "unknown"
    assert out["coverage"]["inputs"]["drawn"] == 30
    assert out["coverage"]["uncovered"][0] == "rare"
    assert out["summary"].startswith("30 inputs drawn")
    code = main(["check", str(path), str(path), "--lanes", "1", "--examples", "30",
                 "--allow-uncovered", "rare"])
    assert code == 0 and capsys.readouterr().out.startswith("valid: 30 inputs drawn")


def test_an_edge_never_taken_is_reported_but_does_not_make_the_verdict_unknown() -> None:
    """`x <u 0` is never true: the edge entry->join is reported, the blocks all ran."""
    side = _side("""
define i32 @f(i32 %x) {
entry:
  %c = icmp ult i32 %x, 0
  br i1 %c, label %join, label %mid
mid:
  br label %join
join:
  ret i32 %x
}
""")
    v = check("same", side, side, Options(lanes=1, examples=30))
    assert v.kind == "valid", v.explain()
    assert v.details["untaken"] == ["entry->join"]
    assert "never taken: entry->join" in v.coverage
