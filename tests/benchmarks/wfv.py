"""The WFV suite end to end: every function of `corpus/wfv/suite.ll` (and saxpy, sum_positive and
halvings of `corpus/wfv/outer.ll`) verified, vectorized, checked by runs and by z3, lowered and
run natively against the interpreter, one row per function.

    .venv/bin/python tests/benchmarks/wfv.py [--lanes 8] [--examples 50] [--inputs 8]
        [--only NAME,...] [--no-smt] [--smt-time 30] [--seed 0]

Two kinds of functions (suite.c says what each exercises): `wfv`, a whole function one thread
per call, vectorized with its shape signature (`Options(shapes, function, W)`); `outer`, a
counted loop whose iterations become the W threads (`Options(u,...,u, function, W,
loop=LABEL)`), LABEL the header of the function's one outermost loop, found in the .ll. Stages,
all in this process through the Python API:
- verify: `verify_module`'s diagnostics about the function;
- vectorize: the pipeline; a refusal is shown with its reason (a limitation, not a failure);
- check: `check_result` by runs on `--examples` drawn inputs (`same` and `vectorize` for wfv,
  `loop` for outer), the worst verdict with its reason;
- smt: the same with z3 (`smt=True, bound=3`) and `--smt-time` seconds per check; `unknown`
  (a time limit, a construct z3 is not given) is shown with its reason;
- native: `build` of the vectorized output at W and `run_native` on `--inputs` inputs made here
  (outer loops: the trip counts 0, 1, W-1, W, W+1, 2W+3, 3W+5, ...), against the OBL run of
  the same output and against the source under FR (each thread alone for wfv, the whole loop
  once for outer); inputs the interpreter finds undefined are left out and counted.
Cells: ✓, ✗ or `unknown`, with a note; the notes too long for a cell are printed in full below
the table. Exit 1 if a check says `invalid`, native code differs from the interpreter, or pllvm
crashes (a Python exception that is not a pllvm error); never for a time or a refusal.
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

import attrs
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from pllvm.backend.compare import close, math_ulps
from pllvm.backend.native import build, run_native
from pllvm.cfg.graph import CFG
from pllvm.cfg.loops import loop_forest
from pllvm.check import Options as CheckOptions
from pllvm.check.passes import check_result
from pllvm.check.verdict import Verdict
from pllvm.errors import PllvmError
from pllvm.exec import Buffer, run
from pllvm.syntax import FloatType, Function, Module, PtrType
from pllvm.text import parse_file
from pllvm.transform.pipeline import Options, Result, vectorize
from pllvm.valid.module import verify_module

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / "corpus" / "wfv" / "suite.ll"
OUTER = ROOT / "corpus" / "wfv" / "outer.ll"
FUEL = 200_000
NOTE = 48  # characters of a note shown in a cell; longer ones are printed in full below the table

# How a parameter's value is made (by parameter index, as clang names them): ("int", lo, hi)
# inclusive, ("float", lo, hi) uniform, ("distinct", lo, hi) ints that differ across threads,
# ("trip",) an outer loop's trip count; a pointer's buffer: ("i32", lo, hi), ("i32-sorted", lo,
# hi), ("f32", lo, hi), ("eytzinger", lo, hi) (a search tree, with ("tree-left",) and
# ("tree-right",) its children), each `buffer_len(W)` elements, or ("out-i32",) / ("out-f32",) zeros.
Draw = tuple
Inputs = tuple[dict[str, list], dict[str, Buffer]]


@attrs.frozen
class Case:
    """A function of the suite: its kind, its file, its shapes and how its inputs are made."""

    name: str
    kind: str  # wfv | outer
    ir: Path
    shapes: str = ""  # wfv: the signature; outer: every parameter u
    draws: dict[int, Draw] = attrs.field(factory=dict)


def _wfv(name: str, shapes: str, **draws: Draw) -> Case:
    return Case(name, "wfv", SUITE, shapes, {int(k[1:]): d for k, d in draws.items()})


def _outer(name: str, ir: Path = SUITE, **draws: Draw) -> Case:
    return Case(name, "outer", ir, "", {0: ("trip",), **{int(k[1:]): d for k, d in draws.items()}})


F32 = ("f32", -50.0, 50.0)
CASES = (
    _wfv("smoothclamp", "v,u,u", p0=("float", -1.0, 3.0), p1=("float", -0.5, 0.5), p2=("float", 1.0, 2.5)),
    _wfv("piecewise", "v", p0=("float", -4.0, 5.0)),
    _wfv("popmix", "v", p0=("int", 0, 2**32 - 1)),
    _wfv("ilog2_branchy", "v", p0=("int", 0, 2**32 - 1)),
    _wfv("collatz", "v", p0=("int", 0, 5000)),
    _wfv("gcd", "v,v", p0=("int", 0, 100000), p1=("int", 0, 1000)),
    _wfv("lower_bound", "u,u,v", p0=("i32-sorted", -100, 100), p1=("trip",), p2=("int", -120, 120)),
    _wfv("first_above", "u,u,v", p0=F32, p1=("trip",), p2=("float", 0.0, 60.0)),
    _wfv("alu", "v,v,v", p0=("int", -10, 10), p1=("float", -10.0, 10.0), p2=("float", -10.0, 10.0)),
    _wfv("cmag", "u,u,v", p0=F32, p1=("out-f32",), p2=("distinct",)),
    _wfv("ao_hit", "v,v,v,v", p0=("float", -2.0, 2.0), p1=("float", -1.0, 1.0),
         p2=("float", -0.5, 0.5), p3=("float", -0.5, 0.5)),
    _wfv("value_noise", "v,v", p0=("float", -20.0, 20.0), p1=("float", -20.0, 20.0)),
    _wfv("newton_sqrt", "v", p0=("float", -1.0, 1e6)),
    _wfv("tree_depth", "u,u,u,v", p0=("eytzinger", -100, 100), p1=("tree-left",), p2=("tree-right",),
         p3=("int", -120, 120)),
    _wfv("count_at_most", "u,u,u,v,v", p0=("eytzinger", -100, 100), p1=("tree-left",),
         p2=("tree-right",), p3=("int", -120, 120), p4=("int", 60, 255)),
    _wfv("bracket_depth", "v", p0=("int", 0, 2**32 - 1)),
    _outer("leaky_relu", p1=F32, p2=("out-f32",)),
    _outer("isum", p1=("i32", -1000, 1000)),
    _outer("uprod", p1=("i32", 0, 2**32 - 1)),
    _outer("uxor", p1=("i32", 0, 2**32 - 1)),
    _outer("imax", p1=("i32", -2**31, 2**31 - 1)),
    _outer("irange", p1=("i32", -1000, 1000)),
    _outer("spread", p1=("i32", -1000, 1000), p2=("int", -10, 10), p3=("int", -10, 10)),
    _outer("count_between", p1=("i32", -100, 100), p2=("int", -50, 0), p3=("int", 0, 50)),
    _outer("fsum", p1=F32),
    _outer("collatz_all", p1=("i32", 0, 3000), p2=("out-i32",)),
    _outer("window_sum", p1=("i32", 0, 100), p2=F32, p3=("out-f32",)),
    _outer("odd_by_even", p1=F32, p2=("out-f32",)),
    _outer("norms", p1=F32, p2=F32, p3=("out-f32",), p4=("out-f32",)),
    _outer("histogram", p1=("i32", -1000, 1000), p2=("out-i32",)),
    _outer("compact", p1=("i32", -100, 100), p2=("out-i32",), p3=("out-i32",)),
    _outer("cas_max", p1=("i32", -1000, 1000), p2=("out-i32",)),
    _outer("bucketize", p1=("i32", -50, 150), p2=("out-i32",)),
    _outer("cmul", p1=F32, p2=F32, p3=("out-f32",)),
    _outer("cdot_re_im", p1=F32, p2=F32, p3=("out-f32",)),
    _outer("copy_rows", p1=("i32", -1000, 1000), p2=("out-i32",)),
    _outer("clamp_all", p1=F32, p2=("float", -30.0, 0.0), p3=("float", 0.0, 30.0)),
    _outer("poly4", p1=F32, p2=("f32", -2.0, 2.0), p3=("out-f32",)),
    _outer("delta_encode", p1=("i32", -1000, 1000), p2=("out-i32",)),
    _outer("rises", p1=F32),
    _outer("saxpy", OUTER, p1=("float", -3.0, 3.0), p2=F32, p3=F32),
    _outer("sum_positive", OUTER, p1=("i32", -1000, 1000)),
    _outer("halvings", OUTER, p1=("i32", 0, 2**32 - 1), p2=("out-i32",)),
)


def buffer_len(lanes: int) -> int:
    """Room for the largest trip count drawn (3W+5 + k) read at 8i+7 (copy_rows' rows)."""
    return 8 * (3 * lanes + 8)


def eytzinger(values: list[int]) -> list[int]:
    """Sorted values laid out as a binary search tree in an array: node k's children are 2k+1
    and 2k+2 (tree_depth's left and right arrays say so)."""
    out = [0] * len(values)
    it = iter(sorted(values))

    def fill(k: int) -> None:
        if k < len(values):
            fill(2 * k + 1)
            out[k] = next(it)
            fill(2 * k + 2)

    fill(0)
    return out


def trips(lanes: int) -> list[int]:
    return [0, 1, lanes - 1, lanes, lanes + 1, 2 * lanes + 3, 3 * lanes + 5, 2 * lanes]


def make_inputs(case: Case, fn: Function, shapes: list[str], lanes: int, k: int,
                rng: random.Random) -> Inputs:
    """Input k of a case: per thread lists (one value repeated where the shape is u)."""
    args: dict[str, list] = {}
    bufs: dict[str, Buffer] = {}
    size = buffer_len(lanes)
    for i, (p, shape) in enumerate(zip(fn.params, shapes, strict=True)):
        draw = case.draws.get(i)
        if isinstance(p.ty, PtrType):
            kind = draw[0] if draw else "i32"
            if kind.startswith("out-"):
                data: tuple = (0.0,) * size if kind == "out-f32" else (0,) * size
            elif kind == "f32":
                data = tuple(float(round(rng.uniform(draw[1], draw[2]), 3)) for _ in range(size))
            elif kind in ("tree-left", "tree-right"):  # tree_depth's children, -1 past the end
                side = 1 if kind == "tree-left" else 2
                data = tuple(2 * k + side if 2 * k + side < size else -1 for k in range(size))
            elif kind == "eytzinger":
                data = tuple(eytzinger([rng.randint(draw[1], draw[2]) for _ in range(size)]))
            else:
                lo, hi = (draw[1], draw[2]) if draw else (-100, 100)
                data = tuple(rng.randint(lo, hi) for _ in range(size))
                data = tuple(sorted(data)) if kind == "i32-sorted" else data
            bufs[f"b{i}"] = Buffer("float" if kind.endswith("f32") else "i32", data)
            args[p.name] = [f"@b{i}"] * lanes
            continue
        kind = draw[0] if draw else ("float" if isinstance(p.ty, FloatType) else "int")
        if kind == "trip":
            values = [trips(lanes)[k % len(trips(lanes))]] * lanes
        elif kind == "distinct":  # an index into half the buffer (cmag writes 2i and 2i+1)
            values = rng.sample(range(size // 2), lanes)
        else:
            values = [_scalar(rng, kind, draw)] * lanes if shape == "u" else [
                _scalar(rng, kind, draw) for _ in range(lanes)]
        args[p.name] = values
    return args, bufs


def _scalar(rng: random.Random, kind: str, draw: Draw | None) -> object:
    lo, hi = draw[1:] if draw else (-100, 100)
    return rng.randint(lo, hi) if kind == "int" else float(round(rng.uniform(lo, hi), 4))


@attrs.frozen
class Cell:
    """One stage's result in the table: its mark, a note, and whether it is a failure."""

    mark: str  # ✓ ✗ unknown -
    note: str = ""
    failure: bool = False  # counts for the exit code
    short: str = ""  # what the cell shows of a long note (else its start)

    def show(self, notes: list[str], where: str) -> str:
        note = self.note
        if self.short or len(note) > NOTE:
            notes.append(f"[{len(notes) + 1}] {where}: {note}")
            note = (self.short or note[: NOTE - 6].rstrip() + "…") + f" [{len(notes)}]"
        return f"{self.mark} {note}".strip()


def _short_reason(reason: str) -> str:
    """A few words for a cell: why a check said unknown."""
    if "gave up (timeout)" in reason:
        return "z3 time limit"
    if "more than" in reason and "iterations" in reason:
        return "loops over the bound"
    return reason[:24].rstrip() + "…"


SKIPPED = Cell("-", "")


def _verdicts(verdicts: dict[str, Verdict]) -> Cell:
    """The worst of a check's verdicts: invalid, then unknown, then valid."""
    kinds = {k: v.kind for k, v in verdicts.items()}
    for key, v in verdicts.items():
        if v.kind == "invalid":
            cex = v.counterexample.explain().splitlines()[0] if v.counterexample else ""
            return Cell("✗", f"{key}: invalid {cex}", failure=True)
    unknown = [(k, v) for k, v in verdicts.items() if v.kind == "unknown"]
    if unknown:
        valid = [k for k, kind in kinds.items() if kind == "valid"]
        reasons: dict[str, list[str]] = {}
        for k, v in unknown:
            reasons.setdefault(v.reason or v.explain(), []).append(k)
        return Cell("unknown", (f"{', '.join(valid)} valid; " if valid else "")
                    + "; ".join(f"{', '.join(ks)}: {r}" for r, ks in reasons.items()),
                    short=", ".join(dict.fromkeys(_short_reason(r) for r in reasons)))
    found = (re.search(r"(\d+) defined", v.coverage) for v in verdicts.values())
    defined = [int(m.group(1)) for m in found if m]
    return Cell("✓", f"{min(defined)} defined" if defined else "")


def _crash(e: BaseException) -> Cell:
    frame = traceback.extract_tb(e.__traceback__)[-1]
    return Cell("✗", f"crash {type(e).__name__}: {e} ({Path(frame.filename).name}:{frame.lineno})",
                failure=True)


def _native_vs_interp(case: Case, module: Module, result: Result, sig: str, lanes: int, count: int,
                      seed: int) -> Cell:
    fn = module.function(case.name)
    native = build(result.output, case.name, lanes, sig)
    ulps = math_ulps(native.function)
    rng = random.Random(seed)
    shapes = sig.split(",")
    n = count if case.kind == "wfv" else max(count, len(trips(lanes)))
    compared = skipped = 0
    for k in range(n):
        args, bufs = make_inputs(case, fn, shapes, lanes, k, rng)
        obl = run(result.output, case.name, lanes, "OBL", args, bufs, fuel=FUEL)
        if obl.ub is not None or not obl.terminated:
            skipped += 1
            continue
        got = run_native(native, args, bufs)
        where = f"input {k} {({a: v[0] if shapes[i] == 'u' else v for i, (a, v) in enumerate(args.items())})}"
        for t, want in enumerate(obl.ret or []):
            if not close(want, got.ret[t], ulps):
                return Cell("✗", f"native lane {t} {got.ret[t]!r} ≠ OBL {want!r}; {where}", failure=True)
        for name, data in obl.memory.items():
            for j, want in enumerate(data):
                if want is not None and not close(want, got.memory[name][j], ulps):
                    return Cell("✗", f"native @{name}[{j}] {got.memory[name][j]!r} ≠ OBL {want!r}; {where}",
                                failure=True)
        # the source: each thread alone (wfv) or the scalar loop once (outer)
        if case.kind == "outer":
            alone = run(module, case.name, 1, "FR", {a: v[:1] for a, v in args.items()}, bufs, fuel=FUEL)
            if alone.ub is None and alone.terminated:
                if alone.ret and alone.ret[0] is not None and any(
                        not close(alone.ret[0], r, ulps) for r in obl.ret or []):
                    return Cell("✗", f"OBL {obl.ret} ≠ the scalar loop's {alone.ret[0]!r}; {where}",
                                failure=True)
                for name, data in alone.memory.items():
                    if any(w is not None and not close(w, g, ulps) for w, g in zip(data, obl.memory[name],
                                                                                 strict=True)):
                        return Cell("✗", f"OBL @{name} ≠ the scalar loop's; {where}", failure=True)
        else:
            for t in range(lanes):
                alone = run(module, case.name, 1, "FR", {a: v[t:t + 1] for a, v in args.items()}, bufs,
                            fuel=FUEL)
                defined = alone.ub is None and alone.terminated and alone.ret and alone.ret[0] is not None
                if defined and not close(alone.ret[0], obl.ret[t], ulps):
                    return Cell("✗", f"OBL lane {t} {obl.ret[t]!r} ≠ thread alone {alone.ret[0]!r}; "
                                f"{where}", failure=True)
        compared += 1
    note = f"{compared}/{n}" + (f", {skipped} undefined" if skipped else "")
    if compared == 0:
        return Cell("unknown", f"no input compared ({skipped} undefined)")
    return Cell("✓", note)


def run_case(case: Case, module: Module, diags: dict[str, list[str]], args: argparse.Namespace) -> list[Cell]:
    """verify, vectorize, check, smt, native."""
    fn = module.function(case.name)
    cells: list[Cell] = []
    mine = diags.get(case.name, [])
    cells.append(Cell("✗", f"{len(mine)} diagnostics: {mine[0]}", failure=True) if mine else Cell("✓"))
    sig = case.shapes or ",".join("u" for _ in fn.params)
    loop = None
    if case.kind == "outer":
        tops = [lp.header for lp in loop_forest(CFG.of(fn)).children(None)]
        loop = tops[0] if len(tops) == 1 else None
        if loop is None:
            return [*cells, Cell("✗", f"outermost loops: {tops}"), SKIPPED, SKIPPED, SKIPPED]
    try:
        result = vectorize(module, Options(sig, case.name, args.lanes, loop=loop))
    except PllvmError as e:
        return [*cells, Cell("✗", f"refused: {e}", short="refused"), SKIPPED, SKIPPED, SKIPPED]
    except Exception as e:  # a crash of pllvm is a finding, reported in the table
        return [*cells, _crash(e), SKIPPED, SKIPPED, SKIPPED]
    said = [n for step in result.steps for n in step.notes]
    note = (f"{sum('folded to' in n for n in said)} folded, "
            f"{sum('-> uniform loop' in n for n in said)} DLT")
    if not result.control_uniform or result.stopped:
        return [*cells, Cell("✗", f"{note}; output not control-uniform {result.stopped or ''}", failure=True),
                SKIPPED, SKIPPED, SKIPPED]
    cells.append(Cell("✓", note))
    stages: list[Callable[[], Cell]] = [
        lambda: _verdicts(check_result(result, CheckOptions(lanes=args.lanes, shapes=sig,
                                                            examples=args.examples, seed=args.seed))),
        lambda: _verdicts(check_result(result, CheckOptions(lanes=args.lanes, shapes=sig, smt=True,
                                                            bound=3, time_limit=args.smt_time)))
        if not args.no_smt else SKIPPED,
        lambda: _native_vs_interp(case, module, result, sig, args.lanes, args.inputs, args.seed),
    ]
    for stage in stages:
        try:
            cells.append(stage())
        except PllvmError as e:
            cells.append(Cell("✗", f"{type(e).__name__}: {e}"))
        except Exception as e:
            cells.append(_crash(e))
    return cells


STAGES = ("verify", "vectorize", "check", "smt", "native")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lanes", type=int, default=8)
    ap.add_argument("--examples", type=int, default=50, help="inputs of the run-based check")
    ap.add_argument("--inputs", type=int, default=8, help="inputs of the native comparison")
    ap.add_argument("--only", default="", help="comma-separated function names")
    ap.add_argument("--no-smt", action="store_true")
    ap.add_argument("--smt-time", type=float, default=30.0, help="seconds per check by z3")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    only = {s.strip() for s in args.only.split(",") if s.strip()}
    cases = [c for c in CASES if not only or c.name in only]
    if only - {c.name for c in cases}:
        sys.exit(f"no such function: {', '.join(sorted(only - {c.name for c in cases}))}")
    modules: dict[Path, Module] = {}
    diags: dict[Path, dict[str, list[str]]] = {}
    for path in {c.ir for c in cases}:
        modules[path] = parse_file(path)
        found: dict[str, list[str]] = {}
        for d in verify_module(modules[path]):
            found.setdefault(d.context.split(",")[0].lstrip("@"), []).append(str(d))
        diags[path] = found
    console = Console(width=max(160, shutil.get_terminal_size().columns))
    table = Table(title=f"WFV suite end to end, W = {args.lanes}, {args.examples} inputs per run-based "
                        f"check" + ("" if args.no_smt else f", z3 bound 3 and {args.smt_time:g} s per check"))
    for col in ("function", "kind", "shapes / loop", *STAGES, "s"):
        table.add_column(col, justify="right" if col == "s" else "left", no_wrap=True)
    notes: list[str] = []
    totals = {s: 0 for s in STAGES}
    failed = False
    start = time.perf_counter()
    for case in cases:
        module = modules[case.ir]
        t0 = time.perf_counter()
        cells = run_case(case, module, diags[case.ir], args)
        fn = module.function(case.name)
        if case.kind == "outer":
            tops = [lp.header for lp in loop_forest(CFG.of(fn)).children(None)]
            what = f"--loop {','.join(tops)}"
        else:
            what = case.shapes
        shown = []
        for stage, cell in zip(STAGES, cells, strict=True):
            failed |= cell.failure
            totals[stage] += cell.mark == "✓"
            shown.append(escape(cell.show(notes, f"{case.name} {stage}")))
        label = case.name if case.ir == SUITE else f"{case.name} (outer.ll)"
        table.add_row(label, case.kind, what, *shown, f"{time.perf_counter() - t0:.1f}")
    table.add_section()
    table.add_row("total", "", f"{len(cases)} functions", *(f"{s} {totals[s]}/{len(cases)}" for s in STAGES),
                  f"{time.perf_counter() - start:.0f}")
    console.print(table)
    for note in notes:
        console.print(escape(note), highlight=False)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
