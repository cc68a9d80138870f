"""Throughput of campaigns on Dask: checks per second in this process, on 1 and on 2 workers of
a LocalCluster, side by side in one run, and the speedup of 2 workers over 1.

    python tests/benchmarks/campaign.py [--programs N] [--suite DIR] [--workers 1 2 ...]

Two campaigns, each run fresh at every worker count (cluster start-up included):
- `pllvm fuzz` of N programs (each gets the defined/schedulers/scalar self-checks), seed 0;
- `pllvm check-suite` of a corpus folder (default corpus/mutations: 58 checks).
The results are compared across worker counts before any number is printed: they must be equal.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from rich.console import Console
from rich.table import Table

from pllvm.campaigns.runner import Task, run
from pllvm.campaigns.suite import check_entry, entries
from pllvm.fuzz.campaign import campaign

ROOT = Path(__file__).resolve().parents[2]


def _timeless(result: object) -> object:
    if isinstance(result, dict):
        return {k: _timeless(v) for k, v in result.items() if k != "seconds"}
    return result


def fuzz(workers: int, programs: int) -> tuple[float, int, object]:
    """Seconds, checks run and the results of a fuzz campaign on `workers`."""
    with tempfile.TemporaryDirectory() as out:
        s = campaign(10_000, 0, Path(out), 4, programs=programs, workers=workers)
    return s.seconds, sum(s.checks.values()), _timeless(s.to_json())


def suite(workers: int, folder: Path) -> tuple[float, int, object]:
    """Seconds, checks run and the verdicts of a check-suite campaign on `workers`."""
    todo = entries(folder)
    out = run([Task(e.key, check_entry, (e,), e.label) for e in todo], "check-suite",
              workers=workers, quiet=True)
    return out.seconds, len(out.results), [_timeless(r) for r in out.results.values()]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--programs", type=int, default=200)
    ap.add_argument("--suite", type=Path, default=ROOT / "corpus" / "mutations")
    ap.add_argument("--workers", type=int, nargs="+", default=[0, 1, 2])
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    rows: dict[str, dict[int, tuple[float, int]]] = {}
    for name, job in (("fuzz", lambda w: fuzz(w, a.programs)), ("check-suite", lambda w: suite(w, a.suite))):
        results = {}
        rows[name] = {}
        for w in a.workers:
            seconds, checks, results[w] = job(w)
            rows[name][w] = (seconds, checks)
        first = results[a.workers[0]]
        if any(r != first for r in results.values()):
            print(f"{name}: the results differ between worker counts", file=sys.stderr)
            return 1
    if a.json:
        print(json.dumps({n: {str(w): {"seconds": round(s, 2), "checks": c,
                                       "per_second": round(c / s, 2)} for w, (s, c) in r.items()}
                          for n, r in rows.items()}, indent=2))
        return 0
    table = Table(title="campaign throughput (results equal at every worker count)", header_style="bold")
    for col in ("campaign", *(f"{w} workers" if w else "in process" for w in a.workers),
                "speedup 2 vs 1"):
        table.add_column(col)
    for name, r in rows.items():
        speed = (f"{r[1][0] / r[2][0]:.2f}x" if 1 in r and 2 in r else "")
        table.add_row(name, *(f"{c / s:.2f} checks/s ({c} in {s:.1f} s)" for s, c in r.values()), speed)
    Console(width=150).print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
