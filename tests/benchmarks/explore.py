"""Model-checking speed: greedy schedules enumerated per second, side by side for W = 2, 3, 4,
on the nab BOSCC cascade of Fig. 9.4 (corpus/thesis/fig9.4_nab_boscc_cascade.pll), whose divergent
cascade gives many greedy schedules.

    python tests/benchmarks/explore.py [--lanes 2,3,4] [--max-schedules 5000]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from pllvm.exec.explore import explore
from pllvm.script import cases
from pllvm.text import parse_file

FILE = Path(__file__).resolve().parents[2] / "corpus" / "thesis" / "fig9.4_nab_boscc_cascade.pll"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lanes", default="2,3,4")
    ap.add_argument("--max-schedules", type=int, default=5000)
    ap.add_argument("--function", default="nab")
    args = ap.parse_args()
    module = parse_file(FILE)
    case = next(c for c in cases(FILE.read_text()) if c.function == args.function)
    print(f"@{args.function} from {FILE.name}, greedy schedules, FR")
    print(f"{'W':>3} {'schedules':>10} {'complete':>9} {'outcomes':>9} {'seconds':>8} {'sched/s':>9} "
          f"{'steps/s':>9}")
    for w in (int(x) for x in args.lanes.split(",")):
        values = {k: (v[:w] if isinstance(v, list) else v) for k, v in case.args.items()}
        t0 = time.perf_counter()
        ex = explore(module, args.function, w, "FR", values, max_schedules=args.max_schedules)
        seconds = time.perf_counter() - t0
        steps = sum(len(o.example) * o.count for o in ex.outcomes)
        print(f"{w:>3} {ex.schedules:>10} {ex.complete!s:>9} {len(ex.outcomes):>9} {seconds:8.2f} "
              f"{ex.schedules / seconds:9.1f} {steps / seconds:9.0f}")


if __name__ == "__main__":
    main()
