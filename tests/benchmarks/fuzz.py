"""Fuzzing and checking speed, measured side by side in one run: generated programs per second
(generation alone, and generation with the self-checks of `pllvm fuzz`), and checked pairs per
second of `check_same` and `check_vectorize` on the mutation suite's correct versions (a pair is
one source run compared with one target run under one schedule).

    python tests/benchmarks/fuzz.py [--seconds 10] [--lanes 4] [--examples 50]
"""

from __future__ import annotations

import argparse
import shlex
import tempfile
import time
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings

from pllvm.check import Options, Side, check
from pllvm.check.differential import POLICIES
from pllvm.fuzz import Generated, programs
from pllvm.fuzz.campaign import campaign
from pllvm.text import parse_file

MUTATIONS = Path(__file__).resolve().parents[2] / "corpus" / "mutations"


def generation_rate(seconds: float, lanes: int) -> float:
    """Programs drawn, lowered and parsed per second, nothing run."""
    count = 0

    @settings(max_examples=100, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(programs(lanes=lanes))
    def draw(p: Generated) -> None:
        nonlocal count
        count += 1

    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        draw()
    return count / (time.perf_counter() - t0)


def pair_rates(examples: int) -> dict[str, tuple[int, float]]:
    """Pairs and pairs per second for each relation over the mutation suite's @good functions."""
    out: dict[str, list[float]] = {"same": [0, 0.0], "vectorize": [0, 0.0]}
    for path in sorted(MUTATIONS.glob("*.pll")):
        line = next(x for x in path.read_text().splitlines() if x.startswith("; MUTATION:"))
        claim = dict(item.split("=", 1) for item in shlex.split(line.split(":", 1)[1]))
        m = parse_file(path)
        relation, lanes = claim["relation"], int(claim["lanes"])
        src = Side(m, "src", claim.get("source_interp", "FR"), str(path))
        tgt = Side(m, "good", claim.get("target_interp", "OBL" if relation == "vectorize" else "FR"),
                   str(path))
        t0 = time.perf_counter()
        if relation == "same":
            verdict = check("same", src, tgt, Options(lanes=lanes, examples=examples))
            pairs = examples * len(POLICIES)
        else:
            verdict = check("vectorize", src, tgt,
                            Options(shapes=claim["shapes"], lanes=lanes, examples=examples))
            pairs = examples
        assert verdict.kind == "valid", (path.name, verdict.explain())
        out[relation][0] += pairs
        out[relation][1] += time.perf_counter() - t0
    return {k: (int(n), n / s) for k, (n, s) in out.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--lanes", type=int, default=4)
    ap.add_argument("--examples", type=int, default=50)
    args = ap.parse_args()
    gen = generation_rate(args.seconds, args.lanes)
    with tempfile.TemporaryDirectory() as out:
        summary = campaign(args.seconds, seed=0, out=Path(out), lanes=args.lanes)
    checked = summary.programs / summary.seconds
    print(f"programs, W = {args.lanes}, {args.seconds:g} s each")
    print(f"  generated             {gen:9.1f} programs/s")
    print(f"  generated and checked {checked:9.1f} programs/s   ({gen / checked:.1f}x slower: "
          f"{dict(summary.checks)}, {len(summary.failures)} failures)")
    print(f"checked pairs, corpus/mutations @src vs @good, {args.examples} inputs each")
    for relation, (pairs, rate) in pair_rates(args.examples).items():
        print(f"  {relation:<21} {rate:9.1f} pairs/s      ({pairs} pairs)")


if __name__ == "__main__":
    main()
