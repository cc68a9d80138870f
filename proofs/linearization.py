"""Proof obligation: the vectorizer computes what its input computes, on every small CFG.

**Statement** (dissertation ch. 8 and App. B, Theorem 8.1 with the divergent loop transform of
ch. 7; semantics/transforms.md [TR-PIPELINE]). For every reducible CFG of at most N blocks with
one `ret` block, or two (the single-exit precondition, [TR-LIN-SINK]), every assignment of a
uniform (`u`) or varying (`v`) parameter to its conditional branches, W = 2 and 3, and every
input (a 0/1 bit per thread for a varying parameter, one bit for all threads for a uniform one):

    if the input program P, run under FR, returns on every thread within the step bound, then
    V = vectorize(P) (normalize, divergent loop transform, partial linearization) run under OBL,
    and under FR, returns on every thread, without undefined behaviour, the value P returns on
    that thread.

    ∀ g ≤ N, κ ∈ {u, v}^branches(g), W ∈ {2, 3}, x:
        FR⟦P⟧(x) = (r_t)_t  ⇒  OBL⟦V⟧(x) = FR⟦V⟧(x) = (r_t)_t

V is control-uniform, so this is also the dissertation's claim that FR and OBL agree on
control-uniform programs (ch. 3.6, 9.1: "if all loops are uniform then the code is correct under
both semantic interpretations"), on every program the vectorizer makes of the small CFGs.

P returns a hash of the path its thread took (`divergence_soundness.program` with `observe`), so
equal results mean equal paths, block by block. In a loop, a branch flips after the first
iteration (threads leave a loop after different numbers of iterations); an input on which a
thread stays in a loop for good is not compared, and is counted.

Two more obligations state the same of parts of the pipeline: `boscc` of the pipeline with
BOSCC's branches around all-false blocks (ch. 9.2), and `loop-transform` of the divergent loop
transform's output alone (ch. 3.6 and 9.1), whose branches may still diverge, so it runs under
OBL and FR on every greedy schedule (`pllvm.exec.explore`).

**Method.** Exhaustive: the CFGs of `divergence_soundness.cfgs`, every assignment, every input
up to inputs that behave alike (bits no thread reads are 0; every order of the threads is run),
each side run by pllvm's interpreter (`run_batch`). **The published variant that fails:**
`published_single_exit` (linearization without first merging the `ret` blocks) drops the
threads deferred to a second `ret` block (corpus/errata/pl_two_sinks.pll).

    python -m proofs.linearization --blocks 4 [--variant published_single_exit]
"""

from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from pllvm.errors import PllvmError
from pllvm.exec.engine import run_batch
from pllvm.exec.explore import explore
from pllvm.exec.trace import show_value
from pllvm.text import parse_module, print_module
from pllvm.transform.pipeline import Options, vectorize
from proofs import Verdict, combine_shards
from proofs.divergence_soundness import LANES, Case, cfgs, inputs, program

__all__ = ["Mismatch", "Report", "check_case", "combine", "main", "prove", "shards", "verdict"]

FUEL = 400  # block steps of a source run; an input that needs more is a thread staying in a loop
SINKS = (1, 2)


@attrs.frozen
class Mismatch:
    """An input on which the vectorized program does not compute what its input computes."""

    lanes: int
    args: dict[str, list[int]]
    expected: list
    got: list | None
    why: str
    output: str  # the vectorized program's text
    interp: str = "OBL"  # the interpretation the output was run under


@attrs.define
class Report:
    """What one run of the obligation covered and found."""

    blocks: int = 0
    cfgs: int = 0
    assignments: int = 0
    inputs: int = 0  # compared
    unended: int = 0  # inputs on which the input program does not end (not compared)
    refused: int = 0  # assignments the vectorizer refuses (a precondition it does not meet)
    mismatches: int = 0
    seconds: float = 0.0
    first: tuple[Case, Mismatch] | None = None

    def summary(self, plan: Plan) -> str:
        name = "+".join(plan.variants) or "fixed"
        what = (f" up to {plan.emit_after}, every greedy schedule" if plan.emit_after
                else " with BOSCC" if plan.boscc else "")
        return (f"vectorizer {name}{what}, "
                f"W = {', '.join(map(str, LANES))}, 1 or 2 ret blocks: "
                f"N = {self.blocks} completed, {self.cfgs} CFGs, {self.assignments} assignments, "
                f"{self.inputs} inputs compared ({self.unended} where a thread stays in a loop), "
                f"{self.refused} refused, {self.mismatches} mismatches, {self.seconds:.1f} s")


@attrs.frozen
class Plan:
    """What an obligation of this module runs: published variants, BOSCC, the pass whose output
    is compared (None: the whole pipeline), and whether every greedy schedule of the output is
    run (its loops are uniform but its branches may not be) or one (it is control-uniform)."""

    variants: tuple[str, ...] = ()
    boscc: bool = False
    emit_after: str | None = None

    @property
    def every_schedule(self) -> bool:
        return self.emit_after is not None


def check_case(case: Case, plan: Plan, report: Report) -> Mismatch | None:
    """Vectorize the case's program at each W and compare it with its input on every input."""
    text = program(case.graph, dict(zip(case.branches, case.kinds, strict=True)), case.params(),
                   observe=True)
    module = parse_module(text)
    for w in LANES:
        try:
            result = vectorize(module, Options(case.signature or "", "cfg", w, boscc=plan.boscc,
                                               emit_after=plan.emit_after,
                                               variants=frozenset(plan.variants)))
        except PllvmError:
            report.refused += 1
            return None
        except Exception as e:  # the vectorizer crashed: the obligation fails on this program
            return Mismatch(w, {}, [], None, f"the vectorizer failed: {type(e).__name__}: {e}", "")
        output = result.output
        # every greedy schedule is chosen by blocks, not thread numbers: one order of the
        # threads is enough there; one schedule needs every order (lanes may be mixed up)
        todo = list(inputs(case, w, ordered=not plan.every_schedule))
        sources = run_batch(module, "cfg", w, "FR", todo, fuel=FUEL)
        ended = [(a, s) for a, s in zip(todo, sources, strict=True) if s.terminated and s.ub is None]
        report.unended += len(todo) - len(ended)
        report.inputs += len(ended)
        found = (_every_schedule(output, w, ended) if plan.every_schedule
                 else _one_schedule(output, w, ended))
        if found is not None:
            args, expected, got, why, interp = found
            return Mismatch(w, args, expected, got, why, print_module(output), interp)
    return None


Found = tuple[dict[str, list[int]], list, list | None, str, str]


#: the output is run under both: with uniform loops it is correct under either (ch. 3.6, 9.1)
INTERPRETATIONS = ("OBL", "FR")


def _one_schedule(output: Any, w: int, ended: list[tuple[dict[str, list[int]], Any]]) -> Found | None:
    """The control-uniform output under OBL and FR (its one schedule) against the input's
    results."""
    for interp in INTERPRETATIONS:
        targets = run_batch(output, "cfg", w, interp, [a for a, _ in ended], fuel=16 * FUEL + 1000)
        for (args, src), tgt in zip(ended, targets, strict=True):
            why = (f"undefined behaviour: {tgt.ub}" if tgt.ub is not None
                   else "the output does not return on every thread" if not tgt.terminated
                   else None if tgt.ret == src.ret else "different return values")
            if why is not None:
                return args, src.ret, tgt.ret, f"under {interp}: {why}", interp
    return None


def _every_schedule(output: Any, w: int, ended: list[tuple[dict[str, list[int]], Any]]) -> Found | None:
    """The output under OBL and FR on every greedy schedule against the input's results."""
    for interp in INTERPRETATIONS:
        for args, src in ended:
            ex = explore(output, "cfg", w, interp, args, max_schedules=100_000, max_steps=16 * FUEL)
            outs = [o for o in ex.outcomes if o.ret != src.ret or o.ub is not None]
            if not ex.complete or ex.nonterminating:
                return (args, src.ret, None, f"under {interp}: a greedy schedule of the output does not "
                        "return", interp)
            if outs:
                why = (f"undefined behaviour: {outs[0].ub}" if outs[0].ub
                       else f"different return values (schedule {' '.join(outs[0].example)})")
                return args, src.ret, outs[0].ret, f"under {interp}: {why}", interp
    return None


def prove(max_blocks: int, plan: Plan = Plan(), stop_at_first: bool = False,
          shard: tuple[int, int] = (0, 1)) -> Report:
    """Run the obligation for N = 1 .. max_blocks on the CFGs of `shard` (k, m): those at
    positions k modulo m of the enumeration of each N and number of ret blocks."""
    report = Report()
    start = time.perf_counter()
    for n in range(1, max_blocks + 1):
        for sinks in SINKS:
            for position, g in enumerate(cfgs(n, sinks)):
                if position % shard[1] != shard[0]:
                    continue
                report.cfgs += 1
                for ks in itertools.product(("u", "v"), repeat=sum(len(s) == 2 for s in g)):
                    case = Case(g, ks)
                    report.assignments += 1
                    found = check_case(case, plan, report)
                    if found is not None:
                        report.mismatches += 1
                        report.first = report.first or (case, found)
                        if stop_at_first:
                            report.seconds = time.perf_counter() - start
                            return report
        report.blocks = n
    report.seconds = time.perf_counter() - start
    return report


def counterexample(case: Case, m: Mismatch, directory: Path) -> str:
    """The counterexample a person can replay: both programs written to files, the input, the
    results, and the `pllvm run` command of each side."""
    source = directory / "pllvm-proof-linearization-input.pll"
    target = directory / "pllvm-proof-linearization-output.pll"
    source.write_text(program(case.graph, dict(zip(case.branches, case.kinds, strict=True)),
                              case.params(), observe=True), encoding="utf-8")
    target.write_text(m.output, encoding="utf-8")
    args = " ".join(f"--arg {k}={','.join(map(str, v))}" for k, v in m.args.items())
    if not m.output:
        return (f"{m.why}\n  W = {m.lanes}, shapes {case.signature}\n"
                f"  input:  {source}\n"
                f"  replay: pllvm vectorize {source} --shapes {case.signature} -W {m.lanes}\n")
    got = "[" + ", ".join(show_value(r) for r in m.got) + "]" if m.got is not None else "nothing"
    return (f"{m.why}: the input returns {m.expected}, the output {got}\n"
            f"  W = {m.lanes}, shapes {case.signature}, arguments {m.args}\n"
            f"  input:  pllvm run {source} -W {m.lanes} --interp FR {args}\n"
            f"  output: pllvm run {target} -W {m.lanes} --interp {m.interp} {args}\n"
            f"  check:  pllvm check {source} {target} --relation same --lanes {m.lanes} "
            f"--shapes {case.signature} --target-interp {m.interp}\n")


def _blocks(bound: str, plan: Plan) -> int:
    """N of a bound: small is 4 (3 where every greedy schedule runs: the loop transform's output
    has many at N = 4, minutes of CPU), full is 6."""
    return {"small": 3 if plan.every_schedule else 4, "full": 6}.get(bound) or int(bound)


def _plan(variant: str | None) -> Plan:
    """The plan of the obligation named by `variant`: None is the pipeline, `boscc` the pipeline
    with BOSCC (ch. 9.2), `dlt` the divergent loop transform's output (ch. 9.1), any other a
    published variant of the pipeline."""
    if variant == "boscc":
        return Plan(boscc=True)
    if variant == "dlt":
        return Plan(emit_after="divergent-loops")
    return Plan(variants=(variant,) if variant else ())


NAMES = {"boscc": "boscc", "dlt": "loop-transform"}


def shards(bound: str, variant: str | None) -> int:
    """Tasks at `bound`: one up to N = 4 or for a published variant; 8 at N = 5, 32 beyond."""
    plan = _plan(variant)
    n = _blocks(bound, plan)
    return 1 if n <= 4 or plan.variants else 8 if n == 5 else 32


def verdict(bound: str, variant: str | None, shard: tuple[int, int] = (0, 1)) -> Verdict:
    """`pllvm prove linearization` (N = 4 small, 6 full), `boscc`, `loop-transform`, or a
    published variant (`linearization-published-single-exit`) searched to its first
    counterexample."""
    plan = _plan(variant)
    report = prove(_blocks(bound, plan), plan, stop_at_first=bool(plan.variants), shard=shard)
    name = NAMES.get(variant or "", f"linearization-{(variant or '').replace('_', '-')}"
                     if variant else "linearization")
    summary = report.summary(plan)
    counts = attrs.asdict(report, filter=lambda a, _v: a.name not in ("first", "seconds"))
    if report.first is None:
        return Verdict(name, "holds", f"N = {report.blocks}", summary, report.seconds, counts=counts)
    text = counterexample(*report.first, Path(tempfile.gettempdir()))
    return Verdict(name, "counterexample", f"N ≤ {_blocks(bound, plan)}", summary, report.seconds, text,
                   counts)


def combine(parts: Sequence[Verdict], variant: str | None) -> Verdict:
    """The shards' verdicts as one: numbers added up, the first counterexample."""
    plan = _plan(variant)
    return combine_shards(parts, lambda counts, seconds: Report(**counts, seconds=seconds).summary(
        plan))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the obligation, print the numbers and the first counterexample; exit 1 on one."""
    ap = argparse.ArgumentParser(prog="python -m proofs.linearization",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--blocks", "-N", type=int, default=4, help="largest number of blocks")
    ap.add_argument("--variant", action="append", default=[], help="published_single_exit")
    ap.add_argument("--boscc", action="store_true", help="the pipeline with BOSCC (ch. 9.2)")
    ap.add_argument("--dlt", action="store_true",
                    help="the divergent loop transform's output, every greedy schedule (ch. 9.1)")
    ap.add_argument("--first", action="store_true", help="stop at the first counterexample")
    a = ap.parse_args(argv)
    plan = Plan(tuple(a.variant), a.boscc, "divergent-loops" if a.dlt else None)
    report = prove(a.blocks, plan, a.first)
    print(report.summary(plan))
    if report.first is not None:
        print(counterexample(*report.first, Path(tempfile.gettempdir())))
    return 1 if report.mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
