"""Mutation score of pllvm's semantic core: small deliberate changes to a module, one at a time,
and whether the tests that cover the module notice.

    .venv/bin/python tests/benchmarks/mutation.py [--module pllvm/exec/arith.py ...]
        [--mutants 25] [--seed 0] [--slowdown 3] [--budget 3600] [--jobs 1] [--all-tests]
        [--list] [--json FILE] [--again FILE] [--equivalent FILE]

Each module of TARGETS (or `--module`) is parsed with `ast`; every place where one of the
OPERATORS applies is a candidate mutant (an arithmetic, bitwise, comparison or boolean operator
replaced by its neighbour, `not` dropped, a number moved by one, True and False exchanged), in
the module's code, not its docstrings or annotations. `--mutants` of them are drawn with
`--seed` (all of them with `--mutants 0`). Each mutant is written into a copy of the project
(the working tree is never changed) and the module's tests run there (`pytest -x -q -p
no:cacheprovider`, in one process or in `--jobs` pytest-xdist workers): the mutant is *killed*
when they fail, *survives* when they pass, and *times out* when they take `--slowdown` times as
long as they take on the unmutated module (measured first, once per module: the tests must pass
there, or the module is not measured). A time-out counts as killed (a mutant that makes the
tests hang is caught), and is listed apart. `--budget` bounds the whole run; mutants not run by
then are reported as such.

That first run is made under coverage.py with one context per test (pytest-cov's
`--cov-context=test`), and each mutant then runs only the tests that execute its line: a test
that never runs the line cannot tell the mutant from the original. A line run outside any one
test (at import, or in a subprocess) runs every test of the module; a line no test runs is a
survivor without a run. `--all-tests` turns the selection off.

Printed per module: mutants, killed, survivors and the score (killed / run); then every survivor
with its line, the original and the mutated code, so a person can decide whether it is
equivalent (no test can kill it) or a missing test. The mutants a person judged equivalent are
listed, each with the reason, in `--equivalent` (default: `equivalent_mutants.toml` next to this
script), by module, change and code; a survivor found there is counted *equivalent* and shown
with its reason, and the score without them (killed / (run - equivalent)), the usual mutation
score, is printed next to the raw one. A listed mutant that is killed is reported: the list is
wrong or stale there. The progress on stderr names the first test
that failed on each killed mutant. `--json` writes the same as a record; `--again RECORD` runs
that record's survivors again (after new tests), keeps its other outcomes and reports the whole.
"""

from __future__ import annotations

import argparse
import ast
import copy
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from coverage import CoverageData
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[2]
EQUIVALENT = Path(__file__).with_name("equivalent_mutants.toml")

#: each module of the semantic core with the tests that cover it, the quickest to fail first
TARGETS = {
    "pllvm/exec/arith.py": ["tests/check/smt/test_agreement.py", "tests/exec"],
    "pllvm/exec/rules.py": ["corpus/thesis", "corpus/exec", "tests/exec"],
    "pllvm/check/differential.py": ["tests/check/test_same.py", "tests/check/test_verdicts.py",
                                    "tests/check", "tests/valid", "tests/backend/test_lowered_check.py",
                                    "tests/fuzz/test_campaign.py"],
    "pllvm/transform/linearize.py": ["tests/transform/test_linearize_properties.py",
                                     "tests/transform/test_pipeline.py", "tests/test_prove.py",
                                     "tests/transform/test_corpus_pipeline.py"],
    "pllvm/check/smt/lockstep.py": ["tests/check/smt/test_lockstep.py", "tests/check/smt/test_poison_smt.py",
                                    "tests/check/smt"],
    "pllvm/analysis/divergence.py": ["tests/analysis", "corpus/notes"],
}

#: operator replacements: each AST operator class and what it becomes
OPERATORS: dict[type, type] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Add, ast.FloorDiv: ast.Mult, ast.Mod: ast.FloorDiv,
    ast.BitAnd: ast.BitOr, ast.BitOr: ast.BitAnd, ast.BitXor: ast.BitOr, ast.LShift: ast.RShift,
    ast.RShift: ast.LShift, ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.In: ast.NotIn,
    ast.NotIn: ast.In, ast.And: ast.Or, ast.Or: ast.And,
}


@dataclass(frozen=True)
class Site:
    """One mutant: the k-th node (in `ast.walk` order) that an operator applies to, and what it
    does there, in words and as the line before and after."""

    module: str
    node: int
    line: int
    what: str
    before: str
    after: str
    lines: tuple[int, ...] = ()  # the lines whose execution runs the node; () when it runs at import


def _inert(tree: ast.AST) -> set[int]:
    """The ids of the nodes no mutation can change the behaviour of: docstrings, and every node
    of an annotation (never evaluated under `from __future__ import annotations`)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
        notes = [getattr(node, "returns", None), getattr(node, "annotation", None)]
        out |= {id(n) for note in notes if note is not None for n in ast.walk(note)}
    return out


def _swapped(op: ast.AST) -> tuple[ast.AST, str]:
    """The operator that replaces `op`, and the replacement in words."""
    new = OPERATORS[type(op)]()
    return new, f"{type(op).__name__} -> {type(new).__name__}"


def _mutate(node: ast.AST) -> str | None:
    """Mutate `node` in place if an operator applies; what it did, or None."""
    match node:
        case ast.BinOp(op=op) | ast.AugAssign(op=op) | ast.BoolOp(op=op) if type(op) in OPERATORS:
            node.op, what = _swapped(op)  # type: ignore[assignment]
            return what
        case ast.Compare(ops=[op, *_]) if type(op) in OPERATORS:
            node.ops[0], what = _swapped(op)  # type: ignore[call-overload]
            return what
        case ast.UnaryOp(op=ast.Not()):
            node.op = ast.UAdd()  # `+x` of a bool is its int: truthiness kept, `not` dropped
            return "not dropped"
        case ast.Constant(value=bool() as b):
            node.value = not b
            return f"{b} -> {not b}"
        case ast.Constant(value=int() as n) if not isinstance(n, bool):
            node.value = n + 1 if n in (0, -1) or n > 1 else 0
            return f"{n} -> {node.value}"
    return None


def sites(module: str) -> Iterator[Site]:
    """Every mutant of `module` (a path relative to the project)."""
    source = (ROOT / module).read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    inert = _inert(tree)
    statement = _statements(tree)
    for k, node in enumerate(ast.walk(tree)):
        if id(node) in inert:
            continue
        changed = copy.deepcopy(node)
        what = _mutate(changed)
        if what is None:
            continue
        line = node.lineno  # type: ignore[attr-defined]
        seg = ast.get_source_segment(source, node)
        before = lines[line - 1]
        new = ast.unparse(changed)
        if isinstance(changed, ast.BinOp | ast.BoolOp | ast.Compare | ast.UnaryOp) and seg != before.strip():
            new = f"({new})"  # `a * b * c` with its inner `*` mutated reads `(a + b) * c`
        after = before.replace(seg, new, 1) if seg and seg in before else new
        end = getattr(node, "end_lineno", None) or line
        first = statement.get(id(node))
        runs = () if first is None else tuple(sorted({first, *range(line, end + 1)}))
        yield Site(module, k, line, what, before.strip(), after.strip(), runs)


def _statements(tree: ast.AST) -> dict[int, int]:
    """For each node's id that runs inside a function's body, the first line of the innermost
    statement that holds it (where coverage.py records a multi-line statement's execution).
    The others run at import, before coverage starts (pllvm's pytest plugin imports pllvm)."""
    out: dict[int, int] = {}

    def visit(node: ast.AST, line: int | None) -> None:
        here = node.lineno if isinstance(node, ast.stmt) and line is not None else line
        if here is not None:
            out[id(node)] = here
        for field, value in ast.iter_fields(node):
            body = field == "body" and isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, ast.AST):
                    visit(child, (child.lineno if isinstance(child, ast.stmt) else 0) if body else here)

    visit(tree, None)
    return out


def mutant_source(source: str, k: int) -> str:
    """The text of the module `source` with node k (in `ast.walk` order) mutated."""
    tree = ast.parse(source)
    node = next(n for i, n in enumerate(ast.walk(tree)) if i == k)
    assert _mutate(node) is not None
    return ast.unparse(tree)


@dataclass
class Outcome:
    site: Site
    status: str  # killed | survived | equivalent | timeout | not run | gone (--again: the code changed)
    seconds: float
    by: str = ""  # the first test that failed on the mutant, when it was killed
    why: str = ""  # why a survivor was not run, or why it is equivalent
    ran: int = 0  # how many tests were selected for it


def _project() -> Path:
    """A copy of the project to mutate: pllvm/, proofs/, tests/, corpus/, semantics/ and the
    files pytest reads at the root."""
    where = Path(tempfile.mkdtemp(prefix="pllvm-mutation-"))
    for part in ("pllvm", "proofs", "tests", "corpus", "semantics"):
        shutil.copytree(ROOT / part, where / part, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, where / name)
    return where


def _tests(where: Path, tests: list[str], timeout: float | None, jobs: int = 1,
           extra: tuple[str, ...] = ()) -> tuple[str, float, str]:
    """Run `tests` in the copy `where` (`jobs` > 1: in that many pytest-xdist workers, by file):
    (passed | failed | timeout, seconds, the first failing test named in pytest's summary)."""
    env = {**os.environ, "PYTHONPATH": str(where), "PYTHONDONTWRITEBYTECODE": "1",
           "COVERAGE_FILE": str(where / ".coverage")}
    workers = ["-n", str(jobs), "--dist", "loadfile"] if jobs > 1 else []
    start = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
                               *workers, *extra, *tests], cwd=where, env=env, capture_output=True,
                              timeout=timeout)
        status = "passed" if done.returncode == 0 else "failed"
        failed = [line.split()[1] for line in done.stdout.decode(errors="replace").splitlines()
                  if line.startswith(("FAILED ", "ERROR ")) and len(line.split()) > 1]
    except subprocess.TimeoutExpired:
        status, failed = "timeout", []
    return status, time.perf_counter() - start, failed[0] if failed else ""


def covered(where: Path, module: str, tests: list[str], jobs: int) -> tuple[str, float, dict[int, set[str]]]:
    """Run `tests` once in the copy `where` under coverage.py, one context per test: their
    status, their seconds, and for each line of `module` the tests that ran it ("" for a run
    outside any test: at import, or in a subprocess)."""
    rc = where / ".coveragerc-mutation"
    rc.write_text(f"[run]\ninclude = {where / module}\npatch = subprocess\n", encoding="utf-8")
    status, seconds, _ = _tests(where, tests, None, jobs, ("--cov", f"--cov-config={rc}",
                                                            "--cov-context=test", "--cov-report="))
    data = CoverageData(basename=str(where / ".coverage"))
    data.read()
    runs = data.contexts_by_lineno(str(where / module))
    return status, seconds, {line: {c.rsplit("|", 1)[0] for c in cs} for line, cs in runs.items()}


def chosen(site: Site, runs: dict[int, set[str]], tests: list[str]) -> list[str]:
    """The tests that execute the mutated node, in the order of `tests` (the quickest to fail
    first): all of `tests` when it runs at import or a line of it runs outside any one test."""
    names = set().union(*(runs.get(line, set()) for line in site.lines))
    if not site.lines or "" in names:
        return tests

    def rank(name: str) -> tuple[int, str]:
        return next((k for k, t in enumerate(tests) if name == t or name.startswith(t.rstrip("/") + "/")
                     or name.startswith(t + "::")), len(tests)), name

    return sorted(names, key=rank)


def equivalents(path: Path) -> dict[tuple[str, str, str, str], str]:
    """The mutants judged equivalent in the TOML file `path` (`[[mutant]]` tables with module,
    what, before, after and why), keyed by all but the reason: the key finds a mutant wherever
    its line moved."""
    listed = tomllib.loads(path.read_text(encoding="utf-8"))["mutant"]
    return {(m["module"], m["what"], m["before"], m["after"]): m["why"] for m in listed}


def judged(outcomes: list[Outcome], equivalent: dict[tuple[str, str, str, str], str]) -> list[str]:
    """Mark the survivors that `equivalent` lists, with its reason; the listed mutants that were
    killed (the list is wrong there), one line each."""
    wrong = []
    for o in outcomes:
        s = o.site
        why = equivalent.get((s.module, s.what, s.before, s.after))
        if why is None:
            continue
        if o.status == "survived":
            o.status, o.why = "equivalent", why
        elif o.status in ("killed", "timeout"):
            wrong.append(f"{s.module}:{s.line}: {s.what} is listed as equivalent but was {o.status}"
                         f"{f' by {o.by}' if o.by else ''}")
    return wrong


def scores(outcomes: list[Outcome], module: str) -> dict[str, int | str]:
    """One module's row: counts per outcome, the raw score (killed / run) and the score without
    the equivalent mutants (killed / (run - equivalent))."""
    mine = [o for o in outcomes if o.site.module == module]
    n = {k: sum(o.status == k for o in mine) for k in ("killed", "timeout", "survived", "equivalent", "gone")}
    ran = n["killed"] + n["timeout"] + n["survived"] + n["equivalent"]
    caught = n["killed"] + n["timeout"]

    def pct(part: int, whole: int) -> str:
        return f"{100 * part / whole:.0f} %" if whole else "-"

    return {"mutants": len(mine), **n, "not run": len(mine) - ran - n["gone"],
            "score": pct(caught, ran), "without equivalent": pct(caught, ran - n["equivalent"])}


def run_mutant(where: Path, site: Site, tests: list[str], timeout: float, jobs: int = 1) -> Outcome:
    """Write the mutant into the copy `where`, run the module's tests there, put the module back.
    No tests: the mutant survives unrun (no test executes it)."""
    if not tests:
        return Outcome(site, "survived", 0.0, "", "no test runs the line")
    path = where / site.module
    original = (ROOT / site.module).read_text(encoding="utf-8")
    path.write_text(mutant_source(original, site.node), encoding="utf-8")
    try:
        status, seconds, by = _tests(where, tests, timeout, jobs)
    finally:
        path.write_text(original, encoding="utf-8")
    return Outcome(site, {"passed": "survived", "failed": "killed"}.get(status, status), seconds, by)


def recorded(record: Path) -> list[Outcome]:
    """The outcomes of a --json record."""
    return [Outcome(Site(r["module"], r["node"], r["line"], r["what"], r["before"], r["after"],
                         tuple(r.get("lines", ()))), r["status"], r["seconds"], r.get("by", ""),
                    r.get("why", ""), r.get("tests", 0))
            for r in json.loads(record.read_text(encoding="utf-8"))]


def _again(record: Path) -> tuple[list[Outcome], dict[str, list[Site]]]:
    """The outcomes of a --json record to keep (killed, timed out) and, per module, the mutants to
    run again (survived, not run), found in the module as it is now by their code and change,
    on the nearest such line (an edit above moves lines and nodes), then by their mutated code
    and node; a mutant whose code is no longer there is kept as *gone*."""
    kept: list[Outcome] = []
    again: dict[str, list[Site]] = {}
    now: dict[str, list[Site]] = {}
    for o in recorded(record):
        site = o.site
        if o.status in ("killed", "timeout", "gone"):
            kept.append(o)
            continue
        if site.module not in now:
            now[site.module] = list(sites(site.module))
        alike = [s for s in now[site.module] if (s.what, s.before) == (site.what, site.before)]
        found = min(alike, key=lambda s: (abs(s.line - site.line), s.after != site.after,
                                          abs(s.node - site.node)), default=None)
        if found is None:
            kept.append(Outcome(site, "gone", 0.0, "", "the code is no longer in the module"))
            continue
        again.setdefault(site.module, []).append(found)
    return kept, again


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--module", action="append", help="a module (default: every one of TARGETS)")
    ap.add_argument("--tests", nargs="+", help="the tests to run (default: the module's in TARGETS)")
    ap.add_argument("--mutants", type=int, default=25, help="mutants drawn per module (0: all)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--slowdown", type=float, default=3, help="a mutant's tests time out after this "
                    "many times their time on the unmutated module")
    ap.add_argument("--budget", type=float, default=3600, help="seconds for the whole run")
    ap.add_argument("--jobs", type=int, default=1, help="pytest-xdist workers per test run (default 1)")
    ap.add_argument("--all-tests", action="store_true", help="run every test of the module on each mutant, "
                    "not only the tests that execute its line")
    ap.add_argument("--again", type=Path, help="a --json record: run its survivors (and the mutants it did "
                    "not run) again, keep its other outcomes, and report the whole")
    ap.add_argument("--show", type=Path, nargs="+", help="print the table of these --json records "
                    "(the list of equivalent mutants applied), run nothing")
    ap.add_argument("--list", action="store_true", help="list the drawn mutants, run nothing")
    ap.add_argument("--json", type=Path, help="write every outcome to this file")
    ap.add_argument("--equivalent", type=Path, default=EQUIVALENT,
                    help="the mutants judged equivalent, with the reason (TOML)")
    a = ap.parse_args()
    kept: list[Outcome] = []
    if a.show:
        outcomes = [o for record in a.show for o in recorded(record)]
        return report(outcomes, list(dict.fromkeys(o.site.module for o in outcomes)), a.equivalent, a.json)
    if a.again:
        kept, drawn = _again(a.again)
        modules = [m for m in dict.fromkeys(o.site.module for o in kept) | drawn.keys()
                   if not a.module or m in a.module]
        kept = [o for o in kept if o.site.module in modules]
        drawn = {m: ss for m, ss in drawn.items() if m in modules}
    else:
        modules = a.module or list(TARGETS)
        drawn = {}
        for m in modules:
            every = list(sites(m))
            rng = random.Random(f"{a.seed}:{m}")
            drawn[m] = every if a.mutants == 0 else rng.sample(every, min(a.mutants, len(every)))
    unknown = [m for m in modules if m not in TARGETS and not a.tests]
    if unknown:
        ap.error(f"no tests known for {', '.join(unknown)}: give --tests")
    if a.list:
        for m, ss in drawn.items():
            for s in ss:
                print(f"{m}:{s.line}: {s.what}: {s.before}  =>  {s.after}")
        return 0
    where = _project()
    outcomes: list[Outcome] = list(kept)
    start = time.perf_counter()
    try:
        for m, ss in drawn.items():
            tests = a.tests or TARGETS[m]
            if a.all_tests:
                status, base, _ = _tests(where, tests, None, a.jobs)
                runs: dict[int, set[str]] = {}
            else:
                status, base, runs = covered(where, m, tests, a.jobs)
            print(f"{m}: the tests {status} unmutated in {base:.0f} s", file=sys.stderr, flush=True)
            if status != "passed":
                outcomes += [Outcome(s, "not run", 0.0) for s in ss]
                continue
            for s in ss:
                if time.perf_counter() - start > a.budget:
                    outcomes.append(Outcome(s, "not run", 0.0))
                    continue
                selected = tests if a.all_tests else chosen(s, runs, tests)
                o = run_mutant(where, s, selected, max(a.slowdown * base, 30.0), a.jobs)
                o.ran = len(selected)
                by = f" by {o.by}" if o.by else f" ({o.why})" if o.why else ""
                print(f"{m}:{s.line}: {s.what}: {o.status}{by} ({o.seconds:.0f} s)", file=sys.stderr,
                      flush=True)
                outcomes.append(o)
    finally:
        shutil.rmtree(where, ignore_errors=True)
    return report(outcomes, modules, a.equivalent, a.json)


def report(outcomes: list[Outcome], modules: list[str], equivalent: Path, record: Path | None) -> int:
    """Print the table of `modules` and every survivor, equivalent and gone mutant; write the
    outcomes to `record` if given."""
    wrong = judged(outcomes, equivalents(equivalent))
    table = Table(title="mutation score")
    table.add_column("module", no_wrap=True)
    columns = ("mutants", "killed", "timeout", "survived", "equivalent", "not run", "gone", "score",
               "without equivalent")
    for col in columns:
        table.add_column(col)
    for m in modules:
        row = scores(outcomes, m)
        table.add_row(m, *(str(row[c]) for c in columns))
    Console(width=200).print(table)
    for line in wrong:
        print(line)
    for o in outcomes:
        if o.status in ("survived", "equivalent", "gone"):
            s = o.site
            why = f" ({o.why})" if o.why else ""
            print(f"{o.status} {s.module}:{s.line}: {s.what}{why}\n  - {s.before}\n  + {s.after}")
    if record:
        record.write_text(json.dumps([{**asdict(o.site), "status": o.status, "seconds": o.seconds,
                                       "by": o.by, "why": o.why, "tests": o.ran}
                                      for o in outcomes], indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
