"""The lock-step semantics of ch. 4: lane vectors, memory, θ, the rules, runs and traces.

The names below are loaded on first use: importing one of the package's modules (the layout,
the lane vectors) does not load the engine and its compiled machine."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pllvm.exec.engine import Buffer, RunResult, run, run_batch
    from pllvm.exec.faults import UndefinedBehavior

__all__ = ["Buffer", "RunResult", "UndefinedBehavior", "run", "run_batch"]


def __getattr__(name: str) -> object:
    if name in ("Buffer", "RunResult", "run", "run_batch"):
        from pllvm.exec import engine

        return getattr(engine, name)
    if name == "UndefinedBehavior":
        from pllvm.exec.faults import UndefinedBehavior

        return UndefinedBehavior
    raise AttributeError(f"module 'pllvm.exec' has no attribute {name!r}")
