"""Undefined behaviour: what an instruction raises, and the located report a run ends with."""

from __future__ import annotations

from collections.abc import Iterable

from pllvm.errors import PllvmError

__all__ = ["Fault", "FuelExhausted", "UndefinedBehavior"]


class Fault(Exception):
    """Raised by an instruction's semantics on the threads whose execution is undefined.

    The rule that executes the instruction adds the block and the instruction and turns it into an
    `UndefinedBehavior` (semantics/values.md lists the cases)."""

    def __init__(self, reason: str, lanes: Iterable[int], addresses: Iterable[int] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.lanes = sorted({int(t) for t in lanes})
        self.addresses = [int(a) for a in addresses]


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
