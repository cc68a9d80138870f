"""Undefined behaviour: what an instruction raises, and the located report a run ends with."""

from __future__ import annotations

from collections.abc import Iterable

from pllvm.errors import PllvmError

__all__ = ["CannotRun", "External", "Fault", "FuelExhausted", "UndefinedBehavior"]


class Fault(Exception):
    """Raised by an instruction's semantics on the threads whose execution is undefined.

    The rule that executes the instruction adds the block and the instruction and turns it into an
    `UndefinedBehavior` (semantics/values.md lists the cases)."""

    def __init__(self, reason: str, lanes: Iterable[int], addresses: Iterable[int] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.lanes = sorted({int(t) for t in lanes})
        self.addresses = [int(a) for a in addresses]


class External(Exception):
    """Raised where active threads call an external function pllvm has no semantics for
    (outside θ), in a run that does not treat such calls as uninterpreted."""

    def __init__(self, name: str, lanes: Iterable[int]) -> None:
        super().__init__(name)
        self.name = name
        self.lanes = sorted({int(t) for t in lanes})


class CannotRun(PllvmError):
    """A run reached a call of an external function: which threads, where, and which function."""

    def __init__(self, external: External, function: str, block: str, instruction: str) -> None:
        self.threads = external.lanes
        who = ", ".join(map(str, self.threads))
        who = f"threads {who} call" if len(self.threads) != 1 else f"thread {who} calls"
        super().__init__(
            f"cannot run on: {who} @{external.name}, an external function pllvm has no "
            "semantics for (a check treats it as an uninterpreted function, the same on both "
            "sides)", f"@{function}, block {block}, `{instruction}`")


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


class FuelExhausted(PllvmError):
    """The run used its step budget before every thread terminated."""
