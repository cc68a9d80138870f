"""Single lowering rules on their own, in the emitted IR and in native results: the empty-activation
loop exit [WIDEN-EMPTY-EXIT], accesses by stride [WIDEN-LOAD-UNIFORM] [WIDEN-CONSEC]
[WIDEN-GATHER] [WIDEN-SCATTER] through the kernel driver, and the scalar build [WIDEN-SCALAR]."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from pllvm.backend.native import build, build_scalar, run_kernel, run_native
from pllvm.errors import LoweringError
from pllvm.exec import Buffer, run
from pllvm.text import parse_file, parse_module

KERNELS = Path(__file__).resolve().parents[1] / "benchmarks" / "kernels"

#: A uniform loop whose body is predicated by the varying %p; its exit test never holds for n = 5
#: before four iterations, so the number of iterations shows whether an empty body left at once.
LEAVE = """
define i32 @leave(i32 %n, i1 %p) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %body ]
  br label %body
body: predicate %p
  %k.next = add i32 %k, 1
  %stop = icmp eq i32 %k.next, %n
  br i1 %stop, label %exit, label %loop
exit:
  %r = phi i32 [ %k, %body ]
  ret i32 %r
}
"""


def test_empty_activation_leaves_the_loop() -> None:
    module = parse_module(LEAVE)
    native = build(module, "leave", 4, "u,v")
    assert "%_guard = select i1 %_any, i1 %stop, i1 true" in native.text
    assert "br i1 %_guard, label %exit, label %loop" in native.text
    args = {"n": 5, "p": [0, 0, 0, 0]}
    assert run(module, "leave", 4, "OBL", args).ret == [0, 0, 0, 0]
    assert run_native(native, args, {}).ret == [0, 0, 0, 0]  # unguarded, the loop would run to k = 4


def test_loop_runs_while_a_thread_is_active() -> None:
    module = parse_module(LEAVE)
    args = {"n": 5, "p": [0, 1, 0, 0]}
    assert run(module, "leave", 4, "OBL", args).ret[1] == 4
    assert run_native(build(module, "leave", 4, "u,v"), args, {}).ret[1] == 4


#: Item i reads a[i] (consecutive), c[0] (uniform) and a[2i] (stride 2), writes b[i] (consecutive)
#: and d[2i] (stride 2).
STRIDES = """
define void @strides(i64 %i, ptr %a, ptr %b, ptr %c, ptr %d) {
entry:
  %pa = getelementptr float, ptr %a, i64 %i
  %x = load float, ptr %pa
  %s = load float, ptr %c
  %i2 = mul i64 %i, 2
  %pa2 = getelementptr float, ptr %a, i64 %i2
  %y = load float, ptr %pa2
  %sum = fadd float %x, %y
  %r = fmul float %sum, %s
  %pb = getelementptr float, ptr %b, i64 %i
  store float %r, ptr %pb
  %pd = getelementptr float, ptr %d, i64 %i2
  store float %x, ptr %pd
  ret void
}
"""


@pytest.mark.parametrize("lanes", [8, 16])
def test_access_by_stride_in_the_ir(lanes: int) -> None:
    text = build(parse_module(STRIDES), "strides", lanes, kernel=True).lowered.text
    vf = f"<{lanes} x float>"
    assert f"%x = call {vf} @llvm.masked.load.v{lanes}f32.p0(ptr %_lane.ptr, i32 4" in text
    assert "%s = load float, ptr %c, align 4" in text
    assert f"%y = call {vf} @llvm.masked.gather.v{lanes}f32.v{lanes}p0(<{lanes} x ptr> %pa2" in text
    assert f"call void @llvm.masked.store.v{lanes}f32.p0({vf} %r, ptr %_lane.ptr1, i32 4" in text
    assert f"call void @llvm.masked.scatter.v{lanes}f32.v{lanes}p0({vf} %x, <{lanes} x ptr> %pd" in text
    assert text.count("masked.gather") == 1 and text.count("masked.scatter") == 1


@pytest.mark.parametrize("lanes", [8, 16])
def test_access_by_stride_natively(lanes: int) -> None:
    n = 3 * lanes + 5  # full chunks and a masked remainder
    a = np.arange(2 * n, dtype=np.float32) + 1
    buffers = {"a": Buffer("float", tuple(a.tolist())), "b": Buffer("float", (0.0,) * n),
               "c": Buffer("float", (3.0,)), "d": Buffer("float", (-1.0,) * (2 * n))}
    args = {k: f"@{k}" for k in buffers}
    got = run_kernel(build(parse_module(STRIDES), "strides", lanes, kernel=True), n, args, buffers)
    idx = np.arange(n)
    assert got.memory["b"] == ((a[idx] + a[2 * idx]) * 3).tolist()
    d = np.full(2 * n, -1.0, np.float32)
    d[2 * idx] = a[idx]
    assert got.memory["d"] == d.tolist()


def test_scalar_build_runs_the_source_as_one_thread() -> None:
    """[WIDEN-SCALAR] mask and any/all of one thread, fmuladd unfused: the scalar build of the
    nab cascade (BOSCC gadgets) and of mandelbrot (fmuladd) equals the interpreter item by item."""
    cases = {"nab": ({"xjs": [9.5, 5.0, 3.0, 1.0, 1.0, 30.0, 15.0, 0.25],
                      "fsjs": [1.0, 1.0, 1.0, 1.0, 3.0, 1.0, 1.0, 0.5], "rbornjs": [1.09] * 8},
                     {"xi": 0.0, "ri": 1.0, "rgbmax": 10.0, "rgbmaxpsmax2": 400.0}),
             "mandelbrot": ({"crs": [-0.75 + 0.01 * k for k in range(8)], "cis": [0.1 * k for k in range(8)]},
                            {"max": 300})}
    for name, (data, uniform) in cases.items():
        module = parse_file(KERNELS / f"{name}.pll")
        elem = "double" if name == "nab" else "float"
        buffers = {k: Buffer(elem, tuple(v)) for k, v in data.items()}
        args = {**{k: f"@{k}" for k in data}, **uniform}
        scalar = run_kernel(build_scalar(module, name), 8, args, buffers)
        want = [run(module, name, 1, "FR", {**args, "i": [k]}, buffers).ret[0] for k in range(8)]
        assert scalar.ret == want, name
    assert scalar.ret != [0] * 8  # mandelbrot's points are not all outside


def test_scalar_build_rejects_a_predicated_program() -> None:
    with pytest.raises(LoweringError, match="block body has a predicate"):
        build_scalar(parse_module(LEAVE.replace("i32 %n, i1 %p", "i64 %n, i1 %p")
                                  .replace("i32 %k.next, %n", "i32 %k.next, 5")), "leave")
