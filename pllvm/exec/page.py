"""The HTML page of runs (`pllvm run|explore|check --html`): the CFG, the execution protocol and
every thread's state, stepped through forwards and backwards. One self-contained file: the data,
the picture, the rules' text and the script are inline, so nothing is fetched when it is viewed."""

from __future__ import annotations

import html
import json
import re
from functools import cache
from importlib import resources
from pathlib import Path

import attrs

from pllvm.cfg.show import svg
from pllvm.exec.runs import RunResult
from pllvm.exec.state import StepRecord
from pllvm.exec.trace import bits, control, show_value, successor, threads
from pllvm.syntax import Function

__all__ = ["Pane", "View", "page", "rule_texts"]

#: where the rules are written: the sections of these files headed by a rule's ID
SEMANTICS = Path(__file__).resolve().parents[2] / "semantics"
_SECTION = re.compile(r"^## \[([A-Z0-9-]+)\][^\n]*\n(.*?)(?=^## |\Z)", re.M | re.S)


@attrs.frozen
class Pane:
    """One run shown: its title, the function it ran and what it did (with its trace)."""

    title: str
    fn: Function
    result: RunResult


@attrs.frozen
class View:
    """Runs shown side by side and stepped together (FR and OBL; a source and its target)."""

    name: str
    panes: tuple[Pane, ...]


@cache
def rule_texts() -> dict[str, dict[str, str]]:
    """Every rule of semantics/: its ID to the file, the heading and the text."""
    out: dict[str, dict[str, str]] = {}
    for path in sorted(SEMANTICS.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        for m in _SECTION.finditer(text):
            heading = text[m.start():text.index("\n", m.start())].removeprefix("## ")
            out.setdefault(m.group(1), {"file": f"semantics/{path.name}", "heading": heading,
                                        "text": m.group(2).strip()})
    return out


def _step(r: StepRecord, labels: list[str], lanes: int) -> dict[str, object]:
    """One row: the control state before and after, the masks, the successor index, the values
    the block assigned (per thread, as text) and the rules with their threads and instruction."""
    return {
        "block": r.block,
        "in": [control(labels, int(x), True) for x in r.lin],
        "next": [control(labels, int(x), False) for x in r.lnext],
        "cmsk": bits(r.cmsk), "pmsk": bits(r.pmsk), "amsk": bits(r.amsk),
        "succ": [successor(int(x)) for x in r.succ],
        "in_after": [control(labels, int(x), True) for x in r.lin_after],
        "next_after": [control(labels, int(x), False) for x in r.lnext_after],
        "values": {name: [show_value(v) for v in vs] for name, vs in r.values.items()},
        "firings": [[f.rule, threads(f, lanes), f.at] for f in r.firings],
    }


def _outcome(r: RunResult) -> str:
    """How the run ended, in one line."""
    if r.ub is not None:
        return str(r.ub)
    ret = ""
    if r.ret is not None:
        ret = "ret [" + ", ".join(show_value(v) if done else "did not return"
                                  for v, done in zip(r.ret, r.returned, strict=True)) + "]"
    if r.fuel_exhausted:
        return f"{ret} fuel exhausted after {r.steps} steps".strip()
    if r.stuck:
        return f"{ret} stuck: no block can be scheduled".strip()
    if not r.terminated:
        return f"{ret} the schedule ended before every thread returned".strip()
    return ret or "every thread returned"


def _pane(p: Pane) -> dict[str, object]:
    labels = list(p.fn.labels)
    r = p.result
    return {
        "title": p.title, "function": p.fn.name, "lanes": r.lanes, "interp": r.interp,
        "svg": svg(p.fn),
        "blocks": {b.label: i for i, b in enumerate(p.fn.blocks)},
        "steps": [_step(s, labels, r.lanes) for s in r.trace],
        "outcome": _outcome(r),
    }


def page(title: str, views: list[View]) -> str:
    """The page's HTML text: `views` to choose from, each with its panes side by side."""
    shown = [{"name": v.name, "panes": [_pane(p) for p in v.panes]} for v in views]
    fired = {f.rule for v in views for p in v.panes for s in p.result.trace for f in s.firings}
    known = rule_texts()
    rules = {rule: known.get(rule, {"file": "", "heading": f"[{rule}]",
                                    "text": "(not found in semantics/)"})
             for rule in sorted(fired)}
    payload = json.dumps({"title": title, "views": shown, "rules": rules},
                         ensure_ascii=False).replace("</", "<\\/")
    template = resources.files("pllvm.exec").joinpath("page.html").read_text(encoding="utf-8")
    return template.replace("__TITLE__", html.escape(title)).replace("__DATA__", payload)
