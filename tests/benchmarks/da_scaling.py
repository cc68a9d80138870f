"""Divergence analysis time on generated reducible CFGs from 100 to 10,000 blocks, with the growth
exponent fitted on a log-log scale (1.0 is linear).

    python tests/benchmarks/da_scaling.py [--sizes 100,300,1000,3000,10000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from pllvm.analysis import analyze
from pllvm.analysis.lattice import U, V
from pllvm.text import parse_module


class _Gen:
    """Structured code: sequences of if/else diamonds (uniform or divergent conditions) and
    loops (some with a divergent exit), nested at random."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.n = 0
        self.lines: list[str] = []

    def label(self) -> str:
        self.n += 1
        return f"b{self.n}"

    def region(self, entry: str, budget: int, depth: int) -> str:
        """Emit blocks starting at `entry` (already opened); return the open exit block."""
        cur = entry
        while budget > 0:
            kind = self.rng.random()
            cond = "%v" if self.rng.random() < 0.5 else "%u"
            if kind < 0.5 or depth > 6:
                t, e, j = self.label(), self.label(), self.label()
                self.lines += [f"  %c{self.n} = icmp sgt i32 {cond}, {self.n % 7}",
                               f"  br i1 %c{self.n}, label %{t}, label %{e}", f"{t}:"]
                tt = self.region(t, budget // 4, depth + 1)
                self.lines += [f"  br label %{j}", f"{e}:"]
                ee = self.region(e, budget // 4, depth + 1)
                self.lines += [f"  br label %{j}", f"{j}:",
                               f"  %p{self.n} = phi i32 [ 1, %{tt} ], [ 2, %{ee} ]"]
                cur, budget = j, budget - 3 - 2 * (budget // 4)
            else:
                h, x = self.label(), self.label()
                self.lines += [f"  br label %{h}", f"{h}:"]
                body_end = self.region(h, budget // 3, depth + 1)
                self.lines += [f"  %l{self.n} = icmp slt i32 {cond}, {self.n % 5}",
                               f"  br i1 %l{self.n}, label %{h}, label %{x}", f"{x}:"]
                del body_end
                cur, budget = x, budget - 2 - budget // 3
        return cur

    def program(self, blocks: int) -> str:
        self.lines = ["define i32 @g(i32 %v, i32 %u) {", "b0:"]
        self.region("b0", blocks, 0)
        self.lines += ["  ret i32 0", "}"]
        return "\n".join(self.lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="100,300,1000,3000,10000")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    xs, ys = [], []
    print(f"{'blocks':>8} {'instructions':>13} {'seconds':>9}")
    for size in (int(s) for s in args.sizes.split(",")):
        m = parse_module(_Gen(random.Random(args.seed)).program(size))
        fn = m.functions[0]
        insts = sum(len(b.phis) + len(b.commands) + 1 for b in fn.blocks)
        t0 = time.perf_counter()
        analyze(m, fn, [V, U])
        seconds = time.perf_counter() - t0
        print(f"{len(fn.blocks):>8} {insts:>13} {seconds:9.3f}")
        xs.append(len(fn.blocks))
        ys.append(seconds)
    slope = np.polyfit(np.log(xs), np.log(ys), 1)[0]
    print(f"fitted growth: time ~ blocks^{slope:.2f}")


if __name__ == "__main__":
    main()
