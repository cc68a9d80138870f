"""Proof obligation: every greedy schedule computes what the threads compute alone (ch. 5).

**Statement** (dissertation ch. 4 goal 1 and ch. 5, Defs. 12-17: greedy schedules make
progress, synchronize and preserve termination; semantics/schedules.md). For every reducible CFG
of at most N blocks, every assignment of a uniform or varying parameter to its conditional
branches, W = 2 and 3, and every input x on which each thread, run alone, returns:

    every greedy schedule of the lock-step machine under FR terminates, and returns on every
    thread t the value the scalar run of t returns.

    ∀ g ≤ N, κ, W ∈ {2, 3}, x:  (∀t. ⟦P⟧₁(x_t) = r_t)  ⇒  ∀ greedy σ. FR⟦P⟧_W^σ(x) = (r_t)_t

P returns a hash of its thread's path (`divergence_soundness.program` with `observe`), so the
statement says each thread takes its own path, whatever the schedule. It fails for a schedule that
ends before every thread returned (a greedy schedule must not, Def. 17), that spins, or that
mixes threads' values (FR must keep a passive thread's own).

**Method.** Exhaustive: the CFGs of `divergence_soundness.cfgs`, every assignment, every input
up to inputs that behave alike (`divergence_soundness.inputs`: unread bits 0, one order of the
threads: a schedule is chosen by blocks, not thread numbers), every greedy schedule
(`pllvm.exec.explore`, a search cut by no bound), and each thread's scalar run (`run` at W = 1).
An input on which a thread, alone, stays in a loop for good is not compared, and counted.

    python -m proofs.schedules --blocks 4
"""

from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import attrs

from pllvm.exec.engine import run_batch
from pllvm.exec.explore import explore
from pllvm.exec.trace import show_value
from pllvm.text import parse_module
from proofs import Verdict, combine_shards
from proofs.divergence_soundness import LANES, Case, cfgs, inputs, program, walk

__all__ = ["Report", "check_case", "combine", "main", "prove", "shards", "verdict"]


@attrs.define
class Report:
    """What one run of the obligation covered and found."""

    blocks: int = 0
    cfgs: int = 0
    assignments: int = 0
    inputs: int = 0  # compared
    unended: int = 0  # a thread alone stays in a loop (not compared)
    schedules: int = 0
    failures: int = 0
    seconds: float = 0.0
    first: str | None = None

    def summary(self) -> str:
        return (f"FR, W = {', '.join(map(str, LANES))}: N = {self.blocks} completed, {self.cfgs} CFGs, "
                f"{self.assignments} assignments, {self.inputs} inputs ({self.unended} where a "
                f"thread alone stays in a loop), {self.schedules} greedy schedules, "
                f"{self.failures} failures, {self.seconds:.1f} s")


def _ends(case: Case, args: dict[str, list[int]], lanes: int) -> bool:
    """Whether every thread, alone, reaches the `ret` block (`walk`)."""
    for t in range(lanes):
        bits = {int(name[1:]): values[t] for name, values in args.items()}
        if case.graph[walk(case.graph, bits)[-1]]:
            return False
    return True


def check_case(case: Case, report: Report) -> str | None:
    """Every greedy schedule of the case's program on every input against the scalar runs; the
    first failure, as text that replays it."""
    text = program(case.graph, dict(zip(case.branches, case.kinds, strict=True)), case.params(),
                   observe=True)
    module = parse_module(text)
    for w in LANES:
        every = list(inputs(case, w))
        todo = [a for a in every if _ends(case, a, w)]
        report.unended += len(every) - len(todo)
        alone = run_batch(module, "cfg", 1, "FR", [{k: [v[t]] for k, v in a.items()}
                                                  for a in todo for t in range(w)])
        for k, args in enumerate(todo):
            expected = [r.ret[0] if r.ret else None for r in alone[k * w:(k + 1) * w]]
            ex = explore(module, "cfg", w, "FR", args, max_schedules=100_000, max_steps=400)
            report.inputs += 1
            report.schedules += ex.schedules
            got = [o.ret for o in ex.outcomes]
            shown = " or ".join("[" + ", ".join(show_value(v) for v in r or []) + "]" for r in got)
            why = ("the search was cut by a bound" if not ex.complete
                   else f"{ex.nonterminating} greedy schedules do not terminate" if ex.nonterminating
                   else None if got == [expected] and ex.outcomes[0].ub is None
                   else f"the schedules return {shown or 'nothing'}, the threads alone {expected}")
            if why is not None:
                path = Path(tempfile.gettempdir()) / "pllvm-proof-schedules.pll"
                path.write_text(text, encoding="utf-8")
                arg_text = " ".join(f"--arg {n}={','.join(map(str, v))}" for n, v in args.items())
                example = ex.outcomes[-1].example if ex.outcomes else []
                return (f"{why}\n  W = {w}, shapes {case.signature}, arguments {args}\n{text}"
                        f"  replay: pllvm explore {path} -W {w} --interp FR {arg_text}"
                        + (f"\n  a schedule: {' '.join(example)}" if example else ""))
    return None


def prove(max_blocks: int, shard: tuple[int, int] = (0, 1)) -> Report:
    """Run the obligation for N = 1 .. max_blocks on the CFGs of `shard` (k, m)."""
    report = Report()
    start = time.perf_counter()
    for n in range(1, max_blocks + 1):
        for position, g in enumerate(cfgs(n)):
            if position % shard[1] != shard[0]:
                continue
            report.cfgs += 1
            for ks in itertools.product(("u", "v"), repeat=sum(len(s) == 2 for s in g)):
                report.assignments += 1
                found = check_case(Case(g, ks), report)
                if found is not None:
                    report.failures += 1
                    report.first = report.first or found
        report.blocks = n
    report.seconds = time.perf_counter() - start
    return report


def _blocks(bound: str) -> int:
    return {"small": 4, "full": 6}.get(bound) or int(bound)


def shards(bound: str, _variant: str | None) -> int:
    """Tasks at `bound`: one up to N = 4, 8 at N = 5, 32 beyond."""
    n = _blocks(bound)
    return 1 if n <= 4 else 8 if n == 5 else 32


def verdict(bound: str, _variant: str | None, shard: tuple[int, int] = (0, 1)) -> Verdict:
    """`pllvm prove schedules` (N = 4 small, 6 full), on the CFGs of one shard."""
    report = prove(_blocks(bound), shard)
    counts = attrs.asdict(report, filter=lambda a, _v: a.name not in ("first", "seconds"))
    if report.first is None:
        return Verdict("schedules", "holds", f"N = {report.blocks}", report.summary(),
                       report.seconds, counts=counts)
    return Verdict("schedules", "counterexample", f"N ≤ {_blocks(bound)}", report.summary(),
                   report.seconds, report.first, counts)


def combine(parts: Sequence[Verdict], _variant: str | None) -> Verdict:
    """The shards' verdicts as one: numbers added up, the first failure."""
    return combine_shards(parts, lambda counts, seconds: Report(**counts, seconds=seconds).summary())


def main(argv: Sequence[str] | None = None) -> int:
    """Run the obligation, print the numbers and the first failure; exit 1 on one."""
    ap = argparse.ArgumentParser(prog="python -m proofs.schedules", description=__doc__.split("\n\n")[0])
    ap.add_argument("--blocks", "-N", type=int, default=4, help="largest number of blocks")
    a = ap.parse_args(argv)
    report = prove(a.blocks)
    print(report.summary())
    if report.first is not None:
        print(report.first)
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
