"""Native SIMD code against the interpreter: for every corpus function that lowers, on drawn
inputs, lane t of the native result equals the OBL lock-step run of the lowered program and (for
a source without horizontal operations) the scalar source run alone on thread t; buffers equal
the lock-step run's. A returned pointer is an address, which differs natively: not compared.
Math functions within `math_ulps` units in the last place (semantics/backend.md [WIDEN-MATH]),
everything else exact."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from helpers import instruction_mix
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable

from pllvm.backend.compare import MATH_ULPS, close, math_ulps
from pllvm.backend.native import Native, build, run_native
from pllvm.check.differential import _buffers, _renamed
from pllvm.check.inputs import plan, strategy
from pllvm.errors import PllvmError
from pllvm.exec import run
from pllvm.exec.inline import calls_inlined
from pllvm.syntax import Module, PtrType
from pllvm.syntax.builtins import is_horizontal
from pllvm.text import parse_file, parse_module

CORPUS = Path(__file__).resolve().parents[2] / "corpus"
LANES = 4
FUEL = 20_000
MIXES, MIXES_SLOW = 12, 300  # helpers.instruction_mix programs

#: Corpus functions that do not lower, with the reason the error must give.
NOT_LOWERED = {
    ("thesis/fig4.7c_ifconv.pll", "fig4_7c"): "predicated and branches",
    ("thesis/fig5.2_spurious.pll", "fig5_2"): "predicated and branches",
    ("thesis/fig5.5b_termination_ifconv.pll", "fig5_5b"): "predicated and branches",
    ("exec/schedule_dependent.pll", "src"): "predicated and branches",
}


#: Lowered functions whose results are not comparable, with the reason.
NOT_COMPARED = {
    ("exec/ub.pll", "scatter_conflict"): "undefined behaviour on every input (its purpose)",
    ("exec/ub.pll", "store_constant"): "undefined behaviour on every input (its purpose)",
    ("exec/ub.pll", "forever"): "does not terminate (its purpose)",
    ("exec/atomics.pll", "plain_store_race"): "undefined behaviour on every input (its purpose)",
    ("clang/wholefile.ll", "main"): "calls strtol, malloc and printf, which no interpreter run computes",
    ("clang/ptrrange.ll", "range_len"): "the result is a difference of addresses, which differ natively",
}


def _cases() -> list[tuple[str, str]]:
    files = [p for d in ("thesis", "notes", "exec") for p in sorted((CORPUS / d).glob("*.pll"))]
    files += sorted((CORPUS / "clang").glob("*.ll"))
    out = []
    for path in files:
        try:
            module = parse_file(path)
        except PllvmError:
            continue  # files that do not parse are the parser's tests, not programs
        out += [(str(path.relative_to(CORPUS)), fn.name) for fn in module.functions]
    return out


CASES = _cases()
COMPARED = [c for c in CASES if c not in NOT_LOWERED and c not in NOT_COMPARED]

#: Functions written for at most four threads: at 8 and 16 every run is undefined behaviour.
FOUR_THREADS = {
    ("exec/memory.pll", "scatter"): "stores to a 4-element global at the thread id: out of bounds",
}
_BUILT: dict[tuple[str, str, int], Native | PllvmError] = {}


def _native(case: tuple[str, str], lanes: int = LANES) -> Native | PllvmError:
    key = (*case, lanes)
    if key not in _BUILT:
        module = parse_file(CORPUS / case[0])
        try:
            _BUILT[key] = build(module, case[1], lanes)
        except PllvmError as e:
            _BUILT[key] = e
    return _BUILT[key]


@pytest.mark.parametrize("case", [c for c in CASES if c in NOT_LOWERED], ids="@".join)
def test_not_lowered_says_why(case: tuple[str, str]) -> None:
    built = _native(case)
    assert isinstance(built, PllvmError), f"{case} lowers now: remove it from NOT_LOWERED"
    assert NOT_LOWERED[case] in str(built)


@pytest.mark.parametrize("case", [c for c in CASES if c in NOT_COMPARED], ids="@".join)
def test_not_compared_lowers(case: tuple[str, str]) -> None:
    assert isinstance(_native(case), Native), f"{case}: {NOT_COMPARED[case]}, but it does not lower"


@pytest.mark.parametrize("case", COMPARED, ids="@".join)
def test_native_equals_interpreter(case: tuple[str, str]) -> None:
    _differential(case, LANES, 8)


@pytest.mark.slow
@pytest.mark.parametrize("lanes", [8, 16])
@pytest.mark.parametrize("case", [c for c in COMPARED if c not in FOUR_THREADS], ids="@".join)
def test_native_equals_interpreter_wide(case: tuple[str, str], lanes: int) -> None:
    """The campaign at the widths of the benchmarks (AVX2 and AVX-512 registers of floats)."""
    _differential(case, lanes, 16)


def _differential(case: tuple[str, str], lanes: int, examples: int) -> None:
    """Native SIMD code at `lanes` against the OBL lock-step run and the scalar source on
    `examples` drawn inputs; at least one must be inside the defined behaviour."""
    native = _native(case, lanes)
    if isinstance(native, PllvmError):
        raise native
    _agree(parse_file(CORPUS / case[0]), case[1], native, lanes, examples)


def _agree(source: Module, name: str, native: Native, lanes: int, examples: int,
           defined_somewhere: bool = True) -> int:
    """Native SIMD code of `source`'s function `name` at `lanes` against the OBL lock-step run
    of the lowered program and the scalar source, on `examples` drawn inputs inside the defined
    behaviour (a draw outside it is rejected and does not count: how many of eight draws fall
    inside can change with the constants hypothesis has seen in the modules loaded so far);
    how many were compared. With `defined_somewhere`, finding none fails."""
    src_fn = source.function(name)
    ulps = math_ulps(native.function)
    # then lock step, not independent runs, is the reference (a callee's operations included)
    horizontal = is_horizontal(calls_inlined(source, src_fn))
    compared = []

    @settings(max_examples=examples, derandomize=True, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy(plan(src_fn, src_fn, None, lanes)) if src_fn.params else st.just(
        {"args": {}, "buffers": {}}))
    def check(example: dict) -> None:
        args = _renamed(example["args"], src_fn, native.function)
        lockstep = run(native.module, name, lanes, "OBL", args, _buffers(example["buffers"]), fuel=FUEL)
        # outside the defined behaviour: nothing to compare (and nothing safe to run)
        assume(lockstep.ub is None and lockstep.terminated)
        got = run_native(native, args, _buffers(example["buffers"]))
        for t, want in enumerate([] if isinstance(src_fn.ret_ty, PtrType) else lockstep.ret or []):
            if want is not None:
                assert close(want, got.ret[t], ulps), f"lane {t}: native {got.ret[t]}, OBL {want}"
        for buffer, data in lockstep.memory.items():
            for k, want in enumerate(data):
                if want is not None:
                    assert close(want, got.memory[buffer][k], ulps), f"@{buffer}[{k}]"
        for t in range(0 if horizontal or isinstance(src_fn.ret_ty, PtrType) else lanes):
            alone = run(source, name, 1, "FR", {n: [v[t]] for n, v in example["args"].items()},
                        _buffers(example["buffers"]), fuel=FUEL)
            if alone.ub is None and alone.terminated and alone.ret and alone.ret[0] is not None:
                assert close(alone.ret[0], got.ret[t], ulps), f"lane {t} vs the scalar source"
        compared.append(example)

    try:
        check()
    except Unsatisfiable:
        assert not defined_somewhere, "no drawn input was inside the defined behaviour"
    return len(compared)


@pytest.mark.parametrize("case", COMPARED, ids="@".join)
def test_a_checked_build_finds_nothing_where_the_interpreter_does_not(case: tuple[str, str]) -> None:
    """[NATIVE-CHECKED] on the corpus: on inputs the interpreter runs without undefined
    behaviour, the checked build reports no access outside the objects (no false alarm) and
    computes what the unchecked build does."""
    plain = _native(case)
    if isinstance(plain, PllvmError):
        raise plain
    source = parse_file(CORPUS / case[0])
    src_fn = source.function(case[1])
    checked = build(source, case[1], LANES, checked=True)

    @settings(max_examples=4, derandomize=True, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy(plan(src_fn, src_fn, None, LANES)) if src_fn.params else st.just(
        {"args": {}, "buffers": {}}))
    def check(example: dict) -> None:
        args = _renamed(example["args"], src_fn, plain.function)
        lockstep = run(plain.module, case[1], LANES, "OBL", args, _buffers(example["buffers"]), fuel=FUEL)
        assume(lockstep.ub is None and lockstep.terminated)
        want = run_native(plain, args, _buffers(example["buffers"]))
        got = run_native(checked, args, _buffers(example["buffers"]))
        for t, value in enumerate([] if isinstance(src_fn.ret_ty, PtrType) else lockstep.ret or []):
            if value is not None:  # a lane that is ⊤ may read what memory holds
                assert close(want.ret[t], got.ret[t], MATH_ULPS), f"lane {t}"

    check()  # Unsatisfiable if no drawn input is inside the defined behaviour


#: integers of widths numpy has no element for cross the native boundary in a wider one
ODD_WIDTHS = """define i33 @f(i33 %a, i7 %b) {
entry:
  %w = sext i7 %b to i33
  %r = add i33 %a, %w
  ret i33 %r
}
"""


def test_odd_width_integers_cross_the_native_boundary_lane_by_lane() -> None:
    """[WIDEN-CONSEC-BITS] at the driver: W values of i33 (or i7) are W elements of i64 (i8) in
    the caller's buffers, as the lanes of the interpreter hold them; LLVM would pack a `<4 x
    i33>` into 132 consecutive bits, and lane 1 read back 4 for 1 (i33's 2^32 is its sign)."""
    native = build(parse_module(ODD_WIDTHS), "f", 4)
    got = run_native(native, {"a": [1, 2, 2**32, -1], "b": [0, -1, 5, -64]}, {})
    assert got.ret == [1, 1, 5 - 2**32, -65]


def test_native_equals_interpreter_on_instruction_mixes() -> None:
    """Random straight-line code (helpers.instruction_mix: odd widths, flags, NaN, undef and
    poison operands, casts, intrinsics) natively at W = 4 against the OBL lock-step run and the
    scalar source, value for value on every defined lane."""
    rng = random.Random(20261127)
    compared = 0
    for _ in range(MIXES):
        module = parse_module(instruction_mix(rng))
        compared += _agree(module, "f", build(module, "f", LANES), LANES, 6, defined_somewhere=False) > 0
    assert compared >= MIXES // 2, f"only {compared} of {MIXES} programs had a defined input"


@pytest.mark.slow
def test_native_equals_interpreter_on_instruction_mixes_at_length() -> None:
    rng = random.Random(20261128)
    for _ in range(MIXES_SLOW):
        module = parse_module(instruction_mix(rng))
        _agree(module, "f", build(module, "f", LANES), LANES, 12, defined_somewhere=False)
