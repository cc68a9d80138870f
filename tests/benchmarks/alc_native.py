"""The loops of `corpus/alc/alc.c` natively: pllvm's linearized, BOSCC and consolidated forms
against scalar clang-16 -O3, side by side in one process.

    .venv/bin/python tests/benchmarks/alc_native.py [--lanes 8,16] [--items 4096] [--repeat 400]

Each kernel is built by clang-16 -O3 for the host CPU (`-march=native -ffp-contract=off`) from
`alc.c` twice, without LLVM's vectorizers (`scalar`, the seed's baseline) and with them (`-O3`);
and by `pllvm vectorize --loop L -W W` with nothing more (`linearized`), `--boscc`,
`--alc unroll --alc-at B` and `--alc iterative --alc-at B`, then `pllvm lower`, called through a
wrapper that gives every lane live. One C driver times every build on the same inputs (best of
5 rounds of `--repeat` calls) for conditions taken by 5 %, 50 % and 85 % of the iterations, after
checking that each build leaves the same memory and returns the same result as `scalar` (exit 1
if not; never for a time). Printed: the speed-up of each build over `scalar`. Needs clang-16.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from pathlib import Path

from lowered import C_PRELUDE, merged_modules, pllvm_build, renamed_c, run_linked
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "corpus" / "alc" / "alc.c"
IR = ROOT / "corpus" / "alc" / "alc.ll"

#: kernel -> (loop header, consolidated block, C call on the driver's arrays, result kind)
KERNELS = {
    "double_nonzero": ("8", "13", "ia, io, n", "void"),
    "taken_cost": ("9", "15", "ia, ib, n", "long"),
    "nab": ("9", "22", "fa, fb, fo, n", "void"),
    "lbm": ("9", "21", "fa, fo, ia, n", "void"),
    "read_min": ("11", "21", "la, lb, lc, lo, io, n", "void"),
    "rare_heavy": ("8", "13", "fx, fo, n", "void"),
}
#: variant -> pllvm vectorize options (None: a clang build)
VARIANTS: dict[str, list[str] | None] = {
    "scalar": None, "O3": None, "linearized": [], "boscc": ["--boscc"],
    "alc": ["--alc", "unroll"], "alc_iter": ["--alc", "iterative"],
}
PLLVM_VARIANTS = [v for v, o in VARIANTS.items() if o is not None]


def _pllvm_variant(tmp: Path, lanes: int) -> Path:
    """Each kernel vectorized and lowered by pllvm in every variant, with a wrapper
    `name_variant` callable from C (every lane live; a result from lane 0)."""
    parts = []
    for name, (header, block, _, _) in KERNELS.items():
        for variant in PLLVM_VARIANTS:
            opts = list(VARIANTS[variant] or [])
            if "--alc" in opts:
                opts += ["--alc-at", block]
            parts.append(pllvm_build(IR, name, header, lanes, opts, tmp, f"{name}_{variant}"))
    out = tmp / "pllvm_all.ll"
    out.write_text(merged_modules(parts))
    return out


DRIVER = C_PRELUDE.replace("%", "%%") + r"""
%(protos)s
static int n = %(items)d, repeat = %(repeat)d;
static int *ia, *ib, *io, *io0; static float *fa, *fb, *fo, *fo0, *fx;
static long *la, *lb, *lc, *lo, *lo0;
static void fill(double p) {
    for (int k = 0; k < 5 * n; ++k) { fa[k] = 0.05f + (float)(rand() %% 1000) / 4000.0f; fo[k] = fo0[k] = 0; }
    for (int k = 0; k < n; ++k) {
        int t = (double)rand() / RAND_MAX < p;
        ia[k] = t ? 1 + rand() %% 99 : 0;            /* double_nonzero, lbm's flags: taken */
        ib[k] = rand() %% 26 - 5;
        io[k] = io0[k] = 0;
        fb[k] = 1.0f + (float)(rand() %% 2000) / 1000.0f;
        la[k] = rand() %% 101 - 50; lc[k] = rand() %% 19 - 9; lo[k] = lo0[k] = 0;
        lb[k] = t ? la[k] + 1 + rand() %% 9 : la[k] - rand() %% 10;
    }
    /* nab's distances: the second case (4, 10] where taken, else one of the four others */
    for (int k = 0; k < n; ++k) {
        int t = ia[k] != 0, c = rand() %% 4;
        float u = (float)(rand() %% 1000) / 1000.0f;
        fa[k] = t ? 4.1f + 5.9f * u : c == 0 ? 10.5f + 9.5f * u : c == 1 ? 2.1f + 1.9f * u
              : c == 2 ? 1.1f + 0.9f * u : 0.1f + 0.9f * u;
    }
    /* rare_heavy's values: positive where taken */
    for (int k = 0; k < n; ++k) {
        float u = 0.1f + (float)(rand() %% 900) / 1000.0f;
        fx[k] = ia[k] ? u : -u;
    }
    /* taken_cost's flows: positive where taken */
    for (int k = 0; k < n; ++k) if (!ia[k]) ia[k] = 0; else ia[k] = 1 + ia[k] %% 9;
}
static void reset(void) {
    memcpy(io, io0, n * sizeof(int)); memcpy(fo, fo0, 5 * n * sizeof(float));
    memcpy(lo, lo0, n * sizeof(long));
}
static double digest(void) {
    double d = 0;
    for (int k = 0; k < n; ++k) d += io[k] * 1.0 + lo[k] * 3.0;
    for (int k = 0; k < 5 * n; ++k) d += fo[k] * (1 + k %% 7);
    return d;
}
int main(void) {
    int bad = 0;
    ia = malloc(n * sizeof(int)); ib = malloc(n * sizeof(int)); io = malloc(n * sizeof(int));
    io0 = malloc(n * sizeof(int)); fa = malloc(5 * n * sizeof(float)); fb = malloc(n * sizeof(float));
    fo = malloc(5 * n * sizeof(float)); fo0 = malloc(5 * n * sizeof(float)); fx = malloc(n * sizeof(float));
    la = malloc(n * sizeof(long)); lb = malloc(n * sizeof(long)); lc = malloc(n * sizeof(long));
    lo = malloc(n * sizeof(long)); lo0 = malloc(n * sizeof(long));
    double densities[3] = {0.05, 0.5, 0.85};
    for (int di = 0; di < 3; ++di) {
        srand(7);
        fill(densities[di]);
%(bodies)s
    }
    return bad;
}
"""

BODY = r"""
        {
            double best[%(count)d], sums[%(count)d]; long results[%(count)d];
            for (int v = 0; v < %(count)d; ++v) {
                best[v] = 1e300;
                for (int round = 0; round < 5; ++round) {
                    long r = 0;
                    double t0 = now();
                    for (int k = 0; k < repeat; ++k) { reset(); %(result)s%(call)s; }
                    double t = (now() - t0) / repeat;
                    if (t < best[v]) best[v] = t;
                }
                reset();
                long r = 0;
                %(result)s%(call)s;
                results[v] = r; sums[v] = digest();
            }
            printf("%(name)s %%.2f", densities[di]);
            for (int v = 0; v < %(count)d; ++v) {
                int same = results[v] == results[0] && sums[v] == sums[0];
                if (!same) bad = 1;
                printf(" %%.1f%%s", best[v], same ? "" : "!");
            }
            printf("\n");
        }
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lanes", default="8,16")
    ap.add_argument("--items", type=int, default=4096)
    ap.add_argument("--repeat", type=int, default=400)
    args = ap.parse_args()
    if shutil.which("clang-16") is None:
        sys.exit("needs clang-16 (Debian package clang-16)")
    console = Console()
    status = 0
    for lanes in map(int, args.lanes.split(",")):
        with tempfile.TemporaryDirectory() as d:
            tmp = Path(d)
            scalar, o3 = tmp / "scalar.c", tmp / "o3.c"
            scalar.write_text(renamed_c(SOURCE.read_text(), "scalar"))
            o3.write_text(renamed_c(SOURCE.read_text(), "O3"))
            pllvm = _pllvm_variant(tmp, lanes)
            protos, bodies = [], []
            names = list(VARIANTS)
            for name, (_, _, call, kind) in KERNELS.items():
                m = re.search(rf"^(\w+(?: \w+)?) {name}\(([^)]*)\)", SOURCE.read_text(), re.M | re.S)
                assert m is not None
                for variant in names:
                    protos.append(f"{m.group(1)} {name}_{variant}({m.group(2)});")
                calls = " : ".join(f"v == {k} ? {name}_{v}({call})" for k, v in enumerate(names[:-1]))
                body_call = f"({calls} : {name}_{names[-1]}({call}))"
                bodies.append(BODY % {"name": name, "count": len(names), "call": body_call,
                                      "result": "r = " if kind != "void" else "(void)"})
            driver = tmp / "driver.c"
            driver.write_text(DRIVER % {"protos": "\n".join(protos), "bodies": "".join(bodies),
                                        "items": args.items, "repeat": args.repeat})
            out = run_linked([(scalar, ["-fno-vectorize", "-fno-slp-vectorize"]), (o3, []),
                              (pllvm, []), (driver, ["-O1"])], tmp / "bench")
        table = Table(title=f"corpus/alc natively at W = {lanes}, {args.items} iterations: speed-up "
                            "over scalar clang-16 -O3 (! = results differ)")
        for col in ("kernel", "taken", *names[1:]):
            table.add_column(col, justify="left" if col == "kernel" else "right")
        for line in out.stdout.splitlines():
            name, taken, *times = line.split()
            base = float(times[0].rstrip("!"))
            cells = [f"{base / float(t.rstrip('!')):.2f}" + ("!" if t.endswith("!") else "")
                     for t in times[1:]]
            table.add_row(name, taken, *cells)
        console.print(table)
        status |= out.returncode
    return status


if __name__ == "__main__":
    sys.exit(main())
