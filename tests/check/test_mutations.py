"""The mutation suite (`corpus/mutations/`): each file holds a source `@src`, a correct
vectorization `@good` and a realistic vectorizer bug `@bad`. The checker must find the bug, with a
counterexample that replays, and must accept the correct version."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from helpers import MUTATIONS, mutation_claim, mutation_sides

from pllvm.check import Options, check
from pllvm.check.differential import replay
from pllvm.check.verdict import Verdict
from pllvm.cli import main
from pllvm.text import parse_file

EXAMPLES = 150

@cache
def _verdict(path: Path, target: str) -> Verdict:
    claim, source, tgt = mutation_sides(path, target)
    lanes = int(claim["lanes"])
    if claim["relation"] == "vectorize":
        return check("vectorize", source, tgt,
                     Options(shapes=claim["shapes"], lanes=lanes, examples=EXAMPLES))
    return check("same", source, tgt, Options(lanes=lanes, examples=EXAMPLES))


def test_there_are_at_least_fifteen_mutations() -> None:
    assert len(MUTATIONS) >= 15


@pytest.mark.parametrize("path", MUTATIONS, ids=lambda p: p.stem)
def test_the_correct_version_is_valid(path: Path) -> None:
    v = _verdict(path, "good")
    assert v.kind == "valid", v.explain()
    assert f"{EXAMPLES} inputs drawn" in v.coverage


@pytest.mark.parametrize("path", MUTATIONS, ids=lambda p: p.stem)
def test_the_bug_is_invalid_and_its_counterexample_replays(path: Path, tmp_path: Path) -> None:
    v = _verdict(path, "bad")
    assert v.kind == "invalid", v.explain()
    cex = v.counterexample
    assert cex is not None and cex.difference
    case = tmp_path / "case.json"
    cex.save(case)
    _src, tgt, why = replay(json.loads(case.read_text()), parse_file)
    assert why is not None, "the saved counterexample no longer shows a difference"
    # the replay computes what the check saw
    assert json.dumps(tgt.ret, default=str) == json.dumps(cex.target["ret"], default=str)


@pytest.mark.parametrize("path", MUTATIONS[:3], ids=lambda p: p.stem)
def test_pllvm_check_reports_the_bug_and_replay_fails_again(path: Path, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture) -> None:
    claim = mutation_claim(path)
    argv = ["check", str(path), str(path), "--relation", claim["relation"], "--lanes",
            claim["lanes"], "--source-function", "src", "--examples", str(EXAMPLES)]
    if "shapes" in claim:
        argv += ["--shapes", claim["shapes"]]
    for key in ("source_interp", "target_interp"):
        if key in claim:
            argv += ["--" + key.replace("_", "-"), claim[key]]
    assert main([*argv, "--target-function", "good"]) == 0
    assert capsys.readouterr().out.startswith("valid: ")
    case = tmp_path / "bad.json"
    assert main([*argv, "--target-function", "bad", "--save", str(case)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("invalid\ncounterexample (") and f"pllvm run --replay {case}" in out
    assert main(["run", "--replay", str(case)]) == 1
    assert "difference: " in capsys.readouterr().out
