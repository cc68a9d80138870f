"""Proof obligations of pllvm, each checked by z3 or by exhaustive enumeration up to a bound.

`OBLIGATIONS` lists them for `pllvm prove`: each runs at a bound (`small`, `full`, or a number)
and gives a `Verdict`. An obligation whose bound is large splits into shards (`shards(bound)`,
fixed by the bound alone), which a campaign runs as tasks on any number of workers; `combine`
makes one verdict of the shards' verdicts, in shard order, so the verdict does not depend on
the workers. The obligations marked `published` state a published rule that is wrong:
they are expected to end with a counterexample, and run only when named.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, Literal

import attrs

__all__ = ["OBLIGATIONS", "Obligation", "Status", "Verdict", "combine_shards"]

Status = Literal["holds", "counterexample", "unknown"]


@attrs.frozen
class Verdict:
    """What one obligation showed at its bound."""

    name: str
    status: Status
    bound: str  # the bound reached, in words
    summary: str  # what was covered: numbers of cases, schedules, lanes
    seconds: float
    counterexample: str = ""  # printed, with the command that replays it where it is a program
    counts: dict[str, int] = attrs.field(factory=dict)  # what was covered, as numbers shards add up


@attrs.frozen
class Obligation:
    """A statement, whether it is a published (wrong) one, and how to check it at a bound."""

    name: str
    statement: str
    published: bool
    check: Callable[[str, tuple[int, int]], Verdict]  # (bound, (shard k, of m))
    shards: Callable[[str], int] = lambda _bound: 1
    combine: Callable[[Sequence[Verdict]], Verdict] = lambda parts: parts[0]


def combine_shards(parts: Sequence[Verdict], describe: Callable[[dict[str, int], float], str]) -> Verdict:
    """[PROVE-SHARD] The shards' verdicts as one: their counts added up (`blocks`, the N every
    shard completed, is the least), the status and counterexample of the first shard with a
    counterexample, else of the first unknown, else holds; `describe(counts, seconds)` words the
    summary."""
    status: Status = "holds"
    decisive = parts[0]
    for wanted in ("unknown", "counterexample"):
        decisive, status = next(((v, wanted) for v in parts if v.status == wanted), (decisive, status))
    counts = {k: (min if k == "blocks" else sum)(p.counts[k] for p in parts) for k in parts[0].counts}
    seconds = sum(p.seconds for p in parts)
    summary = (parts[0].summary if len(parts) == 1 else
               f"{describe(counts, seconds)} (CPU time over {len(parts)} shards)")
    return Verdict(decisive.name, status, decisive.bound, summary, seconds,
                   decisive.counterexample, counts)


def _enumerated(module: str, name: str, statement: str, variant: str | None,
                published: bool | None = None) -> Obligation:
    """An obligation checked by enumerating CFGs (`divergence_soundness`, `linearization`,
    `schedules`): its module gives `verdict(bound, variant, shard)`, `shards(bound, variant)` and
    `combine(parts, variant)`; a variant is a published rule unless `published` says not."""
    def load() -> Any:
        return importlib.import_module(f"proofs.{module}")

    return Obligation(name, statement, variant is not None if published is None else published,
                      lambda bound, shard: load().verdict(bound, variant, shard),
                      lambda bound: load().shards(bound, variant),
                      lambda parts: load().combine(parts, variant))


def _alc(tail: bool) -> Callable[[str, tuple[int, int]], Verdict]:
    def check(bound: str, _shard: tuple[int, int]) -> Verdict:
        from proofs import alc_permutation as alc

        return alc.verdict(bound, tail)

    return check


_DA_VARIANTS = {
    "published_compare": "the symmetric signed-compare rule of §10.4.4 ([SA-CMP])",
    "popl_printed": "Algorithm 1 of the POPL'21 paper as printed ([POPL-ALG1])",
    "direct_cdep": "the direct, reflexive cdep_on of the activation sets, §6.4 ([DA-CDEP])",
    "theorem1": "Theorem 1, §7.3: back edges can be ignored ([DA-ITER], [DA-OVERTAKE])",
}

OBLIGATIONS: dict[str, Obligation] = {
    "divergence-soundness": _enumerated(
        "divergence_soundness", "divergence-soundness",
        "the divergence analysis is sound for every greedy schedule on every reducible CFG up to "
        "N blocks, every uniform/varying branch, every 0/1 branch pattern, W = 2 and 3, FR and OBL",
        None),
    **{f"divergence-{v.replace('_', '-')}": _enumerated(
        "divergence_soundness", f"divergence-{v.replace('_', '-')}", f"the same with {text}", v)
       for v, text in _DA_VARIANTS.items()},
    "linearization": _enumerated(
        "linearization", "linearization",
        "the vectorizer's output under OBL, and under FR (it is control-uniform: ch. 3.6), returns "
        "on every thread what its input returns under FR, on every reducible CFG up to N blocks "
        "with one or two ret blocks, every uniform/varying branch, every 0/1 branch pattern, W = 2 "
        "and 3 (ch. 8, App. B)", None),
    "boscc": _enumerated(
        "linearization", "boscc",
        "the same with BOSCC: the vectorizer's output with branches that skip all-false blocks "
        "(ch. 9.2) returns what its input returns", "boscc", published=False),
    "loop-transform": _enumerated(
        "linearization", "loop-transform",
        "the divergent loop transform's output, whose loops are uniform, returns under OBL and FR "
        "on every greedy schedule what its input returns under FR (ch. 3.6, 9.1: with uniform "
        "loops the code is correct under both interpretations)", "dlt", published=False),
    "linearization-published-single-exit": _enumerated(
        "linearization", "linearization-published-single-exit",
        "the same with partial linearization as published: no single sink first ([TR-LIN-SINK])",
        "published_single_exit"),
    "schedules": _enumerated(
        "schedules", "schedules",
        "every greedy schedule under FR terminates and returns on every thread what the thread "
        "returns alone, on every reducible CFG up to N blocks, every uniform/varying branch, every "
        "0/1 branch pattern on which each thread alone returns, W = 2 and 3 (ch. 4 goal 1, ch. 5)",
        None),
    "builtins-lowering": Obligation(
        "builtins-lowering",
        "any, all, ballot and popcount lowered to SIMD code and run natively return on every "
        "thread what the interpreter returns, for every activation and argument (W = 1-4 small, "
        "1-8 full)",
        False, lambda bound, _shard: importlib.import_module("proofs.builtins_lowering").verdict(bound)),
    "widening": Obligation(
        "widening",
        "every instruction the back end lowers (integer and float operations with their poison "
        "flags, comparisons, casts, select, freeze, lane-wise intrinsics), widened to SIMD code for "
        "W = 8 and run natively with varying and uniform operands, returns what the interpreter "
        "returns wherever that is not poison, on every operand pair (i1-i4 small, i1-i8 full; "
        "float and double: a sample of specials, boundaries and random values)",
        False, lambda bound, _shard: importlib.import_module("proofs.widening").verdict(bound)),
    "smt-encoding": Obligation(
        "smt-encoding",
        "the z3 encoding of every instruction and of every call it gives a meaning (integer "
        "intrinsics, reductions, exact float functions) equals the interpreter's rule on every "
        "operand, each also undefined and poison, with every flag (integers exhaustively at i1-i4 "
        "small, i1-i6 full; float and double on a sample): undefined behaviour, state and value",
        False, lambda bound, _shard: importlib.import_module("proofs.smt_encoding").verdict(bound)),
    "alc-permutation": Obligation(
        "alc-permutation",
        "the ALC positions are a permutation of [0, 2W) that puts the taken lanes first, in order; "
        "the seed's SVE sequence computes them; alc_permute commutes with lane-wise functions",
        False, _alc(False)),
    "alc-sve-tail": Obligation(
        "alc-sve-tail",
        "the seed's SVE sequence (Fig. 3.9) is a permutation under a partial governing predicate "
        "(a loop's tail; Fig. 3.8 calls its zero-filled lanes harmless)",
        True, _alc(True)),
}
