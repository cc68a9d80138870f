"""How well `pllvm check` judges LLVM 16's loop vectorizer: corpus/loopvectorize.

    python tests/benchmarks/loopvectorize.py [--only WORD,...] [--integer] [--jobs N] [--budget S]
                                             [--json OUT.jsonl] [--unbounded] [--regenerate]
                                             [--pllvm CMD]

Every (kernel function, config) that LLVM vectorized (its target has a `vector.body` block) and
every broken target in `corpus/loopvectorize/broken/` is checked against the scalar source
twice, each check in its own `pllvm` process stopped after `--budget` seconds:

- run-based: `pllvm check SRC TGT --relation same --lanes 1 --source-function F
  --target-function F --json`
- SMT: the same with `--smt --unroll auto` (`--unroll 8` where pllvm does not take `auto`);
  both with pllvm's own limit (`--time-limit`, `--timeout`) five seconds inside the budget.
  With `--unbounded`, the SMT check is `--unbounded` (semantics/checking.md
  [CHK-SMT-INDUCTION]): proved for every trip count where the induction goes through (the SMT
  column says `valid ∞`), the bounded check otherwise.

The table shows both verdicts, the coverage of each vector body (inputs on which the source is
defined and the target's blocks named `vector.body*` / `vec.epilog.vector.body*` ran, read from
the verdict's `coverage` object; `n/a` while pllvm reports coverage as text) and the seconds.
The summary counts broken targets reported `valid` (this must be 0), correct targets `valid`
with every vector body covered, correct targets proved by SMT, and the median time of a check.
`--json` is a store of JSON lines, one per case as it finishes; a run stopped and started
again with the same store checks only the cases it does not hold. An integer kernel is one
whose source function names no floating-point type; the summary gives their share proved for
every trip count per config. The strict float sum under a forced VF 4 is LLVM reassociating a
reduction it was allowed to (a forced width permits reordering): it is not a refinement and is
counted apart.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from functools import cache
from pathlib import Path

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "corpus" / "loopvectorize"
#: vectorized targets that are not refinements of their source: LLVM reassociates the strict
#: float sum because -force-vector-width counts as permission to reorder
REORDERED = {("sum_float", "vf4")}
VECTOR_BODY = re.compile(r"^(vector\.body|vec\.epilog\.vector\.body)")
FLOAT_TYPE = re.compile(r"\b(half|bfloat|float|double|fp128|x86_fp80)\b")
DEFINE = re.compile(r"^define [^\n]*?@([\w.]+)\(.*?^}\n", re.S | re.M)


@dataclass(frozen=True)
class Case:
    """One check: a source function against one target file."""

    function: str
    config: str
    kind: str  # correct | reordered | broken
    source: Path
    target: Path

    @property
    def label(self) -> str:
        """What the row is called: the target file, relative to the benchmark folder."""
        return str(self.target.relative_to(BENCH))

    @property
    def integer(self) -> bool:
        """An integer kernel: the source function names no floating-point type."""
        return not FLOAT_TYPE.search(function_text(self.source, self.function))


@dataclass
class Outcome:
    """What one pllvm check process said."""

    verdict: str
    seconds: float
    coverage: object = None
    reason: str = ""


@dataclass
class Row:
    """One case with its run-based and SMT outcomes."""

    case: Case
    run: Outcome
    smt: Outcome
    extra: dict = field(default_factory=dict)


def vectorized_functions(path: Path) -> Iterator[tuple[str, bool]]:
    """Each function defined in `path` and whether it has a vector loop."""
    for m in DEFINE.finditer(path.read_text(encoding="utf-8")):
        yield m[1], re.search(r"^vector\.body:", m[0], re.M) is not None


@cache
def function_text(path: Path, name: str) -> str:
    """The text of function `@name` defined in `path` (read once: the summary asks per row)."""
    return next(m[0] for m in DEFINE.finditer(path.read_text(encoding="utf-8")) if m[1] == name)


def broken_header(path: Path) -> dict[str, str]:
    """The `; BROKEN:` line of a broken target as key=value pairs."""
    line = next(x for x in path.read_text(encoding="utf-8").splitlines()
                if x.startswith("; BROKEN:"))
    return dict(kv.split("=", 1) for kv in line.split(":", 1)[1].split())


def cases(only: str | None) -> list[Case]:
    """Every vectorized (function, config) and every broken target; with `only`, those whose
    target file or function contains one of its comma-separated words."""
    out = []
    for target in sorted(BENCH.glob("*.*.ll")):
        kernel, config = target.name.split(".")[:2]
        for fn, vectorized in vectorized_functions(target):
            if vectorized:
                kind = "reordered" if (fn, config) in REORDERED else "correct"
                out.append(Case(fn, config, kind, BENCH / f"{kernel}.ll", target))
    for target in sorted((BENCH / "broken").glob("*.ll")):
        head = broken_header(target)
        config = target.name.split(".")[1]
        out.append(Case(head["function"], config, "broken",
                        (target.parent / head["source"]).resolve(), target))
    if only is None:
        return out
    words = only.split(",")
    return [c for c in out if any(w in c.label or w in c.function for w in words)]


class Checker:
    """Runs `pllvm check` processes with a wall-clock budget."""

    def __init__(self, pllvm: list[str], budget: float, unbounded: bool = False) -> None:
        self.pllvm = pllvm
        self.budget = budget
        self.unroll = "auto"
        self.unbounded = unbounded

    def argv(self, case: Case, smt: bool) -> list[str]:
        """The command line of one check."""
        argv = [*self.pllvm, "check", str(case.source), str(case.target), "--relation", "same",
                "--lanes", "1", "--source-function", case.function, "--target-function",
                case.function, "--json"]
        # pllvm's own limit, inside the process budget (start-up and the last query)
        limit = str(max(1, int(self.budget) - 5))
        if smt:
            argv += ["--smt", "--unroll", self.unroll, "--timeout", limit]
            if self.unbounded:
                argv.append("--unbounded")
        else:
            argv += ["--time-limit", limit]
        return argv

    def check(self, case: Case, smt: bool) -> Outcome:
        """One check; `--unroll auto` falls back to 8 once if pllvm refuses it."""
        out = self._once(case, smt)
        if smt and self.unroll == "auto" and "--unroll" in out.reason and "invalid" in out.reason:
            self.unroll = "8"
            out = self._once(case, smt)
        return out

    def _once(self, case: Case, smt: bool) -> Outcome:
        """Run the process and read its JSON verdict."""
        start = time.monotonic()
        try:
            p = subprocess.run(self.argv(case, smt), capture_output=True, text=True,
                               timeout=self.budget)
        except subprocess.TimeoutExpired:
            return Outcome("timeout", time.monotonic() - start)
        seconds = time.monotonic() - start
        try:
            res = json.loads(p.stdout)
        except json.JSONDecodeError:
            return Outcome("error", seconds, reason=(p.stderr or p.stdout).strip()[-400:])
        return Outcome(res.get("verdict", "error"), seconds, res.get("coverage"),
                       res.get("reason") or "")


def body_coverage(coverage: object) -> tuple[str, bool | None]:
    """The vector bodies' coverage as text and whether every one ran (None: not reported)."""
    if not isinstance(coverage, dict):
        return "n/a", None
    inputs = coverage.get("inputs", {})
    blocks = {k: v for k, v in coverage.get("blocks", {}).items()
              if VECTOR_BODY.match(k) and "->" not in k}
    uncovered = [b for b in coverage.get("uncovered", []) if VECTOR_BODY.match(b) and "->" not in b]
    for b in uncovered:
        blocks.setdefault(b, 0)
    text = ", ".join(f"{k} {v}" for k, v in sorted(blocks.items()))
    defined = inputs.get("defined", "?")
    return f"{text} / {defined} defined", bool(blocks) and all(v > 0 for v in blocks.values())


def row_json(row: Row) -> str:
    """One row as a JSON line."""
    return json.dumps({**asdict(row), "case": {**asdict(row.case), "source": str(row.case.source),
                                                "target": row.case.label}}, default=str)


def saved_rows(path: Path | None, todo: list[Case]) -> dict[Case, Row]:
    """The rows of `todo` an earlier run wrote to the JSON-lines store `path`."""
    if path is None or not path.exists():
        return {}
    by_key = {(c.label, c.function): c for c in todo}
    rows = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        case = by_key.get((d["case"]["target"], d["case"]["function"]))
        if case is not None:
            rows[case] = Row(case, Outcome(**d["run"]), Outcome(**d["smt"]), d.get("extra", {}))
    return rows


def run_all(checker: Checker, todo: list[Case], jobs: int, store: Path | None) -> list[Row]:
    """Both checks of every case, `jobs` processes at a time, rows in case order; one progress
    line per case on stderr. With a store, each row is appended to it as it finishes and the
    rows it already holds are not checked again (a stopped run goes on where it was)."""
    done = saved_rows(store, todo)
    lock = threading.Lock()

    def one(case: Case) -> Row:
        row = Row(case, checker.check(case, smt=False), checker.check(case, smt=True))
        smt = row.smt.verdict + (" ∞" if inductive(row) else "")
        with lock:
            print(f"{case.label} @{case.function}: run {row.run.verdict} ({row.run.seconds:.0f} s), "
                  f"SMT {smt} ({row.smt.seconds:.0f} s)", file=sys.stderr, flush=True)
            if store is not None:
                with store.open("a", encoding="utf-8") as out:
                    out.write(row_json(row) + "\n")
        return row
    missing = [c for c in todo if c not in done]
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        done.update(zip(missing, pool.map(one, missing), strict=True))
    return [done[c] for c in todo]


def table(rows: list[Row]) -> Table:
    """The per-case table."""
    t = Table(title="pllvm check on LLVM 16 loop-vectorize output")
    for col in ("function", "config", "kind", "run", "SMT", "vector bodies covered (run)", "s"):
        t.add_column(col)
    for r in rows:
        cov, _ = body_coverage(r.run.coverage)
        config = r.case.config if r.case.kind != "broken" else r.case.target.name.split(".")[2]
        t.add_row(r.case.function, r.case.config if r.case.kind != "broken" else
                  f"{r.case.config}: {config}", r.case.kind, r.run.verdict,
                  r.smt.verdict + (" ∞" if inductive(r) else ""), cov,
                  f"{r.run.seconds:.1f} + {r.smt.seconds:.1f}")
    return t


def inductive(r: Row) -> bool:
    """The SMT check proved the case for every trip count."""
    return r.smt.verdict == "valid" and isinstance(r.smt.coverage, dict) and \
        r.smt.coverage.get("inductive") is True


def share(part: int, whole: int) -> str:
    """`part/whole (pct)`."""
    return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "0/0"


def invalid(rows: list[Row], how: str) -> int:
    """How many rows the run-based (`run`) or SMT (`smt`) check found invalid."""
    return sum(getattr(r, how).verdict == "invalid" for r in rows)


def by_config(rows: list[Row]) -> list[tuple[str, list[Row]]]:
    """The rows grouped by config, configs in the order they first appear."""
    groups: dict[str, list[Row]] = {}
    for r in rows:
        groups.setdefault(r.case.config, []).append(r)
    return list(groups.items())


def summary(rows: list[Row]) -> list[str]:
    """The summary lines under the table."""
    broken = [r for r in rows if r.case.kind == "broken"]
    correct = [r for r in rows if r.case.kind == "correct"]
    reordered = [r for r in rows if r.case.kind == "reordered"]
    covered = [r for r in correct if r.run.verdict == "valid" and body_coverage(r.run.coverage)[1]]
    proved = [r for r in correct if r.smt.verdict == "valid"]
    seconds = [o.seconds for r in rows for o in (r.run, r.smt)]
    return [
        f"broken targets reported valid (must be 0): run {sum(r.run.verdict == 'valid' for r in broken)}, "
        f"SMT {sum(r.smt.verdict == 'valid' for r in broken)}, either "
        f"{sum('valid' in (r.run.verdict, r.smt.verdict) for r in broken)} of {len(broken)}",
        f"broken targets reported invalid: run {share(invalid(broken, 'run'), len(broken))}, "
        f"SMT {share(invalid(broken, 'smt'), len(broken))}",
        f"correct targets valid with every vector body covered: {share(len(covered), len(correct))} "
        f"(valid at all: {share(sum(r.run.verdict == 'valid' for r in correct), len(correct))})",
        f"correct targets proved by SMT: {share(len(proved), len(correct))}",
        f"correct targets proved for every trip count: {share(sum(map(inductive, correct)), len(correct))}"
        f"; broken ones (must be 0): {sum(map(inductive, broken))}",
        "integer kernels proved for every trip count: " + ", ".join(
            f"{config} {share(sum(map(inductive, group)), len(group))}"
            for config, group in by_config([r for r in correct if r.case.integer])),
        f"reassociated by LLVM (not refinements) reported valid: run "
        f"{sum(r.run.verdict == 'valid' for r in reordered)}, SMT "
        f"{sum(r.smt.verdict == 'valid' for r in reordered)} of {len(reordered)}",
        f"median seconds per check: {statistics.median(seconds):.1f}" if seconds else "no checks",
    ]


def regenerate() -> None:
    """Rebuild the .ll files and the broken targets through the benchmark's Makefile."""
    subprocess.run(["make", "-C", str(BENCH), f"PYTHON={sys.executable}"], check=True)


def manifest(todo: list[Case]) -> str:
    """The cases as a `pllvm check-suite` manifest (JSON lines, paths relative to BENCH): each
    correct target expected valid, each broken or reordered one invalid."""
    lines = []
    for c in todo:
        lines.append(json.dumps({
            "source": str(c.source.relative_to(BENCH)), "target": c.label, "function": c.function,
            "relation": "same", "lanes": 1, "expect": "valid" if c.kind == "correct" else "invalid",
            "name": f"{c.label} @{c.function}"}))
    return "".join(line + "\n" for line in lines)


def main(argv: list[str] | None = None) -> int:
    """Check every case, print the table and the summary, optionally save the rows."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="only cases whose target file or function contains one of "
                                   "these comma-separated words")
    ap.add_argument("--jobs", type=int, default=1, help="checks run in parallel (default 1)")
    ap.add_argument("--budget", type=float, default=60.0,
                    help="wall-clock seconds per check process (default 60)")
    ap.add_argument("--json", type=Path, metavar="OUT.jsonl",
                    help="append each row as a JSON line when it finishes; rows already in OUT "
                         "are kept, not checked again")
    ap.add_argument("--regenerate", action="store_true",
                    help="rebuild the .ll files with the Makefile first (needs clang-16)")
    ap.add_argument("--pllvm", default=f"{shlex.quote(sys.executable)} -m pllvm",
                    help="how to start pllvm (default: this Python's)")
    ap.add_argument("--unbounded", action="store_true",
                    help="the SMT check with --unbounded: for every trip count where it can")
    ap.add_argument("--integer", action="store_true", help="only the integer kernels' cases")
    ap.add_argument("--manifest", action="store_true",
                    help="write corpus/loopvectorize/manifest.jsonl (for pllvm check-suite) and exit")
    args = ap.parse_args(argv)
    if args.regenerate:
        regenerate()
    todo = [c for c in cases(args.only) if c.integer or not args.integer]
    if args.manifest:
        (BENCH / "manifest.jsonl").write_text(manifest(todo), encoding="utf-8")
        return 0
    checker = Checker(shlex.split(args.pllvm), args.budget, args.unbounded)
    rows = run_all(checker, todo, args.jobs, args.json)
    console = Console(width=200)
    console.print(table(rows))
    for line in summary(rows):
        console.print(line)
    console.print(f"SMT unroll: {checker.unroll}; budget {args.budget:.0f} s per check")
    return 0


if __name__ == "__main__":
    sys.exit(main())
