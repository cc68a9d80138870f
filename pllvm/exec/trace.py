"""Execution protocols: a run's steps as the dissertation's tables (Figs. 3.20b, 4.5b, 4.6b, 4.11)."""

from __future__ import annotations

from collections.abc import Iterable

from rich.markup import escape
from rich.table import Table

from pllvm.exec.state import BOTTOM, DONE, TOP, StepRecord

__all__ = ["bits", "control", "protocol_table", "show_value", "successor"]


def bits(mask: Iterable[object]) -> str:
    """A mask as a bit string, thread 0 first (`10`: thread 0 on, thread 1 off)."""
    return "".join("1" if b else "0" for b in mask)


def control(labels: list[str], v: int, incoming: bool) -> str:
    """One thread's ℓin or ℓnext: a label, ⊥, ⊤ or □."""
    if v >= 0:
        return labels[v]
    if incoming:
        return "⊥" if v == BOTTOM else "?"
    return "⊤" if v == TOP else "□"


def successor(v: int) -> str:
    """One thread's successor index i: a number, ⊤ or □."""
    return "⊤" if v == TOP else "□" if v == DONE else str(v)


def show_value(v: object, exact: bool = False) -> str:
    """A lane's value as pllvm prints it: ⊤ for undef, `poison` for POISON, <a b> for a vector;
    floats to six digits in tables, or exactly (`exact`) where two values are compared."""
    if v is None:
        return "⊤"
    if isinstance(v, float):
        return repr(v) if exact else f"{v:.6g}"
    if isinstance(v, list):
        return "<" + " ".join(show_value(x, exact) for x in v) + ">"
    return str(v)


def _vector(values: list) -> str:
    return "[" + ", ".join(show_value(x) for x in values) + "]"


def protocol_table(trace: list[StepRecord], labels: list[str], title: str, explain: bool) -> Table:
    """One row per scheduled block: ℓsc, cmsk, pmsk, amsk, i, ℓin', ℓnext', values assigned."""
    table = Table(title=title, show_lines=False, header_style="bold")
    for col in ("#", "ℓsc", "cmsk", "pmsk", "amsk", "i", "ℓin'", "ℓnext'", "values"):
        table.add_column(col, no_wrap=col != "values")
    if explain:
        table.add_column("rules")
    for k, r in enumerate(trace):
        row = [
            str(k), r.block, bits(r.cmsk), bits(r.pmsk), bits(r.amsk),
            "[" + ", ".join(successor(int(x)) for x in r.succ) + "]",
            "[" + ", ".join(control(labels, int(x), True) for x in r.lin_after) + "]",
            "[" + ", ".join(control(labels, int(x), False) for x in r.lnext_after) + "]",
            escape("\n".join(f"%{n}={_vector(v)}" for n, v in r.values.items())),  # `[poison, ...]`
        ]
        if explain:
            row.append(" ".join(r.rules))
        table.add_row(*row)
    return table
