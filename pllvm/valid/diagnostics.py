"""Diagnostics: an ID, where, and one sentence. The IDs are listed in `semantics/wellformed.md`."""

from __future__ import annotations

import attrs

from pllvm.errors import Loc

__all__ = ["Diagnostic"]


@attrs.frozen
class Diagnostic:
    """One finding of the verifier.

    `where` is the source location when the IR came from text; `context` names the function,
    block and instruction (`@f, block B, %x`), so a diagnostic is readable for generated IR too.
    """

    id: str
    message: str
    context: str
    where: Loc | None = None
    severity: str = "error"

    def __str__(self) -> str:
        place = f"{self.where}: " if self.where is not None else ""
        return f"{place}{self.severity}[{self.id}]: {self.context}: {self.message}"

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "id": self.id,
            "severity": self.severity,
            "message": self.message,
            "context": self.context,
        }
        if self.where is not None:
            out.update(file=self.where.file, line=self.where.line, column=self.where.column)
        return out
