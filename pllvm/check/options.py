"""What a check is asked: its two sides and one options object every checking engine takes."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Literal

import attrs

from pllvm.errors import InputError
from pllvm.exec.inline import calls_inlined

if TYPE_CHECKING:  # the command line reads FUEL and TIME_LIMIT without importing the checkers
    from pllvm.check.inputs import BufferSpec
    from pllvm.exec.interp import Interp
    from pllvm.syntax import Function, Module

__all__ = ["AUTO", "DEFAULT_BOUND", "FUEL", "SMT_TIME_LIMIT", "TIME_LIMIT", "Options", "Relation",
           "Side"]

FUEL = 20_000  # steps of one source run; an input the source needs more for is not compared
TIME_LIMIT = 120.0  # seconds of one run-based check, by default
SMT_TIME_LIMIT = 60.0  # seconds of one check by z3, by default
DEFAULT_BOUND = 4  # loop iterations z3 unrolls where no loop steps by more than one
AUTO = None  # the loop bound `--unroll auto`: each vector body of the target runs once

#: [CHK-SAME] the target refines the source; [CHK-VECTORIZE] lane t of the target is the
#: source run alone on thread t's arguments
Relation = Literal["same", "vectorize", "loop"]


@attrs.frozen
class Side:
    """One side of a check: a function of a module, and the interpretation it runs under.
    `fuel`, when given, caps every run of this side (otherwise it follows the source's runs)."""

    module: Module
    function: str | None
    interp: Interp
    file: str = "<module>"
    fuel: int | None = None

    @property
    def fn(self) -> Function:
        """The function as the engines run it: with the calls of its module's functions inlined
        ([W-CMD-CALL-FN])."""
        return calls_inlined(self.module, self.module.function(self.function))

    def describe(self) -> dict[str, object]:
        return {"file": self.file, "function": self.fn.name, "interp": self.interp}


def _at_least_one(n: int, what: str) -> None:
    """Options no engine can run (so that none can say `valid` on nothing) are refused when
    they are made."""
    if n < 1:
        raise InputError(f"the number of {what} must be at least 1")


@attrs.frozen
class Options:
    """What a check runs: W, the shape signature, the seed; by runs (`smt` off) how many inputs,
    the step budget, what the user states about buffers, the target blocks the user accepts
    never running and a callback told about progress after each input (`progress(done,
    total)`); by z3 (`smt` on) the loop bound (AUTO: from the plan) and whether to prove for
    every trip count first (`unbounded`); and the time limit in seconds (None: TIME_LIMIT by
    runs, SMT_TIME_LIMIT by z3)."""

    lanes: int = attrs.field(default=4, validator=lambda _o, _a, v: _at_least_one(v, "threads"))
    shapes: str | None = None
    examples: int = attrs.field(default=200,
                                validator=lambda _o, _a, v: _at_least_one(v, "inputs"))
    seed: int = 0
    time_limit: float | None = None
    fuel: int = FUEL
    buffers: Mapping[str, BufferSpec] = attrs.field(factory=dict)
    allow_uncovered: frozenset[str] = frozenset()
    progress: Callable[[int, int], None] | None = attrs.field(default=None, eq=False)
    smt: bool = False
    bound: int | None = DEFAULT_BOUND
    #: with `smt`: first the proof for every trip count ([CHK-SMT-INDUCTION]), then the bounded
    #: check where it does not go through
    unbounded: bool = False

    @property
    def seconds(self) -> float:
        """The time limit this check has."""
        if self.time_limit is not None:
            return self.time_limit
        return SMT_TIME_LIMIT if self.smt else TIME_LIMIT
