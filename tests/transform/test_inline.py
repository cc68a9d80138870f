"""[W-CMD-CALL-FN] A call of a function the module defines means the callee inlined: on both
paths of the interpreter, in the checks, as `pllvm vectorize`'s first pass and in native code.
A recursive call, which inlining leaves, runs its callee nested ([W-CMD-CALL-REC]): vectorized
with the call's activation as the callee's entry mask, checked, and natively a SIMD function
that calls itself with that mask."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pllvm.backend.native import build, lowered_text, run_native
from pllvm.check import Options as CheckOptions
from pllvm.check.passes import check_result
from pllvm.cli import main
from pllvm.exec import run
from pllvm.syntax import Call, GlobalRef
from pllvm.text import parse_file, parse_module, print_module
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


RECURSION = parse_file(CORPUS / "exec" / "recursion.pll")


def _fib(n: int) -> int:
    return n if n < 2 else _fib(n - 1) + _fib(n - 2)


@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.lists(st.integers(-3, 12), min_size=4, max_size=4))
def test_a_recursive_call_returns_what_each_thread_computes_alone(ns: list[int]) -> None:
    """Each thread recurses to its own depth, under both interpretations."""
    for interp in ("FR", "OBL"):
        r = run(RECURSION, "fib", 4, interp, {"n": ns})
        assert r.terminated and r.ret == [_fib(n) for n in ns]
        assert r.path == "detailed"  # the compiled machine does not run nested calls


def test_mutual_recursion_is_a_call_of_the_function_itself_after_inlining() -> None:
    r = run(RECURSION, "is_even", 4, "FR", {"n": [0, 1, 6, 9]})
    assert r.ret == [1, 0, 1, 0]
    assert "is_odd.entry" in r.schedule  # @is_odd inlined; its call of @is_even stays a call


def test_a_recursion_that_does_not_end_exhausts_the_fuel(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "forever.pll"
    path.write_text("define i32 @f(i32 %n) {\nentry:\n  %r = call i32 @f(i32 %n)\n  ret i32 %r\n}\n")
    assert main(["run", str(path), "-W", "2", "--arg", "n=1"]) == 1
    out = capsys.readouterr()
    assert "fuel exhausted" in out.out and "Traceback" not in out.err
    r = run(parse_file(path), "f", 2, "FR", {"n": 1}, fuel=500)
    assert r.fuel_exhausted and not r.terminated


def test_undefined_behaviour_in_a_nested_call_names_the_callees_instruction() -> None:
    r = run(RECURSION, "divides", 2, "FR", {"n": [1, 3], "d": [5, 2]})
    assert r.ub is not None and r.ub.threads == [1]
    assert "division by zero, in the call of @divides at block more, `%q = sdiv i32 100, %d`" in str(r.ub)


@pytest.mark.parametrize(("function", "callee", "simd"), [
    ("fib", "fib", "@fib("), ("is_even", "is_even", "@is_even("),
    ("twice_sum", "sum_down", "@sum_down.simd.v(")])
def test_a_recursive_function_vectorized_is_checked_and_runs_natively(function: str, callee: str,
                                                                     simd: str) -> None:
    """The vectorized function calls the recursive one (itself, or a helper a wrapper calls)
    under the call's activation; the check by runs compares it with the scalar recursion, and its
    native code (a SIMD function calling itself with the activation as its mask) with the
    interpreter."""
    result = vectorize(RECURSION, Options("v", function, 4))
    out = result.output.function(function)
    assert any(isinstance(c.op, Call) and c.op.callee == GlobalRef(callee)
               for b in out.blocks for c in b.commands)
    verdicts = check_result(result, CheckOptions(lanes=4, examples=30, shapes="v", time_limit=60))
    assert {k: v.kind for k, v in verdicts.items()} == {"same": "valid", "vectorize": "valid"}
    _, _, text = lowered_text(result.output, function, 4, "v")
    assert f"call <4 x i32> {simd}" in text and f"define <4 x i32> {simd}" in text
    native = build(result.output, function, 4, "v")
    for ns in ([0, 1, 7, 10], [12, 3, 3, 0], [2, 2, 2, 2]):  # is_even(-1) would not end
        arg = "x" if function == "twice_sum" else "n"
        assert run_native(native, {arg: ns}, None).ret == run(RECURSION, function, 4, "FR", {arg: ns}).ret


def test_a_wrong_recursive_vectorization_is_caught() -> None:
    """The vectorized fib with its second call made on n - 3: the check finds an input."""
    result = vectorize(RECURSION, Options("v", "fib", 4))
    text = print_module(result.output).replace("%b = sub i32 %n, 2", "%b = sub i32 %n, 3")
    broken = attrs.evolve(result, output=parse_module(text))
    verdicts = check_result(broken, CheckOptions(lanes=4, examples=30, shapes="v", time_limit=60))
    assert verdicts["vectorize"].kind == "invalid"


def test_a_varying_argument_for_a_uniform_parameter_is_not_lowered(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture) -> None:
    """With n uniform the SIMD function takes n as a scalar; its call with a varying value
    cannot pass it."""
    path = tmp_path / "down.pll"
    path.write_text("""declare i64 @thread_id()

define i32 @down(i32 %n) {
entry:
  %z = icmp sle i32 %n, 0
  br i1 %z, label %done, label %more
done:
  ret i32 0
more:
  %t = call i64 @thread_id()
  %t32 = trunc i64 %t to i32
  %m = sub i32 %n, %t32
  %m1 = sub i32 %m, 1
  %r = call i32 @down(i32 %m1)
  ret i32 %r
}
""")
    assert main(["lower", str(path), "--shapes", "u", "--lanes", "4"]) == 2
    err = capsys.readouterr().err
    assert "passes a varying value for %n, a uniform parameter" in err and "Traceback" not in err


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
