"""The proof obligations of proofs/alc_permutation.py: W = 1..5 and 8 in the default suite, the
full bound (W = 16, 32, 64) with PLLVM_PROOFS_FULL=1. Every property holds; the seed's SVE
sequence under a partial governing predicate is refuted with a counterexample."""

from __future__ import annotations

import os

import pytest

from proofs.alc_permutation import main, prove

FULL = os.environ.get("PLLVM_PROOFS_FULL") == "1"


@pytest.mark.parametrize("w", [1, 2, 3, 4, 5, 8])
def test_the_consolidation_properties_hold(w: int) -> None:
    outcomes = {o.name: o for o in prove([w])}
    for name in ("permutation", "consolidation", "order", "sve", "commutation"):
        assert outcomes[name].proved, (name, outcomes[name].model)
    if w >= 2:
        assert not outcomes["sve-tail"].proved and "p2" in outcomes["sve-tail"].model


def test_the_command_line_prints_each_verdict(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lanes", "2", "4"]) == 0
    out = capsys.readouterr().out
    assert "W =  4  permutation   proved" in out and "W =  4  sve-tail      refuted" in out
    assert "counterexample: " in out


@pytest.mark.skipif(not FULL, reason="W = 16, 32, 64 take minutes: set PLLVM_PROOFS_FULL=1")
@pytest.mark.parametrize("w", [16, 32, 64])
def test_the_consolidation_properties_hold_at_wide_vectors(w: int) -> None:
    outcomes = {o.name: o for o in prove([w])}
    assert all(o.proved for name, o in outcomes.items() if name != "sve-tail")
    assert not outcomes["sve-tail"].proved
