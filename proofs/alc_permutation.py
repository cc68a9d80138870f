"""Proof obligations: the active-lane consolidation builtins are a consolidating permutation.

For every W of the bound and every pair of taken-lane masks (c0, c1) (two W-bit vectors, so every
activation and every p0, p1), z3 proves of the positions `alc_merged` and `alc_remainder` give
(`pllvm.check.smt.alc`, the encoding the SMT engine runs; `tests/check/smt/test_alc.py` checks the
interpreter's `alc_positions` against it exhaustively for small W):

1. permutation: every position of [0, 2W) lands on exactly one lane of the merged or remainder
   vector;
2. consolidation: the first min(W, AL) merged lanes hold taken positions (AL = a0 + a1), so
   AL ≥ W makes the merged vector full and AL ≤ W leaves no taken position in the remainder;
3. order: the taken positions keep their order in merged ++ remainder;
4. SVE: the 15-instruction sequence of the seed's Fig. 3.9 computes the same two vectors when its
   governing predicate is all true, and with a partial governing predicate (a loop's tail) it is
   not a permutation: a counterexample is printed ([ALC] in semantics/builtins.md);
5. commutation: `alc_permute` commutes with every lane-wise function (an uninterpreted one).

    python -m proofs.alc_permutation [--lanes 1 2 4 8 16 32 64]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterator, Sequence

import attrs
import z3

from pllvm.check.smt.alc import destination, positions
from pllvm.check.smt.ints import count
from proofs import Status, Verdict

__all__ = ["Outcome", "main", "prove", "sve_sequence", "tail_counterexample", "verdict"]

BITS = 16  # wide enough for positions and counts up to 2W = 128
LANES = (1, 2, 3, 4, 5, 8)
FULL_LANES = (16, 32, 64)


def _masks(w: int) -> tuple[z3.BitVecRef, z3.BitVecRef, list[z3.BoolRef], list[z3.BoolRef]]:
    m0, m1 = z3.BitVec("c0", w), z3.BitVec("c1", w)
    bits = [z3.Extract(t, t, m0) == 1 for t in range(w)], [z3.Extract(t, t, m1) == 1 for t in range(w)]
    return m0, m1, bits[0], bits[1]


def _val(n: int) -> z3.BitVecRef:
    return z3.BitVecVal(n, BITS)


def _taken(c0: list[z3.BoolRef], c1: list[z3.BoolRef], k: int) -> z3.BoolRef:
    w = len(c0)
    return c0[k] if k < w else c1[k - w]


def permutation(c0: list[z3.BoolRef], c1: list[z3.BoolRef]) -> list[z3.BoolRef]:
    """1: every position lands on a lane of the 2W slots and no two on one (one claim per pair),
    so `destination` is a bijection onto the slots. `positions` reads it back: each lane's
    If-chain picks the position that lands there, which exists and is unique by the bijection;
    up to W = 8 that readback is also proved lane by lane, as a check of the construction."""
    w = len(c0)
    dest = [destination(c0, c1, k, BITS) for k in range(2 * w)]
    at = [z3.If(into, slot, slot + w) for into, slot in dest]
    claims = [z3.ULT(slot, _val(w)) for _, slot in dest]
    claims += [at[k] != at[q] for k in range(2 * w) for q in range(k + 1, 2 * w)]
    if w <= 8:
        merged, remainder = positions(c0, c1, BITS)
        claims += [z3.Or(*[z3.And(vec[j] == k, at[k] == j + w * which) for k in range(2 * w)])
                   for which, vec in enumerate((merged, remainder)) for j in range(w)]
    return claims


def consolidation(c0: list[z3.BoolRef], c1: list[z3.BoolRef]) -> list[z3.BoolRef]:
    """2: a position on merged lane j < min(W, AL) is taken; so AL ≥ W fills the merged vector
    and AL ≤ W puts every taken position in it."""
    w = len(c0)
    al = count(c0, BITS) + count(c1, BITS)
    full = z3.If(z3.ULT(al, _val(w)), al, _val(w))
    out = []
    for k in range(2 * w):
        into, slot = destination(c0, c1, k, BITS)
        out.append(z3.Implies(z3.And(into, z3.ULT(slot, full)), _taken(c0, c1, k)))
        out.append(z3.Implies(z3.And(z3.ULE(al, _val(w)), _taken(c0, c1, k)), into))
    return out


def order(c0: list[z3.BoolRef], c1: list[z3.BoolRef]) -> list[z3.BoolRef]:
    """3: taken positions k < k' land at lanes in the same order in merged ++ remainder."""
    w = len(c0)
    dest = [destination(c0, c1, k, BITS) for k in range(2 * w)]
    at = [z3.If(into, slot, slot + w) for into, slot in dest]
    return [z3.Implies(z3.And(_taken(c0, c1, k), _taken(c0, c1, q)), z3.ULT(at[k], at[q]))
            for k in range(2 * w) for q in range(k + 1, 2 * w)]


# ---------------------------------------------------------------- the SVE sequence (Fig. 3.9)

Vec = list[z3.BitVecRef]
Pred = list[z3.BoolRef]


def _compact(p: Pred, z: Vec) -> Vec:
    """SVE `compact`: the active elements low, in order, the rest 0."""
    w = len(z)
    ranks = [count(p[:t], BITS) for t in range(w)]
    out = []
    for j in range(w):
        acc = _val(0)
        for t in reversed(range(w)):
            acc = z3.If(z3.And(p[t], ranks[t] == j), z[t], acc)
        out.append(acc)
    return out


def _whilelt(n: z3.BitVecRef, w: int) -> Pred:
    return [z3.ULT(_val(j), n) for j in range(w)]


def _splice_prefix(n: z3.BitVecRef, a: Vec, b: Vec) -> Vec:
    """SVE `splice` under `whilelt(0, n)`: a[0..n) then b from its start (Fig. 3.9 only splices
    under such prefixes)."""
    w = len(a)
    out = []
    for j in range(w):
        acc = a[j]
        for i in range(w):
            acc = z3.If(z3.And(z3.ULE(n, _val(j)), _val(j) - n == i), b[i], acc)
        out.append(acc)
    return out


def sve_sequence(p0: Pred, p1: Pred, p2: Pred) -> tuple[Vec, Vec]:
    """The 15 instructions of the seed's Fig. 3.9 on v0 = [0, W), v1 = [W, 2W): (vM, vR)."""
    w = len(p0)
    v0, v1 = [_val(t) for t in range(w)], [_val(w + t) for t in range(w)]
    z2 = _compact(p0, v0)                                   # 1 compact z2, p0, z0
    z3_ = _compact(p1, v1)                                  # 2 compact z3, p1, z1
    p3 = [z3.And(p2[t], z3.Not(p0[t])) for t in range(w)]   # 3 not p3, p2/z, p0
    z4 = _compact(p3, v0)                                   # 4 compact z4, p3, z0
    x2 = count(p3, BITS)                                    # 5 cntp x2, p3
    p4 = [z3.And(p2[t], z3.Not(p1[t])) for t in range(w)]   # 6 not p4, p2/z, p1
    z5 = _compact(p4, v1)                                   # 7 compact z5, p4, z1
    x0 = count(p1, BITS)                                    # 8 cntp x0, p1
    z3_ = _splice_prefix(x0, z3_, z5)                       # 9-10 whilelt p4; splice z3
    x1 = count(p0, BITS)                                    # 11 cntp x1, p0
    vm = _splice_prefix(x1, z2, z3_)                        # 12, 14 whilelt p3; splice z2
    vr = [z3.If(lane, a, b) for lane, a, b in zip(_whilelt(x2, w), z4, z3_, strict=True)]  # 13, 15
    return vm, vr


def sve_refines(c0: Pred, c1: Pred) -> list[z3.BoolRef]:
    """4: with an all-true governing predicate, the sequence gives the builtins' positions, lane
    by lane."""
    w = len(c0)
    vm, vr = sve_sequence(c0, c1, [z3.BoolVal(True)] * w)
    merged, remainder = positions(c0, c1, BITS)
    return [x == y for x, y in zip(vm + vr, merged + remainder, strict=True)]


def sve_tail_permutes(c0: Pred, c1: Pred, p2: Pred) -> z3.BoolRef:
    """The claim that fails: under a partial governing predicate p2 (with c0, c1 inside it), the
    sequence's vM ++ vR is a permutation of [0, 2W)."""
    vm, vr = sve_sequence(c0, c1, p2)
    return z3.Distinct(*(vm + vr))


def commutation(w: int) -> list[z3.BoolRef]:
    """5: `alc_permute(f(x0), f(x1), k) = f(alc_permute(x0, x1, k))` for every lane-wise f (an
    uninterpreted function) and every in-range k."""
    f = z3.Function("f", z3.BitVecSort(32), z3.BitVecSort(32))
    x = [z3.BitVec(f"x{k}", 32) for k in range(2 * w)]
    k = z3.BitVec("k", BITS)

    def permute(pair: Sequence[z3.ExprRef]) -> z3.ExprRef:
        acc = pair[0]
        for u in reversed(range(2 * w)):
            acc = z3.If(k == u, pair[u], acc)
        return acc

    return [z3.Implies(z3.ULT(k, _val(2 * w)), permute([f(v) for v in x]) == f(permute(x)))]


# ---------------------------------------------------------------- running the obligations


@attrs.frozen
class Outcome:
    """One obligation at one W: proved, or refuted with a model."""

    name: str
    lanes: int
    proved: bool
    seconds: float
    model: str = ""


def _prove(name: str, w: int, claims: list[z3.BoolRef]) -> Outcome:
    """Each claim in turn (small queries solve faster than their conjunction); the first one
    refuted gives the model."""
    start = time.perf_counter()
    for claim in claims:
        solver = z3.Solver()
        solver.add(z3.Not(claim))
        result = solver.check()
        if result != z3.unsat:
            model = solver.model() if result == z3.sat else None
            return Outcome(name, w, False, time.perf_counter() - start,
                           str(model) if model is not None else str(result))
    return Outcome(name, w, True, time.perf_counter() - start)


def prove(lanes: Sequence[int]) -> Iterator[Outcome]:
    """Every obligation at every W of `lanes`, and the tail claim (expected refuted, W ≥ 2), each
    as it is decided."""
    for w in lanes:
        _, _, c0, c1 = _masks(w)
        checks: list[tuple[str, Callable[[Pred, Pred], list[z3.BoolRef]]]] = [
            ("permutation", permutation), ("consolidation", consolidation), ("order", order),
            ("sve", sve_refines)]
        for name, claims in checks:
            yield _prove(name, w, claims(c0, c1))
        yield _prove("commutation", w, commutation(w))
        if w >= 2:
            m2 = z3.BitVec("p2", w)
            p2 = [z3.Extract(t, t, m2) == 1 for t in range(w)]
            inside = z3.And(*[z3.Implies(z3.Or(c0[t], c1[t]), p2[t]) for t in range(w)])
            yield _prove("sve-tail", w, [z3.Implies(inside, sve_tail_permutes(c0, c1, p2))])


def _lanes_of(bound: str, tail: bool) -> tuple[int, ...]:
    """The W an obligation runs at: `small`, `full`, or every W of the full set up to a number."""
    full = (*LANES, *FULL_LANES)
    if bound == "small":
        return (2, 4) if tail else LANES
    if bound == "full":
        return full
    return tuple(w for w in full if w <= int(bound))


def tail_counterexample(w: int) -> str | None:
    """The SVE sequence under a partial governing predicate at W lanes, as a person reads it:
    the masks (lane 0 first), vM ++ vR, and the positions doubled and lost; None if it is a
    permutation for every such input."""
    m0, m1, c0, c1 = _masks(w)
    m2 = z3.BitVec("p2", w)
    p2 = [z3.Extract(t, t, m2) == 1 for t in range(w)]
    vm, vr = sve_sequence(c0, c1, p2)
    solver = z3.Solver()
    solver.add(*[z3.Implies(z3.Or(c0[t], c1[t]), p2[t]) for t in range(w)])
    solver.add(z3.Not(z3.Distinct(*(vm + vr))))
    if solver.check() != z3.sat:
        return None
    model = solver.model()

    def bits(m: z3.BitVecRef) -> str:
        value = model.eval(m, model_completion=True).as_long()
        return "".join(str(value >> t & 1) for t in range(w))

    got = [model.eval(x, model_completion=True).as_long() for x in vm + vr]
    doubled = sorted({k for k in got if got.count(k) > 1})
    lost = sorted(set(range(2 * w)) - set(got))
    return (f"W = {w}, governing predicate p2 = {bits(m2)}, p0 = {bits(m0)}, p1 = {bits(m1)}: "
            f"vM = {got[:w]}, vR = {got[w:]}; position(s) {doubled} twice, {lost} lost")


def verdict(bound: str, tail: bool) -> Verdict:
    """`pllvm prove alc-permutation` / `alc-sve-tail`: the obligations at every W of the bound."""
    start = time.perf_counter()
    lanes = _lanes_of(bound, tail)
    if tail:
        for w in lanes:
            if w >= 2 and (text := tail_counterexample(w)) is not None:
                return Verdict("alc-sve-tail", "counterexample", f"W = {w}",
                               "the SVE sequence under a partial governing predicate",
                               time.perf_counter() - start, text)
        return Verdict("alc-sve-tail", "holds", f"W in {list(lanes)}", "no counterexample",
                       time.perf_counter() - start)
    decided = [o for o in prove(lanes) if o.name != "sve-tail"]
    seconds = time.perf_counter() - start
    summary = f"{len(decided)} obligations at W in {list(lanes)}"
    for o in decided:
        if not o.proved:
            status: Status = "unknown" if o.model in ("unknown", "") else "counterexample"
            return Verdict("alc-permutation", status, f"W = {o.lanes}", summary, seconds,
                           f"{o.name} at W = {o.lanes}: {o.model}")
    return Verdict("alc-permutation", "holds", f"W in {list(lanes)}", summary, seconds)


def main(argv: Sequence[str] | None = None) -> int:
    """Print each obligation's verdict and time; exit 1 if one that should hold does not, or the
    tail claim is not refuted."""
    ap = argparse.ArgumentParser(prog="python -m proofs.alc_permutation",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--lanes", type=int, nargs="+", default=list(LANES))
    a = ap.parse_args(argv)
    bad = 0
    for o in prove(a.lanes):
        expected = o.name != "sve-tail"
        verdict = "proved" if o.proved else "refuted"
        print(f"W = {o.lanes:2d}  {o.name:13s} {verdict} ({o.seconds:.2f} s)", flush=True)
        if o.proved != expected:
            bad += 1
        if not o.proved:
            print(f"  counterexample: {o.model}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
