"""`pllvm prove`: the obligations of proofs/ from the command line, with their exit codes (0 all
hold, 1 a counterexample, 2 bad input) and the published rules refuted with counterexamples."""

from __future__ import annotations

import json

import pytest

from pllvm.cli import main


def test_list_names_every_obligation(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["prove", "--list"]) == 0
    out = capsys.readouterr().out
    assert "divergence-soundness: " in out and "alc-permutation: " in out
    assert "alc-sve-tail (published, expected to fail)" in out
    assert "divergence-theorem1 (published, expected to fail)" in out


def test_the_sound_obligations_hold_at_a_small_bound(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["prove", "divergence-soundness", "alc-permutation", "--bound", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    status = {o["name"]: (o["status"], o["bound"]) for o in out["obligations"]}
    assert status == {"divergence-soundness": ("holds", "N = 3"),
                      "alc-permutation": ("holds", "W in [1, 2, 3]")}


@pytest.mark.parametrize(("name", "shown"), [
    ("alc-sve-tail", "twice"),
    ("divergence-popl-printed", "replay: pllvm run "),
    ("divergence-published-compare", "replay: pllvm run "),
])
def test_a_published_rule_ends_in_a_counterexample(capsys: pytest.CaptureFixture[str], name: str,
                                                   shown: str) -> None:
    assert main(["prove", name, "--bound", "4"]) == 1
    out = capsys.readouterr().out
    assert f"{name}: counterexample" in out and shown in out


def test_bad_names_and_bounds_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["prove", "no-such-thing"]) == 2
    assert "no obligation no-such-thing" in capsys.readouterr().err
    assert main(["prove", "--bound", "huge"]) == 2
    assert "--bound takes small, full or a number" in capsys.readouterr().err
