"""[CHK-INPUTS] Inputs drawn from the programs: element types from what is loaded, trip counts
from the loops' steps, buffers cut to what the source touches, aliasing unless `noalias`."""

from __future__ import annotations

import random

import pytest
from conftest import CORPUS
from hypothesis import HealthCheck, Phase, given, settings

from pllvm.analysis import parse_signature
from pllvm.analysis.lattice import Strided, U, V
from pllvm.analysis.soundness import _fits, _inputs
from pllvm.check.inputs import DENSITIES, KINDS, SIGNS, BufferSpec, _grid_args, contents, fit, plan, strategy
from pllvm.errors import InputError
from pllvm.exec import Buffer, run
from pllvm.syntax import FloatType, IntType
from pllvm.text import parse_file, parse_module

LV = CORPUS / "loopvectorize"


def _plan(kernel: str, config: str, function: str, **kw: object):
    src = parse_file(LV / f"{kernel}.ll").function(function)
    tgt = parse_file(LV / f"{kernel}.{config}.ll").function(function)
    return plan(src, tgt, None, 1, **kw), src


def test_the_plan_of_a_vectorized_saxpy_reads_types_trip_counts_and_steps() -> None:
    p, src = _plan("saxpy", "haswell", "saxpy")
    n, _a, x, y = (q.name for q in src.params)
    assert p.elems == {x: FloatType("float"), y: FloatType("float")}
    assert p.trips == {n}
    assert p.steps == (1, 8), "the vector loop steps by VF 8 (IC 1)"
    assert {0, 1, 7, 8, 9, 15, 16, 17} <= set(p.trip_values)
    assert p.noalias == frozenset()
    p, _src = _plan("saxpy", "haswell", "saxpy_ic4")
    assert p.steps == (1, 32), "VF 8 x IC 4"


def test_restrict_pointers_are_noalias() -> None:
    p, src = _plan("saxpy", "vf4", "saxpy_restrict")
    assert p.noalias == {q.name for q in src.params[2:]}


def test_element_types_follow_the_loads_of_either_side() -> None:
    p, src = _plan("convert", "haswell", "widen_char")
    types = {p.elems[q.name] for q in src.params if q.name in p.elems}
    assert types == {IntType(8), IntType(16)}


def test_stated_buffers_override_type_and_size() -> None:
    p, _src = _plan("saxpy", "vf4", "saxpy", stated={"2": BufferSpec("double", 40)})
    assert p.elems["2"] == FloatType("double") and p.capacity("2") == 40
    with pytest.raises(InputError, match="no pointer parameter"):
        _plan("saxpy", "vf4", "saxpy", stated={"0": BufferSpec("i32")})
    assert BufferSpec.parse("x=float:100") == ("x", BufferSpec("float", 100))
    with pytest.raises(InputError):
        BufferSpec.parse("x=float:-3")


def test_float_contents_cover_both_signs_specials_and_magnitudes() -> None:
    ty = FloatType("float")
    data = [v for kind in range(KINDS) for sign in SIGNS for v in contents(ty, 400, kind, 1, [], sign)]
    assert any(v != v for v in data), "NaN"
    assert float("inf") in data and float("-inf") in data
    assert any(str(v) == "-0.0" for v in data)
    assert any(0 < abs(v) < 1.2e-38 for v in data), "subnormals"
    assert min(data) < -1e6 and max(data) > 1e6
    assert contents(ty, 3, 0, 0, [(1, 2.5)]) == [0.0, 2.5, 0.0]


def test_the_zeros_kind_is_sparse_but_for_seed_zero() -> None:
    """[CHK-INPUTS] a buffer of the zeros kind drawn with a seed other than 0 is zero but at one
    of the densities 0.05, 0.15, 0.5 and 0.85 (scattered or in runs), so that a condition on its
    elements takes every share of the lanes; seed 0, what shrinking reaches, is all zeros."""
    assert contents(IntType(32), 50, 0, 0, []) == [0] * 50
    shares = set()
    for seed in range(1, 60):
        data = contents(IntType(32), 400, 0, seed, [])
        assert all(0 <= v <= 40 for v in data)
        shares.add(min(DENSITIES, key=lambda d: abs(d - sum(v != 0 for v in data) / 400)))
    assert shares == set(DENSITIES)
    floats = contents(FloatType("float"), 400, 0, 7, [])
    assert 0 < sum(v != 0 for v in floats) < 400


def test_integer_contents_hit_the_extremes_and_stay_in_range() -> None:
    ty = IntType(8)
    data = [v for kind in range(KINDS) for sign in SIGNS for v in contents(ty, 400, kind, 2, [], sign)]
    assert min(data) == -128 and max(data) == 127
    assert all(-128 <= v <= 127 for v in data)


def test_buffers_are_cut_to_what_the_source_touches() -> None:
    """The probe run records the bytes accessed; the cut buffer holds exactly those, and the
    pointer arguments move with it."""
    p, _src = _plan("saxpy", "vf4", "saxpy")
    m = parse_file(LV / "saxpy.ll")
    margin, size = p.margin, 4
    n = margin + p.capacity("2") + margin
    drawn = {"args": {"0": [5], "1": [2.0], "2": [f"@2+{margin * size}"], "3": [f"@3+{margin * size}"]},
             "buffers": {b: {"type": "float", "data": [float(k) for k in range(n)], "start": margin}
                         for b in ("2", "3")},
             "slack": 0}
    buffers = {k: Buffer(b["type"], tuple(b["data"])) for k, b in drawn["buffers"].items()}
    probe = run(m, "saxpy", 1, "FR", drawn["args"], buffers, extents=True)
    assert probe.extents == {"2": (margin * size, (margin + 5) * size),
                             "3": (margin * size, (margin + 5) * size)}
    example = fit(drawn, probe.extents, p)
    assert example["args"]["2"] == ["@2"] and len(example["buffers"]["2"]["data"]) == 5
    assert example["buffers"]["3"]["data"][0] == float(margin)


def test_a_pointer_may_point_into_an_earlier_buffer_at_dependence_distances() -> None:
    p, _src = _plan("saxpy", "vf4", "add_one")
    offsets: set[int] = set()
    separate = [0]

    @settings(max_examples=500, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), derandomize=True)
    @given(strategy(p))
    def draw(d: dict) -> None:
        target = d["args"]["2"][0]
        if target.startswith("@1+"):
            offsets.add(int(target[3:]) // 4 - p.margin)
        else:
            separate[0] += 1

    draw()
    step = max(p.steps)
    near = {k for k in offsets if abs(k) <= 3}
    assert min(near) < 0 < max(near), sorted(offsets)
    assert {step, -step} & offsets, (step, sorted(offsets))
    assert separate[0] > 0


def test_every_kind_comes_all_negative_and_all_non_negative() -> None:
    """A max reduction started at 0 instead of INT_MIN differs only where every element is
    negative: each kind is drawn with one sign as well as with both."""
    for ty in (IntType(32), IntType(8), FloatType("float")):
        for kind in range(KINDS):
            neg = contents(ty, 200, kind, 3, [], "negative")
            assert all(v < 0 or str(v) == "-0.0" or v != v for v in neg), (ty, kind)
            pos = contents(ty, 200, kind, 3, [], "non-negative")
            assert all((v >= 0 and str(v) != "-0.0") or v != v for v in pos), (ty, kind)
    assert min(contents(IntType(8), 400, 4, 2, [], "negative")) == -128
    assert max(contents(IntType(8), 400, 4, 2, [], "non-negative")) == 127


MANDELBROT = CORPUS.parent / "tests" / "benchmarks" / "kernels" / "mandelbrot.pll"


def test_an_index_is_in_bounds_on_every_thread_on_most_inputs() -> None:
    """mandelbrot's `%i` indexes `crs` and `cis`: drawn per thread, four threads were all in
    bounds on few inputs and the source was undefined on the rest."""
    fn = parse_file(MANDELBROT).function("mandelbrot")
    p = plan(fn, fn, "v,u,u,u", 4)
    assert "i" in p.indices
    inside, outside = [0], [0]

    @settings(max_examples=300, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), derandomize=True)
    @given(strategy(p))
    def draw(d: dict) -> None:
        ok = all(0 <= i < p.indices["i"] for i in d["args"]["i"])
        (inside if ok else outside)[0] += 1

    draw()
    assert inside[0] >= 2 * outside[0] and outside[0] > 0, (inside, outside)


SHAPES = """
define i64 @f(i64 %u, i64 %v, i64 %s1, i32 %s4, i64 %neg, i64 %tid, i64 %loop) {
entry:
  ret i64 %u
}
"""
SIGNATURE = "u,v,s1,s4,s-2,(1,0),(1,8)"


def test_the_drawn_arguments_lie_in_the_analysis_reading_of_each_shape() -> None:
    """[DA-SIG] One reading of a signature: the analysis's initial shapes, the checker's drawn
    (and grid) arguments and the soundness check's all agree; `sN` starts at any base, `(1,0)` at 0."""
    fn = parse_module(SHAPES).function("f")
    init, _ret = parse_signature(SIGNATURE, fn)
    assert init == [U, V, Strided(1, 1), Strided(4, 1), Strided(-2, 1), Strided(1, 0), Strided(1, 8)]
    p = plan(fn, fn, SIGNATURE, 4)
    assert list(p.shapes) == init
    threads = list(range(4))
    bases: dict[str, set[int]] = {q.name: set() for q in fn.params}

    @settings(max_examples=60, database=None, suppress_health_check=list(HealthCheck))
    @given(strategy(p))
    def drawn(data: dict) -> None:
        for q, shape in zip(fn.params, init, strict=True):
            values = data["args"][q.name]
            assert _fits(values, threads, shape, q.ty), (q.name, values)
            bases[q.name].add(values[0])

    drawn()
    grid = _grid_args(p)
    rng = random.Random(0)
    runs = [*_inputs(fn.params, init, 4, 3, rng)]
    for args in [grid, *runs]:
        assert all(_fits(args[q.name], threads, s, q.ty) for q, s in zip(fn.params, init, strict=True))
    assert len(bases["s1"]) > 1 and len(bases["s4"]) > 1, "a stride starts anywhere"
    assert bases["tid"] == {0}, "(1,0) is thread_id"
    assert len({args["s1"][0] for args in runs}) > 1
