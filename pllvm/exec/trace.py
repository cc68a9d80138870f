"""Execution protocols: a run's steps as the dissertation's tables (Figs. 3.20b, 4.5b, 4.6b, 4.11),
and which rule applied to which thread at which instruction (`--explain`)."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from pllvm.exec.state import BOTTOM, DONE, TOP, Firing, StepRecord

__all__ = ["WIDTH", "bits", "control", "explanation", "print_protocol", "protocol_table",
           "show_value", "successor", "threads"]

#: the widest a protocol is printed: rows wrap their values to fit
WIDTH = 100


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


def threads(firing: Firing, lanes: int) -> str:
    """The threads a rule applied to: `all`, `none` or `t0,t2`."""
    if len(firing.threads) == lanes:
        return "all"
    return ",".join(f"t{t}" for t in firing.threads) or "none"


def _vector(values: list) -> str:
    return "[" + ", ".join(show_value(x) for x in values) + "]"


def _controls(labels: list[str], states: np.ndarray, incoming: bool) -> str:
    return "[" + ", ".join(control(labels, int(x), incoming) for x in states) + "]"


def protocol_table(trace: list[StepRecord], labels: list[str], title: str,
                   after: bool = False) -> Table:
    """One row per scheduled block, as the figures lay it out: ℓsc; the control state ℓin, ℓnext
    before the block; cmsk, pmsk, amsk; the successor index i; with `after`, the control state
    ℓin', ℓnext' after it; and the values the block assigned."""
    table = Table(title=title, show_lines=False, header_style="bold")
    columns = ["#", "ℓsc", "ℓin", "ℓnext", "cmsk", "pmsk", "amsk", "i"]
    if after:
        columns += ["ℓin'", "ℓnext'"]
    for col in columns:
        table.add_column(col, no_wrap=True)
    table.add_column("values", overflow="fold", min_width=16)
    for k, r in enumerate(trace):
        row = [str(k), r.block, _controls(labels, r.lin, True), _controls(labels, r.lnext, False),
               bits(r.cmsk), bits(r.pmsk), bits(r.amsk),
               "[" + ", ".join(successor(int(x)) for x in r.succ) + "]"]
        if after:
            row += [_controls(labels, r.lin_after, True), _controls(labels, r.lnext_after, False)]
        row.append(escape("\n".join(f"%{n}={_vector(v)}" for n, v in r.values.items())))
        table.add_row(*row)
    return table


def explanation(trace: list[StepRecord], lanes: int) -> Table:
    """Per step, each instruction (or the block, for the rules of the whole step) with the rules
    that applied there and the threads each applied to."""
    table = Table(title="rules", show_header=False, box=None, padding=(0, 1))
    table.add_column("at", overflow="fold", ratio=3)
    table.add_column("rules", overflow="fold", ratio=2)
    for k, r in enumerate(trace):
        table.add_row(f"[bold]#{k} {escape(r.block)}[/]", "")
        at: dict[str, list[str]] = {}
        for f in r.firings:
            at.setdefault(f.at, []).append(f"{f.rule} ({threads(f, lanes)})")
        for where, rules in at.items():
            table.add_row("  " + escape(where), escape(", ".join(rules)))
    return table


def print_protocol(console: Console, trace: list[StepRecord], labels: list[str], title: str,
                   after: bool = False, explain: bool = False) -> None:
    """The protocol table, and with `explain` the rules per step, at most WIDTH columns wide."""
    width = min(console.width, WIDTH)
    console.print(protocol_table(trace, labels, title, after), width=width)
    if explain:
        lanes = len(trace[0].cmsk) if trace else 0
        console.print(explanation(trace, lanes), width=width)
