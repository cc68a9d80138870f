"""[W-INST-ATOMIC]: in one step the active threads perform an atomic instruction one after the
other in lane order. Shown on both paths of the interpreter, in native code ([WIDEN-ATOMIC]), by
the checkers on an outer loop whose iterations meet in a histogram, and by the verifier's types.
corpus/exec/atomics.pll holds each operation's spec script."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pllvm.backend.native import build, run_native
from pllvm.check import Options as CheckOptions
from pllvm.check import Side, check
from pllvm.cli import main
from pllvm.exec import Buffer, run
from pllvm.text import parse_file, parse_module, print_module
from pllvm.transform.pipeline import Options, vectorize

CORPUS = Path(__file__).resolve().parents[2] / "corpus"
ATOMICS = parse_file(CORPUS / "exec" / "atomics.pll")
SUITE = parse_file(CORPUS / "wfv" / "suite.ll")
_NATIVE = {w: build(ATOMICS, "divergent", w) for w in (4, 8)}


def _turns(xs: list[int]) -> list[int]:
    """`@divergent` by the rule: the odd x add themselves to a counter from 0 in lane order, each
    getting the sum before its own turn; the even ones take no turn and return -1."""
    out, total = [], 0
    for x in xs:
        if x % 2:
            out.append(total)
            total = (total + x + 2**31) % 2**32 - 2**31
        else:
            out.append(-1)
    return out


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.sampled_from([4, 8]).flatmap(
    lambda w: st.lists(st.integers(-1000, 1000), min_size=w, max_size=w)))
def test_threads_take_turns_in_lane_order_whatever_the_activation(xs: list[int]) -> None:
    """Lane by lane, on the detailed path and the compiled machine, under FR and OBL, and in the
    native code of the same function."""
    want = _turns(xs)
    for interp in ("FR", "OBL"):
        for fast in (True, False):
            r = run(ATOMICS, "divergent", len(xs), interp, {"x": xs}, fast=fast)
            assert r.ret == want, (interp, r.path)
    assert run_native(_NATIVE[len(xs)], {"x": xs}, None).ret == want


def test_native_exchanges_chain_from_lane_to_lane() -> None:
    """`atomicrmw xchg` of the thread id at W = 8: lane t gets what lane t - 1 stored, in the
    interpreter and natively (through `pllvm run --native`, in a child process)."""
    path = str(CORPUS / "exec" / "atomics.pll")
    want = [100, 0, 1, 2, 3, 4, 5, 6]
    assert run(ATOMICS, "exchange", 8).ret == want
    assert run_native(build(ATOMICS, "exchange", 8), {}, None).ret == want
    assert main(["run", path, "-f", "exchange", "-W", "8", "--native", "--json"]) == 0


def _histogram(lanes: int):
    return vectorize(SUITE, Options("u,u,u", "histogram", lanes, loop="9")).output


@pytest.mark.parametrize("lanes", [4, 8])
def test_a_histogram_loop_vectorized_computes_what_the_scalar_loop_does(lanes: int) -> None:
    """Iteration i + t of a chunk runs on thread t, so lane order is the loop's order: every
    count and every value an increment found (their sum is the result) equal the scalar loop's."""
    out = _histogram(lanes)
    data = tuple((k * 7) % 5 for k in range(40))
    for n in (0, 1, lanes - 1, lanes, lanes + 1, 3 * lanes + 2):
        bufs = {"x": Buffer("i32", data), "h": Buffer("i32", (0,) * 16)}
        scalar = run(SUITE, "histogram", 1, "FR", {"0": [n], "1": ["@x"], "2": ["@h"]}, bufs)
        vec = run(out, "histogram", lanes, "OBL", {"0": n, "1": "@x", "2": "@h"}, bufs)
        assert vec.ret == scalar.ret * lanes and vec.memory["h"] == scalar.memory["h"], n
        native = run_native(build(out, "histogram", lanes, "u,u,u"),
                            {"0": [n] * lanes, "1": ["@x"] * lanes, "2": ["@h"] * lanes}, bufs)
        assert native.ret == scalar.ret * lanes and native.memory["h"] == scalar.memory["h"], n


def test_the_histogram_is_checked_valid_and_one_that_loses_updates_is_refuted() -> None:
    """By runs and by z3 ([CHK-LOOP]). The broken target increments by a plain load, add and
    store: two threads of one chunk that hit one bucket both store the same count + 1."""
    out = _histogram(4)
    src = Side(SUITE, "histogram", "FR", "<input>")
    runs, smt = CheckOptions(lanes=4, examples=60, shapes="u,u,u"), CheckOptions(
        lanes=4, shapes="u,u,u", smt=True, bound=4)
    for opts in (runs, smt):
        verdict = check("loop", src, Side(out, "histogram", "OBL", "<output>"), opts)
        assert verdict.kind == "valid", verdict.explain()
    text, n = re.subn(r'%"?([\w.]+)"? = atomicrmw add ptr (%"?[\w.]+"?), i32 1 monotonic, align 4',
                      _lost_update, print_module(out))
    assert n == 2  # the full chunks' copy of the loop and the guarded remainder
    broken = parse_module(text)
    for opts in (runs, smt):
        verdict = check("loop", src, Side(broken, "histogram", "OBL", "<broken>"), opts)
        assert verdict.kind == "invalid", verdict.explain()
        cex = verdict.counterexample
        assert cex is not None and cex.relation == "loop"


def _lost_update(m: re.Match) -> str:
    """`%x = atomicrmw add ptr %p, i32 1` as a plain load, add and store."""
    old, ptr = m.group(1), m.group(2)
    return (f'%"{old}" = load i32, ptr {ptr}, align 4\n  %"{old}.inc" = add i32 %"{old}", 1\n'
            f'  store i32 %"{old}.inc", ptr {ptr}, align 4')


@pytest.mark.parametrize(("line", "message"), [
    ("%a = atomicrmw fadd ptr %p, i32 1 seq_cst", "atomicrmw fadd needs a floating-point type"),
    ("%a = atomicrmw add ptr %p, float 1.0 seq_cst", "atomicrmw add needs an integer type"),
    ("%a = cmpxchg ptr %p, float 0.0, float 1.0 seq_cst seq_cst", "cmpxchg needs an integer or ptr"),
    ("%a = load atomic <2 x i32>, ptr %p seq_cst, align 8", "an atomic load or store needs"),
])
def test_atomic_operand_types_are_verified(tmp_path: Path, capsys: pytest.CaptureFixture,
                                           line: str, message: str) -> None:
    path = tmp_path / "bad.ll"
    path.write_text(f"define void @f(ptr %p) {{\nentry:\n  {line}\n  ret void\n}}\n")
    assert main(["verify", str(path)]) == 1
    out = capsys.readouterr()
    assert message in out.out + out.err and f"{path}:3:" in out.out + out.err


def test_the_turns_of_one_step_do_not_race_but_two_steps_do() -> None:
    """An atomic instruction's turns are ordered by lane within its step, so the final memory
    does not depend on the schedule: a check compares such inputs. Atomic stores of two blocks
    (two steps) to one place do depend on the order of the steps: a race, as for plain stores."""
    same_step = run(ATOMICS, "fetch_add", 4, extents=True)
    assert not same_step.raced
    two_steps = parse_module("""
@slot = global i32 0
define i32 @f(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %a, label %b
a:
  store atomic i32 %x, ptr @slot seq_cst, align 4
  br label %done
b:
  store atomic i32 7, ptr @slot seq_cst, align 4
  br label %done
done:
  ret i32 %x
}
""")
    assert run(two_steps, "f", 2, args={"x": [1, -1]}, extents=True).raced
    verdict = check("same", Side(ATOMICS, "divergent", "FR", "<a>"), Side(ATOMICS, "divergent", "OBL", "<b>"),
                    CheckOptions(lanes=4, examples=30, shapes="v"))
    assert verdict.kind == "valid" and "30 defined in the source" in verdict.coverage
