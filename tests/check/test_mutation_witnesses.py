"""The witnesses of the mutation suite: a file's `; WITNESS:` input shows its bug in the interpreter.

On the witness, `@src` and `@bad` must differ (return value per lane, buffer contents, or one side
ending in undefined behaviour) and `@src` and `@good` must agree, each side under the
interpretation its `; MUTATION:` claim states. For the vectorize relation the source is W scalar
runs, one per lane; for `same`, a run with the claim's W threads. The check is independent of
`pllvm check`: it says the bug is real, whatever the checker finds.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import MUTATIONS, mutation_sides, witness_input

from pllvm.check import Side
from pllvm.exec import Buffer, run

WITNESSED = [p for p in MUTATIONS if witness_input(p)]

Outcome = tuple[str, str, bool]


def _outcome(side: Side, lanes: int, args: dict[str, object], buffers: dict[str, Buffer]) -> Outcome:
    """Return values per lane and final buffer contents as JSON text (so -0.0 and 0.0 differ),
    and whether the run ended in UB."""
    r = run(side.module, side.function, lanes, side.interp, args, buffers)
    return json.dumps(r.ret, default=str), json.dumps(r.memory, default=str), r.ub is not None


def _lane(args: dict[str, object], t: int) -> dict[str, object]:
    """Thread t's arguments: its element of every per-lane list."""
    return {k: v[t] if isinstance(v, list) else v for k, v in args.items()}


def _source(side: Side, claim: dict[str, str], args: dict[str, object],
            buffers: dict[str, Buffer]) -> Outcome:
    """The source's outcome: W scalar runs for vectorize, one W-thread run for same."""
    lanes = int(claim["lanes"])
    if claim["relation"] != "vectorize":
        return _outcome(side, lanes, args, buffers)
    runs = [_outcome(side, 1, _lane(args, t), buffers) for t in range(lanes)]
    rets = [json.loads(r[0]) for r in runs]
    lane_rets = [None if ret is None else ret[0] for ret in rets]
    return json.dumps(lane_rets, default=str), runs[-1][1], any(r[2] for r in runs)


def test_the_new_mutations_have_witnesses() -> None:
    assert len(WITNESSED) >= 8


@pytest.mark.parametrize("path", WITNESSED, ids=lambda p: p.stem)
def test_the_witness_shows_the_bug_and_not_the_correct_version(path: Path) -> None:
    args, buffers = witness_input(path)
    claim, src, good = mutation_sides(path, "good")
    _claim, _src, bad = mutation_sides(path, "bad")
    lanes = int(claim["lanes"])
    expected = _source(src, claim, args, buffers)
    assert not expected[2], "the witness is undefined for the source"
    assert _outcome(good, lanes, args, buffers) == expected
    assert _outcome(bad, lanes, args, buffers) != expected
