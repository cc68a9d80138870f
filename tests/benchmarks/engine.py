"""The targets of the engine's speed: fixed cost of a run, linearity of `kernel --interp`, CLI
start-up and run-based checks, each measured and set against its target in one table.

    .venv/bin/python tests/benchmarks/engine.py [--quick] [--only runcost,kernel,startup,check]

What is measured (times are wall clock, in this process or of a subprocess):

- runcost: the fixed cost of one `pllvm.exec.run()` on a kernel with pointer buffers,
  `saxpy(i32 n, float a, ptr x, ptr y)` of corpus/clang/saxpy.ll with n = 0 (no loop iteration)
  and x, y two `Buffer("float", data=...)` of 1000 elements; and on mandelbrot
  (corpus/clang/mandelbrot.ll) with max_iter 0 and no buffers. One thread, FR; ms per run, the
  best of `--runs` runs (the module is parsed once, outside the timing).
- kernel: `pllvm.backend.native.run_kernel_interp` (what `pllvm kernel --interp` runs) on the
  README's kernel corpus/readme/axpy.pll (`y[i] = a * x[i] + y[i]`, the item index first) over N
  and 4N items at W = 16, buffers of as many i32 elements as items; the ratio time(4N) / time(N)
  is 4 when the cost per item does not grow with N. Each time is the best of up to 3 calls.
- startup: `.venv/bin/pllvm --help` and `.venv/bin/pllvm fmt corpus/thesis/fig3.20_logstar.pll`,
  best of 5 subprocess runs.
- check: the README's run-based check of a vectorized function, at the default number of inputs
  (200): `pllvm vectorize SRC --shapes S -o OUT`, then `pllvm check SRC OUT --relation vectorize
  --shapes S`, for logstar (corpus/thesis/fig3.20_logstar.pll, shapes v) and mandelbrot
  (corpus/clang/mandelbrot.ll, shapes v,v,v); each CLI call timed once, start-up included; the
  check must say valid.

`--quick`: 50 runs for runcost, N = 250 for kernel, best of 3 for startup (check unchanged).
The targets are in TARGETS below: those the engine's speed is held to (the fixed cost of a run,
kernel --interp linear in the items, start-up, run-based checks of the corpus functions in
seconds); `vectorize` has no target of its own here (tests/benchmarks/pipeline.py compares it with
opt-16). The script reports and never fails on a missed target; it exits 1 only when a result is
wrong (a check not valid, a kernel computing other values).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from timing import wall

from pllvm.backend.native import run_kernel_interp
from pllvm.exec import Buffer, run
from pllvm.text import parse_file

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "corpus"
LOGSTAR = CORPUS / "thesis" / "fig3.20_logstar.pll"
MANDELBROT = CORPUS / "clang" / "mandelbrot.ll"
SAXPY = CORPUS / "clang" / "saxpy.ll"
AXPY = CORPUS / "readme" / "axpy.pll"
KERNEL_LANES = 16
SECTIONS = ("runcost", "kernel", "startup", "check")

# what -> (target, unit): measured <= target meets it.
TARGETS: dict[str, tuple[float, str]] = {
    "run() saxpy n=0, 2 x 1000-float buffers": (1.0, "ms"),
    "run() mandelbrot max_iter 0, no buffers": (1.0, "ms"),
    "kernel --interp axpy: time(4N) / time(N)": (4.5, "x"),
    "pllvm --help": (0.25, "s"),
    "pllvm fmt fig3.20_logstar.pll": (0.25, "s"),
    "pllvm vectorize logstar --shapes v": (float("inf"), "s"),
    "pllvm check logstar --relation vectorize": (3.0, "s"),
    "pllvm vectorize mandelbrot --shapes v,v,v": (float("inf"), "s"),
    "pllvm check mandelbrot --relation vectorize": (3.0, "s"),
}


@dataclass
class Row:
    what: str
    measured: float
    note: str = ""
    wrong: bool = False  # a result, not a time, is off


def _pllvm() -> str:
    local = ROOT / ".venv" / "bin" / "pllvm"
    found = str(local) if local.exists() else shutil.which("pllvm")
    if found is None:
        sys.exit("no pllvm command: install the project (make test sets up .venv)")
    return found


def best_of(call: Callable[[], object], rounds: int, budget: float = float("inf")) -> float:
    """The fastest of `rounds` calls (fewer once `budget` seconds are spent), in seconds."""
    best, spent = float("inf"), 0.0
    for _ in range(rounds):
        t0 = time.perf_counter()
        call()
        took = time.perf_counter() - t0
        best, spent = min(best, took), spent + took
        if spent > budget:
            break
    return best


def runcost(runs: int) -> list[Row]:
    saxpy, mandel = parse_file(SAXPY), parse_file(MANDELBROT)
    buffers = {"x": Buffer("float", data=tuple(float(k) for k in range(1000))),
               "y": Buffer("float", data=tuple(1.0 for _ in range(1000)))}
    args = {"0": 0, "1": 2.0, "2": "@x", "3": "@y"}
    rows = []
    r = run(saxpy, "saxpy", 1, "FR", args, buffers)
    ok = r.terminated and r.ub is None and list(r.memory["y"]) == [1.0] * 1000
    seconds = best_of(lambda: run(saxpy, "saxpy", 1, "FR", args, buffers), runs)
    rows.append(Row("run() saxpy n=0, 2 x 1000-float buffers", seconds * 1e3,
                    f"best of {runs}" + ("" if ok else "; WRONG result"), not ok))
    margs = {"0": 0.5, "1": 0.5, "2": 0}
    r = run(mandel, "mandelbrot", 1, "FR", margs)
    ok = r.terminated and r.ret == [0]
    seconds = best_of(lambda: run(mandel, "mandelbrot", 1, "FR", margs), runs)
    rows.append(Row("run() mandelbrot max_iter 0, no buffers", seconds * 1e3,
                    f"best of {runs}" + ("" if ok else "; WRONG result"), not ok))
    return rows


def kernel(items: int) -> list[Row]:
    module = parse_file(AXPY)
    times = {}
    wrong = False
    for n in (items, 4 * items):
        x = tuple((7 * k) % 201 - 100 for k in range(n))
        y = tuple((13 * k) % 201 - 100 for k in range(n))
        buffers = {"x": Buffer("i32", data=x), "y": Buffer("i32", data=y)}
        args = {"x": "@x", "y": "@y", "a": 3}
        result = run_kernel_interp(module, "axpy", n, KERNEL_LANES, args, buffers)
        wrong |= result.memory["y"] != [3 * a + b for a, b in zip(x, y, strict=True)]
        times[n] = best_of(lambda n=n, b=buffers, a=args:
                           run_kernel_interp(module, "axpy", n, KERNEL_LANES, a, b), 3, 2.0)
    ratio = times[4 * items] / times[items]
    note = (f"N = {items}: {times[items]:.3f} s, 4N: {times[4 * items]:.3f} s, W = {KERNEL_LANES}"
            + ("; WRONG memory" if wrong else ""))
    return [Row("kernel --interp axpy: time(4N) / time(N)", ratio, note, wrong)]


def startup(rounds: int) -> list[Row]:
    pllvm = _pllvm()
    rows = []
    for what, argv in (("pllvm --help", [pllvm, "--help"]),
                       ("pllvm fmt fig3.20_logstar.pll", [pllvm, "fmt", str(LOGSTAR)])):
        seconds, r = wall(argv, rounds)
        bad = r.returncode != 0
        rows.append(Row(what, seconds, f"best of {rounds}" + (f"; exit {r.returncode}" if bad else ""),
                        bad))
    return rows


def check() -> list[Row]:
    pllvm = _pllvm()
    rows = []
    with tempfile.TemporaryDirectory() as d:
        for name, src, shapes, suffix in (("logstar", LOGSTAR, "v", ".pll"),
                                          ("mandelbrot", MANDELBROT, "v,v,v", ".ll")):
            out = Path(d) / f"{name}.vec{suffix}"
            seconds, r = wall([pllvm, "vectorize", str(src), "--shapes", shapes, "-o", str(out)], 1)
            bad = r.returncode != 0
            rows.append(Row(f"pllvm vectorize {name} --shapes {shapes}", seconds,
                            "written" if not bad else f"exit {r.returncode}: {r.stderr.strip()[:80]}",
                            bad))
            if bad:
                continue
            seconds, r = wall([pllvm, "check", str(src), str(out), "--relation", "vectorize",
                                "--shapes", shapes], 1)
            verdict = r.stdout.strip().split(":", 1)[0] or r.stderr.strip()[:80]
            rows.append(Row(f"pllvm check {name} --relation vectorize", seconds,
                            f"{verdict} (exit {r.returncode})", r.returncode != 0))
    return rows


def _fmt(value: float, unit: str) -> str:
    if unit == "x":
        return f"{value:.2f}"
    if unit == "ms":
        return f"{value:.3f} ms"
    return f"{value:.3f} s"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default=",".join(SECTIONS),
                    help=f"comma-separated sections (default all: {','.join(SECTIONS)})")
    ap.add_argument("--quick", action="store_true", help="fewer runs, smaller N")
    ap.add_argument("--runs", type=int, help="runcost: runs (default 500, --quick 50)")
    ap.add_argument("--items", type=int, help="kernel: N (default 1000, --quick 250)")
    args = ap.parse_args()
    only = [s.strip() for s in args.only.split(",") if s.strip()]
    unknown = [s for s in only if s not in SECTIONS]
    if unknown:
        ap.error(f"unknown section(s) {', '.join(unknown)}; choose from {', '.join(SECTIONS)}")
    runs = args.runs or (50 if args.quick else 500)
    items = args.items or (250 if args.quick else 1000)
    rows: list[Row] = []
    t0 = time.perf_counter()
    for section in only:
        rows += {"runcost": lambda: runcost(runs), "kernel": lambda: kernel(items),
                 "startup": lambda: startup(3 if args.quick else 5), "check": check}[section]()
    width = max(len(r.what) for r in rows)
    print(f"{'what':<{width}}  {'measured':>10}  {'target':>10}  meets  notes")
    for r in rows:
        target, unit = TARGETS[r.what]
        meets = "yes" if r.measured <= target else "no"
        print(f"{r.what:<{width}}  {_fmt(r.measured, unit):>10}  {'≤ ' + _fmt(target, unit):>10}  "
              f"{meets:<5}  {r.note}")
    met = sum(r.measured <= TARGETS[r.what][0] for r in rows)
    print(f"{met} of {len(rows)} targets met; {time.perf_counter() - t0:.1f} s")
    sys.exit(1 if any(r.wrong for r in rows) else 0)


if __name__ == "__main__":
    main()
