"""The vectorizer pipeline on thesis and clang programs: control flow kept, all-false blocks saved,
and the `pllvm vectorize` command's time against `opt-16 -O3`.

    .venv/bin/python tests/benchmarks/pipeline.py [--inputs 20] [--lanes 4,8,16] [--seed 0]
        [--fuel 20000] [--only retained,boscc,speed] [--repeat 3]

Table 1, control flow retained: per program, the conditional branches (blocks with more than one
distinct successor) of the input function, how many of them the divergence analysis calls
divergent, and how many conditional branches the pipeline's output has after partial linearization
and after full if-conversion (`Options(full_ifconv=True)`, the WFV baseline; neither with BOSCC).
The outputs' counts include the branches of the uniform loops made by the divergent loop transform.
Counted at the first W of `--lanes`.

Table 2, all-false blocks: per program and W, the pipeline's output without BOSCC and with BOSCC
(the heuristic, `Options(boscc=True)`) run under OBL on the same `--inputs` random inputs (a fixed
seed): varying parameters get one random value per lane, uniform ones one value for all lanes,
pointer parameters a 16-element buffer. Counted are the steps (blocks executed) whose activation
mask is all false, and all steps, summed over the inputs both runs finish; `ratio` is all-false
steps with BOSCC over all-false steps without. The nab cascade (Fig. 9.4) is run on uniform random
inputs and on biased ones drawn like the dissertation's branch probabilities (if-cases 1-4 taken
by 35.1%, 91.3%, 75.0% and 100% of the lanes that reach them): most lanes take the early cases.

Runs that hit their fuel, end in UB or get stuck are left out of the sums and counted in `notes`,
as are inputs on which the two return different results. The run without BOSCC gets `--fuel`
steps, the run with BOSCC at most 4x the steps of the one without plus 64 (a gadget adds one block
per branch block executed, so a run that needs more does not terminate; the cap keeps the default
run short).

Table 3, speed: per clang program, the function alone (`llvm-extract-16 --func F -S`, so both tools
see one function) given to the `pllvm vectorize FILE --function F --shapes SIG --lanes W -o OUT`
command (a subprocess of .venv/bin/pllvm: start-up, parsing, the pipeline and writing the output,
at the first W of `--lanes`) and to `opt-16 -O3 -S FILE -o OUT`; wall time, best of `--repeat`
runs each. `pllvm` runs each call in its own process (PLLVM_SERVER=off); `pllvm served` is the
same command while a `pllvm server` runs (started once, in a private directory, before the
table): the call is answered by a worker forked from the warm server, and what is timed is the
whole command, the client's own start-up included. The two outputs are checked equal. Target:
served / opt-16 at most 2. The note `floor`: the same Python importing only attrs and lark (the
IR's classes and the parser) over opt-16's time, the least any command in its own process that
reads text pays. Every command is run once untimed first, with byte-code caching allowed
(`timing.wall`).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.table import Table
from timing import wall

from pllvm.errors import PllvmError
from pllvm.exec import Buffer, RunResult, run
from pllvm.syntax import FloatType, Function, IntType, Module, PtrType
from pllvm.text import parse_file
from pllvm.transform.pipeline import Options, vectorize

ROOT = Path(__file__).resolve().parents[2]
BUFFER_ELEMENTS = 16

# How one value of a parameter is drawn: ("int", lo, hi) inclusive, ("float", lo, hi) uniform,
# ("log2", lo, hi) a float 2**uniform(lo, hi); buffers: ("i32", lo, hi), ("i32-sorted", lo, hi),
# ("float", lo, hi), each with BUFFER_ELEMENTS elements.
Draw = tuple[str, float, float]
Inputs = tuple[dict[str, list], dict[str, Buffer]]


@dataclass(frozen=True)
class Program:
    label: str
    path: str
    function: str
    shapes: str
    draws: dict[str, Draw] = field(default_factory=dict)  # by parameter name, else by type
    biased: Callable[[random.Random, int], Inputs] | None = None


def _nab_biased(rng: random.Random, lanes: int) -> Inputs:
    """xi = 0, ri = 1, rgbmax = 10, sj = fsj * (rbornj - 0.09) = 1, so dij = |xj| and the cases
    are 1: (9, 11], 2: (4, 9], 3: (2, 4], 4: (0, 2]; each lane picks its case with the
    dissertation's probabilities (Fig. 9.4), none leaves early (far, out)."""
    bounds = {1: (9.0, 11.0), 2: (4.0, 9.0), 3: (2.0, 4.0), 4: (0.0, 2.0)}
    taken = {1: 0.351, 2: 0.913, 3: 0.75, 4: 1.0}
    xj = []
    for _ in range(lanes):
        case = next(c for c in (1, 2, 3, 4) if rng.random() < taken[c])
        lo, hi = bounds[case]
        xj.append(rng.choice((-1.0, 1.0)) * (lo + (hi - lo) * (0.05 + 0.9 * rng.random())))
    return ({"xj": xj, "fsj": [1.0] * lanes, "rbornj": [1.09] * lanes, "xi": [0.0] * lanes,
             "ri": [1.0] * lanes, "rgbmax": [10.0] * lanes, "rgbmaxpsmax2": [400.0] * lanes}, {})


THESIS = "corpus/thesis/"
CLANG = "corpus/clang/"
PROGRAMS = (
    Program("logstar (3.20)", THESIS + "fig3.20_logstar.pll", "logstar", "v", {"n": ("float", 0, 100)}),
    Program("safelog (4.1)", THESIS + "fig4.1_safelog.pll", "safelog", "v", {"v": ("float", -1, 1)}),
    Program("xsqrtf_u35 (3.17a)", THESIS + "fig3.17a_xsqrt.pll", "xsqrtf_u35", "v",
            {"din": ("log2", -149, 127)}),
    Program("fig3_14b (3.14)", THESIS + "fig3.14_partial_linearization.pll", "fig3_14b", "u,v"),
    Program("nab (9.4)", THESIS + "fig9.4_nab_boscc_cascade.pll", "nab", "v,v,v,u,u,u,u",
            {"xj": ("float", -25, 25), "fsj": ("float", 0, 3), "rbornj": ("float", 0.5, 2),
             "xi": ("float", -5, 5), "ri": ("float", 0.5, 3), "rgbmax": ("float", 5, 25),
             "rgbmaxpsmax2": ("float", 100, 900)}, biased=_nab_biased),
    Program("search_run (13.2)", THESIS + "fig13.2_bt_tree_search.pll", "search_run", "v",
            {"i": ("int", 0, 3)}),
    Program("fig7_9b (7.9b)", THESIS + "fig7.9b_unstructured_join.pll", "fig7_9b", "v,u",
            {"p": ("int", 0, 1), "q": ("int", 0, 1)}),
    Program("mandelbrot", CLANG + "mandelbrot.ll", "mandelbrot", "v,v,v",
            {"0": ("float", -2, 0.5), "1": ("float", -1.25, 1.25), "2": ("int", 0, 20)}),
    Program("binsearch", CLANG + "binsearch.ll", "binsearch", "u,v,v",
            {"0": ("i32-sorted", 0, 40), "1": ("int", 0, BUFFER_ELEMENTS), "2": ("int", 0, 40)}),
    Program("ifchain", CLANG + "ifchain.ll", "ifchain", "v,v", {"0": ("float", -10, 150)}),
    Program("findfirst", CLANG + "findfirst.ll", "findfirst", "u,v,v",
            {"0": ("float", 0, 10), "1": ("int", 0, BUFFER_ELEMENTS), "2": ("float", 0, 12)}),
    Program("argmax", CLANG + "argmax.ll", "argmax", "u,v",
            {"0": ("i32", 0, 40), "1": ("int", 0, BUFFER_ELEMENTS)}),
)


def _value(rng: random.Random, draw: Draw) -> object:
    kind, lo, hi = draw
    if kind == "int":
        return rng.randint(int(lo), int(hi))
    if kind == "log2":
        return 2.0 ** rng.uniform(lo, hi)
    return rng.uniform(lo, hi)


def random_inputs(rng: random.Random, prog: Program, fn: Function, lanes: int) -> Inputs:
    """One value per lane (varying) or one for all lanes (uniform); a buffer per pointer."""
    args: dict[str, list] = {}
    buffers: dict[str, Buffer] = {}
    for p, shape in zip(fn.params, prog.shapes.split(","), strict=True):
        draw = prog.draws.get(p.name)
        if isinstance(p.ty, PtrType):
            kind, lo, hi = draw or ("i32", 0, 40)
            if kind == "float":
                data = [rng.uniform(lo, hi) for _ in range(BUFFER_ELEMENTS)]
            else:
                data = [rng.randint(int(lo), int(hi)) for _ in range(BUFFER_ELEMENTS)]
            buffers[p.name] = Buffer("float" if kind == "float" else "i32",
                                     tuple(sorted(data) if kind == "i32-sorted" else data))
            args[p.name] = [f"@{p.name}"] * lanes
            continue
        if draw is None:
            if isinstance(p.ty, IntType):
                draw = ("int", 0, 1 if p.ty.bits == 1 else 20)
            elif isinstance(p.ty, FloatType):
                draw = ("float", -10, 10)
            else:
                raise PllvmError(f"no inputs for %{p.name} of type {p.ty}")
        if shape.strip() == "u":
            args[p.name] = [_value(rng, draw)] * lanes
        else:
            args[p.name] = [_value(rng, draw) for _ in range(lanes)]
    return args, buffers


def conditional_branches(fn: Function) -> list[str]:
    return [b.label for b in fn.blocks if len(set(b.successors)) > 1]


def retained_row(prog: Program, module: Module, lanes: int) -> list[str]:
    fn = module.function(prog.function)
    branches = conditional_branches(fn)
    try:
        partial = vectorize(module, Options(prog.shapes, prog.function, lanes))
        full = vectorize(module, Options(prog.shapes, prog.function, lanes, full_ifconv=True))
    except PllvmError as e:
        return [prog.label, str(len(branches)), "-", "-", "-", f"pipeline: {e}"]
    divergent = sum(1 for b in branches if partial.divergence.branches.get(b))
    kept = [len(conditional_branches(r.output.function(prog.function))) for r in (partial, full)]
    notes = "" if partial.control_uniform and full.control_uniform else "output not control-uniform"
    return [prog.label, str(len(branches)), str(divergent), str(kept[0]), str(kept[1]), notes]


def _same(a: object, b: object) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(_same, a, b))
    return a == b


@dataclass
class Tally:
    all_false: int = 0
    steps: int = 0

    def add(self, r: RunResult) -> None:
        self.all_false += sum(1 for s in r.trace if not s.amsk.any())
        self.steps += r.steps

    def share(self) -> str:
        return f"{self.all_false} ({100 * self.all_false / self.steps:.0f}%)" if self.steps else "-"


def _failure(r: RunResult) -> str | None:
    if r.ub is not None:
        return "UB"
    if r.fuel_exhausted:
        return "fuel"
    return None if r.terminated else "stuck"


def boscc_rows(prog: Program, module: Module, kind: str, lanes: int, n: int, seed: int,
               fuel: int) -> list[str]:
    """Without and with BOSCC on the same inputs. Only inputs both runs finish count in the sums;
    the BOSCC run gets at most 4x the steps of the run without (plus 64): a gadget adds one block
    per branch executed, so a run that needs more does not terminate (and would only burn time)."""
    head = [prog.label, kind, str(lanes)]
    try:
        outs = [vectorize(module, Options(prog.shapes, prog.function, lanes, boscc=b)).output
                for b in (False, True)]
    except PllvmError as e:
        return [*head, "-", "-", "-", "-", "-", f"pipeline: {e}"]
    fn = module.function(prog.function)
    rng = random.Random(f"{seed}:{prog.label}:{kind}:{lanes}")
    tallies = [Tally(), Tally()]
    failed: dict[str, int] = {}
    differ = 0
    try:
        for _ in range(n):
            if kind == "biased":
                assert prog.biased is not None
                args, buffers = prog.biased(rng, lanes)
            else:
                args, buffers = random_inputs(rng, prog, fn, lanes)
            none = run(outs[0], prog.function, lanes, "OBL", args, buffers=buffers, fuel=fuel,
                       trace=True)
            cap = min(fuel, 4 * none.steps + 64)
            with_ = run(outs[1], prog.function, lanes, "OBL", args, buffers=buffers, fuel=cap,
                        trace=True)
            why = [(name, _failure(r)) for name, r in (("none", none), ("BOSCC", with_))]
            if any(w for _, w in why):
                for name, w in why:
                    if w:
                        failed[f"{name}: {w}"] = failed.get(f"{name}: {w}", 0) + 1
                continue
            tallies[0].add(none)
            tallies[1].add(with_)
            differ += not _same(none.ret, with_.ret)
    except PllvmError as e:
        return [*head, "-", "-", "-", "-", "-", f"run: {e}"]
    ratio = f"{tallies[1].all_false / tallies[0].all_false:.2f}" if tallies[0].all_false else "-"
    notes = [f"{key} {count}/{n}" for key, count in sorted(failed.items())]
    if differ:
        notes.append(f"ret differs {differ}/{n}")
    steps = [str(t.steps) if t.steps else "-" for t in tallies]
    return [*head, tallies[0].share(), steps[0], tallies[1].share(), steps[1], ratio, "; ".join(notes)]


SPEED_TARGET = 2.0  # pllvm vectorize / opt-16 -O3, wall time of the commands


def speed_rows(lanes: int, repeat: int) -> list[list[str]]:
    """`pllvm vectorize` (each call in its own process, and answered by a `pllvm server`) and
    `opt-16 -O3` on each clang program's function alone."""
    local = ROOT / ".venv" / "bin" / "pllvm"
    pllvm = str(local) if local.exists() else shutil.which("pllvm")
    missing = [t for t in ("opt-16", "llvm-extract-16") if shutil.which(t) is None]
    if pllvm is None or missing:
        return [["-"] * 7 + [f"needs {', '.join(missing or ['pllvm'])}"]]
    rows = []
    floor, _ = wall([str(Path(pllvm).with_name("python")), "-c", "import attrs, lark"], repeat)
    with tempfile.TemporaryDirectory(dir="/tmp") as d:
        os.chmod(d, 0o700)
        served = {"PLLVM_SERVER_DIR": d}
        subprocess.run([pllvm, "server", "start", "--idle", "600"], env=os.environ | served, check=True,
                       capture_output=True)
        try:
            for prog in (p for p in PROGRAMS if p.path.startswith(CLANG)):
                rows.append(_speed_row(prog, pllvm, Path(d), served, lanes, repeat, floor))
        finally:
            subprocess.run([pllvm, "server", "stop"], env=os.environ | served, capture_output=True)
    return rows


def _speed_row(prog: Program, pllvm: str, d: Path, served: dict[str, str], lanes: int, repeat: int,
               floor: float) -> list[str]:
    """One program's row of the speed table."""
    alone = d / f"{prog.function}.ll"
    subprocess.run(["llvm-extract-16", f"--func={prog.function}", "-S", "-o", str(alone),
                    str(ROOT / prog.path)], check=True)
    theirs, r = wall(["opt-16", "-O3", "-S", str(alone), "-o", str(alone.with_suffix(".O3.ll"))], repeat)
    if r.returncode != 0:
        return [prog.label, "-", "-", "-", "-", "-", "-", f"opt-16 exit {r.returncode}"]
    argv = [pllvm, "vectorize", str(alone), "--function", prog.function, "--shapes", prog.shapes,
            "--lanes", str(lanes)]
    cold, r = wall([*argv, "-o", str(alone.with_suffix(".cold.ll"))], repeat, {"PLLVM_SERVER": "off"})
    warm, s = wall([*argv, "-o", str(alone.with_suffix(".vec.ll"))], repeat, served)
    for done in (r, s):
        if done.returncode != 0:
            return [prog.label, "-", "-", "-", "-", "-", "-",
                    f"pllvm exit {done.returncode}: {done.stderr.strip()[:60]}"]
    if alone.with_suffix(".cold.ll").read_text() != alone.with_suffix(".vec.ll").read_text():
        return [prog.label, "-", "-", "-", "-", "-", "-", "the served output differs"]
    return [prog.label, f"{theirs:.3f}", f"{cold:.3f}", f"{cold / theirs:.1f}", f"{warm:.3f}",
            f"{warm / theirs:.2f}", "yes" if warm / theirs <= SPEED_TARGET else "no",
            f"floor {floor / theirs:.1f}"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--inputs", type=int, default=20, help="random inputs per program and W")
    ap.add_argument("--lanes", default="4,8,16", help="comma-separated W (default 4,8,16)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--fuel", type=int, default=20000, help="step limit per run")
    ap.add_argument("--only", default="retained,boscc,speed",
                    help="comma-separated tables (default retained,boscc,speed)")
    ap.add_argument("--repeat", type=int, default=3, help="speed: best of this many runs (default 3)")
    args = ap.parse_args()
    only = {s.strip() for s in args.only.split(",")}
    if only - {"retained", "boscc", "speed"}:
        ap.error(f"unknown table(s) {', '.join(sorted(only - {'retained', 'boscc', 'speed'}))}")
    widths = [int(x) for x in args.lanes.split(",")]
    console = Console()
    modules = {p.path: parse_file(ROOT / p.path) for p in PROGRAMS}

    t0 = time.perf_counter()
    if "retained" in only:
        retained = Table(title=f"Control flow retained (conditional branches, W = {widths[0]})")
        for col in ("program", "input", "divergent", "partial lin.", "full if-conv."):
            retained.add_column(col, justify="left" if col == "program" else "right")
        retained.add_column("notes")
        for prog in PROGRAMS:
            retained.add_row(*retained_row(prog, modules[prog.path], widths[0]))
        console.print(retained)

    if "boscc" in only:
        table = Table(title=f"All-false steps under OBL, without and with BOSCC ({args.inputs} "
                            f"inputs per W, seed {args.seed})")
        for col in ("program", "inputs", "W", "none: all-false", "none: steps", "BOSCC: all-false",
                    "BOSCC: steps", "ratio"):
            table.add_column(col, justify="left" if col in ("program", "inputs") else "right")
        table.add_column("notes")
        for prog in PROGRAMS:
            kinds = ["random", "biased"] if prog.biased is not None else ["random"]
            for kind in kinds:
                for w in widths:
                    table.add_row(*boscc_rows(prog, modules[prog.path], kind, w, args.inputs,
                                              args.seed, args.fuel))
            table.add_section()
        console.print(table)
        console.print("ratio = all-false steps with BOSCC / without")

    if "speed" in only:
        speed = Table(title=f"pllvm vectorize (W = {widths[0]}) vs opt-16 -O3: wall s, best of "
                            f"{args.repeat}")
        for col in ("program", "opt-16 -O3", "pllvm", "ratio", "pllvm served", "ratio served",
                    f"≤ {SPEED_TARGET:g}"):
            speed.add_column(col, justify="left" if col == "program" else "right")
        speed.add_column("notes")
        for row in speed_rows(widths[0], args.repeat):
            speed.add_row(*row)
        console.print(speed)
        console.print("ratio = pllvm vectorize / opt-16 -O3, start-up included on both sides; pllvm: "
                      "each call in its own process (PLLVM_SERVER=off); served: the same command "
                      "answered by a running `pllvm server` (the client's start-up included), its "
                      "output checked equal; floor = `python -c 'import attrs, lark'` / opt-16 -O3, "
                      "the least a command in its own process pays before its work")
    console.print(f"{time.perf_counter() - t0:.1f} s")

if __name__ == "__main__":
    main()
