"""Small builders shared by the unit tests."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from pllvm.cfg import CFG
from pllvm.check import Side
from pllvm.exec import Buffer
from pllvm.text import parse_file

__all__ = ["MUTATIONS", "graph", "mutation_claim", "mutation_sides", "witness_input"]

#: The mutation suite: P-LLVM programs (.pll) and plain LLVM IR (.ll), by number.
MUTATIONS = sorted((Path(__file__).resolve().parents[1] / "corpus" / "mutations").glob("m*.*ll"),
                   key=lambda p: p.name)


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


def _expand(items: str) -> list[str]:
    """The elements of `1..4,0*3,2.5`: inclusive integer ranges `a..b` and repeats `v*k`."""
    out: list[str] = []
    for item in (x.strip() for x in items.split(",")):
        if re.fullmatch(r"-?\d+\.\.-?\d+", item):
            lo, hi = (int(x) for x in item.split(".."))
            out += [str(v) for v in range(lo, hi + 1)]
        elif "*" in item:
            value, count = item.rsplit("*", 1)
            out += [value] * int(count)
        else:
            out.append(item)
    return out


def _number(text: str) -> int | float:
    """An int, or a float when the text has a point or an exponent (so -0.0 stays a float)."""
    return float(text) if re.search(r"[.eE]|inf|nan", text) else int(text)


def witness_input(path: Path) -> tuple[dict[str, object], dict[str, Buffer]] | None:
    """The `; WITNESS: args NAME=V|[v0,...]|@buf+BYTES ... buffers NAME=TYPE[items]` line of a
    corpus file as `pllvm.exec.run` arguments and buffers (None if the file has none)."""
    line = next((x for x in path.read_text(encoding="utf-8").splitlines()
                 if x.startswith("; WITNESS:")), None)
    if line is None:
        return None
    args_part, _, buf_part = line.split(":", 1)[1].partition(" buffers ")
    args: dict[str, object] = {}
    for name, value in re.findall(r"(\w+)=(\[[^\]]*\]|\S+)", args_part.replace(" args ", " ")):
        if value.startswith("["):
            args[name] = [_number(v) for v in _expand(value[1:-1])]
        elif value.startswith("@"):
            args[name] = value
        else:
            args[name] = _number(value)
    buffers = {name: Buffer.from_json(name, {"type": ty, "data": [_number(v) for v in _expand(items)]})
               for name, ty, items in re.findall(r"(\w+)=(\w+)\[([^\]]*)\]", buf_part)}
    return args, buffers
