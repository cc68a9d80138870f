"""[ALC] The interpreter's consolidation positions (`exec.theta.alc_positions`) and the z3
encoding's (`check.smt.alc.positions`) agree on every pair of taken-lane masks, W = 1..5; and the
two are a permutation with the taken lanes first, as semantics/builtins.md states."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
import z3

from pllvm.check.smt.alc import positions
from pllvm.exec.theta import alc_positions


#: every pair of masks: W ≤ 4 by default, W = 5 (1,024 pairs) with --runslow
@pytest.mark.parametrize("w", [1, 2, 3, 4, pytest.param(5, marks=pytest.mark.slow)])
def test_interpreter_and_encoding_agree_on_every_mask(w: int) -> None:
    for bits in itertools.product((False, True), repeat=2 * w):
        c0, c1 = np.array(bits[:w]), np.array(bits[w:])
        merged, remainder = positions([z3.BoolVal(b) for b in bits[:w]],
                                      [z3.BoolVal(b) for b in bits[w:]], 16)
        symbolic = [z3.simplify(x).as_long() for x in merged + remainder]
        m, r = alc_positions(c0, c1)
        assert symbolic == [*m.tolist(), *r.tolist()], bits


@pytest.mark.parametrize("w", [2, 3, 4, 6])
def test_positions_are_a_consolidating_permutation(w: int) -> None:
    for bits in itertools.product((False, True), repeat=2 * w):
        taken = np.array(bits)
        m, r = alc_positions(taken[:w], taken[w:])
        both = np.concatenate([m, r])
        assert sorted(both.tolist()) == list(range(2 * w))
        al = int(taken.sum())
        assert taken[m[: min(w, al)]].all()
        assert not taken[r].any() or al > w
        moved = [k for k in both.tolist() if taken[k]]
        assert moved == sorted(moved)
