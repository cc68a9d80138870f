"""How long the SMT engine takes to validate the pipeline, per corpus function.

    python tests/benchmarks/smt.py [--lanes 4,8,16] [--unroll 1,2,4] [--timeout 20]
                                   [--limit 300] [--corpus thesis] [--jobs 2] [--list FILE]

Every function of the corpus folder(s) is vectorized with all parameters varying (as the
corpus-wide `--validate-each` test does) and every step of the pipeline is validated with
`check_step_smt` (relation same, the step's interpretations) at each W and K. A function's time
is the sum over its steps, building and solving, each query limited to `--timeout` seconds.
The table gives, per (W, K), how many functions were validated, the median and the maximum of
their times, and the verdicts of all their steps (`valid`, `invalid`, `unknown`: z3 timeouts
and what has no encoding; a timeout counts with its full time). A function not done within
`--limit` seconds is stopped and counted in `cut` (its time is not in the median). Functions the
pipeline refuses are left out. All configurations run side by side in `--jobs` processes.
`--list FILE` writes every step's verdict and reason (and every refusal) as JSON lines.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import statistics
import time
from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.table import Table

from pllvm.check import Options as CheckOptions
from pllvm.check.passes import check_step
from pllvm.errors import PllvmError
from pllvm.text import parse_file
from pllvm.transform.pipeline import Options, vectorize

ROOT = Path(__file__).resolve().parents[2]
#: runs until its fuel is gone on every input (corpus/exec/ub.pll)
SKIP = {("ub.pll", "forever")}


def _functions(folders: list[str]) -> list[tuple[str, str]]:
    out = []
    for folder in folders:
        for path in sorted((ROOT / "corpus" / folder).glob("*")):
            if path.suffix in (".pll", ".ll"):
                out += [(str(path), fn.name) for fn in parse_file(str(path)).functions
                        if (path.name, fn.name) not in SKIP]
    return out


def _validate(job: tuple[str, str, int, int, int], out: mp.Queue) -> None:
    """One function at one (W, K): its total time, its steps' verdicts (time None: refused) and
    one row per step."""
    path, name, lanes, bound, timeout = job
    module = parse_file(path)
    fn = module.function(name)
    shapes = ",".join("v" for _ in fn.params)
    kinds: Counter = Counter()
    rows: list[dict] = []
    where = {"W": lanes, "K": bound, "file": str(Path(path).relative_to(ROOT)), "function": name}

    def validate(step):
        started = time.perf_counter()
        v = check_step(step, name,
                       CheckOptions(shapes=shapes, lanes=lanes, bound=bound, time_limit=timeout, smt=True))
        kinds[v.kind] += 1
        rows.append({**where, "step": step.name, "verdict": v.kind,
                     "seconds": round(time.perf_counter() - started, 2), "reason": v.reason,
                     "coverage": v.coverage})
        return v

    started = time.perf_counter()
    try:
        vectorize(module, Options(shapes, name, lanes), validate)
    except PllvmError as e:
        rows.append({**where, "step": None, "verdict": "refused", "reason": str(e)})
        out.put((lanes, bound, None, kinds, rows))
        return
    out.put((lanes, bound, time.perf_counter() - started, kinds, rows))


def _run_all(jobs: list[tuple[str, str, int, int, int]], workers: int, limit: float):
    """Yield each job's result, or (W, K, "cut", Counter(), [row]) for one stopped at `limit`."""
    results: mp.Queue = mp.Queue()
    running: list[tuple[mp.Process, tuple, float]] = []
    pending = list(jobs)
    while pending or running:
        while pending and len(running) < workers:
            job = pending.pop(0)
            proc = mp.Process(target=_validate, args=(job, results))
            proc.start()
            running.append((proc, job, time.perf_counter()))
        time.sleep(0.1)
        while not results.empty():
            yield results.get()
        for item in list(running):
            proc, job, started = item
            if not proc.is_alive():
                running.remove(item)
            elif time.perf_counter() - started > limit:
                proc.terminate()
                running.remove(item)
                yield job[2], job[3], "cut", Counter(), [{
                    "W": job[2], "K": job[3], "file": str(Path(job[0]).relative_to(ROOT)),
                    "function": job[1], "step": None, "verdict": "cut",
                    "reason": f"not done within {limit:.0f} s"}]
    while not results.empty():
        yield results.get()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lanes", default="4,8,16")
    ap.add_argument("--unroll", default="1,2,4")
    ap.add_argument("--timeout", type=int, default=20, help="seconds per z3 query (default 20)")
    ap.add_argument("--limit", type=float, default=300, help="seconds per function (default 300)")
    ap.add_argument("--corpus", default="thesis", help="corpus folders, comma-separated")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--list", type=Path, help="write every step's verdict as JSON lines")
    args = ap.parse_args()
    lanes = [int(x) for x in args.lanes.split(",")]
    bounds = [int(x) for x in args.unroll.split(",")]
    functions = _functions(args.corpus.split(","))
    jobs = [(p, f, w, k, args.timeout) for w in lanes for k in bounds for p, f in functions]
    times: dict[tuple[int, int], list[float]] = {(w, k): [] for w in lanes for k in bounds}
    kinds: dict[tuple[int, int], Counter] = {(w, k): Counter() for w in lanes for k in bounds}
    listing = args.list.open("w") if args.list else None
    for w, k, seconds, counted, rows in _run_all(jobs, args.jobs, args.limit):
        if listing:
            listing.writelines(json.dumps(r) + "\n" for r in rows)
            listing.flush()
        if seconds == "cut":
            kinds[(w, k)]["cut"] += 1
        elif seconds is not None:
            times[(w, k)].append(seconds)
            kinds[(w, k)].update(counted)
    table = Table(title=f"SMT validation of every pipeline step, corpus/{args.corpus} "
                        f"({len(functions)} functions, {args.timeout} s per query, "
                        f"{args.limit:.0f} s per function)")
    for col in ("W", "K", "functions", "median s", "max s", "valid", "invalid", "unknown", "cut"):
        table.add_column(col, justify="right")
    for (w, k), ts in times.items():
        c = kinds[(w, k)]
        table.add_row(str(w), str(k), str(len(ts)),
                      f"{statistics.median(ts):.2f}" if ts else "-", f"{max(ts):.2f}" if ts else "-",
                      str(c["valid"]), str(c["invalid"]), str(c["unknown"]), str(c["cut"]))
    Console().print(table)
    if listing:
        listing.close()


if __name__ == "__main__":
    main()
