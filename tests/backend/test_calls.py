"""[WIDEN-CALL-SCALAR] A call of an external function in SIMD code is one scalar call per active
lane, in lane order, so that in a vectorized loop a call site's calls come in the loop's order.
The external functions are given here in Python (`llvm.add_symbol`) and record what they see."""

from __future__ import annotations

import ctypes
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from pllvm.backend.native import build, run_native
from pllvm.exec import Buffer
from pllvm.text import parse_file
from pllvm.transform.pipeline import Options, vectorize

CALLS = parse_file(Path(__file__).resolve().parents[2] / "corpus" / "wfv" / "calls.ll")
SEEN: list[int] = []


@ctypes.CFUNCTYPE(None, ctypes.c_int32)
def _record(i: int) -> None:
    SEEN.append(i)


@ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int32)
def _lookup(key: int) -> int:
    SEEN.append(key)
    return 10 * key + 1


llvm.add_symbol("record", ctypes.cast(_record, ctypes.c_void_p).value)
llvm.add_symbol("lookup", ctypes.cast(_lookup, ctypes.c_void_p).value)


@pytest.mark.parametrize("lanes", [4, 8])
def test_calls_under_a_divergent_branch_come_in_the_loops_order(lanes: int) -> None:
    """note_odd calls record(i) for the odd x[i]: only the active lanes call, lowest first, and
    chunk after chunk, so the indices arrive as the scalar loop sends them."""
    out = vectorize(CALLS, Options("u,u", "note_odd", lanes, loop="7")).output
    native = build(out, "note_odd", lanes, "u,u")
    data = (3, 4, 7, 9, 2, 2, 5, 8, 1, 1, 6, 11, 13, 0, 2, 5, 7, 7, 8, 9)
    for n in (0, 1, lanes - 1, lanes, lanes + 1, 2 * lanes + 3, len(data)):
        SEEN.clear()
        run_native(native, {"0": [n] * lanes, "1": ["@x"] * lanes}, {"x": Buffer("i32", data)})
        assert [i for i in range(n) if data[i] & 1] == SEEN, n


def test_a_call_per_lane_returns_each_lane_its_own_result() -> None:
    """sum_lookup: lookup(x[i]) per lane in lane order, each result in its lane, summed."""
    out = vectorize(CALLS, Options("u,u", "sum_lookup", 4, loop="8")).output
    native = build(out, "sum_lookup", 4, "u,u")
    data = tuple(range(5, 16))
    SEEN.clear()
    got = run_native(native, {"0": [11] * 4, "1": ["@x"] * 4}, {"x": Buffer("i32", data)})
    assert list(data) == SEEN
    assert got.ret == [sum(10 * k + 1 for k in data)] * 4


def test_a_check_of_a_loop_with_calls_names_the_functions_it_takes_as_pure() -> None:
    """The run-based check models record as a pure function: it cannot see a call dropped or
    reordered, and its `valid` says so."""
    from pllvm.check import Options as CheckOptions
    from pllvm.check.passes import check_result

    result = vectorize(CALLS, Options("u,u", "note_odd", 4, loop="7"))
    verdict = check_result(result, CheckOptions(lanes=4, examples=30, shapes="u,u"))["loop"]
    assert verdict.kind == "valid"
    assert "@record uninterpreted (external)" in verdict.coverage
    assert "in what order they are called is not compared" in verdict.coverage
