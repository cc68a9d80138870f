"""pytest configuration: long campaigns run only with --runslow."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1]))  # the proofs/ package

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", help="also run long campaigns")


#: the test files that take longest, longest first (about 285, 210, 120, 60, 45, 45, 45 and 40
#: seconds of one worker, `--durations=0`): they are collected first, so that pytest-xdist's
#: loadfile hands them out before the many short files and the workers finish together (longest
#: processing time first); the other files keep their order
LONGEST_FIRST = ("tests/transform/test_corpus_pipeline.py", "tests/check/smt/test_lockstep.py",
                 "tests/check/smt/test_agreement.py", "tests/analysis/test_soundness.py",
                 "tests/backend/test_differential.py", "tests/transform/test_outer.py",
                 "tests/test_prove.py", "tests/check/smt/test_induction.py")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    rank = {path: k for k, path in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(rank)))
    if config.getoption("--runslow"):
        return
    skip = pytest.mark.skip(reason="long campaign: run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
