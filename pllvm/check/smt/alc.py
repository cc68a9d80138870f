"""[ALC] The active-lane consolidation positions on z3 terms (semantics/builtins.md): the
symbolic counterpart of `pllvm.exec.theta.alc_positions`, used by the SMT engine and by the proof
obligations of `proofs/alc_permutation.py`."""

from __future__ import annotations

import z3

from pllvm.check.smt.ints import count

__all__ = ["destination", "positions"]


def destination(c0: list[z3.BoolRef], c1: list[z3.BoolRef], k: int,
                bits: int) -> tuple[z3.BoolRef, z3.BitVecRef]:
    """Where position k of the pair goes: (in the merged vector, its lane there). The first
    iteration's taken lanes fill the merged vector from lane 0 in order and its other lanes the
    remainder; `S`, the second's taken then untaken lanes, continues the merged vector and, past
    lane W, lands in the remainder at its own index."""
    w = len(c0)
    a0, a1 = count(c0, bits), count(c1, bits)
    if k < w:
        rank = count(c0[:k], bits)
        return c0[k], z3.If(c0[k], rank, z3.BitVecVal(k, bits) - rank)
    k -= w
    rank = count(c1[:k], bits)
    s = z3.If(c1[k], rank, a1 + z3.BitVecVal(k, bits) - rank)
    merged = z3.ULT(a0 + s, z3.BitVecVal(w, bits))
    return merged, z3.If(merged, a0 + s, s)


def positions(c0: list[z3.BoolRef], c1: list[z3.BoolRef],
              bits: int = 32) -> tuple[list[z3.BitVecRef], list[z3.BitVecRef]]:
    """The merged and remainder positions on each lane (`alc_merged`, `alc_remainder`) of two
    iterations whose taken lanes are c0 and c1, as `bits`-wide terms."""
    w = len(c0)
    dest = [destination(c0, c1, k, bits) for k in range(2 * w)]
    out: tuple[list[z3.BitVecRef], list[z3.BitVecRef]] = ([], [])
    for which, vector in enumerate(out):
        for j in range(w):
            lane = z3.BitVecVal(j, bits)
            acc = z3.BitVecVal(0, bits)
            for k in reversed(range(2 * w)):
                into_merged, slot = dest[k]
                here = into_merged if which == 0 else z3.Not(into_merged)
                acc = z3.If(z3.And(here, slot == lane), z3.BitVecVal(k, bits), acc)
            vector.append(acc)
    return out
