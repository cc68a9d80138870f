"""Native speed: seven kernels `f(i, args...)` (tests/benchmarks/kernels/) run over N items by the
scalar build (the source as one thread runs it, called in a loop over i, optimized at O3 for the
host CPU with LLVM's own loop vectorizer allowed), the project's SIMD code at W = 8 and W = 16
through the kernel driver, and the interpreter (W = 16, on a few items, scaled to one item).

    python tests/benchmarks/native.py [--items N] [--repeat R] [--kernels a,b] [--interp-items M]

Everything is measured in one process on the same inputs; a time is the best of R calls (each on
fresh buffers), without compilation. The compiled code runs in the calling thread: one core.
Before a speed is reported, the SIMD results (all N items) and the interpreter's (its M items) are
checked against the scalar build's: exact, or within `math_ulps` for kernels that call a
transcendental math function (semantics/backend.md [WIDEN-MATH]).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

import attrs
import numpy as np
from rich.console import Console
from rich.table import Table

from pllvm.backend.compare import close, math_ulps
from pllvm.backend.native import KernelResult, build, build_scalar, run_kernel, run_kernel_interp
from pllvm.exec import Buffer
from pllvm.syntax import Module
from pllvm.text import parse_file

KERNELS_DIR = Path(__file__).resolve().parent / "kernels"
LANES = (8, 16)
INTERP_LANES = 16

Inputs = tuple[dict[str, object], dict[str, Buffer]]


def _buffer(elem: str, data: np.ndarray) -> Buffer:
    return Buffer(elem, tuple(data.tolist()))


def mandelbrot_inputs(n: int, rng: np.random.Generator) -> Inputs:
    """The pixels of an image of [-2, 0.5] x [-1.25, 1.25] row by row (as a renderer would hand
    them out), 256 iterations at most."""
    width = max(int(np.sqrt(n)), 1)
    height = -(-n // width)
    xs = np.linspace(-2.0, 0.5, width, dtype=np.float32)
    ys = np.linspace(-1.25, 1.25, height, dtype=np.float32)
    cr, ci = (a.ravel()[:n] for a in np.meshgrid(xs, ys))
    return ({"crs": "@crs", "cis": "@cis", "max": 256},
            {"crs": _buffer("float", cr), "cis": _buffer("float", ci)})


def logstar_inputs(n: int, rng: np.random.Generator) -> Inputs:
    """n from 0.1 to 10^12, log-uniform (one to five iterations)."""
    return {"ns": "@ns"}, {"ns": _buffer("double", 10.0 ** rng.uniform(-1, 12, n))}


def safelog_inputs(n: int, rng: np.random.Generator) -> Inputs:
    """v uniform in [-1, 3): a quarter of the items keep v, the others take its log."""
    return {"vs": "@vs"}, {"vs": _buffer("double", rng.uniform(-1, 3, n))}


def xsqrt_inputs(n: int, rng: np.random.Generator) -> Inputs:
    """d log-uniform over 10^-30 .. 10^30, so both rescaling branches are taken now and then."""
    d = (10.0 ** rng.uniform(-30, 30, n)).astype(np.float32)
    return {"ds": "@ds"}, {"ds": _buffer("float", d)}


def nab_inputs(n: int, rng: np.random.Generator) -> Inputs:
    """Atom j at distance |xj| in [0, 25) from atom i; the cases of the cascade all occur."""
    return ({"xjs": "@xjs", "fsjs": "@fsjs", "rbornjs": "@rbornjs", "xi": 0.0, "ri": 1.5,
             "rgbmax": 10.0, "rgbmaxpsmax2": 400.0},
            {"xjs": _buffer("double", rng.uniform(-25, 25, n)),
             "fsjs": _buffer("double", rng.uniform(0.5, 1.5, n)),
             "rbornjs": _buffer("double", rng.uniform(1.0, 2.0, n))})


def _bst(depth: int) -> np.ndarray:
    """A complete binary search tree of 2^depth - 1 nodes {float label, i32 left, i32 right} in
    heap order (root 0, child 0 = none) with the labels 0, 2, 4, ..., as i32 words."""
    size = (1 << depth) - 1
    words = np.zeros((size, 3), np.int32)
    labels = np.zeros(size, np.float32)
    stack = [(0, 0, size - 1)]
    while stack:
        k, lo, hi = stack.pop()
        mid = (lo + hi) // 2
        labels[k] = 2 * mid
        for child, a, b in ((2 * k + 1, lo, mid - 1), (2 * k + 2, mid + 1, hi)):
            if a <= b:
                words[k, 1 if child % 2 else 2] = child
                stack.append((child, a, b))
    words[:, 0] = labels.view(np.int32)
    return words.ravel()


def bt_inputs(n: int, rng: np.random.Generator) -> Inputs:
    """A tree of 2^15 - 1 nodes; the queries are drawn from 0 .. 2^16 (about half are absent) and
    sorted: speculative traversal is for coherent queries (with unrelated queries in a chunk, every
    node has a thread on each side, both children are pushed and most of the tree is visited)."""
    queries = np.sort(rng.integers(0, 1 << 16, n)).astype(np.float32)
    return ({"nodes": "@nodes", "Q": "@Q"},
            {"nodes": _buffer("i32", _bst(15)), "Q": _buffer("float", queries)})


def xsbench_inputs(n: int, rng: np.random.Generator) -> Inputs:
    """A sorted grid of 2^16 energies in [0, 1) and uniformly drawn energies to look up."""
    grid = np.sort(rng.uniform(0, 1, 1 << 16))
    return ({"grid": "@grid", "n": len(grid), "draws": "@draws"},
            {"grid": _buffer("double", grid), "draws": _buffer("double", rng.uniform(0, 1, n))})


@attrs.frozen
class Kernel:
    """A benchmark kernel: its source in KERNELS_DIR, its function, and how its inputs are drawn."""

    name: str
    inputs: Callable[[int, np.random.Generator], Inputs]
    shared: tuple[str, ...] = ()  # buffers every item reads (a tree, a grid), not one element per item

    def module(self) -> Module:
        return parse_file(KERNELS_DIR / f"{self.name}.pll")


KERNELS = {k.name: k for k in (
    Kernel("mandelbrot", mandelbrot_inputs), Kernel("logstar", logstar_inputs),
    Kernel("safelog", safelog_inputs), Kernel("xsqrt", xsqrt_inputs), Kernel("nab", nab_inputs),
    Kernel("bt", bt_inputs, ("nodes",)), Kernel("xsbench", xsbench_inputs, ("grid",)))}


@attrs.frozen
class Row:
    """One kernel's measurements: seconds per item by build, and how results were checked."""

    kernel: str
    per_item: dict[str, float]
    checked: str


def _outputs(result: KernelResult) -> list:
    """What a run produced: the return values per item and the buffers' final contents."""
    return [result.ret, result.memory]


def _check(what: str, got: KernelResult, want: KernelResult, ulps: int) -> None:
    """Stop the benchmark when a build's results differ from the scalar build's."""
    a, b = _outputs(got), _outputs(want)
    if not close(a, b, ulps):
        bad = next((k for k, (x, y) in enumerate(zip(got.ret or [], want.ret or [], strict=False))
                    if not close(x, y, ulps)), "memory")
        sys.exit(f"{got.function}: {what} differs from the scalar build (first at item {bad})")


def _speedup(x: float) -> str:
    """A ratio with two decimals, or two significant digits when it is below 0.01."""
    return f"{x:.2f}x" if x >= 0.01 else f"{x:.2g}x"


def _first(buffers: dict[str, Buffer], shared: tuple[str, ...], small: int) -> dict[str, Buffer]:
    """The inputs of the first `small` items: per-item buffers cut, shared ones (grid, tree) kept
    (the interpreter copies every buffer for each group of threads)."""
    return {n: b if n in shared or b.data is None else attrs.evolve(b, data=b.data[:small])
            for n, b in buffers.items()}


def measure(kernel: Kernel, items: int, repeat: int, interp_items: int) -> Row:
    """Every build of one kernel on the same inputs; results checked before times are kept."""
    module = kernel.module()
    fn = module.function(kernel.name)
    args, buffers = kernel.inputs(items, np.random.default_rng(2026))
    ulps = math_ulps(fn)
    scalar = run_kernel(build_scalar(module, fn.name), items, args, buffers, repeat)
    per_item = {"scalar": scalar.seconds / items}
    for w in LANES:
        simd = run_kernel(build(module, fn.name, w, kernel=True), items, args, buffers, repeat)
        _check(f"SIMD W={w}", simd, scalar, ulps)
        per_item[f"W={w}"] = simd.seconds / items
    small = min(interp_items, items)
    interp = run_kernel_interp(module, fn.name, small, INTERP_LANES, args,
                               _first(buffers, kernel.shared, small))
    head = attrs.evolve(scalar, items=small, ret=None if scalar.ret is None else scalar.ret[:small])
    if not close(interp.ret, head.ret, ulps):
        sys.exit(f"{fn.name}: the interpreter differs from the scalar build")
    per_item["interp"] = interp.seconds / small
    how = "exact" if ulps == 0 else f"within {ulps} ULP"
    return Row(kernel.name, per_item, f"{how}: SIMD on {items}, interp on {small} items")


def _ns(seconds: float) -> str:
    ns = seconds * 1e9
    return f"{ns:,.1f}" if ns < 1e4 else f"{ns:,.0f}"


def table(rows: list[Row], items: int, repeat: int) -> Table:
    builds = ["scalar", *(f"W={w}" for w in LANES), "interp"]
    t = Table(title=f"pllvm native kernels: ns per item (speedup over scalar); {items} items, "
                    f"best of {repeat}, one core")
    t.add_column("kernel")
    for b in builds:
        t.add_column(b if b != "interp" else f"interp W={INTERP_LANES}", justify="right")
    t.add_column("results equal the scalar build's")
    for r in rows:
        base = r.per_item["scalar"]
        cells = [_ns(base)] + [f"{_ns(r.per_item[b])} ({_speedup(base / r.per_item[b])})" for b in builds[1:]]
        t.add_row(r.kernel, *cells, r.checked)
    return t


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--items", type=int, default=1 << 18, help="items per kernel (default 2^18)")
    ap.add_argument("--repeat", type=int, default=5, help="calls per build; the fastest counts")
    ap.add_argument("--kernels", default=",".join(KERNELS), help="comma-separated, of: " + ", ".join(KERNELS))
    ap.add_argument("--interp-items", type=int, default=64, help="items run by the interpreter")
    opts = ap.parse_args(argv)
    names = [k for k in opts.kernels.split(",") if k]
    unknown = [k for k in names if k not in KERNELS]
    if unknown or opts.items < 1:
        ap.error(f"unknown kernels {unknown}" if unknown else "--items must be at least 1")
    start = time.perf_counter()
    rows = [measure(KERNELS[k], opts.items, opts.repeat, opts.interp_items) for k in names]
    console = Console(width=160)
    console.print(table(rows, opts.items, opts.repeat))
    console.print(f"All SIMD results were checked against the scalar build before timing was reported "
                  f"(total {time.perf_counter() - start:.0f} s).")


if __name__ == "__main__":
    main()
