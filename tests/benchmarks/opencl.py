"""OpenCL kernels on the CPU: pllvm's native work-groups against pocl on one thread and against
the same kernel as scalar C compiled by clang-16 -O3, side by side in one run.

    .venv/bin/python tests/benchmarks/opencl.py [--lanes 8,16] [--repeat 5] [--only NAME,...]

Per kernel of corpus/opencl/bench (sizes in suite.json) and W: the fastest of `--repeat` runs of
- pllvm: `pllvm kernel FILE.cl --native` (the work-group function widened to W lanes, one per
  work-item, work-groups of W work-items; the driver call alone, compiled before);
- boscc: the same with `--boscc` (BOSCC's heuristic jumps over blocks no lane runs);
- pocl: the same kernel, source and NDRange through pyopencl, `POCL_MAX_PTHREAD_COUNT=1` (one
  thread; the kernel built and run once before timing; enqueue to finish);
- scalar: the kernel compiled as C by clang-16 -O3 (tgmath for OpenCL's overloaded math, the ids
  from a loop over the NDRange, one work-item at a time), for the kernels without barriers, whose
  work-items can run one after the other.
`pocl/pllvm`, `pocl/boscc` and `scalar/pllvm` are speedups of pllvm (higher is better); `same`
says whether both pllvm builds' buffers are pocl's (bit for bit; within 1e-4 of the largest
magnitude for the kernels that call exp, log or pow, whose implementations differ). The geometric
mean is over the kernels.
"""

from __future__ import annotations

import argparse
import ctypes
import math
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from statistics import geometric_mean

import numpy as np
from rich.console import Console
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from opencl_suite import NAMES, Case, agree, arrays, case, on_pocl, pocl, single_threaded

from pllvm.backend.ndrange import build_ndrange, run_ndrange_native
from pllvm.syntax import FloatType, IntType, PtrType
from pllvm.text.opencl import compile_opencl

#: OpenCL C as C: address spaces erased, overloaded math from tgmath, the ids from globals
PRELUDE = """
#include <tgmath.h>
#include <stddef.h>
#define __kernel
#define __global
#define __constant const
#define __local
#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2
typedef unsigned int uint;
static size_t cl_gid[3], cl_gsize[3], cl_lsize[3];
static size_t get_global_id(uint d) { return cl_gid[d]; }
static size_t get_global_size(uint d) { return cl_gsize[d]; }
static size_t get_local_size(uint d) { return cl_lsize[d]; }
static size_t get_local_id(uint d) { return cl_gid[d] % cl_lsize[d]; }
static size_t get_group_id(uint d) { return cl_gid[d] / cl_lsize[d]; }
"""


def _scalar_c(c: Case, kernel: str, params: list) -> Path | None:
    """The kernel as a shared library with `void run(void **args, long gx, long gy, long gz,
    long lx, long ly, long lz)` looping over the NDRange; None for a kernel with barriers."""
    source = c.path.read_text()
    if "barrier(" in source:
        return None
    call = []
    for k, (_name, ty) in enumerate(params):
        if isinstance(ty, PtrType):
            call.append(f"args[{k}]")
        elif isinstance(ty, FloatType):
            call.append(f"*(float *)args[{k}]")
        elif isinstance(ty, IntType):
            call.append(f"*(int *)args[{k}]")
    driver = f"""
void run(void **args, long gx, long gy, long gz, long lx, long ly, long lz) {{
  cl_gsize[0] = gx; cl_gsize[1] = gy; cl_gsize[2] = gz;
  cl_lsize[0] = lx; cl_lsize[1] = ly; cl_lsize[2] = lz;
  for (long z = 0; z < gz; z++)
    for (long y = 0; y < gy; y++)
      for (long x = 0; x < gx; x++) {{
        cl_gid[0] = x; cl_gid[1] = y; cl_gid[2] = z;
        {kernel}({", ".join(call)});
      }}
}}
"""
    body = re.sub(r"#pragma OPENCL.*", "", source)
    work = Path(tempfile.mkdtemp(prefix="pllvm-cl-"))
    (work / "k.c").write_text(PRELUDE + body + driver)
    lib = work / "k.so"
    subprocess.run(["clang-16", "-O3", "-ffp-contract=off", "-fPIC", "-shared", "-w", "-o", str(lib),
                    str(work / "k.c"), "-lm"], check=True)
    return lib


def _time_scalar(lib: Path, c: Case, params: list, data: dict[str, np.ndarray], repeat: int) -> float:
    fn = ctypes.CDLL(str(lib)).run
    best = math.inf
    for _ in range(repeat):
        bufs = {n: a.copy() for n, a in data.items()}
        cells = []
        for name, ty in params:
            if name in bufs:
                cells.append(bufs[name])
            else:
                v = c.args[name]
                cells.append(np.array([v], np.float32 if isinstance(ty, FloatType) else np.int32))
        argv = (ctypes.c_void_p * len(cells))(*(a.ctypes.data for a in cells))
        import time

        start = time.perf_counter()
        fn(argv, *(ctypes.c_long(x) for x in (*c.nd.global_size, *c.nd.local_size)))
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lanes", default="8,16")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--only", default="")
    opts = ap.parse_args()
    single_threaded()
    reason = pocl()
    if isinstance(reason, str):
        sys.exit(f"pocl is needed: {reason}")
    names = [n for n in NAMES if not opts.only or n in opts.only.split(",")]
    table = Table(title="OpenCL kernels: seconds (best of "
                  f"{opts.repeat}), pllvm native vs pocl (1 thread) vs scalar clang-16 -O3",
                  header_style="bold")
    for col in ("kernel", "W", "items", "pllvm", "boscc", "pocl", "scalar", "pocl/pllvm",
                "pocl/boscc", "scalar/pllvm", "same"):
        table.add_column(col, justify="right" if col not in ("kernel", "same") else "left")
    ratios: dict[int, list[float]] = {}
    best: dict[int, list[float]] = {}
    for name in names:
        program = compile_opencl(str(case(name, 8).path))
        kernel = program.kernel(None)
        fn = program.module.function(kernel)
        params = [(src or p.name, p.ty) for (src, _), p in zip(program.kernels[kernel], fn.params,
                                                                 strict=False)]
        for w in (int(x) for x in opts.lanes.split(",")):
            c = case(name, w)
            data = arrays(c, program.module)
            built = build_ndrange(program.module, kernel, program.kernels[kernel], c.nd)
            ours = run_ndrange_native(built, c.nd, c.args, c.buffers, c.local_bytes,
                                      repeat=opts.repeat)
            jumped = run_ndrange_native(build_ndrange(program.module, kernel, program.kernels[kernel],
                                                      c.nd, boscc=True),
                                        c.nd, c.args, c.buffers, c.local_bytes, repeat=opts.repeat)
            ref, pocl_s = on_pocl(c, kernel, list(program.kernels[kernel]), data, opts.repeat + 1)
            same = all(agree(name, ours.memory[b], ref[b]) and agree(name, jumped.memory[b], ref[b])
                       for b in ref)
            lib = _scalar_c(c, kernel, params)
            scalar = _time_scalar(lib, c, params, data, opts.repeat) if lib is not None else None
            ratios.setdefault(w, []).append(pocl_s / ours.seconds)
            best.setdefault(w, []).append(pocl_s / jumped.seconds)
            table.add_row(name, str(w), str(c.items), f"{ours.seconds:.5f}", f"{jumped.seconds:.5f}",
                          f"{pocl_s:.5f}",
                          f"{scalar:.5f}" if scalar is not None else "n/a (barriers)",
                          f"{pocl_s / ours.seconds:.2f}", f"{pocl_s / jumped.seconds:.2f}",
                          f"{scalar / ours.seconds:.2f}" if scalar is not None else "",
                          "yes" if same else "NO")
    for w, rs in ratios.items():
        table.add_row("geomean", str(w), "", "", "", "", "",
                      f"{geometric_mean(rs):.2f}", f"{geometric_mean(best[w]):.2f}", "", "")
    Console(width=160).print(table)


if __name__ == "__main__":
    main()
