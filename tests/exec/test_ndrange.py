"""OpenCL C kernels over an NDRange (semantics/opencl.md): ids in 1, 2 and 3 dimensions, barriers
and the undefined behaviour of a divergent one, local memory fresh per work-group, and the same
results as pocl, a real OpenCL implementation, on the same kernels and inputs."""

from __future__ import annotations

import shutil

import numpy as np
import pytest
from conftest import CORPUS
from opencl_suite import Case, arrays, on_pocl, pocl

from pllvm.cli import main
from pllvm.errors import InputError, PllvmError
from pllvm.exec import Buffer
from pllvm.exec.ndrange import NDRange, run_ndrange
from pllvm.text.opencl import CLANG, OpenCLProgram, compile_opencl

OPENCL = CORPUS / "opencl"
pytestmark = pytest.mark.skipif(shutil.which(CLANG) is None,
                                reason=f"{CLANG} compiles OpenCL C: apt-get install clang-16")


def _program(name: str) -> OpenCLProgram:
    return compile_opencl(str(OPENCL / name))


def _run(name: str, global_size: str, local_size: str, args: dict | None = None,
         buffers: dict | None = None, local: dict | None = None, offset: str | None = None) -> dict:
    p = _program(name)
    k = p.kernel(None)
    nd = NDRange.parse(global_size, local_size, offset)
    bufs = {n: Buffer(elem, tuple(np.asarray(data).tolist())) for n, (elem, data) in (buffers or {}).items()}
    return run_ndrange(p.module, k, p.kernels[k], nd, "FR", args, bufs, local).memory


def test_reduce_with_barriers_in_a_loop() -> None:
    data = np.arange(32, dtype=np.float32) * 0.5
    out = _run("reduce.cl", "32", "8", buffers={"in": ("float", data), "out": ("float", np.zeros(4))},
               local={"scratch": 32})
    assert out["out"] == [float(data[g * 8:(g + 1) * 8].sum()) for g in range(4)]


def test_transpose_in_two_dimensions_through_a_local_tile() -> None:
    w, h = 8, 12
    a = np.arange(w * h, dtype=np.int32).reshape(h, w)
    out = _run("transpose.cl", f"{w},{h}", "4,4", args={"w": w, "h": h},
               buffers={"in": ("i32", a.ravel()), "out": ("i32", np.zeros(w * h, np.int32))})
    assert out["out"] == a.T.ravel().tolist()


def test_every_query_in_three_dimensions_with_an_offset() -> None:
    g, lo, off = (4, 2, 3), (2, 1, 3), (1, 0, 0)
    out = _run("ids3d.cl", "4,2,3", "2,1,3", offset="1,0,0",
               buffers={"out": ("i64", np.zeros(4 * 24, np.int64))})["out"]
    for z in range(g[2]):
        for y in range(g[1]):
            for x in range(g[0]):
                at = 4 * ((z * g[1] + y) * g[0] + x)
                gid = (x + off[0], y + off[1], z + off[2])
                lid = (x % lo[0], y % lo[1], z % lo[2])
                grp = (x // lo[0], y // lo[1], z // lo[2])
                assert out[at] == gid[0] + 100 * gid[1] + 10000 * gid[2]
                assert out[at + 1] == lid[0] + 100 * lid[1] + 10000 * lid[2]
                assert out[at + 2] == grp[0] + 100 * grp[1] + 10000 * grp[2] + 3_000_000
                assert out[at + 3] == g[0] + 100 * g[1] + 10000 * g[2] + 1_000_000 * off[0]


def test_a_divergent_barrier_is_undefined_behaviour_naming_the_work_items() -> None:
    with pytest.raises(PllvmError) as e:
        _run("divergent_barrier.cl", "8", "4", args={"k": 2}, buffers={"out": ("i32", np.zeros(8, np.int32))})
    text = str(e.value)
    assert "work-group (0, 0, 0)" in text and "divergent barrier: reached by t0, t1" in text
    assert "t2 = local (2), global (2); t3 = local (3), global (3)" in text
    # every work-item at the barrier (k = local size): defined, each item 1 + 2
    out = _run("divergent_barrier.cl", "8", "4", args={"k": 4},
               buffers={"out": ("i32", np.zeros(8, np.int32))})
    assert out["out"] == [3] * 8


def test_local_memory_is_fresh_in_each_work_group() -> None:
    out = _run("stale_local.cl", "16", "8", buffers={"out": ("i32", np.zeros(16, np.int32))})["out"]
    assert out[:8] == [7] * 8
    assert out[8:] == [None] * 8  # ⊤: no work-item of group 1 wrote its tile


def test_bad_ranges_and_local_sizes_are_input_errors() -> None:
    with pytest.raises(InputError, match="not a multiple of the local size 3"):
        NDRange.parse("16", "3")
    with pytest.raises(InputError, match="give --local and --offset with as many"):
        NDRange.parse("16,4", "4")
    with pytest.raises(InputError, match="local memory parameter"):
        _run("reduce.cl", "8", "8", buffers={"in": ("float", np.zeros(8)), "out": ("float", [0.0])})


def test_the_kernel_command_runs_an_opencl_file(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    spec = tmp_path / "in.json"
    spec.write_text('{"args": {"w": 4, "h": 4}, "buffers": {"in": {"type": "i32", "data": '
                    f'{list(range(16))}}}, "out": {{"type": "i32", "count": 16}}}}}}')
    assert main(["kernel", str(OPENCL / "transpose.cl"), "--global", "4,4", "--local", "4,4",
                 "--interp", "--input", str(spec)]) == 0
    out = capsys.readouterr().out
    assert "@out    [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15]" in out
    assert "1 work-groups of 16 work-items, 16 in lock step" in out
    assert main(["kernel", str(OPENCL / "transpose.cl"), "--global", "4,4", "--local", "4,4",
                 "--native", "--input", str(spec)]) == 0
    assert "@out    [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15]" in capsys.readouterr().out
    # eight work-items at a time: the transpose split at its barrier ([TR-BARRIER-SPLIT])
    assert main(["kernel", str(OPENCL / "transpose.cl"), "--global", "4,4", "--local", "4,4",
                 "--native", "--lanes", "8", "--input", str(spec)]) == 0
    out = capsys.readouterr().out
    assert "@out    [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15]" in out
    assert "1 work-groups of 16 work-items, 8 in lock step" in out
    assert main(["kernel", str(OPENCL / "transpose.cl"), "--global", "4,4", "--local", "4,4",
                 "--interp", "--lanes", "8", "--input", str(spec)]) == 2
    assert "the interpreter runs a work-group's 16 work-items in lock step" in capsys.readouterr().err
    bad = tmp_path / "bad.cl"
    bad.write_text("__kernel void f(__global int *p) { p[0] = q; }\n")
    assert main(["kernel", str(bad), "--global", "1", "--interp"]) == 2
    err = capsys.readouterr().err
    assert "bad.cl:1:" in err and "error: use of undeclared identifier 'q'" in err


# ---------------------------------------------------------------- against pocl


def _with_pocl(name: str, global_size: str, local_size: str, args: dict | None = None,
               buffers: dict | None = None, local: dict | None = None) -> tuple[dict, dict]:
    """The buffers after the interpreter's run (`_run`) and after pocl's of the same kernel and
    inputs (`opencl_suite.on_pocl`); skipped with the reason where pocl cannot run."""
    if isinstance(reason := pocl(), str):
        pytest.skip(reason)
    p = _program(name)
    k = p.kernel(None)
    bufs = {n: Buffer(elem, tuple(np.asarray(data).tolist())) for n, (elem, data) in (buffers or {}).items()}
    c = Case(name, OPENCL / name, NDRange.parse(global_size, local_size), dict(args or {}), bufs,
             dict(local or {}))
    ref, _ = on_pocl(c, k, list(p.kernels[k]), arrays(c, p.module))
    return _run(name, global_size, local_size, args, buffers, local), ref


@pytest.mark.parametrize("local", [4, 16])
def test_reduce_agrees_with_pocl(local: int) -> None:
    data = np.random.default_rng(1).uniform(-10, 10, 64).astype(np.float32)
    groups = 64 // local
    ours, ref = _with_pocl("reduce.cl", "64", str(local),
                           buffers={"in": ("float", data), "out": ("float", np.zeros(groups))},
                           local={"scratch": 4 * local})
    assert np.array_equal(np.asarray(ours["out"], np.float32), ref["out"])


def test_transpose_and_ids_agree_with_pocl() -> None:
    w, h = 8, 12
    a = np.random.default_rng(2).integers(-1000, 1000, w * h).astype(np.int32)
    ours, ref = _with_pocl("transpose.cl", f"{w},{h}", "4,4", args={"w": w, "h": h},
                           buffers={"in": ("i32", a), "out": ("i32", np.zeros(w * h, np.int32))})
    assert ours["out"] == ref["out"].tolist()
    ours, ref = _with_pocl("ids3d.cl", "4,2,3", "2,1,3",
                           buffers={"out": ("i64", np.zeros(96, np.int64))})
    assert ours["out"] == ref["out"].tolist()


@pytest.mark.parametrize("simd", [0, 1])
def test_the_simd_dimension_orders_the_threads_not_the_results(simd: int) -> None:
    """--simd-dim 1: a group's threads run along dimension 1 (local ids (0,0), (0,1), ...); the
    transpose is the same, by the interpreter and natively, and pocl's."""
    from pllvm.backend.ndrange import build_ndrange, run_ndrange_native

    w, h = 8, 12
    a = np.arange(w * h, dtype=np.int32)
    p = _program("transpose.cl")
    nd = NDRange.parse(f"{w},{h}", "4,4", simd=simd)
    assert nd.local_id(1) == ((1, 0, 0) if simd == 0 else (0, 1, 0))
    bufs = {"in": Buffer("i32", tuple(a.tolist())), "out": Buffer("i32", (0,) * (w * h))}
    args = {"w": w, "h": h}
    interp = run_ndrange(p.module, "transpose", p.kernels["transpose"], nd, "FR", args, bufs).memory
    native = run_ndrange_native(build_ndrange(p.module, "transpose", p.kernels["transpose"], nd),
                                nd, args, bufs).memory
    assert interp["out"] == native["out"] == a.reshape(h, w).T.ravel().tolist()
    with pytest.raises(InputError, match="--simd-dim 2: the range has dimensions 0 to 1"):
        NDRange.parse("8,8", "4,4", simd=2)
