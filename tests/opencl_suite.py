"""The OpenCL benchmark kernels of corpus/opencl/bench (suite.json): their ranges and inputs for a
SIMD width W, runs on pocl through pyopencl, and when two results agree. Shared by
tests/exec/test_opencl_suite.py and tests/benchmarks/opencl.py."""

from __future__ import annotations

import json
import math
import os
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from pllvm.exec import Buffer
from pllvm.exec.engine import buffer_bytes
from pllvm.exec.machine import Machine
from pllvm.exec.ndrange import NDRange
from pllvm.syntax import Module

BENCH = Path(__file__).resolve().parents[1] / "corpus" / "opencl" / "bench"
SUITE = json.loads((BENCH / "suite.json").read_text())
NAMES = [n for n in SUITE if not n.startswith("_")]
#: kernels whose results go through math functions (exp, log, pow) implemented differently by
#: pocl and libm: compared within RELATIVE of the largest magnitude; the others bit for bit
MATH = frozenset({"blackscholes", "binomial"})
RELATIVE = 1e-4


@dataclass(frozen=True)
class Case:
    """One kernel at one size and W: its file, NDRange, arguments, buffers and local memory."""

    name: str
    path: Path
    nd: NDRange
    args: dict[str, object]
    buffers: dict[str, Buffer]
    local_bytes: dict[str, int]

    @property
    def items(self) -> int:
        return math.prod(self.nd.global_size)


def _number(text: object, env: dict[str, int]) -> object:
    """A size in suite.json: a number, or a product of numbers and names (`4*items`, `W`)."""
    if not isinstance(text, str):
        return text
    return math.prod(int(part) if part.isdigit() else env[part] for part in text.split("*"))


def case(name: str, w: int, small: bool = False) -> Case:
    """`name` for work-groups of W work-items, at the benchmark's size or the small one."""
    spec = SUITE[name]
    env = {"W": w}
    glob = [int(_number(g, env)) for g in (spec["small"]["global"] if small else spec["global"])]  # type: ignore[arg-type]
    local = [int(_number(x, env)) for x in spec["local"]]  # type: ignore[arg-type]
    nd = NDRange.parse(",".join(map(str, glob)), ",".join(map(str, local)))
    env.update(items=math.prod(glob), groups=math.prod(glob) // math.prod(local),
               **{f"global{d}": g for d, g in enumerate(glob)})
    args = {k: _number(v, env) for k, v in spec.get("args", {}).items()}
    buffers = {}
    for k, b in spec["buffers"].items():
        b = dict(b)
        if "count" in b:
            b["count"] = _number(b["count"], env)
        buffers[k] = Buffer.from_json(k, b)
    local_bytes = {k: v["per_item"] * w + v.get("extra", 0) for k, v in spec.get("local_mem", {}).items()}
    return Case(name, BENCH / f"{name}.cl", nd, args, buffers, local_bytes)


def arrays(c: Case, module: Module) -> dict[str, np.ndarray]:
    """The case's buffers as numpy arrays of their element types (what pocl is given)."""
    m = Machine(module, 1)
    out = {}
    for name, buf in c.buffers.items():
        _, raw = buffer_bytes(name, buf, m)
        dtype = {"float": np.float32, "double": np.float64, "i32": np.int32, "i64": np.int64}[buf.elem]
        out[name] = np.frombuffer(raw.astype(np.uint8).tobytes(), dtype).copy()
    return out


def pocl():  # type: ignore[no-untyped-def]
    """(pyopencl, context, queue) on pocl, or a reason why not (a str)."""
    try:
        import pyopencl as cl
    except ImportError:
        return "pyopencl is not installed (pip install pyopencl, in the dev extra)"
    try:
        platforms = [p for p in cl.get_platforms() if "Portable Computing Language" in p.name]
    except cl.Error as e:
        return f"no OpenCL platform ({e}): apt-get install pocl-opencl-icd"
    if not platforms:
        return "pocl is not installed: apt-get install pocl-opencl-icd"
    ctx = cl.Context(platforms[0].get_devices())
    return cl, ctx, cl.CommandQueue(ctx)


def on_pocl(c: Case, kernel: str, params: list[tuple[str, int]], data: dict[str, np.ndarray],
            repeat: int = 1) -> tuple[dict[str, np.ndarray], float]:
    """Run the case on pocl: the buffers after the run and the fastest of `repeat` runs (the
    kernel compiled before the first)."""
    got = pocl()
    if isinstance(got, str):
        raise RuntimeError(got)
    cl, ctx, queue = got
    program = cl.Program(ctx, c.path.read_text()).build(options=["-cl-std=CL1.2"])
    k = getattr(program, kernel)
    best, out = float("inf"), {}
    for _ in range(max(1, repeat)):
        bufs = {n: cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=a)
                for n, a in data.items()}
        args = []
        for name, space in params:
            if space == 3:
                args.append(cl.LocalMemory(c.local_bytes[name]))
            elif name in bufs:
                args.append(bufs[name])
            else:
                value = c.args[name]
                args.append(np.float32(value) if isinstance(value, float) else np.int32(value))
        queue.finish()
        start = time.perf_counter()
        k(queue, c.nd.global_size[: c.nd.dims], c.nd.local_size[: c.nd.dims], *args)
        queue.finish()
        best = min(best, time.perf_counter() - start)
        out = {n: np.empty_like(a) for n, a in data.items()}
        for n, b in bufs.items():
            cl.enqueue_copy(queue, out[n], b)
        queue.finish()
    return out, best


def agree(name: str, ours: list, ref: np.ndarray) -> bool:
    """Whether pllvm's buffer `ours` is pocl's `ref`: bit for bit, or within RELATIVE of the
    largest magnitude for the kernels that call math functions."""
    got = np.asarray(ours, ref.dtype)
    if name not in MATH:
        return bool(np.array_equal(got, ref))
    scale = float(np.max(np.abs(ref))) or 1.0
    return bool(np.allclose(got, ref, rtol=RELATIVE, atol=RELATIVE * scale))


def single_threaded() -> None:
    """pocl on one thread (read when pocl starts, so set before the first platform query)."""
    os.environ["POCL_MAX_PTHREAD_COUNT"] = "1"
