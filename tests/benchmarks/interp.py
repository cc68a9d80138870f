"""Interpreter speed per thread-instruction, side by side with LLVM's own interpreter.

    .venv/bin/python tests/benchmarks/interp.py [--size 16] [--iters 50] [--lanes 1,8,64]
                                                [--passes 0] [--quick]

The kernel is `corpus/clang/mandelbrot.c`, compiled here by clang-16 with `-O1 -ffp-contract=off`
(so `2*zr*zi + ci` stays an fmul and an fadd on both sides). pllvm parses that IR
(`pllvm.text.parse_file`) and runs it with `pllvm.exec.run` under FR with W threads, one batch of W
pixels per run, every batch of the `--size`² pixels in turn (⊤ tracking is always on); its time is
the best of the rounds over all the batches run in about a second (at least 3, at most 200: a
round at W = 64 takes about a millisecond, and the best of a few is noise), after one untimed run
(on a fresh machine the compiled machine is compiled then, once).

LLVM's interpreter (`lli-14 -jit-kind=mcjit -force-interpreter`; without `-jit-kind=mcjit` lli
silently JIT-compiles) runs a C driver that calls the same function, compiled from the same file
with the same flags (the script checks that the two function bodies are identical), on the same
pixels (float32 values written as hex literals), `--passes` times over (default: enough passes
for about a second). Its start-up (reading the module, setting up the interpreter) is subtracted:
the same module is also run with no pixels, best of 3 each.

Thread-instructions are counted alike on both sides: what each thread executes in its own scalar
run (per block visited, its phis + commands + terminator), summed over the pixels; the counts come
from pllvm's W = 1 schedules, and lli runs the same scalar code. The driver's own loop (12
instructions per call, next to about 320 per pixel in the kernel at the defaults) is not counted:
lli pays for it, which flatters pllvm by about 4%. When W does not divide the number of pixels,
the last batch is filled with repeated pixels whose work is not counted.

The same batches are also timed as one `run_batch` (rows `batch`): the runs of a check's
inputs go to the compiled machine together, without Python between them.

Printed per W: seconds, thread-instructions per second, lli time per thread-instruction / pllvm
time per thread-instruction (> 1: pllvm is faster), ns per thread-instruction, and whether the sum
of the results equals lli's (exit 1 if not, or if the two kernels differ; never for a time).
Needs clang-16, llvm-link-16 and lli-14 (Debian: clang-16, llvm-16, llvm-14).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from pllvm.exec import run, run_batch
from pllvm.syntax import Function
from pllvm.text import parse_file

ROOT = Path(__file__).resolve().parents[2]
KERNEL_C = ROOT / "corpus" / "clang" / "mandelbrot.c"
CFLAGS = ["-O1", "-ffp-contract=off", "-S", "-emit-llvm"]
LLI = ["lli-14", "-jit-kind=mcjit", "-force-interpreter"]
TOOLS = ("clang-16", "llvm-link-16", "lli-14")


def for_llvm14(text: str) -> str:
    """LLVM IR text from clang-16 / llvm-link-16 (written with `-Xclang -no-opaque-pointers` /
    `-opaque-pointers=0`, typed pointers, which LLVM 14 needs) made readable by lli-14.

    LLVM 16 folded `readnone`/`readonly`/`argmemonly`/`inaccessiblememonly` into one function
    attribute `memory(...)` (e.g. `memory(none)`, `memory(argmem: readwrite)`); LLVM 14's parser
    stops at it ("unterminated attribute group"). Dropping it only loses an optimization hint,
    which an interpreter does not use. Nothing else in these modules is rejected by lli-14:
    `nocallback` and `noundef` are known to LLVM 14, and the module flag behaviour 8 ("Min", for
    "PIC Level") is only refused by llvm-link-14's verifier, which is why the modules are linked
    with llvm-link-16 before this step.
    """
    return re.sub(r" memory\([^)]*\)", "", text)


def pixels(size: int) -> tuple[list[float], list[float]]:
    """size x size points of [-2, 0.5] x [-1.25, 1.25], float32 values as Python floats."""
    xs = np.linspace(-2.0, 0.5, size, dtype=np.float32)
    ys = np.linspace(-1.25, 1.25, size, dtype=np.float32)
    cr, ci = np.meshgrid(xs, ys)
    return [float(x) for x in cr.ravel()], [float(y) for y in ci.ravel()]


def block_sizes(fn: Function) -> dict[str, int]:
    """Instructions a thread executes per visit of each block: phis + commands + terminator."""
    return {b.label: len(b.phis) + len(b.commands) + 1 for b in fn.blocks}


def compile_kernel(tmp: Path, typed: bool) -> Path:
    out = tmp / ("kernel.typed.ll" if typed else "kernel.ll")
    extra = ["-Xclang", "-no-opaque-pointers"] if typed else []
    subprocess.run(["clang-16", *CFLAGS, *extra, "-o", str(out), str(KERNEL_C)], check=True)
    return out


def _body(text: str, name: str) -> str:
    m = re.search(rf"^define [^\n]*@{name}\(.*?^}}", text, re.S | re.M)
    assert m is not None, f"@{name} not in the compiled module"
    return m.group(0)


def lli_program(tmp: Path, kernel_typed: Path, cr: list[float], ci: list[float], iters: int,
                passes: int) -> Path:
    """The kernel module linked with a driver; `main` runs the pixels `passes` times when given a
    command-line argument, and none without one (the start-up run), printing the sum of one pass."""
    xs = ", ".join(x.hex() + "f" for x in cr)
    ys = ", ".join(y.hex() + "f" for y in ci)
    driver = tmp / "driver.c"
    driver.write_text(f"""#include <stdio.h>
int mandelbrot(float cr, float ci, int max_iter);
static const float CR[{len(cr)}] = {{{xs}}};
static const float CI[{len(ci)}] = {{{ys}}};
static volatile int passes = {passes};  /* volatile: no trip-count intrinsics lli cannot run */
int main(int argc, char **argv) {{
    (void)argv;
    int n = argc > 1 ? passes : 0;
    long sum = 0;
    for (int r = 0; r < n; ++r)
        for (int k = 0; k < {len(cr)}; ++k) sum += mandelbrot(CR[k], CI[k], {iters});
    printf("%ld\\n", n ? sum / n : 0L);
    return 0;
}}
""")
    driver_ll = tmp / "driver.typed.ll"
    subprocess.run(["clang-16", *CFLAGS, "-Xclang", "-no-opaque-pointers", "-o", str(driver_ll),
                    str(driver)], check=True)
    linked = tmp / "linked16.ll"
    subprocess.run(["llvm-link-16", "-opaque-pointers=0", "-S", "-o", str(linked), str(kernel_typed),
                    str(driver_ll)], check=True)
    out = tmp / "lli.ll"
    out.write_text(for_llvm14(linked.read_text()))
    return out


def _best_lli(program: Path, argv: list[str], repeat: int = 3) -> tuple[float, int]:
    best, value = float("inf"), 0
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = subprocess.run([*LLI, str(program), *argv], capture_output=True, text=True, check=True)
        best = min(best, time.perf_counter() - t0)
        value = int(out.stdout.strip())
    return best, value


def lli_seconds(tmp: Path, kernel_typed: Path, cr: list[float], ci: list[float], iters: int,
                passes: int) -> tuple[float, int, int]:
    """(seconds of one pass over the pixels with lli's start-up subtracted, sum of results,
    passes). passes = 0: time 20 passes, then run enough for about a second."""
    if passes <= 0:
        probe = lli_program(tmp, kernel_typed, cr, ci, iters, 20)
        work = (_best_lli(probe, ["run"], 2)[0] - _best_lli(probe, [], 2)[0]) / 20
        passes = max(1, min(10_000, round(1.0 / max(work, 1e-4))))
    program = lli_program(tmp, kernel_typed, cr, ci, iters, passes)
    start, _ = _best_lli(program, [])
    full, total = _best_lli(program, ["run"])
    return max(full - start, 1e-9) / passes, total, passes


def pllvm_seconds(module_path: Path, cr: list[float], ci: list[float], iters: int,
                  w: int, together: bool = False) -> tuple[float, int, list[list[str]]]:
    """(seconds of every batch's run, best of the rounds of about a second; sum of the pixels' results; each
    pixel's schedule when W = 1). `together`: all batches as one `run_batch`."""
    module = parse_file(module_path)
    n = len(cr)
    batches = []
    for start in range(0, n, w):
        idx = [(start + k) % n for k in range(w)]
        batches.append(({"0": [cr[i] for i in idx], "1": [ci[i] for i in idx], "2": iters},
                        min(w, n - start)))
    # untimed: the compiled machine is compiled (or read from numba's cache) on first use
    if together:
        run_batch(module, "mandelbrot", w, "FR", [batches[0][0]])
    else:
        run(module, "mandelbrot", w, "FR", batches[0][0])
    seconds, spent, rounds = float("inf"), 0.0, 0
    while rounds < 3 or (rounds < 200 and spent < 1.0):
        t0 = time.perf_counter()
        if together:
            results = run_batch(module, "mandelbrot", w, "FR", [args for args, _ in batches])
        else:
            results = [run(module, "mandelbrot", w, "FR", args) for args, _ in batches]
        took = time.perf_counter() - t0
        seconds, spent, rounds = min(seconds, took), spent + took, rounds + 1
    total = 0
    for (_, real), r in zip(batches, results, strict=True):
        if r.ub is not None or not r.terminated:
            sys.exit(f"pllvm: mandelbrot at W = {w} did not finish: {r.ub or 'fuel'}")
        total += sum(r.ret[:real])
    schedules = [r.schedule for r in results] if w == 1 else []
    return seconds, total, schedules


def thread_instructions(module_path: Path, schedules: list[list[str]], cr: list[float],
                        ci: list[float], iters: int) -> int:
    """Instructions of every pixel's scalar run: from the W = 1 schedules (run now if not given)."""
    module = parse_file(module_path)
    size = block_sizes(module.function("mandelbrot"))
    if not schedules:
        schedules = [run(module, "mandelbrot", 1, "FR", {"0": [a], "1": [b], "2": iters}).schedule
                     for a, b in zip(cr, ci, strict=True)]
    return sum(size[label] for s in schedules for label in s)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=16, help="pixels per side (default 16: 256 pixels)")
    ap.add_argument("--iters", type=int, default=50, help="max_iter (default 50)")
    ap.add_argument("--lanes", default="1,8,64", help="comma-separated W (default 1,8,64)")
    ap.add_argument("--passes", type=int, default=0,
                    help="lli passes over the pixels (default 0: about a second of lli time)")
    ap.add_argument("--quick", action="store_true", help="--size 8 --iters 20 --passes 200")
    args = ap.parse_args()
    if args.quick:
        args.size, args.iters, args.passes = 8, 20, args.passes or 200
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        sys.exit(f"needs {', '.join(missing)} (Debian packages clang-16, llvm-16, llvm-14)")
    widths = [int(x) for x in args.lanes.split(",")]
    cr, ci = pixels(args.size)
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        kernel, kernel_typed = compile_kernel(tmp, False), compile_kernel(tmp, True)
        same = _body(kernel.read_text(), "mandelbrot") == _body(kernel_typed.read_text(), "mandelbrot")
        lli_s, lli_sum, passes = lli_seconds(tmp, kernel_typed, cr, ci, args.iters, args.passes)
        timed, batched = {}, {}
        for w in widths:
            timed[w] = pllvm_seconds(kernel, cr, ci, args.iters, w)
            batched[w] = pllvm_seconds(kernel, cr, ci, args.iters, w, together=True)
        count = thread_instructions(kernel, timed[1][2] if 1 in timed else [], cr, ci, args.iters)
    print(f"mandelbrot (clang-16 -O1 -ffp-contract=off), {len(cr)} pixels, max_iter {args.iters}, "
          f"{count:,} thread-instructions")
    print(f"lli: {' '.join(LLI)}, {passes} passes, start-up subtracted; "
          f"kernel {'identical' if same else 'DIFFERS'} in the lli module and pllvm's")
    print(f"{'':>6} {'W':>4} {'seconds':>9} {'thread-instr/s':>15} {'lli/pllvm':>10} {'ns/instr':>9}  "
          f"sum of results")
    print(f"{'lli-14':>6} {1:>4} {lli_s:9.4f} {count / lli_s:15,.0f} {'1':>10} "
          f"{lli_s / count * 1e9:9.1f}  {lli_sum}")
    for name, rows in (("pllvm", timed), ("batch", batched)):
        for w in widths:
            seconds, total, _ = rows[w]
            check = "= lli" if total == lli_sum else f"DIFFERS from lli's {lli_sum}"
            print(f"{name:>6} {w:>4} {seconds:9.4f} {count / seconds:15,.0f} "
                  f"{lli_s / seconds:10.4f} {seconds / count * 1e9:9.1f}  {total} {check}")
    print("lli/pllvm = lli time per thread-instruction / pllvm time per thread-instruction "
          "(> 1: pllvm faster)")
    print("pllvm: one run() per batch of W pixels; batch: every batch in one run_batch() "
          "(independent runs on the compiled machine without Python between them)")
    if not same or any(rows[w][1] != lli_sum for rows in (timed, batched) for w in widths):
        sys.exit(1)  # a wrong result, never a slow one


if __name__ == "__main__":
    main()
