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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--runslow"):
        return
    skip = pytest.mark.skip(reason="long campaign: run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
