"""The compiled machine (exec/fast.py, exec/vm.py) and the detailed path give the same run: the
same return values, memory, schedule, step count, per-block activity, ending and undefined
behaviour, lane by lane and byte by byte ([ENGINE-FAST]), on the corpus and on generated
programs, under both interpretations and the greedy policies."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import numpy as np
from conftest import CORPUS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pllvm.exec import Buffer, RunResult, run
from pllvm.exec.engine import _program
from pllvm.exec.fast import code_of
from pllvm.fuzz import programs
from pllvm.fuzz.strategies import Generated
from pllvm.syntax import FloatType, IntType, Module
from pllvm.text import parse_file, parse_module

FUEL = 2000


def _observed(r: RunResult) -> tuple:
    """Everything a run shows, with NaNs made comparable."""
    def clean(v: object) -> object:
        if isinstance(v, float) and v != v:
            return "nan"
        if isinstance(v, list):
            return [clean(x) for x in v]
        return v

    ub = None if r.ub is None else (r.ub.reason, r.ub.threads, r.ub.block, r.ub.instruction,
                                    r.ub.addresses)
    touched = {n: t.tolist() for n, t in r.touched.items()}
    return (clean(r.ret), clean(r.memory), r.schedule, r.steps, r.active, r.terminated,
            r.fuel_exhausted, r.stuck, ub, r.extents, touched, r.raced)


def _same(m: Module, name: str, lanes: int, interp: str, args: dict, buffers: dict | None,
          scheduler: str, extents: bool = False) -> RunResult:
    """Both paths on one input (with `extents`: and the bytes each accessed, and whether threads
    raced); returns the fast path's result."""
    kw = {"buffers": buffers, "scheduler": scheduler, "fuel": FUEL, "extents": extents}
    fast = run(m, name, lanes, interp, args, **kw)
    slow = run(m, name, lanes, interp, args, fast=False, **kw)
    assert slow.path == "detailed"
    assert _observed(fast) == _observed(slow), f"@{name} W={lanes} {interp} {scheduler} {args}"
    return fast


@cache
def _corpus() -> list[tuple[Path, str]]:
    """Functions of the corpus whose parameters can be drawn (integers and floats)."""
    out = []
    for path in sorted([*CORPUS.rglob("*.pll"), *CORPUS.rglob("*.ll")]):
        try:
            m = parse_file(path)
        except Exception:  # files that are meant not to parse
            continue
        for fn in m.functions:
            if fn.blocks and all(isinstance(p.ty, IntType | FloatType) for p in fn.params):
                out.append((path, fn.name))
    return out


def _arg(ty: object) -> st.SearchStrategy:
    if isinstance(ty, IntType):
        if ty.bits == 1:
            return st.booleans().map(int)
        return st.integers(-4, 12) | st.sampled_from([-(1 << (ty.bits - 1)), (1 << (ty.bits - 1)) - 1])
    return st.sampled_from([0.0, -0.0, 0.5, 1.5, 88.38, 1e20, -3.25, float("nan"), float("inf")]) | \
        st.floats(-50, 50, allow_nan=False)


def test_most_corpus_functions_have_a_compiled_form() -> None:
    compiled = 0
    for path, name in _corpus():
        m = parse_file(path)
        compiled += code_of(_program(m, m.function(name), 4)) is not None
    assert compiled >= 0.5 * len(_corpus()), (compiled, len(_corpus()))


def _drawn_case(data: st.DataObject) -> tuple[Module, str, int, str, str]:
    """A corpus function, W, an interpretation and a policy."""
    path, name = data.draw(st.sampled_from(_corpus()), label="function")
    lanes = data.draw(st.sampled_from([1, 3, 8]), label="W")
    interp = data.draw(st.sampled_from(["FR", "OBL"]), label="interp")
    scheduler = data.draw(st.sampled_from(["min-index", "max-index", "random:7"]), label="policy")
    return parse_file(path), name, lanes, interp, scheduler


def _drawn_args(data: st.DataObject, m: Module, name: str, lanes: int) -> dict:
    return {p.name: [data.draw(_arg(p.ty), label=f"%{p.name}[{t}]") for t in range(lanes)]
            for p in m.function(name).params}


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_corpus_runs_agree(data: st.DataObject) -> None:
    m, name, lanes, interp, scheduler = _drawn_case(data)
    fn = m.function(name)
    r = _same(m, name, lanes, interp, _drawn_args(data, m, name, lanes), None, scheduler)
    if r.ub is None and code_of(_program(m, fn, lanes)) is not None:
        assert r.path == "compiled"


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(p=programs(lanes=4), interp=st.sampled_from(["FR", "OBL"]),
       scheduler=st.sampled_from(["min-index", "max-index"]), extents=st.booleans())
def test_generated_programs_agree(p: Generated, interp: str, scheduler: str, extents: bool) -> None:
    """Every generated program has a table form (allocas and memset are computed in Python):
    each defined run takes the compiled machine."""
    r = _same(p.module, p.function, p.lanes, interp, p.args, p.buffers, scheduler, extents)
    assert r.path == "compiled" or r.ub is not None, p.text


KERNELS = CORPUS / "clang"


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(n=st.integers(0, 40), lanes=st.sampled_from([1, 4, 8]), seed=st.integers(0, 2**16),
       interp=st.sampled_from(["FR", "OBL"]), extents=st.booleans())
def test_buffer_kernels_agree(n: int, lanes: int, seed: int, interp: str, extents: bool) -> None:
    """saxpy over float buffers: loads, stores, GEPs, the vector body and its remainder."""
    m = parse_file(KERNELS / "saxpy.ll")
    buffers = {"x": Buffer("float", count=48, seed=seed, low=-4, high=4),
               "y": Buffer("float", count=48, seed=seed + 1, low=-4, high=4)}
    args = {"0": n, "1": 1.5, "2": "@x", "3": "@y"}
    r = _same(m, "saxpy", lanes, interp, args, buffers, "min-index", extents)
    assert r.path == "compiled" or r.ub is not None


def test_threads_that_overwrite_each_others_bytes_race() -> None:
    """Every thread runs saxpy on the same buffers: thread 1 stores over thread 0's bytes with
    the same values in one step (no race), and the compiled run reports what the detailed run
    does, extents and race flag included."""
    m = parse_file(KERNELS / "saxpy.ll")
    buffers = {"x": Buffer("float", data=(1.0,) * 8), "y": Buffer("float", data=(2.0,) * 8)}
    r = _same(m, "saxpy", 2, "FR", {"0": 8, "1": 1.5, "2": "@x", "3": "@y"}, buffers, "min-index",
              extents=True)
    assert r.path == "compiled" and r.extents == {"x": (0, 32), "y": (0, 32)}


def test_a_fault_is_reported_by_the_detailed_path() -> None:
    """A store out of bounds ends the compiled run; the run is done again and names the fault."""
    m = parse_file(KERNELS / "saxpy.ll")
    buffers = {"x": Buffer("float", data=(1.0,) * 4), "y": Buffer("float", data=(2.0,) * 4)}
    r = _same(m, "saxpy", 2, "FR", {"0": 9, "1": 1.5, "2": "@x", "3": "@y"}, buffers, "min-index")
    assert r.path == "detailed" and r.ub is not None and "outside every object" in r.ub.reason


def test_registers_hold_the_detailed_values() -> None:
    """Integers wrap at their width, i1 is 0/1, floats keep their bits (NaN payloads too)."""
    from pllvm.exec.bytecode import from_bits, to_bits
    from pllvm.exec.lanes import Lanes
    for data, ty in ((np.array([0xFF, 1], np.uint8), IntType(8)),
                     (np.array([True, False]), IntType(1)),
                     (np.array([np.float32("nan"), -0.0], np.float32), FloatType("float")),
                     (np.array([1e300, -2.5]), FloatType("double"))):
        v = Lanes(data, np.array([True, False]), np.array([False, False]))
        bits, d, p = to_bits(v)
        back = from_bits(bits, d, p, ty.bits if isinstance(ty, FloatType) else 0,
                         ty.bits)
        assert back.data.dtype == data.dtype
        assert back.data.view(np.uint8).tobytes() == data.view(np.uint8).tobytes()
        assert back.defined.tolist() == [True, False] and back.poison is None


AXPY = CORPUS / "readme" / "axpy.pll"


def test_kernel_groups_share_one_memory_and_agree_with_the_detailed_path() -> None:
    """run_groups: 10 items in groups of 4, 4 and 2 on one memory, compiled and detailed."""
    from pllvm.exec.engine import run_groups
    m = parse_file(AXPY)
    buffers = {"x": Buffer("i32", data=tuple(range(10))), "y": Buffer("i32", data=(100,) * 10)}
    fast = run_groups(m, "axpy", 10, 4, "FR", {"a": 3}, buffers)
    slow = run_groups(m, "axpy", 10, 4, "FR", {"a": 3}, buffers, fast=False)
    assert fast == slow == ([], {"x": list(range(10)), "y": [100 + 3 * k for k in range(10)]})


def test_a_kernel_item_out_of_bounds_names_its_group() -> None:
    """12 items over buffers of 10: the third group (items 8..11) stores outside y; the error
    comes from the detailed path, with the fault's reason."""
    import pytest

    from pllvm.errors import PllvmError
    from pllvm.exec.engine import run_groups
    m = parse_file(AXPY)
    buffers = {"x": Buffer("i32", data=tuple(range(12))), "y": Buffer("i32", data=(1,) * 10)}
    with pytest.raises(PllvmError, match=r"items 8\.\.11: .*outside every object"):
        run_groups(m, "axpy", 12, 4, "FR", {"a": 3}, buffers)


def test_a_command_computed_in_python_agrees() -> None:
    """logstar calls @log, which the machine hands to θ in Python mid-block, under FR and OBL
    (where the threads that left the loop early lose their values: unpredicated code)."""
    m = parse_file(CORPUS / "thesis" / "fig3.20_logstar.pll")
    for interp, ret in (("FR", [3, 1, 0, 4]), ("OBL", [None, None, 0, 4])):
        r = _same(m, "logstar", 4, interp, {"n": [88.38, 1.5, 0.5, 1e9]}, None, "min-index")
        assert r.path == "compiled" and r.ret == ret


# ---------------------------------------------------------------- batches ([ENGINE-BATCH])


def _batch_same(m: Module, name: str, lanes: int, interp: str, args: list[dict],
                buffers: dict | list | None, scheduler: str = "min-index",
                extents: bool = False) -> list[RunResult]:
    """run_batch gives, run by run, what run gives on each; returns the batch's results."""
    from pllvm.exec.engine import run_batch
    per = buffers if isinstance(buffers, list) else [buffers] * len(args)
    one = [run(m, name, lanes, interp, a, b, scheduler=scheduler, fuel=FUEL, extents=extents)
           for a, b in zip(args, per, strict=True)]
    batch = run_batch(m, name, lanes, interp, args, buffers, fuel=FUEL, scheduler=scheduler,
                      extents=extents)
    assert [_observed(r) for r in batch] == [_observed(r) for r in one], f"@{name} W={lanes}"
    assert [r.path for r in batch] == [r.path for r in one]
    return batch


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_a_batch_gives_each_run_its_own_result(data: st.DataObject) -> None:
    """Corpus functions, several argument sets at once: the same as one run after another."""
    m, name, lanes, interp, scheduler = _drawn_case(data)
    runs = data.draw(st.integers(1, 5), label="runs")
    args = [_drawn_args(data, m, name, lanes) for _ in range(runs)]
    _batch_same(m, name, lanes, interp, args, None, scheduler)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(ns=st.lists(st.integers(0, 12), min_size=1, max_size=6), lanes=st.sampled_from([1, 4]),
       interp=st.sampled_from(["FR", "OBL"]), extents=st.booleans(), shared=st.booleans())
def test_a_batch_over_buffers_keeps_each_runs_memory(ns: list[int], lanes: int, interp: str,
                                                     extents: bool, shared: bool) -> None:
    """saxpy with one set of buffers for all runs, or one set each: every run starts from its
    own memory and ends with its own bytes, extents and race flag; a run that stores out of
    bounds (n > 8) is run alone, on the detailed path, which names the fault."""
    m = parse_file(KERNELS / "saxpy.ll")
    sets = [{"x": Buffer("float", count=8, seed=k, low=-4, high=4),
             "y": Buffer("float", count=8, seed=k + 1, low=-4, high=4)} for k in range(len(ns))]
    args = [{"0": n, "1": 1.5, "2": "@x", "3": "@y"} for n in ns]
    batch = _batch_same(m, "saxpy", lanes, interp, args, sets[0] if shared else sets,
                        extents=extents)
    for n, r in zip(ns, batch, strict=True):
        assert (r.ub is not None) == (n > 8)
        assert r.path == ("detailed" if n > 8 else "compiled")


def test_a_batch_hands_python_commands_to_runs_alone() -> None:
    """logstar's call of @log is computed in Python: such runs leave the batch and run alone,
    with the same results."""
    m = parse_file(CORPUS / "thesis" / "fig3.20_logstar.pll")
    batch = _batch_same(m, "logstar", 4, "FR", [{"n": [88.38, 1.5, 0.5, 1e9]}, {"n": 0.25}], None)
    assert [r.ret for r in batch] == [[3, 1, 0, 4], [0, 0, 0, 0]]


def test_a_batch_names_what_is_wrong_with_an_argument() -> None:
    import pytest

    from pllvm.errors import InputError
    from pllvm.exec.engine import run_batch
    m = parse_file(AXPY)
    with pytest.raises(InputError, match="no value given for argument %a"):
        run_batch(m, "axpy", 2, "FR", [{"i": [0, 1], "a": 1}, {"i": [0, 1]}],
                  {"x": Buffer("i32", data=(1, 2)), "y": Buffer("i32", data=(1, 2))})
    with pytest.raises(InputError, match="2 sets of buffers given for 1 runs"):
        run_batch(m, "axpy", 2, "FR", [{"i": [0, 1], "a": 1}], [None, None])


CASES = parse_module("""
define i4 @low(i64 %x) {
entry:
  %p = inttoptr i64 %x to ptr
  %r = ptrtoint ptr %p to i4
  ret i4 %r
}
define i1 @bit(i64 %x) {
entry:
  %p = inttoptr i64 %x to ptr
  %r = ptrtoint ptr %p to i1
  ret i1 %r
}
define i4 @disjoint(i4 %x) {
entry:
  %r = or disjoint i4 undef, %x
  ret i4 %r
}
define float @nans(float %x) {
entry:
  %r = select i1 undef, float 0x7FF8000000000000, float 0x7FF8000020000000
  ret float %r
}
""")


def test_the_cases_the_z3_encoding_disagreed_on_agree_on_both_paths() -> None:
    """Found by tests/check/smt/test_agreement.py: ptrtoint keeps the low bits of the address
    (it was the numpy container's cast: 0x1F to i4 gave 31, 2 to i1 gave true); `or disjoint`
    with ⊤ is ⊤ even beside all-ones ([VAL-UNDEF-OR]); a ⊤ condition between two NaNs of
    different payloads selects a defined NaN ([VAL-FLOAT-SAME])."""
    assert _same(CASES, "low", 2, "FR", {"x": [0x1F, 0x12345678]}, None, "min-index").ret == [-1, -8]
    assert _same(CASES, "bit", 2, "FR", {"x": [2, 3]}, None, "min-index").ret == [0, 1]
    assert _same(CASES, "disjoint", 2, "FR", {"x": [-1, 0]}, None, "min-index").ret == [None, None]
    assert _same(CASES, "nans", 1, "FR", {"x": [0.0]}, None, "min-index").ret == ["nan"]
