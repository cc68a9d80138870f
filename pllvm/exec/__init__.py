"""The lock-step semantics of ch. 4: lane vectors, memory, θ, the rules, runs and traces.

The names below are loaded on first use: importing one of the package's modules (the layout,
the lane vectors, the inputs and results of a run) does not load the engine and its compiled
machine."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pllvm.exec.engine import run, run_batch
    from pllvm.exec.faults import UndefinedBehavior
    from pllvm.exec.runs import Buffer, RunResult

__all__ = ["Buffer", "RunResult", "UndefinedBehavior", "run", "run_batch"]


def __getattr__(name: str) -> object:
    if name in ("run", "run_batch"):
        from pllvm.exec import engine

        return getattr(engine, name)
    if name in ("Buffer", "RunResult"):
        from pllvm.exec import runs

        return getattr(runs, name)
    if name == "UndefinedBehavior":
        from pllvm.exec.faults import UndefinedBehavior

        return UndefinedBehavior
    raise AttributeError(f"module 'pllvm.exec' has no attribute {name!r}")
