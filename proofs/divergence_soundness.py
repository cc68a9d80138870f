"""Proof obligation: the divergence analysis is sound on every small reducible CFG.

For every reducible CFG of at most N blocks (one entry, every block reachable, one `ret` block that
every block reaches), every assignment of a condition kind to its conditional branches (uniform
parameter, varying parameter, or, in the stride-alignment lattice, a comparison of two strided
parameters), every greedy schedule at W = 2 and W = 3 under FR and OBL, and every 0/1 branch
pattern of the threads, no execution contradicts a fact of `pllvm.analysis.divergence.analyze`
(the value shapes, uniform branches, cdep, adep, sdep and tdep, as checked by
`pllvm.analysis.soundness.check_inputs`).

The CFGs are enumerated canonically: blocks are numbered in breadth-first order from the entry
(true successor first) and a CFG is kept only if no exchange of the two successors of its
conditional branches gives a smaller numbering, so each CFG appears once up to isomorphism and the
order of the two arms (every 0/1 pattern is run, so both orders are covered).

    python -m proofs.divergence_soundness --blocks 4 [--variant no_sync] [--first]
"""

from __future__ import annotations

import argparse
import itertools
import shlex
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import attrs

from pllvm.analysis.divergence import PUBLISHED, analyze, parse_signature
from pllvm.analysis.lattice import Strided, parse_shape, strided_lanes
from pllvm.analysis.soundness import Contradiction, check_inputs
from pllvm.cfg import CFG, loop_forest
from pllvm.cfg.loops import LoopForest
from pllvm.text import parse_module
from proofs import Verdict, combine_shards

__all__ = ["Case", "Report", "cfgs", "combine", "inputs", "main", "program", "prove", "shards",
           "verdict", "walk"]

#: A CFG: the successors of block i (by number), () for the `ret` block; block 0 is the entry.
Graph = tuple[tuple[int, ...], ...]

#: The strided shapes (s, a) a compared parameter takes in the stride-alignment lattice.
STRIDES = ((0, 4), (1, 4))
LANES = (2, 3)


# ------------------------------------------------------------------ enumeration of CFGs


def _options(i: int, fresh: int, n: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """The terminators block i may end in, with the next unnumbered block after it: `ret`, `br`
    to a numbered block or the next new one, `br i1` to two different ones (never the entry)."""
    yield (), fresh
    targets = range(1, min(fresh + 1, n))
    for t in targets:
        yield (t,), max(fresh, t + 1)
    for t in targets:
        after = max(fresh, t + 1)
        for f in range(1, min(after + 1, n)):
            if f != t:
                yield (t, f), max(after, f + 1)


def _bfs_numbered(n: int, sinks: int = 1) -> Iterator[Graph]:
    """Every CFG of n blocks, numbered in breadth-first order, with exactly `sinks` `ret` blocks."""
    def extend(i: int, fresh: int, terms: list[tuple[int, ...]], rets: int) -> Iterator[Graph]:
        if i == n:
            if fresh == n and rets == sinks:
                yield tuple(terms)
            return
        if i >= fresh:  # block i is not reached from the entry
            return
        for term, after in _options(i, fresh, n):
            if rets + (not term) <= sinks:
                yield from extend(i + 1, after, [*terms, term], rets + (not term))
    yield from extend(0, 1, [], 0)


def _relabel(g: Graph, swaps: int) -> Graph:
    """`g` with the arms of the conditional branches selected by the bits of `swaps` exchanged,
    renumbered in breadth-first order."""
    conds = [b for b, s in enumerate(g) if len(s) == 2]
    succ = [tuple(reversed(s)) if len(s) == 2 and swaps >> conds.index(b) & 1 else s
            for b, s in enumerate(g)]
    order, seen = [0], {0}
    for b in order:
        for s in succ[b]:
            if s not in seen:
                seen.add(s)
                order.append(s)
    number = {b: k for k, b in enumerate(order)}
    return tuple(tuple(number[s] for s in succ[b]) for b in order)


def _canonical(g: Graph) -> bool:
    """Whether `g` is the least of its numberings under exchanges of branch arms."""
    k = sum(len(s) == 2 for s in g)
    return all(g <= _relabel(g, m) for m in range(1, 1 << k))


def _cfg(g: Graph) -> CFG:
    labels = [f"b{i}" for i in range(len(g))]
    return CFG(labels, {f"b{i}": tuple(f"b{s}" for s in g[i]) for i in range(len(g))}, "b0")


def _wellformed(g: Graph) -> bool:
    """Every block reaches a `ret` block, and the CFG is reducible."""
    cfg = _cfg(g)
    exits = [f"b{i}" for i, s in enumerate(g) if not s]
    if cfg.reach_from(exits, backward=True) != frozenset(cfg.blocks):
        return False
    return loop_forest(cfg).reducible


def cfgs(n: int, sinks: int = 1) -> Iterator[Graph]:
    """The reducible CFGs of exactly n blocks and `sinks` `ret` blocks, once each up to
    isomorphism and arm order."""
    for g in _bfs_numbered(n, sinks):
        if _wellformed(g) and _canonical(g):
            yield g


# ------------------------------------------------------------------ the program of a CFG


def kinds(lattice: str) -> tuple[str, ...]:
    """The conditions a branch may test: a uniform or a varying parameter, and in the `sa`
    lattice `x sge y` for every pair of strided shapes of STRIDES."""
    cmp = [f"({a[0]},{a[1]});({b[0]},{b[1]})" for a in STRIDES for b in STRIDES]
    return ("u", "v", *cmp) if lattice == "sa" else ("u", "v")


@attrs.frozen
class Case:
    """One CFG with a condition kind for each conditional branch: its program and signature."""

    graph: Graph
    kinds: tuple[str, ...]  # one per conditional branch, in block order

    @property
    def branches(self) -> list[int]:
        return [b for b, s in enumerate(self.graph) if len(s) == 2]

    def params(self) -> list[tuple[str, str]]:
        """(name, shape) of each parameter: %cB for u/v branches, %xB and %yB for compares."""
        out = []
        for b, kind in zip(self.branches, self.kinds, strict=True):
            if kind in ("u", "v"):
                out.append((f"c{b}", kind))
            else:
                x, y = kind.split(";")
                out += [(f"x{b}", x), (f"y{b}", y)]
        return out

    @property
    def signature(self) -> str:
        return ",".join(shape for _, shape in self.params())

    def text(self) -> str:
        return program(self.graph, dict(zip(self.branches, self.kinds, strict=True)),
                       self.params())


def program(g: Graph, branch_kinds: dict[int, str], params: Sequence[tuple[str, str]],
            observe: bool = False) -> str:
    """The P-LLVM function of a CFG. Each loop header counts its iterations, saturating at 1
    (`%iH`); each block B has `%vB` (its number plus the counter of its innermost loop) and, but
    the entry, `%pB`, a phi of its predecessors' `%v`; a branch tests its condition, xor-ed with
    `%iH != 0` inside a loop so that every thread's decision changes after the first iteration
    (threads leave loops after different numbers of iterations; a thread whose condition turns
    to staying for good runs until the step bound). With `observe`, the function returns a hash
    of the path its thread took (`%hB` = 5 · the predecessor's + B + 1)."""
    cfg = _cfg(g)
    loops = loop_forest(cfg)
    ret = "i32" if observe else "void"
    lines = [f"define {ret} @cfg({', '.join(f'i32 %{name}' for name, _ in params)}) {{"]
    for b in range(len(g)):
        lines += _block(b, g, cfg, loops, branch_kinds.get(b), observe)
    lines.append("}")
    return "\n".join(lines) + "\n"


def _block(b: int, g: Graph, cfg: CFG, loops: LoopForest, kind: str | None,
           observe: bool = False) -> list[str]:
    """The text of block b."""
    label = f"b{b}"
    preds = [int(p[1:]) for p in cfg.pred[label]]
    out = [f"{label}:"]
    if observe and preds:
        out.append(f"  %g{b} = phi i32 {', '.join(f'[ %h{p}, %b{p} ]' for p in preds)}")
    header = label in loops.loops
    if header:
        latches = {int(x[1:]) for x in loops.loops[label].latches}
        incoming = ", ".join(f"[ %n{b}, %b{p} ]" if p in latches else f"[ 0, %b{p} ]" for p in preds)
        out.append(f"  %i{b} = phi i32 {incoming}")
    if preds:
        out.append(f"  %p{b} = phi i32 {', '.join(f'[ %v{p}, %b{p} ]' for p in preds)}")
    if observe:
        out += [f"  %f{b} = mul i32 {f'%g{b}' if preds else 0}, 5", f"  %h{b} = add i32 %f{b}, {b + 1}"]
    if header:
        out += [f"  %n{b} = or i32 %i{b}, 1", f"  %z{b} = icmp ne i32 %i{b}, 0"]
    lp = loops.loop_of(label)
    h = int(lp.header[1:]) if lp is not None else None
    out.append(f"  %v{b} = add i32 {f'%i{h}' if h is not None else 0}, {b}")
    succ = g[b]
    if not succ:
        return [*out, f"  ret i32 %h{b}" if observe else "  ret void"]
    if len(succ) == 1:
        return [*out, f"  br label %b{succ[0]}"]
    if kind in ("u", "v"):
        out.append(f"  %q{b} = icmp ne i32 %c{b}, 0")
    else:
        out.append(f"  %q{b} = icmp sge i32 %x{b}, %y{b}")
    cond = f"%q{b}"
    if h is not None:
        out.append(f"  %k{b} = xor i1 %q{b}, %z{h}")
        cond = f"%k{b}"
    return [*out, f"  br i1 {cond}, label %b{succ[0]}, label %b{succ[1]}"]


def inputs(case: Case, lanes: int, distinct: bool = False,
           ordered: bool = False) -> Iterator[dict[str, list]]:
    """Every input fitting the shapes, up to inputs that behave alike: each 0/1 pattern over the
    threads for a varying parameter, all 0 or all 1 for a uniform one, and a·k + s·t for k in
    {0, 1} for a strided one. Without strided parameters the program does not see thread numbers,
    and a thread's run depends only on its bits at the branches it reaches (`walk`); so inputs
    that differ by a permutation of the threads, or in bits no thread reads, are run once (one
    multiset of thread behaviours each, unread bits 0). With `distinct`, only multisets without a
    repeated behaviour: a run whose threads t and t' behave alike is the run at W - 1 without t'
    with t's row copied to t' in every step (the same greedy schedules, masks and values), so it
    shows nothing the smaller W does not, where the analysis says the same at both W. With
    `ordered`, every order of the threads' behaviours is an input of its own (for a program whose
    lanes may be mixed up, as a vectorizer's output)."""
    params = case.params()
    if all(shape in ("u", "v") for _, shape in params):
        yield from _behaviour_inputs(case, lanes, distinct, ordered)
        return
    pools = [_pool(shape, lanes) for _, shape in params]
    for combo in itertools.product(*pools):
        yield {name: list(v) for (name, _), v in zip(params, combo, strict=True)}


def walk(graph: Graph, bits: dict[int, int]) -> tuple[int, ...]:
    """The blocks one thread runs through in the program of `graph` (`program`) when the
    condition of the branch in block b is `bits[b]`: a branch in a loop takes its condition
    xor-ed with whether this is a later iteration of its innermost loop (the header entered from
    a latch). Threads run alone the same blocks as in lock-step, since the program has no
    horizontal operations. A run that does not end (a loop whose condition turns true for good
    in later iterations) is cut where its state repeats: it reaches no other block."""
    cfg = _cfg(graph)
    loops = loop_forest(cfg)
    later: dict[int, int] = {}
    path, block, came = [0], 0, -1
    seen: set[tuple[int, int, tuple[tuple[int, int], ...]]] = set()
    while graph[block]:
        state = (block, came, tuple(sorted(later.items())))
        if state in seen:
            break
        seen.add(state)
        if f"b{block}" in loops.loops:
            later[block] = int(f"b{came}" in loops.loops[f"b{block}"].latches)
        succ = graph[block]
        if len(succ) == 1:
            nxt = succ[0]
        else:
            lp = loops.loop_of(f"b{block}")
            cond = bits[block] ^ (later[int(lp.header[1:])] if lp is not None else 0)
            nxt = succ[0] if cond else succ[1]
        came, block = block, nxt
        path.append(block)
    return tuple(path)


def _behaviour_inputs(case: Case, lanes: int, distinct: bool,
                      ordered: bool) -> Iterator[dict[str, list]]:
    """The inputs of u/v parameters as multisets of `lanes` thread behaviours, for every choice
    of 0 or 1 for the uniform ones: a behaviour is a row of bits of the varying parameters with
    the bits of the branches its thread does not reach set to 0."""
    params = case.params()
    kind = dict(zip(case.branches, case.kinds, strict=True))
    varying = [b for b in case.branches if kind[b] == "v"]
    uniform = [b for b in case.branches if kind[b] == "u"]
    for ubits in itertools.product((0, 1), repeat=len(uniform)):
        rows = set()
        for vbits in itertools.product((0, 1), repeat=len(varying)):
            bits = dict(zip(uniform, ubits, strict=True)) | dict(zip(varying, vbits, strict=True))
            reached = set(walk(case.graph, bits))
            rows.add(tuple(bits[b] if b in reached else 0 for b in varying))
        multisets = (itertools.combinations if distinct else
                     itertools.combinations_with_replacement)
        choices = itertools.product(sorted(rows), repeat=lanes) if ordered else multisets(
            sorted(rows), lanes)
        for threads in choices:
            args = {f"c{b}": [row[j] for row in threads] for j, b in enumerate(varying)}
            args.update({f"c{b}": [bit] * lanes for b, bit in zip(uniform, ubits, strict=True)})
            yield {name: args[name] for name, _ in params}


def _pool(shape: str, lanes: int) -> list[tuple[int, ...]]:
    if shape == "v":
        return list(itertools.product((0, 1), repeat=lanes))
    if shape == "u":
        return [(0,) * lanes, (1,) * lanes]
    strided = parse_shape(shape)
    assert isinstance(strided, Strided), f"a compared parameter is strided, not {shape}"
    return [tuple(strided_lanes(strided, k, lanes)) for k in (0, 1)]


# ------------------------------------------------------------------ the obligation


@attrs.define
class Report:
    """What one run of the obligation covered and found."""

    blocks: int = 0  # the largest N completed
    cfgs: int = 0
    assignments: int = 0
    inputs: int = 0
    schedules: int = 0
    contradictions: int = 0
    seconds: float = 0.0
    first: tuple[Case, Contradiction] | None = None  # the smallest counterexample

    def summary(self, variants: Sequence[str], lattice: str) -> str:
        name = "+".join(variants) or "fixed"
        return (f"analysis {name} ({lattice} lattice), W = {', '.join(map(str, LANES))}, FR and OBL: "
                f"N = {self.blocks} completed, {self.cfgs} CFGs, {self.assignments} assignments, "
                f"{self.inputs} inputs, {self.schedules} greedy schedules, "
                f"{self.contradictions} contradictions, {self.seconds:.1f} s")


def check_case(case: Case, lattice: str, variants: Sequence[str],
               found: list[Contradiction]) -> tuple[int, int]:
    """Check one case at every W of LANES; contradictions go to `found`. (inputs, schedules)."""
    module = parse_module(case.text())
    fn = module.function("cfg")
    init, _ = parse_signature(case.signature, fn)
    runs = schedules = 0
    before = None
    for w in LANES:
        result = analyze(module, fn, init, lattice, w, variants)
        for args in inputs(case, w, distinct=result == before):
            runs += 1
            schedules += check_inputs(module, "cfg", result, w, args, found,
                                      max_schedules=10_000, max_steps=200)
        before = result
    return runs, schedules


def prove(max_blocks: int, lattice: str = "basic", variants: Sequence[str] = (),
          stop_at_first: bool = False, min_blocks: int = 1, shard: tuple[int, int] = (0, 1)) -> Report:
    """Run the obligation for N = min_blocks .. max_blocks (every CFG, assignment, input and
    greedy schedule); with `stop_at_first`, stop at the first contradiction. `shard` (k, m)
    takes the CFGs whose position in the enumeration is k modulo m (to split the work)."""
    report = Report()
    start = time.perf_counter()
    for n in range(min_blocks, max_blocks + 1):
        for position, g in enumerate(cfgs(n)):
            if position % shard[1] != shard[0]:
                continue
            report.cfgs += 1
            for ks in itertools.product(kinds(lattice), repeat=sum(len(s) == 2 for s in g)):
                case = Case(g, ks)
                found: list[Contradiction] = []
                runs, schedules = check_case(case, lattice, variants, found)
                report.assignments += 1
                report.inputs += runs
                report.schedules += schedules
                report.contradictions += len(found)
                if found and report.first is None:
                    report.first = (case, found[0])
                if found and stop_at_first:
                    report.seconds = time.perf_counter() - start
                    return report
        report.blocks = n
    report.seconds = time.perf_counter() - start
    return report


def counterexample(case: Case, c: Contradiction, lattice: str, variants: Sequence[str],
                   directory: Path) -> str:
    """A counterexample a person can replay: the program (also written to a file), the
    arguments, the schedule and the command lines."""
    path = directory / f"pllvm-proof-{'-'.join(variants) or 'fixed'}.pll"
    path.write_text(case.text(), encoding="utf-8")
    lat = f" --lattice {lattice}" if lattice != "basic" else ""
    named = [v for v in variants if v in PUBLISHED]
    variant = f" --variant {named[0]}" if len(named) == 1 and len(variants) == 1 else ""
    note = ("" if variant or not variants else
            f"  (the variant {', '.join(variants)} is `analyze(..., variants=...)` only; "
            "the check line checks the fixed analysis)\n")
    return (f"counterexample: {c.fact}, but {c.observed}\n"
            f"  block {c.block}, step {c.step}, W = {c.lanes}, {c.interp}, arguments {c.args}\n"
            f"  shapes {case.signature}, schedule {' '.join(c.schedule)}\n"
            f"{case.text()}"
            f"  replay: {c.replay_command(str(path), 'cfg')}\n"
            f"  check:  pllvm analyze {path} --shapes {shlex.quote(case.signature)}{lat} "
            f"-W {c.lanes} --check --check-lanes {c.lanes}{variant}\n{note}")


def _blocks(bound: str, variant: str | None) -> int:
    """N of a bound: small is 4 (5 for a published variant, searched for its counterexample),
    full is 6."""
    return {"small": 4 if variant is None else 5, "full": 6}.get(bound) or int(bound)


def shards(bound: str, variant: str | None) -> int:
    """How many tasks the obligation splits into at `bound` (by position in the enumeration); a
    published variant's search stops at its first counterexample, in one task."""
    n = _blocks(bound, variant)
    return 1 if n <= 4 or variant is not None else 8 if n == 5 else 64


def verdict(bound: str, variant: str | None, shard: tuple[int, int] = (0, 1)) -> Verdict:
    """`pllvm prove divergence-soundness` (the fixed analysis, N = 4 small, 6 full) and
    `divergence-VARIANT` (a published rule, searched up to N = 5 small, 6 full, stopping at the
    first contradiction), on the CFGs of one shard."""
    n = _blocks(bound, variant)
    variants = [variant] if variant else []
    lattice = "sa" if variant == "published_compare" else "basic"
    report = prove(n, lattice, variants, stop_at_first=variant is not None, shard=shard)
    name = f"divergence-{variant.replace('_', '-')}" if variant else "divergence-soundness"
    summary = report.summary(variants, lattice)
    counts = attrs.asdict(report, filter=lambda a, _v: a.name not in ("first", "seconds"))
    if report.first is None:
        return Verdict(name, "holds", f"N = {report.blocks}", summary, report.seconds, counts=counts)
    text = counterexample(*report.first, lattice, variants, Path(tempfile.gettempdir()))
    return Verdict(name, "counterexample", f"N ≤ {n}", summary, report.seconds, text, counts)


def combine(parts: Sequence[Verdict], variant: str | None) -> Verdict:
    """The verdict of the shards together: their numbers added up, the first counterexample."""
    variants = [variant] if variant else []
    lattice = "sa" if variant == "published_compare" else "basic"
    return combine_shards(parts, lambda counts, seconds: Report(**counts, seconds=seconds).summary(
        variants, lattice))


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: run the obligation, print the numbers and the smallest counterexample;
    exit 1 on a contradiction."""
    ap = argparse.ArgumentParser(prog="python -m proofs.divergence_soundness",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--blocks", "-N", type=int, default=4, help="largest number of blocks")
    ap.add_argument("--variant", action="append", default=[],
                    help="an analysis variant (published_compare, popl_printed, no_sync, ipd, ...)")
    ap.add_argument("--lattice", choices=["basic", "sa"],
                    help="default: sa for published_compare, basic otherwise")
    ap.add_argument("--shard", nargs=2, type=int, default=(0, 1), metavar=("K", "M"),
                    help="only the CFGs at positions k modulo m of the enumeration")
    ap.add_argument("--first", action="store_true", help="stop at the first contradiction")
    ap.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()),
                    help="where the counterexample's program is written")
    a = ap.parse_args(argv)
    lattice = a.lattice or ("sa" if "published_compare" in a.variant else "basic")
    report = prove(a.blocks, lattice, a.variant, a.first, shard=tuple(a.shard))
    print(report.summary(a.variant, lattice))
    if report.first is not None:
        print(counterexample(*report.first, lattice, a.variant, a.out))
    return 1 if report.contradictions else 0


if __name__ == "__main__":
    sys.exit(main())
