"""The lock-step semantics of ch. 4: lane vectors, memory, θ, the rules, runs and traces."""

from pllvm.exec.engine import Buffer, RunResult, run
from pllvm.exec.faults import UndefinedBehavior

__all__ = ["Buffer", "RunResult", "UndefinedBehavior", "run"]
