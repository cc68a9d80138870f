"""Interpreter speed: the mandelbrot kernel over one set of pixels at W = 1, 8, 64, 256, side by
side with LLVM's own interpreter (`lli -jit-kind=mcjit -force-interpreter`, Debian LLVM 14) on the
same kernel compiled by clang-14 with `-ffp-contract=off` (so both compute a*b+c unfused).

    python tests/benchmarks/interp.py [--size 16] [--iters 50] [--lanes 1,8,64,256]

Prints seconds, lane-instructions per second (instructions executed × W, and the share of them on
active threads) and the ratio lli time / pllvm time (>= 1 means pllvm is faster). lli's time is
taken with its start-up (parsing, setting up the interpreter) subtracted: a run of the same driver
with no pixels is timed too. Needs clang-14 and lli-14 (`apt-get install clang-14 llvm-14`).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from pllvm.exec import run
from pllvm.text import parse_file

ROOT = Path(__file__).resolve().parents[2]
KERNEL_C = ROOT / "corpus" / "clang" / "mandelbrot.c"
KERNEL_LL = ROOT / "corpus" / "clang" / "mandelbrot.ll"


def pixels(size: int) -> tuple[np.ndarray, np.ndarray]:
    xs = np.linspace(-2.0, 0.5, size, dtype=np.float32)
    ys = np.linspace(-1.25, 1.25, size, dtype=np.float32)
    cr, ci = np.meshgrid(xs, ys)
    return cr.ravel(), ci.ravel()


def pllvm_run(cr: np.ndarray, ci: np.ndarray, iters: int, w: int) -> tuple[float, int, int, int]:
    """(seconds, sum of results, lane-instructions, active lane-instructions)."""
    module = parse_file(KERNEL_LL)
    fn = module.function("mandelbrot")
    size = {b.label: len(b.phis) + len(b.commands) + 1 for b in fn.blocks}
    total = 0
    lane_instr = 0
    batches = []
    for start in range(0, len(cr), w):
        idx = np.arange(start, start + w) % len(cr)
        batches.append((cr[idx].tolist(), ci[idx].tolist(), min(w, len(cr) - start)))
    t0 = time.perf_counter()
    results = [run(module, "mandelbrot", w, "FR", {"0": a, "1": b, "2": iters}) for a, b, _ in batches]
    seconds = time.perf_counter() - t0
    active_instr = 0
    for (_cr, _ci, real), r in zip(batches, results, strict=True):
        total += sum(r.ret[:real])
        lane_instr += sum(size[blk] for blk in r.schedule) * w
    sample = run(module, "mandelbrot", w, "FR", {"0": batches[0][0], "1": batches[0][1], "2": iters},
                 trace=True)
    sample_all = sum(size[s.block] * w for s in sample.trace)
    sample_active = sum(size[s.block] * int(s.amsk.sum()) for s in sample.trace)
    active_instr = int(lane_instr * sample_active / max(sample_all, 1))
    return seconds, total, lane_instr, active_instr


def _driver(cr: np.ndarray, ci: np.ndarray, iters: int) -> str:
    xs = ", ".join(float(x).hex() + "f" for x in cr) or "0"
    ys = ", ".join(float(y).hex() + "f" for y in ci) or "0"
    return (KERNEL_C.read_text() + f"""
#include <stdio.h>
static const float CR[] = {{{xs}}};
static const float CI[] = {{{ys}}};
int main(void) {{
    long sum = 0;
    for (int k = 0; k < {len(cr)}; ++k) sum += mandelbrot(CR[k], CI[k], {iters});
    printf("%ld\\n", sum);
    return 0;
}}
""")


def lli_run(cr: np.ndarray, ci: np.ndarray, iters: int) -> tuple[float, int] | None:
    clang, lli = shutil.which("clang-14"), shutil.which("lli-14") or shutil.which("lli")
    if clang is None or lli is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        times = []
        sums = []
        for name, (a, b) in (("empty", (cr[:0], ci[:0])), ("full", (cr, ci))):
            src = Path(tmp) / f"{name}.c"
            ll = Path(tmp) / f"{name}.ll"
            src.write_text(_driver(a, b, iters))
            subprocess.run([clang, "-O1", "-ffp-contract=off", "-S", "-emit-llvm", "-o", str(ll),
                            str(src)], check=True)
            best = float("inf")
            for _ in range(3):
                t0 = time.perf_counter()
                out = subprocess.run([lli, "-jit-kind=mcjit", "-force-interpreter", str(ll)],
                                     capture_output=True, text=True, check=True)
                best = min(best, time.perf_counter() - t0)
            times.append(best)
            sums.append(int(out.stdout.strip()))
    return times[1] - times[0], sums[1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=16, help="pixels per side (default 16)")
    ap.add_argument("--iters", type=int, default=50, help="max iterations (default 50)")
    ap.add_argument("--lanes", default="1,8,64,256")
    args = ap.parse_args()
    cr, ci = pixels(args.size)
    print(f"mandelbrot, {len(cr)} pixels, max_iter {args.iters}")
    ref = lli_run(cr, ci, args.iters)
    if ref is None:
        print("lli-14 / clang-14 not found: no ratio (apt-get install clang-14 llvm-14)")
    else:
        print(f"lli -force-interpreter: {ref[0]:.3f} s (start-up subtracted), sum {ref[1]}")
    print(f"{'W':>5} {'seconds':>9} {'lane-instr/s':>14} {'active/s':>12} {'lli/pllvm':>10}  sum")
    for w in (int(x) for x in args.lanes.split(",")):
        seconds, total, lane_instr, active = pllvm_run(cr, ci, args.iters, w)
        ratio = f"{ref[0] / seconds:10.2f}" if ref else f"{'-':>10}"
        check = "" if ref is None or ref[1] == total else f"  (differs from lli: {ref[1]})"
        print(f"{w:>5} {seconds:9.3f} {lane_instr / seconds:14,.0f} {active / seconds:12,.0f} "
              f"{ratio}  {total}{check}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
