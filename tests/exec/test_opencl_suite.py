"""The OpenCL benchmark kernels (corpus/opencl/bench) at a small size: the interpreter, the native
work-group code at W = 8 and 16, and pocl compute the same buffers ([CL-NDRANGE],
[WIDEN-NDRANGE])."""

from __future__ import annotations

import shutil
from functools import cache

import numpy as np
import pytest
from conftest import CORPUS
from opencl_suite import MATH, NAMES, agree, arrays, case, on_pocl, pocl

from pllvm.backend.compare import close
from pllvm.backend.ndrange import build_ndrange, run_ndrange_native
from pllvm.exec.ndrange import run_ndrange
from pllvm.text.opencl import CLANG, OpenCLProgram, compile_opencl

pytestmark = pytest.mark.skipif(shutil.which(CLANG) is None,
                                reason=f"{CLANG} compiles OpenCL C: apt-get install clang-16")


@cache
def _compiled(name: str) -> OpenCLProgram:
    return compile_opencl(str(case(name, 8).path))


@cache
def _interpreted(name: str, w: int) -> dict:
    c = case(name, w, small=True)
    p = _compiled(name)
    k = p.kernel(None)
    return run_ndrange(p.module, k, p.kernels[k], c.nd, "FR", c.args, c.buffers, c.local_bytes).memory


def _same(name: str, native: dict, ref: dict) -> None:
    """Native buffers are the interpreter's: exactly, or for the kernels that call exp, log or
    pow (libmvec's against libm's, through cancelling differences) as `agree` says."""
    for buf in ref:
        if name in MATH:
            assert agree(name, native[buf], np.asarray(ref[buf], np.float32)), f"{name}: {buf}"
        else:
            assert close(ref[buf], native[buf], 0), f"{name}: buffer {buf} differs"


@pytest.mark.parametrize("w", [8, 16])
@pytest.mark.parametrize("name", NAMES)
def test_native_work_groups_compute_what_the_interpreter_does(name: str, w: int) -> None:
    c = case(name, w, small=True)
    p = _compiled(name)
    k = p.kernel(None)
    native = run_ndrange_native(build_ndrange(p.module, k, p.kernels[k], c.nd), c.nd,
                                c.args, c.buffers, c.local_bytes).memory
    ref = _interpreted(name, w)
    _same(name, native, ref)


@pytest.mark.parametrize("name", NAMES)
def test_the_interpreter_agrees_with_pocl(name: str) -> None:
    if isinstance(reason := pocl(), str):
        pytest.skip(reason)
    c = case(name, 8, small=True)
    p = _compiled(name)
    k = p.kernel(None)
    ref, _ = on_pocl(c, k, list(p.kernels[k]), arrays(c, p.module))
    ours = _interpreted(name, 8)
    for buf, data in ref.items():
        assert agree(name, ours[buf], data), f"{name}: buffer {buf} differs from pocl's"


@pytest.mark.parametrize("group", [128, 256])
def test_work_groups_wider_than_a_register(group: int) -> None:
    """Groups of 128 and 256 work-items, a barrier in a loop: one vector of that many lanes
    natively, the interpreter's buffers."""
    from pllvm.exec import Buffer
    from pllvm.exec.ndrange import NDRange

    p = compile_opencl(str(CORPUS / "opencl" / "reduce.cl"))
    data = np.random.default_rng(3).uniform(-1, 1, 512).astype(np.float32)
    nd = NDRange.parse("512", str(group))
    bufs = {"in": Buffer("float", tuple(data.tolist())), "out": Buffer("float", (0.0,) * 4)}
    local = {"scratch": 4 * group}
    native = run_ndrange_native(build_ndrange(p.module, "reduce", p.kernels["reduce"], nd), nd, {},
                                bufs, local)
    assert native.lanes == group
    interp = run_ndrange(p.module, "reduce", p.kernels["reduce"], nd, "FR", {}, bufs, local).memory
    assert native.memory == interp


def test_a_group_wider_than_one_vector_runs_in_chunks_split_at_its_barriers() -> None:
    """512 work-items with barriers in a loop: chunks of 16, the kernel split at its barriers
    ([TR-BARRIER-SPLIT]); a chunk width that does not divide the group is refused."""
    from pllvm.errors import InputError
    from pllvm.exec import Buffer
    from pllvm.exec.ndrange import NDRange

    p = compile_opencl(str(CORPUS / "opencl" / "reduce.cl"))
    nd = NDRange.parse("1024", "512")
    data = np.random.default_rng(4).uniform(-1, 1, 1024).astype(np.float32)
    bufs = {"in": Buffer("float", tuple(data.tolist())), "out": Buffer("float", (0.0, 0.0))}
    built = build_ndrange(p.module, "reduce", p.kernels["reduce"], nd)
    assert built.lanes == 16 and built.state > 0
    native = run_ndrange_native(built, nd, {}, bufs, {"scratch": 2048}).memory
    interp = run_ndrange(p.module, "reduce", p.kernels["reduce"], nd, "FR", {}, bufs,
                         {"scratch": 2048}).memory
    assert native == interp
    with pytest.raises(InputError, match="so W must divide it"):
        build_ndrange(p.module, "reduce", p.kernels["reduce"], nd, lanes=24)


@pytest.mark.parametrize("lanes", [8, 16])
@pytest.mark.parametrize("name", ["nbody", "matmul", "histogram", "stencil", "binomial"])
def test_kernels_with_barriers_split_for_chunks(name: str, lanes: int) -> None:
    """Groups of 32 work-items run `lanes` at a time, each kernel split at its barriers, the
    values live across a barrier kept per work-item: the interpreter's buffers."""
    c = case(name, 32, small=True)
    p = _compiled(name)
    k = p.kernel(None)
    built = build_ndrange(p.module, k, p.kernels[k], c.nd, lanes)
    assert built.state > 0
    native = run_ndrange_native(built, c.nd, c.args, c.buffers, c.local_bytes).memory
    ref = _interpreted(name, 32)
    _same(name, native, ref)


@pytest.mark.parametrize("name", ["raysphere", "mandelbrot", "binomial"])
def test_boscc_builds_compute_the_same(name: str) -> None:
    """`kernel --native --boscc`: BOSCC's heuristic in the pipeline, the interpreter's buffers."""
    c = case(name, 16, small=True)
    p = _compiled(name)
    k = p.kernel(None)
    native = run_ndrange_native(build_ndrange(p.module, k, p.kernels[k], c.nd, boscc=True), c.nd,
                                c.args, c.buffers, c.local_bytes).memory
    ref = _interpreted(name, 16)
    _same(name, native, ref)
