"""The options of a check: one object every checking engine takes."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:  # the command line reads FUEL and TIME_LIMIT without importing the checkers
    from pllvm.check.inputs import BufferSpec

__all__ = ["FUEL", "TIME_LIMIT", "Options"]

FUEL = 20_000  # steps of one source run; an input the source needs more for is not compared
TIME_LIMIT = 120.0  # seconds of one check, by default


@attrs.frozen
class Options:
    """What a check runs: W, the shape signature, how many inputs, the seed, the budgets, what
    the user states about buffers, the target blocks the user accepts never running, and a
    callback told about progress after each input (`progress(done, total)`)."""

    lanes: int = 4
    shapes: str | None = None
    examples: int = 200
    seed: int = 0
    time_limit: float = TIME_LIMIT
    fuel: int = FUEL
    buffers: Mapping[str, BufferSpec] = attrs.field(factory=dict)
    allow_uncovered: frozenset[str] = frozenset()
    progress: Callable[[int, int], None] | None = attrs.field(default=None, eq=False)
