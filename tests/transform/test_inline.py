"""[W-CMD-CALL-FN] A call of a function the module defines means the callee inlined: on both
paths of the interpreter, in the checks, as `pllvm vectorize`'s first pass and in native code;
recursion, which cannot be inlined, is refused with the cycle named."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pllvm.backend.native import build, run_native
from pllvm.check import Options as CheckOptions
from pllvm.check.passes import check_result
from pllvm.cli import main
from pllvm.exec import run
from pllvm.text import parse_file
from pllvm.transform.pipeline import Options, vectorize

CORPUS = Path(__file__).resolve().parents[2] / "corpus"
CALLS = parse_file(CORPUS / "exec" / "calls.pll")


def _twice_clamped(a: int) -> int:
    p = min(a, 10)
    return p + min(p, 7)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.lists(st.integers(-50, 50), min_size=4, max_size=4))
def test_a_call_computes_what_its_callee_computes(xs: list[int]) -> None:
    for interp in ("FR", "OBL"):
        for fast in (True, False):
            assert run(CALLS, "twice_clamped", 4, interp, {"a": xs}, fast=fast).ret == [
                _twice_clamped(a) for a in xs]


@pytest.mark.parametrize(("function", "shapes"), [("twice_clamped", "v"), ("nested", "v")])
def test_vectorize_inlines_first_then_linearizes_the_callees_branches(function: str,
                                                                      shapes: str) -> None:
    """The `inline` step, then the pipeline on the callee's branches and loop; the result is
    checked valid and its native code computes what the interpreter does."""
    result = vectorize(CALLS, Options(shapes, function, 4))
    assert result.steps[0].name == "inline" and result.control_uniform
    assert any("inlined the calls of @" in n for n in result.steps[0].notes)
    verdicts = check_result(result, CheckOptions(lanes=4, examples=40, shapes=shapes))
    assert {k: v.kind for k, v in verdicts.items()} == {"same": "valid", "vectorize": "valid"}
    native = build(CALLS, function, 4, shapes)
    for xs in ([1, 5, 11, 30], [-3, 0, 8, 12]):
        arg = "a" if function == "twice_clamped" else "n"
        assert run_native(native, {arg: xs}, None).ret == run(CALLS, function, 4, "FR", {arg: xs}).ret


RECURSIVE = """define i32 @f(i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %down, label %done
down:
  %m = sub i32 %n, 1
  %r = call i32 @g(i32 %m)
  ret i32 %r
done:
  ret i32 0
}

define i32 @g(i32 %n) {
entry:
  %r = call i32 @f(i32 %n)
  ret i32 %r
}
"""


@pytest.mark.parametrize("command", [
    ["run", "-f", "f", "-W", "2", "--arg", "n=3"],
    ["vectorize", "-f", "f", "--shapes", "v"],
    ["check", "{file}", "--relation", "same", "--source-function", "f", "--target-function", "f"],
])
def test_recursion_is_refused_with_the_cycle_named(command: list[str], tmp_path: Path,
                                                   capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "rec.pll"
    path.write_text(RECURSIVE)
    argv = [command[0], str(path), *(str(path) if a == "{file}" else a for a in command[1:])]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "a recursive call (@f -> @g -> @f)" in err and "Traceback" not in err


def test_an_outer_loop_calling_a_function_of_its_module() -> None:
    """bucketize (corpus/wfv/suite.c) calls a noinline function with an if-chain: inlined, the
    chain is linearized in the loop's body, checked valid and run natively."""
    suite = parse_file(CORPUS / "wfv" / "suite.ll")
    result = vectorize(suite, Options("u,u,u", "bucketize", 4, loop="8"))
    assert [s.name for s in result.steps][:2] == ["inline", "outer-loop"]
    assert check_result(result, CheckOptions(lanes=4, examples=60, shapes="u,u,u"))["loop"].kind == "valid"


@settings(max_examples=30, deadline=None, derandomize=True)
@given(st.lists(st.integers(-20, 20), min_size=4, max_size=4))
def test_an_indirect_call_runs_the_function_each_thread_points_to(xs: list[int]) -> None:
    """[W-CMD-CALL-INDIRECT] threads with different targets each run their own callee."""
    want = [x + 1 if x > 5 else 2 * x for x in xs]
    for interp in ("FR", "OBL"):
        for fast in (True, False):
            assert run(CALLS, "indirect", 4, interp, {"x": xs}, fast=fast).ret == want


def test_a_divergent_indirect_call_is_vectorized_checked_and_run_natively() -> None:
    """The dispatch's branches diverge with the pointer; linearized, each target's inlined body
    runs for the threads that point to it."""
    result = vectorize(CALLS, Options("v", "indirect", 4))
    assert result.steps[0].name == "inline" and result.control_uniform
    assert any("1 indirect call(s) dispatched" in n for n in result.steps[0].notes)
    verdicts = check_result(result, CheckOptions(lanes=4, examples=40, shapes="v"))
    assert {k: v.kind for k, v in verdicts.items()} == {"same": "valid", "vectorize": "valid"}
    native = build(CALLS, "indirect", 4, "v")
    for xs in ([1, 7, 3, 9], [6, 6, 5, -2]):
        assert run_native(native, {"x": xs}, None).ret == run(CALLS, "indirect", 4, "FR", {"x": xs}).ret


def test_an_indirect_call_with_no_candidate_is_refused(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "p.pll"
    path.write_text("define i64 @f(ptr %fp) {\nentry:\n  %r = call i64 %fp(i64 1)\n  ret i64 %r\n}\n")
    assert main(["run", str(path), "-W", "2", "--arg", "fp=8"]) == 2
    err = capsys.readouterr().err
    assert "an indirect call in %entry with no function of its type" in err and "Traceback" not in err
