"""Verdicts of a check: valid (with what was covered), invalid (with a counterexample), unknown
(with the reason). A check never says valid for something it did not check."""

from __future__ import annotations

import json
from pathlib import Path

import attrs

from pllvm.exec.trace import show_value

__all__ = ["Counterexample", "Verdict"]


@attrs.define
class Counterexample:
    """Inputs and a schedule under which the two sides differ, and where they first do."""

    relation: str
    lanes: int
    args: dict[str, list]  # per parameter, one value per thread
    buffers: dict[str, dict]  # name -> {"type", "data"}
    scheduler: str
    source: dict[str, object]  # file, function, interp, ret, memory, schedule
    target: dict[str, object]
    difference: str  # where the sides first differ, in words
    trace: list[tuple[str, str]] = attrs.field(factory=list)  # source and target rows, side by side

    def to_json(self) -> dict[str, object]:
        return attrs.asdict(self)

    def replay_text(self) -> str:
        """The text of a replay file: `pllvm run --replay FILE` runs both sides again."""
        return json.dumps(self.to_json(), indent=2, default=str) + "\n"

    def save(self, path: str | Path) -> None:
        """Write the replay file to `path`."""
        Path(path).write_text(self.replay_text())

    def explain(self) -> str:
        lines = [f"counterexample ({self.relation}, W = {self.lanes}, scheduler {self.scheduler}):"]
        for name, values in self.args.items():
            lines.append(f"  %{name} = {values}")
        for name, spec in self.buffers.items():
            lines.append(f"  @{name} = {spec['type']} {spec['data']}")
        for title, side in (("source", self.source), ("target", self.target)):
            parts = [f"ret {_values(side['ret'])}"] if side.get("ret") is not None else []
            memory = side.get("memory")
            parts += [f"@{n} = {_values(d)}" for n, d in memory.items()] if isinstance(memory, dict) else []
            how = str(side["interp"]) + (f", scheduler {side['scheduler']}" if "scheduler" in side else "")
            lines.append(f"  {title} ({how}): {', '.join(parts)}")
        lines.append(f"  {self.difference}")
        if self.trace:
            width = max(len(a) for a, _ in self.trace) + 2
            lines.append("  " + "source".ljust(width) + "target")
            lines += ["  " + a.ljust(width) + b for a, b in self.trace]
        return "\n".join(lines)


@attrs.define
class Verdict:
    """`valid`, `invalid` or `unknown`; what was covered; the counterexample or the reason."""

    kind: str
    coverage: str = ""  # what was covered, in one line
    counterexample: Counterexample | None = None
    reason: str = ""
    details: dict[str, object] | None = None  # the coverage as data (inputs, blocks, loops)

    @property
    def exit_code(self) -> int:
        return {"valid": 0, "invalid": 1, "unknown": 3}[self.kind]

    def to_json(self) -> dict[str, object]:
        return {"verdict": self.kind, "summary": self.coverage, "coverage": self.details,
                "reason": self.reason,
                "counterexample": self.counterexample.to_json() if self.counterexample else None}

    def explain(self) -> str:
        if self.kind == "valid":
            return f"valid: {self.coverage}"
        if self.kind == "unknown":
            return f"unknown: {self.reason}" + (f" ({self.coverage})" if self.coverage else "")
        assert self.counterexample is not None
        return "invalid\n" + self.counterexample.explain()


def _values(values: object) -> str:
    """Per-thread values (or one value) with ⊤ for undefined ones, floats exact."""
    if isinstance(values, list):
        return "[" + ", ".join(show_value(v, exact=True) for v in values) + "]"
    return show_value(values, exact=True)
