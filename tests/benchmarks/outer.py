"""Outer loops vectorized by `pllvm vectorize --loop` against clang's own code for the same C loops,
natively, side by side in one process.

    .venv/bin/python tests/benchmarks/outer.py [--lanes 8] [--items 4096] [--repeat 2000]
                                               [--interleave 1]

The kernels are those of `corpus/wfv/outer.c` that pllvm vectorizes (saxpy, sum_positive,
halvings, total_halvings, collatz_steps); the reductions among them get a geometric mean of their
own. Each is built three ways, all by clang-16 at -O3 for the host CPU (`-march=native`),
and linked into one C driver:
- `clang -O3`: the C function as it is (LLVM's loop vectorizer decides by itself);
- `clang -O3 -fopenmp-simd`: the same loop marked `#pragma omp simd` (with its reduction
  clause), the real alternative a user has;
- `pllvm`: `pllvm vectorize --loop L -W W` then `pllvm lower`, called through a wrapper that
  gives every lane live and returns lane 0 (every lane holds the result).

The driver times each build on the same inputs (best of 5 rounds of `--repeat` calls) and checks
that the three return the same result and leave the same output array (exit 1 if not; never
for a time). Printed: ns per call and the speed-ups of pllvm over each of clang's builds, with
their geometric means. Needs clang-16.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from pathlib import Path
from statistics import geometric_mean

from lowered import C_PRELUDE, merged_modules, pllvm_build, renamed_c, run_linked
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "corpus" / "wfv" / "outer.c"
IR = ROOT / "corpus" / "wfv" / "outer.ll"

#: kernel -> (loop header in outer.ll, the omp pragma, C arguments, the call's result kind)
KERNELS = {
    "saxpy": ("9", "#pragma omp simd", "n, 1.5f, xf, yf", "void"),
    "sum_positive": ("8", "#pragma omp simd reduction(+:s)", "n, xi", "int"),
    "halvings": ("8", "#pragma omp simd", "n, xu, out", "void"),
    "total_halvings": ("8", "#pragma omp simd reduction(+:s)", "n, xu", "int"),
    "collatz_steps": ("8", "#pragma omp simd reduction(+:s)", "n, xu", "int"),
}


def _c_variant(suffix: str, omp: bool) -> str:
    """outer.c with every kernel renamed `name_suffix` and, if `omp`, its loop marked."""
    text = renamed_c(SOURCE.read_text(), suffix)
    for name, (_, pragma, _, _) in KERNELS.items():
        if omp:
            start = text.index(f"{name}_{suffix}(")
            loop = text.index("    for (", start)
            text = text[:loop] + f"    {pragma}\n" + text[loop:]
    return text


def _pllvm_variant(tmp: Path, lanes: int, interleave: int) -> Path:
    """Each kernel vectorized and lowered by pllvm, with a wrapper `name_pllvm` callable from C."""
    parts = [pllvm_build(IR, name, header, lanes, ["--interleave", str(interleave)], tmp,
                         f"{name}_pllvm") for name, (header, _, _, _) in KERNELS.items()]
    out = tmp / "pllvm_all.ll"
    out.write_text(merged_modules(parts))
    return out


DRIVER = C_PRELUDE.replace("%", "%%") + r"""
%(protos)s
int main(void) {
    int n = %(items)d, repeat = %(repeat)d, bad = 0;
    float *xf = malloc(n * sizeof(float)), *yf = malloc(n * sizeof(float)), *y0 = malloc(n * sizeof(float));
    int *xi = malloc(n * sizeof(int)), *out = malloc(n * sizeof(int)), *o0 = malloc(n * sizeof(int));
    unsigned *xu = malloc(n * sizeof(unsigned));
    srand(1);
    for (int k = 0; k < n; ++k) {
        xf[k] = (float)(rand() %% 1000) / 7.0f;
        y0[k] = (float)(rand() %% 1000) / 3.0f;
        xi[k] = rand() %% 2001 - 1000;
        xu[k] = (unsigned)rand() %% 100000;
    }
%(bodies)s
    return bad;
}
"""

BODY = r"""
#define CALL(v) (v == 0 ? %(name)s_O3(%(args)s) : v == 1 ? %(name)s_omp(%(args)s) \
                 : %(name)s_pllvm(%(args)s))
    {
        const char *names[3] = {"clang -O3", "clang -O3 -fopenmp-simd", "pllvm"};
        double best[3]; long results[3]; float ysum[3]; long osum[3];
        for (int v = 0; v < 3; ++v) {
            best[v] = 1e300;
            for (int round = 0; round < 5; ++round) {
                memcpy(yf, y0, n * sizeof(float)); memset(out, 0, n * sizeof(int));
                long r = 0;
                double t0 = now();
                for (int k = 0; k < repeat; ++k) {
                    %(result)sCALL(v);
                }
                double t = (now() - t0) / repeat;
                if (t < best[v]) best[v] = t;
                results[v] = r;
            }
            memcpy(yf, y0, n * sizeof(float)); memset(out, 0, n * sizeof(int));
            long r = 0;
            %(result)sCALL(v);
            results[v] = r;
            ysum[v] = 0; osum[v] = 0;
            for (int k = 0; k < n; ++k) { ysum[v] += yf[k]; osum[v] += out[k]; }
        }
        int same = results[0] == results[1] && results[1] == results[2] && ysum[0] == ysum[1]
                   && ysum[1] == ysum[2] && osum[0] == osum[1] && osum[1] == osum[2];
        if (!same) bad = 1;
        printf("%(name)s %%.1f %%.1f %%.1f %%s\n", best[0], best[1], best[2], same ? "same" : "DIFFER");
        (void)names;
    }
#undef CALL
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lanes", type=int, default=8)
    ap.add_argument("--items", type=int, default=4096)
    ap.add_argument("--repeat", type=int, default=2000)
    ap.add_argument("--interleave", type=int, default=1,
                    help="full chunks per trip of pllvm's full-chunk loop (vectorize --interleave)")
    args = ap.parse_args()
    if shutil.which("clang-16") is None:
        sys.exit("needs clang-16 (Debian package clang-16)")
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        o3, omp = tmp / "o3.c", tmp / "omp.c"
        o3.write_text(_c_variant("O3", omp=False))
        omp.write_text(_c_variant("omp", omp=True))
        pllvm = _pllvm_variant(tmp, args.lanes, args.interleave)
        protos, bodies = [], []
        for name, (_, _, call, kind) in KERNELS.items():
            m = re.search(rf"^(\w+(?: \w+)?) {name}\(([^)]*)\)", SOURCE.read_text(), re.M)
            assert m is not None
            for suffix in ("O3", "omp", "pllvm"):
                protos.append(f"{m.group(1)} {name}_{suffix}({m.group(2)});")
            bodies.append(BODY % {"name": name, "args": call,
                                  "result": "r += " if kind == "int" else "(void)"})
        driver = tmp / "driver.c"
        driver.write_text(DRIVER % {"protos": "\n".join(protos), "bodies": "".join(bodies),
                                    "items": args.items, "repeat": args.repeat})
        exe = tmp / "bench"
        out = run_linked([(o3, []), (omp, ["-fopenmp-simd"]), (pllvm, []), (driver, [])], exe)
    table = Table(title=f"Outer loops, {args.items} items, ns per call (best of 5 x {args.repeat}); "
                        f"pllvm at W = {args.lanes}")
    for col in ("kernel", "clang -O3", "clang -O3 -fopenmp-simd", "pllvm", "vs -O3", "vs omp simd",
                "results"):
        table.add_column(col, justify="left" if col == "kernel" else "right")
    ratios: dict[str, tuple[float, float]] = {}
    for line in out.stdout.splitlines():
        name, a, b, c, same = line.split()
        t = (float(a), float(b), float(c))
        ratios[name] = (t[0] / t[2], t[1] / t[2])
        table.add_row(name, f"{t[0]:.0f}", f"{t[1]:.0f}", f"{t[2]:.0f}", f"{t[0] / t[2]:.2f}",
                      f"{t[1] / t[2]:.2f}", same)
    table.add_section()
    reductions = [n for n, (_, _, _, kind) in KERNELS.items() if kind != "void"]
    for label, names in (("geometric mean", list(ratios)), ("  of the reductions", reductions)):
        geo = [geometric_mean(ratios[n][k] for n in names) for k in (0, 1)]
        table.add_row(label, "", "", "", f"{geo[0]:.2f}", f"{geo[1]:.2f}", "")
    Console().print(table)
    print("vs X = X's time / pllvm's time (> 1: pllvm faster)")
    sys.exit(out.returncode)


if __name__ == "__main__":
    main()
