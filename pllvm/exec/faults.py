"""Undefined behaviour: what an instruction raises, and the located report a run ends with."""

from __future__ import annotations

from collections.abc import Iterable

from pllvm.errors import PllvmError

__all__ = ["CannotRun", "Exhausted", "External", "Fault", "Stop", "UndefinedBehavior"]


class Fault(Exception):
    """Raised by an instruction's semantics on the threads whose execution is undefined.

    The rule that executes the instruction adds the block and the instruction and turns it into an
    `UndefinedBehavior` (semantics/values.md lists the cases)."""

    def __init__(self, reason: str, lanes: Iterable[int], addresses: Iterable[int] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.lanes = sorted({int(t) for t in lanes})
        self.addresses = [int(a) for a in addresses]


class Stop(PllvmError):
    """Raised where a run cannot go on although the program is defined there: a thread calls a
    function pllvm has no semantics for, or the program needs more memory than pllvm holds.
    The rule that executes the instruction names the block and the instruction (`CannotRun`);
    raised outside a step (a global, an input buffer) it is reported as it is."""

    def __init__(self, reason: str, lanes: Iterable[int] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.lanes = sorted({int(t) for t in lanes})


class External(Stop):
    """Active threads call an external function outside θ, in a run that does not treat such
    calls as uninterpreted."""

    def __init__(self, name: str, lanes: Iterable[int]) -> None:
        lanes = sorted({int(t) for t in lanes})
        who = ", ".join(map(str, lanes))
        who = f"threads {who} call" if len(lanes) != 1 else f"thread {who} calls"
        super().__init__(f"{who} @{name}, an external function pllvm has no semantics for (a "
                         "check treats it as an uninterpreted function, the same on both sides)",
                         lanes)


class Exhausted(Exception):
    """A nested call ([W-CMD-CALL-REC]) used up its step budget or nested too deep: the run ends
    as one whose fuel is exhausted."""


class CannotRun(PllvmError):
    """A run stopped (`Stop`) at an instruction: why, and where."""

    def __init__(self, stop: Stop, function: str, block: str, instruction: str) -> None:
        self.reason = stop.reason
        self.threads = stop.lanes
        super().__init__(f"cannot run on: {stop.reason}", f"@{function}, block {block}, `{instruction}`")


class UndefinedBehavior(PllvmError):
    """A run reached undefined behaviour: which threads, where, and at which address."""

    def __init__(self, fault: Fault, function: str, block: str, instruction: str) -> None:
        self.reason = fault.reason
        self.threads = fault.lanes
        self.addresses = fault.addresses
        self.function = function
        self.block = block
        self.instruction = instruction
        self.rules: list[str] = []  # the rules that fired in the step, up to the fault
        threads = ", ".join(map(str, self.threads))
        where = f"@{function}, block {block}, `{instruction}`"
        shown = ", ".join(hex(a) for a in dict.fromkeys(self.addresses))
        at = f" at address {shown}" if self.addresses else ""
        plural = "s" if len(self.threads) != 1 else ""
        super().__init__(f"undefined behaviour: {self.reason}{at} (thread{plural} {threads})", where)

    def to_json(self) -> dict[str, object]:
        return {
            "reason": self.reason,
            "threads": self.threads,
            "function": self.function,
            "block": self.block,
            "instruction": self.instruction,
            "addresses": self.addresses,
        }
