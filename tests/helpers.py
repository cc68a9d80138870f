"""Small builders shared by the unit tests."""

from __future__ import annotations

import shlex
from pathlib import Path

from pllvm.cfg import CFG
from pllvm.check.differential import Side
from pllvm.text import parse_file

__all__ = ["graph", "mutation_claim", "mutation_sides"]


def mutation_claim(path: Path) -> dict[str, str]:
    """The `; MUTATION: key=value ...` line of a mutation-suite file."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("; MUTATION:"):
            return dict(item.split("=", 1) for item in shlex.split(line.split(":", 1)[1]))
    raise AssertionError(f"{path.name} has no MUTATION line")


def graph(spec: str, entry: str | None = None) -> CFG:
    """A CFG from `A>B,C; B>D; C>D; D>` (successors in order; the first block is the entry)."""
    succ: dict[str, tuple[str, ...]] = {}
    for part in spec.split(";"):
        if not part.strip():
            continue
        a, _, bs = part.partition(">")
        succ[a.strip()] = tuple(x.strip() for x in bs.split(",") if x.strip())
    for targets in list(succ.values()):
        for t in targets:
            succ.setdefault(t, ())
    blocks = list(succ)
    return CFG(blocks, succ, entry or blocks[0])


def mutation_sides(path: Path, target: str) -> tuple[dict[str, str], Side, Side]:
    """A mutation file's claim and its two sides: `@src` and `@target` (`good` or `bad`), each
    under the interpretation the claim states (OBL for a vectorize target, FR otherwise)."""
    claim = mutation_claim(path)
    module = parse_file(path)
    default = "OBL" if claim["relation"] == "vectorize" else "FR"
    return (claim, Side(module, "src", claim.get("source_interp", "FR"), str(path)),
            Side(module, target, claim.get("target_interp", default), str(path)))
