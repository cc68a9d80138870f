"""Precision of the divergence analysis over the corpus: uniform values and uniform branches found
by the basic lattice, the stride-alignment lattice, and an immediate-post-dominator reconvergence
baseline (joins only at the IPD of a divergent branch, as stack-based GPU reconvergence and earlier
analyses assume, which the POPL 2021 paper shows unsound). The baseline's unsound facts, the
uniform claims that an execution refutes (the dynamic soundness check), are counted separately.

    python tests/benchmarks/da_precision.py [--samples 1]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from pllvm.analysis import analyze, parse_signature
from pllvm.analysis.lattice import Strided, uniform
from pllvm.analysis.soundness import check_soundness
from pllvm.script import analyses
from pllvm.syntax import VectorType
from pllvm.text import parse_file

CORPUS = Path(__file__).resolve().parents[2] / "corpus"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=1)
    args = ap.parse_args()
    rows = []
    totals = {"values": 0, "branches": 0}
    found = {k: {"values": 0, "branches": 0} for k in ("basic", "sa", "ipd")}
    unsound = {"values": 0, "branches": 0}
    strided = 0
    for path in sorted(CORPUS.rglob("*.pll")):
        m = parse_file(path)
        seen = set()
        for case in analyses(path.read_text()):
            key = (case.function, case.shapes)
            if key in seen:
                continue
            seen.add(key)
            fn = m.function(case.function)
            init, _ = parse_signature(case.shapes, fn)
            results = {
                "basic": analyze(m, fn, init, "basic"),
                "sa": analyze(m, fn, init, "sa", case.lanes),
                "ipd": analyze(m, fn, init, "basic", variants=["ipd"]),
            }
            totals["values"] += len(results["basic"].shapes)
            totals["branches"] += len(results["basic"].branches)
            strided += sum(isinstance(s, Strided) and s.s != 0 for s in results["sa"].shapes.values())
            for k, r in results.items():
                found[k]["values"] += sum(uniform(s) for s in r.shapes.values())
                found[k]["branches"] += sum(not d for d in r.branches.values())
            if not any(isinstance(p.ty, VectorType) for p in fn.params):
                refuted, _ = check_soundness(m, case.function, case.shapes, "basic",
                                             samples=args.samples, max_schedules=40,
                                             variants=["ipd"])
                names = {c.fact.split(" ")[0] for c in refuted if c.fact.startswith("%")}
                branches = {c.fact for c in refuted if c.fact.startswith("the branch")}
                unsound["values"] += len(names)
                unsound["branches"] += len(branches)
            rows.append(path.name)
    print(f"{len(rows)} analyses over {len(list(CORPUS.rglob('*.pll')))} corpus files: "
          f"{totals['values']} values, {totals['branches']} conditional branches")
    print(f"{'analysis':<34} {'uniform values':>15} {'uniform branches':>17}")
    for k, label in (("basic", "basic lattice"), ("sa", "stride-alignment lattice"),
                     ("ipd", "IPD reconvergence baseline")):
        print(f"{label:<34} {found[k]['values']:>15} {found[k]['branches']:>17}")
    print(f"{'  of which refuted by an execution':<34} {unsound['values']:>15} "
          f"{unsound['branches']:>17}")
    print(f"stride-alignment lattice: {strided} varying values with a known stride (s,a), s ≠ 0")


if __name__ == "__main__":
    main()
